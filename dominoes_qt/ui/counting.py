"""Counting ends marked on a board: the one drawing shared by the table and the rules book.

A filled disc with a number is what that end adds to the end sum; a hollow dot is a place
a tile may go that adds nothing now (an unopened branch of an internal spinner, the second
line side of a lead double). This is how the rules' own figures mark a position.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from dominoes_qt.engine import Board, End, Tile
from dominoes_qt.layout import TableLayout

BADGE = QColor("#1f4e9c")
HOLLOW = QColor("#ffffff")

Marks = dict[tuple[Tile, End], int | None]
"""Each open place and what is marked there: its contribution, or None for a hollow dot."""


def count_marks(board: Board) -> Marks:
    """Each open place of ``board`` and what to mark there: its contribution, or None.

    A double at the end of its line adds both halves once; the disc goes on its first
    open line side and any second open side (a lead double) gets a hollow dot.

    The seeds' fourth position in Five Up, [1|4] [1|1] [4|4] [3|4]: a 2 on [1|1]'s open
    line side, a 3 on [3|4]'s low end, hollow dots on both branches of [4|4].
    """
    counted = {c.tile: c.value for c in board.contributions() if c.end is None}
    shown: Marks = {}
    for place in board.places():
        if place.end is End.LOW or place.end is End.HIGH:
            shown[(place.tile, place.end)] = place.value
        elif place.end is End.LINE_A or place.end is End.LINE_B:
            shown[(place.tile, place.end)] = counted.pop(place.tile, None)
        else:
            shown[(place.tile, place.end)] = None
    return shown


class CountMarkItem(QGraphicsItem):
    """A filled disc with the number an end adds, or a hollow dot for a place adding 0.

    It only shows: clicks pass through to the ghosts and markers below it.
    """

    def __init__(self, value: int | None, radius: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.value = value
        """The contribution shown, or None for a hollow dot."""
        self.kind = "count"
        self.place: tuple[Tile, End] | None = None
        """The open place it marks, once put on a board."""
        self._radius = radius
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if value is None:
            self.setToolTip(QCoreApplication.translate(
                "Counting", "An open place that adds nothing to the count"))
        else:
            self.setToolTip(QCoreApplication.translate(
                "Counting", "This end adds %1 to the count").replace("%1", str(value)))

    @property
    def radius(self) -> float:
        """The disc's radius in the item's own coordinates."""
        return self._radius

    def boundingRect(self) -> QRectF:
        r = self._radius + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self._radius, self._radius)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._radius
        if self.value is None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            # A dark rim under the white ring keeps it visible on a tile or a ghost too.
            painter.setPen(QPen(BADGE, max(3.0, r * 0.4)))
            painter.drawEllipse(QPointF(0, 0), r * 0.55, r * 0.55)
            painter.setPen(QPen(HOLLOW, max(1.5, r * 0.18)))
            painter.drawEllipse(QPointF(0, 0), r * 0.55, r * 0.55)
            return
        painter.setPen(QPen(HOLLOW, max(1.0, r * 0.12)))
        painter.setBrush(QBrush(BADGE))
        painter.drawEllipse(QPointF(0, 0), r, r)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(1, int(r * 1.1)))
        painter.setFont(font)
        painter.setPen(QPen(HOLLOW))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, str(self.value))


Square = tuple[float, float, float, float]
"""(left, top, right, bottom) on the board, in tile units."""

REACH = 4
"""How far a mark may move from the square in front of its end, in half units (2 units)."""


def _candidates(dx: int, dy: int) -> list[tuple[float, float]]:
    """Offsets (x, y) in units from the square in front of an end facing (dx, dy), nearest
    to the end itself (the middle of its tile's edge) first: beside the end's own half,
    then beside the ghost's first half, then further. At equal distance ahead comes before
    behind, the nearer to the end's line first, and then right of it before left and below
    before above, so that marks beside ends lie the same way round on the whole table."""
    offsets = [(i, j) for i in range(-REACH, REACH + 1) for j in range(-REACH, REACH + 1)
               if i * i + j * j <= REACH * REACH]

    def screen(i: int, j: int) -> tuple[float, float]:
        # ``i`` half units ahead along the end's direction, ``j`` half units across it.
        return ((i * dx - j * dy) / 2, (i * dy + j * dx) / 2)

    # The end's edge lies one half unit behind the square's centre.
    offsets.sort(key=lambda o: ((o[0] + 1) ** 2 + o[1] ** 2, o[0] < -1, abs(o[1]),
                                -sum(screen(*o)), o[0]))
    return [screen(i, j) for i, j in offsets]


_OFFSETS = {(dx, dy): _candidates(dx, dy) for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1))}


def _square(x: float, y: float) -> Square:
    return (x - 0.5, y - 0.5, x + 0.5, y + 0.5)


def _overlap(a: Square, b: Square) -> float:
    """The area two rectangles share (0 when they only touch)."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _inside(a: Square, bounds: Square) -> bool:
    return bounds[0] <= a[0] and bounds[1] <= a[1] and a[2] <= bounds[2] and a[3] <= bounds[3]


def place_marks(marks: Marks, layout: TableLayout, ghosts: Sequence[Square] = (),
                focused: Square | None = None,
                rings: Sequence[Square] = ()) -> dict[tuple[Tile, End], tuple[float, float]]:
    """Where each of ``marks`` goes on the board (its square's centre, in units).

    A mark wants the free square in front of its end. Where a ghost of the chosen tile lies
    there (``ghosts``, ``focused`` among them), it moves beside the end instead: to the
    nearest square within two units that covers no tile, no ghost, no other mark and no
    other place's square or choice ring (``rings``), and stays in sight (the layout's
    reach); the nearest is the nearest to the end's edge. A mark never covers a tile, so
    never a pip; where every nearby square is taken, the least bad one is chosen, always the
    same for the same table: first one that covers no other mark, then the least of the
    focused ghost, then the least of any ghost, then none of the other places' squares, then
    in sight, then the nearest.
    """
    fronts: dict[tuple[Tile, End], tuple[float, float]] = {}
    for place in marks:
        try:
            fronts[place] = layout.marker(*place)
        except KeyError:
            continue
    tiles = [pose.box() for pose in layout.poses.values()]
    reach = layout.reach()
    placed: dict[tuple[Tile, End], tuple[float, float]] = {}
    taken: list[Square] = []
    # Marks whose own square is free stay there, and are placed first so that a mark moved
    # aside never takes it from them.
    moved = [p for p, (x, y) in fronts.items()
             if any(_overlap(_square(x, y), g) for g in ghosts)]
    for place, (x, y) in fronts.items():
        if place not in moved:
            placed[place] = (x, y)
            taken.append(_square(x, y))
    for place in moved:
        x, y = _aside(place, fronts, layout, reach, tiles, ghosts, focused, rings, taken)
        placed[place] = (x, y)
        taken.append(_square(x, y))
    return placed


def _aside(place: tuple[Tile, End], fronts: dict[tuple[Tile, End], tuple[float, float]],
           layout: TableLayout, reach: Square, tiles: list[Square], ghosts: Sequence[Square],
           focused: Square | None, rings: Sequence[Square],
           taken: list[Square]) -> tuple[float, float]:
    """Where the mark of ``place``, whose square in front of its end a ghost covers, goes
    (see :func:`place_marks`): ``reach`` is the layout's, ``taken`` the marks placed so
    far."""
    x, y = fronts[place]
    dx, dy = layout.outward(*place)
    others = [_square(*xy) for p, xy in fronts.items() if p != place] + list(rings)
    # Only what lies within reach of the candidates can meet them.
    near, around, others, marked = (
        [b for b in boxes if b[0] < x + 3 and b[2] > x - 3 and b[1] < y + 3 and b[3] > y - 3]
        for boxes in (tiles, ghosts, others, taken))
    # The square in front of the end never covers a tile: the last resort.
    best: tuple[tuple[bool, float, float, bool, bool, int], float, float] | None = None
    for order, (ox, oy) in enumerate(_OFFSETS[(dx, dy)]):
        cx, cy = x + ox, y + oy
        square = _square(cx, cy)
        if any(_overlap(square, t) for t in near):
            continue
        cost = (any(_overlap(square, m) for m in marked),
                0.0 if focused is None else _overlap(square, focused),
                sum(_overlap(square, g) for g in around),
                any(_overlap(square, o) for o in others),
                not _inside(square, reach),
                order)
        if best is None or cost < best[0]:
            best = (cost, cx, cy)
    if best is not None:
        return best[1], best[2]
    return x, y


def make_count_marks(marks: Marks, layout: TableLayout, unit: float,
                     parent: QGraphicsItem | None = None, ghosts: Sequence[Square] = (),
                     focused: Square | None = None,
                     rings: Sequence[Square] = ()) -> list[CountMarkItem]:
    """Items for ``marks`` where :func:`place_marks` puts each (``unit`` pixels per unit):
    in the free square in front of the end, as the rules' figures draw it, or beside the
    end where a ghost lies there.

    Without a ``parent`` the caller adds the items to a scene.
    """
    items = []
    for (tile, end), (x, y) in place_marks(marks, layout, ghosts, focused, rings).items():
        item = CountMarkItem(marks[(tile, end)], unit * 0.3, parent)
        item.place = (tile, end)
        item.setPos(x * unit, y * unit)
        items.append(item)
    return items


__all__ = ["BADGE", "HOLLOW", "CountMarkItem", "Marks", "Square", "count_marks",
           "make_count_marks", "place_marks"]
