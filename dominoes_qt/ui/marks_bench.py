"""How long placing the counting marks keeps the GUI thread when a tile is chosen.

Run ``python -m dominoes_qt.ui.marks_bench [rounds] [--seed N]`` (40 rounds by default).
Random legal rounds of Five Up for 2 and 4 players and Seven Rocks are laid out after every
play; at each position every open place shows the ghost of a tile that could come to it
(more ghosts than any one tile shows), the first of them focused, and
:func:`~dominoes_qt.ui.counting.place_marks` is timed. It prints the CPU milliseconds per
call (median, 99th percentile, worst) and how many marks had to move aside. No Qt is needed.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence

from dominoes_qt.engine import tile
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.layout import TableLayout, layout_board
from dominoes_qt.layout.bench import percentile, played_rounds
from dominoes_qt.ui.counting import Square, count_marks, place_marks

CONFIGS = ((FIVE_UP, 2), (FIVE_UP, 4), (SEVEN_ROCKS, 4))


def time_rounds(rounds: int, seed: int) -> tuple[list[float], int, int]:
    """(CPU milliseconds per call, marks placed, marks moved aside) over ``rounds`` rounds of
    each of :data:`CONFIGS`."""
    spent: list[float] = []
    placed = moved = 0
    for rules, players in CONFIGS:
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
    parser = argparse.ArgumentParser(prog="python -m dominoes_qt.ui.marks_bench",
                                     description=(__doc__ or "").splitlines()[0])
    parser.add_argument("rounds", type=int, nargs="?", default=40)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(list(argv))
    spent, placed, moved = time_rounds(args.rounds, args.seed)
    spent.sort()
    print(f"calls {len(spent)}, marks {placed}, moved aside {moved}; CPU ms per call: "
          f"median {statistics.median(spent):.2f}, p99 {percentile(spent, 0.99):.2f}, "
          f"worst {spent[-1]:.2f}")
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv[1:]))
