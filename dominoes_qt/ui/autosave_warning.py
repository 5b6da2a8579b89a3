"""The status-bar warning shown for as long as the autosave is failing."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QMainWindow

from dominoes_qt.ui.texts import fill


class AutosaveWarning(QLabel):
    """A permanent status-bar label: shown by :meth:`failed`, hidden by :meth:`cleared`.

    The message box about a failed autosave is shown once; this stays in sight until a
    write succeeds, so a player who closed the box still knows the game is not saved.
    """

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("autosave-warning")
        self.setStyleSheet("QLabel#autosave-warning { color: #8a1c00; font-weight: bold; }")
        self.reason = ""
        self.bar = window.statusBar()
        self.bar.addPermanentWidget(self)
        self.hide()

    def failed(self, reason: object) -> None:
        self.reason = str(reason)
        self._name()
        # A status bar made after the window was shown stays hidden until told.
        if self.bar.isHidden():
            self.bar.show()
        self.show()

    def cleared(self) -> None:
        self.reason = ""
        self.hide()

    def _name(self) -> None:
        self.setText(QCoreApplication.translate(
            "AutosaveWarning", "Autosave failed: this game is not being saved"))
        self.setToolTip(fill(QCoreApplication.translate(
            "AutosaveWarning", "Why: %1\nThe next autosave that works removes this warning."),
            self.reason[:300]))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.reason:
            self._name()
        super().changeEvent(event)
