"""Does anything pile up over a long session? Many watched matches in the real window.

Run ``python -m tools.probe.soak [MATCHES] [--game VARIANT] [--players N] [--level LEVEL]
[--seed N] [--pace MS] [--no-animations]`` (50 matches of two casual players of Five Up by
default; ``QT_QPA_PLATFORM=offscreen`` needs no screen). The game window and its session
are the ones ``dominoes-qt`` opens, over a temporary data folder; each match is started as
*Game > Watch the computers play* starts one, played to its end with its round reports
(closed at once instead of after their reading time), and then the next one begins.

After every match it collects garbage and prints the resident memory of the process (RSS,
from ``/proc``), the number of objects Python's collector tracks and the change of both
since the previous match. At the end it prints the growth from the 5th match to the last
(the first few fill caches that are meant to stay: translations, match-value tables, the
layout's memo) and whether it stays within the bounds: under 5 MB, and the object count
flat (under 20 objects a match on average). Exit status 0 when it does, 1 when not.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer

from dominoes_qt import paths
from dominoes_qt.engine import Rules
from dominoes_qt.games import GAMES
from dominoes_qt.storage.prefs import Preferences, PrefsStore
from dominoes_qt.storage.saves import SaveStore
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui import round_reports as reports_module
from dominoes_qt.ui.app import make_application
from dominoes_qt.ui.controller import GameSetup, PlayerFactory, SeatSetup
from dominoes_qt.ui.session import Session, window_settings
from dominoes_qt.ui.window import GameWindow

SETTLED_FROM = 5
"""The match from which memory and objects must stay flat (1-based)."""
RSS_BOUND_MB = 5.0
OBJECTS_PER_MATCH_BOUND = 20.0
MATCH_PATIENCE_MS = 30 * 60 * 1000
"""A match that has not ended by then is reported as stuck (a bound, not a timing)."""


def rss_mb() -> float:
    """The resident memory of this process in MB (0 where /proc is missing)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


@dataclass(frozen=True)
class Sample:
    match: int
    rounds: int
    plays: int
    rss: float
    objects: int


@contextmanager
def watched_window(variant: str, players: int, prefs: Preferences, prefix: str,
                   saves: Callable[[], SaveStore] = SaveStore.for_app,
                   player_factory: PlayerFactory | None = None
                   ) -> Iterator[tuple[Rules, GameWindow, Session]]:
    """A real window and session at 1280x800, in a throwaway home, for a soak to watch.

    Reports stay up only long enough to be drawn, as if someone read them at once, and
    every question is answered yes. Errors that reached the event loop fail the soak."""
    app = make_application()
    rules = GAMES[variant]
    if players not in rules.player_counts:
        raise ValueError(f"{rules.title} is not played by {players}")
    previous_report_ms = reports_module.WATCH_REPORT_MS
    reports_module.WATCH_REPORT_MS = 0
    with tempfile.TemporaryDirectory(prefix=prefix) as home, paths.redirected(Path(home)):
        window = GameWindow(window_settings(prefs), player_factory=player_factory)
        session = Session(window, saves(), PrefsStore.for_app(), StatsStore.for_app(), None,
                          prefs)
        session.tell = lambda title, text: None
        session.ask = lambda title, text: True
        session.guard.install()
        window.resize(1280, 800)
        window.show()
        try:
            yield rules, window, session
        finally:
            session.guard.uninstall()
            window.controller.shutdown()
            window.close_round_end()
            window.close()
            window.deleteLater()
            app.processEvents()
            reports_module.WATCH_REPORT_MS = previous_report_ms
    if session.guard.count:
        raise RuntimeError(f"{session.guard.count} errors reached the event loop")


def watch(matches: int, variant: str, players: int, level: str, seed: int, pace_ms: int,
          animations: bool, report: bool = True) -> list[Sample]:
    """Play ``matches`` watched matches in one window; a sample after each."""
    app = make_application()
    samples: list[Sample] = []
    prefs = Preferences(ai_pace_ms=pace_ms, animations=animations, confirm_abandon=False)
    with watched_window(variant, players, prefs, "dominoes-soak-") as (rules, window, session):
        loop = QEventLoop()
        ended: list[int] = []
        def over(side: int) -> None:
            ended.append(side)
            loop.quit()

        window.controller.match_over.connect(over)
        give_up = QTimer()
        give_up.setSingleShot(True)
        give_up.timeout.connect(loop.quit)
        plays = [0]
        window.controller.applied.connect(lambda _info: plays.__setitem__(0, plays[0] + 1))
        for number in range(1, matches + 1):
            seats = tuple(SeatSetup(f"Computer {seat + 1}", "ai", level)
                          for seat in range(players))
            ended.clear()
            plays[0] = 0
            session.coach.watch(GameSetup(rules, seats, seed + number), pace_ms, False)
            give_up.start(MATCH_PATIENCE_MS)
            loop.exec()
            give_up.stop()
            if not ended:
                raise RuntimeError(f"match {number} did not end")
            match = window.controller.match
            window.close_round_end()
            # The report's deletion and every queued event run before the count.
            app.processEvents()
            app.sendPostedEvents()
            gc.collect()
            sample = Sample(number, 0 if match is None else len(match.rounds), plays[0],
                            rss_mb(), len(gc.get_objects()))
            samples.append(sample)
            if report:
                _print_row(sample, samples[-2] if len(samples) > 1 else None)
    return samples


HEADER = f"{'match':>5}{'rounds':>7}{'plays':>7}{'RSS MB':>9}{'change':>8}{'objects':>9}" \
         f"{'change':>8}"


def _print_row(sample: Sample, before: Sample | None) -> None:
    rss_change = "" if before is None else f"{sample.rss - before.rss:+.1f}"
    objects_change = "" if before is None else f"{sample.objects - before.objects:+d}"
    print(f"{sample.match:>5}{sample.rounds:>7}{sample.plays:>7}{sample.rss:>9.1f}"
          f"{rss_change:>8}{sample.objects:>9}{objects_change:>8}", flush=True)


@dataclass(frozen=True)
class Verdict:
    rss_growth: float
    objects_growth: int
    objects_per_match: float
    """The least-squares slope of the object count over the settled matches."""

    @property
    def within(self) -> bool:
        return self.rss_growth < RSS_BOUND_MB and self.objects_per_match < \
            OBJECTS_PER_MATCH_BOUND


def verdict(samples: list[Sample]) -> Verdict | None:
    """Growth from match :data:`SETTLED_FROM` on; None with too few matches to tell."""
    settled = [s for s in samples if s.match >= SETTLED_FROM]
    if len(settled) < 2:
        return None
    n = len(settled)
    mean_x = sum(s.match for s in settled) / n
    mean_y = sum(s.objects for s in settled) / n
    slope = sum((s.match - mean_x) * (s.objects - mean_y) for s in settled) / \
        sum((s.match - mean_x) ** 2 for s in settled)
    return Verdict(settled[-1].rss - settled[0].rss, settled[-1].objects - settled[0].objects,
                   slope)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("matches", nargs="?", type=int, default=50)
    parser.add_argument("--game", choices=sorted(GAMES), default=next(iter(GAMES)))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="casual")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pace", type=int, default=0, help="ms before each computer play")
    parser.add_argument("--no-animations", action="store_true")
    args = parser.parse_args(argv)
    if args.matches < 1:
        parser.error("at least one match")
    print(f"{args.matches} watched matches of {args.game}, {args.players} {args.level} "
          f"players, seed {args.seed}, pace {args.pace} ms, animations "
          f"{'off' if args.no_animations else 'on'} (pid {os.getpid()})")
    print(HEADER)
    samples = watch(args.matches, args.game, args.players, args.level, args.seed, args.pace,
                    not args.no_animations)
    found = verdict(samples)
    if found is None:
        print(f"too few matches to judge (growth is measured from match {SETTLED_FROM})")
        return 0
    print(f"from match {SETTLED_FROM} to {samples[-1].match}: RSS {found.rss_growth:+.1f} MB "
          f"(bound {RSS_BOUND_MB:g}), objects {found.objects_growth:+d} "
          f"({found.objects_per_match:+.1f} a match; bound {OBJECTS_PER_MATCH_BOUND:g}): "
          f"{'within' if found.within else 'NOT within'} the bounds")
    return 0 if found.within else 1


if __name__ == "__main__":
    sys.exit(main())
