"""One way to think off the GUI thread: a snapshot goes in, the answer comes back as a call.

A :class:`Background` runs ``work`` (a function of a private snapshot, e.g. a seat's view)
in a thread pool and calls ``success`` (or ``failure``) on the GUI thread with its answer.
Each request carries a tag saying what it is about (the position, by move number); an
answer is handed on only while its tag is still the owner's current one and no newer
request or :meth:`Background.cancel` has superseded it. Only a ticket number crosses the
thread boundary; the answer waits in the task until the GUI thread reads it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

T = TypeVar("T")


class _Signals(QObject):
    done = Signal(int)
    """The ticket of the request that finished."""


class _Task(QRunnable):
    def __init__(self, work: Callable[[], Any], ticket: int, signals: _Signals) -> None:
        super().__init__()
        # Python keeps the task (see Background._running) until its answer has been read.
        self.setAutoDelete(False)
        self._work = work
        self._ticket = ticket
        self._signals = signals
        self.result: Any = None
        self.error: Exception | None = None

    def run(self) -> None:
        try:
            self.result = self._work()
        except Exception as exc:  # handed to the GUI thread, which reports it
            self.error = exc
        self._signals.done.emit(self._ticket)


@dataclass(frozen=True)
class _Request(Generic[T]):
    tag: Hashable
    task: _Task
    success: Callable[[T], None]
    failure: Callable[[Exception], None]


class Background(QObject):
    """Runs one wanted request at a time in the background (older answers are dropped)."""

    busy_changed = Signal(bool)

    def __init__(self, current_tag: Callable[[], Hashable], parent: QObject | None = None,
                 threads: int = 1) -> None:
        super().__init__(parent)
        self._current_tag = current_tag
        """What the answers must still be about when they arrive."""
        self._pool = QThreadPool(self)
        # A dropped request may still be running while the next one starts.
        self._pool.setMaxThreadCount(threads)
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_done)
        self._running: dict[int, _Request[Any]] = {}
        self._tickets = 0
        self._wanted: int | None = None

    @property
    def busy(self) -> bool:
        """Whether an answer is still wanted."""
        return self._wanted is not None

    @property
    def running(self) -> int:
        """Requests started and not yet answered (wanted or not)."""
        return len(self._running)

    def run(self, tag: Hashable, work: Callable[[], T], success: Callable[[T], None],
            failure: Callable[[Exception], None]) -> None:
        """Start ``work`` in the background; it supersedes the request wanted until now."""
        self._tickets += 1
        ticket = self._tickets
        task = _Task(work, ticket, self._signals)
        self._running[ticket] = _Request(tag, task, success, failure)
        was_busy = self.busy
        self._wanted = ticket
        if not was_busy:
            self.busy_changed.emit(True)
        self._pool.start(task)

    def cancel(self) -> None:
        """No answer is wanted any more (play moved on)."""
        if self._wanted is not None:
            self._wanted = None
            self.busy_changed.emit(False)

    def shutdown(self) -> None:
        """Drop every answer and wait for the work still running (before teardown)."""
        self.cancel()
        self._pool.clear()
        self._pool.waitForDone()
        self._running.clear()

    @Slot(int)
    def _on_done(self, ticket: int) -> None:
        request = self._running.pop(ticket, None)
        if request is None or ticket != self._wanted:
            return
        self._wanted = None
        self.busy_changed.emit(False)
        if request.tag != self._current_tag():
            return
        task = request.task
        if task.error is not None:
            request.failure(task.error)
        else:
            request.success(task.result)


__all__ = ["Background"]
