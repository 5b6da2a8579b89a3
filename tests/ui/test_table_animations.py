"""The scene's record of running animations stays true when items go mid-flight."""

from __future__ import annotations

import gc
import weakref
from typing import Any

import shiboken6
from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent, QPointF
from PySide6.QtGui import QColor

from dominoes_qt.engine.tiles import tile
from dominoes_qt.layout.fit import UNIT
from dominoes_qt.ui.items import TileItem
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.table import TableScene


def test_an_animation_whose_item_is_removed_no_longer_counts(qtbot: Any) -> None:
    scene = TableScene(WindowSettings(animations=True))
    item = TileItem(tile(1, 2), UNIT, scene.palette_, parent=scene.layer)
    item.setPos(QPointF(5, 5))
    scene.motion.animate(item, b"pos", QPointF(300, 300), 400)
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
    scene.motion.animate(item, b"pos", QPointF(40, 40), 50, after=lambda: done.append(True))
    qtbot.waitUntil(lambda: bool(done), timeout=3000)
    assert not scene.animations_running()
    assert item.pos() == QPointF(40, 40)


def test_nothing_of_an_animation_outlives_it(qtbot: Any, monkeypatch: Any) -> None:
    scene = TableScene(WindowSettings(animations=True))
    started: list[weakref.ref[QAbstractAnimation]] = []
    run = scene.motion.run

    def watched(anim: QAbstractAnimation, after: Any = None, ended: Any = None) -> None:
        started.append(weakref.ref(anim))
        run(anim, after, ended)

    monkeypatch.setattr(scene.motion, "run", watched)
    for number in range(12):
        item = TileItem(tile(number % 7, 6), UNIT, scene.palette_, parent=scene.layer)
        item.setPos(QPointF(5, 5))
        scene.motion.animate(item, b"pos", QPointF(40, 40 + number), 30)
        if number % 3 == 0:
            # Some go mid-flight, as when a new round clears the board.
            scene.removeItem(item)
        del item
    assert len(started) == 12
    qtbot.waitUntil(lambda: not scene.animations_running(), timeout=5000)
    # A stopped animation is deleted at the next turn of the event loop.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert [ref for ref in started if ref() is not None] == []


def test_a_score_taken_off_mid_flight_takes_its_animation_with_it(qtbot: Any) -> None:
    scene = TableScene(WindowSettings(animations=True))
    scene.float_text("+10", QColor("#ffe14d"))
    [item] = scene.floats.items
    assert scene.animations_running()
    # A new round takes the scores off while they still rise.
    scene.clear_floats()
    del item
    gc.collect()
    # Its rise and fade stopped with it (run on without their target, Qt would warn).
    assert not scene.animations_running()


def test_a_scene_deleted_mid_flight_takes_its_animations_with_it(qtbot: Any) -> None:
    scene = TableScene(WindowSettings(animations=True))
    scene.float_text("+10", QColor("#ffe14d"))
    item = TileItem(tile(2, 5), UNIT, scene.palette_, parent=scene.layer)
    scene.motion.animate(item, b"pos", QPointF(300, 300), 400)
    started = [weakref.ref(anim) for anim in scene.motion.animations]
    assert len(started) == 2
    # A closed dialog's figure goes this way, its table still moving.
    shiboken6.delete(scene)
    qtbot.wait(1)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert all(ref() is None or not shiboken6.isValid(ref()) for ref in started)


def test_a_score_that_has_risen_goes_and_its_animation_with_it(qtbot: Any) -> None:
    scene = TableScene(WindowSettings(animations=True, animation_speed=4.0))
    scene.float_text("+10", QColor("#ffe14d"))
    qtbot.waitUntil(lambda: not scene.floating_texts(), timeout=5000)
    qtbot.waitUntil(lambda: not scene.animations_running(), timeout=5000)
    # The animation's deletion lets go of its handler, and with it of the score: nothing
    # may be deleted twice on the way.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert [item for item in scene.items() if getattr(item, "kind", None) == "float"] == []


def test_a_tile_interrupted_in_flight_comes_down_and_settle_lands_it(qtbot: Any) -> None:
    from dominoes_qt.layout import Pose
    from dominoes_qt.ui.table import FLYING_Z, REST_Z

    scene = TableScene(WindowSettings(animations=True, ai_pace_ms=2000))
    item = scene.board.new_item(tile(2, 5))
    pose = Pose(3.0, 1.0, 0, 2, 5, False)
    scene.board.place(item, pose, QPointF(500, 500))
    assert item.zValue() == FLYING_Z
    assert scene.board_moving()
    # Another motion of the same tile (a glide to a new layout) stops the flight without
    # its end: the tile still comes down.
    scene.board.place(item, Pose(4.0, 1.0, 0, 2, 5, False), None)
    assert item.zValue() == REST_Z
    # Settling brings every moving board tile where it is going, at once.
    scene.settle()
    assert not scene.board_moving()
    assert item.pos() == QPointF(4.0 * UNIT, 1.0 * UNIT)
