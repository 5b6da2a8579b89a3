"""A whole number in any data file is never taken as a float or a bool: Python has
``2.0 == 2`` and ``True == 1``, so every reader checks the type (jsongate.is_int), and a
file with ``"players": 2.0`` is refused (or the one value set back to its default), never
read into a crash later on."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt import jsongate, puzzles
from dominoes_qt.engine.record import RecordError, record_of
from dominoes_qt.games.records import parse_record
from dominoes_qt.storage.prefs import Preferences, PrefsStore
from dominoes_qt.storage.progress import Progress, ProgressStore
from dominoes_qt.storage.saves import SaveFileError, open_game
from dominoes_qt.storage.stats import StatsStore
from tests.storage.helpers import players_for, random_match
from tests.storage.hostile import int_paths, stats_text, twins, with_value


def _int_leaves(doc: Any, where: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], int]]:
    if jsongate.is_int(doc):
        yield where, doc
    elif isinstance(doc, dict):
        for key, value in doc.items():
            yield from _int_leaves(value, (*where, key))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            yield from _int_leaves(value, (*where, index))


def _at(doc: Any, where: tuple[Any, ...]) -> Any:
    for step in where:
        doc = doc[step]
    return doc


def _no_twins(read_back: Any, good: Any) -> None:
    """Wherever the good document has a whole number, what was read holds one too."""
    for where, _ in _int_leaves(good):
        try:
            value = _at(read_back, where)
        except (KeyError, IndexError, TypeError):
            continue
        assert value is None or jsongate.is_int(value), (where, value)


def test_the_gate_helpers_tell_a_whole_number_from_its_twins() -> None:
    assert jsongate.is_int(2)
    assert jsongate.is_int_in(2, 2, 4)
    for twin in (2.0, True, False, "2", None):
        assert not jsongate.is_int(twin)
        assert not jsongate.is_int_in(twin, 0, 4)
    assert jsongate.is_number(0.5)
    assert jsongate.is_number(3)
    assert not jsongate.is_number(True)
    assert not jsongate.same(1.0, 1)
    assert not jsongate.same(True, 1)
    assert jsongate.same(1, 1)


def test_twins_of_a_document_cover_every_whole_number() -> None:
    doc = {"a": 1, "b": [2, {"c": 3}], "d": True, "e": 0.5}
    assert sorted(int_paths(doc)) == [("a",), ("b", 0), ("b", 1, "c")]
    made = list(twins(doc))
    assert len(made) == 3 * 3
    assert {json.dumps(with_value(doc, ("a",), v)["a"]) for v in (1.0, True, False)} == \
        {"1.0", "true", "false"}


# --- puzzles and mistakes ----------------------------------------------------------------

def _puzzle_set() -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(
        puzzles.shipped_path("five-up-61").read_text(encoding="utf-8"))
    return doc


def _one_puzzle_set() -> dict[str, Any]:
    doc = _puzzle_set()
    doc["puzzles"] = doc["puzzles"][:1]
    return doc


def test_a_puzzle_with_a_twin_for_any_whole_number_is_refused(tmp_path: Path) -> None:
    good = _one_puzzle_set()
    path = tmp_path / "set.json"
    path.write_text(json.dumps(good), encoding="utf-8")
    assert len(puzzles.read_set(path)) == 1
    tried = 0
    for doc in twins(good):
        path.write_text(json.dumps(doc), encoding="utf-8")
        try:
            found = puzzles.read_set(path)
        except puzzles.PuzzleError:
            tried += 1
            continue
        # Only the generator's own figures may be dropped: the puzzle reads the same.
        assert puzzles.puzzle_json(found[0])["players"] == 2
        _no_twins([puzzles.puzzle_json(p) for p in found], good["puzzles"])
        tried += 1
    assert tried > 20


def test_players_two_point_oh_in_the_mistakes_is_skipped_and_mistakes_are_kept_again(
        tmp_path: Path) -> None:
    good = _one_puzzle_set()["puzzles"][0]
    bad = dict(good, players=2.0, id="bad")
    path = tmp_path / "mistakes.json"
    path.write_text(json.dumps({"format": puzzles.MISTAKES_FORMAT, "version": puzzles.VERSION,
                                "puzzles": [bad]}), encoding="utf-8")
    assert puzzles.read_mistakes(path) == []
    kept = puzzles.add_mistakes([puzzles.puzzle_from_json(good)], path)
    assert [p.id for p in kept] == [good["id"]]
    assert [p.id for p in puzzles.read_mistakes(path)] == [good["id"]]


@pytest.mark.parametrize("value", [2.0, True])
@pytest.mark.parametrize("command", ["list", "check"])
def test_the_puzzles_command_refuses_a_twin_in_one_line(tmp_path: Path, value: Any,
                                                         command: str) -> None:
    doc = _one_puzzle_set()
    doc["puzzles"][0]["players"] = value
    path = tmp_path / "set.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "dominoes_qt", "puzzles", command,
                             str(path)], capture_output=True, text=True, timeout=120,
                            check=False)
    assert result.returncode in (1, 2)
    assert "Traceback" not in result.stderr
    assert "players" in result.stderr
    assert result.stderr.count("\n") == 1


def test_the_generators_figures_are_checked_before_the_words_use_them() -> None:
    doc = _puzzle_set()
    for raw in doc["puzzles"]:
        raw["checks"] = {"runner_up": "many", "lacks": 7, "master": [1, 2]}
        p = puzzles.puzzle_from_json(raw)
        assert p.checks == {}
        assert puzzles.answer_text(p)


# --- preferences, statistics, progress, records ------------------------------------------

def _check_store(path: Path, good: dict[str, Any], load: Callable[[], Any]) -> int:
    tried = 0
    for doc in twins(good):
        path.write_text(json.dumps(doc), encoding="utf-8")
        loaded = load()
        _no_twins(loaded.value.to_json(), good)
        tried += 1
    return tried


def test_preferences_never_take_a_twin(tmp_path: Path) -> None:
    path = tmp_path / "preferences.json"
    good = Preferences().to_json()
    assert _check_store(path, good, PrefsStore(path).load) > 5


def test_statistics_never_take_a_twin(tmp_path: Path) -> None:
    import random

    path = tmp_path / "statistics.json"
    good = json.loads(stats_text(random.Random(3)))
    assert _check_store(path, good, StatsStore(path).load) > 5


def test_progress_never_takes_a_twin(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    progress = Progress().with_rated("m1", "five-up-61", 2, "casual", True)
    good = progress.to_json()
    assert _check_store(path, good, ProgressStore(path).load) > 2


def test_records_and_saves_never_take_a_twin(tmp_path: Path) -> None:
    match = random_match("five-up-61", 2, 5, 6)
    good = json.loads(record_of(match, players_for(2)).dumps())
    path = tmp_path / "g.dominoes.json"
    tried = 0
    for doc in twins(good):
        text = json.dumps(doc)
        try:
            record = parse_record(text)
        except RecordError:
            pass
        else:
            _no_twins(json.loads(record.dumps()), good)
        path.write_text(text, encoding="utf-8")
        message = ""
        try:
            open_game(path)
        except SaveFileError as exc:
            message = str(exc)
        assert "\n" not in message
        tried += 1
    assert tried >= 9


@pytest.mark.parametrize("turn", [1.0, True, 0.0, False])
def test_a_daily_plan_with_a_twin_for_its_turn_is_refused(turn: Any) -> None:
    from dominoes_qt.engine.daily import DailyPlan

    assert DailyPlan.from_json({"day": "2026-12-06", "turn": 1}).turn == 1
    with pytest.raises(ValueError, match="turn"):
        DailyPlan.from_json({"day": "2026-12-06", "turn": turn})
