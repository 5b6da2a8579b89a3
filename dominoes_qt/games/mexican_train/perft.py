"""Mexican Train's pinned position counts (as :mod:`dominoes_qt.games.perft` pins the line
games'): from the same fixed seed at every player count, the positions reached by every
sequence of exactly ``depth`` legal actions (draws, passes and a run's stop count).

    python -m dominoes_qt.games.mexican_train.perft   # write perft.json again
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from dominoes_qt.engine.trains import TrainMatch, TrainRules
from dominoes_qt.games.perft import SEED

DEPTHS = (1, 2, 3, 4, 5)
PINNED = Path(__file__).with_name("perft.json")


def perft(match: TrainMatch, depth: int) -> int:
    round_ = match.current
    if depth == 0 or round_ is None or round_.end is not None:
        return 1
    total = 0
    for action in match.legal_actions():
        after = match.copy()
        after.apply(action)
        total += perft(after, depth - 1)
    return total


def start(rules: TrainRules, players: int) -> TrainMatch:
    match = TrainMatch(rules, players)
    match.deal_round(seed=SEED)
    return match


def counts(rules: TrainRules) -> dict[str, dict[str, int]]:
    return {str(n): {str(d): perft(start(rules, n), d) for d in DEPTHS}
            for n in rules.player_counts}


def main() -> int:
    from dominoes_qt.games import TRAIN_GAMES

    rules = TRAIN_GAMES["mexican-train"]
    PINNED.write_text(json.dumps({rules.variant: counts(rules)}, indent=1) + "\n",
                      encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
