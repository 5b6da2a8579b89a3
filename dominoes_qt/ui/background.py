"""One way to think off the GUI thread: a snapshot goes in, the answer comes back as a call.

A :class:`Background` runs ``work`` (a function of a private snapshot, e.g. a seat's view)
in a thread pool and calls ``success`` (or ``failure``) on the GUI thread with its answer.
Each request carries a tag saying what it is about (the position, by move number); an
answer is handed on only while its tag is still the owner's current one and no newer
request or :meth:`Background.cancel` has superseded it. Only a ticket number crosses the
thread boundary; the answer waits in a small box of the request until the GUI thread
reads it. Nothing of a request outlives its answer: the request (its work, its box, its
callbacks and the answer) is dropped as soon as the answer has been handed on.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

T = TypeVar("T")


class _Signals(QObject):
    done = Signal(int)
    """The ticket of the request that finished."""


class _Answer:
    """Where a worker thread leaves its answer for the GUI thread."""

    __slots__ = ("error", "result")

    def __init__(self) -> None:
        self.result: Any = None
        self.error: Exception | None = None


def _task(work: Callable[[], Any], ticket: int, answer: _Answer,
          signals: _Signals) -> Callable[[], None]:
    """What a pool thread runs. A plain function, not a QRunnable subclass: the binding keeps
    a runnable's Python object (and through it the work and its answer) referenced for as
    long as the pool lives whenever that object is still referenced when the runnable
    finishes; a function handed to ``QThreadPool.start`` is let go."""

    def run() -> None:
        try:
            answer.result = work()
        except Exception as exc:  # handed to the GUI thread, which reports it
            answer.error = exc
        signals.done.emit(ticket)

    return run


@dataclass(frozen=True)
class _Request(Generic[T]):
    tag: Hashable
    answer: _Answer
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
        answer = _Answer()
        self._running[ticket] = _Request(tag, answer, success, failure)
        was_busy = self.busy
        self._wanted = ticket
        if not was_busy:
            self.busy_changed.emit(True)
        self._pool.start(_task(work, ticket, answer, self._signals))

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
        answer = request.answer
        if answer.error is not None:
            request.failure(answer.error)
        else:
            request.success(answer.result)


__all__ = ["Background"]
