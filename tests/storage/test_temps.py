"""Temporary files of writes that never finished are removed at the next start or write,
only ours and only when no write is using them."""

from __future__ import annotations

import fcntl
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from dominoes_qt.engine.record import GameRecord, record_of
from dominoes_qt.storage import atomic
from dominoes_qt.storage.prefs import PrefsStore
from dominoes_qt.storage.saves import SaveStore
from dominoes_qt.storage.stats import StatsStore
from tests.storage.helpers import players_for, random_match

ROOT = Path(__file__).parents[2]


def _record() -> GameRecord:
    return record_of(random_match("five-up-61", 2, 4, 6), players_for(2))


def _left_by_a_dead_write(target: Path, tail: str = "k1ll3d_x") -> Path:
    temp = target.with_name(f".{target.name}.{tail}.tmp")
    temp.parent.mkdir(parents=True, exist_ok=True)
    temp.write_text("half a file", encoding="utf-8")
    return temp


def test_every_file_of_ours_is_tidied_at_start_and_nothing_else(private_dirs, tmp_path):
    store = SaveStore(private_dirs / "data")
    elsewhere = tmp_path / "documents" / "game.dominoes.json"
    elsewhere.parent.mkdir()
    store.save(elsewhere, _record())
    store.save(store.saves_dir / "mine.dominoes.json", _record())
    prefs = PrefsStore(private_dirs / "config" / "preferences.json")
    stats = StatsStore(store.data_dir / "statistics.json")
    dead = [
        _left_by_a_dead_write(store.autosave_path),
        _left_by_a_dead_write(store.autosave_backup_path, "abcdefgh"),
        _left_by_a_dead_write(store.recent_path),
        _left_by_a_dead_write(store.data_dir / "seals.json"),
        _left_by_a_dead_write(stats.path),
        _left_by_a_dead_write(prefs.path),
        _left_by_a_dead_write(store.saves_dir / "mine.dominoes.json"),
        _left_by_a_dead_write(store.saves_dir / "gone.dominoes.json", "0000_000"),
        _left_by_a_dead_write(elsewhere),
    ]
    kept = [
        # Beside a game saved elsewhere, only that game's are ours to remove.
        _left_by_a_dead_write(elsewhere.with_name("notes.txt")),
        # Not the name a write of ours makes.
        store.data_dir / ".autosave.json.tmp",
        store.data_dir / ".autosave.json.TOOLONG12.tmp",
        store.data_dir / "autosave.json.abcdefgh.tmp",
        elsewhere.parent / ".game.dominoes.json.abc.tmp",
    ]
    for path in kept:
        path.touch()
    assert store.tidy() + prefs.tidy() + stats.tidy() == len(dead)
    assert [p for p in dead if p.exists()] == []
    assert [p for p in kept if not p.exists()] == []
    assert store.tidy() == 0


def test_a_write_removes_what_dead_writes_of_that_file_left(tmp_path):
    target = tmp_path / "autosave.json"
    mine = _left_by_a_dead_write(target)
    backup = _left_by_a_dead_write(atomic.backup_path(target))
    other = _left_by_a_dead_write(tmp_path / "other.json")
    atomic.write_text(target, "one", backup=True)
    assert not mine.exists()
    assert not backup.exists()
    assert other.exists()
    assert atomic.stale_temps(target) == []


def test_a_temporary_file_still_being_written_is_left_alone(tmp_path):
    target = tmp_path / "recent.json"
    busy = _left_by_a_dead_write(target)
    with open(busy, "rb") as writing:
        fcntl.flock(writing.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        assert atomic.sweep(tmp_path) == 0
        atomic.write_text(target, "{}")
        assert busy.exists()
    assert atomic.sweep(tmp_path) == 1
    assert not busy.exists()
    assert target.read_text(encoding="utf-8") == "{}"


@pytest.mark.parametrize("backup", [False, True])
def test_a_writer_killed_before_its_rename_leaves_a_file_the_next_start_removes(
        private_dirs, backup):
    store = SaveStore(private_dirs / "data")
    store.autosave(_record())
    before = store.autosave_path.read_bytes()
    script = textwrap.dedent(f"""
        import os, sys, signal
        from pathlib import Path
        from dominoes_qt.storage import atomic

        real = os.replace
        def stuck(source, target):
            if str(target) == {str(store.autosave_path)!r}:
                print("stuck", flush=True)
                signal.pause()
            real(source, target)
        os.replace = stuck
        atomic.write_text(Path({str(store.autosave_path)!r}), "newer", backup={backup})
    """)
    child = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, stdout=subprocess.PIPE,
                             text=True)
    try:
        assert child.stdout is not None
        assert child.stdout.readline() == "stuck\n"
        [temp] = atomic.stale_temps(store.autosave_path)
        # The writer is alive and holds its file: neither a start nor a write takes it.
        assert store.tidy() == 0
        assert temp.exists()
    finally:
        child.kill()
        child.wait(30)
        if child.stdout is not None:
            child.stdout.close()
    assert store.autosave_path.read_bytes() == before
    assert store.tidy() == 1
    assert atomic.stale_temps(store.autosave_path) == []
    assert [p.name for p in store.data_dir.iterdir() if p.name.endswith(".tmp")] == []


def test_a_first_save_elsewhere_killed_before_its_rename_is_tidied_at_the_next_start(
        private_dirs, tmp_path):
    store = SaveStore(private_dirs / "data")
    target = tmp_path / "documents" / "first.dominoes.json"
    target.parent.mkdir()
    script = textwrap.dedent(f"""
        import os, signal
        from pathlib import Path
        from dominoes_qt.storage.saves import SaveStore
        from tests.storage.helpers import players_for, random_match
        from dominoes_qt.engine.record import record_of

        real = os.replace
        def stuck(source, target):
            if str(target) == {str(target)!r}:
                print("stuck", flush=True)
                signal.pause()
            real(source, target)
        os.replace = stuck
        record = record_of(random_match("five-up-61", 2, 4, 6), players_for(2))
        SaveStore(Path({str(store.data_dir)!r})).save(Path({str(target)!r}), record)
    """)
    child = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, stdout=subprocess.PIPE,
                             text=True)
    try:
        assert child.stdout is not None
        assert child.stdout.readline() == "stuck\n"
    finally:
        child.kill()
        child.wait(30)
        if child.stdout is not None:
            child.stdout.close()
    assert not target.exists()
    assert len(atomic.stale_temps(target)) == 1
    # The game never was saved: the menu does not list it, the next start tidies beside it.
    assert store.recent() == []
    assert store.tidy() == 1
    assert atomic.stale_temps(target) == []


def test_a_failed_first_save_is_not_left_in_the_recent_list(private_dirs, tmp_path):
    store = SaveStore(private_dirs / "data")
    store.save(tmp_path / "kept.dominoes.json", _record())
    not_a_folder = tmp_path / "a-file"
    not_a_folder.write_text("x", encoding="utf-8")
    with pytest.raises(atomic.WriteError):
        store.save(not_a_folder / "no.dominoes.json", _record())
    assert store._read_recent(keep_missing=True) == [(tmp_path / "kept.dominoes.json").resolve()]
