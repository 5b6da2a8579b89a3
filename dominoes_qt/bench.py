"""Random-play throughput of the rules engine: the budget the AI's search spends."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from dominoes_qt.engine import FIVE_UP, SEVEN_ROCKS, Match, Rules

CONFIGS: tuple[tuple[Rules, int], ...] = (
    (FIVE_UP, 2),
    (FIVE_UP, 3),
    (FIVE_UP, 4),
    (SEVEN_ROCKS, 4),
)


@dataclass(frozen=True)
class BenchResult:
    variant: str
    players: int
    rounds: int
    seconds: float
    legal_calls: int
    legal_seconds: float
    plays: int
    apply_calls: int
    apply_seconds: float

    @property
    def rounds_per_second(self) -> float:
        return self.rounds / self.seconds

    @property
    def us_per_legal(self) -> float:
        return 1e6 * self.legal_seconds / self.legal_calls

    @property
    def us_per_action(self) -> float:
        return 1e6 * self.apply_seconds / self.apply_calls


def run_random_rounds(rules: Rules, players: int, seconds: float, seed: int) -> BenchResult:
    """Play random legal actions through whole rounds for about ``seconds``."""
    rng = random.Random(seed)
    clock = time.perf_counter
    rounds = legal_calls = apply_calls = plays = 0
    legal_time = apply_time = 0.0
    start = clock()
    while clock() - start < seconds:
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        while round_.end is None and match.winner is None:
            t0 = clock()
            actions = match.legal_actions()
            t1 = clock()
            action = actions[rng.randrange(len(actions))]
            match.apply(action)
            t2 = clock()
            legal_time += t1 - t0
            apply_time += t2 - t1
            legal_calls += 1
            apply_calls += 1
            plays += not isinstance(action, str)
        rounds += 1
    total = clock() - start
    return BenchResult(rules.variant, players, rounds, total, legal_calls, legal_time, plays,
                       apply_calls, apply_time)


def bench(seconds: float = 2.0, seed: int = 1) -> list[BenchResult]:
    return [run_random_rounds(rules, n, seconds, seed) for rules, n in CONFIGS]


def format_table(results: list[BenchResult]) -> str:
    header = (f"{'game':<12} {'players':>7} {'rounds/s':>10} {'us/legal-gen':>13} "
              f"{'us/action':>10} {'actions/round':>14}")
    lines = [header, "-" * len(header)]
    for r in results:
        lines.append(
            f"{r.variant:<12} {r.players:>7} {r.rounds_per_second:>10.0f} "
            f"{r.us_per_legal:>13.2f} {r.us_per_action:>10.2f} "
            f"{r.apply_calls / r.rounds:>14.1f}"
        )
    return "\n".join(lines)
