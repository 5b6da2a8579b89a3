"""Fives and Threes: the scoring table, knocking, exactly 61, the point for going out,
partners going out together and the lead going round the table."""

from __future__ import annotations

import random

import pytest

from dominoes_qt.engine import (
    PASS,
    EventKind,
    Match,
    OutParts,
    Passed,
    PlayParts,
    Reaching,
    Refusal,
    RoundEnd,
    Seating,
    Spinners,
)
from dominoes_qt.games import GAMES
from dominoes_qt.games.fives_and_threes import FivesAndThrees
from tests.engine.helpers import current, move
from tests.games.helpers import play, start

F3 = GAMES["fives-and-threes"]

TABLE = {3: 1, 5: 1, 6: 2, 9: 3, 10: 2, 12: 4, 15: 8, 18: 6, 20: 4}
"""The references' table of the totals that score."""


@pytest.mark.parametrize(("end_sum", "points"), sorted(TABLE.items()))
def test_the_references_scoring_table(end_sum, points):
    assert F3.end_points(end_sum) == points


def test_totals_that_are_no_multiple_of_three_or_five_score_nothing():
    assert [s for s in range(1, 25) if F3.end_points(s) == 0] == [1, 2, 4, 7, 8, 11, 13, 14,
                                                                  16, 17, 19, 22, 23]
    # Past the table: 21 is seven threes, 24 eight threes.
    assert (F3.end_points(21), F3.end_points(24)) == (7, 8)


def test_the_game_facts():
    assert (F3.target, F3.reaching) == (61, Reaching.EXACTLY)
    assert F3.spinners is Spinners.NONE
    assert not F3.draws
    assert F3.side_goes_out
    assert not F3.blocked_round_has_winner
    assert F3.display(61) == 61


@pytest.mark.parametrize(("players", "size", "out_of_play"), [(2, 7, 14), (3, 5, 13),
                                                              (4, 5, 8)])
def test_hands_and_the_tiles_out_of_play(players, size, out_of_play):
    round_ = Match(F3, players).deal_round()
    assert [len(h) for h in round_.hands] == [size] * players
    assert round_.boneyard_count == out_of_play
    assert not round_.can_draw


def test_a_double_at_the_end_counts_both_halves():
    match = start(F3, ("5|5 0|1 0|2 0|3 1|1 1|2 1|3", "2|2 2|4 3|3 3|4 4|4 2|5 3|5"))
    (event,) = play(match, "5|5")
    assert (event.kind, event.raw) == (EventKind.PLAY, 2)  # 10: two fives
    assert isinstance(event.parts, PlayParts)
    assert event.parts.end_sum == 10


def test_a_player_who_cannot_play_knocks_and_may_not_knock_otherwise():
    # After the lead [6|6] seat 1 holds no six: it knocks, and nothing is ever drawn.
    match = start(F3, ("6|6 5|6 0|1 0|2 0|3 1|1 1|2", "2|2 2|4 3|3 3|4 4|4 2|5 3|5"))
    assert match.check(PASS) is Refusal.MUST_PLAY
    match.apply(move("6|6"))
    round_ = current(match)
    assert match.legal_actions() == [PASS]
    match.apply(PASS)
    assert round_.drawn == 0
    assert round_.to_move == 0
    assert isinstance(round_.history[-1], Passed)


def test_exactly_61_a_score_that_would_pass_it_is_refused():
    deal = ("5|5 6|3 0|1 0|2 1|1 1|2 1|3", "2|2 2|4 3|3 3|4 4|4 2|5 3|5")
    match = start(F3, deal, scores=[60, 0])
    (refused,) = play(match, "5|5")
    assert not refused.accepted
    assert match.scores == [60, 0]
    match = start(F3, ("3|0 6|6 0|1 0|2 1|1 1|2 1|3", deal[1]), scores=[60, 0])
    (won,) = play(match, "0|3")
    assert won.accepted
    assert won.wins
    assert match.scores == [61, 0]
    assert current(match).end is RoundEnd.TARGET


def test_going_out_scores_a_point_with_the_last_tile_as_one_event():
    two = Seating(2)
    (event,) = F3.settle_domino_pips(two, [0, 23], 0, PlayParts((), 9, 3))
    assert (event.kind, event.seat, event.raw) == (EventKind.DOMINO, 0, 4)
    assert event.parts == OutParts(3, 1, (), 9)
    # The last tile's own points are not a separate play event.
    assert F3.play_events(two, 0, PlayParts((), 9, 3), True) == []
    # The pips left in the hands never count, and a block scores nothing.
    assert F3.settle_block(two, [[], []], 0) == []
    # 58 + 3 + 1 would pass 61: the whole event is refused together.
    assert F3.judge(58, event) == (False, False)
    assert F3.judge(57, event) == (True, True)


def test_the_lead_passes_to_the_left_whatever_happened():
    for players in (2, 3, 4):
        seating = Seating(players)
        for starter in range(players):
            after = (starter + 1) % players
            assert F3.next_leader(seating, RoundEnd.DOMINO, starter, starter) == after
            assert F3.next_leader(seating, RoundEnd.BLOCK, None, starter) == after


@pytest.mark.parametrize("players", [2, 3, 4])
def test_successive_rounds_are_led_clockwise(players):
    rng = random.Random(players)
    match = Match(F3, players, rng=random.Random(3))
    starters: list[int] = []
    while not match.is_over and len(starters) < 6:
        starters.append(match.deal_round().starter)
        while current(match).end is None and not match.is_over:
            match.apply(rng.choice(match.legal_actions()))
    assert len(match.lots) == 1  # only the first round drew a lot
    assert starters == [(starters[0] + i) % players for i in range(len(starters))]


def test_partners_go_out_together():
    """A partner who is out knocks; the round ends in a domino only with both out."""
    rng = random.Random(8)
    continued = 0
    for seed in range(30):
        match = Match(F3, 4, rng=random.Random(seed))
        round_ = match.deal_round()
        while round_.end is None and not match.is_over:
            seat = round_.to_move
            if not round_.hands[seat]:
                assert match.legal_actions() == [PASS]
            match.apply(rng.choice(match.legal_actions()))
            out = [seat for seat in range(4) if not round_.hands[seat]]
            if round_.end is None and out:
                continued += 1
                assert all(round_.hands[(seat + 2) % 4] for seat in out)
        if round_.end is RoundEnd.DOMINO:
            finisher = round_.finisher
            assert finisher is not None
            assert not round_.hands[finisher]
            assert not round_.hands[(finisher + 2) % 4]
            (event,) = [e for e in match.events if e.kind is EventKind.DOMINO]
            assert isinstance(event.parts, OutParts)
            assert event.seat == finisher
    assert continued > 0


def test_only_a_game_without_drawing_may_send_partners_out_together():
    class Drawing(FivesAndThrees):
        draws = True

    with pytest.raises(TypeError, match="without a boneyard"):
        Drawing()
