"""The scene's record of running animations stays true when items go mid-flight."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF

from dominoes_qt.engine.tiles import tile
from dominoes_qt.layout.fit import UNIT
from dominoes_qt.ui.items import TileItem
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.table import TableScene


def test_an_animation_whose_item_is_removed_no_longer_counts(qtbot: Any) -> None:
    scene = TableScene(WindowSettings(animations=True))
    item = TileItem(tile(1, 2), UNIT, scene.palette_, parent=scene.layer)
    item.setPos(QPointF(5, 5))
    scene._animate(item, b"pos", QPointF(300, 300), 400)
    assert scene.animations_running()
    # A new round clears the board while the last tile may still be gliding.
    scene.removeItem(item)
    del item
    qtbot.waitUntil(lambda: not scene.animations_running(), timeout=3000)


def test_a_finished_animation_runs_its_follow_up_and_no_longer_counts(qtbot: Any) -> None:
    scene = TableScene(WindowSettings(animations=True))
    item = TileItem(tile(3, 4), UNIT, scene.palette_, parent=scene.layer)
    item.setPos(QPointF(5, 5))
    done: list[bool] = []
    scene._animate(item, b"pos", QPointF(40, 40), 50, after=lambda: done.append(True))
    qtbot.waitUntil(lambda: bool(done), timeout=3000)
    assert not scene.animations_running()
    assert item.pos() == QPointF(40, 40)
