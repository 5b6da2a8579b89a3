"""Deals of the hidden tiles in proportion to how likely the history makes them.

:class:`~dominoes_qt.ai.knowledge.Knowledge` says which tiles each held slot may be (a
seat that drew or passed showed it lacked the open numbers). Every way of filling the
slots and the boneyard that respects those sets was equally likely to be dealt, so a
hand is as likely as the number of fillings that give it. :meth:`Sampler.sample` draws a
filling uniformly: each constrained slot picks uniformly from its own set and the draw is
thrown away if two slots picked the same tile (every surviving filling had the same
chance, the product of one over each set's size); the unconstrained slots and the
boneyard then share a shuffle of the rest. When the sets overlap so much that throwing
away keeps failing, a random walk of swaps that keep every slot legal, started from one
legal filling, stands in (its resting distribution is the same uniform one).

Draws make one more correction. The slots fix which slot each laid tile came from (the
oldest that could have been it), but a hand is really as likely as the number of deals
that lead to it, and a deal also says whether each tile was dealt or drawn, and by which
draw: the same hand can come about in more ways, or fewer, than its fillings of the
slots count. :meth:`Sampler.weight` multiplies a deal by, for every other seat that drew,
the number of ways its tiles (held and laid) fill its arrivals (:class:`_Arrivals`),
over the number of ways its hand fills its slots; both are counted exactly.

Soft evidence: an opponent who had a choice of tiles and laid a particular one more
likely held hands where that tile was the natural play. :meth:`Sampler.weight` gives a
deal the product, over every such play of another seat, of the chance that a simple
model of a player (a soft preference for points now and for shedding heavy tiles) lays
that tile from the hand the deal says the seat held then.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from dominoes_qt.ai.knowledge import Deal, Knowledge, Slot, _assign_exhaustive
from dominoes_qt.ai.playout import _judge_play, end_sum_after
from dominoes_qt.engine import Board, Drew, Move, Played, Rules, SeatView, Tile

Odds = Callable[[Sequence[int], Board, Tile], float]
"""A model of a player: how readily it lays a tile on a board (0 if it does not fit),
where an end sum ``s`` scores ``points[s]``."""
Model = Callable[[Rules, int, int, Board, Tile], float]
"""A model of a player that knows the match: how readily a seat of side ``side`` with
``score`` lays a tile on a board (0 if it does not fit), by the points its rules would
accept and whether the play would win the match."""

REJECTION_TRIES = 200
"""Independent attempts before the random walk takes over."""
WALK_STEPS_PER_SLOT = 30
TEMPERATURE = 8.0
"""How sharply the model of a player prefers its best play (raw points of worth per
factor e): soft, since real players (and this program's levels) differ."""
PIP_WEIGHT = 0.6
DOUBLE_WEIGHT = 2.0


@dataclass(frozen=True)
class _Evidence:
    """One play of another seat that had a choice, ready to weigh deals with."""

    slots: tuple[int, ...]
    """Indices (into the sampler's slot list) of the seat's hidden slots held then."""
    odds: dict[Tile, float]
    """exp(worth / TEMPERATURE) of each unseen tile that would have fitted then."""
    known: float
    """The same summed over the tiles the seat is known to have held then (laid later)."""
    laid: float
    """The same for the tile it laid."""


class _Arrivals:
    """How one seat's tiles came to it: dealt, or by each of its draws, in order.

    A tile could have come by an arrival if it was held from then until it was laid (or
    until now) without fitting any of the seat's draws and passes in between, the draw
    that brought it included. So each tile may have come by any arrival from an earliest
    one (the first after the last of those events that it fits) up to the last before it
    was laid: a range of arrivals in order. A tile laid straight after a draw is that
    draw's tile and is left out (it is the same in every deal).
    """

    def __init__(self, view: SeatView, seat: int) -> None:
        history = view.history
        times: list[int] = [DEALT_TIME] * view.rules.hand_size_for(view.seating.num_players)
        self.events: list[tuple[int, frozenset[int]]] = []
        laid: list[tuple[Tile, int]] = []
        for i, entry in enumerate(history):
            if entry.seat != seat:
                continue
            if isinstance(entry, Played):
                previous = history[i - 1] if i else None
                if isinstance(previous, Drew) and previous.seat == seat:
                    times.pop()
                else:
                    laid.append((entry.move.tile, i))
                continue
            self.events.append((i, entry.open_values))
            if isinstance(entry, Drew):
                times.append(i)
        self.times = times
        self.drew = any(isinstance(e, Drew) and e.seat == seat for e in history)
        ranges = [(self._earliest(t, until), self._latest(until)) for t, until in laid]
        self.laid_ranges = ranges
        self._counted: dict[frozenset[Tile], int] = {}

    def _earliest(self, t: Tile, until: int | None) -> int:
        """The first arrival that ``t`` could have come by if held until ``until``."""
        last_fit = DEALT_TIME - 1
        for i, values in self.events:
            if until is not None and i >= until:
                break
            if t.a in values or t.b in values:
                last_fit = i
        return next((k for k, time in enumerate(self.times) if time > last_fit),
                    len(self.times))

    def _latest(self, until: int | None) -> int:
        """The last arrival before ``until`` (None: the last one)."""
        if until is None:
            return len(self.times) - 1
        return max((k for k, time in enumerate(self.times) if time < until), default=-1)

    def ways(self, hand: frozenset[Tile]) -> int:
        """How many ways ``hand`` and the laid tiles fill the arrivals, one tile each."""
        found = self._counted.get(hand)
        if found is None:
            top = len(self.times) - 1
            ranges = self.laid_ranges + [(self._earliest(t, None), top) for t in hand]
            found = self._counted[hand] = _matchings(ranges, len(self.times))
        return found


DEALT_TIME = -1
"""The history index that stands for the deal (before every entry)."""


def _matchings(ranges: list[tuple[int, int]], points: int) -> int:
    """How many ways each range ``(first, last)`` takes a different point ``0 ..
    points - 1`` inside it, all points taken.

    Points are taken in order; the ranges begun but not yet given a point matter only by
    their last points, so those (a sorted tuple) are the state.
    """
    if len(ranges) != points:
        return 0
    starting: list[list[int]] = [[] for _ in range(points + 1)]
    for first, last in ranges:
        if first > last:
            return 0
        starting[first].append(last)
    states: dict[tuple[int, ...], int] = {(): 1}
    for p in range(points):
        grown: dict[tuple[int, ...], int] = {}
        for state, count in states.items():
            open_ = tuple(sorted(state + tuple(starting[p])))
            for k, last in enumerate(open_):
                if k and open_[k - 1] == last:
                    continue
                times = open_.count(last)
                rest = open_[:k] + open_[k + 1:]
                # A range whose last point is this one must take it or never will.
                if rest and rest[0] <= p:
                    continue
                grown[rest] = grown.get(rest, 0) + count * times
        states = grown
    return states.get((), 0)


def _fillings(hand: list[Tile], pools: list[frozenset[Tile]]) -> int:
    """How many ways ``hand`` fills slots whose allowed tiles form a chain (``pools``)."""
    count = 1
    for k, pool in enumerate(sorted(pools, key=len)):
        fits = sum(1 for t in hand if t in pool) - k
        if fits <= 0:
            return 0
        count *= fits
    return count


class Sampler:
    """Draws deals consistent with a view, and weighs them by the opponents' plays."""

    def __init__(self, knowledge: Knowledge, evidence: bool = True,
                 odds: Odds | None = None, model: Model | None = None) -> None:
        """``evidence``: whether the others' plays weigh the deals. ``odds``: a model of
        a player that sees only the board; ``model``: one that also knows the seat's score
        (it wins over ``odds``; the lab's fitted model is one). With neither, the fixed
        :func:`_odds`."""
        self.knowledge = knowledge
        plain: Odds = odds or _odds
        self._model: Model = model or (lambda rules, side, score, board, t:
                                       plain(rules.points_by_end_sum, board, t))
        view = knowledge.view
        self.view = view
        unseen = knowledge.unseen
        self.unseen = unseen
        n = view.seating.num_players
        # Every hidden slot: the held slots of the other seats.
        slots: list[Slot] = [s for seat in range(n) if seat != view.seat
                             for s in knowledge.held[seat]]
        self.slots = slots
        self.pools: list[list[Tile]] = [
            [t for t in unseen if t.a not in s.forbidden and t.b not in s.forbidden]
            for s in slots
        ]
        self.allowed = [frozenset(pool) for pool in self.pools]
        self.constrained = [i for i, s in enumerate(slots) if s.forbidden]
        self.free = [i for i, s in enumerate(slots) if not s.forbidden]
        self.evidence: list[_Evidence] = self._evidence() if evidence else []
        # Seats whose draws make some hands come about in more ways than others.
        self.arrivals: dict[int, _Arrivals] = {}
        for seat in range(n):
            if seat != view.seat and view.hand_counts[seat]:
                arrivals = _Arrivals(view, seat)
                if arrivals.drew:
                    self.arrivals[seat] = arrivals
        self.seat_slots: dict[int, list[int]] = {
            seat: [i for i, s in enumerate(slots) if s.seat == seat] for seat in self.arrivals}

    # --- drawing -----------------------------------------------------------------------

    def fill(self, rng: random.Random) -> tuple[list[Tile], list[Tile]]:
        """A uniform legal filling: a tile per hidden slot, and the boneyard in order."""
        pools = self.pools
        constrained = self.constrained
        filling: list[Tile | None] = [None] * len(self.slots)
        used: set[Tile] | None = None
        for _ in range(REJECTION_TRIES):
            used = set()
            for i in constrained:
                pool = pools[i]
                t = pool[rng.randrange(len(pool))]
                if t in used:
                    break
                used.add(t)
                filling[i] = t
            else:
                break
            used = None
        if used is None:
            return self._walk(rng)
        rest = [t for t in self.unseen if t not in used]
        rng.shuffle(rest)
        for i, t in zip(self.free, rest, strict=False):
            filling[i] = t
        tiles = [t for t in filling if t is not None]
        if len(tiles) != len(filling):
            raise ValueError("more hidden slots than unseen tiles")
        return tiles, rest[len(self.free):]

    def _walk(self, rng: random.Random) -> tuple[list[Tile], list[Tile]]:
        # Positions: every hidden slot, then every boneyard place (allowed anything).
        count = len(self.slots)
        start = _assign_exhaustive(self.pools, rng)
        chosen = set(start)
        positions: list[Tile] = start + [t for t in self.unseen if t not in chosen]
        rng.shuffle(positions_tail := positions[count:])
        positions[count:] = positions_tail
        allowed = self.allowed
        size = len(positions)
        for _ in range(WALK_STEPS_PER_SLOT * max(1, count)):
            i = rng.randrange(size)
            j = rng.randrange(size)
            ti, tj = positions[i], positions[j]
            if (i >= count or tj in allowed[i]) and (j >= count or ti in allowed[j]):
                positions[i], positions[j] = tj, ti
        return positions[:count], positions[count:]

    def sample(self, rng: random.Random) -> tuple[Deal, list[Tile]]:
        """A deal drawn as described above, and the tile of each hidden slot."""
        view = self.view
        tiles, boneyard = self.fill(rng)
        hands: list[list[Tile]] = [[] for _ in range(view.seating.num_players)]
        hands[view.seat] = sorted(view.hand)
        for slot, t in zip(self.slots, tiles, strict=True):
            hands[slot.seat].append(t)
        return Deal(tuple(tuple(h) for h in hands), tuple(boneyard)), tiles

    # --- soft evidence -------------------------------------------------------------------

    def _evidence(self) -> list[_Evidence]:
        view = self.view
        knowledge = self.knowledge
        index = {id(s): i for i, s in enumerate(self.slots)}
        rules = view.rules
        board = Board(rules.spinners, rules.double)
        model = self._model
        found: list[_Evidence] = []
        history = view.history
        before = scores_before(view)
        for i, entry in enumerate(history):
            if not isinstance(entry, Played):
                continue
            seat = entry.seat
            side = view.seating.side_of(seat)
            score = before[i][side]
            previous = history[i - 1] if i else None
            forced = isinstance(previous, Drew) and previous.seat == seat
            if seat != view.seat and not forced:
                held = [s for s in knowledge.slots
                        if s.seat == seat and s.since < i
                        and (s.until is None or s.until >= i)]
                # Only the hidden ones vary between deals; laid ones are known tiles.
                hidden = tuple(index[id(s)] for s in held if id(s) in index)
                if hidden:
                    odds = {t: o for t in self.unseen
                            if (o := model(rules, side, score, board, t)) > 0.0}
                    known = sum(model(rules, side, score, board, s.played) for s in held
                                if id(s) not in index and s.played is not None)
                    found.append(_Evidence(hidden, odds, known,
                                           model(rules, side, score, board,
                                                 entry.move.tile)))
            board.place(entry.move)
        return found

    def weight(self, tiles: list[Tile]) -> float:
        """How likely the other seats' choices were if the hidden slots held ``tiles``,
        relative to how often :meth:`sample` gives them (see the module's notes)."""
        w = 1.0
        for seat, arrivals in self.arrivals.items():
            indices = self.seat_slots[seat]
            hand = [tiles[i] for i in indices]
            filled = _fillings(hand, [self.allowed[i] for i in indices])
            if filled:
                w *= arrivals.ways(frozenset(hand)) / filled
        for ev in self.evidence:
            odds = ev.odds
            total = ev.known
            for i in ev.slots:
                total += odds.get(tiles[i], 0.0)
            if total > 0.0:
                w *= ev.laid / total
        return w


def _odds(points: Sequence[int], board: Board, t: Tile) -> float:
    """exp(worth / TEMPERATURE) of laying ``t`` at its best place (0 if it does not fit),
    where an end sum ``s`` scores ``points[s]``."""
    plain = PIP_WEIGHT * t.pips + (DOUBLE_WEIGHT if t.is_double else 0.0)
    if board.is_empty:
        return math.exp((plain + points[t.pips]) / TEMPERATURE)
    best: float | None = None
    for place in board.places():
        if place.value != t.a and place.value != t.b:
            continue
        worth = plain + points[end_sum_after(board, Move(t, place.tile, place.end))]
        if best is None or worth > best:
            best = worth
    return 0.0 if best is None else math.exp(best / TEMPERATURE)


def scores_before(view: SeatView) -> list[tuple[int, ...]]:
    """Every side's score before each entry of the round's history.

    Worked back from the scores now: a play's points were either accepted or refused
    by the rules (an exact target refuses a gain that would pass it). Where both readings
    fit, the play counts as accepted (a refused play is the rarer one)."""
    rules = view.rules
    history = view.history
    scores = list(view.scores)
    found: list[tuple[int, ...]] = [()] * len(history)
    for i in range(len(history) - 1, -1, -1):
        entry = history[i]
        if isinstance(entry, Played) and entry.points:
            side = view.seating.side_of(entry.seat)
            earlier = scores[side] - entry.points
            accepted, _ = _judge_play(rules, side, earlier, entry.points)
            refused = not _judge_play(rules, side, scores[side], entry.points)[0]
            if accepted or not refused:
                scores[side] = earlier
        found[i] = tuple(scores)
    return found
