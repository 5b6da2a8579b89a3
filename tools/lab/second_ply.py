"""A master that looks one of its own plays further, chosen honestly (measurement only).

The master's rollouts play its own next tile by the watchful judgement on each sampled
deal, so in every deal it "knows" the hand the next seat holds there: the rollouts fuse
strategies that no honest player could follow. This search keeps the master's deals and
rollouts and takes that fault out of the master's own next decision:

- every candidate is laid on every deal, and the other seats answer it as in the
  master's rollouts (each by the watchful judgement, on its own hand in that deal: they
  know their tiles) until the master is to move again or the round ends;
- there every play of the master is rolled out, with the same random choices for all of
  them on the same deal (common random numbers, as the master does);
- deals in which the master would see the same thing then (the same candidate, the same
  replies by the same seats, the same hand counts and boneyard, the same tiles of its
  own) form one information set, and the master's next play is one play for all of them:
  the best by their weighted mean;
- a candidate's value is the weighted mean, over the deals, of what that one play brings.

A play chosen by a mean and valued by the same deals would look better than it is, more
so where a candidate leads to many choices. So each deal's next play is chosen by the
other deals of its set (leave one out); a deal alone in its set takes the watchful
judgement's play, as the master's rollouts would.

Before any of this the master's exact endgames are tried, as the master does. The budget
is a rollout count, so a seed and count always give the same choice. The search sees only
the view (the deals come from the master's sampler).
"""

from __future__ import annotations

import random

from dominoes_qt.ai import endgame
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.master import run, watchful
from dominoes_qt.ai.plays import candidates, value_of
from dominoes_qt.ai.rollout import Play, Rollout
from dominoes_qt.ai.sampler import Sampler
from dominoes_qt.engine import Move, SeatView, Tile

Key = tuple[int, tuple[tuple[int, Tile, int], ...], tuple[int, ...], int,
            tuple[Tile, ...], Tile | None]
"""What the master sees at its next turn: the candidate, the other seats' plays
(seat, tile, place code), the hand counts, the boneyard's size, its hand, a forced tile."""


Answer = tuple[Move, dict[Move, float]]
"""A search's choice and each candidate's value."""


def opening(view: SeatView, iterations: int) -> tuple[list[Move], list[Play], Answer | None]:
    """The candidates, and the answer when no search is needed: one play only, or an exact
    endgame within the allowance of ``iterations`` rollouts (both searches start so)."""
    moves, plays = candidates(view)
    if len(moves) == 1:
        return moves, plays, (moves[0], {moves[0]: 0.0})
    solved = endgame.attempt(view, iterations, None)
    if solved is not None:
        return moves, plays, (solved.move, solved.values)
    return moves, plays, None


def _reply_until_mine(sim: Rollout, me: int) -> list[tuple[int, Tile, int]]:
    """The other seats' plays (watchful, on their hands of this deal) until ``me`` is to
    move with a play, or the round ends; the plays made."""
    made: list[tuple[int, Tile, int]] = []
    sim.advance()
    while not sim.ended and sim.to_move != me:
        tile, code = watchful(sim)
        made.append((sim.to_move, tile, code))
        sim.play(tile, code)
        sim.advance()
    return made


def search(view: SeatView, seed: int, iterations: int,
           leave_out: bool = True) -> Answer:
    """The best play for ``view`` and each candidate's value, spending about
    ``iterations`` rollouts (at least one deal). Without ``leave_out`` each deal's next
    play is chosen by all the deals of its set, itself included (measurement only)."""
    moves, plays, answer = opening(view, iterations)
    if answer is not None:
        return answer
    sampler = Sampler(Knowledge(view))
    rng = random.Random(f"{seed}|second-ply")
    me = view.seat
    side = view.side
    # Per deal: its weight, and per candidate either a settled value (the round ended
    # before the master's next turn) or the key of its information set with the value
    # of each next play and the watchful judgement's play.
    weights: list[float] = []
    settled: list[list[float | None]] = []
    branches: list[list[tuple[Key, dict[Play, float], Play] | None]] = []
    spent = 0
    while spent < iterations or not weights:
        deal, tiles = sampler.sample(rng)
        w = sampler.weight(tiles)
        fate = rng.getrandbits(64)
        if w <= 0.0:
            # Such a deal cannot be; it still counts against the budget so that a view
            # whose deals all weigh nothing ends.
            spent += len(plays)
            continue
        base = Rollout(view.rules, view.seating, view.board, deal.hands, deal.boneyard,
                       view.to_move, view.starter, view.scores, view.forced)
        row_settled: list[float | None] = []
        row_branches: list[tuple[Key, dict[Play, float], Play] | None] = []
        for i, play in enumerate(plays):
            sim = base.copy()
            sim.play(*play)
            made = [] if sim.ended else _reply_until_mine(sim, me)
            if sim.ended:
                row_settled.append(value_of(sim, side))
                row_branches.append(None)
                spent += 1
                continue
            key: Key = (i, tuple(made), tuple(len(h) for h in sim.hands), len(sim.deck),
                        tuple(sorted(sim.hands[me])), sim.forced)
            options = sorted(set(sim.plays()))
            values: dict[Play, float] = {}
            for option in options:
                later = sim.copy()
                later.play(*option)
                if not later.ended:
                    run(later, random.Random(fate))
                values[option] = value_of(later, side)
            spent += len(options)
            row_settled.append(None)
            row_branches.append((key, values, watchful(sim)))
        weights.append(w)
        settled.append(row_settled)
        branches.append(row_branches)
    # Each information set's weighted sums per next play.
    sums: dict[Key, tuple[float, dict[Play, float]]] = {}
    for d, row in enumerate(branches):
        for branch in row:
            if branch is None:
                continue
            key, values, _ = branch
            total, by_play = sums.get(key, (0.0, {}))
            for option, v in values.items():
                by_play[option] = by_play.get(option, 0.0) + weights[d] * v
            sums[key] = (total + weights[d], by_play)
    means = [0.0] * len(plays)
    weight_sum = sum(weights)
    for d, row in enumerate(branches):
        w = weights[d]
        for i, branch in enumerate(row):
            value = settled[d][i]
            if branch is not None:
                key, values, judged = branch
                total, by_play = sums[key]
                own = w if leave_out else 0.0
                rest = total - own
                if rest <= 0.0:
                    value = values[judged]
                else:
                    # Ties go to the first play in a fixed order.
                    chosen = max(sorted(values),
                                 key=lambda o: (by_play[o] - own * values[o]) / rest)
                    value = values[chosen]
            assert value is not None
            means[i] += w * value
    means = [m / weight_sum for m in means]
    best = max(range(len(plays)), key=lambda i: (means[i], -i))
    return moves[best], {moves[i]: means[i] for i in range(len(plays))}
