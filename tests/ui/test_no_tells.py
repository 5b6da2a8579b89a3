"""A computer seat's thinking shows nothing of its hand: forced plays wait like choices."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QTimer

from dominoes_qt.ai import Budget, Player, make_player
from dominoes_qt.ai.decisive import winning_move
from dominoes_qt.ai.plays import candidates
from dominoes_qt.engine import Action, SeatView
from dominoes_qt.games import FIVE_UP
from dominoes_qt.ui.controller import (
    QUICK_THOUGHT_MS,
    GameController,
    GameSetup,
    SeatSetup,
    thought_ms,
)

CLOCK = Budget(iterations=None, milliseconds=40.0)
"""A short clock, so the test plays many decisions; the window's is longer."""


def _factory(level: str, seed: int) -> Player:
    return make_player(level, seed, CLOCK)


def test_forced_plays_and_choices_wait_alike_in_the_real_controller(qtbot):
    controller = GameController(pace_ms=0, player_factory=_factory)
    kinds: list[str] = []
    waits: dict[str, Counter[int]] = {"forced": Counter(), "choice": Counter()}
    marks: dict[str, Counter[tuple[bool, ...]]] = {"forced": Counter(), "choice": Counter()}
    shown: list[bool] = []

    def paced(seat: int, wait: int) -> None:
        match = controller.match
        assert match is not None
        view = match.view_for(seat)
        moves, _ = candidates(view)
        sure = winning_move(view) is not None
        kind = "forced" if len(moves) == 1 or sure else "choice"
        kinds.append(kind)
        waits[kind][wait] += 1
        shown.clear()
        shown.append(seat in thinking)

    thinking: set[int] = set()

    def changed(seat: int, on: bool) -> None:
        if on:
            thinking.add(seat)
        else:
            thinking.discard(seat)
            if kinds:
                shown.append(False)
                marks[kinds[-1]][tuple(shown)] += 1

    def applied(_result: object) -> None:
        # The play is on the table only once the seat's mark is gone.
        assert not thinking

    controller.thought_paced.connect(paced)
    controller.thinking_changed.connect(changed)
    controller.applied.connect(applied)
    controller.round_over.connect(lambda _n: QTimer.singleShot(0, controller.next_round))
    seats = (SeatSetup("A", "ai", "master"), SeatSetup("B", "ai", "master"))
    controller.start(GameSetup(FIVE_UP, seats, seed=11))
    try:
        qtbot.waitUntil(lambda: min(len(c) and sum(c.values())
                                    for c in waits.values()) >= 6, timeout=60000)
    finally:
        controller.shutdown()
    # Both kinds of decision are announced with the same wait: the seat's clock.
    assert set(waits["forced"]) == set(waits["choice"]) == {40}
    # And both show the same marks: on while thinking, then off.
    assert set(marks["forced"]) <= {(True, False)}
    assert set(marks["choice"]) <= {(True, False)}


def test_a_seat_without_a_clock_waits_the_same_short_time_for_every_play():
    player = make_player("skilled", 1)
    assert thought_ms(player, 700) == QUICK_THOUGHT_MS
    assert thought_ms(player, 0) == 0
    assert thought_ms(make_player("master", 1, Budget(milliseconds=900.0)), 0) == 900


class _Slow:
    """A player whose workers are not ready for its first few looks."""

    level = "skilled"

    def __init__(self) -> None:
        self.looks = 0
        self.inner = make_player("skilled", 1)

    def ready(self) -> bool:
        self.looks += 1
        return self.looks > 3

    def choose(self, view: SeatView) -> Action:
        return self.inner.choose(view)


def test_the_first_move_waits_until_the_player_is_ready(qtbot):
    slow = _Slow()
    controller = GameController(pace_ms=0, player_factory=lambda _level, _seed: slow)
    looks_when_thinking: list[int] = []
    controller.thinking_changed.connect(
        lambda _seat, on: looks_when_thinking.append(slow.looks) if on else None)
    seats = (SeatSetup("A", "ai", "skilled"), SeatSetup("B", "ai", "skilled"))
    controller.start(GameSetup(FIVE_UP, seats, seed=11))
    try:
        qtbot.waitUntil(lambda: len(looks_when_thinking) >= 2, timeout=10000)
    finally:
        controller.shutdown()
    # Nothing showed the seat thinking before it was ready; later moves do not wait.
    assert looks_when_thinking[0] == 4
    assert looks_when_thinking[1] == 5


class _Clocked:
    """A player that notes when the window starts its clock, and when it is asked."""

    level = "skilled"

    def __init__(self) -> None:
        self.events: list[str] = []
        self.inner = make_player("skilled", 1)

    def clock_started(self) -> None:
        self.events.append("clock")

    def choose(self, view: SeatView) -> Action:
        self.events.append("choose")
        return self.inner.choose(view)


def test_a_searching_player_is_told_when_its_clock_starts(qtbot):
    clocked = _Clocked()
    controller = GameController(pace_ms=0, player_factory=lambda _level, _seed: clocked)
    seats = (SeatSetup("A", "ai", "skilled"), SeatSetup("B", "ai", "skilled"))
    controller.start(GameSetup(FIVE_UP, seats, seed=11))
    try:
        qtbot.waitUntil(lambda: clocked.events.count("choose") >= 4, timeout=10000)
    finally:
        controller.shutdown()
    # Every decision's clock is started (in the window's thread) before it is asked for.
    pairs = clocked.events[:8]
    assert pairs == ["clock", "choose"] * 4
