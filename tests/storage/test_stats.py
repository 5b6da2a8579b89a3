import json

import pytest

from dominoes_qt import paths
from dominoes_qt.engine import Match
from dominoes_qt.games import GAMES
from dominoes_qt.storage.stats import MIXED, Statistics, StatsStore, outcome_of, stats_key
from tests.storage.helpers import play_to_end, random_match


@pytest.fixture
def store() -> StatsStore:
    return StatsStore.for_app()


def _finished(variant: str, num_players: int, seed: int) -> Match:
    return play_to_end(random_match(variant, num_players, seed, 0), seed + 100)


def _finished_with(side_won: bool, variant: str = "five-up-61", num_players: int = 2) -> Match:
    for seed in range(100):
        match = _finished(variant, num_players, seed)
        if (match.winner == match.seating.side_of(0)) == side_won:
            return match
    raise AssertionError("no such match in 100 seeds")


def test_statistics_live_in_the_data_folder(store, private_dirs):
    assert store.path == paths.statistics_file()
    assert store.path.parent == private_dirs / "data"


def test_a_won_and_a_lost_match_are_counted(store):
    won, lost = _finished_with(True), _finished_with(False)
    store.record_finished(won, {0}, {1: "expert"})
    stats = store.record_finished(lost, {0}, {1: "casual"}, hints_used=2)

    game = StatsStore(store.path).load().value.get("five-up-61", 2)
    assert game == stats.get("five-up-61", 2)
    assert (game.played, game.won) == (2, 1)
    assert game.by_level["expert"].won == 1
    assert game.by_level["casual"].played == 1
    assert game.by_level["casual"].won == 0
    margin = won.scores[0] - won.scores[1]
    assert margin > 0
    assert game.best_margin == margin
    assert game.average_margin == margin
    assert game.hints_used == 2
    assert StatsStore(store.path).load().value.get("five-up-61", 3).played == 0


def test_best_and_average_margin_over_several_wins(store):
    stats = Statistics()
    margins = []
    for seed in range(60):
        match = _finished("five-up-61", 3, seed)
        outcome = outcome_of(match, {0}, {1: "skilled", 2: "skilled"})
        assert outcome is not None
        if outcome.won:
            margins.append(outcome.margin)
        stats = stats.with_outcome(outcome)
    game = stats.get("five-up-61", 3)
    assert game.played == 60
    assert game.won == len(margins) > 1
    assert game.best_margin == max(margins)
    assert game.average_margin == pytest.approx(sum(margins) / len(margins))
    assert game.by_level["skilled"].played == 60


def test_partners_count_as_one_side_and_mixed_levels_are_grouped():
    match = _finished("seven-rocks", 4, 3)
    outcome = outcome_of(match, {0}, {1: "expert", 2: "beginner", 3: "casual"})
    assert outcome is not None
    assert outcome.key == stats_key("seven-rocks", 4)
    assert outcome.level == MIXED  # seats 1 and 3 are the opponents
    assert outcome.won == (match.winner == 0)
    assert outcome.margin == match.scores[0] - match.scores[1]
    same = outcome_of(match, {0}, {1: "expert", 2: "beginner", 3: "expert"})
    assert same is not None
    assert same.level == "expert"


def test_matches_without_a_single_human_side_are_not_counted(store):
    match = _finished("seven-rocks", 4, 4)
    assert outcome_of(match, set(), dict.fromkeys(range(4), "casual")) is None
    assert outcome_of(match, {0, 1}, {2: "casual", 3: "casual"}) is None
    store.record_finished(match, {0, 1}, {})
    assert not store.path.exists()


def test_an_unfinished_match_can_not_be_counted():
    with pytest.raises(ValueError, match="finished"):
        outcome_of(Match(GAMES["five-up-61"], 2), {0}, {1: "casual"})


def test_the_same_match_is_not_counted_twice(store):
    match = _finished("five-up-61", 2, 1)
    store.record_finished(match, {0}, {1: "casual"}, match_id="m-1")
    stats = store.record_finished(match, {0}, {1: "casual"}, match_id="m-1")
    assert stats.get("five-up-61", 2).played == 1


def test_reset_all_or_one_game(store):
    store.record_finished(_finished("five-up-61", 2, 1), {0}, {1: "casual"})
    store.record_finished(_finished("five-up-61", 3, 1), {0}, {1: "casual", 2: "casual"})
    store.record_finished(_finished("seven-rocks", 4, 1), {0}, {1: "casual", 3: "casual"})
    stats = store.reset("five-up-61", 2)
    assert stats.get("five-up-61", 2).played == 0
    assert stats.get("five-up-61", 3).played == 1
    stats = store.reset("five-up-61")
    assert stats.get("five-up-61", 3).played == 0
    assert stats.get("seven-rocks", 4).played == 1
    store.reset()
    assert StatsStore(store.path).load().value == Statistics()


def test_a_damaged_file_starts_afresh_and_is_kept_aside(store):
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text("{\"games\": {", encoding="utf-8")
    loaded = store.load()
    assert loaded.value == Statistics()
    assert loaded.kept_aside is not None
    assert loaded.kept_aside.read_text(encoding="utf-8") == "{\"games\": {"


def test_bad_counts_fall_back_to_zero(store):
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps({"version": 1, "games": {
        "five-up-61/2": {"played": "many", "won": 3, "best_margin": 40,
                         "by_level": {"expert": {"played": 2, "won": 5}, "odd": 3}},
    }}), encoding="utf-8")
    game = store.load().value.get("five-up-61", 2)
    assert game.played == 0
    assert game.won == 0  # never more than played
    assert game.best_margin == 40
    assert game.by_level["expert"].won == 2
    assert "odd" not in game.by_level
