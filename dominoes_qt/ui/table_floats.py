"""Passing effects on the table: a score that rises from the board and fades."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from dominoes_qt.ui.table_model import STILL_FLOAT_MS, TableHost, qrect
from dominoes_qt.ui.table_motion import Motion


class FloatText(QGraphicsObject):
    """A short score that rises from the board and fades."""

    def __init__(self, text: str, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self.colour = colour
        self.kind = "float"
        self.motion: QAbstractAnimation | None = None
        """Its rise and fade while they run."""
        self.setZValue(50)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-160, -24, 320, 48)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(painter.font())
        font.setPixelSize(30)
        font.setBold(True)
        path = QPainterPath()
        width = len(self.text) * 17.0
        path.addText(QPointF(-width / 2, 11), font, self.text)
        painter.setPen(QPen(QColor(0, 0, 0, 170), 5))
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawPath(path)


class Floats:
    """The score pop-ups on ``host`` (one at a time)."""

    def __init__(self, host: TableHost, scene: QGraphicsScene, motion: Motion) -> None:
        self.host = host
        self.scene = scene
        self.motion = motion
        self.items: list[FloatText] = []

    def rescale(self) -> None:
        """To the size the table's geometry gives its writing."""
        for item in self.items:
            item.setScale(self.host.geometry_.chrome * 0.8)

    def show(self, text: str, colour: QColor, at: QPointF | None = None) -> None:
        self.clear()
        item = FloatText(text, colour)
        chrome = self.host.geometry_.chrome
        item.setScale(chrome * 0.8)
        start = at if at is not None else qrect(self.host.geometry_.board).center()
        item.setPos(start)
        self.host.addItem(item)
        self.items.append(item)
        duration = self.host.settings.duration(1400)
        if not duration:
            # Without animations the score still shows for a moment, then goes; it never
            # stays over the board (where it would hide a spinner) into later moves.
            QTimer.singleShot(STILL_FLOAT_MS, item, lambda: self._drop(item))
            return
        group = QParallelAnimationGroup(self.scene)
        item.motion = group
        rise = QPropertyAnimation(item, b"pos")
        rise.setDuration(duration)
        rise.setEndValue(start + QPointF(0, -60 * chrome))
        rise.setEasingCurve(QEasingCurve.Type.OutCubic)
        fade = QPropertyAnimation(item, b"opacity")
        fade.setDuration(duration)
        fade.setKeyValueAt(0.0, 1.0)
        fade.setKeyValueAt(0.6, 1.0)
        fade.setEndValue(0.0)
        group.addAnimation(rise)
        group.addAnimation(fade)
        self.motion.run(group, lambda: self._drop(item))

    def _drop(self, item: FloatText) -> None:
        if item in self.items:
            self.items.remove(item)
            motion, item.motion = item.motion, None
            if motion is not None and shiboken6.isValid(motion) \
                    and motion.state() is not QAbstractAnimation.State.Stopped:
                # Taken off mid-flight: its rise and fade must not outlive it.
                motion.stop()
            self.host.removeItem(item)

    def clear(self) -> None:
        """Take every score pop-up off the table at once."""
        for item in list(self.items):
            self._drop(item)

    def texts(self) -> list[str]:
        return [f.text for f in self.items]
