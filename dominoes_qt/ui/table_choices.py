"""The choices on the board: a ghost of the selected tile at each place it may go, and a
marker at each place it does not fit.

What was asked to be shown is kept, so that it comes back on the board's next layout (a
layout from the worker, a resized table) and waits while a layout is on its way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt

from dominoes_qt.engine import Board, End, Move, Tile
from dominoes_qt.layout import Pose, TableLayout
from dominoes_qt.layout.fit import UNIT
from dominoes_qt.ui.items import MarkerItem, TileItem
from dominoes_qt.ui.table_model import TableHost

Wanted = tuple[Tile, tuple[Move, ...], int, tuple[tuple[Tile, End, int], ...]]
"""A tile, its moves, the focused one's index, and the places it does not fit."""


class Choices:
    """Ghosts and markers on ``host``'s board layer. ``ready`` gives the layout to lay them
    on, or None while the layout of that board is not on the table; ``changed`` is called
    when they are put on or taken off, or the focus moves."""

    def __init__(self, host: TableHost, ready: Callable[[Board], TableLayout | None],
                 changed: Callable[[], None]) -> None:
        self.host = host
        self.ready = ready
        self.changed = changed
        self.ghosts: list[TileItem] = []
        self.ghost_poses: list[Pose] = []
        """Where each of :attr:`ghosts` lies on the board, in the same order."""
        self.markers: list[MarkerItem] = []
        self.wanted: Wanted | None = None
        """What :meth:`show` shows, to show again when the board is laid out anew."""

    def show(self, tile: Tile | None, moves: Sequence[Move], focus: int,
             others: Sequence[tuple[Tile, End, int]]) -> None:
        """Ghosts of ``tile`` at each of ``moves`` (``focus`` stands out); markers at ``others``."""
        self.wanted = None
        self.remove()
        self._lay(tile, moves, focus, others)
        self.changed()

    def show_again(self) -> None:
        """What was last asked for, on the board's new layout."""
        if self.wanted is not None:
            self.show(*self.wanted)

    def _lay(self, tile: Tile | None, moves: Sequence[Move], focus: int,
             others: Sequence[tuple[Tile, End, int]]) -> None:
        state = self.host.state
        board = state.board if state else None
        if tile is None or board is None:
            return
        self.wanted = (tile, tuple(moves), focus, tuple(others))
        trains = self.host.train_table
        if trains.active:
            trains.show_choices(tile, moves, focus)
            return
        layout = self.ready(board)
        if layout is None:
            # Kept for when the layout of this board is on the table.
            return
        for i, move in enumerate(moves):
            self._lay_ghost(layout, board, tile, move, i == focus)
        for at, end, value in others:
            try:
                x, y = layout.marker(at, end)
            except KeyError:
                continue
            marker = MarkerItem(at, end, value, UNIT, self.host.palette_,
                                parent=self.host.layer)
            marker.setPos(x * UNIT, y * UNIT)
            marker.setZValue(14)
            self.markers.append(marker)

    def _lay_ghost(self, layout: TableLayout, board: Board, tile: Tile, move: Move,
                   focused: bool) -> None:
        if move.at is None or move.end is None:
            # The lead: its ghost lies where the lead will lie, at the centre.
            pose = layout.lead(tile)
        else:
            value = board.place_value(move.at, move.end)
            assert value is not None
            pose = layout.ghost(move.at, move.end, tile, value)
        ghost = TileItem(tile, UNIT, self.host.palette_, parent=self.host.layer)
        ghost.kind = "ghost"
        ghost.move = move
        ghost.setOpacity(0.8)
        ghost.setZValue(15)
        ghost.set_flags(ghost=True, focused=focused)
        ghost.set_halves(pose.first, pose.second)
        ghost.setPos(pose.x * UNIT, pose.y * UNIT)
        ghost.setRotation(pose.angle + (90 if pose.crosswise else 0))
        ghost.setCursor(Qt.CursorShape.PointingHandCursor)
        where = "" if move.at is None else f" {move.at} {move.end}"
        # The scene's own context: the words were the scene's before it had rooms.
        ghost.setToolTip(QCoreApplication.translate("TableScene", "play %1 here")
                         .replace("%1", f"{tile}{where}"))
        self.ghosts.append(ghost)
        self.ghost_poses.append(pose)

    def clear(self) -> None:
        self.wanted = None
        if self.ghosts or self.markers:
            self.remove()
            self.changed()

    def remove(self) -> None:
        """Take the ghosts and markers off the board (what was asked for is kept)."""
        for item in [*self.ghosts, *self.markers]:
            self.host.removeItem(item)
        self.ghosts.clear()
        self.ghost_poses.clear()
        self.markers.clear()

    def focus(self, index: int) -> None:
        if self.wanted is not None:
            tile, moves, _, others = self.wanted
            self.wanted = (tile, moves, index, others)
        for i, ghost in enumerate(self.ghosts):
            ghost.set_flags(focused=i == index)
        self.changed()

    @property
    def focused(self) -> int | None:
        """The index in :attr:`ghosts` of the ghost that stands out (keys, a hint)."""
        if self.wanted is None or not 0 <= self.wanted[2] < len(self.ghosts):
            return None
        return self.wanted[2]
