"""A computer player whose search runs in a worker process. No Qt.

The window's thread that waits for a decision must not hold the interpreter while the
expert searches: a search is pure Python for most of a second, and the GUI thread of the
same process would get the interpreter back only in slices, dropping frames while tiles
fly. So the window's expert is a :class:`RemotePlayer`: it sends the seat's view (nothing
more than the local player would see) to the worker processes the master keeps
(:func:`dominoes_qt.ai.master.pool`), where the same player, with the same seed and
budget, chooses; the calling thread only waits. The choice is the one the local player
makes for that view and seed (the search's random source depends on them alone).

The master already spreads its own search over those processes, so it stays local; the
cheaper levels decide in a few milliseconds and stay local too.

Should the workers be gone (killed, out of memory), the pool is started afresh for the
next decision and this one is made locally: slower for the window, never lost.
"""

from __future__ import annotations

from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool

from dominoes_qt.ai import master
from dominoes_qt.ai.players import Budget, Player, make_player, only_action
from dominoes_qt.engine import Action, SeatView

REMOTE_LEVELS: frozenset[str] = frozenset({"expert"})
"""The levels whose decisions go to a worker process (see the module notes)."""


def _arrive() -> None:
    """Nothing: unpickling the call imports this module, and so every player, in the worker."""


_WARMED: list[object] = []
"""The pool that :func:`warm` last started (a discarded pool's successor is warmed again)."""


def warm() -> None:
    """Start the workers now, so that the first decision at the table does not wait for a
    new interpreter and its imports."""
    executor = master.pool()
    if _WARMED and _WARMED[0] is executor:
        return
    _WARMED[:] = [executor]
    for _ in range(master.workers()):
        executor.submit(_arrive)


def decide(level: str, seed: int | None, budget: Budget, view: SeatView) -> Action:
    """What a worker runs: the decision of a fresh player of ``level`` for ``view``.

    A player keeps nothing between decisions but its seed and budget, so a fresh one
    chooses as the window's would."""
    return make_player(level, seed, budget).choose(master.with_registered_rules(view))


class RemotePlayer:
    """A player of ``level`` whose decisions are made in a worker process."""

    def __init__(self, level: str, seed: int | None, budget: Budget) -> None:
        if level not in REMOTE_LEVELS:
            raise ValueError(f"{level!r} players decide here (remote: "
                             f"{', '.join(sorted(REMOTE_LEVELS))})")
        self.level = level
        self.seed = seed
        self.budget = budget
        warm()

    def local(self) -> Player:
        """The same player, deciding in this process."""
        return make_player(self.level, self.seed, self.budget)

    def choose(self, view: SeatView) -> Action:
        only = only_action(view)
        if only is not None:
            # Nothing to search: no round trip.
            return only
        try:
            future: Future[Action] = master.pool().submit(decide, self.level, self.seed,
                                                          self.budget, view)
            return future.result()
        except BrokenProcessPool:
            master.discard_pool()
            return self.local().choose(view)


def player_for(level: str, seed: int | None, budget: Budget) -> Player:
    """The window's player of ``level``: remote for the searching levels, else local."""
    if level in REMOTE_LEVELS:
        return RemotePlayer(level, seed, budget)
    return make_player(level, seed, budget)


__all__ = ["REMOTE_LEVELS", "RemotePlayer", "decide", "player_for", "warm"]
