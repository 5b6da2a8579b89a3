"""Hints at the table: the expert's play for the person to move, as a ghost with its
reason.

The search runs off the GUI thread (:class:`~dominoes_qt.ui.hint_worker.HintWorker`) on the
seat's own view; a hint that comes back is shown through the player's choices and worded by
the narrator. Its strings keep the window's translation context, where their translations
have always been.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from dominoes_qt.ai import Hint
from dominoes_qt.engine import Move
from dominoes_qt.ui.choices import TableChoices
from dominoes_qt.ui.controller import GameController
from dominoes_qt.ui.hint_worker import HintWorker
from dominoes_qt.ui.narrator import Narrator
from dominoes_qt.ui.teaching.words import hint_text
from dominoes_qt.ui.texts import fill


class HintDesk(QObject):
    """Asks for hints, shows them, and forgets them when play moves on."""

    shown = Signal()
    """A hint was put on the table for the human."""

    def __init__(self, controller: GameController, choices: TableChoices, narrator: Narrator,
                 in_settings: Callable[[], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.choices = choices
        self.narrator = narrator
        self._in_settings = in_settings
        self.allowed = True
        """Hints are allowed in this game (a serious game allows none)."""
        self.may_hint: Callable[[], bool] = lambda: True
        """Asked before a hint is looked for (a hint may make a match unrated)."""
        self.last: Hint | None = None
        """The hint shown last (until play moves on)."""
        self.worker = HintWorker(lambda: controller.move_number, self)
        self.worker.found.connect(self._found)
        self.worker.failed.connect(lambda text: narrator.say(fill(QCoreApplication.translate(
            "GameWindow", "No hint: %1"), text)))
        controller.match_started.connect(self.forget)
        controller.applied.connect(lambda _info: self.forget())

    @property
    def enabled(self) -> bool:
        """On in the settings and allowed in this game."""
        return self.allowed and self._in_settings()

    def forget(self) -> None:
        self.worker.cancel()
        self.last = None

    def ask(self) -> bool:
        """Ask the expert for the human's play; False when no hint may be asked for now."""
        seat = self.controller.human_to_move()
        if not self.enabled or seat is None or not self.may_hint():
            return False
        self.narrator.say(QCoreApplication.translate("GameWindow", "Looking for a good play..."))
        self.worker.request(self.controller.view(seat), self.controller.move_number)
        return True

    def _found(self, found: Hint) -> None:
        presenter = self.narrator.presenter
        view, rules, board = presenter.view, presenter.rules, presenter.board
        if view is None or view.mover is None or rules is None or board is None \
                or not self.enabled:
            return
        self.last = found
        action = found.action
        if isinstance(action, Move):
            self.choices.select_tile(action.tile)
            if action in presenter.moves:
                presenter.place_index = presenter.moves.index(action)
                self.choices.scene.focus_ghost(presenter.place_index)
        tiles_left = len(view.hand) - (1 if isinstance(action, Move) else 0)
        self.narrator.say(hint_text(found, rules, tiles_left, board))
        self.shown.emit()
