"""The window's expert decides in a worker process, exactly as it would here; worker
processes that die are replaced and the decision is still made."""

from __future__ import annotations

import os
import signal

import pytest

from dominoes_qt.ai import DEFAULT_BUDGET, WINDOW_BUDGET, make_player, master, remote
from dominoes_qt.ai.remote import RemotePlayer, player_for
from dominoes_qt.ai.workers import Helper
from dominoes_qt.engine import Move
from tests.ai.positions import random_positions


def _kill_workers(executor: object) -> None:
    processes = getattr(executor, "_processes", None) or {}
    for process in list(processes.values()):
        os.kill(process.pid, signal.SIGKILL)
        process.join()


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


def test_only_the_searching_levels_go_remote():
    for level in ("beginner", "casual", "skilled", "master"):
        player = player_for(level, 1, WINDOW_BUDGET)
        assert not isinstance(player, RemotePlayer)
        assert player.level == level
    expert = player_for("expert", 1, WINDOW_BUDGET)
    assert isinstance(expert, RemotePlayer)
    assert expert.level == "expert"
    with pytest.raises(ValueError, match="decide here"):
        RemotePlayer("casual", 1, WINDOW_BUDGET)


def test_a_decision_survives_the_workers_death():
    _match, view = next(random_positions("five-up-61", 2, 8, 1))
    player = RemotePlayer("expert", 5, DEFAULT_BUDGET)
    expected = make_player("expert", 5, DEFAULT_BUDGET).choose(view)
    assert player.choose(view) == expected
    dead = master.pool()
    _kill_workers(dead)
    # Made here this time; the next one goes to a new pool.
    assert player.choose(view) == expected
    fresh = master.pool()
    assert fresh is not dead
    assert player.choose(view) == expected
    assert remote.decide("expert", 5, DEFAULT_BUDGET, view) == expected


def test_a_helper_answers_from_another_process_and_restarts_after_a_death():
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
