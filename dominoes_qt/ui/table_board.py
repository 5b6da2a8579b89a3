"""The board: its tiles, where the layout puts them, and the layouts worked out off the GUI
thread (see :mod:`dominoes_qt.ui.table` for how a play is laid).

A play is laid here at once while that is quick (:func:`extend_layout`); else
:func:`~dominoes_qt.layout.layout_board` runs in a worker process, the new tile lies on the
ghost it was played on meanwhile, and the boards shown in the meantime wait their turn.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtWidgets import QGraphicsScene

from dominoes_qt.ai.workers import Helper
from dominoes_qt.engine import Board, End, Tile
from dominoes_qt.layout import Pose, Table, TableLayout, extend_layout
from dominoes_qt.layout.fit import UNIT
from dominoes_qt.layout.relay import fits, relay
from dominoes_qt.ui.background import Background
from dominoes_qt.ui.items import TileItem
from dominoes_qt.ui.table_camera import Camera
from dominoes_qt.ui.table_choices import Choices
from dominoes_qt.ui.table_model import (
    FLIGHT_MS,
    RELAYOUT_AFTER_RESIZE_MS,
    REST_Z,
    SHORTEST_FLIGHT_MS,
    TableHost,
    TableState,
)
from dominoes_qt.ui.table_motion import Motion


@dataclass(eq=False)
class _Relayout:
    """A layout being worked out off the GUI thread (compared by identity: a newer request
    for the same board is another request)."""

    board: Board
    """A private copy: only the worker reads it while it runs."""
    previous: TableLayout | None
    kept: Table
    """The table ``previous`` was laid out for."""
    table: Table
    """The view's table when the request was made."""
    landing: Pose | None
    """Where the new tile lies meanwhile: the ghost it was played on."""

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return self.board.tiles


LAYOUT_WORKERS = Helper(2)
"""The processes relayouts run in (two: a dropped request may still run while the next
one starts); the first is started with the first table, the second when needed."""


def _relay(board: Board, previous: TableLayout | None, kept: Table,
           table: Table) -> tuple[TableLayout, Table]:
    """:func:`~dominoes_qt.layout.relay.relay` in a worker process. Called from a pool
    thread, which only waits: the worker gets copies, so ``previous`` stays this
    thread's (its ghosts are worked out already)."""
    return LAYOUT_WORKERS.call(relay, board, previous, kept, table)


def _joined_value(board: Board, t: Tile) -> int:
    """The number at which ``t`` joins the board (its half toward its parent)."""
    node = board.node(t)
    return t.a if t.is_double or node.joined_end is End.LOW else t.b


class BoardRoom:
    """The board's tiles on ``host``'s board layer; ``camera`` keeps them in sight,
    ``choices`` come off while a layout is on its way and back when it lands. ``relaid`` is
    called when the board was laid out anew (tiles moved), ``choices_changed`` when the
    choices were taken off for a layout on its way."""

    def __init__(self, host: TableHost, scene: QGraphicsScene, motion: Motion, camera: Camera,
                 choices: Choices, relaid: Callable[[], None],
                 choices_changed: Callable[[], None]) -> None:
        self.host = host
        self.motion = motion
        self.camera = camera
        self.choices = choices
        self.relaid = relaid
        self.choices_changed = choices_changed
        self.items: dict[Tile, TileItem] = {}
        self.layout: TableLayout | None = None
        self._laid: tuple[Tile, ...] = ()
        self._landing: Pose | None = None
        """Where the newest tile landed when the layout then moved tiles (else None)."""
        self._table = host.geometry_.table
        """The table the current layout was made for (the view may have changed since)."""
        self.request: _Relayout | None = None
        """The layout on its way from the worker, if any."""
        self.relayer = Background(lambda: self.request, scene, 2)
        LAYOUT_WORKERS.warm()
        self._next_origin: QPointF | None = None
        """Where the newest tile of a board shown while a layout is on its way comes from."""
        self._flying: Tile | None = None
        """A new tile on its way to the ghost it was played on (tiles glide once it lands)."""
        self._resized = QTimer(scene)
        self._resized.setSingleShot(True)
        self._resized.setInterval(RELAYOUT_AFTER_RESIZE_MS)
        self._resized.timeout.connect(self.follow_table)

    def ready_for(self, board: Board) -> TableLayout | None:
        """The layout of ``board`` when it is the one on the table (None while it is on its
        way, or another board is laid out)."""
        layout = self.layout
        if layout is None or self.request is not None or self._laid != board.tiles:
            return None
        return layout

    def follow_view(self) -> None:
        """The view took a new size: the board fitted to it at once, and laid out for the new
        table shape once the size stays put."""
        if self.layout is None and self.request is None:
            return
        self.camera.refit(animate=False)
        if self.host.geometry_.table != self._table:
            state = self.host.state
            if state is not None and state.board.is_empty:
                # Nothing to move: the lead's ghost takes the new table's long side now.
                self.follow_table()
            else:
                self._resized.start()

    def follow_table(self) -> None:
        """After a resize: lay the board out for the view's table unless it still fits."""
        table = self.host.geometry_.table
        request = self.request
        if request is not None:
            if request.table != table:
                # The layout on its way is for the old shape: ask for this one instead.
                self._start_relayout(request.board, request.previous, request.kept, table,
                                     request.landing)
            return
        layout, state = self.layout, self.host.state
        if layout is None or state is None or table == self._table:
            return
        if not state.board.is_empty and fits(layout.reach(), table):
            # Nothing needs to move now; the next play decides (see :meth:`_lay_out`).
            return
        fresh = extend_layout(state.board, None, table)
        if fresh is None:
            self._start_relayout(state.board, None, table, table, None)
            return
        self.layout = fresh
        self._landing = None
        self._table = table
        self.camera.refit(animate=True)
        self._glide_to_layout()
        self.choices.show_again()
        self.relaid()

    def _lay_out(self, board: Board, origin: QPointF | None) -> bool:
        """Lay ``board`` out now if that is quick (True), else start the worker on it and put
        its newest tile on its ghost meanwhile (False)."""
        previous, table, kept = self.layout, self.host.geometry_.table, self._table
        landing: Pose | None = None
        if previous is None or kept == table:
            kept = table
            layout = extend_layout(board, previous, table)
        else:
            # The view changed size since the table was laid out: go on with the old table as
            # long as the board stays within the new one, else lay it out for the new one.
            layout = extend_layout(board, previous, kept)
            if layout is not None and not fits(layout.reach(), table):
                # The tile lands on the ghost the player saw, then the table rearranges itself.
                landing = self._landing_of(board, previous)
                previous, kept = None, table
                layout = extend_layout(board, None, table)
        if layout is None:
            if landing is None:
                landing = self._landing_of(board, self.layout)
            self._start_relayout(board, previous, kept, table, landing, origin)
            return False
        self.layout, self._landing, self._table, self._laid = layout, landing, kept, board.tiles
        return True

    def _landing_of(self, board: Board, previous: TableLayout | None) -> Pose | None:
        """The ghost ``board``'s newest tile was played on, when ``previous`` showed it."""
        if previous is None or board.is_empty or self._laid != board.tiles[:-1]:
            return None
        t = board.tiles[-1]
        node = board.node(t)
        if node.parent is None or node.parent_end is None:
            return None
        return previous.ghost(node.parent, node.parent_end, t, _joined_value(board, t))

    def _start_relayout(self, board: Board, previous: TableLayout | None, kept: Table,
                        table: Table, landing: Pose | None,
                        origin: QPointF | None = None) -> None:
        """Have the worker lay ``board`` out; until it answers, show the new tile on
        ``landing`` and offer no ghost (they would be stale)."""
        if previous is not None:
            # Worked out here, now: from then on the worker and this thread only read it.
            previous.reach()
        request = _Relayout(board.copy(), previous, kept, table, landing)
        self.request = request
        self.choices.remove()
        self.choices_changed()
        self.relayer.run(request, lambda: _relay(request.board, previous, kept, table),
                          self._on_relaid, self._on_relayout_failed)
        t = board.tiles[-1] if board.tiles else None
        if landing is not None and t is not None and t not in self.items:
            item = self.new_item(t)
            self._fly_to(item, landing, origin)

    def _on_relaid(self, result: tuple[TableLayout, Table]) -> None:
        """The worker's layout for the board it was asked about (a stale one never comes)."""
        request, self.request = self.request, None
        if request is None:
            return
        layout, table = result
        self.layout, self._table, self._laid = layout, table, request.tiles
        self._landing = request.landing
        self.camera.refit(animate=True)
        state = self.host.state
        if state is not None:
            self._show_items(request.board, state, None)
            if self._landing is not None and self._flying is None:
                self._glide_to_layout()
            if state.board.tiles != self._laid:
                # A board shown meanwhile: laid now, on top of this layout.
                origin, self._next_origin = self._next_origin, None
                self.show_board(state, origin)
        if self.request is None:
            self.choices.show_again()
        self.relaid()

    def _on_relayout_failed(self, error: Exception) -> None:
        self.request = None
        raise error

    def cancel(self) -> None:
        if self.request is not None:
            self.request = None
            self.relayer.cancel()
        self._next_origin = None

    @property
    def pending(self) -> bool:
        """Is a layout on its way from the worker? The board shown then waits for it (it
        lands with :attr:`relaid`), and no ghost is offered."""
        return self.request is not None

    def shutdown(self) -> None:
        """Drop any layout on its way and wait for the worker (before teardown)."""
        self.cancel()
        self.relayer.shutdown()

    def show_board(self, state: TableState, origin: QPointF | None) -> None:
        board = state.board
        request = self.request
        if request is not None and board.tiles[:len(request.tiles)] != request.tiles:
            # Another round or position: the layout on its way is about a board gone.
            self.cancel()
            request = None
        if board.is_empty or any(t not in board for t in self.items):
            for old in self.items.values():
                self.motion.drop(old)
            self.items.clear()
            self.layout = None
            self._laid = ()
            self._flying = None
            # The player's zoom lasts the match; where they panned to was about this board.
            self.camera.user_pan = QPointF(0, 0)
        if self.host.train_table.show(state, origin, self.place):
            self.camera.refit(animate=False)
            return
        if origin is not None and board.tiles != self._laid:
            # A new tile is on its way: whatever still moves on the board gets there first,
            # so no two tiles are ever in flight over the same place.
            self.motion.settle()
        if request is not None:
            # It goes on from the board whose layout is on its way: shown once that arrives.
            if origin is not None and board.tiles != request.tiles:
                self._next_origin = origin
            return
        if self.layout is None or self._laid != board.tiles:
            # Laying out can be costly; the board only changes when a tile is added.
            if not self._lay_out(board, origin):
                return
            self.camera.refit(animate=not board.is_empty)
        self._show_items(board, state, origin)

    def _show_items(self, board: Board, state: TableState, origin: QPointF | None) -> None:
        """Every tile of ``board`` (the board laid out) to its place."""
        layout, landing = self.layout, self._landing
        if layout is None:
            return
        # After a relayout the new tile first lands on the ghost it was played on, then
        # every tile that moves glides to its new place together.
        glide = landing is not None and bool(self.host.settings.duration(FLIGHT_MS))
        for node in board.nodes():
            t = node.tile
            pose = layout.pose(t)
            item = self.items.get(t)
            if item is None:
                item = self.new_item(t)
                if glide and landing is not None:
                    self._fly_to(item, landing, origin)
                else:
                    self.place(item, pose, origin)
            elif not glide:
                self.place(item, pose, None)
            item.set_flags(spinner=node.spinner, last_played=t == state.last_tile)

    def new_item(self, t: Tile) -> TileItem:
        item = TileItem(t, UNIT, self.host.palette_, parent=self.host.layer)
        item.setZValue(REST_Z)
        self.items[t] = item
        state = self.host.state
        if state is not None and t in state.board:
            item.set_flags(spinner=state.board.node(t).spinner,
                           last_played=t == state.last_tile)
        return item

    def _fly_to(self, item: TileItem, landing: Pose, origin: QPointF | None) -> None:
        """Bring a new tile to the ghost it was played on; the tiles glide once it is there
        and the layout they glide to has come."""
        t = item.tile
        self._flying = t

        def landed() -> None:
            if self._flying == t:
                self._flying = None
                if self.request is None:
                    self._glide_to_layout()

        self.place(item, landing, origin, after=landed)

    def _glide_to_layout(self) -> None:
        """Move every board tile to where the current layout puts it."""
        layout = self.layout
        if layout is None:
            return
        for t, item in self.items.items():
            if t in layout.poses:
                self.place(item, layout.pose(t), None, self.flight_ms())

    def flight_ms(self) -> int:
        """How long a played tile flies (0: it is put down at once).

        Never longer than the pause before a computer's next move, so that a tile is down
        before the next one sets off; :meth:`settle` sees to it when a move comes sooner.
        """
        pace = max(self.host.settings.ai_pace_ms, SHORTEST_FLIGHT_MS)
        return self.host.settings.duration(min(FLIGHT_MS, pace))

    def place(self, item: TileItem, pose: Pose, origin: QPointF | None,
              duration: int | None = None, after: Callable[[], None] | None = None) -> None:
        item.set_halves(pose.first, pose.second)
        target = QPointF(pose.x * UNIT, pose.y * UNIT)
        rotation = float(pose.angle + (90 if pose.crosswise else 0))
        settings = self.host.settings
        duration = self.flight_ms() if duration is None else settings.duration(duration)
        if origin is not None and duration:
            item.setPos(self.host.layer.mapFromScene(origin))
            item.setRotation(rotation)
            self.motion.animate(item, b"pos", target, duration, after=after, raised=True)
        elif duration and item.pos() != target and not item.pos().isNull():
            self.motion.animate(item, b"pos", target, duration, after=after)
        else:
            self.motion.stop(item)
            item.setPos(target)
            if after is not None:
                after()
        item.setRotation(rotation)
