"""The master: weighted deals, every play, randomized rollouts, a value that knows the match.

For one decision the master

- draws deals of the hidden tiles in proportion to their likelihood (exact weighting of
  what draws and passes showed, :class:`~dominoes_qt.ai.sampler.Sampler`) and weighs
  each deal by how natural the opponents' earlier plays would have been in it;
- plays every legal play on every deal (plays that lead to the same futures, the same
  tile on equivalent places, are tried once) and the round out: the first few plays of
  each rollout by a watchful judgement (points now, less what the next seat could score
  in reply with the hand it holds in that deal), the rest by the randomized skilled
  policy of :mod:`dominoes_qt.ai.rollout`; every candidate meets the same random
  choices on the same deal, so their differences are less noisy than their values;
- values the end of each rollout as a chance of winning the match
  (:mod:`dominoes_qt.ai.match_value`), so a sure 10 near an exact target or a lead that
  matters only near 250 are worth what they are worth;
- gives half of its work to every play and the other half only to the few that the
  leader does not yet beat by two standard errors, so close calls get the deals;
- picks the play with the best weighted mean among those.

Deals come in chunks with their own random sources fixed by the decision's seed and the
chunk's number, and the means add chunks in order, so a given seed and number of
iterations always gives the same choice whether the chunks ran here or in the pool of
worker processes (one per core, started once and reused). With a time limit the master
keeps every core busy and stops at the limit, counting the chunks finished by then.
"""

from __future__ import annotations

import atexit
import math
import os
import pickle
import random
import time
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from functools import partial
from multiprocessing.util import Finalize

from dominoes_qt.ai import endgame, match_value
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.playout import _judge_play
from dominoes_qt.ai.plays import candidates, value_of
from dominoes_qt.ai.rollout import (
    _DROP,
    _KIND,
    _VALUE,
    _WORTH,
    BRANCH_AT,
    END_AT,
    LINE_AT,
    PAIRED,
    PAIRED_AT,
    PLAIN_PAIRED,
    PLAIN_PAIRED_AT,
    REJECTED,
    SPIN_LINE,
    SPIN_LINE_AT,
    WIN,
    Play,
    Rollout,
)
from dominoes_qt.ai.sampler import Sampler
from dominoes_qt.ai.settings import MASTER, MasterSettings
from dominoes_qt.ai.skilled import assess
from dominoes_qt.ai.workers import process_pool
from dominoes_qt.engine import Move, Rules, SeatView, Tile
from dominoes_qt.games import GAMES

CHUNK_DEALS = 4
"""Deals per chunk of work (a few milliseconds: small enough to stop near a deadline)."""
TASK_CHUNKS = 4
"""Chunks per task handed to a worker process."""
FIRST_CHUNKS = 2
"""At least this many chunks for every candidate before any is dropped."""
FIRST_SHARE = 0.5
"""The share of the budget (rollouts or time) that every candidate gets."""
CLOSE_CALL = 2.0
"""Plays within this many standard errors of the leader stay in the search."""
MAX_CONTENDERS = 3


@dataclass
class Work:
    """What this process's searches have done so far: chunks played here and chunks
    handed to the pool, and the rollouts in them (one candidate on one deal).

    The coordinator of the window's players (:mod:`ai.remote`) reports it with every
    answer, so tests can show that no search ran in the window's process and the
    decision clock how much a decision did."""

    chunks_here: int = 0
    chunks_pooled: int = 0
    rollouts: int = 0

    def add(self, chunks: int, candidates: int, pooled: bool) -> None:
        if pooled:
            self.chunks_pooled += chunks
        else:
            self.chunks_here += chunks
        self.rollouts += chunks * CHUNK_DEALS * candidates

    def since(self, before: Work) -> Work:
        """The work done after ``before`` (an earlier copy of this tally)."""
        return Work(self.chunks_here - before.chunks_here,
                    self.chunks_pooled - before.chunks_pooled,
                    self.rollouts - before.rollouts)


WORK = Work()
"""This process's tally (see :class:`Work`)."""


@dataclass(frozen=True)
class Totals:
    """A chunk's sums per candidate: weighted values and weights."""

    values: tuple[float, ...]
    weights: tuple[float, ...]


_CACHE: dict[tuple[str, bool], tuple[Sampler, list[Play]]] = {}


def _prepared(view: SeatView, key: str, evidence: bool) -> tuple[Sampler, list[Play]]:
    # A worker sees the same decision chunk after chunk: build its sampler once (per
    # weighing of the deals, which a measurement may switch).
    found = _CACHE.get((key, evidence))
    if found is None:
        _CACHE.clear()
        found = _CACHE[key, evidence] = (Sampler(Knowledge(view), evidence),
                                         candidates(view)[1])
    return found


def chunk(view: SeatView, key: str, seed: int, number: int, deals: int,
          subset: tuple[int, ...] | None = None,
          settings: MasterSettings = MASTER) -> Totals:
    """Play ``deals`` sampled deals of chunk ``number`` for every candidate in ``subset``
    (indices into the candidates; None: all of them)."""
    sampler, plays = _prepared(view, key, settings.evidence)
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
        # Every candidate meets the same random choices later on (common random numbers),
        # so their difference is less noisy than their values.
        fate = rng.getrandbits(64)
        for i in range(len(plays)) if subset is None else subset:
            sim = base.copy()
            play = plays[i]
            sim.play(*play)
            if not sim.ended:
                run(sim, random.Random(fate), settings)
            values[i] += w * value_of(sim, side)
            weights[i] += w
    return Totals(tuple(values), tuple(weights))


def _after(sim: Rollout, tile: Tile, code: int) -> tuple[int, list[int]]:
    """The end sum and the open places after ``tile`` goes on a place of ``code``."""
    a, b = tile
    if code < 0:
        if a == b:
            paired = (PAIRED_AT if sim.spins else PLAIN_PAIRED_AT)[a]
            return 2 * a, [paired, paired]
        return a + b, [END_AT[a], END_AT[b]]
    places = list(sim.places)
    places.remove(code)
    kind, value = _KIND[code], _VALUE[code]
    total = sim.end_sum - _DROP[code]
    if kind == SPIN_LINE:
        places += (BRANCH_AT[value], BRANCH_AT[value])
    elif kind == PAIRED:
        places[places.index(code)] = SPIN_LINE_AT[value]
    elif kind == PLAIN_PAIRED:
        places[places.index(code)] = LINE_AT[value]
    if a == b:
        places.append((SPIN_LINE_AT if sim.spins else LINE_AT)[value])
        total += 2 * value
    else:
        free = b if a == value else a
        places.append(END_AT[free])
        total += free
    return total, places


def _offsets(hand: Sequence[Tile], code: int) -> tuple[int, ...]:
    """What each tile of ``hand`` that fits a place of ``code`` adds to the end sum."""
    value = _VALUE[code]
    drop = _DROP[code]
    return tuple((a + b - value if a != b else 2 * a) - drop
                 for a, b in hand if a == value or b == value)


def watchful(sim: Rollout, threat_weight: float = MASTER.threat_weight) -> Play:
    """The skilled rollout judgement, less what the next seat could score in reply with
    the hand it holds in this deal (a match win counts ``WIN``)."""
    seat = sim.to_move
    hand = (sim.forced,) if sim.forced is not None else sim.hands[seat]
    rules = sim.rules
    scoring = rules.points_by_end_sum
    side = sim.side_of[seat]
    score = sim.scores[side]
    nxt = (seat + 1) % sim.num_players
    their_hand = sim.hands[nxt]
    their_side = sim.side_of[nxt]
    their_score = sim.scores[their_side]
    # Going out ends the round (unless a partner still has to), so no reply follows.
    last = len(sim.hands[seat]) == 1 and not sim.partner_plays_on(seat)
    codes = sorted(set(sim.places)) if sim.places else [-1]
    options = [(t, code) for code in codes for t in hand if code < 0 or _VALUE[code] in t]
    if len(options) == 1:
        return options[0]
    offsets: dict[int, tuple[int, ...]] = {}
    best: Play | None = None
    best_worth = -1e9
    for t, code in options:
        total, places = _after(sim, t, code)
        worth = _WORTH[t]
        wins = False
        accepted = True
        points = scoring[total]
        if points:
            accepted, wins = _judge_play(rules, side, score, points)
            worth += WIN if wins else (points if accepted else -REJECTED)
        if not wins and not last:
            reply = _best_score(rules, scoring, their_side, their_score, total, places,
                                their_hand, offsets)
            worth -= threat_weight * reply
        if worth > best_worth:
            best, best_worth = (t, code), worth
    assert best is not None, "the seat to move has no play"
    return best


def _best_score(rules: Rules, scoring: Sequence[int], side: int, score: int, total: int,
                places: list[int], hand: Sequence[Tile],
                offsets: dict[int, tuple[int, ...]]) -> float:
    """The most that a seat of ``side`` holding ``hand`` could score with one tile on
    ``places`` (end sum ``total``) that its target accepts (a match win counts ``WIN``);
    ``offsets`` caches :func:`_offsets` of ``hand`` by place."""
    best = 0.0
    for place in set(places):
        found = offsets.get(place)
        if found is None:
            found = offsets[place] = _offsets(hand, place)
        for offset in found:
            points = scoring[total + offset]
            if points > best:
                ok, wins = _judge_play(rules, side, score, points)
                if wins:
                    return WIN
                if ok:
                    best = float(points)
    return best


def run(sim: Rollout, rng: random.Random, settings: MasterSettings = MASTER) -> None:
    """Play ``sim`` to the end of the round: a few watchful plays, then the greedy policy
    with some random plays."""
    sim.advance()
    for _ in range(settings.watchful_plies):
        if sim.ended:
            return
        sim.play(*watchful(sim, settings.threat_weight))
        sim.advance()
    if not sim.ended:
        sim.run(rng, settings.explore)


def with_registered_rules(view: SeatView) -> SeatView:
    """``view`` with its game's registered rule object, when it came from another process.

    A view arrives with its own copy of the rule object; the registered one keeps this
    process's caches (keyed by rule object) warm."""
    registered = GAMES.get(view.rules.variant)
    if registered is not None and registered is not view.rules \
            and type(registered) is type(view.rules):
        return replace(view, rules=registered)
    return view


_VIEWS: dict[str, SeatView] = {}
"""The view of the decision a worker is helping with, by its key (at most one)."""


def _view(key: str, pickled: bytes) -> SeatView:
    # Every task of a decision carries the same pickled view: read it once per decision.
    view = _VIEWS.get(key)
    if view is None:
        _VIEWS.clear()
        view = _VIEWS[key] = with_registered_rules(pickle.loads(pickled))
    return view


def _chunks(job: tuple[bytes, str, int, int, int, tuple[int, ...], MasterSettings],
            ) -> list[Totals]:
    pickled, key, seed, first, count, subset, settings = job
    view = _view(key, pickled)
    return [chunk(view, key, seed, number, CHUNK_DEALS, subset, settings)
            for number in range(first, first + count)]


_POOL: list[ProcessPoolExecutor] = []
"""The worker processes (at most one pool), kept for every later decision."""


def workers() -> int:
    return max(1, os.cpu_count() or 1)


def pool(rules: Rules | None = None, num_players: int = 0) -> ProcessPoolExecutor:
    """The worker pool, started on first use (each worker readies ``rules`` first)."""
    if not _POOL:
        # Tied to this process: they end with it however it ends (ai.workers).
        ready = None if rules is None else partial(_ready, rules.variant, num_players)
        executor = process_pool(workers(), ready)
        atexit.register(executor.shutdown, wait=False, cancel_futures=True)
        # In a process that is itself a worker (the window's coordinator, ai.remote)
        # atexit does not run: multiprocessing's exit waits for the children instead,
        # which wait for work until told to stop. So they are told first, before the
        # pool's own queue is closed (its finalizer has priority 10).
        Finalize(executor, executor.shutdown, kwargs={"cancel_futures": True},
                 exitpriority=100)
        _POOL.append(executor)
    return _POOL[0]


def discard_pool(executor: ProcessPoolExecutor | None = None) -> None:
    """Forget a pool whose workers are gone (killed): the next decision starts a new one.

    With ``executor``, only if that is still the pool (another thread may have replaced
    it already)."""
    if _POOL and (executor is None or _POOL[0] is executor):
        gone = _POOL.pop()
        gone.shutdown(wait=False, cancel_futures=True)


def _ready(variant: str | None = None, num_players: int = 0) -> None:
    """Ready a worker for a game: build its match-value tables (the others wait until a
    game needs them), so that the first decision at the table works at full speed."""
    rules = GAMES.get(variant) if variant is not None else None
    for game in GAMES.values() if rules is None else (rules,):
        for players in game.player_counts:
            if rules is None or players == num_players:
                match_value.full_table(game, players)


_WARMING: list[Future[int]] = []
"""One answer per worker readied by :func:`warm` (its process id), until all are in."""


def _readied(variant: str | None, num_players: int) -> int:
    _ready(variant, num_players)
    return os.getpid()


def warm(rules: Rules | None = None, num_players: int = 0) -> None:
    """Start the worker pool now and ready it for ``rules`` (None: every game), so that
    the first timed decision does not pay for either (:func:`ready` says when)."""
    executor = pool(rules, num_players)
    variant = None if rules is None else rules.variant
    _WARMING[:] = [executor.submit(_readied, variant, num_players) for _ in range(workers())]


def ready() -> bool:
    """Whether every worker has answered since the last :func:`warm` (True if none ran).

    A worker quick to answer may take another's turn; then every worker is asked again.
    """
    if not _WARMING:
        return True
    if not all(f.done() for f in _WARMING):
        return False
    answered = {f.result() for f in _WARMING if f.exception() is None}
    if len(answered) >= workers() or any(f.exception() is not None for f in _WARMING):
        _WARMING.clear()
        return True
    executor = pool()
    try:
        _WARMING[:] = [executor.submit(os.getpid) for _ in range(workers())]
    except BrokenProcessPool:
        # A worker died between the answers and this call: the search meets the broken
        # pool itself, starts another and answers without it meanwhile.
        discard_pool(executor)
        _WARMING.clear()
        return True
    return False


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
    settings: MasterSettings = MASTER,
) -> tuple[Move, dict[Move, float]]:
    """The best play for ``view`` and each candidate's weighted mean chance of winning.

    ``iterations`` counts rollouts (one candidate on one deal), as the expert's do; None
    means as many as the time allows. ``parallel`` spreads chunks over the worker pool.
    The first half of the work goes to every candidate; the second only to the few
    still too close to the leader to tell apart, so close calls get the deals.
    ``settings`` are the master's (a measurement passes others).
    """
    # The clock runs from the call: what comes before the rollouts counts too.
    start = time.perf_counter()
    moves, plays = candidates(view)
    key = position_key(view)
    if len(moves) == 1:
        return moves[0], {moves[0]: 0.0}
    if iterations is None and milliseconds is None:
        raise ValueError("a search needs iterations, a time limit or both")
    deadline = None if milliseconds is None else start + milliseconds / 1000.0
    first_limit = first_deadline = None
    if deadline is not None:
        first_deadline = start + FIRST_SHARE * (deadline - start)
    if settings.endgames:
        # Against a clock the exact search also stops at the first share's end: its
        # allowance of positions is sized for an idle machine, and a loaded one could
        # take seconds over it.
        solved = endgame.attempt(view, iterations, milliseconds, settings, first_deadline)
        if solved is not None:
            return solved.move, solved.values
    everyone = tuple(range(len(plays)))
    if parallel and not _POOL:
        # No pool (none yet, or its workers died): one is started now, but new workers
        # take a while to be ready, so until then the search runs here rather than wait
        # for them past its clock (the chunks, and a count's answer, are the same).
        warm(view.rules, view.seating.num_players)
    parallel = parallel and ready()
    if iterations is not None:
        first_limit = max(FIRST_CHUNKS, -(-iterations // (2 * len(plays) * CHUNK_DEALS)))
    results = _run(view, key, seed, 0, first_limit, first_deadline, everyone, parallel,
                   settings)
    # A pool that died in the first half is started again by the next search, not now.
    parallel = parallel and bool(_POOL)
    # With a clock the time is there anyway: a clear leader still meets its runner-up.
    contenders = _contenders(results, everyone, 1 if deadline is None else 2)
    if len(contenders) > 1:
        second_limit = None
        if iterations is not None:
            left = iterations - len(results) * CHUNK_DEALS * len(plays)
            second_limit = max(0, left // (len(contenders) * CHUNK_DEALS))
        if second_limit != 0 and (deadline is None or time.perf_counter() < deadline):
            results += _run(view, key, seed, len(results), second_limit, deadline,
                            contenders, parallel, settings)
    values = [0.0] * len(plays)
    weights = [0.0] * len(plays)
    for totals in results:
        for i in range(len(plays)):
            values[i] += totals.values[i]
            weights[i] += totals.weights[i]
    if not any(weights):
        # The clock ran out before the first chunk came back (a machine loaded far past
        # its cores): the skilled judgement's play, rather than an answer after the time.
        move = assess(view)[0].move
        return move, {m: float(m == move) for m in moves}
    means = [values[i] / weights[i] if weights[i] > 0 else 0.0 for i in range(len(plays))]
    best = max(contenders, key=lambda i: means[i])
    return moves[best], {moves[i]: means[i] for i in range(len(plays))}


def _run(view: SeatView, key: str, seed: int, first: int, limit: int | None,
         deadline: float | None, subset: tuple[int, ...], parallel: bool,
         settings: MasterSettings) -> list[Totals]:
    """Chunks ``first``, ``first + 1``, ... of ``subset`` until the limit or the deadline
    (at least one chunk here; on the pool none after the deadline)."""
    if parallel:
        return _spread(view, key, seed, first, limit, deadline, subset, settings)
    results: list[Totals] = []
    while (limit is None or len(results) < limit) and (
            deadline is None or not results or time.perf_counter() < deadline):
        results.append(chunk(view, key, seed, first + len(results), CHUNK_DEALS, subset,
                             settings))
        WORK.add(1, len(subset), pooled=False)
    return results


def _contenders(results: list[Totals], subset: tuple[int, ...],
                least: int) -> tuple[int, ...]:
    """The leader and the plays it does not yet beat by ``CLOSE_CALL`` standard errors
    of the paired difference (chunk by chunk), at least ``least`` and at most
    ``MAX_CONTENDERS`` of them, best first."""
    rows = [[t.values[i] / t.weights[i] for i in subset]
            for t in results if t.weights[subset[0]] > 0]
    if len(rows) < 2:
        return subset
    means = [sum(row[k] for row in rows) / len(rows) for k in range(len(subset))]
    leader = max(range(len(subset)), key=lambda k: means[k])
    close = []
    for k in range(len(subset)):
        diffs = [row[leader] - row[k] for row in rows]
        mean = sum(diffs) / len(diffs)
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        # A play exactly tied with the leader (no difference on any deal) stays in.
        if k == leader or mean <= CLOSE_CALL * math.sqrt(var / len(diffs)):
            close.append(k)
    close.sort(key=lambda k: -means[k])
    if len(close) < least:
        close = sorted(range(len(subset)), key=lambda k: -means[k])[:least]
    return tuple(subset[k] for k in close[:MAX_CONTENDERS])


def _task_size(left: float, started: float, chunks_done: int) -> int:
    """Chunks for the next task with ``left`` seconds to go: as many as ``TASK_CHUNKS``,
    but few enough that one task (and the one ahead of it on its worker) ends in time by
    the pace seen so far; a worker still busy with a large task when the time is up
    would hold back the answer, or the next decision."""
    if chunks_done == 0:
        return TASK_CHUNKS
    per_chunk = (time.perf_counter() - started) * workers() / chunks_done
    return max(1, min(TASK_CHUNKS, int(left / (2.0 * per_chunk))))


def _spread(view: SeatView, key: str, seed: int, first: int, limit: int | None,
            deadline: float | None, subset: tuple[int, ...],
            settings: MasterSettings) -> list[Totals]:
    """Chunks ``first``, ... of ``subset`` on the pool, in order, until the limit or the
    deadline (none waited for past it, so there may be none at all). Each task
    carries a few chunks: handing one over costs about as much as playing one.

    Should the pool's workers die, the pool is dropped (the next search starts a new
    one) and this search goes on here from the first chunk not yet in, so its chunks, and
    with a count its answer, are the same."""
    executor = pool()
    try:
        results = _pooled(executor, view, key, seed, first, limit, deadline, subset,
                          settings)
    except _Broken as broken:
        discard_pool(executor)
        results = broken.results
        left = None if limit is None else limit - len(results)
        if left != 0 and (deadline is None or not results
                          or time.perf_counter() < deadline):
            results += _run(view, key, seed, first + len(results), left, deadline, subset,
                            False, settings)
        return results
    WORK.add(len(results), len(subset), pooled=True)
    return results


class _Broken(Exception):
    """The pool died during :func:`_pooled`; ``results`` holds the chunks already in."""

    def __init__(self, results: list[Totals]) -> None:
        super().__init__("the worker pool died")
        self.results = results


def _pooled(executor: ProcessPoolExecutor, view: SeatView, key: str, seed: int,
            first: int, limit: int | None, deadline: float | None,
            subset: tuple[int, ...], settings: MasterSettings) -> list[Totals]:
    started = time.perf_counter()
    # Pickled once per search: every task carries the same bytes, and each worker reads
    # them once per decision (:func:`_view`), instead of the whole view each time.
    pickled = pickle.dumps(view, pickle.HIGHEST_PROTOCOL)
    ahead = 2 * workers()
    pending: list[Future[list[Totals]]] = []
    results: list[Totals] = []
    number = 0
    try:
        while True:
            while len(pending) < ahead and (limit is None or number < limit):
                size = TASK_CHUNKS
                if deadline is not None:
                    size = _task_size(deadline - time.perf_counter(), started, len(results))
                count = size if limit is None else min(size, limit - number)
                pending.append(executor.submit(
                    _chunks, (pickled, key, seed, first + number, count, subset, settings)))
                number += count
            if not pending:
                break
            head = pending[0]
            if deadline is None:
                results += head.result()
            else:
                left = deadline - time.perf_counter()
                try:
                    # Never past the deadline, not even for the first chunk: a late
                    # answer would show that the seat had a choice (search() answers
                    # without one).
                    results += head.result(timeout=max(0.0, left))
                except TimeoutError:
                    break
            pending.pop(0)
            if deadline is not None and time.perf_counter() >= deadline:
                break
    except BrokenProcessPool:
        WORK.add(len(results), len(subset), pooled=True)
        raise _Broken(results) from None
    finally:
        for future in pending:
            future.cancel()
    return results
