"""The one place that finds the files shipped inside the package (``dominoes_qt/data``).

Everything goes through :mod:`importlib.resources`, so the same names work from a
source checkout, an editable install, an installed wheel and a PyInstaller bundle
(whose package data sits in its ``_internal`` folder). Names are relative to
``dominoes_qt/data`` and use ``/``::

    svg = read_bytes("icons/dominoes-qt.svg")
    icon_file = data_path("icons/dominoes-qt-64.png")   # a real file, e.g. for QIcon
    qm_files = names("translations", suffix=".qm")
    window_icon_pngs = app_icon_files()
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from importlib.resources import files
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    # Only for annotations: the module moved in 3.11 and the old home goes away in 3.14.
    from importlib.resources.abc import Traversable

PACKAGE = "dominoes_qt"
DATA = "data"


def _checked(name: str) -> PurePosixPath:
    parts = PurePosixPath(name)
    if parts.is_absolute() or ".." in parts.parts or not parts.parts:
        raise ValueError(f"{name!r} is not a name inside the package data")
    return parts


def data_root() -> Traversable:
    """The ``data`` folder of the package, wherever and however it is installed."""
    return files(PACKAGE).joinpath(DATA)


def resource(name: str) -> Traversable:
    """The shipped file or folder ``name`` (it may not exist; see :func:`exists`)."""
    node = data_root()
    for part in _checked(name).parts:
        node = node.joinpath(part)
    return node


def exists(name: str) -> bool:
    node = resource(name)
    return node.is_file() or node.is_dir()


def read_bytes(name: str) -> bytes:
    """The content of a shipped file; FileNotFoundError names it when it is missing."""
    node = resource(name)
    if not node.is_file():
        raise FileNotFoundError(f"package data {name!r} is missing")
    return node.read_bytes()


def read_text(name: str) -> str:
    return read_bytes(name).decode("utf-8")


def names(folder: str, suffix: str = "") -> list[str]:
    """Sorted file names directly in a shipped folder (empty when it does not exist)."""
    node = resource(folder)
    if not node.is_dir():
        return []
    return sorted(
        child.name for child in node.iterdir() if child.is_file() and child.name.endswith(suffix)
    )


APP_ICON_SIZES = (16, 32, 48, 64, 128, 256)


def app_icon_files() -> list[Path]:
    """The application icon as PNG files, smallest first.

    For a window icon, add each to one ``QIcon`` (``icon.addFile(str(path))``): PNGs
    need no SVG plugin, which keeps a bundle from depending on one.
    """
    return [data_path(f"icons/dominoes-qt-{size}.png") for size in APP_ICON_SIZES]


class _Extracted:
    """Copies of data files for packages imported from a zip, removed at exit.

    Installed, editable and bundled packages are plain folders, so this is only the
    fallback that keeps :func:`data_path` honest for a zipped package.
    """

    def __init__(self) -> None:
        self._dir: Path | None = None

    def path_for(self, name: str, content: bytes) -> Path:
        if self._dir is None:
            self._dir = Path(tempfile.mkdtemp(prefix="dominoes-qt-data-"))
            atexit.register(shutil.rmtree, self._dir, True)
        target = self._dir.joinpath(*_checked(name).parts)
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)
        return target


_extracted = _Extracted()


def data_path(name: str) -> Path:
    """A file-system path to a shipped file, for APIs that want a path (QIcon, shutil).

    The path points into the package itself when the package is a folder on disk;
    otherwise the file is copied to a temporary folder first.
    """
    node = resource(name)
    if not node.is_file():
        raise FileNotFoundError(f"package data {name!r} is missing")
    if isinstance(node, Path):
        return node
    return _extracted.path_for(name, node.read_bytes())
