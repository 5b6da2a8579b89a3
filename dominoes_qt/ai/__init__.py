"""Computer players. Pure Python, no Qt; they see a seat's view and nothing more.

>>> player = make_player("casual", seed=1)
"""

from dominoes_qt.ai.players import (
    LEVELS,
    Budget,
    Hint,
    Player,
    hint,
    make_player,
)

__all__ = ["LEVELS", "Budget", "Hint", "Player", "hint", "make_player"]
