"""A round's report: shown once the board is at rest, with the match's next steps.

The report waits for the last tile to land (building it while the tile flies would cost
that flight its frames, and the player would not see it land), then goes in the score
panel, in its own window and to the screen reader.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from dominoes_qt.engine.seen import match_report
from dominoes_qt.ui.controller import GameController
from dominoes_qt.ui.narrator import Narrator
from dominoes_qt.ui.presenter import Presenter
from dominoes_qt.ui.round_end import RoundEndDialog
from dominoes_qt.ui.scoring import ScorePanel, round_result_text
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.table import TableScene

REPORT_LOOK_MS = 40
"""How often a round's report waiting for the board to come to rest looks again."""
REPORT_PATIENCE_MS = 1500
"""The longest a round's report waits for the board (a slow relayout's answer)."""
WATCH_REPORT_MS = 4000
"""Shortest time a round report stays up in a computer-only match before play goes on."""


@dataclass(frozen=True)
class NextSteps:
    """What a finished match's report offers, and what the window does before a report."""

    play_again: Callable[[], object]
    new_game: Callable[[], object]
    review: Callable[[], object]
    show_table: Callable[[], None]
    """Clear the player's choice and show the finished table."""
    scores_text: Callable[[], str]


class RoundReports(QObject):
    """Shows each round's report at rest; at most one is up at a time."""

    def __init__(self, window: QWidget, controller: GameController, presenter: Presenter,
                 scene: TableScene, scores: ScorePanel, narrator: Narrator,
                 settings: Callable[[], WindowSettings], steps: NextSteps) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.presenter = presenter
        self.scene = scene
        self.scores = scores
        self.narrator = narrator
        self._settings = settings
        self.steps = steps
        self.dialog: RoundEndDialog | None = None
        self._due: object | None = None
        """The round report waiting for the last tile to land (compared by identity)."""

    def round_over(self, number: int) -> None:
        self.at_rest(number, match_over=False)

    def match_over(self) -> None:
        """Won or called off: the last round's report, with the match's next steps."""
        round_ = self.controller.round
        if round_ is not None:
            self.at_rest(round_.number, match_over=True)

    def at_rest(self, number: int, match_over: bool) -> None:
        """The round's report once the board is at rest."""
        match = self.controller.match
        # The last tile is on its way before the report waits for it to land.
        self.presenter.release()
        due = object()
        self._due = due
        looks = REPORT_PATIENCE_MS // REPORT_LOOK_MS

        def look() -> None:
            nonlocal looks
            if self._due is not due:
                return
            if match is None or self.controller.match is not match \
                    or len(match.rounds) < number or match.rounds[number - 1].end is None \
                    or (match_over and not match.is_over):
                # Another game, or the round's end was taken back meanwhile.
                self._due = None
                return
            if self.scene.board_moving() and looks > 0:
                looks -= 1
                QTimer.singleShot(REPORT_LOOK_MS, self, look)
                return
            self._due = None
            self.show(number, match_over)

        look()

    @property
    def due(self) -> bool:
        """Is a round's report waiting for the board to come to rest?"""
        return self._due is not None

    def show(self, number: int, match_over: bool) -> None:
        match = self.controller.match
        assert match is not None
        # The report's panels are given the round as the whole table knows it now.
        report = match_report(match, number)
        names, sides = self.narrator.seat_names(), self.narrator.side_names()
        self.scores.add_round_result(number, round_result_text(
            report.round, sides, names, report.winner))
        self.steps.show_table()
        self.close()
        settings = self._settings()
        dialog = RoundEndDialog(self.window, report, names, sides,
                                animated=settings.animations,
                                high_contrast=settings.high_contrast)
        if match_over:
            dialog.new_match.connect(self.steps.play_again)
            dialog.new_game.connect(self.steps.new_game)
            dialog.review_match.connect(self.steps.review)
        else:
            dialog.next_round.connect(self.controller.next_round)
            dialog.rejected.connect(self.controller.next_round)
            setup = self.controller.setup
            if setup is not None and all(s.is_ai for s in setup.seats):
                # Nobody at the table can press Next round: a watched match goes on by itself
                # once the report has been on screen long enough to read.
                QTimer.singleShot(max(WATCH_REPORT_MS, 6 * self.controller.pace_ms),
                                  dialog, dialog.primary.click)
        self.dialog = dialog
        dialog.open()
        self.narrator.announce_report(report, match_over, self.steps.scores_text())

    def show_missing(self) -> None:
        """After an unexpected error: a finished round whose report did not come up gets
        it again."""
        c = self.controller
        match, round_ = c.match, c.round
        dialog = self.dialog
        if match is not None and round_ is not None and not c.frozen \
                and not match.is_over and round_.end is not None \
                and (dialog is None or not dialog.isVisible()) and not self.due:
            self.show(round_.number, match_over=False)

    def close(self) -> None:
        self._due = None
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.blockSignals(True)
            dialog.close()
            dialog.deleteLater()
