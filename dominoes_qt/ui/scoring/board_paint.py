"""Painting the cribbage board: the still picture (wood, tracks, holes, names) shared by
boards of one size, and over it what the scores move (plaques, notes, pegs in flight).

:class:`BoardPainter` reads the board through :class:`PaintedBoard`, so this module does not
import the widget. Its words keep the board's translation context.
"""

from __future__ import annotations

import functools
import math
import random
from collections import OrderedDict
from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from dominoes_qt.engine import Rules, ScoreEvent
from dominoes_qt.ui.scoring.board_geometry import (
    CAPTION_SIZE,
    GAME_HOLE_RADIUS,
    GOLD_TEXT,
    HEADER,
    HOLE_RADIUS,
    INLAY,
    LANE_GAP,
    LEAST_NAME_SHARE,
    MARGIN,
    MIN_LABEL_PX,
    NAME_SIZE,
    PEG_RADIUS,
    SCORE_SIZE,
    TURN_ZONE,
    WOOD,
    WOOD_STRONG,
    BoardGeometry,
    LaneState,
)
from dominoes_qt.ui.scoring.geometry import BELOW_ZERO, START, Pegs, TrackScale
from dominoes_qt.ui.scoring.style import BELOW_ZERO as BELOW_ZERO_COLOUR
from dominoes_qt.ui.scoring.style import GOLD, REFUSED, side_colour

STILL_PICTURES = 3
"""Still pictures kept for every board to share (the panel's, the report's and one more;
about 0.5 MB each at a 1280x800 window, four times that at twice the scale)."""
_STILLS: OrderedDict[tuple[object, ...], tuple[QPixmap, int, tuple[float, ...],
                                               tuple[tuple[str, QRectF], ...]]] = OrderedDict()
"""Picture, smallest text drawn in it, names' widths, texts and where they lie; by size,
names and language."""

class PaintedBoard(Protocol):
    """What the painter reads of the board it paints."""

    @property
    def scale(self) -> TrackScale: ...
    @property
    def geometry_model(self) -> BoardGeometry: ...
    @property
    def high_contrast(self) -> bool: ...
    @property
    def rules(self) -> Rules | None: ...
    @property
    def side_names(self) -> tuple[str, ...]: ...
    @property
    def shown_lanes(self) -> Sequence[LaneState]: ...
    @property
    def moving(self) -> ScoreEvent | None: ...
    @property
    def progress(self) -> float: ...
    def side_name(self, side: int) -> str: ...
    def scale_factor(self) -> float: ...
    def board_transform(self) -> QTransform: ...
    def width(self) -> int: ...
    def height(self) -> int: ...
    def devicePixelRatioF(self) -> float: ...


class BoardPainter:
    """Paints one board; keeps its still picture and what the last paint drew."""

    def __init__(self, board: PaintedBoard) -> None:
        self._board = board
        self._grain: list[QPainterPath] = []
        self._smallest_label = 0
        self._still: QPixmap | None = None
        self._still_key: tuple[object, ...] = ()
        self._still_smallest = 0
        self._name_widths: list[float] = []
        self._still_labels: tuple[tuple[str, QRectF], ...] = ()
        self._drawn: list[tuple[str, QRectF]] = []

    def new_board(self, geometry: BoardGeometry) -> None:
        """A new match's board: its wood's grain."""
        self._grain = _wood_grain(geometry)

    def forget_still(self) -> None:
        """Paint the still picture anew at the next paint (the contrast changed)."""
        self._still = None

    @property
    def smallest_label(self) -> int:
        return self._smallest_label

    @property
    def drawn(self) -> list[tuple[str, QRectF]]:
        return list(self._drawn)

    def paint(self, painter: QPainter) -> None:
        """The whole board: the still picture, then the plaques and pegs over it."""
        painter.drawPixmap(0, 0, self.still_picture())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setTransform(self._board.board_transform())
        self._smallest_label = self._still_smallest
        self._drawn = list(self._still_labels)
        for lane in range(len(self._board.shown_lanes)):
            self._paint_lane_state(painter, lane)
        for lane in range(len(self._board.shown_lanes)):
            self._paint_pegs(painter, lane)

    def still_picture(self) -> QPixmap:
        """The wood, the tracks, their holes and names: everything the scores do not move,
        painted once for this size and these names (a peg's leap then repaints only the
        pegs and plaques over it). Boards of the same size and names share the picture:
        every round's report shows one like the last report's."""
        ratio = self._board.devicePixelRatioF()
        board = self._board
        key = (board.width(), board.height(), ratio, board.geometry_model, board.side_names,
               QCoreApplication.translate("CribbageBoard", "< 0"),
               QCoreApplication.translate("CribbageBoard", "start"),
               QCoreApplication.translate("CribbageBoard", "Side {n}"), board.high_contrast)
        if self._still is not None and self._still_key == key:
            return self._still
        kept = _STILLS.get(key)
        if kept is not None:
            _STILLS.move_to_end(key)
            self._still, self._still_smallest, widths, self._still_labels = kept
            self._name_widths = list(widths)
            self._still_key = key
            return self._still
        picture = QPixmap(max(1, math.ceil(self._board.width() * ratio)),
                          max(1, math.ceil(self._board.height() * ratio)))
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setTransform(self._board.board_transform())
        self._smallest_label = 0
        self._drawn = []
        self.paint_wood(painter)
        self._name_widths = [self._paint_lane_still(painter, lane)
                             for lane in range(len(self._board.shown_lanes))]
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
        factor = self._board.scale_factor() or 1.0
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
        box = self._board.board_transform().mapRect(rect)
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

    def paint_wood(self, painter: QPainter) -> None:
        geo = self._board.geometry_model
        body = QRectF(0, 0, geo.width, geo.height)
        wood = QLinearGradient(0, 0, 0, geo.height)
        # Under high contrast a dark wood: every caption on it reads at 7:1 or more.
        shades = WOOD_STRONG if self._board.high_contrast else WOOD
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
        pixels = self._board.scale_factor() * self._board.devicePixelRatioF()
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
        geo = self._board.geometry_model
        scale = self._board.scale
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
                    QCoreApplication.translate("CribbageBoard", "< 0"), QColor("#ffd0c8"),
                    centre, bold=True)
        self._label(painter, QRectF(start_x - 20, top, 40, HEADER), CAPTION_SIZE,
                    QCoreApplication.translate("CribbageBoard", "start"), cream, centre)
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
        geo = self._board.geometry_model
        scale = self._board.scale
        top = geo.lane_top(lane)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        centre = Qt.AlignmentFlag.AlignCenter
        used = self._name_widths[lane] if lane < len(self._name_widths) else 0.0
        state = self._board.shown_lanes[lane]
        score = state.pegs.score
        won = score >= scale.target
        note = ""
        note_colour = QColor("#ffc4bd")
        if won:
            note = QCoreApplication.translate("CribbageBoard", "game!")
            note_colour = GOLD_TEXT
        elif state.refused is not None and self._board.rules is not None:
            refused = state.refused
            note = QCoreApplication.translate(
                "CribbageBoard", "refused: {before} + {change} > {target}").format(
                before=scale.display(refused.score_before),
                change=scale.display(refused.raw),
                target=scale.display(scale.target),
            )
        elif score < 0:
            note = QCoreApplication.translate("CribbageBoard", "below zero")
        if note:
            note_left = geo.track_left + 11 + used + 8
            self._label(painter, QRectF(note_left, top, geo.track_right + TURN_ZONE - note_left,
                                        HEADER), CAPTION_SIZE, note, note_colour, right,
                        bold=True)
        self._paint_plaque(painter, lane, score, won)
        past = geo.hole_centre(lane, scale.past_game)
        if self._board.shown_lanes[lane].pegs.score <= scale.target:
            # The spot past the game hole is empty: name the target there instead.
            self._label(painter, QRectF(past.x() - 12, past.y() - 7, 24, 14), CAPTION_SIZE,
                        str(scale.display(scale.target)), GOLD_TEXT, centre, bold=True)

    def _paint_plaque(self, painter: QPainter, lane: int, score: int, won: bool) -> None:
        """The side's score on a brass plate beside its track: gold when it has won, red
        with its minus sign below zero."""
        rect = self._board.geometry_model.plaque_rect(lane)
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
        shown = self._board.scale.display(score)
        text = f"\u2212{-shown}" if shown < 0 else str(shown)
        colour = GOLD if won else QColor("#ffd0c8") if score < 0 else QColor("#fff4dc")
        self._label(painter, rect, SCORE_SIZE, text, colour, Qt.AlignmentFlag.AlignCenter,
                    bold=True)

    def _peg_point(self, lane: int, raw: int, peg: int) -> QPointF:
        return self._board.geometry_model.hole_centre(lane, self._board.scale.hole_for(raw), peg)

    def _paint_pegs(self, painter: QPainter, lane: int) -> None:
        state = self._board.shown_lanes[lane]
        pegs = state.pegs
        colour = side_colour(lane)
        moving = self._board.moving
        if moving is not None and moving.side != lane:
            moving = None
        leaping = moving is not None and moving.accepted
        # The peg drawn last is on top: the front one, or the one in the air.
        order = (pegs.front, 1 - pegs.front) if leaping else (1 - pegs.front, pegs.front)
        for peg in order:
            point = self._peg_point(lane, pegs.scores[peg], peg)
            lift = 0.0
            if moving is not None and leaping and peg == 1 - pegs.front:
                # The back peg leaps over the front one to the new score.
                target = self._peg_point(lane, moving.score_after, peg)
                t = self._board.progress
                point = point + (target - point) * t
                lift = math.sin(math.pi * t)
            front = (peg == pegs.front) != leaping
            _paint_peg(painter, point, colour, front=front, lift=lift)
        if moving is not None and not moving.accepted:
            self._paint_ghost(painter, lane, pegs, moving)
        if pegs.score >= self._board.scale.target and moving is None:
            point = self._peg_point(lane, pegs.score, pegs.front)
            painter.setPen(QPen(GOLD, 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(point, PEG_RADIUS + 2.2, PEG_RADIUS + 2.2)

    def _paint_ghost(self, painter: QPainter, lane: int, pegs: Pegs, event: ScoreEvent) -> None:
        """A red peg reaches for the refused score and bounces back, fading."""
        start = self._peg_point(lane, pegs.score, pegs.front)
        wanted = self._peg_point(lane, event.score_before + event.raw, 1 - pegs.front)
        t = self._board.progress
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

    def _fitted_name(self, lane: int, room: float) -> tuple[str, float]:
        """The lane's name and size (board units) that fit ``room`` board units: the name
        at :data:`NAME_SIZE`, or a little smaller, or its short form (as the score sheet's
        headers have it; the tooltip names the side in full)."""
        from dominoes_qt.ui.scoring.sheet import side_labels

        factor = self._board.scale_factor() or 1.0
        name = self._board.side_name(lane)
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
        names = [self._board.side_name(side) for side in range(len(self._board.shown_lanes))]
        return side_labels(names)[lane], size


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
