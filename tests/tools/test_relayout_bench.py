"""The GUI-thread bench's workings (never its timings): what it counts and prints."""

from __future__ import annotations

import pytest

from dominoes_qt.games import FIVE_UP
from tools.bench.layout import FLOORS
from tools.bench.relayout import HEADER, main, time_rounds


def test_every_play_is_timed_once_per_size_and_the_worker_only_when_needed() -> None:
    plays, sizes = time_rounds(FIVE_UP, 4, rounds=40, seed=3)
    assert plays > 40
    assert set(sizes) == set(FLOORS)
    for timings in sizes.values():
        assert len(timings.gui) == len(timings.whole) == plays
        assert set(timings.gui_no_gc) <= set(timings.gui)
        assert len(timings.worker) == timings.relayouts < plays / 10


def test_it_prints_a_line_per_size(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["2", "0"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == HEADER
    assert [line.split()[2] for line in lines[3:]] == list(FLOORS)
    assert all(line.startswith("five-up-61") for line in lines[3:])
