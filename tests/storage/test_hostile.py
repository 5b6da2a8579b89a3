"""Hostile and damaged files: refused quickly with a located one-line error, never a crash,
a hang or a saving that silently stops (issue 14)."""

from __future__ import annotations

import json
import os
import random
import threading
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt import jsongate
from dominoes_qt.engine.record import MAX_NAME, RecordError, read_record, record_of
from dominoes_qt.games import GAMES
from dominoes_qt.games.records import parse_record
from dominoes_qt.storage import atomic
from dominoes_qt.storage.documents import MAX_PLAUSIBLE_VERSION
from dominoes_qt.storage.prefs import PrefsStore
from dominoes_qt.storage.saves import MatchInfo, Problem, SaveFileError, SaveStore, open_game
from dominoes_qt.storage.stats import StatsStore
from tests.storage import hostile
from tests.storage.helpers import play_to_end, players_for, random_match


def _good_doc() -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(
        record_of(random_match("five-up-61", 2, 77, 40), players_for(2)).dumps())
    return doc


def _with(change: Callable[[dict[str, Any]], None]) -> str:
    doc = _good_doc()
    change(doc)
    return json.dumps(doc)


def _within(seconds: float, work: Callable[[], Any]) -> Any:
    """Run ``work`` in a thread; fail (not hang the suite) if it does not finish."""
    result: list[Any] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            result.append(work())
        except BaseException as exc:
            errors.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), "hung"
    if errors:
        raise errors[0]
    return result[0]


HUGE = "9" * 5000


def _huge_int_record() -> str:
    return _with(lambda d: d.update(version=0)).replace('"version": 0', f'"version": {HUGE}')


# --- the gate itself --------------------------------------------------------------------


@pytest.mark.parametrize(("text", "words", "place"), [
    (HUGE, "number longer than 24", "line 1, column 1"),
    ('{"a": [1, ' + HUGE + "]}", "number longer than 24", "line 1, column 11"),
    ("[" * 100_000 + "]" * 100_000, "nested more than 32", "line 1, column 33"),
    ('{"a":' * 1100 + "1" + "}" * 1100, "nested more than 32", "line 1, column 161"),
    ('{"n": NaN}', "NaN is not a number", "line 1, column 7"),
    ('[1, -Infinity]', "-Infinity is not a number", "line 1, column 5"),
    ('["' + "x" * 5000 + '"]', "string longer than 4,096", "line 1, column 2"),
    ('{"name": "\\ud800"}', "lone surrogate (\\ud800)", "line 1, column 10"),
    ('{"k\\udfff": 1}', "lone surrogate (\\udfff)", "line 1, column 2"),
    ("[1e999]", "out of range", "line 1, column 2"),
    ('{"a": 1,\n "b": [0.5, -1e99999]}', "the number '-1e99999' is out of range",
     "line 2, column 13"),
    # An escaped backslash is no escape and a valid pair is one character: only the third
    # string holds a lone surrogate.
    ('["\\\\ud800", "\\ud83d\\ude00", "x\\ude00"]', "lone surrogate (\\ude00)",
     "line 1, column 29"),
])
def test_the_gate_refuses_out_of_bounds_json_with_its_place(text, words, place):
    with pytest.raises(jsongate.GateError) as caught:
        jsongate.loads(text, jsongate.RECORD_LIMITS)
    assert caught.value.fault is jsongate.Fault.HOSTILE
    assert words in caught.value.reason
    assert caught.value.place == place
    assert len(str(caught.value)) < 120


def test_the_gate_takes_what_the_program_writes_and_a_valid_surrogate_pair():
    text = record_of(play_to_end(random_match("five-up-61", 4, 3, 0), 5), players_for(4)).dumps()
    assert jsongate.loads(text, jsongate.RECORD_LIMITS) == json.loads(text)
    assert jsongate.loads('["\\ud83d\\ude00", "[{]}", -1.5e3, 0]',
                          jsongate.RECORD_LIMITS) == ["\U0001f600", "[{]}", -1500.0, 0]


def test_a_sixty_round_record_is_far_below_the_size_limit():
    match = random_match("five-up-61", 4, 11, 0)
    while len(match.rounds) < 60:
        match = play_to_end(match, len(match.rounds))
        if match.winner is not None and len(match.rounds) < 60:
            # Start another match and keep its rounds: only the size matters here.
            extra = play_to_end(random_match("five-up-61", 4, len(match.rounds), 0), 1)
            match.rounds.extend(extra.rounds)
    text = record_of(match, players_for(4)).dumps()
    assert len(text.encode()) * 4 < jsongate.RECORD_LIMITS.max_bytes


def test_a_fifo_is_refused_without_waiting(tmp_path):
    fifo = tmp_path / "game.dominoes.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveFileError) as caught:
        _within(10, lambda: open_game(fifo))
    assert caught.value.problem is Problem.UNREADABLE
    assert "pipe" in caught.value.reason
    with pytest.raises(RecordError, match="pipe"):
        _within(10, lambda: read_record(fifo))


def test_dev_zero_and_a_huge_file_are_refused_by_size_or_kind(tmp_path):
    with pytest.raises(RecordError, match="device"):
        read_record("/dev/zero")
    big = tmp_path / "big.json"
    big.write_bytes(b'{"pad": "' + b"x" * 13_000_000 + b'"}')
    with pytest.raises(SaveFileError) as caught:
        open_game(big)
    assert caught.value.problem is Problem.TOO_LARGE
    assert "too large" in caught.value.reason


@pytest.mark.parametrize(("text", "words"), [
    (_huge_int_record(), "number longer than 24"),
    ("[" * 100_000, "nested more than 32"),
    (_with(lambda d: d["players"][0].update(name="x" * 100_000)), "string longer"),
    (_with(lambda d: d["players"][0].update(name="x" * (MAX_NAME + 1))), "name is longer"),
    (_with(lambda d: d["players"][0].update(name="\ud800")).replace("\\ud800", "\\ud800"),
     "lone surrogate"),
])
def test_records_out_of_bounds_are_refused_with_a_short_message(text, words):
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert words in str(caught.value)
    assert len(str(caught.value)) < 200


def test_error_messages_never_echo_long_input():
    text = _with(lambda d: d.update(variant="v" * 4000))
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    # The message names the known variants, which grow with the games, not with the input.
    assert "v" * 100 not in str(caught.value)
    assert len(str(caught.value)) < 200 + len(", ".join(GAMES))
    text = _with(lambda d: d["rounds"][0]["plays"][1].update(tile=list(range(3000))))
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert len(str(caught.value)) < 200


# --- writing ---------------------------------------------------------------------------


def test_writing_a_lone_surrogate_is_a_write_error_and_leaves_the_old_file(tmp_path):
    target = tmp_path / "autosave.json"
    atomic.write_text(target, "old")
    with pytest.raises(atomic.WriteError, match="lone surrogate"):
        atomic.write_text(target, '{"name": "\ud800"}')
    assert target.read_text() == "old"


def test_saves_follow_the_umask(tmp_path):
    previous = os.umask(0o077)
    try:
        atomic.write_text(tmp_path / "private.json", "{}")
        SaveStore(tmp_path / "data").autosave(
            record_of(random_match("five-up-61", 2, 1, 5), players_for(2)))
    finally:
        os.umask(previous)
    assert (tmp_path / "private.json").stat().st_mode & 0o777 == 0o600
    assert (tmp_path / "data" / "autosave.json").stat().st_mode & 0o777 == 0o600
    previous = os.umask(0o022)
    try:
        atomic.write_text(tmp_path / "shared.json", "{}")
    finally:
        os.umask(previous)
    assert (tmp_path / "shared.json").stat().st_mode & 0o777 == 0o644


def _record(seed: int, steps: int) -> Any:
    return record_of(random_match("five-up-61", 2, seed, steps), players_for(2))


def test_a_folder_named_like_the_backup_does_not_stop_autosaving(tmp_path):
    store = SaveStore(tmp_path)
    store.autosave(_record(1, 5))
    store.autosave_backup_path.mkdir()
    (store.autosave_backup_path / "inside").write_text("kept")
    store.autosave(_record(1, 9))
    store.autosave(_record(1, 12))
    assert store.autosave_backup_path.is_file()
    assert open_game(store.autosave_path).record.dumps() == _record(1, 12).dumps()
    aside = [p for p in tmp_path.iterdir() if ".in-the-way-" in p.name]
    assert len(aside) == 1
    assert (aside[0] / "inside").read_text() == "kept"


@pytest.mark.parametrize("which", ["autosave", "backup"])
def test_a_symlink_loop_does_not_stop_autosaving_or_the_start(tmp_path, which):
    store = SaveStore(tmp_path)
    path = store.autosave_path if which == "autosave" else store.autosave_backup_path
    path.symlink_to(path)
    assert store.find_resumable() is None
    store.autosave(_record(2, 5))
    store.autosave(_record(2, 9))
    found = store.find_resumable()
    assert found is not None
    assert found.game.record.dumps() == _record(2, 9).dumps()


def test_a_finished_match_never_comes_back_for_resume(tmp_path):
    store = SaveStore(tmp_path)
    unfinished = random_match("five-up-61", 3, 9, 30)
    store.autosave_match(unfinished, players_for(3), MatchInfo())
    store.autosave_match(unfinished, players_for(3), MatchInfo())
    assert store.autosave_backup_path.exists()
    store.autosave_match(play_to_end(unfinished, 4), players_for(3), MatchInfo())
    assert not store.autosave_backup_path.exists()
    assert store.find_resumable() is None
    # Even once the finished autosave is damaged, nothing unfinished is left to offer.
    store.autosave_path.write_text("{ damaged")
    assert store.find_resumable() is None


def test_clearing_removes_the_backup_before_the_autosave(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    store.autosave(_record(3, 5))
    store.autosave(_record(3, 9))
    removed: list[str] = []
    real_unlink = Path.unlink

    def unlink(self: Path, missing_ok: bool = False) -> None:
        removed.append(self.name)
        real_unlink(self, missing_ok=missing_ok)

    monkeypatch.setattr(Path, "unlink", unlink)
    store.clear_autosave()
    assert removed == ["autosave.json.bak", "autosave.json"]


# --- preferences, statistics, the recent list -------------------------------------------


@pytest.mark.parametrize("kind", ["prefs", "stats"])
@pytest.mark.parametrize("content", [
    '{"version": 1' + "0" * 300 + "}",
    '{"version": 1' + "0" * 15 + "}",
    '{"version": ' + HUGE + "}",
    '{"version": 1, "games": ' + "[" * 100_000 + "}",
    '{"version": 1, "language": "\\ud800"}',
])
def test_damaged_prefs_and_stats_give_defaults_are_kept_aside_and_can_be_saved_over(
        tmp_path, kind, content):
    path = tmp_path / f"{kind}.json"
    path.write_text(content)
    store: Any = PrefsStore(path) if kind == "prefs" else StatsStore(path)
    loaded = store.load()
    assert loaded.notice is not None
    assert loaded.newer_version is None
    assert len(loaded.notice) < 400
    assert loaded.kept_aside is not None
    assert loaded.kept_aside.read_text() == content
    store.save(loaded.value)
    assert type(store)(path).load().notice is None


def test_a_newer_preferences_file_is_read_and_saved_over_with_a_copy(tmp_path):
    path = tmp_path / "preferences.json"
    assert MAX_PLAUSIBLE_VERSION >= 7
    path.write_text('{"version": 7, "theme": "walnut", "future": [1]}')
    store = PrefsStore(path)
    loaded = store.load()
    assert loaded.newer_version == 7
    assert loaded.value.theme == "walnut"
    store.save(loaded.value)
    assert json.loads((tmp_path / "preferences.json.v7").read_text())["future"] == [1]
    assert json.loads(path.read_text())["version"] == 7


@pytest.mark.parametrize("kind", ["prefs", "stats"])
def test_a_fifo_or_folder_in_place_of_prefs_or_stats_gives_defaults(tmp_path, kind):
    for number, make in enumerate((os.mkfifo, os.mkdir)):
        path = tmp_path / f"{kind}{number}.json"
        make(path)
        store: Any = PrefsStore(path) if kind == "prefs" else StatsStore(path)
        loaded = _within(10, store.load)
        assert loaded.notice is not None
        store.save(loaded.value)
        assert path.is_file()


@pytest.mark.parametrize("files", [
    '"/etc/passwd"', '"abc"', "[" * 100_000, '{"x": 1}', "1" * 5000, "[1, null, {}]",
])
def test_an_odd_recent_list_reads_as_empty_and_save_still_works(tmp_path, files):
    store = SaveStore(tmp_path)
    (tmp_path / "a").write_text("")
    store.recent_path.write_text('{"version": 1, "files": ' + files + "}")
    assert store.recent() == []
    game = tmp_path / "g.dominoes.json"
    store.save(game, _record(4, 5))
    assert store.recent() == [game.resolve()]


def test_a_deeply_nested_recent_list_does_not_fail_save(tmp_path):
    store = SaveStore(tmp_path)
    store.recent_path.write_text("[" * 100_000)
    game = tmp_path / "g.dominoes.json"
    store.save(game, _record(4, 5))
    assert open_game(game).record.dumps() == _record(4, 5).dumps()


def test_a_recent_entry_with_a_nul_or_a_huge_name_is_dropped(tmp_path):
    store = SaveStore(tmp_path)
    good = tmp_path / "g.dominoes.json"
    good.write_text("{}")
    store.recent_path.write_text(json.dumps(
        {"version": 1, "files": ["a\x00b", "d/" * 2000, str(good)]}))
    assert store.recent() == [good]


# --- the fuzz test ------------------------------------------------------------------------


def test_hostile_files_are_refused_or_accepted_and_replay_the_same_twice(tmp_path):
    """A few hundred seeded hostile cases through every reader: each is refused with the
    reader's own error, or accepted and replayed identically twice; nothing else."""
    verdicts: dict[str, set[str]] = {}
    for reader, check in hostile.cases(14, 300, tmp_path):
        verdicts.setdefault(reader, set()).add(check())
    assert set(verdicts) == {"record", "save", "autosave", "prefs", "stats", "recent",
                             "rulesets"}
    # The mutator makes both kinds: a fuzz test that only ever refuses proves little.
    for reader in ("record", "save", "autosave", "prefs", "stats", "rulesets"):
        assert verdicts[reader] == {"refused", "accepted"}, reader


def test_special_files_are_refused_by_every_reader(tmp_path):
    for path in hostile.special_files(tmp_path):
        assert _within(10, partial(hostile.check_save_file, path)) == "refused"
        assert _within(10, partial(hostile._record_file, path)) == "refused"


def test_the_mutator_is_deterministic():
    first = [hostile.hostile_bytes(hostile.good_text(random.Random(s)), random.Random(s))
             for s in range(5)]
    second = [hostile.hostile_bytes(hostile.good_text(random.Random(s)), random.Random(s))
              for s in range(5)]
    assert first == second
