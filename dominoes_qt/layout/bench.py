"""How the layout does over many random rounds, the way the window calls it: after every play.

Run ``python -m dominoes_qt.layout.bench [rounds [config]] [--tables SIZE=WxH,...]
[--seed N]`` (2,000 rounds by default; config 0-3 picks one game and player count; seed 1 by
default, and the rounds are those of :func:`played_rounds`, which the tests replay, with the same
seed, so the rounds it lists can be replayed there). Every round is dealt the way the window
deals it (a seeded :class:`~dominoes_qt.engine.Match`) and played with random legal plays.
The layout depends on the window's size (its table follows the view), so every round is laid
out once per window size with that size's table, and the bench prints per size: the smallest
tile each round reaches in screen pixels per unit (min, 1st percentile and median over the
rounds), how many rounds outgrew their table (only those can fall below the floor), how many
plays laid tiles touching, how often tiles had to move (a relayout) and how many moved, and
how long one ``layout_board(board, previous, table)`` call takes in CPU time (mean, 99th
percentile, worst). The window calls it on the GUI thread only while no relayout is needed
(:func:`~dominoes_qt.layout.table.extend_layout`); a relayout runs in a worker thread, so
its slow tail delays the next ghosts, never the window
(``python -m dominoes_qt.ui.relayout_bench`` times what the GUI thread still does).
Below the figures it lists the rounds (numbered from 0) that outgrew their table or fell
below the floor, the slowest call, and the rounds where tiles touched by cause (``rigid``
or ``proof``: no layout keeps them apart; ``budget``: the search gave up; the ``rounds``
column counts them as proven / unproven), to replay them.

``--tables 1280x800=40x26`` lays out on other tables than :func:`table_for`'s, to find the
smallest table that never outgrows.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

from dominoes_qt.engine import Match, Move, Round, Rules
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.layout import fit
from dominoes_qt.layout.table import Table, TableLayout, layout_board

CONFIGS: tuple[tuple[Rules, int], ...] = (
    (FIVE_UP, 2),
    (FIVE_UP, 3),
    (FIVE_UP, 4),
    (SEVEN_ROCKS, 4),
)

PROVEN = ("rigid", "proof")
"""Causes of touching where no layout at all keeps the tiles apart."""

FLOORS = {"1280x800": 18.0, "1024x700": 14.0}
"""The issue's least pixels per unit at each window size."""

Played = tuple[Move, int | None]
"""A play and the number of the place it went on (None for a lead)."""


def played_rounds(rules: Rules, players: int, rounds: int,
                  seed: int) -> Iterator[tuple[int, Round, Iterator[Played]]]:
    """``rounds`` random rounds, each as (number from 0, the round, its plays).

    Every round is dealt the way the window deals it (a seeded :class:`Match`); going
    through its plays plays it with uniformly random legal actions, pausing after each
    play (draws and passes happen on the way). One generator drives everything, so the same
    seed gives the same rounds here, in the tests and in the GUI-thread bench; a round's
    plays must be gone through before the next round is asked for.
    """
    rng = random.Random(seed)
    for number in range(rounds):
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        yield number, round_, _random_plays(match, round_, rng)


def _random_plays(match: Match, round_: Round, rng: random.Random) -> Iterator[Played]:
    while round_.end is None and match.winner is None:
        actions = match.legal_actions()
        action = actions[rng.randrange(len(actions))]
        value = None
        if isinstance(action, Move) and action.at is not None and action.end is not None:
            value = round_.board.place_value(action.at, action.end)
        match.apply(action)
        if isinstance(action, Move):
            yield action, value


def table_for(players: int, size: str) -> Table:
    """The table a layout keeps to in the window of ``size`` (a key of :data:`FLOORS`)."""
    return fit.table_for(players, fit.VIEWS[size])


def pixels_per_unit(reach: tuple[float, float, float, float], players: int,
                    size: str) -> float:
    """Screen pixels per unit of a board showing ``reach`` (units) in the window of
    ``size``: the window's own arithmetic."""
    return fit.pixels_per_unit(reach, players, fit.VIEWS[size])


@dataclass
class SizeBench:
    """One window size's figures."""

    table: Table
    smallest: list[float] = field(default_factory=list)
    """The smallest pixels per unit of each round."""
    times: list[float] = field(default_factory=list)
    """Seconds spent in each ``layout_board`` call after a play."""
    relayouts: int = 0
    moved: list[int] = field(default_factory=list)
    """Tiles moved by each relayout."""
    grown: int = 0
    """Rounds whose layout had to outgrow the table."""
    outgrown: list[int] = field(default_factory=list)
    """Which rounds outgrew it (counted from 0 in the bench's seeded order)."""
    below: list[int] = field(default_factory=list)
    """Which rounds showed tiles below the issue's floor."""
    touching: int = 0
    """Plays after which unjoined tiles touched (no layout could keep them apart)."""
    slowest: tuple[float, int, int] = (0.0, 0, 0)
    """The slowest call: its seconds, round and play (from 0)."""
    touch_rounds: dict[str, list[int]] = field(default_factory=dict)
    """Which rounds had tiles touching, by why the layout let them (see
    :func:`touch_cause`): proven impossible to keep apart, or a search that gave up."""


@dataclass
class LayoutBench:
    variant: str
    players: int
    sizes: dict[str, SizeBench]
    plays: int = 0


def touch_cause(layout: TableLayout) -> str:
    """Why ``layout`` lets unjoined tiles touch: ``"rigid"`` or ``"proof"`` (no layout
    keeps them apart), ``"budget"`` (a search gave up before it knew), or ``""``."""
    if layout.apart:
        return ""
    return layout._state.touch_why or "unknown"


def percentile(values: list[float], share: float) -> float:
    """The value that ``share`` (0..1) of ``values`` do not exceed (nearest rank)."""
    ordered = sorted(values)
    rank = max(1, -(-int(share * 1000) * len(ordered) // 1000))
    return ordered[min(rank, len(ordered)) - 1]


def bench_rounds(rules: Rules, players: int, rounds: int, seed: int,
                 tables: dict[str, Table] | None = None) -> LayoutBench:
    """Random legal rounds, timing and measuring the layout after every play."""
    # CPU time of this process: what one call costs, whatever else the machine runs.
    clock = time.process_time
    chosen = {size: (tables or {}).get(size) or table_for(players, size) for size in FLOORS}
    result = LayoutBench(rules.variant, players,
                         {size: SizeBench(table) for size, table in chosen.items()})
    for number, round_, plays in played_rounds(rules, players, rounds, seed):
        layouts: dict[str, TableLayout | None] = dict.fromkeys(FLOORS)
        least = dict.fromkeys(FLOORS, float("inf"))
        grown = dict.fromkeys(FLOORS, False)
        touched: dict[str, str] = dict.fromkeys(FLOORS, "")
        for play, _ in enumerate(plays):
            result.plays += 1
            for size, bench in result.sizes.items():
                start = clock()
                layout = layout_board(round_.board, layouts[size], bench.table)
                bench.times.append(clock() - start)
                bench.slowest = max(bench.slowest, (bench.times[-1], number, play))
                layouts[size] = layout
                if layout.relayouts:
                    bench.relayouts += layout.relayouts
                    bench.moved.append(len(layout.moved))
                grown[size] = grown[size] or layout.table != bench.table
                bench.touching += not layout.apart
                # The first cause is the one that let the round touch.
                touched[size] = touched[size] or touch_cause(layout)
                least[size] = min(least[size], pixels_per_unit(layout.reach(), players, size))
        for size, bench in result.sizes.items():
            bench.grown += grown[size]
            bench.smallest.append(least[size])
            if grown[size]:
                bench.outgrown.append(number)
            if least[size] < FLOORS[size]:
                bench.below.append(number)
            if touched[size]:
                bench.touch_rounds.setdefault(touched[size], []).append(number)
    return result


def format_table(results: list[LayoutBench]) -> str:
    header = (f"{'game':<12}{'pl':>3}{'size':>10}{'table':>7}{'plays':>7}"
              f"{'px/unit min/p1/med':>21}{'grown':>6}{'touch':>6}{'rounds':>10}{'relayouts':>10}"
              f"{'moved mean/max':>15}{'ms mean/p99/max':>19}")
    lines = [header, "-" * len(header)]
    for r in results:
        for size, b in r.sizes.items():
            px = (f"{min(b.smallest):.1f} / {percentile(b.smallest, 0.01):.1f} / "
                  f"{statistics.median(b.smallest):.1f}")
            moved = f"{statistics.mean(b.moved):.1f}/{max(b.moved)}" if b.moved else "-"
            times = (f"{1000 * statistics.mean(b.times):.2f}/"
                     f"{1000 * percentile(b.times, 0.99):.1f}/{1000 * max(b.times):.0f}")
            proven = sum(len(b.touch_rounds.get(why, [])) for why in PROVEN)
            unproven = sum(len(v) for k, v in b.touch_rounds.items() if k not in PROVEN)
            lines.append(f"{r.variant:<12}{r.players:>3}{size:>10}"
                         f"{f'{b.table.width}x{b.table.height}':>7}{r.plays:>7}{px:>21}"
                         f"{b.grown:>6}{b.touching:>6}{f'{proven}p/{unproven}u':>10}"
                         f"{b.relayouts:>10}{moved:>15}{times:>19}")
    # The rounds to look at: replay them with the same seed and round number.
    for r in results:
        for size, b in r.sizes.items():
            if b.outgrown or b.below:
                lines.append(f"{r.variant} {r.players} at {size}: outgrown rounds {b.outgrown}, "
                             f"below the floor {b.below}")
            seconds, number, play = b.slowest
            lines.append(f"{r.variant} {r.players} at {size}: slowest call {1000 * seconds:.0f} "
                         f"ms, round {number} play {play}")
            for why, numbers in sorted(b.touch_rounds.items()):
                lines.append(f"{r.variant} {r.players} at {size}: touching ({why}) rounds "
                             f"{numbers}")
    return "\n".join(lines)


def parse_tables(text: str) -> dict[str, Table]:
    """``1280x800=40x26,1024x700=30x28`` -> a table per window size."""
    tables = {}
    for item in text.split(","):
        size, _, dims = item.partition("=")
        width, _, height = dims.partition("x")
        if size not in FLOORS or not width.isdigit() or not height.isdigit():
            sizes = ", ".join(FLOORS)
            raise argparse.ArgumentTypeError(
                f"not SIZE=WIDTHxHEIGHT with SIZE one of {sizes}: {item!r}")
        tables[size] = Table(int(width), int(height))
    return tables


def arguments(default_rounds: int) -> argparse.ArgumentParser:
    """The command line this bench and :mod:`dominoes_qt.ui.relayout_bench` share."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("rounds", nargs="?", type=int, default=default_rounds,
                        help=f"random rounds per configuration (default {default_rounds})")
    # One configuration alone lets several run side by side.
    parser.add_argument("config", nargs="?", type=int, choices=range(len(CONFIGS)),
                        help="only this configuration: 0-2 Five Up with 2-4 players, "
                             "3 Seven Rocks")
    parser.add_argument("--seed", type=int, default=1)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = arguments(2000)
    parser.add_argument("--tables", type=parse_tables, default={},
                        help="other tables than the window's, e.g. 1280x800=40x26")
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("rounds must be at least 1")
    configs = [CONFIGS[args.config]] if args.config is not None else list(CONFIGS)
    print(f"{args.rounds} random rounds per configuration, seed {args.seed}")
    print(format_table([bench_rounds(rules, n, args.rounds, seed=args.seed, tables=args.tables)
                        for rules, n in configs]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
