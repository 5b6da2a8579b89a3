"""Nothing escapes into Qt's event loop unseen: the window's ``sys.excepthook``.

An exception raised in a slot, a timer or an event handler does not reach the code that
emitted the signal: the binding hands it to :data:`sys.excepthook` and Qt's loop carries
on, often with a step half done (a computer that never moves, a report never shown). The
:class:`ErrorGuard` takes that hook while the window is open and, for each such error,

- hands it on to the hook it replaced (which prints the traceback on standard error, as
  Python would; under pytest-qt, the test fails);
- once the current event is over, puts the window back into a state where play can go
  on and the game is safe (:meth:`Session.recover`): the match is checked by replaying
  its own record and saved if it is sound, or put back as it was last saved if not;
- tells the player in one message box (one at a time, however many errors follow),
  with the traceback under "Show Details".
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QMessageBox

from dominoes_qt.ui.session_hub import as_parent
from dominoes_qt.ui.texts import fill

if TYPE_CHECKING:
    from dominoes_qt.ui.session_hub import Recovery, SessionHub

Hook = Callable[[type[BaseException], BaseException, TracebackType | None], object]

KEPT_ERRORS = 20
"""Tracebacks kept for the message's details (the newest; older ones are only counted)."""


class ErrorGuard(QObject):
    """The hook for one window's session; :meth:`install` it, :meth:`uninstall` after."""

    caught = Signal(str)
    """One line for every error that reached the hook ("ValueError: ...")."""

    def __init__(self, session: SessionHub) -> None:
        super().__init__(as_parent(session))
        self.session = session
        self.count = 0
        """Errors caught since the guard was made."""
        self.errors: list[str] = []
        """The newest tracebacks (at most :data:`KEPT_ERRORS`)."""
        self.box: QMessageBox | None = None
        self._previous: Hook | None = None
        self._pending = False

    def install(self) -> None:
        if self._previous is None:
            self._previous = sys.excepthook
            sys.excepthook = self.hook

    def uninstall(self) -> None:
        if self._previous is not None:
            if sys.excepthook == self.hook:
                sys.excepthook = self._previous
            self._previous = None

    def hook(self, kind: type[BaseException], value: BaseException,
             trace: TracebackType | None) -> None:
        previous = self._previous or sys.__excepthook__
        if not issubclass(kind, Exception):
            # SystemExit, KeyboardInterrupt and the like are not errors of the window.
            previous(kind, value, trace)
            return
        self.count += 1
        self.errors = [*self.errors, "".join(traceback.format_exception(kind, value, trace))
                       ][-KEPT_ERRORS:]
        line = "".join(traceback.format_exception_only(kind, value)).strip()
        previous(kind, value, trace)
        self.caught.emit(line.splitlines()[-1] if line else kind.__name__)
        if not self._pending:
            # The event that failed is still being handled: recover once it is over.
            self._pending = True
            QTimer.singleShot(0, self, self._recover)

    def _recover(self) -> None:
        self._pending = False
        try:
            recovery = self.session.recover()
        except Exception:  # reported on standard error; the message still goes out
            traceback.print_exc()
            recovery = None
        try:
            self._tell(recovery)
        except Exception:
            traceback.print_exc()

    def _tell(self, recovery: Recovery | None) -> None:
        from dominoes_qt.ui.session_hub import Recovery

        count = self.count
        head = QCoreApplication.translate(
            "ErrorGuard", "Something went wrong inside the program (%n error(s) so far).", "",
            count)
        words = {
            Recovery.SAVED: QCoreApplication.translate(
                "ErrorGuard", "The game is as it was and has been saved; play goes on."),
            Recovery.RESTORED: QCoreApplication.translate(
                "ErrorGuard", "The game could not be trusted any more, so it was put back "
                "as it was last saved."),
            Recovery.NOTHING: QCoreApplication.translate(
                "ErrorGuard", "No game was changed."),
            Recovery.UNSAVED: QCoreApplication.translate(
                "ErrorGuard", "The game goes on, but could not be saved: the last save is "
                "kept."),
        }
        what = words[recovery] if recovery is not None else QCoreApplication.translate(
            "ErrorGuard", "The window may not show everything as it should; saving the game "
            "under another name is safest.")
        last = self.errors[-1].strip().splitlines()[-1] if self.errors else ""
        text = fill("%1\n%2\n\n%3", head, what, last)
        box = self.box
        if box is None:
            box = QMessageBox(QMessageBox.Icon.Critical,
                              QCoreApplication.translate("ErrorGuard", "Unexpected error"),
                              text, QMessageBox.StandardButton.Ok, self.session.window)
            box.setWindowModality(Qt.WindowModality.NonModal)
            box.finished.connect(self._closed)
            self.box = box
        box.setText(text)
        box.setDetailedText("\n".join(self.errors))
        self.session.reported.emit(box.windowTitle(), text)
        if not box.isVisible():
            box.open()

    def _closed(self, _result: int) -> None:
        box, self.box = self.box, None
        if box is not None:
            box.deleteLater()


__all__ = ["ErrorGuard"]
