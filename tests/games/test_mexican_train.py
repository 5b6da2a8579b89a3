"""Mexican Train's rules: the board, a turn's tiles, doubles, markers, the round's end."""

from __future__ import annotations

import pytest

from dominoes_qt.engine.tiles import Tile, parse_tile
from dominoes_qt.engine.trainboard import MEXICAN, TrainBoard, TrainMove
from dominoes_qt.engine.trains import (
    DRAW,
    PASS,
    STOP,
    TrainEnd,
    TrainIllegal,
    TrainMatch,
    TrainNeed,
    TrainRefusal,
    TrainRound,
    TrainRules,
)
from dominoes_qt.games import TRAIN_GAMES, train_rules_of

RULES = TRAIN_GAMES["mexican-train"]


def now(match: TrainMatch) -> TrainRound:
    """The match's round (every test here has dealt one)."""
    assert match.current is not None
    return match.current


def t(text: str) -> Tile:
    return parse_tile(text)


def ts(text: str) -> list[Tile]:
    return [t(x) for x in text.split()]


def rest_of(rules: TrainRules, number: int, hands: list[list[Tile]]) -> list[Tile]:
    engine = rules.engine_for(number)
    used = {x for h in hands for x in h} | {engine}
    return [x for x in rules.tiles if x not in used]


def hands_of(rules: TrainRules, players: int, given: dict[int, str], number: int = 1
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


def match_with(rules: TrainRules, players: int, given: dict[int, str], starter: int = 0,
               boneyard_first: str = "") -> TrainMatch:
    """A match whose first round deals ``given`` (plus one tile each that shares no
    number with the scenario's tiles nor the engine) and whose boneyard starts with
    ``boneyard_first``; hands are as long as the longest given one plus one."""
    size = max(len(ts(v)) for v in given.values()) + 1
    rules = rules.with_options(**{f"hand_{players}": size})
    front = ts(boneyard_first)
    hands = [ts(given.get(s, "")) for s in range(players)]
    used = {x for h in hands for x in h} | set(front)
    numbers = {n for x in used for n in x} | {rules.highest}
    spare = [x for x in rules.tiles if not (set(x) & numbers)]
    for hand in hands:
        while len(hand) < size:
            hand.append(spare.pop())
    rest = front + [x for x in rest_of(rules, 1, hands) if x not in front]
    match = TrainMatch(rules, players)
    match.deal_round(hands, rest, starter=starter)
    return match


def plays(match: TrainMatch) -> set[tuple[Tile, object]]:
    return {(a.tile, a.train) for a in match.legal_actions() if isinstance(a, TrainMove)}


def test_first_turn_lays_a_run_on_ones_own_train_and_may_stop() -> None:
    match = match_with(RULES, 2, {0: "12|3 3|4 4|7 1|1", 1: "12|5"})
    match.apply(TrainMove(t("12|3"), 0))
    # The run stays on the seat's own train; the Mexican train waits for another turn.
    assert plays(match) == {(t("3|4"), 0)}
    assert STOP in match.legal_actions()
    match.apply(TrainMove(t("3|4"), 0))
    match.apply(STOP)
    assert now(match).to_move == 1
    assert now(match).board.train(0).open_end == 4


def test_without_the_starting_run_a_turn_is_one_tile() -> None:
    rules = RULES.with_options(starting_run=False)
    match = match_with(rules, 2, {0: "12|3 3|4", 1: "12|5"})
    match.apply(TrainMove(t("12|3"), 0))
    assert now(match).to_move == 1


def test_run_ends_by_itself_when_nothing_more_fits() -> None:
    match = match_with(RULES, 2, {0: "12|3 3|4", 1: "12|5"})
    match.apply(TrainMove(t("12|3"), 0))
    match.apply(TrainMove(t("3|4"), 0))
    assert now(match).to_move == 1


def test_a_first_tile_elsewhere_is_a_one_tile_turn() -> None:
    match = match_with(RULES, 2, {0: "12|3 3|4", 1: "12|5"})
    match.apply(TrainMove(t("12|3"), MEXICAN))
    assert now(match).to_move == 1


def test_a_double_must_be_covered_by_anyone_before_anything_else() -> None:
    rules = RULES.with_options(starting_run=False)
    match = match_with(rules, 3, {0: "12|6 6|6", 1: "12|8 6|9", 2: "12|10 10|11"},
                       boneyard_first="2|3")
    r = now(match)
    for seat, tile in ((0, "12|6"), (1, "12|8"), (2, "12|10")):
        match.apply(TrainMove(t(tile), seat))
    # Seat 0 lays 6|6 and owes another tile; it has none for the double, draws 2|3 which
    # does not fit either, so its marker goes up and the double binds the next seat.
    match.apply(TrainMove(t("6|6"), 0))
    assert r.to_move == 0
    assert r.owes
    assert r.need() is TrainNeed.DRAW
    assert match.apply(DRAW).drawn == t("2|3")
    assert match.legal_actions() == [PASS]
    match.apply(PASS)
    assert r.board.train(0).marker
    assert r.to_move == 1
    # Seat 1 could go on its own train, but the double binds it.
    assert plays(match)
    assert all(train == 0 and tile.has(6) for tile, train in plays(match))
    with pytest.raises(TrainIllegal) as refused:
        match.apply(TrainMove(t("8|9") if t("8|9") in r.hands[1] else r.hands[1][0], 1))
    assert refused.value.reason in (TrainRefusal.SATISFY_DOUBLE, TrainRefusal.NO_MATCH)
    match.apply(TrainMove(t("6|9"), 0))
    assert r.board.to_satisfy is None
    assert r.to_move == 2
    # The marker stays: only its owner's play on its own train takes it off.
    assert r.board.train(0).marker
    assert (t("10|11"), 2) in plays(match)
    assert (t("10|11"), 0) not in plays(match)


def test_two_doubles_in_a_row_are_covered_in_the_order_laid() -> None:
    rules = RULES.with_options(starting_run=False)
    match = match_with(rules, 2, {0: "12|4 12|5 4|4 5|5 4|7 5|8", 1: "12|3 3|11"})
    r = now(match)
    match.apply(TrainMove(t("12|4"), 0))
    match.apply(TrainMove(t("12|3"), 1))
    match.apply(TrainMove(t("12|5"), MEXICAN))
    match.apply(TrainMove(t("3|11"), 1))
    match.apply(TrainMove(t("4|4"), 0))
    # Owing a tile for 4|4, seat 0 may lay a second double elsewhere instead.
    assert (t("5|5"), MEXICAN) in plays(match)
    match.apply(TrainMove(t("5|5"), MEXICAN))
    # Now the older double comes first: 5|8 may not cover 5|5 yet.
    assert (t("5|8"), MEXICAN) not in plays(match)
    assert (t("4|7"), 0) in plays(match)
    match.apply(TrainMove(t("4|7"), 0))
    assert r.to_move == 1
    assert r.board.to_satisfy is not None
    assert r.board.to_satisfy.train is MEXICAN
    # Seat 1 holds no 5 for it: it must draw, even though its own train is open.
    assert match.legal_actions() == [DRAW]


def test_a_double_binds_only_its_layer_by_option() -> None:
    rules = RULES.with_options(starting_run=False, double_binds_all=False)
    match = match_with(rules, 2, {0: "12|6 6|6", 1: "12|8 8|1"}, boneyard_first="2|3")
    r = now(match)
    match.apply(TrainMove(t("12|6"), 0))
    match.apply(TrainMove(t("12|8"), 1))
    match.apply(TrainMove(t("6|6"), 0))
    assert r.need() is TrainNeed.DRAW
    match.apply(DRAW)
    match.apply(PASS)
    assert r.board.to_satisfy is None
    assert plays(match) == {(t("1|8"), 1)}


def test_mexican_train_opens_after_ones_own_by_option() -> None:
    rules = RULES.with_options(starting_run=False, mexican_after_own=True)
    match = match_with(rules, 2, {0: "12|3 12|4", 1: "12|5"})
    assert (t("12|3"), MEXICAN) not in plays(match)
    with pytest.raises(TrainIllegal) as refused:
        match.apply(TrainMove(t("12|3"), MEXICAN))
    assert refused.value.reason is TrainRefusal.MEXICAN_LATER
    match.apply(TrainMove(t("12|3"), 0))
    match.apply(TrainMove(t("12|5"), 1))
    assert (t("12|4"), MEXICAN) in plays(match)


def test_another_seats_train_opens_with_its_marker_and_closes_with_its_play() -> None:
    rules = RULES.with_options(starting_run=False)
    match = match_with(rules, 2, {0: "12|3 3|9", 1: "12|5 9|4 5|6"})
    r = now(match)
    match.apply(TrainMove(t("12|3"), 0))
    match.apply(TrainMove(t("12|5"), 1))
    match.apply(TrainMove(t("3|9"), 0))
    assert (t("4|9"), 0) not in plays(match)
    with pytest.raises(TrainIllegal) as refused:
        match.apply(TrainMove(t("4|9"), 0))
    assert refused.value.reason is TrainRefusal.NOT_OPEN
    r.board.train(0).marker = True
    r.board.train(1).marker = True
    r._plays = None
    assert (t("4|9"), 0) in plays(match)
    match.apply(TrainMove(t("5|6"), 1))
    assert not r.board.train(1).marker
    assert r.board.train(0).marker


def test_round_ends_when_a_hand_is_empty_and_scores_the_pips_left() -> None:
    rules = RULES.with_options(starting_run=False)
    match = match_with(rules, 2, {0: "12|3", 1: "0|0"})
    now(match).hands[0].pop()
    now(match).hands[1].pop()
    applied = match.apply(TrainMove(t("12|3"), 0))
    assert applied.round_end is TrainEnd.OUT
    assert applied.round_scores == (0, 0)
    assert match.totals == [0, 0]
    fifty = RULES.with_options(starting_run=False, zero_double_50=True)
    match = match_with(fifty, 2, {0: "12|3", 1: "0|0"})
    now(match).hands[0].pop()
    now(match).hands[1].pop()
    assert match.apply(TrainMove(t("12|3"), 0)).round_scores == (0, 50)


def test_round_is_blocked_when_the_boneyard_is_empty_and_nobody_can_play() -> None:
    rules = RULES.with_options(starting_run=False, hand_2=44)
    # 90 tiles less the engine: two hands of 44 and a boneyard of two. No 12 anywhere in
    # the hands but 12|0 in seat 0's: nobody else can ever start.
    hands, rest = hands_of(rules, 2, {})
    match = TrainMatch(rules, 2)
    match.deal_round(hands, rest, starter=0)
    r = now(match)
    while not r.is_over:
        match.apply(match.legal_actions()[0])
    if r.end is TrainEnd.BLOCK:
        assert r.boneyard_count == 0
        assert not any(r.plays_for(s, r.hands[s]) for s in range(2))
    assert match.totals == list(r.scores())


def test_lowest_total_wins_after_the_chosen_rounds() -> None:
    import random
    rules = RULES.with_options(rounds=2)
    match = TrainMatch(rules, 3, random.Random(4))
    while not match.is_over:
        match.deal_round()
        while not now(match).is_over:
            match.apply(match.legal_actions()[-1])
    assert [r.engine for r in match.rounds] == [t("12|12"), t("11|11")]
    assert match.rounds[1].starter == (match.rounds[0].starter + 1) % 3
    low = min(match.totals)
    assert match.winners == tuple(s for s in range(3) if match.totals[s] == low)
    with pytest.raises(RuntimeError, match="over"):
        match.deal_round()


def test_going_out_on_a_double_ends_the_round_uncovered() -> None:
    rules = RULES.with_options(starting_run=False)
    match = match_with(rules, 2, {0: "12|4 4|4", 1: "12|5 5|6"})
    r = now(match)
    match.apply(TrainMove(t("12|4"), 0))
    match.apply(TrainMove(t("12|5"), 1))
    r.hands[0] = [t("4|4")]
    r._plays = None
    applied = match.apply(TrainMove(t("4|4"), 0))
    assert applied.round_end is TrainEnd.OUT
    assert r.board.to_satisfy is not None
    assert applied.round_scores is not None
    assert applied.round_scores[0] == 0


def test_a_seat_that_cannot_cover_with_an_empty_boneyard_passes_and_is_marked() -> None:
    rules = RULES.with_options(starting_run=False)
    match = match_with(rules, 2, {0: "12|4 4|4", 1: "12|5"})
    r = now(match)
    r.deck = ()
    r._plays = None
    match.apply(TrainMove(t("12|4"), 0))
    match.apply(TrainMove(t("12|5"), 1))
    match.apply(TrainMove(t("4|4"), 0))
    assert match.legal_actions() == [PASS]
    match.apply(PASS)
    assert r.board.train(0).marker
    # Nobody holds a 4: with nothing to draw the round is blocked at once.
    assert r.end is TrainEnd.BLOCK
    assert match.totals == list(r.scores())
