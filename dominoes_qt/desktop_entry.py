"""Installing the menu entry, icons and AppStream metadata for the current user.

A wheel cannot do this itself: files it puts under ``share/`` land inside the virtual
environment, where desktops never look. ``dominoes-qt --install-desktop-entry`` copies
them into ``$XDG_DATA_HOME`` (``~/.local/share`` when unset) instead:

- ``applications/<APP_ID>.desktop``, its ``Exec`` pointing at this very installation;
- ``icons/hicolor/<n>x<n>/apps/<APP_ID>.png`` and ``icons/hicolor/scalable/apps/<APP_ID>.svg``;
- ``metainfo/<APP_ID>.metainfo.xml``;
- ``mime/packages/<APP_ID>.xml``, which names saved games (``*.dominoes.json``) so
  file managers offer to open them with the game.

The desktop's caches are refreshed when their tools (``update-mime-database``,
``update-desktop-database``) are installed. Running it again overwrites the same
files, so it is also the way to repair them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from dominoes_qt import resources

APP_ID = "io.github.dominoes_qt.DominoesQt"
"""The reverse-DNS id shared by the desktop file, the icon name and the metainfo."""

ICON_SIZES = resources.APP_ICON_SIZES
SCRIPT = "dominoes-qt"

# Characters that force quoting of an Exec argument (Desktop Entry spec, "The Exec key").
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home(environ: Mapping[str, str] | None = None) -> Path:
    """``$XDG_DATA_HOME``; the spec says a relative or empty value is to be ignored."""
    env = os.environ if environ is None else environ
    value = env.get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    return Path.home() / ".local" / "share"


def launcher_command() -> list[str]:
    """The command that starts this installation of the game, as absolute as possible.

    A PyInstaller bundle is its own executable. Otherwise the ``dominoes-qt`` script
    that pip put next to this Python is preferred (the venv that was used to install
    the entry), then one on PATH, then ``python -m dominoes_qt``.
    """
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]
    beside = Path(sys.executable).parent / SCRIPT
    if beside.is_file() and os.access(beside, os.X_OK):
        return [str(beside.absolute())]
    found = shutil.which(SCRIPT)
    if found:
        return [str(Path(found).absolute())]
    return [str(Path(sys.executable).absolute()), "-m", "dominoes_qt"]


def quote_exec_argument(arg: str) -> str:
    """Quote one argument for an ``Exec`` line as the Desktop Entry spec asks."""
    if arg and not (_RESERVED & set(arg)):
        return arg.replace("%", "%%")
    inner = "".join("\\" + ch if ch in '"`$\\' else ch for ch in arg).replace("%", "%%")
    # The desktop file itself is a string-escaped format, so every backslash is doubled again.
    return '"' + inner.replace("\\", "\\\\") + '"'


def desktop_file_text(command: Sequence[str]) -> str:
    """The shipped desktop file with ``Exec``/``TryExec`` naming ``command``."""
    exec_line = " ".join(quote_exec_argument(a) for a in command)
    lines = []
    for line in resources.read_text(f"desktop/{APP_ID}.desktop").splitlines():
        if line.startswith("Exec="):
            lines.append(f"Exec={exec_line} --open %u")
        elif line.startswith("TryExec="):
            lines.append(f"TryExec={command[0]}")
        else:
            lines.append(line)
    return "\n".join(lines) + "\n"


def _write(path: Path, content: bytes) -> None:
    # Through a temporary name so a desktop watching the folder never reads half a file.
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.partial")
    partial.write_bytes(content)
    partial.replace(path)


def install(target: Path, command: Sequence[str]) -> list[Path]:
    """Install everything under the data folder ``target``; returns the files written."""
    written: list[Path] = []

    def put(relative: str, content: bytes) -> None:
        path = target / relative
        _write(path, content)
        written.append(path)

    put(f"applications/{APP_ID}.desktop", desktop_file_text(command).encode("utf-8"))
    for size in ICON_SIZES:
        put(f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png",
            resources.read_bytes(f"icons/dominoes-qt-{size}.png"))
    put(f"icons/hicolor/scalable/apps/{APP_ID}.svg",
        resources.read_bytes("icons/dominoes-qt.svg"))
    put(f"metainfo/{APP_ID}.metainfo.xml",
        resources.read_bytes(f"desktop/{APP_ID}.metainfo.xml"))
    put(f"mime/packages/{APP_ID}.xml", resources.read_bytes(f"desktop/{APP_ID}.mime.xml"))
    # Icon themes are re-read when the theme folder's time changes.
    hicolor = target / "icons" / "hicolor"
    os.utime(hicolor)
    return written


def refresh_caches(target: Path) -> list[str]:
    """Rebuild the MIME and desktop-entry caches under ``target``; returns the tools run.

    Both are optional: without them desktops still find the files, only later.
    """
    ran = []
    for tool, folder in (("update-mime-database", "mime"),
                         ("update-desktop-database", "applications")):
        program = shutil.which(tool)
        if program is None:
            continue
        subprocess.run([program, str(target / folder)], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        ran.append(tool)
    return ran


def install_desktop_entry() -> int:
    """``dominoes-qt --install-desktop-entry``: install for the current user, report, exit."""
    target = data_home()
    try:
        written = install(target, launcher_command())
        refresh_caches(target)
    except OSError as exc:
        print(f"Could not install the desktop entry: {exc}", file=sys.stderr)
        return 1
    for path in written:
        print(path)
    print(f"Installed the menu entry for {launcher_command()[0]} under {target}.")
    return 0
