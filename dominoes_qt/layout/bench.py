"""How long :func:`layout_board` takes, the way the window calls it: after every play.

Run ``python -m dominoes_qt.layout.bench [rounds]``.
"""

from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass

from dominoes_qt.engine import FIVE_UP, SEVEN_ROCKS, Match, Move, Rules
from dominoes_qt.layout.table import TableLayout, layout_board

CONFIGS: tuple[tuple[Rules, int], ...] = (
    (FIVE_UP, 2),
    (FIVE_UP, 3),
    (FIVE_UP, 4),
    (SEVEN_ROCKS, 4),
)


@dataclass(frozen=True)
class LayoutBench:
    variant: str
    players: int
    calls: int
    seconds: float
    """Spent in ``layout_board(board, previous)`` after each play."""
    worst: float
    """The slowest single call, in seconds."""
    fresh_calls: int
    fresh_seconds: float
    """Spent in ``layout_board(board)`` from scratch at the end of each round."""
    relayouts: int

    @property
    def ms_per_call(self) -> float:
        return 1000 * self.seconds / max(self.calls, 1)

    @property
    def ms_per_fresh(self) -> float:
        return 1000 * self.fresh_seconds / max(self.fresh_calls, 1)


def bench_rounds(rules: Rules, players: int, rounds: int, seed: int) -> LayoutBench:
    """Random legal rounds, timing the layout after every play."""
    rng = random.Random(seed)
    clock = time.perf_counter
    calls = fresh_calls = relayouts = 0
    spent = fresh = worst = 0.0
    for _ in range(rounds):
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        layout: TableLayout | None = None
        while round_.end is None and match.winner is None:
            actions = match.legal_actions()
            action = actions[rng.randrange(len(actions))]
            match.apply(action)
            if isinstance(action, Move):
                start = clock()
                layout = layout_board(round_.board, layout)
                took = clock() - start
                spent += took
                worst = max(worst, took)
                calls += 1
                relayouts += layout.relayouts
        start = clock()
        layout_board(round_.board)
        fresh += clock() - start
        fresh_calls += 1
    return LayoutBench(rules.variant, players, calls, spent, worst, fresh_calls, fresh,
                       relayouts)


def format_table(results: list[LayoutBench]) -> str:
    header = (f"{'game':<12} {'players':>7} {'calls':>7} {'ms/call':>8} {'worst ms':>9} "
              f"{'ms/fresh round':>15} {'relayouts':>10}")
    lines = [header, "-" * len(header)]
    for r in results:
        lines.append(f"{r.variant:<12} {r.players:>7} {r.calls:>7} {r.ms_per_call:>8.2f} "
                     f"{1000 * r.worst:>9.1f} {r.ms_per_fresh:>15.1f} {r.relayouts:>10}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    rounds = int(args[0]) if args else 100
    print(format_table([bench_rounds(rules, n, rounds, seed=1) for rules, n in CONFIGS]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
