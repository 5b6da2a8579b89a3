"""The glue between the window, its controller and the player's files.

A :class:`Session` is made once per window with the three stores (saved games,
preferences, statistics). It autosaves after every deal and play, offers to resume at
start-up, saves and opens games, undoes, counts hints, records finished matches in the
statistics, runs review mode and applies preferences. Rules stay in the engine and file
handling in :mod:`dominoes_qt.storage`; this module only decides when to call them and
what to tell the player.

Everything the session says to the player goes through :attr:`Session.tell` (and the
:attr:`Session.reported` signal) and every question through :attr:`Session.ask`, so tests
replace those two and never block on a message box.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from dominoes_qt import paths
from dominoes_qt.engine import Match, Move
from dominoes_qt.engine.games import GAMES
from dominoes_qt.engine.record import GameRecord, record_of, replay
from dominoes_qt.i18n import Translations
from dominoes_qt.storage.atomic import StorageError
from dominoes_qt.storage.prefs import LastSetup, Preferences, PrefsStore
from dominoes_qt.storage.saves import (
    MatchInfo,
    OpenedGame,
    Problem,
    SaveFileError,
    SaveStore,
    stamp_record,
)
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.storage.undo import can_undo, undo_last_human_play
from dominoes_qt.ui.autosave_warning import AutosaveWarning
from dominoes_qt.ui.controller import Applied, GameSetup, SeatSetup
from dominoes_qt.ui.review import ReviewBar, ReviewMode, setup_of
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.texts import fill
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
        colour_blind=prefs.colour_blind,
    )


def setup_from_last(prefs: Preferences) -> GameSetup:
    """What the New game dialog offers first: the last choices (seat 0 human)."""
    last = prefs.last_setup
    seats = [SeatSetup(last.name or QCoreApplication.translate("Session", "You"))]
    for seat in range(1, last.players):
        seats.append(
            SeatSetup(
                fill(QCoreApplication.translate("Session", "Computer %1"), seat),
                "ai",
                last.levels[(seat - 1) % len(last.levels)],
            )
        )
    return GameSetup(
        GAMES[last.variant], tuple(seats), None, last.serious or prefs.serious_by_default
    )


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
    return LastSetup(setup.rules.variant, len(setup.seats), tuple(levels), name, setup.serious)


def problem_text(error: SaveFileError) -> str:
    """What is wrong with a file that would not open, in the player's words."""
    headline = {
        Problem.UNREADABLE: QCoreApplication.translate("Session", "The file could not be read."),
        Problem.NOT_TEXT: QCoreApplication.translate("Session", "The file is not a text file."),
        Problem.EMPTY: QCoreApplication.translate("Session", "The file is empty."),
        Problem.TRUNCATED: QCoreApplication.translate(
            "Session", "The file ends too early: it was probably cut off."
        ),
        Problem.NOT_JSON: QCoreApplication.translate(
            "Session", "The file is damaged: it is not valid JSON."
        ),
        Problem.OTHER_FORMAT: QCoreApplication.translate(
            "Session", "This is not a saved game of this program."
        ),
        Problem.NEWER_VERSION: QCoreApplication.translate(
            "Session",
            "A newer version of the program saved this game; update the program to open it.",
        ),
        Problem.BAD_VERSION: QCoreApplication.translate(
            "Session", "The file's format version is not one this program knows."
        ),
        Problem.INVALID: QCoreApplication.translate("Session", "The saved game is damaged."),
        Problem.ILLEGAL: QCoreApplication.translate("Session", "The saved game breaks the rules."),
    }.get(error.problem, QCoreApplication.translate("Session", "The file could not be opened."))
    lines = [
        fill(
            QCoreApplication.translate("Session", "Could not open \u201c%1\u201d."), error.path.name
        ),
        headline,
    ]
    if error.place:
        lines.append(fill(QCoreApplication.translate("Session", "Where: %1"), error.place))
    lines.append(fill(QCoreApplication.translate("Session", "Reason: %1"), error.reason))
    lines.append(
        QCoreApplication.translate("Session", "Nothing was changed; the game on the table goes on.")
    )
    return "\n".join(lines)


class Session(QObject):
    """Saved games, autosave, resume, undo, review, preferences and statistics for one window."""

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
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.saves = saves
        self.prefs_store = prefs_store
        self.stats_store = stats_store
        self.translations = translations
        self.notice: str | None = None
        """Why the preferences fell back to defaults (shown once by :meth:`start`)."""
        if prefs is None:
            loaded = prefs_store.load()
            prefs, self.notice = loaded.value, loaded.notice
        self.prefs = prefs
        self.info = MatchInfo(serious=prefs.serious_by_default)
        self.current_path: Path | None = None
        """Where Save writes without asking (the last file saved or opened)."""
        self.tell: Tell = self._message_box
        self.ask: Ask = self._question
        self.ask_open_path: Callable[[], Path | None] = self._open_dialog
        self.ask_save_path: Callable[[Path], Path | None] = self._save_dialog
        self._loading = False
        self._autosave_failing = False
        self.autosave_warning = AutosaveWarning(window)
        self._live: tuple[GameSetup, GameRecord] | None = None
        """The game in progress while another position is reviewed."""

        self.review_bar = ReviewBar(window)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.review_bar)
        # Only review mode shows the bar; the toolbar context menu must not offer it.
        self.review_bar.toggleViewAction().setVisible(False)
        self.review = ReviewMode(
            self.controller, self.review_bar, self._play_on, self._leave_review, self
        )
        self.review.active_changed.connect(self._review_toggled)
        self.review.moved.connect(self._review_moved)
        self._keys_before_review: Callable[[QKeyEvent], bool] | None = None

        self._build_actions()
        window.may_abandon = self.may_abandon
        window.setup_defaults = setup_from_last(prefs)
        window.hints_enabled = not self.info.serious
        window.apply_settings(window_settings(prefs))
        window.installEventFilter(self)

        c = self.controller
        c.match_started.connect(self._on_match_started)
        c.round_started.connect(self._on_round_started)
        c.applied.connect(self._on_applied)
        c.turn_ready.connect(self.update_actions)
        c.match_over.connect(self._on_match_over)
        c.hint_given.connect(self._on_hint)
        window.scores.event_activated.connect(self._on_event_activated)
        self.update_actions()

    # --- menus ------------------------------------------------------------------------

    def _build_actions(self) -> None:
        w = self.window
        self.open_action = QAction(w)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_dialog)
        self.recent_menu = QMenu(w)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.save_action = QAction(w)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.save)
        self.save_as_action = QAction(w)
        self.save_as_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_as_action.triggered.connect(self._save_as_asked)
        self.undo_action = QAction(w)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        self.review_action = QAction(w)
        self.review_action.triggered.connect(self._review_asked)
        self.review_file_action = QAction(w)
        self.review_file_action.triggered.connect(self.review_dialog)
        self.stats_action = QAction(w)
        self.stats_action.triggered.connect(self.show_statistics)
        self.prefs_action = QAction(w)
        self.prefs_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.prefs_action.triggered.connect(self.show_preferences)
        menu, before = w.game_menu, w.quit_action
        menu.insertAction(before, self.open_action)
        menu.insertMenu(before, self.recent_menu)
        menu.insertAction(before, self.save_action)
        menu.insertAction(before, self.save_as_action)
        menu.insertSeparator(before)
        menu.insertAction(before, self.undo_action)
        menu.insertAction(before, self.review_action)
        menu.insertAction(before, self.review_file_action)
        menu.insertSeparator(before)
        menu.insertAction(before, self.stats_action)
        menu.insertAction(before, self.prefs_action)
        menu.insertSeparator(before)
        self._name_actions()

    # ``triggered`` passes a "checked" flag that these slots must not take as an argument.
    def _save_as_asked(self) -> None:
        self.save_as()

    def _review_asked(self) -> None:
        self.review_current()

    def _name_actions(self) -> None:
        for action, text in (
            (self.open_action, QCoreApplication.translate("Session", "&Open...")),
            (self.save_action, QCoreApplication.translate("Session", "&Save")),
            (self.save_as_action, QCoreApplication.translate("Session", "Save &as...")),
            (self.undo_action, QCoreApplication.translate("Session", "&Undo my last play")),
            (self.review_action, QCoreApplication.translate("Session", "&Review this game")),
            (
                self.review_file_action,
                QCoreApplication.translate("Session", "Review a saved &game..."),
            ),
            (self.stats_action, QCoreApplication.translate("Session", "S&tatistics...")),
            (self.prefs_action, QCoreApplication.translate("Session", "&Preferences...")),
        ):
            action.setText(text)
        self.recent_menu.setTitle(QCoreApplication.translate("Session", "Open &recent"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self._name_actions()
        return super().eventFilter(watched, event)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self.saves.recent()
        for number, path in enumerate(recent, start=1):
            action = self.recent_menu.addAction(f"&{number % 10} {path.name}")
            action.setToolTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_file(p, from_recent=True))
        if not recent:
            empty = self.recent_menu.addAction(
                QCoreApplication.translate("Session", "(no saved games yet)")
            )
            empty.setEnabled(False)
        self.recent_menu.addSeparator()
        clear = self.recent_menu.addAction(QCoreApplication.translate("Session", "&Clear the list"))
        clear.setEnabled(bool(recent))
        clear.triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        try:
            self.saves.clear_recent()
        except StorageError as exc:
            self._report(
                QCoreApplication.translate("Session", "Recent games"),
                fill(
                    QCoreApplication.translate("Session", "The list could not be cleared: %1"), exc
                ),
            )

    def update_actions(self) -> None:
        """Enable what makes sense now (called after every settled position)."""
        match = self.controller.match
        reviewing = self.review.active
        self.save_action.setEnabled(match is not None and not reviewing)
        self.save_as_action.setEnabled(match is not None and not reviewing)
        self.review_action.setEnabled(match is not None and not reviewing)
        self.undo_action.setEnabled(self.undo_offered())

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
        if self._live is not None:
            return True
        match = self.controller.match
        return match is not None and not match.is_over and not self.review.active

    # --- start-up ---------------------------------------------------------------------

    def start(self, path: Path | None = None) -> None:
        """What the app does once the window is shown: open ``path``, or offer to resume
        the last unfinished match, or ask for a new game."""
        if self.notice:
            notice, self.notice = self.notice, None
            self._report(
                QCoreApplication.translate("Session", "Preferences"),
                fill(
                    QCoreApplication.translate("Session", "The preferences could not be read: %1"),
                    notice,
                ),
            )
        if path is not None and self.open_file(path):
            return
        if path is None and self.offer_resume():
            return
        self.window.show_new_game_dialog()

    def offer_resume(self) -> bool:
        """Ask to carry on the unfinished match of the last session; True if resumed."""
        found = self.saves.find_resumable()
        if found is None:
            return False
        question = QCoreApplication.translate(
            "Session",
            "An unfinished match was saved when the program last closed. Carry on playing it?",
        )
        if found.from_backup:
            question = QCoreApplication.translate(
                "Session",
                "The autosave was damaged, so the match resumes from its backup, "
                "one play earlier. Carry on playing it?",
            )
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
        self._end_review()
        self.info = info if info is not None else MatchInfo.from_extra(record.extra)
        setup = setup_of(record, self.info.serious)
        self._loading = True
        try:
            self.window._close_round_end()
            self.controller.resume(setup, match if match is not None else replay(record))
        finally:
            self._loading = False
        self._apply_window_settings()
        self.info_changed.emit()
        self.update_actions()

    # --- autosave ---------------------------------------------------------------------

    def autosave(self) -> bool:
        """Write the match in progress; a failure is told once and play goes on."""
        match = self.controller.match
        if match is None or self.controller.setup is None or self.review.active:
            return False
        try:
            self.saves.autosave_match(match, self.players(), self.info)
        except StorageError as exc:
            self.autosave_warning.failed(exc)
            if not self._autosave_failing:
                self._autosave_failing = True
                self._report(
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

    # --- controller signals -----------------------------------------------------------

    def _on_match_started(self) -> None:
        match, setup = self.controller.match, self.controller.setup
        if match is None or setup is None or self.controller.frozen:
            return
        if match.rounds:
            return
        # A match dealt from nothing: a new game (not a resumed or reviewed one).
        self._end_review()
        self._live = None
        self.current_path = None
        self.info = MatchInfo(serious=setup.serious)
        try:
            self.saves.clear_autosave()
        except StorageError as exc:
            self._report(QCoreApplication.translate("Session", "Autosave"), str(exc))
        self._remember_setup(setup)
        self._apply_window_settings()
        self.info_changed.emit()

    def _on_round_started(self, number: int) -> None:
        if not self.controller.frozen:
            self.autosave()

    def _on_applied(self, applied: Applied) -> None:
        if isinstance(applied.action, Move) and not self.controller.frozen:
            self.autosave()

    def _on_match_over(self, side: int) -> None:
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
            self._report(
                QCoreApplication.translate("Session", "Statistics"),
                fill(
                    QCoreApplication.translate("Session", "The statistics could not be saved: %1"),
                    exc,
                ),
            )
        self.update_actions()

    def _on_hint(self) -> None:
        self.info = replace(self.info, hints_used=self.info.hints_used + 1)
        self.info_changed.emit()

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
        self.window.setup_defaults = setup_from_last(self.prefs)
        self._save_prefs()

    # --- saving and opening -------------------------------------------------------------

    def save(self) -> bool:
        """Save to the file last saved or opened, else ask for one."""
        if self.current_path is None:
            return self.save_as()
        return self._save_to(self.current_path)

    def save_as(self, path: Path | None = None) -> bool:
        record = self.record()
        if record is None or self.review.active:
            return False
        if path is None:
            path = self.ask_save_path(self.saves.suggest_path(record))
            if path is None:
                return False
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        match = self.controller.match
        if match is None:
            return False
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.saves.save(path, stamp_record(match, self.players(), self.info.to_extra()))
        except (StorageError, OSError) as exc:
            self._report(
                QCoreApplication.translate("Session", "Save failed"),
                fill(
                    QCoreApplication.translate(
                        "Session",
                        "The game could not be saved: %1\nThe game goes on; "
                        "any earlier file of that name is unchanged.",
                    ),
                    exc,
                ),
            )
            return False
        self.current_path = path
        self.window.statusBar().showMessage(
            fill(QCoreApplication.translate("Session", "Saved to %1"), path), 5000
        )
        return True

    def open_dialog(self) -> bool:
        path = self.ask_open_path()
        return path is not None and self.open_file(path)

    def open_file(self, path: Path, from_recent: bool = False) -> bool:
        """Open a saved game: an unfinished one is played on, a finished one reviewed.

        A file that can not be opened is reported (file, place, reason) and nothing
        changes: neither the file nor the game on the table.
        """
        try:
            game = self.saves.open(path)
        except SaveFileError as exc:
            self._report(
                QCoreApplication.translate("Session", "Cannot open the game"), problem_text(exc)
            )
            if from_recent:
                # A list that can not be trimmed only costs a stale entry.
                with contextlib.suppress(StorageError):
                    self.saves.forget_recent(path)
            return False
        if game.finished:
            self.start_review(game.record)
            return True
        if not self.may_abandon():
            return False
        self._live = None
        self.resume_game(game)
        self.current_path = Path(path)
        return True

    # --- undo -------------------------------------------------------------------------

    def undo_offered(self) -> bool:
        """Whether the Undo action is enabled: a human has laid a tile in this round.

        Checked after every action, so it does not replay the record as :meth:`can_undo`
        does (tens of milliseconds late in a match); :meth:`undo` makes the exact check and
        says so when every play of the round was forced.
        """
        match = self.controller.match
        if self.info.serious or self.review.active or match is None or match.is_over:
            return False
        round_ = match.current
        humans = self.human_seats()
        return round_ is not None and any(seat in humans for seat, _ in round_.plays)

    def can_undo(self) -> bool:
        """Whether the human has a decision to take back in this round (replays the record)."""
        if not self.undo_offered():
            return False
        record = self.record()
        return record is not None and can_undo(record, self.human_seats())

    def undo(self) -> bool:
        """Take back the human's last play (and the computer's after it)."""
        if not self.can_undo():
            if self.undo_offered():
                self.window.say(QCoreApplication.translate(
                    "Session", "Nothing to take back: your plays this round were forced."))
            return False
        record = self.record()
        assert record is not None
        shorter = undo_last_human_play(record, self.human_seats())
        if shorter is None:
            return False
        info = replace(self.info, undos_used=self.info.undos_used + 1)
        self.resume_record(shorter, replay(shorter), info)
        self.window.say(QCoreApplication.translate("Session", "Your last play was taken back."))
        return True

    # --- review -----------------------------------------------------------------------

    def review_current(self, event_index: int | None = None) -> bool:
        """Review the match on the table, from its last position or a score event."""
        record = self.record()
        setup = self.controller.setup
        if record is None or setup is None or self.review.active:
            return False
        self.start_review(record, event_index)
        return True

    def review_dialog(self) -> bool:
        path = self.ask_open_path()
        return path is not None and self.review_file(path)

    def review_file(self, path: Path) -> bool:
        try:
            game = self.saves.open(path)
        except SaveFileError as exc:
            self._report(
                QCoreApplication.translate("Session", "Cannot open the game"), problem_text(exc)
            )
            return False
        self.start_review(game.record)
        return True

    def start_review(self, record: GameRecord, event_index: int | None = None) -> None:
        if not self.review.active and self._live is None:
            live = self.record()
            match = self.controller.match
            if (
                live is not None
                and match is not None
                and not match.is_over
                and self.controller.setup is not None
            ):
                self._live = (self.controller.setup, live)
        self.window._close_round_end()
        self.review.start(record, None, can_leave=self._live is not None)
        if event_index is not None:
            self.review.go_to_event(event_index)

    def _end_review(self) -> None:
        self.review.stop()

    def _review_toggled(self, active: bool) -> None:
        view = self.window.view
        if active:
            self._keys_before_review = view.key_handler
            view.key_handler = self._review_key
        else:
            view.key_handler = self._keys_before_review
            self._keys_before_review = None
        self.update_actions()

    def _review_key(self, event: QKeyEvent) -> bool:
        if self.review.key(event):
            return True
        before = self._keys_before_review
        return before is not None and before(event)

    def _review_moved(self, index: int) -> None:
        position = self.review.position
        if position is not None and position.events:
            self.window.scores.sheet.select_event(position.events - 1)
        self.window.say(self.review.banner_text())
        self.update_actions()

    def _on_event_activated(self, event_index: int) -> None:
        if self.review.active:
            self.review.go_to_event(event_index)
        else:
            self.review_current(event_index)

    def _play_on(self, record: GameRecord) -> None:
        # The player chose this point on purpose: the game in progress, if any, gives way.
        self._live = None
        info = MatchInfo.from_extra(record.extra)
        # A new branch of the match: its ending is counted in the statistics on its own.
        info = replace(info, match_id=uuid.uuid4().hex)
        self.current_path = None
        self.resume_record(record, None, info)

    def _leave_review(self) -> None:
        live, self._live = self._live, None
        if live is None:
            return
        _, record = live
        self.resume_record(record, None, MatchInfo.from_extra(record.extra))

    # --- preferences and statistics -----------------------------------------------------

    def show_preferences(self) -> Any:
        from dominoes_qt.ui.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self.prefs, self.window)
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
        self.window.setup_defaults = setup_from_last(prefs)
        self._apply_window_settings()
        self._save_prefs()

    def _save_prefs(self) -> None:
        try:
            self.prefs_store.save(self.prefs)
        except StorageError as exc:
            self._report(
                QCoreApplication.translate("Session", "Preferences"),
                fill(
                    QCoreApplication.translate(
                        "Session",
                        "The preferences could not be saved: %1\nThey apply until you quit.",
                    ),
                    exc,
                ),
            )

    def _apply_window_settings(self) -> None:
        self.window.hints_enabled = not self.info.serious
        self.window.apply_settings(window_settings(self.prefs))

    def show_statistics(self) -> Any:
        from dominoes_qt.ui.statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.stats_store, self.window, ask=self.ask, tell=self._report)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    # --- talking to the player ----------------------------------------------------------

    def _report(self, title: str, text: str) -> None:
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

    def _open_dialog(self) -> Path | None:
        start = self.current_path.parent if self.current_path else self.saves.saves_dir
        name, _ = QFileDialog.getOpenFileName(
            self.window,
            QCoreApplication.translate("Session", "Open a saved game"),
            str(start),
            fill(
                QCoreApplication.translate("Session", "Saved games (*%1);;All files (*)"),
                paths.SAVE_SUFFIX,
            ),
        )
        return Path(name) if name else None

    def _save_dialog(self, suggested: Path) -> Path | None:
        suggested.parent.mkdir(parents=True, exist_ok=True)
        name, _ = QFileDialog.getSaveFileName(
            self.window,
            QCoreApplication.translate("Session", "Save the game"),
            str(suggested),
            fill(QCoreApplication.translate("Session", "Saved games (*%1)"), paths.SAVE_SUFFIX),
        )
        if not name:
            return None
        path = Path(name)
        if not path.name.endswith(paths.SAVE_SUFFIX):
            path = path.with_name(path.name + paths.SAVE_SUFFIX)
        return path
