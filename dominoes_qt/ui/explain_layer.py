"""The counting ends marked on the real table, kept in step with the board.

The marks ride on the table's board layer, so they scale, pan and re-lay with the tiles.
Each lies in the free square in front of its end (:meth:`TableLayout.marker`), beside the
tile and never on its pips. When a tile is chosen and its ghost fills that square, the mark
moves beside the end, off every ghost (:func:`~dominoes_qt.ui.counting.place_marks`), and
comes back once the choice is gone. Marks are drawn above everything else on the board, so
a tile in flight passing under one leaves the count readable.
"""

from __future__ import annotations

from dominoes_qt.engine import End, Tile
from dominoes_qt.layout import TableLayout
from dominoes_qt.layout.fit import UNIT
from dominoes_qt.ui.counting import CountMarkItem, Marks, Square, count_marks, make_count_marks
from dominoes_qt.ui.table import FLYING_Z, TableScene

Z_VALUE = FLYING_Z + 10
"""Above every board tile, even one in flight, the choice markers (14) and the ghosts (15)."""
READABLE_PX = 8.5
"""A mark's radius on screen is at least this on a small board (its number stays legible)..."""
MOST = 0.48
"""...but it never reaches out of its square (this many units from its centre)."""


class CountingLayer:
    """Marks every counting end of the table's board; :meth:`sync` after each change."""

    def __init__(self, scene: TableScene) -> None:
        self._scene = scene
        self.visible = True
        self.scoring = True
        """Whether the game's plays score; where they never do, nothing is marked."""
        self.items: list[CountMarkItem] = []
        self.marks: Marks = {}
        """What is marked at each place now (empty while hidden)."""
        self._marked: tuple[TableLayout, tuple[Tile, ...], tuple[Square, ...],
                            Square | None, tuple[Square, ...]] | None = None
        """The layout, board, ghosts, focused ghost and choice rings the marks on the table
        were placed for."""

    def set_visible(self, visible: bool) -> None:
        self.visible = visible
        self.sync()

    def sync(self) -> None:
        """Mark the board the scene shows now (or clear the marks when hidden)."""
        scene = self._scene
        state, layout = scene.state, scene.layout_
        if not self.visible or not self.scoring or state is None or layout is None \
                or state.board.is_empty or scene.layout_pending:
            # While a layout is on its way the marks wait for it (:attr:`TableScene.relaid`).
            self.clear()
            return
        ghosts = tuple(pose.box() for pose in scene.ghost_poses)
        focus = scene.focused_ghost
        focused = None if focus is None else ghosts[focus]
        rings = tuple((m.x() / UNIT - 0.5, m.y() / UNIT - 0.5, m.x() / UNIT + 0.5,
                       m.y() / UNIT + 0.5) for m in scene.markers)
        marked = (layout, state.board.tiles, ghosts, focused, rings)
        if self.items and self._marked == marked:
            # The same board laid out the same way, with the same choices shown.
            return
        self.clear()
        self._marked = marked
        self.marks = count_marks(state.board)
        self.items = make_count_marks(self.marks, layout, UNIT, scene.layer, ghosts, focused,
                                      rings)
        for item in self.items:
            item.setZValue(Z_VALUE)
        self.rescale()

    def rescale(self) -> None:
        """Size the marks for the board's scale: legible on a small board, within their
        free squares, so never over a tile."""
        scale = self._scene.board_scale
        for item in self.items:
            radius = item.radius * scale
            if radius <= 0:
                continue
            item.setScale(min(MOST * UNIT / item.radius, max(1.0, READABLE_PX / radius)))

    def clear(self) -> None:
        for item in self.items:
            self._scene.removeItem(item)
        self.items = []
        self.marks = {}
        self._marked = None

    def shown(self) -> dict[tuple[Tile, End], int | None]:
        """The marks that are on the table now, by place."""
        return {item.place: item.value for item in self.items if item.place is not None}


__all__ = ["CountingLayer"]
