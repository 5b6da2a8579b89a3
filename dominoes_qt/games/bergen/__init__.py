"""Bergen: the drawing game that scores for matching ends (to 15)."""

from dominoes_qt.games.bergen.rules import Bergen, header_points

RULES = Bergen()

__all__ = ["RULES", "Bergen", "header_points"]
