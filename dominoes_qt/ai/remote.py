"""Computer players whose searches run in another process. No Qt.

The window's thread that waits for a decision must not hold the interpreter while a
player searches: a search is pure Python for most of a second, and the GUI thread of the
same process would get the interpreter back only in slices, dropping frames while tiles
fly. So the window's expert and master are :class:`RemotePlayer` objects: each decision
goes, as the seat's view (nothing more than the local player would see), to one
*coordinator* process (:data:`COORDINATOR`), where a fresh player of the same level, seed
and budget makes it; the window's thread only waits. The choice is the one the local
player makes for that view and seed (the search's random source depends on them alone).

The expert searches in the coordinator itself. The master's timed search is run from
there too: the coordinator owns the master's pool of worker processes
(:func:`dominoes_qt.ai.master.pool` in that process) and does everything that spreading
the search over it takes: pickling the view for the workers, handing out tasks, merging
the totals and keeping the clock (the window's: the time the request took to arrive is
taken off, :func:`on_time`). Done on a thread of the window's process, that work held
the interpreter for about 5 ms of many frame intervals; now the window pickles one view
per decision and reads back one answer.

Each process is tied to the one that started it (:mod:`dominoes_qt.ai.workers`): the
window, its coordinator, the coordinator's workers. However the window ends, they end.

When a process dies (killed, out of memory) the decision is still made:

- a pool worker: the coordinator finishes the search alone and the next search starts a
  new pool (:func:`dominoes_qt.ai.master._spread`);
- the coordinator: this decision is made in the window's process, all of it, on the same
  clock (slower for the window's frames, never lost); the next one goes to a new
  coordinator, readied at once for the game last prepared.

The coordinator makes one decision at a time, so a decision the window abandoned (a new
game while a seat thinks) finishes before the next one starts. The cheaper levels decide
in a few milliseconds and stay in the window's process.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections import deque
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from functools import partial

from dominoes_qt.ai import master
from dominoes_qt.ai.players import (
    Budget,
    Hint,
    MasterPlayer,
    Player,
    SkilledPlayer,
    hint,
    make_player,
    only_action,
)
from dominoes_qt.ai.workers import Helper
from dominoes_qt.engine import Action, Rules, SeatView

REMOTE_LEVELS: frozenset[str] = frozenset({"expert", "master"})
"""The levels whose decisions go to the coordinator process (see the module notes)."""

NICENESS = 5
"""How much lower than the window the coordinator and its workers are scheduled (where
the system has priorities): a core they keep busy is the GUI thread's as soon as a frame
is due, and they have every cycle the window leaves."""


def _yield_to_the_window() -> None:
    if hasattr(os, "nice"):
        # Where that is not allowed, it runs at the window's priority.
        with contextlib.suppress(OSError):
            os.nice(NICENESS)


COORDINATOR = Helper(1, _yield_to_the_window)
"""The one process where the window's searching players decide (started on first use;
its workers, started by it, inherit its priority)."""

READY_POLL_S = 0.02
"""How often the coordinator looks whether the master's workers are ready."""
READY_LIMIT_S = 15.0
"""The longest the coordinator waits for them; decisions queue behind the wait, so it is
bounded (the window gives up waiting after about as long and plays anyway)."""


@dataclass(frozen=True)
class Answer:
    """A decision and where and how it was made."""

    action: Action
    work: master.Work
    """The master's search work the decision took (none for the expert)."""
    pid: int
    """The process that made it."""
    cpu: float = 0.0
    """The CPU seconds of that process (all its threads) over the decision: for the
    timed master, the cost of coordinating its pool, which the window no longer pays."""
    began: float = 0.0
    ended: float = 0.0
    """When the decision began and ended there (:func:`time.monotonic`), for the lab's
    pacing measurement to tell the way there and back from the search."""


def decide(level: str, seed: int | None, budget: Budget, view: SeatView) -> Action:
    """The decision of a fresh player of ``level`` for ``view``.

    A player keeps nothing between decisions but its seed and budget, so a fresh one
    chooses as the window's would."""
    return make_player(level, seed, budget).choose(master.with_registered_rules(view))


RESERVE_MS = 300.0
"""The least time before the window's clock runs out at which a search stops: time for the
answer to come back through two processes and for the window's thread to take it. The
window shows the play when its clock says, so an answer inside the clock tells nothing;
one after it would show that the seat had a choice (forced plays come back at once).
On a loaded machine the way back takes longer, so the reserve grows with what recent
answers took (:func:`reserve_ms`)."""

LATE_KEPT = 8
"""How many recent answers the reserve is sized by."""
_LATE: deque[float] = deque(maxlen=LATE_KEPT)
"""By how many milliseconds recent answers reached the window after their search's clock
ran out (the way back, and any lateness of a search starved of CPU)."""


def reserve_ms(milliseconds: float) -> float:
    """The reserve for a clock of ``milliseconds``: :data:`RESERVE_MS`, or half as much
    again as the latest of the recent answers took past their search's clock when that
    is more; never more than half the clock."""
    late = max(_LATE, default=0.0)
    return min(milliseconds / 2, max(RESERVE_MS, 1.5 * late))


def on_time(budget: Budget, sent: float | None, reserve: float = RESERVE_MS) -> Budget:
    """``budget`` less ``reserve`` (at most half of it) and the time since the window
    sent the decision (``sent``, its :func:`time.monotonic`, a clock the machine's
    processes share), so that the answer is back before the window's clock runs out.

    Only a clock is shortened, and by the time since sending never by more than half of
    what is left: a count of rollouts, and so a seed's choice, stays as it is."""
    if sent is None or budget.milliseconds is None:
        return budget
    lag = 1000.0 * (time.monotonic() - sent)
    clock = budget.milliseconds - min(reserve, budget.milliseconds / 2)
    return replace(budget, milliseconds=clock - min(max(0.0, lag), clock / 2))


def answer(level: str, seed: int | None, budget: Budget, view: SeatView,
           sent: float | None = None, reserve: float = RESERVE_MS) -> Answer:
    """What the coordinator runs: :func:`decide` (on the window's clock less ``reserve``,
    if ``sent`` says when the window asked), with the work it took."""
    began = time.monotonic()
    before, cpu = replace(master.WORK), time.process_time()
    action = decide(level, seed, on_time(budget, sent, reserve), view)
    return Answer(action, master.WORK.since(before), os.getpid(), time.process_time() - cpu,
                  began, time.monotonic())


def _arrive() -> int:
    """A coordinator's first task: unpickling it imports this module, and so every
    player, there."""
    return os.getpid()


def _ready_pool(rules: Rules, num_players: int) -> int:
    """What the coordinator runs as a match of masters starts: its pool started and
    every worker's tables for the game built, or :data:`READY_LIMIT_S` gone by."""
    master.warm(rules, num_players)
    end = time.monotonic() + READY_LIMIT_S
    while not master.ready() and time.monotonic() < end:
        time.sleep(READY_POLL_S)
    return os.getpid()


def pool_pids() -> list[int]:
    """The process ids of this process's master pool (in the coordinator: its workers)."""
    if not master._POOL:
        return []
    processes = getattr(master._POOL[0], "_processes", None) or {}
    return [process.pid for process in processes.values()]


@dataclass
class _Preparing:
    executor: ProcessPoolExecutor
    rules: Rules
    num_players: int
    pool: bool
    """Whether the master's pool is readied (else only the coordinator is started)."""
    future: Future[int]


_PREPARING: list[_Preparing] = []
"""The coordinator's readying for the game last prepared (at most one)."""
_LOCK = threading.Lock()


def prepare(rules: Rules, num_players: int, pool: bool) -> None:
    """Start the coordinator now and, with ``pool``, the master's workers in it readied
    for ``rules``, so that the first decision at the table pays for neither
    (:func:`ready` says when that is done)."""
    executor = COORDINATOR.executor()
    with _LOCK:
        if _PREPARING:
            last = _PREPARING[0]
            if (last.executor is executor and last.rules is rules
                    and last.num_players == num_players and (last.pool or not pool)):
                return
        work = (executor.submit(_ready_pool, rules, num_players) if pool
                else executor.submit(_arrive))
        _PREPARING[:] = [_Preparing(executor, rules, num_players, pool, work)]


def ready() -> bool:
    """Whether the readying asked for by :func:`prepare` is done (True if none was)."""
    with _LOCK:
        return not _PREPARING or _PREPARING[0].future.done()


def _replace(executor: ProcessPoolExecutor) -> None:
    """Drop a coordinator that died and ready a new one for the game last prepared."""
    COORDINATOR.discard(executor)
    with _LOCK:
        last = _PREPARING[0] if _PREPARING else None
    if last is not None:
        prepare(last.rules, last.num_players, last.pool)


class RemotePlayer:
    """A player of ``level`` whose decisions are made in the coordinator process."""

    def __init__(self, level: str, seed: int | None, budget: Budget) -> None:
        if level not in REMOTE_LEVELS:
            raise ValueError(f"{level!r} players decide here (remote: "
                             f"{', '.join(sorted(REMOTE_LEVELS))})")
        self.level = level
        self.seed = seed
        self.budget = budget
        self.last: Answer | None = None
        """The last decision this player asked for, with where it was made."""
        self._shown: float | None = None
        """When the window last began to show this seat thinking (:meth:`clock_started`)."""
        COORDINATOR.warm()

    def local(self) -> Player:
        """The same player, deciding in this process alone (a master uses no pool)."""
        if self.level == "master":
            return MasterPlayer(self.seed, self.budget, spread=False)
        return make_player(self.level, self.seed, self.budget)

    def prepare(self, rules: Rules, num_players: int) -> None:
        """Get ready for a match of ``rules``: the coordinator, and for a master on a
        clock the pool of workers with the game's tables built."""
        timed_master = self.level == "master" and self.budget.milliseconds is not None
        prepare(rules, num_players, timed_master)

    def ready(self) -> bool:
        """Whether the first decision would already work at full strength."""
        return ready()

    def clock_started(self) -> None:
        """The window's clock for this seat's play starts now (its thread may ask
        :meth:`choose` a little later, on a loaded machine much later): the search's time
        is counted from here."""
        self._shown = time.monotonic()

    def choose(self, view: SeatView) -> Action:
        shown, self._shown = self._shown, None
        only = only_action(view)
        if only is not None:
            # Nothing to search: no round trip.
            return only
        executor = COORDINATOR.executor()
        clock = self.budget.milliseconds
        reserve = RESERVE_MS if clock is None else reserve_ms(clock)
        sent = time.monotonic()
        if shown is not None and clock is not None and sent - shown < clock / 2000.0:
            sent = shown
        try:
            future = executor.submit(answer, self.level, self.seed, self.budget, view,
                                     sent, reserve)
            if clock is None:
                found = future.result()
            else:
                kept = min(reserve, clock / 2)
                due = sent + (clock - kept) / 1000.0
                future.add_done_callback(partial(_note_lateness, due))
                try:
                    # Two thirds of the reserve are left for a play here, should the
                    # answer not come in time, and for the window's thread to take it.
                    found = future.result(timeout=max(0.0, due + kept / 3000.0
                                                      - time.monotonic()))
                except TimeoutError:
                    found = self.starved(view)
        except BrokenProcessPool:
            _replace(executor)
            before, cpu = replace(master.WORK), time.process_time()
            action = self.local().choose(view)
            found = Answer(action, master.WORK.since(before), os.getpid(),
                           time.process_time() - cpu)
        self.last = found
        return found.action

    def starved(self, view: SeatView) -> Answer:
        """The skilled level's play, decided here: the coordinator has had too little of
        the machine to answer within the window's clock (its answer, when it comes, is
        dropped). Weaker, but on time: a late play would tell that the seat had a choice."""
        return Answer(SkilledPlayer(self.seed).choose(view), master.Work(), os.getpid())


def _note_lateness(due: float, _future: Future[Answer]) -> None:
    # Also for an answer given up on: its lateness is what the next reserve must cover.
    _LATE.append(max(0.0, 1000.0 * (time.monotonic() - due)))


def _hint_there(view: SeatView, seed: int, budget: Budget | None,
                sent: float | None) -> tuple[Hint, int]:
    """What the coordinator runs for a hint: :func:`players.hint`, on the window's clock."""
    view = master.with_registered_rules(view)
    return hint(view, seed, None if budget is None else on_time(budget, sent)), os.getpid()


def remote_hint(view: SeatView, seed: int = 0, budget: Budget | None = None) -> Hint:
    """:func:`players.hint` worked out in the coordinator, as the computer players'
    decisions are: at the same lower priority, with the same pool (here, if the
    coordinator broke)."""
    found, _pid = hint_with_pid(view, seed, budget)
    return found


def hint_with_pid(view: SeatView, seed: int = 0,
                  budget: Budget | None = None) -> tuple[Hint, int]:
    """:func:`remote_hint` and the process that worked it out."""
    executor = COORDINATOR.executor()
    try:
        return executor.submit(_hint_there, view, seed, budget, time.monotonic()).result()
    except BrokenProcessPool:
        _replace(executor)
        return hint(view, seed, budget), os.getpid()


def player_for(level: str, seed: int | None, budget: Budget) -> Player:
    """The window's player of ``level``: remote for the searching levels, else local."""
    if level in REMOTE_LEVELS:
        return RemotePlayer(level, seed, budget)
    return make_player(level, seed, budget)


__all__ = ["COORDINATOR", "REMOTE_LEVELS", "RESERVE_MS", "Answer", "RemotePlayer", "answer",
           "decide", "hint_with_pid", "on_time", "player_for", "pool_pids", "prepare",
           "ready", "remote_hint", "reserve_ms"]
