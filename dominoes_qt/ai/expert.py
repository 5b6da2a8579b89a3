"""The expert: determinized Monte Carlo over deals the seat's view allows.

Each iteration deals the hidden tiles one way the history permits (see
:mod:`dominoes_qt.ai.knowledge`), then plays every candidate move on that same deal and
the round out with the cheap skilled policy. The move with the best mean outcome wins.
Sharing deals between candidates compares them on equal luck.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.playout import Playout
from dominoes_qt.ai.skilled import Assessment, assess, rollout_policy
from dominoes_qt.engine import Move, SeatView

MAX_CANDIDATES = 6
"""The skilled judgement's best few plays are searched; the rest are left out."""
PRIOR_WEIGHT = 0.002
"""How much the skilled judgement tips close calls (in rollout value per raw point)."""


def outcome(playout: Playout, side: int) -> float:
    """The worth of a finished rollout for ``side``: a match win is +-1, else the lead."""
    if playout.winner is not None:
        return 1.0 if playout.winner == side else -1.0
    scores = playout.scores
    best_other = max(s for i, s in enumerate(scores) if i != side)
    return (scores[side] - best_other) / playout.rules.target


def search(
    view: SeatView,
    rng: random.Random,
    iterations: int,
    milliseconds: float | None = None,
    assessments: Sequence[Assessment] | None = None,
) -> tuple[Move, dict[Move, float]]:
    """The best play for ``view`` and each candidate's mean rollout value.

    ``iterations`` counts rollouts (one per candidate per sampled deal). A time limit,
    if given, stops early; without one the answer depends only on the view and ``rng``.
    """
    knowledge = Knowledge(view)
    judged = list(assessments) if assessments is not None else assess(view, knowledge)
    # A play whose points the exact target would reject is never searched while another
    # play exists (the sort puts those last).
    usable = [a for a in judged if a.accepted] or judged
    candidates = usable[:MAX_CANDIDATES]
    if len(candidates) == 1:
        return candidates[0].move, {candidates[0].move: 0.0}
    # A play that wins the match now needs no search.
    if candidates[0].wins:
        return candidates[0].move, {candidates[0].move: 1.0}
    side = view.side
    totals = [0.0] * len(candidates)
    deals = max(1, iterations // len(candidates))
    deadline = None if milliseconds is None else time.perf_counter() + milliseconds / 1000.0
    done = 0
    for _ in range(deals):
        deal = knowledge.sample(rng)
        base = Playout.from_view(view, deal.hands, deal.boneyard)
        for i, candidate in enumerate(candidates):
            trial = base.copy()
            trial.play(candidate.move)
            trial.run(rollout_policy)
            totals[i] += outcome(trial, side)
        done += 1
        if deadline is not None and time.perf_counter() > deadline:
            break
    means = {
        c.move: totals[i] / done + PRIOR_WEIGHT * max(-50.0, min(50.0, c.value))
        for i, c in enumerate(candidates)
    }
    best = max(candidates, key=lambda c: means[c.move])
    return best.move, means
