"""Scene items: tiles, ghosts, place markers, seat badges and the boneyard, painted as vectors.

Items only draw and move; where they go is decided by the layout module and the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from dominoes_qt.engine import End, Move, Tile

# Pip centres inside one square half, in units of the half's side, centre at (0, 0).
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    0: (),
    1: ((0.0, 0.0),),
    2: ((-0.25, -0.25), (0.25, 0.25)),
    3: ((-0.25, -0.25), (0.0, 0.0), (0.25, 0.25)),
    4: ((-0.25, -0.25), (0.25, -0.25), (-0.25, 0.25), (0.25, 0.25)),
    5: ((-0.25, -0.25), (0.25, -0.25), (0.0, 0.0), (-0.25, 0.25), (0.25, 0.25)),
    6: ((-0.27, -0.22), (0.0, -0.22), (0.27, -0.22), (-0.27, 0.22), (0.0, 0.22), (0.27, 0.22)),
}
# The bigger sets' halves (double-nine, double-twelve): seven to nine on a three-by-three
# grid, ten to twelve on four columns of three rows with smaller pips (:func:`pip_scale`).
_GRID3 = tuple((x, y) for y in (-0.27, 0.0, 0.27) for x in (-0.27, 0.0, 0.27))
_GRID4 = tuple((x, y) for y in (-0.27, 0.0, 0.27) for x in (-0.3, -0.1, 0.1, 0.3))
_PIPS.update({
    7: tuple(p for p in _GRID3 if p not in ((0.0, -0.27), (0.0, 0.27))),
    8: tuple(p for p in _GRID3 if p != (0.0, 0.0)),
    9: _GRID3,
    10: tuple(p for p in _GRID4 if p not in ((-0.1, 0.0), (0.1, 0.0))),
    11: tuple(p for p in _GRID4 if p != (0.1, 0.0)),
    12: _GRID4,
})


def pip_scale(value: int) -> float:
    """How large a half's pips are drawn, against a double-six half's: four columns leave
    less room between them."""
    return 0.8 if value >= 10 else 1.0

SPINNER_ORANGE = QColor("#ff8a1c")


@dataclass(frozen=True)
class Face:
    """A tile face's colours: a gradient from ``top`` to ``bottom``, its edge, the line
    between the halves and the pips."""

    top: str
    bottom: str
    edge: str
    line: str
    pip: str


FACES: dict[str, Face] = {
    "ivory": Face("#fffef6", "#e9e0c8", "#a89c7c", "#8a7d5e", "#20201f"),
    "white": Face("#ffffff", "#f3f4f6", "#8f949c", "#6f747c", "#101114"),
    "dark": Face("#3b3d45", "#23242a", "#0b0c0f", "#9a9caa", "#f6f3e8"),
}
"""Every tile face by name (the preferences' ``face``); unknown names get ivory."""
CONTRAST_FACE = Face("#ffffff", "#ffffff", "#000000", "#000000", "#000000")
"""High contrast's face, whatever face is chosen: flat white, black edge and pips."""


class Palette:
    """Highlight colours; the colour-blind-safe set avoids telling red from green; high
    contrast uses full-strength colours on a black table, with plain white tiles.

    It also carries the look: the tiles' :class:`Face`, and ``ink`` and ``plate``, the
    colours of text written on the table and of the name plates' backing (dark text on
    a light table, light text on the felt)."""

    def __init__(self, colour_blind: bool, high_contrast: bool = False, face: str = "ivory",
                 ink: QColor | None = None, plate: QColor | None = None) -> None:
        self.high_contrast = high_contrast
        self.face = CONTRAST_FACE if high_contrast else FACES.get(face, FACES["ivory"])
        self.ink = QColor("#ffffff") if high_contrast else ink or QColor("#f4f1e6")
        self.plate = QColor(0, 0, 0, 255) if high_contrast else plate or QColor(0, 0, 0, 90)
        if high_contrast and colour_blind:
            self.ghost = QColor("#56b4e9")
            self.focus = QColor("#ffff00")
            self.last = QColor("#ffffff")
            self.wrong = QColor("#ff9a00")
        elif high_contrast:
            self.ghost = QColor("#00ffff")
            self.focus = QColor("#ffff00")
            self.last = QColor("#ff40ff")
            self.wrong = QColor("#ff5050")
        elif colour_blind:
            self.ghost = QColor("#0072b2")
            self.focus = QColor("#f0e442")
            self.last = QColor("#56b4e9")
            self.wrong = QColor("#d55e00")
        else:
            self.ghost = QColor("#3fd46a")
            self.focus = QColor("#ffe14d")
            self.last = QColor("#5ad1ff")
            self.wrong = QColor("#ff6b5b")


def tile_name(tile: Tile) -> str:
    return QCoreApplication.translate("Table", "tile %1-%2").replace("%1", str(tile.a)).replace(
        "%2", str(tile.b))


class TileItem(QGraphicsObject):
    """One domino, face up or down, drawn lying along the x axis centred at (0, 0).

    ``first`` is the left half, ``second`` the right; rotation turns it onto its line.
    """

    def __init__(self, tile: Tile, unit: float, palette: Palette, *, face_up: bool = True,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.tile = tile
        self.unit = unit
        self.palette = palette
        self.face_up = face_up
        self.first, self.second = tile.a, tile.b
        self.spinner = False
        self.last_played = False
        self.selected = False
        self.dimmed = False
        self.lifted = False
        self.ghost = False
        self.focused = False
        self.move: Move | None = None
        """For a ghost: the move it stands for."""
        self.kind = "tile"
        # Painted once into a pixmap at its size on screen, and again only when it changes
        # (a frame moving it only copies the pixmap).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setToolTip(tile_name(tile) if face_up else
                        QCoreApplication.translate("Table", "a face-down tile"))

    def accessible_name(self) -> str:
        return self.toolTip()

    def set_halves(self, first: int, second: int) -> None:
        if (first, second) != (self.first, self.second):
            self.first, self.second = first, second
            self.update()

    def set_flags(self, **flags: bool) -> None:
        changed = False
        for name, value in flags.items():
            if getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.update()

    def boundingRect(self) -> QRectF:
        u = self.unit
        m = u * 0.2
        return QRectF(-u - m, -u / 2 - m, 2 * u + 2 * m, u + 2 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        u = self.unit
        path.addRect(QRectF(-u, -u / 2, 2 * u, u))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        u = self.unit
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(-u + 0.5, -u / 2 + 0.5, 2 * u - 1, u - 1)
        radius = u * 0.14
        if not self.ghost:
            # A soft shadow: a few widening translucent layers below and to the right.
            painter.setPen(Qt.PenStyle.NoPen)
            for i in range(4):
                grow = u * 0.025 * i
                painter.setBrush(QColor(0, 0, 0, 34 - 7 * i))
                painter.drawRoundedRect(body.translated(u * 0.06, u * 0.09).adjusted(
                    -grow, -grow, grow, grow), radius + grow, radius + grow)
        if self.face_up:
            self._paint_face(painter, body, radius)
        else:
            self._paint_back(painter, body, radius)
        self._paint_outline(painter, body, radius)
        if self.last_played:
            # A ring just outside the tile (inside the spinner's outline colour, so both show).
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.palette.last, u * 0.06, Qt.PenStyle.DotLine))
            ring = body.adjusted(-u * 0.12, -u * 0.12, u * 0.12, u * 0.12)
            painter.drawRoundedRect(ring, radius * 1.6, radius * 1.6)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            # Under high contrast a dimmed tile stays light enough for its pips to read.
            painter.setBrush(QColor(0, 0, 0, 60) if self.palette.high_contrast
                             else QColor(20, 30, 20, 120))
            painter.drawRoundedRect(body, radius, radius)

    def _paint_face(self, painter: QPainter, body: QRectF, radius: float) -> None:
        u = self.unit
        face = self.palette.face
        if self.palette.high_contrast:
            # Flat white, a black edge and bigger black pips: nothing but figure and ground.
            painter.setBrush(QColor(face.top))
            painter.setPen(QPen(QColor(face.edge), u * 0.05))
            painter.drawRoundedRect(body, radius, radius)
            painter.setPen(QPen(QColor(face.line), u * 0.05))
            painter.drawLine(QPointF(0, -u * 0.4), QPointF(0, u * 0.4))
            r = u * 0.1
        else:
            gradient = QLinearGradient(0, -u / 2, 0, u / 2)
            gradient.setColorAt(0.0, QColor(face.top))
            gradient.setColorAt(1.0, QColor(face.bottom))
            painter.setBrush(QBrush(gradient))
            painter.setPen(QPen(QColor(face.edge), u * 0.03))
            painter.drawRoundedRect(body, radius, radius)
            painter.setPen(QPen(QColor(face.line), u * 0.035))
            painter.drawLine(QPointF(0, -u * 0.36), QPointF(0, u * 0.36))
            r = u * 0.085
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(face.pip))
        for centre, value in ((-u / 2, self.first), (u / 2, self.second)):
            size = r * pip_scale(value)
            for px, py in _PIPS[value]:
                painter.drawEllipse(QPointF(centre + px * u, py * u), size, size)

    def _paint_back(self, painter: QPainter, body: QRectF, radius: float) -> None:
        u = self.unit
        if self.palette.high_contrast:
            painter.setBrush(QColor("#1a2a80"))
            painter.setPen(QPen(QColor("#ffffff"), u * 0.05))
            painter.drawRoundedRect(body, radius, radius)
            return
        gradient = QLinearGradient(0, -u / 2, 0, u / 2)
        gradient.setColorAt(0.0, QColor("#2f3f6e"))
        gradient.setColorAt(1.0, QColor("#1b2647"))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(QColor("#0e1530"), u * 0.04))
        painter.drawRoundedRect(body, radius, radius)
        painter.setPen(QPen(QColor(255, 255, 255, 70), u * 0.04))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(body.adjusted(u * 0.12, u * 0.12, -u * 0.12, -u * 0.12),
                                radius * 0.6, radius * 0.6)

    def _paint_outline(self, painter: QPainter, body: QRectF, radius: float) -> None:
        """A ghost's, the selected tile's or a spinner's outline (no outline otherwise)."""
        u = self.unit
        outline: QColor | None = None
        width = u * 0.08
        style = Qt.PenStyle.SolidLine
        if self.ghost:
            outline = self.palette.focus if self.focused else self.palette.ghost
            width = u * (0.12 if self.focused else 0.08)
            style = Qt.PenStyle.SolidLine if self.focused else Qt.PenStyle.DashLine
        elif self.selected:
            outline = self.palette.focus
            width = u * 0.1
        elif self.spinner:
            outline = SPINNER_ORANGE
        if outline is None:
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.palette.high_contrast:
            # A black band under the colour keeps the outline seen on a white tile
            # and on the black table alike.
            width *= 1.5
            painter.setPen(QPen(QColor("#000000"), width * 1.8))
            painter.drawRoundedRect(body, radius, radius)
            style = Qt.PenStyle.SolidLine
        painter.setPen(QPen(outline, width, style))
        painter.drawRoundedRect(body, radius, radius)


class MarkerItem(QGraphicsObject):
    """An open place the selected tile does not fit (clicking it explains why)."""

    def __init__(self, at: Tile, end: End, value: int, unit: float, palette: Palette,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.at, self.end, self.value = at, end, value
        self.unit = unit
        self.palette = palette
        self.kind = "marker"
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setToolTip(QCoreApplication.translate("Table", "open end %1 of %2").replace(
            "%1", str(value)).replace("%2", tile_name(at)))

    def boundingRect(self) -> QRectF:
        r = self.unit * 0.5
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A ring round the whole square in front of the end: it shows round a counting
        # mark lying in the same square.
        r = self.unit * 0.44
        painter.setPen(QPen(QColor(255, 255, 255, 150), self.unit * 0.05, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 255, 255, 30))
        painter.drawEllipse(QPointF(0, 0), r, r)


class SeatBadge(QGraphicsObject):
    """A player's name plate: name, level, tile count; marks the seat to move and thinking."""

    def __init__(self, seat: int, palette: Palette, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.palette = palette
        self.title = ""
        self.detail = ""
        self.to_move = False
        self.thinking = False
        self.dots = 0
        self.kind = "badge"
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.width = 200.0
        self.height = 44.0

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.width, self.height):
            self.prepareGeometryChange()
            self.width, self.height = width, height

    def set_text(self, title: str, detail: str) -> None:
        if (title, detail) != (self.title, self.detail):
            self.title, self.detail = title, detail
            self.setToolTip(f"{title}, {detail}")
            self.update()

    def set_state(self, to_move: bool, thinking: bool) -> None:
        if (to_move, thinking) != (self.to_move, self.thinking):
            self.to_move, self.thinking = to_move, thinking
            self.update()

    def tick(self) -> None:
        if self.thinking:
            self.dots = (self.dots + 1) % 4
            self.update()

    def box(self) -> QRectF:
        """The plate itself, centred on the item's position."""
        return QRectF(-self.width / 2, -self.height / 2, self.width, self.height)

    def boundingRect(self) -> QRectF:
        # The highlight's pen reaches 1.5 pixels outside the plate.
        return self.box().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.box().adjusted(1.5, 1.5, -1.5, -1.5)
        contrast = self.palette.high_contrast
        painter.setBrush(self.palette.plate)
        if self.to_move:
            painter.setPen(QPen(self.palette.focus, 5 if contrast else 3))
        elif contrast:
            painter.setPen(QPen(QColor("#ffffff"), 2))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        painter.drawRoundedRect(box, 8, 8)
        half = box.height() / 2
        lines = box.adjusted(8, 1, -8, -1)
        font = QFont(painter.font())
        font.setPixelSize(max(11, round(half * 0.72)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.palette.focus if self.to_move else QColor("#f4f1e6"))
        title = lines.adjusted(0, 0, 0, -half + 1)
        painter.drawText(title, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                         painter.fontMetrics().elidedText(self.title, Qt.TextElideMode.ElideRight,
                                                          round(title.width())))
        font.setPixelSize(max(10, round(half * 0.6)))
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff") if contrast else QColor("#d8e8d8"))
        detail = self.detail
        if self.thinking:
            detail = QCoreApplication.translate("Table", "thinking") + "." * (self.dots + 1)
        below = lines.adjusted(0, half - 1, 0, 0)
        painter.drawText(below, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                         painter.fontMetrics().elidedText(detail, Qt.TextElideMode.ElideRight,
                                                          round(below.width())))


class BoneyardItem(QGraphicsObject):
    """The boneyard: a small stack of face-down tiles with its count; clicked to draw."""

    def __init__(self, palette: Palette, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.palette = palette
        self.count = 0
        self.active = False
        self.kind = "boneyard"
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._back = TileItem(Tile(0, 0), 26, palette, face_up=False, parent=self)
        self._back.setRotation(90)
        self._back.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_state(self, count: int, active: bool) -> None:
        self.count, self.active = count, active
        self.setToolTip(QCoreApplication.translate("Table", "boneyard: %n tile(s)", "", count))
        self.update()

    FRAME = QRectF(-62, -46, 124, 98)
    """The highlight drawn when drawing is due: around the stack and its label both."""

    def boundingRect(self) -> QRectF:
        return self.FRAME.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active:
            painter.setPen(QPen(self.palette.focus, 3))
            painter.setBrush(QColor(255, 255, 255, 25))
            painter.drawRoundedRect(self.FRAME, 12, 12)
        font = QFont(painter.font())
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.palette.ink)
        text = QCoreApplication.translate("Table", "Boneyard: %1").replace("%1", str(self.count))
        painter.drawText(QRectF(-60, 30, 120, 18), Qt.AlignmentFlag.AlignCenter, text)
