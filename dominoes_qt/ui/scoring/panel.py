"""The score panel the window embeds: board or paper tally above, the score sheet below."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.engine import Rules, ScoreEvent, Seating
from dominoes_qt.engine.seen import MatchScores
from dominoes_qt.engine.trains import TrainView
from dominoes_qt.ui.score_sheet import TrainScoreSheet
from dominoes_qt.ui.scoring.board import MIN_BOARD_WIDTH as BOARD_MIN_WIDTH
from dominoes_qt.ui.scoring.board import CribbageBoard
from dominoes_qt.ui.scoring.geometry import TrackScale
from dominoes_qt.ui.scoring.sheet import ScoreSheet
from dominoes_qt.ui.scoring.tally import TallyView, tally_fits
from dominoes_qt.ui.scoring.text import round_result_text

QWIDGETSIZE_MAX = (1 << 24) - 1


class ScorePanel(QWidget):
    """Everything about the score of one match.

    Call :meth:`reset` for a new match, :meth:`add_events` with what each
    ``Match.apply`` returns, and :meth:`add_round_result` when a round ends.
    ``event_activated(index)`` reports a click on a sheet row (index into ``Match.events``).
    """

    event_activated = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = CribbageBoard()
        self.tally = TallyView()
        self.sheet = ScoreSheet()
        self._for_sheet: list[ScoreEvent] = []
        """Events given ``soon`` that the sheet has yet to write (see :meth:`add_events`)."""
        self._sheet_timer = QTimer(self)
        self._sheet_timer.setSingleShot(True)
        self._sheet_timer.setInterval(0)
        self._sheet_timer.timeout.connect(self.flush)
        # Until a match starts there is no score to keep: a word instead of an empty board.
        self._waiting = QLabel()
        self._waiting.setWordWrap(True)
        self._waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._stack = QStackedWidget()
        self._stack.addWidget(self.board)
        self._stack.addWidget(self.tally)
        self._board_button = QToolButton()
        self._tally_button = QToolButton()
        self._name_buttons()
        self._views = QButtonGroup(self)
        for number, button in enumerate((self._board_button, self._tally_button)):
            button.setCheckable(True)
            button.setAutoRaise(True)
            self._views.addButton(button, number)
        self._board_button.setChecked(True)
        self._views.idClicked.connect(self._stack.setCurrentIndex)
        switch = QHBoxLayout()
        switch.setContentsMargins(0, 0, 0, 0)
        switch.addWidget(self._board_button)
        switch.addWidget(self._tally_button)
        switch.addStretch(1)
        top = QWidget()
        self._top = top
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addLayout(switch)
        top_layout.addWidget(self._stack, 1)
        splitter = QSplitter(Qt.Orientation.Vertical)
        self._splitter = splitter
        splitter.addWidget(top)
        splitter.addWidget(self.sheet)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._waiting, 1)
        layout.addWidget(splitter)
        splitter.setVisible(False)
        # A train game keeps no running score: its sheet of rounds stands in for the rest.
        self.train_sheet = TrainScoreSheet()
        self.train_sheet.setVisible(False)
        layout.addWidget(self.train_sheet, 1)
        # Layouts do not honour the board's height-for-width inside a stack, so ask for it.
        self._stack.setMinimumHeight(self.board.heightForWidth(BOARD_MIN_WIDTH))
        self._stack.setMinimumWidth(BOARD_MIN_WIDTH)
        self.sheet.event_activated.connect(self.event_activated)
        self._tally_allowed = True
        self._board_allowed = True

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_board()

    def _fit_board(self) -> None:
        # Stacked, the board's part is as tall as the board at this width, no taller: the
        # sheet takes the rest instead of empty space around the board.
        if self._splitter.orientation() == Qt.Orientation.Vertical:
            board = max(self.board.heightForWidth(self.width()) if self._board_allowed else 0,
                        self.tally.minimumSizeHint().height())
            both = self._tally_allowed and self._board_allowed
            switch = self._board_button.sizeHint().height() + 6 if both else 0
            self._top.setMaximumHeight(board + switch)
            # The splitter would otherwise keep the slot it had and leave a gap.
            total = sum(self._splitter.sizes())
            if total > board + switch:
                self._splitter.setSizes([board + switch, total - board - switch])
        else:
            self._top.setMaximumHeight(QWIDGETSIZE_MAX)

    def set_compact(self, compact: bool) -> None:
        """Board and sheet side by side (a short panel below the table), or stacked."""
        self._splitter.setOrientation(Qt.Orientation.Horizontal if compact
                                      else Qt.Orientation.Vertical)
        self._stack.setMinimumHeight(self.board.heightForWidth(BOARD_MIN_WIDTH))
        self._fit_board()
        if compact:
            half = max(1, self.width() // 2)
            self._splitter.setSizes([half, half])

    def _name_buttons(self) -> None:
        self._board_button.setText(self.tr("Board"))
        self._board_button.setToolTip(self.tr("Show the score on a cribbage board"))
        self._tally_button.setText(self.tr("Paper tally"))
        self._tally_button.setToolTip(
            self.tr("Show the score as pencil marks: a stroke a point, a big X for ten")
        )
        self._waiting.setText(self.tr("The score is kept here once a game starts."))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name_buttons()

    def reset(self, rules: Rules, seating: Seating, side_names: list[str],
              seat_names: Sequence[str] | None = None) -> None:
        """A new match: empty sheet, pegs in their start holes.

        ``side_names`` has one name per side (``seating.sides`` order); ``seat_names``,
        if given, names the player of each seat on the sheet.
        """
        self._waiting.setVisible(False)
        self.train_sheet.setVisible(False)
        self._splitter.setVisible(True)
        self._sheet_timer.stop()
        self._for_sheet = []
        self.board.reset(rules, seating, side_names, seat_names)
        self.tally.reset(rules, seating, side_names)
        self.sheet.start_match(rules, seating, side_names, seat_names)
        # A board only where its track fits the target; a tally only where the points are
        # few enough to count in strokes; with neither, the sheet alone keeps the score.
        self._board_allowed = TrackScale.for_rules(rules).fits
        self._tally_allowed = tally_fits(rules)
        both = self._board_allowed and self._tally_allowed
        self._board_button.setVisible(both)
        self._tally_button.setVisible(both)
        self._top.setVisible(self._board_allowed or self._tally_allowed)
        if not self._board_allowed:
            self.show_tally(True)
        elif not self._tally_allowed:
            self.show_tally(False)
        self._fit_board()

    def show_train_scores(self, view: TrainView, names: Sequence[str]) -> None:
        """A train game's scores: its sheet of rounds by players (lowest total wins) in
        place of the board, the tally and the line games' sheet."""
        self._waiting.setVisible(False)
        self._splitter.setVisible(False)
        self.train_sheet.setVisible(True)
        self.train_sheet.show_view(view, names)

    def add_events(self, events: list[ScoreEvent], *, soon: bool = False) -> None:
        """Events as ``Match.apply`` returns them, in order.

        ``soon``: the board and the tally take them now and the sheet at the event loop's
        next turn (its rows cost the most), so that a play's frame on the table is drawn
        first; :meth:`flush` writes them at once."""
        self.board.add_events(events)
        self.tally.add_events(events)
        if soon:
            self._for_sheet.extend(events)
            self._sheet_timer.start()
            return
        self.flush()
        self.sheet.add_events(events)

    def flush(self) -> None:
        """Write on the sheet the events given ``soon`` that it has not written yet."""
        self._sheet_timer.stop()
        waiting, self._for_sheet = self._for_sheet, []
        if waiting:
            self.sheet.add_events(waiting)

    def add_round_result(self, round_number: int, text: str) -> None:
        """Who won round ``round_number`` (see :func:`round_result_text`)."""
        self.flush()
        self.sheet.add_round_result(round_number, text)

    def load_match(self, match: MatchScores, side_names: list[str],
                   seat_names: Sequence[str] | None = None) -> None:
        """Show a whole match at once (a loaded game, a review): no animation."""
        self.reset(match.rules, match.seating, side_names, seat_names)
        animated = self.board.animated
        self.board.set_animated(False)
        self.add_events(list(match.events))
        self.board.set_animated(animated)
        for round_ in match.finished:
            text = round_result_text(round_, side_names, seat_names, match.winner)
            self.add_round_result(round_.number, text)

    def set_high_contrast(self, on: bool) -> None:
        """The board, the tally and the sheet in their high-contrast colours (or not)."""
        self.board.set_high_contrast(on)
        self.sheet.set_high_contrast(on)
        self.tally.high_contrast = on
        self.tally.update()

    def set_animated(self, animated: bool) -> None:
        self.board.set_animated(animated)

    @property
    def scores(self) -> list[int]:
        """Each side's raw score as the board now shows it (after the last event given)."""
        return [self.board.pegs(side).score for side in range(self.board.lane_count())]

    @property
    def tally_available(self) -> bool:
        return self._tally_allowed

    @property
    def board_available(self) -> bool:
        """Whether the game's target fits on a cribbage board (else the tally or the sheet)."""
        return self._board_allowed

    @property
    def sheet_only(self) -> bool:
        """Whether neither the board nor the tally fits the game: the sheet alone."""
        return not (self._board_allowed or self._tally_allowed)

    def show_tally(self, shown: bool) -> None:
        """Switch between the paper tally and the board, where the game has both."""
        use_tally = (shown and self._tally_allowed) or not self._board_allowed
        self._stack.setCurrentWidget(self.tally if use_tally else self.board)
        (self._tally_button if use_tally else self._board_button).setChecked(True)

    @property
    def showing_tally(self) -> bool:
        return self._stack.currentWidget() is self.tally
