"""Draw: Block with a boneyard; a player who cannot play draws until a tile fits."""

from __future__ import annotations

from types import MappingProxyType

from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP, Leader
from dominoes_qt.games.block.rules import BlockGame


class DrawGame(BlockGame):
    variant = "draw-game"
    title = QT_TRANSLATE_NOOP("Games", "Draw")
    order = 60
    hand_sizes = MappingProxyType({2: 7, 3: 5, 4: 5})
    draws = True
    leader = Leader.WINNER
    """Whoever went out leads; after a block a lot decides (not Block's turn about)."""
