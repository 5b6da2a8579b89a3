"""All Fives, to 100, 200 or 250 points (one game offered with a choice of target)."""

from dominoes_qt.games.all_fives.rules import AllFives, AllFives100, AllFives200, AllFives250

RULES = (AllFives100(), AllFives200(), AllFives250())

__all__ = ["RULES", "AllFives", "AllFives100", "AllFives200", "AllFives250"]
