"""The cribbage board: one track per side, two leapfrogging pegs each, painted in wood and brass.

The board is drawn in its own logical units (a hole pitch of 10) and scaled to the widget,
so it stays sharp at any size and device pixel ratio. Where each hole lies is worked out by
:class:`BoardGeometry` (no painting, in :mod:`~dominoes_qt.ui.scoring.board_geometry`), the
pegs' holes by :meth:`TrackScale.hole_for <dominoes_qt.ui.scoring.geometry.TrackScale.hole_for>`,
and the painting by :class:`~dominoes_qt.ui.scoring.board_paint.BoardPainter`; the widget
keeps the scores and moves the pegs.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QHelpEvent, QPainter, QPaintEvent, QTransform
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from dominoes_qt.engine import Rules, ScoreEvent, Seating
from dominoes_qt.ui.scoring.board_geometry import (
    INLAY,
    MIN_BOARD_WIDTH,
    PITCH,
    BoardGeometry,
    LaneState,
    fitted_geometry,
)
from dominoes_qt.ui.scoring.board_paint import BoardPainter
from dominoes_qt.ui.scoring.geometry import Pegs, TrackScale
from dominoes_qt.ui.scoring.text import score_words
from dominoes_qt.ui.texts import QT
from dominoes_qt.wording import event_line

__all__ = ["MIN_BOARD_WIDTH", "BoardGeometry", "CribbageBoard", "LaneState"]


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
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(420)
        self._animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._animation.valueChanged.connect(self._on_progress)
        self._animation.finished.connect(self._on_step_done)
        self._animated = True
        self._high_contrast = False
        self.painter = BoardPainter(self)
        """The room that paints the board (its still picture is shared by boards alike)."""

    # --- feeding the board ----------------------------------------------------------

    def reset(self, rules: Rules, seating: Seating, side_names: Sequence[str],
              seat_names: Sequence[str] | None = None) -> None:
        """Start a new match: every peg back in its start hole."""
        self._animation.stop()
        self._queue.clear()
        self._moving = None
        self._rules = rules
        self._scale = TrackScale.for_rules(rules)
        self._geometry = fitted_geometry(self._scale, seating.num_sides)
        self._names = list(side_names)
        self._seat_names = None if seat_names is None else list(seat_names)
        self._lanes = [LaneState() for _ in range(seating.num_sides)]
        self._shown = list(self._lanes)
        self._history = [[] for _ in range(seating.num_sides)]
        self.painter.new_board(self._geometry)
        self._name_board()
        self.updateGeometry()
        self.update()

    def add_events(self, events: Sequence[ScoreEvent]) -> None:
        """Move the pegs for ``events`` (as ``Match.apply`` returns them, in order)."""
        for event in events:
            self._lanes[event.side] = self._lanes[event.side].after(event)
            self._history[event.side].append(event)
            self._queue.append(event)
        self._name_board()
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
        lines = [f"<b>{_escape(self.side_name(side))}</b>",
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
        return self.board_transform().map(board_point)

    def lane_at(self, pos: QPointF) -> int | None:
        """The side whose track is under ``pos`` (widget coordinates), if any."""
        inverse, invertible = self.board_transform().inverted()
        if not invertible:
            return None
        point = inverse.map(pos)
        for lane in range(len(self._lanes)):
            if self._geometry.lane_rect(lane).contains(point):
                return lane
        return None

    def set_high_contrast(self, on: bool) -> None:
        """Paint the board for high contrast (a dark wood under the light captions)."""
        if on != self._high_contrast:
            self._high_contrast = on
            self.painter.forget_still()
            self.update()

    @property
    def high_contrast(self) -> bool:
        return self._high_contrast

    def _name_board(self) -> None:
        """A screen reader hears the pegs' scores (the final ones), not a nameless picture."""
        rules = self._rules
        if rules is None:
            return
        each = "; ".join(f"{self.side_name(side)}: {score_words(lane.pegs.score, rules)}"
                         for side, lane in enumerate(self._lanes))
        self.setAccessibleName(self.tr("Cribbage board: {scores}").format(scores=each))

    def side_name(self, side: int) -> str:
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
        return QSize(MIN_BOARD_WIDTH, self.heightForWidth(MIN_BOARD_WIDTH))

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

    def scale_factor(self) -> float:
        geo = self._geometry
        return min(self.width() / geo.width, self.height() / geo.height)

    def board_transform(self) -> QTransform:
        geo = self._geometry
        factor = self.scale_factor()
        dx = (self.width() - geo.width * factor) / 2
        dy = (self.height() - geo.height * factor) / 2
        return QTransform(factor, 0, 0, factor, dx, dy)

    def hole_pitch_px(self) -> float:
        """The distance between neighbouring holes on screen, in pixels."""
        return PITCH * self.scale_factor()

    def drawn_labels(self) -> list[tuple[str, QRectF]]:
        """Every text the last paint drew and the box its ink covers, in widget pixels."""
        return self.painter.drawn

    def inlay_rect(self) -> QRectF:
        """The board's brass inlay, in widget pixels: every text lies inside it."""
        geo = self._geometry
        return self.board_transform().mapRect(
            QRectF(0, 0, geo.width, geo.height).adjusted(INLAY, INLAY, -INLAY, -INLAY))

    def smallest_label_px(self) -> int:
        """The smallest text the last paint drew, in pixels (0 before the first paint)."""
        return self.painter.smallest_label

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.painter.paint(painter)
        painter.end()

    # --- what the painter reads ----------------------------------------------------------

    @property
    def rules(self) -> Rules | None:
        return self._rules

    @property
    def side_names(self) -> tuple[str, ...]:
        return tuple(self._names)

    @property
    def shown_lanes(self) -> Sequence[LaneState]:
        """The lanes as the pegs on screen show them (behind :meth:`pegs` while moving)."""
        return self._shown

    @property
    def moving(self) -> ScoreEvent | None:
        """The event whose peg is in flight, if any."""
        return self._moving

    @property
    def progress(self) -> float:
        """How far the moving peg has gone, 0..1."""
        return self._progress


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
