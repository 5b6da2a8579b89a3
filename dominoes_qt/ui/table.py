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

The scene is the one object the window talks to; each part of the table is a room of its
own, which the scene composes: the board and its layouts (:mod:`.table_board`), the fit,
zoom and pan (:mod:`.table_camera`), the ghosts and markers (:mod:`.table_choices`), the
seats and the hand (:mod:`.table_seats`), the score pop-ups (:mod:`.table_floats`) and
every animation (:mod:`.table_motion`); what they share is in :mod:`.table_model`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
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

from dominoes_qt.engine import End, Move, Tile
from dominoes_qt.layout import Pose, TableLayout
from dominoes_qt.layout.fit import geometry
from dominoes_qt.ui.items import BoneyardItem, MarkerItem, SeatBadge, TileItem
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.table_board import LAYOUT_WORKERS, BoardRoom
from dominoes_qt.ui.table_camera import Camera
from dominoes_qt.ui.table_choices import Choices
from dominoes_qt.ui.table_floats import Floats
from dominoes_qt.ui.table_model import (
    DRAW_MS,
    FLIGHT_MS,
    FLYING_Z,
    RELAYOUT_AFTER_RESIZE_MS,
    REST_Z,
    SHORTEST_FLIGHT_MS,
    STILL_FLOAT_MS,
    THEMES,
    ZOOM_RANGE,
    SeatInfo,
    TableState,
    Theme,
    palette_for,
    qrect,
    relative_spots,
    theme_of,
)
from dominoes_qt.ui.table_motion import Motion
from dominoes_qt.ui.table_seats import Seats
from dominoes_qt.ui.train_items import TrainTableShown

__all__ = [
    "DRAW_MS", "FLIGHT_MS", "FLYING_Z", "LAYOUT_WORKERS", "RELAYOUT_AFTER_RESIZE_MS",
    "REST_Z", "SHORTEST_FLIGHT_MS", "STILL_FLOAT_MS", "THEMES", "ZOOM_RANGE", "SeatInfo",
    "TableScene", "TableState", "TableView", "Theme", "palette_for", "qrect", "theme_of",
]


class _Layer(QGraphicsObject):
    """An invisible parent for the board tiles, scaled and moved to keep the layout in view."""

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pass


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
        self.boneyard = BoneyardItem(self.palette_)
        self.boneyard.setVisible(False)
        self.addItem(self.boneyard)
        self.state: TableState | None = None
        self._press: tuple[Tile, QPointF] | None = None
        self._dragging: Tile | None = None
        self._spots: list[str] = []
        # The rooms, each reading this scene for the settings, geometry and state it shows.
        # The camera and the choices are built before the board they look at, so they reach
        # it through lambdas (a bound method of the board does not exist yet).
        self.board: BoardRoom
        self.motion = Motion(self, self.layer)
        self.camera = Camera(self, self, self.motion, lambda: self.board.layout,
                             lambda: self.board.items.values(),  # noqa: PLW0108
                             self.rescaled.emit, self.view_changed.emit)
        self.choices = Choices(self, lambda board: self.board.ready_for(board),  # noqa: PLW0108
                               self.choices_changed.emit)
        self.board = BoardRoom(self, self, self.motion, self.camera, self.choices,
                               self.relaid.emit, self.choices_changed.emit)
        self.seats = Seats(self, self.motion, self.boneyard, self.spot_of,
                           lambda: self._dragging)
        self.floats = Floats(self, self, self.motion)
        self.train_table = TrainTableShown(self)
        """The train table's items, while a train game is shown (ui/train_items.py)."""
        self._place_chrome()

    # --- what the rooms hold, under the names the window reads -----------------------

    @property
    def layout_(self) -> TableLayout | None:
        return self.board.layout

    @property
    def board_items(self) -> dict[Tile, TileItem]:
        return self.board.items

    @property
    def hand_items(self) -> dict[Tile, TileItem]:
        return self.seats.hand_items

    @property
    def back_items(self) -> dict[int, list[TileItem]]:
        return self.seats.back_items

    @property
    def racks(self) -> dict[int, QGraphicsPathItem]:
        """The tray under each other seat's tiles."""
        return self.seats.racks

    @property
    def badges(self) -> dict[int, SeatBadge]:
        return self.seats.badges

    @property
    def ghosts(self) -> list[TileItem]:
        return self.choices.ghosts

    @property
    def ghost_poses(self) -> list[Pose]:
        """Where each of :attr:`ghosts` lies on the board, in the same order."""
        return self.choices.ghost_poses

    @property
    def markers(self) -> list[MarkerItem]:
        return self.choices.markers

    @property
    def user_zoom(self) -> float:
        return self.camera.user_zoom

    @property
    def user_pan(self) -> QPointF:
        return self.camera.user_pan

    @property
    def board_scale(self) -> float:
        """The scale of the board layer once its fit is done (a fit may be on its way)."""
        return self.camera.board_scale

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
            self.train_table.relay(self.board.place)
            self.camera.refit(animate=False)
            self.choices.show_again()
        self.board.follow_view()

    def _place_chrome(self) -> None:
        """The boneyard, the seats and the hand to where the geometry puts them."""
        g = self.geometry_
        self.boneyard.setScale(g.boneyard.width / BoneyardItem.FRAME.width())
        self.boneyard.setPos(*g.boneyard.centre)
        self.floats.rescale()
        if self.state is not None:
            self.seats.show_hand(self.state, animate=False)
            self.seats.show_seats(self.state)

    @property
    def layout_pending(self) -> bool:
        """Is a layout on its way from the worker? The board shown then waits for it (it
        lands with :attr:`relaid`), and no ghost is offered."""
        return self.board.pending

    def shutdown(self) -> None:
        """Drop any layout on its way and wait for the worker (before teardown)."""
        self.board.shutdown()

    # --- showing the state ------------------------------------------------------------

    def show_state(self, state: TableState, origin: QPointF | None = None) -> None:
        """Bring every item in line with ``state``; a new board tile flies in from ``origin``."""
        new_table = self.state is None or len(self.state.seats) != len(state.seats) \
            or self.state.viewer != state.viewer
        self.state = state
        if new_table:
            self._spots = relative_spots(len(state.seats))
            self._regeometry(self.geometry_.view)
        if new_table or state.board.is_empty:
            # A new game or round, or a review position: last score's pop-up is stale.
            self.clear_floats()
        self.board.show_board(state, origin)
        self.seats.show_hand(state)
        self.seats.show_seats(state)
        if state.boneyard is None:
            self.boneyard.setVisible(False)
        else:
            self.boneyard.setVisible(True)
            self.boneyard.set_state(state.boneyard, state.boneyard_active)

    def flight_ms(self) -> int:
        """How long a played tile flies (0: it is put down at once).

        Never longer than the pause before a computer's next move, so that a tile is down
        before the next one sets off; :meth:`settle` sees to it when a move comes sooner.
        """
        return self.board.flight_ms()

    def settle(self) -> None:
        """Bring every board tile still moving to where it is going, at once (their
        follow-ups run, and the glides they start are finished too)."""
        self.motion.settle()

    def animations_running(self) -> bool:
        return self.motion.running()

    def board_moving(self) -> bool:
        """Whether anything on the board is still on its way: a tile, the board's fit, or
        a layout from the worker."""
        return self.board.pending or self.motion.board_moving()

    # --- the player's view of the board: zoom and pan ---------------------------------

    @property
    def fitted(self) -> bool:
        """Whether the board is shown as the table fits it (no zoom, no pan)."""
        return self.camera.fitted

    def zoom(self, factor: float) -> None:
        """Zoom the board by ``factor`` about the board area's centre (within
        :data:`ZOOM_RANGE`); the zoom is kept until :meth:`reset_view` or a new match."""
        self.camera.zoom(factor)

    def pan(self, delta: QPointF) -> None:
        """Move the board by ``delta`` scene pixels, as far as it reaches past the table."""
        self.camera.pan(delta)

    def pan_step(self, dx: int, dy: int) -> None:
        """Pan by a tenth of the board area per step (the keys)."""
        self.camera.pan_step(dx, dy)

    def reset_view(self) -> None:
        """The board fitted to the table again: no zoom, no pan."""
        self.camera.reset_view()

    def new_match(self) -> None:
        """A new match starts fitted (the zoom lasts a match)."""
        self.camera.new_match()

    # --- the seats --------------------------------------------------------------------

    def show_thinking(self, seat: int | None) -> None:
        """Mark ``seat`` as thinking (None: nobody), touching nothing else on the table."""
        self.seats.show_thinking(seat)

    def tick(self) -> None:
        self.seats.tick()

    # --- choices: ghosts and markers ------------------------------------------------------

    def show_choices(self, tile: Tile | None, moves: Sequence[Move], focus: int,
                     others: Sequence[tuple[Tile, End, int]]) -> None:
        """Ghosts of ``tile`` at each of ``moves`` (``focus`` stands out); markers at ``others``."""
        self.choices.show(tile, moves, focus, others)

    def clear_choices(self) -> None:
        self.choices.clear()

    def focus_ghost(self, index: int) -> None:
        self.choices.focus(index)

    @property
    def focused_ghost(self) -> int | None:
        """The index in :attr:`ghosts` of the ghost that stands out (keys, a hint)."""
        return self.choices.focused

    # --- passing effects -----------------------------------------------------------------

    def float_text(self, text: str, colour: QColor, at: QPointF | None = None) -> None:
        self.floats.show(text, colour, at)

    def clear_floats(self) -> None:
        """Take every score pop-up off the table at once."""
        self.floats.clear()

    def floating_texts(self) -> list[str]:
        return self.floats.texts()

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
            self.seats.show_hand(self.state)

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
