"""The master: weighted deals, every play, randomized rollouts, a value that knows the match.

For one decision the master

- draws deals of the hidden tiles in proportion to their likelihood (exact weighting of
  what draws and passes showed, :class:`~dominoes_qt.ai.sampler.Sampler`) and weighs
  each deal by how natural the opponents' earlier plays would have been in it;
- plays every legal play on every deal (plays that lead to the same futures, the same
  tile on equivalent places, are tried once) and the round out with the randomized
  skilled policy of :mod:`dominoes_qt.ai.rollout`;
- values the end of each rollout as a chance of winning the match
  (:mod:`dominoes_qt.ai.match_value`), so a sure 10 near an exact target or a lead that
  matters only near 250 are worth what they are worth;
- picks the play with the best weighted mean.

Deals come in chunks with their own random sources fixed by the decision's seed and the
chunk's number, and the means add chunks in order, so a given seed and number of
iterations always gives the same choice whether the chunks ran here or in the pool of
worker processes (one per core, started once and reused). With a time limit the master
keeps every core busy and stops at the limit, counting the chunks finished by then.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import random
import time
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, replace

from dominoes_qt.ai import match_value
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.rollout import Play, Rollout, place_codes
from dominoes_qt.ai.sampler import Sampler
from dominoes_qt.engine import GAMES, Move, SeatView

CHUNK_DEALS = 4
"""Deals per chunk of work (a few milliseconds: small enough to stop near a deadline)."""
EXPLORE = 0.1
"""The chance that a rollout seat plays at random instead of by the skilled judgement."""


@dataclass(frozen=True)
class Totals:
    """A chunk's sums per candidate: weighted values and weights."""

    values: tuple[float, ...]
    weights: tuple[float, ...]


def candidates(view: SeatView) -> tuple[list[Move], list[Play]]:
    """Every legal play, one per class of plays with the same future, in a fixed order."""
    board = view.board
    keys = [key for key, _ in board.open_places()]
    codes = place_codes(board)
    moves = sorted((a for a in view.legal_actions() if isinstance(a, Move)),
                   key=lambda m: (m.tile, m.at or m.tile, m.end.value if m.end else ""))
    seen: set[Play] = set()
    kept: list[Move] = []
    plays: list[Play] = []
    for move in moves:
        if move.at is None or move.end is None:
            play = (move.tile, -1)
        else:
            play = (move.tile, codes[keys.index((move.at, move.end))])
        if play not in seen:
            seen.add(play)
            kept.append(move)
            plays.append(play)
    return kept, plays


_CACHE: dict[str, tuple[Sampler, list[Play]]] = {}


def _prepared(view: SeatView, key: str) -> tuple[Sampler, list[Play]]:
    # A worker sees the same decision chunk after chunk: build its sampler once.
    found = _CACHE.get(key)
    if found is None:
        _CACHE.clear()
        found = _CACHE[key] = (Sampler(Knowledge(view)), candidates(view)[1])
    return found


def value_of(sim: Rollout, side: int) -> float:
    """The chance of winning the match after a finished rollout, for ``side``."""
    if sim.winner is not None:
        return 1.0 if sim.winner == side else 0.0
    scores = sim.scores
    other = max(s for i, s in enumerate(scores) if i != side)
    return match_value.chance(sim.rules, sim.num_players, scores[side], other)


def chunk(view: SeatView, key: str, seed: int, number: int, deals: int) -> Totals:
    """Play ``deals`` sampled deals of chunk ``number`` for every candidate."""
    sampler, plays = _prepared(view, key)
    rng = random.Random(f"{seed}|{number}")
    side = view.side
    values = [0.0] * len(plays)
    weights = [0.0] * len(plays)
    for _ in range(deals):
        deal, tiles = sampler.sample(rng)
        w = sampler.weight(tiles)
        if w <= 0.0:
            continue
        base = Rollout(view.rules, view.seating, view.board, deal.hands, deal.boneyard,
                       view.to_move, view.starter, view.scores, view.forced)
        for i, play in enumerate(plays):
            sim = base.copy()
            sim.play(*play)
            if not sim.ended:
                sim.run(rng, EXPLORE)
            values[i] += w * value_of(sim, side)
            weights[i] += w
    return Totals(tuple(values), tuple(weights))


def _chunk(job: tuple[SeatView, str, int, int, int]) -> Totals:
    view, key, seed, number, deals = job
    # A view arrives from another process with its own copy of the rule object; the
    # registered one keeps this process's caches (keyed by rule object) warm.
    registered = GAMES.get(view.rules.variant)
    if registered is not None and type(registered) is type(view.rules):
        view = replace(view, rules=registered)
    return chunk(view, key, seed, number, deals)


_POOL: list[ProcessPoolExecutor] = []
"""The worker processes (at most one pool), kept for every later decision."""


def workers() -> int:
    return max(1, os.cpu_count() or 1)


def pool() -> ProcessPoolExecutor:
    """The worker pool, started on first use."""
    if not _POOL:
        executor = ProcessPoolExecutor(workers(),
                                       mp_context=multiprocessing.get_context("spawn"))
        atexit.register(executor.shutdown, wait=False, cancel_futures=True)
        _POOL.append(executor)
    return _POOL[0]


def _ready() -> None:
    """Nothing: a first task makes a worker start and import this module."""


def warm() -> None:
    """Start the worker pool now, so that the first timed decision does not pay for it."""
    executor = pool()
    for _ in range(workers()):
        executor.submit(_ready)


def position_key(view: SeatView) -> str:
    """Everything that makes one decision differ from another (keys the worker's cache)."""
    return (f"{view.rules.variant}|{view.seating.num_players}|{view.round_number}|"
            f"{view.seat}|{view.scores}|{sorted(view.hand)}|{view.forced}|"
            f"{view.hand_counts}|{view.boneyard_count}|{view.history}")


def search(
    view: SeatView,
    seed: int,
    iterations: int | None,
    milliseconds: float | None = None,
    parallel: bool = False,
) -> tuple[Move, dict[Move, float]]:
    """The best play for ``view`` and each candidate's weighted mean chance of winning.

    ``iterations`` counts rollouts (one candidate on one deal), as the expert's do; None
    means as many as the time allows. ``parallel`` spreads chunks over the worker pool.
    """
    moves, plays = candidates(view)
    key = position_key(view)
    if len(moves) == 1:
        return moves[0], {moves[0]: 0.0}
    limit = None
    if iterations is not None:
        deals = max(1, iterations // len(plays))
        limit = max(1, -(-deals // CHUNK_DEALS))
    deadline = None if milliseconds is None else time.perf_counter() + milliseconds / 1000.0
    if limit is None and deadline is None:
        raise ValueError("a search needs iterations, a time limit or both")
    results: list[Totals] = []
    if parallel:
        results = _spread(view, key, seed, limit, deadline)
    else:
        number = 0
        while (limit is None or number < limit) and (
                deadline is None or not results or time.perf_counter() < deadline):
            results.append(chunk(view, key, seed, number, CHUNK_DEALS))
            number += 1
    values = [0.0] * len(plays)
    weights = [0.0] * len(plays)
    for totals in results:
        for i in range(len(plays)):
            values[i] += totals.values[i]
            weights[i] += totals.weights[i]
    means = [values[i] / weights[i] if weights[i] > 0 else 0.0 for i in range(len(plays))]
    best = max(range(len(plays)), key=lambda i: means[i])
    return moves[best], {moves[i]: means[i] for i in range(len(plays))}


def _spread(view: SeatView, key: str, seed: int, limit: int | None,
            deadline: float | None) -> list[Totals]:
    """Chunks 0, 1, ... on the pool, in order, until the limit or the deadline."""
    executor = pool()
    ahead = 2 * workers()
    pending: list[Future[Totals]] = []
    results: list[Totals] = []
    number = 0
    while True:
        while len(pending) < ahead and (limit is None or number < limit):
            pending.append(executor.submit(_chunk, (view, key, seed, number, CHUNK_DEALS)))
            number += 1
        if not pending:
            break
        head = pending[0]
        if deadline is None:
            results.append(head.result())
        else:
            left = deadline - time.perf_counter()
            try:
                results.append(head.result(timeout=max(0.0, left) if results else None))
            except TimeoutError:
                break
        pending.pop(0)
        if deadline is not None and time.perf_counter() >= deadline:
            break
    for future in pending:
        future.cancel()
    return results

