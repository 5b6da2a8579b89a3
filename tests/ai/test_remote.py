"""The window's expert and master decide in a coordinator process, exactly as they would
here; the master's search is spread over that process's own pool; processes that die are
replaced, the decision is still made, and none outlives its parent."""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from collections import deque
from concurrent.futures import Future
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dominoes_qt.ai import DEFAULT_BUDGET, WINDOW_BUDGET, make_player, master, remote
from dominoes_qt.ai.players import MASTER_BUDGET, Budget
from dominoes_qt.ai.plays import candidates
from dominoes_qt.ai.remote import COORDINATOR, RemotePlayer, player_for
from dominoes_qt.ai.settings import MASTER
from dominoes_qt.ai.workers import Helper
from dominoes_qt.engine import Match, Move, SeatView
from tests.ai.positions import random_positions

CLOCK = Budget(milliseconds=600.0)
"""A short clock: the timed master's path, without a second per decision."""
GONE_WITHIN = 10.0
"""Seconds by which a process told (or left) to end must be gone: a bound on waiting,
not a timing."""


def _kill_workers(executor: object) -> None:
    processes = getattr(executor, "_processes", None) or {}
    for process in list(processes.values()):
        # Once the first is dead the pool may end the others itself.
        with contextlib.suppress(ProcessLookupError):
            os.kill(process.pid, signal.SIGKILL)
        process.join()


def _coordinator_pid() -> int:
    return COORDINATOR.call(os.getpid)


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


def _gone(pids: list[int]) -> bool:
    end = time.monotonic() + GONE_WITHIN
    while time.monotonic() < end:
        if not any(_running(pid) for pid in pids):
            return True
        time.sleep(0.05)
    return not any(_running(pid) for pid in pids)


def _searched_position() -> tuple[Match, SeatView]:
    # A lead with several tiles to choose from: a real search, no endgame.
    for match, view in random_positions("five-up-61", 2, 8, 40):
        if len(candidates(view)[0]) > 2 and view.board.is_empty:
            return match, view
    raise AssertionError("no open lead among the positions")


@pytest.mark.parametrize(("variant", "players"), [("five-up-61", 2), ("seven-rocks", 4)])
def test_the_remote_expert_chooses_what_the_local_one_does(variant: str, players: int) -> None:
    # Iteration-bound, so the choice does not depend on how fast either process runs.
    for number, (match, view) in enumerate(random_positions(variant, players, 3, 3)):
        away = RemotePlayer("expert", 40 + number, DEFAULT_BUDGET)
        here = make_player("expert", 40 + number, DEFAULT_BUDGET)
        chosen = away.choose(view)
        assert isinstance(chosen, Move)
        assert chosen in match.legal_actions()
        assert chosen == here.choose(view)
        assert away.last is not None
        assert away.last.pid != os.getpid()


def test_the_remote_master_chooses_what_the_local_one_does() -> None:
    for number, (match, view) in enumerate(random_positions("seven-rocks", 4, 5, 4)):
        away = RemotePlayer("master", 60 + number, MASTER_BUDGET)
        here = make_player("master", 60 + number, MASTER_BUDGET)
        chosen = away.choose(view)
        assert chosen in match.legal_actions()
        assert chosen == here.choose(view)


def test_the_timed_master_searches_only_in_the_coordinator_and_its_pool() -> None:
    match, view = _searched_position()
    player = RemotePlayer("master", 7, CLOCK)
    player.prepare(view.rules, 2)
    while not player.ready():
        time.sleep(0.02)
    before = master.Work(**vars(master.WORK))
    for _ in range(10):
        chosen = player.choose(view)
        assert chosen in match.legal_actions()
        found = player.last
        assert found is not None
        assert found.pid == _coordinator_pid() != os.getpid()
        assert found.work.chunks_here == 0
        # A loaded machine may leave a short clock no chunk: that decision is on time
        # without one.
        if found.work.chunks_pooled > 0:
            break
    # Every chunk went to the coordinator's workers; none was played here, or there.
    assert found is not None
    assert found.work.chunks_pooled > 0
    assert found.work.rollouts > 0
    assert master.WORK.since(before) == master.Work()
    workers = COORDINATOR.call(remote.pool_pids)
    assert len(workers) == master.workers()
    assert os.getpid() not in workers
    assert found.pid not in workers


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no process priorities")
def test_the_coordinator_and_its_workers_yield_to_the_window() -> None:
    _match, view = _searched_position()
    player = RemotePlayer("master", 3, CLOCK)
    player.prepare(view.rules, 2)
    while not player.ready():
        time.sleep(0.02)
    here = os.getpriority(os.PRIO_PROCESS, 0)
    expected = min(19, here + remote.NICENESS)
    searchers = [_coordinator_pid(), *COORDINATOR.call(remote.pool_pids)]
    assert len(searchers) == 1 + master.workers()
    for pid in searchers:
        assert os.getpriority(os.PRIO_PROCESS, pid) == expected


@given(milliseconds=st.floats(1.0, 5000.0), ago=st.floats(0.0, 10.0),
       iterations=st.none() | st.integers(1, 10_000))
def test_the_coordinator_keeps_the_windows_clock(milliseconds: float, ago: float,
                                                 iterations: int | None) -> None:
    budget = Budget(iterations=iterations, milliseconds=milliseconds)
    kept = remote.on_time(budget, time.monotonic() - ago)
    assert kept.iterations == iterations
    assert kept.milliseconds is not None
    # Shortened by a reserve for the way back, and by the time since the window asked,
    # but never by more than half of what the reserve leaves.
    clock = milliseconds - min(remote.RESERVE_MS, milliseconds / 2)
    assert clock / 2 <= kept.milliseconds <= clock - min(1000 * ago, clock / 2)
    # A count alone, or no sending time, is left as it is.
    assert remote.on_time(Budget(iterations=iterations), time.monotonic() - ago) == \
        Budget(iterations=iterations)
    assert remote.on_time(budget, None) == budget


def test_only_the_searching_levels_go_remote() -> None:
    for level in ("beginner", "casual", "skilled"):
        player = player_for(level, 1, WINDOW_BUDGET)
        assert not isinstance(player, RemotePlayer)
        assert player.level == level
    for level in ("expert", "master"):
        away = player_for(level, 1, WINDOW_BUDGET)
        assert isinstance(away, RemotePlayer)
        assert away.level == level
    with pytest.raises(ValueError, match="decide here"):
        RemotePlayer("casual", 1, WINDOW_BUDGET)


def test_a_decision_survives_the_coordinators_death() -> None:
    _match, view = next(random_positions("five-up-61", 2, 8, 1))
    player = RemotePlayer("expert", 5, DEFAULT_BUDGET)
    expected = make_player("expert", 5, DEFAULT_BUDGET).choose(view)
    assert player.choose(view) == expected
    dead = COORDINATOR.executor()
    _kill_workers(dead)
    # Made here this time; the next one goes to a new coordinator.
    assert player.choose(view) == expected
    assert player.last is not None
    assert player.last.pid == os.getpid()
    assert COORDINATOR.executor() is not dead
    assert player.choose(view) == expected
    assert player.last is not None
    assert player.last.pid != os.getpid()
    assert remote.decide("expert", 5, DEFAULT_BUDGET, view) == expected


def test_a_master_whose_coordinator_died_decides_here_alone_and_readies_a_new_one() -> None:
    match, view = _searched_position()
    player = RemotePlayer("master", 9, CLOCK)
    player.prepare(view.rules, 2)
    while not player.ready():
        time.sleep(0.02)
    old = _coordinator_pid()
    old_workers = COORDINATOR.call(remote.pool_pids)
    _kill_workers(COORDINATOR.executor())
    # The dead coordinator's workers follow it.
    assert _gone([old, *old_workers])
    before = master.Work(**vars(master.WORK))
    assert player.choose(view) in match.legal_actions()
    found = player.last
    assert found is not None
    assert found.pid == os.getpid()
    # All of it here, on its clock, with no pool started in this process for it.
    assert found.work.chunks_here > 0
    assert found.work.chunks_pooled == 0
    assert master.WORK.since(before) == found.work
    # The new coordinator was readied for the game at once.
    while not player.ready():
        time.sleep(0.02)
    assert player.choose(view) in match.legal_actions()
    assert player.last is not None
    assert player.last.pid not in (os.getpid(), old)
    assert player.last.work.chunks_pooled > 0


def test_a_master_whose_workers_died_finishes_in_the_coordinator_and_restarts_them() -> None:
    match, view = _searched_position()
    player = RemotePlayer("master", 11, CLOCK)
    player.prepare(view.rules, 2)
    while not player.ready():
        time.sleep(0.02)
    assert player.choose(view) in match.legal_actions()
    coordinator = _coordinator_pid()
    dead = COORDINATOR.call(remote.pool_pids)
    assert dead
    for pid in dead:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    assert _gone(dead)
    assert player.choose(view) in match.legal_actions()
    found = player.last
    assert found is not None
    assert found.pid == coordinator
    # Chunks the dead pool never answered were played in the coordinator.
    assert found.work.chunks_here > 0
    fresh = COORDINATOR.call(remote.pool_pids)
    assert fresh == [] or not set(fresh) & set(dead)
    # The next decision starts a new pool and, while its workers get ready, plays here
    # rather than wait for them past its clock.
    assert player.choose(view) in match.legal_actions()
    found = player.last
    assert found is not None
    assert found.pid == coordinator
    assert found.work.chunks_here > 0
    while not COORDINATOR.call(master.ready):
        time.sleep(0.02)
    # Then the new pool does the work (on a loaded machine a short clock may run out
    # before its first chunk is back: that decision is played without it, on time).
    for _ in range(20):
        assert player.choose(view) in match.legal_actions()
        found = player.last
        assert found is not None
        assert found.pid == coordinator
        if found.work.chunks_pooled > 0:
            break
    assert found.work.chunks_pooled > 0
    assert found.work.chunks_here == 0
    assert not set(COORDINATOR.call(remote.pool_pids)) & set(dead)


def test_a_counted_search_whose_pool_dies_gives_the_same_answer(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Rollouts only: a solved endgame would never reach the pool.
    rollouts_only = replace(MASTER, endgames=False)
    views = [view for _match, view in random_positions("seven-rocks", 4, 12, 6)
             if len(candidates(view)[0]) > 1][:3]
    assert views
    for number, view in enumerate(views):
        here = master.search(view, 30 + number, 400, parallel=False, settings=rollouts_only)
        executor = master.pool()
        # The pool must be running before it can die.
        assert executor.submit(os.getpid).result() != os.getpid()
        _kill_workers(executor)
        before = master.Work(**vars(master.WORK))
        assert master.search(view, 30 + number, 400, parallel=True,
                             settings=rollouts_only) == here
        assert master.WORK.since(before).chunks_here > 0
        assert master.pool() is not executor
        # Once the new pool has answered, the search is the pool's again.
        deadline = time.monotonic() + 60
        while not master.ready() and time.monotonic() < deadline:
            time.sleep(0.02)
        before = master.Work(**vars(master.WORK))
        assert master.search(view, 30 + number, 400, parallel=True,
                             settings=rollouts_only) == here
        assert master.WORK.since(before).chunks_here == 0


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_shutting_the_coordinator_down_ends_its_workers_too() -> None:
    _match, view = _searched_position()
    player = RemotePlayer("master", 13, CLOCK)
    player.prepare(view.rules, 2)
    while not player.ready():
        time.sleep(0.02)
    player.choose(view)
    pids = [_coordinator_pid(), *COORDINATOR.call(remote.pool_pids)]
    assert len(pids) == 1 + master.workers()
    COORDINATOR.shutdown()
    assert not COORDINATOR.started
    assert _gone(pids)
    # Started again on the next decision, which does not wait past its clock for a new
    # process to start: it may be played here.
    player.choose(view)
    assert COORDINATOR.started
    COORDINATOR.call(os.getpid)
    player.choose(view)
    assert player.last is not None
    assert player.last.pid not in (os.getpid(), *pids)


def test_a_helper_answers_from_another_process_and_restarts_after_a_death() -> None:
    helper = Helper(1)
    try:
        assert not helper.started
        worker = helper.call(os.getpid)
        assert worker != os.getpid()
        assert helper.call(divmod, 17, 5) == (3, 2)
        with pytest.raises(ZeroDivisionError):
            helper.call(divmod, 1, 0)
        first = helper.executor()
        _kill_workers(first)
        # The call that meets the dead pool is answered here ...
        assert helper.call(os.getpid) == os.getpid()
        # ... and the next one by a new worker.
        again = helper.call(os.getpid)
        assert again not in (os.getpid(), worker)
        assert helper.executor() is not first
    finally:
        helper.shutdown()
    assert not helper.started


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no process priorities")
def test_the_hint_is_worked_out_where_the_computers_decide_at_their_priority() -> None:
    from dominoes_qt.ai.remote import hint_with_pid
    from dominoes_qt.ui.hint_worker import HintWorker

    assert HintWorker(lambda: 0).function is remote.remote_hint
    _match, view = _searched_position()
    found, pid = hint_with_pid(view, 0, CLOCK)
    assert found.action in view.legal_actions()
    assert pid == _coordinator_pid() != os.getpid()
    here = os.getpriority(os.PRIO_PROCESS, 0)
    assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, here + remote.NICENESS)
    for worker in COORDINATOR.call(remote.pool_pids):
        assert os.getpriority(os.PRIO_PROCESS, worker) == min(19, here + remote.NICENESS)


def test_a_decision_the_coordinator_cannot_answer_in_time_is_played_here_on_time() -> None:
    match, view = _searched_position()
    player = RemotePlayer("master", 9, CLOCK)
    player.prepare(view.rules, 2)
    while not player.ready():
        time.sleep(0.02)
    # The coordinator is busy well past the clock (as on a machine loaded far past its
    # cores): the window does not wait for it, and plays the skilled level's choice.
    COORDINATOR.executor().submit(time.sleep, 2.0)
    chosen = player.choose(view)
    assert chosen in match.legal_actions()
    assert player.last is not None
    assert player.last.pid == os.getpid()
    assert player.last.work == master.Work()
    assert chosen == make_player("skilled", 9).choose(view)


def test_the_search_counts_its_time_from_when_the_window_showed_the_seat_thinking(
        monkeypatch: pytest.MonkeyPatch) -> None:
    _match, view = _searched_position()
    now = [100.0]
    asked: list[float] = []

    class Done:
        def add_done_callback(self, _call: object) -> None:
            pass

        def result(self, timeout: float | None = None) -> remote.Answer:
            return remote.Answer(candidates(view)[0][0], master.Work(), os.getpid())

    class Coordinator:
        def warm(self) -> None:
            pass

        def executor(self) -> Coordinator:
            return self

        def submit(self, _work: object, *args: object) -> Done:
            sent = args[4]
            assert isinstance(sent, float)
            asked.append(sent)
            return Done()

    monkeypatch.setattr(remote, "COORDINATOR", Coordinator())
    monkeypatch.setattr(time, "monotonic", lambda: now[0])
    player = RemotePlayer("master", 3, WINDOW_BUDGET)
    player.clock_started()
    now[0] += 0.2
    player.choose(view)
    # Without a start shown, or with one from long ago, the clock runs from the request.
    player.choose(view)
    player.clock_started()
    now[0] += 1.0
    player.choose(view)
    assert asked == [100.0, 100.2, 101.2]


def test_the_reserve_grows_with_late_answers_up_to_half_the_clock(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(remote, "_LATE", deque(maxlen=remote.LATE_KEPT))
    assert remote.reserve_ms(900.0) == remote.RESERVE_MS
    remote._LATE.append(250.0)
    assert remote.reserve_ms(900.0) == 375.0
    remote._LATE.append(800.0)
    assert remote.reserve_ms(900.0) == 450.0
    for _ in range(remote.LATE_KEPT):
        remote._LATE.append(0.0)
    assert remote.reserve_ms(900.0) == remote.RESERVE_MS


def test_a_pool_that_dies_while_its_workers_are_asked_again_is_replaced(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ready() asks every worker again when one answered twice; a pool whose worker died
    # in between refuses the question. Under load this happened inside a search.
    monkeypatch.setattr(master, "workers", lambda: 2)
    executor = master.pool()
    assert executor.submit(os.getpid).result() != os.getpid()
    _kill_workers(executor)
    deadline = time.monotonic() + 30
    while not getattr(executor, "_broken", False) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert getattr(executor, "_broken", False)
    answered: Future[int] = Future()
    answered.set_result(os.getpid())
    master._WARMING[:] = [answered]
    try:
        assert not master.ready()
        assert master.pool() is not executor
    finally:
        master._WARMING.clear()
