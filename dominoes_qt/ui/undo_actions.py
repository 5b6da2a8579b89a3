"""Undo for one window's session: take back the human's last play of the round."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

from dominoes_qt.engine.record import replay
from dominoes_qt.engine.undo import can_undo, undo_last_human_play
from dominoes_qt.ui.session_hub import as_parent

if TYPE_CHECKING:
    from dominoes_qt.ui.session_hub import SessionHub


class UndoActions(QObject):
    """The Undo action: offered after a human play, never in a serious match or review."""

    def __init__(self, session: SessionHub) -> None:
        super().__init__(as_parent(session))
        self.session = session
        self.undo_action = QAction(session.window)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)

    def name_actions(self) -> None:
        self.undo_action.setText(QCoreApplication.translate("Session", "&Undo my last play"))

    def update_actions(self) -> None:
        self.undo_action.setEnabled(self.undo_offered())

    def undo_offered(self) -> bool:
        """Whether the Undo action is enabled: a human has laid a tile in this round.

        Checked after every action, so it does not replay the record as :meth:`can_undo`
        does (tens of milliseconds late in a match); :meth:`undo` makes the exact check and
        says so when every play of the round was forced.
        """
        session = self.session
        match = session.controller.match
        if session.info.serious or session.reviews.active or match is None or match.is_over:
            return False
        round_ = match.current
        humans = session.human_seats()
        return round_ is not None and any(seat in humans for seat, _ in round_.plays)

    def can_undo(self) -> bool:
        """Whether the human has a decision to take back in this round (replays the record)."""
        if not self.undo_offered():
            return False
        record = self.session.record()
        return record is not None and can_undo(record, self.session.human_seats(),
                                                seeds=self.session.seeds)

    def undo(self) -> bool:
        """Take back the human's last play (and the computer's after it)."""
        session = self.session
        if not self.can_undo():
            if self.undo_offered():
                session.window.say(QCoreApplication.translate(
                    "Session", "Nothing to take back: your plays this round were forced."))
            return False
        record = session.record()
        assert record is not None
        shorter = undo_last_human_play(record, session.human_seats(), seeds=session.seeds)
        if shorter is None:
            return False
        info = replace(session.info, undos_used=session.info.undos_used + 1)
        session.resume_record(shorter, replay(shorter, seeds=session.seeds), info)
        session.window.say(QCoreApplication.translate("Session", "Your last play was taken back."))
        return True


__all__ = ["UndoActions"]
