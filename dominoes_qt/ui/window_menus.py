"""The window's own menus: Game (new game, quit), View (zoom, the score panel, the
counting ends) and Help, with F10 to open the menu bar.

The session adds its menus and actions beside these. The strings keep the window's
translation context, where their translations have always been.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from dominoes_qt.ui.help_menu import HelpMenu
from dominoes_qt.ui.keys import Command, help_text, shortcut


class WindowMenus:
    """Builds the window's menus and words them in the language installed."""

    def __init__(self, window: QMainWindow, new_game: Callable[[], object],
                 command: Callable[[Command], object], panel_shown: Callable[[bool], None],
                 counting_shown: Callable[[bool], None]) -> None:
        self.window = window
        bar = window.menuBar()
        game = bar.addMenu(QCoreApplication.translate("GameWindow", "&Game"))
        new = QAction(QCoreApplication.translate("GameWindow", "&New game..."), window)
        new.setShortcut(QKeySequence.StandardKey.New)
        new.triggered.connect(new_game)
        game.addAction(new)
        self.game_menu = game
        self.new_action = new
        quit_ = QAction(QCoreApplication.translate("GameWindow", "&Quit"), window)
        quit_.setShortcut(QKeySequence.StandardKey.Quit)
        quit_.triggered.connect(window.close)
        game.addAction(quit_)
        self.quit_action = quit_
        self.view_menu = bar.addMenu("")
        self.zoom_actions: list[QAction] = []
        for zoom in (Command.ZOOM_IN, Command.ZOOM_OUT, Command.FIT):
            action = QAction(window)
            action.setShortcut(shortcut(zoom))
            action.triggered.connect(lambda _=False, c=zoom: command(c))
            self.view_menu.addAction(action)
            self.zoom_actions.append(action)
        self.view_menu.addSeparator()
        self.panel_action = QAction(window)
        self.panel_action.setCheckable(True)
        self.panel_action.setChecked(True)
        self.panel_action.setShortcut(QKeySequence("F9"))
        self.panel_action.toggled.connect(panel_shown)
        self.view_menu.addAction(self.panel_action)
        self.counting_action = QAction(window)
        self.counting_action.setCheckable(True)
        self.counting_action.setChecked(True)
        self.counting_action.setShortcut(shortcut(Command.COUNTING))
        self.counting_action.toggled.connect(counting_shown)
        self.view_menu.addAction(self.counting_action)
        self.help_menu = HelpMenu(window, bar.addMenu(""))
        # F10 opens the menu bar, as it does in the desktop's other programs.
        self.menu_key = QAction(window)
        self.menu_key.setShortcut(QKeySequence(Qt.Key.Key_F10))
        self.menu_key.triggered.connect(self.open_menu_bar)
        window.addAction(self.menu_key)

    def open_menu_bar(self) -> None:
        self.window.menuBar().setActiveAction(self.game_menu.menuAction())

    def retranslate(self) -> None:
        self.game_menu.setTitle(QCoreApplication.translate("GameWindow", "&Game"))
        self.new_action.setText(QCoreApplication.translate("GameWindow", "&New game..."))
        self.quit_action.setText(QCoreApplication.translate("GameWindow", "&Quit"))
        self.view_menu.setTitle(QCoreApplication.translate("GameWindow", "&View"))
        for action, text in zip(self.zoom_actions, (
                QCoreApplication.translate("GameWindow", "Zoom &in"),
                QCoreApplication.translate("GameWindow", "Zoom &out"),
                QCoreApplication.translate("GameWindow", "&Fit the table")), strict=True):
            action.setText(text)
        self.counting_action.setText(
            QCoreApplication.translate("GameWindow", "Show &counting ends"))
        self.panel_action.setText(
            QCoreApplication.translate("GameWindow", "Show the &score panel"))
        self.help_menu.keys_text = help_text()
        self.help_menu.retranslate()
