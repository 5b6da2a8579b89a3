"""Mexican Train's rules: the board, a turn's tiles, doubles, markers, the round's end."""

from __future__ import annotations

import pytest

from dominoes_qt.engine.tiles import Tile, parse_tile
from dominoes_qt.engine.trainboard import MEXICAN, TrainBoard, TrainMove
from dominoes_qt.games import TRAIN_GAMES, train_rules_of

RULES = TRAIN_GAMES["mexican-train"]


def t(text: str) -> Tile:
    return parse_tile(text)


def ts(text: str) -> list[Tile]:
    return [t(x) for x in text.split()]


def rest_of(rules, number: int, hands: list[list[Tile]]) -> list[Tile]:
    engine = rules.engine_for(number)
    used = {x for h in hands for x in h} | {engine}
    return [x for x in rules.tiles if x not in used]


def hands_of(rules, players: int, given: dict[int, str], number: int = 1
             ) -> tuple[list[list[Tile]], list[Tile]]:
    """Hands that start with ``given`` tiles, filled from the set to the right size, and
    the boneyard (the rest, in set order)."""
    size = rules.hand_size_for(players)
    hands = [ts(given.get(s, "")) for s in range(players)]
    spare = rest_of(rules, number, hands)
    for hand in hands:
        while len(hand) < size:
            hand.append(spare.pop(0))
    return hands, rest_of(rules, number, hands)


def test_board_lays_turns_tiles_and_tracks_open_doubles() -> None:
    board = TrainBoard(t("12|12"), 3)
    assert board.keys() == (0, 1, 2, MEXICAN)
    assert all(tr.open_end == 12 for tr in board.trains)
    car = board.lay(TrainMove(t("5|12"), 0), 0)
    assert (car.inner, car.outer) == (12, 5)
    board.lay(TrainMove(t("5|5"), 0), 0)
    assert board.to_satisfy is not None
    assert board.to_satisfy.train == 0
    board.lay(TrainMove(t("5|9"), 0), 1)
    assert board.to_satisfy is None
    assert board.train(0).open_end == 9
    with pytest.raises(ValueError, match="does not match"):
        board.lay(TrainMove(t("3|4"), MEXICAN), 0)
    copy = board.copy()
    copy.lay(TrainMove(t("12|1"), MEXICAN), 2)
    assert not board.mexican.started
    assert copy.mexican.open_end == 1


def test_standard_hands_and_engines() -> None:
    assert [RULES.hand_size_for(n) for n in range(2, 9)] == [15, 15, 15, 12, 12, 10, 10]
    nine = RULES.with_options(set=9)
    assert nine.round_count == 10
    assert nine.engine_for(1) == t("9|9")
    assert [nine.hand_size_for(n) for n in range(2, 9)] == [10, 10, 10, 8, 8, 6, 6]
    assert RULES.with_options(rounds=5).round_count == 5
    with pytest.raises(ValueError, match="rounds"):
        train_rules_of("mexican-train", {"set": 9, "rounds": 13})
    with pytest.raises(ValueError, match="hand-6"):
        train_rules_of("mexican-train", {"hand-6": 15})
    assert train_rules_of("mexican-train", {}) is RULES


def test_zero_double_scores_fifty_only_by_option() -> None:
    hand = ts("0|0 3|4")
    assert RULES.hand_score(hand) == 7
    assert RULES.with_options(zero_double_50=True).hand_score(hand) == 57
