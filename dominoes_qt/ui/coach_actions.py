"""After the game: the coach's review, deals you can check, replaying a deal, watching.

* **Analyse this game** reviews the human's decisions in the background (a progress bar
  that can be cancelled), keeps the result beside the save and shows it in the Coach
  panel: every decision with its mark; choosing one steps review mode to the position
  before it, shows the better play as a ghost on the table and says why, in the words
  of the hints. "Try again from here" plays on from that position with the same tiles.
* The deal's commitment is shown below the table while a round is played and its seed
  once the round is over; **Check the deals** verifies every round of the game.
* **Replay this deal** starts a new match whose first round is the same deal with every
  hand moved one seat on (only once the round is over and its seed revealed).
* **Watch the computers play** starts a computer-only match at a chosen pace; with no
  person at the table, **Show every hand** may turn the hands face up.

The review on show lives in :mod:`~dominoes_qt.ui.coach_review` and the deals in
:mod:`~dominoes_qt.ui.coach_deals`; this module runs the analysis and the watching.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QProgressDialog,
    QSpinBox,
    QWidget,
)

from dominoes_qt import coach
from dominoes_qt.ai import LEVELS
from dominoes_qt.ai.analysis import (
    DEFAULT_ITERATIONS,
    Cancelled,
    Review,
    review_record,
    strongest_evaluator,
)
from dominoes_qt.games import GAMES
from dominoes_qt.games.records import GameRecord
from dominoes_qt.storage.prefs import AI_PACE_RANGE
from dominoes_qt.ui.background import Background
from dominoes_qt.ui.coach_deals import DealChecks
from dominoes_qt.ui.coach_review import CoachReview
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.puzzles_dialog import PuzzleDialog
from dominoes_qt.ui.session_hub import as_parent
from dominoes_qt.ui.texts import fill, game_label, level_name

if TYPE_CHECKING:
    from dominoes_qt.ui.session_hub import SessionHub



class _Progress:
    """What the background review reports, read by the GUI thread on a timer."""

    def __init__(self) -> None:
        self.done = 0
        self.total = 0
        self.stop = threading.Event()

    def update(self, done: int, total: int) -> None:
        self.done, self.total = done, total


class WatchDialog(QDialog):
    """Game, players, level and pace of a computer-only match."""

    def __init__(self, pace_ms: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Coach", "Watch the computers play"))
        form = QFormLayout(self)
        self.variant = QComboBox(self)
        for variant, rules in GAMES.items():
            self.variant.addItem(game_label(rules), variant)
        self.players = QSpinBox(self)
        self.players.setRange(2, 4)
        self.players.setValue(2)
        self.level = QComboBox(self)
        for level in LEVELS:
            self.level.addItem(level_name(level), level)
        self.level.setCurrentIndex(len(LEVELS) - 1)
        self.pace = QSpinBox(self)
        self.pace.setRange(*AI_PACE_RANGE)
        self.pace.setSingleStep(100)
        self.pace.setSuffix(QCoreApplication.translate("Coach", " ms"))
        self.pace.setValue(pace_ms)
        self.all_hands = QCheckBox(QCoreApplication.translate("Coach", "Show &every hand"), self)
        form.addRow(QCoreApplication.translate("Coach", "&Game:"), self.variant)
        form.addRow(QCoreApplication.translate("Coach", "&Players:"), self.players)
        form.addRow(QCoreApplication.translate("Coach", "&Level:"), self.level)
        form.addRow(QCoreApplication.translate(
            "Coach", "Computer &pause before a play:"), self.pace)
        form.addRow(self.all_hands)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.variant.currentIndexChanged.connect(self._fit_players)
        self._fit_players()

    def _fit_players(self) -> None:
        counts = GAMES[str(self.variant.currentData())].player_counts
        self.players.setRange(min(counts), max(counts))

    def setup(self) -> GameSetup:
        rules = GAMES[str(self.variant.currentData())]
        level = str(self.level.currentData())
        seats = tuple(SeatSetup(fill(QCoreApplication.translate(
            "Coach", "Computer %1"), seat + 1), "ai", level)
                      for seat in range(self.players.value()))
        return GameSetup(rules, seats)


class CoachActions(QObject):
    """The Game menu's review, deal and watch actions of one window's session."""

    def __init__(self, session: SessionHub) -> None:
        super().__init__(as_parent(session))
        self.session = session
        window = session.window
        self.window = window
        self.iterations = DEFAULT_ITERATIONS
        self.progress_dialog: QProgressDialog | None = None
        self._progress: _Progress | None = None
        self._ticket = 0
        self.worker = Background(lambda: self._ticket, self)
        self._poll = QTimer(self)
        self._poll.setInterval(100)
        self._poll.timeout.connect(self._show_progress)

        self.analyse_action = QAction(window)
        self.analyse_action.triggered.connect(lambda _=False: self.analyse())
        self.deals = DealChecks(session, self._record)
        """The deal's commitment and seed, Check the deals and Replay this deal."""
        self.verify_action = self.deals.verify_action
        self.replay_deal_action = self.deals.replay_deal_action
        self.deal_label = self.deals.deal_label
        self.watch_action = QAction(window)
        self.watch_action.triggered.connect(lambda _=False: self.watch_dialog())
        self.puzzles_action = QAction(window)
        self.puzzles_action.triggered.connect(lambda _=False: self.puzzles_dialog())
        self.all_hands_action = QAction(window)
        self.all_hands_action.setCheckable(True)
        self.all_hands_action.toggled.connect(self.show_all_hands)
        window.view_menu.addAction(self.all_hands_action)

        self.shown = CoachReview(session)
        """The review on show: the Coach panel and the score sheet's marks."""
        self.panel = self.shown.panel

        c = session.controller
        c.match_started.connect(self._on_match_started)
        c.round_started.connect(self._on_round_started)
        c.round_over.connect(lambda _n: self.show_deal())
        c.match_over.connect(lambda _s: self.show_deal())
        c.match_called_off.connect(self.show_deal)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.shutdown()
        return super().eventFilter(watched, event)

    def shutdown(self) -> None:
        """Stop a review still running and wait for it (before the window goes)."""
        if self._progress is not None:
            self._progress.stop.set()
        self.worker.shutdown()
        self._finish()

    # --- names and state ------------------------------------------------------------

    def actions(self) -> list[QAction]:
        """The Game menu's entries, in order."""
        return [self.analyse_action, self.verify_action, self.replay_deal_action,
                self.watch_action, self.puzzles_action]

    def name_actions(self) -> None:
        self.analyse_action.setText(QCoreApplication.translate("Coach", "Ana&lyse this game..."))
        self.deals.name_actions()
        self.watch_action.setText(QCoreApplication.translate(
            "Coach", "&Watch the computers play..."))
        self.all_hands_action.setText(QCoreApplication.translate(
            "Coach", "Show &every hand (computers only)"))
        self.puzzles_action.setText(QCoreApplication.translate("Coach", "P&uzzles..."))
        self.panel.name()
        self.show_deal()
        if self.review is not None:
            self.shown.fill_panel(self.review)

    def _serious_on_table(self) -> bool:
        """Whether the game the actions are about is a serious match still in play."""
        return self.session.serious_in_play and not self.session.reviews.mode.active

    def update_actions(self, has_match: bool) -> None:
        self.analyse_action.setEnabled(has_match and not self.worker.busy
                                       and not self._serious_on_table())
        self.verify_action.setEnabled(has_match)
        self.replay_deal_action.setEnabled(self.deals.revealed_deal() is not None)
        self.all_hands_action.setEnabled(self._computers_only())

    def _computers_only(self) -> bool:
        setup = self.session.controller.setup
        return setup is not None and all(s.is_ai for s in setup.seats)

    def _record(self) -> GameRecord | None:
        """The game the actions are about: the one reviewed, else the one on the table."""
        mode = self.session.reviews.mode
        if mode.active and mode.record is not None:
            return mode.record
        return self.session.record()

    # --- the deal's commitment and seed ---------------------------------------------

    def _on_match_started(self) -> None:
        if self.worker.busy and not self.session.controller.frozen:
            # A new game took the table: the review asked for would interrupt it.
            self.cancel()
        if not self.shown.reviewed_on_table():
            self.shown.forget_review()
        if not self._computers_only() and self.all_hands_action.isChecked():
            self.all_hands_action.setChecked(False)
        self.show_deal()

    def _on_round_started(self, _number: int) -> None:
        self.show_deal()
        self.deals.keep_seeds()

    # --- the rooms' names, kept on the coach --------------------------------------------

    @property
    def review(self) -> Review | None:
        """The review on show in the Coach panel, if any."""
        return self.shown.review

    @property
    def reviewed(self) -> GameRecord | None:
        return self.shown.reviewed

    @property
    def rows(self) -> list[int]:
        return self.shown.rows

    def show_deal(self) -> None:
        self.deals.show_deal()

    def verify(self) -> bool:
        """Check every round of the game; True when all can be shown fair."""
        return self.deals.verify()

    def mistakes_file(self) -> Path:
        return self.shown.mistakes_file()

    def keep_mistakes(self, record: GameRecord, review: Review) -> int:
        return self.shown.keep_mistakes(record, review)

    # --- checking the deals ---------------------------------------------------------

    # --- the coach's review ---------------------------------------------------------

    def analyse(self) -> bool:
        """Review the game: from the cache beside its save if there is one, else in the
        background with a progress bar."""
        record = self._record()
        if record is None or self.worker.busy or self._serious_on_table():
            return False
        # The cache sits beside the file of the game on the table, not of one reviewed.
        reviewing = self.session.reviews.active
        path = None if reviewing else self.session.files.current_path
        evaluator = strongest_evaluator()
        if path is not None:
            cached = coach.read_cache(Path(path), record, evaluator.name, self.iterations, 0)
            if cached is not None:
                self.shown.show(record, cached)
                return True
        progress = _Progress()
        self._progress = progress
        self._ticket += 1
        iterations = self.iterations

        def work() -> Review:
            return review_record(record, evaluator, iterations, progress=progress.update,
                                 cancelled=progress.stop.is_set)

        label = QCoreApplication.translate("Coach", "Analysing the game...")
        cancel = QCoreApplication.translate("Coach", "Cancel")
        dialog = QProgressDialog(label, cancel, 0, 0, self.window)
        dialog.setWindowTitle(QCoreApplication.translate("Coach", "Analyse this game"))
        dialog.setMinimumDuration(0)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.canceled.connect(self.cancel)
        self.progress_dialog = dialog
        dialog.show()
        self._poll.start()
        self.worker.run(self._ticket, work,
                        lambda review: self._done(record, path, review), self._failed)
        self.session.update_actions()
        return True

    def cancel(self) -> None:
        if self._progress is not None:
            self._progress.stop.set()
        self.worker.cancel()
        self._finish()
        self.window.say(QCoreApplication.translate("Coach", "Analysis cancelled."))

    def _show_progress(self) -> None:
        dialog, progress = self.progress_dialog, self._progress
        if dialog is None or progress is None:
            return
        dialog.setMaximum(max(1, progress.total))
        dialog.setValue(progress.done)
        dialog.setLabelText(fill(QCoreApplication.translate(
            "Coach", "Analysing decision %1 of %2..."), progress.done,
                                 progress.total))

    def _finish(self) -> None:
        self._poll.stop()
        self._progress = None
        dialog, self.progress_dialog = self.progress_dialog, None
        if dialog is not None:
            dialog.canceled.disconnect(self.cancel)
            dialog.close()
            dialog.deleteLater()
        self.session.update_actions()

    def _done(self, record: GameRecord, path: Path | None, review: Review) -> None:
        self._finish()
        if path is not None:
            coach.write_cache(Path(path), review, record)
        self.shown.show(record, review)

    def puzzles_dialog(self) -> PuzzleDialog:
        """The puzzles of the game on the table (or the first game), and your mistakes."""
        match = self.session.controller.match
        variant = None if match is None else match.rules.variant
        dialog = PuzzleDialog(self.mistakes_file(), variant, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _failed(self, error: Exception) -> None:
        self._finish()
        if not isinstance(error, Cancelled):
            self.session.report(QCoreApplication.translate(
                "Coach", "Analyse this game"), str(error))

    # --- watching -------------------------------------------------------------------

    def watch_dialog(self) -> WatchDialog:
        dialog = WatchDialog(self.session.prefs.ai_pace_ms, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.watch(dialog.setup(), dialog.pace.value(),
                                                   dialog.all_hands.isChecked()))
        dialog.open()
        return dialog

    def watch(self, setup: GameSetup, pace_ms: int, all_hands: bool) -> bool:
        """A computer-only match at ``pace_ms`` (the game's own pause before each play)."""
        if any(not s.is_ai for s in setup.seats) or not self.session.may_abandon():
            return False
        self.session.reviews.stop()
        self.window.new_game(setup)
        # After the session applied the preferences for the new match: this one's pace.
        self.session.controller.pace_ms = pace_ms
        self.all_hands_action.setChecked(all_hands)
        self.session.update_actions()
        return True

    def show_all_hands(self, shown: bool) -> None:
        """Every hand face up, only while nobody at the table is a person."""
        allowed = shown and self._computers_only()
        if shown and not allowed:
            self.all_hands_action.setChecked(False)
            return
        self.window.show_all_hands = allowed
        self.window.refresh()
