"""Draw: Block with a boneyard; a player who cannot play draws until a tile fits."""

from __future__ import annotations

from types import MappingProxyType

from dominoes_qt.engine.events import RoundEnd
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP, Rules
from dominoes_qt.engine.seating import Seating
from dominoes_qt.games.block.rules import BlockGame


class DrawGame(BlockGame):
    variant = "draw-game"
    title = QT_TRANSLATE_NOOP("Games", "Draw")
    order = 60
    hand_sizes = MappingProxyType({2: 7, 3: 5, 4: 5})
    draws = True

    def next_leader(
        self, seating: Seating, last_end: RoundEnd, finisher: int | None, starter: int
    ) -> int | None:
        # Whoever went out leads; after a block a lot decides (Rules' own rule, not BlockGame's).
        return Rules.next_leader(self, seating, last_end, finisher, starter)
