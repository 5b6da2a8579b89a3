"""The expert's hint, worked out off the GUI thread like the computer's moves.

The search gets the seat's view (a snapshot, nothing hidden) and runs in a thread pool;
only numbers cross back by signal, and the answer is dropped when play has moved on
since it was asked for (it is tagged with the controller's move number).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from dominoes_qt.ai import WINDOW_BUDGET, Budget, Hint, hint
from dominoes_qt.engine import SeatView

HintFunction = Callable[[SeatView, int, Budget], Hint]
"""(view, seed, budget) -> hint; :func:`dominoes_qt.ai.hint` unless a test swaps it."""


class _Signals(QObject):
    done = Signal(int)
    """The request number."""


class _HintTask(QRunnable):
    def __init__(self, function: HintFunction, view: SeatView, budget: Budget, number: int,
                 signals: _Signals) -> None:
        super().__init__()
        # Python keeps the task until the GUI thread has read its answer.
        self.setAutoDelete(False)
        self._function = function
        self._view = view
        self._budget = budget
        self.number = number
        self._signals = signals
        self.result: Hint | Exception | None = None

    def run(self) -> None:
        try:
            self.result = self._function(self._view, 0, self._budget)
        except Exception as exc:  # handed to the GUI thread, which reports it
            self.result = exc
        self._signals.done.emit(self.number)


class HintWorker(QObject):
    """Asks the expert for a hint in the background; :attr:`found` brings it back."""

    found = Signal(object, int)
    """(:class:`Hint`, the move number it was asked at)."""
    failed = Signal(str)
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None, budget: Budget = WINDOW_BUDGET,
                 function: HintFunction = hint) -> None:
        super().__init__(parent)
        self.budget = budget
        self.function = function
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_done)
        self._tasks: dict[int, tuple[_HintTask, int]] = {}
        self._requests = 0
        self._wanted: int | None = None
        """The request whose answer is still wanted (older answers are dropped)."""

    @property
    def busy(self) -> bool:
        return self._wanted is not None

    def request(self, view: SeatView, move_number: int) -> None:
        """Work out a hint for ``view``; a request already running is superseded."""
        self._requests += 1
        number = self._requests
        task = _HintTask(self.function, view, self.budget, number, self._signals)
        self._tasks[number] = (task, move_number)
        was_busy = self.busy
        self._wanted = number
        if not was_busy:
            self.busy_changed.emit(True)
        self._pool.start(task)

    def cancel(self) -> None:
        """Forget the request running now (play moved on, or hints were switched off)."""
        if self._wanted is not None:
            self._wanted = None
            self.busy_changed.emit(False)

    def shutdown(self) -> None:
        self.cancel()
        self._pool.clear()
        self._pool.waitForDone()
        self._tasks.clear()

    @Slot(int)
    def _on_done(self, number: int) -> None:
        task, move_number = self._tasks.pop(number, (None, 0))
        if task is None or number != self._wanted:
            return
        self._wanted = None
        self.busy_changed.emit(False)
        result = task.result
        if isinstance(result, Hint):
            self.found.emit(result, move_number)
        else:
            self.failed.emit(f"{result!r}")


__all__ = ["HintFunction", "HintWorker"]
