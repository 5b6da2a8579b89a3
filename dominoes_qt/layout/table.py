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
again (tiles move): a depth-first search lays every tile at its best spot and backs up,
last tiles first, as soon as a place is left without room for the tile it will take;
first with the usual taste in shapes, then with a few others, then on a table grown a
step or two (where the tiles may also stay put), and last with no edge. Every search
counts the tiles it lays against a small budget, so the rare worst case stays quick and
the result deterministic. :attr:`TableLayout.moved` tells the window which tiles moved.
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
_STAGE_SPARE_TRIES = 20
"""Tiles one way of laying the table again may lay beyond one try per tile (backing up)."""
_RELAYOUT_TRIES = 160
"""Tiles one relayout may lay in all its ways together before the last resort: at about
0.3 ms a tile it keeps a relayout under about 100 ms on the GUI thread. In ~140 sample
relayouts the first way (the usual taste, backing up from the last tiles) did it nine
times in ten, most often within one try per tile."""
_LAST_RESORT_TRIES = 150
"""Tiles the last resort (no table edge, tiles laid afresh) may lay; in the samples it
never needed more than 40."""
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


def _offsets(d: int, a0: int, a1: int, c0: int, c1: int) -> _Rect:
    """A rect in an anchor's frame as offsets from the anchor, for direction ``d``."""
    x0, y0 = _local(_Anchor(0, 0, d), a0, c0)
    x1, y1 = _local(_Anchor(0, 0, d), a1, c1)
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))


def _rect(a: _Anchor, a0: int, a1: int, c0: int, c1: int) -> _Rect:
    o = _offsets(a.d, a0, a1, c0, c1)
    return (a.x + o[0], a.y + o[1], a.x + o[2], a.y + o[3])


class _Frame(NamedTuple):
    """One shape turned to one direction, as offsets from its anchor (worked out once)."""

    box: _Rect
    centre: tuple[int, int]
    angle: int
    ends: tuple[tuple[End | None, int, int, int], ...]
    """(end, dx, dy, direction) of the new tile's own anchors."""


def _frames(shape: _Shape) -> tuple[_Frame, ...]:
    frames = []
    for d in range(4):
        origin = _Anchor(0, 0, d)
        ends = tuple((end, *_local(origin, along, across), (d + turn) % 4)
                     for end, along, across, turn in shape.ends)
        frames.append(_Frame(_offsets(d, *shape.box), _local(origin, *shape.centre),
                             (d + shape.turn) % 4, ends))
    return tuple(frames)


_FRAMES = {shape.name: _frames(shape) for shape in (*_SINGLE_SHAPES, *_DOUBLE_SHAPES)}
_STRIPS = tuple(_offsets(d, 0, 1, -1, 1) for d in range(4))
"""The first half-unit step of a one-unit-wide strip ahead of an anchor, per direction."""


def _box(a: _Anchor, shape: _Shape) -> _Rect:
    o = _FRAMES[shape.name][a.d].box
    return (a.x + o[0], a.y + o[1], a.x + o[2], a.y + o[3])


def _head(a: _Anchor, shape: _Shape) -> _Anchor:
    """Where the line goes on from a shape: a non-double's head, a double's lineB."""
    _, dx, dy, d = _FRAMES[shape.name][a.d].ends[0]
    return _Anchor(a.x + dx, a.y + dy, d)


def _spot(a: _Anchor, shape: _Shape) -> _Spot:
    f = _FRAMES[shape.name][a.d]
    o = f.box
    ends = tuple((end, _Anchor(a.x + dx, a.y + dy, d)) for end, dx, dy, d in f.ends)
    return _Spot((a.x + o[0], a.y + o[1], a.x + o[2], a.y + o[3]),
                 a.x + f.centre[0], a.y + f.centre[1], f.angle, ends)


def _reach(d: int) -> _Rect:
    """Around an anchor of direction ``d``: every box a liveness check there looks at."""
    boxes = []
    for shape in (*_SINGLE_SHAPES, *_DOUBLE_SHAPES):
        origin = _Anchor(0, 0, d)
        boxes.append(_box(origin, shape))
        head = _head(origin, shape)
        boxes += [_box(head, beside) for beside in (*_SINGLE_SHAPES, *_DOUBLE_SHAPES)]
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))


_REACHES = tuple(_reach(d) for d in range(4))


def _overlap(p: _Rect, q: _Rect) -> bool:
    return p[0] < q[2] and q[0] < p[2] and p[1] < q[3] and q[1] < p[3]


def _inside(p: _Rect, bounds: _Rect | None) -> bool:
    return bounds is None or (
        bounds[0] <= p[0] and bounds[1] <= p[1] and p[2] <= bounds[2] and p[3] <= bounds[3]
    )


_Key = tuple[Tile, End]


_Witness = tuple[_Rect, tuple[_Rect, ...], tuple[_Rect, ...]]
"""A free box at an anchor and the free boxes beside it for a single and a double."""


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
        self._witnesses: dict[tuple[_Anchor, bool], tuple[_Witness, ...]] = {}
        """Per anchor and kind: what is free two deep, before any extra tile (see
        :meth:`_room_two_deep`). Depends only on the cells within the anchor's reach and
        the bounds, so a new tile only drops the entries it reaches."""

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
        other._witnesses = dict(self._witnesses)
        return other

    def set_policy(self, policy: _Policy) -> None:
        self.policy = policy
        self._cache = {}

    def set_table(self, table: Table | None) -> None:
        self.table = table
        self.bounds = table.rect() if table is not None else None
        self._cache = {}
        self._zone_cache = {}
        self._witnesses = {}

    # --- free space ---------------------------------------------------------------------

    def _free(self, r: _Rect, extra: _Rect | None = None) -> bool:
        bounds = self.bounds
        if bounds is not None and not (bounds[0] <= r[0] and bounds[1] <= r[1]
                                       and r[2] <= bounds[2] and r[3] <= bounds[3]):
            return False
        if extra is not None and _overlap(r, extra):
            return False
        rows = self.rows
        mask = ((1 << (r[2] - r[0])) - 1) << (r[0] + _OFFSET)
        for y in range(r[1], r[3]):
            if rows.get(y, 0) & mask:
                return False
        return True

    def occupy(self, r: _Rect) -> None:
        mask = ((1 << (r[2] - r[0])) - 1) << (r[0] + _OFFSET)
        for y in range(r[1], r[3]):
            self.rows[y] = self.rows.get(y, 0) | mask
        kept = {}
        for (a, double), found in self._witnesses.items():
            o = _REACHES[a.d]
            if not (a.x + o[0] < r[2] and r[0] < a.x + o[2]
                    and a.y + o[1] < r[3] and r[1] < a.y + o[3]):
                kept[(a, double)] = found
        self._witnesses = kept

    def _room(self, a: _Anchor, limit: int, extra: _Rect | None = None) -> int:
        """How far (half units, up to ``limit``) a one-unit-wide strip runs free from ``a``."""
        o = _STRIPS[a.d]
        dx, dy = _DX[a.d], _DY[a.d]
        for step in range(limit):
            x, y = a.x + dx * step, a.y + dy * step
            if not self._free((x + o[0], y + o[1], x + o[2], y + o[3]), extra):
                return step
        return limit

    def _has_free(self, a: _Anchor, shapes: Sequence[_Shape]) -> bool:
        return any(self._free(_box(a, shape)) for shape in shapes)

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
            scored.append((self._room(_head(a, corner), wanted), -rank, corner))
        scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
        return [shape for _, _, shape in scored]

    def _corners(self, a: _Anchor) -> list[_Shape]:
        """Right and left corners, the one that turns back toward the centre first."""
        right = _head(a, _RIGHT)
        left = _head(a, _LEFT)
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
            self._room_two_deep(a, extra, False) and self._room_two_deep(a, extra, True)
            for a in anchors
        )

    def _room_two_deep(self, a: _Anchor, extra: _Rect, double: bool) -> bool:
        """Is there a free shape at ``a``, clear of ``extra``, whose head (or lineB) has
        room for both kinds of tile beside it and clear of ``extra``?

        The line goes on from the head or lineB; branches of branches only open much later
        and are looked after when they do.
        """
        for box, singles, doubles in self._witnesses_at(a, double):
            if (not _overlap(box, extra)
                    and any(not _overlap(r, extra) for r in singles)
                    and any(not _overlap(r, extra) for r in doubles)):
                return True
        return False

    def _witnesses_at(self, a: _Anchor, double: bool) -> tuple[_Witness, ...]:
        cached = self._witnesses.get((a, double))
        if cached is None:
            found = []
            for shape in _DOUBLE_SHAPES if double else _SINGLE_SHAPES:
                box = _box(a, shape)
                if not self._free(box):
                    continue
                head = _head(a, shape)
                singles = tuple(r for r in (_box(head, s) for s in _SINGLE_SHAPES)
                                if self._free(r, box))
                doubles = tuple(r for r in (_box(head, s) for s in _DOUBLE_SHAPES)
                                if self._free(r, box))
                if singles and doubles:
                    found.append((box, singles, doubles))
            cached = self._witnesses[(a, double)] = tuple(found)
        return cached

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
        """Has every open place a free spot for either kind of tile?

        The same as every :meth:`spot` being found, without ranking the spots.
        """
        for t, e, _ in self.open:
            a = self.anchors[(t, e)]
            if not (self._has_free(a, _SINGLE_SHAPES) and self._has_free(a, _DOUBLE_SHAPES)):
                return False
        return True

    def blocked(self, needs: dict[_Key, tuple[bool, ...]]) -> bool:
        """Is some place in ``needs`` still waiting for a tile, but with no free shape left
        for a kind it needs (True: a double)? Cells only fill up, so it stays blocked."""
        for key, kinds in needs.items():
            a = self.anchors.get(key)
            if a is None or self.board.child_at(*key) is not None:
                continue
            for double in kinds:
                if not self._has_free(a, _DOUBLE_SHAPES if double else _SINGLE_SHAPES):
                    return True
        return False

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


def _needs(nodes: Sequence[Placed], every_double_spins: bool) -> dict[_Key, tuple[bool, ...]]:
    """What each place must take in a layout of ``nodes``: the kind of the tile laid there
    (True: a double), or both kinds where a place is still open at the end."""
    board = Board(every_double_spins)
    needs: dict[_Key, tuple[bool, ...]] = {}
    for node in nodes:
        board.place(Move(node.tile, node.parent, node.parent_end))
        if node.parent is not None and node.parent_end is not None:
            needs[(node.parent, node.parent_end)] = (node.tile.is_double,)
    for place in board.places():
        needs[(place.tile, place.end)] = (False, True)
    return needs


class _Budget:
    """Tiles a relayout may still lay while it searches: a count, so it stays deterministic."""

    def __init__(self, tries: int) -> None:
        self.left = tries


def _search(nodes: Sequence[Placed], needs: dict[_Key, tuple[bool, ...]],
            table: Table | None, every_double_spins: bool, policy: _Policy,
            budget: _Budget, limit: int) -> _State | None:
    """Lay ``nodes`` afresh with one taste in shapes, depth first: each tile at its best
    spot, backing up to the next best one as soon as some place is left without room for
    the tile it needs (see :meth:`_State.blocked`). None if no healthy layout turned up
    within ``limit`` tiles laid (and ``budget``).

    Its first try is laying every tile at its best spot; it backs up from the last tiles
    first, so a layout that only needs its last tiles moved keeps the others.
    """
    left = min(limit, budget.left)

    def attempt(state: _State, node: Placed, spot: _Spot | None, i: int) -> _State | None:
        nonlocal left
        left -= 1
        budget.left -= 1
        child = state.copy()
        child.lay(node, spot)
        return None if child.blocked(needs) else walk(child, i + 1)

    def walk(state: _State, i: int) -> _State | None:
        if i == len(nodes):
            return state
        node = nodes[i]
        if node.parent is None or node.parent_end is None:
            return attempt(state, node, None, i) if left > 0 else None
        key = (node.parent, node.parent_end)
        # The best spot is cheap to find; rank the others only when backing up.
        best = state.spot(key, node.tile.is_double)
        if best is None or left <= 0:
            return None
        found = attempt(state, node, best, i)
        if found is not None:
            return found
        for spot in state.spots(key, node.tile.is_double)[1:]:
            if left <= 0:
                return None
            found = attempt(state, node, spot, i)
            if found is not None:
                return found
        return None

    found = walk(_State(Board(every_double_spins), table, policy), 0)
    if found is None:
        return None
    found.set_policy(_POLICIES[0])
    # Every place open at the end had room for both kinds, or it would have been blocked.
    assert found.healthy()
    return found


def _relayout(state: _State, nodes: Sequence[Placed]) -> _State:
    """A healthy layout of ``nodes``: laid again, then on a growing table if need be.

    Each way of laying the table again may lay each tile once and
    :data:`_STAGE_SPARE_TRIES` more, all of them together :data:`_RELAYOUT_TRIES`; past
    that the table only grows, keeping the tiles where they are, and last they are laid
    again on a table with no edge. The counts keep it quick and deterministic.
    """
    spins = state.board.every_double_spins
    needs = _needs(nodes, spins)
    budget = _Budget(_RELAYOUT_TRIES)
    stage = len(nodes) + _STAGE_SPARE_TRIES
    table = state.table
    for step in range(_GROWTH_STEPS + 1):
        for policy in _POLICIES:
            if budget.left <= 0:
                break
            found = _search(nodes, needs, table, spins, policy, budget, stage)
            if found is not None:
                return found
        # On a bigger table the tiles may well stay where they are.
        table = table.grown() if table is not None and step < _GROWTH_STEPS else None
        state.set_table(table)
        if state.healthy():
            return state
        if table is None:
            break
    state.set_table(None)
    if state.healthy():
        return state
    last = _Budget(_LAST_RESORT_TRIES)
    for policy in _POLICIES:
        found = _search(nodes, needs, None, spins, policy, last, _LAST_RESORT_TRIES)
        if found is not None:
            return found
    return state


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
