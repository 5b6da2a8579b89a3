"""The game session: the glue between the window, its controller and the player's stores.

A :class:`Session` is made once per window with the three stores (saved games,
preferences, statistics). It autosaves after every deal and play, offers to resume at
start-up, counts hints, records finished matches in the statistics and applies
preferences. Its parts do the rest: :mod:`~dominoes_qt.ui.file_actions` (open, save),
:mod:`~dominoes_qt.ui.undo_actions`, :mod:`~dominoes_qt.ui.review_session`, the autosave
and recovery (:mod:`~dominoes_qt.ui.session_keeping`) and the preferences and statistics
(:mod:`~dominoes_qt.ui.session_prefs`). Rules stay in the engine and file handling in
:mod:`dominoes_qt.storage`; this only decides when to call them and what to tell the player.

Everything the session says to the player goes through :attr:`Session.tell` (and the
:attr:`Session.reported` signal) and every question through :attr:`Session.ask`, so tests
replace those two and never block on a message box.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox

from dominoes_qt.engine import Applied, Match, Move
from dominoes_qt.engine.fairdeal import SeedKeeper
from dominoes_qt.engine.record import GameRecord, record_of, replay
from dominoes_qt.storage.atomic import StorageError
from dominoes_qt.storage.prefs import Preferences, PrefsStore
from dominoes_qt.storage.progress import would_be_rated
from dominoes_qt.storage.saves import (
    MatchInfo,
    OpenedGame,
    SaveStore,
)
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui.contrast import follow_system
from dominoes_qt.ui.file_actions import FileActions
from dominoes_qt.ui.i18n import Translations
from dominoes_qt.ui.modes import keeps_files, mode_of
from dominoes_qt.ui.review import level_notes, setup_of
from dominoes_qt.ui.review_session import ReviewSession
from dominoes_qt.ui.session_hub import Recovery
from dominoes_qt.ui.session_keeping import Keeping, match_summary
from dominoes_qt.ui.session_prefs import (
    PreferencesActions,
    last_from_setup,
    setup_from_last,
    window_settings,
)
from dominoes_qt.ui.sound import SinkOpener
from dominoes_qt.ui.sound_actions import SoundActions
from dominoes_qt.ui.texts import fill
from dominoes_qt.ui.undo_actions import UndoActions
from dominoes_qt.ui.window import GameWindow

__all__ = ["Ask", "Session", "Tell", "last_from_setup", "match_summary", "setup_from_last",
           "window_settings"]

Tell = Callable[[str, str], None]
"""(title, text): show a message without waiting for the player."""
Ask = Callable[[str, str], bool]
"""(title, question): True for yes."""


class Session(QObject):
    """The game session of one window: carrying on matches, autosave, preferences and
    statistics, with its file actions (:attr:`files`), undo (:attr:`undoing`) and review
    (:attr:`reviews`)."""

    reported = Signal(str, str)
    """(title, text) of every message shown to the player."""
    info_changed = Signal()
    """The match's :class:`MatchInfo` changed (a new match, a hint, an undo)."""

    def __init__(
        self,
        window: GameWindow,
        saves: SaveStore,
        prefs_store: PrefsStore,
        stats_store: StatsStore,
        translations: Translations | None = None,
        prefs: Preferences | None = None,
        sound: SinkOpener | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.saves = saves
        self.prefs_store = prefs_store
        self.stats_store = stats_store
        window.trains.stats_store = stats_store  # a finished train match is counted too
        self.translations = translations
        self.notice: str | None = None
        """Why the preferences fell back to defaults (shown once by :meth:`start`)."""
        if prefs is None:
            loaded = prefs_store.load()
            prefs, self.notice = loaded.value, loaded.notice
        self.prefs = prefs
        self.info = MatchInfo(serious=prefs.serious_by_default)
        self.tell: Tell = self._message_box
        self.ask: Ask = self._question
        self._loading = False
        self.keeping = Keeping(self)
        """The autosave and the recovery after an error."""
        self.autosave_warning = self.keeping.warning

        self.files = FileActions(self)
        self.reviews = ReviewSession(self)
        self.undoing = UndoActions(self)
        from dominoes_qt.ui.coach_actions import CoachActions

        self.coach = CoachActions(self)
        from dominoes_qt.ui.progress import ProgressKeeper

        self.progress = ProgressKeeper(self)
        from dominoes_qt.ui.guard import ErrorGuard

        self.guard = ErrorGuard(self)
        """Reports and recovers from what escapes into the event loop, once installed
        (the application does; see :mod:`dominoes_qt.ui.guard`)."""
        self.sounds = SoundActions(self, sound, self)
        self.preferences = PreferencesActions(self, prefs_store, stats_store,
                                              self.progress.store, translations)
        """Statistics and preferences: their menu entries, dialogs and saving."""
        self.stats_action = self.preferences.stats_action
        self.prefs_action = self.preferences.prefs_action
        self._fill_menu()
        window.set_may_abandon(self.may_abandon)
        self._unrated_agreed: str | None = None
        """The match the player agreed to play unrated (by asking for a hint)."""
        window.set_may_hint(self.may_hint)
        window.set_setup_defaults(setup_from_last(prefs))
        window.hints_enabled = not self.info.serious
        window.apply_settings(window_settings(prefs))
        # "Follow the system" follows a desktop that changes its contrast while we run.
        follow_system(self.preferences.on_system_contrast)
        window.installEventFilter(self)

        c = self.controller
        c.match_started.connect(self._on_match_started)
        c.round_started.connect(self._on_round_started)
        c.applied.connect(self._on_applied)
        c.turn_ready.connect(self.update_actions)
        c.match_over.connect(lambda _side: self._on_match_over())
        c.match_called_off.connect(self._on_match_over)
        window.hint_shown.connect(self._on_hint)
        self.update_actions()

    # --- menus ------------------------------------------------------------------------

    def _fill_menu(self) -> None:
        menu, before = self.window.game_menu, self.window.quit_action
        files, reviews = self.files, self.reviews
        menu.insertAction(before, files.open_action)
        menu.insertMenu(before, files.recent_menu)
        menu.insertAction(before, files.save_action)
        menu.insertAction(before, files.save_as_action)
        menu.insertSeparator(before)
        menu.insertAction(before, self.undoing.undo_action)
        menu.insertAction(before, reviews.review_action)
        menu.insertAction(before, reviews.review_file_action)
        menu.insertSeparator(before)
        for action in self.coach.actions():
            menu.insertAction(before, action)
        menu.insertSeparator(before)
        menu.insertAction(before, self.progress.daily_action)
        menu.insertAction(before, self.stats_action)
        menu.insertAction(before, self.prefs_action)
        menu.insertSeparator(before)
        self.window.view_menu.addSeparator()
        self.window.view_menu.addAction(self.sounds.action)
        self._name_actions()

    def _name_actions(self) -> None:
        self.files.name_actions()
        self.undoing.name_actions()
        self.reviews.name_actions()
        self.coach.name_actions()
        self.progress.name_actions()
        self.preferences.name_actions()
        self.sounds.name_actions()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self._name_actions()
        if watched is self.window and event.type() == QEvent.Type.Close \
                and not self.controller.frozen:
            # However the window closes (Quit, the window manager, a stop signal), the
            # match goes to disk as it stands before its players stop.
            self.autosave()
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.progress.shutdown()
        return super().eventFilter(watched, event)

    @property
    def serious_in_play(self) -> bool:
        """Whether a serious match is being played on the table: until it is over, no
        review, analysis or win chance of it is offered (they would be hints)."""
        match = self.controller.match
        return (self.info.serious and match is not None and not match.is_over
                and not self.controller.frozen)

    def update_actions(self) -> None:
        """Enable what makes sense now (called after every settled position)."""
        has_match = self.controller.match is not None
        self.files.update_actions(has_match and keeps_files(mode_of(
            has_match, self.reviews.active, computers_only=False)))
        self.reviews.update_actions(has_match)
        self.undoing.update_actions()
        self.coach.update_actions(has_match)

    @property
    def seeds(self) -> SeedKeeper:
        """The window's one keeper of the seeds it dealt (the controller's, who deals).

        Every record the window plays on is replayed with it, so a round dealt in this
        run still reveals its seed when it ends after being saved, reopened or undone.
        """
        return self.controller.seeds

    # --- who plays --------------------------------------------------------------------

    def players(self) -> list[dict[str, Any]]:
        setup = self.controller.setup
        return [] if setup is None else [s.to_record() for s in setup.seats]

    def human_seats(self) -> set[int]:
        setup = self.controller.setup
        return set() if setup is None else {i for i, s in enumerate(setup.seats) if not s.is_ai}

    def ai_levels(self) -> dict[int, str]:
        setup = self.controller.setup
        return (
            {}
            if setup is None
            else {i: s.level or "casual" for i, s in enumerate(setup.seats) if s.is_ai}
        )

    def record(self) -> GameRecord | None:
        """The match on the table as a record (with this session's :class:`MatchInfo`)."""
        match = self.controller.match
        if match is None or self.controller.setup is None:
            return None
        return record_of(match, self.players(), self.info.to_extra())

    def in_progress(self) -> bool:
        """Whether a match is being played that a new game would abandon."""
        if self.reviews.has_live_game:
            return True
        match = self.controller.match
        return match is not None and not match.is_over and not self.reviews.active

    # --- start-up ---------------------------------------------------------------------

    def start(self, path: Path | None = None) -> None:
        """What the app does once the window is shown: open ``path``, or offer to resume
        the last unfinished match, or ask for a new game.

        First the half-written files that a killed write left behind are removed."""
        self.tidy_files()
        if self.notice:
            notice, self.notice = self.notice, None
            self.report(
                QCoreApplication.translate("Session", "Preferences"),
                fill(
                    QCoreApplication.translate("Session", "The preferences could not be read: %1"),
                    notice,
                ),
            )
        self.sounds.ask_once()
        if path is not None and self.files.open_file(path):
            return
        if path is None and self.keeping.offer_resume():
            return
        self.window.show_new_game_dialog()

    def tidy_files(self) -> int:
        """Remove the temporary files of writes that never finished; returns how many."""
        return (self.saves.tidy() + self.prefs_store.tidy() + self.stats_store.tidy()
                + self.progress.store.tidy())

    # --- carrying on a match ----------------------------------------------------------

    def resume_game(self, game: OpenedGame) -> None:
        """Play on from an opened record (its info, its seats and levels)."""
        self.resume_record(game.record, game.match)

    def resume_record(
        self, record: GameRecord, match: Match | None = None, info: MatchInfo | None = None
    ) -> None:
        self.reviews.stop()
        self.info = info if info is not None else MatchInfo.from_extra(record.extra)
        setup = replace(setup_of(record, self.info.serious), daily=self.info.daily)
        self.tell_level_notes(record)
        self._loading = True
        try:
            self.window.close_round_end()
            self.controller.resume(setup, match if match is not None
                                   else replay(record, seeds=self.seeds))
        finally:
            self._loading = False
        self.preferences.apply_window_settings()
        self.info_changed.emit()
        self.update_actions()

    def tell_level_notes(self, record: GameRecord) -> None:
        """Say how the computer seats of unknown levels in ``record`` play instead."""
        notes = level_notes(record)
        if notes:
            self.report(QCoreApplication.translate("Session", "Unknown computer level"),
                        "\n".join(notes))

    # --- keeping the match -------------------------------------------------------------

    def autosave(self) -> bool:
        """Write the match in progress; a failure is told once and play goes on."""
        return self.keeping.autosave()

    def recover(self) -> Recovery:
        """Make the game safe and playable again after an error escaped a step of the window
        (see :class:`~dominoes_qt.ui.session_keeping.Keeping`)."""
        return self.keeping.recover()

    # --- controller signals -----------------------------------------------------------

    def _on_match_started(self) -> None:
        match, setup = self.controller.match, self.controller.setup
        if match is None or setup is None or self.controller.frozen:
            return
        if match.rounds:
            return
        # A match dealt from nothing: a new game (not a resumed or reviewed one).
        self.reviews.stop()
        self.reviews.forget_live_game()
        self.files.current_path = None
        self.info = MatchInfo(serious=setup.serious, daily=setup.daily)
        try:
            self.saves.clear_autosave()
        except StorageError as exc:
            self.report(QCoreApplication.translate("Session", "Autosave"), str(exc))
        self.preferences.remember_setup(setup)
        self.preferences.apply_window_settings()
        self.info_changed.emit()

    def _on_round_started(self, number: int) -> None:
        if not self.controller.frozen:
            self.autosave()

    def _on_applied(self, applied: Applied) -> None:
        if isinstance(applied.action, Move) and not self.controller.frozen:
            self.autosave()

    def _on_match_over(self) -> None:
        """Won or called off: count it and rate it."""
        match = self.controller.match
        if match is None or self._loading or self.controller.frozen:
            return
        try:
            self.stats_store.record_finished(
                match,
                self.human_seats(),
                self.ai_levels(),
                hints_used=self.info.hints_used,
                undos_used=self.info.undos_used,
                match_id=self.info.match_id,
            )
        except StorageError as exc:
            self.report(
                QCoreApplication.translate("Session", "Statistics"),
                fill(
                    QCoreApplication.translate("Session", "The statistics could not be saved: %1"),
                    exc,
                ),
            )
        self.tell_stats_notice()
        self.progress.match_over(match, self.human_seats(), self.ai_levels(),
                                 self.info.match_id, self.info.daily, self.info.hints_used)
        self.update_actions()

    def _on_hint(self) -> None:
        first = not self.info.hints_used
        self.info = replace(self.info, hints_used=self.info.hints_used + 1)
        self.info_changed.emit()
        match = self.controller.match
        if first and match is not None \
                and would_be_rated(match, self.human_seats(), self.ai_levels()):
            self.window.say(QCoreApplication.translate(
                "Session", "This match is no longer rated: you asked for a hint."),
                append=True)

    def may_hint(self) -> bool:
        """Before the first hint of a match that would be rated: a hint makes it unrated,
        so the player says yes first (and is told it is unrated from then on)."""
        match = self.controller.match
        if match is None or self.info.hints_used or self._unrated_agreed == self.info.match_id \
                or not would_be_rated(match, self.human_seats(), self.ai_levels()):
            return True
        if not self.ask(
            QCoreApplication.translate("Session", "Show a hint?"),
            QCoreApplication.translate(
                "Session", "A match in which you use a hint is not rated: your rating stays "
                "as it is whatever the result. Show a hint and play this match unrated?"),
        ):
            return False
        self._unrated_agreed = self.info.match_id
        return True

    # --- new game ---------------------------------------------------------------------

    def may_abandon(self) -> bool:
        """Ask before a new game replaces a match in progress (if the player wants asking)."""
        if not self.prefs.confirm_abandon or not self.in_progress():
            return True
        return self.ask(
            QCoreApplication.translate("Session", "Abandon the match?"),
            QCoreApplication.translate(
                "Session", "A match is in progress. Abandon it and start a new one?"
            ),
        )

    # --- preferences and statistics -----------------------------------------------------

    def show_preferences(self) -> Any:
        return self.preferences.show_preferences()

    def set_preferences(self, prefs: Preferences) -> None:
        """Use ``prefs`` at once and save them (a failed save is told; they still apply)."""
        self.preferences.set_preferences(prefs)

    def show_statistics(self) -> Any:
        return self.preferences.show_statistics()

    def tell_stats_notice(self) -> None:
        self.preferences.tell_stats_notice()

    # --- talking to the player ----------------------------------------------------------

    def report(self, title: str, text: str) -> None:
        self.reported.emit(title, text)
        self.tell(title, text)

    def _message_box(self, title: str, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.window
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _question(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self.window, title, text)
        return answer == QMessageBox.StandardButton.Yes
