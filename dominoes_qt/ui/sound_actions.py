"""The session's part for sound: the View menu's switch, the question asked once, and the
preferences handed to the :class:`~dominoes_qt.ui.sound.SoundBoard`."""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction

from dominoes_qt.storage.prefs import Preferences
from dominoes_qt.ui.sound import (
    INSTALL_HINT,
    QtOpener,
    SinkOpener,
    SoundBoard,
    SoundSettings,
    Unavailable,
)
from dominoes_qt.ui.texts import fill
from dominoes_qt.ui.window import GameWindow


class Host(Protocol):
    """What this part needs of the session (named here, so it does not import the session
    that owns it)."""

    window: GameWindow
    prefs: Preferences

    def set_preferences(self, prefs: Preferences) -> None: ...

    def report(self, title: str, text: str) -> None: ...

    def ask(self, title: str, text: str) -> bool: ...


def sound_settings(prefs: Preferences) -> SoundSettings:
    return SoundSettings(prefs.sound, prefs.sound_volume, prefs.sound_when_watching)


def missing_text(why: Unavailable | None) -> str | None:
    """What the player is told where there can be no sound (None where there can)."""
    if why is Unavailable.NO_MODULE:
        return fill(QCoreApplication.translate(
            "Sound", "Sounds need Qt's multimedia module (PySide6-Addons), which is not "
            "installed. To get it: %1"), INSTALL_HINT)
    if why is Unavailable.NO_DEVICE:
        return QCoreApplication.translate(
            "Sound", "Sounds: no audio output was found on this computer.")
    return None


class SoundActions(QObject):
    """Owns the session's :class:`SoundBoard` and the View menu's "Sounds" switch."""

    def __init__(self, session: Host, opener: SinkOpener | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        window = session.window
        # Made after the window's own connections: its announcement of an event goes out
        # before the sound of it starts.
        self.board = SoundBoard(window.controller, opener or QtOpener(),
                                window.scene.flight_ms, self)
        self.action = QAction(window)
        self.action.setCheckable(True)
        self.action.toggled.connect(self._toggled)
        self.apply(session.prefs)
        self.name_actions()

    def name_actions(self) -> None:
        missing = self.board.unavailable() is not None
        self.action.setText(
            QCoreApplication.translate("Sound", "So&unds (not installed)") if missing
            else QCoreApplication.translate("Sound", "So&unds"))
        self.action.setToolTip(missing_text(self.board.unavailable()) or "")

    def missing_text(self) -> str | None:
        return missing_text(self.board.unavailable())

    def apply(self, prefs: Preferences) -> None:
        self.board.apply(sound_settings(prefs))
        if self.action.isChecked() != prefs.sound:
            self.action.blockSignals(True)
            self.action.setChecked(prefs.sound)
            self.action.blockSignals(False)

    def _toggled(self, on: bool) -> None:
        session = self.session
        if on:
            why = self.board.unavailable(open_sink=True)
            if why is not None:
                self.action.blockSignals(True)
                self.action.setChecked(False)
                self.action.blockSignals(False)
                self.name_actions()
                session.report(QCoreApplication.translate("Sound", "Sounds"),
                               missing_text(why) or "")
                return
        session.set_preferences(replace(session.prefs, sound=on))

    def ask_once(self) -> None:
        """On the first start where sound can be had, ask whether the player wants it
        (sound stays off until they say yes; the answer is kept and never asked again)."""
        session = self.session
        if session.prefs.sound_asked or self.board.unavailable(open_sink=True) is not None:
            return
        yes = session.ask(
            QCoreApplication.translate("Sound", "Sounds"),
            QCoreApplication.translate(
                "Sound", "Play short sounds for what happens at the table (a tile laid, a "
                "score, your turn)?\nYou can change this at any time in the View menu or in "
                "Preferences."))
        session.set_preferences(replace(session.prefs, sound=yes, sound_asked=True))
