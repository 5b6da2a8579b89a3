"""Where every tile of a train table lies (Mexican Train and its family): pure geometry, no Qt.

The units and :class:`~dominoes_qt.layout.table.Pose` are the line layout's (a tile is 2 x 1
units, x to the right, y down). The station (the round's engine double) sits in a hub at
(0, 0). Every train is a *lane*: a band that leaves the hub to the right or to the left,
its owner's name plate (:attr:`TrainPlace.label`) first, then its tiles in play order. A
train that would run past the row's length turns before it, in a U: a corner tile standing
across, then the next row runs back toward the hub under the first one, and so on (a snake).
Doubles lie across their row (at a turn, a double is the corner; one that would meet
a double across the row before lies in line). The lanes of a side are stacked top to
bottom, both stacks centred on the hub; the first half of the trains (in the
order given) go right, the rest left, so a train never changes side.

Stable: a tile's place depends only on the tiles before it in its train and on the row
length; a play moves other lanes only when its lane grows deeper (they shift to make room).
The row length is the table's (its width less the hub, halved) until the lanes' stacks
outgrow the table's height; then a longer row is chosen, the one that shows the tiles the
largest (:func:`layout_trains` keeps the previous layout's row length while it fits).

Every lane has, for each kind of tile (double, non-double), the spot where its next tile
would go (:meth:`TrainLayout.ghost`), inside the lane: ghosts never overlap a tile or
another lane. :meth:`TrainLayout.reach` covers the hub, the name plates, every tile and
every ghost.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from dominoes_qt.engine.trainboard import TrainBoard
from dominoes_qt.layout.table import DEFAULT_TABLE, Pose, Table

Box = tuple[float, float, float, float]
"""(left, top, right, bottom) in units."""

HUB = 1.25
"""The station's hub: a disc of this radius around the engine double."""
LANE_START = HUB + 0.4
"""How far from the hub's centre (along x) every lane begins."""
LABEL = (3.0, 2.0)
"""A train's name plate (length along its lane, height): at the lane's start in its first
row; the rows that come back run on under it."""
LABEL_GAP = 0.3
"""Between the name plate and the first tile."""
ROW_PITCH = 2.0
"""From one row's middle line to the next one's (a U-turn's corner tile spans it)."""
LANE_GAP = 0.5
"""Between two lanes of a side."""
SHORTEST_ROW = 9.0
"""A row is never shorter than this (the name plate, a tile and a turn)."""
LONGEST_ROW = 60.0
"""Rows longer than this are not tried when the lanes outgrow the table."""
KEEP_SHRINKING = 0.95
"""A row length chosen for lanes that outgrew the table is kept while the tiles are drawn
at least this share of the size they had when it was chosen."""


@dataclass(frozen=True)
class Link:
    """A tile of a train as the layout needs it: the number it joins with (toward the
    station) and its open number."""

    joined: int
    open: int

    @property
    def double(self) -> bool:
        return self.joined == self.open


@dataclass(frozen=True)
class _Cursor:
    """Where a lane's next tile goes, in the lane's own coordinates (u along the lane away
    from the hub, v down across it; the first row's middle line is v = 0)."""

    u: float
    """The open face's position along the lane."""
    row: int
    corner: bool = False
    """The open end is a corner tile's foot: the next tile starts the row below."""


@dataclass(frozen=True)
class _LocalTile:
    u: float
    v: float
    angle: int
    """0 (outward), 90 (down), 180 (back toward the hub)."""
    crosswise: bool


def _direction(row: int) -> int:
    return 0 if row % 2 == 0 else 180


def _start() -> _Cursor:
    return _Cursor(LABEL[0] + LABEL_GAP, 0)


_Across = tuple[tuple[int, float, float], ...]
"""The doubles of a lane lying across their row: (row, from, to) along the lane."""


def _crowded(across: _Across, row: int, lo: float, hi: float) -> bool:
    """Would a double across ``row`` from ``lo`` to ``hi`` come closer than half a unit to
    one across the row before (the rows' middles are only two units apart)?"""
    return any(r == row - 1 and lo < b + 0.5 and a < hi + 0.5 for r, a, b in across)


def _step(cursor: _Cursor, double: bool, row_length: float,
          across: _Across = ()) -> tuple[_LocalTile, _Cursor]:
    """Where a tile goes from ``cursor``, and the cursor after it.

    A tile runs on along its row while a corner tile would still fit after it; otherwise it
    is the corner, standing across the row, down into the next row (a double there stands
    like a corner tile: across the row, as doubles lie, its lower half the foot). A tile
    after a corner starts the row below, running the other way (a double there lies against
    the corner's foot, beside it). A double lies across its row unless that would bring it
    against a double across the row before: then it lies in line, like any tile.
    """
    u, row = cursor.u, cursor.row
    v = ROW_PITCH * row
    if cursor.corner:
        # The next row, the other way; ``u`` is the middle of the corner's foot.
        row += 1
        v = ROW_PITCH * row
        sign = 1 if _direction(row) == 0 else -1
        beside = u + sign * 1.0
        if double and not _crowded(across, row, beside - 0.5, beside + 0.5):
            # Beside the corner's foot (its equal half), in the new row.
            return (_LocalTile(beside, v, _direction(row), True),
                    _Cursor(u + sign * 1.5, row))
        # Its joined half lies under the foot.
        return (_LocalTile(u + sign * 0.5, v, _direction(row), False),
                _Cursor(u + sign * 1.5, row))
    sign = 1 if _direction(row) == 0 else -1
    room = (row_length - u) if sign > 0 else u
    if double and _crowded(across, row, min(u, u + sign), max(u, u + sign)):
        double = False
    # Along the row while a corner still fits after the tile; else the tile is the corner.
    if room >= (1.0 if double else 2.0) + 1.0:
        half = 0.5 if double else 1.0
        return (_LocalTile(u + sign * half, v, _direction(row), double),
                _Cursor(u + sign * 2 * half, row))
    # The corner: one unit along the row, standing down across into the next row (a double
    # there stands across the row like any other, its far half the foot).
    return (_LocalTile(u + sign * 0.5, v + 0.5, 90, False),
            _Cursor(u + sign * 0.5, row, corner=True))


def _local_box(t: _LocalTile) -> Box:
    along, across = (1.0, 2.0) if t.crosswise else (2.0, 1.0)
    w, h = (along, across) if t.angle in (0, 180) else (across, along)
    return (t.u - w / 2, t.v - h / 2, t.u + w / 2, t.v + h / 2)


@dataclass(frozen=True)
class _Lane:
    tiles: tuple[_LocalTile, ...]
    ghosts: tuple[_LocalTile, _LocalTile]
    """Where a non-double, then a double, would go next."""
    top: float
    bottom: float
    rows: int


_LaneKey = tuple[tuple[Link, ...], float]
_LaneMemo = dict[_LaneKey, "_Lane"]


def _lane_of(links: tuple[Link, ...], row_length: float, memo: _LaneMemo) -> _Lane:
    """:func:`_lane`, remembered in ``memo`` (a play changes one lane: the others are
    taken from the previous layout's memo)."""
    key = (links, row_length)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _lane(links, row_length)
    return found


def _lane(links: Sequence[Link], row_length: float) -> _Lane:
    cursor = _start()
    tiles: list[_LocalTile] = []
    across: _Across = ()
    for link in links:
        placed, cursor = _step(cursor, link.double, row_length, across)
        tiles.append(placed)
        if placed.crosswise:
            across += ((round(placed.v / ROW_PITCH), placed.u - 0.5, placed.u + 0.5),)
    single = _step(cursor, False, row_length, across)[0]
    double = _step(cursor, True, row_length, across)[0]
    # As deep as its tiles and both ghosts reach (the ghost of a double keeps a double's
    # room in the row being laid): the lanes below move down only as far as this one grows.
    lowest = max([1.0, *(_local_box(t)[3] for t in (*tiles, single, double))])
    rows = math.ceil((lowest - 1.0) / ROW_PITCH - 1e-9) + 1
    top = -LABEL[1] / 2
    bottom = lowest
    return _Lane(tuple(tiles), (single, double), top, bottom, rows)


@dataclass(frozen=True)
class TrainPlace:
    """One train on the table."""

    side: int
    """1: its lane runs to the right of the hub, -1: to the left."""
    lane: Box
    """The band the lane covers (name plate, tiles and ghosts)."""
    label: Box
    """The owner's name plate, at the lane's start by the hub."""
    start: tuple[float, float]
    """Where the lane meets the hub's side (the spoke from the hub ends here)."""
    poses: tuple[Pose, ...]
    """Its tiles from the station outward."""
    rows: int


class TrainLayout:
    """Every train's tiles, name plate and next spots, for one position. Read-only."""

    def __init__(self, station: int | None, trains: tuple[tuple[Link, ...], ...],
                 row_length: float, table: Table, memo: _LaneMemo | None = None) -> None:
        self.station_value = station
        self.row_length = row_length
        self.table = table
        self._links = trains
        memo = {} if memo is None else memo
        lanes = [_lane_of(links, row_length, memo) for links in trains]
        # Only this layout's lanes are kept for the next one.
        self._memo: _LaneMemo = {(links, row_length): lane
                                 for links, lane in zip(trains, lanes, strict=True)}
        self._sides = _sides(len(trains))
        offsets: dict[int, float] = {}
        for side in (1, -1):
            members = [i for i in range(len(trains)) if self._sides[i] == side]
            height = sum(lanes[i].bottom - lanes[i].top for i in members) + LANE_GAP * max(
                len(members) - 1, 0)
            y = -height / 2
            for i in members:
                offsets[i] = y - lanes[i].top
                y += lanes[i].bottom - lanes[i].top + LANE_GAP
        self._offsets = offsets
        self._lanes = lanes
        self.trains: tuple[TrainPlace, ...] = tuple(
            self._place(i) for i in range(len(trains)))
        self.fitted = 1.0
        """How large the layout is drawn on a board of its table's shape, in table units
        per unit (1 while it fits the table)."""
        self.station: Pose | None = None if station is None else Pose(
            0.0, 0.0, 0, station, station, crosswise=True)
        """The engine double in the hub (standing, across the lanes' direction)."""

    def _to_table(self, i: int, u: float, v: float) -> tuple[float, float]:
        side = self._sides[i]
        return (side * (LANE_START + u), self._offsets[i] + v)

    def _pose(self, i: int, t: _LocalTile, link: Link) -> Pose:
        x, y = self._to_table(i, t.u, t.v)
        side = self._sides[i]
        angle = t.angle
        if side < 0 and angle in (0, 180):
            angle = 180 - angle
        return Pose(x, y, angle, link.joined, link.open, crosswise=t.crosswise)

    def _box(self, i: int, box: Box) -> Box:
        x0, y0 = self._to_table(i, box[0], box[1])
        x1, y1 = self._to_table(i, box[2], box[3])
        return (min(x0, x1), y0, max(x0, x1), y1)

    def _place(self, i: int) -> TrainPlace:
        lane = self._lanes[i]
        poses = tuple(self._pose(i, t, link)
                      for t, link in zip(lane.tiles, self._links[i], strict=True))
        far = max([self.row_length, LABEL[0],
                   *(_local_box(t)[2] for t in (*lane.tiles, *lane.ghosts))])
        box = self._box(i, (0.0, lane.top, far, lane.bottom))
        label = self._box(i, (0.0, -LABEL[1] / 2, LABEL[0], LABEL[1] / 2))
        start = self._to_table(i, 0.0, 0.0)
        return TrainPlace(self._sides[i], box, label, start, poses, lane.rows)

    def ghost(self, train: int, joined: int, open_: int) -> Pose:
        """Exactly where a tile joining ``train`` with ``joined`` (its other half
        ``open_``) lies once played."""
        lane = self._lanes[train]
        t = lane.ghosts[1 if joined == open_ else 0]
        return self._pose(train, t, Link(joined, open_))

    def open_end(self, train: int) -> tuple[float, float]:
        """The middle of the next tile's spot on ``train`` (a non-double's): where the
        train's open end is pointed out."""
        pose = self.ghost(train, 0, 1)
        return (pose.x, pose.y)

    def tile_boxes(self) -> list[tuple[int, int, Box]]:
        """(train, index in it, box) of every tile (the station's is train -1)."""
        boxes: list[tuple[int, int, Box]] = []
        if self.station is not None:
            boxes.append((-1, 0, self.station.box()))
        for i, place in enumerate(self.trains):
            boxes += [(i, k, pose.box()) for k, pose in enumerate(place.poses)]
        return boxes

    def reach(self) -> Box:
        """(left, top, right, bottom) around the hub, every lane, tile and ghost."""
        boxes: list[Box] = [(-HUB, -HUB, HUB, HUB)]
        for i, place in enumerate(self.trains):
            boxes.append(place.lane)
            boxes.append(place.label)
            boxes += [self.ghost(i, 0, 1).box(), self.ghost(i, 1, 1).box()]
        return (min(b[0] for b in boxes), min(b[1] for b in boxes),
                max(b[2] for b in boxes), max(b[3] for b in boxes))

    def scale(self, board: tuple[float, float], margin: float = 0.1) -> float:
        """Pixels per unit the layout is drawn at in a board of ``board`` pixels."""
        left, top, right, bottom = self.reach()
        return min(board[0] / (right - left + 2 * margin),
                   board[1] / (bottom - top + 2 * margin))


def _default_row(table: Table) -> float:
    return max(SHORTEST_ROW, table.width / 2 - LANE_START)


def _sides(count: int) -> list[int]:
    right = (count + 1) // 2
    return [1 if i < right else -1 for i in range(count)]


def _shown(trains: tuple[tuple[Link, ...], ...], row_length: float,
           memo: _LaneMemo) -> tuple[float, float]:
    """(width, height) of the reach of a layout with rows of ``row_length``: the lanes run to
    the row's end, and each side's stack is as tall as its lanes."""
    sides = _sides(len(trains))
    heights = {1: -LANE_GAP, -1: -LANE_GAP}
    for links, side in zip(trains, sides, strict=True):
        lane = _lane_of(links, row_length, memo)
        heights[side] += lane.bottom - lane.top + LANE_GAP
    return 2 * (LANE_START + row_length), max(2 * HUB, *heights.values())


def _scale(shown: tuple[float, float], table: Table) -> float:
    return min(table.width / shown[0], table.height / shown[1])


def layout_trains(station: int | None, trains: Sequence[Sequence[Link]],
                  table: Table = DEFAULT_TABLE,
                  previous: TrainLayout | None = None) -> TrainLayout:
    """The layout of a train table: ``station`` (the engine double's number, None before it
    is out) and each train's tiles from the station outward, in lane order.

    The row length is the table's, or ``previous``'s while the lanes still fit ``table``;
    when they outgrow its height, the row length whose layout fits the table best (its
    tiles largest on a board of the table's shape).
    """
    links = tuple(tuple(t) for t in trains)
    memo: _LaneMemo = dict(previous._memo) if previous is not None else {}
    default = _default_row(table)
    if previous is not None and previous.table == table:
        kept = _scale(_shown(links, previous.row_length, memo), table)
        # A longer row chosen before is kept until the tiles shrink by a twentieth more:
        # every change of row length moves every tile.
        if kept >= 1 - 1e-9 or (previous.row_length != default
                                 and kept >= KEEP_SHRINKING * previous.fitted):
            return _made(station, links, previous.row_length, table, memo, kept)
    best_scale = _scale(_shown(links, default, memo), table)
    if best_scale >= 1 - 1e-9:
        return _made(station, links, default, table, memo, best_scale)
    best = default
    length = best + 1.0
    # Longer rows only widen the reach: past the point where its width alone shows the
    # tiles smaller than the best so far, no longer row can do better.
    while length <= LONGEST_ROW and table.width / (2 * (LANE_START + length)) > best_scale:
        scale = _scale(_shown(links, length, memo), table)
        if scale > best_scale + 1e-9:
            best, best_scale = length, scale
        length += 1.0
    return _made(station, links, best, table, memo, best_scale)


def _made(station: int | None, links: tuple[tuple[Link, ...], ...], length: float,
          table: Table, memo: _LaneMemo, scale: float) -> TrainLayout:
    layout = TrainLayout(station, links, length, table, memo)
    layout.fitted = scale
    return layout


def links_of(board: TrainBoard) -> list[list[Link]]:
    """Every train of ``board`` in table order (seat 0's first, the Mexican train last), as
    the layout reads them."""
    return [[Link(car.inner, car.outer) for car in train.cars] for train in board.trains]


def layout_board_trains(board: TrainBoard, table: Table = DEFAULT_TABLE,
                        previous: TrainLayout | None = None) -> TrainLayout:
    """:func:`layout_trains` of an engine's train table."""
    return layout_trains(board.engine.a, links_of(board), table, previous)


__all__ = ["HUB", "LABEL", "Link", "TrainLayout", "TrainPlace", "layout_board_trains",
           "layout_trains", "links_of"]
