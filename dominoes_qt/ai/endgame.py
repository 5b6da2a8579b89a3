"""Exact endgames: every deal the history allows, each solved to the end of the round.

Late in a round few tiles are unseen, so the deals of them that the seat's view allows
can be listed one by one. For each deal the round is a game of perfect information
between two sides; alpha-beta on the chance of winning the match at the round's end
(:func:`~dominoes_qt.ai.plays.value_of`, so a score counts by what it does to the
match) gives each candidate play its exact worth in that deal. The play with the best
mean over the deals, weighted as the master weighs them, is chosen.

The deals are listed as the sampler draws them: every filling of the hidden slots that
respects what draws and passes showed was equally likely to be dealt, and slots of one
seat that arrived together and showed the same lacks are interchangeable, so one set of
tiles per such group stands for all its orders. With a boneyard that is drawn from,
each order of the remaining tiles is a deal of its own. Each deal is weighed by
:meth:`~dominoes_qt.ai.sampler.Sampler.weight` (how natural the others' earlier plays
were in it).

Everything comes from the view and from the rule object through the rollout's round
(:class:`~dominoes_qt.ai.rollout.Rollout`), so no game is named here. The work is
bounded by a count of deals and a count of searched positions, both fixed, so a given
view always gets the same answer or, when the work would be larger, none (the master
then searches by rollouts as usual).

Solving each deal with every hand open lets every seat's later plays depend on tiles it
cannot see: the partner "knows" where the opponents' tiles are and the seat itself plays
each deal its own way. :class:`Joint` searches all the deals at once instead: a seat to
move chooses one play for all the deals in which the table and its own hand are the
same, by its side's weighted mean over them, so no seat's choice depends on another's
hidden tiles. (The deals are the viewer's, so the others are taken to know the viewer's
hand; that is all they are told.) The value of each deal is then what one honest way of
playing for every seat brings there. It has no cut-offs and costs more, so the master
tries it first and falls back on the open solution when it does not fit.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations, permutations

from dominoes_qt.ai.knowledge import Deal, Knowledge
from dominoes_qt.ai.plays import candidates, value_of
from dominoes_qt.ai.rollout import Play, Rollout
from dominoes_qt.ai.sampler import Sampler
from dominoes_qt.ai.settings import MASTER, MasterSettings
from dominoes_qt.engine import FULL_SET, Move, SeatView, Tile
from dominoes_qt.engine.tiles import ALL_TILES

MAX_DEALS = 1800
"""The most deals listed (Seven Rocks with 9 unseen tiles has at most 1,680)."""
MAX_NODES = 300_000
"""The most positions searched over all deals and candidates before giving up."""
MAX_UNSEEN = 12
"""Views with more unseen tiles are not tried (their deals are never few)."""
NODES_PER_ROLLOUT = 40
"""The search's allowance, in positions, per rollout of the master's budget (about the
same time as the rollouts it stands in for, a few times at most)."""
NODES_PER_MILLISECOND = 8
"""The same for a budget given only as time, in this process alone while the rollouts
would use every core: about half the time at most, the rest left to the rollouts if the
search gives up (the allowance is still a fixed count, so a given view and budget always
get the same answer)."""
_TABLE_LIMIT = 400_000
"""Transposition entries kept before the table is emptied."""


class OutOfBudget(Exception):
    """The search would take more than its fixed allowance of positions (what
    :meth:`Solver.value` and :meth:`Joint.values` raise then)."""


@dataclass(frozen=True)
class Solution:
    """An exact endgame's answer."""

    move: Move
    values: dict[Move, float]
    """Each candidate's weighted mean chance of winning the match."""
    deals: int
    nodes: int


def two_sides(view: SeatView) -> bool:
    """Whether the round is a contest of two sides (alpha-beta needs one)."""
    return view.seating.num_sides == 2


def deals(view: SeatView, limit: int = MAX_DEALS,
          sampler: Sampler | None = None) -> list[tuple[Deal, float]] | None:
    """Every deal of the hidden tiles that ``view`` allows, with its weight (by
    ``sampler``, the master's by default); None when there are more than ``limit``."""
    if sampler is None:
        sampler = Sampler(Knowledge(view))
    groups = _groups(sampler)
    found: list[tuple[Deal, float]] = []
    tiles: list[Tile | None] = [None] * len(sampler.slots)
    draws = view.rules.draws
    n = view.seating.num_players
    for rest in _fillings(sampler, groups, 0, set(), tiles):
        filled = [t for t in tiles if t is not None]
        weight = sampler.weight(filled)
        if weight <= 0.0:
            continue
        orders: Iterator[tuple[Tile, ...]]
        if draws and len(rest) > 1:
            if len(found) + math.factorial(len(rest)) > limit:
                return None
            orders = permutations(rest)
        else:
            orders = iter((tuple(rest),))
        hands: list[list[Tile]] = [[] for _ in range(n)]
        hands[view.seat] = sorted(view.hand)
        for slot, t in zip(sampler.slots, filled, strict=True):
            hands[slot.seat].append(t)
        held = tuple(tuple(h) for h in hands)
        for order in orders:
            found.append((Deal(held, order), weight))
            if len(found) > limit:
                return None
    return found


def _groups(sampler: Sampler) -> list[list[int]]:
    """The hidden slots in groups of interchangeable ones, most constrained first."""
    by_key: dict[tuple[int, frozenset[int], int], list[int]] = {}
    for i, slot in enumerate(sampler.slots):
        by_key.setdefault((slot.seat, frozenset(slot.forbidden), slot.since), []).append(i)
    return sorted(by_key.values(), key=lambda g: (len(sampler.pools[g[0]]), g))


def _fillings(sampler: Sampler, groups: list[list[int]], index: int, used: set[Tile],
              tiles: list[Tile | None]) -> Iterator[list[Tile]]:
    """Fill ``tiles`` with every choice of a set of tiles per group (yields the tiles
    left over each time)."""
    if index == len(groups):
        yield [t for t in sampler.unseen if t not in used]
        return
    group = groups[index]
    pool = [t for t in sampler.pools[group[0]] if t not in used]
    for chosen in combinations(pool, len(group)):
        for i, t in zip(group, chosen, strict=True):
            tiles[i] = t
        used.update(chosen)
        yield from _fillings(sampler, groups, index + 1, used, tiles)
        used.difference_update(chosen)


class Solver:
    """Alpha-beta over rounds with every hand known, for one side, with a shared table."""

    def __init__(self, side: int, max_nodes: int = MAX_NODES,
                 deadline: float | None = None) -> None:
        self.side = side
        self.max_nodes = max_nodes
        self.nodes = 0
        self.deadline = deadline
        """A :func:`time.perf_counter` past which the search gives up too (a loaded
        machine may take far longer over the allowance than it was sized for)."""
        self.table: dict[tuple[object, ...], tuple[float, float]] = {}
        self._value_of = value_of
        self._rng = random.Random(0)

    def value(self, sim: Rollout, alpha: float = -1.0, beta: float = 2.0) -> float:
        """The exact value for the side of ``sim`` (advanced: ended, or the seat to move
        has a play) with both sides playing their best."""
        if sim.ended:
            return self._value_of(sim, self.side)
        self.nodes += 1
        if self.nodes > self.max_nodes or _late(self.nodes, self.deadline):
            raise OutOfBudget
        key = _key(sim)
        low, high = self.table.get(key, (-1.0, 2.0))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        # What the table knows narrows the window; a result is then exact only inside
        # the narrowed one (a cut against a bound from the table proves only a bound).
        alpha = floor = max(alpha, low)
        beta = ceiling = min(beta, high)
        maximize = sim.side_of[sim.to_move] == self.side
        best = -1.0 if maximize else 2.0
        for play in self._ordered(sim):
            child = sim.copy()
            child.play(*play)
            if not child.ended:
                child.advance()
            v = self.value(child, alpha, beta)
            if maximize:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        if len(self.table) > _TABLE_LIMIT:
            self.table.clear()
        if best <= floor:
            self.table[key] = (low, min(high, best))
        elif best >= ceiling:
            self.table[key] = (max(low, best), high)
        else:
            self.table[key] = (best, best)
        return best

    def _ordered(self, sim: Rollout) -> list[Play]:
        # The greedy judgement's choice first: it is often best, and a good first play
        # narrows the window for the rest.
        plays = sorted(set(sim.plays()))
        if len(plays) > 1:
            first = sim.choose(self._rng, 0.0)
            plays.remove(first)
            plays.insert(0, first)
        return plays


# The double-six tiles keep the lowest bits in set order; the bigger sets' others follow.
_BIT = {t: 1 << i for i, t in enumerate((*FULL_SET, *(t for t in ALL_TILES
                                                     if t not in FULL_SET)))}
"""Each tile's bit: a hand as a number, whatever the order of its tiles."""


def _key(sim: Rollout) -> tuple[object, ...]:
    bit = _BIT
    return (*[sum(map(bit.__getitem__, h)) for h in sim.hands], *sorted(sim.places),
            -1, sim.end_sum, sim.to_move, *sim.scores, sim.forced, sim.spins, *sim.deck)


def solve(view: SeatView, max_deals: int = MAX_DEALS,
          max_nodes: int = MAX_NODES, sampler: Sampler | None = None,
          deadline: float | None = None) -> Solution | None:
    """The exact best play for ``view`` over every deal it allows (weighed by
    ``sampler``, the master's by default); None when the round is not a two-sided contest,
    there are too many deals, or the search would take more than ``max_nodes``
    positions, or past ``deadline`` (a :func:`time.perf_counter`)."""
    if not two_sides(view):
        return None
    moves, plays = candidates(view)
    # Every candidate on every deal takes at least one position.
    listed = deals(view, min(max_deals, max_nodes // len(plays)), sampler)
    if not listed:
        return None
    solver = Solver(view.side, max_nodes, deadline)
    values = [0.0] * len(plays)
    total = 0.0
    try:
        for done, (deal, weight) in enumerate(listed):
            if done and solver.nodes * len(listed) > max_nodes * done:
                # The deals solved so far say the rest would not fit the allowance.
                return None
            base = Rollout(view.rules, view.seating, view.board, deal.hands, deal.boneyard,
                           view.to_move, view.starter, view.scores, view.forced)
            for i, play in enumerate(plays):
                sim = base.copy()
                sim.play(*play)
                if not sim.ended:
                    sim.advance()
                values[i] += weight * solver.value(sim)
            total += weight
    except OutOfBudget:
        return None
    means = [v / total for v in values]
    best = max(range(len(plays)), key=lambda i: (means[i], -i))
    return Solution(moves[best], {moves[i]: means[i] for i in range(len(plays))},
                    len(listed), solver.nodes)


class Joint:
    """All the deals of one view searched together, every seat choosing from what it can
    see (the table and its own hand) by its side's weighted mean over the deals it cannot
    tell apart; the values are for ``side``."""

    def __init__(self, side: int, weights: list[float], max_nodes: int = MAX_NODES,
                 deadline: float | None = None) -> None:
        self.side = side
        self.weights = weights
        self.max_nodes = max_nodes
        self.nodes = 0
        self.deadline = deadline
        """As :attr:`Solver.deadline`."""
        self._value_of = value_of
        self.choices: dict[tuple[object, ...], Play] | None = None
        """When a dict: each choice made, keyed by the plays since the root (seat and
        play), the seat and its own tiles (what it could see), for a test to replay."""

    def values(self, worlds: list[tuple[int, Rollout]],
               path: tuple[tuple[int, Play], ...] = ()) -> dict[int, float]:
        """The value of each deal (by index into the weights) of ``worlds``, all of one
        public history (``path``, the plays since the search began, each with its seat)
        and each advanced (ended, or the seat to move has a play)."""
        found: dict[int, float] = {}
        tables: dict[tuple[object, ...], list[tuple[int, Rollout]]] = {}
        for i, sim in worlds:
            if sim.ended:
                found[i] = self._value_of(sim, self.side)
            else:
                # Passes and draws are seen by all: deals where they differ part here.
                tables.setdefault(_public(sim), []).append((i, sim))
        for table in tables.values():
            self._choose(table, found, path)
        return found

    def _choose(self, table: list[tuple[int, Rollout]], found: dict[int, float],
                path: tuple[tuple[int, Play], ...]) -> None:
        mover = table[0][1].to_move
        ours = table[0][1].side_of[mover] == self.side
        seen: dict[tuple[object, ...], list[tuple[int, Rollout]]] = {}
        after: dict[Play, list[tuple[int, Rollout]]] = {}
        for i, sim in table:
            seen.setdefault(_own(sim), []).append((i, sim))
            for play in set(sim.plays()):
                # Each position made counts: the search has no cut-offs to save any.
                self.nodes += 1
                if self.nodes > self.max_nodes or _late(self.nodes, self.deadline):
                    raise OutOfBudget
                child = sim.copy()
                child.play(*play)
                if not child.ended:
                    child.advance()
                after.setdefault(play, []).append((i, child))
        # A play is followed over every deal where it is legal, whoever would choose it:
        # the later seats cannot tell which of those deals they are in.
        outcome = {play: self.values(children, (*path, (mover, play)))
                   for play, children in sorted(after.items())}
        weights = self.weights
        for group in seen.values():
            plays = sorted(set(group[0][1].plays()))
            sign = 1.0 if ours else -1.0
            best = max(plays, key=lambda p: (sign * sum(weights[i] * outcome[p][i]
                                                        for i, _ in group), -plays.index(p)))
            for i, _ in group:
                found[i] = outcome[best][i]
            if self.choices is not None:
                self.choices[(path, mover, _own(group[0][1]))] = best


def _public(sim: Rollout) -> tuple[object, ...]:
    """What every seat sees of a position reached by one history: whose turn, how many
    tiles each holds and is left to draw, and whether a drawn tile must be played."""
    return (sim.to_move, *map(len, sim.hands), len(sim.deck), sim.forced is not None)


def _own(sim: Rollout) -> tuple[object, ...]:
    """What the seat to move sees besides the public position: its own tiles."""
    return (sum(map(_BIT.__getitem__, sim.hands[sim.to_move])), sim.forced)


def solve_joint(view: SeatView, max_deals: int = MAX_DEALS, max_nodes: int = MAX_NODES,
                search: Joint | None = None, sampler: Sampler | None = None,
                deadline: float | None = None) -> Solution | None:
    """The best play for ``view`` by :class:`Joint` over every deal it allows; None when
    the round is not a two-sided contest, there are too many deals, or the search would
    take more than ``max_nodes`` positions. ``search``, when given, is made to fit the
    deals (a test reads its choices); ``sampler`` weighs the deals and ``deadline``
    bounds the time, as in :func:`solve`."""
    if not two_sides(view):
        return None
    moves, plays = candidates(view)
    listed = deals(view, min(max_deals, max_nodes // len(plays)), sampler)
    if not listed:
        return None
    weights = [w for _, w in listed]
    total = sum(weights)
    if search is None:
        search = Joint(view.side, weights, max_nodes, deadline)
    else:
        search.side, search.weights, search.max_nodes = view.side, weights, max_nodes
        search.deadline = deadline
    means = []
    try:
        for play in plays:
            worlds = []
            for i, (deal, _) in enumerate(listed):
                sim = Rollout(view.rules, view.seating, view.board, deal.hands,
                              deal.boneyard, view.to_move, view.starter, view.scores,
                              view.forced)
                sim.play(*play)
                if not sim.ended:
                    sim.advance()
                worlds.append((i, sim))
            found = search.values(worlds, ((view.seat, play),))
            means.append(sum(weights[i] * v for i, v in found.items()) / total)
    except OutOfBudget:
        return None
    best = max(range(len(plays)), key=lambda i: (means[i], -i))
    return Solution(moves[best], {moves[i]: means[i] for i in range(len(plays))},
                    len(listed), search.nodes)


def allowance(iterations: int | None, milliseconds: float | None) -> int:
    """The positions an exact search may take for the master's budget."""
    if iterations is not None:
        return NODES_PER_ROLLOUT * iterations
    return int(NODES_PER_MILLISECOND * (milliseconds or 0.0))


def attempt(view: SeatView, iterations: int | None, milliseconds: float | None,
            settings: MasterSettings = MASTER,
            deadline: float | None = None) -> Solution | None:
    """:func:`solve` within the allowance of the master's budget, for views late enough
    to have few deals, then :func:`solve_joint` where it fits too (unless ``settings``
    say otherwise); None otherwise. Both give up at ``deadline`` too, if given (the
    open answer stands if only the joint search is late)."""
    if len(view.unseen) > MAX_UNSEEN or not two_sides(view):
        return None
    nodes = allowance(iterations, milliseconds)
    sampler = Sampler(Knowledge(view), settings.evidence)
    opened = solve(view, MAX_DEALS, nodes, sampler, deadline)
    # The joint search has no cut-offs: where the open one does not fit, neither does it.
    if opened is None or not settings.joint_endgames:
        return opened
    if iterations is None:
        # Against a clock both searches share the one allowance, so the pair takes no
        # longer than the open search alone could.
        nodes -= opened.nodes
    return solve_joint(view, MAX_DEALS, nodes, None, sampler, deadline) or opened


def _late(nodes: int, deadline: float | None) -> bool:
    # The clock is read every 64 positions: a position costs microseconds, a clock
    # reading about as much.
    return deadline is not None and not nodes & 63 and time.perf_counter() > deadline

