"""How the layout does over many random rounds, the way the window calls it: after every play.

Run ``python -m dominoes_qt.layout.bench [rounds [config]]`` (2,000 rounds by
default). For every game
and player count it prints the smallest tile each round reaches, in screen pixels per
unit at two window sizes (min, 1st percentile and median over the rounds, through
:mod:`dominoes_qt.layout.fit`, the window's own scale), how often tiles had to move (a
relayout) and how many moved, and how long one ``layout_board(board, previous)`` call
takes (mean, 99th percentile, worst). The window calls it on the GUI thread, so the slow
tail matters more than the mean.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from dataclasses import dataclass, field

from dominoes_qt.engine import FIVE_UP, SEVEN_ROCKS, Match, Move, Rules
from dominoes_qt.layout.fit import VIEWS, pixels_per_unit, table_for
from dominoes_qt.layout.table import TableLayout, layout_board

CONFIGS: tuple[tuple[Rules, int], ...] = (
    (FIVE_UP, 2),
    (FIVE_UP, 3),
    (FIVE_UP, 4),
    (SEVEN_ROCKS, 4),
)


@dataclass
class LayoutBench:
    variant: str
    players: int
    times: list[float] = field(default_factory=list)
    """Seconds spent in each ``layout_board(board, previous)`` call after a play."""
    smallest: dict[str, list[float]] = field(default_factory=dict)
    """Per window size: the smallest pixels per unit of each round."""
    relayouts: int = 0
    moved: list[int] = field(default_factory=list)
    """Tiles moved by each relayout."""
    grown: int = 0
    """Rounds whose layout had to outgrow the table size."""

    def percentile(self, values: list[float], share: float) -> float:
        """The value that ``share`` (0..1) of ``values`` do not exceed (nearest rank)."""
        ordered = sorted(values)
        rank = max(1, -(-int(share * 1000) * len(ordered) // 1000))
        return ordered[min(rank, len(ordered)) - 1]


def bench_rounds(rules: Rules, players: int, rounds: int, seed: int) -> LayoutBench:
    """Random legal rounds, timing and measuring the layout after every play."""
    rng = random.Random(seed)
    # CPU time of this process: what one call costs, whatever else the machine runs.
    clock = time.process_time
    result = LayoutBench(rules.variant, players, smallest={size: [] for size in VIEWS})
    table = table_for(players)
    for _ in range(rounds):
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        layout: TableLayout | None = None
        least = {size: float("inf") for size in VIEWS}
        grown = False
        while round_.end is None and match.winner is None:
            actions = match.legal_actions()
            action = actions[rng.randrange(len(actions))]
            match.apply(action)
            if not isinstance(action, Move):
                continue
            start = clock()
            layout = layout_board(round_.board, layout, table)
            result.times.append(clock() - start)
            if layout.relayouts:
                result.relayouts += layout.relayouts
                result.moved.append(len(layout.moved))
            grown = grown or layout.table != table
            reach = layout.reach()
            for size, view in VIEWS.items():
                least[size] = min(least[size], pixels_per_unit(reach, players, view))
        result.grown += grown
        for size in VIEWS:
            result.smallest[size].append(least[size])
    return result


def format_table(results: list[LayoutBench]) -> str:
    sizes = list(VIEWS)
    header = (f"{'game':<12}{'pl':>3}{'plays':>7}"
              + "".join(f"{'px/unit ' + s + ' min/p1/med':>30}" for s in sizes)
              + f"{'relayouts':>10}{'moved mean/max':>15}{'grown':>6}"
              + f"{'ms mean/p99/max':>20}")
    lines = [header, "-" * len(header)]
    for r in results:
        cells = "".join(
            f"{min(r.smallest[s]):>18.1f} /{r.percentile(r.smallest[s], 0.01):>5.1f} /"
            f"{statistics.median(r.smallest[s]):>5.1f}" for s in sizes)
        moved = (f"{statistics.mean(r.moved):.1f}/{max(r.moved)}" if r.moved else "-")
        times = (f"{1000 * statistics.mean(r.times):.2f}/{1000 * r.percentile(r.times, 0.99):.1f}"
                 f"/{1000 * max(r.times):.0f}")
        lines.append(f"{r.variant:<12}{r.players:>3}{len(r.times):>7}{cells}"
                     f"{r.relayouts:>10}{moved:>15}{r.grown:>6}{times:>20}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    rounds = int(args[0]) if args else 2000
    # A second argument picks one configuration (0-3), to run them side by side.
    configs = [CONFIGS[int(args[1])]] if len(args) > 1 else list(CONFIGS)
    print(f"{rounds} random rounds per configuration")
    print(format_table([bench_rounds(rules, n, rounds, seed=1) for rules, n in configs]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
