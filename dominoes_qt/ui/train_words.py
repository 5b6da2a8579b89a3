"""The train table in words, for the screen reader: the station, then every train in table
order with its owner, its marker and its open end, and the double everyone must cover first.

Read from the :class:`~dominoes_qt.engine.trainboard.TrainBoard` the scene shows (only what
every seat sees). :mod:`dominoes_qt.ui.accessible` calls :func:`train_reading` where it
reads the board, and uses these lines instead of a line board's when a train game is shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from dominoes_qt.engine.trainboard import TrainBoard, TrainKey, TrainMove
from dominoes_qt.ui.train_items import SceneLike, marker_sentence, owner_name

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem




def _fill(text: str, *values: object) -> str:
    for i, value in enumerate(values, 1):
        text = text.replace(f"%{i}", str(value))
    return text


def train_title(key: TrainKey, names: Sequence[str], viewer: int | None = None) -> str:
    """"Olena's train", "Your train" or "Mexican train"."""
    if key is None:
        return QCoreApplication.translate("Trains", "Mexican train")
    if key == viewer:
        return QCoreApplication.translate("Trains", "Your train")
    return _fill(QCoreApplication.translate("Trains", "%1's train"), owner_name(key, names))


def train_sentence(board: TrainBoard, key: TrainKey, names: Sequence[str],
                   viewer: int | None = None) -> str:
    """One train read whole: whose, its marker, its tiles from the station out, its open end
    (and whether it ends in the double to cover first)."""
    train = board.train(key)
    title = train_title(key, names, viewer)
    marker = marker_sentence(board, key)
    if train.cars:
        tiles = ", ".join(f"{car.inner}|{car.outer}" for car in train.cars)
        body = _fill(QCoreApplication.translate("Trains", "laid: %1"), tiles)
    else:
        body = QCoreApplication.translate("Trains", "not started")
    whole = QCoreApplication.translate("Trains", "%1, %2; %3; open end %4.")
    text = _fill(whole, title, marker, body, train.open_end)
    double = board.to_satisfy
    if double is not None and double.train == key:
        first = QCoreApplication.translate("Trains", "Its double %1 must be covered first.")
        text += " " + _fill(first, double.tile)
    return text


def satisfy_sentence(board: TrainBoard, names: Sequence[str],
                     viewer: int | None = None) -> str:
    """The double everyone must cover before anything else, or "" when there is none."""
    double = board.to_satisfy
    if double is None:
        return ""
    words = QCoreApplication.translate(
        "Trains", "Cover first: the double %1 at the end of %2 (open end %3).")
    return _fill(words, double.tile, train_title(double.train, names, viewer), double.tile.a)


def open_ends(board: TrainBoard, names: Sequence[str], viewer: int | None = None) -> str:
    """Every train's open end in table order, the double to cover named."""
    trains = board.keys()
    parts = [_fill(QCoreApplication.translate("Trains", "%1 %2"), train_title(key, names, viewer),
                   board.train(key).open_end)
             for key in trains]
    text = _fill(QCoreApplication.translate("Trains", "Open ends: %1."), "; ".join(parts))
    satisfy = satisfy_sentence(board, names, viewer)
    return f"{text} {satisfy}" if satisfy else text


def move_sentence(move: TrainMove, board: TrainBoard, names: Sequence[str],
                  viewer: int | None = None) -> str:
    return _fill(QCoreApplication.translate("Trains", "%1 on %2 (open end %3)"), move.tile,
                 train_title(move.train, names, viewer), board.train(move.train).open_end)


@dataclass(frozen=True)
class TrainLine:
    """One line of the reading: its words, where it is drawn, what it stands for."""

    name: str
    item: QGraphicsItem | None
    key: object


class TrainReading:
    """The train table ``scene`` shows, in words."""

    def __init__(self, scene: SceneLike) -> None:
        shown = scene.train_table
        assert shown.table is not None
        self.scene = scene
        self.board = shown.table.board
        self.names = shown.names
        self.viewer = scene.state.viewer if scene.state is not None else None

    def board_lines(self) -> list[TrainLine]:
        """The station, then every train in table order."""
        shown = self.scene.train_table
        engine = self.board.engine
        station = _fill(QCoreApplication.translate("Trains", "Station: %1."), engine)
        lines = [TrainLine(station, shown.tiles.get(engine),
                           ("station", engine))]
        for i, key in enumerate(self.board.keys()):
            plate = shown.plates[i] if i < len(shown.plates) else None
            lines.append(TrainLine(train_sentence(self.board, key, self.names, self.viewer),
                                   plate, ("train", key)))
        satisfy = satisfy_sentence(self.board, self.names, self.viewer)
        if satisfy:
            lines.append(TrainLine(satisfy, shown.ring, ("satisfy", self.board.to_satisfy)))
        return lines

    def whole(self) -> str:
        return " ".join(line.name for line in self.board_lines())

    def ends(self) -> str:
        return open_ends(self.board, self.names, self.viewer)

    def places(self) -> list[tuple[str, bool, object]]:
        """The ghosts shown, in the keys' order: (words, focused, key)."""
        ghosts = self.scene.ghosts
        focus = self.scene.focused_ghost
        out: list[tuple[str, bool, object]] = []
        for i, ghost in enumerate(ghosts):
            move = ghost.move
            if not isinstance(move, TrainMove):
                continue
            place = QCoreApplication.translate("Trains", "Place %1 of %2: %3")
            words = _fill(place, i + 1, len(ghosts),
                          move_sentence(move, self.board, self.names, self.viewer))
            out.append((words, i == focus, ("move", move)))
        return out


def train_reading(scene: SceneLike | None) -> TrainReading | None:
    """The reading of the train table ``scene`` shows, or None (a line game, or none)."""
    if scene is None or not scene.train_table.active:
        return None
    return TrainReading(scene)


__all__ = ["TrainLine", "TrainReading", "open_ends", "satisfy_sentence", "train_reading",
           "train_sentence", "train_title"]
