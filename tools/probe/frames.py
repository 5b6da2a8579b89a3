"""How smooth and how readable the real table is while computer players play it.

Run ``python -m tools.probe.frames [--size WxH] [--seconds S] [--game VARIANT]
[--players N] [--level LEVEL] [--pace MS] [--matches M] [--seed N]`` (offscreen by default;
under Xvfb with ``QT_QPA_PLATFORM=xcb``). A window with the default preferences (animations
on) watches a computer-only match, round after round, match after match, until ``S``
seconds have passed or ``M`` matches are over. It prints:

- the milliseconds each repaint of the table costs (median / 99th percentile / worst), over
  every repaint and over those of a crowded board;
- the intervals between frames while something on the table moves (median / 99th
  percentile / worst, and how many exceed 33 and 50 ms);
- the CPU time the window process's other threads spent meanwhile (their Python work
  holds the interpreter the GUI thread needs; worker processes' does not);
- how many ticks of a 10 ms timer the GUI thread kept, of those due;
- the counting marks checked at rest (after every play, once nothing moves) and how many of
  them a tile covered or lay over a tile.

Round reports are closed at once, so the probe measures the table, not the dialog. The
probe drives the window only through what any caller sees (the scene's items, the counting
layer's marks), so it also measures an older source tree put first on ``PYTHONPATH`` and run
as ``python path/to/frames.py``.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from dominoes_qt.games import GAMES

CROWDED = 14
"""Tiles on the board from which a repaint counts as one of a crowded table."""


@dataclass
class Figures:
    """What one probe run saw."""

    paints: list[float] = field(default_factory=list)
    """Milliseconds of each repaint of the table."""
    paint_cpu: list[float] = field(default_factory=list)
    """The GUI thread's CPU milliseconds in each (the rest it waited: for a core, or for
    the interpreter while another thread ran Python)."""
    crowded: list[float] = field(default_factory=list)
    """The same, with at least :data:`CROWDED` tiles on the board."""
    frames: list[float] = field(default_factory=list)
    """Milliseconds between frames while something moved."""
    frame_cpu: list[float] = field(default_factory=list)
    """The GUI thread's CPU milliseconds over each of those intervals."""
    others_cpu: list[float] = field(default_factory=list)
    """The CPU milliseconds the window process's other threads spent over each of those
    intervals: Python work there competes with the GUI thread for the interpreter (work
    in worker processes does not), however busy the machine is."""
    gui_seconds: float = 0.0
    """The GUI thread's CPU seconds over the whole run..."""
    others_seconds: float = 0.0
    """...and those of the window process's other threads."""
    ticks: int = 0
    due: int = 0
    checks: int = 0
    """Counting marks looked at, at rest."""
    hidden: int = 0
    """...of them with a tile drawn over them."""
    on_tiles: int = 0
    """...of them lying over a board tile (over its pips), above or below it."""
    plays: int = 0
    matches: int = 0


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def mark_troubles(scene: Any, marks: Iterable[Any]) -> tuple[int, int, int]:
    """(marks, marks a board tile is drawn over, marks lying over a board tile).

    Geometry and stacking as the scene paints them: a mark's disc against each board tile's
    outline, both in scene coordinates, and which of the two ``scene.items`` lists first.
    """
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPainterPath

    tiles = list(scene.board_items.values())
    count = hidden = on_tiles = 0
    for mark in marks:
        count += 1
        disc = QPainterPath()
        disc.addEllipse(mark.boundingRect().adjusted(2, 2, -2, -2))
        disc = mark.mapToScene(disc)
        touching = [t for t in tiles if t.isVisible()
                    and t.mapToScene(t.shape()).intersects(disc)]
        if not touching:
            continue
        on_tiles += 1
        stacked = scene.items(disc.boundingRect(), Qt.ItemSelectionMode.IntersectsItemShape,
                              Qt.SortOrder.DescendingOrder)
        above = stacked[:stacked.index(mark)] if mark in stacked else stacked
        if any(t in above for t in touching):
            hidden += 1
    return count, hidden, on_tiles


def _arguments() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tools.probe.frames",
                                     description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--matches", type=int, default=0,
                        help="stop after this many matches (0: only the time limit)")
    parser.add_argument("--game", default=next(iter(GAMES)), help="the game's variant name")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--level", default="expert", help="every seat's computer level")
    parser.add_argument("--pace", type=int, default=150,
                        help="milliseconds before each computer move (the preference)")
    parser.add_argument("--seed", type=int, default=1)
    return parser


def run(args: argparse.Namespace) -> Figures:
    from PySide6.QtCore import QElapsedTimer, QEventLoop, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from dominoes_qt.games import rules_for
    from dominoes_qt.ui.controller import GameSetup, SeatSetup
    from dominoes_qt.ui.settings import WindowSettings
    from dominoes_qt.ui.window import GameWindow

    app = QApplication.instance() or QApplication([])
    assert app is not None
    width, height = (int(v) for v in args.size.lower().split("x"))
    rules = rules_for(args.game)
    window = GameWindow(WindowSettings(ai_pace_ms=args.pace))
    window.resize(width, height)
    window.show()
    # As the program does once its window is up: what exists now stays out of the
    # collector's full passes.
    gc.freeze()
    figures = Figures()
    clock = QElapsedTimer()
    clock.start()
    view, scene = window.view, window.scene
    last_frame: list[float | None] = [None]
    last_cpu = [0.0]
    last_process = [0.0]
    painter = view.paintEvent

    def measured_paint(event: Any) -> None:
        start, cpu = time.perf_counter(), time.thread_time()
        painter(event)
        spent = 1000 * (time.perf_counter() - start)
        figures.paints.append(spent)
        figures.paint_cpu.append(1000 * (time.thread_time() - cpu))
        if len(scene.board_items) >= CROWDED:
            figures.crowded.append(spent)
        now = clock.nsecsElapsed() / 1e6
        moving = scene.animations_running()
        thread, process = time.thread_time(), time.process_time()
        if moving and last_frame[0] is not None:
            figures.frames.append(now - last_frame[0])
            figures.frame_cpu.append(1000 * (thread - last_cpu[0]))
            figures.others_cpu.append(
                1000 * max(0.0, (process - last_process[0]) - (thread - last_cpu[0])))
        last_frame[0] = now if moving else None
        last_cpu[0], last_process[0] = thread, process

    # Timed from outside, so the probe measures any source tree alike.
    view.paintEvent = measured_paint  # type: ignore[method-assign]
    ticker = QTimer()
    ticker.setTimerType(Qt.TimerType.PreciseTimer)
    ticker.setInterval(10)

    def tick() -> None:
        figures.ticks += 1

    ticker.timeout.connect(tick)
    checked: list[object] = [None]

    def at_rest() -> None:
        state = scene.state
        if state is None or scene.animations_running() or scene.layout_pending:
            return
        key = (state.board.tiles, id(scene.layout_))
        if key == checked[0]:
            return
        checked[0] = key
        count, hidden, on_tiles = mark_troubles(scene, window.counting.items)
        figures.checks += count
        figures.hidden += hidden
        figures.on_tiles += on_tiles

    rest = QTimer()
    rest.setInterval(25)
    rest.timeout.connect(at_rest)
    seeds = iter(range(args.seed, args.seed + 10_000))

    def new_match() -> None:
        seats = tuple(SeatSetup(f"Computer {i + 1}", "ai", args.level)
                      for i in range(args.players))
        window.new_game(GameSetup(rules, seats, seed=next(seeds)))

    def close_report(looks: int = 60) -> None:
        dialog = window.round_end_dialog
        if dialog is None or not dialog.isVisible():
            # The report may wait for the last tile to land (the one held is the last
            # round's).
            if looks > 0:
                QTimer.singleShot(50, lambda: close_report(looks - 1))
            return
        if not dialog.match_over:
            dialog.primary.click()

    loop = QEventLoop()

    def match_over(_side: int) -> None:
        figures.matches += 1
        if not args.matches or figures.matches < args.matches:
            QTimer.singleShot(0, new_match)
        else:
            loop.quit()

    def applied(_info: object) -> None:
        figures.plays += 1

    controller = window.controller
    controller.round_over.connect(lambda _n: QTimer.singleShot(0, close_report))
    controller.match_over.connect(match_over)
    controller.applied.connect(applied)
    new_match()
    ticker.start()
    rest.start()
    started = clock.elapsed()
    thread_start, process_start = time.thread_time(), time.process_time()
    QTimer.singleShot(round(args.seconds * 1000), loop.quit)
    loop.exec()
    figures.due = int((clock.elapsed() - started) / 10)
    figures.gui_seconds = time.thread_time() - thread_start
    figures.others_seconds = max(0.0, time.process_time() - process_start - figures.gui_seconds)
    ticker.stop()
    rest.stop()
    window.close()
    gc.unfreeze()
    return figures


def _ms(values: Sequence[float]) -> str:
    if not values:
        return "-"
    return (f"{statistics.median(values):.2f} / {percentile(values, 0.99):.1f} / "
            f"{max(values):.1f} ms")


def report(args: argparse.Namespace, figures: Figures) -> list[str]:
    frames = figures.frames
    scale = os.environ.get("QT_SCALE_FACTOR", "1")
    return [
        f"{args.game}, {args.players} players, {args.level}, pace {args.pace} ms, "
        f"window {args.size} at scale {scale}, {os.environ.get('QT_QPA_PLATFORM', '')}: "
        f"{figures.plays} plays, {figures.matches} matches over",
        f"repaint median / p99 / max:        {_ms(figures.paints)} "
        f"({len(figures.paints)} repaints)",
        f"  crowded board ({CROWDED}+ tiles):     {_ms(figures.crowded)} "
        f"({len(figures.crowded)} repaints)",
        f"  GUI thread CPU in a repaint:      {_ms(figures.paint_cpu)}",
        f"frame interval while moving:       {_ms(frames)} ({len(frames)} frames, "
        f"{sum(f > 33 for f in frames)} over 33 ms, {sum(f > 50 for f in frames)} over 50 ms)",
        f"  GUI thread CPU in an interval:    {_ms(figures.frame_cpu)} "
        f"({sum(f > 33 for f in figures.frame_cpu)} over 33 ms: the window's own stalls)",
        f"  other threads' CPU in one:        {_ms(figures.others_cpu)}",
        f"CPU of the window's process:       GUI thread {figures.gui_seconds:.1f} s, other "
        f"threads {figures.others_seconds:.1f} s",
        f"10 ms timer ticks kept:            {figures.ticks} of {figures.due}",
        f"counting marks at rest:            {figures.checks} checked, {figures.hidden} "
        f"under a tile, {figures.on_tiles} over a tile",
    ]


def main(argv: Sequence[str] | None = None) -> int:
    args = _arguments().parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    figures = run(args)
    for line in report(args, figures):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
