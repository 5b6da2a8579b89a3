"""The expert: determinized Monte Carlo over deals the seat's view allows.

Each iteration deals the hidden tiles one way the history permits (see
:mod:`dominoes_qt.ai.knowledge`), then plays every candidate move on that same deal and
the round out with the cheap skilled policy. The move with the best mean outcome wins.
Sharing deals between candidates compares them on equal luck. The budget is spent in two
halves: the first on every candidate, the second only on the plays still too close to
the leader to call, so the deals go where they can change the choice.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.playout import Playout
from dominoes_qt.ai.skilled import Assessment, assess, rollout_policy
from dominoes_qt.engine import Move, SeatView

MAX_CANDIDATES = 6
"""The skilled judgement's best few plays are searched; the rest are left out."""
CLOSE_CALL = 2.0
"""Plays within this many standard errors of the leader's mean get the extra rollouts."""
MAX_CONTENDERS = 3
"""At most this many plays share the extra rollouts of a close call."""
PRIOR_WEIGHT = 0.002
"""How much the skilled judgement tips close calls (in rollout value per raw point)."""


KNEE = 0.5
"""Leads up to this share of the target count as they are; larger ones are squeezed."""
CEILING = 0.99
"""What the largest lead approaches: below a match win, whatever the scores."""


def bounded_lead(lead: float) -> float:
    """``lead`` (a share of the target) kept below :data:`CEILING` in size.

    Up to :data:`KNEE` it is unchanged; beyond, it still grows, but ever more slowly, so a
    huge lead (scores far below zero on the other side) never outranks a match win.
    """
    size = abs(lead)
    if size <= KNEE:
        return lead
    room = CEILING - KNEE
    squeezed = KNEE + room * math.tanh((size - KNEE) / room)
    return squeezed if lead > 0 else -squeezed


def outcome(playout: Playout, side: int) -> float:
    """The worth of a finished rollout for ``side``: a match win is +-1, else the lead
    (bounded below a win)."""
    if playout.winner is not None:
        return 1.0 if playout.winner == side else -1.0
    scores = playout.scores
    best_other = max(s for i, s in enumerate(scores) if i != side)
    return bounded_lead((scores[side] - best_other) / playout.rules.target)


def _paired_margin(a: list[float], b: list[float]) -> tuple[float, float]:
    """Mean of ``a - b`` over shared deals and its standard error (0 with under two deals)."""
    n = min(len(a), len(b))
    if n < 2:
        return 0.0, 0.0
    diffs = [a[k] - b[k] for k in range(n)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def search(
    view: SeatView,
    rng: random.Random,
    iterations: int,
    milliseconds: float | None = None,
    assessments: Sequence[Assessment] | None = None,
) -> tuple[Move, dict[Move, float]]:
    """The best play for ``view`` and each candidate's mean rollout value.

    ``iterations`` bounds the rollouts (one per candidate per sampled deal). Half of them
    go to every candidate; the other half only to the few plays still too close to the
    leader to tell apart, so a close call gets more deals and a clear one ends early.
    A time limit, if given, stops early; without one the answer depends only on the view
    and ``rng``.
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
    results: list[list[float]] = [[] for _ in candidates]
    priors = [PRIOR_WEIGHT * max(-50.0, min(50.0, c.value)) for c in candidates]
    half = max(len(candidates), iterations // 2)
    deadline = None if milliseconds is None else time.perf_counter() + milliseconds / 1000.0

    def roll(indices: list[int], count: int) -> None:
        for _ in range(count):
            deal = knowledge.sample(rng)
            base = Playout.from_view(view, deal.hands, deal.boneyard)
            for i in indices:
                trial = base.copy()
                trial.play(candidates[i].move)
                trial.run(rollout_policy)
                results[i].append(outcome(trial, side))
            if deadline is not None and time.perf_counter() > deadline:
                return

    def mean(i: int) -> float:
        return sum(results[i]) / len(results[i]) + priors[i]

    everyone = list(range(len(candidates)))
    roll(everyone, half // len(everyone))
    if deadline is None or time.perf_counter() <= deadline:
        leader = max(everyone, key=mean)
        # The contenders: plays the leader does not beat by two standard errors yet.
        contenders = [leader]
        for i in everyone:
            if i == leader:
                continue
            margin, error = _paired_margin(results[leader], results[i])
            if margin + priors[leader] - priors[i] < CLOSE_CALL * error:
                contenders.append(i)
        contenders = sorted(contenders, key=mean, reverse=True)[:MAX_CONTENDERS]
        if len(contenders) > 1:
            roll(contenders, half // len(contenders))
            everyone = contenders
    means = {candidates[i].move: mean(i) for i in range(len(candidates))}
    best = max(everyone, key=mean)
    return candidates[best].move, means
