"""A small picture of the table in the chosen look, for the Preferences dialog.

It paints the same items the table does (tiles, a name plate, the boneyard's label) with
the same :func:`~dominoes_qt.ui.table.palette_for`, so what it shows is what the table
will show.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from dominoes_qt.engine import Tile
from dominoes_qt.ui.items import BoneyardItem, SeatBadge, TileItem
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.table import palette_for, theme_of

PREVIEW_SIZE = (420, 150)


class LookPreview(QGraphicsView):
    """Shows a few tiles, a name plate and the boneyard on the cloth of ``settings``."""

    def __init__(self, settings: WindowSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.palette_ = palette_for(settings)
        scene = QGraphicsScene(self)
        width, height = PREVIEW_SIZE
        scene.setSceneRect(QRectF(0, 0, width, height))
        self.setScene(scene)
        self.setFixedSize(width + 2, height + 2)
        self.setFrameShape(QFrame.Shape.Box)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setInteractive(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        unit = 34.0
        self.tiles: list[TileItem] = []
        for tile, at, turn, face_up in ((Tile(6, 4), (70, 50), 0, True),
                                        (Tile(4, 4), (142, 50), 90, True),
                                        (Tile(5, 3), (214, 50), 0, True),
                                        (Tile(2, 1), (70, 112), 0, False)):
            item = TileItem(tile, unit, self.palette_, face_up=face_up)
            item.setPos(QPointF(*at))
            item.setRotation(turn)
            scene.addItem(item)
            self.tiles.append(item)
        self.tiles[2].set_flags(last_played=True)
        self.badge = SeatBadge(1, self.palette_)
        self.badge.set_size(150, 40)
        self.badge.set_text(self.tr("Olena"), self.tr("5 tiles"))
        self.badge.setPos(QPointF(330, 40))
        scene.addItem(self.badge)
        self.boneyard = BoneyardItem(self.palette_)
        self.boneyard.set_state(14, False)
        self.boneyard.setPos(QPointF(330, 92))
        scene.addItem(self.boneyard)
        self.setAccessibleName(self.tr("Preview of the table"))

    def show_look(self, settings: WindowSettings) -> None:
        """Paint the preview anew in ``settings``' look."""
        self.settings = settings
        # Every item holds this palette object: changing it in place recolours them all.
        self.palette_.__dict__.update(palette_for(settings).__dict__)
        for item in self.scene().items():
            item.update()
        self.resetCachedContent()
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        theme = theme_of("contrast" if self.settings.high_contrast else self.settings.theme)
        scene = self.sceneRect()
        gradient = QRadialGradient(scene.center(), 0.75 * max(scene.width(), scene.height()))
        gradient.setColorAt(0.0, QColor(theme.centre))
        gradient.setColorAt(0.7, QColor(theme.middle))
        gradient.setColorAt(1.0, QColor(theme.edge))
        painter.fillRect(QRectF(rect), gradient)
        painter.setPen(QPen(theme.border, 2))
        painter.drawRect(scene.adjusted(1, 1, -1, -1))
