"""Seven Rocks: four in partnerships, all tiles dealt, one spinner, 250 or more wins."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from dominoes_qt.engine.board import Spinners
from dominoes_qt.engine.events import EventKind, PenaltyParts, PlayParts, ProposedEvent
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP, Reaching, Rules
from dominoes_qt.engine.seating import Seating
from dominoes_qt.engine.tiles import SETS, Tile, pip_total
from dominoes_qt.games.family import multiple_of_five, round5

_PENALTIES = tuple(PenaltyParts(pips, round5(pips))
                   for pips in range(pip_total(SETS[max(SETS)]) + 1))
"""A hand's penalty, by its pips (values: every round shares them)."""


class SevenRocks(Rules):
    variant = "seven-rocks"
    title = QT_TRANSLATE_NOOP("Games", "Seven Rocks")
    order = 20
    player_counts = (4,)
    hand_sizes = MappingProxyType({4: 7})
    draws = False
    spinners = Spinners.FIRST_DOUBLE
    target = 250
    reaching = Reaching.OR_PASSING
    round_limit = 200
    blocked_round_has_winner = False

    def end_points(self, end_sum: int) -> int:
        return multiple_of_five(end_sum)

    def settle_domino_pips(
        self, seating: Seating, pips: Sequence[int], finisher: int, last_play: PlayParts
    ) -> list[ProposedEvent]:
        return self._penalties(seating, pips)

    def settle_block(
        self, seating: Seating, hands: Sequence[Sequence[Tile]], starter: int
    ) -> list[ProposedEvent]:
        return self._penalties(seating, [pip_total(h) for h in hands])

    @staticmethod
    def _penalties(seating: Seating, totals: Sequence[int]) -> list[ProposedEvent]:
        # Each hand is rounded on its own: two hands of 3 cost 5 + 5, not round5(6).
        events: list[ProposedEvent] = []
        for seat, pips in enumerate(totals):
            penalty = _PENALTIES[pips]
            if penalty.rounded:
                events.append(ProposedEvent(EventKind.PENALTY, seat, seating.side_by_seat[seat],
                                            -penalty.rounded, penalty))
        return events
