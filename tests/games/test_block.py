"""Block: nothing scores in play, nobody draws, the round's winner takes the pips left in
the opponents' hands (settlements worked by hand)."""

from __future__ import annotations

import pytest

from dominoes_qt.engine import (
    MOST_PIPS,
    EventKind,
    Match,
    PlayParts,
    Reaching,
    RoundEnd,
    Seating,
    Spinners,
    Tile,
    WinnerParts,
)
from dominoes_qt.games import GAMES
from tests.games.helpers import play, start

BLOCK = GAMES["block-game"]


def hands(*pips_per_seat: tuple[Tile, ...]) -> list[list[Tile]]:
    return [list(h) for h in pips_per_seat]


def test_the_game_facts():
    assert (BLOCK.target, BLOCK.reaching) == (100, Reaching.OR_PASSING)
    assert BLOCK.spinners is Spinners.NONE
    assert not BLOCK.draws
    assert not BLOCK.scores_plays
    assert all(BLOCK.end_points(s) == 0 for s in range(MOST_PIPS + 1))
    assert BLOCK.blocked_round_has_winner


@pytest.mark.parametrize(("players", "out_of_play"), [(2, 14), (3, 7), (4, 0)])
def test_seven_tiles_each_and_the_rest_out_of_play(players, out_of_play):
    assert BLOCK.hand_size_for(players) == 7
    round_ = Match(BLOCK, players).deal_round()
    assert round_.boneyard_count == out_of_play
    assert not round_.can_draw


def test_a_lead_that_would_score_in_the_fives_games_scores_nothing():
    match = start(BLOCK, ("5|5 0|1 0|2 0|3 1|1 1|2 1|3", "2|2 2|4 3|3 3|4 4|4 2|5 3|5"))
    assert play(match, "5|5") == []


def test_going_out_scores_the_opponents_pips():
    (event,) = BLOCK.settle_domino_pips(Seating(2), [0, 17], 0, PlayParts((), 7, 0))
    assert (event.kind, event.seat, event.side, event.raw) == (EventKind.DOMINO, 0, 0, 17)
    assert event.parts == WinnerParts(False, ((1, 17),), 17, 0)
    # Three players: both losers' hands, 9 + 12.
    (event,) = BLOCK.settle_domino_pips(Seating(3), [9, 0, 12], 1, PlayParts((), 7, 0))
    assert event.raw == 21
    assert event.parts == WinnerParts(False, ((2, 12), (0, 9)), 21, 0)


def test_with_partners_the_partners_hand_counts_for_nothing():
    (event,) = BLOCK.settle_domino_pips(Seating(4), [8, 0, 11, 30], 1, PlayParts((), 7, 0))
    assert (event.side, event.raw) == (1, 19)  # seats 2 and 0; partner 3's 30 is ignored


def test_a_block_is_won_by_the_lightest_hand_less_its_own_pips():
    # Pips 10, 4, 15: seat 1 wins and scores 15 + 10 - 4.
    blocked = hands((Tile(4, 6),), (Tile(1, 3),), (Tile(6, 6), Tile(1, 2)))
    (event,) = BLOCK.settle_block(Seating(3), blocked, 0)
    assert (event.kind, event.seat, event.raw) == (EventKind.BLOCK, 1, 21)
    assert event.parts == WinnerParts(True, ((2, 15), (0, 10)), 25, 4)


def test_a_lightest_total_shared_by_opponents_scores_nothing():
    tied = hands((Tile(2, 3),), (Tile(1, 4),), (Tile(4, 5),))
    assert BLOCK.settle_block(Seating(3), tied, 0) == []
    assert BLOCK.settle_block(Seating(2), tied[:2], 1) == []


def test_partners_sharing_the_lightest_total_win_together():
    # Seats 0 and 2 both hold 6: side 0 wins; the winner named is the first of them
    # clockwise from the starter (seat 1): seat 2. It scores 8 + 12 - 6.
    blocked = hands((Tile(2, 4),), (Tile(3, 5),), (Tile(1, 5),), (Tile(6, 6),))
    (event,) = BLOCK.settle_block(Seating(4), blocked, 1)
    assert (event.seat, event.side, event.raw) == (2, 0, 14)


def test_the_lead_passes_to_the_left():
    seating = Seating(3)
    assert BLOCK.next_leader(seating, RoundEnd.DOMINO, 0, 2) == 0
    assert BLOCK.next_leader(seating, RoundEnd.BLOCK, None, 1) == 2


def test_reaching_100_with_a_settlement_wins():
    event = BLOCK.settle_domino_pips(Seating(2), [0, 17], 0, PlayParts((), 7, 0))[0]
    assert BLOCK.judge(83, event) == (True, True)
    assert BLOCK.judge(82, event) == (True, False)
