"""Review for one window's session: which game is reviewed, and the game it interrupts.

:class:`~dominoes_qt.ui.review.ReviewMode` steps through a record; this decides when
review starts and ends, keeps the game in progress aside meanwhile and gives it back
(Leave review) or gives way to a chosen position (Play on from here).
"""

from __future__ import annotations

import uuid
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent

from dominoes_qt.engine import Match
from dominoes_qt.engine.record import GameRecord, replay
from dominoes_qt.storage.saves import MatchInfo, SaveFileError
from dominoes_qt.ui.controller import GameSetup
from dominoes_qt.ui.file_actions import problem_text
from dominoes_qt.ui.review import ReviewBar, ReviewMode, setup_of
from dominoes_qt.ui.session_hub import as_parent

if TYPE_CHECKING:
    from dominoes_qt.ui.session_hub import SessionHub


class ReviewSession(QObject):
    """The Review actions, the review bar and the game put aside while reviewing."""

    def __init__(self, session: SessionHub) -> None:
        super().__init__(as_parent(session))
        self.session = session
        window = session.window
        self._live: tuple[GameSetup, GameRecord] | None = None
        """The game in progress while another position is reviewed."""
        self._finished: tuple[GameSetup, Match] | None = None
        """The finished match on the table while it (or another) is reviewed."""
        self.bar = ReviewBar(window)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.bar)
        # Only review mode shows the bar; the toolbar context menu must not offer it.
        self.bar.toggleViewAction().setVisible(False)
        self.mode = ReviewMode(session.controller, self.bar, self._play_on, self._leave, self)
        self.mode.active_changed.connect(self._toggled)
        self.mode.moved.connect(self._moved)
        self._shown = -1
        """The review's position shown last (a step to the next one makes its sound)."""
        self.review_action = QAction(window)
        # ``triggered`` passes a "checked" flag that review_current must not take.
        self.review_action.triggered.connect(lambda _=False: self.review_current())
        self.review_file_action = QAction(window)
        self.review_file_action.triggered.connect(self.review_dialog)
        window.scores.event_activated.connect(self._event_activated)
        window.review_requested.connect(self.review_current)

    @property
    def active(self) -> bool:
        return self.mode.active

    @property
    def has_live_game(self) -> bool:
        """Whether a game in progress waits behind the review."""
        return self._live is not None

    def forget_live_game(self) -> None:
        """The game put aside gives way (a new or opened game takes its place)."""
        self._live = None
        self._finished = None

    def name_actions(self) -> None:
        self.review_action.setText(QCoreApplication.translate("Session", "&Review this game"))
        self.review_file_action.setText(
            QCoreApplication.translate("Session", "Review a saved &game...")
        )

    def update_actions(self, has_match: bool) -> None:
        self.review_action.setEnabled(has_match and not self.active
                                      and not self.session.serious_in_play)

    def review_current(self, event_index: int | None = None) -> bool:
        """Review the match on the table, from its last position or a score event (not a
        serious match still in play)."""
        record = self.session.record()
        if record is None or self.active or self.session.serious_in_play:
            return False
        self.start_review(record, event_index)
        return True

    def review_dialog(self) -> bool:
        path = self.session.files.ask_open_path()
        return path is not None and self.review_file(path)

    def review_file(self, path: Path) -> bool:
        try:
            game = self.session.saves.open(path, seeds=self.session.seeds)
        except SaveFileError as exc:
            self.session.report(
                QCoreApplication.translate("Session", "Cannot open the game"), problem_text(exc)
            )
            return False
        if self._serious_copy(game.record):
            self.session.report(
                QCoreApplication.translate("Session", "Cannot review the game"),
                QCoreApplication.translate(
                    "Session", "This is the serious game still being played: it can be "
                    "reviewed once it is over."))
            return False
        self.start_review(game.record)
        return True

    def _serious_copy(self, record: GameRecord) -> bool:
        """Whether ``record`` is (a saved copy of) the serious match still in play."""
        live = self.session.record() if self.session.serious_in_play else None
        if live is None or not live.rounds or not record.rounds:
            return False
        return (record.rules.variant == live.rules.variant
                and len(record.players) == len(live.players)
                and record.rounds[0].hands == live.rounds[0].hands
                and record.rounds[0].boneyard == live.rounds[0].boneyard)

    def start_review(self, record: GameRecord, event_index: int | None = None) -> None:
        controller = self.session.controller
        if not self.active and self._live is None and self._finished is None:
            live = self.session.record()
            match, setup = controller.match, controller.setup
            if live is not None and match is not None and setup is not None:
                # A finished match comes back as it ended; one in progress plays on.
                if match.is_over:
                    self._finished = (setup, match)
                else:
                    self._live = (setup, live)
        if not self.active and self._live is None and self._finished is None:
            # Nothing on the table to go back to: leaving shows this match as it ended.
            ended = replay(record, seeds=self.session.seeds)
            if ended.is_over:
                self._finished = (setup_of(record), ended)
        self.session.window.close_round_end()
        self.session.tell_level_notes(record)
        self.mode.start(record, None,
                        can_leave=self._live is not None or self._finished is not None)
        if event_index is not None:
            self.mode.go_to_event(event_index)

    def stop(self) -> None:
        self.mode.stop()

    def _toggled(self, active: bool) -> None:
        self.session.window.set_key_override(self._key if active else None)
        self.session.window.set_reviewing(active)
        self.session.update_actions()

    def _key(self, event: QKeyEvent) -> bool:
        return self.mode.key(event)

    def _moved(self, index: int) -> None:
        position = self.mode.position
        window = self.session.window
        stepped = index == self._shown + 1
        self._shown = index
        if stepped and position is not None and position.play > 0:
            # One step on: the play it shows makes its sound (where review asks for sounds).
            round_ = self.session.controller.round
            if round_ is not None and round_.history:
                self.session.sounds.board.replayed(round_.history[-1])
        if position is not None and position.events:
            window.scores.flush()
            window.scores.sheet.select_event(position.events - 1)
        window.say(self.mode.banner_text())
        self.session.update_actions()

    def _event_activated(self, event_index: int) -> None:
        if self.active:
            self.mode.go_to_event(event_index)
        else:
            self.review_current(event_index)

    def _play_on(self, record: GameRecord) -> None:
        # The player chose this point on purpose: the game in progress, if any, gives way.
        self._live = None
        self._finished = None
        info = MatchInfo.from_extra(record.extra)
        # A new branch of the match: its ending is counted in the statistics on its own.
        info = replace(info, match_id=uuid.uuid4().hex)
        self.session.files.current_path = None
        self.session.resume_record(record, None, info)

    def _leave(self) -> None:
        finished, self._finished = self._finished, None
        if finished is not None:
            # Shown as it ended, nobody to move: replaying it would count it again.
            setup, match = finished
            self.session.controller.show_position(setup, match)
            self.session.update_actions()
            return
        live, self._live = self._live, None
        if live is None:
            return
        _, record = live
        self.session.resume_record(record, None, MatchInfo.from_extra(record.extra))


__all__ = ["ReviewSession"]
