"""Words a screen reader speaks wherever the focus is, on the Linux desktops people have.

Qt sends an announcement as ``object:announcement`` over AT-SPI, and Orca 43.1 (the one
Debian 12 ships) has no listener for it: it speaks none of them. It also ignores name and
text changes of anything but the object it thinks has the focus. What it does speak,
wherever the focus is, is an object of the *notification* role becoming visible: it says
"notification" and the object's name. Orca 46 and later speak notifications too (the role,
then the content), and they also speak announcements.

So on an AT-SPI desktop every announcement goes out as a notification and *only* so: a
reader that would speak both never gets the same words twice, and one that speaks only
notifications gets them all. The notices are widgets of the window nobody sees (a pixel
under the others), with the notification role and the words as their name.

A reader asks for the name when it handles the event, a little later, so a notice's words
must not change under it: the notices take turns (a few of them), and the announcements
made while the program handles one event (a play, its points and whose turn it is) go out
together, as one notice, since each notice interrupts the one before it. A notice stays
shown until its turn comes again, so a reader that looks at it when it gets to the event
finds it still showing, with its words.

Readers speak a notification even from a program in the background, so once the player
has gone to another program the game posts none until they come back: what happened
meanwhile is kept for the key that repeats the last events. (Before its window is first
activated, at the start, the game counts as in front.)
"""

from __future__ import annotations

import atexit
import sys
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleInterface, QGuiApplication
from PySide6.QtWidgets import QAccessibleWidget, QWidget

TURNS = 8
"""How many notices take turns (each keeps its words until its turn comes again)."""


def sentence(words: str) -> str:
    """``words`` ending as a sentence, to be read after others ("... = 10: +2.")."""
    return words if words[-1:] in (".", "!", "?") else f"{words}."


def speaks_by_notice() -> bool:
    """Does this platform's screen reader hear Qt over AT-SPI (Linux and the BSDs), where
    notices are what every version of Orca speaks? Windows and macOS readers get Qt's
    announcement events instead."""
    return not sys.platform.startswith(("win", "cygwin", "darwin"))


class Notice(QWidget):
    """One notice: a widget nobody sees, told to screen readers as a notification."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.words = ""
        self.setObjectName("notice")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(0, 0, 1, 1)
        self.hide()


class _NoticeInterface(QAccessibleWidget):
    def __init__(self, notice: Notice) -> None:
        super().__init__(notice, QAccessible.Role.Notification)
        self._notice = notice

    def text(self, t: QAccessible.Text) -> str:
        notice = self._notice
        if t == QAccessible.Text.Name and shiboken6.isValid(notice):
            return notice.words
        return ""


_KEPT: list[QAccessibleInterface] = []
"""Every notice interface made, never let go from Python: Qt's cache deletes them (with
their notice, or at exit through :func:`_hand_back`)."""


def _hand_back() -> None:
    for iface in _KEPT:
        if shiboken6.isValid(iface):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))


def _factory(classname: str, obj: QObject | None) -> QAccessibleInterface | None:
    if not isinstance(obj, Notice):
        return None
    if not _KEPT:
        atexit.register(_hand_back)
    iface = _NoticeInterface(obj)
    _KEPT.append(iface)
    return iface


_INSTALLED: list[object] = []


def install_factory() -> None:
    """Let Qt ask this module for the notices' interfaces (once per process)."""
    if not _INSTALLED:
        QAccessible.installFactory(_factory)
        _INSTALLED.append(_factory)


class NoticeBoard(QObject):
    """Posts words as notices over ``window``."""

    def __init__(self, window: QWidget, active: Callable[[], bool] | None = None) -> None:
        super().__init__(window)
        install_factory()
        self._away = False
        self._active = active or (lambda: not self._away)
        app = QGuiApplication.instance()
        if active is None and isinstance(app, QGuiApplication):
            app.applicationStateChanged.connect(self._state_changed)
        self._notices = [Notice(window) for _ in range(TURNS)]
        self._turn = 0
        self._waiting: list[str] = []
        self.sent: list[str] = []
        """The words of every notice shown (tests read it)."""

    def _state_changed(self, state: Qt.ApplicationState) -> None:
        self._away = state != Qt.ApplicationState.ApplicationActive

    def post(self, words: str) -> None:
        """Show ``words`` once the program has finished handling the present event, with
        whatever else was posted meanwhile."""
        self._waiting.append(words)
        if len(self._waiting) == 1:
            QTimer.singleShot(0, self, self._show)

    def _show(self) -> None:
        words = " ".join(sentence(said) for said in self._waiting)
        self._waiting = []
        if not words or not self._active():
            return
        notice = self._notices[self._turn]
        self._turn = (self._turn + 1) % len(self._notices)
        # Hidden only now that its turn has come again, long after it was read; hiding and
        # showing it again is what tells the reader (Qt sends the state changes itself).
        notice.hide()
        notice.words = words
        notice.show()
        notice.lower()
        self.sent.append(words)


__all__ = ["TURNS", "Notice", "NoticeBoard", "install_factory", "sentence", "speaks_by_notice"]
