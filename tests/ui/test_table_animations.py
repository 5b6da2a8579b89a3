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


def test_a_tile_interrupted_in_flight_comes_down_and_settle_lands_it(qtbot: Any) -> None:
    from dominoes_qt.layout import Pose
    from dominoes_qt.ui.table import FLYING_Z, REST_Z

    scene = TableScene(WindowSettings(animations=True, ai_pace_ms=2000))
    item = scene._new_board_item(tile(2, 5))
    pose = Pose(3.0, 1.0, 0, 2, 5, False)
    scene._place(item, pose, QPointF(500, 500))
    assert item.zValue() == FLYING_Z
    assert scene.board_moving()
    # Another motion of the same tile (a glide to a new layout) stops the flight without
    # its end: the tile still comes down.
    scene._place(item, Pose(4.0, 1.0, 0, 2, 5, False), None)
    assert item.zValue() == REST_Z
    # Settling brings every moving board tile where it is going, at once.
    scene.settle()
    assert not scene.board_moving()
    assert item.pos() == QPointF(4.0 * UNIT, 1.0 * UNIT)
