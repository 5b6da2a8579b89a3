"""How long :func:`layout_board` takes, the way the window calls it: after every play.

Run ``python -m dominoes_qt.layout.bench [rounds]``. The window calls the layout on the
GUI thread, so the slow tail (99th percentile, worst call) matters more than the mean.
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
    times: tuple[float, ...]
    """Seconds spent in each ``layout_board(board, previous)`` call after a play."""
    fresh_calls: int
    fresh_seconds: float
    """Spent in ``layout_board(board)`` from scratch at the end of each round."""
    relayouts: int
    relaid_worst: float
    """The slowest call that had to lay the table out again, in seconds (0: none did)."""

    @property
    def calls(self) -> int:
        return len(self.times)

    @property
    def seconds(self) -> float:
        return sum(self.times)

    @property
    def worst(self) -> float:
        return max(self.times, default=0.0)

    def percentile(self, share: float) -> float:
        """The call time that ``share`` (0..1) of the calls do not exceed (nearest rank)."""
        if not self.times:
            return 0.0
        ordered = sorted(self.times)
        rank = max(1, -(-int(share * 1000) * len(ordered) // 1000))
        return ordered[min(rank, len(ordered)) - 1]

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
    times: list[float] = []
    fresh_calls = relayouts = 0
    fresh = relaid_worst = 0.0
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
                times.append(took)
                relayouts += layout.relayouts
                if layout.relayouts:
                    relaid_worst = max(relaid_worst, took)
        start = clock()
        layout_board(round_.board)
        fresh += clock() - start
        fresh_calls += 1
    return LayoutBench(rules.variant, players, tuple(times), fresh_calls, fresh, relayouts,
                       relaid_worst)


def format_table(results: list[LayoutBench]) -> str:
    header = (f"{'game':<12} {'players':>7} {'calls':>7} {'ms/call':>8} {'p99 ms':>7} "
              f"{'p99.9 ms':>9} {'worst ms':>9} {'ms/fresh round':>15} {'relayouts':>10} "
              f"{'worst relaid ms':>16}")
    lines = [header, "-" * len(header)]
    for r in results:
        lines.append(f"{r.variant:<12} {r.players:>7} {r.calls:>7} {r.ms_per_call:>8.2f} "
                     f"{1000 * r.percentile(0.99):>7.1f} {1000 * r.percentile(0.999):>9.1f} "
                     f"{1000 * r.worst:>9.1f} {r.ms_per_fresh:>15.1f} {r.relayouts:>10} "
                     f"{1000 * r.relaid_worst:>16.1f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    rounds = int(args[0]) if args else 100
    print(format_table([bench_rounds(rules, n, rounds, seed=1) for rules, n in CONFIGS]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
