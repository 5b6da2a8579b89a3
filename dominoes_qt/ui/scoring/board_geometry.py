"""Where everything lies on the cribbage board, in board units: no painting, no widget.

The board is drawn in its own logical units (a hole pitch of 10) and scaled to the widget;
:class:`BoardGeometry` places every hole, and :func:`fitted_geometry` sizes the room left of
the track for the captions in the language shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF

from dominoes_qt.engine import ScoreEvent
from dominoes_qt.ui.scoring.geometry import BELOW_ZERO, START, Pegs, TrackScale

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


def fitted_geometry(scale: TrackScale, lanes: int) -> BoardGeometry:
    """A geometry whose left zone holds the captions over the below-zero and start
    holes side by side, and the target's number beside the game hole, all within the
    inlay, in this language, even at the smallest board and text."""
    widths = []
    below_zero = QCoreApplication.translate("CribbageBoard", "< 0")
    start_caption = QCoreApplication.translate("CribbageBoard", "start")
    for text, bold in ((below_zero, True), (start_caption, False),
                       (str(scale.display(scale.target)), True)):
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
        str(scale.display(scale.target)))
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
            scale, lanes, zone, offset, inset, plaque).width
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
    return BoardGeometry(scale, lanes, zone, offset, inset, plaque)
