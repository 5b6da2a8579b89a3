"""The teacher in the window: counting ends on the table, hints, the Help menu."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from dominoes_qt.ai import Budget, hint
from dominoes_qt.engine import Board, End, Move, Rules, SeatView, tile
from dominoes_qt.games import FIVE_UP, GAMES, SEVEN_ROCKS
from dominoes_qt.ui.explain_layer import CountingLayer
from dominoes_qt.ui.help_menu import GuidedGameDialog
from dominoes_qt.ui.new_game import default_setup
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.table import SeatInfo, TableScene, TableState
from dominoes_qt.ui.teaching import RulesBook
from dominoes_qt.ui.texts import game_entries
from tests.ui.conftest import first_dealt

QUICK_HINT = Budget(iterations=12)
"""Enough search for a sensible hint, and fast."""


def _seeds_fourth_position(rules: Rules) -> Board:
    """The seeds' worked opening: [1|4], [1|1] on its low end, [4|4] on its high end, [3|4]."""
    board = Board(rules.spinners)
    board.place(Move(tile(1, 4)))
    board.place(Move(tile(1, 1), tile(1, 4), End.LOW))
    board.place(Move(tile(4, 4), tile(1, 4), End.HIGH))
    board.place(Move(tile(3, 4), tile(4, 4), End.LINE_B))
    return board


def _scene_showing(board: Board) -> TableScene:
    scene = TableScene(WindowSettings(animations=False))
    seats = [SeatInfo("A", "", 0), SeatInfo("B", "", 0)]
    scene.show_state(TableState(board=board, viewer=0, seats=seats, to_move=None))
    return scene


def test_counting_ends_of_the_seeds_position_in_five_up(qapp):
    scene = _scene_showing(_seeds_fourth_position(FIVE_UP))
    layer = CountingLayer(scene)
    layer.sync()
    assert layer.shown() == {
        (tile(1, 1), End.LINE_B): 2,
        (tile(3, 4), End.LOW): 3,
        (tile(4, 4), End.BRANCH_A): None,
        (tile(4, 4), End.BRANCH_B): None,
    }
    # Filled discs carry the numbers, hollow dots none; they ride on the board layer.
    assert sorted(i.value for i in layer.items if i.value is not None) == [2, 3]
    assert sum(i.value is None for i in layer.items) == 2
    assert all(i.parentItem() is scene.layer for i in layer.items)
    # A disc lies in the free square in front of its open end (the layout's marker), beside
    # the tile: half a unit past its end, clear of its pips, and above every tile.
    layout = scene.layout_
    assert layout is not None
    pose = layout.pose(tile(3, 4))
    mx, my = layout.marker(tile(3, 4), End.LOW)
    disc = next(i for i in layer.items if i.place == (tile(3, 4), End.LOW))
    x, y = disc.pos().x() / 40.0, disc.pos().y() / 40.0
    assert (x, y) == pytest.approx((mx, my))
    assert ((x - pose.x) ** 2 + (y - pose.y) ** 2) ** 0.5 == pytest.approx(1.5)
    end_tile = scene.board_items[tile(3, 4)]
    assert not end_tile.mapToScene(end_tile.shape()).intersects(
        disc.mapToScene(disc.shape()))
    assert all(disc.zValue() > t.zValue() for t in scene.board_items.values())


def test_seven_rocks_marks_no_branch_on_a_later_double(qapp):
    layer = CountingLayer(_scene_showing(_seeds_fourth_position(SEVEN_ROCKS)))
    layer.sync()
    assert layer.shown() == {(tile(1, 1), End.LINE_B): 2, (tile(3, 4), End.LOW): 3}


def test_hidden_counting_ends_leave_nothing_on_the_table(qapp):
    scene = _scene_showing(_seeds_fourth_position(FIVE_UP))
    layer = CountingLayer(scene)
    layer.set_visible(False)
    assert layer.items == []
    assert not [i for i in scene.items() if getattr(i, "kind", None) == "count"]
    layer.set_visible(True)
    assert len([i for i in scene.items() if getattr(i, "kind", None) == "count"]) == 4


def _human_turn_seed(rules: Rules, players: int) -> int:
    """A seed whose first round the human (seat 0) starts."""
    for seed in range(200):
        round_ = first_dealt(rules, players, seed).current
        assert round_ is not None
        if round_.starter == 0:
            return seed
    raise AssertionError("no seed found")


@pytest.fixture
def seven_rocks_window(make_window: Any) -> Any:
    """A Seven Rocks game (no layout trouble) where the human is to lead."""
    seed = _human_turn_seed(SEVEN_ROCKS, 4)
    window = make_window(default_setup(SEVEN_ROCKS, 4, "casual", seed))
    window.hints.budget = QUICK_HINT
    assert window.controller.human_to_move() == 0
    return window


def test_the_window_marks_the_counting_ends_after_a_play_and_e_toggles_them(
        qtbot, seven_rocks_window):
    window = seven_rocks_window
    controller = window.controller
    lead = controller.playable() and sorted(controller.playable())[0]
    assert lead
    assert controller.play(Move(lead))
    board = controller.round.board
    qtbot.waitUntil(lambda: window.counting.marks != {})
    expected = {(p.tile, p.end) for p in board.places()}
    assert set(window.counting.marks) == expected
    values = sorted(v for v in window.counting.marks.values() if v is not None)
    assert sum(values) == board.end_sum

    qtbot.keyClick(window.view, Qt.Key.Key_E)
    assert not window.counting_action.isChecked()
    assert window.counting.items == []
    qtbot.keyClick(window.view, Qt.Key.Key_E)
    assert window.counting_action.isChecked()
    assert window.counting.items


def test_h_shows_the_experts_play_as_a_ghost_with_a_reason_and_counts_it(
        qtbot, seven_rocks_window):
    window = seven_rocks_window
    threads: list[threading.Thread] = []

    def recording_hint(view: SeatView, seed: int, budget: Budget) -> Any:
        threads.append(threading.current_thread())
        return hint(view, seed, budget)

    window.hints.function = recording_hint
    shown: list[bool] = []
    window.hint_shown.connect(lambda: shown.append(True))
    with qtbot.waitSignal(window.hint_shown, timeout=20000):
        qtbot.keyClick(window.view, Qt.Key.Key_H)
    assert shown == [True]
    assert threads
    assert threads[0] is not threading.main_thread()
    found = window.last_hint
    assert found is not None
    assert isinstance(found.action, Move)
    # The suggested play stands on the table as the focused ghost.
    focused = [g for g in window.scene.ghosts if g.focused]
    assert [g.move for g in focused] == [found.action]
    assert window.presenter.selected == found.action.tile
    text = window.message.text()
    assert text.startswith("Hint: play ")
    assert found.action.tile.bracketed() in text
    # Enter plays the suggestion.
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.controller.round.board.tiles[0] == found.action.tile
    assert window.last_hint is None


def test_hints_switched_off_hide_the_button_and_ignore_h(qtbot, seven_rocks_window):
    window = seven_rocks_window
    window.hints_enabled = False
    assert not window.hint_button.isVisible()
    assert window.show_hint() is False
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    assert not window.hints.busy
    window.hints_enabled = True
    assert window.hint_button.isVisible()
    assert window.hint_button.isEnabled()


def test_a_stale_hint_is_dropped(qtbot, seven_rocks_window):
    window = seven_rocks_window
    shown: list[bool] = []
    window.hint_shown.connect(lambda: shown.append(True))
    assert window.show_hint()
    # Play moves on before the answer arrives: the answer no longer fits the table.
    lead = sorted(window.controller.playable())[0]
    window.play_move(Move(lead))
    qtbot.waitUntil(lambda: not window.hints.busy)
    window.hints.shutdown()
    assert shown == []
    assert window.last_hint is None


def test_help_menu_opens_each_rules_book_and_guided_game(qtbot, make_window):
    window = make_window()
    menu = window.help_menu
    titles = [a.text() for a in menu.menu.actions() if not a.isSeparator()]
    # One rules book per registered game (one for a family's targets), seed games first.
    books = [t for t in titles if t.startswith("Rules of &")]
    assert books[:2] == ["Rules of &Exact 61 Five Up", "Rules of &Seven Rocks"]
    assert len(books) == len(game_entries(GAMES.values())) < len(GAMES)
    assert len(set(books)) == len(books)
    assert titles[:len(books)] == books
    guided = titles[len(books):-2]
    assert guided[:2] == ["&Guided first game: Exact 61 Five Up",
                          "&Guided first game: Seven Rocks"]
    assert all(t.startswith("&Guided first game: ") for t in guided)
    assert titles[-2:] == ["&Keys", "&About Dominoes"]
    for action, rules in ((menu.rules[SEVEN_ROCKS.variant], SEVEN_ROCKS),
                          (menu.rules[FIVE_UP.variant], FIVE_UP)):
        action.trigger()
        book = menu.dialog
        assert isinstance(book, RulesBook)
        assert book.rules is rules
        assert book.isVisible()
        book.close()
    menu.guided[FIVE_UP.variant].trigger()
    assert isinstance(menu.dialog, GuidedGameDialog)
    assert menu.dialog.widget.game.script.rules is FIVE_UP
    menu.dialog.close()
    keys = menu.show_keys()
    assert "H: hint" in keys.text()
    assert "E: " in keys.text()
    keys.close()
    about = menu.show_about()
    assert isinstance(about, QMessageBox)
    assert "Seven Rocks" in about.text()
    about.close()

