"""Where everything goes in the table view, and how big the board looks. Pure arithmetic,
shared by the window (ui/table.py) and the bench, so the figures the bench prints are the
window's own.

The table's scene is as big as the view (one scene pixel is one device-independent pixel,
nothing is scaled to fit). :func:`geometry` splits the view into bands: the opponents' seats
along the top (and in narrow columns down the sides with three or four players), the viewer's
hand along the bottom with the viewer's name plate and the boneyard beside it, and the board
rectangle, as large as possible, in between. The board layer is scaled so that everything the
layout can show (tiles and the ghosts of every open place, :meth:`TableLayout.reach`) fits the
board rectangle:

    pixels per unit = min(board width / (reach width + 2 margin),
                          board height / (reach height + 2 margin), growth limit).

The layout keeps to a :class:`Table` (units) of the board rectangle's shape, as many whole
units as the board rectangle holds at its *floor*: :data:`SMALL_FLOOR` pixels per unit in the
1024x640 window, :data:`REFERENCE_FLOOR` in the 1280x800 one, in between in proportion to the
board rectangle's size, and beyond them growing with it (a larger window, bigger tiles, about
as many units). A layout that stays inside its table is drawn at the floor or more; in a very
small window the floor shrinks, but not below :data:`LEAST_FLOOR`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from dominoes_qt.layout.table import Table

UNIT = 40.0
"""Board-layer scene pixels per layout unit (a tile is 2 x 1 units)."""
MARGIN = 0.1
"""Units kept around the reach, for the tiles' drawn edge."""
GROWTH = 2.0
"""A short layout is drawn at most this many times its table's floor (a lone lead would
fill the table otherwise)."""

VIEWS = {
    "1280x800": (844, 713),
    "1024x700": (650, 613),
    "1024x640": (650, 553),
    "1920x1080": (1306, 993),
}
"""The table view's size in the window during a game at these window sizes (measured:
``tests/ui/test_table_scale.py`` checks them, so a change of the window shows here). At a
device pixel ratio of 2 the same sizes hold in device-independent pixels."""
REFERENCE_FLOOR = 28.0
"""Least pixels per unit (a tile's short side) of a layout inside its table at the 1280x800
window."""
SMALL_FLOOR = 22.0
"""Least pixels per unit of a layout inside its table at the 1024x640 window."""
SMALL = "1024x640"
"""The small window :data:`SMALL_FLOOR` is for."""
LEAST_FLOOR = 10.0
"""In a small window the table shrinks rather than let a layout inside it be drawn at fewer
pixels per unit than this (pips would merge)..."""
MIN_TABLE = (20, 12)
"""...but never below this (long side, short side) in units: a smaller table would make a
line turn at every tile, so there the board is drawn smaller instead."""

# The seats, hand and boneyard at the 1280x800 window, in pixels; they grow and shrink a
# little with the view's height (see :attr:`TableGeometry.chrome`).
_EDGE = 6.0
_BADGE_HEIGHT = 38.0
_BADGE_WIDTH = 170.0
"""The name plate of the seat across the table."""
_VIEWER_BADGE_WIDTH = 140.0
"""The viewer's name plate, beside the hand (its detail is short: "You", the tile count)."""
_SIDE_BADGE_WIDTH = 160.0
"""The name plates of the side seats, in the top corners."""
_TEXT_SCALE = 0.95
"""The name plates' width shrinks no further than this in a small window."""
HAND_UNIT = 40.0
"""Half the length of a tile in the viewer's hand (its short side) at the 1280x800 window and
in any smaller one: the tiles a player picks from stay as big as on a phone. In a larger
window they grow with the rest of the chrome."""
HAND_SHARE = 0.2
"""In a very short view (the window's least size) the hand band takes at most this share of
the view's height, its tiles smaller, so that some board is left."""
LIFT = 0.5
"""How far a selected hand tile rises, in hand units (a playable one half as far)."""
BACK_UNIT = 14.0
"""Half the length of another seat's tile (face down, or face up 1.2 times as big)."""
_BONEYARD = (100.0, 80.0)
_CHROME_LIMITS = (0.8, 1.25)

SPOTS = {2: ("bottom", "top"), 3: ("bottom", "left", "right"),
         4: ("bottom", "left", "top", "right")}
"""Where each seat sits, counted from the viewer's seat onward."""
ROW_SPOTS = {n: ("bottom", *(f"row{i}" for i in range(1, n))) for n in range(5, 9)}
"""Five to eight players (the train games): every other seat's name plate in a row along the
top, in seat order from the left; their tiles are counted on the plate, not shown."""


def spots_for(players: int) -> tuple[str, ...]:
    """Where each seat sits for ``players``, counted from the viewer's seat onward."""
    return ROW_SPOTS.get(players) or SPOTS.get(players, SPOTS[4])


@dataclass(frozen=True)
class Box:
    """A rectangle in view pixels."""

    left: float
    top: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def bottom(self) -> float:
        return self.top + self.height

    @property
    def centre(self) -> tuple[float, float]:
        return (self.left + self.width / 2, self.top + self.height / 2)

    def overlaps(self, other: Box) -> bool:
        return (self.left < other.right and other.left < self.right
                and self.top < other.bottom and other.top < self.bottom)

    def contains(self, other: Box) -> bool:
        return (self.left <= other.left and other.right <= self.right
                and self.top <= other.top and other.bottom <= self.bottom)


@dataclass(frozen=True)
class SeatSpot:
    """Where one seat is shown: its name plate, and the room its tiles lie in."""

    badge: Box
    tiles: Box
    """The viewer's hand band, a column beside the board (side seats, tiles lying across)
    or a row above it beside the name plate (the top seat, tiles standing)."""
    column: bool


@dataclass(frozen=True)
class TableGeometry:
    """Every part of the table view for one view size and player count, in view pixels."""

    view: tuple[float, float]
    players: int
    chrome: float
    """How much the seats, hand and boneyard are scaled from their 1280x800 size."""
    board: Box
    seats: dict[str, SeatSpot]
    """By spot: bottom (the viewer), left, top, right."""
    boneyard: Box
    hand_unit: float
    back_unit: float
    table: Table
    floor: float
    """Pixels per unit of a layout that fills :attr:`table`."""

    @property
    def hand_rest(self) -> float:
        """The y of a hand tile's centre when it is not lifted."""
        hand = self.seats["bottom"].tiles
        return hand.bottom - _EDGE * self.chrome - self.hand_unit

    def pixels_per_unit(self, reach: tuple[float, float, float, float]) -> float:
        left, top, right, bottom = reach
        return min(self.board.width / (right - left + 2 * MARGIN),
                   self.board.height / (bottom - top + 2 * MARGIN),
                   GROWTH * self.floor)


def _spots(players: int) -> tuple[str, ...]:
    return spots_for(players)


def _row_seats(spots: tuple[str, ...], width: float, edge: float, badge_h: float,
               most: float) -> dict[str, SeatSpot]:
    """The name plates of a row of seats along the top band, as wide as room allows."""
    row = [s for s in spots if s.startswith("row")]
    count = len(row)
    plate = min(most, (width - edge * (count + 1)) / max(count, 1))
    left = (width - count * plate - (count - 1) * edge) / 2
    seats: dict[str, SeatSpot] = {}
    for i, spot in enumerate(row):
        badge = Box(left + i * (plate + edge), edge, plate, badge_h)
        # No tiles shown: a sliver under the plate, where a tile leaving the seat starts.
        seats[spot] = SeatSpot(badge, Box(badge.left, badge.bottom, plate, edge), False)
    return seats


def _hand_unit(height: float, k: float) -> float:
    return min(HAND_UNIT * max(k, 1.0), HAND_SHARE * height / (2 + LIFT))


def _bands(view: tuple[float, float], players: int) -> tuple[float, Box, dict[str, SeatSpot],
                                                               Box]:
    """The chrome scale, the board rectangle, the seats and the boneyard."""
    width, height = view
    k = min(max(height / VIEWS["1280x800"][1], _CHROME_LIMITS[0]), _CHROME_LIMITS[1])
    # Bands of whole pixels: crisp edges, and the board meets them exactly.
    edge = round(_EDGE * k)
    badge_h = round(_BADGE_HEIGHT * k)
    spots = _spots(players)
    sides = "left" in spots
    top_band = badge_h + 2 * edge
    hand_band = math.ceil((2 + LIFT) * _hand_unit(height, k)) + 2 * edge
    # Rounded down: a pixel more board can keep a table a column wider at the floor.
    column = math.floor(2.4 * BACK_UNIT * k) + 2 * edge if sides else edge
    hand_top = height - hand_band
    board = Box(column, top_band, max(width - 2 * column, 1.0), max(hand_top - top_band, 1.0))
    seats: dict[str, SeatSpot] = {}
    # Names and details need their width even in a small window; in a narrow view the name
    # plates and the boneyard give way before they would meet.
    text = max(k, _TEXT_SCALE)
    badge_w = min(_BADGE_WIDTH * text, 0.26 * width)
    viewer_badge = Box(edge, hand_top + (hand_band - badge_h) / 2,
                       min(_VIEWER_BADGE_WIDTH * text, 0.22 * width), badge_h)
    bone_w = min(_BONEYARD[0] * k, 0.16 * width)
    bone_h = bone_w * _BONEYARD[1] / _BONEYARD[0]
    boneyard = Box(width - edge - bone_w, hand_top + (hand_band - bone_h) / 2, bone_w, bone_h)
    seats["bottom"] = SeatSpot(viewer_badge, Box(viewer_badge.right + edge, hand_top,
                                                 max(boneyard.left - viewer_badge.right
                                                     - 2 * edge, 1.0), hand_band), False)
    side_w = min(_SIDE_BADGE_WIDTH * text, 0.24 * width)
    corner_left = Box(edge, edge, side_w, badge_h)
    corner_right = Box(width - edge - side_w, edge, side_w, badge_h)
    if sides:
        # A side seat's name plate sits in its top corner, its tiles in a column below.
        seats["left"] = SeatSpot(corner_left, Box(0, top_band, column, board.height), True)
        seats["right"] = SeatSpot(corner_right, Box(width - column, top_band, column,
                                                    board.height), True)
    if len(spots) > len(SPOTS[4]):
        seats.update(_row_seats(spots, width, edge, badge_h, side_w))
    if "top" in spots:
        # The seat across: its name plate in the middle, its standing tiles in a row beside.
        badge = Box((width - badge_w) / 2, edge, badge_w, badge_h)
        right = corner_right.left - edge if sides else width - edge
        seats["top"] = SeatSpot(badge, Box(badge.right + edge, 0,
                                           max(right - badge.right - edge, 1.0), top_band), False)
    return k, board, seats, boneyard


def _size(board: Box) -> float:
    return math.sqrt(board.width * board.height)


def _wanted_floor(board: Box, players: int) -> float:
    """Pixels per unit a layout inside the table should be drawn at least in ``board``: the
    two window sizes' floors, in between in proportion to the board's size; beyond them the
    floor keeps to the board's size (a larger window, bigger tiles, a table no smaller)."""
    small = _size(_bands(VIEWS[SMALL], players)[1])
    reference = _size(_bands(VIEWS["1280x800"], players)[1])
    size = _size(board)
    if size <= small:
        wanted = SMALL_FLOOR * size / small
    elif size < reference:
        wanted = SMALL_FLOOR + (REFERENCE_FLOOR - SMALL_FLOOR) * (size - small) / (
            reference - small)
    else:
        wanted = REFERENCE_FLOOR * size / reference
    return max(wanted, LEAST_FLOOR)


def _table(board: Box, floor: float) -> tuple[Table, float]:
    # As many whole units as the board holds at the floor: the table is never smaller than
    # the floor allows (a row of felt is worth more than a fraction of a pixel on every tile).
    width = int(board.width / floor - 2 * MARGIN + 1e-9)
    height = int(board.height / floor - 2 * MARGIN + 1e-9)
    long_min, short_min = MIN_TABLE
    if width >= height:
        width, height = max(width, long_min), max(height, short_min)
    else:
        width, height = max(width, short_min), max(height, long_min)
    drawn = min(board.width / (width + 2 * MARGIN), board.height / (height + 2 * MARGIN))
    return Table(width, height), drawn


def geometry(players: int, view: tuple[float, float]) -> TableGeometry:
    """The table view of ``view`` (width, height in pixels) for ``players``."""
    players = players if players in SPOTS or players in ROW_SPOTS else 4
    k, board, seats, boneyard = _bands(view, players)
    table, floor = _table(board, _wanted_floor(board, players))
    return TableGeometry((float(view[0]), float(view[1])), players, k, board, seats, boneyard,
                         _hand_unit(view[1], k), BACK_UNIT * k, table, floor)


def table_for(players: int, view: tuple[float, float] = VIEWS["1280x800"]) -> Table:
    """The table (in units) a layout keeps to for ``players`` in a table view of ``view``:
    the board rectangle's shape, the lines starting along its long side."""
    return geometry(players, view).table


def pixels_per_unit(reach: tuple[float, float, float, float], players: int,
                    view: tuple[float, float]) -> float:
    """Screen pixels per layout unit of a board showing ``reach`` in a view of ``view``."""
    return geometry(players, view).pixels_per_unit(reach)


def main(argv: list[str]) -> int:
    """``python -m dominoes_qt.layout.fit [WxH ...]``: the board rectangle, table and floor
    for table views of these sizes (default: :data:`VIEWS`), for 2, 3 and 4 players."""
    views = [tuple(float(v) for v in arg.lower().split("x")) for arg in argv] or \
        list(VIEWS.values())
    for width, height in views:
        for players in sorted(SPOTS):
            g = geometry(players, (width, height))
            b = g.board
            print(f"view {width:.0f}x{height:.0f} {players}p: board {b.width:.0f}x{b.height:.0f}"
                  f" px at ({b.left:.0f}, {b.top:.0f}), table {g.table.width}x{g.table.height}"
                  f" units, floor {g.floor:.2f} px/unit, hand tiles {g.hand_unit:.1f} px wide")
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv[1:]))
