"""Writing files so that a crash, a full disk or a read-only folder never loses the old one.

A write goes to a temporary file in the same folder, is flushed and fsynced, and is then
renamed over the target: at every moment the target holds either the old text or the
new one, never half of each. Any failure is raised as :class:`WriteError` after the
temporary file is removed, so the previous file is still there, unchanged.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from datetime import datetime
from pathlib import Path

BACKUP_SUFFIX = ".bak"
TEMP_SUFFIX = ".tmp"
NEW_FILE_MODE = 0o644

_REASONS: dict[int, str] = {
    errno.ENOSPC: "the disk is full",
    errno.EROFS: "the folder is read-only",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.ENOENT: "the file or its folder does not exist",
    errno.ENOTDIR: "a part of the path is a file, not a folder",
    errno.EISDIR: "it is a folder, not a file",
    errno.EDQUOT: "the disk quota is used up",
    errno.ENAMETOOLONG: "the file name is too long",
    errno.EIO: "the disk reported an input/output error",
}


def reason_of(exc: OSError) -> str:
    """A short, plain reason for an operating-system error."""
    if exc.errno is not None and exc.errno in _REASONS:
        return _REASONS[exc.errno]
    return exc.strerror or str(exc)


class StorageError(Exception):
    """A file could not be read or written. ``str()`` names the file, the place and why."""

    def __init__(self, path: Path, reason: str, place: str | None = None) -> None:
        self.path = Path(path)
        self.reason = reason
        self.place = place
        where = f"{self.path}: {place}" if place else str(self.path)
        super().__init__(f"{where}: {reason}")


class WriteError(StorageError):
    """A write failed; the previous version of the file is intact."""


class ReadError(StorageError):
    """A file could not be read as text."""


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def _temp_prefix(path: Path) -> str:
    # Hidden, and named after the target so a stale one can be recognised later.
    return f".{path.name}."


def _fsync_folder(folder: Path) -> None:
    # Makes the rename itself durable; not every platform lets a folder be opened.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_durably(path: Path, data: bytes) -> None:
    """Write ``data`` to a fresh temporary file and rename it over ``path``."""
    fd, temp_name = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=TEMP_SUFFIX,
                                     dir=path.parent)
    temp = Path(temp_name)
    try:
        # mkstemp makes the file private (0600); keep the mode the file had, or the usual one.
        try:
            mode = stat.S_IMODE(path.stat().st_mode)
        except OSError:
            mode = NEW_FILE_MODE
        with contextlib.suppress(OSError):
            os.chmod(temp, mode)
        with os.fdopen(fd, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except OSError:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    _fsync_folder(path.parent)


def write_bytes(path: Path, data: bytes, *, backup: bool = False) -> None:
    """Replace ``path`` with ``data`` atomically; raises :class:`WriteError`.

    With ``backup``, the version being replaced is first kept as ``<name>.bak`` (itself
    written atomically), so two good versions exist after every successful write.
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if backup:
            try:
                previous = path.read_bytes()
            except FileNotFoundError:
                previous = None
            if previous is not None:
                _write_durably(backup_path(path), previous)
        _write_durably(path, data)
    except OSError as exc:
        raise WriteError(path, f"could not save: {reason_of(exc)}") from exc


def write_text(path: Path, text: str, *, backup: bool = False) -> None:
    """:func:`write_bytes` for UTF-8 text."""
    write_bytes(path, text.encode("utf-8"), backup=backup)


def read_text(path: Path) -> str:
    """The UTF-8 text of ``path``; raises :class:`ReadError` naming the file and why."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ReadError(path, f"could not read: {reason_of(exc)}") from exc
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ReadError(path, "not text (not UTF-8)", f"byte {exc.start}") from exc


def stale_temps(path: Path) -> list[Path]:
    """Temporary files left next to ``path`` by writes that never finished (a crash)."""
    folder = Path(path).parent
    if not folder.is_dir():
        return []
    prefix = _temp_prefix(Path(path))
    return sorted(p for p in folder.iterdir()
                  if p.name.startswith(prefix) and p.name.endswith(TEMP_SUFFIX))


def discard_stale_temps(path: Path) -> None:
    """Remove :func:`stale_temps`; call only when no other write to ``path`` is running."""
    for temp in stale_temps(path):
        with contextlib.suppress(OSError):
            temp.unlink()


def set_aside(path: Path, label: str = "corrupt") -> Path | None:
    """Rename a damaged file to ``<name>.<label>-<timestamp>`` so it is kept, not deleted.

    Returns the new path, or None when the file could not be renamed (it then stays).
    """
    path = Path(path)
    stamp = datetime.now().strftime("%Y%m%dT%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.{label}-{stamp}-{counter}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
