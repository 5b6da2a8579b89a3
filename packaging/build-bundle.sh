#!/bin/sh
# Builds a one-folder app with PyInstaller (dist/dominoes-qt/) and smoke-runs it offscreen.
#
#   sh packaging/build-bundle.sh
#
# PyInstaller gets a virtual environment of its own (packaging/build/venv, or $BUNDLE_VENV),
# so the project's .venv stays as the README's commands made it. Qt's system libraries are
# the same ones packaging/bootstrap.sh installs; run that first on a fresh machine.
set -eu
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
VENV="${BUNDLE_VENV:-packaging/build/venv}"
APP=dist/dominoes-qt/dominoes-qt

if [ ! -x "$VENV/bin/python" ]; then
    "$PYTHON" -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --upgrade pip
fi
# The app's runtime needs plus PyInstaller; the app itself comes from this source tree.
# The same Qt constraint as pyproject.toml: 6.12.0 is faulty under Python < 3.12.
"$VENV/bin/python" -m pip install --quiet "pyinstaller>=6" "PySide6-Essentials>=6.7,!=6.12.0" \
    "platformdirs>=4.0"

"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath packaging/build/pyinstaller packaging/dominoes-qt.spec

echo "Smoke-testing $APP"
export QT_QPA_PLATFORM=offscreen
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$APP" --version
"$APP" --help >/dev/null
"$APP" replay packaging/smoke-record.json --json >/dev/null
"$APP" explain packaging/smoke-record.json --play 1 >/dev/null
# Reads the package data through importlib.resources inside the bundle.
XDG_DATA_HOME="$scratch/share" "$APP" --install-desktop-entry >/dev/null
cmp dominoes_qt/data/icons/dominoes-qt.svg \
    "$scratch/share/icons/hicolor/scalable/apps/io.github.dominoes_qt.DominoesQt.svg"

# Start the window, deal, let the computer move and quit.
if "$APP" --data-dir "$scratch/data" --smoke 2>"$scratch/smoke.err"; then
    echo "--smoke passed"
else
    cat "$scratch/smoke.err" >&2
    echo "--smoke failed" >&2
    exit 1
fi

echo "Built $(du -sh dist/dominoes-qt | cut -f1) in dist/dominoes-qt/; start it with $APP"
