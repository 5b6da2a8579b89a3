"""Cuban Dominoes: the Latin American partnership game with the double-nine set (to 100)."""

from dominoes_qt.games.cuban.rules import CubanDominoes, side_award

RULES = CubanDominoes()

__all__ = ["RULES", "CubanDominoes", "side_award"]
