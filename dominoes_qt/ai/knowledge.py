"""What a seat can infer about the hidden tiles, and deals sampled consistently with it.

Every hidden tile a seat holds arrived either in the deal (as many tiles as the game
deals for the number of players) or by one of its draws. A draw or a pass shows that, at
that moment, the seat held nothing matching the open numbers; a tile drawn and kept did
not match them either (a seat draws only while nothing fits, and a drawn tile that fits
is then its only play, whether or not the rules force it). So each held tile carries a
set of numbers it cannot have: those shown missing since it arrived. Tiles that arrived
earlier carry every number a later one carries, so one seat's sets form a chain. Unseen
tiles that no seat holds are the boneyard, whether it is drawn from or left out of play.

When a seat lays a tile we do not know which of its unknown tiles it was; we retire the
oldest one that could have been it. That keeps the remaining sets as loose as any
choice could (the chain makes the oldest compatible one the most restrictive), so
the samples cover every deal the history allows.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from dominoes_qt.engine import Drew, HistoryEntry, Need, Played, SeatView, Tile

DEALT = -1
"""The arrival of a tile from the deal (draws are numbered 0, 1, ... in round order)."""


@dataclass
class Slot:
    """One tile a seat held at some time: when it came, what it cannot be, what it was."""

    seat: int
    arrival: int
    """``DEALT`` or the round-wide index of the draw that brought it."""
    forbidden: set[int] = field(default_factory=set)
    played: Tile | None = None
    """The tile laid from this slot, once it has been laid."""
    since: int = -1
    """The history index of the draw that brought it (-1: dealt)."""
    until: int | None = None
    """The history index of the play that laid it (None while held)."""


@dataclass(frozen=True)
class Deal:
    """Every hidden tile placed: one hand per seat (the viewer's own included), the boneyard."""

    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]


class Knowledge:
    """The constraints one view puts on the hidden tiles; samples deals that meet them.

    The view should be of the seat to move (the AI's moment); a view taken while another
    seat holds a just-drawn tile it must play would miss that the tile fits.
    """

    def __init__(self, view: SeatView) -> None:
        self.view = view
        n = view.seating.num_players
        self.slots: list[Slot] = []
        held: list[list[Slot]] = [[] for _ in range(n)]
        for seat in range(n):
            for _ in range(view.rules.hand_size_for(n)):
                slot = Slot(seat, DEALT)
                self.slots.append(slot)
                held[seat].append(slot)
        history = view.history
        draws = self._follow(history, held)
        last = history[-1] if history else None
        if (isinstance(last, Drew) and last.seat == view.seat and view.to_move == view.seat
                and view.need is Need.PLAY):
            # The viewer's own just-drawn tile fits (forced or not); it is known anyway.
            held[view.seat][-1].forbidden = set()
        self.draws = draws
        self.held = held
        self.unseen: tuple[Tile, ...] = tuple(sorted(view.unseen))
        for seat in range(n):
            if len(held[seat]) != view.hand_counts[seat]:
                raise ValueError(
                    f"seat {seat} holds {view.hand_counts[seat]} tiles but the history "
                    f"accounts for {len(held[seat])}"
                )

    def _follow(self, history: Sequence[HistoryEntry], held: list[list[Slot]]) -> int:
        """Follow ``history`` from the deal: each play takes a slot of its seat's ``held``,
        each draw adds one, and every pass or draw marks what the seat's slots lack; the
        number of draws."""
        draws = 0
        for i, entry in enumerate(history):
            if isinstance(entry, Played):
                seat, laid = entry.seat, entry.move.tile
                hand = held[seat]
                previous = history[i - 1] if i else None
                if isinstance(previous, Drew) and previous.seat == seat:
                    # A play straight after a draw is the drawn tile, the only one that fits.
                    slot = hand.pop()
                else:
                    index = next(
                        j for j, s in enumerate(hand)
                        if laid.a not in s.forbidden and laid.b not in s.forbidden
                    )
                    slot = hand.pop(index)
                slot.played = laid
                slot.until = i
            else:
                # Everything held shows it lacks the open numbers.
                for slot in held[entry.seat]:
                    slot.forbidden |= entry.open_values
                if isinstance(entry, Drew):
                    slot = Slot(entry.seat, draws, set(entry.open_values), since=i)
                    draws += 1
                    self.slots.append(slot)
                    held[entry.seat].append(slot)
        return draws

    def possible(self, seat: int) -> frozenset[Tile]:
        """The unseen tiles ``seat`` could hold at all (for the viewer: its own hand)."""
        if seat == self.view.seat:
            return frozenset(self.view.hand)
        slots = self.held[seat]
        if not slots:
            return frozenset()
        # The latest arrival is the least constrained (the sets form a chain).
        loosest = min(slots, key=lambda s: len(s.forbidden)).forbidden
        return frozenset(t for t in self.unseen if t.a not in loosest and t.b not in loosest)

    def sample(self, rng: random.Random) -> Deal:
        """A deal of the hidden tiles that the history allows, chosen at random."""
        view = self.view
        n = view.seating.num_players
        unseen = self.unseen
        constrained: list[tuple[int, list[Tile]]] = []
        free: list[int] = []
        for seat in range(n):
            if seat == view.seat:
                continue
            for slot in self.held[seat]:
                forbidden = slot.forbidden
                if forbidden:
                    pool = [t for t in unseen if t.a not in forbidden and t.b not in forbidden]
                    constrained.append((seat, pool))
                else:
                    free.append(seat)
        # The most constrained slots choose first; the rest take a shuffle of what is left.
        constrained.sort(key=lambda item: len(item[1]))
        pools = [pool for _, pool in constrained]
        picks = None
        for _ in range(40):
            picks = _assign(pools, rng)
            if picks is not None:
                break
        if picks is None:
            picks = _assign_exhaustive(pools, rng)
        hands: list[list[Tile]] = [[] for _ in range(n)]
        hands[view.seat] = sorted(view.hand)
        for (seat, _), t in zip(constrained, picks, strict=True):
            hands[seat].append(t)
        used = set(picks)
        rest = [t for t in unseen if t not in used]
        rng.shuffle(rest)
        for seat, t in zip(free, rest, strict=False):
            hands[seat].append(t)
        return Deal(tuple(tuple(h) for h in hands), tuple(rest[len(free):]))

    def replayable(self, deal: Deal) -> tuple[list[list[Tile]], list[Tile]]:
        """The round's dealt hands and boneyard order that lead from ``deal``'s start to now.

        Used by tests to prove a sample could really have happened: replaying the view's
        history on this deal must reproduce it.
        """
        n = self.view.seating.num_players
        resolved: dict[int, Tile] = {}
        for seat in range(n):
            slots = self.held[seat]
            hand = deal.hands[seat]
            pools = [
                [t for t in hand if t.a not in s.forbidden and t.b not in s.forbidden]
                for s in slots
            ]
            tiles = _assign_exhaustive(pools, random.Random(0))
            for slot, t in zip(slots, tiles, strict=True):
                resolved[id(slot)] = t
        dealt: list[list[Tile]] = [[] for _ in range(n)]
        drawn: dict[int, Tile] = {}
        for slot in self.slots:
            t = slot.played if slot.played is not None else resolved[id(slot)]
            if slot.arrival == DEALT:
                dealt[slot.seat].append(t)
            else:
                drawn[slot.arrival] = t
        deck = [drawn[i] for i in range(self.draws)] + list(deal.boneyard)
        return dealt, deck


def _assign(pools: list[list[Tile]], rng: random.Random) -> list[Tile] | None:
    """One random tile per pool, all different, in order; None on a dead end."""
    chosen: list[Tile] = []
    used: set[Tile] = set()
    for pool in pools:
        options = [t for t in pool if t not in used]
        if not options:
            return None
        pick = options[rng.randrange(len(options))]
        chosen.append(pick)
        used.add(pick)
    return chosen


def _assign_exhaustive(pools: list[list[Tile]], rng: random.Random) -> list[Tile]:
    """An assignment found for sure; the real deal guarantees one exists.

    Plain backtracking can take seconds when many slots share nearly the same pool (late
    in a round, after several draws and passes), so this grows a matching by augmenting
    paths instead, which costs at most slots x edges steps. Random orders keep it varied.
    """
    order = list(range(len(pools)))
    rng.shuffle(order)
    options = [rng.sample(pool, len(pool)) for pool in pools]
    owner: dict[Tile, int] = {}

    def augment(i: int, seen: set[Tile]) -> bool:
        for t in options[i]:
            if t in seen:
                continue
            seen.add(t)
            holder = owner.get(t)
            if holder is None or augment(holder, seen):
                owner[t] = i
                return True
        return False

    for i in order:
        if not augment(i, set()):
            raise ValueError("no deal of the hidden tiles agrees with the history")
    chosen = {i: t for t, i in owner.items()}
    return [chosen[i] for i in range(len(pools))]
