"""The train table on the real window (offscreen): a plate per train with its owner and
marker, every tile where the layout puts it, the double to satisfy ringed, ghosts on every
train the chosen tile may go to, and a click on a ghost playing there."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF

from dominoes_qt.engine.trainboard import TrainMove
from dominoes_qt.games import FIVE_UP
from dominoes_qt.layout.fit import UNIT
from dominoes_qt.layout.trains import layout_board_trains
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.train_state import train_moves, train_table_state
from tests.ui.conftest import click_scene
from tests.ui.train_table import played, show


def _plates(window: Any) -> list[Any]:
    return list(window.scene.train_table.plates)


@pytest.mark.parametrize("players", [2, 8])
def test_every_train_has_a_plate_with_its_owner_and_marker(make_window: Any,
                                                          players: int) -> None:
    window = make_window()
    match = played(players, 40)
    view = show(window, match)
    plates = _plates(window)
    assert len(plates) == players + 1
    names = [p.name for p in plates]
    assert names[:players] == [s.name for s in window.scene.state.seats]
    assert names[-1] == "Mexican"
    for plate, train in zip(plates, view.board.trains, strict=True):
        assert plate.open == train.public
        assert plate.marker == ("open" if train.public else "closed")
        assert plate.isVisible()
    # Every tile on the board is drawn, where the layout puts it.
    scene = window.scene
    layout = layout_board_trains(view.board, scene.geometry_.table)
    assert set(scene.train_table.tiles) == set(view.board.tiles())
    for train, place in zip(view.board.trains, layout.trains, strict=True):
        for car, pose in zip(train.cars, place.poses, strict=True):
            item = scene.train_table.tiles[car.tile]
            assert item.pos() == QPointF(pose.x * UNIT, pose.y * UNIT)
            assert (item.first, item.second) == (car.inner, car.outer)


def test_a_marker_put_on_shows_on_the_plate(make_window: Any) -> None:
    window = make_window()
    match = played(4, 12)
    board = match.view_for(0).board
    closed = next(t.owner for t in board.trains if t.owner is not None and not t.marker)
    round_ = match.current
    assert round_ is not None
    round_.board.train(closed).marker = True
    show(window, match)
    plate = _plates(window)[closed]
    assert plate.open
    assert plate.marker == "open"
    assert "marker on" in plate.toolTip()


def test_the_double_to_satisfy_is_ringed(make_window: Any) -> None:
    window = make_window()
    for plays in range(5, 80):
        match = played(6, plays, seed=3)
        if match.view_for(0).board.to_satisfy is not None:
            break
    else:
        pytest.fail("no open double in these plays")
    view = show(window, match)
    ring = window.scene.train_table.ring
    assert ring is not None
    double = view.board.to_satisfy
    assert double is not None
    item = window.scene.train_table.tiles[double.tile]
    assert ring.path().boundingRect().contains(item.pos())
    # Covered, the ring goes.
    round_ = match.current
    assert round_ is not None
    round_.board.open_doubles.clear()
    show(window, match)
    assert window.scene.train_table.ring is None


def test_ghosts_on_every_train_and_a_click_plays_there(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    match = played(5, 20)
    view = show(window, match)
    board = view.board
    trains = board.keys()
    tile = next(t for t in view.hand if any(board.fits(t, k) for k in trains))
    moves = [TrainMove(tile, k) for k in trains if board.fits(tile, k)]
    window.scene.show_choices(tile, moves, 0, [])
    ghosts = window.scene.ghosts
    assert [g.move for g in ghosts] == moves
    assert [g.focused for g in ghosts] == [True] + [False] * (len(moves) - 1)
    layout = window.scene.train_table.layout
    for ghost, move in zip(ghosts, moves, strict=True):
        end = board.train(move.train).open_end
        index = trains.index(move.train)
        pose = layout.ghost(index, end, tile.other(end))
        assert ghost.pos() == QPointF(pose.x * UNIT, pose.y * UNIT)
        assert (ghost.first, ghost.second) == (end, tile.other(end))
    window.scene.focus_ghost(len(moves) - 1)
    assert window.scene.focused_ghost == len(moves) - 1
    clicked: list[object] = []
    window.scene.ghost_clicked.connect(clicked.append)
    target = ghosts[-1]
    click_scene(qtbot, window, target.mapToScene(QPointF(0, 0)))
    assert clicked == [moves[-1]]


def test_the_board_fits_the_table_and_a_resize_lays_it_out_again(make_window: Any,
                                                                qtbot: Any) -> None:
    window = make_window()
    match = played(8, 60)
    show(window, match)
    scene = window.scene

    def inside() -> bool:
        # Every tile's body (not its shadow), plate and lane lies on the board.
        area = scene.board_area().adjusted(-1, -1, 1, 1)
        shown = [item.mapRectToScene(item.shape().boundingRect())
                 for item in scene.layer.childItems()]
        return all(area.contains(rect) for rect in shown)

    assert inside()
    before = scene.train_table.layout
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: scene.train_table.layout is not before)
    assert scene.geometry_.table == scene.train_table.layout.table
    qtbot.waitUntil(inside)


def test_a_line_game_after_a_train_game_clears_the_trains(make_window: Any) -> None:
    window = make_window()
    show(window, played(3, 10))
    assert window.scene.train_table.active
    window.new_game(GameSetup(FIVE_UP, (SeatSetup("A"), SeatSetup("B", "ai", "casual")),
                              seed=5))
    scene = window.scene
    assert not scene.train_table.active
    assert not any(getattr(item, "kind", "") in ("train plate", "hub")
                   for item in scene.items())
    assert scene.board_items or scene.state.board.is_empty


def test_the_state_shows_only_what_the_seat_may_see(make_window: Any) -> None:
    match = played(4, 25)
    round_ = match.current
    assert round_ is not None
    seat = round_.to_move
    view = match.view_for(seat)
    names = ["A", "B", "C", "D"]
    state = train_table_state(view, names, ["", "", "", ""])
    legal = {a.tile for a in view.legal if isinstance(a, TrainMove)}
    assert state.playable == legal
    assert [s.hand is not None for s in state.seats] == [i == seat for i in range(4)]
    assert state.trains is not None
    assert state.trains.board is view.board
    tile = next(iter(legal), None)
    if tile is not None:
        assert [m.train for m in train_moves(view, tile)] == view.places_for(tile)
    # Another seat's view: nothing to play, its own hand only.
    other = match.view_for((seat + 1) % 4)
    state = train_table_state(other, names, ["", "", "", ""])
    assert state.playable == frozenset()
    assert [s.hand is not None for s in state.seats] == [i == other.seat for i in range(4)]
