"""Mexican Train set up in the New game dialog: two to eight seats with a level each, the
train rules' options in the house-rules panel, and Deal starting the train match so set."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QCheckBox

from dominoes_qt.games import TRAIN_GAMES
from dominoes_qt.games.mexican_train import TRAIN_RULES
from dominoes_qt.storage.rulesets import ruleset_key
from dominoes_qt.storage.stats import stats_key
from dominoes_qt.ui.new_game import MAX_SEATS, TrainSetup
from dominoes_qt.ui.statistics_dialog import StatisticsDialog
from tests.ui.session_harness import harness_factory, start_game
from tests.ui.test_train_play import _play_round


def test_mexican_train_is_offered_with_eight_seats_and_its_own_options(
        qtbot: Any, make_window: Any) -> None:
    window = make_window()
    dialog = window.show_new_game_dialog()
    dialog.choose("mexican-train")
    assert dialog.is_train()
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 8)
    panel = dialog.house
    rules = TRAIN_GAMES["mexican-train"]
    assert list(panel.fields) == [o.key for o in type(rules).declared_options()]
    assert panel.summary.text() == "Standard rules."
    # Short names beside the check boxes: the sentence goes to the tooltip.
    starting = panel.fields["starting-run"]
    assert isinstance(starting, QCheckBox)
    assert starting.text() == "Starting run"
    assert starting.accessibleName() == "Starting run"
    assert "first turn of a round" in starting.toolTip()
    assert not dialog.serious.isEnabled()
    dialog.players.setValue(8)
    assert all(not dialog.kinds[s].isHidden() for s in range(MAX_SEATS))
    assert dialog.kinds[7].accessibleName() == "Player of seat 8"
    assert dialog.names[7].accessibleName() == "Name of seat 8"
    # Back to six players: the last two seats go.
    dialog.players.setValue(6)
    assert dialog.kinds[6].isHidden()
    assert dialog.kinds[7].isHidden()
    field = panel.fields["zero-double-50"]
    assert isinstance(field, QCheckBox)
    field.setChecked(True)
    assert panel.summary.text().startswith("House rules:")
    dialog.names[0].setText("Olena")
    dialog.kinds[3].setCurrentIndex(dialog.kinds[3].findData("master"))
    dialog.kinds[5].setCurrentIndex(dialog.kinds[5].findData("beginner"))
    dialog.seed.setText("17")
    assert dialog._ok.isEnabled()
    dialog.accept()
    trains = window.trains
    assert trains.active
    match = trains.match
    assert match is not None
    assert match.rules.zero_double_points == 50
    assert match.rules.house_rules
    assert trains.names[0] == "Olena"
    assert len(trains.names) == 6
    assert trains.levels[0] is None
    assert trains.levels[3] == "master"
    assert trains.levels[5] == "beginner"


def test_a_train_game_needs_exactly_one_human_seat(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    dialog = window.show_new_game_dialog()
    dialog.choose("mexican-train")
    dialog.players.setValue(3)
    dialog.kinds[2].setCurrentIndex(0)  # a second human
    assert not dialog._ok.isEnabled()
    assert "Exactly one seat must be a human" in dialog.partnerships.text()
    dialog.accept()
    assert dialog.result() == 0
    assert not window.trains.active
    dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData("skilled"))
    assert dialog._ok.isEnabled()


def test_a_line_game_is_still_dealt_after_looking_at_mexican_train(
        qtbot: Any, make_window: Any) -> None:
    window = make_window()
    dialog = window.show_new_game_dialog()
    dialog.choose("mexican-train")
    dialog.choose("all-fives-100")
    assert not dialog.is_train()
    assert dialog.serious.isEnabled()
    assert dialog.players.maximum() == 4
    assert all(dialog.kinds[s].isHidden() for s in range(4, MAX_SEATS))
    dialog.accept()
    assert not window.trains.active
    assert window.controller.setup is not None
    assert window.controller.setup.rules.variant == "all-fives-100"


def test_the_dialog_fits_a_small_screen_with_eight_seats_and_the_options_open(
        qtbot: Any, make_window: Any) -> None:
    window = make_window()
    dialog = window.show_new_game_dialog()
    dialog.choose("mexican-train")
    dialog.players.setValue(8)
    dialog.house.toggle.setChecked(True)
    hint = dialog.sizeHint()
    assert hint.width() <= 1024
    assert hint.height() <= 600


@pytest.fixture
def make_harness(qtbot: Any) -> Iterator[Any]:
    yield from harness_factory(qtbot)


def test_a_finished_train_match_is_counted_under_its_ruleset(
        make_harness: Any, qtbot: Any) -> None:
    harness = make_harness()
    start_game(harness)
    window = harness.window
    rules = TRAIN_RULES.with_options(rounds=1, set=9)
    window.start_train(TrainSetup(rules, ("You", "Ana", "Bo"), (None, "expert", "expert"), 2))
    _play_round(window, qtbot)
    match = window.trains.match
    assert match is not None
    assert match.is_over
    stats = harness.session.stats_store.load().value
    counted = stats.games[stats_key(ruleset_key(rules), 3)]
    assert counted.played == 1
    assert counted.won == int(0 in match.winners)
    assert counted.by_level["expert"].played == 1
    assert counted.ruleset == rules.ruleset.to_json()
    # The statistics dialog has a tab for these house rules, eight-player column and all.
    dialog = StatisticsDialog(harness.session.stats_store)
    qtbot.addWidget(dialog)
    key = ruleset_key(rules)
    assert dialog.value(key, 3, "Matches played") == "1"
    assert dialog.value(key, 8, "Matches played") == "0"
    assert dialog.value("mexican-train", 3, "Matches played") == "0"
    title = dialog.tables[key].accessibleName()
    assert title.startswith("Mexican Train — House rules:")
