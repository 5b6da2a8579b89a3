"""Muggins, to 100 or 200 points (one game offered with a choice of target: each target
is a preset of the game's options)."""

from dominoes_qt.games.muggins.rules import Muggins

RULES = (Muggins(), Muggins({"target": 200}, name="muggins-200"))

__all__ = ["RULES", "Muggins"]
