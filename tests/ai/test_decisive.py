"""No level above casual throws a won match away; the values never prefer not winning."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominoes_qt.ai import Budget, make_player, master, match_value
from dominoes_qt.ai.decisive import winning_move, winning_moves
from dominoes_qt.ai.expert import CEILING, KNEE, bounded_lead
from dominoes_qt.ai.master import Totals, _contenders
from dominoes_qt.engine import FULL_SET, Match, Move, SeatView, tile
from dominoes_qt.games import FIVE_UP, GAMES, SEVEN_ROCKS
from tests.ai.positions import FIFTEEN, TEN, choice_position

SMALL = Budget(iterations=24)


def test_a_play_tied_with_the_leader_stays_a_contender():
    """Every chunk values plays 0 and 1 alike: the tie must not be dropped while the
    noisier, worse play 2 stays."""
    results = [Totals((4, 4, 3.9), (4, 4, 4)), Totals((4, 4, 4), (4, 4, 4)),
               Totals((4, 4, 3.8), (4, 4, 4))]
    assert set(_contenders(results, (0, 1, 2), 1)) >= {0, 1}


def test_a_play_surely_worse_than_the_leader_is_dropped():
    results = [Totals((4, 3, 4), (4, 4, 4))] * 3
    assert _contenders(results, (0, 1, 2), 1) == (0, 2)


def _seven_rocks_win(my_score: int) -> tuple[SeatView, Move]:
    """Seven Rocks: seat 3 led [5|5] (the spinner); seat 0's [0|5] leaves 10 on the ends,
    [5|6] leaves 16 (nothing)."""
    hands = [
        [tile(0, 5), tile(5, 6), tile(1, 1), tile(1, 2), tile(2, 3), tile(3, 4), tile(0, 1)],
        [tile(1, 5), tile(2, 5), tile(3, 5), tile(4, 5), tile(0, 3), tile(0, 4), tile(0, 6)],
        [tile(0, 0), tile(2, 2), tile(3, 3), tile(4, 4), tile(6, 6), tile(0, 2), tile(1, 3)],
    ]
    used = {t for h in hands for t in h} | {tile(5, 5)}
    hands.append([tile(5, 5)] + [t for t in FULL_SET if t not in used])
    match = Match(SEVEN_ROCKS, 4, rng=random.Random(0))
    match.deal_round(starter=3, hands=hands, boneyard=[])
    match.apply(Move(tile(5, 5)))
    match.scores[0] = my_score
    view = match.view_for(match.current.to_move)  # type: ignore[union-attr]
    wins = winning_moves(view)
    return view, wins[0] if wins else Move(tile(0, 5))


def test_the_winning_plays_are_found_on_built_positions():
    assert winning_moves(choice_position(290)) == [FIFTEEN]
    assert winning_moves(choice_position(295)) == [TEN]
    # Both scores would pass 61; nothing wins.
    assert winning_moves(choice_position(300)) == []
    assert winning_moves(choice_position(0)) == []
    view, move = _seven_rocks_win(240)
    assert view.to_move == view.seat
    assert move.tile == tile(0, 5)
    assert winning_move(_seven_rocks_win(0)[0]) is None


@pytest.mark.parametrize("level", ["skilled", "expert", "master"])
@pytest.mark.parametrize("score", [290, 295])
def test_every_level_above_casual_takes_a_sure_win_before_it_searches(level, score,
                                                                    monkeypatch):
    """The search is never asked (it could tie or err): the decisive check comes first."""
    def refuse(*_args: object, **_kwargs: object) -> object:
        raise AssertionError("searched a position with a sure win")

    monkeypatch.setattr("dominoes_qt.ai.players.search", refuse)
    monkeypatch.setattr(master, "search", refuse)
    monkeypatch.setattr("dominoes_qt.ai.players.assess", refuse)
    view = choice_position(score)
    assert make_player(level, seed=1, budget=SMALL).choose(view) == winning_move(view)


@pytest.mark.parametrize("level", ["skilled", "expert", "master"])
def test_seven_rocks_match_win_taken(level):
    view, move = _seven_rocks_win(240)
    assert make_player(level, seed=2, budget=SMALL).choose(view) == move


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([(r, n) for r in GAMES.values() for n in r.player_counts]),
       st.integers(-5000, 400), st.integers(-5000, 400))
def test_a_match_still_open_is_worth_less_than_a_win(game, mine, theirs):
    rules, players = game
    mine, theirs = min(mine, rules.target - 1), min(theirs, rules.target - 1)
    value = match_value.chance(rules, players, mine, theirs)
    assert 0.0 < value < 1.0
    # Below zero, a lower score never raises the chance (an exact target makes the
    # chance uneven near it, so the claim stops at zero).
    if mine <= 0:
        step = match_value.race(rules, players).step
        assert match_value.chance(rules, players, mine - step, theirs) <= value + 1e-12


def test_negative_scores_count_in_seven_rocks():
    chance = match_value.chance
    falling = [chance(SEVEN_ROCKS, 4, m, 140) for m in (0, -50, -100, -150, -200)]
    assert falling == sorted(falling, reverse=True)
    assert falling[0] > falling[-1]
    rising = [chance(SEVEN_ROCKS, 4, 140, t) for t in (0, -50, -100, -150)]
    assert rising == sorted(rising)
    assert rising[0] < rising[-1]
    # The old table was flat below zero: these were all equal to the value at 0.
    assert chance(SEVEN_ROCKS, 4, -100, 0) < chance(SEVEN_ROCKS, 4, 0, 0)


def test_the_table_from_zero_is_the_full_table_from_zero():
    for rules, players in [(FIVE_UP, 2), (SEVEN_ROCKS, 4)]:
        full = match_value.full_table(rules, players)
        part = match_value.table(rules, players)
        floor = len(full) - len(part)
        assert all(part[a][b] == full[floor + a][floor + b]
                   for a in range(len(part)) for b in range(len(part)))


@settings(max_examples=200, deadline=None)
@given(st.floats(-1e6, 1e6), st.floats(-1e6, 1e6))
def test_the_experts_lead_is_bounded_below_a_win(a, b):
    low, high = sorted((a, b))
    assert -CEILING <= bounded_lead(low) <= bounded_lead(high) <= CEILING
    assert bounded_lead(high) < 1.0
    if abs(a) <= KNEE:
        assert bounded_lead(a) == a
