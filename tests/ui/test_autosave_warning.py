"""The window with hostile files: it always opens, and a failing autosave stays in sight."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest

from dominoes_qt.engine.record import replay, summary
from dominoes_qt.games import FIVE_UP
from dominoes_qt.storage import atomic
from dominoes_qt.storage.prefs import PrefsStore
from dominoes_qt.storage.saves import SaveStore
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui.new_game import default_setup
from tests.ui.session_harness import (
    harness_factory,
    human_leads_seed,
    play_plays,
    start_game,
    wait_for_decision,
)


@pytest.fixture
def make_harness(qtbot):
    yield from harness_factory(qtbot)


DAMAGE = {
    "huge-int": '{"format": "dominoes-qt-record", "version": ' + "9" * 5000 + "}",
    "deep": "[" * 100_000,
    "surrogate": '{"format": "dominoes-qt-record", "version": 1, "variant": "\\ud800"}',
    "fifo": None,
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_hostile_autosave_falls_back_to_the_backup_in_the_window(
        qtbot, make_harness, damage):
    first = make_harness()
    start_game(first)
    play_plays(qtbot, first, 2)
    assert wait_for_decision(qtbot, first)
    first.window.close()
    store = SaveStore.for_app()
    backup = summary(replay(store.open(store.autosave_backup_path).record))
    store.autosave_path.unlink()
    content = DAMAGE[damage]
    if content is None:
        os.mkfifo(store.autosave_path)
    else:
        store.autosave_path.write_text(content)
    # Hostile preferences and statistics at the same start: defaults, and the window opens.
    PrefsStore.for_app().path.parent.mkdir(parents=True, exist_ok=True)
    PrefsStore.for_app().path.write_text('{"version": 1' + "0" * 300 + "}")
    StatsStore.for_app().path.write_text("{" * 100_000)

    second = make_harness()
    assert PrefsStore.for_app().load().notice is not None
    second.session.start()
    assert "backup" in second.asked[0][1]
    assert second.window.isVisible()
    assert summary(second.controller.match) == backup
    aside = [p.name for p in store.data_dir.iterdir() if ".corrupt-" in p.name]
    assert any(name.startswith("autosave.json.corrupt-") for name in aside)


def test_a_failing_autosave_stays_shown_until_the_next_good_one(qtbot, make_harness,
                                                               monkeypatch):
    harness = make_harness()
    warning = harness.session.autosave_warning
    saves = harness.session.saves
    real = saves.autosave_text
    failing = [True]

    def autosave(text: str) -> None:
        if failing[0]:
            raise atomic.WriteError(Path("autosave.json"), "the disk is full")
        real(text)

    monkeypatch.setattr(saves, "autosave_text", autosave)
    start_game(harness)
    play_plays(qtbot, harness, 2)
    assert warning.isVisible()
    assert "not being saved" in warning.text()
    assert "the disk is full" in warning.toolTip()
    assert [title for title, _ in harness.told] == ["Autosave failed"]

    failing[0] = False
    play_plays(qtbot, harness, 1)
    assert not warning.isVisible()
    assert saves.autosave_path.is_file()
    assert len(harness.told) == 1


def test_a_name_that_is_not_text_makes_the_autosave_fail_visibly(qtbot, make_harness):
    harness = make_harness()
    setup = default_setup(FIVE_UP, 2, "beginner", human_leads_seed())
    seats = (replace(setup.seats[0], name="Bad\ud800name"), *setup.seats[1:])
    harness.window.new_game(replace(setup, seats=seats))
    play_plays(qtbot, harness, 1)
    warning = harness.session.autosave_warning
    assert warning.isVisible()
    assert "lone surrogate" in warning.toolTip()
    assert not SaveStore.for_app().autosave_path.exists()
    assert len(harness.controller.round.plays) >= 1
