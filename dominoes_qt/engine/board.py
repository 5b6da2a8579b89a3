"""The layout on the table: a tree of tiles with named ends, its places and its end sum.

Every rule about where a tile may go and what the table counts lives here.
The board does not know whose turn it is or who owns a score; the game does.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Iterable, Iterator, Sequence
from enum import Enum
from itertools import compress
from typing import NamedTuple

from dominoes_qt.engine.tiles import ALL_TILES, NUMBERS, Tile
from dominoes_qt.engine.tiles import tile as _tile_of


class End(str, Enum):
    """A named end of a placed tile (the names of RECORD.md)."""

    LOW = "low"
    """The smaller half of a non-double."""
    HIGH = "high"
    """The larger half of a non-double."""
    LINE_A = "lineA"
    """The side of a crosswise double that a joining double attaches by."""
    LINE_B = "lineB"
    """The other side of a double's line."""
    BRANCH_A = "branchA"
    """A spinner's first side branch (opens once both line sides are filled)."""
    BRANCH_B = "branchB"
    """A spinner's second side branch."""

    def __str__(self) -> str:
        return self.value


class Spinners(str, Enum):
    """Which doubles are spinners: doubles that open two side branches once both sides of
    their line are covered."""

    EVERY_DOUBLE = "every-double"
    FIRST_DOUBLE = "first-double"
    """Only the first double laid in the round (the lead, when it is a double)."""
    NONE = "none"
    """No double ever branches: the layout is a single line."""

    def __str__(self) -> str:
        return self.value


LINE_ENDS = (End.LINE_A, End.LINE_B)
BRANCH_ENDS = (End.BRANCH_A, End.BRANCH_B)
_END_ORDER = {end: i for i, end in enumerate(End)}


class Move(NamedTuple):
    """Lay ``tile`` on the end ``end`` of the placed tile ``at``; the lead has neither."""

    tile: Tile
    at: Tile | None = None
    end: End | None = None

    def __str__(self) -> str:
        if self.at is None:
            return f"{self.tile} leads"
        return f"{self.tile} on {self.at} {self.end}"


class Placed(NamedTuple):
    """One tile on the table and how it hangs in the tree."""

    tile: Tile
    parent: Tile | None
    """The tile it joins, or None for the lead."""
    parent_end: End | None
    """Which end of the parent it joins."""
    joined_end: End | None
    """Its own end that touches the parent (lineA for a double), None for the lead."""
    spinner: bool
    """True for a double that may grow side branches."""


class Contribution(NamedTuple):
    """What one tile adds to the end sum: an open end's value, or a double's both halves."""

    tile: Tile
    end: End | None
    """The open end counted; None for a double at the end of its line (counts 2 x d)."""
    value: int


class Place(NamedTuple):
    """An open end a new tile may attach to, with the number it must match."""

    tile: Tile
    end: End
    value: int


class Connection(NamedTuple):
    """``child`` joins ``parent`` at ``parent_end`` with its own ``child_end``."""

    parent: Tile
    parent_end: End
    child: Tile
    child_end: End


class Illegal(str, Enum):
    """Why a move can not be made on this board."""

    LEAD_NAMES_A_PLACE = "the first tile of a round is laid alone, not on another tile"
    NEEDS_A_PLACE = "after the lead every tile must join an open end"
    TILE_ON_TABLE = "that tile is already on the table"
    NOT_ON_TABLE = "the tile to join is not on the table"
    NOT_AN_END = "that tile has no such end"
    NOT_A_SPINNER = "only a spinner has side branches"
    END_TAKEN = "that end is already joined"
    BRANCH_CLOSED = "both line sides of a spinner must be filled before its branches open"
    VALUE_MISMATCH = "the tile has no half matching that end"


_LOW, _HIGH, _LINE_A, _LINE_B = End.LOW, End.HIGH, End.LINE_A, End.LINE_B
_BRANCH_A, _BRANCH_B = End.BRANCH_A, End.BRANCH_B


def _sort_key(tile: Tile, end: End | None) -> tuple[int, int, int]:
    return (tile.a, tile.b, -1 if end is None else _END_ORDER[end])


_LEADS = {t: Move(t) for t in ALL_TILES}
"""Each tile's lead (shared: every round starts by listing a hand's)."""

_RANK: dict[tuple[Tile, End | None], int] = {
    (t, e): rank
    for rank, (t, e) in enumerate(sorted(((t, e) for t in ALL_TILES for e in (None, *End)),
                                         key=lambda key: _sort_key(*key)))
}
"""Every (tile, end) in :func:`_sort_key` order, as one number to sort by."""

Slot = tuple[int, tuple[Move, ...], int | None]
"""An open place's number; the move onto it of each tile carrying that number, by the
tile's other half; and the :data:`_RANK` of what the place adds to the end sum (shared by
every board: laying a tile or listing plays makes none)."""


def _slot(at: Tile, end: End) -> Slot:
    value = at.b if end is End.HIGH else at.a
    moves = tuple(Move(_tile_of(value, other), at, end) for other in range(NUMBERS))
    if end is End.LOW or end is End.HIGH:
        return value, moves, _RANK[at, end]
    if end is End.LINE_A or end is End.LINE_B:
        # A double counts both halves once, while either side of its line is open: both
        # sides share one rank.
        return value, moves, _RANK[at, None]
    # A spinner's branch counts only once a tile joins it.
    return value, moves, None


_SLOTS: dict[tuple[Tile, End], Slot] = {
    (t, e): _slot(t, e)
    for t in ALL_TILES
    for e in ((End.LINE_A, End.LINE_B, End.BRANCH_A, End.BRANCH_B) if t.is_double
              else (End.LOW, End.HIGH))
}
"""The slot of every place the table can have."""


Join = tuple[End, tuple[Tile, End], Slot, int]
"""How a tile joins by a number: its end that joins, the place it leaves open, that place's
slot and the rank of what the new tile counts."""


def _join(value: int, other: int) -> Join:
    """The tile of halves ``value`` and ``other`` joining by ``value`` (a double joins by
    one side of its line and counts both halves)."""
    t = _tile_of(value, other)
    if t.is_double:
        joined, free = End.LINE_A, End.LINE_B
    else:
        joined, free = (End.LOW, End.HIGH) if t.a == value else (End.HIGH, End.LOW)
    return joined, (t, free), _SLOTS[t, free], _RANK[t, None if t.is_double else free]


_JOINS: list[dict[Tile, Join]] = [
    {_tile_of(value, other): _join(value, other) for other in range(NUMBERS)}
    for value in range(NUMBERS)
]
""":func:`_join` by the matched number, then the joining tile."""

_CONTRIBUTIONS: dict[int, Contribution] = {
    rank: Contribution(at, None, 2 * value) if at.is_double else Contribution(at, end, value)
    for (at, end), (value, _, rank) in _SLOTS.items() if rank is not None
}
"""What the open places of each rank add to the end sum (shared: contributions are worked
out without building)."""


class Board:
    """The tiles on the table of one round.

    Mutated only by :meth:`place`; :meth:`copy` is cheap, for search.

    >>> from dominoes_qt.engine.tiles import tile
    >>> board = Board(Spinners.EVERY_DOUBLE)
    >>> board.place(Move(tile(1, 4)))
    5
    >>> board.place(Move(tile(1, 1), tile(1, 4), End.LOW))
    6
    """

    __slots__ = (
        "_counting",
        "_placed",
        "_places",
        "_spinner_seen",
        "end_sum",
        "highest",
        "spinners",
        "value_count",
    )

    def __init__(self, spinners: Spinners, highest: int = 6) -> None:
        self.spinners = spinners
        """Which doubles spin (the game's :attr:`~dominoes_qt.engine.rules.Rules.spinners`)."""
        self.highest = highest
        """The set's highest double (:attr:`~dominoes_qt.engine.rules.Rules.double`): the
        numbers a tile still to come can show are 0 to this."""
        self._placed: dict[Tile, tuple[Tile, Tile | None, End | None, End | None, bool]] = {}
        """Each laid tile's :class:`Placed` fields (a :class:`Placed` is made when asked
        for)."""
        self._places: dict[tuple[Tile, End], Slot] = {}
        """The open places in the order they opened (the order plays are listed in)."""
        self._counting: list[int] = []
        """The ranks of what counts in the end sum now, in order: kept as tiles are laid,
        since every play's parts list its contributions."""
        self.value_count: list[int] = [0] * (highest + 1)
        """How many places currently want each number 0 to :attr:`highest`."""
        self.end_sum = 0
        """The sum of all scoring contributions right now."""
        self._spinner_seen = False

    def copy(self) -> Board:
        other = Board.__new__(Board)
        other.spinners = self.spinners
        other.highest = self.highest
        other._placed = dict(self._placed)
        other._places = dict(self._places)
        other._counting = list(self._counting)
        other.value_count = list(self.value_count)
        other.end_sum = self.end_sum
        other._spinner_seen = self._spinner_seen
        return other

    # --- reading the table -------------------------------------------------------------

    def __len__(self) -> int:
        return len(self._placed)

    def __contains__(self, tile: object) -> bool:
        return tile in self._placed

    @property
    def is_empty(self) -> bool:
        return not self._placed

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The tiles on the table in the order they were laid."""
        return tuple(self._placed)

    def node(self, tile: Tile) -> Placed:
        return Placed._make(self._placed[tile])

    def nodes(self) -> Iterator[Placed]:
        return map(Placed._make, self._placed.values())

    def child_at(self, tile: Tile, end: End) -> Tile | None:
        # Looked up by search of the laid tiles: laying a tile keeps no index of its joins.
        for child, parent, parent_end, _, _ in self._placed.values():
            if parent == tile and parent_end == end:
                return child
        return None

    @property
    def next_double_spins(self) -> bool:
        """Whether a double laid now would be a spinner."""
        policy = self.spinners
        return policy is Spinners.EVERY_DOUBLE or (
            policy is Spinners.FIRST_DOUBLE and not self._spinner_seen)

    def spinner_tiles(self) -> tuple[Tile, ...]:
        return tuple(t for t, _, _, _, spinner in self._placed.values() if spinner)

    def places(self) -> list[Place]:
        """Every open place, ordered by tile then end."""
        found = [Place(t, e, slot[0]) for (t, e), slot in self._places.items()]
        found.sort(key=lambda p: _sort_key(p.tile, p.end))
        return found

    def open_places(self) -> list[tuple[tuple[Tile, End], int]]:
        """((tile, end), value) for every open place, in no fixed order."""
        return [(key, slot[0]) for key, slot in self._places.items()]

    def place_value(self, tile: Tile, end: End) -> int | None:
        slot = self._places.get((tile, end))
        return None if slot is None else slot[0]

    def open_values(self) -> frozenset[int]:
        """The numbers a tile could match right now."""
        return frozenset(compress(range(NUMBERS), self.value_count))

    def connections(self) -> list[Connection]:
        """Every join, in the order the joining tiles were laid."""
        return [
            Connection(p.parent, p.parent_end, p.tile, p.joined_end)
            for p in self.nodes()
            if p.parent is not None and p.parent_end is not None and p.joined_end is not None
        ]

    def contributions(self) -> list[Contribution]:
        """What each tile adds to the end sum now, ordered by tile then end.

        Only open ends count, so the open places tell it all: a non-double's open end
        adds its value, a double with a line side still open adds both halves once.
        """
        return list(self.counted())

    def counted(self) -> tuple[Contribution, ...]:
        """:meth:`contributions` as a tuple (a play's parts keep them so)."""
        return tuple(map(_CONTRIBUTIONS.__getitem__, self._counting))

    # --- legality ----------------------------------------------------------------------

    def check(self, move: Move) -> Illegal | None:
        """Why ``move`` is illegal on this board, or None if it is legal here.

        Whether the mover holds the tile is the game's question, not the board's.
        """
        tile, at, end = move
        if tile in self._placed:
            return Illegal.TILE_ON_TABLE
        if not self._placed:
            return Illegal.LEAD_NAMES_A_PLACE if at is not None or end is not None else None
        if at is None or end is None:
            return Illegal.NEEDS_A_PLACE
        if at not in self._placed:
            return Illegal.NOT_ON_TABLE
        node = self.node(at)
        if at.is_double:
            if end in BRANCH_ENDS:
                if not node.spinner:
                    return Illegal.NOT_A_SPINNER
            elif end not in LINE_ENDS:
                return Illegal.NOT_AN_END
        elif end not in (End.LOW, End.HIGH):
            return Illegal.NOT_AN_END
        if end == node.joined_end or self.child_at(at, end) is not None:
            return Illegal.END_TAKEN
        slot = self._places.get((at, end))
        if slot is None:
            # Every other way an end can be closed was ruled out above.
            return Illegal.BRANCH_CLOSED
        value = slot[0]
        if tile.a != value and tile.b != value:
            return Illegal.VALUE_MISMATCH
        return None

    def legal_moves(self, hand: Iterable[Tile]) -> list[Move]:
        """Every legal placement of every tile of ``hand`` (a lead for each tile if empty)."""
        if not self._placed:
            return list(map(_LEADS.__getitem__, hand))
        hand = tuple(hand)
        # A tile is the pair of its halves, so ``value in t`` asks whether it matches, and
        # the half that stays free is their sum less the matched one.
        return [moves[t[0] + t[1] - value]
                for value, moves, _ in self._places.values() for t in hand if value in t]

    def legal_moves_by_number(self, others: Sequence[Sequence[int]]) -> list[Move]:
        """:meth:`legal_moves` on a table that is not empty, for a hand given as the other
        halves of its tiles under each number 0-6 they carry (in hand order, see
        :func:`others_by_number`): the same moves in the same order, without trying every
        tile at every place."""
        found: list[Move] = []
        for value, moves, _ in self._places.values():
            for other in others[value]:
                found.append(moves[other])
        return found

    def can_play(self, hand: Iterable[Tile]) -> bool:
        if not self._placed:
            return True
        count = self.value_count
        for a, b in hand:
            if count[a] or count[b]:
                return True
        return False

    def fits(self, tile: Tile) -> bool:
        return not self._placed or bool(self.value_count[tile.a] or self.value_count[tile.b])

    # --- laying a tile -----------------------------------------------------------------

    def place(self, move: Move) -> int:
        """Lay a tile (the move must be legal, see :meth:`check`); returns the new end sum."""
        tile, at, end = move
        if at is None or end is None:
            self._lay_lead(tile)
            return self.end_sum
        places = self._places
        count = self.value_count
        value = places.pop((at, end))[0]
        count[value] -= 1
        counting = self._counting
        total = self.end_sum
        if end is _LOW or end is _HIGH:
            total -= value
            counting.remove(_RANK[at, end])
        # Only a double has line and branch ends. Each side of its line is open, or joins a
        # tile (child or parent): once neither is open the double is internal and stops
        # counting.
        elif (end is _LINE_A and (at, _LINE_B) not in places) or (
                end is _LINE_B and (at, _LINE_A) not in places):
            total -= 2 * value
            counting.remove(_RANK[at, None])
            if self._placed[at][4]:  # a spinner
                self._open(at, _BRANCH_A)
                self._open(at, _BRANCH_B)
        joined, key, slot, counts = _JOINS[value][tile]
        places[key] = slot
        free = slot[0]
        count[free] += 1
        insort(counting, counts)
        if joined is _LINE_A:  # a double joins by a side of its line
            self._placed[tile] = (tile, at, end, joined, self._spins(tile))
            total += 2 * free
        else:
            self._placed[tile] = (tile, at, end, joined, False)
            total += free
        self.end_sum = total
        return total

    def _lay_lead(self, tile: Tile) -> None:
        self._counting = [_RANK[tile, None if tile.is_double else End.LOW]]
        if not tile.is_double:
            self._counting.append(_RANK[tile, End.HIGH])
        if tile.is_double:
            self._placed[tile] = (tile, None, None, None, self._spins(tile))
            self._open(tile, End.LINE_A)
            self._open(tile, End.LINE_B)
            self.end_sum = 2 * tile.a
        else:
            self._placed[tile] = (tile, None, None, None, False)
            self._open(tile, End.LOW)
            self._open(tile, End.HIGH)
            self.end_sum = tile.a + tile.b

    def _open(self, tile: Tile, end: End) -> None:
        key = (tile, end)
        slot = self._places[key] = _SLOTS[key]
        self.value_count[slot[0]] += 1

    def _spins(self, double: Tile) -> bool:
        policy = self.spinners
        if policy is Spinners.EVERY_DOUBLE:
            return True
        if policy is Spinners.NONE or self._spinner_seen:
            return False
        self._spinner_seen = True
        return True
