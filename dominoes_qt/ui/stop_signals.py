"""SIGINT, SIGTERM and SIGHUP close the window as Game > Quit does, saving first.

Python runs a signal handler only between two steps of Python code on the main thread,
and while Qt's event loop waits no Python code runs: Ctrl+C or ``kill`` would wait for
the next mouse move or timer, or for ever in a window nobody touches. So the signals'
numbers are also written by the interpreter's own handler to a socket
(:func:`signal.set_wakeup_fd`), and a :class:`QSocketNotifier` on the other end wakes the
loop at once; :attr:`StopSignals.received` then says which signal came, on the GUI
thread, where it is safe to save and close.

A second signal while the window is closing ends the program at once, as the signal
would by default.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from collections.abc import Callable
from types import FrameType
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier, Signal

STOP_SIGNALS: tuple[str, ...] = ("SIGINT", "SIGTERM", "SIGHUP")
"""Each one that the platform has (Windows has no SIGHUP)."""

Handler = Callable[[int, FrameType | None], Any] | int | None


def _ignore(signum: int, frame: FrameType | None) -> None:
    """Python's part of the handling: nothing (the number on the socket is what counts)."""


class StopSignals(QObject):
    """Catches the stop signals while it lives (made and closed on the main thread)."""

    received = Signal(int)
    """The number of the signal that asks the program to stop."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.numbers = tuple(int(getattr(signal, name)) for name in STOP_SIGNALS
                             if hasattr(signal, name))
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(),
                                                 warn_on_full_buffer=False)
        self._previous: dict[int, Handler] = {
            number: signal.signal(number, _ignore) for number in self.numbers}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read,
                                         self)
        self._notifier.activated.connect(self._drain)
        self.stopping = False

    def _drain(self) -> None:
        try:
            data = self._reader.recv(256)
        except OSError:
            return
        for number in data:
            if number not in self.numbers or self.stopping:
                continue
            self.stopping = True
            # From now on the system's own handling: asked again, the program ends at
            # once, even when its event loop is no longer running.
            for each in self.numbers:
                signal.signal(each, signal.SIG_DFL)
            self.received.emit(number)

    def close(self) -> None:
        """Give the signals back to what handled them before."""
        self._notifier.setEnabled(False)
        for number, handler in self._previous.items():
            with contextlib.suppress(OSError, ValueError, TypeError):
                signal.signal(number, handler if handler is not None else signal.SIG_DFL)
        with contextlib.suppress(OSError, ValueError):
            signal.set_wakeup_fd(self._previous_fd)
        self._reader.close()
        self._writer.close()


__all__ = ["STOP_SIGNALS", "StopSignals"]
