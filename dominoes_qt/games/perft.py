"""Pinned counts of legal positions, one file per game (as chess engines pin "perft").

From a fixed seeded deal of each player count, :func:`perft` counts the positions reached
by every sequence of exactly ``depth`` legal actions (a draw and a pass are actions; a
round that ends sooner counts once, where it ends). Any change to what a game allows
changes the counts, so each game keeps its figures in ``perft.json`` in its own folder
and the contract test holds the engine to them.

    python -m dominoes_qt.games.perft [VARIANT ...]   # write the files again
"""

from __future__ import annotations

import argparse
import importlib.resources
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dominoes_qt.engine import Match, Rules
from dominoes_qt.games import GAMES, package_of

FILE_NAME = "perft.json"
SEED = bytes(range(32))
"""The deal every count starts from (the same for every game and player count)."""
DEPTHS = (1, 2, 3, 4, 5)


def perft(match: Match, depth: int) -> int:
    """Positions after every sequence of ``depth`` actions from ``match`` (not changed)."""
    round_ = match.current
    if depth == 0 or match.winner is not None or round_ is None or round_.end is not None:
        return 1
    total = 0
    for action in match.legal_actions():
        after = match.copy()
        after.apply(action)
        total += perft(after, depth - 1)
    return total


def start(rules: Rules, players: int) -> Match:
    match = Match(rules, players)
    match.deal_round(seed=SEED)
    return match


def counts(rules: Rules, depths: Sequence[int] = DEPTHS) -> dict[str, dict[str, int]]:
    """``{players: {depth: positions}}`` for every player count of ``rules``."""
    return {str(n): {str(d): perft(start(rules, n), d) for d in depths}
            for n in rules.player_counts}


def pinned_path(rules: Rules) -> Path:
    """Where ``rules``' game keeps its counts (its package folder)."""
    folder = importlib.resources.files(package_of(rules))
    return Path(str(folder)) / FILE_NAME


def pinned(rules: Rules) -> dict[str, dict[str, int]] | None:
    """The counts the game pinned for its variant, or None when it pinned none."""
    path = pinned_path(rules)
    if not path.is_file():
        return None
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    found = doc.get(rules.variant)
    return found if isinstance(found, dict) else None


def write(rules: Rules) -> Path:
    """Pin the counts of ``rules`` in its game's file (other variants there are kept)."""
    path = pinned_path(rules)
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    doc[rules.variant] = counts(rules)
    path.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return path


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m dominoes_qt.games.perft",
                                     description="Pin each game's counts of legal positions.")
    parser.add_argument("variants", nargs="*", help="games to pin (default: every game)")
    args = parser.parse_args(argv)
    for variant in args.variants or list(GAMES):
        if variant not in GAMES:
            parser.error(f"unknown variant {variant!r} (known: {', '.join(GAMES)})")
        print(f"{variant}: {write(GAMES[variant])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
