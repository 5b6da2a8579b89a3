"""Fives and Threes (the British pub game, to exactly 61)."""

from dominoes_qt.games.fives_and_threes.rules import FivesAndThrees

RULES = FivesAndThrees()

__all__ = ["RULES", "FivesAndThrees"]
