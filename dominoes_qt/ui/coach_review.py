"""The coach's review on screen: the Coach panel (the marked decisions, the summary, why the
better play is better, Try again), the marks under the score sheet's rounds, and the
mistakes kept as puzzles.

:class:`~dominoes_qt.ui.coach_actions.CoachActions` runs the analysis and hands its result
to :class:`CoachReview`; both reach the session through
:class:`~dominoes_qt.ui.session_hub.SessionHub`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt import coach, puzzles
from dominoes_qt.ai import Hint
from dominoes_qt.ai.analysis import (
    BLUNDER,
    INACCURACY,
    MISTAKE,
    Decision,
    Mark,
    Outcome,
    Review,
)
from dominoes_qt.engine import Match
from dominoes_qt.games.records import GameRecord
from dominoes_qt.storage import atomic
from dominoes_qt.ui.scoring.sheet import EVENT_INDEX_ROLE, ROUND_ROLE, TEXT_COLUMN, WHO_COLUMN
from dominoes_qt.ui.session_hub import SessionHub
from dominoes_qt.ui.teaching.words import hint_text, move_text
from dominoes_qt.ui.texts import fill


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


class CoachReview:
    """A review on show: the Coach panel and the score sheet's marks, stepping review mode
    to the position before a chosen decision."""

    def __init__(self, session: SessionHub) -> None:
        self.session = session
        window = session.window
        self.window = window
        self.review: Review | None = None
        self.rows: list[int] = []
        """The review's decisions listed in the Coach panel, by row (the marked ones)."""
        self.reviewed: GameRecord | None = None
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

    def reviewed_on_table(self) -> bool:
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

    def show(self, record: GameRecord, review: Review) -> None:
        self.review, self.reviewed = review, record
        self.keep_mistakes(record, review)
        self.session.progress.note_review(record, review)
        self.fill_panel(review)
        self.panel.show()
        self.session.reviews.start_review(record)
        if self.rows:
            self.panel.decisions.setCurrentRow(0)
            self.panel.decisions.setFocus()

    def fill_panel(self, review: Review) -> None:
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
