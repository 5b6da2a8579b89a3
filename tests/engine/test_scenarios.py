"""Hand-made positions for every rule that has a number in it.

Deals are explicit (``Match.deal_round(starter, hands, boneyard)`` through the helpers);
scores are preset only where a test needs to stand next to the target.
"""

from __future__ import annotations

import random

import pytest

from dominoes_qt.engine import (
    DRAW,
    PASS,
    Board,
    DominoParts,
    Drew,
    End,
    EventKind,
    Illegal,
    Match,
    Move,
    Need,
    Passed,
    PlayParts,
    Refusal,
    RoundEnd,
    Seating,
    Spinners,
    deal,
    draw_lot,
    parse_tile,
)
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.games.family import round5
from tests.engine.helpers import conserved, current, move, play, start, tiles

# --- round 5 ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pips", "rounded"),
    [(0, 0), (1, 0), (2, 0), (3, 5), (4, 5), (5, 5), (12, 10), (13, 15), (25, 25), (27, 25)],
)
def test_round5(pips: int, rounded: int) -> None:
    assert round5(pips) == rounded


# --- the board: spinners and branches ------------------------------------------------------


def _board(every_double_spins: bool, *moves: str) -> Board:
    board = Board(Spinners.EVERY_DOUBLE if every_double_spins else Spinners.FIRST_DOUBLE)
    for text in moves:
        m = move(text)
        assert board.check(m) is None, text
        board.place(m)
    return board


@pytest.mark.parametrize("every_double_spins", [True, False])
def test_branches_stay_closed_until_both_line_sides_are_filled(every_double_spins: bool) -> None:
    board = _board(every_double_spins, "3|3")
    branch = Move(parse_tile("3|5"), parse_tile("3|3"), End.BRANCH_A)
    assert board.check(branch) is Illegal.BRANCH_CLOSED
    board.place(move("3|4 3|3 lineA"))
    assert board.check(branch) is Illegal.BRANCH_CLOSED
    assert board.check(branch._replace(end=End.BRANCH_B)) is Illegal.BRANCH_CLOSED
    board.place(move("3|6 3|3 lineB"))
    assert board.check(branch) is None
    assert board.check(branch._replace(end=End.BRANCH_B)) is None
    # Open branches are places that add nothing: the end sum is the two outer ends.
    assert board.end_sum == 4 + 6
    board.place(branch)
    # The other branch stays available for the rest of the round.
    assert board.check(Move(parse_tile("1|3"), parse_tile("3|3"), End.BRANCH_B)) is None
    assert board.end_sum == 4 + 6 + 5


def test_a_non_lead_double_fills_its_line_from_line_b_before_branching() -> None:
    board = _board(True, "2|5", "5|5 2|5 high")
    branch = Move(parse_tile("1|5"), parse_tile("5|5"), End.BRANCH_A)
    assert board.check(branch) is Illegal.BRANCH_CLOSED
    # lineA is the side it joined by, so it is already taken.
    assert board.check(Move(parse_tile("1|5"), parse_tile("5|5"), End.LINE_A)) is Illegal.END_TAKEN
    board.place(move("0|5 5|5 lineB"))
    assert board.check(branch) is None


def test_seven_rocks_only_the_first_double_spins_even_when_it_is_not_the_lead() -> None:
    board = _board(False, "1|4", "4|4 1|4 high", "1|1 1|4 low", "4|6 4|4 lineB", "1|2 1|1 lineB")
    assert board.spinner_tiles() == (parse_tile("4|4"),)
    assert board.check(Move(parse_tile("4|5"), parse_tile("4|4"), End.BRANCH_A)) is None
    assert board.check(Move(parse_tile("1|3"), parse_tile("1|1"), End.BRANCH_A)) is (
        Illegal.NOT_A_SPINNER
    )
    # The later double is internal and has no branches, so nothing wants a 1 there.
    assert {(str(p.tile), p.end.value) for p in board.places()} == {
        ("4|4", "branchA"), ("4|4", "branchB"), ("4|6", "high"), ("1|2", "high"),
    }


def test_seven_rocks_a_lead_double_is_the_only_spinner() -> None:
    board = _board(False, "6|6", "3|6 6|6 lineA", "2|6 6|6 lineB", "3|3 3|6 low", "3|5 3|3 lineB")
    assert board.spinner_tiles() == (parse_tile("6|6"),)


def test_five_up_every_double_spins_also_on_a_branch() -> None:
    board = _board(True, "6|6", "3|6 6|6 lineA", "2|6 6|6 lineB", "5|6 6|6 branchA",
                   "5|5 5|6 low", "3|3 3|6 low")
    assert set(board.spinner_tiles()) == set(tiles("6|6 5|5 3|3"))


# --- Five Up: drawing and passing ------------------------------------------------------------


def test_five_up_draws_until_a_playable_tile_which_is_then_the_only_play() -> None:
    match = start(FIVE_UP, ["6|6 3|4 4|4 3|5 5|5", "0|1 0|2 1|2 0|3 1|3"],
                  boneyard_front="0|4 1|4 2|6")
    play(match, "6|6")
    round_ = current(match)
    assert round_.need() is Need.DRAW
    # A player who cannot play may neither pass nor play a tile that does not fit.
    assert round_.check(PASS) is Refusal.MUST_DRAW
    assert round_.check(move("0|1 6|6 lineA")) is Illegal.VALUE_MISMATCH
    for drawn in ("0|4", "1|4"):
        match.apply(DRAW)
        assert parse_tile(drawn) in round_.hands[1]
        assert round_.need() is Need.DRAW
    match.apply(DRAW)
    assert round_.forced == parse_tile("2|6")
    assert set(match.legal_actions()) == {move("2|6 6|6 lineA"), move("2|6 6|6 lineB")}
    assert round_.check(DRAW) is Refusal.MUST_PLAY
    assert round_.check(move("1|4 6|6 lineA")) is Refusal.MUST_PLAY_DRAWN
    assert conserved(round_)
    match.apply(move("2|6 6|6 lineA"))
    assert round_.forced is None
    assert round_.to_move == 0


PASS_DEAL = ["0|1 0|6 2|3 2|2 2|6", "1|1 5|6 1|3 1|6 1|4"]
PASS_BONEYARD = "6|6 3|4 1|2 2|4 4|4 1|5 0|5 2|5 3|3 5|5 3|6 0|0 0|4 0|3 3|5 4|5 4|6 0|2"
PASS_PLAYS = ["1|4", "0|1 1|4 low", "3|4 1|4 high", "0|6 0|1 low", "5|6 0|6 high",
              "2|3 3|4 low", "1|2 2|3 low", "1|5 5|6 low", "1|1 1|2 low", "1|3 1|1 lineB",
              "3|6 1|3 high", "1|6 1|1 branchA", "4|6 3|6 high", "6|6 1|6 high"]


def test_five_up_passes_only_with_an_empty_boneyard() -> None:
    match = start(FIVE_UP, PASS_DEAL, starter=1, boneyard_front=PASS_BONEYARD)
    play(match, *PASS_PLAYS[:9])
    round_ = current(match)
    assert round_.to_move == 0
    draws = 0
    while round_.need() is Need.DRAW:
        assert round_.check(PASS) is Refusal.MUST_DRAW
        match.apply(DRAW)
        draws += 1
    assert draws == 12
    assert round_.boneyard_count == 0
    assert round_.need() is Need.PASS
    assert match.legal_actions() == [PASS]
    assert round_.check(DRAW) is Refusal.NOTHING_TO_DRAW
    match.apply(PASS)
    assert round_.to_move == 1
    assert round_.end is None
    events = play(match, *PASS_PLAYS[9:])
    assert round_.end is RoundEnd.DOMINO
    assert round_.finisher == 1
    (domino,) = events
    assert domino.kind is EventKind.DOMINO
    assert domino.raw == 80  # the last play scores 0 (17 on the ends); 80 pips left opposite
    assert match.scores == [0, 85]


# --- Five Up: the domino settlement ----------------------------------------------------------

SHORT_2P = ["0|1 2|3 4|5 0|6 0|3", "1|2 3|4 5|6 0|2 6|6"]
SHORT_2P_PLAYS = ["0|1", "1|2 0|1 high", "2|3 1|2 high", "3|4 2|3 high", "4|5 3|4 high",
                  "5|6 4|5 high", "0|6 5|6 high", "0|2 0|1 low", "0|3 0|6 low"]


def test_five_up_domino_without_partner() -> None:
    match = start(FIVE_UP, SHORT_2P)
    events = play(match, *SHORT_2P_PLAYS)
    assert [(e.kind, e.raw) for e in events] == [(EventKind.PLAY, 5), (EventKind.DOMINO, 15)]
    domino = events[-1]
    assert isinstance(domino.parts, DominoParts)
    assert domino.parts == DominoParts(
        last_play=5, opponents_pips=12, opponents_rounded=10, partner_pips=None,
        partner_rounded=None, last_contributions=domino.parts.last_contributions,
        last_end_sum=5,
    )
    # The ends after the last tile: [0|2] high 2 + [0|3] high 3.
    assert [(str(c.tile), c.value) for c in domino.parts.last_contributions] == [
        ("0|2", 2), ("0|3", 3)]
    assert match.scores == [20, 0]
    # The last tile's own points are inside the domino event, not a play event of their own.
    assert sum(1 for e in match.events if e.kind is EventKind.PLAY) == 1


def test_five_up_domino_opponents_summed_then_rounded_once() -> None:
    seating = Seating(3)
    hands = [[], tiles("0|3"), tiles("1|2")]
    last = PlayParts((), 10, 10)
    (event,) = FIVE_UP.settle_domino(seating, hands, 0, last)
    # 3 + 3 = 6 rounds to 5 (rounded one by one it would be 5 + 5 = 10).
    assert event.raw == 10 + 5
    assert event.parts == DominoParts(10, 6, 5, None, None, (), 10)


def test_five_up_domino_partner_rounded_separately_and_subtracted() -> None:
    seating = Seating(4)
    hands = [tiles("0|3"), tiles("2|4"), [], tiles("3|4 0|1")]
    last = PlayParts((), 15, 15)
    (event,) = FIVE_UP.settle_domino(seating, hands, 2, last)
    # Opponents 6 + 8 = 14 -> 15 once; partner (seat 0) 3 -> 5 on its own; 15 + 15 - 5.
    assert (event.seat, event.side, event.raw) == (2, 0, 25)
    assert event.parts == DominoParts(15, 14, 15, 3, 5, (), 15)


NEG_DEAL = ["3|4 2|5 2|6 0|4 1|4", "0|0 5|5 0|6 1|3 0|3", "3|6 5|6 4|4 3|5 2|4",
            "3|3 1|1 2|3 0|1 0|5"]
NEG_BONEYARD = "1|5 1|6 6|6 1|2 4|6 2|2 4|5 0|2"
NEG_PLAYS = ["0|4", "0|6 0|4 low", "3|6 0|6 high", "2|3 3|6 low", "2|5 2|3 low",
             "5|5 2|5 high", "2|4 0|4 high", "0|5 5|5 lineB", "2|6 2|4 low", "0|0 0|5 low",
             "5|6 5|5 branchA", "0|1 0|0 lineB", "1|4 0|1 high", "0|3 0|0 branchB",
             "3|5 5|5 branchB", "3|3 3|5 low", "3|4 1|4 high"]


def test_five_up_negative_settlement_takes_a_score_below_zero() -> None:
    match = start(FIVE_UP, NEG_DEAL, boneyard_front=NEG_BONEYARD)
    play(match, *NEG_PLAYS)
    round_ = current(match)
    assert round_.end is RoundEnd.DOMINO
    assert round_.finisher == 0
    domino = match.events[-1]
    assert domino.kind is EventKind.DOMINO
    assert isinstance(domino.parts, DominoParts)
    # Opponents hold 4 + 2 = 6 -> 5; the partner holds [4|4] = 8 -> 10; the last play scores 0.
    assert (domino.parts.opponents_pips, domino.parts.opponents_rounded) == (6, 5)
    assert (domino.parts.partner_pips, domino.parts.partner_rounded) == (8, 10)
    assert domino.raw == -5
    assert domino.accepted
    assert match.scores == [-5, 35]


def test_five_up_rejected_settlement_still_ends_round_and_finisher_starts() -> None:
    match = start(FIVE_UP, SHORT_2P, scores=[290, 0])
    events = play(match, *SHORT_2P_PLAYS)
    play_event, domino = events
    assert play_event.accepted
    assert (domino.kind, domino.raw, domino.accepted) == (EventKind.DOMINO, 15, False)
    assert domino.score_before == domino.score_after == 295
    assert match.scores == [295, 0]
    assert match.winner is None
    round_ = current(match)
    assert round_.end is RoundEnd.DOMINO
    assert match.required_starter() == 0
    with pytest.raises(ValueError, match="must start"):
        match.deal_round(1)
    assert match.deal_round().starter == 0


def test_five_up_settlement_exactly_at_305_wins_and_keeps_domino() -> None:
    match = start(FIVE_UP, SHORT_2P, scores=[285, 0])
    play(match, *SHORT_2P_PLAYS)
    assert match.winner == 0
    assert match.scores == [305, 0]
    assert current(match).end is RoundEnd.DOMINO
    assert match.events[-1].wins


def test_five_up_play_rejected_over_305_while_play_goes_on() -> None:
    match = start(FIVE_UP, NEG_DEAL, boneyard_front=NEG_BONEYARD, scores=[0, 300])
    events = play(match, *NEG_PLAYS[:2])
    (rejected,) = events
    assert (rejected.kind, rejected.raw, rejected.accepted) == (EventKind.PLAY, 10, False)
    assert rejected.rejection is not None
    assert match.scores == [0, 300]
    round_ = current(match)
    assert round_.end is None
    assert round_.to_move == 2
    play(match, *NEG_PLAYS[2:])
    assert round_.end is RoundEnd.DOMINO
    assert match.scores == [-5, 300]
    assert [e.accepted for e in match.events] == [False, False, True]


def test_five_up_play_reaching_305_wins_mid_round() -> None:
    match = start(FIVE_UP, NEG_DEAL, boneyard_front=NEG_BONEYARD, scores=[0, 295])
    play(match, *NEG_PLAYS[:2])
    assert match.winner == 1
    round_ = current(match)
    assert round_.end is RoundEnd.TARGET
    assert match.legal_actions() == []
    assert match.check(move(NEG_PLAYS[2])) is Refusal.MATCH_OVER


# --- Five Up: the blocked settlement ---------------------------------------------------------


def test_blocked_awards_compare_only_larger_opponent_hands() -> None:
    seating = Seating(4)
    # Pips: seat 0 = 4, seat 1 = 9, seat 2 = 30 (seat 0's partner), seat 3 = 12.
    hands = [tiles("1|3"), tiles("4|5"), tiles("6|6 5|5 4|4"), tiles("6|6")]
    events = FIVE_UP.settle_block(seating, hands, starter=0)
    # seat 0: (9 - 4) + (12 - 4) = 13 -> 15 (never against partner seat 2);
    # seat 1: 30 - 9 = 21 -> 20; seat 3: 30 - 12 = 18 -> 20; seat 2 is the largest.
    assert [(e.seat, e.side, e.raw) for e in events] == [(0, 0, 15), (1, 1, 20), (3, 1, 20)]


@pytest.mark.parametrize(("starter", "order"), [(0, [0, 1]), (1, [1, 0]), (2, [0, 1])])
def test_blocked_ties_are_applied_clockwise_from_the_starter(starter: int,
                                                             order: list[int]) -> None:
    hands = [tiles("1|4"), tiles("2|3"), tiles("6|6 4|4")]
    events = FIVE_UP.settle_block(Seating(3), hands, starter=starter)
    assert [e.seat for e in events] == order
    assert [e.raw for e in events] == [15, 15]


def test_blocked_partners_tied_low_are_ordered_clockwise_from_the_starter() -> None:
    hands = [tiles("1|4"), tiles("6|6 4|4"), tiles("2|3"), tiles("6|6 4|4")]
    events = FIVE_UP.settle_block(Seating(4), hands, starter=1)
    # Seats 0 and 2 both hold 5 and each out-holds both opponents by 15: 30 each.
    assert [(e.seat, e.raw) for e in events] == [(2, 30), (0, 30)]


BLOCK3_DEAL = ["4|6 2|5 1|5 1|2 2|3", "4|4 0|3 3|4 4|5 3|6", "0|1 1|3 3|5 1|6 1|4"]
BLOCK3_BONEYARD = "0|2 2|6 0|6 5|6 1|1 0|0 2|4 3|3 6|6 5|5 2|2 0|4 0|5"
BLOCK3_PLAYS = ["3|5", "2|5 3|5 high", "0|3 3|5 low", "0|1 0|3 low", "2|3 2|5 low",
                "3|4 2|3 high", "1|3 0|1 high", "4|6 3|4 high", "3|6 4|6 high",
                "3|3 3|6 low"]


def _blocked_3p(scores: list[int]) -> tuple[Match, list[int]]:
    match = start(FIVE_UP, BLOCK3_DEAL, starter=2, boneyard_front=BLOCK3_BONEYARD, scores=scores)
    play(match, *BLOCK3_PLAYS)
    match.apply_forced()
    round_ = current(match)
    assert round_.end is RoundEnd.BLOCK
    assert round_.boneyard_count == 0
    return match, [sum(t.pips for t in hand) for hand in round_.hands]


def test_three_player_blocked_settlement() -> None:
    match, pips = _blocked_3p([0, 0, 0])
    assert pips == [44, 17, 47]
    blocks = [e for e in match.events if e.kind is EventKind.BLOCK]
    # Seat 1: (44 - 17) + (47 - 17) = 57 -> 55; seat 0: 47 - 44 = 3 -> 5; seat 2 nothing.
    assert [(e.seat, e.raw, e.accepted) for e in blocks] == [(1, 55, True), (0, 5, True)]
    assert match.scores == [10, 60, 0]
    assert current(match).block_result() == (1,)
    # After a block a new lot decides the starter.
    assert match.required_starter() is None


def test_rejected_block_event_does_not_stop_the_others() -> None:
    match, _ = _blocked_3p([0, 260, 0])
    blocks = [e for e in match.events if e.kind is EventKind.BLOCK]
    assert [(e.seat, e.accepted) for e in blocks] == [(1, False), (0, True)]
    assert match.scores == [10, 265, 0]


def test_exact_305_inside_a_blocked_settlement_ends_the_match() -> None:
    # Side 1 plays 5 in the round (280), then seat 1's block award of 25 makes exactly 305.
    deal_ = ["3|5 2|4 0|6 2|6 6|6", "0|3 0|2 0|0 3|4 1|1", "2|3 1|6 3|6 5|5 4|6",
             "1|2 4|5 5|6 2|2 1|5"]
    plays = ["2|4", "3|4 2|4 high", "3|6 3|4 low", "5|6 3|6 high", "3|5 5|6 low",
             "0|3 3|5 low", "2|3 2|4 low", "0|1 0|3 low", "1|3 0|1 high", "3|3 2|3 high"]
    match = start(FIVE_UP, deal_, boneyard_front="0|1 1|3 2|5 1|4 0|4 3|3 0|5 4|4",
                  scores=[0, 275])
    play(match, *plays)
    match.apply_forced()
    round_ = current(match)
    assert round_.end is RoundEnd.BLOCK
    assert [sum(t.pips for t in hand) for hand in round_.hands] == [26, 20, 40, 22]
    blocks = [e for e in match.events if e.kind is EventKind.BLOCK]
    # Seat 3's award (22 against 26 and 40: 22 -> 20) is neither applied nor listed.
    assert [(e.seat, e.raw, e.wins) for e in blocks] == [(1, 25, True)]
    assert match.winner == 1
    assert match.scores == [5, 305]


# --- Seven Rocks ---------------------------------------------------------------------------


def test_seven_rocks_rounds_each_hand_separately() -> None:
    hands = [tiles("1|2"), [], tiles("0|3"), tiles("0|2")]
    events = SEVEN_ROCKS.settle_block(Seating(4), hands, starter=0)
    # Two hands of 3 on side 0 cost 5 + 5 = 10; seat 3's 2 rounds to nothing.
    assert [(e.seat, e.side, e.raw) for e in events] == [(0, 0, -5), (2, 0, -5)]
    assert sum(e.raw for e in events if e.side == 0) == -10


SR_DEAL = ["1|6 4|6 4|5 6|6 1|1 1|4 0|4", "0|0 0|2 1|2 4|4 1|3 2|6 2|4",
           "0|1 2|3 0|5 0|6 5|5 2|2 1|5", "3|3 3|4 5|6 3|6 3|5 0|3 2|5"]
SR_PLAYS = ["6|6", "2|6 6|6 lineA", "0|6 6|6 lineB", "3|6 6|6 branchA", "0|4 0|6 low",
            "1|3 3|6 low", "2|3 2|6 low", "3|3 2|3 high", "1|6 6|6 branchB", "1|2 1|3 low",
            "2|2 1|2 high", "0|3 3|3 lineB", "4|6 0|4 high", "0|2 2|2 lineB", "0|1 0|2 low",
            "5|6 4|6 high", "4|5 5|6 low", "2|4 4|5 low", "0|5 0|3 low", "2|5 2|4 low",
            "1|1 0|1 high", "1|5 2|5 high", "3|5 0|5 high", "1|4 1|5 low"]


def test_seven_rocks_domino_penalties_and_next_starter() -> None:
    match = start(SEVEN_ROCKS, SR_DEAL)
    play(match, *SR_PLAYS)
    round_ = current(match)
    assert round_.end is RoundEnd.DOMINO
    assert round_.finisher == 0
    assert any(isinstance(entry, Passed) for entry in round_.history)
    penalties = [e for e in match.events if e.kind is EventKind.PENALTY]
    # Left: seat 1 [0|0][4|4] = 8 -> 10, seat 2 [5|5] = 10, seat 3 [3|4] = 7 -> 5.
    assert [(e.seat, e.raw) for e in penalties] == [(1, -10), (2, -10), (3, -5)]
    assert match.scores == [25 - 10, 5 - 15]
    assert match.required_starter() == 0


def test_seven_rocks_win_mid_round_skips_penalties() -> None:
    match = start(SEVEN_ROCKS, SR_DEAL, scores=[200, 245])
    # Seat 3's [3|6] on a branch of the spinner makes 0 + 2 + 3 = 5: side 1 reaches 250.
    play(match, *SR_PLAYS[:4])
    assert match.winner == 1
    round_ = current(match)
    assert round_.end is RoundEnd.TARGET
    assert match.scores == [200, 250]
    assert not [e for e in match.events if e.kind is EventKind.PENALTY]
    assert match.check(move(SR_PLAYS[4])) is Refusal.MATCH_OVER


def test_seven_rocks_reaching_past_250_also_wins() -> None:
    match = start(SEVEN_ROCKS, SR_DEAL, scores=[240, 0])
    play(match, *SR_PLAYS[:11])
    # Seat 2's [2|2] scores 15: 240 + 15 = 255 wins; the target is reach or exceed.
    assert match.winner == 0
    assert match.scores == [255, 5]


def test_seven_rocks_last_tile_reaching_250_is_a_target_not_a_domino() -> None:
    match = start(SEVEN_ROCKS, SR_DEAL, scores=[225, 0])
    play(match, *SR_PLAYS)
    round_ = current(match)
    assert round_.end is RoundEnd.TARGET
    assert match.winner == 0
    assert match.scores == [250, 5]
    assert match.events[-1].kind is EventKind.PLAY
    assert not [e for e in match.events if e.kind is EventKind.PENALTY]


SR_BLOCK_DEAL = ["4|5 1|1 4|6 0|1 3|5 1|4 0|3", "0|4 1|6 6|6 1|2 0|6 0|2 5|6",
                 "2|3 2|4 2|2 0|0 3|6 1|3 3|3", "2|6 0|5 2|5 1|5 5|5 4|4 3|4"]
SR_BLOCK_PLAYS = ["4|5", "0|4 4|5 low", "0|0 0|4 low", "0|5 4|5 high", "0|3 0|0 lineB",
                  "0|6 0|5 low", "1|3 0|3 high", "2|6 0|6 high", "0|1 1|3 low", "0|2 2|6 low"]


def test_seven_rocks_block_is_detected_and_penalised() -> None:
    match = start(SEVEN_ROCKS, SR_BLOCK_DEAL)
    play(match, *SR_BLOCK_PLAYS)
    round_ = current(match)
    assert round_.end is RoundEnd.BLOCK
    assert all(not round_.board.can_play(hand) for hand in round_.hands)
    penalties = [(e.seat, e.raw) for e in match.events if e.kind is EventKind.PENALTY]
    assert penalties == [(0, -25), (1, -35), (2, -30), (3, -40)]
    assert match.scores == [5 - 55, 5 - 75]
    assert match.required_starter() is None
    assert round_.finisher is None


def test_five_up_block_is_only_declared_with_an_empty_boneyard() -> None:
    match = start(FIVE_UP, BLOCK3_DEAL, starter=2, boneyard_front=BLOCK3_BONEYARD)
    play(match, *BLOCK3_PLAYS[:9])
    round_ = current(match)
    # Nobody holds a tile for the board now, but the boneyard still has tiles: no block.
    assert round_.end is None
    assert round_.boneyard_count > 0


# --- lots and deals --------------------------------------------------------------------------


def test_deal_is_pinned_for_a_seed() -> None:
    hands, boneyard = deal(random.Random(2024), FIVE_UP, 2)
    assert hands == (tuple(tiles("1|4 0|0 0|2 4|4 3|4")), tuple(tiles("4|6 1|6 0|1 5|6 2|3")))
    assert boneyard == tuple(tiles(
        "0|4 0|3 5|5 2|5 3|5 3|6 1|5 6|6 1|1 2|6 1|2 2|2 0|6 1|3 3|3 4|5 0|5 2|4"))
    assert deal(random.Random(2024), FIVE_UP, 2) == (hands, boneyard)


def test_seven_rocks_deal_uses_every_tile() -> None:
    hands, boneyard = deal(random.Random(5), SEVEN_ROCKS, 4)
    assert boneyard == ()
    assert sorted(t for h in hands for t in h) == sorted(tiles(" ".join(
        f"{a}|{b}" for a in range(7) for b in range(a, 7))))


def test_lot_is_pinned_for_a_seed_and_ties_draw_again() -> None:
    lot = draw_lot(random.Random(2024), 4)
    assert lot.winner == 3
    assert lot.draws == ((tuple(zip(range(4), tiles("1|4 0|0 0|2 4|4"), strict=True))),)
    tied = draw_lot(random.Random(2), 4)
    assert tied == draw_lot(random.Random(2), 4)
    first, second = tied.draws
    # Seats 1 and 2 tied on 8 pips, so only they draw again; seat 1's [3|3] beats [0|1].
    assert [seat for seat, _ in second] == [1, 2]
    assert tied.winner == 1
    assert [t.pips for _, t in first] == [3, 8, 8, 6]


def test_matches_with_the_same_seed_deal_the_same() -> None:
    def rounds(seed: int) -> list[object]:
        match = Match(FIVE_UP, 3, rng=random.Random(seed))
        round_ = match.deal_round()
        return [round_.starter, round_.dealt, round_.deck]

    assert rounds(11) == rounds(11)
    assert rounds(11) != rounds(12)


def test_a_round_blocked_by_a_draw_is_settled() -> None:
    """The last boneyard tile fits nowhere and nobody can play: a block, settled as one."""
    match = start(FIVE_UP, ["5|6 6|6 3|6 1|2 4|5", "0|2 2|4 4|4 5|5 2|6"], starter=1,
                  boneyard_front="2|5 3|4 3|5 2|3 0|1 0|3 0|6 2|2 0|0 1|1 1|3 1|5 3|3 4|6"
                                 " 0|5 1|6 1|4 0|4")
    play(match, "0|2", "1|2 0|2 high", "0|1 1|2 low", "0|3 0|1 low", "2|3 0|3 high",
         "0|6 0|2 low", "2|6 0|6 high", "2|2 2|3 low", "2|5 2|6 low", "4|5 2|5 high",
         "2|4 4|5 low")
    round_ = current(match)
    assert round_.end is None
    assert round_.boneyard_count == 10
    # Seat 0 cannot play and draws the last ten tiles; none fits, and seat 1 is stuck too.
    match.apply_forced()
    assert round_.end is RoundEnd.BLOCK
    assert round_.history[-10:] == [Drew(0, round_.board.open_values())] * 10
    assert [sum(t.pips for t in hand) for hand in round_.hands] == [81, 33]
    (award,) = [e for e in match.events if e.kind is EventKind.BLOCK]
    # 81 - 33 = 48 rounds to 50 for seat 1.
    assert (award.seat, award.raw, award.accepted) == (1, 50, True)
    assert match.scores == [0, 50]


def test_a_seat_view_shows_only_what_that_seat_may_know() -> None:
    match = start(FIVE_UP, ["6|6 3|4 4|4 3|5 5|5", "0|1 0|2 1|2 0|3 1|3"],
                  boneyard_front="0|4 1|4 2|6")
    play(match, "6|6")
    for _ in range(3):
        match.apply(DRAW)
    drawer, other = match.view_for(1), match.view_for(0)
    assert drawer.forced == parse_tile("2|6")
    assert other.forced is None
    assert other.hand == tuple(tiles("3|4 4|4 3|5 5|5"))
    assert other.hand_counts == (4, 8)
    assert other.boneyard_count == 15
    # Seat 0 has seen its own four tiles and the [6|6]: the other 23 are unseen to it.
    assert len(other.unseen) == 23
    assert not set(other.unseen) & set(other.hand)
    assert other.legal_actions() == []
    assert set(drawer.legal_actions()) == {move("2|6 6|6 lineA"), move("2|6 6|6 lineB")}
    # The view's board is a copy: changing it does not touch the table.
    other.board.place(move("2|6 6|6 lineA"))
    assert parse_tile("2|6") not in current(match).board
