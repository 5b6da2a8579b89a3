"""How much a score is worth: the chance of winning the match from both sides' scores.

A rollout ends at the end of a round, and a 30-point lead means one thing far from the
target and another next to it (with Exact 61 a side 5 short can only win with exactly 5).
So the master values a finished rollout by a table of match-win chances.

The table comes from a race model, built once per game and player count when first
needed (a few hundred milliseconds): the two sides take turns; on a turn the side to move
gains ``g`` raw points with the chance measured for that game, and the game's rule object
judges the gain like a play (accepted, rejected for overshooting, or winning). The chances
of each gain are measured by playing rounds from random deals with the skilled rollout
policy, counting each play's gain for the mover's side, settlements at the end of the
round included (a loss counts as no gain). With more than two sides the leader among the
others stands for them all.

``table[a][b]`` is the chance that the side to move, holding ``a`` fives, wins against
``b`` fives. States at the same total ``a + b`` reach each other only through a turn
without a gain, so each pair is solved exactly from two linear equations, totals from
high to low.
"""

from __future__ import annotations

import random
from functools import lru_cache

from dominoes_qt.engine import EventKind, Match, PlayParts, Rules
from dominoes_qt.engine.events import ProposedEvent

MEASURED_ROUNDS = 160
"""Rounds played to measure the chances of each gain (fixed seed: the same table always)."""
MAX_GAIN = 60
"""Gains above this (rare) are counted as this."""


@lru_cache(maxsize=16)
def gains(rules: Rules, num_players: int) -> tuple[tuple[int, float], ...]:
    """(raw gain, chance) per turn of one side, as measured (see the module's notes)."""
    from dominoes_qt.ai.rollout import Rollout

    rng = random.Random(61)
    counts: dict[int, int] = {}
    turns = 0
    for _ in range(MEASURED_ROUNDS):
        match = Match(rules, num_players, rng=random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        sim = Rollout(rules, match.seating, round_.board, round_.hands, round_.boneyard,
                      round_.to_move, round_.starter, match.scores)
        sim.advance()
        while not sim.ended:
            side = sim.side_of[sim.to_move]
            before = sim.scores[side]
            sim.play(*sim.choose(rng, 0.0))
            if not sim.deck:
                # A play that leaves the table blocked earns the settlement with it; the
                # rollout may settle a block only when it next looks for a seat that fits.
                sim.advance()
            gain = min(MAX_GAIN, max(0, sim.scores[side] - before))
            counts[gain] = counts.get(gain, 0) + 1
            turns += 1
            sim.advance()
    return tuple((g, counts[g] / turns) for g in sorted(counts))


def _judged(rules: Rules, score: int, gain: int) -> tuple[bool, bool]:
    event = ProposedEvent(EventKind.PLAY, 0, 0, gain, PlayParts((), gain, gain))
    return rules.judge(score, event)


@lru_cache(maxsize=16)
def table(rules: Rules, num_players: int) -> tuple[tuple[float, ...], ...]:
    """The chance that the side to move wins, by its fives and the other side's fives.

    Scores run from 0 to the last score short of the target (negative scores count as 0).
    """
    steps = _steps(rules)
    chances = gains(rules, num_players)
    # For each own score: the chance of winning at once, the chance of no gain (nothing
    # scored or refused), and the accepted gains with their chances.
    wins_now = [0.0] * steps
    stays = [0.0] * steps
    moves: list[list[tuple[int, float]]] = [[] for _ in range(steps)]
    for a in range(steps):
        for gain, p in chances:
            if gain == 0:
                stays[a] += p
                continue
            accepted, wins = _judged(rules, 5 * a, gain)
            if wins:
                wins_now[a] += p
            elif not accepted:
                stays[a] += p
            else:
                moves[a].append((min(steps - 1, a + gain // 5), p))
    w = [[0.0] * steps for _ in range(steps)]

    def settled(a: int, b: int) -> float:
        # The gains that change the score lead to larger totals, already solved.
        return wins_now[a] + sum(p * (1.0 - w[b][to]) for to, p in moves[a])

    for total in range(2 * steps - 2, -1, -1):
        for a in range(max(0, total - steps + 1), min(steps - 1, total) + 1):
            b = total - a
            if a > b:
                continue
            ca, ra = settled(a, b), stays[a]
            if a == b:
                w[a][a] = (ca + ra) / (1.0 + ra)
                continue
            cb, rb = settled(b, a), stays[b]
            # x = ca + ra (1 - y), y = cb + rb (1 - x).
            x = (ca + ra - ra * cb - ra * rb) / (1.0 - ra * rb)
            w[a][b] = x
            w[b][a] = cb + rb * (1.0 - x)
    return tuple(tuple(row) for row in w)


def _steps(rules: Rules) -> int:
    """How many scores (in fives) lie below the target: 0 .. target - 5."""
    return (rules.target + 4) // 5


def chance(rules: Rules, num_players: int, mine: int, theirs: int) -> float:
    """The chance of winning the match from raw scores ``mine`` and ``theirs`` with
    either side equally likely to move first (a finished round's next starter is open)."""
    w = table(rules, num_players)
    top = len(w) - 1
    a = min(top, max(0, mine // 5))
    b = min(top, max(0, theirs // 5))
    return 0.5 * (w[a][b] + 1.0 - w[b][a])
