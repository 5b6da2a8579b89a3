"""Starting a match in the window: the New game dialog and what it offers first, asking
before a match in progress is abandoned, playing again, and setting the table for a match
that has just started (its title, the score panel's room, the zoom it keeps).

:class:`Starting` reads the window through :class:`StartingWindow`, so this module does not
import the window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QWidget

from dominoes_qt.engine import Match
from dominoes_qt.engine.seen import match_scores
from dominoes_qt.ui.controller import GameController, GameSetup
from dominoes_qt.ui.explain_layer import CountingLayer
from dominoes_qt.ui.new_game import NewGameDialog, TrainSetup, default_setup
from dominoes_qt.ui.presenter import Presenter
from dominoes_qt.ui.scoring.panel import ScorePanel
from dominoes_qt.ui.side_panel import PanelRoom, SidePanel
from dominoes_qt.ui.table import TableScene
from dominoes_qt.ui.table_flow import TableFlow


def match_key(match: Match) -> tuple[object, ...] | None:
    """What tells one match from another: its game, its players and its first deal (None
    before the first deal)."""
    if not match.rounds:
        return None
    first = match.rounds[0]
    return (match.rules.variant, match.num_players, first.dealt, first.deck)


def center_on(dialog: QWidget, window: QWidget) -> None:
    """Put ``dialog`` over the middle of ``window`` (a window manager may otherwise place
    a dialog opened early, before the window has its place, anywhere)."""
    dialog.adjustSize()
    frame = window.frameGeometry()
    if frame.isValid() and not frame.isEmpty():
        dialog.move(frame.center() - dialog.rect().center())


class StartingWindow(Protocol):
    """What starting a match reads and sets of the window."""

    @property
    def controller(self) -> GameController: ...
    @property
    def scene(self) -> TableScene: ...
    @property
    def room(self) -> PanelRoom: ...
    @property
    def panel(self) -> SidePanel: ...
    @property
    def scores(self) -> ScorePanel: ...
    @property
    def presenter(self) -> Presenter: ...
    @property
    def flow(self) -> TableFlow: ...
    @property
    def counting(self) -> CountingLayer: ...
    @property
    def counting_action(self) -> QAction: ...
    @property
    def sum_label(self) -> QLabel: ...

    def seat_names(self) -> list[str]: ...

    def side_names(self) -> list[str]: ...

    def close_round_end(self) -> None: ...

    def title_window(self) -> None: ...

    def start_train(self, setup: TrainSetup) -> None: ...


class Starting:
    """New games for one window, and its table set for each match that starts."""

    def __init__(self, window: StartingWindow, parent: QWidget) -> None:
        self.window = window
        self.parent = parent
        self.new_game_dialog: NewGameDialog | None = None
        self.setup_defaults: GameSetup | None = None
        """What the New game dialog offers before any game was set up (the last choices)."""
        self.may_abandon: Callable[[], bool] = lambda: True
        """Asked before a new game replaces the one in progress."""
        self.zoom_key: tuple[object, ...] | None = None
        """The match the player's zoom belongs to (:func:`match_key`)."""

    def draws(self) -> bool:
        """Whether the game has a boneyard: the one being played, or before any match,
        the game the New game dialog offers first (the pass button's word follows it)."""
        rules = self.window.controller.rules
        if rules is None:
            rules = (self.setup_defaults or default_setup()).rules
        return rules.draws

    def word_pass_button(self) -> None:
        self.window.panel.word_pass_button(self.draws())

    def set_setup_defaults(self, setup: GameSetup) -> None:
        self.setup_defaults = setup
        self.word_pass_button()

    def new_game(self, setup: GameSetup) -> None:
        self.window.close_round_end()
        self.window.controller.start(setup)

    def show_new_game_dialog(self) -> NewGameDialog:
        dialog = NewGameDialog(self.parent, self.window.controller.setup or self.setup_defaults)
        # A child of the window: kept, every dialog ever opened would live as long as it.
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.new_game_dialog = dialog

        def accepted() -> None:
            if not self.may_abandon():
                return
            if dialog.is_train():
                self.window.start_train(dialog.train_setup())
            else:
                self.new_game(dialog.setup())

        dialog.accepted.connect(accepted)
        center_on(dialog, self.parent)
        dialog.open()
        return dialog

    def play_again(self) -> None:
        setup = self.window.controller.setup or default_setup()
        # Same seats, fresh deal: a given seed would replay the same match.
        self.new_game(replace(setup, seed=None))

    def match_started(self) -> None:
        window = self.window
        match = window.controller.match
        assert match is not None
        window.title_window()
        self.word_pass_button()
        # Another game's score panel (a board, a tally or neither) needs its own room.
        window.room.forget()
        window.room.arrange()
        # The player's zoom is kept through a match's rounds, and when the same match comes
        # back (reviewed, undone, reopened); another match starts fitted.
        key = match_key(match)
        if key is None or key != self.zoom_key:
            window.scene.new_match()
        self.zoom_key = key
        # Counting marks explain what a play scores: a game whose plays never score has none.
        window.counting_action.setEnabled(match.rules.scores_plays)
        window.counting.scoring = match.rules.scores_plays
        if match.events or match.rounds:
            window.scores.load_match(match_scores(match), window.side_names(),
                                     window.seat_names())
        else:
            window.scores.reset(match.rules, match.seating, window.side_names(),
                                window.seat_names())
        window.sum_label.setText("")
        window.presenter.last_tile = None
        window.flow.feed()

    def round_started(self) -> None:
        match = self.window.controller.match
        if self.zoom_key is None and match is not None:
            self.zoom_key = match_key(match)
