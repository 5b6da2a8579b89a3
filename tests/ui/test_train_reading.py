"""The train table read to a screen reader: the station, then every train in table order
with its owner, its marker and its open end, the double to cover first; the reading keys
and the accessible tree say it, and the ghosts are read as places."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible

from dominoes_qt.engine.trainboard import TrainMove
from dominoes_qt.ui.i18n import install_translations
from tests.ui.train_table import NAMES, played, show

NAME = QAccessible.Text.Name


def _english(qapp: Any) -> list[Any]:
    return list(install_translations(qapp, "en").translators)


def _satisfied_position(players: int) -> Any:
    for plays in range(5, 90):
        match = played(players, plays, seed=3)
        if match.view_for(0).board.to_satisfy is not None:
            return match
    raise AssertionError("no open double")


def test_every_train_is_read_in_order(make_window: Any, qapp: Any, qtbot: Any) -> None:
    installed = _english(qapp)
    try:
        window = make_window()
        match = _satisfied_position(6)
        view = show(window, match)
        board = view.board
        lines = [line.name for line in window.access.reader.board()]
        assert lines[0] == f"Station: {board.engine}."
        trains = lines[1:1 + len(board.trains)]
        for line, train in zip(trains, board.trains, strict=True):
            owner = ("Mexican train" if train.owner is None else "Your train"
                     if train.owner == view.seat else f"{NAMES[train.owner]}'s train")
            assert line.startswith(owner + ", ")
            assert line.split("; ")[-1].startswith(f"open end {train.open_end}.")
            if train.owner is None:
                assert "always open to all" in line
            elif train.marker:
                assert "marker on: open to all" in line
            else:
                assert "no marker" in line
            if train.cars:
                tiles = ", ".join(f"{c.inner}|{c.outer}" for c in train.cars)
                assert f"; laid: {tiles};" in line
            else:
                assert "not started" in line
        double = board.to_satisfy
        assert double is not None
        assert lines[-1].startswith(f"Cover first: the double {double.tile} at the end of ")
        holder = 1 + board.keys().index(double.train)
        assert f"Its double {double.tile} must be covered first." in lines[holder]
        # The reading keys: T the whole table, O the open ends.
        for key, start in ((Qt.Key.Key_T, "Station: "), (Qt.Key.Key_O, "Open ends: ")):
            qtbot.keyClick(window.view, key)
            said = window.announcer.history[-1]
            assert said.startswith(start)
            assert "Cover first: the double" in said
    finally:
        for translator in installed:
            QCoreApplication.removeTranslator(translator)


def test_the_accessible_tree_lists_the_trains_and_the_ghosts(make_window: Any,
                                                            qapp: Any) -> None:
    installed = _english(qapp)
    try:
        window = make_window()
        match = played(3, 15)
        view = show(window, match)
        board = view.board
        iface = QAccessible.queryAccessibleInterface(window.view)
        assert iface is not None
        names = [iface.child(i).text(NAME) for i in range(iface.childCount())]
        part = iface.child(next(i for i, n in enumerate(names) if n.startswith("Board")))
        read = [part.child(i).text(NAME) for i in range(part.childCount())]
        assert read == [line.name for line in window.access.reader.board()]
        assert len(read) >= 1 + len(board.trains)
        trains = board.keys()
        tile = next(t for t in view.hand if any(board.fits(t, k) for k in trains))
        moves = [TrainMove(tile, k) for k in trains if board.fits(tile, k)]
        window.scene.show_choices(tile, moves, len(moves) - 1, [])
        places = window.access.reader.places()
        assert len(places) == len(moves)
        for i, (line, move) in enumerate(zip(places, moves, strict=True)):
            assert line.name.startswith(f"Place {i + 1} of {len(moves)}: {tile} on ")
            assert line.focus == (i == len(moves) - 1)
            assert line.key == ("move", move)
    finally:
        for translator in installed:
            QCoreApplication.removeTranslator(translator)


def test_the_trains_are_read_in_ukrainian(make_window: Any, qapp: Any) -> None:
    installed = list(install_translations(qapp, "uk").translators)
    try:
        window = make_window()
        view = show(window, played(3, 12))
        lines = [line.name for line in window.access.reader.board()]
        assert lines[0] == f"Станція: {view.board.engine}."
        assert lines[1].startswith("Ваш потяг, ")
        assert "відкритий кінець" in lines[1]
        assert lines[len(view.board.trains)].startswith("Мексиканський потяг, ")
        plates = window.scene.train_table.plates
        assert plates[-1].name == "Мексиканський"
        assert {p.marker for p in plates} <= {"відкритий", "закритий"}
    finally:
        for translator in installed:
            QCoreApplication.removeTranslator(translator)
