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

The race counts scores in steps: the largest number of raw points that divides every gain
measured (five in a game that scores multiples of five, one in a game that scores single
pips), so every score the game can reach is a whole number of steps. ``table[a][b]`` is
the chance that the side to move, holding ``a`` steps, wins against ``b`` steps. States at
the same total ``a + b`` reach each other only through a turn without a gain, so each pair
is solved exactly from two linear equations, totals from high to low.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

from dominoes_qt.engine import EventKind, Match, PlayParts, Rules
from dominoes_qt.engine.events import ProposedEvent

MEASURED_ROUNDS = 160
"""Rounds played to measure the chances of each gain (fixed seed: the same table always)."""
CAP_SHARE = 5
"""In a game whose plays score, a turn's gain counts at most the target divided by this
(in whole steps): only a large settlement or a rare big play gains more. Where only the
end of a round scores, every gain is a settlement and each counts in full."""

SURE_MARGIN = 1e-9
"""How far from 0 and 1 the chance of a match still open stays."""


@dataclass(frozen=True)
class Race:
    """The race model of one game and player count."""

    step: int
    """Raw points per step of the race."""
    steps: int
    """The scores below the target, in steps: 0 .. ``steps - 1``."""
    gains: tuple[tuple[int, float], ...]
    """(raw gain, chance) per turn of one side."""


@lru_cache(maxsize=16)
def race(rules: Rules, num_players: int) -> Race:
    """The race model of ``rules`` with ``num_players``, its gains measured (see the
    module's notes)."""
    counts, turns = _measured(rules, num_players)
    step = math.gcd(*counts) or 1
    cap = rules.target
    if rules.scores_plays:
        cap = max(step, rules.target // CAP_SHARE // step * step)
    capped: dict[int, int] = {}
    for gain, count in counts.items():
        capped[min(cap, gain)] = capped.get(min(cap, gain), 0) + count
    chances = tuple((g, capped[g] / turns) for g in sorted(capped))
    return Race(step, -(-rules.target // step), chances)


def gains(rules: Rules, num_players: int) -> tuple[tuple[int, float], ...]:
    """(raw gain, chance) per turn of one side, as the race counts them."""
    return race(rules, num_players).gains


def _measured(rules: Rules, num_players: int) -> tuple[dict[int, int], int]:
    """How many turns of one side gained each number of raw points, and how many turns
    were played."""
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
            gain = max(0, sim.scores[side] - before)
            counts[gain] = counts.get(gain, 0) + 1
            turns += 1
            sim.advance()
    return counts, turns


def _judged(rules: Rules, score: int, gain: int) -> tuple[bool, bool]:
    event = ProposedEvent(EventKind.PLAY, 0, 0, gain, PlayParts((), gain, gain))
    return rules.judge(score, event)


@lru_cache(maxsize=16)
def table(rules: Rules, num_players: int) -> tuple[tuple[float, ...], ...]:
    """The chance that the side to move wins, by its steps and the other side's steps.

    Scores run from 0 to the last score short of the target (the part of
    :func:`full_table` at scores of 0 or more: a gain never lowers a score, so those
    states never reach a negative one and their chances are the same).
    """
    w = full_table(rules, num_players)
    floor = race(rules, num_players).steps
    return tuple(row[floor:] for row in w[floor:])


@lru_cache(maxsize=16)
def full_table(rules: Rules, num_players: int) -> tuple[tuple[float, ...], ...]:
    """:func:`table` from a whole target below zero (index 0) to the last score short of it.

    Where penalties take points off, a side far below zero needs that much more to win,
    and its chance keeps falling with its score; below the table's floor it counts as at
    the floor.
    """
    model = race(rules, num_players)
    step, floor = model.step, model.steps
    steps = 2 * floor
    chances = model.gains
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
            accepted, wins = _judged(rules, step * (a - floor), gain)
            if wins:
                wins_now[a] += p
            elif not accepted:
                stays[a] += p
            else:
                moves[a].append((min(steps - 1, a + gain // step), p))
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


def chance(rules: Rules, num_players: int, mine: int, theirs: int,
           mine_first: bool | None = None) -> float:
    """The chance of winning the match from raw scores ``mine`` and ``theirs``, with my
    side moving first (``mine_first``), the other (False), or either as likely (None)."""
    w = full_table(rules, num_players)
    model = race(rules, num_players)
    top = len(w) - 1
    # Floor division counts a score between two steps at the lower one, below zero too.
    a = min(top, max(0, mine // model.step + model.steps))
    b = min(top, max(0, theirs // model.step + model.steps))
    if mine_first is None:
        value = 0.5 * (w[a][b] + 1.0 - w[b][a])
    else:
        value = w[a][b] if mine_first else 1.0 - w[b][a]
    # A match not yet won is never worth a win (nor one not yet lost a loss), however
    # far ahead: a finished match always outranks it.
    return min(1.0 - SURE_MARGIN, max(SURE_MARGIN, value))
