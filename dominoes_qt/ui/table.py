"""The table: a QGraphicsScene of the board, the hands, the seats and the boneyard.

The scene is a view of a :class:`TableState` that the window builds from the engine; it
decides no rule. The scene is exactly as big as the view (one scene pixel per pixel), and
:func:`dominoes_qt.layout.fit.geometry` says where the seats, the hand, the boneyard and the
board rectangle go at that size. Positions on the board come from :mod:`dominoes_qt.layout`
for a table of the board rectangle's shape; the scene only scales the board layer to keep it
in sight and animates items to their places. User gestures come out as signals (a tile
pressed, a ghost clicked, a drop...).

A play is laid on the GUI thread only while that is quick (:func:`extend_layout`: the new tile
on its ghost). When the table must be laid out again, which can take a good part of a second,
:func:`~dominoes_qt.layout.layout_board` runs in a worker process (a pool thread waits for
it, holding no interpreter lock, so the animations stay smooth); the new tile meanwhile lies
on the ghost it was played on, no ghosts are offered, and boards shown in the meantime wait
their turn. The answer comes back by signal; one about a board, round or table shape no
longer shown is dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from dominoes_qt.ai.workers import Helper
from dominoes_qt.engine import Board, End, Move, Tile
from dominoes_qt.layout import Pose, Table, TableLayout, extend_layout
from dominoes_qt.layout.fit import (
    BACK_UNIT,
    HAND_UNIT,
    LIFT,
    ROW_SPOTS,
    SPOTS,
    UNIT,
    Box,
    geometry,
    spots_for,
)
from dominoes_qt.layout.relay import fits, relay
from dominoes_qt.ui.background import Background
from dominoes_qt.ui.items import BoneyardItem, MarkerItem, Palette, SeatBadge, TileItem
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.train_items import TrainTable, TrainTableShown

DRAW_MS = 380
"""How long a drawn tile takes to travel from the boneyard to its hand."""
FLIGHT_MS = 420
"""How long a played tile flies to its place, and the board's tiles glide to a new layout."""
SHORTEST_FLIGHT_MS = 120
"""A flight is cut to the pause before the next computer move, but no shorter than this."""
REST_Z = 1.0
"""A board tile lying still."""
FLYING_Z = 20.0
"""A board tile on its way (above the tiles it passes, below the counting marks)."""
ZOOM_RANGE = (0.5, 4.0)
"""How far the player may zoom the board, from its fitted size."""
STILL_FLOAT_MS = 1500
"""How long a score pop-up stays when animations are off."""
RELAYOUT_AFTER_RESIZE_MS = 200
"""A resized table is laid out again once the size has stayed put this long."""


@dataclass(frozen=True)
class Theme:
    """The table's cloth: a radial gradient from the centre out, and the inlaid border;
    ``ink`` writes on the cloth and ``plate`` backs the name plates (their text is light)."""

    centre: str
    middle: str
    edge: str
    border: QColor
    ink: str = "#f4f1e6"
    plate: QColor = field(default_factory=lambda: QColor(0, 0, 0, 90))


THEMES: dict[str, Theme] = {
    "felt": Theme("#2f8a4c", "#1e6b39", "#124a26", QColor(255, 255, 255, 22)),
    "walnut": Theme("#7a4f2c", "#5c3a1f", "#3a2414", QColor(255, 226, 170, 40)),
    # A light table: dark ink on the cloth, and plates dark enough for their light text.
    "plain": Theme("#f4f1e8", "#e9e4d6", "#d6cfbc", QColor(0, 0, 0, 45), "#24221c",
                   QColor(28, 30, 34, 225)),
    "contrast": Theme("#000000", "#000000", "#000000", QColor(255, 255, 255), "#ffffff",
                      QColor(0, 0, 0)),
}
"""Every table theme by name (the preferences' ``theme``); unknown names get felt."""


def theme_of(name: str) -> Theme:
    return THEMES.get(name, THEMES["felt"])


def palette_for(settings: WindowSettings) -> Palette:
    """The highlight colours, tile face and table ink that ``settings`` choose."""
    theme = theme_of("contrast" if settings.high_contrast else settings.theme)
    return Palette(settings.colour_blind, settings.high_contrast, settings.face,
                   QColor(theme.ink), QColor(theme.plate))


@dataclass
class SeatInfo:
    name: str
    detail: str
    count: int
    hand: tuple[Tile, ...] | None = None
    """Shown face up (the viewer's hand, or every hand at the end of a round)."""


@dataclass
class TableState:
    """Everything the table shows, read from the engine by the window."""

    board: Board
    viewer: int
    seats: list[SeatInfo]
    to_move: int | None
    thinking: int | None = None
    last_tile: Tile | None = None
    playable: frozenset[Tile] = frozenset()
    selected: Tile | None = None
    boneyard: int | None = None
    """Tiles left to draw; None for a game without a boneyard."""
    boneyard_active: bool = False
    reveal: bool = False
    """Round over: every hand face up."""
    partners: dict[int, int] = field(default_factory=dict)
    trains: TrainTable | None = None
    """A train game's table, drawn instead of ``board`` (which stays empty)."""


class _Layer(QGraphicsObject):
    """An invisible parent for the board tiles, scaled and moved to keep the layout in view."""

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pass


class _FloatText(QGraphicsObject):
    """A short score that rises from the board and fades."""

    def __init__(self, text: str, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self.colour = colour
        self.kind = "float"
        self.motion: QAbstractAnimation | None = None
        """Its rise and fade while they run."""
        self.setZValue(50)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-160, -24, 320, 48)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(painter.font())
        font.setPixelSize(30)
        font.setBold(True)
        path = QPainterPath()
        width = len(self.text) * 17.0
        path.addText(QPointF(-width / 2, 11), font, self.text)
        painter.setPen(QPen(QColor(0, 0, 0, 170), 5))
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawPath(path)


def _relative_spots(n: int) -> list[str]:
    return list(spots_for(n)) if n in ROW_SPOTS else list(SPOTS.get(n, SPOTS[4][:n]))


def qrect(box: Box) -> QRectF:
    return QRectF(box.left, box.top, box.width, box.height)


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


class TableScene(QGraphicsScene):
    """The table. Call :meth:`show_state` after every change; listen to the signals."""

    tile_pressed = Signal(object)
    """A tile of the viewer's hand was clicked."""
    tile_double_clicked = Signal(object)
    ghost_clicked = Signal(object)
    """A ghost was clicked: the :class:`Move` it stands for."""
    marker_clicked = Signal(object, object, int)
    """A place the selected tile does not fit: (tile at, end, value)."""
    boneyard_clicked = Signal()
    dropped = Signal(object, object)
    """A dragged hand tile was let go: (tile, Move | (at, end, value) | None)."""
    drag_started = Signal(object)
    rescaled = Signal()
    """The board is being brought to a new scale (:attr:`board_scale`)."""
    view_changed = Signal()
    """The player zoomed or panned the board, or it was fitted again."""
    relaid = Signal()
    """The board was laid out anew (for a resized view, or a layout worked out off the GUI
    thread has arrived): tiles moved."""
    choices_changed = Signal()
    """Ghosts or choice markers were put on the board or taken off, or another ghost
    became the focused one (marks beside them may have to move)."""

    def __init__(self, settings: WindowSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.palette_ = palette_for(settings)
        # Until a view shows the scene (and sets its size), any sensible size will do.
        self.geometry_ = geometry(2, (1200.0, 800.0))
        self.setSceneRect(0, 0, *self.geometry_.view)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.layer = _Layer()
        self.addItem(self.layer)
        self.layout_: TableLayout | None = None
        self._laid: tuple[Tile, ...] = ()
        self._landing: Pose | None = None
        """Where the newest tile landed when the layout then moved tiles (else None)."""
        self._table = self.geometry_.table
        """The table the current layout was made for (the view may have changed since)."""
        self._relayout: _Relayout | None = None
        """The layout on its way from the worker, if any."""
        self._relayer = Background(lambda: self._relayout, self, 2)
        LAYOUT_WORKERS.warm()
        self._next_origin: QPointF | None = None
        """Where the newest tile of a board shown while a layout is on its way comes from."""
        self._flying: Tile | None = None
        """A new tile on its way to the ghost it was played on (tiles glide once it lands)."""
        self._resized = QTimer(self)
        self._resized.setSingleShot(True)
        self._resized.setInterval(RELAYOUT_AFTER_RESIZE_MS)
        self._resized.timeout.connect(self._follow_table)
        self.board_items: dict[Tile, TileItem] = {}
        self.hand_items: dict[Tile, TileItem] = {}
        self.back_items: dict[int, list[TileItem]] = {}
        self.racks: dict[int, QGraphicsPathItem] = {}
        """The tray under each other seat's tiles."""
        self.badges: dict[int, SeatBadge] = {}
        self.ghosts: list[TileItem] = []
        self.ghost_poses: list[Pose] = []
        """Where each of :attr:`ghosts` lies on the board, in the same order."""
        self.markers: list[MarkerItem] = []
        self.boneyard = BoneyardItem(self.palette_)
        self.boneyard.setVisible(False)
        self.addItem(self.boneyard)
        self.state: TableState | None = None
        self.user_zoom = 1.0
        self.user_pan = QPointF(0, 0)
        self.board_scale = 1.0
        """The scale of the board layer once its fit is done (a fit may be on its way)."""
        self._layer_motion: QAbstractAnimation | None = None
        self._animations: set[QAbstractAnimation] = set()
        self._motions: dict[QGraphicsObject, QPropertyAnimation] = {}
        """Each item's position animation now running (an item moves one way at a time)."""
        self._floats: list[_FloatText] = []
        self._press: tuple[Tile, QPointF] | None = None
        self._dragging: Tile | None = None
        self._spots: list[str] = []
        self._choices: tuple[Tile, tuple[Move, ...], int,
                             tuple[tuple[Tile, End, int], ...]] | None = None
        """What :meth:`show_choices` shows, to show again when the board is laid out anew."""
        self.train_table = TrainTableShown(self)
        """The train table's items, while a train game is shown (ui/train_items.py)."""
        self._place_chrome()

    # --- geometry ---------------------------------------------------------------------

    def apply_settings(self, settings: WindowSettings) -> None:
        """Take new preferences at once: the cloth, the highlight colours, the speeds."""
        self.settings = settings
        fresh = palette_for(settings)
        # Every item holds this palette object, so changing it in place recolours them all.
        self.palette_.__dict__.update(fresh.__dict__)
        for item in self.items():
            item.update()
        for view in self.views():
            view.resetCachedContent()
            view.viewport().update()

    def spot_of(self, seat: int) -> str:
        state = self.state
        assert state is not None
        return self._spots[(seat - state.viewer) % len(state.seats)]

    def board_area(self) -> QRectF:
        """The board rectangle: the layout is fitted into it and nothing else lies in it."""
        return qrect(self.geometry_.board)

    def _players(self) -> int:
        return len(self.state.seats) if self.state else 2

    def seat_anchor(self, seat: int) -> QPointF:
        """Scene point a tile leaves from when that seat plays it."""
        return QPointF(*self.geometry_.seats[self.spot_of(seat)].tiles.centre)

    def set_view_size(self, width: float, height: float) -> None:
        """Fill a view of this size: every item to its place, the board fitted again, and
        the board laid out for the new table shape once the size stays put."""
        self._regeometry((width, height))

    def _regeometry(self, view: tuple[float, float]) -> None:
        fresh = geometry(self._players(), view)
        if fresh == self.geometry_:
            return
        self.geometry_ = fresh
        self.setSceneRect(0, 0, *fresh.view)
        self._place_chrome()
        if self.train_table.active:
            self.train_table.relay(self._place)
            self._refit(animate=False)
            if self._choices is not None:
                self.show_choices(*self._choices)
        if self.layout_ is not None or self._relayout is not None:
            self._refit(animate=False)
            if fresh.table != self._table:
                if self.state is not None and self.state.board.is_empty:
                    # Nothing to move: the lead's ghost takes the new table's long side now.
                    self._follow_table()
                else:
                    self._resized.start()

    def _place_chrome(self) -> None:
        """The boneyard, the seats and the hand to where the geometry puts them."""
        g = self.geometry_
        self.boneyard.setScale(g.boneyard.width / BoneyardItem.FRAME.width())
        self.boneyard.setPos(*g.boneyard.centre)
        for item in self._floats:
            item.setScale(g.chrome * 0.8)
        if self.state is not None:
            self._show_hand(self.state, animate=False)
            self._show_seats(self.state)

    def _follow_table(self) -> None:
        """After a resize: lay the board out for the view's table unless it still fits."""
        table = self.geometry_.table
        request = self._relayout
        if request is not None:
            if request.table != table:
                # The layout on its way is for the old shape: ask for this one instead.
                self._start_relayout(request.board, request.previous, request.kept, table,
                                     request.landing)
            return
        layout, state = self.layout_, self.state
        if layout is None or state is None or table == self._table:
            return
        if not state.board.is_empty and fits(layout.reach(), table):
            # Nothing needs to move now; the next play decides (see :meth:`_lay_out`).
            return
        fresh = extend_layout(state.board, None, table)
        if fresh is None:
            self._start_relayout(state.board, None, table, table, None)
            return
        self.layout_ = fresh
        self._landing = None
        self._table = table
        self._refit(animate=True)
        self._glide_to_layout()
        if self._choices is not None:
            self.show_choices(*self._choices)
        self.relaid.emit()

    def _lay_out(self, board: Board, origin: QPointF | None) -> bool:
        """Lay ``board`` out now if that is quick (True), else start the worker on it and put
        its newest tile on its ghost meanwhile (False)."""
        previous, table, kept = self.layout_, self.geometry_.table, self._table
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
                landing = self._landing_of(board, self.layout_)
            self._start_relayout(board, previous, kept, table, landing, origin)
            return False
        self.layout_, self._landing, self._table, self._laid = layout, landing, kept, board.tiles
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
        self._relayout = request
        self._remove_choices()
        self.choices_changed.emit()
        self._relayer.run(request, lambda: _relay(request.board, previous, kept, table),
                          self._on_relaid, self._on_relayout_failed)
        t = board.tiles[-1] if board.tiles else None
        if landing is not None and t is not None and t not in self.board_items:
            item = self._new_board_item(t)
            self._fly_to(item, landing, origin)

    def _on_relaid(self, result: tuple[TableLayout, Table]) -> None:
        """The worker's layout for the board it was asked about (a stale one never comes)."""
        request, self._relayout = self._relayout, None
        if request is None:
            return
        layout, table = result
        self.layout_, self._table, self._laid = layout, table, request.tiles
        self._landing = request.landing
        self._refit(animate=True)
        state = self.state
        if state is not None:
            self._show_items(request.board, state, None)
            if self._landing is not None and self._flying is None:
                self._glide_to_layout()
            if state.board.tiles != self._laid:
                # A board shown meanwhile: laid now, on top of this layout.
                origin, self._next_origin = self._next_origin, None
                self._show_board(state, origin)
        if self._relayout is None and self._choices is not None:
            self.show_choices(*self._choices)
        self.relaid.emit()

    def _on_relayout_failed(self, error: Exception) -> None:
        self._relayout = None
        raise error

    def _cancel_relayout(self) -> None:
        if self._relayout is not None:
            self._relayout = None
            self._relayer.cancel()
        self._next_origin = None

    @property
    def layout_pending(self) -> bool:
        """Is a layout on its way from the worker? The board shown then waits for it (it
        lands with :attr:`relaid`), and no ghost is offered."""
        return self._relayout is not None

    def shutdown(self) -> None:
        """Drop any layout on its way and wait for the worker (before teardown)."""
        self._cancel_relayout()
        self._relayer.shutdown()

    # --- showing the state ------------------------------------------------------------

    def show_state(self, state: TableState, origin: QPointF | None = None) -> None:
        """Bring every item in line with ``state``; a new board tile flies in from ``origin``."""
        new_table = self.state is None or len(self.state.seats) != len(state.seats) \
            or self.state.viewer != state.viewer
        self.state = state
        if new_table:
            self._spots = _relative_spots(len(state.seats))
            self._regeometry(self.geometry_.view)
        if new_table or state.board.is_empty:
            # A new game or round, or a review position: last score's pop-up is stale.
            self.clear_floats()
        self._show_board(state, origin)
        self._show_hand(state)
        self._show_seats(state)
        if state.boneyard is None:
            self.boneyard.setVisible(False)
        else:
            self.boneyard.setVisible(True)
            self.boneyard.set_state(state.boneyard, state.boneyard_active)

    def _show_board(self, state: TableState, origin: QPointF | None) -> None:
        board = state.board
        request = self._relayout
        if request is not None and board.tiles[:len(request.tiles)] != request.tiles:
            # Another round or position: the layout on its way is about a board gone.
            self._cancel_relayout()
            request = None
        if board.is_empty or any(t not in board for t in self.board_items):
            for old in self.board_items.values():
                self._drop(old)
            self.board_items.clear()
            self.layout_ = None
            self._laid = ()
            self._flying = None
            # The player's zoom lasts the match; where they panned to was about this board.
            self.user_pan = QPointF(0, 0)
        if self.train_table.show(state, origin, self._place):
            self._refit(animate=False)
            return
        if origin is not None and board.tiles != self._laid:
            # A new tile is on its way: whatever still moves on the board gets there first,
            # so no two tiles are ever in flight over the same place.
            self.settle()
        if request is not None:
            # It goes on from the board whose layout is on its way: shown once that arrives.
            if origin is not None and board.tiles != request.tiles:
                self._next_origin = origin
            return
        if self.layout_ is None or self._laid != board.tiles:
            # Laying out can be costly; the board only changes when a tile is added.
            if not self._lay_out(board, origin):
                return
            self._refit(animate=not board.is_empty)
        self._show_items(board, state, origin)

    def _show_items(self, board: Board, state: TableState, origin: QPointF | None) -> None:
        """Every tile of ``board`` (the board laid out) to its place."""
        layout, landing = self.layout_, self._landing
        if layout is None:
            return
        # After a relayout the new tile first lands on the ghost it was played on, then
        # every tile that moves glides to its new place together.
        glide = landing is not None and bool(self.settings.duration(FLIGHT_MS))
        for node in board.nodes():
            t = node.tile
            pose = layout.pose(t)
            item = self.board_items.get(t)
            if item is None:
                item = self._new_board_item(t)
                if glide and landing is not None:
                    self._fly_to(item, landing, origin)
                else:
                    self._place(item, pose, origin)
            elif not glide:
                self._place(item, pose, None)
            item.set_flags(spinner=node.spinner, last_played=t == state.last_tile)

    def _new_board_item(self, t: Tile) -> TileItem:
        item = TileItem(t, UNIT, self.palette_, parent=self.layer)
        item.setZValue(REST_Z)
        self.board_items[t] = item
        state = self.state
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
                if self._relayout is None:
                    self._glide_to_layout()

        self._place(item, landing, origin, after=landed)

    def _glide_to_layout(self) -> None:
        """Move every board tile to where the current layout puts it."""
        layout = self.layout_
        if layout is None:
            return
        for t, item in self.board_items.items():
            if t in layout.poses:
                self._place(item, layout.pose(t), None, self.flight_ms())

    def flight_ms(self) -> int:
        """How long a played tile flies (0: it is put down at once).

        Never longer than the pause before a computer's next move, so that a tile is down
        before the next one sets off; :meth:`settle` sees to it when a move comes sooner.
        """
        pace = max(self.settings.ai_pace_ms, SHORTEST_FLIGHT_MS)
        return self.settings.duration(min(FLIGHT_MS, pace))

    def _place(self, item: TileItem, pose: Pose, origin: QPointF | None,
               duration: int | None = None, after: Callable[[], None] | None = None) -> None:
        item.set_halves(pose.first, pose.second)
        target = QPointF(pose.x * UNIT, pose.y * UNIT)
        rotation = float(pose.angle + (90 if pose.crosswise else 0))
        duration = self.flight_ms() if duration is None else self.settings.duration(duration)
        if origin is not None and duration:
            item.setPos(self.layer.mapFromScene(origin))
            item.setRotation(rotation)
            self._animate(item, b"pos", target, duration, after=after, raised=True)
        elif duration and item.pos() != target and not item.pos().isNull():
            self._animate(item, b"pos", target, duration, after=after)
        else:
            self._stop_motion(item)
            item.setPos(target)
            if after is not None:
                after()
        item.setRotation(rotation)

    def _animate(self, obj: QGraphicsObject, prop: bytes, end: object, duration: int,
                 after: Callable[[], None] | None = None, raised: bool = False) -> None:
        """Animate ``obj``'s ``prop`` to ``end``; ``after`` runs once it gets there.

        An item moves one way at a time: a motion still running on it is stopped (Qt would
        stop it anyway, without a word). A ``raised`` item is drawn above the board's other
        tiles until its motion ends, however it ends.
        """
        if prop == b"pos":
            self._stop_motion(obj)
        anim = QPropertyAnimation(obj, prop, self)
        anim.setDuration(duration)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        if prop != b"pos":
            self._run(anim, after)
            return
        self._motions[obj] = anim
        rest = obj.zValue()
        if raised:
            obj.setZValue(FLYING_Z)

        def ended() -> None:
            if self._motions.get(obj) is anim:
                del self._motions[obj]
            if raised and shiboken6.isValid(obj):
                obj.setZValue(rest)

        self._run(anim, after, ended)

    def _drop(self, item: QGraphicsObject) -> None:
        """Take ``item`` off the table, stopping its motion first."""
        self._stop_motion(item)
        self.removeItem(item)

    def _stop_motion(self, obj: QGraphicsObject) -> None:
        anim = self._motions.get(obj)
        if anim is not None and shiboken6.isValid(anim):
            anim.stop()

    def settle(self) -> None:
        """Bring every board tile still moving to where it is going, at once (their
        follow-ups run, and the glides they start are finished too)."""
        for _ in range(3):
            moving = [a for o, a in self._motions.items()
                      if shiboken6.isValid(o) and o.parentItem() is self.layer]
            if not moving:
                return
            for anim in moving:
                if shiboken6.isValid(anim) and anim.state() is QAbstractAnimation.State.Running:
                    anim.setCurrentTime(anim.totalDuration())

    def _run(self, anim: QAbstractAnimation, after: Callable[[], None] | None = None,
             ended: Callable[[], None] | None = None) -> None:
        """Start ``anim``: ``ended`` runs when it stops for any reason (finished, stopped, or
        its item removed), then ``after`` if it got to its end."""
        self._animations.add(anim)

        def done() -> None:
            self._animations.discard(anim)
            if self._layer_motion is anim:
                self._layer_motion = None

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

    def animations_running(self) -> bool:
        return bool(self._animations)

    def board_moving(self) -> bool:
        """Whether anything on the board is still on its way: a tile, the board's fit, or
        a layout from the worker."""
        return self._relayout is not None or self._layer_motion is not None or any(
            shiboken6.isValid(o) and o.parentItem() is self.layer for o in self._motions)

    def _refit(self, animate: bool) -> None:
        layout = self.layout_
        reach = self.train_table.reach() or (layout.reach() if layout is not None else None)
        if reach is None:
            return
        left, top, right, bottom = reach
        area = self.board_area()
        scale = self.geometry_.pixels_per_unit(reach) / UNIT * self.user_zoom
        # The player pans only as far as the board reaches past the table, never off it.
        slack_x = max(0.0, (right - left) * UNIT * scale - area.width()) / 2
        slack_y = max(0.0, (bottom - top) * UNIT * scale - area.height()) / 2
        self.user_pan = QPointF(min(slack_x, max(-slack_x, self.user_pan.x())),
                                min(slack_y, max(-slack_y, self.user_pan.y())))
        centre = QPointF((left + right) / 2 * UNIT, (top + bottom) / 2 * UNIT)
        pos = area.center() - centre * scale + self.user_pan
        if scale != self.board_scale:
            self.board_scale = scale
            self.rescaled.emit()
        if self._layer_motion is not None:
            # A newer fit (a resize, a zoom) wins over one still on its way.
            self._layer_motion.stop()
            self._animations.discard(self._layer_motion)
            self._layer_motion = None
        duration = self.settings.duration(350) if animate else 0
        if duration:
            group = QParallelAnimationGroup(self)
            for prop, value in ((b"scale", scale), (b"pos", pos)):
                anim = QPropertyAnimation(self.layer, prop)
                anim.setDuration(duration)
                anim.setEndValue(value)
                anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
                group.addAnimation(anim)
            self._layer_motion = group
            self._loosen()

            def ended() -> None:
                if self._layer_motion is group:
                    self._layer_motion = None

            self._run(group, self._sharpen, ended)
        else:
            self.layer.setScale(scale)
            self.layer.setPos(pos)
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
        for item in self.board_items.values():
            if item.cacheMode() is not QGraphicsItem.CacheMode.ItemCoordinateCache:
                item.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)

    def _sharpen(self) -> None:
        """Once the board has its scale, each tile is painted once more at the pixels it
        covers, and frames that only move it copy that picture as it is."""
        for item in self.board_items.values():
            if item.cacheMode() is not QGraphicsItem.CacheMode.DeviceCoordinateCache:
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # --- the player's view of the board: zoom and pan ---------------------------------

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
        self._refit(animate=False)
        self.view_changed.emit()

    def pan(self, delta: QPointF) -> None:
        """Move the board by ``delta`` scene pixels, as far as it reaches past the table."""
        before = QPointF(self.user_pan)
        self.user_pan += delta
        self._refit(animate=False)
        if self.user_pan != before:
            self.view_changed.emit()

    def pan_step(self, dx: int, dy: int) -> None:
        """Pan by a tenth of the board area per step (the keys)."""
        area = self.board_area()
        self.pan(QPointF(-dx * area.width() / 10, -dy * area.height() / 10))

    def reset_view(self) -> None:
        """The board fitted to the table again: no zoom, no pan."""
        changed = not self.fitted
        self.user_zoom, self.user_pan = 1.0, QPointF(0, 0)
        self._refit(animate=True)
        if changed:
            self.view_changed.emit()

    def new_match(self) -> None:
        """A new match starts fitted (the zoom lasts a match)."""
        self.user_zoom, self.user_pan = 1.0, QPointF(0, 0)
        self._refit(animate=False)
        self.view_changed.emit()

    def _show_hand(self, state: TableState, animate: bool = True) -> None:
        info = state.seats[state.viewer]
        hand = info.hand or ()
        for t in [t for t in self.hand_items if t not in hand]:
            self._drop(self.hand_items.pop(t))
        had_tiles = bool(self.hand_items)
        g = self.geometry_
        unit = g.hand_unit
        band = g.seats["bottom"].tiles
        n = len(hand)
        # Standing tiles side by side, closer together when the band is short of room.
        step = min(unit * 1.3, (band.width - unit) / max(n - 1, 1))
        start = band.centre[0] - step * (n - 1) / 2
        rest = g.hand_rest
        playing = state.to_move == state.viewer and not state.reveal
        for i, t in enumerate(hand):
            item = self.hand_items.get(t)
            if item is None:
                item = TileItem(t, HAND_UNIT, self.palette_)
                item.kind = "hand"
                item.setRotation(90)
                item.setZValue(10)
                self.addItem(item)
                self.hand_items[t] = item
                drawn = self._drawn_from(state) if had_tiles else None
                item.setPos(drawn if drawn is not None
                            else QPointF(start + step * i, rest + 2 * unit))
            # As big as the geometry makes a hand tile (its short side: hand_unit pixels).
            item.setScale(unit / HAND_UNIT)
            playable = t in state.playable
            item.set_flags(selected=t == state.selected, lifted=playable,
                           dimmed=playing and not playable)
            lift = LIFT if t == state.selected else LIFT / 2 if playable else 0.0
            target = QPointF(start + step * i, rest - lift * unit)
            if self._dragging == t:
                continue
            duration = self.settings.duration(180) if animate else 0
            if duration and item.pos() != target:
                self._animate(item, b"pos", target, duration)
            else:
                self._stop_motion(item)
                item.setPos(target)

    def show_thinking(self, seat: int | None) -> None:
        """Mark ``seat`` as thinking (None: nobody), touching nothing else on the table."""
        state = self.state
        if state is None:
            return
        state.thinking = seat
        for number, badge in self.badges.items():
            badge.set_state(state.to_move == number, seat == number)

    def _show_seats(self, state: TableState) -> None:
        g = self.geometry_
        for seat, info in enumerate(state.seats):
            spot = self.spot_of(seat)
            badge = self.badges.get(seat)
            if badge is None:
                badge = SeatBadge(seat, self.palette_)
                badge.setZValue(30)
                self.addItem(badge)
                self.badges[seat] = badge
            box = g.seats[spot].badge
            badge.set_size(box.width, box.height)
            badge.setPos(*box.centre)
            badge.set_text(info.name, info.detail)
            badge.set_state(state.to_move == seat, state.thinking == seat)
            if seat == state.viewer or spot in ROW_SPOTS.get(len(state.seats), ()):
                # A seat in the top row (five players or more) is counted on its plate.
                continue
            self._show_backs(seat, spot, info, state.reveal)
        for seat in [s for s in self.badges if s >= len(state.seats)]:
            self.removeItem(self.badges.pop(seat))
        # Tile backs of seats no longer at the table (a smaller game), and of the viewer's
        # own seat (shown face up as the hand), would otherwise stay as phantom tiles.
        for seat in [s for s in self.back_items if s >= len(state.seats) or s == state.viewer]:
            for item in self.back_items.pop(seat):
                self._drop(item)
        for seat in [s for s in self.racks if s >= len(state.seats) or s == state.viewer]:
            self.removeItem(self.racks.pop(seat))

    def _show_backs(self, seat: int, spot: str, info: SeatInfo, reveal: bool) -> None:
        items = self.back_items.setdefault(seat, [])
        # The window hands over another seat's tiles only when they may be seen.
        tiles: Sequence[Tile | None] = (
            info.hand if info.hand is not None else [None] * info.count)
        while len(items) > len(tiles):
            self._drop(items.pop())
        held = len(items)
        for i, t in enumerate(tiles):
            face_up = t is not None
            if i < len(items) and (items[i].face_up != face_up or
                                   (face_up and items[i].tile != t)):
                self._drop(items[i])
                items[i] = self._make_back(t)
            elif i >= len(items):
                items.append(self._make_back(t))
        g = self.geometry_
        room = g.seats[spot]
        # A tile's short side across the row (or down the column), in pixels.
        unit = g.back_unit * (1.2 if info.hand is not None else 1.0)
        n = len(items)
        targets: list[QPointF] = []
        pad = g.back_unit * 0.35
        if room.column:
            # Lying across a narrow column beside the board, from the top down under the
            # seat's name plate (centred, a last tile would line up with the board's line).
            step = min(unit * 1.3, (room.tiles.height - unit - 2 * pad) / max(n - 1, 1))
            x = room.tiles.centre[0]
            top = room.tiles.top + pad + unit / 2
            for i, item in enumerate(items):
                item.setRotation(0)
                targets.append(QPointF(x, top + step * i))
            half = (unit, unit / 2)
        else:
            # Standing in a row beside the name plate.
            step = min(unit * 1.3, (room.tiles.width - unit - 2 * pad) / max(n - 1, 1))
            y = room.tiles.centre[1]
            for i, item in enumerate(items):
                item.setRotation(90)
                targets.append(QPointF(room.tiles.left + pad + unit / 2 + step * i, y))
            half = (unit / 2, unit)
        self._show_rack(seat, targets, half, pad)
        drawn = None if reveal or held == 0 or self.state is None \
            else self._drawn_from(self.state)
        duration = self.settings.duration(DRAW_MS)
        for i, (item, target) in enumerate(zip(items, targets, strict=True)):
            item.setScale(g.back_unit / BACK_UNIT)
            if i >= held and drawn is not None and duration:
                # A tile just drawn slides from the boneyard to the seat.
                item.setPos(drawn)
                self._animate(item, b"pos", target, duration)
            else:
                self._stop_motion(item)
                item.setPos(target)

    def _show_rack(self, seat: int, targets: Sequence[QPointF], half: tuple[float, float],
                   pad: float) -> None:
        """The tray another seat's tiles lie in: they read as that seat's, never as
        tiles of the board."""
        rack = self.racks.get(seat)
        if rack is None:
            rack = QGraphicsPathItem()
            rack.setPen(QPen(Qt.PenStyle.NoPen))
            rack.setBrush(QColor(0, 0, 0, 55))
            rack.setZValue(4)
            rack.setData(0, "rack")
            self.addItem(rack)
            self.racks[seat] = rack
        path = QPainterPath()
        if targets:
            xs = [p.x() for p in targets]
            ys = [p.y() for p in targets]
            box = QRectF(QPointF(min(xs) - half[0] - pad, min(ys) - half[1] - pad),
                         QPointF(max(xs) + half[0] + pad, max(ys) + half[1] + pad))
            path.addRoundedRect(box, pad * 1.5, pad * 1.5)
        rack.setPath(path)

    def _drawn_from(self, state: TableState) -> QPointF | None:
        """Where a tile that joins a hand now comes from: the boneyard during a round, or
        nowhere (a deal, or a game without a boneyard)."""
        if state.boneyard is None or state.board.is_empty or state.reveal:
            return None
        return self.boneyard.pos()

    def _make_back(self, t: Tile | None) -> TileItem:
        unit = BACK_UNIT * (1.2 if t is not None else 1.0)
        item = TileItem(t or Tile(0, 0), unit, self.palette_, face_up=t is not None)
        item.kind = "back"
        item.setZValue(5)
        self.addItem(item)
        return item

    # --- choices: ghosts and markers ------------------------------------------------------

    def show_choices(self, tile: Tile | None, moves: Sequence[Move], focus: int,
                     others: Sequence[tuple[Tile, End, int]]) -> None:
        """Ghosts of ``tile`` at each of ``moves`` (``focus`` stands out); markers at ``others``."""
        self._choices = None
        self._remove_choices()
        self._lay_choices(tile, moves, focus, others)
        self.choices_changed.emit()

    def _lay_choices(self, tile: Tile | None, moves: Sequence[Move], focus: int,
                     others: Sequence[tuple[Tile, End, int]]) -> None:
        layout, board = self.layout_, self.state.board if self.state else None
        if tile is None or board is None:
            return
        if self.train_table.active:
            self._choices = (tile, tuple(moves), focus, tuple(others))
            self.train_table.show_choices(tile, moves, focus)
            return
        self._choices = (tile, tuple(moves), focus, tuple(others))
        if layout is None or self._relayout is not None or self._laid != board.tiles:
            # Kept for when the layout of this board is on the table.
            return
        for i, move in enumerate(moves):
            if move.at is None or move.end is None:
                # The lead: its ghost lies where the lead will lie, at the centre.
                pose = layout.lead(tile)
            else:
                value = board.place_value(move.at, move.end)
                assert value is not None
                pose = layout.ghost(move.at, move.end, tile, value)
            ghost = TileItem(tile, UNIT, self.palette_, parent=self.layer)
            ghost.kind = "ghost"
            ghost.move = move
            ghost.setOpacity(0.8)
            ghost.setZValue(15)
            ghost.set_flags(ghost=True, focused=i == focus)
            ghost.set_halves(pose.first, pose.second)
            ghost.setPos(pose.x * UNIT, pose.y * UNIT)
            ghost.setRotation(pose.angle + (90 if pose.crosswise else 0))
            ghost.setCursor(Qt.CursorShape.PointingHandCursor)
            where = "" if move.at is None else f" {move.at} {move.end}"
            ghost.setToolTip(self.tr("play %1 here").replace("%1", f"{tile}{where}"))
            self.ghosts.append(ghost)
            self.ghost_poses.append(pose)
        for at, end, value in others:
            try:
                x, y = layout.marker(at, end)
            except KeyError:
                continue
            marker = MarkerItem(at, end, value, UNIT, self.palette_, parent=self.layer)
            marker.setPos(x * UNIT, y * UNIT)
            marker.setZValue(14)
            self.markers.append(marker)

    def clear_choices(self) -> None:
        self._choices = None
        if self.ghosts or self.markers:
            self._remove_choices()
            self.choices_changed.emit()

    def _remove_choices(self) -> None:
        for item in [*self.ghosts, *self.markers]:
            self.removeItem(item)
        self.ghosts.clear()
        self.ghost_poses.clear()
        self.markers.clear()

    def focus_ghost(self, index: int) -> None:
        if self._choices is not None:
            tile, moves, _, others = self._choices
            self._choices = (tile, moves, index, others)
        for i, ghost in enumerate(self.ghosts):
            ghost.set_flags(focused=i == index)
        self.choices_changed.emit()

    @property
    def focused_ghost(self) -> int | None:
        """The index in :attr:`ghosts` of the ghost that stands out (keys, a hint)."""
        if self._choices is None or not 0 <= self._choices[2] < len(self.ghosts):
            return None
        return self._choices[2]

    # --- passing effects -----------------------------------------------------------------

    def float_text(self, text: str, colour: QColor, at: QPointF | None = None) -> None:
        self.clear_floats()
        item = _FloatText(text, colour)
        item.setScale(self.geometry_.chrome * 0.8)
        start = at if at is not None else self.board_area().center()
        item.setPos(start)
        self.addItem(item)
        self._floats.append(item)
        duration = self.settings.duration(1400)
        if not duration:
            # Without animations the score still shows for a moment, then goes; it never
            # stays over the board (where it would hide a spinner) into later moves.
            QTimer.singleShot(STILL_FLOAT_MS, item, lambda: self._drop_float(item))
            return
        group = QParallelAnimationGroup(self)
        item.motion = group
        rise = QPropertyAnimation(item, b"pos")
        rise.setDuration(duration)
        rise.setEndValue(start + QPointF(0, -60 * self.geometry_.chrome))
        rise.setEasingCurve(QEasingCurve.Type.OutCubic)
        fade = QPropertyAnimation(item, b"opacity")
        fade.setDuration(duration)
        fade.setKeyValueAt(0.0, 1.0)
        fade.setKeyValueAt(0.6, 1.0)
        fade.setEndValue(0.0)
        group.addAnimation(rise)
        group.addAnimation(fade)
        self._run(group, lambda: self._drop_float(item))

    def _drop_float(self, item: _FloatText) -> None:
        if item in self._floats:
            self._floats.remove(item)
            motion, item.motion = item.motion, None
            if motion is not None and shiboken6.isValid(motion) \
                    and motion.state() is not QAbstractAnimation.State.Stopped:
                # Taken off mid-flight: its rise and fade must not outlive it.
                motion.stop()
            self.removeItem(item)

    def clear_floats(self) -> None:
        """Take every score pop-up off the table at once."""
        for item in list(self._floats):
            self._drop_float(item)

    def floating_texts(self) -> list[str]:
        return [f.text for f in self._floats]

    def tick(self) -> None:
        for badge in self.badges.values():
            badge.tick()

    # --- gestures ------------------------------------------------------------------------

    def _top(self, pos: QPointF, kinds: tuple[str, ...]) -> QGraphicsItem | None:
        for item in self.items(pos):
            if getattr(item, "kind", None) in kinds and item.isVisible():
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        pos = event.scenePos()
        item = self._top(pos, ("ghost", "hand", "marker", "boneyard"))
        if isinstance(item, TileItem) and item.kind == "ghost" and item.move is not None:
            self.ghost_clicked.emit(item.move)
        elif isinstance(item, TileItem) and item.kind == "hand":
            self._press = (item.tile, pos)
            self.tile_pressed.emit(item.tile)
        elif isinstance(item, MarkerItem):
            self.marker_clicked.emit(item.at, item.end, item.value)
        elif isinstance(item, BoneyardItem):
            self.boneyard_clicked.emit()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        tile, start = self._press
        if self._dragging is None:
            if (event.scenePos() - start).manhattanLength() < 10:
                return
            self._dragging = tile
            self.drag_started.emit(tile)
        item = self.hand_items.get(tile)
        if item is not None:
            item.setZValue(40)
            item.setPos(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        dragging, self._dragging, self._press = self._dragging, None, None
        if dragging is None:
            return
        item = self.hand_items.get(dragging)
        if item is not None:
            item.setZValue(10)
        target = self._top(event.scenePos(), ("ghost", "marker"))
        if isinstance(target, TileItem) and target.move is not None:
            self.dropped.emit(dragging, target.move)
        elif isinstance(target, MarkerItem):
            self.dropped.emit(dragging, (target.at, target.end, target.value))
        else:
            self.dropped.emit(dragging, None)
        if self.state is not None:
            self._show_hand(self.state)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self._top(event.scenePos(), ("hand",))
        if isinstance(item, TileItem):
            self.tile_double_clicked.emit(item.tile)
        event.accept()


class TableView(QGraphicsView):
    """Shows the whole table, scaled to the widget; wheel zooms the board, right-drag pans."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A frame repaints only what changed, over the cloth painted once (the cloth is
        # painted again when the view's size or the theme changes).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Table"))
        # The table never shrinks below this, whatever docks or panels open beside it.
        self.setMinimumSize(420, 260)
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self._pan_from: QPointF | None = None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fill()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fill()

    def _fill(self) -> None:
        # The scene takes the viewport's size, so nothing is scaled and no felt is wasted.
        size = self.viewport().size()
        self.table.set_view_size(float(size.width()), float(size.height()))
        self.centerOn(self.table.sceneRect().center())
        self.resetCachedContent()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # The cloth everywhere the view shows, not only inside the scene rect, so no bars appear.
        settings = self.table.settings
        theme = theme_of("contrast" if settings.high_contrast else settings.theme)
        scene = self.table.sceneRect()
        centre = scene.center()
        gradient = QRadialGradient(centre, 0.75 * max(scene.width(), scene.height()))
        gradient.setColorAt(0.0, QColor(theme.centre))
        gradient.setColorAt(0.7, QColor(theme.middle))
        gradient.setColorAt(1.0, QColor(theme.edge))
        painter.fillRect(QRectF(rect), gradient)
        painter.setPen(QPen(theme.border, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(scene.adjusted(2, 2, -2, -2), 18, 18)

    def event(self, event: QEvent) -> bool:
        # Tab and Backtab move between places on the table, not between widgets.
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self.keyPressEvent(event)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.table.zoom(1.15 ** steps)
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self._pan_from = self.mapToScene(event.position().toPoint())
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            here = self.mapToScene(event.position().toPoint())
            self.table.pan(here - self._pan_from)
            self._pan_from = here
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self._pan_from is not None:
            self._pan_from = None
            event.accept()
            return
        super().mouseReleaseEvent(event)
