"""All Fives, Muggins and Draw for four players each playing for themselves (no
partnerships): three games of their own, so that lists name them apart from the
partnership games."""

from dominoes_qt.games.each_for_themselves.rules import AllFivesAlone, DrawAlone, MugginsAlone

RULES = (AllFivesAlone(), MugginsAlone(), DrawAlone())

__all__ = ["RULES", "AllFivesAlone", "DrawAlone", "MugginsAlone"]
