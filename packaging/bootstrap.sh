#!/bin/sh
# Prepares a fresh Linux machine for running and testing dominoes-qt:
# Qt's system libraries (Debian/Ubuntu names), then a virtual environment in .venv
# with the app, its test tools and its linters installed from pyproject.toml.
set -eu
cd "$(dirname "$0")/.."

QT_LIBS="libglib2.0-0 libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libfreetype6 libfontconfig1 \
libdbus-1-3 fonts-dejavu-core libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 \
libxcb-randr0 libxcb-render-util0 libxcb-image0 libxcb-xinerama0 libxcb-xkb1"

PYTHON="${PYTHON:-python3}"

if command -v dpkg-query >/dev/null 2>&1; then
    missing=""
    # A bare Debian has no Python, and Debian's Python makes venvs only with python3-venv.
    if ! command -v "$PYTHON" >/dev/null 2>&1; then
        missing=" python3 python3-venv"
    elif ! "$PYTHON" -c "import ensurepip, venv" >/dev/null 2>&1; then
        missing=" python3-venv"
    fi
    for pkg in $QT_LIBS; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || missing="$missing $pkg"
    done
    if [ -n "$missing" ]; then
        if [ "$(id -u)" = 0 ]; then
            as_root=""
        elif command -v sudo >/dev/null 2>&1; then
            as_root="sudo"
        else
            echo "Please install these system packages first:$missing" >&2
            exit 1
        fi
        echo "Installing system packages:$missing"
        $as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
        # shellcheck disable=SC2086
        $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
    fi
fi

# A venv left half-made (say, by a Python that lacked ensurepip) is made again.
if ! .venv/bin/python -m pip --version >/dev/null 2>&1; then
    echo "Creating .venv with $("$PYTHON" -c 'import sys; print("Python", sys.version.split()[0])')"
    "$PYTHON" -m venv --clear .venv
fi
echo "Installing into .venv: dominoes-qt (editable) with its table server, test and lint tools"
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e ".[test,dev,net]"
echo "Ready: .venv/bin/dominoes-qt starts the game."
