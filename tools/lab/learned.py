"""A rollout policy learned from the master's own choices (measurement only).

The master's rollouts play their first few plies by the watchful judgement and the rest
by the skilled greedy policy (heavy tiles and doubles first, points now). Here the rest
is played by a lookup table instead, fitted to what the master chose at the table: each
play of a seat is described by what that seat sees (:func:`features`: the points it
scores and whether the target accepts them, whether it is a double, its pips, how many of
the seat's other tiles would still fit after it), and the table holds, per description,
how often the master took such a play when it was offered (smoothed, as a log rate). A
rollout seat plays the offered play whose description the master took most often.

:class:`Learned` is the master with that rollout policy (same deals, same weights, same
count of rollouts, same endgames). It reads only its view, like the master: the rollout
seats see the hands of the sampled deal, never the true one. ``make_player`` does not
know it; :mod:`tools.lab.train` fits it and measures it against the master.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Mapping
from contextlib import contextmanager

from dominoes_qt.ai import master
from dominoes_qt.ai.players import MASTER_BUDGET, MasterPlayer
from dominoes_qt.ai.playout import _judge_play
from dominoes_qt.ai.rollout import _VALUE, _WORTH, Play, Rollout
from dominoes_qt.ai.settings import MASTER, MasterSettings
from dominoes_qt.engine import Action, SeatView, Tile

Key = tuple[int, int, int, int]
"""(points: -1 refused, 0 none, 1-4 fifths of twenty, 9 wins the match; double; pips;
tiles of the seat's hand that still fit after the play, at most 3)."""
Table = Mapping[Key, float]

SMOOTHING = 1.0
"""Pseudo-counts added to the times a description was taken and offered."""


def features(sim: Rollout, tile: Tile, code: int) -> Key:
    """What the seat to move in ``sim`` sees of playing ``tile`` on a place of ``code``."""
    seat = sim.to_move
    total, places = master._after(sim, tile, code)
    points = sim.rules.points_by_end_sum[total]
    grade = 0
    if points:
        accepted, wins = _judge_play(sim.rules, sim.side_of[seat], sim.scores[sim.side_of[seat]],
                                     points)
        grade = 9 if wins else (min(4, 1 + points // 5) if accepted else -1)
    ends = {_VALUE[p] for p in places}
    hand = sim.hands[seat]
    fitting = sum(1 for t in hand if t != tile and (t[0] in ends or t[1] in ends))
    return grade, int(tile[0] == tile[1]), tile[0] + tile[1], min(3, fitting)


def fit(offered: Mapping[Key, int], taken: Mapping[Key, int]) -> dict[Key, float]:
    """Each description's smoothed log rate of being taken when offered."""
    return {key: math.log((taken.get(key, 0) + SMOOTHING) / (count + 2 * SMOOTHING))
            for key, count in offered.items()}


def choose(sim: Rollout, table: Table) -> Play:
    """The rollout seat's play by ``table`` (a description it lacks counts as never seen:
    the skilled policy's worth breaks ties)."""
    best: Play | None = None
    best_score = -1e18
    floor = math.log(SMOOTHING / (2 * SMOOTHING))
    for tile, code in set(sim.plays()):
        score = table.get(features(sim, tile, code), floor) + 1e-3 * _WORTH[tile]
        if score > best_score:
            best, best_score = (tile, code), score
    assert best is not None, "the seat to move has no play"
    return best


def run(sim: Rollout, rng: random.Random, settings: MasterSettings, table: Table) -> None:
    """:func:`master.run` with the greedy tail played by ``table``."""
    sim.advance()
    for _ in range(settings.watchful_plies):
        if sim.ended:
            return
        sim.play(*master.watchful(sim, settings.threat_weight))
        sim.advance()
    while not sim.ended:
        if settings.explore and rng.random() < settings.explore:
            options = sim.plays()
            sim.play(*options[rng.randrange(len(options))])
        else:
            sim.play(*choose(sim, table))
        sim.advance()


@contextmanager
def rollouts_by(table: Table) -> Iterator[None]:
    """:func:`master.run` is the learned one inside the block (one process, no pool)."""
    plain = master.run

    def learned(sim: Rollout, rng: random.Random,
                settings: MasterSettings = MASTER) -> None:
        run(sim, rng, settings, table)

    master.run = learned
    try:
        yield
    finally:
        master.run = plain


class Learned(MasterPlayer):
    """The master (a count of rollouts, no pool) with the learned rollout policy."""

    level = "learned"

    def __init__(self, seed: int | None, table: Table,
                 iterations: int = MASTER_BUDGET.iterations or 500) -> None:
        super().__init__(seed, type(MASTER_BUDGET)(iterations=iterations), spread=False)
        self.table = table

    def choose(self, view: SeatView) -> Action:
        with rollouts_by(self.table):
            return super().choose(view)


__all__ = ["Key", "Learned", "Table", "choose", "features", "fit", "rollouts_by", "run"]
