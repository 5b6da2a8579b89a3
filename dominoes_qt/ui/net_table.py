"""A network table in the window: the connection, its lobby and the window that plays it.

:class:`NetTable` joins (or creates) a table through a :class:`~dominoes_qt.ui.net_link.NetLink`,
shows the :class:`LobbyDialog` until the match starts, then the game window (a
:class:`TableWindow`) driven by a :class:`~dominoes_qt.ui.net_remote.RemoteController`
with a :class:`TableDock` beside the table: who sits where and whether they are
connected, the chat phrases, mute, and what the local helpers (hints, undo, review) do at
a network table. A dropped connection is taken up again with the seat's token.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Coroutine, Mapping
from pathlib import Path
from typing import Any, Protocol, cast

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDockWidget,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.ai import LEVELS
from dominoes_qt.engine import Action
from dominoes_qt.games import GAMES
from dominoes_qt.net.protocol import DealCheck, action_json
from dominoes_qt.ui.controller import GameController
from dominoes_qt.ui.net_link import NetLink, TableAddress
from dominoes_qt.ui.net_remote import RemoteController
from dominoes_qt.ui.net_words import phrase_text, phrase_texts, seat_state, trouble
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.sound import Cue, SinkOpener, SoundBoard, SoundSettings
from dominoes_qt.ui.texts import entry_title, fill, game_entries, level_name

translate = QCoreApplication.translate
"""Qt's translation, under the name the catalogue's tool (pyside6-lupdate) looks for."""

class _Announcer(Protocol):
    def announce(self, text: str, urgent: bool = ..., event: bool = ...) -> None: ...


class _Scene(Protocol):
    def flight_ms(self) -> int: ...


class TableWindow(Protocol):
    """What a network table needs of the game window that plays it (the window is made
    by the caller's :data:`WindowMaker`: this module does not import it)."""

    hints_enabled: bool

    @property
    def game_menu(self) -> QMenu: ...

    @property
    def new_action(self) -> QAction: ...

    @property
    def new_match_button(self) -> QPushButton: ...

    @property
    def review_button(self) -> QPushButton: ...

    @property
    def review_requested(self) -> SignalInstance: ...

    @property
    def announcer(self) -> _Announcer: ...

    @property
    def scene(self) -> _Scene: ...

    def say(self, text: str, append: bool = ..., urgent: bool = ...,
            announce: bool = ...) -> None: ...

    def seat_names(self) -> list[str]: ...

    def addDockWidget(self, area: Qt.DockWidgetArea, dock: QDockWidget) -> None: ...

    def setWindowTitle(self, title: str) -> None: ...

    def show(self) -> None: ...

    def close(self) -> bool: ...


WindowMaker = Callable[[WindowSettings, GameController], TableWindow]
"""Makes the window that plays a network table with the given controller."""

RESUME_TRIES = 30
RESUME_EVERY_MS = 2000



class NetTable(QObject):
    """One table of a server, from joining it to the end of its match."""

    lobby_changed = Signal(object)
    """The ``table`` of the latest update."""
    failed = Signal(str)
    """A request failed; the text says why (in the player's words where known)."""
    opened = Signal(object)
    """The window of the match, once it started (a :class:`TableWindow`)."""

    def __init__(self, address: TableAddress, name: str,
                 settings: WindowSettings | None = None, *,
                 create: tuple[str, int] | None = None, host_token: str | None = None,
                 opener: SinkOpener | None = None, sound: SoundSettings | None = None,
                 make_window: WindowMaker | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address = address
        self.name = name
        self.settings = settings or WindowSettings()
        self.host_token = host_token
        self.table: dict[str, Any] | None = None
        self.table_at = time.monotonic()
        self.window: TableWindow | None = None
        self.make_window = make_window
        """Makes the match's window (None: the table is followed without one)."""
        self.dock: TableDock | None = None
        self.lobby: LobbyDialog | None = None
        self.muted = False
        self.record: str | None = None
        self.saved_record: Path | None = None
        self.off_actions: list[QAction] = []
        """The table window's Undo and Hint, shown off with the reason."""
        self.open_record: Callable[[Path], object] | None = None
        """Opens a record where it is reviewed (the main window's session)."""
        self._resumes = 0
        self._resuming = False
        self.resume_every_ms = RESUME_EVERY_MS
        """The pause before each try to take the seat back after a drop."""
        self.controller = RemoteController(self._send_action, self)
        self.controller.closed.connect(self.close)
        self.sound: SoundBoard | None = None
        """The table's sounds (the window's preferences), with the join and chat cues."""
        if opener is not None:
            self.sound = SoundBoard(cast(GameController, self.controller), opener,
                                    parent=self)
            self.sound.apply(sound or SoundSettings())
        self.link = NetLink(address.url, name, self)
        self.client = self.link.client
        self.link.received.connect(self._received)
        self.link.lost.connect(self._lost)
        self._checks_seen = 0

        async def begin() -> object:
            await self.client.connect()
            if create is not None:
                await self.client.create(*create)
                self.host_token = self.client.host_token
                return None
            return await self.client.join(address.code, self.host_token)

        self.link.send(begin, self._joined)

    # --- the connection -------------------------------------------------------------

    def _joined(self, result: object) -> None:
        if isinstance(result, BaseException):
            self.failed.emit(trouble(result))
            return
        self.link.watch()
        code = self.client.code
        if code is not None and code != self.address.code:
            self.address = TableAddress(self.address.host, self.address.port, code,
                                        self.address.secure)
        self.host_token = self.client.host_token or self.host_token

    def _lost(self, _why: str) -> None:
        if self._resuming or self.link.closed or self.client.token is None:
            return
        self._resuming = True
        self._resumes = 0
        if self.dock is not None:
            self.dock.note(translate("NetTable", "Connection lost: joining the table again…"))
        QTimer.singleShot(self.resume_every_ms, self, self._resume)

    def _resume(self) -> None:
        self._resumes += 1
        self.link.send(self.client.resume, self._resumed)

    def _resumed(self, result: object) -> None:
        if isinstance(result, BaseException):
            if self._resumes < RESUME_TRIES and not self.link.closed:
                QTimer.singleShot(self.resume_every_ms, self, self._resume)
            else:
                self._resuming = False
                self.failed.emit(translate("NetTable", "The table cannot be reached."))
            return
        self._resuming = False
        self.link.watch()
        if self.dock is not None:
            self.dock.note(translate("NetTable", "Back at the table."))

    def request(self, work: Callable[[], Coroutine[Any, Any, Any]]) -> None:
        """A lobby or chat request; a refusal is told, nothing else comes of it."""
        def done(result: object) -> None:
            if isinstance(result, BaseException):
                self.failed.emit(trouble(result))

        self.link.send(work, done)

    def _send_action(self, action: Action, move: int) -> None:
        self.link.send(lambda: self.client.request("act", move=move,
                                                   action=action_json(action)),
                       self._acted)

    def _acted(self, result: object) -> None:
        if isinstance(result, BaseException) and self.controller.sent_move is not None:
            self.controller.sent_move = None
            reason = getattr(result, "reason", "")
            if reason != "stale":
                self.failed.emit(trouble(result))
            self.controller.turn_ready.emit()

    def close(self) -> None:
        """Leave the table and close the connection."""
        self.controller.shutdown()
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            lobby.close()
        self.link.close()

    # --- what comes in ----------------------------------------------------------------

    def _received(self, message: object) -> None:
        if not isinstance(message, dict):
            return
        if message.get("type") == "update":
            self._events(message.get("events") or [])
            table = message.get("table")
            if isinstance(table, dict):
                self.table = table
                self.table_at = time.monotonic()
                code = table.get("code")
                if isinstance(code, str) and code != self.address.code:
                    self.address = TableAddress(self.address.host, self.address.port, code,
                                                self.address.secure)
                self.host_token = self.client.host_token or self.host_token
                self.lobby_changed.emit(table)
        self.controller.receive(message)
        checks = self.client.checks
        while self._checks_seen < len(checks):
            self.controller.add_check(checks[self._checks_seen])
            self._checks_seen += 1
        if self.table is not None and self.table.get("state") != "lobby" \
                and self.window is None and self.client.seat is not None \
                and self.controller.match is not None:
            self._open_window()

    def _events(self, events: list[Any]) -> None:
        for event in events:
            if not isinstance(event, dict):
                continue
            kind = event.get("kind")
            if self.sound is None or event.get("seat") == self.client.seat:
                continue
            if kind in ("seated", "back"):
                self.sound.cue(Cue.JOINED)
            elif kind == "said" and not self.muted:
                self.sound.cue(Cue.CHAT)

    @property
    def is_host(self) -> bool:
        return self.host_token is not None

    # --- the window -----------------------------------------------------------------

    def _open_window(self) -> None:
        # The window reads its controller through the interface both controllers share.
        if self.make_window is None:
            return
        # The window reads its controller through the interface both controllers share.
        window = self.make_window(self.settings, cast(GameController, self.controller))
        self.window = window
        self.dock = TableDock(self)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        # A network table is rated: no hints, and the window's New game is the server's.
        window.hints_enabled = False
        window.new_action.setEnabled(False)
        window.new_action.setToolTip(translate("NetTable", "This window plays a network table."))
        window.new_match_button.setEnabled(False)
        window.new_match_button.setToolTip(translate(
            "NetTable", "A new match at a network table starts from its lobby."))
        window.review_button.setToolTip(translate(
            "NetTable", "Review the match: its record comes from the server once the match "
            "is over, and opens in the main window."))
        # What the local helpers do here, said where they are looked for.
        window.game_menu.setToolTipsVisible(True)
        first = window.game_menu.actions()[0] if window.game_menu.actions() else None
        for text, why in (
                (translate("NetTable", "Undo"),
                 translate("NetTable", "No undo at a network table: the match is rated for "
                           "everyone.")),
                (translate("NetTable", "Hint"),
                 translate("NetTable", "No hints at a network table: the match is rated for "
                           "everyone."))):
            action = QAction(text, window.game_menu)
            action.setEnabled(False)
            action.setToolTip(why)
            action.setStatusTip(why)
            if first is None:
                window.game_menu.addAction(action)
            else:
                window.game_menu.insertAction(first, action)
            self.off_actions.append(action)
        self.controller.auto_draw = self.settings.auto_draw
        self.controller.least_pause_ms = window.scene.flight_ms()
        self.controller.said.connect(self._said)
        self.controller.deal_checked.connect(self._checked)
        self.controller.table_event.connect(self._table_event)
        self.controller.match_over.connect(lambda _s: self._fetch_record())
        self.controller.match_called_off.connect(self._fetch_record)
        window.review_requested.connect(self.review)
        self.failed.connect(lambda text: window.say(text, urgent=True))
        self.controller.show_again()
        if self.lobby is not None:
            self.lobby.accept()
        window.setWindowTitle(fill(translate("NetTable", "Table %1 — Dominoes"), self.address.code))
        window.show()
        self.opened.emit(window)

    def _said(self, seat: int, phrase: int) -> None:
        if self.muted or self.window is None:
            return
        names = self.window.seat_names()
        who = names[seat] if 0 <= seat < len(names) else "?"
        self.window.say(fill(translate("NetTable", "%1 says: %2"), who, phrase_text(phrase)))
        if self.dock is not None:
            self.dock.chat(who, phrase_text(phrase))

    def _table_event(self, event: Mapping[str, Any]) -> None:
        window = self.window
        if window is None:
            return
        names = window.seat_names()
        seat = event.get("seat")
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
        kind = event.get("kind")
        text = None
        if kind == "away":
            text = fill(translate("NetTable", "%1 lost the connection."), who)
        elif kind == "back":
            text = fill(translate("NetTable", "%1 is back."), who)
        elif kind == "standin":
            text = fill(translate("NetTable", "A bot is playing for %1 until they are back."), who)
        if text is not None:
            window.say(text, append=True)

    def _checked(self, check: DealCheck) -> None:
        if self.dock is not None:
            self.dock.note(fill(translate("NetTable", "Round %1: the deal checks out."),
                                check.round)
                           if check.fair else
                           fill(translate("NetTable", "Round %1: the deal does NOT check out: %2"),
                                check.round, check.reason))

    def _fetch_record(self, then: Callable[[], None] | None = None) -> None:
        def done(result: object) -> None:
            if isinstance(result, str):
                self.record = result
                if self.dock is not None:
                    self.dock.note(replay_note(result, self.controller))
                if then is not None:
                    then()
            elif isinstance(result, BaseException):
                self.failed.emit(trouble(result))

        self.link.send(self.client.record, done)

    def review(self) -> None:
        """Review the finished match: its record is kept with the saved games and opened
        where a record is opened (the main window reviews a finished match)."""
        if not self.controller.over:
            self.failed.emit(translate("NetTable", "The match can be reviewed once it is over."))
            return
        if self.record is None:
            self._fetch_record(self.review)
            return
        from dominoes_qt.paths import saves_dir
        from dominoes_qt.storage.atomic import write_text

        path = saves_dir() / f"table-{self.address.code}.json"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_text(path, self.record)
        except OSError as exc:
            self.failed.emit(fill(translate("NetTable", "The record could not be kept: %1"),
                                  str(exc)))
            return
        self.saved_record = path
        if self.open_record is not None:
            self.open_record(path)


def replay_note(record: str, controller: RemoteController) -> str:
    """Whether the record of the match replays here to the result the table showed."""
    from dominoes_qt.games.records import load

    try:
        _record, match = load(record)
    except ValueError as exc:
        return fill(translate("NetTable", "The match's record does not replay: %1"), str(exc))
    shown = controller.match
    same = shown is not None and match.scores == shown.scores and match.winner == shown.winner
    if same:
        return translate("NetTable", "The match's record replays here to the same result.")
    return translate("NetTable", "The match's record replays here to ANOTHER result.")


class TableDock(QDockWidget):
    """Beside a network table: the seats, the chat phrases, mute, and notes."""

    def __init__(self, table: NetTable, parent: QWidget | None = None) -> None:
        super().__init__(translate("NetTable", "Table"), parent)
        self.setObjectName("net-table")
        self.table = table
        body = QWidget(self)
        layout = QVBoxLayout(body)
        self.code = QLabel(fill(translate("NetTable", "Room code: %1"), table.address.code), body)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.code)
        self.seats = QListWidget(body)
        self.seats.setAccessibleName(translate("NetTable", "Seats"))
        layout.addWidget(self.seats)
        row = QHBoxLayout()
        self.phrases = QComboBox(body)
        self.phrases.setAccessibleName(translate("NetTable", "Phrase"))
        self.phrases.addItems(phrase_texts())
        self.say_button = QPushButton(translate("NetTable", "&Say"), body)
        self.say_button.clicked.connect(self._say)
        row.addWidget(self.phrases, 1)
        row.addWidget(self.say_button)
        layout.addLayout(row)
        self.mute = QCheckBox(translate("NetTable", "&Mute the chat"), body)
        self.mute.toggled.connect(self._mute)
        layout.addWidget(self.mute)
        self.log = QListWidget(body)
        self.log.setAccessibleName(translate("NetTable", "Chat and table notes"))
        layout.addWidget(self.log, 1)
        self.rules = QLabel(translate(
            "NetTable", "Network table: no hints and no undo (the match is rated for "
            "everyone); the match can be reviewed once it is over."),
                            body)
        self.rules.setWordWrap(True)
        layout.addWidget(self.rules)
        self.setWidget(body)
        self._ticker = QTimer(self)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self.show_seats)
        self._ticker.start()
        table.lobby_changed.connect(lambda _t: self.show_seats())
        self.show_seats()

    def show_seats(self) -> None:
        table = self.table.table
        if table is None:
            return
        waited = time.monotonic() - self.table.table_at
        texts = [seat_state(s, s.get("seat") == self.table.client.seat, waited)
                 for s in table.get("seats", []) if isinstance(s, dict)]
        if [self.seats.item(i).text() for i in range(self.seats.count())] != texts:
            self.seats.clear()
            self.seats.addItems(texts)

    def _say(self) -> None:
        number = self.phrases.currentIndex()
        self.table.request(lambda: self.table.client.say(number))

    def _mute(self, muted: bool) -> None:
        self.table.muted = muted

    def chat(self, who: str, text: str) -> None:
        self.log.addItem(fill("%1: %2", who, text))
        self.log.scrollToBottom()

    def note(self, text: str) -> None:
        self.log.addItem(text)
        self.log.scrollToBottom()
        window = self.table.window
        if window is not None:
            window.announcer.announce(text)


class LobbyDialog(QDialog):
    """Who sits where before the match: sit, bots in empty seats, the game, Start."""

    def __init__(self, table: NetTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.setWindowTitle(fill(translate("NetTable", "Table %1"), table.address.code))
        layout = QVBoxLayout(self)
        self.share = QLabel(self)
        self.share.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.share.setWordWrap(True)
        layout.addWidget(self.share)
        share_row = QHBoxLayout()
        self.link_edit = QLineEdit(self)
        self.link_edit.setReadOnly(True)
        self.link_edit.setAccessibleName(translate("NetTable", "Link to the table"))
        self.copy_button = QPushButton(translate("NetTable", "&Copy link"), self)
        self.copy_button.clicked.connect(self._copy)
        share_row.addWidget(self.link_edit, 1)
        share_row.addWidget(self.copy_button)
        layout.addLayout(share_row)
        form = QFormLayout()
        self.game = QComboBox(self)
        self.game.setAccessibleName(translate("NetTable", "Game"))
        for entry in game_entries(GAMES.values()):
            for rules in entry:
                self.game.addItem(entry_title((rules,)) if len(entry) == 1
                                  else fill("%1 (%2)", entry_title(entry), rules.target),
                                  rules.variant)
        self.players = QSpinBox(self)
        self.players.setAccessibleName(translate("NetTable", "Players"))
        form.addRow(translate("NetTable", "&Game:"), self.game)
        form.addRow(translate("NetTable", "&Players:"), self.players)
        layout.addLayout(form)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QHBoxLayout()
        self.start_button = QPushButton(translate("NetTable", "&Start"), self)
        self.start_button.clicked.connect(lambda: table.request(table.client.start))
        self.leave_button = QPushButton(translate("NetTable", "&Leave"), self)
        self.leave_button.clicked.connect(self.reject)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.leave_button)
        layout.addLayout(buttons)
        self.rows: list[tuple[QLabel, QPushButton, QComboBox]] = []
        self._showing = False
        self.game.currentIndexChanged.connect(self._configure)
        self.players.valueChanged.connect(self._configure)
        table.lobby_changed.connect(self.show_table)
        table.failed.connect(self.status.setText)
        self.show_table(table.table)

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.link_edit.text())
        self.status.setText(translate("NetTable", "The link is copied: send it to your friends."))

    def _configure(self) -> None:
        if self._showing or not self.table.is_host:
            return
        variant = str(self.game.currentData())
        players = self.players.value()
        self.table.request(lambda: self.table.client.configure(variant, players))

    def show_table(self, table: Mapping[str, Any] | None) -> None:
        address = self.table.address
        self.setWindowTitle(fill(translate("NetTable", "Table %1"), address.code))
        self.share.setText(fill(translate("NetTable", "Room code: %1 · server %2:%3"), address.code,
                                address.host, address.port))
        self.link_edit.setText(address.link)
        host = self.table.is_host
        self.game.setEnabled(host)
        self.players.setEnabled(host)
        self.start_button.setVisible(host)
        if table is None:
            self.status.setText(translate("NetTable", "Connecting…"))
            return
        self._showing = True
        try:
            variant = str(table.get("variant"))
            index = self.game.findData(variant)
            if index >= 0:
                self.game.setCurrentIndex(index)
            rules = GAMES.get(variant)
            if rules is not None:
                self.players.setRange(min(rules.player_counts), max(rules.player_counts))
            self.players.setValue(int(table.get("players", 2)))
            seats = [s for s in table.get("seats", []) if isinstance(s, dict)]
            self._show_seats(seats, host)
        finally:
            self._showing = False
        open_seats = sum(1 for s in table.get("seats", []) if s.get("kind") == "open")
        self.start_button.setEnabled(open_seats == 0)
        self.start_button.setToolTip("" if open_seats == 0 else translate(
            "NetTable", "Every seat needs a player or a computer first."))
        if self.table.client.seat is None and table.get("state") != "lobby":
            self.status.setText(translate(
                "NetTable", "The match has started without you: watching, you see who sits "
                "where, not the board."))
        elif self.table.client.seat is None:
            self.status.setText(translate("NetTable", "Choose a seat: press Sit here."))
        elif host:
            self.status.setText(translate(
                "NetTable", "You are seated. Put computers in empty seats or wait for "
                "friends, then Start."))
        else:
            self.status.setText(translate(
                "NetTable", "You are seated and ready: the host starts the match."))

    def _show_seats(self, seats: list[dict[str, Any]], host: bool) -> None:
        while len(self.rows) < len(seats):
            n = len(self.rows)
            label = QLabel(self)
            sit = QPushButton(translate("NetTable", "Sit &here"), self)
            sit.clicked.connect(lambda _=False, s=n: self.table.request(
                lambda: self.table.client.sit(s)))
            bot = QComboBox(self)
            bot.setAccessibleName(fill(translate("NetTable", "Computer in seat %1"), n + 1))
            bot.addItem(translate("NetTable", "no computer"), None)
            for level in LEVELS:
                bot.addItem(level_name(level), level)
            bot.activated.connect(lambda _i, s=n, box=bot: self._bot(s, box.currentData()))
            self.grid.addWidget(label, n, 0)
            self.grid.addWidget(sit, n, 1)
            self.grid.addWidget(bot, n, 2)
            self.rows.append((label, sit, bot))
        mine = self.table.client.seat
        for n, (label, sit, bot) in enumerate(self.rows):
            shown = n < len(seats)
            for widget in (label, sit, bot):
                widget.setVisible(shown)
            if not shown:
                continue
            seat = seats[n]
            label.setText(fill("%1. %2", n + 1, seat_state(seat, n == mine)))
            sit.setEnabled(mine is None and seat.get("kind") == "open")
            bot.setVisible(host and seat.get("kind") in ("open", "bot"))
            bot.setCurrentIndex(max(0, bot.findData(seat.get("level"))))

    def _bot(self, seat: int, level: object) -> None:
        # The level is read here, on the GUI thread; the request runs on the client's.
        chosen = level if isinstance(level, str) else None
        self.table.request(lambda: self.table.client.bot(seat, chosen))

    def reject(self) -> None:
        if self.table.controller.match is None:
            self.table.close()
        super().reject()
