"""Writing files so that a crash, a full disk or a read-only folder never loses the old one.

A write goes to a temporary file in the same folder, is flushed and fsynced, and is then
renamed over the target: at every moment the target holds either the old text or the
new one, never half of each. Any failure is raised as :class:`WriteError` after the
temporary file is removed, so the previous file is still there, unchanged.

A write that never finished (the program was killed, the power went) leaves its
temporary file, hidden and named after its target: ``.<name>.<8 random>.tmp``. The next
write to that target removes the ones left for it, and :func:`sweep` removes every one
in a folder of the program's own at start-up. A temporary file is only ever removed when
no write is still using it: the writer holds an exclusive lock on it (``flock``) from
its creation until after the rename, and the system drops the lock when the writer dies,
so a file that can be locked belongs to a write that is over.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os
import re
import stat
import tempfile
import time
from datetime import datetime
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no advisory locks; stale files are told by their age
    fcntl = None  # type: ignore[assignment]

from dominoes_qt import jsongate

BACKUP_SUFFIX = ".bak"
BACKUP_LIMIT = jsongate.RECORD_LIMITS.max_bytes
"""The largest previous version copied to the backup; anything larger is not ours."""
TEMP_SUFFIX = ".tmp"
TEMP_NAME = re.compile(r"\.(?P<target>.+)\.[a-z0-9_]{8}\.tmp")
"""The whole name of a temporary file of ours (``tempfile.mkstemp`` with our prefix and
suffix: eight characters from ``a-z0-9_``)."""
UNLOCKED_STALE_SECONDS = 3600.0
"""Where files can not be locked, a temporary file this old is taken for a dead write."""
NEW_FILE_MODE = 0o666
"""The mode of a new file before the umask takes its part (as ``open()`` would)."""

_REASONS: dict[int, str] = {
    **jsongate.OS_REASONS,
    errno.ENOSPC: "the disk is full",
    errno.EROFS: "the folder is read-only",
    errno.EDQUOT: "the disk quota is used up",
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
    """A file could not be read as text (see :class:`~dominoes_qt.jsongate.Fault`)."""

    def __init__(self, path: Path, reason: str, place: str | None = None,
                 fault: jsongate.Fault = jsongate.Fault.UNREADABLE) -> None:
        super().__init__(path, reason, place)
        self.fault = fault


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


def _umask() -> int:
    """The process's umask, read without changing it where the system tells it."""
    with contextlib.suppress(OSError, ValueError), \
            open("/proc/self/status", encoding="ascii", errors="replace") as status:
        for line in status:
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    return _umask_by_setting()


@functools.lru_cache(maxsize=1)
def _umask_by_setting() -> int:
    # Setting the umask is the only portable way to learn it; done once, at the first
    # write, before any thread of ours creates files.
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _clear_way(path: Path) -> None:
    """A folder where a file is to be written (left by accident or on purpose) would make
    every write fail for good: set it aside. Links, FIFOs and the like are replaced by
    the rename itself."""
    with contextlib.suppress(OSError):
        if stat.S_ISDIR(os.lstat(path).st_mode):
            set_aside(path, "in-the-way")


def _lock(fd: int) -> bool:
    """Take the exclusive lock on an open temporary file without waiting; False when a
    write still holds it."""
    if fcntl is None:
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _write_durably(path: Path, data: bytes) -> None:
    """Write ``data`` to a fresh temporary file and rename it over ``path``."""
    fd, temp_name = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=TEMP_SUFFIX,
                                     dir=path.parent)
    temp = Path(temp_name)
    # Held until the rename is done (the descriptor stays open), so that no sweep takes
    # this file for a dead write's. Windows can not rename an open file: it closes first.
    _lock(fd)
    hold = fcntl is not None
    stream = os.fdopen(fd, "wb")
    try:
        # mkstemp makes the file private (0600); keep the mode a regular file had, or make
        # it as open() would under the umask.
        try:
            info = path.stat()
        except OSError:
            info = None
        if info is not None and stat.S_ISREG(info.st_mode):
            mode = stat.S_IMODE(info.st_mode)
        else:
            mode = NEW_FILE_MODE & ~_umask()
        with contextlib.suppress(OSError):
            os.chmod(temp, mode)
        stream.write(data)
        stream.flush()
        os.fsync(stream.fileno())
        if not hold:
            stream.close()
        _clear_way(path)
        os.replace(temp, path)
    except OSError:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    finally:
        with contextlib.suppress(OSError):
            stream.close()
    _fsync_folder(path.parent)


def write_bytes(path: Path, data: bytes, *, backup: bool = False) -> None:
    """Replace ``path`` with ``data`` atomically; raises :class:`WriteError`.

    With ``backup``, the version being replaced is first kept as ``<name>.bak`` (itself
    written atomically), so two good versions exist after every successful write.
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        discard_stale_temps(path)
        if backup:
            discard_stale_temps(backup_path(path))
            try:
                previous: bytes | None = jsongate.read_bytes(path, BACKUP_LIMIT)
            except jsongate.GateError:
                # Missing, or not a file worth keeping (a folder, a loop of links, huge).
                previous = None
            if previous is not None:
                _write_durably(backup_path(path), previous)
        _write_durably(path, data)
    except OSError as exc:
        raise WriteError(path, f"could not save: {reason_of(exc)}") from exc


def write_text(path: Path, text: str, *, backup: bool = False) -> None:
    """:func:`write_bytes` for UTF-8 text. Text that is not valid Unicode (a lone
    surrogate) raises :class:`WriteError`: no file is written that no reader accepts."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise WriteError(Path(path), "could not save: the text holds a lone surrogate "
                         f"(\\u{ord(text[exc.start]):04x}) at character {exc.start}, "
                         "which is not text") from None
    write_bytes(path, data, backup=backup)


def read_text(path: Path, max_bytes: int = jsongate.RECORD_LIMITS.max_bytes) -> str:
    """The UTF-8 text of the regular file ``path`` of at most ``max_bytes``; raises
    :class:`ReadError` naming the file and why (see :func:`dominoes_qt.jsongate.read_bytes`)."""
    path = Path(path)
    try:
        return jsongate.decode(jsongate.read_bytes(path, max_bytes))
    except jsongate.GateError as exc:
        raise ReadError(path, exc.reason, exc.place, exc.fault) from None


def _temps_in(folder: Path, target: str | None) -> list[Path]:
    """Our temporary files in ``folder`` (for the file named ``target``, or for any)."""
    try:
        names = os.listdir(folder)
    except (OSError, ValueError):  # ValueError: a NUL in a name read from a file
        return []
    found = []
    for name in names:
        match = TEMP_NAME.fullmatch(name)
        if match is not None and (target is None or match.group("target") == target):
            found.append(Path(folder) / name)
    return sorted(found)


def stale_temps(path: Path) -> list[Path]:
    """Temporary files of writes to ``path`` that never finished (or are under way)."""
    path = Path(path)
    return _temps_in(path.parent, path.name)


def _discard_if_dead(temp: Path) -> bool:
    """Remove ``temp`` if no write is using it; True when it was removed."""
    try:
        fd = os.open(temp, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
                     | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return False
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return False
        if fcntl is None:
            if time.time() - info.st_mtime < UNLOCKED_STALE_SECONDS:
                return False
        elif not _lock(fd):
            return False
        # Unlinked while locked: a writer starting now makes a file of another name.
        os.unlink(temp)
        return True
    except OSError:
        return False
    finally:
        os.close(fd)


def discard_stale_temps(path: Path) -> int:
    """Remove the temporary files that dead writes to ``path`` left; returns how many.
    A write still under way (in this process or another) keeps its file."""
    return sum(_discard_if_dead(temp) for temp in stale_temps(path))


def sweep(folder: Path) -> int:
    """Remove every temporary file of ours that a dead write left in ``folder`` (one of
    the program's own folders: elsewhere use :func:`discard_stale_temps` for the files
    the program wrote); returns how many."""
    return sum(_discard_if_dead(temp) for temp in _temps_in(Path(folder), None))


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
