"""The marks bench's workings (never its timings): what it counts and prints."""

from __future__ import annotations

import pytest

from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from tools.bench.marks import main, time_rounds


def test_every_position_is_timed_and_marks_move_aside_from_the_ghosts() -> None:
    spent, placed, moved = time_rounds([(FIVE_UP, 4), (SEVEN_ROCKS, 4)], 3, seed=3)
    assert len(spent) > 6 * 5
    assert all(ms >= 0 for ms in spent)
    # Every open place shows a ghost, so nearly every mark moves aside.
    assert 0 < moved <= placed
    assert moved > placed // 2


def test_it_prints_one_line_of_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["1", "five-up-61:2", "--seed", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1
    assert out[0].startswith("calls ")
    assert "median" in out[0]
    assert "worst" in out[0]
