"""Draw, the blocking game with a boneyard (to 100)."""

from dominoes_qt.games.draw.rules import DrawGame

RULES = DrawGame()

__all__ = ["RULES", "DrawGame"]
