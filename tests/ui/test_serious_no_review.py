"""A serious match in play offers no review, analysis or win chance of itself."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dominoes_qt.storage.saves import SaveStore
from tests.ui.session_harness import (
    harness_factory,
    play_plays,
    start_game,
    wait_for_decision,
)


@pytest.fixture
def make_harness(qtbot):
    yield from harness_factory(qtbot)


def test_a_serious_match_in_play_offers_no_review_and_no_analysis(qtbot, make_harness):
    harness = make_harness()
    start_game(harness)
    session = harness.session
    play_plays(qtbot, harness, 1)
    assert wait_for_decision(qtbot, harness)
    # An ordinary match offers both while it is played.
    assert session.reviews.review_action.isEnabled()
    assert session.coach.analyse_action.isEnabled()

    harness.window.new_game(replace(harness.controller.setup, serious=True))
    play_plays(qtbot, harness, 2)
    assert wait_for_decision(qtbot, harness)
    assert session.serious_in_play
    assert not session.reviews.review_action.isEnabled()
    assert not session.coach.analyse_action.isEnabled()
    # Asked for anyway (a key, the score sheet, a stale button): nothing is shown.
    assert not session.reviews.review_current()
    harness.window.scores.event_activated.emit(0)
    assert not session.reviews.active
    assert not session.coach.analyse()
    assert session.coach.review is None
    assert not session.coach.panel.isVisible()


def test_a_saved_copy_of_the_serious_match_in_play_is_not_reviewed(qtbot, make_harness):
    harness = make_harness()
    start_game(harness)
    session = harness.session
    harness.window.new_game(replace(harness.controller.setup, serious=True))
    play_plays(qtbot, harness, 2)
    assert wait_for_decision(qtbot, harness)
    autosave = SaveStore.for_app().autosave_path
    assert autosave.exists()
    reported: list[str] = []
    session.reported.connect(lambda title, _text: reported.append(title))
    assert not session.reviews.review_file(autosave)
    assert not session.reviews.active
    assert reported
    assert not session.coach.analyse()
