"""The rating's arithmetic, the levels' ratings from simulations, and the luck of a deal."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from dominoes_qt.ai import make_player
from dominoes_qt.ai.players import LEVELS
from dominoes_qt.ai.rating import (
    K_NEW,
    K_SETTLED,
    LEVEL_RATINGS,
    SETTLING,
    PairResult,
    chain_ratings,
    difference,
    expected,
    luck_adjusted,
    match_luck,
    round_luck,
    scores_before,
    updated,
)
from dominoes_qt.engine import Match
from dominoes_qt.engine.tiles import Tile
from dominoes_qt.games import GAMES

ratings = st.floats(0, 3000, allow_nan=False)
"""Ratings apart by up to 3000 points: an expected result still short of 0 and 1 in a float."""
games = st.integers(0, 200)


@settings(deadline=None)
@given(ratings, ratings)
def test_expected_results_add_up_to_one_and_lie_between_nought_and_one(a, b):
    assert 0.0 < expected(a, b) < 1.0
    assert expected(a, b) + expected(b, a) == pytest.approx(1.0)
    assert expected(a, a) == pytest.approx(0.5)


@settings(deadline=None)
@given(ratings, ratings, st.floats(1, 800))
def test_a_higher_rating_expects_more(a, b, gap):
    assert expected(a + gap, b) > expected(a, b) or expected(a, b) > 1 - 1e-12


@settings(deadline=None)
@given(st.floats(-2000, 2000), st.floats(0.001, 0.999))
def test_difference_inverts_expected(d, share):
    assert expected(d, 0.0) == pytest.approx(1 / (1 + 10 ** (-d / 400)))
    assert expected(difference(share), 0.0) == pytest.approx(share)


@settings(deadline=None)
@given(ratings, ratings, games)
def test_a_win_raises_a_loss_lowers_and_neither_by_more_than_k(r, o, played):
    k = K_NEW if played < SETTLING else K_SETTLED
    won, lost = updated(r, o, 1.0, played), updated(r, o, 0.0, played)
    assert r <= won <= r + k
    assert r - k <= lost <= r
    # The swing between winning and losing is always exactly K.
    assert won - lost == pytest.approx(k)


@settings(deadline=None)
@given(ratings, st.floats(1, 600), games)
def test_beating_a_stronger_opponent_gains_more(r, gap, played):
    assume(expected(r, r + gap) > 1e-9)
    assert updated(r, r + gap, 1.0, played) - r > updated(r, r - gap, 1.0, played) - r


@settings(deadline=None)
@given(ratings, ratings, games, st.floats(0, 1))
def test_two_players_of_one_k_exchange_what_they_win(a, b, played, result):
    gained = updated(a, b, result, played) - a
    lost = updated(b, a, 1 - result, played) - b
    assert gained == pytest.approx(-lost, abs=1e-9)


@settings(deadline=None)
@given(st.floats(0, 100))
def test_a_rating_that_plays_its_expectation_stays(r):
    assert updated(r, 1500, expected(r, 1500), 0) == pytest.approx(r)


def test_results_outside_nought_and_one_are_refused():
    with pytest.raises(ValueError, match="from 0 to 1"):
        updated(1200, 1200, 1.5, 0)


@settings(deadline=None)
@given(st.lists(st.tuples(st.integers(1, 400), st.integers(0, 400)), min_size=1, max_size=4))
def test_chained_ratings_climb_with_each_winning_step_and_hold_their_estimate(steps):
    pairs = [PairResult(weak, strong, min(wins, n), n)
             for (n, wins), weak, strong in zip(steps, LEVELS, LEVELS[1:], strict=False)]
    chained = chain_ratings(pairs)
    assert chained["beginner"].rating == 1000.0
    for pair in pairs:
        weak, strong = chained[pair.weaker], chained[pair.stronger]
        assert strong.low <= strong.rating <= strong.high
        assert math.isfinite(strong.low)
        assert math.isfinite(strong.high)
        if 2 * pair.wins > pair.decided:
            assert strong.rating > weak.rating
        if 2 * pair.wins < pair.decided:
            assert strong.rating < weak.rating
        # Intervals widen up the chain: every step adds its own doubt.
        assert strong.high - strong.low >= weak.high - weak.low


def test_the_stated_level_ratings_rise_with_the_level_and_hold_their_estimates():
    assert list(LEVEL_RATINGS) == list(LEVELS)
    values = [LEVEL_RATINGS[level].rating for level in LEVELS]
    assert values == sorted(values)
    assert len(set(values)) == len(values)
    for rated in LEVEL_RATINGS.values():
        assert rated.low <= rated.rating <= rated.high


def finished(variant: str, players: int, seed: int) -> Match:
    match = Match(GAMES[variant], players, random.Random(seed))
    seats = [make_player("casual", seed + s) for s in range(players)]
    while not match.is_over:
        if match.needs_deal:
            match.deal_round()
            continue
        assert match.current is not None
        seat = match.current.to_move
        match.apply(seats[seat].choose(match.view_for(seat)), seat)
    return match


@pytest.mark.parametrize(("variant", "players"), [("five-up-61", 2), ("seven-rocks", 4),
                                                  ("draw-game", 2)])
def test_luck_is_the_same_each_time_and_one_sides_luck_is_the_others_misfortune(variant,
                                                                                 players):
    match = finished(variant, players, 4)
    first = [round_luck(match, n, 0, rollouts=6) for n in range(1, len(match.rounds) + 1)]
    again = [round_luck(match, n, 0, rollouts=6) for n in range(1, len(match.rounds) + 1)]
    other = [round_luck(match, n, 1, rollouts=6) for n in range(1, len(match.rounds) + 1)]
    assert first == again
    assert all(-1.0 <= x <= 1.0 for x in first)
    assert [a + b for a, b in zip(first, other, strict=True)] == pytest.approx(
        [0.0] * len(first), abs=1e-9)
    assert match_luck(match, 0, rollouts=6) == pytest.approx(sum(first))
    # Some deal of a whole match favours one side: luck is not always nil.
    assert any(abs(x) > 0.01 for x in first)


def test_a_deal_with_every_good_tile_on_one_side_is_lucky_for_it():
    from dominoes_qt.engine.tiles import tile

    rules = GAMES["five-up-61"]
    match = Match(rules, 2, random.Random(1))
    # Seat 0 holds the tiles that score; seat 1 holds blanks and leads nothing useful.
    strong = [tile(a, b) for a, b in ((5, 5), (5, 0), (6, 4), (3, 2), (4, 1))]
    weak = [tile(a, b) for a, b in ((0, 1), (1, 2), (2, 4), (0, 6), (1, 1))]
    taken = set(strong) | set(weak)
    rest = [t for t in match_tiles() if t not in taken]
    match.deal_round(starter=0, hands=[strong, weak], boneyard=rest)
    assert round_luck(match, 1, 0, rollouts=24) > 0.0
    assert luck_adjusted(True, 0.25) == pytest.approx(0.75)
    assert luck_adjusted(False, -0.25) == pytest.approx(0.25)


def match_tiles() -> list[Tile]:
    from dominoes_qt.engine.tiles import FULL_SET

    return list(FULL_SET)


def test_scores_before_a_round_are_the_scores_the_round_started_from():
    match = finished("five-up-61", 2, 9)
    assert scores_before(match, 1) == [0, 0]
    for number in range(2, len(match.rounds) + 1):
        before = scores_before(match, number)
        ended = [e for e in match.events if e.round == number - 1]
        for side in range(2):
            mine = [e.score_after for e in match.events
                    if e.round < number and e.side == side]
            assert before[side] == (mine[-1] if mine else 0)
        assert ended or before == scores_before(match, number - 1)


def test_runs_of_one_pair_count_together():
    split = chain_ratings([PairResult("beginner", "casual", 30, 40),
                           PairResult("beginner", "casual", 45, 60)])
    whole = chain_ratings([PairResult("beginner", "casual", 75, 100)])
    assert split == whole


@pytest.mark.parametrize("content", [
    b"[" * 5000 + b"]" * 5000, b'{"a": ' + b"9" * 10_000 + b"}", b'{"levels": "\\ud800"}',
    b'{"players": 2, "levels": [{"level": "nobody"}, {}]}', b"[]", b"\xff\xfe", b"",
])
def test_the_rating_command_refuses_a_hostile_summary_in_one_line(tmp_path, capsys, content):
    from dominoes_qt.ai.rating import main

    path = tmp_path / "run.json"
    path.write_bytes(content)
    assert main([str(path)]) == 2
    said = capsys.readouterr().err
    assert said.startswith(str(path))
    assert said.count("\n") == 1


def test_the_rating_command_does_not_wait_on_a_pipe(tmp_path, capsys):
    import os

    from dominoes_qt.ai.rating import main

    pipe = tmp_path / "run.json"
    os.mkfifo(pipe)
    assert main([str(pipe)]) == 2
    assert "pipe" in capsys.readouterr().err
