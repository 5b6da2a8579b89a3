"""What happens at the table, told to a screen reader as it happens.

The window's sentences (a play with its ends and points, a draw, a knock, a refusal and
why, a round's or a match's end, the coach's marks) and the reading keys' answers are
spoken wherever the focus is, which a reader does not do for a label's changed text. On
Linux (AT-SPI) they go out as notifications, the one channel every Orca speaks
(:mod:`dominoes_qt.ui.notices` says why); elsewhere as Qt accessibility announcements.
The message label's accessible name carries the same text, for a reader that looks at it.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from dominoes_qt.ui.notices import NoticeBoard, sentence, speaks_by_notice

_BRACKETED = re.compile(r"\[(\d)\|(\d)\]")

HISTORY = 200
"""How many announcements are kept for reading back (and for tests)."""

RECENT = 8
"""How many of the last events the key that repeats them reads."""


def spoken(text: str) -> str:
    """``text`` as it is announced: tiles without the brackets the messages draw them in,
    on one line."""
    return " ".join(_BRACKETED.sub(r"\1|\2", text).split())


class Announcer(QObject):
    """Sends announcements on behalf of ``source`` (the window)."""

    announced = Signal(str)
    """The text of each announcement, as sent."""

    def __init__(self, source: QWidget, notices: bool | None = None) -> None:
        super().__init__(source)
        self.source = source
        self.history: list[str] = []
        """Everything said, the reading keys' answers too."""
        self.events: list[str] = []
        """What happened at the table (not what a key read out), oldest first."""
        by_notice = speaks_by_notice() if notices is None else notices
        self.notices = NoticeBoard(source) if by_notice else None

    def announce(self, text: str, urgent: bool = False, event: bool = True) -> None:
        """Tell ``text`` now; ``urgent`` interrupts what the reader is saying (a refusal);
        ``event``: it is something that happened, kept for :meth:`recent` (a key's
        answer is not)."""
        said = spoken(text)
        if not said:
            return
        self.history.append(said)
        del self.history[:-HISTORY]
        if event:
            self.events.append(said)
            del self.events[:-HISTORY]
        if self.notices is not None:
            self.notices.post(said)
        else:
            announcement = QAccessibleAnnouncementEvent(self.source, said)
            announcement.setPoliteness(
                QAccessible.AnnouncementPoliteness.Assertive if urgent
                else QAccessible.AnnouncementPoliteness.Polite)
            QAccessible.updateAccessibility(announcement)
        self.announced.emit(said)

    def recent(self) -> str:
        """The last few events, newest first: what a player who cannot glance at the
        table has missed."""
        last = self.events[-RECENT:][::-1]
        if not last:
            return QCoreApplication.translate("Access", "Nothing has happened yet.")
        count = len(last)
        heading = QCoreApplication.translate(
            "Access", "The last %n event(s), newest first:", "", count)
        return " ".join([heading, *(sentence(said) for said in last)])


__all__ = ["RECENT", "Announcer", "spoken"]
