"""The train table drawn on the scene's board layer: the station's hub, a lane per train with
its owner's name plate and marker, the tiles, the double to satisfy, and the ghosts.

:class:`TrainTableShown` is owned by the :class:`~dominoes_qt.ui.table.TableScene` and called
from it where the board is drawn (:meth:`show`), fitted (:meth:`reach`) and where choices are
shown (:meth:`show_choices`): a train game's :class:`~dominoes_qt.ui.table.TableState`
carries a :class:`TrainTable` instead of a line board. Where every piece lies comes from
:mod:`dominoes_qt.layout.trains`; this module only draws, and decides no rule: the moves whose
ghosts it lays are the ones the window was given by the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from dominoes_qt.engine.tiles import Tile
from dominoes_qt.engine.trainboard import TrainBoard, TrainKey, TrainMove
from dominoes_qt.layout.fit import MARGIN, UNIT, TableGeometry
from dominoes_qt.layout.table import Pose, Table
from dominoes_qt.layout.trains import HUB, TrainLayout, layout_board_trains
from dominoes_qt.ui.items import Palette, TileItem


class _Seat(Protocol):
    @property
    def name(self) -> str: ...


class TableStateLike(Protocol):
    """What is read of the scene's :class:`~dominoes_qt.ui.table.TableState` (named by
    its parts: the table module imports this one)."""

    @property
    def seats(self) -> Sequence[_Seat]: ...
    @property
    def viewer(self) -> int: ...
    @property
    def to_move(self) -> int | None: ...
    @property
    def last_tile(self) -> Tile | None: ...
    @property
    def trains(self) -> TrainTable | None: ...


class SceneLike(Protocol):
    """What is used of the :class:`~dominoes_qt.ui.table.TableScene`."""

    @property
    def geometry_(self) -> TableGeometry: ...
    @property
    def palette_(self) -> Palette: ...
    @property
    def layer(self) -> QGraphicsObject: ...
    @property
    def ghosts(self) -> list[TileItem]: ...
    @property
    def ghost_poses(self) -> list[Pose]: ...
    @property
    def state(self) -> TableStateLike | None: ...
    @property
    def focused_ghost(self) -> int | None: ...
    @property
    def train_table(self) -> TrainTableShown: ...

    def removeItem(self, item: QGraphicsItem) -> None: ...

MARKER_AMBER = QColor("#ffb020")
"""An open train's marker and lane (a colour apart from the ghosts' and the focus's)."""
SATISFY_RED = QColor("#ff5a4a")
"""The ring round the double everyone must cover first."""
TRAIN_Z = 0.5
"""Lanes, spokes and the hub lie under the tiles."""
PLATE_Z = 2.0



@dataclass(frozen=True)
class TrainTable:
    """What a train game's table shows: the engine's board (only what every seat sees)."""

    board: TrainBoard


def owner_name(key: TrainKey, names: Sequence[str]) -> str:
    """The name a train is labelled with: its owner's, or the Mexican train's."""
    if key is None:
        return QCoreApplication.translate("Trains", "Mexican train")
    return names[key] if 0 <= key < len(names) else str(key)


def marker_word(board: TrainBoard, key: TrainKey) -> str:
    """What a train's marker says on its plate: open (to all: marked, or the Mexican train)
    or closed."""
    if board.train(key).public:
        return QCoreApplication.translate("Trains", "open")
    return QCoreApplication.translate("Trains", "closed")


def marker_sentence(board: TrainBoard, key: TrainKey) -> str:
    """The marker's state in words, for the screen reader and the plate's tooltip."""
    train = board.train(key)
    if train.owner is None:
        return QCoreApplication.translate("Trains", "always open to all")
    if train.marker:
        return QCoreApplication.translate("Trains", "marker on: open to all")
    return QCoreApplication.translate("Trains", "no marker: only its owner plays here")


def _fitted(painter: QPainter, text: str, width: float, size: int, least: int) -> str:
    """Set the painter's font as large as ``size`` (down to ``least``) for ``text`` to fit
    ``width``; the text, elided if it still does not fit."""
    font = QFont(painter.font())
    for pixels in range(size, least - 1, -1):
        font.setPixelSize(pixels)
        painter.setFont(font)
        if painter.fontMetrics().horizontalAdvance(text) <= width:
            return text
    return painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, round(width))


def _box_rect(box: tuple[float, float, float, float]) -> QRectF:
    return QRectF(box[0] * UNIT, box[1] * UNIT, (box[2] - box[0]) * UNIT,
                  (box[3] - box[1]) * UNIT)


class TrainPlate(QGraphicsObject):
    """A train's name plate at its lane's start: the owner's name, and below it the marker
    (a filled amber chip with a little engine while the train is open to all)."""

    def __init__(self, palette: Palette, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.palette = palette
        self.kind = "train plate"
        self.rect = QRectF()
        self.name = ""
        self.marker = ""
        self.open = False
        self.to_move = False
        self.setZValue(PLATE_Z)

    def set_state(self, rect: QRectF, name: str, marker: str, open_: bool,
                  to_move: bool, sentence: str = "") -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect
        if (name, marker, open_, to_move) != (self.name, self.marker, self.open, self.to_move):
            self.name, self.marker, self.open, self.to_move = name, marker, open_, to_move
            self.setToolTip(f"{name}: {sentence or marker}")
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.rect.adjusted(2, 2, -2, -2)
        contrast = self.palette.high_contrast
        painter.setBrush(self.palette.plate)
        pen = QPen(self.palette.focus if self.to_move else
                   (MARKER_AMBER if self.open else QColor(255, 255, 255, 60)),
                   5 if self.to_move or self.open else 2)
        painter.setPen(pen)
        painter.drawRoundedRect(box, 8, 8)
        half = box.height() / 2
        inner = box.adjusted(6, 2, -6, -2)
        font = QFont(painter.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.palette.focus if self.to_move else self.palette.ink)
        top = inner.adjusted(0, 0, 0, -half)
        name = _fitted(painter, self.name, top.width(), round(half * 0.62), round(half * 0.4))
        painter.drawText(top, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                         name)
        chip = inner.adjusted(0, half + 1, 0, -1)
        if self.open:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(MARKER_AMBER)
            painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
            painter.setPen(QColor("#000000"))
        else:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#ffffff") if contrast else QColor(255, 255, 255, 150),
                                1.5, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
            painter.setPen(QColor("#ffffff") if contrast else self.palette.ink)
        word = _fitted(painter, self.marker, chip.width() - 6, round(half * 0.52),
                       round(half * 0.4))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, word)


class HubItem(QGraphicsObject):
    """The station: a round hub the trains' spokes leave from."""

    def __init__(self, palette: Palette, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.palette = palette
        self.kind = "hub"
        self.spokes: list[QPointF] = []
        self.setZValue(TRAIN_Z)

    def set_spokes(self, ends: list[QPointF]) -> None:
        self.prepareGeometryChange()
        self.spokes = ends
        self.update()

    def boundingRect(self) -> QRectF:
        r = HUB * UNIT + 4
        rect = QRectF(-r, -r, 2 * r, 2 * r)
        for p in self.spokes:
            rect = rect.united(QRectF(p, p).adjusted(-4, -4, 4, 4))
        return rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 90), UNIT * 0.12))
        for p in self.spokes:
            painter.drawLine(QPointF(0, 0), p)
        r = HUB * UNIT
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.setPen(QPen(MARKER_AMBER if not self.palette.high_contrast
                            else QColor("#ffffff"), UNIT * 0.08))
        painter.drawEllipse(QPointF(0, 0), r, r)


class _Lane(QGraphicsPathItem):
    pass


class TrainTableShown:
    """The train table's items on ``scene``'s board layer (see the module's docstring)."""

    def __init__(self, scene: SceneLike) -> None:
        self.scene = scene
        self.layout: TrainLayout | None = None
        self.table: TrainTable | None = None
        self.tiles: dict[Tile, TileItem] = {}
        self.plates: list[TrainPlate] = []
        self.lanes: list[QGraphicsPathItem] = []
        self.hub: HubItem | None = None
        self.ring: QGraphicsPathItem | None = None
        self.names: list[str] = []
        self.to_move: int | None = None
        self.shown = 0
        """How many times a train table was drawn (what the screen reader read may be
        stale once it changes)."""

    @property
    def active(self) -> bool:
        return self.table is not None

    def _table_units(self) -> Table:
        return self.scene.geometry_.table

    def reach(self) -> tuple[float, float, float, float] | None:
        return None if self.layout is None else self.layout.reach()

    def clear(self) -> None:
        for item in [*self.tiles.values(), *self.plates, *self.lanes]:
            self.scene.removeItem(item)
        for extra in (self.hub, self.ring):
            if extra is not None:
                self.scene.removeItem(extra)
        self.tiles.clear()
        self.plates.clear()
        self.lanes.clear()
        self.hub = self.ring = None
        self.layout = None
        self.table = None

    def show(self, state: TableStateLike, origin: QPointF | None,
             place: Callable[[TileItem, Pose, QPointF | None], None]) -> bool:
        """Draw ``state``'s train table (False, with every train item gone, when it has
        none). ``place`` puts a tile on its pose (the scene's own placing, with its flight)."""
        table = state.trains
        if table is None:
            if self.active:
                self.clear()
            return False
        board = table.board
        if self.table is not None and self.table.board.engine != board.engine:
            self.clear()
        self.table = table
        self.names = [seat.name for seat in state.seats]
        self.to_move = state.to_move
        self.layout = layout_board_trains(board, self._table_units(), self.layout)
        self._draw(state, origin, place)
        self.shown += 1
        return True

    def relay(self, place: Callable[[TileItem, Pose, QPointF | None], None]) -> None:
        """Lay the same table out again for the view's new table shape."""
        if self.table is None:
            return
        self.layout = layout_board_trains(self.table.board, self._table_units(), None)
        self._draw(None, None, place)
        self.shown += 1

    def _draw(self, state: TableStateLike | None, origin: QPointF | None,
              place: Callable[[TileItem, Pose, QPointF | None], None]) -> None:
        layout, table = self.layout, self.table
        assert layout is not None
        assert table is not None
        board = table.board
        palette = self.scene.palette_
        layer = self.scene.layer
        if self.hub is None:
            self.hub = HubItem(palette, parent=layer)
        self.hub.set_spokes([QPointF(p.start[0] * UNIT, p.start[1] * UNIT)
                             for p in layout.trains])
        shown: set[Tile] = set()
        engine = board.engine
        station = layout.station
        assert station is not None
        self._tile(engine, station, None, place)
        shown.add(engine)
        while len(self.plates) < len(layout.trains):
            self.plates.append(TrainPlate(palette, parent=layer))
            lane = _Lane(layer)
            lane.setZValue(TRAIN_Z)
            lane.setPen(QPen(Qt.PenStyle.NoPen))
            self.lanes.append(lane)
        last = state.last_tile if state is not None else None
        for i, (place_, train) in enumerate(zip(layout.trains, board.trains, strict=True)):
            plate = self.plates[i]
            # The plate is narrow: the Mexican train's says only "Mexican".
            title = QCoreApplication.translate("Trains", "Mexican") if train.owner is None \
                else owner_name(train.owner,
                                                                         self.names)
            plate.set_state(_box_rect(place_.label), title,
                            marker_word(board, train.owner), train.public,
                            train.owner is not None and train.owner == self.to_move,
                            marker_sentence(board, train.owner))
            path = QPainterPath()
            # The stripe reaches no further than the fit's margin round the reach.
            edge = MARGIN * UNIT
            path.addRoundedRect(_box_rect(place_.lane).adjusted(-edge, -edge, edge, edge),
                                10, 10)
            self.lanes[i].setPath(path)
            self.lanes[i].setBrush(QColor(255, 176, 32, 38) if train.public
                                   else QColor(0, 0, 0, 40))
            for car, pose in zip(train.cars, place_.poses, strict=True):
                item = self._tile(car.tile, pose, origin, place)
                item.set_flags(last_played=car.tile == last)
                shown.add(car.tile)
        for t in [t for t in self.tiles if t not in shown]:
            self.scene.removeItem(self.tiles.pop(t))
        self._ring(board)

    def _tile(self, t: Tile, pose: Pose, origin: QPointF | None,
              place: Callable[[TileItem, Pose, QPointF | None], None]) -> TileItem:
        item = self.tiles.get(t)
        if item is None:
            item = TileItem(t, UNIT, self.scene.palette_, parent=self.scene.layer)
            item.setZValue(1.0)
            self.tiles[t] = item
            place(item, pose, origin)
        else:
            place(item, pose, None)
        return item

    def _ring(self, board: TrainBoard) -> None:
        """A ring round the double that must be covered before anything else."""
        double = board.to_satisfy
        if double is None or double.tile not in self.tiles or self.layout is None:
            if self.ring is not None:
                self.scene.removeItem(self.ring)
                self.ring = None
            return
        if self.ring is None:
            self.ring = QGraphicsPathItem(self.scene.layer)
            self.ring.setZValue(16)
            self.ring.setBrush(Qt.BrushStyle.NoBrush)
            self.ring.setData(0, "satisfy")
        pose = self._pose_of(board, double.tile)
        left, top, right, bottom = pose.box()
        path = QPainterPath()
        grow = 0.22 * UNIT
        path.addRoundedRect(QRectF(left * UNIT - grow, top * UNIT - grow,
                                   (right - left) * UNIT + 2 * grow,
                                   (bottom - top) * UNIT + 2 * grow), grow, grow)
        self.ring.setPath(path)
        colour = QColor("#ffffff") if self.scene.palette_.high_contrast else SATISFY_RED
        self.ring.setPen(QPen(colour, UNIT * 0.12, Qt.PenStyle.SolidLine))
        self.ring.setToolTip(QCoreApplication.translate("Trains", "cover this double first"))

    def _pose_of(self, board: TrainBoard, tile: Tile) -> Pose:
        assert self.layout is not None
        for place_, train in zip(self.layout.trains, board.trains, strict=True):
            for car, pose in zip(train.cars, place_.poses, strict=True):
                if car.tile == tile:
                    return pose
        raise KeyError(tile)

    def index_of(self, key: TrainKey) -> int:
        assert self.table is not None
        return self.table.board.keys().index(key)

    def ghost_pose(self, move: TrainMove) -> Pose:
        """Exactly where ``move``'s tile will lie."""
        assert self.layout is not None
        assert self.table is not None
        end = self.table.board.train(move.train).open_end
        return self.layout.ghost(self.index_of(move.train), end, move.tile.other(end))

    def show_choices(self, tile: Tile, moves: Sequence[object], focus: int) -> None:
        """Ghosts of ``tile`` on every train of ``moves`` (``focus`` stands out), into the
        scene's own list of ghosts (the keys and clicks read them there)."""
        scene = self.scene
        for i, move in enumerate(moves):
            if not isinstance(move, TrainMove):
                continue
            pose = self.ghost_pose(move)
            ghost = TileItem(tile, UNIT, scene.palette_, parent=scene.layer)
            ghost.kind = "ghost"
            # The scene hands a ghost's move back uninterpreted (ghost_clicked, dropped);
            # only the window, which asked for it, reads it.
            ghost.move = move  # type: ignore[assignment]
            ghost.setOpacity(0.8)
            ghost.setZValue(15)
            ghost.set_flags(ghost=True, focused=i == focus)
            ghost.set_halves(pose.first, pose.second)
            ghost.setPos(pose.x * UNIT, pose.y * UNIT)
            ghost.setRotation(pose.angle + (90 if pose.crosswise else 0))
            ghost.setCursor(Qt.CursorShape.PointingHandCursor)
            assert self.table is not None
            mine = QCoreApplication.translate("Trains", "play %1 on %2's train")
            ghost.setToolTip(mine.replace("%1", str(tile)).replace(
                "%2", owner_name(move.train, self.names)) if move.train is not None else
                QCoreApplication.translate("Trains", "play %1 on the Mexican train").replace(
                    "%1", str(tile)))
            scene.ghosts.append(ghost)
            scene.ghost_poses.append(pose)


__all__ = ["TrainPlate", "TrainTable", "TrainTableShown", "marker_sentence", "marker_word",
           "owner_name"]
