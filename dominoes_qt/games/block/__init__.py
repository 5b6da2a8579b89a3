"""Block, the plain blocking game (to 100)."""

from dominoes_qt.games.block.rules import Block, lightest_hand, winner_award

RULES = Block()

__all__ = ["RULES", "Block", "lightest_hand", "winner_award"]
