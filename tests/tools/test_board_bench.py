"""The cribbage board bench's workings (never its timings)."""

from __future__ import annotations

import pytest

from dominoes_qt.games import GAMES
from tools.bench.cribbage_board import SIZES, main


def test_it_prints_a_line_per_game_and_size(qapp: object,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--repeats", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(GAMES) * len(SIZES)
    assert all("still picture" in line and "wood" in line for line in lines)
    assert {line.split()[0] for line in lines} == set(GAMES)
