"""How long placing the counting marks keeps the GUI thread when a tile is chosen.

Run ``python -m tools.bench.marks [rounds [config]] [--seed N]`` (10 rounds per
configuration by default; configs pick games and player counts, as in
:mod:`tools.bench.layout`; by default every game whose plays score, the ones marked).
Random legal rounds are laid out after every play; at each position every open place shows
the ghost of a tile that could come to it (more ghosts than any one tile shows), the first
of them focused, and
:func:`~dominoes_qt.ui.counting.place_marks` is timed. It prints the CPU milliseconds per
call (median, 99th percentile, worst) and how many marks had to move aside. No Qt is needed.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence

from dominoes_qt.engine import Rules, tile
from dominoes_qt.layout import TableLayout, layout_board
from dominoes_qt.ui.counting import Square, count_marks, place_marks
from tools.bench.layout import arguments, configurations, percentile, played_rounds


def time_rounds(configs: Sequence[tuple[Rules, int]], rounds: int,
                seed: int) -> tuple[list[float], int, int]:
    """(CPU milliseconds per call, marks placed, marks moved aside) over ``rounds`` rounds of
    each of ``configs`` (games and player counts)."""
    spent: list[float] = []
    placed = moved = 0
    for rules, players in configs:
        for _, round_, plays in played_rounds(rules, players, rounds, seed):
            layout: TableLayout | None = None
            for _ in plays:
                board = round_.board
                layout = layout_board(board, layout)
                ghosts: list[Square] = []
                for place in board.places():
                    coming = next((tile(place.value, w) for w in range(7)
                                   if tile(place.value, w) not in board), None)
                    if coming is not None:
                        ghosts.append(layout.ghost(place.tile, place.end, coming,
                                                   place.value).box())
                marks = count_marks(board)
                start = time.process_time()
                where = place_marks(marks, layout, ghosts, ghosts[0] if ghosts else None)
                spent.append((time.process_time() - start) * 1000)
                placed += len(where)
                moved += sum(1 for p, xy in where.items() if xy != layout.marker(*p))
    return spent, placed, moved


def main(argv: Sequence[str]) -> int:
    parser = arguments(10)
    parser.prog = "python -m tools.bench.marks"
    parser.description = (__doc__ or "").splitlines()[0]
    args = parser.parse_args(list(argv))
    configs = [config for group in args.config for config in group] or [
        (rules, players) for rules, players in configurations() if rules.scores_plays]
    spent, placed, moved = time_rounds(configs, args.rounds, args.seed)
    spent.sort()
    print(f"calls {len(spent)}, marks {placed}, moved aside {moved}; CPU ms per call: "
          f"median {statistics.median(spent):.2f}, p99 {percentile(spent, 0.99):.2f}, "
          f"worst {spent[-1]:.2f}")
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv[1:]))
