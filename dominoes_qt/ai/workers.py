"""Worker processes that end with the program however it ends. No Qt.

The master's pool and ``simulate --jobs`` start their workers with the "spawn" method: a
fresh interpreter each, with no copy of the window's threads or Qt state. Such a worker
is never told that the program has gone when the program ends by a signal, is killed or
crashes: it would wait for work for ever, adopted by init, holding the program's standard
output and error open (a caller reading them would hang) and keeping multiprocessing's
resource tracker alive too, since the tracker waits for its last user.

So every worker watches its parent from its first moment (:func:`tie_to_parent`, given
to the pool as its initializer): a thread checks a few times a second whether the
process that started it is still its parent, and ends the worker at once when it is not
(an orphan is adopted by init or a subreaper, so its parent changes). The resource
tracker then sees its last user go and ends as well.

``PR_SET_PDEATHSIG`` would be quicker on Linux but is tied to the *thread* that started
the child: the pool starts workers from whichever thread submits work first (a thread
pool's thread that Qt retires after 30 idle seconds), so the workers would be killed
while the program lives on.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.pool import Pool
from typing import Any, TypeVar

T = TypeVar("T")

WATCH_SECONDS = 0.2
"""How often a worker checks that its parent is alive: it outlives the program by at most
about this long."""


def _watch(parent: int, interval: float) -> None:
    while True:
        time.sleep(interval)
        if os.getppid() != parent:
            # Not sys.exit: that only ends this thread. Nothing of the worker is worth
            # saving: its answers had nobody left to go to.
            os._exit(0)


def tie_to_parent(parent: int, interval: float = WATCH_SECONDS) -> None:
    """End this process soon after ``parent`` (the process that started it) is gone."""
    if os.getppid() != parent:
        os._exit(0)
    threading.Thread(target=_watch, args=(parent, interval), name="parent-watch",
                     daemon=True).start()


def spawn_context() -> Any:
    """The start method of every worker: "spawn" (see the module notes)."""
    return multiprocessing.get_context("spawn")


def process_pool(workers: int, initializer: Callable[[], object] | None = None
                 ) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes that end with this one (``initializer``, if
    given, runs in each worker after the tie)."""
    return ProcessPoolExecutor(workers, mp_context=spawn_context(), initializer=_start,
                               initargs=(os.getpid(), initializer))


def task_pool(workers: int) -> Pool:
    """A :class:`multiprocessing.pool.Pool` of ``workers`` processes that end with this one."""
    pool: Pool = spawn_context().Pool(workers, initializer=_start,
                                      initargs=(os.getpid(), None))
    return pool


class Helper:
    """Worker processes kept for one kind of pure work, started on first use.

    :meth:`call` runs a function (importable by name, as the pool needs) in a worker and
    waits for its answer: the waiting thread holds no interpreter lock, so the caller's
    other threads (a GUI's) run on meanwhile. Should the workers be gone (killed), the
    pool is started afresh for the next call and this one runs here: slower, never lost.
    """

    def __init__(self, workers: int = 1,
                 initializer: Callable[[], object] | None = None) -> None:
        self.workers = workers
        self.initializer = initializer
        """Run first in each worker (importable by name, as the pool needs)."""
        self._executor: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()

    @property
    def started(self) -> bool:
        return self._executor is not None

    def executor(self) -> ProcessPoolExecutor:
        """The pool, started if need be (from any thread)."""
        with self._lock:
            if self._executor is None:
                self._executor = process_pool(self.workers, self.initializer)
                atexit.register(self._executor.shutdown, wait=False, cancel_futures=True)
            return self._executor

    def warm(self) -> None:
        """Start one worker now (if none is running), so that the first call does not wait
        for a new interpreter and its imports."""
        if self._executor is None:
            self.executor().submit(_arrive)

    def call(self, work: Callable[..., T], *args: Any) -> T:
        """``work(*args)`` in a worker; its answer or its exception."""
        executor = self.executor()
        try:
            return executor.submit(work, *args).result()
        except BrokenProcessPool:
            self.discard(executor)
            return work(*args)

    def discard(self, executor: ProcessPoolExecutor) -> None:
        """Forget ``executor`` if it is still this helper's (its workers are gone)."""
        with self._lock:
            if self._executor is executor:
                self._executor = None
        executor.shutdown(wait=False, cancel_futures=True)

    def shutdown(self) -> None:
        """End the workers (they are started again on the next call)."""
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=True, cancel_futures=True)


def _arrive() -> None:
    """Nothing: a worker's first task, which makes the pool start it."""


def _start(parent: int, then: Callable[[], object] | None) -> None:
    tie_to_parent(parent)
    if then is not None:
        then()


__all__ = ["WATCH_SECONDS", "Helper", "process_pool", "spawn_context", "task_pool", "tie_to_parent"]
