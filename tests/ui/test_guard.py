"""The error guard: an exception that escapes into Qt's event loop is told in the window,
the game is kept safe and play goes on."""

from __future__ import annotations

import re
import sys
from types import TracebackType
from typing import Any

import pytest

from dominoes_qt.engine import Move
from dominoes_qt.games import FIVE_UP
from dominoes_qt.ui.controller import GameController, GameSetup, SeatSetup
from dominoes_qt.ui.session_hub import Recovery
from tests.ui.session_harness import harness_factory, start_game, wait_for_decision

Caught = list[tuple[type[BaseException], BaseException, TracebackType | None]]


@pytest.fixture
def make_harness(qtbot):
    yield from harness_factory(qtbot)


@pytest.fixture
def caught(monkeypatch: pytest.MonkeyPatch) -> Caught:
    """The hook the guard hands errors on to: here, a list (so the test itself goes on)."""
    seen: Caught = []
    monkeypatch.setattr(sys, "excepthook", lambda *error: seen.append(error))
    return seen


def _guarded(make_harness: Any) -> Any:
    harness = make_harness()
    harness.session.guard.install()
    return harness


def test_a_computer_whose_move_failed_moves_again_and_the_player_is_told(
        qtbot: Any, make_harness: Any, caught: Caught, monkeypatch: pytest.MonkeyPatch
) -> None:
    harness = _guarded(make_harness)
    guard = harness.session.guard
    real = GameController._start_ai
    failures = [1]

    def start_ai(self: GameController) -> None:
        if failures:
            failures.pop()
            raise ValueError("unknown level 'normal'")
        real(self)

    monkeypatch.setattr(GameController, "_start_ai", start_ai)
    moves: list[Any] = []
    harness.controller.applied.connect(lambda info: moves.append(info.action))
    try:
        harness.window.new_game(GameSetup(FIVE_UP, (SeatSetup("A", "ai", "casual"),
                                                    SeatSetup("B", "ai", "casual")), 3))
        qtbot.waitUntil(lambda: any(isinstance(m, Move) for m in moves), timeout=20000)
        assert [error[0] for error in caught] == [ValueError]
        assert guard.count == 1
        qtbot.waitUntil(lambda: guard.box is not None and guard.box.isVisible())
        assert guard.box is not None
        assert "has been saved; play goes on" in guard.box.text()
        assert "ValueError: unknown level 'normal'" in guard.box.text()
        assert "Traceback" in guard.box.detailedText()
        assert harness.session.saves.find_resumable() is not None
    finally:
        guard.uninstall()
    assert sys.excepthook is not guard.hook


def test_one_message_box_however_many_errors(qtbot: Any, make_harness: Any,
                                             caught: Caught) -> None:
    harness = _guarded(make_harness)
    guard = harness.session.guard
    start_game(harness)
    assert wait_for_decision(qtbot, harness)

    def broken(*_args: object) -> None:
        raise KeyError("a slot that fails")

    harness.window.scene.tile_pressed.connect(broken)
    for tile in harness.controller.round.hands[0][:3]:
        harness.window.scene.tile_pressed.emit(tile)
        qtbot.wait(1)
    qtbot.waitUntil(lambda: guard.box is not None and guard.box.isVisible())
    assert guard.count == 3
    assert len(caught) == 3
    # "error(s)" without a catalogue, "errors" with the English one (another test may
    # have installed it).
    assert re.search(r"\(3 error(\(s\)|s) so far\)", guard.box.text())
    # The player's turn is still the player's, and the play still works.
    assert harness.controller.human_to_move() == 0
    move = harness.controller.match.legal_actions()[0]
    assert harness.controller.play(move)
    guard.uninstall()


def test_a_match_that_no_longer_replays_is_put_back_as_last_saved(
        qtbot: Any, make_harness: Any, caught: Caught) -> None:
    harness = _guarded(make_harness)
    session, c = harness.session, harness.controller
    start_game(harness)
    assert wait_for_decision(qtbot, harness)
    saved = session.saves.find_resumable()
    assert saved is not None
    before = list(c.match.scores)
    # A fault that got as far as the match itself: its scores are not what its plays give.
    c.match.scores[0] += 35
    assert session.recover() is Recovery.RESTORED
    assert c.match is not None
    assert list(c.match.scores) == before
    assert [p.move for p in session.record().rounds[-1].plays] == \
        [p.move for p in saved.game.record.rounds[-1].plays]
    assert caught == []
    harness.session.guard.uninstall()


def test_with_nothing_on_the_table_there_is_nothing_to_keep(make_harness: Any) -> None:
    harness = make_harness()
    assert harness.session.recover() is Recovery.NOTHING
