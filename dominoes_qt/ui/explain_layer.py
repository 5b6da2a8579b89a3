"""The counting ends marked on the real table, kept in step with the board.

The marks ride on the table's board layer, so they scale, pan and re-lay with the tiles.
They sit on the edge of each open end rather than in the square in front of it, and above
the ghosts: a ghost or a choice marker in that square (a hint, a selected tile) then
leaves the count readable.
"""

from __future__ import annotations

from dominoes_qt.engine import End, Tile
from dominoes_qt.layout.fit import UNIT
from dominoes_qt.ui.counting import CountMarkItem, Marks, count_marks, make_count_marks
from dominoes_qt.ui.table import TableScene

Z_VALUE = 16.0
"""Above the tiles, the choice markers (14) and the ghosts (15)."""
INSET = 0.5
"""Layout units from the square in front of an end back to the end's edge."""


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

    def set_visible(self, visible: bool) -> None:
        self.visible = visible
        self.sync()

    def sync(self) -> None:
        """Mark the board the scene shows now (or clear the marks when hidden)."""
        self.clear()
        scene = self._scene
        state, layout = scene.state, scene.layout_
        if not self.visible or not self.scoring or state is None or layout is None \
                or state.board.is_empty or scene.layout_pending:
            # While a layout is on its way the marks wait for it (:attr:`TableScene.relaid`).
            return
        self.marks = count_marks(state.board)
        self.items = make_count_marks(self.marks, layout, UNIT, scene.layer, INSET)
        for item in self.items:
            item.setZValue(Z_VALUE)

    def clear(self) -> None:
        for item in self.items:
            self._scene.removeItem(item)
        self.items = []
        self.marks = {}

    def shown(self) -> dict[tuple[Tile, End], int | None]:
        """The marks that are on the table now, by place."""
        return {item.place: item.value for item in self.items if item.place is not None}


__all__ = ["CountingLayer"]
