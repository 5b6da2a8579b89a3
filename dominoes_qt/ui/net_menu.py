"""Game > Host a table… and Join a table…: the window's ways to a network table.

Hosting starts ``dominoes-qt serve`` in a child process (:class:`HostedServer`), creates a
table there and opens its lobby, which shows the room code and the link to share. Joining
takes a link (``dominoes-qt://join/HOST:PORT/CODE``, also given on the command line when a
desktop opens one) or a code and a server. Tables on the local network are not looked
for: no zeroconf library is installed with the program, and a link or a code said aloud
does the same for friends in one room.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.games import GAMES
from dominoes_qt.net.protocol import MAX_NAME
from dominoes_qt.ui.net_link import (
    DEFAULT_PORT,
    HostedServer,
    TableAddress,
    lan_address,
    normal_code,
    parse_link,
    parse_server,
)
from dominoes_qt.ui.texts import entry_title, fill, game_entries

if TYPE_CHECKING:
    from dominoes_qt.ui.controller import GameSetup
    from dominoes_qt.ui.net_table import NetTable, WindowMaker
    from dominoes_qt.ui.settings import WindowSettings
    from dominoes_qt.ui.sound import SinkOpener

translate = QCoreApplication.translate
EXAMPLE = TableAddress("192.168.1.20", DEFAULT_PORT, "ABCDEF")
"""Qt's translation, under the name the catalogue's tool (pyside6-lupdate) looks for."""



def _name_field(parent: QWidget, name: str) -> QLineEdit:
    field = QLineEdit(name, parent)
    field.setMaxLength(MAX_NAME)
    field.setAccessibleName(translate("NetMenu", "Your name at the table"))
    return field


class HostDialog(QDialog):
    """What a hosted table starts with: the game, the players, who may reach it."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NetMenu", "Host a table"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = _name_field(self, name)
        form.addRow(translate("NetMenu", "Your &name:"), self.name)
        self.game = QComboBox(self)
        self.game.setAccessibleName(translate("NetMenu", "Game"))
        for entry in game_entries(GAMES.values()):
            for rules in entry:
                self.game.addItem(entry_title(entry) if len(entry) == 1
                                  else fill("%1 (%2)", entry_title(entry), rules.target),
                                  rules.variant)
        form.addRow(translate("NetMenu", "&Game:"), self.game)
        self.players = QSpinBox(self)
        self.players.setAccessibleName(translate("NetMenu", "Players"))
        form.addRow(translate("NetMenu", "&Players:"), self.players)
        self.lan = QCheckBox(translate(
            "NetMenu", "Open to the &local network (friends on other computers)"), self)
        self.lan.setChecked(True)
        form.addRow(self.lan)
        self.port = QSpinBox(self)
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(translate("NetMenu", "any free port"))
        self.port.setAccessibleName(translate("NetMenu", "Port"))
        form.addRow(translate("NetMenu", "P&ort:"), self.port)
        layout.addLayout(form)
        note = QLabel(translate(
            "NetMenu", "The table server runs while this program is open; the room code "
            "and a link to share come next."), self)
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.game.currentIndexChanged.connect(self._players)
        self._players()

    def _players(self) -> None:
        rules = GAMES[str(self.game.currentData())]
        self.players.setRange(min(rules.player_counts), max(rules.player_counts))

    @property
    def host(self) -> str:
        return "0.0.0.0" if self.lan.isChecked() else "127.0.0.1"


class JoinDialog(QDialog):
    """A table by its link, or by its code and server."""

    def __init__(self, name: str, link: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NetMenu", "Join a table"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = _name_field(self, name)
        form.addRow(translate("NetMenu", "Your &name:"), self.name)
        self.link = QLineEdit(link, self)
        # An address, not words: the same in every language.
        self.link.setPlaceholderText(EXAMPLE.link)
        self.link.setAccessibleName(translate("NetMenu", "Link or room code"))
        form.addRow(translate("NetMenu", "&Link or code:"), self.link)
        self.server = QLineEdit(self)
        self.server.setPlaceholderText(EXAMPLE.link.split("/")[3])
        self.server.setAccessibleName(translate("NetMenu", "Server"))
        form.addRow(translate("NetMenu", "&Server (with a code):"), self.server)
        layout.addLayout(form)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def address(self) -> TableAddress | None:
        """The table asked for, or None (``problem`` then says why)."""
        text = self.link.text().strip()
        found = parse_link(text)
        if found is not None:
            return found
        code = normal_code(text)
        if code is None:
            self.problem.setText(translate(
                "NetMenu", "That is neither a link to a table nor a room code (six "
                "letters and digits)."))
            return None
        server = parse_server(self.server.text())
        if server is None:
            self.problem.setText(translate(
                "NetMenu", "With a room code, give the server too: its address, "
                "and :port when it is not 8765."))
            return None
        return TableAddress(server[0], server[1], code)

    def _accept(self) -> None:
        if not self.name.text().strip():
            self.problem.setText(translate("NetMenu", "Give your name for the table."))
            return
        if self.address() is not None:
            self.accept()


class NetMenu(QObject):
    """The Game menu's network entries of one window, and the tables they opened."""

    def __init__(self, window: QWidget, menu: QMenu, before: QAction,
                 make_window: WindowMaker, settings: Callable[[], WindowSettings],
                 setup: Callable[[], GameSetup | None]) -> None:
        """``make_window`` makes the window a network match is played in; ``settings``
        and ``setup`` are the window's own (not imported: the window makes this menu)."""
        super().__init__(window)
        self.window = window
        self.make_window = make_window
        self.settings = settings
        self.setup = setup
        self.host_action = QAction(translate("NetMenu", "&Host a table…"), window)
        self.host_action.triggered.connect(self.host)
        self.join_action = QAction(translate("NetMenu", "&Join a table…"), window)
        # triggered carries a bool, which join must not take for a link.
        self.join_action.triggered.connect(lambda _checked=False: self.join())
        menu.insertAction(before, self.host_action)
        menu.insertAction(before, self.join_action)
        menu.insertSeparator(before)
        self.tables: list[NetTable] = []
        self.server: HostedServer | None = None
        self.name = translate("NetMenu", "Player")
        self.opener: SinkOpener | None = None
        """Where table sounds go (tests give a fake; None: Qt's multimedia)."""
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    def retranslate(self) -> None:
        self.host_action.setText(translate("NetMenu", "&Host a table…"))
        self.join_action.setText(translate("NetMenu", "&Join a table…"))

    def _your_name(self) -> str:
        setup = self.setup()
        humans = [s.name for s in setup.seats if not s.is_ai] if setup is not None else []
        return humans[0] if humans and self.name == translate("NetMenu", "Player") else self.name

    # --- hosting --------------------------------------------------------------------

    def host(self) -> HostDialog:
        dialog = HostDialog(self._your_name(), self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._host(dialog))
        dialog.open()
        return dialog

    def _host(self, dialog: HostDialog) -> None:
        from dominoes_qt.paths import data_dir

        self.name = dialog.name.text().strip() or self.name
        variant, players = str(dialog.game.currentData()), dialog.players.value()
        shown_host = lan_address() if dialog.host == "0.0.0.0" else "127.0.0.1"
        if self.server is not None:
            self.server.stop()
        server = HostedServer(dialog.host, dialog.port.value(), data_dir() / "server", self)
        self.server = server
        server.ready.connect(lambda port: self.open_table(
            TableAddress(shown_host, port, "------"), create=(variant, players)))
        server.failed.connect(lambda text: QMessageBox.warning(
            self.window, translate("NetMenu", "Host a table"),
            fill(translate("NetMenu", "The table server did not start: %1"), text)))

    # --- joining --------------------------------------------------------------------

    def join(self, link: str = "") -> JoinDialog:
        dialog = JoinDialog(self._your_name(), link, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def accepted() -> None:
            address = dialog.address()
            self.name = dialog.name.text().strip() or self.name
            if address is not None:
                self.open_table(address)

        dialog.accepted.connect(accepted)
        dialog.open()
        return dialog

    def offer(self, link: str) -> None:
        """The Join dialog filled in with ``link`` (from the command line): the player
        gives their name and confirms."""
        self.join(link)

    def open_table(self, address: TableAddress,
                   create: tuple[str, int] | None = None) -> NetTable:
        """Connect to ``address`` (creating a table there with ``create``) and show its
        lobby."""
        from dominoes_qt.ui.net_table import LobbyDialog, NetTable
        from dominoes_qt.ui.sound import QtOpener, SoundBoard

        # The table sounds as the player asked in Preferences (the session's sounds).
        # The table sounds as the player asked in Preferences: the session's sound board
        # (under the window, as the tables' own boards are).
        boards = [b for b in self.window.findChildren(SoundBoard)
                  if not isinstance(b.parent(), NetTable)]
        table = NetTable(address, self.name, self.settings(), create=create,
                         opener=self.opener or QtOpener(),
                         sound=boards[0].settings if boards else None,
                         make_window=self.make_window, parent=self)
        self.tables.append(table)
        # A finished network match is reviewed in this window as an opened record, by its
        # session (a child of the window; not imported: the session sits above the menu).
        for child in self.window.children():
            opener = getattr(getattr(child, "files", None), "open_file", None)
            if callable(opener):
                table.open_record = opener
                break
        lobby = LobbyDialog(table, self.window)
        lobby.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        table.lobby = lobby

        def finished() -> None:
            table.lobby = None

        lobby.finished.connect(finished)
        lobby.open()
        return table

    def shutdown(self) -> None:
        """Leave every table and stop the hosted server (the window is closing)."""
        for table in self.tables:
            table.close()
        self.tables.clear()
        if self.server is not None:
            self.server.stop()
            self.server = None
