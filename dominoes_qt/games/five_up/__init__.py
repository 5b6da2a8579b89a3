"""Exact 61 Five Up (the seed game of ``shared/seeds``)."""

from dominoes_qt.games.five_up.rules import FiveUp61

RULES = FiveUp61()

__all__ = ["RULES", "FiveUp61"]
