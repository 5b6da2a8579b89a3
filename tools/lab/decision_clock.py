"""How long the master takes per decision at the table, and how much it does in that time.

``python -m tools.lab.decision_clock --variant VARIANT --players 4 --decisions 40``

Plays one match the way the window does: the window's masters decide in their own
process, whose pool is readied for the game as the match starts
(:meth:`~dominoes_qt.ai.remote.RemotePlayer.prepare`), the first
decision comes after the window's pause once the players are ready, and every decision
with a choice runs on the window's budget. Prints the wall time per decision (mean, p95,
largest), the rollouts of the first decision against the median of the rest, the CPU
time the coordinating process spent on each decision (the work that, before it had a
process of its own, held the window's interpreter), and the load average, since the
machine may be shared. Run it in a fresh process each time, so the first decision is
really the first.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

from dominoes_qt.ai import master, plays
from dominoes_qt.ai.intervals import percentile
from dominoes_qt.ai.players import WINDOW_BUDGET
from dominoes_qt.ai.remote import RemotePlayer
from dominoes_qt.ai.simulate import turns
from dominoes_qt.engine import Match
from dominoes_qt.games import GAMES

PAUSE_S = 0.7
"""The window's default pause before a computer's first move."""


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.lab.decision_clock",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=sorted(GAMES), required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--decisions", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rules = GAMES[args.variant]
    if args.players not in rules.player_counts:
        parser.error(f"{rules.title} is played by {rules.player_counts} players")
    load_before = os.getloadavg()
    match = Match(rules, args.players, rng=random.Random(args.seed))
    players = [RemotePlayer("master", args.seed * 31 + seat, WINDOW_BUDGET)
               for seat in range(args.players)]
    rollouts: list[int] = []
    coordinating: list[float] = []
    here: list[bool] = []
    for player in players:
        player.prepare(rules, args.players)
    started = time.perf_counter()
    time.sleep(PAUSE_S)
    # As the window does: the first move waits until the players are ready.
    while not all(p.ready() for p in players):
        time.sleep(0.05)
    readying = time.perf_counter() - started
    walls: list[float] = []
    for seat in turns(match):
        if len(walls) >= args.decisions:
            break
        view = match.view_for(seat)
        choice = len(plays.candidates(view)[0]) > 1 if view.legal_actions() else False
        player = players[seat]
        player.last = None
        start = time.perf_counter()
        action = player.choose(view)
        wall = time.perf_counter() - start
        done = 0 if player.last is None else player.last.work.rollouts
        if choice and done:
            assert player.last is not None
            walls.append(wall)
            rollouts.append(done)
            coordinating.append(1000 * player.last.cpu)
            here.append(player.last.pid == os.getpid())
        match.apply(action, seat)
    load_after = os.getloadavg()
    ms = [1000 * w for w in walls]
    rest = rollouts[1:] or [0]
    print(f"{rules.title}, {args.players} players: {len(ms)} decisions with a choice "
          f"(budget {WINDOW_BUDGET.milliseconds:.0f} ms on {master.workers()} workers)")
    print(f"  wall ms: mean {statistics.fmean(ms):.0f}, p95 {percentile(ms, 0.95):.0f}, "
          f"largest {max(ms):.0f}; first decision {ms[0]:.0f}")
    print(f"  rollouts: first decision {rollouts[0]}, median of the rest "
          f"{statistics.median(rest):.0f}, least of the rest {min(rest)}")
    print(f"  the coordinator's own CPU ms per decision (pickling, merging, waiting; not in "
          f"the window's process): median {statistics.median(coordinating):.0f}, p95 "
          f"{percentile(coordinating, 0.95):.0f}; {sum(here)} decisions made here instead")
    print(f"  ready {1000 * readying:.0f} ms after the match started (the window's pause "
          f"is {1000 * PAUSE_S:.0f} ms)")
    print(f"  load average before {load_before[0]:.2f}, after {load_after[0]:.2f} "
          f"(1 min); {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
