"""The hint (the master's choice and its facts), worked out off the GUI thread like the
computer's moves, and in the same place: the coordinator process, below the window's
priority (:mod:`dominoes_qt.ai.remote`).

The search gets the seat's view (a snapshot, nothing hidden); its answer is dropped when
play has moved on since it was asked for (it is tagged with the move number).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from dominoes_qt.ai import WINDOW_BUDGET, Budget, Hint
from dominoes_qt.ai.remote import remote_hint
from dominoes_qt.engine import SeatView
from dominoes_qt.ui.background import Background

HintFunction = Callable[[SeatView, int, Budget], Hint]
"""(view, seed, budget) -> hint; :func:`dominoes_qt.ai.remote.remote_hint` unless a test
swaps it."""


class HintWorker(Background):
    """Asks for a hint in the background; :attr:`found` brings it back."""

    found = Signal(object)
    """The :class:`Hint` for the position on the table."""
    failed = Signal(str)

    def __init__(self, move_number: Callable[[], int], parent: QObject | None = None,
                 budget: Budget = WINDOW_BUDGET,
                 function: HintFunction = remote_hint) -> None:
        super().__init__(move_number, parent)
        self.budget = budget
        self.function = function

    def request(self, view: SeatView, move_number: int) -> None:
        """Work out a hint for ``view``; a request already running is superseded."""
        function, budget = self.function, self.budget
        self.run(move_number, lambda: function(view, 0, budget), self.found.emit,
                 lambda error: self.failed.emit(f"{error!r}"))


__all__ = ["HintFunction", "HintWorker"]
