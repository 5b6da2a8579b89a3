"""Writes that fail or are cut short leave the previous file intact and readable.

The tests run as root, where a read-only folder made with chmod still accepts writes, so
a read-only folder and a full disk are simulated by making the system calls fail.
"""

import errno
import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from dominoes_qt import paths
from dominoes_qt.engine.record import GameRecord, record_of
from dominoes_qt.storage import atomic
from dominoes_qt.storage.saves import SaveStore, open_game
from tests.storage.helpers import players_for, position, random_match


def _fail_with(code: int) -> Callable[..., None]:
    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(code, os.strerror(code))
    return fail


@pytest.fixture
def saved(private_dirs: Path) -> tuple[SaveStore, Path, bytes]:
    store = SaveStore.for_app()
    path = store.saves_dir / f"mine{paths.SAVE_SUFFIX}"
    store.save(path, record_of(random_match("five-up-61", 2, 40, 30), players_for(2)))
    return store, path, path.read_bytes()


def _newer_record() -> GameRecord:
    return record_of(random_match("five-up-61", 2, 40, 60), players_for(2))


@pytest.mark.parametrize(("call", "code", "reason"), [
    ("replace", errno.EROFS, "the folder is read-only"),
    ("replace", errno.ENOSPC, "the disk is full"),
    ("fsync", errno.ENOSPC, "the disk is full"),
    ("fsync", errno.EIO, "input/output error"),
])
def test_a_failed_write_is_reported_and_the_previous_file_is_intact(
        saved, monkeypatch, call, code, reason):
    store, path, before = saved
    monkeypatch.setattr(os, call, _fail_with(code))

    with pytest.raises(atomic.WriteError) as caught:
        store.save(path, _newer_record())

    monkeypatch.undo()
    assert caught.value.path == path
    assert reason in caught.value.reason
    assert reason in str(caught.value)
    assert path.read_bytes() == before
    assert atomic.stale_temps(path) == []
    open_game(path)


def test_a_full_disk_while_writing_the_bytes(saved, monkeypatch):
    store, path, before = saved
    real_fdopen = os.fdopen

    class FullDisk:
        def __init__(self, fd, mode):
            self.stream = real_fdopen(fd, mode)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.stream.close()

        def close(self):
            self.stream.close()

        def write(self, data):
            self.stream.write(data[:100])
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fdopen", FullDisk)
    with pytest.raises(atomic.WriteError, match="the disk is full"):
        store.save(path, _newer_record())
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert atomic.stale_temps(path) == []


def test_a_folder_that_is_really_a_file_is_reported(tmp_path):
    blocker = tmp_path / "blocker"
    blocker.write_text("I am a file", encoding="utf-8")
    store = SaveStore(blocker / "data")
    with pytest.raises(atomic.WriteError) as caught:
        store.autosave(_newer_record())
    assert "blocker" in str(caught.value)
    assert blocker.read_text(encoding="utf-8") == "I am a file"


def test_a_failed_autosave_keeps_both_the_autosave_and_its_backup(private_dirs, monkeypatch):
    store = SaveStore.for_app()
    first = random_match("seven-rocks", 4, 3, 20)
    second = random_match("seven-rocks", 4, 3, 21)
    store.autosave(record_of(first, players_for(4)))
    store.autosave(record_of(second, players_for(4)))
    autosave, backup = store.autosave_path.read_bytes(), store.autosave_backup_path.read_bytes()
    monkeypatch.setattr(os, "replace", _fail_with(errno.ENOSPC))

    with pytest.raises(atomic.WriteError):
        store.autosave(record_of(random_match("seven-rocks", 4, 3, 22), players_for(4)))

    monkeypatch.undo()
    assert store.autosave_path.read_bytes() == autosave
    assert store.autosave_backup_path.read_bytes() == backup
    found = store.find_resumable()
    assert found is not None
    assert position(found.game.match) == position(second)


def test_a_failed_recent_list_update_does_not_fail_the_save(saved, monkeypatch):
    store, path, _ = saved
    real_replace = os.replace

    def refuse_recent(src, dst):
        if Path(dst).name == "recent.json":
            raise OSError(errno.EROFS, "Read-only file system")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", refuse_recent)
    record = _newer_record()
    store.save(path, record)
    assert path.read_text(encoding="utf-8") == record.dumps()


class SimulatedCrash(BaseException):
    """Not an Exception: nothing in the write path may catch it, like a power cut."""


def test_an_interrupted_write_leaves_the_previous_save_readable(saved, monkeypatch):
    store, path, before = saved

    def crash(*args):
        raise SimulatedCrash

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(SimulatedCrash):
        store.save(path, _newer_record())
    monkeypatch.undo()

    assert path.read_bytes() == before
    open_game(path)


def test_a_process_killed_between_write_and_rename_leaves_the_previous_save(saved):
    store, path, before = saved
    newer = _newer_record().dumps()
    script = textwrap.dedent(f"""
        import os
        from pathlib import Path
        from dominoes_qt.storage import atomic
        os.replace = lambda *args: os._exit(9)  # the power goes at the worst moment
        atomic.write_text(Path({str(path)!r}), {newer!r})
    """)
    result = subprocess.run([sys.executable, "-c", script], check=False,
                            cwd=Path(__file__).parents[2], capture_output=True)
    assert result.returncode == 9, result.stderr

    assert path.read_bytes() == before
    open_game(path)
    temps = atomic.stale_temps(path)
    assert len(temps) == 1
    assert temps[0].read_text(encoding="utf-8") == newer
    # The next save goes through normally, and takes away what the killed one left.
    store.save(path, _newer_record())
    assert path.read_text(encoding="utf-8") == newer
    assert atomic.stale_temps(path) == []


def test_read_text_names_the_reason(tmp_path):
    with pytest.raises(atomic.ReadError, match="does not exist"):
        atomic.read_text(tmp_path / "nothing")
    binary = tmp_path / "binary"
    binary.write_bytes(b"ok\xff")
    with pytest.raises(atomic.ReadError) as caught:
        atomic.read_text(binary)
    assert caught.value.place == "byte 2"


def test_backup_is_the_previous_version(tmp_path):
    target = tmp_path / "f.json"
    atomic.write_text(target, "one", backup=True)
    assert not atomic.backup_path(target).exists()
    atomic.write_text(target, "two", backup=True)
    atomic.write_text(target, "three", backup=True)
    assert target.read_text(encoding="utf-8") == "three"
    assert atomic.backup_path(target).read_text(encoding="utf-8") == "two"


def test_set_aside_keeps_the_file_under_a_new_name(tmp_path):
    target = tmp_path / "prefs.json"
    target.write_text("damaged", encoding="utf-8")
    first = atomic.set_aside(target)
    target.write_text("damaged again", encoding="utf-8")
    second = atomic.set_aside(target)
    assert first is not None
    assert second is not None
    assert first != second
    assert not target.exists()
    assert first.read_text(encoding="utf-8") == "damaged"
    assert second.read_text(encoding="utf-8") == "damaged again"
    assert first.name.startswith("prefs.json.corrupt-")


def test_a_rewritten_file_keeps_its_permissions(tmp_path):
    target = tmp_path / "f.json"
    atomic.write_text(target, "one")
    assert target.stat().st_mode & 0o777 == atomic.NEW_FILE_MODE & ~atomic._umask()
    target.chmod(0o600)
    atomic.write_text(target, "two")
    assert target.stat().st_mode & 0o777 == 0o600
