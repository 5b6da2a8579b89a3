"""Draw, the blocking game with a boneyard (to 100)."""

from dominoes_qt.games.draw.rules import Draw

RULES = Draw()

__all__ = ["RULES", "Draw"]
