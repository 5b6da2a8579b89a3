"""The player's view of the board: its fit into the board rectangle, zoom and pan.

The board's tiles hang on one layer; this room scales and moves that layer so that the
layout stays in sight (fitted to the board rectangle, times the player's zoom, moved by
their pan as far as the board reaches past the table).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from dominoes_qt.layout import TableLayout
from dominoes_qt.layout.fit import UNIT
from dominoes_qt.ui.items import TileItem
from dominoes_qt.ui.table_model import ZOOM_RANGE, TableHost, qrect
from dominoes_qt.ui.table_motion import Motion


class Camera:
    """Fits the board layer of ``host`` to the layout ``layout_of`` gives; ``rescaled`` is
    called when the board takes a new scale, ``view_changed`` when the player's zoom or pan
    changes."""

    def __init__(self, host: TableHost, scene: QGraphicsScene, motion: Motion,
                 layout_of: Callable[[], TableLayout | None],
                 tiles: Callable[[], Iterable[TileItem]],
                 rescaled: Callable[[], None], view_changed: Callable[[], None]) -> None:
        self.host = host
        self.scene = scene
        self.motion = motion
        self.layout_of = layout_of
        self.tiles = tiles
        """The board's tiles (their picture caches follow the fit)."""
        self.rescaled = rescaled
        self.view_changed = view_changed
        self.user_zoom = 1.0
        self.user_pan = QPointF(0, 0)
        self.board_scale = 1.0
        """The scale of the board layer once its fit is done (a fit may be on its way)."""

    def refit(self, animate: bool) -> None:
        layout = self.layout_of()
        reach = self.host.train_table.reach() or (None if layout is None else layout.reach())
        if reach is None:
            return
        left, top, right, bottom = reach
        area = qrect(self.host.geometry_.board)
        scale = self.host.geometry_.pixels_per_unit(reach) / UNIT * self.user_zoom
        # The player pans only as far as the board reaches past the table, never off it.
        slack_x = max(0.0, (right - left) * UNIT * scale - area.width()) / 2
        slack_y = max(0.0, (bottom - top) * UNIT * scale - area.height()) / 2
        self.user_pan = QPointF(min(slack_x, max(-slack_x, self.user_pan.x())),
                                min(slack_y, max(-slack_y, self.user_pan.y())))
        centre = QPointF((left + right) / 2 * UNIT, (top + bottom) / 2 * UNIT)
        pos = area.center() - centre * scale + self.user_pan
        if scale != self.board_scale:
            self.board_scale = scale
            self.rescaled()
        self.motion.stop_layer_motion()
        duration = self.host.settings.duration(350) if animate else 0
        layer = self.host.layer
        if duration:
            group = QParallelAnimationGroup(self.scene)
            for prop, value in ((b"scale", scale), (b"pos", pos)):
                anim = QPropertyAnimation(layer, prop)
                anim.setDuration(duration)
                anim.setEndValue(value)
                anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
                group.addAnimation(anim)
            self.motion.layer_motion = group
            self._loosen()

            def ended() -> None:
                if self.motion.layer_motion is group:
                    self.motion.layer_motion = None

            self.motion.run(group, self._sharpen, ended)
        else:
            layer.setScale(scale)
            layer.setPos(pos)
            self._sharpen()

    def _loosen(self) -> None:
        """While the board scales, each tile keeps the picture it has in its own coordinates
        and every frame only scales that picture (no tile is painted again per frame).

        The picture is as big as the tile's bounding rectangle (times the screen's pixel
        ratio), never of a size given here: Qt 6 paints an item-coordinate cache of a given
        size at that size from the rectangle's corner instead of fitting it into the
        rectangle, so a tile on a board scaled up spilled past its rectangle, and the view,
        which repaints only the rectangles of what moved, left that spill on the felt for
        good (stale tiles, streaks along flight paths).
        """
        for item in self.tiles():
            if item.cacheMode() is not QGraphicsItem.CacheMode.ItemCoordinateCache:
                item.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)

    def _sharpen(self) -> None:
        """Once the board has its scale, each tile is painted once more at the pixels it
        covers, and frames that only move it copy that picture as it is."""
        for item in self.tiles():
            if item.cacheMode() is not QGraphicsItem.CacheMode.DeviceCoordinateCache:
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def fitted(self) -> bool:
        """Whether the board is shown as the table fits it (no zoom, no pan)."""
        return self.user_zoom == 1.0 and self.user_pan.isNull()

    def zoom(self, factor: float) -> None:
        """Zoom the board by ``factor`` about the board area's centre (within
        :data:`ZOOM_RANGE`); the zoom is kept until :meth:`reset_view` or a new match."""
        low, high = ZOOM_RANGE
        zoom = min(high, max(low, self.user_zoom * factor))
        if abs(zoom - 1.0) < 1e-6:
            zoom = 1.0
        if zoom == self.user_zoom:
            return
        # What lies at the centre of the board area stays there.
        self.user_pan = self.user_pan * (zoom / self.user_zoom)
        self.user_zoom = zoom
        self.refit(animate=False)
        self.view_changed()

    def pan(self, delta: QPointF) -> None:
        """Move the board by ``delta`` scene pixels, as far as it reaches past the table."""
        before = QPointF(self.user_pan)
        self.user_pan += delta
        self.refit(animate=False)
        if self.user_pan != before:
            self.view_changed()

    def pan_step(self, dx: int, dy: int) -> None:
        """Pan by a tenth of the board area per step (the keys)."""
        area = qrect(self.host.geometry_.board)
        self.pan(QPointF(-dx * area.width() / 10, -dy * area.height() / 10))

    def reset_view(self) -> None:
        """The board fitted to the table again: no zoom, no pan."""
        changed = not self.fitted
        self.user_zoom, self.user_pan = 1.0, QPointF(0, 0)
        self.refit(animate=True)
        if changed:
            self.view_changed()

    def new_match(self) -> None:
        """A new match starts fitted (the zoom lasts a match)."""
        self.user_zoom, self.user_pan = 1.0, QPointF(0, 0)
        self.refit(animate=False)
        self.view_changed()
