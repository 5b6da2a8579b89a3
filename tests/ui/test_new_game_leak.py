"""New games started over a game in progress, animations on, leave nothing behind: the
window's objects (dialogs, animations, items) stay as many over twenty games."""

from __future__ import annotations

import gc
from typing import Any

import pytest
from PySide6.QtCore import QObject

from dominoes_qt.engine import DRAW, Move
from dominoes_qt.storage.prefs import Preferences
from tests.ui.session_harness import harness_factory

ANIMATED = Preferences(ai_pace_ms=0, animations=True, confirm_abandon=False)


@pytest.fixture
def make_harness(qtbot):
    yield from harness_factory(qtbot)


def _objects(harness: Any) -> tuple[int, int]:
    gc.collect()
    window = harness.window
    return len(window.findChildren(QObject)), len(window.scene.children())


def test_twenty_new_games_over_games_in_progress_leave_nothing_behind(
        qtbot: Any, make_harness: Any) -> None:
    harness = make_harness(ANIMATED)
    window, c = harness.window, harness.controller
    counts: list[tuple[int, int]] = []
    for number in range(20):
        dialog = window.show_new_game_dialog()
        dialog.accept()
        qtbot.waitUntil(lambda: c.human_to_move() is not None, timeout=10_000)
        # A play, then the next game while its tile is still on its way.
        assert c.match is not None
        action = c.match.legal_actions()[0]
        if isinstance(action, Move):
            assert c.play(action)
        else:
            assert c.draw() if action == DRAW else c.pass_turn()
        qtbot.wait(20)
        if number in (4, 19):
            counts.append(_objects(harness))
    qtbot.waitUntil(lambda: not window.scene.animations_running(), timeout=10_000)
    (objects_5, scene_5), (objects_20, scene_20) = counts
    assert objects_20 <= objects_5 + 10, counts
    assert scene_20 <= scene_5 + 5, counts
