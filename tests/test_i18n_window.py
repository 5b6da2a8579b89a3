"""The main window and the new-game dialog in Ukrainian, and switching language at runtime."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox

from dominoes_qt.games import SEVEN_ROCKS
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.new_game import default_setup
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.window import GameWindow

ROOT = Path(__file__).resolve().parents[1]
FAST = WindowSettings(ai_pace_ms=0, animations=False)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _menu_titles(window: GameWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


@pytest.fixture
def window(qtbot):
    made = GameWindow(FAST)
    qtbot.addWidget(made)
    yield made
    made.controller.shutdown()
    made.hints.shutdown()


@pytest.fixture
def translations(qapp):
    installed = install_translations(qapp, "uk")
    yield installed
    installed.apply("en")


def test_with_the_preference_uk_the_window_and_new_game_dialog_speak_ukrainian(
        qtbot, translations, window):
    assert window.windowTitle() == "Доміно"
    titles = _menu_titles(window)
    assert titles[0] == "&Гра"
    assert "&Вигляд" in titles
    assert titles[-1] == "&Довідка"
    assert window.new_action.text() == "&Нова гра…"
    assert window.counting_action.text() == "Показувати &залікові кінці"
    assert window.hint_button.text() == "Підказка (H)"
    help_texts = [a.text() for a in window.help_menu.menu.actions() if not a.isSeparator()]
    assert help_texts[0] == "Правила гри «&Екзакт 61 Файв Ап»"
    assert help_texts[-1] == "&Про «Доміно»"

    # The window's child, deleted once closed: not the test's to close.
    dialog = window.show_new_game_dialog()
    assert dialog.windowTitle() == "Нова гра"
    assert dialog.game.itemText(0) == "Екзакт 61 Файв Ап"
    assert dialog.kinds[1].itemText(0) == "Людина"
    deal = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    assert deal.text() == "&Роздати"
    cancel = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text() == "Скасувати"  # Qt's own catalogue
    dialog.reject()


def test_switching_language_at_runtime_retranslates_menus_dialog_and_table(
        qtbot, translations, window):
    window.new_game(default_setup(SEVEN_ROCKS, 4, "casual", seed=3))
    # The window's child, deleted once closed: not the test's to close.
    dialog = window.show_new_game_dialog()
    badge = window.scene.badges[1]
    assert "кіст" in badge.detail

    translations.apply("en")
    qtbot.waitUntil(lambda: _menu_titles(window)[0] == "&Game")
    assert "&View" in _menu_titles(window)
    assert window.counting_action.text() == "Show &counting ends"
    # Qt adds the program's name after the title: the window names only its game.
    assert window.windowTitle() == "Seven Rocks"
    assert QGuiApplication.applicationDisplayName() == "Dominoes"
    qtbot.waitUntil(lambda: dialog.windowTitle() == "New game")
    assert dialog.game.itemText(1) == "Seven Rocks"
    assert "tiles" in badge.detail

    translations.apply("uk")
    qtbot.waitUntil(lambda: _menu_titles(window)[0] == "&Гра")
    assert window.windowTitle() == "Севен Рокс"
    assert QGuiApplication.applicationDisplayName() == "Доміно"
    assert window.help_menu.keys.text() == "&Клавіші"
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Нова гра")
    dialog.reject()


def test_started_with_a_ukrainian_locale_the_window_is_ukrainian(tmp_path):
    # The system locale is read once per process: a process of its own.
    script = (
        "from PySide6.QtWidgets import QApplication\n"
        "from dominoes_qt.ui.i18n import install_translations\n"
        "from dominoes_qt.ui.settings import WindowSettings\n"
        "from dominoes_qt.ui.window import GameWindow\n"
        "app = QApplication([])\n"
        "t = install_translations(app, 'system')\n"
        "w = GameWindow(WindowSettings(ai_pace_ms=0, animations=False))\n"
        "d = w.show_new_game_dialog()\n"
        "print(t.language)\n"
        "print('|'.join(a.text() for a in w.menuBar().actions()))\n"
        "print(d.windowTitle())\n"
        "print(d.game.itemText(1))\n"
        "d.reject(); w.close()\n"
    )
    env = {**os.environ, "LANG": "uk_UA.UTF-8", "LC_ALL": "", "LC_MESSAGES": "",
           "LANGUAGE": "", "QT_QPA_PLATFORM": "offscreen",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_STATE_HOME": str(tmp_path / "state"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            env=env, check=True, cwd=ROOT, timeout=120)
    lines = result.stdout.splitlines()
    assert lines[0] == "uk"
    menus = lines[1].split("|")
    assert menus[0] == "&Гра"
    assert "&Вигляд" in menus
    assert menus[-1] == "&Довідка"
    assert lines[2] == "Нова гра"
    assert lines[3] == "Севен Рокс"
