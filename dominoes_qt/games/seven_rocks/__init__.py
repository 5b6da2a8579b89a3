"""Seven Rocks (the seed game of ``shared/seeds``)."""

from dominoes_qt.games.seven_rocks.rules import SevenRocks

RULES = SevenRocks()

__all__ = ["RULES", "SevenRocks"]
