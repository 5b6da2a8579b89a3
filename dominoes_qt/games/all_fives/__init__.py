"""All Fives, to 100, 200 or 250 points (one game offered with a choice of target: each
target is a preset of the game's options)."""

from dominoes_qt.games.all_fives.rules import AllFives

RULES = (AllFives(), AllFives({"target": 200}, name="all-fives-200"),
         AllFives({"target": 250}, name="all-fives-250"))

__all__ = ["RULES", "AllFives"]
