"""Helpers for driving the game window with real input events."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt

from dominoes_qt.engine import Match, Rules
from dominoes_qt.ui.controller import GameSetup, PlayerFactory
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.window import GameWindow

FAST = WindowSettings(ai_pace_ms=0, animations=False)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The offscreen platform warns that it can not size top-level windows; that is the
    # platform's limitation, not a fault of ours, so it must not fail window tests.
    for item in items:
        if "tests/ui/" in item.nodeid.replace("\\", "/"):
            item.add_marker(pytest.mark.qt_log_ignore("propagateSizeHints"))


def click_scene(qtbot: Any, window: Any, scene_pos: QPointF, double: bool = False) -> None:
    """A real left click on the view's viewport at a scene point."""
    point = window.view.mapFromScene(scene_pos)
    viewport = window.view.viewport()
    if double:
        qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    else:
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)


def first_dealt(rules: Rules, players: int, seed: int) -> Match:
    """The match a controller would make for ``seed`` (same generator, same deal)."""
    match = Match(rules, players, random.Random(seed))
    match.deal_round()
    return match


@pytest.fixture
def make_window(qtbot):
    made: list[GameWindow] = []

    def make(setup: GameSetup | None = None, settings: WindowSettings = FAST,
             factory: PlayerFactory | None = None) -> GameWindow:
        window = GameWindow(settings, player_factory=factory)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        if setup is not None:
            window.new_game(setup)
        return window

    yield make
    for window in made:
        window.controller.shutdown()
