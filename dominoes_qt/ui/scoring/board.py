"""The cribbage board: one track per side, two leapfrogging pegs each, painted in wood and brass.

The board is drawn in its own logical units (a hole pitch of 10) and scaled to the widget,
so it stays sharp at any size and device pixel ratio. Where each hole lies is worked out by
:class:`BoardGeometry` (no painting), and the pegs' holes by
:meth:`TrackScale.hole_for <dominoes_qt.ui.scoring.geometry.TrackScale.hole_for>`.
"""

from __future__ import annotations

import functools
import math
import random
from collections import OrderedDict, deque
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
    QPixmap,
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

GOLD_TEXT = QColor("#ffdf80")
"""Gold for words on the wood: lighter than the brass, to read on it."""

PITCH = 10.0
"""Distance between neighbouring holes, in board units."""
HOLES_PER_GROUP = 5
"""Holes are drilled in groups of five, as on a real board (a drawing fact, not a rule)."""
GROUP_GAP = 7.0
"""Extra space after every group of holes."""
MARGIN = 12.0
HEADER = 17.0
"""Height of a lane's name line (its captions over the start and below-zero holes too)."""
ROW_GAP = 13.0
LANE_GAP = 9.0
LEFT_ZONE = 80.0
"""Room left of the track: the below-zero and start pairs (outward row), the game hole and
the spot past it (return row)."""
TURN_ZONE = 14.0
"""Room for the groove's turn at the far end of the track."""
PLAQUE_WIDTH = 46.0
"""The score plaque beside each track."""
HOLE_RADIUS = 3.1
GAME_HOLE_RADIUS = 4.6
PEG_RADIUS = 4.3
NAME_SIZE = 13.0
LEAST_NAME_SHARE = 0.7
"""A long side name is set down to this share of :data:`NAME_SIZE` before it is shortened."""
CAPTION_SIZE = 9.5
SCORE_SIZE = 22.0
MIN_BOARD_WIDTH = 330
"""The narrowest the board is drawn, in pixels (its left zone is sized for it)."""
MIN_LABEL_PX = 11
"""No text on the board is drawn smaller than this many pixels, however small the board."""
INLAY = 3.5
"""How far inside the board's edge its brass inlay runs; every text stays within it."""

STILL_PICTURES = 3
"""Still pictures kept for every board to share (the panel's, the report's and one more;
about 0.5 MB each at a 1280x800 window, four times that at twice the scale)."""
_STILLS: OrderedDict[tuple[object, ...], tuple[QPixmap, int, tuple[float, ...],
                                               tuple[tuple[str, QRectF], ...]]] = OrderedDict()
"""Picture, smallest text drawn in it, names' widths, texts and where they lie; by size,
names and language."""


@dataclass(frozen=True, slots=True)
class BoardGeometry:
    """Where everything lies on the board, in board units (no painting, no widget)."""

    scale: TrackScale
    lanes: int
    left_zone: float = LEFT_ZONE
    """Room left of the track; wider when the captions over its holes need it."""
    start_offset: float = 30.0
    """How far left of the track the first start hole lies."""
    inset: float = 0.0
    """Extra room at the left edge, so that a caption wider than its pair of holes (a
    three-digit target on a small board) stays inside the brass inlay."""
    plaque_width: float = PLAQUE_WIDTH
    """The score plaques' width; wider where a score's digits at the least text size
    would not fit the usual one (a three-digit score on a small board)."""

    @property
    def row_a_holes(self) -> int:
        """Holes on the outward row; the rest come back along the return row."""
        return (self.scale.track_holes + 1) // 2

    @property
    def track_left(self) -> float:
        return MARGIN + self.inset + self.left_zone

    @property
    def track_right(self) -> float:
        return self._along(self.row_a_holes)

    @property
    def width(self) -> float:
        return self.track_right + TURN_ZONE + self.plaque_width + MARGIN

    @property
    def lane_height(self) -> float:
        return HEADER + 6.0 + ROW_GAP + 2 * HOLE_RADIUS + 6.0

    @property
    def height(self) -> float:
        return 2 * MARGIN + self.lanes * self.lane_height + (self.lanes - 1) * LANE_GAP

    def lane_top(self, lane: int) -> float:
        return MARGIN + lane * (self.lane_height + LANE_GAP)

    def lane_rect(self, lane: int) -> QRectF:
        return QRectF(MARGIN / 2, self.lane_top(lane) - LANE_GAP / 2,
                      self.width - MARGIN, self.lane_height + LANE_GAP)

    def row_y(self, lane: int, row: int) -> float:
        return self.lane_top(lane) + HEADER + 6.0 + HOLE_RADIUS + row * ROW_GAP

    def plaque_rect(self, lane: int) -> QRectF:
        """The brass plate beside the track where the side's score is written."""
        top = self.row_y(lane, 0) - HOLE_RADIUS - 4.0
        bottom = self.row_y(lane, 1) + HOLE_RADIUS + 4.0
        left = self.track_right + TURN_ZONE
        return QRectF(left, top, self.plaque_width, bottom - top)

    def _along(self, index: int) -> float:
        """x of the ``index``-th hole (1-based) counted from the track's left end."""
        step = index - 1
        return self.track_left + step * PITCH + (step // HOLES_PER_GROUP) * GROUP_GAP

    def below_zero_x(self, peg: int = 0) -> float:
        return MARGIN + self.inset + 7.0 + peg * PITCH

    def start_x(self, peg: int = 0) -> float:
        return self.track_left - self.start_offset + peg * PITCH

    def hole_centre(self, lane: int, hole: int, peg: int = 0) -> QPointF:
        """The centre of ``hole`` on ``lane``; ``peg`` (0 or 1) picks one of the paired
        start and below-zero holes, where each peg has a hole of its own."""
        game = self.scale.game_hole
        # Off the track, at the left end: a number line on the outward row (below zero,
        # start, 1, 2...); the game hole and the spot past it end the return row.
        if hole == BELOW_ZERO:
            return QPointF(self.below_zero_x(peg), self.row_y(lane, 0))
        if hole == START:
            return QPointF(self.start_x(peg), self.row_y(lane, 0))
        if hole <= self.row_a_holes:
            return QPointF(self._along(hole), self.row_y(lane, 0))
        if hole < game:
            # The return row runs right to left, its groups aligned with the outward row's.
            back = hole - self.row_a_holes
            return QPointF(self._along(self.row_a_holes + 1 - back), self.row_y(lane, 1))
        if hole == game:
            return QPointF(self.start_x(0) + PITCH / 2, self.row_y(lane, 1))
        return QPointF(self.below_zero_x(0) + PITCH / 2, self.row_y(lane, 1))


@dataclass(frozen=True, slots=True)
class LaneState:
    """What one track shows: its pegs and a refused event still on display."""

    pegs: Pegs = field(default_factory=Pegs)
    refused: ScoreEvent | None = None

    def after(self, event: ScoreEvent) -> LaneState:
        return replace(self, pegs=self.pegs.after(event),
                       refused=None if event.accepted else event)


WOOD: tuple[str, str, str] = ("#774520", "#673b1a", "#542f13")
"""The board's wood from top to bottom: dark enough that every caption on it reads at 4.5:1
or more (tests/ui/test_looks.py measures them from the picture)."""
WOOD_STRONG: tuple[str, str, str] = ("#3a2210", "#2c190b", "#1f1107")
"""The wood under high contrast: dark enough that the pink "< 0" reads at 7:1."""


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
        self._high_contrast = False
        self._smallest_label = 0
        self._still: QPixmap | None = None
        self._still_key: tuple[object, ...] = ()
        self._still_smallest = 0
        self._name_widths: list[float] = []
        self._still_labels: tuple[tuple[str, QRectF], ...] = ()
        self._drawn: list[tuple[str, QRectF]] = []

    # --- feeding the board ----------------------------------------------------------

    def reset(self, rules: Rules, seating: Seating, side_names: Sequence[str],
              seat_names: Sequence[str] | None = None) -> None:
        """Start a new match: every peg back in its start hole."""
        self._animation.stop()
        self._queue.clear()
        self._moving = None
        self._rules = rules
        self._scale = TrackScale.for_rules(rules)
        self._geometry = self._fitted_geometry(seating.num_sides)
        self._names = list(side_names)
        self._seat_names = None if seat_names is None else list(seat_names)
        self._lanes = [LaneState() for _ in range(seating.num_sides)]
        self._shown = list(self._lanes)
        self._history = [[] for _ in range(seating.num_sides)]
        self._grain = _wood_grain(self._geometry)
        self._name_board()
        self.updateGeometry()
        self.update()

    def _fitted_geometry(self, lanes: int) -> BoardGeometry:
        """A geometry whose left zone holds the captions over the below-zero and start
        holes side by side, and the target's number beside the game hole, all within the
        inlay, in this language, even at the smallest board and text."""
        widths = []
        for text, bold in ((self.tr("< 0"), True), (self.tr("start"), False),
                           (str(self._scale.display(self._scale.target)), True)):
            font = QFont()
            font.setPixelSize(MIN_LABEL_PX)
            font.setBold(bold)
            metrics = QFontMetricsF(font)
            widths.append(metrics.horizontalAdvance(text))
        below, start, target = widths
        font = QFont()
        font.setPixelSize(MIN_LABEL_PX)
        font.setBold(True)
        # The widest score a plaque is made for: as many digits as the target (a side past
        # it by a round's points, or below zero by less than a tenth of it).
        score = QFontMetricsF(font).horizontalAdvance(
            str(self._scale.display(self._scale.target)))
        # The below-zero pair's caption and, under it, the target past the game hole share
        # a centre; so do the start pair's caption and the game hole.
        captions = (below + start) / 2 + 8.0
        clear = target / 2 + 4.0
        widest_left = max(below, target) / 2 + 2.0
        # The same words at the nominal caption size, for a board shown large.
        scale_up = CAPTION_SIZE / MIN_LABEL_PX
        zone, offset, inset, plaque = LEFT_ZONE, 30.0, 0.0, PLAQUE_WIDTH
        for _ in range(6):
            factor = MIN_BOARD_WIDTH / BoardGeometry(
                self._scale, lanes, zone, offset, inset, plaque).width
            plaque = max(PLAQUE_WIDTH, (score + 6.0) / factor,
                         score * SCORE_SIZE / MIN_LABEL_PX + 6.0)
            # Centre to centre: the below-zero pair's caption and the start pair's.
            apart = max(captions / factor, captions * scale_up,
                        clear / factor + GAME_HOLE_RADIUS, clear * scale_up + GAME_HOLE_RADIUS)
            # The start caption ends short of the side's colour chip at the track.
            half_start = max(start / 2 / factor, start / 2 * scale_up)
            offset = max(30.0, half_start + 14.0)
            # The below-zero pair's centre lies at MARGIN + 12 (plus the inset), the start
            # pair's 5 past its first hole.
            zone = max(LEFT_ZONE, 12.0 + apart + offset - 5.0)
            half_left = max(widest_left / factor, widest_left * scale_up)
            inset = max(0.0, INLAY + half_left - MARGIN - 12.0)
        return BoardGeometry(self._scale, lanes, zone, offset, inset, plaque)

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

    def set_high_contrast(self, on: bool) -> None:
        """Paint the board for high contrast (a dark wood under the light captions)."""
        if on != self._high_contrast:
            self._high_contrast = on
            self._still = None
            self.update()

    @property
    def high_contrast(self) -> bool:
        return self._high_contrast

    def _name_board(self) -> None:
        """A screen reader hears the pegs' scores (the final ones), not a nameless picture."""
        rules = self._rules
        if rules is None:
            return
        each = "; ".join(f"{self._side_name(side)}: {score_words(lane.pegs.score, rules)}"
                         for side, lane in enumerate(self._lanes))
        self.setAccessibleName(self.tr("Cribbage board: {scores}").format(scores=each))

    def _fitted_name(self, lane: int, room: float) -> tuple[str, float]:
        """The lane's name and size (board units) that fit ``room`` board units: the name
        at :data:`NAME_SIZE`, or a little smaller, or its short form (as the score sheet's
        headers have it; the tooltip names the side in full)."""
        from dominoes_qt.ui.scoring.sheet import side_labels

        factor = self._factor() or 1.0
        name = self._side_name(lane)
        smallest = NAME_SIZE * LEAST_NAME_SHARE

        def width(text: str, size: float) -> float:
            font = QFont()
            font.setPixelSize(max(MIN_LABEL_PX, round(size * factor)))
            font.setBold(True)
            return QFontMetricsF(font).horizontalAdvance(text) / factor

        size = NAME_SIZE
        while size > smallest and width(name, size) > room:
            size = max(smallest, size - 0.5)
        if width(name, size) <= room:
            return name, size
        names = [self._side_name(side) for side in range(len(self._shown))]
        return side_labels(names)[lane], size

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

    def _factor(self) -> float:
        geo = self._geometry
        return min(self.width() / geo.width, self.height() / geo.height)

    def _transform(self) -> QTransform:
        geo = self._geometry
        factor = self._factor()
        dx = (self.width() - geo.width * factor) / 2
        dy = (self.height() - geo.height * factor) / 2
        return QTransform(factor, 0, 0, factor, dx, dy)

    def hole_pitch_px(self) -> float:
        """The distance between neighbouring holes on screen, in pixels."""
        return PITCH * self._factor()

    def drawn_labels(self) -> list[tuple[str, QRectF]]:
        """Every text the last paint drew and the box its ink covers, in widget pixels."""
        return list(self._drawn)

    def inlay_rect(self) -> QRectF:
        """The board's brass inlay, in widget pixels: every text lies inside it."""
        geo = self._geometry
        return self._transform().mapRect(
            QRectF(0, 0, geo.width, geo.height).adjusted(INLAY, INLAY, -INLAY, -INLAY))

    def smallest_label_px(self) -> int:
        """The smallest text the last paint drew, in pixels (0 before the first paint)."""
        return self._smallest_label

    def paintEvent(self, event: QPaintEvent) -> None:
        still = self._still_picture()
        painter = QPainter(self)
        painter.drawPixmap(0, 0, still)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setTransform(self._transform())
        self._smallest_label = self._still_smallest
        self._drawn = list(self._still_labels)
        for lane in range(len(self._shown)):
            self._paint_lane_state(painter, lane)
        for lane in range(len(self._shown)):
            self._paint_pegs(painter, lane)
        painter.end()

    def _still_picture(self) -> QPixmap:
        """The wood, the tracks, their holes and names: everything the scores do not move,
        painted once for this size and these names (a peg's leap then repaints only the
        pegs and plaques over it). Boards of the same size and names share the picture:
        every round's report shows one like the last report's."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, self._geometry, tuple(self._names),
               self.tr("< 0"), self.tr("start"), self.tr("Side {n}"), self._high_contrast)
        if self._still is not None and self._still_key == key:
            return self._still
        kept = _STILLS.get(key)
        if kept is not None:
            _STILLS.move_to_end(key)
            self._still, self._still_smallest, widths, self._still_labels = kept
            self._name_widths = list(widths)
            self._still_key = key
            return self._still
        picture = QPixmap(max(1, math.ceil(self.width() * ratio)),
                          max(1, math.ceil(self.height() * ratio)))
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setTransform(self._transform())
        self._smallest_label = 0
        self._drawn = []
        self._paint_wood(painter)
        self._name_widths = [self._paint_lane_still(painter, lane)
                             for lane in range(len(self._shown))]
        painter.end()
        self._still, self._still_key = picture, key
        self._still_smallest = self._smallest_label
        self._still_labels = tuple(self._drawn)
        _STILLS[key] = (picture, self._still_smallest, tuple(self._name_widths),
                        self._still_labels)
        while len(_STILLS) > STILL_PICTURES:
            _STILLS.popitem(last=False)
        return picture

    def _label(self, painter: QPainter, rect: QRectF, size: float, text: str,
               colour: QColor, align: Qt.AlignmentFlag, bold: bool = False) -> float:
        """Write ``text`` in ``rect`` (board units) at ``size`` units, never under
        :data:`MIN_LABEL_PX` pixels; returns the width it took, in board units."""
        factor = self._factor() or 1.0
        pixels = max(MIN_LABEL_PX, round(size * factor))
        font = QFont()
        font.setPixelSize(pixels)
        font.setBold(bold)
        painter.save()
        painter.resetTransform()
        painter.setFont(font)
        painter.setPen(colour)
        # Text a little wider than its nominal box (a larger minimum size) may spill over.
        flags = align.value | Qt.TextFlag.TextDontClip.value
        box = self._transform().mapRect(rect)
        painter.drawText(box, flags, text)
        painter.restore()
        metrics = QFontMetricsF(font)
        line = metrics.boundingRect(box, flags, text)
        # The ink, not the line's box: a line's leading may overlap the next lane's.
        ink = metrics.tightBoundingRect(text).translated(line.left(),
                                                          line.top() + metrics.ascent())
        self._drawn.append((text, ink))
        smallest = self._smallest_label
        self._smallest_label = pixels if not smallest else min(smallest, pixels)
        return metrics.horizontalAdvance(text) / factor

    # --- painting -------------------------------------------------------------------

    def _paint_wood(self, painter: QPainter) -> None:
        geo = self._geometry
        body = QRectF(0, 0, geo.width, geo.height)
        wood = QLinearGradient(0, 0, 0, geo.height)
        # Under high contrast a dark wood: every caption on it reads at 7:1 or more.
        shades = WOOD_STRONG if self._high_contrast else WOOD
        for at, colour in zip((0.0, 0.45, 1.0), shades, strict=True):
            wood.setColorAt(at, QColor(colour))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(wood))
        painter.drawRoundedRect(body, 7, 7)
        painter.save()
        clip = QPainterPath()
        clip.addRoundedRect(body, 7, 7)
        painter.setClipPath(clip)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        pixels = self._factor() * self.devicePixelRatioF()
        for number, path in enumerate(self._grain):
            dark = number % 3
            shade = QColor(50, 22, 5, 40) if dark else QColor(255, 220, 170, 26)
            # Hairlines a device pixel wide, as dark as the grain's width would make them:
            # Qt draws those on a fast path, while a wide antialiased stroke of every line
            # cost 20 to 40 ms a picture (a report's board, painted as a round ended and
            # tiles still flew).
            ink = (0.6 + (number % 4) * 0.35) * pixels
            # A hairline reads stronger than a soft line of the same ink: about half as much.
            darker = ink if ink < 1.0 else 1.0 + 0.45 * (min(ink, 4.0) - 1.0)
            shade.setAlpha(min(255, round(shade.alpha() * darker)))
            pen = QPen(shade, 1.0)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.drawPath(path)
        painter.restore()
        # A brass inlay just inside the edge.
        brass = QLinearGradient(0, 0, geo.width, geo.height)
        brass.setColorAt(0.0, QColor("#f3d27a"))
        brass.setColorAt(0.5, QColor("#b8862b"))
        brass.setColorAt(1.0, QColor("#f0c865"))
        painter.setPen(QPen(QBrush(brass), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(body.adjusted(INLAY, INLAY, -INLAY, -INLAY), 5, 5)
        for lane in range(1, geo.lanes):
            y = geo.lane_top(lane) - LANE_GAP / 2
            painter.setPen(QPen(QBrush(brass), 0.8))
            painter.drawLine(QPointF(MARGIN, y), QPointF(geo.width - MARGIN, y))

    def _paint_lane_still(self, painter: QPainter, lane: int) -> float:
        """A lane's colour, name, captions, groove and holes; returns the name's width."""
        geo = self._geometry
        scale = self._scale
        colour = side_colour(lane)
        top = geo.lane_top(lane)
        middle = Qt.AlignmentFlag.AlignVCenter
        left = Qt.AlignmentFlag.AlignLeft | middle
        centre = Qt.AlignmentFlag.AlignCenter
        cream = QColor("#fbe9c6")
        # The side's colour and name over its track.
        chip = QRectF(geo.track_left, top + HEADER / 2 - 3.5, 7, 7)
        painter.setBrush(colour)
        painter.setPen(QPen(QColor("#f3d27a"), 0.7))
        painter.drawEllipse(chip)
        # The name has the header up to the inlay's edge: a long one ("Computer 1 &
        # Computer 3") is set smaller, then shortened as the score sheet does, never cut.
        name_left = geo.track_left + 11
        name_rect = QRectF(name_left, top, geo.width - INLAY - 2 - name_left, HEADER)
        name, size = self._fitted_name(lane, name_rect.width())
        used = self._label(painter, name_rect, size, name, cream, left, bold=True)
        # Captions over the pairs of holes left of the track.
        below_x = (geo.below_zero_x(0) + geo.below_zero_x(1)) / 2
        start_x = (geo.start_x(0) + geo.start_x(1)) / 2
        self._label(painter, QRectF(below_x - 14, top, 28, HEADER), CAPTION_SIZE,
                    self.tr("< 0"), QColor("#ffd0c8"), centre, bold=True)
        self._label(painter, QRectF(start_x - 20, top, 40, HEADER), CAPTION_SIZE,
                    self.tr("start"), cream, centre)
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
        groove_colour.setAlpha(170)
        painter.setPen(QPen(groove_colour, 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(groove)
        for hole in range(1, scale.game_hole):
            _paint_hole(painter, geo.hole_centre(lane, hole), HOLE_RADIUS)
        # Brass studs by every tenth hole help count without reading numbers.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(243, 210, 122, 190))
        for hole in range(10, scale.game_hole, 10):
            point = geo.hole_centre(lane, hole)
            offset = -(HOLE_RADIUS + 2.6) if hole <= geo.row_a_holes else HOLE_RADIUS + 2.6
            painter.drawEllipse(QPointF(point.x(), point.y() + offset), 1.1, 1.1)
        for peg in (0, 1):
            _paint_hole(painter, geo.hole_centre(lane, START, peg), HOLE_RADIUS,
                        ring=QColor("#f3d27a"))
            _paint_hole(painter, geo.hole_centre(lane, BELOW_ZERO, peg), HOLE_RADIUS,
                        ring=BELOW_ZERO_COLOUR.lighter(140))
        game = geo.hole_centre(lane, scale.game_hole)
        _paint_hole(painter, game, GAME_HOLE_RADIUS, ring=GOLD, ring_width=1.4)
        return used

    def _paint_lane_state(self, painter: QPainter, lane: int) -> None:
        """What a lane's pegs show now: its note, its plaque, the target past the game hole
        (the plaque's number changes when the moving peg lands)."""
        geo = self._geometry
        scale = self._scale
        top = geo.lane_top(lane)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        centre = Qt.AlignmentFlag.AlignCenter
        used = self._name_widths[lane] if lane < len(self._name_widths) else 0.0
        state = self._shown[lane]
        score = state.pegs.score
        won = score >= scale.target
        note = ""
        note_colour = QColor("#ffc4bd")
        if won:
            note = self.tr("game!")
            note_colour = GOLD_TEXT
        elif state.refused is not None and self._rules is not None:
            refused = state.refused
            note = self.tr("refused: {before} + {change} > {target}").format(
                before=scale.display(refused.score_before),
                change=scale.display(refused.raw),
                target=scale.display(scale.target),
            )
        elif score < 0:
            note = self.tr("below zero")
        if note:
            note_left = geo.track_left + 11 + used + 8
            self._label(painter, QRectF(note_left, top, geo.track_right + TURN_ZONE - note_left,
                                        HEADER), CAPTION_SIZE, note, note_colour, right,
                        bold=True)
        self._paint_plaque(painter, lane, score, won)
        past = geo.hole_centre(lane, scale.past_game)
        if self._shown[lane].pegs.score <= scale.target:
            # The spot past the game hole is empty: name the target there instead.
            self._label(painter, QRectF(past.x() - 12, past.y() - 7, 24, 14), CAPTION_SIZE,
                        str(scale.display(scale.target)), GOLD_TEXT, centre, bold=True)

    def _paint_plaque(self, painter: QPainter, lane: int, score: int, won: bool) -> None:
        """The side's score on a brass plate beside its track: gold when it has won, red
        with its minus sign below zero."""
        rect = self._geometry.plaque_rect(lane)
        plate = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        if score < 0:
            plate.setColorAt(0.0, QColor("#7a1f1a"))
            plate.setColorAt(1.0, QColor("#4d120f"))
        else:
            plate.setColorAt(0.0, QColor("#4a2810"))
            plate.setColorAt(1.0, QColor("#2e1707"))
        painter.setBrush(QBrush(plate))
        painter.setPen(QPen(GOLD if won else QColor("#c99a3a"), 1.4 if won else 0.9))
        painter.drawRoundedRect(rect, 4, 4)
        shown = self._scale.display(score)
        text = f"\u2212{-shown}" if shown < 0 else str(shown)
        colour = GOLD if won else QColor("#ffd0c8") if score < 0 else QColor("#fff4dc")
        self._label(painter, rect, SCORE_SIZE, text, colour, Qt.AlignmentFlag.AlignCenter,
                    bold=True)

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
        if moving is not None and not moving.accepted:
            self._paint_ghost(painter, lane, pegs, moving)
        if pegs.score >= self._scale.target and moving is None:
            point = self._peg_point(lane, pegs.score, pegs.front)
            painter.setPen(QPen(GOLD, 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(point, PEG_RADIUS + 2.2, PEG_RADIUS + 2.2)

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


@functools.lru_cache(maxsize=8)
def _grain_of(width: float, height: float) -> tuple[QPainterPath, ...]:
    rng = random.Random(61)
    paths = []
    lines = int(height / 3.2)
    for number in range(lines):
        y = (number + rng.random()) * height / lines
        path = QPainterPath(QPointF(-5, y))
        amplitude = rng.uniform(0.4, 2.2)
        wavelength = rng.uniform(60, 160)
        phase = rng.uniform(0, math.tau)
        x = -5.0
        while x < width + 5:
            x += 6.0
            path.lineTo(x, y + amplitude * math.sin(phase + x / wavelength * math.tau))
        paths.append(path)
    return tuple(paths)


def _wood_grain(geo: BoardGeometry) -> list[QPainterPath]:
    """Gently wavy lines along the board; seeded so the same board always looks the same
    (worked out once per board size: every round's report shows a board)."""
    return list(_grain_of(geo.width, geo.height))


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
