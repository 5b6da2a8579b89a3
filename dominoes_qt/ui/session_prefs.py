"""The session's preferences and statistics: the two menu entries, their dialogs, keeping
the preferences on disk and applying them to the window.

The session owns the preferences value (its parts read ``session.prefs``); this room
changes it through :class:`~dominoes_qt.ui.session_hub.PrefsHub` and never imports the
session.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence

from dominoes_qt.games import GAMES
from dominoes_qt.storage.atomic import StorageError
from dominoes_qt.storage.prefs import LastSetup, Preferences, PrefsStore
from dominoes_qt.storage.progress import ProgressStore
from dominoes_qt.storage.rulesets import house_rules_of, preset_and_options
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui.contrast import wants_high_contrast
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.i18n import Translations
from dominoes_qt.ui.session_hub import PrefsHub
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.texts import fill


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


class PreferencesActions:
    """Statistics... and Preferences...: showing, applying and saving what the player
    chose."""

    def __init__(self, hub: PrefsHub, prefs_store: PrefsStore, stats_store: StatsStore,
                 progress_store: ProgressStore, translations: Translations | None) -> None:
        self.hub = hub
        self.prefs_store = prefs_store
        self.stats_store = stats_store
        self.progress_store = progress_store
        self.translations = translations
        window = hub.window
        self.stats_action = QAction(window)
        self.stats_action.triggered.connect(self.show_statistics)
        self.prefs_action = QAction(window)
        self.prefs_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.prefs_action.triggered.connect(self.show_preferences)

    def name_actions(self) -> None:
        self.stats_action.setText(QCoreApplication.translate("Session", "S&tatistics..."))
        self.prefs_action.setText(QCoreApplication.translate("Session", "&Preferences..."))

    # --- preferences --------------------------------------------------------------------

    def show_preferences(self) -> Any:
        from dominoes_qt.ui.preferences_dialog import PreferencesDialog

        hub = self.hub
        dialog = PreferencesDialog(hub.prefs, hub.window,
                                   sound_missing=hub.sounds.missing_text())
        # The dialog does not show the last game's setup: keep the one known now.
        dialog.applied.connect(
            lambda prefs: self.set_preferences(replace(prefs, last_setup=hub.prefs.last_setup))
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def set_preferences(self, prefs: Preferences) -> None:
        """Use ``prefs`` at once and save them (a failed save is told; they still apply)."""
        hub = self.hub
        language_changed = prefs.language != hub.prefs.language
        hub.prefs = prefs
        if language_changed and self.translations is not None:
            self.translations.apply(prefs.language)
        hub.window.set_setup_defaults(setup_from_last(prefs))
        self.apply_window_settings()
        self.save_prefs()

    def remember_setup(self, setup: GameSetup) -> None:
        """Keep a new game's choices for the next New game dialog."""
        hub = self.hub
        last = last_from_setup(setup)
        if last == hub.prefs.last_setup:
            return
        hub.prefs = replace(hub.prefs, last_setup=last)
        hub.window.set_setup_defaults(setup_from_last(hub.prefs))
        self.save_prefs()

    def save_prefs(self) -> None:
        try:
            self.prefs_store.save(self.hub.prefs)
        except StorageError as exc:
            self.hub.report(
                QCoreApplication.translate("Session", "Preferences"),
                fill(
                    QCoreApplication.translate(
                        "Session",
                        "The preferences could not be saved: %1\nThey apply until you quit.",
                    ),
                    exc,
                ),
            )

    def on_system_contrast(self, *_preference: object) -> None:
        if self.hub.prefs.contrast == "system":
            self.apply_window_settings()

    def apply_window_settings(self) -> None:
        hub = self.hub
        hub.window.hints_enabled = not hub.info.serious
        hub.window.apply_settings(window_settings(hub.prefs))
        hub.sounds.apply(hub.prefs)

    # --- statistics ---------------------------------------------------------------------

    def show_statistics(self) -> Any:
        from dominoes_qt.ui.statistics_dialog import StatisticsDialog

        hub = self.hub
        dialog = StatisticsDialog(self.stats_store, hub.window, ask=hub.ask, tell=hub.report,
                                  progress=self.progress_store)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.tell_stats_notice()
        return dialog

    def tell_stats_notice(self) -> None:
        """Say so when the statistics file was damaged and the counts start from zero (as
        for the preferences and the progress)."""
        notice = self.stats_store.take_notice()
        if notice:
            self.hub.report(
                QCoreApplication.translate("Session", "Statistics"),
                fill(
                    QCoreApplication.translate("Session", "The statistics could not be read: %1"),
                    notice,
                ),
            )
