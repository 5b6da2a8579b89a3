"""The paper tally: a stroke per point, a large X with four small x's for ten (offered for
a game whose target fits on the paper, see :func:`tally_fits`).

The marks come from :func:`~dominoes_qt.ui.scoring.geometry.tally_marks`; the painter draws
exactly that many and counts what it drew in :attr:`TallyView.painted`, so a test can see
that the picture and the numbers agree.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QTransform
from PySide6.QtWidgets import QSizePolicy, QWidget

from dominoes_qt.engine import Rules, ScoreEvent, Seating
from dominoes_qt.ui.scoring.geometry import tally_marks
from dominoes_qt.ui.scoring.style import side_colour

COLUMN_WIDTH = 112.0
BIG = 28.0
"""Side of the square a big X (ten points) fills."""
BIG_GAP = 6.0
BIG_PER_ROW = 3
STROKE_HEIGHT = 20.0
STROKE_PITCH = 6.0
TOP = 34.0
MARGIN = 14.0
ROWS_SHOWN = 3
"""Rows of marks the paper has room for: 61 is two rows of big X's and a row of strokes."""
MOST_POINTS = (ROWS_SHOWN - 1) * BIG_PER_ROW * 10 + 9
"""The most shown points the paper has room for."""
NAME_POINTS = 9.0
"""A side's name over its column, in points (of the paper's own scale)..."""
LEAST_NAME_POINTS = 6.5
"""...and the least it is made to fit its column before it is cut short with an ellipsis."""


def tally_fits(rules: Rules) -> bool:
    """Whether a score up to the game's target fits on the paper, in the points it shows."""
    return 0 < rules.display(rules.target) <= MOST_POINTS
INK = QColor("#1f2f6b")
RED_INK = QColor("#b71c1c")


class TallyView(QWidget):
    """The score of each side as pencil marks on lined paper."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._names: list[str] = ["", ""]
        self._display: list[int] = [0, 0]
        self._rules: Rules | None = None
        self.high_contrast = False
        """The sides' names in their strong shades (set by the score panel)."""
        self.painted: dict[int, tuple[int, int]] = {}
        """Per side, (big marks, strokes) drawn by the last paint."""
        self.names_drawn: dict[int, tuple[str, QRectF, QRectF]] = {}
        """Per side, the name as the last paint wrote it, the room it had and the box its
        text took, in the paper's units."""

    def reset(self, rules: Rules, seating: Seating, side_names: Sequence[str]) -> None:
        self._rules = rules
        self._names = list(side_names) + [""] * (seating.num_sides - len(side_names))
        self._display = [0] * seating.num_sides
        self.painted = {}
        self.updateGeometry()
        self.update()

    def add_events(self, events: Sequence[ScoreEvent]) -> None:
        rules = self._rules
        if rules is None:
            raise RuntimeError("reset() the tally before adding events")
        for event in events:
            self._display[event.side] = rules.display(event.score_after)
        self.update()

    def set_display_scores(self, scores: Sequence[int]) -> None:
        """Show these scores (display points), e.g. to draw a given state."""
        self._display = list(scores)
        if len(self._names) < len(scores):
            self._names += [""] * (len(scores) - len(self._names))
        self.update()

    def marks(self, side: int) -> tuple[int, int]:
        """(big marks, strokes) the side's score is tallied with."""
        return tally_marks(self._display[side])

    # --- Qt ---------------------------------------------------------------------------

    def _logical_size(self) -> tuple[float, float]:
        width = 2 * MARGIN + len(self._display) * COLUMN_WIDTH
        height = TOP + ROWS_SHOWN * (BIG + BIG_GAP) + MARGIN
        return width, height

    def sizeHint(self) -> QSize:
        width, height = self._logical_size()
        factor = 1.4
        return QSize(math.ceil(width * factor), math.ceil(height * factor))

    def minimumSizeHint(self) -> QSize:
        width, height = self._logical_size()
        return QSize(math.ceil(width * 0.8), math.ceil(height * 0.8))

    def paintEvent(self, event: QPaintEvent) -> None:
        width, height = self._logical_size()
        factor = min(self.width() / width, self.height() / height)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setTransform(QTransform(factor, 0, 0, factor,
                                        (self.width() - width * factor) / 2,
                                        (self.height() - height * factor) / 2))
        self._paint_paper(painter, width, height)
        self.painted = {}
        self.names_drawn = {}
        for side, points in enumerate(self._display):
            self._paint_column(painter, side, points, MARGIN + side * COLUMN_WIDTH)
        painter.end()

    def _paint_paper(self, painter: QPainter, width: float, height: float) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRect(QRectF(3, 3, width - 4, height - 4))
        painter.setBrush(QColor("#fbf6e6"))
        painter.drawRect(QRectF(1, 1, width - 4, height - 4))
        painter.setPen(QPen(QColor(120, 160, 210, 90), 0.5))
        y = TOP - 6.0
        while y < height - 6:
            painter.drawLine(QPointF(2, y), QPointF(width - 4, y))
            y += 11.0
        painter.setPen(QPen(QColor(220, 90, 90, 120), 0.7))
        painter.drawLine(QPointF(MARGIN - 5, 2), QPointF(MARGIN - 5, height - 4))

    def _paint_column(self, painter: QPainter, side: int, points: int, left: float) -> None:
        ink = RED_INK if points < 0 else INK
        font = QFont()
        font.setBold(True)
        painter.setPen(side_colour(side, self.high_contrast))
        name = self._names[side] if side < len(self._names) else ""
        room = QRectF(left, 4, COLUMN_WIDTH - 10, 14)
        # A long name ("Taras & Bohdan" in the last column) is set smaller to fit its
        # column, and cut short only past that: beyond the column it would leave the paper.
        size = NAME_POINTS
        while True:
            font.setPointSizeF(size)
            painter.setFont(font)
            metrics = painter.fontMetrics()
            if metrics.horizontalAdvance(name) <= room.width() or size <= LEAST_NAME_POINTS:
                break
            size = max(LEAST_NAME_POINTS, size - 0.5)
        shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, math.floor(room.width()))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(room, flags, shown)
        self.names_drawn[side] = (shown, room, painter.boundingRect(room, flags, shown))
        font.setBold(False)
        font.setPointSizeF(8.0)
        painter.setFont(font)
        painter.setPen(ink)
        caption = str(points) if points >= 0 else self.tr("{points} (below zero)").format(
            points=points)
        painter.drawText(QRectF(left, 16, COLUMN_WIDTH - 10, 12),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, caption)
        big, strokes = tally_marks(points)
        rng = random.Random(side * 7919 + points)
        pen = QPen(ink, 1.3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        drawn_big = 0
        for index in range(big):
            row, column = divmod(index, BIG_PER_ROW)
            cell = QRectF(left + column * (BIG + BIG_GAP), TOP + row * (BIG + BIG_GAP), BIG, BIG)
            _draw_ten(painter, cell, rng)
            drawn_big += 1
        row, column = divmod(big, BIG_PER_ROW)
        x = left + column * (BIG + BIG_GAP) + 3.0
        y = TOP + row * (BIG + BIG_GAP) + (BIG - STROKE_HEIGHT) / 2
        drawn_strokes = 0
        for _ in range(strokes):
            if x > left + COLUMN_WIDTH - 12:
                x = left + 3.0
                y += BIG + BIG_GAP
            _draw_stroke(painter, QPointF(x, y), rng)
            drawn_strokes += 1
            x += STROKE_PITCH
        self.painted[side] = (drawn_big, drawn_strokes)


def _wobble(rng: random.Random, amount: float = 0.9) -> QPointF:
    """Hand-drawn marks are never quite straight."""
    return QPointF(rng.uniform(-amount, amount), rng.uniform(-amount, amount))


def _draw_ten(painter: QPainter, cell: QRectF, rng: random.Random) -> None:
    """A large X from corner to corner, and a small x in each of the four gaps it leaves."""
    inset = 2.0
    box = cell.adjusted(inset, inset, -inset, -inset)
    painter.drawLine(box.topLeft() + _wobble(rng), box.bottomRight() + _wobble(rng))
    painter.drawLine(box.topRight() + _wobble(rng), box.bottomLeft() + _wobble(rng))
    centre = box.center()
    reach = box.width() * 0.34
    small = box.width() * 0.09
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        middle = centre + QPointF(dx * reach, dy * reach) + _wobble(rng, 0.4)
        painter.drawLine(middle + QPointF(-small, -small), middle + QPointF(small, small))
        painter.drawLine(middle + QPointF(small, -small), middle + QPointF(-small, small))


def _draw_stroke(painter: QPainter, top: QPointF, rng: random.Random) -> None:
    painter.drawLine(top + _wobble(rng, 0.8), top + QPointF(0, STROKE_HEIGHT) + _wobble(rng, 0.8))
