"""The computer thinks off the GUI thread: the event loop keeps turning, stale answers drop;
the expert's and the master's searches and the table's relayouts run in other processes."""

from __future__ import annotations

import os
import threading

from PySide6.QtCore import QTimer

import dominoes_qt.ui.table_board as table_module
from dominoes_qt.ai import WINDOW_BUDGET, make_player, master, remote
from dominoes_qt.ai.remote import RemotePlayer
from dominoes_qt.engine import Action, SeatView
from dominoes_qt.games import FIVE_UP
from dominoes_qt.layout.relay import relay
from dominoes_qt.ui.new_game import default_setup
from tests.ui.conftest import first_dealt
from tests.ui.test_table_relayout import relayout_position
from tools.bench.layout import table_for


class HeldExpert:
    """The expert player, kept busy computing (holding the GIL most of the time) until released."""

    level = "expert"

    def __init__(self, seed: int, release: threading.Event) -> None:
        self.inner = make_player("expert", seed)
        self.release = release
        self.started = threading.Event()

    def choose(self, view: SeatView) -> Action:
        self.started.set()
        total = 0
        while not self.release.is_set():
            total += sum(i * i for i in range(2000))
        return self.inner.choose(view)


def _computer_leads_seed() -> int:
    for seed in range(500):
        round_ = first_dealt(FIVE_UP, 2, seed).current
        if round_ is not None and round_.starter == 1:
            return seed
    raise AssertionError("no seed found")


def test_window_keeps_running_while_the_expert_thinks(qtbot, make_window):
    release = threading.Event()
    made: list[HeldExpert] = []

    def factory(level: str, seed: int) -> HeldExpert:
        made.append(HeldExpert(seed, release))
        return made[-1]

    try:
        window = make_window(default_setup(FIVE_UP, 2, "expert", _computer_leads_seed()),
                             factory=factory)
        controller = window.controller
        qtbot.waitUntil(lambda: controller.thinking == 1, timeout=5000)
        ticks = []
        timer = QTimer(window)
        timer.setInterval(5)
        timer.timeout.connect(lambda: ticks.append(1))
        timer.start()
        # The GUI thread turns its event loop (and repaints) while the worker computes.
        qtbot.waitUntil(lambda: len(ticks) >= 25, timeout=20000)
        assert made[0].started.is_set()
        assert controller.thinking == 1
        assert controller.round.board.is_empty
        window.view.viewport().repaint()
        release.set()
        qtbot.waitUntil(lambda: len(controller.round.board) == 1, timeout=10000)
        assert controller.thinking is None
        timer.stop()
    finally:
        release.set()


def _human_leads_seed() -> int:
    for seed in range(500):
        round_ = first_dealt(FIVE_UP, 2, seed).current
        if round_ is not None and round_.starter == 0:
            return seed
    raise AssertionError("no seed found")


def test_an_answer_for_an_old_position_is_dropped(qtbot, make_window):
    release = threading.Event()
    finished: list[int] = []

    class Counting(HeldExpert):
        def choose(self, view: SeatView) -> Action:
            action = super().choose(view)
            finished.append(1)
            return action

    try:
        window = make_window(default_setup(FIVE_UP, 2, "expert", _computer_leads_seed()),
                             factory=lambda level, seed: Counting(seed, release))
        controller = window.controller
        qtbot.waitUntil(lambda: controller.thinking == 1, timeout=5000)
        # A new game, where the human leads, while the computer still thinks about the old one.
        window.new_game(default_setup(FIVE_UP, 2, "expert", _human_leads_seed()))
        assert controller.thinking is None
        release.set()
        qtbot.waitUntil(lambda: bool(finished) and not controller.thinker.running, timeout=5000)
        assert controller.round.board.is_empty
        assert controller.move_number == 0
        assert controller.human_to_move() == 0
    finally:
        release.set()


def test_the_windows_expert_thinks_in_a_worker_process(qtbot, make_window):
    window = make_window(default_setup(FIVE_UP, 2, "expert", _computer_leads_seed()))
    controller = window.controller
    player = controller.players[1]
    assert isinstance(player, RemotePlayer)
    assert player.budget == WINDOW_BUDGET
    # The lead is a real decision (several tiles to choose from), answered by the worker.
    qtbot.waitUntil(lambda: len(controller.round.board) == 1, timeout=30000)
    assert controller.thinking is None
    assert not controller.thinker.running
    assert player.last is not None
    assert player.last.pid != os.getpid()


def test_the_windows_master_searches_in_no_thread_of_the_window(qtbot, make_window):
    before = master.Work(**vars(master.WORK))
    window = make_window(default_setup(FIVE_UP, 2, "master", _computer_leads_seed()))
    controller = window.controller
    player = controller.players[1]
    assert isinstance(player, RemotePlayer)
    assert player.budget == WINDOW_BUDGET
    # The lead is a real decision, on the window's clock: chunk after chunk of rollouts,
    # all of them in the coordinator's workers.
    qtbot.waitUntil(lambda: len(controller.round.board) == 1, timeout=30000)
    found = player.last
    assert found is not None
    assert found.pid != os.getpid()
    assert found.work.chunks_pooled > 0
    assert found.work.chunks_here == 0
    assert master.WORK.since(before) == master.Work()
    # The coordinator keeps the pool, one worker per core.
    assert found.pid == remote.COORDINATOR.call(os.getpid)
    assert len(remote.COORDINATOR.call(remote.pool_pids)) == master.workers()


def test_a_relayout_is_worked_out_in_a_worker_process():
    table = table_for(4, "1280x800")
    match, move, before = relayout_position(table)
    round_ = match.current
    assert round_ is not None
    board = round_.board.copy()
    board.place(move)
    layout, kept = table_module._relay(board, before, table, table)
    assert table_module.LAYOUT_WORKERS.started
    assert table_module.LAYOUT_WORKERS.call(os.getpid) != os.getpid()
    here, kept_here = relay(board, before, table, table)
    assert kept == kept_here == table
    assert layout.poses == here.poses
    assert layout.moved == here.moved
