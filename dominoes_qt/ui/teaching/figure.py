"""A small live picture of a board: tiles where the layout puts them, and the count marked.

The count is marked as on the table (:mod:`dominoes_qt.ui.counting`): filled numbers
are what each end adds to the end sum, hollow dots are places that add nothing now.
Spinners have an orange outline.

Tiles are the window's own :class:`~dominoes_qt.ui.items.TileItem`, so the figures look
like the table; :func:`_tile_item` is the one place that builds them.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from dominoes_qt.engine import Board, End, Tile
from dominoes_qt.layout import Pose, layout_board
from dominoes_qt.ui.board_words import board_text
from dominoes_qt.ui.counting import count_marks, make_count_marks
from dominoes_qt.ui.items import Palette, TileItem

UNIT = 36.0
"""Pixels per layout unit (a tile is 2 x 1 units)."""

FELT = QColor("#2f6b4a")


def _tile_item(tile: Tile, pose: Pose, unit: float, spinner: bool, last: bool) -> TileItem:
    """The window's own tile item, set to a pose; the only place that builds tiles here."""
    item = TileItem(tile, unit, Palette(colour_blind=False))
    item.set_halves(pose.first, pose.second)
    item.set_flags(spinner=spinner, last_played=last)
    item.setPos(pose.x * unit, pose.y * unit)
    # A crosswise double lies across its line: a quarter turn more than the line.
    item.setRotation(pose.angle + (90 if pose.crosswise else 0))
    return item


def tile_pixmap(tile: Tile, unit: float = UNIT, upright: bool = True) -> QPixmap:
    """A picture of ``tile`` for a button (upright: the low half on top)."""
    item = TileItem(tile, unit, Palette(colour_blind=False))
    box = item.boundingRect()
    width, height = (box.height(), box.width()) if upright else (box.width(), box.height())
    picture = QPixmap(int(width) + 2, int(height) + 2)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.translate(picture.width() / 2, picture.height() / 2)
    if upright:
        painter.rotate(90)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return picture


class BoardFigure(QGraphicsView):
    """Shows one board, fitted to the view; call :meth:`show_board` for each position."""

    def __init__(self, parent: QWidget | None = None, unit: float = UNIT) -> None:
        super().__init__(parent)
        self._unit = unit
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setBackgroundBrush(QBrush(FELT))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumSize(260, 180)
        self.marked: dict[tuple[Tile, End], int | None] = {}
        """What is marked at each place now (for tests and accessibility)."""

    def show_board(self, board: Board) -> None:
        scene = self.scene()
        scene.clear()
        unit = self._unit
        layout = layout_board(board)
        spinners = set(board.spinner_tiles())
        last = board.tiles[-1] if len(board) else None
        for tile in board.tiles:
            scene.addItem(_tile_item(tile, layout.pose(tile), unit, tile in spinners,
                                     tile == last))
        self.marked = count_marks(board)
        for item in make_count_marks(self.marked, layout, unit):
            item.setZValue(1)
            scene.addItem(item)
        area = scene.itemsBoundingRect() if len(board) else QRectF(-unit, -unit, 2 * unit,
                                                                   2 * unit)
        margin = unit * 0.6
        scene.setSceneRect(area.adjusted(-margin, -margin, margin, margin))
        # A screen reader reads the position as the table's board reading words it.
        self.setAccessibleDescription(board_text(board))
        self._fit()

    def _fit(self) -> None:
        rect = self.sceneRect()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        # Never blow a small board up beyond its natural size: tiles would look bloated.
        if self.transform().m11() > 1.0:
            self.resetTransform()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()


markers = count_marks
"""The marks of a board (kept under its old name; the drawing lives in ``ui.counting``)."""

__all__ = ["UNIT", "BoardFigure", "markers", "tile_pixmap"]
