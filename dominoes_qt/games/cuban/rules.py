"""Cuban Dominoes: four players in two partnerships with a double-nine set, ten tiles each
and fifteen out of play; nobody draws, nothing scores during the round, and the side that
wins a round takes the pips its opponents still hold."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType
from typing import ClassVar

from dominoes_qt.engine.board import Spinners
from dominoes_qt.engine.events import EventKind, ProposedEvent, WinnerParts
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP, Leader, Reaching
from dominoes_qt.engine.seating import Seating
from dominoes_qt.engine.tiles import Tile, pip_total
from dominoes_qt.games.block.rules import BlockGame, lightest_side


def side_award(seating: Seating, pips: Sequence[int], winner: int) -> ProposedEvent:
    """A block won by the side whose hands hold fewer pips: it scores the pips of the
    opponents' hands, its own hands costing it nothing (named by ``winner``, its seat)."""
    opponents = tuple((seat, pips[seat]) for seat in seating.clockwise_from(winner)
                      if seat in seating.opponents_of(winner))
    total = sum(p for _, p in opponents)
    partner = seating.partner_of(winner)
    ours = pips[winner] + (0 if partner is None else pips[partner])
    parts = WinnerParts(True, opponents, total, 0, (ours, total))
    return ProposedEvent(EventKind.BLOCK, winner, seating.side_of(winner), total, parts)


class CubanDominoes(BlockGame):
    variant = "cuban-dominoes"
    title = QT_TRANSLATE_NOOP("Games", "Cuban Dominoes")
    order = 75
    player_counts: ClassVar[tuple[int, ...]] = (4,)
    double = 9
    hand_sizes = MappingProxyType({4: 10})
    draws = False
    spinners = Spinners.NONE
    target = 100
    reaching = Reaching.OR_PASSING
    round_limit = 200
    leader = Leader.WINNER
    """Whoever went out leads the next round; a lot after a block."""
    sides_count_together = True
    """A block goes to the side whose hands together hold fewer pips."""

    def settle_block(
        self, seating: Seating, hands: Sequence[Sequence[Tile]], starter: int
    ) -> list[ProposedEvent]:
        if not (seating.partnerships and self.sides_count_together):
            # Each for themselves, or the lightest single hand: Block's own settlement.
            return super().settle_block(seating, hands, starter)
        pips = [pip_total(h) for h in hands]
        winner = lightest_side(seating, pips, starter)
        return [] if winner is None else [side_award(seating, pips, winner)]
