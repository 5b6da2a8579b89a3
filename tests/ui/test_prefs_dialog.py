"""The Preferences and Statistics dialogs, and what they change in the running window."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialogButtonBox

from dominoes_qt.games import FIVE_UP
from dominoes_qt.storage import atomic
from dominoes_qt.storage.prefs import Preferences, PrefsStore
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui.preferences_dialog import PreferencesDialog
from dominoes_qt.ui.statistics_dialog import StatisticsDialog
from tests.storage.helpers import play_to_end, random_match
from tests.ui.session_harness import Harness, harness_factory, start_game


@pytest.fixture
def make_harness(qtbot):
    yield from harness_factory(qtbot)



def _corner(harness: Harness) -> QColor:
    image = harness.window.view.viewport().grab().toImage()
    return QColor(image.pixelColor(5, 5))


def test_the_dialog_shows_and_returns_preferences(qtbot):
    prefs = Preferences(theme="walnut", ai_pace_ms=1200, hints=False, language="uk")
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    assert dialog.preferences() == prefs
    dialog.animations.setChecked(False)
    assert not dialog.animation_speed.isEnabled()
    dialog.serious.setChecked(True)
    assert dialog.preferences() == replace(prefs, animations=False, serious_by_default=True)


def test_changes_apply_to_the_window_at_once_and_persist(qtbot, make_harness):
    harness = make_harness()
    start_game(harness)
    window = harness.window
    felt = _corner(harness)
    assert felt.green() > felt.red()
    dialog = harness.session.show_preferences()
    dialog.ai_pace.setValue(250)
    dialog.theme.setCurrentIndex(dialog.theme.findData("walnut"))
    dialog.colour_blind.setChecked(True)
    # Drawing is automatic by default; the box asks to draw by hand.
    assert window.controller.auto_draw
    assert not dialog.draw_by_hand.isChecked()
    dialog.draw_by_hand.setChecked(True)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()

    assert window.controller.pace_ms == 250
    assert not window.controller.auto_draw
    assert window.settings.theme == "walnut"
    walnut = _corner(harness)
    assert walnut.red() > walnut.green()
    # Every tile shares the scene's palette, so the highlights changed everywhere.
    assert window.scene.palette_.ghost == QColor("#0072b2")
    saved = PrefsStore.for_app().load().value
    assert saved.ai_pace_ms == 250
    assert saved.theme == "walnut"
    assert saved.colour_blind
    assert harness.told == []

    dialog.hints.setChecked(False)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not window.hint_button.isVisibleTo(window)
    assert not PrefsStore.for_app().load().value.hints


def test_preferences_that_can_not_be_saved_still_apply(qtbot, make_harness, monkeypatch):
    harness = make_harness()

    def refuse(prefs: Preferences) -> None:
        raise atomic.WriteError(Path("preferences.json"), "the folder is read-only")

    monkeypatch.setattr(harness.session.prefs_store, "save", refuse)
    harness.session.set_preferences(replace(harness.session.prefs, ai_pace_ms=900))
    assert harness.window.controller.pace_ms == 900
    assert "read-only" in harness.told[0][1]


def test_the_statistics_dialog_shows_counts_and_resets_after_asking(qtbot):
    store = StatsStore.for_app()
    match = play_to_end(random_match("five-up-61", 2, 3, 0), 4)
    store.record_finished(match, {0}, {1: "beginner"}, hints_used=2)
    asked: list[str] = []
    answer = [False]

    def ask(title: str, text: str) -> bool:
        asked.append(title)
        return answer[0]

    dialog = StatisticsDialog(store, ask=ask)
    qtbot.addWidget(dialog)
    won = match.winner == 0
    assert dialog.value("five-up-61", 2, "Matches played") == "1"
    assert dialog.value("five-up-61", 2, "Matches won").startswith(f"{int(won)} / 1")
    assert dialog.value("five-up-61", 2, "Won against beginner").startswith(f"{int(won)} / 1")
    assert dialog.value("five-up-61", 2, "Hints used") == "2"
    assert dialog.value("five-up-61", 3, "Matches played") == "0"
    assert dialog.value("seven-rocks", 4, "Matches played") == "0"
    if won:
        margin = (match.scores[0] - match.scores[1]) // FIVE_UP.display_divisor
        assert dialog.value("five-up-61", 2, "Best winning margin") == str(margin)

    assert not dialog.reset()
    assert asked
    assert store.load().value.get("five-up-61", 2).played == 1
    answer[0] = True
    assert dialog.reset()
    assert dialog.value("five-up-61", 2, "Matches played") == "0"
    assert store.load().value.get("five-up-61", 2).played == 0
