"""Random rounds per CPU second for presets, house rulesets and the new games.

``python -m tools.bench.options [--seconds S] [--seed N]`` from the repository's root;
run it with another tree first on ``PYTHONPATH`` (``PYTHONPATH=/path/to/other python
tools/bench/options.py``) to compare that tree's engine on the same rulesets (a game the
other tree lacks is left out). CPU time (``time.process_time``), so a shared machine's
load costs the figure little.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence

from dominoes_qt.engine import Match, Rules

RULESETS: tuple[tuple[str, str, dict[str, object], int], ...] = (
    ("all-fives preset", "all-fives", {}, 4),
    ("all-fives house", "all-fives",
     {"target": 150, "partners": False, "block-settlement": "lightest-hand"}, 4),
    ("all-fives double-nine", "all-fives", {"set": 9, "hand-4": 9}, 4),
    ("draw-game preset", "draw-game", {}, 4),
    ("block-game house", "block-game", {"block-winner": "lightest-side", "target": 150}, 4),
    ("cuban-dominoes", "cuban-dominoes", {}, 4),
    ("bergen", "bergen", {}, 3),
)
"""(label, game, options, players): each timed on its own."""


def rounds_per_cpu_second(rules: Rules, players: int, seconds: float, seed: int) -> float:
    """Whole rounds of uniformly random legal actions, per CPU second, for ``seconds``."""
    rng = random.Random(seed)
    clock = time.process_time
    rounds = 0
    start = clock()
    while clock() - start < seconds:
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        while round_.end is None and match.winner is None:
            actions = match.legal_actions()
            match.apply(actions[rng.randrange(len(actions))])
        rounds += 1
    return rounds / (clock() - start)


def _rules(game: str, options: dict[str, object]) -> Rules | None:
    """The ruleset, or None where this tree cannot build it (a game it lacks; a tree from
    before rulesets were values has its presets only)."""
    from dominoes_qt import games

    rules_of = getattr(games, "rules_of", None)
    if rules_of is None:
        preset = {"all-fives": "all-fives-100", "muggins": "muggins-100"}.get(game, game)
        return None if options else games.GAMES.get(preset)
    return rules_of(game, options) if game in games.game_classes() else None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench.options",
                                     description="random rounds per CPU second by ruleset")
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per ruleset")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for label, game, options, players in RULESETS:
        rules = _rules(game, options)
        if rules is None:
            print(f"{label:<24} (not in this tree)")
            continue
        rate = rounds_per_cpu_second(rules, players, args.seconds, args.seed)
        print(f"{label:<24} {rules.variant:<60} {players}p {rate:8.0f} rounds/CPU s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
