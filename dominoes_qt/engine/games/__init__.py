"""The games this program plays, by their record ``variant`` name."""

from __future__ import annotations

from dominoes_qt.engine.games.five_up import FiveUp61
from dominoes_qt.engine.games.seven_rocks import SevenRocks
from dominoes_qt.engine.rules import Rules

FIVE_UP = FiveUp61()
SEVEN_ROCKS = SevenRocks()

GAMES: dict[str, Rules] = {rules.variant: rules for rules in (FIVE_UP, SEVEN_ROCKS)}


def rules_for(variant: str) -> Rules:
    try:
        return GAMES[variant]
    except KeyError:
        known = ", ".join(GAMES)
        raise ValueError(f"unknown variant {variant!r} (known: {known})") from None


__all__ = ["FIVE_UP", "GAMES", "SEVEN_ROCKS", "FiveUp61", "Rules", "SevenRocks", "rules_for"]
