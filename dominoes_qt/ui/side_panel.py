"""The panel beside the table (the scores, the table's buttons, what a finished match
offers, the messages) and the room it gets: beside the table in a wide window, below it in
a narrow one, folded away when neither fits.

Its strings keep the window's translation context, where their translations have always
been.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.engine import Need, Rules
from dominoes_qt.engine.seen import MatchScores, SeenTable
from dominoes_qt.ui.scoring import ScorePanel
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.texts import fill

PANEL_BELOW_WIDTH = 1000
"""Narrower than this, the score panel moves below the table (if the window is tall)."""
PANEL_BELOW_HEIGHT = 540
"""Shorter than this (the window's centre), the score panel stays beside the table."""
PANEL_MIN_WIDTH = 360
"""The panel beside the table is at least this wide (the cribbage board's least width and
the panel's margins, with a little to spare)."""
QWIDGETSIZE_MAX = (1 << 24) - 1


class SidePanel(QWidget):
    """The scores, the Draw, Pass and Hint buttons, a finished match's next steps and the
    messages, one above the other."""

    def __init__(self, settings: WindowSettings, message: QLabel,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scores = ScorePanel(self)
        self.scores.set_animated(settings.animations)
        self.scores.set_high_contrast(settings.high_contrast)
        self.draw_button = QPushButton(self)
        self.pass_button = QPushButton(self)
        self.hint_button = QPushButton(self)
        for button in (self.draw_button, self.pass_button, self.hint_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.setVisible(settings.hints)

        # What a finished match offers once its report is closed.
        self.finished_bar = QWidget(self)
        finished = QVBoxLayout(self.finished_bar)
        finished.setContentsMargins(0, 0, 0, 0)
        self.finished_label = QLabel(self.finished_bar)
        self.finished_label.setWordWrap(True)
        self.new_match_button = QPushButton(self.finished_bar)
        self.review_button = QPushButton(self.finished_bar)
        # The result on a line of its own, the buttons under it: long button labels (in
        # Ukrainian) must not squeeze the sentence into a narrow column.
        finished.addWidget(self.finished_label)
        finished_buttons = QHBoxLayout()
        finished_buttons.addWidget(self.new_match_button)
        finished_buttons.addWidget(self.review_button)
        finished.addLayout(finished_buttons)
        self.finished_bar.setVisible(False)
        self.message = message
        side = QVBoxLayout()
        side.addWidget(self.scores, 1)
        side.addWidget(self.finished_bar)
        buttons = QHBoxLayout()
        for button in (self.draw_button, self.pass_button, self.hint_button):
            buttons.addWidget(button)
        side.addLayout(buttons)
        side.addWidget(message)
        self.setLayout(side)

    def retranslate(self, draws: bool) -> None:
        # No Alt mnemonics on the table's buttons: their plain keys (shown) do the same,
        # and an Alt+letter of theirs would take a menu's (Alt+H is Help's).
        self.draw_button.setText(QCoreApplication.translate("GameWindow", "Draw (D)"))
        self.draw_button.setAccessibleName(
            QCoreApplication.translate("GameWindow", "Draw a tile"))
        self.word_pass_button(draws)
        self.hint_button.setText(QCoreApplication.translate("GameWindow", "Hint (H)"))
        self.new_match_button.setText(QCoreApplication.translate("GameWindow", "New &match"))
        self.new_match_button.setToolTip(QCoreApplication.translate(
            "GameWindow", "Play again with the same players and rules"))
        self.review_button.setText(QCoreApplication.translate("GameWindow", "&Review this match"))
        self.hint_button.setAccessibleName(QCoreApplication.translate("GameWindow", "Hint"))

    def word_pass_button(self, draws: bool) -> None:
        """"Knock" in a game without a boneyard, as its rules book says; "pass" in one
        with a boneyard, where passing comes once nothing is left to draw."""
        if draws:
            self.pass_button.setText(QCoreApplication.translate("GameWindow", "Pass (P)"))
            self.pass_button.setAccessibleName(QCoreApplication.translate("GameWindow", "Pass"))
        else:
            self.pass_button.setText(QCoreApplication.translate("GameWindow", "Knock (P)"))
            self.pass_button.setAccessibleName(
                QCoreApplication.translate("GameWindow", "Knock (pass)"))

    def update_buttons(self, view: SeenTable | None, rules: Rules | None, hints: bool,
                       hints_busy: bool) -> None:
        """The table's buttons for the seat's view: on only when the person may use them."""
        need = None if view is None else view.need
        human = view is not None and view.mover is not None
        self.draw_button.setEnabled(human and need is Need.DRAW)
        self.pass_button.setEnabled(human and need is Need.PASS)
        self.hint_button.setVisible(hints)
        self.hint_button.setEnabled(human and hints and not hints_busy)
        self.draw_button.setVisible(rules is not None and rules.draws)

    def show_finished(self, match: MatchScores | None, sides: Sequence[str]) -> None:
        """A finished match's result and next steps (``match``: None while none shows)."""
        winner = None if match is None else match.winner
        called_off = match is not None and match.called_off
        self.finished_bar.setVisible(winner is not None or called_off)
        if winner is not None:
            self.finished_label.setText(fill(QCoreApplication.translate(
                "GameWindow", "Match over: %1 won."), sides[winner]))
        elif called_off and match is not None:
            self.finished_label.setText(fill(
                QCoreApplication.translate(
                    "GameWindow",
                    "Match called off at the game's round limit (%1): nobody won."),
                match.rounds))


class PanelRoom:
    """Where the side panel goes as the window's centre changes size."""

    def __init__(self, window: QMainWindow, row: QBoxLayout, table: QLayout,
                 panel: SidePanel) -> None:
        self.window = window
        self.row = row
        self.table = table
        self.panel = panel
        self.below = False
        self.folded = False
        """The score panel is folded away: the window's centre is too small to hold it
        beside or below the table (a dock open in a small window, large text)."""
        self._needs: dict[bool, QSize] = {}
        """The centre's least size with the score panel below (True) or beside the table,
        as last measured."""

    def forget(self) -> None:
        """Longer words, a larger font, another game's score panel: measure again."""
        self._needs.clear()

    def arrange(self) -> None:
        """Beside the table in a wide window, growing with it so the board gets bigger;
        below the table, board and sheet side by side, when the window is narrow and tall
        enough; when neither fits, the score panel folds away and the buttons stay in a
        strip under the table."""
        # The room the window leaves its centre decides: a dock beside it (the Coach
        # panel) takes its share, and the table keeps its own.
        central = self.window.centralWidget()
        room = central.size() if central is not None else self.window.size()
        margins = self.row.contentsMargins()
        table = self.table.minimumSize()
        # The centre asks only for the table's least size, so that the window never
        # grows off the screen for the panel (or a dock beside it): the panel moves or
        # folds away instead.
        if central is not None:
            central.setMinimumSize(table.width() + margins.left() + margins.right(),
                                   table.height() + margins.top() + margins.bottom())
        beside_width = (margins.left() + margins.right() + table.width()
                        + max(0, self.row.spacing()) + PANEL_MIN_WIDTH)
        # A short window keeps the panel beside the table (a wide laptop screen, large
        # text) unless it is too narrow for both side by side.
        below = room.width() < PANEL_BELOW_WIDTH and (
            room.height() >= PANEL_BELOW_HEIGHT or room.width() < beside_width)
        known = self._needs.get(below)
        if known is None or (known.width() <= room.width() and known.height() <= room.height()):
            need = self._lay(below, folded=False)
            self._needs[below] = need
            if need.width() <= room.width() and need.height() <= room.height():
                return
        self._lay(True, folded=True)

    def _lay(self, below: bool, folded: bool) -> QSize:
        """Lay the panel out beside or below the table (``folded``: without the score
        panel); the least size the window's centre then needs."""
        panel = self.panel
        if below:
            self.row.setDirection(QBoxLayout.Direction.TopToBottom)
            panel.setMinimumWidth(0)
            panel.setMaximumWidth(QWIDGETSIZE_MAX)
        else:
            self.row.setDirection(QBoxLayout.Direction.LeftToRight)
            panel.setMinimumHeight(0)
            panel.setMaximumHeight(QWIDGETSIZE_MAX)
            panel.setMinimumWidth(PANEL_MIN_WIDTH)
            panel.setMaximumWidth(600)
        if below != self.below:
            self.below = below
            panel.scores.set_compact(below)
        # Short of height, the status bar alone carries the messages.
        panel.message.setVisible(not below)
        if folded != self.folded:
            self.folded = folded
            panel.scores.setVisible(not folded)
        hint = panel.minimumSizeHint()
        table = self.table.minimumSize()
        spacing = max(0, self.row.spacing())
        if below:
            # Never shorter than what it holds: the buttons at its foot must show.
            roomy = 0 if folded else max(170, min(250, round(self.window.height() * 0.3)))
            panel.setFixedHeight(max(hint.height(), roomy))
            need = QSize(max(table.width(), hint.width()),
                         table.height() + spacing + panel.minimumHeight())
        else:
            need = QSize(table.width() + spacing + max(PANEL_MIN_WIDTH, hint.width()),
                         max(table.height(), hint.height()))
        margins = self.row.contentsMargins()
        return need + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())
