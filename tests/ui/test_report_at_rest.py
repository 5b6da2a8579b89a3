"""A round's report comes once the board is at rest: the last tile lands first (its flight
keeps its frames), and a report whose game has gone meanwhile never comes."""

from __future__ import annotations

from typing import Any

import pytest

from dominoes_qt.games import FIVE_UP
from dominoes_qt.ui import round_reports as reports_module
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.settings import WindowSettings

WATCHED = tuple(SeatSetup(f"Computer {i + 1}", "ai", "casual") for i in range(2))
MOVING = WindowSettings(ai_pace_ms=0)
"""The default preferences (animations on), computers at once."""


@pytest.fixture
def patient(monkeypatch: pytest.MonkeyPatch) -> None:
    # However slow the machine, the report waits for the board (never for a clock).
    monkeypatch.setattr(reports_module, "REPORT_PATIENCE_MS", 10**9)
    monkeypatch.setattr(reports_module, "WATCH_REPORT_MS", 0)


def test_the_report_waits_for_the_last_tile(qtbot: Any, make_window: Any, patient: None,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(settings=MOVING)
    shown: list[bool] = []
    real = window.reports.show

    def showing(number: int, match_over: bool) -> None:
        shown.append(window.scene.board_moving())
        real(number, match_over)

    monkeypatch.setattr(window.reports, "show", showing)
    ended: list[tuple[bool, bool, bool]] = []

    def round_over(_number: int) -> None:
        dialog = window.round_end_dialog
        ended.append((window.scene.board_moving(), window.report_due,
                      dialog is not None and dialog.isVisible()))

    window.controller.round_over.connect(round_over)
    window.new_game(GameSetup(FIVE_UP, WATCHED, seed=3))
    qtbot.waitUntil(lambda: len(ended) >= 2 and len(shown) >= 2, timeout=120_000)
    assert not any(shown)
    # A round ended by a play ends while its tile flies: its report is due, not up.
    assert any(moving for moving, _, _ in ended)
    for moving, due, visible in ended:
        assert due == moving
        assert not (moving and visible)


def test_a_report_due_for_a_game_gone_never_comes(qtbot: Any, make_window: Any,
                                                  patient: None) -> None:
    window = make_window(settings=MOVING)
    dropped: list[bool] = []

    def round_over(_number: int) -> None:
        if window.report_due and not dropped:
            dropped.append(True)
            window.close_round_end()

    window.controller.round_over.connect(round_over)
    window.new_game(GameSetup(FIVE_UP, WATCHED, seed=3))
    qtbot.waitUntil(lambda: bool(dropped), timeout=120_000)
    assert not window.report_due
    qtbot.waitUntil(lambda: not window.scene.board_moving(), timeout=60_000)
    # Longer than the report would have waited to look again.
    qtbot.wait(5 * reports_module.REPORT_LOOK_MS)
    assert window.round_end_dialog is None
    assert window.controller.round is not None
    assert window.controller.round.end is not None
