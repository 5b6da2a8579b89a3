"""Exact 61 Five Up: every double spins, a boneyard, exactly 61 (305 raw) wins."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from dominoes_qt.engine.board import Spinners
from dominoes_qt.engine.events import PlayParts, ProposedEvent
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP, Reaching, Rules
from dominoes_qt.engine.seating import Seating
from dominoes_qt.engine.tiles import Tile, pip_total
from dominoes_qt.games.family import block_awards, domino_award, multiple_of_five


class FiveUp61(Rules):
    variant = "five-up-61"
    title = QT_TRANSLATE_NOOP("Games", "Exact 61 Five Up")
    order = 10
    player_counts = (2, 3, 4)
    hand_sizes = MappingProxyType({2: 5, 3: 5, 4: 5})
    draws = True
    spinners = Spinners.EVERY_DOUBLE
    target = 305
    reaching = Reaching.EXACTLY
    round_limit = 200
    display_divisor = 5
    last_play_scores_in_settlement = True

    def end_points(self, end_sum: int) -> int:
        return multiple_of_five(end_sum)

    def settle_domino_pips(
        self, seating: Seating, pips: Sequence[int], finisher: int, last_play: PlayParts
    ) -> list[ProposedEvent]:
        return [domino_award(seating, pips, finisher, last_play)]

    def settle_block(
        self, seating: Seating, hands: Sequence[Sequence[Tile]], starter: int
    ) -> list[ProposedEvent]:
        return block_awards(seating, [pip_total(h) for h in hands], starter)
