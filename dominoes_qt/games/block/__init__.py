"""Block, the plain blocking game (to 100)."""

from dominoes_qt.games.block.rules import BlockGame, lightest_hand, winner_award

RULES = BlockGame()

__all__ = ["RULES", "BlockGame", "lightest_hand", "winner_award"]
