"""How long the table keeps the GUI thread per play, now that relayouts run in a worker.

Run ``python -m tools.bench.relayout [rounds [config]] [--seed N]`` (300 rounds by
default; configs pick games and player counts, as in :mod:`tools.bench.layout`).
Random legal rounds are laid out after every play the way
:class:`~dominoes_qt.ui.table.TableScene` does: :func:`extend_layout` on the GUI thread;
when it declines, the ghost the tile lands on (also on the GUI thread) and
:func:`layout_board` in the worker. It prints, per window size, the CPU milliseconds (mean /
99th percentile / worst) the GUI thread spends per play, its worst over the plays no full
garbage collection fell in (Python's, which can pause any call), those of the worker's runs,
and for comparison those of ``layout_board`` on every play (what the GUI thread spent
before). No Qt is needed: the same pure calls are timed.
"""

from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from dominoes_qt.engine import Rules
from dominoes_qt.layout import Table, TableLayout, extend_layout, layout_board
from tools.bench.layout import (
    FLOORS,
    arguments,
    chosen_configs,
    percentile,
    played_rounds,
    print_list,
    table_for,
)


@dataclass
class Timings:
    """One window size's CPU seconds per play."""

    table: Table
    gui: list[float] = field(default_factory=list)
    """GUI thread, each play."""
    gui_no_gc: list[float] = field(default_factory=list)
    """The same, over the plays no full garbage collection ran in."""
    worker: list[float] = field(default_factory=list)
    """The worker, each play it laid out."""
    whole: list[float] = field(default_factory=list)
    """``layout_board`` on each play (all on the GUI thread before)."""
    relayouts: int = 0
    """Plays that needed the table laid out again."""


def time_rounds(rules: Rules, players: int, rounds: int,
                seed: int) -> tuple[int, dict[str, Timings]]:
    """Random legal rounds (seeded); the number of plays and each size's timings."""
    full_collections = 0

    def watch(phase: str, info: dict[str, int]) -> None:
        nonlocal full_collections
        if phase == "start" and info["generation"] == 2:
            full_collections += 1

    gc.callbacks.append(watch)
    try:
        return _time_rounds(rules, players, rounds, seed, lambda: full_collections)
    finally:
        gc.callbacks.remove(watch)


def _time_rounds(rules: Rules, players: int, rounds: int, seed: int,
                 collections: Callable[[], int]) -> tuple[int, dict[str, Timings]]:
    clock = time.process_time
    sizes = {size: Timings(table_for(players, size)) for size in FLOORS}
    plays = 0
    for _, round_, played in played_rounds(rules, players, rounds, seed):
        layouts: dict[str, TableLayout | None] = dict.fromkeys(FLOORS)
        for action, value in played:
            plays += 1
            board = round_.board
            for size, t in sizes.items():
                previous = layouts[size]
                seen = collections()
                start = clock()
                layout = extend_layout(board, previous, t.table)
                if layout is None and previous is not None and action.at is not None \
                        and action.end is not None and value is not None:
                    # The scene puts the tile on its ghost while the worker lays out.
                    previous.reach()
                    previous.ghost(action.at, action.end, action.tile, value)
                t.gui.append(clock() - start)
                if collections() == seen:
                    t.gui_no_gc.append(t.gui[-1])
                start = clock()
                full = layout_board(board, previous, t.table)
                spent = clock() - start
                t.whole.append(spent)
                if layout is None:
                    t.worker.append(spent)
                t.relayouts += bool(full.relayouts)
                layouts[size] = full
    return plays, sizes


def _ms(values: list[float]) -> str:
    if not values:
        return "-"
    return (f"{1000 * statistics.mean(values):.2f}/{1000 * percentile(values, 0.99):.1f}/"
            f"{1000 * max(values):.1f}")


def format_lines(name: str, players: int, plays: int, sizes: dict[str, Timings]) -> list[str]:
    lines = []
    for size, t in sizes.items():
        no_gc = f"{1000 * max(t.gui_no_gc):.1f}" if t.gui_no_gc else "-"
        lines.append(f"{name:<18}{players:>3}{size:>10}{plays:>7}{len(t.worker):>8}"
                     f"{_ms(t.gui):>20}{no_gc:>9}{_ms(t.worker):>20}{_ms(t.whole):>20}")
    return lines


HEADER = (f"{'game':<18}{'pl':>3}{'size':>10}{'plays':>7}{'worker':>8}"
          f"{'GUI ms mean/p99/max':>20}{'no gc':>9}{'worker ms':>20}{'before (GUI) ms':>20}")


def main(argv: list[str] | None = None) -> int:
    parser = arguments(300)
    parser.description = __doc__.splitlines()[0] if __doc__ else None
    args = parser.parse_args(argv)
    if args.list:
        print_list()
        return 0
    if args.rounds < 1:
        parser.error("rounds must be at least 1")
    configs = chosen_configs(args.config)
    print(f"{args.rounds} random rounds per configuration, seed {args.seed}; CPU time per play")
    print(HEADER)
    print("-" * len(HEADER))
    for rules, players in configs:
        plays, sizes = time_rounds(rules, players, args.rounds, seed=args.seed)
        for line in format_lines(rules.variant, players, plays, sizes):
            print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
