"""Before any match (the first New game dialog cancelled), every key the table handles and
every menu action does nothing harmful: no exception reaches Qt's event loop."""

from __future__ import annotations

import sys
from types import TracebackType
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QMessageBox

from dominoes_qt.ui.keys import BINDINGS
from tests.ui.session_harness import harness_factory

Caught = list[tuple[type[BaseException], BaseException, TracebackType | None]]


@pytest.fixture
def make_harness(qtbot):
    yield from harness_factory(qtbot)


@pytest.fixture
def caught(monkeypatch: pytest.MonkeyPatch) -> Caught:
    seen: Caught = []
    monkeypatch.setattr(sys, "excepthook", lambda *error: seen.append(error))
    return seen


def _close_dialogs() -> None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, (QDialog, QMessageBox)) and widget.isVisible():
            widget.close()


def _errors(caught: Caught) -> list[str]:
    return [f"{kind.__name__}: {value}" for kind, value, _ in caught]


def test_every_key_without_a_match_is_quiet(qtbot: Any, make_harness: Any,
                                            caught: Caught) -> None:
    harness = make_harness()
    harness.session.guard.install()
    try:
        assert harness.controller.match is None
        view = harness.window.view
        for binding in BINDINGS:
            modifier = (Qt.KeyboardModifier.ShiftModifier if binding.shifted
                        else Qt.KeyboardModifier.NoModifier)
            for key in binding.keys:
                qtbot.keyClick(view, key, modifier)
                QApplication.processEvents()
                assert _errors(caught) == [], (binding.command, key)
        assert harness.session.guard.count == 0
    finally:
        harness.session.guard.uninstall()
        _close_dialogs()


def test_draw_and_pass_without_a_match_say_why(qtbot: Any, make_harness: Any,
                                               caught: Caught) -> None:
    harness = make_harness()
    for key in (Qt.Key.Key_D, Qt.Key.Key_P, Qt.Key.Key_Return):
        harness.window.say("")
        qtbot.keyClick(harness.window.view, key)
        assert "New game" in harness.window.message.text()
    assert caught == []


def _actions(harness: Any) -> list[QAction]:
    window = harness.window
    found: list[QAction] = []
    for menu in window.menuBar().findChildren(QMenu):
        menu.aboutToShow.emit()
        for action in menu.actions():
            if action.isSeparator() or action.menu() is not None:
                continue
            if action is window.quit_action or action in found:
                continue
            found.append(action)
    return found


def test_every_menu_action_without_a_match_is_quiet(qtbot: Any, make_harness: Any,
                                                    caught: Caught, tmp_path: Any) -> None:
    harness = make_harness()
    session = harness.session
    session.files.ask_open_path = lambda: None
    session.files.ask_save_path = lambda suggested: tmp_path / "out.dominoes.json"
    session.guard.install()
    try:
        actions = _actions(harness)
        # Undo, Save, Analyse, Review ... as well as the dialogs.
        assert len(actions) > 15
        for action in actions:
            if not action.isEnabled():
                continue
            action.trigger()
            QApplication.processEvents()
            _close_dialogs()
            QApplication.processEvents()
            assert _errors(caught) == [], action.text()
        assert harness.session.guard.count == 0
    finally:
        session.guard.uninstall()
        session.coach.cancel()
        _close_dialogs()


def test_before_any_match_the_pass_button_speaks_of_the_game_offered_first(
        qtbot: Any, make_harness: Any) -> None:
    from dominoes_qt.games import GAMES
    from dominoes_qt.ui.new_game import default_setup

    window = make_harness().window
    assert window.controller.match is None
    offered = window.starting.setup_defaults or default_setup()
    assert offered.rules.draws
    assert window.pass_button.text() == "Pass (P)"
    blocking = next(r for r in GAMES.values() if not r.draws)
    window.set_setup_defaults(default_setup(blocking))
    assert window.pass_button.text() == "Knock (P)"
