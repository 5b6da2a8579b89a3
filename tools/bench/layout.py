"""How the layout does over many random rounds, the way the window calls it: after every play.

Run ``python -m tools.bench.layout [rounds [config ...]] [--seed N] [--jobs N]
[--tables SIZE=WxH,...]`` (2,000 rounds by default; a config is a number from the list
:func:`configurations` prints with ``--list``, a game's variant for every player count it
allows, or ``variant:players``; every registered game and player count by default; seed 1
by default). The rounds are those of :func:`played_rounds`, which the tests replay with the
same seed, so the rounds it lists can be replayed there. Every round is dealt the way the
window deals it (a seeded :class:`~dominoes_qt.engine.Match`) and played with random legal
plays.

The layout depends on the window's size (its table follows the view), so every round is
laid out once per window size of :data:`FLOORS` with that size's table, and the bench prints
per configuration and size: the smallest tile's short side on screen (pixels per unit, the
player's zoom untouched) that each round reaches at rest, its least and median over the
rounds; how many rounds fell below the size's floor, outgrew their table (only those can
fall below it), laid unjoined tiles touching or left a place without room of its own (its
ghost on another's); how often tiles had to move (a relayout);
the CPU time of one ``layout_board(board, previous, table)`` call (99th percentile and
worst); and the most spots the layout's memo held. The window calls it on the GUI thread
only while no relayout is needed (:func:`~dominoes_qt.layout.table.extend_layout`); a
relayout runs in a worker thread, where its time still delays the next ghosts and, sharing
the interpreter, the window's frames (``python -m tools.bench.relayout`` times what
the GUI thread does itself). Below the figures it lists the rounds (numbered from 0) that
outgrew their table, fell below the floor or had tiles touching (by cause: ``rigid`` or
``proof``, no layout keeps them apart; ``budget``, the search gave up), and the slowest call.

``--tables 1280x800=26x19`` lays out on other tables than :func:`table_for`'s, to find the
smallest table that never outgrows. ``--sizes 1280x800,1024x640`` lays out at those window
sizes only. ``--round 688,1501`` lays out only the rounds of those
numbers (the rounds before them are still dealt and played, quickly, without a layout), to
look at the rounds a full run listed.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from dominoes_qt.engine import Board, Match, Move, Round, Rules
from dominoes_qt.games import GAMES, rules_for
from dominoes_qt.layout import fit
from dominoes_qt.layout.table import GAP, Table, TableLayout, layout_board, memo_peak

PROVEN = ("rigid", "proof")
"""Causes of touching where no layout at all keeps the tiles apart."""

FLOORS = {"1280x800": fit.REFERENCE_FLOOR, fit.SMALL: fit.SMALL_FLOOR, "1920x1080": 40.0}
"""The least pixels per unit (a tile's short side) promised at each window size: the
issue's at 1280x800 and 1024x640, and at 1920x1080 what its table gives (about 43)."""

Played = tuple[Move, int | None]
"""A play and the number of the place it went on (None for a lead)."""


def configurations() -> list[tuple[Rules, int]]:
    """Every registered game with every player count it allows, in the games' order."""
    return [(rules, players) for rules in GAMES.values() for players in rules.player_counts]


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
    ``size``: the window's own arithmetic, before the player zooms."""
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
    outgrown: list[int] = field(default_factory=list)
    """Which rounds outgrew the table (counted from 0 in the bench's seeded order)."""
    below: list[int] = field(default_factory=list)
    """Which rounds showed tiles below the size's floor."""
    touching: int = 0
    """Plays after which unjoined tiles touched."""
    roomless: list[int] = field(default_factory=list)
    """Which rounds had a place without a ghost of its own (no layout gave it room, see
    :attr:`~dominoes_qt.layout.TableLayout.complete`)."""
    slowest: tuple[float, int, int] = (0.0, 0, 0)
    """The slowest call: its seconds, round and play (from 0)."""
    off_centre: list[int] = field(default_factory=list)
    """Which rounds laid a double half a unit off its line's middle."""
    resting_contact: list[int] = field(default_factory=list)
    """Which rounds showed unjoined tiles touching at rest (a layout that lets tiles touch
    may still keep every tile apart, only a ghost touching a tile)."""
    touch_rounds: dict[str, list[int]] = field(default_factory=dict)
    """Which rounds had tiles touching, by why the layout let them (see
    :func:`touch_cause`): proven impossible to keep apart, or a search that gave up."""

    @property
    def touched(self) -> int:
        """Rounds in which unjoined tiles touched."""
        return sum(len(numbers) for numbers in self.touch_rounds.values())


@dataclass
class LayoutBench:
    variant: str
    players: int
    sizes: dict[str, SizeBench]
    rounds: int = 0
    plays: int = 0
    memo_peak: int = 0
    """The most spots the layout's memo held while these rounds were laid out."""


def touch_cause(layout: TableLayout) -> str:
    """Why ``layout`` lets unjoined tiles touch: ``"rigid"`` or ``"proof"`` (no layout
    keeps them apart), ``"budget"`` (a search gave up before it knew), or ``""``."""
    if layout.apart:
        return ""
    return layout._state.touch_why or "unknown"


def unjoined_contact(board: Board, layout: TableLayout) -> bool:
    """Do two tiles at rest that are not joined touch or overlap (whatever the ghosts do)?"""
    joined = {frozenset((n.tile, n.parent)) for n in board.nodes() if n.parent is not None}
    boxes = [(t, pose.box()) for t, pose in layout.poses.items()]
    for i, (a, p) in enumerate(boxes):
        for b, q in boxes[:i]:
            cloth = max(q[0] - p[2], p[0] - q[2], q[1] - p[3], p[1] - q[3])
            if cloth < GAP - 1e-9 and frozenset((a, b)) not in joined:
                return True
    return False


def percentile(values: list[float], share: float) -> float:
    """The value that ``share`` (0..1) of ``values`` do not exceed (nearest rank)."""
    ordered = sorted(values)
    rank = max(1, -(-int(share * 1000) * len(ordered) // 1000))
    return ordered[min(rank, len(ordered)) - 1]


def bench_rounds(rules: Rules, players: int, rounds: int, seed: int,
                 tables: dict[str, Table] | None = None,
                 only: frozenset[int] | None = None,
                 sizes: tuple[str, ...] = tuple(FLOORS)) -> LayoutBench:
    """Random legal rounds, timing and measuring the layout after every play at each window
    size of ``sizes`` (keys of :data:`FLOORS`). With ``only``, just the rounds of those
    numbers are laid out (the others are still played, unlaid, so the numbered rounds are
    the same as in a full run)."""
    # CPU time of this process: what one call costs, whatever else the machine runs.
    clock = time.process_time
    chosen = {size: (tables or {}).get(size) or table_for(players, size) for size in sizes}
    result = LayoutBench(rules.variant, players,
                         {size: SizeBench(table) for size, table in chosen.items()})
    memo_peak(reset=True)
    for number, round_, plays in played_rounds(rules, players, rounds, seed):
        if only is not None and number not in only:
            for _ in plays:
                pass
            continue
        layouts: dict[str, TableLayout | None] = dict.fromkeys(sizes)
        least = dict.fromkeys(sizes, float("inf"))
        grown = dict.fromkeys(sizes, False)
        touched: dict[str, str] = dict.fromkeys(sizes, "")
        roomless = dict.fromkeys(sizes, False)
        shifted = dict.fromkeys(sizes, False)
        contact = dict.fromkeys(sizes, False)
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
                roomless[size] = roomless[size] or not layout.complete
                shifted[size] = shifted[size] or bool(layout.off_centre)
                if not layout.apart and not contact[size]:
                    contact[size] = unjoined_contact(round_.board, layout)
                # The first cause is the one that let the round touch.
                touched[size] = touched[size] or touch_cause(layout)
                least[size] = min(least[size], pixels_per_unit(layout.reach(), players, size))
        result.rounds += 1
        for size, bench in result.sizes.items():
            bench.smallest.append(least[size])
            if grown[size]:
                bench.outgrown.append(number)
            if least[size] < FLOORS[size]:
                bench.below.append(number)
            if touched[size]:
                bench.touch_rounds.setdefault(touched[size], []).append(number)
            if roomless[size]:
                bench.roomless.append(number)
            if shifted[size]:
                bench.off_centre.append(number)
            if contact[size]:
                bench.resting_contact.append(number)
    result.memo_peak = memo_peak()
    return result


HEADER = (f"{'game':<18}{'pl':>3}{'size':>10}{'table':>7}{'plays':>7}"
          f"{'px least/median':>16}{'below':>6}{'beyond':>7}{'touch':>6}{'roomless':>9}"
          f"{'relayouts':>10}{'moved':>6}{'ms p99/worst':>14}{'memo':>6}")


def format_lines(r: LayoutBench) -> list[str]:
    """A line per window size of one configuration's figures (columns of :data:`HEADER`):
    rounds below the floor, beyond the table, with tiles touching and with a place without
    room of its own are counts of rounds."""
    lines = []
    for size, b in r.sizes.items():
        px = f"{min(b.smallest):.1f} / {statistics.median(b.smallest):.1f}"
        moved = f"{statistics.mean(b.moved):.1f}" if b.moved else "-"
        times = f"{1000 * percentile(b.times, 0.99):.1f}/{1000 * max(b.times):.0f}"
        lines.append(f"{r.variant:<18}{r.players:>3}{size:>10}"
                     f"{f'{b.table.width}x{b.table.height}':>7}{r.plays:>7}{px:>16}"
                     f"{len(b.below):>6}{len(b.outgrown):>7}{b.touched:>6}{len(b.roomless):>9}"
                     f"{b.relayouts:>10}"
                     f"{moved:>6}{times:>14}{r.memo_peak:>6}")
    return lines


def format_details(r: LayoutBench) -> list[str]:
    """The rounds to look at, to replay them with the same seed and round number."""
    lines = []
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
        if b.resting_contact:
            lines.append(f"{r.variant} {r.players} at {size}: unjoined tiles touching at "
                         f"rest in rounds {b.resting_contact}")
        if b.roomless:
            lines.append(f"{r.variant} {r.players} at {size}: a place without room in rounds "
                         f"{b.roomless}")
        if b.off_centre:
            lines.append(f"{r.variant} {r.players} at {size}: a double off its line's middle "
                         f"in rounds {b.off_centre}")
    return lines


def format_table(results: list[LayoutBench]) -> str:
    lines = [HEADER, "-" * len(HEADER)]
    for r in results:
        lines += format_lines(r)
    for r in results:
        lines += format_details(r)
    return "\n".join(lines)


def parse_tables(text: str) -> dict[str, Table]:
    """``1280x800=26x19,1024x640=25x19`` -> a table per window size."""
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


def parse_config(text: str) -> list[tuple[Rules, int]]:
    """A config on the command line: its number in :func:`configurations`, a variant (every
    player count it allows) or ``variant:players``."""
    known = configurations()
    if text.isdigit():
        if int(text) >= len(known):
            raise argparse.ArgumentTypeError(
                f"no configuration {text}: there are {len(known)} (0-{len(known) - 1}, "
                "see --list)")
        return [known[int(text)]]
    variant, _, count = text.partition(":")
    try:
        rules = rules_for(variant)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    if not count:
        return [(rules, players) for players in rules.player_counts]
    if not count.isdigit() or int(count) not in rules.player_counts:
        allowed = ", ".join(str(n) for n in rules.player_counts)
        raise argparse.ArgumentTypeError(
            f"{variant} is played by {allowed} players, not {count!r}")
    return [(rules, int(count))]


def chosen_configs(parsed: list[list[tuple[Rules, int]]]) -> list[tuple[Rules, int]]:
    """The configurations asked for on the command line (every one when none was)."""
    if not parsed:
        return configurations()
    return [config for group in parsed for config in group]


def arguments(default_rounds: int) -> argparse.ArgumentParser:
    """The command line this bench and :mod:`tools.bench.relayout` share."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("rounds", nargs="?", type=int, default=default_rounds,
                        help=f"random rounds per configuration (default {default_rounds})")
    # One configuration alone lets several run side by side.
    parser.add_argument("config", nargs="*", type=parse_config,
                        help="only these configurations: a number (see --list), a variant, "
                             "or variant:players")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--list", action="store_true",
                        help="list the configurations by number and stop")
    return parser


def print_list() -> None:
    for number, (rules, players) in enumerate(configurations()):
        print(f"{number:>3}  {rules.variant}:{players}")


def parse_rounds(text: str) -> frozenset[int]:
    """``688,1501`` -> those round numbers (from 0)."""
    numbers = text.split(",")
    if not all(n.strip().isdigit() for n in numbers):
        raise argparse.ArgumentTypeError(
            f"not round numbers (from 0) separated by commas: {text!r}")
    return frozenset(int(n) for n in numbers)


def parse_sizes(text: str) -> tuple[str, ...]:
    """``1280x800,1024x640`` -> those window sizes, in the order of :data:`FLOORS`."""
    asked = [size.strip() for size in text.split(",")]
    unknown = [size for size in asked if size not in FLOORS]
    if unknown or not asked:
        raise argparse.ArgumentTypeError(
            f"not window sizes among {', '.join(FLOORS)}: {text!r}")
    return tuple(size for size in FLOORS if size in asked)


_Job = tuple[str, int, int, int, dict[str, Table], frozenset[int] | None, tuple[str, ...]]


def _bench(job: _Job) -> LayoutBench:
    variant, players, rounds, seed, tables, only, sizes = job
    return bench_rounds(rules_for(variant), players, rounds, seed, tables, only, sizes)


def main(argv: list[str] | None = None) -> int:
    parser = arguments(2000)
    parser.add_argument("--tables", type=parse_tables, default={},
                        help="other tables than the window's, e.g. 1280x800=26x19")
    parser.add_argument("--jobs", type=int, default=1,
                        help="configurations laid out side by side in worker processes")
    parser.add_argument("--round", type=parse_rounds, default=None, dest="only",
                        metavar="N[,N...]",
                        help="lay out only these rounds (numbered from 0, as the bench lists "
                             "them); the rounds before are played unlaid, so they are the "
                             "same rounds as in a full run")
    parser.add_argument("--sizes", type=parse_sizes, default=tuple(FLOORS),
                        metavar="SIZE[,SIZE...]",
                        help=f"lay out only at these window sizes (default: {','.join(FLOORS)})")
    args = parser.parse_args(argv)
    if args.list:
        print_list()
        return 0
    if args.rounds < 1:
        parser.error("rounds must be at least 1")
    if args.jobs < 1:
        parser.error("jobs must be at least 1")
    configs = chosen_configs(args.config)
    print(f"{args.rounds} random rounds per configuration, seed {args.seed}; smallest tile's "
          "short side in px at rest; rounds below the floor "
          f"({', '.join(f'{size}: {floor:g}' for size, floor in FLOORS.items())}), beyond "
          "the table, touching; CPU ms per layout call; memo peak in spots", flush=True)
    if args.only is not None and max(args.only) >= args.rounds:
        parser.error(f"round {max(args.only)} is beyond the {args.rounds} rounds asked for")
    jobs: list[_Job] = [(rules.variant, players, args.rounds, args.seed, args.tables, args.only,
                         args.sizes) for rules, players in configs]
    results: list[LayoutBench] = []
    print(HEADER)
    print("-" * len(HEADER), flush=True)
    if args.jobs == 1:
        for job in jobs:
            results.append(_bench(job))
            print("\n".join(format_lines(results[-1])), flush=True)
    else:
        with ProcessPoolExecutor(args.jobs) as pool:
            for result in pool.map(_bench, jobs):
                results.append(result)
                print("\n".join(format_lines(result)), flush=True)
    for result in results:
        print("\n".join(format_details(result)))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
