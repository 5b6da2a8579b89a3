"""Where every tile lies: a snaking layout of the engine's tree of tiles, as on a real table.

How it works, in short. The table is a grid of half-unit cells. Every open place has an
*anchor*: the middle of the tile edge a newcomer would touch, and the direction it would
grow in. A tile joining there has a few *shapes*: a double lies crosswise, centred on the
line, so the line goes on straight through it; a non-double goes straight on or, when it
joins a non-double, lays a corner (turning right or left, its matching half right in front
of the end it joins, so only the two equal halves touch). Straight on is the only shape
after a double: a corner there would lie along the double's long side.

A shape is *free* when it keeps within the table's size, covers no tile and keeps at least
one cell (half a unit) from every tile but the one it joins: unrelated tiles never touch.
The table floats: the window centres whatever the layout shows and scales it to fit, so
what must stay within the table's width and height is the extent of the tiles and ghosts
together, wherever that lies around the lead.

Every place that may still take a tile (open ends, and the branches a spinner will open)
gets one spot per kind of tile that can still come there (a double, a non-double): its
*ghost*. An open end no tile can come to any more (every tile of its number is on the
board) keeps only the unit square in front of it, clear of tiles, for its marker and count:
a whole tile's room there is room no tile will take, and asking for it left crowded boards
(two spinners' crosswise doubles ending a unit apart) without a layout that keeps the tiles
apart. Ghosts of different places never overlap, and a tile played at a place lands
exactly on the ghost. Among free spots a place prefers *live* ones (afterwards every other
place keeps room, and the new tile's own ends have room to go on), then ones clear of the
room in front of other places, then the handsome order (straight on while the line has
eight units of room ahead, else the corner with more room, turning back toward the
middle): lines snake long before the table's edge, so the board stays compact and its
tiles big on screen. A line turns as if the table were laid around the lead and a tile
short of its edge: the slack keeps room for spinners' branches and for a relayout. The
lines start along the table's long side (a relayout may turn them, see below). The
ghosts are chosen place by place, the places with fewest spots first; when that leaves one
without, every combination is tried (as far as a step limit goes).

A layout is *healthy* when every place has its ghosts. When a play leaves it unhealthy the
table is laid out again (tiles move), by depth-first searches that lay tiles at their best
spots and, as soon as a place is left without room for the tile it will take, back up to
the latest tile that crowds that place (its own tile, the tiles beside its shapes, or the
tiles holding the table's far side). The searches also pick which side each branch of a
spinner takes, when they lay the first tile on one: two spinners a unit apart in a line,
their branches on the same side, would leave the branches facing each other a unit apart.
In order, until one finds a healthy layout:

1. a *repair*: only a few tiles move (those hanging from the new tile, from the place out of
   room, from the tiles crowding it, or from a few tiles toward the lead), the others kept
   where they lie; first with spinners' branches straight, then free to turn at once (a
   corner at the double's short end, where it reads right: a spinner on another's branch,
   next to a third, often leaves no room for straight branches);
2. every tile laid again, each trying first where it lay (that layout was all but healthy),
   branches straight and then free to turn;
3. every tile laid again in each taste's order, short tries of every taste first: a search
   that took a wrong turn early can spend its budget below it while another taste goes
   straight through;
4. within a budget of their own: the layout as it lay turned a quarter (the lead's line
   along the table's short side), then longer tries of every taste, branches free to turn,
   the lead's line along the short side and then along the long one. A spinner's branches
   run straight on through the doubles on them, so the cross they make with its line can
   be too tall for the short side and yet fit turned; and a search that gave up on short
   tries often goes straight through on a long one;
5. for the rare board where no layout on the table keeps the tiles apart, a table a unit
   bigger on its long side, else on its short side (its tiles a few per cent smaller on
   screen);
6. doubles allowed half a unit off their line's middle (:data:`_SHIFTED`), on the table and
   then on the tables a unit bigger: two spinners' crosswise doubles that face each other a
   unit apart in every layout with doubles centred often clear each other so
   (:attr:`TableLayout.off_centre` names them);
7. then tiles touching (never overlapping) on the same table, doubles free to lie off
   centre (:attr:`TableLayout.apart` is False; often only a ghost touches a tile, the tiles
   themselves still apart);
8. a growing table (tiles shrink), then none at all;
9. and, for a board no search within its budget can give every place its room, the tiles
   stay where they lie and some ghost lies on another (:attr:`TableLayout.complete` is
   False).

On a board without spinners branches that may turn change nothing, so stages 1 to 4 run
once each, with longer searches. Tiles that touched, or branches that turned, come right
again at the next relayout that can. A layout turned a quarter stays so in repairs and in
stage 2 (fewer tiles move), and stage 3 lays the lead along the long side again. Every
search counts the tiles it lays against a budget (:data:`_RELAYOUT_STEPS` in all for
stages 1 to 3, :data:`_LATE_STEPS` for stage 4, and so on), so the rare worst case stays
short and the result deterministic: the same board always gives the same layout, whatever
the machine.
:attr:`TableLayout.landing` keeps where the played tile landed (its ghost) before the tiles
moved; :attr:`TableLayout.moved` says which tiles moved.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from dominoes_qt.engine import Board, End, Move, Placed, Tile, tile
from dominoes_qt.engine.board import BRANCH_ENDS, Spinners
from dominoes_qt.engine.tiles import ALL_TILES, FULL_SET, NUMBERS

TILE_LONG = 2.0
TILE_SHORT = 1.0
GAP = 0.5
"""The least room between two tiles that are not joined, in units (one grid cell)."""

# Directions in quarter turns, clockwise from +x (y grows downwards): 0 right, 1 down,
# 2 left, 3 up. Pose angles are these times 90.
_DX = (1, 0, -1, 0)
_DY = (0, 1, 0, -1)

_Rect = tuple[int, int, int, int]
"""(left, top, right, bottom) in half units; a rect covers the cells inside it."""


class Table(NamedTuple):
    """The room the layout keeps every tile and ghost in, in tile units, centred on the lead."""

    width: int = 27
    height: int = 16

    def grown(self) -> Table:
        return Table(self.width + 2, self.height + 1)

    def rect(self) -> _Rect:
        # Half of the width in units is the width in half units.
        return (-self.width, -self.height, self.width, self.height)

    @property
    def along_x(self) -> bool:
        """Do the lines start along x (the long side)?"""
        return self.width >= self.height


DEFAULT_TABLE = Table()


class _Policy(NamedTuple):
    """Taste in shapes. The first is used for play; the others only when relaying out."""

    straight_room: int
    """Half units of free room a line wants ahead to go straight on: one tile, then enough
    that a spinner on the line after its next corner still has room for a branch."""
    flip_corners: bool
    """Turn the other way first when both corners are as good."""


_POLICIES = (
    _Policy(16, False), _Policy(16, True), _Policy(10, False), _Policy(12, False),
    _Policy(10, True), _Policy(8, False), _Policy(8, True), _Policy(6, False),
)
"""The first is play's: a line goes straight on only while it has eight units of room
ahead, so lines snake early and the board stays compact (tiles bigger on screen); it is
also the taste that most often finds a layout for a crowded table."""
_OFFSET = 200 * len(ALL_TILES) // len(FULL_SET)
"""Keeps cell bit positions non-negative: 28 tiles never reach 100 units from the lead, nor
the biggest set's tiles this many cells."""
_PLACEHOLDER = Tile(NUMBERS, NUMBERS)
"""Stands for a tile being tried on a spot: no set has it."""
_FAR = 10_000
"""Farther than any tile ever lies, in half units."""
_REACH = 4
"""Half units a tile joining an anchor reaches from it at most, any way."""
_SPARES = (20, 100)
"""Tiles one taste may lay beyond one try per tile (backing up) before the next taste, in
each round of tries over every taste (see :func:`_lay_again`)."""
_RELAYOUT_STEPS = 1_040
"""Tiles a relayout may lay on the table in all its searches, in these stages:"""
_STAGES = (
    ("repair", False, 80), ("repair", True, 60), ("guided", False, 300),
    ("tastes", False, 300), ("guided", True, 150), ("tastes", True, 150),
)
"""Each way of searching, whether spinners' branches may turn at once, and the most tiles
it may lay: moving a few tiles, even turning a branch, shows the player less change than
laying every tile again (``repair``); then every tile laid again, each trying first where
it lay, as that layout was all but healthy (``guided``), or in each taste's order
(``tastes``), branches straight before they may turn."""
_BRANCHLESS_STAGES = (("repair", False, 280), ("guided", False, 500), ("tastes", False, 900))
"""The stages for a board without spinners: there branches that may turn change nothing,
so each way of searching has one stage, with a longer search than either of its two above
(a single line of up to 28 tiles fills the table most, and a short search gave up on
boards a longer one lays out on the table)."""
_BRANCHLESS_STEPS = sum(most for _, _, most in _BRANCHLESS_STAGES)
"""Tiles a relayout of a board without spinners may lay on the table in all its searches."""
_LATE_STAGES = (
    ("guided", False, 120, None), ("long", True, 250, True), ("long", True, 250, False),
)
"""When the stages above find nothing: the layout as it lay, turned a quarter
(``guided``, the lead's line across the way it lay: None), then every taste with longer
tries (``long``, branches free to turn) with the lead's line along the table's short side
(True) and then along its long side (False)."""
_LATE_STEPS = sum(stage[2] for stage in _LATE_STAGES)
"""Tiles those searches may lay in all."""
_BRANCHLESS_LATE_STAGES = (("guided", False, 200, None), ("long", False, 400, True))
"""The same for a board without spinners."""
_BRANCHLESS_LATE_STEPS = sum(stage[2] for stage in _BRANCHLESS_LATE_STAGES)
_LONG_SPARES = (100,)
"""Tiles each taste may lay beyond one try per tile in a ``long`` stage."""
_REPAIR_SPARE = 12
"""Tiles a repair may lay beyond two tries per tile it may move."""
_REPAIRS = 8
"""Sets of tiles a repair tries to move."""
_REPAIR_REACH = 4
"""How many tiles toward the lead a repair looks for one to move with what hangs from it."""
_NUDGE_STEPS = 60
"""Tiles a search may lay on a table one row or column bigger, when none fits the table."""
_SHIFT_STEPS = 150
"""Tiles a search with doubles allowed off their line's middle may lay, on each table."""
_TOUCH_STEPS = 100
"""Tiles the search may lay where tiles have to touch."""
_LAST_RESORT_TRIES = 50
"""Tiles the last resort (no table edge, tiles laid afresh) may lay."""
_HOME_MARGIN = 4
"""Half units short of the table's edge where lines turn when they may: room for the
branches of a spinner and the ghosts of a line end near the edge."""
_GROWTH_STEPS = 4
"""How many times a stuck layout may grow the table before it stops caring about size."""
_LOOK_AHEAD = 2
"""Tiles a new tile's line must be able to go on for its spot to count as live."""
_SEARCH_LOOK_AHEAD = 1
"""The same while searching: there it only orders the spots tried, and a search tries many."""


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
_CROSS = _Shape("cross", (0, 2, -2, 2), (1, 0), 0,
                ((End.LINE_B, 2, 0, 0), (End.BRANCH_A, 1, -2, 3), (End.BRANCH_B, 1, 2, 1)))
_CROSS_RIGHT = _Shape("cross right", (0, 2, -1, 3), (1, 1), 0,
                      ((End.LINE_B, 2, 0, 0), (End.BRANCH_A, 1, -1, 3),
                       (End.BRANCH_B, 1, 3, 1)))
_CROSS_LEFT = _Shape("cross left", (0, 2, -3, 1), (1, -1), 0,
                     ((End.LINE_B, 2, 0, 0), (End.BRANCH_A, 1, -3, 3),
                      (End.BRANCH_B, 1, 1, 1)))
"""A double half a unit off the line's middle (to the right, to the left), the line going on
straight past it: only where no layout with doubles centred keeps the tiles apart (see
:func:`_relayout`). Its long side still meets the tile it joins along a whole unit."""
_JOG_RIGHT = _Shape("jog right", (0, 2, -1, 3), (1, 1), 0,
                    ((End.LINE_B, 2, 1, 0), (End.BRANCH_A, 1, -1, 3),
                     (End.BRANCH_B, 1, 3, 1)))
_JOG_LEFT = _Shape("jog left", (0, 2, -3, 1), (1, -1), 0,
                   ((End.LINE_B, 2, -1, 0), (End.BRANCH_A, 1, -3, 3),
                    (End.BRANCH_B, 1, 1, 1)))
"""The same, the line going on from the double's middle: it steps half a unit aside."""
_SHIFTED = (_CROSS_RIGHT, _CROSS_LEFT, _JOG_RIGHT, _JOG_LEFT)
_SHAPES = (_STRAIGHT, _RIGHT, _LEFT, _CROSS, *_SHIFTED)
_MARK = _Shape("mark", (0, 2, -1, 1), (1, 0), 0, ())
"""The square in front of a place no tile can come to: its marker's (no tile's shape)."""


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
    key = (a, shape.name)
    found = _SPOTS.get(key)
    if found is None:
        if len(_SPOTS) >= SPOT_MEMO_LIMIT:
            # The oldest goes (dicts keep their order): full, the memo holds a steady
            # number of spots, those of the latest rounds.
            with contextlib.suppress(StopIteration, KeyError, RuntimeError):
                del _SPOTS[next(iter(_SPOTS))]
        found = _SPOTS[key] = _make_spot(a, shape)
        _MEMO_PEAK[0] = max(_MEMO_PEAK[0], len(_SPOTS))
    return found


_SPOTS: dict[tuple[_Anchor, str], _Spot] = {}
"""Spots worked out before: the same few hundred anchors come up again and again."""
SPOT_MEMO_LIMIT = 2_000
"""Spots kept at most (about 650 bytes each, so some 1.3 MB); the oldest give way. A round
meets a few hundred spots again and again, but every round some new ones (about 750 per
watched match): unbounded, the memo grew by that much for ever. 2,000 keeps all of its
worth: 160 random rounds laid out took 4.1 s with it, as with 25,000, and 6.6 s with
none."""
_MEMO_PEAK = [0]


def memo_peak(reset: bool = False) -> int:
    """The most spots the layout's memo has held (since the last reset); ``reset`` starts
    counting again from its present size."""
    peak = _MEMO_PEAK[0]
    if reset:
        _MEMO_PEAK[0] = len(_SPOTS)
    return peak


def _make_spot(a: _Anchor, shape: _Shape) -> _Spot:
    cx, cy = _local(a, *shape.centre)
    ends = tuple((end, _Anchor(*_local(a, along, across), (a.d + turn) % 4))
                 for end, along, across, turn in shape.ends)
    return _Spot(_rect(a, *shape.box), cx, cy, (a.d + shape.turn) % 4, ends)


def _overlap(p: _Rect, q: _Rect) -> bool:
    return p[0] < q[2] and q[0] < p[2] and p[1] < q[3] and q[1] < p[3]


def _union(e: _Rect | None, r: _Rect) -> _Rect:
    if e is None:
        return r
    return (min(e[0], r[0]), min(e[1], r[1]), max(e[2], r[2]), max(e[3], r[3]))


def _bounds(table: Table | None, extent: _Rect | None) -> _Rect | None:
    """Where tiles may lie so that, with ``extent``, they stay within ``table``'s size."""
    if table is None:
        return None
    if extent is None:
        return table.rect()
    width, height = 2 * table.width, 2 * table.height
    return (extent[2] - width, extent[3] - height, extent[0] + width, extent[1] + height)


def _inside(r: _Rect, bounds: _Rect) -> bool:
    return bounds[0] <= r[0] and bounds[1] <= r[1] and r[2] <= bounds[2] and r[3] <= bounds[3]


def _near(a: _Anchor, r: _Rect) -> bool:
    """Could a tile joining at ``a``, or the cell kept around it, meet ``r``?"""
    return a.x - 6 < r[2] and r[0] < a.x + 6 and a.y - 6 < r[3] and r[1] < a.y + 6


def _grow(r: _Rect, by: int = 1) -> _Rect:
    return (r[0] - by, r[1] - by, r[2] + by, r[3] + by)


_Key = tuple[Tile, End]
_Kind = bool | None
"""What a place keeps room for: a double (True), a non-double (False), or, where no tile
can come any more, only its marker (None)."""


class _Need(NamedTuple):
    """A place that may still take a tile, and the kinds it may take (True: a double;
    None: no tile can come, its marker's square only)."""

    key: _Key
    kinds: tuple[_Kind, ...]


_ASSIGN_STEPS = 300
"""Spots :func:`_assign` may try before it gives up on a board's ghosts."""


def _assign(ranked: dict[_Key, dict[_Kind, list[_Spot]]], table: Table | None,
            extent: _Rect | None, stuck: set[_Key]) -> dict[_Key, dict[_Kind, _Spot]] | None:
    """A spot for every place and kind out of ``ranked`` (each list best first), ghosts of
    different places apart and all of them with the tiles (``extent``) within the table's
    size, or None if there is none (or none turned up within :data:`_ASSIGN_STEPS`).

    Depth first, always deciding next the place and kind with the fewest spots left; only
    spots of different places that overlap can exclude each other, so most are decided at
    once. ``stuck`` gathers the places that ran out of spots, and those whose ghosts took
    them."""
    items = [(key, double) for key, by_kind in ranked.items() for double in by_kind]
    spots = {item: ranked[item[0]][item[1]] for item in items}
    # Which spots of other places each spot rules out.
    clash: dict[tuple[_Key, _Kind, int], list[tuple[_Key, _Kind, int]]] = {}
    for n, item in enumerate(items):
        for other in items[:n]:
            if other[0] == item[0]:
                continue
            for i, spot in enumerate(spots[item]):
                for j, rival in enumerate(spots[other]):
                    if _overlap(spot.box, rival.box):
                        clash.setdefault((*item, i), []).append((*other, j))
                        clash.setdefault((*other, j), []).append((*item, i))
    left = {item: list(range(len(spots[item]))) for item in items}
    chosen: dict[tuple[_Key, _Kind], int] = {}
    steps = _ASSIGN_STEPS

    def walk(extent: _Rect | None) -> bool:
        nonlocal steps
        bounds = _bounds(table, extent)
        best: tuple[_Key, _Kind] | None = None
        best_options: list[int] = []
        for item in items:
            if item in chosen:
                continue
            options = [i for i in left[item]
                       if bounds is None or _inside(spots[item][i].box, bounds)]
            if not options:
                stuck.add(item[0])
                for i in range(len(spots[item])):
                    stuck.update(o[0] for o in clash.get((*item, i), ()) if o[:2] in chosen
                                 and chosen[o[:2]] == o[2])
                return False
            if best is None or len(options) < len(best_options):
                best, best_options = item, options
        if best is None:
            return True
        for i in best_options:
            steps -= 1
            if steps < 0:
                return False
            ruled_out = [(o[:2], o[2]) for o in clash.get((*best, i), ())
                         if o[:2] not in chosen and o[2] in left[o[:2]]]
            for other, j in ruled_out:
                left[other].remove(j)
            chosen[best] = i
            if walk(_union(extent, spots[best][i].box)):
                return True
            del chosen[best]
            for other, j in ruled_out:
                left[other].append(j)
                left[other].sort()
        return False

    if not walk(extent):
        return None
    found: dict[_Key, dict[_Kind, _Spot]] = {}
    for (key, double), i in chosen.items():
        found.setdefault(key, {})[double] = spots[(key, double)][i]
    return {key: found[key] for key in ranked if key in found}


class _State:
    """The layout being built: tiles, their cells, anchors, ghosts and the board so far."""

    def __init__(self, board: Board, table: Table | None,
                 policy: _Policy = _POLICIES[0]) -> None:
        self.board = board
        self.policy = policy
        self.look = _LOOK_AHEAD
        """How far ghosts look ahead when ranking their spots (less while searching)."""
        self.table = table
        self.extent: _Rect | None = None
        """Around every tile laid so far (half units)."""
        self.bounds: _Rect | None = None
        """Where a tile may lie: the table floats, so anywhere that keeps the extent of
        all tiles within the table's size (the window centres what it shows)."""
        self._set_bounds()
        self.along_x = table is None or table.along_x
        self.gap = True
        """Keep a cell between unjoined tiles (off only where no layout can, see
        :func:`_relayout`)."""
        self.turns = False
        """May a spinner's branch turn at once (see :meth:`_straight_only`)?"""
        self.shift = False
        """May a double lie half a unit off its line's middle (:data:`_SHIFTED`)?"""
        self.touch_why = ""
        """Why tiles may touch, once ``gap`` is off: ``"rigid"`` (proven by
        :meth:`rigidly_stuck`), ``"proof"`` (a search without a table edge, branches free
        to turn, proved it), ``"budget"`` (that search gave up) or ``"last resort"``: for
        the bench."""
        self.rows: dict[int, int] = {}
        """Occupied cells: row y -> bit mask of the cells x + _OFFSET."""
        self.poses: dict[Tile, Pose] = {}
        self.boxes: dict[Tile, _Rect] = {}
        self.anchors: dict[_Key, _Anchor] = {}
        self.children: dict[_Key, Tile] = {}
        """The tile laid at each place taken (the board keeps no such index)."""
        self.shape_names: dict[Tile, str] = {}
        """The shape each tile lies in: a repair keeps a tile in it (see :func:`_repair`)."""
        self.swapped: frozenset[Tile] = frozenset()
        """The spinners whose branches were turned the other way round."""
        self.stuck: tuple[_Key, ...] = ()
        """The places that kept the last choice of ghosts from succeeding."""
        self._ghosts: dict[_Key, dict[_Kind, _Spot]] | None = None
        self._ghosts_known = False

    def copy(self) -> _State:
        other = _State.__new__(_State)
        other.board = self.board.copy()
        other.policy = self.policy
        other.look = self.look
        other.table = self.table
        other.extent = self.extent
        other.bounds = self.bounds
        other.along_x = self.along_x
        other.gap = self.gap
        other.turns = self.turns
        other.shift = self.shift
        other.touch_why = self.touch_why
        other.rows = dict(self.rows)
        other.poses = dict(self.poses)
        other.boxes = dict(self.boxes)
        other.anchors = dict(self.anchors)
        other.children = dict(self.children)
        other.shape_names = dict(self.shape_names)
        other.swapped = self.swapped
        other.stuck = self.stuck
        other._ghosts = self._ghosts
        other._ghosts_known = self._ghosts_known
        return other

    def set_policy(self, policy: _Policy) -> None:
        self.policy = policy
        self._ghosts_known = False

    def set_table(self, table: Table | None) -> None:
        self.table = table
        self._set_bounds()
        self._ghosts_known = False

    def _set_bounds(self) -> None:
        self.bounds = _bounds(self.table, self.extent)

    # --- free space ---------------------------------------------------------------------

    def _toggle(self, r: _Rect) -> None:
        mask = ((1 << (r[2] - r[0])) - 1) << (r[0] + _OFFSET)
        rows = self.rows
        for y in range(r[1], r[3]):
            rows[y] = rows.get(y, 0) ^ mask

    def _clear(self, r: _Rect) -> bool:
        """Inside the bounds and no cell taken (touching is fine)."""
        bounds = self.bounds
        if bounds is not None and not _inside(r, bounds):
            return False
        rows = self.rows
        mask = ((1 << (r[2] - r[0])) - 1) << (r[0] + _OFFSET)
        return not any(rows.get(y, 0) & mask for y in range(r[1], r[3]))

    def _free(self, r: _Rect, parent: Tile) -> bool:
        """May a tile joining ``parent`` cover ``r``? On the table, on no tile, and a cell
        away from every tile but ``parent`` (a joined tile only touches what it joins)."""
        bounds = self.bounds
        if bounds is not None and not _inside(r, bounds):
            return False
        grow = 1 if self.gap else 0
        x0, y0, x1, y1 = r[0] - grow, r[1] - grow, r[2] + grow, r[3] + grow
        mask = ((1 << (x1 - x0)) - 1) << (x0 + _OFFSET)
        p = self.boxes[parent]
        pmask = ~(((1 << (p[2] - p[0])) - 1) << (p[0] + _OFFSET))
        rows = self.rows
        for y in range(y0, y1):
            taken = rows.get(y, 0) & mask
            if taken and (not grow or not (p[1] <= y < p[3]) or taken & pmask):
                return False
        return True

    def _room(self, a: _Anchor, wanted: int) -> int:
        """Half units of free one-unit-wide strip straight ahead of ``a``, up to ``wanted``,
        and within the table laid around the lead: a line turns there as if the table
        were fixed, so the floating edge is slack a relayout can use."""
        # The strip is four cells across (two either side of the anchor); where it ends
        # comes from the bounds, the home rect and the first cell taken ahead, read off
        # the rows' bit masks a row (or, along y, a cell row) at a time.
        left, top, right, bottom = self.table.rect() if self.table is not None \
            else (-_FAR, -_FAR, _FAR, _FAR)
        left, top, right, bottom = (left + _HOME_MARGIN, top + _HOME_MARGIN,
                                    right - _HOME_MARGIN, bottom - _HOME_MARGIN)
        if self.bounds is not None:
            b = self.bounds
            left, top, right, bottom = (max(left, b[0]), max(top, b[1]), min(right, b[2]),
                                        min(bottom, b[3]))
        x, y, d = a
        rows = self.rows
        if d in (0, 2):
            if y - 2 < top or y + 2 > bottom:
                return 0
            taken = rows.get(y - 2, 0) | rows.get(y - 1, 0) | rows.get(y, 0) | rows.get(y + 1, 0)
            at = x + _OFFSET
            if d == 0:
                if x < left:
                    return 0
                limit = right - x
                ahead = taken >> at
                if ahead:
                    limit = min(limit, (ahead & -ahead).bit_length() - 1)
            else:
                if x > right:
                    return 0
                limit = x - left
                behind = taken & ((1 << at) - 1)
                if behind:
                    limit = min(limit, at - behind.bit_length())
            return max(0, min(wanted, limit))
        if x - 2 < left or x + 2 > right:
            return 0
        mask = 15 << (x - 2 + _OFFSET)
        if d == 1:
            if y < top:
                return 0
            limit = min(wanted, bottom - y)
            for step in range(max(0, limit)):
                if rows.get(y + step, 0) & mask:
                    return step
        else:
            if y > bottom:
                return 0
            limit = min(wanted, y - top)
            for step in range(max(0, limit)):
                if rows.get(y - step - 1, 0) & mask:
                    return step
        return max(0, limit)

    # --- shapes and their order ---------------------------------------------------------

    def shapes(self, key: _Key, double: _Kind) -> list[_Shape]:
        """The shapes for a tile at ``key``, the handsomest first."""
        if double is None:
            return [_MARK]
        if double:
            return [_CROSS, *_SHIFTED] if self.shift else [_CROSS]
        if self._straight_only(key):
            # A corner after a double's line end would lie along its long side: straight
            # on only. (A branch leaves from the double's short end, where a corner reads
            # right too; it is kept for the last resort, see :func:`_relayout`.)
            return [_STRAIGHT]
        a = self.anchors[key]
        wanted = self.policy.straight_room
        ahead = self._room(a, wanted)
        corners = self._corners(a)
        if ahead >= wanted:
            return [_STRAIGHT, *corners]
        scored = [(ahead - 4, 0, _STRAIGHT)]
        for rank, corner in enumerate(corners, start=1):
            scored.append((self._room(_spot(a, corner).ends[0][1], wanted), -rank, corner))
        scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
        return [shape for _, _, shape in scored]

    def _corners(self, a: _Anchor) -> list[_Shape]:
        """Right and left corners, the one that turns back toward the centre first."""
        right = _spot(a, _RIGHT).ends[0][1]
        left = _spot(a, _LEFT).ends[0][1]
        # The middle of the tiles so far: the window centres them, and a line that turns
        # toward it leaves room on both sides.
        e = self.extent or (0, 0, 0, 0)
        mx, my = e[0] + e[2], e[1] + e[3]
        toward_centre = (abs(2 * left.x - mx) + abs(2 * left.y - my)
                         - abs(2 * right.x - mx) - abs(2 * right.y - my))
        if toward_centre < 0 or (toward_centre == 0 and self.policy.flip_corners):
            return [_LEFT, _RIGHT]
        return [_RIGHT, _LEFT]

    def _straight_only(self, key: _Key) -> bool:
        """Must a non-double at ``key`` go straight on? After a double's line end, yes: a
        corner would lie along its long side. A spinner's branch leaves from the double's
        short end, where a corner reads right too, but only straight branches keep the
        table handsome: corners there are kept for when nothing else keeps tiles apart
        (``turns``), and for tiles that touch anyway."""
        return key[0].is_double and (key[1] not in BRANCH_ENDS
                                     or (self.gap and not self.turns))

    def free_spots(self, key: _Key, double: _Kind) -> list[_Spot]:
        a = self.anchors[key]
        if double is None:
            mark = _spot(a, _MARK)
            return [mark] if self._clear(mark.box) else []
        return [s for s in (_spot(a, shape) for shape in self.shapes(key, double))
                if self._free(s.box, key[0])]

    def _kind_shapes(self, key: _Key, double: _Kind) -> tuple[_Shape, ...]:
        """Every shape a place may give ``double`` (in no particular order)."""
        if double is None:
            return (_MARK,)
        if double:
            return (_CROSS, *_SHIFTED) if self.shift else (_CROSS,)
        return (_STRAIGHT,) if self._straight_only(key) else (_STRAIGHT, _RIGHT, _LEFT)

    def has_room(self, key: _Key, double: _Kind) -> bool:
        a = self.anchors[key]
        if double is None:
            # Only no tile on the marker's square: a marker joins nothing, so a tile beside
            # it keeps no gap.
            return self._clear(_spot(a, _MARK).box)
        return any(self._free(_spot(a, s).box, key[0]) for s in self._kind_shapes(key, double))

    # --- which places need room ---------------------------------------------------------

    def needs(self) -> tuple[list[_Need], list[_Need]]:
        """The open places that may still take a tile, with the kinds still to come, and
        the branches spinners will open later (room is planned for them, not promised)."""
        board = self.board
        open_ = []
        for place in board.places():
            # A place no tile can reach any more still keeps the square in front of it:
            # its marker and the count of its end go there.
            kinds: tuple[_Kind, ...] = self._kinds(place.value) or (None,)
            open_.append(_Need((place.tile, place.end), kinds))
        future = []
        for s in board.spinner_tiles():
            kinds = self._kinds(s.a)
            for end in BRANCH_ENDS:
                # Not open yet, nor taken: the branch opens once the line sides are full.
                if kinds and board.place_value(s, end) is None and (s, end) not in self.children:
                    future.append(_Need((s, end), kinds))
        return open_, future

    def _kinds(self, value: int) -> tuple[bool, ...]:
        board = self.board
        single = any(tile(value, other) not in board
                     for other in range(board.highest + 1) if other != value)
        double = tile(value, value) not in board
        return tuple(k for k, wanted in ((False, single), (True, double)) if wanted)

    # --- ghosts: one spot per place and kind ----------------------------------------------

    def ghosts(self) -> dict[_Key, dict[_Kind, _Spot]] | None:
        """A spot for every place and kind still to come, ghosts of different places apart
        (None: some place has none; the layout is not healthy)."""
        if not self._ghosts_known:
            self._ghosts = self._choose_ghosts()
            self._ghosts_known = True
        return self._ghosts

    def _choose_ghosts(self) -> dict[_Key, dict[_Kind, _Spot]] | None:
        needs, future = self.needs()
        roomless = tuple(need.key for need in needs
                         if not all(self.has_room(need.key, double) for double in need.kinds))
        if roomless:
            # Quick to see, and ranking every spot first costs a relayout's search dearly.
            self.stuck = roomless
            return None
        ranked = {need.key: {double: self._ranked(need, double, needs + future)
                             for double in need.kinds} for need in needs}
        order = [need.key for need in needs]
        # The places with the fewest choices pick first.
        order.sort(key=lambda k: min(len(v) for v in ranked[k].values()) if ranked[k] else 0)
        chosen: dict[_Key, dict[_Kind, _Spot]] = {}
        taken: list[_Rect] = []
        extent = self.extent
        for key in order:
            picks: dict[_Kind, _Spot] = {}
            for double, spots in ranked[key].items():
                # Tiles and ghosts together keep to the table's size.
                bounds = _bounds(self.table, extent)
                pick = next((s for s in spots if not any(_overlap(s.box, t) for t in taken)
                             and (bounds is None or _inside(s.box, bounds))), None)
                if pick is None:
                    # The best spots first, one place after another, did not do: every
                    # combination then, as far as the step limit goes.
                    return self._assign(ranked)
                picks[double] = pick
                extent = _union(extent, pick.box)
            chosen[key] = picks
            taken += [s.box for s in picks.values()]
        return chosen

    def _assign(self, ranked: dict[_Key, dict[_Kind, list[_Spot]]]
                ) -> dict[_Key, dict[_Kind, _Spot]] | None:
        stuck: set[_Key] = set()
        found = _assign(ranked, self.table, self.extent, stuck)
        self.stuck = tuple(key for key in ranked if key in stuck)
        return found

    def _ranked(self, need: _Need, double: _Kind, needs: list[_Need]) -> list[_Spot]:
        spots = self.free_spots(need.key, double)
        if len(spots) <= 1 or not self.look or double is None:
            # A search only asks whether the ghosts fit (look 0); the layout it finds
            # chooses them again, ranked.
            return spots
        around = spots[0].box
        for spot in spots[1:]:
            around = _union(around, spot.box)
        # Only places a spot can reach may lose their room to it.
        others = [(n.key, kind) for n in needs if n.key != need.key
                  and _near(self.anchors[n.key], around) for kind in n.kinds]
        others = [(key, kind) for key, kind in others if self.has_room(key, kind)]
        zones = [_rect(self.anchors[n.key], 0, 4, -2, 2) for n in needs if n.key != need.key]
        scored = []
        for i, spot in enumerate(spots):
            lost, depth = self._after(spot, double, others, self.look)
            clear = not any(_overlap(spot.box, zone) for zone in zones)
            scored.append((lost, -depth, not clear, i, spot))
        scored.sort(key=lambda item: item[:4])
        return [item[4] for item in scored]

    def _after(self, spot: _Spot, double: bool, others: list[tuple[_Key, _Kind]],
               look: int = _LOOK_AHEAD) -> tuple[int, int]:
        """With a tile on ``spot``: how many of ``others`` (places and kinds with room now)
        lose their room, and how many steps (up to :data:`_LOOK_AHEAD`) the new tile's
        line surely has room for (a spinner's branches at least one)."""
        self._toggle(spot.box)
        placeholder = _PLACEHOLDER
        self.boxes[placeholder] = spot.box
        try:
            lost = sum(1 for key, kind in others if not self.has_room(key, kind))
            spins = double and self._spins_next()
            depth = look
            for end, anchor in spot.ends:
                if end is None or end is End.LINE_B:
                    if not self._deep(anchor, placeholder, double, depth):
                        reached = 0
                        while reached < depth - 1 and self._deep(anchor, placeholder, double,
                                                                 reached + 1):
                            reached += 1
                        depth = reached
                elif spins and not self._deep(anchor, placeholder, True, 1):
                    lost += 1
            return lost, depth
        finally:
            del self.boxes[placeholder]
            self._toggle(spot.box)

    def _deep(self, a: _Anchor, parent: Tile, after_double: bool, depth: int) -> bool:
        """Can a line at ``a`` go on ``depth`` more steps, whichever kind comes next? A
        step is a non-double, or a double and the non-double that must go straight on
        after it: a double near an edge is what walks a line into a dead end."""
        shapes = (_STRAIGHT,) if after_double else (_STRAIGHT, _RIGHT, _LEFT)
        if not any(self._then(a, (shape,), parent, depth) for shape in shapes):
            return False
        # A double may come next too (never right after a double).
        return after_double or self._then(a, (_CROSS, _STRAIGHT), parent, depth)

    def _then(self, a: _Anchor, shapes: tuple[_Shape, ...], parent: Tile, depth: int) -> bool:
        laid: list[_Rect] = []
        try:
            for n, shape in enumerate(shapes):
                spot = _spot(a, shape)
                if not self._free(spot.box, parent):
                    return False
                self._toggle(spot.box)
                laid.append(spot.box)
                parent = Tile(NUMBERS + 1 + n, NUMBERS + 1 + depth)
                self.boxes[parent] = spot.box
                if shape is _CROSS and self._spins_next() and not all(
                        self._free(_spot(branch, _STRAIGHT).box, parent)
                        for end, branch in spot.ends if end in BRANCH_ENDS):
                    return False
                a = spot.ends[0][1]
            return depth <= 1 or self._deep(a, parent, False, depth - 1)
        finally:
            for n, box in enumerate(laid):
                del self.boxes[Tile(NUMBERS + 1 + n, NUMBERS + 1 + depth)]
                self._toggle(box)

    def _spins_next(self) -> bool:
        return self.board.next_double_spins

    def healthy(self) -> bool:
        return self.ghosts() is not None

    def blocker(self, needs: dict[_Key, tuple[_Kind, ...]], near: _Rect | None = None,
                edges: _Rect | None = None) -> tuple[_Key, tuple[_Kind, ...]] | None:
        """A place in ``needs`` still waiting for a tile but with no free shape left for a
        kind it needs, with its kinds (cells only fill up, so it stays stuck), or None.
        ``near``: only places whose shapes could reach that rect, or (when the bounds moved
        in to ``edges``) lie by the bounds' edges: the rest are as before."""
        for key, kinds in needs.items():
            a = self.anchors.get(key)
            if a is None or key in self.children:
                continue
            if near is not None and not _near(a, near) and (edges is None or (
                    a.x - edges[0] > _REACH and edges[2] - a.x > _REACH
                    and a.y - edges[1] > _REACH and edges[3] - a.y > _REACH)):
                continue
            for double in kinds:
                if not self.has_room(key, double):
                    return key, kinds
        return None

    def crowding(self, key: _Key, kinds: tuple[_Kind, ...]) -> set[Tile]:
        """The tiles that take room from the place ``key`` for ``kinds``: its own tile, the
        tiles on or beside any of its shapes, and where a shape leaves the table, the
        tiles that hold the table's opposite side."""
        a = self.anchors[key]
        shapes: set[_Shape] = set()
        for double in kinds:
            shapes.update(self._kind_shapes(key, double))
        found = {key[0]}
        other = _other_branch(key)
        if other is not None:
            # The tile on the spinner's other branch chose which side this one is on.
            sibling = self.children.get((key[0], other))
            if sibling is not None:
                found.add(sibling)
        extent, bounds = self.extent, self.bounds
        for shape in shapes:
            box = _spot(a, shape).box
            near = _grow(box)
            found.update(t for t, b in self.boxes.items() if _overlap(b, near))
            if bounds is None or extent is None or _inside(box, bounds):
                continue
            for side in range(4):
                outside = box[side] < bounds[side] if side < 2 else box[side] > bounds[side]
                if outside:
                    # The far side: left for right, top for bottom and so on.
                    far = (side + 2) % 4
                    found.update(t for t, b in self.boxes.items() if b[far] == extent[far])
        return found

    def rigidly_stuck(self, nodes: Sequence[Placed]) -> bool:
        """Is some open place out of room because of tiles whose places follow from its
        own tile's alone? A double lies across its line and the tile after a double goes
        straight on, so tiles joined that way keep their places relative to each other
        in every layout: no table, and no search, frees such a place. (Not a spinner's
        branch: a search may turn its branches the other way round.)"""
        group: dict[Tile, Tile] = {}

        def root(t: Tile) -> Tile:
            while group.get(t, t) != t:
                t = group[t]
            return t

        for node in nodes:
            if node.parent is not None and (node.tile.is_double or node.parent.is_double) \
                    and node.parent_end not in BRANCH_ENDS:
                group[root(node.tile)] = root(node.parent)
        needs, _ = self.needs()
        return any(self._rigidly_out_of_room(need, root) for need in needs)

    def _rigidly_out_of_room(self, need: _Need, root: Callable[[Tile], Tile]) -> bool:
        """Is ``need``'s place out of room for a tile it may take, every shape of it lying
        on its parent or beside a tile joined rigidly to that parent (``root`` names each
        tile's rigid group)?"""
        parent = need.key[0]
        other = _other_branch(need.key)
        if other is not None and (parent, other) not in self.children:
            # Its branches may yet go the other way round.
            return False
        home = root(parent)
        rigid = [b for t, b in self.boxes.items() if t != parent and root(t) == home]
        for double in need.kinds:
            if self.has_room(need.key, double):
                continue
            shapes = (_MARK,) if double is None else (_CROSS,) if double else (
                (_STRAIGHT,) if parent.is_double else (_STRAIGHT, _RIGHT, _LEFT))
            a = self.anchors[need.key]
            if all(_overlap(self.boxes[parent], box) or any(_overlap(near, b) for b in rigid)
                   for box, near in ((box, _grow(box)) for box in
                                     (_spot(a, shape).box for shape in shapes))):
                return True
        return False

    # --- laying tiles -------------------------------------------------------------------

    def lead_spot(self, t: Tile) -> _Spot:
        d = 0 if self.along_x else 1
        back = 1 if t.is_double else 2
        return _spot(_Anchor(-back * _DX[d], -back * _DY[d], d),
                     _CROSS if t.is_double else _STRAIGHT)

    def swap_branches(self, spinner: Tile) -> None:
        """Turn ``spinner``'s branches the other way round (before a tile lies on one)."""
        a, b = (spinner, End.BRANCH_A), (spinner, End.BRANCH_B)
        self.anchors[a], self.anchors[b] = self.anchors[b], self.anchors[a]
        self.swapped = self.swapped ^ {spinner}
        self._ghosts_known = False

    def lay(self, node: Placed, spot: _Spot, shape: str = "") -> None:
        """Put ``node`` at ``spot`` (of the shape named ``shape``, found from the spot when
        not given) and play it on our board copy."""
        t = node.tile
        if node.parent is None or node.parent_end is None:
            value = t.a
            head = End.HIGH
            tail = _Anchor(*_local(_Anchor(spot.cx, spot.cy, spot.angle),
                                   -1 if t.is_double else -2, 0), (spot.angle + 2) % 4)
            self.anchors[(t, End.LINE_A if t.is_double else End.LOW)] = tail
        else:
            found = self.board.place_value(node.parent, node.parent_end)
            assert found is not None
            value = found
            head = End.HIGH if t.a == value else End.LOW
        self._toggle(spot.box)
        self.boxes[t] = spot.box
        self.shape_names[t] = shape or self._shape_of(node, spot)
        self.extent = _union(self.extent, spot.box)
        self._set_bounds()
        self.poses[t] = Pose(spot.cx / 2, spot.cy / 2, spot.angle * 90, value,
                             t.other(value), crosswise=t.is_double)
        for end, anchor in spot.ends:
            # A shape names a non-double's free end None: which one it is depends on the
            # tile's values.
            self.anchors[(t, head if end is None else end)] = anchor
        self.board.place(Move(t, node.parent, node.parent_end))
        if node.parent is not None and node.parent_end is not None:
            self.children[(node.parent, node.parent_end)] = t
        self._ghosts_known = False

    def _shape_of(self, node: Placed, spot: _Spot) -> str:
        if node.parent is None or node.parent_end is None:
            return _CROSS.name if node.tile.is_double else _STRAIGHT.name
        a = self.anchors[(node.parent, node.parent_end)]
        return next(shape.name for shape in _SHAPES if _spot(a, shape) == spot)

    def spot_for(self, node: Placed) -> _Spot:
        """Where ``node`` goes now: its ghost, or (the layout being stuck) any shape."""
        if node.parent is None or node.parent_end is None:
            return self.lead_spot(node.tile)
        key = (node.parent, node.parent_end)
        double = node.tile.is_double
        ghosts = self.ghosts()
        if ghosts is not None and key in ghosts and double in ghosts[key]:
            return ghosts[key][double]
        free = self.free_spots(key, double)
        return free[0] if free else _spot(self.anchors[key], self.shapes(key, double)[0])


def _needs(nodes: Sequence[Placed], spinners: Spinners,
           highest: int = 6) -> dict[_Key, tuple[_Kind, ...]]:
    """What each place must take in a layout of ``nodes``: the kind of the tile laid there
    (True: a double), or the kinds still to come where a place is open at the end (None
    where none can come)."""
    board = Board(spinners, highest)
    needs: dict[_Key, tuple[_Kind, ...]] = {}
    for node in nodes:
        board.place(Move(node.tile, node.parent, node.parent_end))
        if node.parent is not None and node.parent_end is not None:
            needs[(node.parent, node.parent_end)] = (node.tile.is_double,)
    for place in board.places():
        single = any(tile(place.value, o) not in board
                     for o in range(highest + 1) if o != place.value)
        double = tile(place.value, place.value) not in board
        kinds = tuple(k for k, wanted in ((False, single), (True, double)) if wanted)
        # A place no tile can come to keeps its marker's square.
        needs[(place.tile, place.end)] = kinds or (None,)
    return needs


class _Budget:
    """Tiles a relayout may still lay while it searches: a count, so it stays deterministic."""

    def __init__(self, tries: int, parent: _Budget | None = None) -> None:
        self.left = tries
        self._parent = parent
        self._given = tries

    def share(self, most: int) -> _Budget:
        """A part of this budget, at most ``most`` tiles; :meth:`settle` it when done."""
        return _Budget(min(most, self.left), self)

    def settle(self) -> None:
        if self._parent is not None:
            self._parent.left -= self._given - self.left
            self._given = self.left


def _candidates(state: _State, node: Placed,
                needs: dict[_Key, tuple[_Kind, ...]]) -> list[tuple[_Spot, bool]]:
    """The spots to try for ``node`` in a search, best first: the ones that take no room
    a later tile needs, then by how far its line can go on, then the handsome order. Each
    comes with whether the spinner ``node`` joins swaps the sides of its branches first."""
    if node.parent is None or node.parent_end is None:
        return [(state.lead_spot(node.tile), False)]
    key = (node.parent, node.parent_end)
    scored = _scored(state, key, node.tile.is_double, needs)
    other = _other_branch(key)
    if other is not None and (node.parent, other) not in state.children:
        # Which side each branch of a spinner takes is free until a tile lies on one of
        # them, and the side can decide whether the places around it keep their room.
        known = state._ghosts_known
        state.swap_branches(node.parent)
        try:
            scored += [((score[0], score[1], True, score[3]), spot) for score, spot
                       in _scored(state, key, node.tile.is_double, needs)]
        finally:
            state.swap_branches(node.parent)
            # Swapped back: the ghosts worked out before still hold.
            state._ghosts_known = known
    scored.sort(key=lambda item: item[0])
    return [(spot, score[2]) for score, spot in scored]


def _other_branch(key: _Key) -> End | None:
    """The other branch of the spinner whose branch ``key`` is (None: not a branch)."""
    if not key[0].is_double or key[1] not in BRANCH_ENDS:
        return None
    return End.BRANCH_B if key[1] is End.BRANCH_A else End.BRANCH_A


def _scored(state: _State, key: _Key, double: bool, needs: dict[_Key, tuple[_Kind, ...]]
            ) -> list[tuple[tuple[int, int, bool, int], _Spot]]:
    """The free spots at ``key``, each with its rank (lower first): how many places lose
    their room, minus how far the new line can go on, whether the spinner's branches swap
    sides (False here), and the handsome order."""
    spots = state.free_spots(key, double)
    if len(spots) <= 1:
        return [((0, 0, False, i), spot) for i, spot in enumerate(spots)]
    # Only places a spot can reach may lose their room to it.
    around = spots[0].box
    for spot in spots[1:]:
        around = _union(around, spot.box)
    others = [(k, kind) for k, kinds in needs.items() for kind in kinds
              if k != key and k in state.anchors and _near(state.anchors[k], around)
              and k not in state.children and state.has_room(k, kind)]
    scored = []
    for i, spot in enumerate(spots):
        lost, depth = state._after(spot, double, others, _SEARCH_LOOK_AHEAD)
        scored.append(((lost, -depth, False, i), spot))
    return scored


class _Keep(NamedTuple):
    """Tiles a search keeps where they lay: in their shapes, their spinners' branches the
    same way round."""

    shapes: dict[Tile, str]
    swapped: frozenset[Tile]


_SHAPE_NAMED = {shape.name: shape for shape in _SHAPES}
_SHIFTED_NAMES = frozenset(shape.name for shape in _SHIFTED)


def _kept_option(state: _State, node: Placed, keep: _Keep) -> list[tuple[_Spot, bool]]:
    """The one spot a kept tile may take (as :func:`_candidates`), or none if it is not
    free there now."""
    if node.parent is None or node.parent_end is None:
        return [(state.lead_spot(node.tile), False)]
    key = (node.parent, node.parent_end)
    name = keep.shapes[node.tile]
    if not state.shift and name in _SHIFTED_NAMES:
        # It lay off its line's middle, which this search does not allow.
        return []
    if name != _STRAIGHT.name and key[0].is_double and key[1] in BRANCH_ENDS \
            and state.gap and not state.turns:
        # It turned at once, which this search does not allow.
        return []
    swap = False
    other = _other_branch(key)
    if other is not None and (node.parent, other) not in state.children:
        swap = (node.parent in keep.swapped) != (node.parent in state.swapped)
    anchor = state.anchors[(node.parent, other) if swap and other is not None else key]
    spot = _spot(anchor, _SHAPE_NAMED[name])
    return [(spot, swap)] if state._free(spot.box, node.parent) else []


def _search(nodes: Sequence[Placed], needs: dict[_Key, tuple[_Kind, ...]],
            table: Table | None, spinners: Spinners, policy: _Policy,
            budget: _Budget, limit: int, gap: bool = True, turns: bool = False,
            keep: _Keep | None = None, prefer: _Keep | None = None, across: bool = False,
            shift: bool = False, highest: int = 6) -> tuple[_State | None, bool]:
    """Lay ``nodes`` afresh with one taste in shapes, depth first: each tile at its best
    spot, backing up as soon as some place is left without room for the tile it needs.
    Returns the layout (None if no healthy one turned up within ``limit`` tiles laid and
    ``budget``) and whether the search was exhausted: then no taste can do it either,
    since a taste only changes the order in which the same spots are tried.

    It backs up to the latest tile that could make a difference (conflict-directed
    backjumping): a place runs out of room because of the tiles near it, the tile it
    belongs to, or the tiles that hold the far side of the table; moving any tile laid
    after those changes nothing there, so those tiles are skipped.

    With ``keep`` the tiles it names keep their shapes (the tiles before the first one it
    does not name are laid at once), so only the others are searched: a repair. With
    ``across`` the lead's line starts along the table's short side; with ``shift`` doubles
    may lie off their line's middle.
    """
    left = min(limit, budget.left)
    index = {node.tile: i for i, node in enumerate(nodes)}
    everything = frozenset(range(len(nodes)))

    def culprits(state: _State, key: _Key, kinds: tuple[_Kind, ...]) -> set[int]:
        return {index[t] for t in state.crowding(key, kinds)}

    def walk(state: _State, i: int) -> tuple[_State | None, frozenset[int]]:
        nonlocal left
        if i == len(nodes):
            if state.healthy():
                return state, everything
            # Some open places could not all have their ghosts: the tiles around them.
            crowd: set[int] = set()
            for key in state.stuck:
                crowd |= culprits(state, key, needs.get(key, (False,)))
            return None, frozenset(crowd)
        node = nodes[i]
        conflict: set[int] = set()
        if keep is not None and node.tile in keep.shapes:
            options = _kept_option(state, node, keep)
        else:
            options = _candidates(state, node, needs)
            if prefer is not None and node.tile in prefer.shapes:
                # Where it lay before first: that layout was all but healthy.
                favourite = _kept_option(state, node, prefer)
                if favourite and favourite[0] in options:
                    options.remove(favourite[0])
                    options.insert(0, favourite[0])
        for spot, swap in options:
            if left <= 0:
                return None, everything
            left -= 1
            budget.left -= 1
            child = state.copy()
            if swap and node.parent is not None:
                child.swap_branches(node.parent)
            child.lay(node, spot)
            # Only places near the new tile can have lost room, unless the tiles now
            # reach further, which moves the table's far edges in.
            stuck = child.blocker(needs, spot.box, child.bounds
                                  if child.extent != state.extent else None)
            if stuck is not None:
                conflict |= culprits(child, *stuck)
                continue
            found, below = walk(child, i + 1)
            if found is not None:
                return found, below
            if i not in below:
                # Nothing this tile can do frees what is stuck further on.
                return None, below
            conflict |= below
        if node.parent is not None and node.parent_end is not None:
            # What kept this tile's own place short of room.
            conflict |= culprits(state, (node.parent, node.parent_end),
                                 (node.tile.is_double,))
        conflict.discard(i)
        return None, frozenset(conflict)

    start = _State(Board(spinners, highest), table, policy)
    start.along_x = start.along_x != across
    start.gap = gap
    start.turns = turns
    start.shift = shift
    start.look = 0
    first = 0
    if keep is not None:
        # The tiles before the first free one lie as they did: no choice to make there.
        while first < len(nodes) and nodes[first].tile in keep.shapes:
            option = _kept_option(start, nodes[first], keep)
            if not option:
                return None, False
            spot, swap = option[0]
            parent = nodes[first].parent
            if swap and parent is not None:
                start.swap_branches(parent)
            start.lay(nodes[first], spot, keep.shapes[nodes[first].tile])
            first += 1
        if start.blocker(needs) is not None:
            return None, False
    found, _ = walk(start, first)
    if found is None:
        return None, left > 0
    # Its ghosts were chosen in haste, and maybe with another taste: choose them again,
    # keeping the hasty ones if only they work.
    hasty = found.ghosts()
    found.look = _LOOK_AHEAD
    found.set_policy(_POLICIES[0])
    if not found.healthy():
        found._ghosts = hasty
    return found, False


def _lay_again(nodes: Sequence[Placed], needs: dict[_Key, tuple[_Kind, ...]],
               table: Table | None, spinners: Spinners, budget: _Budget,
               gap: bool = True, spares: tuple[int, ...] = _SPARES, turns: bool = False,
               across: bool = False, highest: int = 6) -> tuple[_State | None, bool]:
    """Lay ``nodes`` afresh within ``budget``: every taste in turn may lay one tile per
    tile and the first of ``spares`` more (backing up), then every taste again with the
    next, and so on. The layout, or None and whether the search proved there is none.

    A depth-first search that took a wrong turn early can spend thousands of tiles below
    it, while another taste goes straight through: short tries of every taste first, and
    only then longer ones."""
    for spare in spares:
        for policy in _POLICIES:
            if budget.left <= 0:
                return None, False
            found, exhausted = _search(nodes, needs, table, spinners, policy,
                                       budget, len(nodes) + spare, gap, turns, across=across,
                                       highest=highest)
            if found is not None or exhausted:
                return found, exhausted
    return None, False


def _subtrees(nodes: Sequence[Placed]) -> dict[Tile, frozenset[Tile]]:
    """Every tile with the tiles that hang from it (itself included)."""
    below: dict[Tile, set[Tile]] = {node.tile: {node.tile} for node in nodes}
    for node in reversed(nodes):
        if node.parent is not None:
            below[node.parent] |= below[node.tile]
    return {t: frozenset(tiles) for t, tiles in below.items()}


def _free_sets(state: _State, nodes: Sequence[Placed],
               needs: dict[_Key, tuple[_Kind, ...]]) -> list[frozenset[Tile]]:
    """Which tiles a repair may move, fewest first: the tiles hanging from the newest tile,
    from the places that ran out of room and from the tiles crowding them, or from a few
    tiles toward the lead from those. A tile moves with everything hanging from it, so the
    tiles that stay keep the tiles they join."""
    parent = {node.tile: node.parent for node in nodes}
    order = {node.tile: i for i, node in enumerate(nodes)}
    subtrees = _subtrees(nodes)
    seeds = [nodes[-1].tile]
    for key in state.stuck:
        if key[0] in order:
            seeds.append(key[0])
            crowd = state.crowding(key, needs.get(key, (False, True)))
            seeds += sorted((t for t in crowd if t in order), key=order.__getitem__)
    found: dict[frozenset[Tile], int] = {}
    for rank, seed in enumerate(seeds):
        t: Tile | None = seed
        for _ in range(_REPAIR_REACH):
            if t is None:
                break
            tiles = subtrees[t]
            if len(tiles) < len(nodes):
                found.setdefault(tiles, rank)
            t = parent[t]
    return sorted(found, key=lambda tiles: (len(tiles), found[tiles]))[:_REPAIRS]


def _across(state: _State) -> bool:
    """Does ``state``'s lead lie along its table's short side?"""
    return state.along_x != (state.table is None or state.table.along_x)


def _repair(state: _State, nodes: Sequence[Placed], needs: dict[_Key, tuple[_Kind, ...]],
            budget: _Budget, turns: bool) -> _State | None:
    """A healthy layout that moves a few tiles only (see :func:`_free_sets`), the others
    kept where they lay, or None."""
    keep_all = state.shape_names
    across = _across(state)
    for free in _free_sets(state, nodes, needs):
        if budget.left <= 0:
            break
        keep = _Keep({t: name for t, name in keep_all.items() if t not in free}, state.swapped)
        found, _ = _search(nodes, needs, state.table, state.board.spinners, _POLICIES[0],
                           budget, _REPAIR_SPARE + 2 * len(free), True, turns, keep,
                           across=across, highest=state.board.highest)
        if found is not None:
            return found
    return None


class _Ask(NamedTuple):
    """What every stage of one relayout searches with."""

    nodes: Sequence[Placed]
    needs: dict[_Key, tuple[_Kind, ...]]
    spins: Spinners
    high: int
    prefer: _Keep
    """The tiles' shapes as they lie, preferred where the search may choose."""

    def search(self, table: Table | None, steps: int, gap: bool = True,
               shift: bool = False) -> _State | None:
        """One guided search with branches free to turn, within ``steps`` tiles laid."""
        part = _Budget(steps)
        found, _ = _search(self.nodes, self.needs, table, self.spins, _POLICIES[0], part,
                           part.left, gap, True, prefer=self.prefer, shift=shift,
                           highest=self.high)
        return found


def _relayout(state: _State, nodes: Sequence[Placed]) -> _State:
    """A healthy layout of ``nodes`` (``state`` has them, the newest unhealthy), by the
    stages of :data:`_STAGES` on the table within :data:`_RELAYOUT_STEPS` tiles laid; then,
    when none keeps the tiles apart, a table a row or a column bigger; tiles touching on the
    table; a growing table; no table edge; last the tiles as they lie (see the module's
    description)."""
    spins, high = state.board.spinners, state.board.highest
    needs = _needs(nodes, spins, high)
    # Tiles that touched, or branches that turned, after an earlier play may come right
    # again now.
    state.gap = True
    state.turns = False
    state.shift = False
    state._ghosts_known = False
    state.healthy()
    ask = _Ask(nodes, needs, spins, high, _Keep(state.shape_names, state.swapped))
    # Which ways are proven to have no layout on this table (a taste only orders the same
    # spots; branches free to turn include straight ones).
    rigid = state.rigidly_stuck(nodes)
    found, why = _by_stages(state, ask, rigid)
    if found is None and state.table is not None:
        found = _on_roomier_tables(ask, state.table, rigid, why)
    if found is None:
        found = _on_growing_table(state)
    if found is None:
        found = _off_the_table(ask, why)
    if found is not None:
        return found
    # No layout at all within the budgets: the tiles stay where they lie, and some place
    # goes without a ghost of its own (:attr:`TableLayout.complete` says so).
    state.touch_why = "no room"
    return state


def _stages(state: _State, branches: bool) -> list[tuple[str, bool, int, bool, _Budget]]:
    """Each stage of :func:`_by_stages`: its way of searching, whether branches may turn,
    its most tiles, whether the lead lies across the table, and the budget it shares."""
    budget = _Budget(_RELAYOUT_STEPS if branches else _BRANCHLESS_STEPS)
    current = _across(state)
    # The lead's line along the table's short side, its long one taken by the lines a
    # spinner's branches start: those run straight through doubles, so a board whose
    # branches outgrow the short side often fits turned a quarter. First the layout as it
    # lies, turned (tried only where the ways along the long side fail, within a budget
    # of its own).
    stages = [(way, turns, most, current if way != "tastes" else False, budget)
              for way, turns, most in (_STAGES if branches else _BRANCHLESS_STAGES)]
    if state.table is not None:
        late = _Budget(_LATE_STEPS if branches else _BRANCHLESS_LATE_STEPS)
        stages += [(way, turns, most, not current if across is None else across, late)
                   for way, turns, most, across in (_LATE_STAGES if branches
                                                    else _BRANCHLESS_LATE_STAGES)]
    return stages


def _by_stages(state: _State, ask: _Ask, rigid: bool) -> tuple[_State | None, str]:
    """The first layout on ``state``'s table that a stage finds, or None and why none did
    (``rigid``: proven to have none; ``proof``: every stage's search ran out of spots;
    ``budget``: a search gave up)."""
    nodes, needs, spins, high, table = ask.nodes, ask.needs, ask.spins, ask.high, state.table
    # Keyed by (lead across the table, branches free to turn).
    none = {(across, turns): rigid and not turns for across in (False, True)
            for turns in (False, True)}
    for way, turns, most, across, whole in _stages(state, any(n.spinner for n in nodes)):
        if none[(across, turns)]:
            continue
        part = whole.share(most)
        exhausted = False
        if way == "repair":
            found = _repair(state, nodes, needs, part, turns)
        elif way == "guided":
            found, exhausted = _search(nodes, needs, table, spins, _POLICIES[0], part,
                                       part.left, True, turns, prefer=ask.prefer,
                                       across=across, highest=high)
        else:
            found, exhausted = _lay_again(nodes, needs, table, spins, part, turns=turns,
                                          across=across, spares=_LONG_SPARES if way == "long"
                                          else _SPARES, highest=high)
        part.settle()
        if found is not None:
            return found, ""
        none[(across, turns)] = exhausted
        none[(across, False)] = none[(across, False)] or exhausted
    why = "rigid" if rigid else "proof" if none[(False, True)] and none[(True, True)] \
        else "budget"
    return None, why


def _on_roomier_tables(ask: _Ask, table: Table, rigid: bool, why: str) -> _State | None:
    """A layout on a table a row or a column bigger, with a double off-centre, or with tiles
    touching (``why`` says why they do), or None."""
    wider, taller = Table(table.width + 1, table.height), Table(table.width, table.height + 1)
    longer_first = (wider, taller) if table.along_x else (taller, wider)
    if not rigid:
        # A row or a column more (tiles a few per cent smaller) often keeps them apart: a
        # smaller board is easier on the eye than tiles that seem to join and do not.
        # The long side first: a unit more there shrinks the tiles least.
        for bigger in (*longer_first, Table(table.width + 1, table.height + 1)):
            found = ask.search(bigger, _NUDGE_STEPS)
            if found is not None:
                return found
    # Two spinners' crosswise doubles can face each other a unit apart in every layout
    # with doubles centred; half a unit off the middle, one of them often clears the
    # other. A double off-centre reads as a slip of the hand; tiles that seem to join
    # and do not read as a mistake. (Proofs of "rigid" assumed centred doubles.)
    for room in (table, *longer_first):
        found = ask.search(room, _SHIFT_STEPS, shift=True)
        if found is not None:
            return found
    # No layout keeps them apart (or none turned up within the budget, as good as
    # none for a player): tiles may touch, and the table keeps its size.
    found = ask.search(table, _TOUCH_STEPS, gap=False, shift=True)
    if found is not None:
        found.touch_why = why
    return found


def _on_growing_table(state: _State) -> _State | None:
    """The tiles where they lie, on a table grown step by step until they fit, or None."""
    grown = state.copy()
    grown.turns = True
    size = state.table
    for _ in range(_GROWTH_STEPS):
        if size is None:
            break
        # On a bigger table the tiles may well stay where they are.
        size = size.grown()
        grown.set_table(size)
        if grown.healthy():
            return grown
    return None


def _off_the_table(ask: _Ask, why: str) -> _State | None:
    """A layout with no table edge: tiles apart if it can be, else touching."""
    for apart in (True, False):
        found = ask.search(None, _LAST_RESORT_TRIES, gap=apart, shift=True)
        if found is not None:
            found.touch_why = "" if apart else why or "last resort"
            return found
    return None


def _pose(spot: _Spot, t: Tile, value: int) -> Pose:
    return Pose(spot.cx / 2, spot.cy / 2, spot.angle * 90, value, t.other(value),
                crosswise=t.is_double)


class TableLayout:
    """Every tile's pose for one board, and where a next tile would go.

    Made by :func:`layout_board`; read-only for its users.
    """

    def __init__(self, state: _State, nodes: tuple[Placed, ...], requested: Table,
                 relayouts: int, moved: frozenset[Tile], landing: Pose | None) -> None:
        self._state = state
        self._nodes = nodes
        self._requested = requested
        self.poses: dict[Tile, Pose] = dict(state.poses)
        """Every tile on the table and its pose."""
        self.relayouts = relayouts
        """How many times this call had to lay the table out again (tiles moved)."""
        self.moved = moved
        """The tiles of ``previous`` whose pose changed: animate these too."""
        self.landing = landing
        """Where the newest tile first lay (the ghost it was played on), in the previous
        layout's places; it differs from its pose only after a relayout."""

    @property
    def relaid(self) -> bool:
        """True when tiles already on the table had to move to keep every place open."""
        return bool(self.moved)

    @property
    def table(self) -> Table | None:
        """The table size the layout keeps to (None: it outgrew every size)."""
        return self._state.table

    @property
    def complete(self) -> bool:
        """Has every open place a ghost of its own for each kind of tile still to come?
        (False only for the rare board where no layout found within the searches' budgets
        gives every place its room; then some ghost lies on another.)"""
        return self._state.healthy()

    @property
    def apart(self) -> bool:
        """Do unjoined tiles and every ghost keep :data:`GAP` apart? (False only for the
        rare board where no layout can keep them so; then a spinner's branch may turn at
        once too. Often only a ghost touches a tile then, the tiles themselves apart.)"""
        return self._state.gap

    @property
    def off_centre(self) -> frozenset[Tile]:
        """The doubles that lie half a unit off their line's middle (only where no layout
        with doubles centred keeps the tiles apart)."""
        names = self._state.shape_names
        return frozenset(t for t in self.poses if names.get(t) in _SHIFTED_NAMES)

    def pose(self, tile: Tile) -> Pose:
        return self.poses[tile]

    def lead(self, tile: Tile) -> Pose:
        """Where a lead tile lies: the centre of the table, its line along the long side (a
        relayout may later turn it, and every tile with it)."""
        return _pose(self._state.lead_spot(tile), tile, tile.a)

    def ghost(self, at: Tile, end: End, tile: Tile, value: int) -> Pose:
        """Exactly where ``tile`` will lie if laid on ``at``'s open ``end`` (of ``value``)."""
        node = Placed(tile, at, end, End.LINE_A, False)
        return _pose(self._state.spot_for(node), tile, value)

    def marker(self, at: Tile, end: End) -> tuple[float, float]:
        """The centre of the one-unit square in front of an open end, where a marker goes.

        Every ghost at that place covers this square, so it never overlaps a tile.
        """
        a = self._state.anchors[(at, end)]
        return ((a.x + _DX[a.d]) / 2, (a.y + _DY[a.d]) / 2)

    def outward(self, at: Tile, end: End) -> tuple[int, int]:
        """The direction an open end faces, away from its tile: (1, 0) right, (0, 1) down,
        (-1, 0) left or (0, -1) up; :meth:`marker`'s square lies that way from the tile."""
        d = self._state.anchors[(at, end)].d
        return (_DX[d], _DY[d])

    def bounds(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) around every tile."""
        if not self.poses:
            return (-1.0, -1.0, 1.0, 1.0)
        boxes = [p.box() for p in self.poses.values()]
        return (min(b[0] for b in boxes), min(b[1] for b in boxes),
                max(b[2] for b in boxes), max(b[3] for b in boxes))

    def reach(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) around every tile and every ghost a next play may
        show: what the window keeps in sight."""
        boxes = list(self._state.boxes.values())
        ghosts = self._state.ghosts() or {}
        boxes += [s.box for by_kind in ghosts.values() for s in by_kind.values()]
        if not boxes:
            # An empty table: room for a lead either way round.
            return (-2.0, -2.0, 2.0, 2.0)
        return (min(b[0] for b in boxes) / 2, min(b[1] for b in boxes) / 2,
                max(b[2] for b in boxes) / 2, max(b[3] for b in boxes) / 2)


def _continues(previous: TableLayout, nodes: Sequence[Placed], table: Table,
               spinners: Spinners) -> bool:
    """Is ``previous`` a layout of the first tiles of ``nodes``, made the same way?"""
    old = previous._nodes
    return (
        len(old) <= len(nodes)
        and previous._requested == table
        and previous._state.board.spinners == spinners
        and all(a == b for a, b in zip(old, nodes, strict=False))
    )


def layout_board(board: Board, previous: TableLayout | None = None,
                 table: Table = DEFAULT_TABLE) -> TableLayout:
    """Poses for every tile on ``board``, on a table of ``table`` units.

    Deterministic: the result depends only on the board (and ``table``), and equals
    laying the tiles one at a time in play order. ``previous``, a layout of an earlier
    position of the same round, only saves the work of laying its tiles again.
    """
    nodes = tuple(board.nodes())
    if previous is not None and _continues(previous, nodes, table, board.spinners):
        state = previous._state.copy()
        done = len(previous._nodes)
    else:
        previous = None
        state = _State(Board(board.spinners, board.highest), table)
        done = 0
    relayouts = 0
    landing: Pose | None = None
    for i in range(done, len(nodes)):
        node = nodes[i]
        state = state.copy()
        state.lay(node, state.spot_for(node))
        landing = state.poses[node.tile]
        if not state.healthy():
            state = _relayout(state, nodes[: i + 1])
            relayouts += 1
    moved: frozenset[Tile] = frozenset()
    if previous is not None and relayouts:
        moved = frozenset(t for t, p in previous.poses.items() if state.poses[t] != p)
    return TableLayout(state, nodes, table, relayouts, moved, landing)


def extend_layout(board: Board, previous: TableLayout | None = None,
                  table: Table = DEFAULT_TABLE) -> TableLayout | None:
    """:func:`layout_board`'s layout when it needs no relayout, else None.

    Lays the tiles ``previous`` lacks (every tile when it is not an earlier layout of the
    same round) at their ghosts, as :func:`layout_board` does, but gives up where that
    would lay the table out again: the costly part, which a caller may then run
    elsewhere. Quick, pure and deterministic; when it returns a layout, that layout
    equals ``layout_board(board, previous, table)``.
    """
    nodes = tuple(board.nodes())
    if previous is not None and _continues(previous, nodes, table, board.spinners):
        state = previous._state.copy()
        done = len(previous._nodes)
    else:
        state = _State(Board(board.spinners, board.highest), table)
        done = 0
    landing: Pose | None = None
    for node in nodes[done:]:
        state.lay(node, state.spot_for(node))
        landing = state.poses[node.tile]
        if not state.healthy():
            return None
    return TableLayout(state, nodes, table, 0, frozenset(), landing)
