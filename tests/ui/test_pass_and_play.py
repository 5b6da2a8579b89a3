"""Pass-and-play: two people at one local table never see each other's tiles."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from dominoes_qt.engine import Move, Tile
from dominoes_qt.games import GAMES
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.items import TileItem


def hand_tiles_face_up(window: Any) -> set[Tile]:
    """Face-up tiles on the scene that are not on the board: someone's hand."""
    round_ = window.controller.round
    board = set(round_.board.tiles) if round_ is not None else set()
    return {i.tile for i in window.scene.items()
            if isinstance(i, TileItem) and i.face_up and i.isVisible()
            and i.tile not in board}


def two_people() -> GameSetup:
    return GameSetup(GAMES["block-game"], (SeatSetup("Ann"), SeatSetup("Bo")), seed=5)


def test_the_table_is_covered_between_two_peoples_turns(qtbot: Any, make_window: Any
                                                        ) -> None:
    window = make_window()
    hand_over = window.pass_and_play
    hand_over.enabled = True  # as the program's window has it
    window.new_game(two_people())
    controller = window.controller
    first = controller.human_to_move()
    assert first is not None
    names = window.seat_names()
    # The first person is handed the table too: nobody's tiles are up until they say so.
    assert hand_over.cover.isVisible()
    assert names[first] in hand_over.cover.label.text()
    assert hand_tiles_face_up(window) == set()
    qtbot.keyClick(hand_over.cover.button, Qt.Key.Key_Space)
    assert not hand_over.cover.isVisible()
    assert hand_tiles_face_up(window) == set(controller.round.hands[first])
    move = next(a for a in controller.match.legal_actions() if isinstance(a, Move))
    assert window.play_move(move)
    qtbot.waitUntil(lambda: controller.human_to_move() not in (None, first), timeout=5000)
    second = controller.human_to_move()
    # Pass to the other person: the cover is up and no hand shows on the table.
    assert hand_over.cover.isVisible()
    assert names[second] in hand_over.cover.label.text()
    assert hand_tiles_face_up(window) == set()
    seen = window.presenter.view
    assert seen is not None
    assert all(hand is None for hand in seen.hands)
    # Keys under the cover play nothing.
    moves = controller.move_number
    qtbot.keyClick(hand_over.cover, Qt.Key.Key_D)
    assert controller.move_number == moves
    qtbot.keyClick(hand_over.cover, Qt.Key.Key_Space)
    assert not hand_over.cover.isVisible()
    assert hand_tiles_face_up(window) == set(controller.round.hands[second])
    assert not set(controller.round.hands[first]) & hand_tiles_face_up(window)


def test_the_programs_window_hands_over(qtbot: Any, monkeypatch: Any) -> None:
    from dominoes_qt.ui import app

    monkeypatch.setattr(app, "install_translations", lambda application, preference: None)
    monkeypatch.setattr(app, "when_exposed", lambda window, then: None)
    window, session = app.open_window()
    qtbot.addWidget(window)
    try:
        assert window.pass_and_play.enabled
    finally:
        session.guard.uninstall()
        window.close()


def test_one_person_against_computers_has_no_hand_over(qtbot: Any, make_window: Any) -> None:
    setup = GameSetup(GAMES["block-game"], (SeatSetup("Ann"),
                                            SeatSetup("Cy", "ai", "beginner")), seed=5)
    window = make_window()
    window.pass_and_play.enabled = True
    window.new_game(setup)
    assert not window.pass_and_play.active
    assert not window.pass_and_play.cover.isVisible()
    round_ = window.controller.round
    qtbot.waitUntil(lambda: window.controller.human_to_move() == 0, timeout=5000)
    assert hand_tiles_face_up(window) == set(round_.hands[0])
