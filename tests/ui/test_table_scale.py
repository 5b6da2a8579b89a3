"""The board's size on screen is the one :mod:`dominoes_qt.layout.fit` works out (the bench's
figures are the window's), and a relaid table lands the tile on its ghost first."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from dominoes_qt.engine import Rules
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.layout.fit import UNIT, VIEWS, pixels_per_unit
from dominoes_qt.ui.window import GameWindow
from tests.layout.checks import overlap
from tests.ui.conftest import FAST
from tools.pictures.screenshot import mid_game


@pytest.mark.parametrize("size", list(VIEWS))
@pytest.mark.parametrize(("rules", "players"), [(FIVE_UP, 2), (SEVEN_ROCKS, 4)])
def test_pixels_per_unit_are_the_fit_modules(qtbot: Any, size: str, rules: Rules,
                                             players: int) -> None:
    width, height = (int(v) for v in size.split("x"))
    setup, match = mid_game(rules, players, seed=5, plays=9)
    window = GameWindow(FAST)
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    window.controller.resume(setup, match)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not window.scene.layout_pending)
    view, scene = window.view, window.scene
    assert (view.width(), view.height()) == VIEWS[size]
    layout = scene.layout_
    assert layout is not None
    on_screen = view.transform().m11() * scene.layer.scale() * UNIT
    assert on_screen == pytest.approx(
        pixels_per_unit(layout.reach(), players, (view.width(), view.height())))
    # Every board tile is in sight, and no two board tiles overlap on screen.
    boxes = []
    for item in scene.board_items.values():
        rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert view.viewport().rect().contains(rect)
        pose = layout.pose(item.tile)
        boxes.append(pose.box())
    assert not any(overlap(p, q) for i, p in enumerate(boxes) for q in boxes[:i])
