"""Keeping the match on disk as it is played: the autosave after every deal and play,
offering the unfinished match back at the next start, and putting the game right after an
error escaped a step of the window.

The session calls :class:`Keeping` and owns it; this room reaches the session through
:class:`~dominoes_qt.ui.session_hub.SessionHub` only.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dominoes_qt.engine import Match
from dominoes_qt.engine.record import GameRecord, RecordError, replay, summary
from dominoes_qt.storage.atomic import StorageError
from dominoes_qt.storage.saves import SaveFileError, open_game
from dominoes_qt.ui.autosave_warning import AutosaveWarning
from dominoes_qt.ui.review import setup_of
from dominoes_qt.ui.session_hub import Recovery, SessionHub
from dominoes_qt.ui.texts import fill, game_label


def match_summary(record: GameRecord, match: Match) -> str:
    """Which match this is, in a few words: "Five Up, 2 players, round 3: You 25,
    Computer 1 30"."""
    names = [s.name for s in setup_of(record).seats]
    rules = match.rules
    scores = ", ".join(
        f"{' & '.join(names[seat] for seat in side)} {rules.display(match.scores[number])}"
        for number, side in enumerate(match.seating.sides))
    return fill(QCoreApplication.translate("Session", "%1, %2 players, round %3: %4"),
                game_label(rules), match.num_players, max(1, len(match.rounds)), scores)


class Keeping:
    """The autosave, resuming it at start-up, and the recovery after an unexpected error."""

    def __init__(self, hub: SessionHub) -> None:
        self.hub = hub
        self.failing = False
        """Whether the last autosave failed (its failure is told once, not at every play)."""
        self.warning = AutosaveWarning(hub.window)

    # --- the autosave -------------------------------------------------------------------

    def autosave(self) -> bool:
        """Write the match in progress; a failure is told once and play goes on."""
        hub = self.hub
        controller = hub.controller
        match = controller.match
        if match is None or controller.setup is None or hub.reviews.active:
            return False
        try:
            hub.saves.autosave_match(match, hub.players(), hub.info)
        except StorageError as exc:
            self.warning.failed(exc)
            if not self.failing:
                self.failing = True
                hub.report(
                    QCoreApplication.translate("Session", "Autosave failed"),
                    fill(
                        QCoreApplication.translate(
                            "Session",
                            "The game could not be saved automatically: %1\n"
                            "Play goes on; the previous autosave is kept. "
                            "Use Save as to keep this game elsewhere.",
                        ),
                        exc,
                    ),
                )
            return False
        self.failing = False
        self.warning.cleared()
        return True

    def recover(self) -> Recovery:
        """Make the game safe and playable again after an error escaped a step of the window
        (see :mod:`dominoes_qt.ui.guard`).

        The match on the table must be what its own record replays to; then it is saved and
        play is moved along if the error stopped it half-way. If it is not, the table is
        put back as the last autosave had it, and the autosave is not overwritten.
        """
        hub = self.hub
        c = hub.controller
        match = c.match
        if match is None or c.setup is None or c.frozen or hub.reviews.active:
            hub.window.recover()
            return Recovery.NOTHING
        record = hub.record()
        try:
            sound = record is not None \
                and summary(replay(record, seeds=hub.seeds)) == summary(match)
        except RecordError:
            sound = False
        if not sound:
            return self._restore_autosave()
        saved = self.autosave()
        c.resume_play()
        hub.window.recover()
        return Recovery.SAVED if saved else Recovery.UNSAVED

    def _restore_autosave(self) -> Recovery:
        hub = self.hub
        try:
            game = open_game(hub.saves.autosave_path, seeds=hub.seeds)
        except SaveFileError:
            game = None
        if game is None or game.finished:
            hub.controller.resume_play()
            hub.window.recover()
            return Recovery.UNSAVED
        hub.resume_game(game)
        hub.window.recover()
        return Recovery.RESTORED

    def offer_resume(self) -> bool:
        """Ask to carry on the unfinished match of the last session; True if resumed."""
        hub = self.hub
        found = hub.saves.find_resumable(seeds=hub.seeds)
        if found is None:
            lost = hub.saves.lost
            if lost is not None:
                text = fill(QCoreApplication.translate(
                    "Session", "The unfinished match of the last session could not be "
                    "resumed: its autosave and the backup are damaged (%1)."), lost.damage)
                if lost.kept is not None:
                    text += " " + fill(QCoreApplication.translate(
                        "Session", "The damaged file is kept as %1."), str(lost.kept))
                hub.report(QCoreApplication.translate("Session", "Unfinished match"), text)
            return False
        question = fill(QCoreApplication.translate(
            "Session",
            "An unfinished match was saved when the program last closed: %1. "
            "Carry on playing it?",
        ), match_summary(found.game.record, found.game.match))
        if found.from_backup:
            question = fill(QCoreApplication.translate(
                "Session",
                "The autosave was damaged, so the match (%1) resumes from its backup, "
                "one play earlier. Carry on playing it?",
            ), match_summary(found.game.record, found.game.match))
        if not hub.ask(QCoreApplication.translate("Session", "Resume the match?"), question):
            return False
        hub.resume_game(found.game)
        return True
