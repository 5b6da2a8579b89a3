"""The frame probe's workings (never its timings): what it watches, counts and prints."""

from __future__ import annotations

from typing import Any

from tools.probe.frames import Figures, _arguments, percentile, report, run


def test_it_watches_a_computer_match_and_counts_what_it_saw(qtbot: Any) -> None:
    args = _arguments().parse_args(["--seconds", "3", "--pace", "0", "--level", "beginner",
                                    "--players", "2", "--size", "1024x640"])
    figures = run(args)
    assert figures.plays > 0
    assert figures.paints
    assert len(figures.paint_cpu) == len(figures.paints)
    assert len(figures.frame_cpu) == len(figures.frames) == len(figures.others_cpu)
    assert min(figures.others_cpu, default=0.0) >= 0.0
    assert figures.gui_seconds > 0.0
    assert figures.others_seconds >= 0.0
    assert set(figures.crowded) <= set(figures.paints)
    assert 0 < figures.ticks <= figures.due + 1
    assert figures.hidden == figures.on_tiles == 0
    lines = report(args, figures)
    assert lines[0].startswith("five-up-61, 2 players, beginner, pace 0 ms, window 1024x640")
    assert any(line.startswith("counting marks at rest:") for line in lines)
    assert any(line.startswith("CPU of the window's process:") for line in lines)


def test_percentiles_and_an_empty_report() -> None:
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.5) == 3.0
    assert percentile([1.0, 2.0], 0.99) == 2.0
    args = _arguments().parse_args([])
    lines = report(args, Figures())
    assert "-" in lines[1]
