"""The table for screen readers: what the scene shows, as Qt accessibility objects.

A QGraphicsScene is one accessible node without children, so a factory gives the table's
view an interface of its own: the hand, the places the chosen tile may go (or the open
places), the board in play order, the counting ends, the seats and the boneyard, each a
list or a line of text. :class:`TableReader` words them from the engine (the legal moves
say what fits where; nothing here decides a rule), and the same words serve the keys that
read the state aloud.

Qt keeps raw pointers to interfaces it has been given, so every interface made here stays
referenced from Python for as long as Qt may ask for it, and only Qt's cache deletes them
(the table's with its view, the others at exit): a list's children come from pools that
only grow, one interface per thing a line stands for (a tile, a place, a seat: at most a few
hundred), so a node a screen reader was told about never comes to mean another thing; each
list tells the reader which nodes came and went (Qt's AT-SPI bridge sends that as
``object:children-changed``).
"""

from __future__ import annotations

import atexit
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QGraphicsItem, QWidget

from dominoes_qt import wording
from dominoes_qt.engine import End, Need, Tile
from dominoes_qt.teaching import house_rules
from dominoes_qt.ui.announcer import Announcer
from dominoes_qt.ui.board_words import (
    board_lines,
    board_text,
    end_name,
    fits_text,
    joined_text,
    move_text,
)
from dominoes_qt.ui.keys import Command
from dominoes_qt.ui.texts import QT, fill, level_name, tiles_count, you_names
from dominoes_qt.ui.train_words import train_reading

if TYPE_CHECKING:
    from dominoes_qt.ui.presenter import Presenter
    from dominoes_qt.ui.table import TableScene, TableView

Role = QAccessible.Role


@dataclass(frozen=True)
class Line:
    """One thing the table shows, as the screen reader gives it."""

    name: str
    description: str = ""
    focus: bool = False
    """The keyboard's choice is here."""
    item: QGraphicsItem | None = None
    """Where it is drawn (for its place on the screen)."""
    key: object = None
    """What the line stands for (a tile, a move, a place, a seat): the reader's node is
    kept for it, so a node never comes to mean another thing (None: its position)."""


class TableSource(Protocol):
    """What the screen-reader layer reads of a table: the presenter (the seat's view and
    the player's choice), the items the scene draws (for their places on the screen) and
    the seats' names. The game window is one; the layer knows it only as this, so that the
    window may import the layer and not the other way round."""

    @property
    def presenter(self) -> Presenter: ...
    @property
    def scene(self) -> TableScene: ...
    @property
    def view(self) -> TableView: ...

    def seat_names(self) -> list[str]: ...

    def side_names(self) -> list[str]: ...

    def who(self, seat: int) -> wording.Who: ...


class TableReader:
    """Words every part of the table from its source's state and the engine's answers."""

    def __init__(self, source: TableSource) -> None:
        self._source = weakref.ref(source)

    @property
    def source(self) -> TableSource | None:
        source = self._source()
        return source if source is not None and shiboken6.isValid(source) else None

    # --- the parts -----------------------------------------------------------------------

    def hand(self) -> list[Line]:
        source = self.source
        if source is None:
            return []
        p = source.presenter
        chose_place = p.selected is not None and p.place_chosen
        out = []
        for t in p.hand_order():
            name = str(t)
            if p.on_turn:
                name = fill("%1, %2", t, fits_text(len(p.legal_moves_for(t))))
            if t == p.selected:
                name = fill(QCoreApplication.translate("Access", "%1, chosen"), name)
            out.append(Line(name, focus=t == p.selected and not chose_place,
                            item=source.scene.hand_items.get(t), key=t))
        return out

    def places(self) -> list[Line]:
        """The chosen tile's places (one of them the keyboard's), else every open place
        with the tiles of the hand that could go there."""
        source = self.source
        trains = train_reading(None if source is None else source.scene)
        if trains is not None:
            return [Line(words, focus=focus, key=key) for words, focus, key in trains.places()]
        board = None if source is None else source.presenter.board
        if source is None or board is None:
            return []
        p = source.presenter
        if p.selected is not None:
            moves = p.moves
            out = []
            for i, move in enumerate(moves):
                value = None if move.at is None or move.end is None else \
                    board.place_value(move.at, move.end)
                name = fill(QCoreApplication.translate("Access", "Place %1 of %2: %3 on %4"),
                            i + 1, len(moves), move.tile, move_text(move, value))
                focused = p.place_chosen and i == p.place_index % len(moves)
                out.append(Line(name, focus=focused, key=("move", move)))
            return out
        fitting: dict[tuple[Tile | None, End | None], list[Tile]] = {}
        if p.on_turn:
            for t in p.hand_order():
                for move in p.legal_moves_for(t):
                    fitting.setdefault((move.at, move.end), []).append(t)
        if board.is_empty:
            tiles = fitting.get((None, None), [])
            return [Line(self._open_text(QCoreApplication.translate(
                "Access", "The centre: the lead"), tiles), key=("place", None, None))]
        return [Line(self._open_text(
            fill(QCoreApplication.translate("Access", "%1 end of %2 (%3)"),
                 p.value, p.tile, end_name(p.end)), fitting.get((p.tile, p.end), [])),
            key=("place", p.tile, p.end))
            for p in board.places()]

    @staticmethod
    def _open_text(where: str, tiles: Sequence[Tile]) -> str:
        if not tiles:
            return where
        return fill(QCoreApplication.translate("Access", "%1; fits: %2"), where,
                    ", ".join(str(t) for t in tiles))

    def board(self) -> list[Line]:
        source = self.source
        trains = train_reading(None if source is None else source.scene)
        if trains is not None:
            return [Line(line.name, item=line.item, key=line.key)
                    for line in trains.board_lines()]
        board = None if source is None else source.presenter.board
        if source is None or board is None:
            return []
        return [Line(text, item=source.scene.board_items.get(t), key=t)
                for t, text in zip(board.tiles, board_lines(board,
                                                            source.presenter.last_tile),
                                   strict=True)]

    def ends(self) -> str:
        """The counting ends and their sum, or the open numbers in a game that counts none."""
        source = self.source
        trains = train_reading(None if source is None else source.scene)
        if trains is not None:
            return trains.ends()
        p = None if source is None else source.presenter
        if p is None or p.board is None or p.rules is None:
            return ""
        board, rules = p.board, p.rules
        if board.is_empty:
            return QCoreApplication.translate("Access", "Open ends: none yet (the lead).")
        if not rules.scores_plays:
            open_ = ", ".join(str(p.value) for p in board.places()) or "-"
            return fill(QCoreApplication.translate("Access", "Open ends: %1."), open_)
        values = [c.value for c in board.counted()]
        total = board.end_sum
        text = wording.end_sum(rules, values, total, rules.end_points(total))
        return fill(QCoreApplication.translate("Access", "Counting ends: %1."), text)

    def seats(self) -> list[Line]:
        source = self.source
        p = None if source is None else source.presenter
        view = None if p is None else p.view
        if p is None or view is None:
            return []
        out = []
        for seat, s in enumerate(view.seats):
            parts = [s.name]
            if s.is_ai:
                parts.append(level_name(s.level))
            elif seat == view.seat and s.name not in you_names():
                parts.append(QCoreApplication.translate("Access", "you"))
            parts.append(tiles_count(view.hand_counts[seat]))
            if p.thinking == seat:
                parts.append(QCoreApplication.translate("Access", "thinking"))
            elif view.to_move == seat:
                parts.append(QCoreApplication.translate("Access", "to play"))
            out.append(Line(", ".join(parts), key=seat))
        return out

    def boneyard(self) -> str:
        source = self.source
        view = None if source is None else source.presenter.view
        if view is None:
            return ""
        if view.boneyard is None:
            return QCoreApplication.translate("Access", "No boneyard in this game.")
        return fill(QCoreApplication.translate("Access", "Boneyard: %1."),
                    tiles_count(view.boneyard))

    # --- what the reading keys say -----------------------------------------------------

    def my_hand(self) -> str:
        lines = self.hand()
        if not lines:
            return QCoreApplication.translate("Access", "Your hand is empty.")
        return fill(QCoreApplication.translate("Access", "Your hand: %1."),
                    "; ".join(line.name for line in lines))

    def whole_board(self) -> str:
        """The board in play order, each tile with where it joined (the board key)."""
        source = self.source
        trains = train_reading(None if source is None else source.scene)
        if trains is not None:
            return trains.whole()
        if source is None or source.presenter.view is None:
            return ""
        lines = self.board()
        if not lines:
            return QCoreApplication.translate("Access", "The board is empty.")
        return fill(QCoreApplication.translate("Access", "Board in play order: %1."),
                    "; ".join(line.name for line in lines))

    def scores(self) -> str:
        source = self.source
        p = None if source is None else source.presenter
        if source is None or p is None or p.view is None or p.rules is None:
            return QCoreApplication.translate("Access", "No match yet.")
        rules = p.rules
        names = source.side_names()
        each = ", ".join(f"{names[side]} {rules.display(score)}"
                         for side, score in enumerate(p.view.scores))
        said = fill(QCoreApplication.translate("Access", "Scores: %1 (playing to %2)."),
                    each, rules.display(rules.target))
        # Which rules are in play, for a player who cannot glance at the window's title.
        return f"{said} {house_rules.summary(QT, rules)}" if rules.house_rules else said

    def last_play(self) -> str:
        source = self.source
        p = None if source is None else source.presenter
        if source is None or p is None or p.view is None or p.rules is None:
            return QCoreApplication.translate("Access", "No play yet.")
        last = p.last_play()
        if last is not None:
            return wording.play_sentence(QT, p.rules, source.who(last.seat), last.tile,
                                         last.parts)
        return QCoreApplication.translate("Access", "No tile played yet this round.")

    def turn(self) -> str:
        source = self.source
        p = None if source is None else source.presenter
        view = None if p is None else p.view
        if source is None or p is None or view is None:
            return QCoreApplication.translate("Access", "No match yet.")
        if view.match_over:
            return QCoreApplication.translate("Access", "The match is over.")
        if view.round_over or view.to_move is None:
            return QCoreApplication.translate("Access", "The round is over.")
        name = source.seat_names()[view.to_move]
        if not p.on_turn:
            if p.thinking == view.to_move:
                return fill(QCoreApplication.translate("Access", "%1 is thinking."), name)
            return fill(QCoreApplication.translate("Access", "%1 to play."), name)
        need = view.need
        if need is Need.DRAW:
            return QCoreApplication.translate("Access", "Your turn: draw from the boneyard (D).")
        if need is Need.PASS:
            return QCoreApplication.translate("Access", "Your turn: nothing fits, pass (P).")
        fitting = len(p.playable())
        return QCoreApplication.translate("Access", "Your turn: %n tile(s) fit.", "", fitting)


# --- Qt's side: the interfaces ----------------------------------------------------------


def _screen_rect(view: TableView, item: QGraphicsItem | None) -> QRect:
    if item is None or not shiboken6.isValid(item) or item.scene() is not view.scene():
        return QRect(view.mapToGlobal(QPoint(0, 0)), view.size())
    polygon = view.mapFromScene(item.sceneBoundingRect())
    box = polygon.boundingRect()
    return QRect(view.viewport().mapToGlobal(box.topLeft()), box.size())


_KEPT: list[QAccessibleInterface] = []
"""Every interface made here, never let go: Qt's cache deletes them (with their view, or at
exit through :func:`_hand_back`), never Python."""


def _keep(iface: QAccessibleInterface) -> None:
    if not _KEPT:
        atexit.register(_hand_back)
    _KEPT.append(iface)


def _hand_back() -> None:
    """Before Python lets go of its objects at exit, Qt's cache deletes each interface it
    may still hold (else both would delete them)."""
    for iface in _KEPT:
        if shiboken6.isValid(iface):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))


class _Node(QAccessibleInterface):
    """An interface without a QObject of its own, inside the table's."""

    def __init__(self, table: TableInterface) -> None:
        super().__init__()
        self.table = table
        _keep(self)

    def isValid(self) -> bool:
        return self.table.isValid()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.table.window()

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None


class _LineNode(_Node):
    """One line of a list (a tile, a place, a seat) or of the table (the ends)."""

    def __init__(self, table: TableInterface, parent: QAccessibleInterface,
                 line: Callable[[], Line | None], role: Role) -> None:
        super().__init__(table)
        self._parent = parent
        self._line = line
        self._role = role
        self.key: object = None
        """What the line stands for, in a list (see :attr:`Line.key`)."""

    def line(self) -> Line:
        return self._line() or Line("")

    def parent(self) -> QAccessibleInterface:
        return self._parent

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def role(self) -> Role:
        return self._role

    def text(self, t: QAccessible.Text) -> str:
        line = self.line()
        if t == QAccessible.Text.Name:
            return line.name
        if t == QAccessible.Text.Description:
            return line.description
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = self._role == Role.ListItem
        state.selectable = self._role == Role.ListItem
        line = self.line()
        state.focused = line.focus
        state.selected = line.focus
        state.readOnly = True
        return state

    def rect(self) -> QRect:
        view = self.table.view()
        if view is None:
            return QRect()
        return _screen_rect(view, self.line().item)


class _ListNode(_Node):
    """A list of lines (the hand, the places, the board, the seats)."""

    def __init__(self, table: TableInterface, name: Callable[[int], str],
                 lines: Callable[[], list[Line]]) -> None:
        super().__init__(table)
        self._name = name
        self._lines = lines
        self._nodes: dict[object, _LineNode] = {}
        """One interface per thing a line stands for (its key), made once and kept (Qt
        holds their pointers): a node that a reader heard about keeps its meaning."""
        self._told: list[object] = []
        """The keys of the lines as the reader was last told them (:meth:`sync`)."""
        self._told_names: dict[object, str] = {}
        self._told_name: str | None = None
        self._seen: dict[object, Line] = {}
        """Each node's line as last seen in the list: what a node that left still says."""

    def lines(self) -> list[Line]:
        return self.table.cached(self, self._lines)

    @staticmethod
    def _key(line: Line, index: int) -> object:
        return ("position", index) if line.key is None else line.key

    def _node(self, key: object) -> _LineNode:
        node = self._nodes.get(key)
        if node is None:
            node = _LineNode(self.table, self, self._reader_of(key), Role.ListItem)
            node.key = key
            self._nodes[key] = node
        return node

    def parent(self) -> QAccessibleInterface:
        return self.table

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        lines = self.lines()
        if not 0 <= index < len(lines):
            return None
        return self._node(self._key(lines[index], index))

    def childCount(self) -> int:
        return len(self.lines())

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        key = getattr(child, "key", None)
        if key is None or self._nodes.get(key) is not child:
            return -1
        for i, line in enumerate(self.lines()):
            if self._key(line, i) == key:
                return i
        return -1

    def _reader_of(self, key: object) -> Callable[[], Line | None]:
        def read() -> Line:
            for i, line in enumerate(self.lines()):
                if self._key(line, i) == key:
                    self._seen[key] = line
                    return line
            # Gone from the list (played, or another tile chosen): a late question about
            # it gets what it was, never what took its place.
            return replace(self._seen.get(key, Line("")), focus=False)

        return read

    def sync(self, send: Callable[[QAccessibleEvent], None]) -> None:
        """Tell the reader how the list changed since the last call: a node for each line
        that left (ObjectDestroyed) and each that came (ObjectCreated), which Qt's AT-SPI
        bridge sends as ``object:children-changed``; a new order (ObjectReorder); changed
        names (NameChanged)."""
        lines = self.lines()
        keys = [self._key(line, i) for i, line in enumerate(lines)]
        now, before = set(keys), set(self._told)
        for key in self._told:
            if key not in now:
                send(QAccessibleEvent(self._node(key), QAccessible.Event.ObjectDestroyed))
        for key in keys:
            if key not in before:
                send(QAccessibleEvent(self._node(key), QAccessible.Event.ObjectCreated))
        if now == before and keys != self._told:
            send(QAccessibleEvent(self, QAccessible.Event.ObjectReorder))
        self._seen.update(zip(keys, lines, strict=True))
        names = {key: line.name for key, line in zip(keys, lines, strict=True)}
        for key, name in names.items():
            if key in self._told_names and self._told_names[key] != name:
                send(QAccessibleEvent(self._node(key), QAccessible.Event.NameChanged))
        name = self.text(QAccessible.Text.Name)
        if self._told_name is not None and name != self._told_name:
            send(QAccessibleEvent(self, QAccessible.Event.NameChanged))
        self._told, self._told_names, self._told_name = keys, names, name

    def focused_index(self) -> int | None:
        for i, line in enumerate(self.lines()):
            if line.focus:
                return i
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        index = self.focused_index()
        return None if index is None else self.child(index)

    def role(self) -> Role:
        return Role.List

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return self._name(self.childCount())
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.readOnly = True
        return state

    def rect(self) -> QRect:
        view = self.table.view()
        return QRect() if view is None else _screen_rect(view, None)


class TableInterface(QAccessibleInterface):
    """The table's view: a pane named "Table" with the parts of the table as children."""

    def __init__(self, view: TableView, reader: TableReader) -> None:
        super().__init__()
        _keep(self)
        self._view = weakref.ref(view)
        self.reader = reader
        self._cache: dict[int, list[Line]] = {}
        self._stamp: object = None
        self.hand = _ListNode(self, lambda n: QCoreApplication.translate(
            "Access", "Your hand, %n tile(s)", "", n), reader.hand)
        self.places = _ListNode(self, self._places_name, reader.places)
        self.board = _ListNode(self, lambda n: QCoreApplication.translate(
            "Access", "Board, %n tile(s) in play order", "", n), reader.board)
        self.seats = _ListNode(self, lambda n: QCoreApplication.translate(
            "Access", "Seats"), reader.seats)
        self.ends = _LineNode(self, self, lambda: Line(reader.ends()), Role.StaticText)
        self.boneyard = _LineNode(self, self, lambda: Line(reader.boneyard()), Role.StaticText)
        self.turn = _LineNode(self, self, lambda: Line(reader.turn()), Role.StaticText)
        self.parts: list[QAccessibleInterface] = [
            self.turn, self.hand, self.places, self.ends, self.board, self.seats,
            self.boneyard]

    def _places_name(self, count: int) -> str:
        source = self.reader.source
        selected = None if source is None else source.presenter.selected
        if selected is not None:
            return fill(QCoreApplication.translate("Access", "Places for %1"), selected)
        return QCoreApplication.translate("Access", "Open places")

    def view(self) -> TableView | None:
        view = self._view()
        return view if view is not None and shiboken6.isValid(view) else None

    def cached(self, node: _ListNode, make: Callable[[], list[Line]]) -> list[Line]:
        """``node``'s lines, worked out once per state of the table."""
        stamp = self._state_stamp()
        if stamp != self._stamp:
            self._cache.clear()
            self._stamp = stamp
        key = id(node)
        if key not in self._cache:
            self._cache[key] = make()
        return self._cache[key]

    def _state_stamp(self) -> object:
        source = self.reader.source
        if source is None:
            return None
        p = source.presenter
        return (p.view, p.thinking, p.selected, p.place_index, p.place_chosen,
                tuple(p.moves), p.last_tile, source.scene.train_table.shown,
                QCoreApplication.translate("Access", "Table"))

    # --- QAccessibleInterface ------------------------------------------------------------

    def isValid(self) -> bool:
        return self.view() is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        return self.view()

    def window(self) -> QWindow | None:  # type: ignore[override]
        view = self.view()
        return None if view is None else view.window().windowHandle()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        view = self.view()
        parent = None if view is None else view.parentWidget()
        return None if parent is None else QAccessible.queryAccessibleInterface(parent)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.parts[index] if 0 <= index < len(self.parts) else None

    def childCount(self) -> int:
        return len(self.parts)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for i, part in enumerate(self.parts):
            if part is child:
                return i
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for part in (self.hand, self.board):
            for i in range(part.childCount()):
                node = part.child(i)
                if node is not None and node.rect().contains(x, y):
                    return part
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.focused()

    def focused(self) -> QAccessibleInterface | None:
        """The line the keyboard's choice is on (a hand tile or a place), if any."""
        for part in (self.places, self.hand):
            child = part.focusChild()
            if child is not None:
                return child
        return None

    def role(self) -> Role:
        return Role.Pane

    def text(self, t: QAccessible.Text) -> str:
        view = self.view()
        if view is None:
            return ""
        if t == QAccessible.Text.Name:
            return view.accessibleName()
        if t == QAccessible.Text.Description:
            return self.reader.turn()
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        view = self.view()
        state.focusable = True
        state.focused = view is not None and view.hasFocus()
        return state

    def rect(self) -> QRect:
        view = self.view()
        return QRect() if view is None else _screen_rect(view, None)


_LIVE: dict[int, TableInterface] = {}
"""The interface of each view, by the view's address (a view made later at the same
address gets one of its own)."""


def table_interface(view: TableView, reader: TableReader) -> TableInterface:
    """The one interface of ``view`` (made on the first call)."""
    key = id(view)
    iface = _LIVE.get(key)
    if iface is None or not shiboken6.isValid(iface) or iface.view() is not view:
        iface = TableInterface(view, reader)
        _LIVE[key] = iface
    return iface


def _factory(classname: str, obj: QObject | None) -> QAccessibleInterface | None:
    """The table's interface for the view of a table source (None leaves any other object
    to Qt). Asked while the view is still being made, too: a screen reader that is on
    already asks for the view's name then, and Qt keeps whatever it got first."""
    from dominoes_qt.ui.table import TableView

    if not isinstance(obj, TableView):
        return None
    holder = obj.parentWidget()
    while holder is not None and holder not in _SOURCES:
        holder = holder.parentWidget()
    source = None if holder is None else _SOURCES[holder]()
    if source is None:
        return None
    return table_interface(obj, TableReader(source))


_SOURCES: weakref.WeakKeyDictionary[QWidget, weakref.ref[TableSource]] = \
    weakref.WeakKeyDictionary()
"""Each widget whose table views a source describes (:func:`serve`), with the source (held
weakly both: the window is usually its own source, and this must not keep it alive)."""


def serve(holder: QWidget, source: TableSource) -> None:
    """Answer Qt's questions about a table view inside ``holder`` from ``source``; called
    before the view is made, since a screen reader already listening asks for it at once."""
    install_factory()
    _SOURCES[holder] = weakref.ref(source)


_INSTALLED: list[Callable[[str, QObject | None], QAccessibleInterface | None]] = []


def install_factory() -> None:
    """Let Qt ask this module for the table's interface; once per process, and before the
    first table view is made."""
    if not _INSTALLED:
        QAccessible.installFactory(_factory)
        _INSTALLED.append(_factory)


def make_accessible(view: TableView, reader: TableReader) -> TableInterface:
    """``view``'s interface (the one Qt was given, if it has asked already)."""
    install_factory()
    return table_interface(view, reader)


class FocusFollower:
    """Tells the screen reader when the keyboard's choice moves to another line."""

    def __init__(self, iface: TableInterface) -> None:
        self.iface = iface
        self._last: tuple[int, str] | None = None
        self.sent: list[str] = []
        """The name of every line focus was sent to (tests read it)."""

    def update(self) -> None:
        iface = self.iface
        source = iface.reader.source
        if iface.view() is None or source is None or source.presenter.selected is None:
            # Nothing chosen, nothing to follow (and no words worked out on every frame).
            self._last = None
            return
        focused = iface.focused()
        if focused is None:
            self._last = None
            return
        name = focused.text(QAccessible.Text.Name)
        key = (id(focused), name)
        if key == self._last:
            return
        self._last = key
        self.sent.append(name)
        QAccessible.updateAccessibility(QAccessibleEvent(focused, QAccessible.Event.Focus))
        QAccessible.updateAccessibility(QAccessibleEvent(focused, QAccessible.Event.NameChanged))





class TableAccess:
    """The window's accessibility: the table's interface, focus that follows the keyboard,
    the announcements and the reading keys."""

    def __init__(self, source: TableSource, announcer: Announcer) -> None:
        self.reader = TableReader(source)
        self.iface = make_accessible(source.view, self.reader)
        self.focus = FocusFollower(self.iface)
        self.announcer = announcer
        self.send: Callable[[QAccessibleEvent], None] = QAccessible.updateAccessibility
        """Where the lists' change events go (a test may record them on the way)."""

    def update(self) -> None:
        """After the table or the keyboard's choice changed: the lists' changes first (a
        reader must know a node before the focus goes to it), then the focus."""
        iface = self.iface
        if QAccessible.isActive() and iface.view() is not None:
            for part in (iface.hand, iface.places, iface.board, iface.seats):
                part.sync(self.send)
        self.focus.update()

    def read(self, command: Command) -> str:
        """Say the part of the state a reading key asks for; returns what was said."""
        reader = self.reader
        texts: dict[Command, Callable[[], str]] = {
            Command.READ_ENDS: reader.ends,
            Command.READ_HAND: reader.my_hand,
            Command.READ_SCORES: reader.scores,
            Command.READ_LAST: reader.last_play,
            Command.READ_TURN: reader.turn,
            Command.READ_BONEYARD: reader.boneyard,
            Command.READ_BOARD: reader.whole_board,
            Command.READ_EVENTS: self.announcer.recent,
        }
        text = texts[command]() or QCoreApplication.translate("Access", "No match yet.")
        self.announcer.announce(text, urgent=True, event=False)
        return text


__all__ = ["FocusFollower", "Line", "TableAccess", "TableInterface", "TableReader",
           "TableSource", "board_lines", "board_text", "end_name", "install_factory",
           "joined_text", "make_accessible", "move_text", "serve"]
