"""The keys are written down once: every binding reaches the window and the help text."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from dominoes_qt.ui.keys import BINDINGS, Command, command_for, help_text


def test_every_command_has_a_binding_a_handler_and_a_help_line(make_window: Any) -> None:
    window = make_window()
    assert {b.command for b in BINDINGS} == set(Command)
    assert set(window._commands) == set(Command)
    text = help_text()
    assert len(text.splitlines()) >= 9
    for binding in BINDINGS:
        for key in binding.keys:
            found = command_for(key.value, binding.shifted)
            assert found is not None
            assert found[0] is binding.command
    assert "1-9" in text
    assert QKeySequence(Qt.Key.Key_D).toString() + ": " in text
    assert window.help_menu.keys_text == text


def test_the_menu_shortcuts_come_from_the_bindings(make_window: Any) -> None:
    window = make_window()
    assert window.counting_action.shortcut() == QKeySequence("E")
    assert window.zoom_actions[2].shortcut() == QKeySequence("Ctrl+0")
    assert command_for(Qt.Key.Key_3.value) == (Command.CHOOSE_TILE, 2)
    assert command_for(Qt.Key.Key_F12.value) is None
