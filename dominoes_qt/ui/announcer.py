"""What happens at the table, told to a screen reader as it happens.

The window's sentences (a play with its ends and points, a draw, a knock, a refusal and
why, a round's or a match's end, the coach's marks) are sent as Qt accessibility
announcements: a screen reader reads them wherever the focus is, which it does not do for
a label's changed text. The message label's accessible name carries the same text, for a
reader that looks at it.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

_BRACKETED = re.compile(r"\[(\d)\|(\d)\]")

HISTORY = 200
"""How many announcements are kept for reading back (and for tests)."""


def spoken(text: str) -> str:
    """``text`` as it is announced: tiles without the brackets the messages draw them in,
    on one line."""
    return " ".join(_BRACKETED.sub(r"\1|\2", text).split())


class Announcer(QObject):
    """Sends announcements on behalf of ``source`` (the window)."""

    announced = Signal(str)
    """The text of each announcement, as sent."""

    def __init__(self, source: QWidget) -> None:
        super().__init__(source)
        self.source = source
        self.history: list[str] = []

    def announce(self, text: str, urgent: bool = False) -> None:
        """Tell ``text`` now; ``urgent`` interrupts what the reader is saying (a refusal)."""
        said = spoken(text)
        if not said:
            return
        self.history.append(said)
        del self.history[:-HISTORY]
        event = QAccessibleAnnouncementEvent(self.source, said)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if urgent
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)
        self.announced.emit(said)


__all__ = ["Announcer", "spoken"]
