"""Mexican Train's contract: the pinned position counts, the catalogue and option facts,
and the references' worked facts (hands, engines, counting)."""

from __future__ import annotations

import json

import pytest

from dominoes_qt.engine.tiles import parse_tile
from dominoes_qt.engine.trains import TrainMatch, deal_trains
from dominoes_qt.games import GAMES, TRAIN_GAMES, train_rules_of
from dominoes_qt.games.mexican_train.perft import PINNED, counts, perft, start
from dominoes_qt.games.perft import SEED

RULES = TRAIN_GAMES["mexican-train"]


def test_the_position_counts_are_the_pinned_ones() -> None:
    pinned = json.loads(PINNED.read_text(encoding="utf-8"))
    assert pinned == {RULES.variant: counts(RULES)}


def test_a_rule_change_changes_the_counts() -> None:
    # Without the starting run the first turn is one tile: fewer positions at 2 players.
    no_run = RULES.with_options(starting_run=False)
    assert perft(start(no_run, 2), 3) != perft(start(RULES, 2), 3)


def test_the_train_game_is_kept_out_of_the_line_games_but_offered_by_the_window() -> None:
    assert "mexican-train" not in GAMES
    assert RULES.table_ready
    assert train_rules_of("mexican-train", {"set": 12}) is RULES
    assert RULES.with_options(set=9).variant == "mexican-train+set=9"


def test_a_seeded_deal_is_the_set_without_the_engine_once() -> None:
    for players in range(2, 9):
        for number in (1, 13):
            hands, boneyard = deal_trains(RULES, players, number, SEED)
            everything = [t for h in hands for t in h] + list(boneyard)
            engine = RULES.engine_for(number)
            assert sorted(everything) == sorted(t for t in RULES.tiles if t != engine)
            assert {len(h) for h in hands} == {RULES.hand_size_for(players)}


def test_counting_follows_the_references() -> None:
    # Pips left count against their holder; 0|0 counts nothing unless the house says 50.
    hand = [parse_tile(x) for x in ("12|12", "0|0", "3|9")]
    assert RULES.hand_score(hand) == 36
    assert train_rules_of("mexican-train", {"zero-double-50": True}).hand_score(hand) == 86


def test_thirteen_rounds_from_double_twelve_down() -> None:
    assert [RULES.engine_for(n) for n in (1, 2, 12, 13)] == [
        parse_tile("12|12"), parse_tile("11|11"), parse_tile("1|1"), parse_tile("0|0")]
    with pytest.raises(ValueError, match="rounds 1 to 13"):
        RULES.engine_for(14)
    match = TrainMatch(RULES.with_options(rounds=1), 2)
    match.deal_round(seed=SEED)
    assert match.current is not None
    assert match.current.engine == parse_tile("12|12")
