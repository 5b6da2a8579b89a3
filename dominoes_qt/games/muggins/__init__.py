"""Muggins, to 100 or 200 points (one game offered with a choice of target)."""

from dominoes_qt.games.muggins.rules import Muggins, Muggins100, Muggins200

RULES = (Muggins100(), Muggins200())

__all__ = ["RULES", "Muggins", "Muggins100", "Muggins200"]
