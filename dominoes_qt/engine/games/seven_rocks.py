"""Seven Rocks: four in partnerships, all tiles dealt, one spinner, 250 or more wins."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from dominoes_qt.engine.events import EventKind, PenaltyParts, PlayParts, ProposedEvent
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP, Rules
from dominoes_qt.engine.seating import Seating
from dominoes_qt.engine.tiles import FULL_SET, Tile, pip_total, round5

_PLAY = EventKind.PLAY
_PENALTY = EventKind.PENALTY
_PENALTY_PARTS = tuple(PenaltyParts(pips, round5(pips)) for pips in range(pip_total(FULL_SET) + 1))
"""A hand's penalty parts by its pips."""


@cache
def _penalty_events(sides: tuple[int, ...]) -> tuple[tuple[ProposedEvent | None, ...], ...]:
    """Each seat's penalty by the pips left in its hand (None when it rounds to nothing),
    for seats on ``sides``: events are values, so every round's four are shared."""
    # Each hand is rounded on its own: two hands of 3 cost 5 + 5, not round5(6).
    return tuple(tuple(ProposedEvent(_PENALTY, seat, side, -parts.rounded, parts)
                       if parts.rounded else None for parts in _PENALTY_PARTS)
                 for seat, side in enumerate(sides))


class SevenRocks(Rules):
    variant = "seven-rocks"
    title = QT_TRANSLATE_NOOP("Games", "Seven Rocks")
    player_counts = (4,)
    hand_size = 7
    draws = False
    every_double_spins = False
    target = 250
    blocked_round_has_winner = False

    def judge(self, score: int, event: ProposedEvent) -> tuple[bool, bool]:
        # Only a scoring play can reach the target; a penalty never wins.
        wins = event.kind is _PLAY and score + event.raw >= self.target
        return True, wins

    def settle_domino_pips(
        self, seating: Seating, pips: Sequence[int], finisher: int, last_play: PlayParts
    ) -> list[ProposedEvent]:
        return self._penalties(seating, pips)

    def settle_block(
        self, seating: Seating, hands: Sequence[Sequence[Tile]], starter: int
    ) -> list[ProposedEvent]:
        return self._penalties(seating, list(map(pip_total, hands)))

    @staticmethod
    def _penalties(seating: Seating, totals: Sequence[int]) -> list[ProposedEvent]:
        events: list[ProposedEvent] = []
        by_seat = _penalty_events(seating.side_by_seat)
        for seat, pips in enumerate(totals):
            event = by_seat[seat][pips]
            if event is not None:
                events.append(event)
        return events
