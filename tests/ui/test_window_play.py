"""Playing through the window's own controls: clicks on tiles and ghosts, and keys."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt

from dominoes_qt.engine import Need, Tile
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.ui.new_game import default_setup
from tests.ui.conftest import click_scene, first_dealt


def _scoring_lead_seed() -> tuple[int, Tile]:
    """A seed where the human (seat 0) leads and holds a tile whose pips score."""
    for seed in range(500):
        match = first_dealt(FIVE_UP, 2, seed)
        round_ = match.current
        assert round_ is not None
        if round_.starter != 0:
            continue
        for t in round_.hands[0]:
            if t.pips % 5 == 0 and t.pips > 0:
                return seed, t
    raise AssertionError("no seed found")


def test_click_a_tile_then_its_ghost_plays_and_scores(qtbot, make_window):
    seed, lead = _scoring_lead_seed()
    window = make_window(default_setup(FIVE_UP, 2, "casual", seed))
    controller = window.controller
    assert controller.human_to_move() == 0
    assert window.scores.scores == [0, 0]
    hand_item = window.scene.hand_items[lead]

    click_scene(qtbot, window, hand_item.scenePos())
    assert window.presenter.selected == lead
    assert len(window.scene.ghosts) == 1
    ghost = window.scene.ghosts[0]
    assert ghost.move is not None
    assert ghost.move.tile == lead
    assert not controller.round.board.tiles

    click_scene(qtbot, window, ghost.mapToScene(QPointF(0, 0)))
    round_ = controller.round
    assert round_.board.tiles[0] == lead
    assert lead in window.scene.board_items
    assert lead not in window.scene.hand_items
    assert window.scores.scores[0] == lead.pips
    points = FIVE_UP.display(lead.pips)
    assert window.sum_label.text().endswith(f"= {lead.pips}: +{points}") or \
        window.sum_label.text().endswith(f"{lead.a} + {lead.b} = {lead.pips}: +{points}")
    # The computer answers by itself, off the GUI thread.
    qtbot.waitUntil(lambda: len(controller.round.board) >= 2 or controller.round.is_over
                    or controller.need() is not Need.PLAY, timeout=5000)


def _play_round_with_keys(qtbot: Any, window: Any) -> None:
    controller = window.controller
    view = window.view
    for _ in range(400):
        qtbot.waitUntil(lambda: controller.human_to_move() is not None
                        or window.round_end_dialog is not None, timeout=10000)
        if window.round_end_dialog is not None:
            return
        need = controller.need()
        if need is Need.DRAW:
            qtbot.keyClick(view, Qt.Key.Key_D)
        elif need is Need.PASS:
            qtbot.keyClick(view, Qt.Key.Key_P)
        else:
            for _ in range(len(controller.round.hands[controller.human_to_move()]) + 1):
                if window.presenter.moves:
                    break
                qtbot.keyClick(view, Qt.Key.Key_Right)
            assert window.presenter.moves, "a tile with a place must be reachable with the arrows"
            qtbot.keyClick(view, Qt.Key.Key_Tab)
            qtbot.keyClick(view, Qt.Key.Key_Return)
    raise AssertionError("the round did not end")


def _play_round_with_clicks(qtbot: Any, window: Any) -> None:
    controller = window.controller
    for _ in range(400):
        # Ghosts are offered once a relayout (after the computer's play) is on the table.
        qtbot.waitUntil(lambda: (controller.human_to_move() is not None
                                 or window.round_end_dialog is not None)
                        and not window.scene.layout_pending, timeout=10000)
        if window.round_end_dialog is not None:
            return
        need = controller.need()
        if need is Need.PASS:
            qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
            continue
        if need is Need.DRAW:
            click_scene(qtbot, window, window.scene.boneyard.scenePos())
            continue
        tile = sorted(controller.playable())[0]
        click_scene(qtbot, window, window.scene.hand_items[tile].scenePos())
        assert window.scene.ghosts
        before = len(controller.round.board)
        click_scene(qtbot, window, window.scene.ghosts[-1].mapToScene(QPointF(0, 0)))
        assert len(controller.round.board) == before + 1 or controller.round.is_over
    raise AssertionError("the round did not end")


def _check_round_end(window: Any) -> None:
    dialog = window.round_end_dialog
    assert dialog is not None
    assert dialog.isVisible()
    round_ = window.controller.round
    assert round_.is_over
    # Every hand is shown as its tiles.
    for seat in range(len(window.seat_names())):
        assert dialog.hand_tiles(seat) == tuple(round_.hands[seat])
    # Every hand lies face up on the table now.
    assert window.scene.state is not None
    assert window.scene.state.reveal


def test_whole_five_up_round_with_the_keyboard(qtbot, make_window):
    window = make_window(default_setup(FIVE_UP, 2, "casual", seed=3))
    _play_round_with_keys(qtbot, window)
    _check_round_end(window)
    if not window.round_end_dialog.match_over:
        qtbot.mouseClick(window.round_end_dialog.primary, Qt.MouseButton.LeftButton)
        assert window.controller.round.number == 2
        assert window.round_end_dialog is None or not window.round_end_dialog.isVisible()


def test_whole_seven_rocks_round_with_the_mouse(qtbot, make_window):
    window = make_window(default_setup(SEVEN_ROCKS, 4, "casual", seed=5))
    _play_round_with_clicks(qtbot, window)
    _check_round_end(window)
    match = window.controller.match
    assert window.scores.scores == match.scores


def test_drawing_and_passing_only_when_the_rules_say_so(qtbot, make_window):
    seed, _ = _scoring_lead_seed()
    window = make_window(default_setup(FIVE_UP, 2, "casual", seed))
    assert window.controller.need() is Need.PLAY
    qtbot.keyClick(window.view, Qt.Key.Key_P)
    assert "You can lay a tile, so you must" in window.message.text()
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert window.controller.round.drawn == 0
    assert not window.draw_button.isEnabled()
