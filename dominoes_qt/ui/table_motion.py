"""Every animation on the table: started, followed to its end, and counted while it runs.

The table's other rooms ask this one to move an item; it keeps each item moving one way at
a time, knows when the board has come to rest, and lets nothing of a finished animation
outlive it.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPropertyAnimation
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

from dominoes_qt.ui.table_model import FLYING_Z


class Motion:
    """The table's running animations (each a child of ``scene``); ``layer`` is the board's
    layer, whose items count as the board moving."""

    def __init__(self, scene: QGraphicsScene, layer: QGraphicsItem) -> None:
        self.scene = scene
        self.layer = layer
        self.animations: set[QAbstractAnimation] = set()
        self.motions: dict[QGraphicsObject, QPropertyAnimation] = {}
        """Each item's position animation now running (an item moves one way at a time)."""
        self.layer_motion: QAbstractAnimation | None = None
        """The board layer's fit on its way, if any."""

    def animate(self, obj: QGraphicsObject, prop: bytes, end: object, duration: int,
                after: Callable[[], None] | None = None, raised: bool = False) -> None:
        """Animate ``obj``'s ``prop`` to ``end``; ``after`` runs once it gets there.

        An item moves one way at a time: a motion still running on it is stopped (Qt would
        stop it anyway, without a word). A ``raised`` item is drawn above the board's other
        tiles until its motion ends, however it ends.
        """
        if prop == b"pos":
            self.stop(obj)
        anim = QPropertyAnimation(obj, prop, self.scene)
        anim.setDuration(duration)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        if prop != b"pos":
            self.run(anim, after)
            return
        self.motions[obj] = anim
        rest = obj.zValue()
        if raised:
            obj.setZValue(FLYING_Z)

        def ended() -> None:
            if self.motions.get(obj) is anim:
                del self.motions[obj]
            if raised and shiboken6.isValid(obj):
                obj.setZValue(rest)

        self.run(anim, after, ended)

    def drop(self, item: QGraphicsObject) -> None:
        """Take ``item`` off the table, stopping its motion first."""
        self.stop(item)
        self.scene.removeItem(item)

    def stop(self, obj: QGraphicsObject) -> None:
        anim = self.motions.get(obj)
        if anim is not None and shiboken6.isValid(anim):
            anim.stop()

    def settle(self) -> None:
        """Bring every board tile still moving to where it is going, at once (their
        follow-ups run, and the glides they start are finished too)."""
        for _ in range(3):
            moving = [a for o, a in self.motions.items()
                      if shiboken6.isValid(o) and o.parentItem() is self.layer]
            if not moving:
                return
            for anim in moving:
                if shiboken6.isValid(anim) and anim.state() is QAbstractAnimation.State.Running:
                    anim.setCurrentTime(anim.totalDuration())

    def run(self, anim: QAbstractAnimation, after: Callable[[], None] | None = None,
            ended: Callable[[], None] | None = None) -> None:
        """Start ``anim``: ``ended`` runs when it stops for any reason (finished, stopped, or
        its item removed), then ``after`` if it got to its end."""
        self.animations.add(anim)

        def done() -> None:
            self.animations.discard(anim)
            if self.layer_motion is anim:
                self.layer_motion = None

        def finished() -> None:
            if after is not None:
                after()

        def stopped(state: QAbstractAnimation.State) -> None:
            # An animation whose item is removed mid-way stops without finishing.
            if state is QAbstractAnimation.State.Stopped:
                done()
                if ended is not None:
                    ended()

        anim.stateChanged.connect(stopped)
        anim.finished.connect(finished)
        # Qt deletes a stopped animation, and with it these connections: kept, each
        # animation, its handlers and the item it moved would live as long as the program
        # (the handlers hold the animation, out of the collector's sight). Every animation
        # is also a child of the scene, so that it goes with the scene: a group left
        # running once its target is gone restarts its parts, which Qt warns about. (Not a
        # child of the item it moves: its handlers may hold the last reference to that
        # item, whose deletion would then delete the animation a second time.)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def stop_layer_motion(self) -> None:
        """A newer fit of the board (a resize, a zoom) wins over one still on its way."""
        if self.layer_motion is not None:
            self.layer_motion.stop()
            self.animations.discard(self.layer_motion)
            self.layer_motion = None

    def running(self) -> bool:
        return bool(self.animations)

    def board_moving(self) -> bool:
        """Whether a board tile or the board's fit is still on its way."""
        return self.layer_motion is not None or any(
            shiboken6.isValid(o) and o.parentItem() is self.layer for o in self.motions)
