"""Computer players. Pure Python, no Qt; they see a seat's view and nothing more.

>>> player = make_player("casual", seed=1)
>>> player.level
'casual'
"""

from dominoes_qt.ai.players import (
    DEFAULT_BUDGET,
    LEVEL_SUMMARIES,
    LEVELS,
    MASTER_BUDGET,
    MASTER_WINDOW_BUDGET,
    WINDOW_BUDGET,
    Budget,
    Hint,
    Player,
    hint,
    make_player,
)

__all__ = [
    "DEFAULT_BUDGET",
    "LEVELS",
    "LEVEL_SUMMARIES",
    "MASTER_BUDGET",
    "MASTER_WINDOW_BUDGET",
    "WINDOW_BUDGET",
    "Budget",
    "Hint",
    "Player",
    "hint",
    "make_player",
]
