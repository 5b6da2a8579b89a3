"""Counting ends marked on a board: the one drawing shared by the table and the rules book.

A filled disc with a number is what that end adds to the end sum; a hollow dot is a place
a tile may go that adds nothing now (an unopened branch of an internal spinner, the second
line side of a lead double). This is how the rules' own figures mark a position.
"""

from __future__ import annotations

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


def make_count_marks(marks: Marks, layout: TableLayout, unit: float,
                     parent: QGraphicsItem | None = None) -> list[CountMarkItem]:
    """Items for ``marks`` where ``layout`` puts each place (``unit`` pixels per unit): in
    the free square in front of the end, as the rules' figures draw it.

    Without a ``parent`` the caller adds the items to a scene.
    """
    items = []
    for (tile, end), value in marks.items():
        try:
            x, y = layout.marker(tile, end)
        except KeyError:
            continue
        item = CountMarkItem(value, unit * 0.3, parent)
        item.place = (tile, end)
        item.setPos(x * unit, y * unit)
        items.append(item)
    return items


__all__ = ["BADGE", "HOLLOW", "CountMarkItem", "Marks", "count_marks", "make_count_marks"]
