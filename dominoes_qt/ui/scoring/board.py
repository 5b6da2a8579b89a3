"""The cribbage board: one track per side, two leapfrogging pegs each, painted in wood and brass.

The board is drawn in its own logical units (a hole pitch of 10) and scaled to the widget,
so it stays sharp at any size and device pixel ratio. Where each hole lies is worked out by
:class:`BoardGeometry` (no painting), and the pegs' holes by
:meth:`TrackScale.hole_for <dominoes_qt.ui.scoring.geometry.TrackScale.hole_for>`.
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from dominoes_qt.engine import Rules, ScoreEvent, Seating
from dominoes_qt.ui.scoring.geometry import BELOW_ZERO, START, Pegs, TrackScale
from dominoes_qt.ui.scoring.style import BELOW_ZERO as BELOW_ZERO_COLOUR
from dominoes_qt.ui.scoring.style import GOLD, REFUSED, side_colour
from dominoes_qt.ui.scoring.text import score_words
from dominoes_qt.ui.texts import QT
from dominoes_qt.wording import event_line

PITCH = 10.0
"""Distance between neighbouring holes, in board units."""
GROUP_GAP = 6.0
"""Extra space after every five holes, as on a real board."""
MARGIN = 12.0
LABEL_HEIGHT = 13.0
ROW_GAP = 11.0
LANE_GAP = 8.0
LEFT_ZONE = 70.0
"""Room left of the track for the below-zero and start holes, the game hole and the spot past it."""
RIGHT_ZONE = 16.0
HOLE_RADIUS = 1.9
GAME_HOLE_RADIUS = 3.6
PEG_RADIUS = 3.7


@dataclass(frozen=True, slots=True)
class BoardGeometry:
    """Where everything lies on the board, in board units (no painting, no widget)."""

    scale: TrackScale
    lanes: int

    @property
    def row_a_holes(self) -> int:
        """Holes on the outward row; the rest come back along the return row."""
        return (self.scale.track_holes + 1) // 2

    @property
    def track_left(self) -> float:
        return MARGIN + LEFT_ZONE

    @property
    def track_right(self) -> float:
        return self._along(self.row_a_holes)

    @property
    def width(self) -> float:
        return self.track_right + RIGHT_ZONE + MARGIN

    @property
    def lane_height(self) -> float:
        return LABEL_HEIGHT + ROW_GAP + 2 * HOLE_RADIUS + 10.0

    @property
    def height(self) -> float:
        return 2 * MARGIN + self.lanes * self.lane_height + (self.lanes - 1) * LANE_GAP

    def lane_top(self, lane: int) -> float:
        return MARGIN + lane * (self.lane_height + LANE_GAP)

    def lane_rect(self, lane: int) -> QRectF:
        return QRectF(MARGIN / 2, self.lane_top(lane) - LANE_GAP / 2,
                      self.width - MARGIN, self.lane_height + LANE_GAP)

    def row_y(self, lane: int, row: int) -> float:
        return self.lane_top(lane) + LABEL_HEIGHT + 3.0 + row * ROW_GAP

    def _along(self, index: int) -> float:
        """x of the ``index``-th hole (1-based) counted from the track's left end."""
        step = index - 1
        return self.track_left + step * PITCH + (step // 5) * GROUP_GAP

    def hole_centre(self, lane: int, hole: int, peg: int = 0) -> QPointF:
        """The centre of ``hole`` on ``lane``; ``peg`` (0 or 1) picks one of the paired
        start and below-zero holes, where each peg has a hole of its own."""
        game = self.scale.game_hole
        # Off the track, at the left end: below-zero and start holes on the outward row,
        # the game hole and the spot past it on the return row.
        if hole == BELOW_ZERO:
            return QPointF(MARGIN + 8.0 + peg * 8.0, self.row_y(lane, 0))
        if hole == START:
            return QPointF(self.track_left - 24.0 + peg * 8.0, self.row_y(lane, 0))
        if hole <= self.row_a_holes:
            return QPointF(self._along(hole), self.row_y(lane, 0))
        if hole < game:
            # The return row runs right to left, its groups aligned with the outward row's.
            back = hole - self.row_a_holes
            return QPointF(self._along(self.row_a_holes + 1 - back), self.row_y(lane, 1))
        if hole == game:
            return QPointF(self.track_left - 18.0, self.row_y(lane, 1))
        return QPointF(MARGIN + 32.0, self.row_y(lane, 1))


@dataclass(frozen=True, slots=True)
class LaneState:
    """What one track shows: its pegs and a refused event still on display."""

    pegs: Pegs = field(default_factory=Pegs)
    refused: ScoreEvent | None = None

    def after(self, event: ScoreEvent) -> LaneState:
        return replace(self, pegs=self.pegs.after(event),
                       refused=None if event.accepted else event)


class CribbageBoard(QWidget):
    """A cribbage board for 2 or 3 individual sides or 2 partnerships.

    Feed it the engine's events with :meth:`add_events`; the state it answers with
    (:meth:`pegs`, :meth:`peg_holes`, :meth:`refused`) is final at once, while the pegs on
    screen catch up one event at a time. ``settled`` is emitted when they have.
    """

    settled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMouseTracking(True)
        self._rules: Rules | None = None
        self._scale = TrackScale(305, 5)
        self._geometry = BoardGeometry(self._scale, 2)
        self._names: list[str] = []
        self._seat_names: list[str] | None = None
        self._lanes: list[LaneState] = []
        self._shown: list[LaneState] = []
        self._history: list[list[ScoreEvent]] = []
        self._queue: deque[ScoreEvent] = deque()
        self._moving: ScoreEvent | None = None
        self._progress = 0.0
        self._grain: list[QPainterPath] = []
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(420)
        self._animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._animation.valueChanged.connect(self._on_progress)
        self._animation.finished.connect(self._on_step_done)
        self._animated = True

    # --- feeding the board ----------------------------------------------------------

    def reset(self, rules: Rules, seating: Seating, side_names: Sequence[str],
              seat_names: Sequence[str] | None = None) -> None:
        """Start a new match: every peg back in its start hole."""
        self._animation.stop()
        self._queue.clear()
        self._moving = None
        self._rules = rules
        self._scale = TrackScale.for_rules(rules)
        self._geometry = BoardGeometry(self._scale, seating.num_sides)
        self._names = list(side_names)
        self._seat_names = None if seat_names is None else list(seat_names)
        self._lanes = [LaneState() for _ in range(seating.num_sides)]
        self._shown = list(self._lanes)
        self._history = [[] for _ in range(seating.num_sides)]
        self._grain = _wood_grain(self._geometry)
        self.updateGeometry()
        self.update()

    def add_events(self, events: Sequence[ScoreEvent]) -> None:
        """Move the pegs for ``events`` (as ``Match.apply`` returns them, in order)."""
        for event in events:
            self._lanes[event.side] = self._lanes[event.side].after(event)
            self._history[event.side].append(event)
            self._queue.append(event)
        if self._moving is None:
            self._next_step()

    @property
    def animated(self) -> bool:
        return self._animated

    def set_animated(self, animated: bool) -> None:
        """Animate peg moves (the default), or jump at once (tests, fast review)."""
        self._animated = animated
        if not animated:
            self.finish_animations()

    def set_duration(self, milliseconds: int) -> None:
        self._animation.setDuration(milliseconds)

    def hold_step(self, progress: float) -> None:
        """Stop the running step at ``progress`` (0..1) and keep it there: screenshots of a
        peg in mid-leap or a refused ghost peg. :meth:`finish_animations` lets go."""
        if self._moving is None:
            return
        self._animation.stop()
        self._progress = progress
        self.update()

    def finish_animations(self) -> None:
        """Show the final position now."""
        self._queue.clear()
        self._moving = None
        self._animation.stop()
        was_busy = self._shown != self._lanes
        self._shown = list(self._lanes)
        self.update()
        if was_busy:
            self.settled.emit()

    # --- what the board shows ----------------------------------------------------------

    @property
    def scale(self) -> TrackScale:
        return self._scale

    @property
    def geometry_model(self) -> BoardGeometry:
        return self._geometry

    @property
    def is_animating(self) -> bool:
        return self._moving is not None

    def lane_count(self) -> int:
        return len(self._lanes)

    def pegs(self, side: int) -> Pegs:
        return self._lanes[side].pegs

    def peg_holes(self, side: int) -> tuple[int, int]:
        """(front hole, back hole) of a side: its score and the score before its last change."""
        pegs = self._lanes[side].pegs
        return self._scale.hole_for(pegs.score), self._scale.hole_for(pegs.previous)

    def peg_centre(self, side: int, peg: int) -> QPointF:
        """Where peg 0 or 1 of ``side`` stands once the pegs have settled, in board units."""
        pegs = self._lanes[side].pegs
        return self._geometry.hole_centre(side, self._scale.hole_for(pegs.scores[peg]), peg)

    def refused(self, side: int) -> ScoreEvent | None:
        """The side's last event if the target refused it (shown until its next event)."""
        return self._lanes[side].refused

    def tooltip_for(self, side: int) -> str:
        """The side's name, score and last few events, as the tooltip shows them."""
        if self._rules is None:
            return ""
        rules = self._rules
        pegs = self._lanes[side].pegs
        lines = [f"<b>{_escape(self._side_name(side))}</b>",
                 _escape(score_words(pegs.score, rules))]
        recent = self._history[side][-4:]
        if recent:
            lines.append(self.tr("Last events:"))
            lines.extend("&nbsp;&nbsp;" + _escape(event_line(QT, e, rules))
                         for e in reversed(recent))
        else:
            lines.append(self.tr("No points yet."))
        return "<br>".join(lines)

    def widget_point(self, board_point: QPointF) -> QPointF:
        """A point in board units (as :class:`BoardGeometry` gives them) on the widget."""
        return self._transform().map(board_point)

    def lane_at(self, pos: QPointF) -> int | None:
        """The side whose track is under ``pos`` (widget coordinates), if any."""
        inverse, invertible = self._transform().inverted()
        if not invertible:
            return None
        point = inverse.map(pos)
        for lane in range(len(self._lanes)):
            if self._geometry.lane_rect(lane).contains(point):
                return lane
        return None

    def _side_name(self, side: int) -> str:
        if side < len(self._names):
            return self._names[side]
        return self.tr("Side {n}").format(n=side + 1)

    # --- animation ---------------------------------------------------------------------

    def _next_step(self) -> None:
        while self._queue:
            event = self._queue.popleft()
            lane = self._shown[event.side]
            after = lane.after(event)
            if not self._animated or (after.pegs == lane.pegs and event.accepted):
                self._shown[event.side] = after
                continue
            self._moving = event
            self._progress = 0.0
            self._animation.start()
            self.update()
            return
        self._moving = None
        self.update()
        self.settled.emit()

    def _on_progress(self, value: object) -> None:
        self._progress = float(value)  # type: ignore[arg-type]
        self.update()

    def _on_step_done(self) -> None:
        event = self._moving
        if event is None:
            return
        self._shown[event.side] = self._shown[event.side].after(event)
        self._moving = None
        self._next_step()

    # --- Qt -------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        width = 560
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        width = 280
        return QSize(width, self.heightForWidth(width))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return math.ceil(width * self._geometry.height / self._geometry.width)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            lane = self.lane_at(QPointF(event.pos()))
            if lane is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), self.tooltip_for(lane), self)
            return True
        return super().event(event)

    def _transform(self) -> QTransform:
        geo = self._geometry
        factor = min(self.width() / geo.width, self.height() / geo.height)
        dx = (self.width() - geo.width * factor) / 2
        dy = (self.height() - geo.height * factor) / 2
        return QTransform(factor, 0, 0, factor, dx, dy)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setTransform(self._transform())
        self._paint_wood(painter)
        for lane in range(len(self._shown)):
            self._paint_lane(painter, lane)
        for lane in range(len(self._shown)):
            self._paint_pegs(painter, lane)
        painter.end()

    # --- painting -------------------------------------------------------------------

    def _paint_wood(self, painter: QPainter) -> None:
        geo = self._geometry
        body = QRectF(0, 0, geo.width, geo.height)
        wood = QLinearGradient(0, 0, 0, geo.height)
        wood.setColorAt(0.0, QColor("#a0652e"))
        wood.setColorAt(0.45, QColor("#8a5224"))
        wood.setColorAt(1.0, QColor("#6c3d19"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(wood))
        painter.drawRoundedRect(body, 7, 7)
        painter.save()
        clip = QPainterPath()
        clip.addRoundedRect(body, 7, 7)
        painter.setClipPath(clip)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for number, path in enumerate(self._grain):
            shade = QColor(50, 22, 5, 40) if number % 3 else QColor(255, 220, 170, 26)
            painter.setPen(QPen(shade, 0.6 + (number % 4) * 0.35))
            painter.drawPath(path)
        painter.restore()
        # A brass inlay just inside the edge.
        brass = QLinearGradient(0, 0, geo.width, geo.height)
        brass.setColorAt(0.0, QColor("#f3d27a"))
        brass.setColorAt(0.5, QColor("#b8862b"))
        brass.setColorAt(1.0, QColor("#f0c865"))
        painter.setPen(QPen(QBrush(brass), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(body.adjusted(3.5, 3.5, -3.5, -3.5), 5, 5)
        for lane in range(1, geo.lanes):
            y = geo.lane_top(lane) - LANE_GAP / 2
            painter.setPen(QPen(QBrush(brass), 0.8))
            painter.drawLine(QPointF(MARGIN, y), QPointF(geo.width - MARGIN, y))

    def _paint_lane(self, painter: QPainter, lane: int) -> None:
        geo = self._geometry
        scale = self._scale
        colour = side_colour(lane)
        top = geo.lane_top(lane)
        # Name and score on the lane's own brass plate.
        painter.setFont(_font(8.2, bold=True))
        painter.setPen(QColor("#fbe9c6"))
        name_rect = QRectF(MARGIN + 2, top - 1, geo.width / 2, LABEL_HEIGHT)
        chip = QRectF(MARGIN + 2, top + 2.2, 6, 6)
        painter.setBrush(colour)
        painter.setPen(QPen(QColor("#f3d27a"), 0.6))
        painter.drawEllipse(chip)
        painter.setPen(QColor("#fbe9c6"))
        painter.drawText(name_rect.adjusted(9, 0, 0, 0),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self._side_name(lane))
        state = self._lanes[lane]
        score = state.pegs.score
        shown = str(scale.display(score))
        score_rect = QRectF(geo.width / 2, top - 1, geo.width / 2 - MARGIN - 2, LABEL_HEIGHT)
        score_font = _font(9.0, bold=True)
        painter.setFont(score_font)
        score_width = QFontMetricsF(score_font).horizontalAdvance(shown)
        won = score >= scale.target
        painter.setPen(GOLD if won else BELOW_ZERO_COLOUR.lighter(150) if score < 0
                       else QColor("#fff4dc"))
        painter.drawText(score_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         shown)
        note = ""
        if won:
            note = self.tr("game!")
            painter.setPen(GOLD)
        elif state.refused is not None and self._rules is not None:
            refused = state.refused
            note = self.tr("refused: {before} + {change} > {target}").format(
                before=scale.display(refused.score_before),
                change=scale.display(refused.raw),
                target=scale.display(scale.target),
            )
            painter.setPen(QColor("#ff8a80"))
        elif score < 0:
            note = self.tr("below zero")
            painter.setPen(QColor("#ff8a80"))
        if note:
            painter.setFont(_font(7.0, bold=True))
            painter.drawText(score_rect.adjusted(0, 0, -score_width - 5, 0),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, note)
        # The groove joining the holes, in the side's colour, and its turn at the far end.
        groove = QPainterPath()
        start = geo.hole_centre(lane, 1)
        turn_a = geo.hole_centre(lane, geo.row_a_holes)
        turn_b = geo.hole_centre(lane, geo.row_a_holes + 1)
        end = geo.hole_centre(lane, scale.game_hole)
        groove.moveTo(start)
        groove.lineTo(turn_a)
        radius = (turn_b.y() - turn_a.y()) / 2
        groove.arcTo(QRectF(turn_a.x() - radius, turn_a.y(), 2 * radius, 2 * radius), 90, -180)
        groove.lineTo(end)
        groove_colour = QColor(colour)
        groove_colour.setAlpha(150)
        painter.setPen(QPen(groove_colour, 1.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(groove)
        for hole in range(1, scale.game_hole):
            _paint_hole(painter, geo.hole_centre(lane, hole), HOLE_RADIUS)
        # Small brass studs every ten holes help count without reading numbers.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(243, 210, 122, 150))
        for hole in range(10, scale.game_hole, 10):
            centre = geo.hole_centre(lane, hole)
            offset = -4.2 if hole <= geo.row_a_holes else 4.2
            painter.drawEllipse(QPointF(centre.x(), centre.y() + offset), 0.7, 0.7)
        for peg in (0, 1):
            _paint_hole(painter, geo.hole_centre(lane, START, peg), HOLE_RADIUS,
                        ring=QColor("#f3d27a"))
            _paint_hole(painter, geo.hole_centre(lane, BELOW_ZERO, peg), HOLE_RADIUS,
                        ring=BELOW_ZERO_COLOUR)
        painter.setFont(_font(5.0))
        below = geo.hole_centre(lane, BELOW_ZERO, 0)
        below_row_b = geo.row_y(lane, 1)
        if self._shown[lane].pegs.score >= 0:
            # A peg below zero writes its score here instead.
            painter.setPen(QColor("#ffb3ab"))
            painter.drawText(QRectF(below.x() - 6, below_row_b - 4, 20, 8),
                             Qt.AlignmentFlag.AlignCenter, self.tr("< 0"))
        start_hole = geo.hole_centre(lane, START, 0)
        painter.setPen(QColor("#fbe9c6"))
        painter.drawText(QRectF(start_hole.x() - 30, start_hole.y() - 4, 26, 8),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         self.tr("start"))
        game = geo.hole_centre(lane, scale.game_hole)
        _paint_hole(painter, game, GAME_HOLE_RADIUS, ring=GOLD, ring_width=1.3)
        painter.setFont(_font(5.0, bold=True))
        painter.setPen(QColor("#f3d27a"))
        painter.drawText(QRectF(game.x() - 12, game.y() + 5.0, 24, 7),
                         Qt.AlignmentFlag.AlignCenter, str(scale.display(scale.target)))

    def _peg_point(self, lane: int, raw: int, peg: int) -> QPointF:
        return self._geometry.hole_centre(lane, self._scale.hole_for(raw), peg)

    def _paint_pegs(self, painter: QPainter, lane: int) -> None:
        state = self._shown[lane]
        pegs = state.pegs
        colour = side_colour(lane)
        moving = self._moving if self._moving is not None and self._moving.side == lane else None
        leaping = moving is not None and moving.accepted
        # The peg drawn last is on top: the front one, or the one in the air.
        order = (pegs.front, 1 - pegs.front) if leaping else (1 - pegs.front, pegs.front)
        for peg in order:
            point = self._peg_point(lane, pegs.scores[peg], peg)
            lift = 0.0
            if moving is not None and leaping and peg == 1 - pegs.front:
                # The back peg leaps over the front one to the new score.
                target = self._peg_point(lane, moving.score_after, peg)
                t = self._progress
                point = point + (target - point) * t
                lift = math.sin(math.pi * t)
            front = (peg == pegs.front) != leaping
            _paint_peg(painter, point, colour, front=front, lift=lift)
            raw = pegs.scores[peg]
            if peg == pegs.front and moving is None:
                self._paint_off_track_label(painter, lane, raw, point)
        if moving is not None and not moving.accepted:
            self._paint_ghost(painter, lane, pegs, moving)
        if pegs.score >= self._scale.target and moving is None:
            point = self._peg_point(lane, pegs.score, pegs.front)
            painter.setPen(QPen(GOLD, 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(point, PEG_RADIUS + 2.2, PEG_RADIUS + 2.2)

    def _paint_off_track_label(self, painter: QPainter, lane: int, raw: int,
                               point: QPointF) -> None:
        """Write the score next to a peg that stands off the numbered track."""
        hole = self._scale.hole_for(raw)
        if hole not in (BELOW_ZERO, self._scale.past_game):
            return
        painter.setFont(_font(6.0, bold=True))
        painter.setPen(QColor("#ffd0c8") if hole == BELOW_ZERO else GOLD)
        text = str(self._scale.display(raw))
        if hole == BELOW_ZERO:
            # Under the pair of below-zero holes, where the "< 0" caption would be.
            rect = QRectF(MARGIN, self._geometry.row_y(lane, 1) - 4.5, 28, 9)
        else:
            rect = QRectF(point.x() - 20, point.y() + 4.5, 40, 8)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_ghost(self, painter: QPainter, lane: int, pegs: Pegs, event: ScoreEvent) -> None:
        """A red peg reaches for the refused score and bounces back, fading."""
        start = self._peg_point(lane, pegs.score, pegs.front)
        wanted = self._peg_point(lane, event.score_before + event.raw, 1 - pegs.front)
        t = self._progress
        reach = t / 0.45 if t < 0.45 else max(0.0, 1.0 - (t - 0.45) / 0.55)
        point = start + (wanted - start) * min(reach, 1.0)
        alpha = 1.0 if t < 0.6 else max(0.0, 1.0 - (t - 0.6) / 0.4)
        painter.save()
        painter.setOpacity(alpha)
        _paint_peg(painter, point, REFUSED, front=True, lift=math.sin(math.pi * min(reach, 1.0)))
        painter.setPen(QPen(QColor("#ffffff"), 0.9))
        d = 1.6
        painter.drawLine(point + QPointF(-d, -d), point + QPointF(d, d))
        painter.drawLine(point + QPointF(-d, d), point + QPointF(d, -d))
        painter.restore()


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


def _paint_hole(painter: QPainter, centre: QPointF, radius: float,
                ring: QColor | None = None, ring_width: float = 0.7) -> None:
    if ring is not None:
        painter.setPen(QPen(ring, ring_width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius + 1.1, radius + 1.1)
    gradient = QRadialGradient(centre + QPointF(0.4, 0.5), radius)
    gradient.setColorAt(0.0, QColor("#120803"))
    gradient.setColorAt(0.75, QColor("#2a1406"))
    gradient.setColorAt(1.0, QColor("#4d2a10"))
    painter.setPen(QPen(QColor(255, 226, 180, 70), 0.35))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(centre, radius, radius)


def _paint_peg(painter: QPainter, centre: QPointF, colour: QColor, *, front: bool,
               lift: float = 0.0) -> None:
    """A round peg head with a brass collar; a lifted peg casts its shadow further."""
    radius = PEG_RADIUS * (1.0 + 0.25 * lift) * (1.0 if front else 0.86)
    shadow = centre + QPointF(1.0 + 2.5 * lift, 1.3 + 3.0 * lift)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90 if front else 60))
    painter.drawEllipse(shadow, radius, radius)
    painter.setBrush(QColor("#c99a3a"))
    painter.drawEllipse(centre, radius, radius)
    head = QColor(colour) if front else QColor(colour).lighter(135)
    gradient = QRadialGradient(centre - QPointF(radius * 0.35, radius * 0.4), radius * 1.1)
    gradient.setColorAt(0.0, head.lighter(170))
    gradient.setColorAt(0.5, head)
    gradient.setColorAt(1.0, head.darker(160))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(centre, radius * 0.78, radius * 0.78)
    painter.setBrush(QColor(255, 255, 255, 150))
    painter.drawEllipse(centre - QPointF(radius * 0.3, radius * 0.32), radius * 0.18, radius * 0.14)


def _wood_grain(geo: BoardGeometry) -> list[QPainterPath]:
    """Gently wavy lines along the board; seeded so the same board always looks the same."""
    rng = random.Random(61)
    paths = []
    lines = int(geo.height / 3.2)
    for number in range(lines):
        y = (number + rng.random()) * geo.height / lines
        path = QPainterPath(QPointF(-5, y))
        amplitude = rng.uniform(0.4, 2.2)
        wavelength = rng.uniform(60, 160)
        phase = rng.uniform(0, math.tau)
        x = -5.0
        while x < geo.width + 5:
            x += 6.0
            path.lineTo(x, y + amplitude * math.sin(phase + x / wavelength * math.tau))
        paths.append(path)
    return paths


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
