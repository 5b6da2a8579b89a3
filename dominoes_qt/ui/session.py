"""The game session: the glue between the window, its controller and the player's stores.

A :class:`Session` is made once per window with the three stores (saved games,
preferences, statistics). It autosaves after every deal and play, offers to resume at
start-up, counts hints, records finished matches in the statistics and applies
preferences. Its parts do the rest: :mod:`~dominoes_qt.ui.file_actions` (open, save),
:mod:`~dominoes_qt.ui.undo_actions` and :mod:`~dominoes_qt.ui.review_session`. Rules stay
in the engine and file handling in :mod:`dominoes_qt.storage`; this only decides when to
call them and what to tell the player.

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
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox

from dominoes_qt.engine import Applied, Match, Move
from dominoes_qt.engine.fairdeal import SeedKeeper
from dominoes_qt.engine.record import GameRecord, RecordError, record_of, replay, summary
from dominoes_qt.games import GAMES
from dominoes_qt.storage.atomic import StorageError
from dominoes_qt.storage.prefs import LastSetup, Preferences, PrefsStore
from dominoes_qt.storage.progress import would_be_rated
from dominoes_qt.storage.rulesets import house_rules_of, preset_and_options
from dominoes_qt.storage.saves import (
    MatchInfo,
    OpenedGame,
    SaveFileError,
    SaveStore,
    open_game,
)
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui.autosave_warning import AutosaveWarning
from dominoes_qt.ui.contrast import follow_system, wants_high_contrast
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.file_actions import FileActions
from dominoes_qt.ui.i18n import Translations
from dominoes_qt.ui.modes import keeps_files, mode_of
from dominoes_qt.ui.review import level_notes, setup_of
from dominoes_qt.ui.review_session import ReviewSession
from dominoes_qt.ui.session_hub import Recovery
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.sound import SinkOpener
from dominoes_qt.ui.sound_actions import SoundActions
from dominoes_qt.ui.texts import fill, game_label
from dominoes_qt.ui.undo_actions import UndoActions
from dominoes_qt.ui.window import GameWindow

Tell = Callable[[str, str], None]
"""(title, text): show a message without waiting for the player."""
Ask = Callable[[str, str], bool]
"""(title, question): True for yes."""


def window_settings(prefs: Preferences) -> WindowSettings:
    """The window's share of the preferences (a serious match also turns hints off, through
    :attr:`GameWindow.hints_enabled`)."""
    return WindowSettings(
        ai_pace_ms=prefs.ai_pace_ms,
        animations=prefs.animations,
        animation_speed=prefs.animation_speed,
        auto_draw=prefs.auto_draw,
        hints=prefs.hints,
        theme=prefs.theme,
        face=prefs.face,
        colour_blind=prefs.colour_blind,
        high_contrast=wants_high_contrast(prefs.contrast),
    )


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


def setup_from_last(prefs: Preferences) -> GameSetup:
    """What the New game dialog offers first: the last choices (seat 0 human)."""
    last = prefs.last_setup
    # A game no longer registered since the choices were kept: the first game instead.
    rules = GAMES.get(last.variant) or next(iter(GAMES.values()))
    rules = house_rules_of(rules, last.options)
    players = last.players if last.players in rules.player_counts else rules.player_counts[0]
    seats = [SeatSetup(last.name or QCoreApplication.translate("Session", "You"))]
    for seat in range(1, players):
        seats.append(
            SeatSetup(
                fill(QCoreApplication.translate("Session", "Computer %1"), seat),
                "ai",
                last.levels[(seat - 1) % len(last.levels)],
            )
        )
    return GameSetup(rules, tuple(seats), None, last.serious or prefs.serious_by_default)


def last_from_setup(setup: GameSetup) -> LastSetup:
    """The dialog's choices as the preferences keep them."""
    levels = [s.level or "casual" for s in setup.seats[1:] if s.is_ai] or ["casual"]
    levels = (levels + [levels[-1]] * 3)[:3]
    first = setup.seats[0]
    name = (
        ""
        if first.is_ai or first.name in ("You", QCoreApplication.translate("Session", "You"))
        else first.name[:40]
    )
    preset, options = preset_and_options(setup.rules)
    return LastSetup(preset, len(setup.seats), tuple(levels), name, setup.serious, options)


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
        self._autosave_failing = False
        self.autosave_warning = AutosaveWarning(window)

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
        self.stats_action = QAction(window)
        self.stats_action.triggered.connect(self.show_statistics)
        self.prefs_action = QAction(window)
        self.prefs_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.prefs_action.triggered.connect(self.show_preferences)
        self._fill_menu()
        window.set_may_abandon(self.may_abandon)
        self._unrated_agreed: str | None = None
        """The match the player agreed to play unrated (by asking for a hint)."""
        window.set_may_hint(self.may_hint)
        window.set_setup_defaults(setup_from_last(prefs))
        window.hints_enabled = not self.info.serious
        window.apply_settings(window_settings(prefs))
        # "Follow the system" follows a desktop that changes its contrast while we run.
        follow_system(self._on_system_contrast)
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
        self.stats_action.setText(QCoreApplication.translate("Session", "S&tatistics..."))
        self.prefs_action.setText(QCoreApplication.translate("Session", "&Preferences..."))
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
        if path is None and self.offer_resume():
            return
        self.window.show_new_game_dialog()

    def tidy_files(self) -> int:
        """Remove the temporary files of writes that never finished; returns how many."""
        return (self.saves.tidy() + self.prefs_store.tidy() + self.stats_store.tidy()
                + self.progress.store.tidy())

    def offer_resume(self) -> bool:
        """Ask to carry on the unfinished match of the last session; True if resumed."""
        found = self.saves.find_resumable(seeds=self.seeds)
        if found is None:
            lost = self.saves.lost
            if lost is not None:
                text = fill(QCoreApplication.translate(
                    "Session", "The unfinished match of the last session could not be "
                    "resumed: its autosave and the backup are damaged (%1)."), lost.damage)
                if lost.kept is not None:
                    text += " " + fill(QCoreApplication.translate(
                        "Session", "The damaged file is kept as %1."), str(lost.kept))
                self.report(QCoreApplication.translate("Session", "Unfinished match"), text)
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
        if not self.ask(QCoreApplication.translate("Session", "Resume the match?"), question):
            return False
        self.resume_game(found.game)
        return True

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
        self._apply_window_settings()
        self.info_changed.emit()
        self.update_actions()

    def tell_level_notes(self, record: GameRecord) -> None:
        """Say how the computer seats of unknown levels in ``record`` play instead."""
        notes = level_notes(record)
        if notes:
            self.report(QCoreApplication.translate("Session", "Unknown computer level"),
                        "\n".join(notes))

    # --- autosave ---------------------------------------------------------------------

    def autosave(self) -> bool:
        """Write the match in progress; a failure is told once and play goes on."""
        match = self.controller.match
        if match is None or self.controller.setup is None or self.reviews.active:
            return False
        try:
            self.saves.autosave_match(match, self.players(), self.info)
        except StorageError as exc:
            self.autosave_warning.failed(exc)
            if not self._autosave_failing:
                self._autosave_failing = True
                self.report(
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
        self._autosave_failing = False
        self.autosave_warning.cleared()
        return True

    # --- after an unexpected error ------------------------------------------------------

    def recover(self) -> Recovery:
        """Make the game safe and playable again after an error escaped a step of the window
        (see :mod:`dominoes_qt.ui.guard`).

        The match on the table must be what its own record replays to; then it is saved and
        play is moved along if the error stopped it half-way. If it is not, the table is
        put back as the last autosave had it, and the autosave is not overwritten.
        """
        c = self.controller
        match = c.match
        if match is None or c.setup is None or c.frozen or self.reviews.active:
            self.window.recover()
            return Recovery.NOTHING
        record = self.record()
        try:
            sound = record is not None \
                and summary(replay(record, seeds=self.seeds)) == summary(match)
        except RecordError:
            sound = False
        if not sound:
            return self._restore_autosave()
        saved = self.autosave()
        c.resume_play()
        self.window.recover()
        return Recovery.SAVED if saved else Recovery.UNSAVED

    def _restore_autosave(self) -> Recovery:
        try:
            game = open_game(self.saves.autosave_path, seeds=self.seeds)
        except SaveFileError:
            game = None
        if game is None or game.finished:
            self.controller.resume_play()
            self.window.recover()
            return Recovery.UNSAVED
        self.resume_game(game)
        self.window.recover()
        return Recovery.RESTORED

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
        self._remember_setup(setup)
        self._apply_window_settings()
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

    def _remember_setup(self, setup: GameSetup) -> None:
        last = last_from_setup(setup)
        if last == self.prefs.last_setup:
            return
        self.prefs = replace(self.prefs, last_setup=last)
        self.window.set_setup_defaults(setup_from_last(self.prefs))
        self._save_prefs()

    # --- preferences and statistics -----------------------------------------------------

    def show_preferences(self) -> Any:
        from dominoes_qt.ui.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self.prefs, self.window,
                                   sound_missing=self.sounds.missing_text())
        # The dialog does not show the last game's setup: keep the one known now.
        dialog.applied.connect(
            lambda prefs: self.set_preferences(replace(prefs, last_setup=self.prefs.last_setup))
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def set_preferences(self, prefs: Preferences) -> None:
        """Use ``prefs`` at once and save them (a failed save is told; they still apply)."""
        language_changed = prefs.language != self.prefs.language
        self.prefs = prefs
        if language_changed and self.translations is not None:
            self.translations.apply(prefs.language)
        self.window.set_setup_defaults(setup_from_last(prefs))
        self._apply_window_settings()
        self._save_prefs()

    def _save_prefs(self) -> None:
        try:
            self.prefs_store.save(self.prefs)
        except StorageError as exc:
            self.report(
                QCoreApplication.translate("Session", "Preferences"),
                fill(
                    QCoreApplication.translate(
                        "Session",
                        "The preferences could not be saved: %1\nThey apply until you quit.",
                    ),
                    exc,
                ),
            )

    def _on_system_contrast(self, *_preference: object) -> None:
        if self.prefs.contrast == "system":
            self._apply_window_settings()

    def _apply_window_settings(self) -> None:
        self.window.hints_enabled = not self.info.serious
        self.window.apply_settings(window_settings(self.prefs))
        self.sounds.apply(self.prefs)

    def show_statistics(self) -> Any:
        from dominoes_qt.ui.statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.stats_store, self.window, ask=self.ask, tell=self.report,
                                  progress=self.progress.store)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.tell_stats_notice()
        return dialog

    # --- talking to the player ----------------------------------------------------------

    def tell_stats_notice(self) -> None:
        """Say so when the statistics file was damaged and the counts start from zero (as
        for the preferences and the progress)."""
        notice = self.stats_store.take_notice()
        if notice:
            self.report(
                QCoreApplication.translate("Session", "Statistics"),
                fill(
                    QCoreApplication.translate("Session", "The statistics could not be read: %1"),
                    notice,
                ),
            )

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
