"""How the train table's layout does over many random rounds, the way the window calls it:
after every tile laid.

Run ``python -m tools.bench.trains [rounds] [--players 2,3,...] [--seed N]`` (2,000 rounds
for each player count from 2 to 8 by default, seed 1). Every round is the first of a seeded
:class:`~dominoes_qt.engine.trains.TrainMatch` (the 12|12 engine, the standard hands),
played with uniformly random legal actions; after every tile laid the table is laid out
(:func:`~dominoes_qt.layout.trains.layout_board_trains`, with the previous layout) for the
1280x800 and the 1024x640 window's table, and the pixels per unit (a tile's short side)
the window would draw it at, before any zoom, are noted.

Per player count and window size it prints the least pixels per unit each round reached,
their least and median over the rounds, how many rounds fell below the size's floor, the
most tiles on the table, how many rounds ended with two tiles that are not joined closer
than the line layout's gap (half a unit) and how many with two touching, and the CPU time
of one layout call (99th percentile and worst).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import dataclass, field

from dominoes_qt.engine.trainboard import TrainMove
from dominoes_qt.engine.trains import TrainMatch
from dominoes_qt.games.mexican_train import TRAIN_RULES
from dominoes_qt.layout import fit
from dominoes_qt.layout.table import GAP
from dominoes_qt.layout.trains import TrainLayout, layout_board_trains

SIZES = {"1280x800": fit.REFERENCE_FLOOR, fit.SMALL: fit.SMALL_FLOOR}


@dataclass
class Figures:
    least: list[float] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    below: int = 0
    most_tiles: int = 0
    close: int = 0
    """Rounds whose last layout has unjoined tiles closer than :data:`GAP`."""
    touching: int = 0
    """Rounds whose last layout has unjoined tiles touching."""


def closest(layout: TrainLayout) -> float:
    """The least room between two tiles of ``layout`` that are not joined (the station
    joins each train's first tile; each tile the one before it in its train)."""
    boxes = layout.tile_boxes()
    least = float("inf")
    for i, (ti, ki, p) in enumerate(boxes):
        for tj, kj, q in boxes[:i]:
            joined = (ti == tj and abs(ki - kj) == 1) or (
                -1 in (ti, tj) and (ki if ti != -1 else kj) == 0)
            if joined:
                continue
            least = min(least, max(q[0] - p[2], p[0] - q[2], q[1] - p[3], p[1] - q[3]))
    return least


def bench(players: int, rounds: int, seed: int) -> dict[str, Figures]:
    clock = time.process_time
    rng = random.Random(seed * 100 + players)
    geometries = {size: fit.geometry(players, fit.VIEWS[size]) for size in SIZES}
    figures = {size: Figures() for size in SIZES}
    for _ in range(rounds):
        match = TrainMatch(TRAIN_RULES, players, random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        layouts: dict[str, TrainLayout | None] = dict.fromkeys(SIZES)
        least = dict.fromkeys(SIZES, float("inf"))
        while round_.end is None:
            actions = match.legal_actions()
            action = actions[rng.randrange(len(actions))]
            match.apply(action)
            if not isinstance(action, TrainMove):
                continue
            for size, g in geometries.items():
                start = clock()
                layout = layout_board_trains(round_.board, g.table, layouts[size])
                figures[size].times.append(clock() - start)
                layouts[size] = layout
                least[size] = min(least[size], g.pixels_per_unit(layout.reach()))
        for size, floor in SIZES.items():
            f = figures[size]
            last = layouts[size]
            if last is not None:
                room = closest(last)
                f.close += room < GAP - 1e-9
                f.touching += room < 1e-9
            f.least.append(least[size])
            f.below += least[size] < floor - 1e-9
            f.most_tiles = max(f.most_tiles, len(round_.board))
    return figures


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench.trains")
    parser.add_argument("rounds", nargs="?", type=int, default=2000)
    parser.add_argument("--players", default="2,3,4,5,6,7,8")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    worst = 0.0
    for players in (int(p) for p in args.players.split(",")):
        for size, f in bench(players, args.rounds, args.seed).items():
            worst = max(worst, *f.times)
            print(f"{players}p {size}: px/unit least {min(f.least):.1f} median "
                  f"{statistics.median(f.least):.1f} (floor {SIZES[size]:.0f}: "
                  f"{f.below}/{len(f.least)} rounds below), most tiles {f.most_tiles}, "
                  f"closer than {GAP} {f.close}, touching {f.touching}, "
                  f"call p99 {percentile(f.times, 0.99) * 1000:.2f} ms worst "
                  f"{max(f.times) * 1000:.2f} ms", flush=True)
    print(f"worst layout call: {worst * 1000:.2f} ms CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
