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
"""

from __future__ import annotations

import contextlib
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressDialog,
    QPushButton,
    QSpinBox,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt import coach, puzzles
from dominoes_qt.ai import LEVELS, Hint
from dominoes_qt.ai.analysis import (
    BLUNDER,
    DEFAULT_ITERATIONS,
    INACCURACY,
    MISTAKE,
    Cancelled,
    Decision,
    Mark,
    Outcome,
    Review,
    review_record,
    strongest_evaluator,
)
from dominoes_qt.engine import Match
from dominoes_qt.engine.fairdeal import DEAL_KEY, DealProof, parse_proof
from dominoes_qt.engine.verify import Verdict, all_fair, check_rounds
from dominoes_qt.games import GAMES
from dominoes_qt.games.records import GameRecord, RecordError, load
from dominoes_qt.storage import atomic
from dominoes_qt.storage.prefs import AI_PACE_RANGE
from dominoes_qt.storage.seals import load_seals, save_seals
from dominoes_qt.ui.background import Background
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.puzzles_dialog import PuzzleDialog
from dominoes_qt.ui.scoring.sheet import EVENT_INDEX_ROLE, ROUND_ROLE, TEXT_COLUMN, WHO_COLUMN
from dominoes_qt.ui.session_hub import as_parent
from dominoes_qt.ui.teaching.words import hint_text, move_text
from dominoes_qt.ui.texts import fill, game_label, level_name

if TYPE_CHECKING:
    from dominoes_qt.ui.session_hub import SessionHub


def mark_name(mark: Mark | None) -> str:
    if mark is Mark.BLUNDER:
        return QCoreApplication.translate("Coach", "blunder")
    if mark is Mark.MISTAKE:
        return QCoreApplication.translate("Coach", "mistake")
    if mark is Mark.INACCURACY:
        return QCoreApplication.translate("Coach", "inaccuracy")
    return ""


DECISION_ROLE = Qt.ItemDataRole.UserRole + 40
"""A score-sheet row's decision, as an index into the review (coach rows only)."""
MARK_SYMBOL = {Mark.BLUNDER: "??", Mark.MISTAKE: "?", Mark.INACCURACY: "?!"}


def percent(x: float) -> str:
    return f"{100 * x:.0f}%"


def decision_line(d: Decision) -> str:
    """One row of the Coach panel: the play made and the better one, each with its place."""
    if d.best_was_played:
        template = QCoreApplication.translate(
            "Coach", "Round %1, play %2: %3 %4, the best play")
        return fill(template, d.round, d.play, move_text(d.played.move), percent(d.played.win))
    template = QCoreApplication.translate(
        "Coach", "Round %1, play %2: %3 %4; better %5 %6")
    text = fill(template, d.round, d.play, move_text(d.played.move), percent(d.played.win),
                move_text(d.best.move), percent(d.best.win))
    if d.mark is not None:
        text = f"{MARK_SYMBOL[d.mark]} {text} ({mark_name(d.mark)})"
    return text


def outcome_text(outcome: Outcome | None) -> str:
    """What a play decides for certain, as the coach says it ("" when nothing is)."""
    if outcome is Outcome.WINS:
        return QCoreApplication.translate("Coach", "It wins the match now, whatever the "
                                          "others hold.")
    if outcome is Outcome.LOSES:
        return QCoreApplication.translate("Coach", "It ends the round and loses the match, "
                                          "whatever the others hold.")
    if outcome is Outcome.GIVES_AWAY:
        return QCoreApplication.translate("Coach", "After it the next player holds a reply "
                                          "that wins the match, whatever else they hold.")
    return ""


def summary_text(review: Review) -> str:
    whole = review.whole()
    # Plain names only: lupdate skips a translate() call with more among its arguments.
    blunders, mistakes = whole.marks[Mark.BLUNDER], whole.marks[Mark.MISTAKE]
    inaccuracies, count = whole.marks[Mark.INACCURACY], whole.decisions
    marks = [QCoreApplication.translate("Coach", "%n blunder(s)", "", blunders),
             QCoreApplication.translate("Coach", "%n mistake(s)", "", mistakes),
             QCoreApplication.translate("Coach", "%n inaccurac(y/ies)", "", inaccuracies)]
    template = QCoreApplication.translate("Coach", "Accuracy %1 (%2). %3.")
    decisions = QCoreApplication.translate("Coach", "%n decision(s)", "", count)
    lines = [fill(template, percent(whole.accuracy), decisions, ", ".join(marks))]
    if not any(whole.marks.values()):
        lines.append(QCoreApplication.translate(
            "Coach", "No decision lost enough win chance to earn a mark."))
    rounds = [fill(QCoreApplication.translate("Coach", "%1: %2"), s.round, percent(s.accuracy))
              for s in review.rounds()]
    if rounds:
        lines.append(QCoreApplication.translate("Coach", "Accuracy by round: ")
                     + ", ".join(rounds))
    swings = review.swings()
    if swings:
        lines.append(QCoreApplication.translate("Coach", "Biggest swings: ") + ", ".join(
            fill(QCoreApplication.translate(
                "Coach", "round %1 play %2 (−%3)"), d.round, d.play, percent(d.loss))
            for d in swings))
    lines.append(fill(QCoreApplication.translate(
        "Coach", "Marks by win chance lost: inaccuracy %1, mistake %2, blunder %3; declining "
        "a play that wins the match is always a blunder."),
        percent(INACCURACY), percent(MISTAKE), percent(BLUNDER)))
    return "\n".join(lines)


class CoachPanel(QDockWidget):
    """The review's marks, the summary, why the better play is better, and Try again."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("coach-panel")
        body = QWidget(self)
        layout = QVBoxLayout(body)
        self.summary = QLabel(body)
        self.summary.setWordWrap(True)
        self.decisions = QListWidget(body)
        self.reason = QLabel(body)
        self.reason.setWordWrap(True)
        self.try_again = QPushButton(body)
        self.try_again.setEnabled(False)
        layout.addWidget(self.summary)
        layout.addWidget(self.decisions, 1)
        layout.addWidget(self.reason)
        layout.addWidget(self.try_again)
        self.setWidget(body)
        self.name()

    def name(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Coach", "Coach"))
        self.decisions.setAccessibleName(QCoreApplication.translate("Coach", "Decisions and marks"))
        self.try_again.setText(QCoreApplication.translate("Coach", "&Try again from here"))
        self.try_again.setToolTip(QCoreApplication.translate(
            "Coach", "Play on from the position before this decision, with the same tiles"))


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
        self.review: Review | None = None
        self.rows: list[int] = []
        """The review's decisions listed in the Coach panel, by row (the marked ones)."""
        self.reviewed: GameRecord | None = None
        self.progress_dialog: QProgressDialog | None = None
        self._progress: _Progress | None = None
        self._ticket = 0
        self.worker = Background(lambda: self._ticket, self)
        self._poll = QTimer(self)
        self._poll.setInterval(100)
        self._poll.timeout.connect(self._show_progress)

        self.analyse_action = QAction(window)
        self.analyse_action.triggered.connect(lambda _=False: self.analyse())
        self.verify_action = QAction(window)
        self.verify_action.triggered.connect(lambda _=False: self.verify())
        self.replay_deal_action = QAction(window)
        self.replay_deal_action.triggered.connect(lambda _=False: self.replay_deal())
        self.watch_action = QAction(window)
        self.watch_action.triggered.connect(lambda _=False: self.watch_dialog())
        self.puzzles_action = QAction(window)
        self.puzzles_action.triggered.connect(lambda _=False: self.puzzles_dialog())
        self.all_hands_action = QAction(window)
        self.all_hands_action.setCheckable(True)
        self.all_hands_action.toggled.connect(self.show_all_hands)
        window.view_menu.addAction(self.all_hands_action)

        self.deal_label = QLabel(window)
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        window.statusBar().addPermanentWidget(self.deal_label)
        self.panel = CoachPanel(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel)
        self.panel.hide()
        self.panel.decisions.currentRowChanged.connect(self.show_decision)
        self.panel.try_again.clicked.connect(self.try_again)
        session.reviews.mode.moved.connect(lambda _index: self.mark_sheet())
        # The panel belongs to the review: once it is left for the game in progress, the
        # table gets its room back (played on from, the panel stays with its game).
        session.reviews.mode.left.connect(self.panel.hide)
        window.scores.sheet.itemClicked.connect(self._sheet_clicked)

        c = session.controller
        c.match_started.connect(self._on_match_started)
        c.round_started.connect(self._on_round_started)
        c.round_over.connect(lambda _n: self.show_deal())
        c.match_over.connect(lambda _s: self.show_deal())
        c.match_called_off.connect(self.show_deal)
        load_seals(session.saves.data_dir, session.seeds)
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
        self.verify_action.setText(QCoreApplication.translate("Coach", "Check the &deals"))
        self.replay_deal_action.setText(QCoreApplication.translate(
            "Coach", "Replay this d&eal (seats turned)"))
        self.watch_action.setText(QCoreApplication.translate(
            "Coach", "&Watch the computers play..."))
        self.all_hands_action.setText(QCoreApplication.translate(
            "Coach", "Show &every hand (computers only)"))
        self.puzzles_action.setText(QCoreApplication.translate("Coach", "P&uzzles..."))
        self.panel.name()
        self.deal_label.setAccessibleName(QCoreApplication.translate("Coach", "Deal check"))
        self.show_deal()
        if self.review is not None:
            self._fill_panel(self.review)

    def _serious_on_table(self) -> bool:
        """Whether the game the actions are about is a serious match still in play."""
        return self.session.serious_in_play and not self.session.reviews.mode.active

    def update_actions(self, has_match: bool) -> None:
        self.analyse_action.setEnabled(has_match and not self.worker.busy
                                       and not self._serious_on_table())
        self.verify_action.setEnabled(has_match)
        self.replay_deal_action.setEnabled(self.revealed_deal() is not None)
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
        if not self._reviewed_on_table():
            self.forget_review()
        if not self._computers_only() and self.all_hands_action.isChecked():
            self.all_hands_action.setChecked(False)
        self.show_deal()

    def _on_round_started(self, _number: int) -> None:
        self.show_deal()
        if self.session.controller.frozen:
            return
        # A failed write only loses the seed of a round resumed after a restart.
        with contextlib.suppress(atomic.WriteError):
            save_seals(self.session.saves.data_dir, self.session.seeds)

    def _reviewed_on_table(self) -> bool:
        """Whether the game on the table is the one the Coach panel analysed (reviewed,
        played on from one of its positions, or come back to): the same game and first deal."""
        reviewed, match = self.reviewed, self.session.controller.match
        if reviewed is None:
            return True
        if match is None or not match.rounds or not reviewed.rounds:
            return False
        first = reviewed.rounds[0]
        return (reviewed.rules.variant == match.rules.variant
                and len(reviewed.players) == match.num_players
                and [list(h) for h in match.rounds[0].dealt] == first.hands
                and list(match.rounds[0].deck) == first.boneyard)

    def forget_review(self) -> None:
        """Close the Coach panel and empty it: its analysis was of another game."""
        self.review = self.reviewed = None
        self.rows = []
        panel = self.panel
        panel.decisions.blockSignals(True)
        panel.decisions.clear()
        panel.decisions.blockSignals(False)
        panel.summary.clear()
        panel.reason.clear()
        panel.try_again.setEnabled(False)
        panel.hide()

    def show_deal(self) -> None:
        """The commitment while the round is played; the seed once it is over."""
        c = self.session.controller
        round_, match = c.round, c.match
        proof = None if round_ is None else round_.proof
        if proof is None or match is None or c.frozen:
            self.deal_label.setText("")
            self.deal_label.setToolTip("")
            return
        if (round_ is not None and round_.is_over) or match.is_over:
            seed = "" if proof.seed is None else proof.seed.hex()
            self.deal_label.setText(fill(QCoreApplication.translate(
                "Coach", "Deal seed %1…"), seed[:16]))
            self.deal_label.setToolTip(fill(QCoreApplication.translate("Coach",
                "The seed of this round's deal, revealed now the round is over:\n%1\n"
                "Its hash is the commitment shown before the first tile:\n%2"),
                seed, proof.commitment))
        else:
            self.deal_label.setText(fill(QCoreApplication.translate(
                "Coach", "Deal commitment %1…"), proof.commitment[:16]))
            self.deal_label.setToolTip(fill(QCoreApplication.translate("Coach",
                "The hash of the seed this round was dealt from:\n%1\n"
                "The seed is shown when the round ends; Check the deals compares them."),
                proof.commitment))

    def revealed_deal(self) -> tuple[DealProof, GameSetup] | None:
        """The deal on the table (or reviewed) with its seed, once that round is over."""
        session, c = self.session, self.session.controller
        mode = session.reviews.mode
        if mode.active and mode.record is not None and mode.position is not None \
                and mode.setup is not None:
            recorded = mode.record.rounds[mode.position.round - 1]
            try:
                proof = parse_proof(recorded.extra.get(DEAL_KEY), len(mode.record.players))
            except ValueError:
                return None
            return (proof, mode.setup) if proof.seed is not None else None
        round_, match, setup = c.round, c.match, c.setup
        if round_ is None or match is None or setup is None or round_.proof is None:
            return None
        if not (round_.is_over or match.is_over) or round_.proof.seed is None:
            return None
        return round_.proof, setup

    def replay_deal(self) -> bool:
        found = self.revealed_deal()
        if found is None or not self.session.may_abandon():
            return False
        proof, setup = found
        assert proof.seed is not None
        turn = (proof.turn + 1) % len(setup.seats)
        self.session.reviews.stop()
        self.window.new_game(GameSetup(setup.rules, setup.seats, None, setup.serious,
                                       (proof.seed, turn)))
        return True

    # --- checking the deals ---------------------------------------------------------

    def verify(self) -> bool:
        """Check every round of the game; True when all can be shown fair."""
        record = self._record()
        if record is None:
            return False
        try:
            written, match = load(record.dumps())
        except RecordError as exc:
            self.session.report(QCoreApplication.translate("Coach", "Check the deals"), str(exc))
            return False
        checks = check_rounds(written, match)
        words = {
            Verdict.MATCH: QCoreApplication.translate(
                "Coach", "Round %1: the deal is the one committed to."),
            Verdict.MISMATCH: QCoreApplication.translate(
                "Coach", "Round %1: the deal does NOT match its commitment."),
            Verdict.SEALED: QCoreApplication.translate(
                "Coach", "Round %1: still being played; its seed is shown when it ends."),
            Verdict.UNREVEALED: QCoreApplication.translate(
                "Coach", "Round %1: over, but its seed was never revealed."),
            Verdict.UNCOMMITTED: QCoreApplication.translate(
                "Coach", "Round %1: dealt without a commitment; it cannot be checked."),
        }
        lines = [fill(words[c.verdict], c.round) for c in checks]
        fair = all_fair(checks)
        if fair:
            lines.append(QCoreApplication.translate("Coach", "Every deal matches its commitment."))
        else:
            lines.append(QCoreApplication.translate(
                "Coach", "Not every deal can be shown to match its commitment."))
        daily = self.session.progress.daily_lines(written)
        fair = fair and not daily[1]
        lines += daily[0]
        self.session.report(QCoreApplication.translate("Coach", "Check the deals"),
                            "\n".join(lines))
        return fair

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
                self._show(record, cached)
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
        self._show(record, review)

    def mistakes_file(self) -> Path:
        return Path(self.session.saves.data_dir) / "mistakes.json"

    def keep_mistakes(self, record: GameRecord, review: Review) -> int:
        """Every mark of the review becomes a puzzle under Puzzles > Your mistakes; the
        number kept (0 when the file could not be written, which the status bar says)."""
        source = coach.fingerprint(record)[:12]
        found = [puzzles.from_decision(record, d, source)
                 for d in review.decisions if d.mark is not None]
        if not found:
            return 0
        try:
            puzzles.add_mistakes(found, self.mistakes_file())
        except atomic.WriteError as exc:
            self.window.say(fill(QCoreApplication.translate(
                "Coach", "Your mistakes could not be kept for the puzzles: %1"), exc))
            return 0
        return len(found)

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

    def _show(self, record: GameRecord, review: Review) -> None:
        self.review, self.reviewed = review, record
        self.keep_mistakes(record, review)
        self.session.progress.note_review(record, review)
        self._fill_panel(review)
        self.panel.show()
        self.session.reviews.start_review(record)
        if self.rows:
            self.panel.decisions.setCurrentRow(0)
            self.panel.decisions.setFocus()

    def _fill_panel(self, review: Review) -> None:
        panel = self.panel
        row = panel.decisions.currentRow()
        panel.decisions.blockSignals(True)
        panel.decisions.clear()
        # Only the marks are listed: a row for a play as good as the best teaches nothing.
        self.rows = [i for i, d in enumerate(review.decisions) if d.mark is not None]
        for index in self.rows:
            d = review.decisions[index]
            item = QListWidgetItem(decision_line(d))
            item.setData(Qt.ItemDataRole.UserRole, (d.round, d.play))
            panel.decisions.addItem(item)
        panel.decisions.setCurrentRow(row)
        panel.decisions.blockSignals(False)
        panel.summary.setText(summary_text(review))

    def mark_sheet(self) -> None:
        """Under each round of the score sheet, a row per marked decision made so far."""
        review, mode = self.review, self.session.reviews.mode
        position = mode.position
        if review is None or position is None or mode.record is not self.reviewed:
            return
        self.window.scores.flush()
        sheet = self.window.scores.sheet
        for top in range(sheet.topLevelItemCount()):
            round_item = sheet.topLevelItem(top)
            if round_item is None:
                continue
            number = round_item.data(WHO_COLUMN, ROUND_ROLE)
            for index, d in enumerate(review.decisions):
                if d.round != number or d.mark is None \
                        or (d.round, d.play - 1) > (position.round, position.play):
                    continue
                row = QTreeWidgetItem(round_item)
                row.setData(WHO_COLUMN, EVENT_INDEX_ROLE, -1)
                row.setData(WHO_COLUMN, ROUND_ROLE, number)
                row.setData(WHO_COLUMN, DECISION_ROLE, index)
                row.setText(WHO_COLUMN, MARK_SYMBOL[d.mark])
                row.setText(TEXT_COLUMN, fill(QCoreApplication.translate(
                    "Coach", "play %1, %2: better [%3] (−%4)"), d.play, mark_name(d.mark),
                    d.best.move.tile, percent(d.loss)))
                row.setToolTip(TEXT_COLUMN, decision_line(d))
                row.setForeground(TEXT_COLUMN, QBrush(QColor("#b71c1c")))

    def _sheet_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        index = item.data(WHO_COLUMN, DECISION_ROLE)
        if isinstance(index, int) and self.review is not None and index in self.rows:
            self.panel.show()
            self.panel.decisions.setCurrentRow(self.rows.index(index))

    def position_before(self, d: Decision) -> int | None:
        """The review index of the position the decision was made in."""
        mode = self.session.reviews.mode
        for index, p in enumerate(mode.positions):
            if p.round == d.round and p.play == d.play - 1:
                return index
        return None

    def show_decision(self, row: int) -> None:
        """Step review to before decision ``row``, ghost the better play and say why."""
        review, record = self.review, self.reviewed
        mode = self.session.reviews.mode
        if review is None or record is None or not 0 <= row < len(self.rows):
            return
        if not mode.active or mode.record is not record:
            self.session.reviews.start_review(record)
        d = review.decisions[self.rows[row]]
        index = self.position_before(d)
        if index is None:
            return
        mode.go(index)
        best = d.best
        facts = best.facts
        hint = Hint(best.move, best.reason, facts.points, facts.accepted, facts.wins,
                    facts.keeps, round(facts.risk) if facts.danger == 0 else 0, facts.danger,
                    facts.playable)
        match: Match = mode.snapshots[index]
        round_ = match.current
        tiles_left = 0 if round_ is None else len(round_.hands[d.seat]) - 1
        words = hint_text(hint, record.rules, tiles_left,
                          None if round_ is None else round_.board)
        if d.best_was_played:
            reason = fill(QCoreApplication.translate("Coach", "The best play was made. %1"),
                          words)
        else:
            reason = fill(QCoreApplication.translate(
                "Coach", "Win chance: played %1, best %2. %3"),
                percent(d.played.win), percent(d.best.win), words)
            certain = outcome_text(d.best.outcome) or outcome_text(d.played.outcome)
            if certain:
                which = d.best.outcome is not None
                reason = fill(QCoreApplication.translate(
                    "Coach", "The better play: %1") if which else QCoreApplication.translate(
                    "Coach", "The play made: %1"), certain) + " " + reason
            if d.mark is not None:
                reason = f"{mark_name(d.mark).capitalize()}. {reason}"
        self.panel.reason.setText(reason)
        self.window.say(reason)
        self.window.scene.show_choices(best.move.tile, [best.move], 0, [])
        self.panel.try_again.setEnabled(mode.can_play_on())

    def try_again(self) -> bool:
        """Play on from the position before the chosen decision, the same tiles hidden."""
        mode = self.session.reviews.mode
        if not mode.active or not mode.can_play_on():
            return False
        self.panel.try_again.setEnabled(False)
        mode.play_on()
        return True

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
