"""Where every tile lies: a snaking, overlap-free layout of the engine's tree of tiles.

How it works, in short. The table is a grid of half-unit cells. Every open place has an
*anchor*: the middle of the tile edge a newcomer would touch, and the direction it would
grow in. A tile joining there has a few *shapes* it may take: a non-double goes straight
on or lays a corner (turning right or left, its first half still right in front of the
end it joins); a double lies crosswise, centred on the line or shifted half a unit to
either side. A shape is *free* when it stays on the table and covers no tile.

Among the free shapes the layout prefers, in order: *live* ones (afterwards every open
place, every branch a spinner will open later, and the new tile's own ends keep room for
either kind of tile and one more tile beyond it), ones that keep clear of the room in
front of other places, then the handsome order (straight on while there is room, else
the corner with more room ahead, turning back toward the centre). A layout is *healthy*
when every open place has a free shape for both kinds of tile; the ghost of a place is
the preferred one, exactly where the tile will lie after it is played.

When one play leaves some place with no free shape at all, the whole table is laid out
again (tiles move): first with a few other tastes in shapes, then on a table
grown a step or two, and last by a depth-first search with no edge. It is rare;
:attr:`TableLayout.moved` tells the window which tiles moved.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from dominoes_qt.engine import Board, End, Move, Placed, Tile
from dominoes_qt.engine.board import BRANCH_ENDS

TILE_LONG = 2.0
TILE_SHORT = 1.0

# Directions in quarter turns, clockwise from +x (y grows downwards): 0 right, 1 down,
# 2 left, 3 up. Pose angles are these times 90.
_DX = (1, 0, -1, 0)
_DY = (0, 1, 0, -1)

_Rect = tuple[int, int, int, int]
"""(left, top, right, bottom) in half units; a rect covers the cells inside it."""


class Table(NamedTuple):
    """The room the layout tries to stay in, in tile units, centred on the lead."""

    width: int = 26
    height: int = 16

    def grown(self) -> Table:
        return Table(self.width + 6, self.height + 4)

    def rect(self) -> _Rect:
        # Half of the width in units is the width in half units.
        return (-self.width, -self.height, self.width, self.height)


DEFAULT_TABLE = Table()


class _Policy(NamedTuple):
    """Taste in shapes. The first is used for play; the others only when relaying out."""

    straight_room: int
    """Half units of free room a line wants ahead to go straight on: one tile, then enough
    that a spinner on the line after its next corner still has room for a branch."""
    flip_corners: bool
    """Turn the other way first when both corners are as good."""


_POLICIES = (
    _Policy(10, False), _Policy(8, False), _Policy(12, False), _Policy(10, True),
    _Policy(16, False), _Policy(8, True), _Policy(12, True), _Policy(16, True),
)
_OFFSET = 160
"""Keeps cell bit positions non-negative: 28 tiles never reach 80 units from the lead."""
_SEARCH_BUDGET = 3000
"""Spots one last-resort search may try."""
_GROWTH_STEPS = 2
"""How many times a stuck layout may grow the table before it stops caring about size."""


@dataclass(frozen=True)
class Pose:
    """Where one tile lies: its centre, the direction of its line and the halves' order.

    ``first`` is the half toward the tail of ``angle`` (touching the tile it joins),
    ``second`` the half toward the head. A crosswise double has its long side across
    ``angle`` and ``first == second``.
    """

    x: float
    y: float
    angle: int
    """Direction the tile's line runs, degrees clockwise from the +x axis: 0, 90, 180, 270."""
    first: int
    """The half drawn toward the tail (where the line comes from)."""
    second: int
    """The half drawn toward the head."""
    crosswise: bool = False
    """A double laid across its line: its long side is perpendicular to ``angle``."""

    @property
    def size(self) -> tuple[float, float]:
        """(width, height) of the axis-aligned box the tile covers."""
        along = TILE_SHORT if self.crosswise else TILE_LONG
        across = TILE_LONG if self.crosswise else TILE_SHORT
        return (along, across) if self.angle in (0, 180) else (across, along)

    def box(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of the tile."""
        w, h = self.size
        return (self.x - w / 2, self.y - h / 2, self.x + w / 2, self.y + h / 2)


class _Shape(NamedTuple):
    """A way for a tile to join an anchor, in the anchor's frame (half units).

    ``along`` runs in the anchor's direction, ``across`` a quarter turn clockwise of it.
    """

    name: str
    box: tuple[int, int, int, int]
    """along0, along1, across0, across1"""
    centre: tuple[int, int]
    turn: int
    """Quarter turns from the anchor's direction to the tile's line."""
    ends: tuple[tuple[End | None, int, int, int], ...]
    """The new tile's own anchors: (end, along, across, turn); None is a non-double's head."""


_STRAIGHT = _Shape("straight", (0, 4, -1, 1), (2, 0), 0, ((None, 4, 0, 0),))
_RIGHT = _Shape("right", (0, 2, -1, 3), (1, 1), 1, ((None, 1, 3, 1),))
_LEFT = _Shape("left", (0, 2, -3, 1), (1, -1), 3, ((None, 1, -3, 3),))


def _double_shape(name: str, shift: int) -> _Shape:
    return _Shape(
        name, (0, 2, shift - 2, shift + 2), (1, shift), 0,
        ((End.LINE_B, 2, shift, 0), (End.BRANCH_A, 1, shift - 2, 3),
         (End.BRANCH_B, 1, shift + 2, 1)),
    )


_CROSS = _double_shape("cross", 0)
_CROSS_RIGHT = _double_shape("cross-right", 1)
_CROSS_LEFT = _double_shape("cross-left", -1)
_DOUBLE_SHAPES = (_CROSS, _CROSS_RIGHT, _CROSS_LEFT)
_SINGLE_SHAPES = (_STRAIGHT, _RIGHT, _LEFT)


class _Anchor(NamedTuple):
    x: int
    y: int
    d: int


class _Spot(NamedTuple):
    """A shape put down at a real anchor: world coordinates in half units."""

    box: _Rect
    cx: int
    cy: int
    angle: int
    ends: tuple[tuple[End | None, _Anchor], ...]


def _local(a: _Anchor, along: int, across: int) -> tuple[int, int]:
    n = (a.d + 1) % 4
    return (a.x + _DX[a.d] * along + _DX[n] * across, a.y + _DY[a.d] * along + _DY[n] * across)


def _rect(a: _Anchor, a0: int, a1: int, c0: int, c1: int) -> _Rect:
    x0, y0 = _local(a, a0, c0)
    x1, y1 = _local(a, a1, c1)
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))


def _spot(a: _Anchor, shape: _Shape) -> _Spot:
    cx, cy = _local(a, *shape.centre)
    ends = tuple(
        (end, _Anchor(*_local(a, along, across), (a.d + turn) % 4))
        for end, along, across, turn in shape.ends
    )
    return _Spot(_rect(a, *shape.box), cx, cy, (a.d + shape.turn) % 4, ends)


def _overlap(p: _Rect, q: _Rect) -> bool:
    return p[0] < q[2] and q[0] < p[2] and p[1] < q[3] and q[1] < p[3]


def _inside(p: _Rect, bounds: _Rect | None) -> bool:
    return bounds is None or (
        bounds[0] <= p[0] and bounds[1] <= p[1] and p[2] <= bounds[2] and p[3] <= bounds[3]
    )


_Key = tuple[Tile, End]


class _State:
    """The layout being built: tiles, their cells, anchors and the board so far."""

    def __init__(self, board: Board, table: Table | None,
                 policy: _Policy = _POLICIES[0]) -> None:
        self.board = board
        self.policy = policy
        self.table = table
        self.bounds = table.rect() if table is not None else None
        self.rows: dict[int, int] = {}
        """Occupied cells: row y -> bit mask of the cells x + _OFFSET."""
        self.poses: dict[Tile, Pose] = {}
        self.anchors: dict[_Key, _Anchor] = {}
        self.open: list[tuple[Tile, End, int]] = []
        self.future: list[_Key] = []
        self._cache: dict[tuple[Tile, End, bool], _Spot | None] = {}
        self._zone_cache: dict[tuple[Tile, End, None], list[_Rect]] = {}

    def copy(self) -> _State:
        other = _State.__new__(_State)
        other.board = self.board.copy()
        other.policy = self.policy
        other.table = self.table
        other.bounds = self.bounds
        other.rows = dict(self.rows)
        other.poses = dict(self.poses)
        other.anchors = dict(self.anchors)
        other.open = list(self.open)
        other.future = list(self.future)
        other._cache = {}
        other._zone_cache = {}
        return other

    def set_policy(self, policy: _Policy) -> None:
        self.policy = policy
        self._cache = {}

    def set_table(self, table: Table | None) -> None:
        self.table = table
        self.bounds = table.rect() if table is not None else None
        self._cache = {}
        self._zone_cache = {}

    # --- free space ---------------------------------------------------------------------

    def _free(self, r: _Rect, extra: _Rect | None = None) -> bool:
        if not _inside(r, self.bounds) or (extra is not None and _overlap(r, extra)):
            return False
        rows = self.rows
        mask = ((1 << (r[2] - r[0])) - 1) << (r[0] + _OFFSET)
        return all(not rows.get(y, 0) & mask for y in range(r[1], r[3]))

    def occupy(self, r: _Rect) -> None:
        mask = ((1 << (r[2] - r[0])) - 1) << (r[0] + _OFFSET)
        for y in range(r[1], r[3]):
            self.rows[y] = self.rows.get(y, 0) | mask

    def _room(self, a: _Anchor, limit: int, extra: _Rect | None = None) -> int:
        """How far (half units, up to ``limit``) a one-unit-wide strip runs free from ``a``."""
        for step in range(limit):
            if not self._free(_rect(a, step, step + 1, -1, 1), extra):
                return step
        return limit

    def _has_room(self, a: _Anchor, shapes: Sequence[_Shape], extra: _Rect) -> bool:
        return any(self._free(_rect(a, *shape.box), extra) for shape in shapes)

    def _order(self, a: _Anchor, double: bool) -> list[_Shape]:
        """The shapes for a tile at ``a``, the handsomest first."""
        if double:
            return list(_DOUBLE_SHAPES)
        wanted = self.policy.straight_room
        ahead = self._room(a, wanted)
        if ahead >= wanted:
            return [_STRAIGHT, *self._corners(a)]
        scored = [(ahead - 4, 0, _STRAIGHT)]
        for rank, corner in enumerate(self._corners(a), start=1):
            head = _spot(a, corner).ends[0][1]
            scored.append((self._room(head, wanted), -rank, corner))
        scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
        return [shape for _, _, shape in scored]

    def _corners(self, a: _Anchor) -> list[_Shape]:
        """Right and left corners, the one that turns back toward the centre first."""
        right = _spot(a, _RIGHT).ends[0][1]
        left = _spot(a, _LEFT).ends[0][1]
        toward_centre = abs(left.x) + abs(left.y) - abs(right.x) - abs(right.y)
        if toward_centre < 0 or (toward_centre == 0 and self.policy.flip_corners):
            return [_LEFT, _RIGHT]
        return [_RIGHT, _LEFT]

    # --- liveness -----------------------------------------------------------------------

    def _live_after(self, spot: _Spot, skip: _Key | None) -> bool:
        """After ``spot``, can every place, open or promised, still take either kind of tile
        with room for the line to go on one tile further?

        Looking one tile further is what keeps a line from walking into a dead end; the
        promised places are the branches of spinners whose line sides are not both filled.
        """
        extra = spot.box
        anchors = [self.anchors[(t, e)] for t, e, _ in self.open if (t, e) != skip]
        anchors += [self.anchors[key] for key in self.future]
        spins = self._next_double_spins()
        anchors += [a for end, a in spot.ends if end is None or end is End.LINE_B or spins]
        return all(
            self._room_two_deep(a, extra, _SINGLE_SHAPES)
            and self._room_two_deep(a, extra, _DOUBLE_SHAPES)
            for a in anchors
        )

    def _room_two_deep(self, a: _Anchor, extra: _Rect, shapes: Sequence[_Shape]) -> bool:
        """Is there a free shape at ``a`` whose own ends have room for both kinds?"""
        for shape in shapes:
            box = _rect(a, *shape.box)
            if not self._free(box, extra):
                continue
            later = _spot(a, shape)
            # The line goes on from the head or lineB; branches of branches only open
            # much later and are looked after when they do.
            if self._free_shape_beside(later.ends[0][1], (extra, box)):
                return True
        return False

    def _free_shape_beside(self, a: _Anchor, extras: tuple[_Rect, _Rect]) -> bool:
        for shapes in (_SINGLE_SHAPES, _DOUBLE_SHAPES):
            for shape in shapes:
                box = _rect(a, *shape.box)
                if self._free(box, extras[0]) and not _overlap(box, extras[1]):
                    break
            else:
                return False
        return True

    def _next_double_spins(self) -> bool:
        # Seven Rocks: only the round's first double spins, and it always does.
        return self.board.every_double_spins or not self.board.spinners()

    def spots(self, key: _Key, double: bool) -> list[_Spot]:
        """The free spots at an open place, best first (see :meth:`_rank`)."""
        a = self.anchors[key]
        ranked = []
        for i, shape in enumerate(self._order(a, double)):
            spot = _spot(a, shape)
            if self._free(spot.box):
                ranked.append((self._rank(spot, key), i, spot))
        ranked.sort(key=lambda item: (item[0], item[1]))
        return [spot for _, _, spot in ranked]

    def _rank(self, spot: _Spot, key: _Key) -> int:
        """0 is best: live and clear of every other place's zone; then live; then neither."""
        live = self._live_after(spot, key)
        clear = not any(_overlap(spot.box, zone) for zone in self._zones(key))
        return (0 if live else 2) + (0 if clear else 1)

    def _zones(self, skip: _Key) -> list[_Rect]:
        """The room in front of every other place: where its next tile and one more would go."""
        cache_key = (skip[0], skip[1], None)
        zones = self._zone_cache.get(cache_key)
        if zones is None:
            keys = [(t, e) for t, e, _ in self.open if (t, e) != skip] + self.future
            zones = [_rect(self.anchors[k], 0, 4, -2, 2) for k in keys]
            self._zone_cache[cache_key] = zones
        return zones

    def spot(self, key: _Key, double: bool) -> _Spot | None:
        """Where a double or a non-double at an open place goes (None: no free spot)."""
        cache_key = (key[0], key[1], double)
        if cache_key not in self._cache:
            a = self.anchors[key]
            best: tuple[int, _Spot] | None = None
            for shape in self._order(a, double):
                spot = _spot(a, shape)
                if self._free(spot.box):
                    rank = self._rank(spot, key)
                    if best is None or rank < best[0]:
                        best = (rank, spot)
                    if rank == 0:
                        break
            self._cache[cache_key] = None if best is None else best[1]
        return self._cache[cache_key]

    def fallback_spot(self, key: _Key, double: bool) -> _Spot:
        """Where to draw a ghost even if the layout is stuck: never fails."""
        found = self.spot(key, double)
        if found is not None:
            return found
        return _spot(self.anchors[key], self._order(self.anchors[key], double)[0])

    def healthy(self) -> bool:
        return all(
            self.spot((t, e), double) is not None
            for t, e, _ in self.open
            for double in (False, True)
        )

    # --- laying tiles -------------------------------------------------------------------

    def lay(self, node: Placed, spot: _Spot | None) -> None:
        """Put ``node`` at ``spot`` (the lead ignores it) and play it on our board copy."""
        t = node.tile
        if node.parent is None or node.parent_end is None:
            self._lay_lead(t)
        else:
            assert spot is not None
            value = self.board.place_value(node.parent, node.parent_end)
            assert value is not None
            self.occupy(spot.box)
            self.poses[t] = Pose(spot.cx / 2, spot.cy / 2, spot.angle * 90, value,
                                 t.other(value), crosswise=t.is_double)
            head = End.HIGH if t.a == value else End.LOW
            for end, anchor in spot.ends:
                # A shape names a non-double's free end None: which one it is depends on
                # the tile's values.
                self.anchors[(t, head if end is None else end)] = anchor
            self.board.place(Move(t, node.parent, node.parent_end))
        self._refresh()

    def _lay_lead(self, t: Tile) -> None:
        if t.is_double:
            box = (-1, -2, 1, 2)
            self.anchors[(t, End.LINE_A)] = _Anchor(-1, 0, 2)
            self.anchors[(t, End.LINE_B)] = _Anchor(1, 0, 0)
            self.anchors[(t, End.BRANCH_A)] = _Anchor(0, -2, 3)
            self.anchors[(t, End.BRANCH_B)] = _Anchor(0, 2, 1)
        else:
            box = (-2, -1, 2, 1)
            self.anchors[(t, End.LOW)] = _Anchor(-2, 0, 2)
            self.anchors[(t, End.HIGH)] = _Anchor(2, 0, 0)
        self.occupy(box)
        self.poses[t] = Pose(0.0, 0.0, 0, t.a, t.b, crosswise=t.is_double)
        self.board.place(Move(t))

    def _refresh(self) -> None:
        board = self.board
        self.open = [(p.tile, p.end, p.value) for p in board.places()]
        self.future = [
            (s, end)
            for s in board.spinners()
            for end in BRANCH_ENDS
            if board.place_value(s, end) is None and board.child_at(s, end) is None
        ]
        self._cache = {}
        self._zone_cache = {}


def _replay(nodes: Sequence[Placed], table: Table | None, every_double_spins: bool,
            policy: _Policy) -> _State | None:
    """Lay ``nodes`` afresh with another taste in shapes; None unless it ends healthy."""
    state = _State(Board(every_double_spins), table, policy)
    for node in nodes:
        if node.parent is None or node.parent_end is None:
            state.lay(node, None)
            continue
        spot = state.spot((node.parent, node.parent_end), node.tile.is_double)
        if spot is None:
            return None
        state.lay(node, spot)
    state.set_policy(_POLICIES[0])
    return state if state.healthy() else None


def _relayout(state: _State, nodes: Sequence[Placed]) -> _State:
    """A healthy layout of ``nodes``: laid again, then on a growing table if need be."""
    spins = state.board.every_double_spins
    table = state.table
    for step in range(_GROWTH_STEPS + 1):
        for policy in _POLICIES:
            found = _replay(nodes, table, spins, policy)
            if found is not None:
                return found
        # On a bigger table the tiles may well stay where they are.
        table = table.grown() if table is not None and step < _GROWTH_STEPS else None
        state.set_table(table)
        if state.healthy():
            return state
        if table is None:
            break
    for policy in _POLICIES:
        found = _replay(nodes, None, spins, policy)
        if found is not None:
            return found
    found = _search(nodes, spins, _SEARCH_BUDGET)
    return state if found is None else found


def _search(nodes: Sequence[Placed], every_double_spins: bool, budget: int) -> _State | None:
    """Depth first over every tile's free spots, best first, until the end is healthy."""
    tries = 0

    def walk(state: _State, i: int) -> _State | None:
        nonlocal tries
        if i == len(nodes):
            return state if state.healthy() else None
        node = nodes[i]
        if node.parent is None or node.parent_end is None:
            child = state.copy()
            child.lay(node, None)
            return walk(child, i + 1)
        for spot in state.spots((node.parent, node.parent_end), node.tile.is_double):
            tries += 1
            if tries > budget:
                return None
            child = state.copy()
            child.lay(node, spot)
            found = walk(child, i + 1)
            if found is not None:
                return found
        return None

    return walk(_State(Board(every_double_spins), None), 0)


class TableLayout:
    """Every tile's pose for one board, and where a next tile would go.

    Made by :func:`layout_board`; read-only for its users.
    """

    def __init__(self, state: _State, nodes: tuple[Placed, ...], requested: Table,
                 relayouts: int, moved: frozenset[Tile]) -> None:
        self._state = state
        self._nodes = nodes
        self._requested = requested
        self.poses: dict[Tile, Pose] = dict(state.poses)
        """Every tile on the table and its pose."""
        self.relayouts = relayouts
        """How many times this call had to lay the table out again (tiles moved)."""
        self.moved = moved
        """The tiles of ``previous`` whose pose changed: animate these too."""

    @property
    def relaid(self) -> bool:
        """True when tiles already on the table had to move to keep every place open."""
        return bool(self.moved)

    @property
    def table(self) -> Table | None:
        """The table size the layout keeps to (None: it outgrew every size)."""
        return self._state.table

    def pose(self, tile: Tile) -> Pose:
        return self.poses[tile]

    def lead(self, tile: Tile) -> Pose:
        """Where a lead tile lies: the centre of the table, lines running left and right."""
        return Pose(0.0, 0.0, 0, tile.a, tile.b, crosswise=tile.is_double)

    def ghost(self, at: Tile, end: End, tile: Tile, value: int) -> Pose:
        """Exactly where ``tile`` will lie if laid on ``at``'s open ``end`` (of ``value``)."""
        spot = self._state.fallback_spot((at, end), tile.is_double)
        return Pose(spot.cx / 2, spot.cy / 2, spot.angle * 90, value, tile.other(value),
                    crosswise=tile.is_double)

    def marker(self, at: Tile, end: End) -> tuple[float, float]:
        """The centre of the one-unit square in front of an open end, where a marker goes.

        Every ghost at that place covers this square, so it never overlaps a tile.
        """
        a = self._state.anchors[(at, end)]
        return ((a.x + _DX[a.d]) / 2, (a.y + _DY[a.d]) / 2)

    def bounds(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) around every tile."""
        if not self.poses:
            return (-1.0, -1.0, 1.0, 1.0)
        boxes = [p.box() for p in self.poses.values()]
        return (min(b[0] for b in boxes), min(b[1] for b in boxes),
                max(b[2] for b in boxes), max(b[3] for b in boxes))


def _continues(previous: TableLayout, nodes: Sequence[Placed], table: Table,
               every_double_spins: bool) -> bool:
    """Is ``previous`` a layout of the first tiles of ``nodes``, made the same way?"""
    old = previous._nodes
    return (
        len(old) <= len(nodes)
        and previous._requested == table
        and previous._state.board.every_double_spins == every_double_spins
        and all(a == b for a, b in zip(old, nodes, strict=False))
    )


def layout_board(board: Board, previous: TableLayout | None = None,
                 table: Table = DEFAULT_TABLE) -> TableLayout:
    """Poses for every tile on ``board``.

    Deterministic: the result depends only on the board (and ``table``), and equals
    laying the tiles one at a time in play order. ``previous``, a layout of an earlier
    position of the same round, only saves the work of laying its tiles again.
    """
    nodes = tuple(board.nodes())
    if previous is not None and _continues(previous, nodes, table, board.every_double_spins):
        state = previous._state.copy()
        done = len(previous._nodes)
    else:
        previous = None
        state = _State(Board(board.every_double_spins), table)
        done = 0
    relayouts = 0
    for i in range(done, len(nodes)):
        node = nodes[i]
        if node.parent is None or node.parent_end is None:
            state.lay(node, None)
        else:
            key = (node.parent, node.parent_end)
            state.lay(node, state.fallback_spot(key, node.tile.is_double))
        if not state.healthy():
            state = _relayout(state, nodes[: i + 1])
            relayouts += 1
    moved: frozenset[Tile] = frozenset()
    if previous is not None and relayouts:
        moved = frozenset(t for t, p in previous.poses.items() if state.poses[t] != p)
    return TableLayout(state, nodes, table, relayouts, moved)
