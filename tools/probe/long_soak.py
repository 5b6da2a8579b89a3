"""One match kept going to its game's round limit in the real window: does anything grow?

Run ``python -m tools.probe.long_soak --game VARIANT [--players N] [--every K]
[--seed S] [--pace MS]``, with a game whose sides can sink below zero for ever
(``seven-rocks``); ``QT_QPA_PLATFORM=offscreen`` needs no screen. The window and its
session are the ones ``dominoes-qt`` opens, over a temporary data folder. Every seat is
a computer that scores as little as it can, so that both sides of such a game sink below
zero and only the round limit ends the match; the match is watched as *Game > Watch the
computers play* watches one, each round's report closed at once.

Every ``K`` rounds it prints the resident memory (RSS, from ``/proc``), the autosave's
size, the median and the slowest autosave of those rounds (wall-clock ms) and the score
sheet's rows. At the end it says how the match ended and whether it stayed within the
bounds: called off at the limit, RSS growth from the 50th round on under 5 MB, and the
sheet no longer than its latest rounds allow. Exit status 0 when it does, 1 when not.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEventLoop, QTimer

from dominoes_qt import paths
from dominoes_qt.engine import Match
from dominoes_qt.games import GAMES
from dominoes_qt.storage.prefs import Preferences
from dominoes_qt.storage.saves import MatchInfo, SaveStore
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.scoring.sheet import SHOWN_ROUNDS
from tools.lab.stalling import StallingPlayer
from tools.probe.soak import MATCH_PATIENCE_MS, RSS_BOUND_MB, rss_mb, watched_window

SETTLED_ROUND = 50
"""The round from which memory must stay flat (the first rounds fill caches that stay)."""


class TimedSaves(SaveStore):
    """The session's store, noting how long each autosave took and what it wrote."""

    def __init__(self, data_dir: Path) -> None:
        super().__init__(data_dir)
        self.times_ms: list[float] = []
        self.last_bytes = 0

    def autosave_match(self, match: Match, players: Any, info: MatchInfo) -> int:
        start = time.perf_counter()
        written = super().autosave_match(match, players, info)
        self.times_ms.append(1000 * (time.perf_counter() - start))
        self.last_bytes = written
        return written

    def taken(self) -> tuple[float, float]:
        """The median and the slowest autosave since the last call (ms)."""
        times, self.times_ms = self.times_ms, []
        return (statistics.median(times), max(times)) if times else (0.0, 0.0)


@dataclass(frozen=True)
class Sample:
    round: int
    rss: float
    autosave_bytes: int
    median_ms: float
    slowest_ms: float
    sheet_rows: int

    def row(self) -> str:
        return (f"{self.round:>6}{self.rss:>9.1f}{self.autosave_bytes:>11}"
                f"{self.median_ms:>10.1f}{self.slowest_ms:>10.1f}{self.sheet_rows:>7}")


def run(variant: str, players: int, every: int, seed: int, pace_ms: int,
        report: bool = True) -> tuple[list[Sample], Match]:
    samples: list[Sample] = []
    prefs = Preferences(ai_pace_ms=pace_ms, animations=False, confirm_abandon=False)
    made: list[TimedSaves] = []

    def timed_saves() -> TimedSaves:
        # Made in the throwaway home the window is given, so it writes there.
        made.append(TimedSaves(paths.data_dir()))
        return made[-1]

    with watched_window(variant, players, prefs, "dominoes-long-soak-",
                        saves=timed_saves,
                        player_factory=lambda _level, s: StallingPlayer(s)) as (
            rules, window, session):
        saves = made[-1]
        loop = QEventLoop()
        controller = window.controller
        controller.match_over.connect(lambda _side: loop.quit())
        controller.match_called_off.connect(loop.quit)

        def round_started(number: int) -> None:
            if number == 1 or (number - 1) % every:
                return
            gc.collect()
            sample = Sample(number - 1, rss_mb(), saves.last_bytes, *saves.taken(),
                            window.scores.sheet.row_count())
            samples.append(sample)
            if report:
                print(sample.row(), flush=True)

        controller.round_started.connect(round_started)
        give_up = QTimer()
        give_up.setSingleShot(True)
        give_up.timeout.connect(loop.quit)
        seats = tuple(SeatSetup(f"Computer {seat + 1}", "ai", "beginner")
                      for seat in range(players))
        session.coach.watch(GameSetup(rules, seats, seed), pace_ms, False)
        give_up.start(MATCH_PATIENCE_MS)
        loop.exec()
        give_up.stop()
        match = controller.match
        if match is None or not match.is_over:
            raise RuntimeError("the match did not end")
        gc.collect()
        samples.append(Sample(len(match.rounds), rss_mb(), saves.last_bytes,
                              *saves.taken(), window.scores.sheet.row_count()))
        if report:
            print(samples[-1].row(), flush=True)
    return samples, match


def within(samples: list[Sample], match: Match) -> tuple[bool, str]:
    """Whether the run stayed within the bounds, and the line that says so."""
    settled = [s for s in samples if s.round >= SETTLED_ROUND]
    growth = settled[-1].rss - settled[0].rss if len(settled) > 1 else 0.0
    most_rows = max(s.sheet_rows for s in samples)
    # A round row and its events for each round written out, and the row of earlier ones.
    rows_bound = 1 + SHOWN_ROUNDS * (1 + 2 * match.num_players + 4)
    ok = match.called_off and growth < RSS_BOUND_MB and most_rows <= rows_bound
    ending = (f"called off after {len(match.rounds)} rounds" if match.called_off
              else f"won by side {match.winner} in round {len(match.rounds)}")
    return ok, (f"{ending}; RSS {growth:+.1f} MB from round {SETTLED_ROUND} (bound "
                f"{RSS_BOUND_MB:g}); sheet rows at most {most_rows} (bound {rows_bound}): "
                f"{'within' if ok else 'NOT within'} the bounds")


HEADER = (f"{'round':>6}{'RSS MB':>9}{'autosave B':>11}{'median ms':>10}{'worst ms':>10}"
          f"{'rows':>7}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), required=True)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--every", type=int, default=10, help="rounds between samples")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--pace", type=int, default=0, help="ms before each computer play")
    args = parser.parse_args(argv)
    if args.every < 1:
        parser.error("sample at least every round")
    limit = GAMES[args.game].round_limit
    print(f"one watched match of {args.game}, {args.players} players who score as little "
          f"as they can, round limit {limit}, seed {args.seed}, pace {args.pace} ms "
          f"(pid {os.getpid()})")
    print(HEADER)
    samples, match = run(args.game, args.players, args.every, args.seed, args.pace)
    ok, line = within(samples, match)
    print(line)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
