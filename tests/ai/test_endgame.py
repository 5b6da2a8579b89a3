"""Exact endgames: the deals listed are every deal the view allows, weighed as the sampler
weighs them, and each candidate's value is what plain minimax on the engine finds."""

from __future__ import annotations

import itertools
import random
import time
from collections import Counter
from dataclasses import replace

import pytest

from dominoes_qt.ai import endgame, master, match_value
from dominoes_qt.ai.knowledge import Deal, Knowledge
from dominoes_qt.ai.plays import candidates
from dominoes_qt.ai.sampler import Sampler, _odds
from dominoes_qt.ai.settings import MASTER
from dominoes_qt.engine import FULL_SET, Match, Move, Passed, Played, SeatView, Tile
from dominoes_qt.engine.record import RecordError
from tests.ai.positions import public, random_positions, same_position_other_deal
from tests.ai.test_master import _play_likelihood


def _late(variant: str, players: int, seed: int, count: int, most_tiles: int,
          most_boneyard: int = 0) -> list[tuple[Match, SeatView]]:
    """Positions with a choice where at most ``most_tiles`` tiles are still out of the
    line of play (the viewer's and the hidden ones), and whose own deal the test helper
    replays to the same view."""
    found = []
    for match, view in random_positions(variant, players, seed=seed, count=3000):
        left = len(view.hand) + len(view.unseen)
        if (left <= most_tiles and view.boneyard_count <= most_boneyard
                and len(candidates(view)[0]) > 1 and _replays(match, view)):
            found.append((match.copy(), view))  # the generator plays on with it
            if len(found) == count:
                break
    assert len(found) == count
    return found


def _replays(match: Match, view: SeatView) -> bool:
    round_ = match.current
    assert round_ is not None
    true = Deal(tuple(map(tuple, round_.hands)), round_.deck[round_.drawn:])
    try:
        other = same_position_other_deal(match, true, Knowledge(view))
    except RecordError:
        return False
    return public(other.view_for(view.seat)) == public(view)


def _brute_hands(view: SeatView) -> dict[tuple[tuple[Tile, ...], ...], float]:
    """Seven Rocks: every way to hand the unseen tiles to the other seats that keeps each
    shown void (a seat's hand when it passed was its hand now and what it laid later),
    with the likelihood of the seats' plays under the sampler's model of a player."""
    seats = [s for s in range(4) if s != view.seat]
    unseen = sorted(view.unseen)
    voids = {s: [(set(e.open_values), [x.move.tile for x in view.history[i:]
                                       if isinstance(x, Played) and x.seat == s])
                 for i, e in enumerate(view.history)
                 if isinstance(e, Passed) and e.seat == s] for s in seats}
    sizes = [view.hand_counts[s] for s in seats]
    found = {}
    for a in itertools.combinations(unseen, sizes[0]):
        rest = [t for t in unseen if t not in a]
        for b in itertools.combinations(rest, sizes[1]):
            c = tuple(t for t in rest if t not in b)
            hands = dict(zip(seats, (a, b, c), strict=True))
            if any(t.a in open_ or t.b in open_ for s in seats for open_, laid in voids[s]
                   for t in (*hands[s], *laid)):
                continue
            key = tuple(tuple(sorted(hands[s])) for s in seats)
            found[key] = _play_likelihood(view, hands)
    return found


def test_seven_rocks_deals_are_every_allowed_deal_with_the_posterior_weight():
    for _, view in _late("seven-rocks", 4, seed=71, count=4, most_tiles=12):
        # The brute force weighs by the fixed model of a player (_play_likelihood).
        listed = endgame.deals(view, sampler=Sampler(Knowledge(view), odds=_odds))
        assert listed is not None
        seats = [s for s in range(4) if s != view.seat]
        mine = {tuple(tuple(sorted(deal.hands[s])) for s in seats): w for deal, w in listed}
        assert len(mine) == len(listed)
        brute = _brute_hands(view)
        assert set(mine) == set(brute)
        # The same weights up to one factor for the whole view.
        ratio = [mine[k] / brute[k] for k in brute]
        assert max(ratio) == pytest.approx(min(ratio), rel=1e-9)


def test_deals_with_a_boneyard_replay_to_the_same_view():
    rng = random.Random(3)
    for match, view in _late("five-up-61", 2, seed=72, count=4, most_tiles=10,
                             most_boneyard=3):
        listed = endgame.deals(view)
        assert listed is not None
        keys = {(deal.hands, deal.boneyard) for deal, _ in listed}
        assert len(keys) == len(listed)
        # Every boneyard order of a hand assignment is a deal of its own.
        orders = Counter(deal.hands for deal, _ in listed)
        factorial = 1
        for k in range(2, view.boneyard_count + 1):
            factorial *= k
        assert set(orders.values()) == {factorial}
        knowledge = Knowledge(view)
        for deal, _ in rng.sample(listed, min(6, len(listed))):
            other = same_position_other_deal(match, deal, knowledge)
            assert public(other.view_for(view.seat)) == public(view)


def test_too_many_deals_give_no_list():
    _, view = next((m, v) for m, v in random_positions("seven-rocks", 4, seed=73, count=50)
                   if len(v.unseen) >= 15)
    assert endgame.deals(view, limit=500) is None


def _minimax(match: Match, side: int) -> float:
    """The engine's own round, searched to its end without pruning or memory."""
    if match.winner is not None:
        return 1.0 if match.winner == side else 0.0
    round_ = match.current
    assert round_ is not None
    if round_.end is not None:
        scores = match.scores
        other = max(s for i, s in enumerate(scores) if i != side)
        return match_value.chance(match.rules, match.num_players, scores[side], other)
    values = []
    for action in match.legal_actions():
        child = match.copy()
        child.apply(action)
        values.append(_minimax(child, side))
    mover = match.seating.side_of(round_.to_move)
    return max(values) if mover == side else min(values)


@pytest.mark.parametrize(("variant", "players", "tiles", "boneyard", "seed"),
                         [("seven-rocks", 4, 8, 0, 74), ("five-up-61", 2, 8, 2, 74),
                          ("five-up-61", 2, 9, 3, 91)])
def test_each_candidate_is_worth_what_plain_minimax_finds(variant, players, tiles,
                                                          boneyard, seed):
    # Seed 91 holds a position whose deals meet the same later positions in the shared
    # table under narrower windows (where a cut against a stored bound once passed for
    # an exact value).
    for match, view in _late(variant, players, seed=seed, count=3, most_tiles=tiles,
                             most_boneyard=boneyard):
        solution = endgame.solve(view)
        assert solution is not None
        listed = endgame.deals(view)
        assert listed is not None
        assert len(listed) == solution.deals
        knowledge = Knowledge(view)
        expected = dict.fromkeys(solution.values, 0.0)
        total = 0.0
        for deal, weight in listed:
            other = same_position_other_deal(match, deal, knowledge)
            for move in expected:
                child = other.copy()
                child.apply(move)
                expected[move] += weight * _minimax(child, view.side)
            total += weight
        for move, value in solution.values.items():
            assert value == pytest.approx(expected[move] / total, abs=1e-9)
        assert solution.values[solution.move] == max(solution.values.values())


def test_a_search_too_large_for_its_allowance_gives_up():
    _, view = _late("seven-rocks", 4, seed=75, count=1, most_tiles=9)[0]
    assert endgame.solve(view, max_nodes=5) is None
    assert endgame.solve(view) is not None


def test_a_search_past_its_deadline_gives_up():
    # On a loaded machine the allowance of positions could take seconds: the clock
    # stops both searches too.
    _, view = _late("seven-rocks", 4, seed=75, count=1, most_tiles=9)[0]
    past = time.perf_counter() - 1.0
    assert endgame.solve(view, deadline=past) is None
    assert endgame.solve_joint(view, deadline=past) is None
    assert endgame.attempt(view, None, 900.0, deadline=past) is None
    assert endgame.solve(view, deadline=time.perf_counter() + 3600.0) == endgame.solve(view)


def test_hidden_tiles_never_change_the_exact_answer():
    rng = random.Random(6)
    for match, view in _late("seven-rocks", 4, seed=76, count=3, most_tiles=10):
        expected = endgame.solve(view)
        assert expected is not None
        knowledge = Knowledge(view)
        for _ in range(2):
            other = same_position_other_deal(match, Sampler(knowledge).sample(rng)[0],
                                             knowledge)
            assert endgame.solve(other.view_for(view.seat)) == expected


def test_the_master_plays_the_exact_answer_when_it_fits_its_budget():
    for _, view in _late("seven-rocks", 4, seed=77, count=3, most_tiles=9):
        solution = endgame.attempt(view, 500, None)
        assert solution is not None
        assert master.search(view, 1, 500) == (solution.move, solution.values)


def _leaf(match: Match, side: int) -> float | None:
    """The match value at the end of the round, or None while it is in play."""
    round_ = match.current
    assert round_ is not None
    if match.winner is None and round_.end is None:
        return None
    return _minimax(match, side)


def _replayed(match: Match, view: SeatView, move: Move,
              choices: dict[tuple[object, ...], tuple[Tile, int]]) -> float:
    """The engine's round from ``match`` after ``move``, every seat choosing what the
    joint search chose for what that seat could see (the plays since the root and its own
    tiles): its value for the viewer's side."""
    moves, plays = candidates(view)
    path: tuple[object, ...] = ((view.seat, plays[moves.index(move)]),)
    match = match.copy()
    match.apply(move)
    while (value := _leaf(match, view.side)) is None:
        round_ = match.current
        assert round_ is not None
        seat = round_.to_move
        actions = match.legal_actions()
        if not any(isinstance(a, Move) for a in actions):
            assert len(actions) == 1
            match.apply(actions[0])
            continue
        seen = match.view_for(seat)
        moves, options = candidates(seen)
        own = (sum(1 << FULL_SET.index(t) for t in seen.hand), seen.forced)
        chosen = choices[(path, seat, own)]
        match.apply(moves[options.index(chosen)])
        path = (*path, (seat, chosen))
    return value


@pytest.mark.parametrize(("variant", "players", "tiles", "boneyard", "seed"),
                         [("seven-rocks", 4, 9, 0, 81), ("five-up-61", 2, 8, 2, 82)])
def test_joint_values_are_what_its_honest_choices_bring_on_the_engine(
        variant, players, tiles, boneyard, seed):
    differs = 0
    for match, view in _late(variant, players, seed=seed, count=3, most_tiles=tiles,
                             most_boneyard=boneyard):
        search = endgame.Joint(view.side, [])
        search.choices = {}
        solution = endgame.solve_joint(view, search=search)
        assert solution is not None
        listed = endgame.deals(view)
        assert listed is not None
        knowledge = Knowledge(view)
        for move, value in solution.values.items():
            total = expected = 0.0
            for deal, weight in listed:
                other = same_position_other_deal(match, deal, knowledge)
                expected += weight * _replayed(other, view, move, search.choices)
                total += weight
            assert value == pytest.approx(expected / total, abs=1e-9)
        assert solution.values[solution.move] == max(solution.values.values())
        open_ = endgame.solve(view)
        assert open_ is not None
        differs += open_.values != solution.values
    if variant == "seven-rocks":
        # Open hands flatter a partnership: no seat really sees where the tiles are.
        assert differs


def test_joint_is_plain_minimax_when_the_view_leaves_one_deal():
    for match, view in _late("five-up-61", 2, seed=83, count=3, most_tiles=8):
        listed = endgame.deals(view)
        assert listed is not None
        # With the boneyard empty the other hand is known (some slots' orders differ).
        assert len({tuple(map(frozenset, d.hands)) for d, _ in listed}) == 1
        joint = endgame.solve_joint(view)
        assert joint is not None
        other = same_position_other_deal(match, listed[0][0], Knowledge(view))
        for move, value in joint.values.items():
            child = other.copy()
            child.apply(move)
            assert value == pytest.approx(_minimax(child, view.side), abs=1e-9)


def test_hidden_tiles_never_change_the_joint_answer():
    rng = random.Random(8)
    for match, view in _late("seven-rocks", 4, seed=84, count=3, most_tiles=10):
        expected = endgame.solve_joint(view)
        assert expected is not None
        knowledge = Knowledge(view)
        for _ in range(2):
            other = same_position_other_deal(match, Sampler(knowledge).sample(rng)[0],
                                             knowledge)
            assert endgame.solve_joint(other.view_for(view.seat)) == expected


def test_the_master_tries_the_joint_search_first_and_open_hands_only_when_told(
        monkeypatch):
    for _, view in _late("seven-rocks", 4, seed=85, count=3, most_tiles=9):
        joint = endgame.solve_joint(view, max_nodes=endgame.allowance(500, None))
        opened = endgame.solve(view, max_nodes=endgame.allowance(500, None))
        assert opened is not None
        assert endgame.attempt(view, 500, None) == (joint or opened)
        open_only = replace(MASTER, joint_endgames=False)
        assert endgame.attempt(view, 500, None, open_only) == opened
    assert endgame.solve_joint(view, max_nodes=5) is None
    # Where the open search does not fit the allowance, the joint one is not tried.
    _, big = next((m, v) for m, v in random_positions("seven-rocks", 4, seed=86, count=400)
                  if len(v.unseen) == endgame.MAX_UNSEEN
                  and endgame.solve(v, max_nodes=endgame.allowance(20, None)) is None)
    monkeypatch.setattr(endgame, "solve_joint", None)
    assert endgame.attempt(big, 20, None) is None


def test_against_a_clock_the_joint_search_gets_what_the_open_one_left(monkeypatch):
    _, view = _late("seven-rocks", 4, seed=85, count=1, most_tiles=9)[0]
    given: list[int] = []

    def joint(view: SeatView, max_deals: int, max_nodes: int, search: object,
              sampler: object, deadline: float | None) -> None:
        given.append(max_nodes)

    monkeypatch.setattr(endgame, "solve_joint", joint)
    opened = endgame.solve(view, max_nodes=endgame.allowance(None, 900.0))
    assert opened is not None
    assert endgame.attempt(view, None, 900.0) == opened
    assert endgame.attempt(view, 500, None) == opened
    assert given == [endgame.allowance(None, 900.0) - opened.nodes,
                     endgame.allowance(500, None)]
