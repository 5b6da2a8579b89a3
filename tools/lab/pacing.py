"""When the window shows a master's play, forced or free, on a loaded machine.

``python -m tools.lab.pacing --variant five-up-61 --players 2 --plays 40 --load 10``

Plays masters against each other in the real :class:`~dominoes_qt.ui.controller.GameController`
(offscreen, the window's own players and budget: a coordinator process and its pool) and
times every play from the moment the seat is shown thinking (``thought_paced``) to the
moment its play is shown (the thinking mark goes off), and to the moment the answer came
back from the search. A play is *forced* when the seat has one candidate (nothing to
search), *free* otherwise. ``--load N`` starts N busy loops at the priority this tool runs
at (run it at nice 0, as a player's window runs) for the measurement only and stops them
by their process ids at the end.

Prints the slowest forced and free plays, how many free plays were shown later than the
slowest forced one, the answers' times, and the rollouts of the first free decision
against the median of the rest (the first decision is as strong as the rest only if those
are alike). Timing is the point here, so this is a lab tool, never a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field

from dominoes_qt.ai import WINDOW_BUDGET
from dominoes_qt.ai.intervals import percentile
from dominoes_qt.ai.plays import candidates
from dominoes_qt.ai.remote import RemotePlayer, player_for
from dominoes_qt.engine import Action, SeatView
from dominoes_qt.games import GAMES


@dataclass
class Timing:
    """What was seen of one computer play."""

    kind: str
    """"forced" or "free"."""
    started: float
    answered: float | None = None
    shown: float | None = None
    rollouts: int = 0
    starved: bool = False
    asked: float = 0.0
    """Milliseconds from the seat's thinking shown to the request (the window's thread)."""
    there: float = 0.0
    """Milliseconds from the request to the search's start in the coordinator."""
    searching: float = 0.0
    back: float = 0.0
    """Milliseconds from the search's end to the answer in this process."""


@dataclass
class Log:
    plays: list[Timing] = field(default_factory=list)


class _Timed:
    """The window's player, with the moment each answer came back noted."""

    def __init__(self, inner: RemotePlayer, log: Log) -> None:
        self.inner = inner
        self.level = inner.level
        self.budget = inner.budget
        self.log = log

    def prepare(self, rules: object, num_players: int) -> None:
        self.inner.prepare(rules, num_players)  # type: ignore[arg-type]

    def ready(self) -> bool:
        return self.inner.ready()

    def clock_started(self) -> None:
        self.inner.clock_started()

    def choose(self, view: SeatView) -> Action:
        self.inner.last = None
        if self.log.plays:
            self.log.plays[-1].asked = 1000 * (time.perf_counter() - self.log.plays[-1].started)
        sent = time.monotonic()
        action = self.inner.choose(view)
        back = time.monotonic()
        if self.log.plays:
            timing = self.log.plays[-1]
            timing.answered = time.perf_counter()
            last = self.inner.last
            if last is not None and last.pid == os.getpid() and not last.work.rollouts:
                timing.starved = True
            elif last is not None:
                timing.rollouts = last.work.rollouts
                timing.there = 1000 * (last.began - sent)
                timing.searching = 1000 * (last.ended - last.began)
                timing.back = 1000 * (back - last.ended)
        return action


def _busy(count: int) -> list[subprocess.Popen[bytes]]:
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"])
            for _ in range(count)]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.lab.pacing",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=sorted(GAMES), required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--plays", type=int, default=40, help="free plays to time")
    parser.add_argument("--load", type=int, default=0, help="busy loops to start")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=600.0)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QTimer

    from dominoes_qt.ui.controller import GameController, GameSetup, SeatSetup

    rules = GAMES[args.variant]
    app = QCoreApplication.instance() or QCoreApplication([])
    log = Log()

    def factory(level: str, seed: int) -> _Timed:
        player = player_for(level, seed, WINDOW_BUDGET)
        assert isinstance(player, RemotePlayer)
        return _Timed(player, log)

    controller = GameController(pace_ms=0, player_factory=factory)

    views: list[SeatView] = []

    def paced(seat: int, _wait: int) -> None:
        # Sorted into forced and free later: work here would delay the seat's thinking.
        started = time.perf_counter()
        match = controller.match
        assert match is not None
        views.append(match.view_for(seat))
        log.plays.append(Timing("", started))

    def changed(_seat: int, on: bool) -> None:
        if not on and log.plays and log.plays[-1].shown is None:
            log.plays[-1].shown = time.perf_counter()
            if len(log.plays) >= 3 * args.plays and sum(
                    len(candidates(v)[0]) > 1 for v in views) >= args.plays:
                app.quit()

    def again() -> None:
        controller.start(GameSetup(rules, seats, seed=args.seed + len(log.plays)))

    controller.thought_paced.connect(paced)
    controller.thinking_changed.connect(changed)
    controller.round_over.connect(lambda _n: QTimer.singleShot(0, controller.next_round))
    controller.match_over.connect(lambda _w: QTimer.singleShot(0, again))
    controller.match_called_off.connect(lambda: QTimer.singleShot(0, again))
    seats = tuple(SeatSetup(f"M{i}", "ai", "master") for i in range(args.players))
    load_before = os.getloadavg()[0]
    busy = _busy(args.load)
    try:
        controller.start(GameSetup(rules, seats, seed=args.seed))
        QTimer.singleShot(int(1000 * args.timeout), app.quit)
        app.exec()
        load_after = os.getloadavg()[0]
    finally:
        for process in busy:
            process.kill()
        for process in busy:
            process.wait()
        controller.shutdown()
    for timing, view in zip(log.plays, views, strict=True):
        timing.kind = "forced" if len(candidates(view)[0]) == 1 else "free"
    done = [t for t in log.plays if t.shown is not None]
    shown = {kind: [1000 * (t.shown - t.started) for t in done if t.kind == kind
                    and t.shown is not None] for kind in ("forced", "free")}
    answered = [1000 * (t.answered - t.started) for t in done
                if t.kind == "free" and t.answered is not None]
    print(f"{rules.title}, {args.players} masters, budget {WINDOW_BUDGET.milliseconds:.0f} ms, "
          f"{args.load} busy loops; load {load_before:.1f} before, {load_after:.1f} at the end "
          f"(1 min); {os.cpu_count()} cores")
    for kind, ms in shown.items():
        if ms:
            print(f"  {kind}: {len(ms)} plays shown after ms: min {min(ms):.0f}, median "
                  f"{statistics.median(ms):.0f}, p95 {percentile(ms, 0.95):.0f}, "
                  f"slowest {max(ms):.0f}")
    if shown["forced"] and shown["free"]:
        slowest = max(shown["forced"])
        late = sum(ms > slowest for ms in shown["free"])
        print(f"  free plays shown later than the slowest forced one ({slowest:.0f} ms): "
              f"{late} of {len(shown['free'])}")
    if answered:
        print(f"  free answers back after ms: median {statistics.median(answered):.0f}, "
              f"p95 {percentile(answered, 0.95):.0f}, slowest {max(answered):.0f}")
    free = [t for t in done if t.kind == "free" and t.answered is not None]
    if free:
        for name in ("asked", "there", "searching", "back"):
            parts = [getattr(t, name) for t in free]
            print(f"  {name}: median {statistics.median(parts):.0f}, p95 "
                  f"{percentile(parts, 0.95):.0f}, largest {max(parts):.0f} ms")
        slow = max(free, key=lambda t: (t.answered or 0.0) - t.started)
        print(f"  the slowest answer: asked {slow.asked:.0f}, there {slow.there:.0f}, "
              f"searching {slow.searching:.0f}, "
              f"back {slow.back:.0f} ms")
    print(f"  free plays decided here by the skilled judgement (the search starved): "
          f"{sum(t.starved for t in free)}")
    rollouts = [t.rollouts for t in done if t.kind == "free" and t.rollouts]
    if len(rollouts) > 1:
        print(f"  rollouts: first free decision {rollouts[0]}, median of the rest "
              f"{statistics.median(rollouts[1:]):.0f}, least {min(rollouts[1:])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
