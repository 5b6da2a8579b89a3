"""The progress file: the rating and daily plays kept, and hostile files refused whole."""

from __future__ import annotations

import datetime
import json
import random
from pathlib import Path

import pytest

from dominoes_qt.ai.rating import START, level_rating
from dominoes_qt.engine.daily import DailyPlan
from dominoes_qt.storage.progress import (
    DailyResult,
    Progress,
    ProgressStore,
    daily_result,
    rated_level,
)
from dominoes_qt.storage.stats import StatsStore
from tests.storage.helpers import play_to_end, random_match
from tests.storage.hostile import hostile_bytes

DAY = "2026-12-02"


def some_progress() -> Progress:
    progress = Progress()
    for number, (level, won) in enumerate([("casual", True), ("expert", False),
                                           ("skilled", True)]):
        progress = progress.with_rated(f"m{number}", "five-up-61", 2, level, won,
                                       finished=f"2026-12-0{number + 1}T10:00:00+00:00")
    progress = progress.with_note("m1", luck=-0.125, accuracy=0.8)
    for turn, margin in ((0, 35), (1, -10)):
        progress = progress.with_daily(DailyResult(DAY, "five-up-61", 2, "expert", turn,
                                                   margin, margin > 0, f"d{turn}"))
    return progress


def test_the_progress_reads_back_as_written(tmp_path):
    store = ProgressStore(tmp_path / "progress.json")
    progress = some_progress()
    store.save(progress)
    loaded = ProgressStore(tmp_path / "progress.json").load()
    assert loaded.notice is None
    assert loaded.value == progress
    assert loaded.value.matches[1].luck == -0.125
    day = loaded.value.day(DAY, "five-up-61", "expert")
    assert day.next_turn is None
    assert day.duplicate == 25


def test_ratings_follow_the_results_and_a_match_is_rated_once():
    progress = Progress()
    assert progress.rating == START
    won = progress.with_rated("a", "five-up-61", 2, "master", True)
    assert won.rating > START
    assert won.rated == 1
    assert won.matches[0].opponent == level_rating("master")
    assert won.with_rated("a", "five-up-61", 2, "master", False) == won
    lost = progress.with_rated("a", "five-up-61", 2, "beginner", False)
    assert lost.rating < START
    # Losing to the weakest level costs more than losing to the strongest.
    assert START - lost.rating > START - progress.with_rated(
        "a", "five-up-61", 2, "master", False).rating


def test_a_daily_play_is_kept_once_per_day_game_level_and_turn():
    progress = some_progress()
    again = DailyResult(DAY, "five-up-61", 2, "expert", 0, 99, True, "other")
    assert progress.with_daily(again) == progress
    other_level = DailyResult(DAY, "five-up-61", 2, "master", 0, 5, True, "x")
    assert progress.with_daily(other_level).day(DAY, "five-up-61", "master").next_turn == 1


def test_only_matches_against_one_computer_level_on_two_sides_are_rated():
    two = play_to_end(random_match("five-up-61", 2, 3, 0), 3)
    assert rated_level(two, {0}, {1: "expert"}) == "expert"
    assert rated_level(two, {0, 1}, {}) is None
    three = play_to_end(random_match("five-up-61", 3, 3, 0), 3)
    assert rated_level(three, {0}, {1: "expert", 2: "expert"}) is None
    four = play_to_end(random_match("seven-rocks", 4, 3, 0), 3)
    assert rated_level(four, {0}, {1: "casual", 2: "master", 3: "casual"}) == "casual"
    assert rated_level(four, {0}, {1: "casual", 2: "master", 3: "skilled"}) is None
    result = daily_result(DailyPlan(datetime.date(2026, 12, 2), 1), two, {0}, "expert", "id")
    assert result is not None
    assert result.turn == 1
    assert result.margin == two.scores[0] - two.scores[1]
    assert result.won == (two.winner == 0)


BAD_ENTRIES = [
    {"rating": "high", "rated": 1},
    {"rating": 1e308, "rated": 1},
    {"rating": 1200, "rated": -1},
    {"rating": 1200, "rated": 1, "matches": {}},
    {"rating": 1200, "rated": 1, "matches": [{"id": "x"}]},
    {"rating": 1200, "rated": 1, "daily": [{"day": "2026-02-30", "variant": "v",
                                            "players": 2, "level": "expert", "turn": 0,
                                            "margin": 1, "won": True, "id": "i"}]},
    {"rating": 1200, "rated": 1, "daily": [{"day": DAY, "variant": "v", "players": 2,
                                            "level": "expert", "turn": 5, "margin": 1,
                                            "won": True, "id": "i"}]},
]


@pytest.mark.parametrize("doc", BAD_ENTRIES)
def test_entries_it_did_not_write_set_the_file_aside_with_a_reason(tmp_path, doc):
    path = tmp_path / "progress.json"
    data = json.dumps({"version": 1, **doc}).encode()
    path.write_bytes(data)
    loaded = ProgressStore(path).load()
    assert loaded.value == Progress()
    assert loaded.notice is not None
    assert "\n" not in loaded.notice
    assert "progress.json" in loaded.notice
    assert "kept as" in loaded.notice
    assert loaded.kept_aside is not None
    assert loaded.kept_aside.read_bytes() == data
    assert not path.exists()


def test_hostile_files_are_refused_or_read_and_never_lost(tmp_path):
    base = json.dumps(some_progress().to_json())
    rng = random.Random(27)
    outcomes = set()
    for number in range(80):
        home = tmp_path / f"case{number}"
        home.mkdir()
        path = home / "progress.json"
        data = hostile_bytes(base, rng)
        path.write_bytes(data)
        store = ProgressStore(path)
        loaded = store.load()
        if loaded.notice is None:
            outcomes.add("read")
            store.save(loaded.value)
            assert ProgressStore(path).load().value == loaded.value
        else:
            outcomes.add("refused")
            assert "\n" not in loaded.notice
            assert len(loaded.notice) < 400
            kept = [p for p in home.iterdir() if p.name != "progress.json"]
            assert [p.read_bytes() for p in kept] == [data]
            store.save(loaded.value.with_rated("new", "five-up-61", 2, "casual", True))
            assert ProgressStore(path).load().value.rated == 1
    assert outcomes == {"read", "refused"}


def test_a_newer_programs_file_is_copied_before_it_is_saved_over(tmp_path):
    path = tmp_path / "progress.json"
    doc = {**some_progress().to_json(), "version": 3, "future": [1, 2]}
    path.write_text(json.dumps(doc))
    store = ProgressStore(path)
    loaded = store.load()
    assert loaded.newer_version == 3
    assert loaded.value.rated == 3
    store.save(loaded.value.with_rated("n", "five-up-61", 2, "casual", True))
    assert json.loads((tmp_path / "progress.json.v3").read_text()) == doc
    written = json.loads(path.read_text())
    assert written["future"] == [1, 2]
    assert written["version"] == 3
    assert written["rated"] == 4


def test_the_file_sits_beside_the_statistics():
    stats = StatsStore.for_app()
    assert ProgressStore.beside(stats.path).path == Path(stats.path).with_name("progress.json")


def test_a_called_off_match_is_rated_as_a_draw_and_reads_back_as_one(tmp_path):
    from dominoes_qt.ai.rating import CALLED_OFF_RESULT, expected, luck_adjusted

    progress = Progress().with_rated("c", "seven-rocks", 4, "beginner", False,
                                     called_off=True)
    [entry] = progress.matches
    assert entry.called_off
    assert not entry.won
    opponent = level_rating("beginner")
    assert progress.rating == pytest.approx(
        START + 40 * (CALLED_OFF_RESULT - expected(START, opponent)))
    # Between a loss and a win against the same level.
    lost = Progress().with_rated("l", "seven-rocks", 4, "beginner", False).rating
    won = Progress().with_rated("w", "seven-rocks", 4, "beginner", True).rating
    assert lost < progress.rating < won
    assert luck_adjusted(False, 0.1, called_off=True) == pytest.approx(0.4)
    with pytest.raises(ValueError, match="no winner"):
        Progress().with_rated("x", "seven-rocks", 4, "beginner", True, called_off=True)
    daily = DailyResult(DAY, "seven-rocks", 4, "expert", 0, -40, False, "d", True)
    progress = progress.with_daily(daily)
    store = ProgressStore(tmp_path / "progress.json")
    store.save(progress)
    loaded = store.load()
    assert loaded.notice is None
    assert loaded.value == progress
    # A file without called-off matches is written as before the round limit existed.
    assert "called_off" not in json.dumps(some_progress().to_json())


def test_an_entry_both_won_and_called_off_is_set_aside(tmp_path):
    path = tmp_path / "progress.json"
    doc = Progress().with_rated("c", "seven-rocks", 4, "beginner", False,
                                called_off=True).to_json()
    doc["matches"][0]["won"] = True
    path.write_text(json.dumps(doc), encoding="utf-8")
    loaded = ProgressStore(path).load()
    assert loaded.notice is not None
    assert "no winner" in loaded.notice
    assert loaded.value == Progress()
    assert loaded.kept_aside is not None
    assert json.loads(loaded.kept_aside.read_text(encoding="utf-8")) == doc
