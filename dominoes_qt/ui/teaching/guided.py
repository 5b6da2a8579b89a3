"""The guided first game: a prepared deal played one lesson at a time.

The learner makes each of their moves with the tile buttons (and Draw / Knock); the
computer's scripted moves run when the learner presses Continue, stopping after each one
that comes with an explanation. Every move goes through :class:`GuidedGame`, which asks
the engine first and the script second.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt import wording
from dominoes_qt.engine import DRAW, PASS, Action, Move, Need, Refusal, ScoreEvent, Tile
from dominoes_qt.teaching.guided import LEARNER, GuidedGame, GuidedScript, Outcome, Verdict
from dominoes_qt.ui.i18n import current_language
from dominoes_qt.ui.teaching.figure import BoardFigure, tile_pixmap
from dominoes_qt.ui.teaching.words import (
    action_text,
    learner_view_name,
    move_text,
    play_caption,
    score_text,
    tiles_in_boneyard,
    tiles_in_hand,
)
from dominoes_qt.ui.texts import QT


class GuidedGameWidget(QWidget):
    """Walks a learner through one :class:`GuidedScript`, waiting for each of their moves."""

    step_done = Signal(int)
    """The number of steps done so far, after each step."""
    finished = Signal()

    def __init__(self, script: GuidedScript, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("guidedGame")
        self.game = GuidedGame(script)

        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.scores = QLabel()
        self.scores.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.instruction = QLabel()
        self.instruction.setWordWrap(True)
        self.instruction.setTextFormat(Qt.TextFormat.RichText)
        self.instruction.setObjectName("instruction")
        self.instruction.setStyleSheet(
            "#instruction { background: #fff6d6; border: 1px solid #e0c060; border-radius: 6px;"
            " padding: 8px; color: #202020; }"
        )
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setStyleSheet("color: #b3261e;")
        self.log = QTextBrowser()
        self.figure = BoardFigure()
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.hand_label = QLabel()
        self.hand_row = QHBoxLayout()
        self.places_row = QHBoxLayout()
        self.draw_button = QPushButton()
        self.pass_button = QPushButton()
        self.continue_button = QPushButton()
        self.continue_button.setDefault(True)
        self._tile_buttons: dict[Tile, QToolButton] = {}
        self._place_buttons: list[QPushButton] = []

        header = QHBoxLayout()
        header.addWidget(self.title, 1)
        header.addWidget(self.scores)
        board_side = QWidget()
        board_layout = QVBoxLayout(board_side)
        board_layout.setContentsMargins(0, 0, 0, 0)
        board_layout.addWidget(self.figure, 1)
        board_layout.addWidget(self.caption)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(board_side)
        split.addWidget(self.log)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        hand = QHBoxLayout()
        hand.addWidget(self.hand_label)
        hand.addLayout(self.hand_row)
        hand.addStretch(1)
        hand.addWidget(self.draw_button)
        hand.addWidget(self.pass_button)
        hand.addWidget(self.continue_button)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.instruction)
        layout.addWidget(split, 1)
        layout.addWidget(self.feedback)
        layout.addLayout(self.places_row)
        layout.addLayout(hand)

        self.draw_button.clicked.connect(lambda: self.act(DRAW))
        self.pass_button.clicked.connect(lambda: self.act(PASS))
        self.continue_button.clicked.connect(self.continue_computer)
        self.draw_button.setVisible(script.rules.draws)
        self._refresh()

    # --- the learner's controls ---------------------------------------------------------

    def tile_button(self, tile: Tile) -> QToolButton:
        return self._tile_buttons[tile]

    def place_buttons(self) -> list[QPushButton]:
        """The choice of places offered for the tile just clicked (empty if none)."""
        return list(self._place_buttons)

    def act(self, action: Action) -> Outcome:
        """The learner's action, judged by the lesson; the view follows."""
        outcome = self.game.learner_acts(action)
        self._clear_places()
        if outcome.verdict is Verdict.DONE:
            self.feedback.clear()
            self._after_step()
        elif outcome.verdict is Verdict.OTHER_LEGAL:
            step = self.game.step
            assert step is not None
            self.feedback.setText(self.tr("The rules allow that, but this lesson asks for: "
                                          "{action}").format(action=self._wanted(step.action)))
        elif outcome.verdict is Verdict.ILLEGAL:
            assert outcome.reason is not None
            self.feedback.setText(wording.reason(QT, outcome.reason))
        return outcome

    def choose_tile(self, tile: Tile) -> None:
        """A tile button was clicked: play it, or offer its places if it fits several."""
        round_ = self.game.match.current
        assert round_ is not None
        moves = round_.legal_moves_for(tile)
        self._clear_places()
        if len(moves) == 1:
            self.act(moves[0])
            return
        if not moves:
            self.feedback.setText(self._why_not(tile))
            return
        self.feedback.setText(self.tr("{tile} fits in several places: choose one.").format(
            tile=tile.bracketed()))
        for move in moves:
            button = QPushButton(move_text(move))
            button.setProperty("move", f"{move.tile}@{move.at}.{move.end}")
            button.clicked.connect(lambda _=False, m=move: self.act(m))
            self.places_row.addWidget(button)
            self._place_buttons.append(button)

    def continue_computer(self) -> None:
        """Play the computer's steps up to the next explanation or the learner's turn."""
        while not self.game.finished and not self.game.learner_to_act:
            step = self.game.step
            assert step is not None
            self.game.computer_acts()
            self._after_step(refresh=False)
            if step.text is not None:
                break
        self._refresh()

    # --- drawing the state ------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._refresh()
        super().changeEvent(event)

    def _after_step(self, refresh: bool = True) -> None:
        self.step_done.emit(self.game.index)
        if refresh:
            self._refresh()
        if self.game.finished:
            self._refresh()
            self.finished.emit()

    def _refresh(self) -> None:
        language = current_language()
        script = self.game.script
        match = self.game.match
        round_ = match.current
        assert round_ is not None
        self.title.setText(self.tr("Guided game: {game}").format(game=self._game_title()))
        self.draw_button.setText(self.tr("&Draw"))
        if script.rules.draws:
            self.pass_button.setText(self.tr("&Pass"))
        else:
            self.pass_button.setText(self.tr("&Knock (pass)"))
        self.continue_button.setText(self.tr("&Continue"))
        self.scores.setText(self._scores_text())
        self.figure.show_board(round_.board)
        self.caption.setText(play_caption(round_.board, script.rules))
        self.log.setHtml(self._log_html(language))
        self.log.verticalScrollBar().setValue(self.log.verticalScrollBar().maximum())

        step = self.game.step
        if step is None:
            self.instruction.setText(script.outro.get(language, QT))
        elif step.seat == LEARNER:
            wanted = self.tr("Your move: {action}").format(action=self._wanted(step.action))
            text = step.text.get(language, QT) if step.text is not None else wanted
            self.instruction.setText(text if step.text is None else f"{text}<br><i>{wanted}</i>")
        else:
            who = learner_view_name(step.seat, script.num_players)
            self.instruction.setText(self.tr("Press Continue to let {who} play.").format(who=who))
        learner_turn = self.game.learner_to_act
        self.continue_button.setEnabled(step is not None and not learner_turn)
        self.draw_button.setEnabled(learner_turn and round_.need() is Need.DRAW)
        self.pass_button.setEnabled(learner_turn and round_.need() is Need.PASS)
        self._fill_hand(round_.hands[LEARNER], learner_turn)
        counts = [tiles_in_hand(len(round_.hands[LEARNER]))]
        if script.rules.draws:
            counts.append(tiles_in_boneyard(round_.boneyard_count))
        self.hand_label.setText(" · ".join(counts))

    def _fill_hand(self, hand: list[Tile], enabled: bool) -> None:
        for button in self._tile_buttons.values():
            self.hand_row.removeWidget(button)
            # Hidden now: deleteLater only acts once control returns to the event loop.
            button.hide()
            button.deleteLater()
        self._tile_buttons.clear()
        for tile in hand:
            button = QToolButton()
            button.setIcon(QIcon(tile_pixmap(tile, unit=26.0)))
            button.setIconSize(QSize(30, 58))
            button.setToolTip(tile.bracketed())
            button.setAccessibleName(tile.bracketed())
            button.setEnabled(enabled)
            button.clicked.connect(lambda _=False, t=tile: self.choose_tile(t))
            self.hand_row.addWidget(button)
            self._tile_buttons[tile] = button

    def _clear_places(self) -> None:
        for button in self._place_buttons:
            self.places_row.removeWidget(button)
            button.hide()
            button.deleteLater()
        self._place_buttons.clear()

    def _log_html(self, language: str) -> str:
        script = self.game.script
        parts = [script.intro.get(language, QT)]
        for number, step in enumerate(script.steps[: self.game.index]):
            done = action_text(step.seat, script.num_players, step.action, script.rules)
            line = f"<b>{done}</b>"
            if step.text is not None and step.seat != LEARNER:
                line += f"<br>{step.text.get(language, QT)}"
            for event in self.game.events[number]:
                line += f"<br>• {self._event_line(event)}"
            parts.append(f"<p>{line}</p>")
        if self.game.finished:
            parts.append(script.outro.get(language, QT))
        return "".join(parts)

    def _event_line(self, event: ScoreEvent) -> str:
        script = self.game.script
        who = learner_view_name(event.seat, script.num_players)
        return f"{who}: {wording.event_line(QT, event, script.rules)}"

    def _scores_text(self) -> str:
        script = self.game.script
        match = self.game.match
        seating = match.seating
        shown = []
        for side, seats in enumerate(seating.sides):
            if seating.partnerships:
                name = self.tr("Your pair") if LEARNER in seats else self.tr("Opponents")
            else:
                name = learner_view_name(seats[0], script.num_players)
            shown.append(f"{name}: {score_text(match.scores[side], script.rules)}")
        return " · ".join(shown)

    def _game_title(self) -> str:
        return wording.game_title(QT, self.game.script.rules)

    def _wanted(self, action: Action) -> str:
        if action is DRAW:
            return self.tr("draw a tile")
        if action is PASS and self.game.script.rules.draws:
            return self.tr("pass")
        if action is PASS:
            return self.tr("knock")
        assert isinstance(action, Move)
        return self.tr("lay {move}").format(move=move_text(action))

    def _why_not(self, tile: Tile) -> str:
        round_ = self.game.match.current
        assert round_ is not None
        turn = None if self.game.learner_to_act else Refusal.WRONG_SEAT
        return wording.why_not(QT, tile, turn, forced=round_.forced, need=round_.need(),
                               draws=round_.rules.draws, open_values=round_.board.open_values())
