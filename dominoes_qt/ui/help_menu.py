"""The Help menu: each game's rules book, each guided first game, the keys, About.

The menu keeps its own actions and re-words them on a language change (the window calls
:meth:`HelpMenu.retranslate`); the dialogs it opens follow language changes by themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QVBoxLayout, QWidget

from dominoes_qt import __version__
from dominoes_qt.engine import Rules
from dominoes_qt.games import GAMES
from dominoes_qt.games.books import GUIDES
from dominoes_qt.ui.teaching import GuidedGameWidget, RulesBook
from dominoes_qt.ui.texts import entry_title, fill, game_entries, game_title

_D = TypeVar("_D", bound=QDialog)


class GuidedGameDialog(QDialog):
    """A guided first game in a window of its own, closed with the usual window controls."""

    def __init__(self, parent: QWidget | None, variant: str) -> None:
        super().__init__(parent)
        self.setObjectName("guidedGameDialog")
        self.resize(980, 680)
        self.widget = GuidedGameWidget(GUIDES[variant], self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.widget)
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Guided first game"))


class HelpMenu(QObject):
    """Fills a menu with the help actions and opens what they ask for (non-modal)."""

    def __init__(self, window: QWidget, menu: QMenu, keys_text: str = "") -> None:
        super().__init__(window)
        self._window = window
        self.menu = menu
        self.keys_text = keys_text
        """The keys' list, worded by the window (it knows its keys)."""
        self.in_play: Callable[[], Rules | None] = lambda: None
        """The rules of the match in play (set by the window): a house ruleset of the
        game whose book is asked for opens the book on those rules."""
        # Every registered game has a rules book (its own or the general pages); a guided
        # game only where its folder has one.
        self.rules: dict[str, QAction] = {}
        self.guided: dict[str, QAction] = {}
        self._games = dict(GAMES)
        # A family's games differ only in their target: one book entry stands for them.
        for variant in (entry[0].variant for entry in game_entries(GAMES.values())):
            action = self.rules[variant] = QAction(window)
            action.triggered.connect(lambda _=False, v=variant: self.open_rules(v))
            menu.addAction(action)
        menu.addSeparator()
        for variant in GAMES:
            if variant in GUIDES:
                action = self.guided[variant] = QAction(window)
                action.triggered.connect(lambda _=False, v=variant: self.open_guided(v))
                menu.addAction(action)
        menu.addSeparator()
        self.keys = QAction(window)
        self.about = QAction(window)
        self.keys.triggered.connect(self.show_keys)
        self.about.triggered.connect(self.show_about)
        menu.addAction(self.keys)
        menu.addAction(self.about)
        self.dialog: QDialog | None = None
        """The help window opened last (tests read it)."""
        self.retranslate()

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Help"))
        for variant, action in self.rules.items():
            title = entry_title(next(e for e in game_entries(self._games.values())
                                     if e[0].variant == variant))
            action.setText(fill(self.tr("Rules of &%1"), title))
        for variant, action in self.guided.items():
            title = game_title(self._games[variant])
            action.setText(fill(self.tr("&Guided first game: %1"), title))
        self.keys.setText(self.tr("&Keys"))
        self.about.setText(self.tr("&About Dominoes"))

    def open_rules(self, variant: str) -> RulesBook:
        rules = self.in_play()
        game = self._games[variant].ruleset.game if variant in self._games else None
        house = rules if rules is not None and rules.ruleset.game == game else None
        book = RulesBook(self._window, variant, house)
        return self._open(book)

    def open_guided(self, variant: str) -> GuidedGameDialog:
        dialog = GuidedGameDialog(self._window, variant)
        return self._open(dialog)

    def _open(self, dialog: _D) -> _D:
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def show_keys(self) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Keys"), self.keys_text,
                          QMessageBox.StandardButton.Ok, self._window)
        box.finished.connect(box.deleteLater)
        box.open()
        return box

    def show_about(self) -> QMessageBox:
        games = ", ".join(game_title(rules) for rules in self._games.values())
        text = fill(self.tr(
            "<h3>Dominoes %1</h3><p>%2: for one player and computer opponents, with a "
            "rules book for every game and guided first games.</p>"), __version__, games)
        box = QMessageBox(QMessageBox.Icon.NoIcon, self.tr("About Dominoes"), text,
                          QMessageBox.StandardButton.Ok, self._window)
        box.finished.connect(box.deleteLater)
        box.open()
        return box


__all__ = ["GuidedGameDialog", "HelpMenu"]
