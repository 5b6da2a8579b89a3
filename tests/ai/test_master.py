"""The master's deal sampler, match value and search."""

from __future__ import annotations

import itertools
import random
import time
from collections import Counter, defaultdict
from dataclasses import replace

import pytest

from dominoes_qt.ai import make_player, master, match_value
from dominoes_qt.ai.knowledge import Deal, Knowledge
from dominoes_qt.ai.plays import candidates, value_of
from dominoes_qt.ai.rollout import Rollout
from dominoes_qt.ai.sampler import Sampler, _odds
from dominoes_qt.ai.settings import MASTER
from dominoes_qt.ai.skilled import assess
from dominoes_qt.engine import (
    FULL_SET,
    Board,
    End,
    Match,
    Move,
    Passed,
    Played,
    SeatView,
    Tile,
    tile,
)
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from tests.ai.positions import (
    CONFIGS,
    denial_position,
    public,
    random_positions,
    same_position_other_deal,
)


def _exact_posterior(view: SeatView) -> dict[tuple[int, Tile], float]:
    """Seven Rocks: the chance of each (seat, tile) over every deal the history allows.

    Worked out from the rules alone: all tiles are dealt, so a seat's hand when it passed
    was its hand now plus the tiles it laid later, and that hand lacked the open numbers.
    Every deal of the unseen tiles that meets this was equally likely.
    """
    seats = [s for s in range(4) if s != view.seat]
    unseen = sorted(view.unseen)
    voids = {s: [(set(e.open_values), [x.move.tile for x in view.history[i:]
                                       if isinstance(x, Played) and x.seat == s])
                 for i, e in enumerate(view.history)
                 if isinstance(e, Passed) and e.seat == s] for s in seats}
    counts: Counter[tuple[int, Tile]] = Counter()
    total = 0
    sizes = [view.hand_counts[s] for s in seats]
    first = sizes[0]
    for a in itertools.combinations(unseen, first):
        rest = [t for t in unseen if t not in a]
        for b in itertools.combinations(rest, sizes[1]):
            c = tuple(t for t in rest if t not in b)
            hands = dict(zip(seats, (a, b, c), strict=True))
            if all(not any(t.a in open_ or t.b in open_ for t in (*hands[s], *laid))
                   for s in seats for open_, laid in voids[s]):
                total += 1
                for s in seats:
                    for t in hands[s]:
                        counts[(s, t)] += 1
    return {key: n / total for key, n in counts.items()}


def _small_positions_with_passes(count: int) -> list[SeatView]:
    found = []
    for _, view in random_positions("seven-rocks", 4, seed=61, count=400):
        hidden = sum(view.hand_counts) - len(view.hand)
        passes = {e.seat for e in view.history if isinstance(e, Passed)} - {view.seat}
        if 6 <= hidden <= 11 and passes:
            found.append(view)
            if len(found) == count:
                break
    assert len(found) == count
    return found


def test_sampler_tile_chances_match_the_exact_posterior():
    for view in _small_positions_with_passes(3):
        exact = _exact_posterior(view)
        sampler = Sampler(Knowledge(view), evidence=False)
        rng = random.Random(3)
        draws = 12000
        seen: Counter[tuple[int, Tile]] = Counter()
        for _ in range(draws):
            deal, _ = sampler.sample(rng)
            for seat, hand in enumerate(deal.hands):
                if seat != view.seat:
                    for t in hand:
                        seen[(seat, t)] += 1
        keys = set(exact) | set(seen)
        worst = max(abs(seen[k] / draws - exact.get(k, 0.0)) for k in keys)
        assert worst < 0.02, worst


@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_sampled_deals_replay_to_the_same_view(variant, players):
    rng = random.Random(8)
    for match, view in random_positions(variant, players, seed=43, count=12):
        knowledge = Knowledge(view)
        sampler = Sampler(knowledge)
        for _ in range(3):
            deal, tiles = sampler.sample(rng)
            assert sampler.weight(tiles) > 0.0
            other = same_position_other_deal(match, deal, knowledge)
            assert public(other.view_for(view.seat)) == public(view)


def test_the_walk_stands_in_when_throwing_away_keeps_failing(monkeypatch):
    monkeypatch.setattr("dominoes_qt.ai.sampler.REJECTION_TRIES", 0)
    rng = random.Random(1)
    for match, view in random_positions("five-up-61", 3, seed=44, count=8):
        knowledge = Knowledge(view)
        deal, _ = Sampler(knowledge).sample(rng)
        assert isinstance(deal, Deal)
        other = same_position_other_deal(match, deal, knowledge)
        assert public(other.view_for(view.seat)) == public(view)


@pytest.mark.parametrize(("rules", "players"), [(FIVE_UP, 2), (FIVE_UP, 4), (SEVEN_ROCKS, 4)])
def test_match_value_table_is_sane(rules, players):
    w = match_value.table(rules, players)
    steps = len(w)
    assert steps == (rules.target + 4) // 5
    assert all(0.0 <= x <= 1.0 for row in w for x in row)
    # Far from an exact target (and everywhere with reach-or-exceed), more is better.
    near = steps if not rules.draws else steps - 12
    for b in range(steps):
        for a in range(1, near):
            assert w[a][b] >= w[a - 1][b] - 1e-12
    # Equal scores: an even chance with the move decided by a coin.
    assert match_value.chance(rules, players, 100, 100) == pytest.approx(0.5)
    assert match_value.chance(rules, players, rules.target - 5, 0) > 0.9
    assert match_value.chance(rules, players, 0, rules.target - 5) < 0.1
    # Who moves first: either way, and a coin between the two, at every pair of scores.
    step = match_value.race(rules, players).step
    for mine in range(0, rules.target, step):
        for theirs in range(0, rules.target, step):
            first = match_value.chance(rules, players, mine, theirs, True)
            second = match_value.chance(rules, players, mine, theirs, False)
            even = match_value.chance(rules, players, mine, theirs)
            assert even == pytest.approx((first + second) / 2, abs=1e-9)
    # Level near the target, the side to move first has the first chance to finish.
    near = rules.target - 2 * step
    assert match_value.chance(rules, players, near, near, True) > 0.5


def test_a_finished_match_is_worth_all_or_nothing():
    for _, view in random_positions("five-up-61", 2, seed=3, count=1):
        sim = Rollout(view.rules, view.seating, view.board, [view.hand, ()], (),
                      view.to_move, view.starter, view.scores)
        sim.winner = view.side
        assert value_of(sim, view.side) == 1.0
        assert value_of(sim, 1 - view.side) == 0.0


def _after_a_lead_of_2_6(mine: list[Tile], theirs: list[Tile]) -> Rollout:
    """Five Up, two players: seat 1 led [2|6] from five tiles; seat 0, to move, holds the
    three tiles ``mine`` and seat 1 the four ``theirs`` (a rollout of that deal with
    nothing left to draw; the two tiles seat 0 was dealt beside them are left out)."""
    lead = tile(2, 6)
    rest = [t for t in FULL_SET if t not in mine and t not in theirs and t != lead]
    match = Match(FIVE_UP, 2, rng=random.Random(0))
    match.deal_round(starter=1, hands=[mine + rest[:2], [*theirs, lead]],
                     boneyard=rest[2:])
    match.apply(Move(lead))
    view = match.view_for(0)
    return Rollout(view.rules, view.seating, view.board, [mine, theirs], (), 0, 1,
                   view.scores)


def test_the_settings_reach_the_watchful_rollout_seat():
    """The reply a watchful seat minds is weighed by the settings' ``threat_weight``: on a
    position where the next seat's answer decides, minding it changes the play (after a
    lead of [2|6], seat 0 holds [4|4], [1|6] and [4|6]; [4|6] on the 6 leaves 2 and 4,
    where the next seat's [3|4] or [1|2] answers with 5, and [1|6] leaves nothing that
    scores)."""
    sim = _after_a_lead_of_2_6([tile(4, 4), tile(1, 6), tile(4, 6)],
                               [tile(0, 2), tile(1, 2), tile(0, 1), tile(3, 4)])
    assert master.watchful(sim, MASTER.threat_weight)[0] == tile(1, 6)
    assert master.watchful(sim, 0.0)[0] == tile(4, 6)


def test_settings_reach_the_pool_and_change_the_search():
    """Settings go to the worker processes with the work: the pool answers as a search
    here does with the same settings, and some position answers otherwise than with the
    master's own."""
    wild = replace(MASTER, explore=1.0, watchful_plies=0, endgames=False)
    views = [v for _, v in random_positions("five-up-61", 2, seed=17, count=8)
             if len(candidates(v)[0]) > 1][:3]
    differ = False
    for view in views:
        here = master.search(view, 5, 200, settings=wild)
        assert master.search(view, 5, 200, parallel=True, settings=wild) == here
        differ = differ or here[1] != master.search(view, 5, 200)[1]
    assert differ


def test_without_evidence_the_master_weighs_deals_only_by_draws():
    """``evidence`` off (a measurement setting) leaves the others' plays out of the
    weights of the master's deals (draws still count)."""
    _, view = next(v for v in random_positions("five-up-61", 2, seed=7, count=40)
                   if Sampler(Knowledge(v[1])).evidence)
    key = master.position_key(view)
    assert master._prepared(view, key, False)[0].evidence == []
    assert master._prepared(view, key, True)[0].evidence


def test_every_legal_play_is_a_candidate():
    for _, view in random_positions("seven-rocks", 4, seed=9, count=10):
        moves, plays = candidates(view)
        legal = view.legal_actions()
        assert set(moves) <= set(legal)
        # Only plays with identical futures (same tile, same kind of place) are merged.
        assert {m.tile for m in moves} == {m.tile for m in legal if isinstance(m, Move)}
        assert len(set(plays)) == len(plays)


def test_the_pool_gives_the_same_answer_as_working_here():
    views = [v for _, v in random_positions("five-up-61", 2, seed=17, count=6)
             if len(candidates(v)[0]) > 1][:2]
    for view in views:
        here = master.search(view, 5, 200)
        pooled = master.search(view, 5, 200, parallel=True)
        assert here == pooled


def test_a_timed_search_never_waits_past_its_clock_for_the_pool():
    view = next(v for _, v in random_positions("five-up-61", 2, seed=8, count=40)
                if len(candidates(v)[0]) > 2 and v.board.is_empty)
    master.warm(view.rules, 2)
    while not master.ready():
        time.sleep(0.02)
    before = master.Work(**vars(master.WORK))
    # No chunk can be back at once: the skilled judgement's play, not a late answer.
    move, _ = master.search(view, 5, None, 0.0, parallel=True)
    assert master.WORK.since(before) == master.Work()
    assert move == assess(view)[0].move


def _play_likelihood(view: SeatView, hands: dict[int, tuple[Tile, ...]]) -> float:
    """Seven Rocks: how likely the other seats' plays were under the sampler's model of a
    player, if they hold ``hands`` now (a hand then = the hand now + the tiles laid since)."""
    board = Board(view.rules.spinners)
    points = view.rules.points_by_end_sum
    likelihood = 1.0
    for i, entry in enumerate(view.history):
        if isinstance(entry, Played):
            if entry.seat in hands:
                held = [*hands[entry.seat],
                        *(e.move.tile for e in view.history[i:]
                          if isinstance(e, Played) and e.seat == entry.seat)]
                total = sum(_odds(points, board, t) for t in held)
                likelihood *= _odds(points, board, entry.move.tile) / total
            board.place(entry.move)
    return likelihood


def test_weighted_deals_match_the_posterior_given_the_plays():
    """Weighted by the opponents' plays, the sampled chances are the exact posterior's."""
    view = _small_positions_with_passes(1)[0]
    seats = [s for s in range(4) if s != view.seat]
    unseen = sorted(view.unseen)
    voids = {s: [(set(e.open_values), [x.move.tile for x in view.history[i:]
                                       if isinstance(x, Played) and x.seat == s])
                 for i, e in enumerate(view.history)
                 if isinstance(e, Passed) and e.seat == s] for s in seats}
    exact: defaultdict[tuple[int, Tile], float] = defaultdict(float)
    total = 0.0
    sizes = [view.hand_counts[s] for s in seats]
    for a in itertools.combinations(unseen, sizes[0]):
        rest = [t for t in unseen if t not in a]
        for b in itertools.combinations(rest, sizes[1]):
            hands = dict(zip(seats, (a, b, tuple(t for t in rest if t not in b)),
                             strict=True))
            if any(t.a in open_ or t.b in open_ for s in seats for open_, laid in voids[s]
                   for t in (*hands[s], *laid)):
                continue
            w = _play_likelihood(view, hands)
            total += w
            for s in seats:
                for t in hands[s]:
                    exact[(s, t)] += w
    # The fixed model of a player, which _play_likelihood follows (the fitted one's weights
    # are held equal to its model in tests/ai/test_judged_model.py).
    sampler = Sampler(Knowledge(view), odds=_odds)
    assert sampler.evidence
    rng = random.Random(5)
    seen: defaultdict[tuple[int, Tile], float] = defaultdict(float)
    weights = 0.0
    for _ in range(20000):
        deal, tiles = sampler.sample(rng)
        w = sampler.weight(tiles)
        weights += w
        for s in seats:
            for t in deal.hands[s]:
                seen[(s, t)] += w
    worst = max(abs(seen[k] / weights - exact[k] / total) for k in set(exact) | set(seen))
    assert worst < 0.02, worst


def _sure_ten(my_score: int, their_score: int) -> SeatView:
    """Five Up, two players: seat 1 led [3|6]; [3|4] on the 3 scores 10, [0|6] on the 6
    scores nothing, and the other tiles do not fit."""
    mine = [tile(3, 4), tile(0, 6), tile(0, 1), tile(1, 2), tile(2, 2)]
    theirs = [tile(3, 6), tile(5, 5), tile(4, 4), tile(1, 1), tile(0, 2)]
    rest = [t for t in FULL_SET if t not in mine and t not in theirs]
    match = Match(FIVE_UP, 2, rng=random.Random(0))
    match.deal_round(starter=1, hands=[mine, theirs], boneyard=rest)
    match.apply(Move(tile(3, 6)))
    match.scores[0] = my_score
    match.scores[1] = their_score
    return match.view_for(0)


@pytest.mark.parametrize(("mine", "theirs"), [(0, 0), (100, 150), (200, 100)])
def test_a_sure_ten_is_taken_with_the_normal_budget(mine, theirs):
    view = _sure_ten(mine, theirs)
    assert {m.tile for m in candidates(view)[0]} == {tile(3, 4), tile(0, 6)}
    for seed in range(4):
        player = make_player("master", seed=seed)
        assert player.choose(view) == Move(tile(3, 4), tile(3, 6), End.LOW)


def test_the_second_half_goes_to_the_close_calls_only(monkeypatch):
    rolled: list[tuple[int, ...] | None] = []
    real = master.chunk

    def spy(view, key, seed, number, deals, subset=None, settings=MASTER):
        rolled.append(subset)
        return real(view, key, seed, number, deals, subset, settings)

    monkeypatch.setattr(master, "chunk", spy)
    # The rollout search is measured here, not a late position solved without it.
    rollouts_only = replace(MASTER, endgames=False)
    for _, view in random_positions("five-up-61", 2, seed=23, count=8):
        moves, _ = candidates(view)
        if len(moves) < 3:
            continue
        rolled.clear()
        budget = 60 * len(moves)
        master.search(view, 1, budget, settings=rollouts_only)
        everyone = tuple(range(len(moves)))
        # Every play is tried first; the rest of the work never exceeds the budget.
        assert rolled[0] == everyone
        assert sum(len(s or everyone) for s in rolled) * master.CHUNK_DEALS <= budget + \
            master.FIRST_CHUNKS * master.CHUNK_DEALS * len(moves)
        later = [s for s in rolled if s != everyone]
        assert all(s is not None and 1 < len(s) <= master.MAX_CONTENDERS for s in later)


def test_a_watchful_rollout_seat_does_not_leave_the_next_seat_a_ten():
    """The next seat holds [1|6]; [3|4] on the 3 of [1|3] takes 5 but leaves 1 and 4,
    where [1|6] makes 10; [0|1] on the 1 leaves nothing to score."""
    view = denial_position(0)
    hands = [list(view.hand), [tile(1, 6), tile(2, 2), tile(0, 4), tile(6, 6)]]
    sim = Rollout(view.rules, view.seating, view.board, hands, (), view.to_move,
                  view.starter, view.scores)
    assert sim.choose(random.Random(0), 0.0)[0] == tile(3, 4)
    assert master.watchful(sim)[0] != tile(3, 4)


def test_close_calls_keep_the_plays_the_leader_does_not_clearly_beat():
    def totals(*values: float) -> master.Totals:
        return master.Totals(values, (1.0,) * len(values))

    # Play 0 beats play 2 on every chunk by the same margin; play 1 only now and then.
    results = [totals(0.6, 0.7, 0.1), totals(0.6, 0.5, 0.1), totals(0.6, 0.58, 0.1),
               totals(0.6, 0.61, 0.1)]
    assert master._contenders(results, (0, 1, 2), 1) == (0, 1)
    clear = [totals(0.6, 0.2, 0.1), totals(0.7, 0.3, 0.2), totals(0.5, 0.1, 0.0)]
    assert master._contenders(clear, (0, 1, 2), 1) == (0,)
    # With a clock the runner-up still meets the leader.
    assert master._contenders(clear, (0, 1, 2), 2) == (0, 1)
