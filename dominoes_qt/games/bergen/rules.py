"""Bergen: a line game with a boneyard that scores when the open ends show one number.

Ends that match score by how many ends show the number, a double at an end counting as
two: two plain ends alike (a "double header") score 2, a double at one end matched by
the other end (a "triple header") 3. Winning the round, by going out or with the
lightest hand at a block, scores one more point. The first to 15 wins.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from types import MappingProxyType
from typing import ClassVar

from dominoes_qt.engine.board import Contribution, Spinners
from dominoes_qt.engine.events import EventKind, PlayParts, ProposedEvent, RoundWonParts
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP, Reaching, Rules
from dominoes_qt.engine.seating import Seating
from dominoes_qt.engine.tiles import Tile, pip_total


def header_points(counted: Sequence[Contribution]) -> int:
    """What the open ends score: when two or more ends show one number, one point for
    each of those ends and one more for each that is a double (two plain ends alike: 2; a
    double matched by a plain end: 3). A double led alone is both ends of the line: 2.

    >>> from dominoes_qt.engine.board import End
    >>> two = Contribution(Tile(2, 4), End.LOW, 2)
    >>> header_points([two, Contribution(Tile(1, 2), End.HIGH, 2)])
    2
    >>> header_points([two, Contribution(Tile(2, 2), None, 4)])
    3
    >>> header_points([two, Contribution(Tile(6, 6), None, 12)])
    0
    >>> header_points([Contribution(Tile(6, 6), None, 12)])
    2
    """
    if len(counted) == 1 and counted[0].end is None:
        return 2
    ends: Counter[int] = Counter()
    worth: Counter[int] = Counter()
    for contribution in counted:
        double = contribution.end is None
        number = contribution.tile.a if double else contribution.value
        ends[number] += 1
        worth[number] += 2 if double else 1
    return max((worth[n] for n, seen in ends.items() if seen >= 2), default=0)


class Bergen(Rules):
    variant = "bergen"
    title = QT_TRANSLATE_NOOP("Games", "Bergen")
    order = 80
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4)
    hand_sizes = MappingProxyType({2: 6, 3: 6, 4: 5})
    draws = True
    spinners = Spinners.NONE
    target = 15
    reaching = Reaching.OR_PASSING
    round_limit = 200
    partners = False
    """Four play each for themselves (the references keep a score per player)."""
    round_bonus = 1
    """What winning a round (going out, or the lightest hand at a block) scores."""

    def end_points(self, end_sum: int) -> int:
        # The sum of the ends never scores: the ends themselves do (points_of_ends).
        return 0

    def points_of_ends(self, counted: Sequence[Contribution]) -> int:
        return header_points(counted)

    def settle_domino_pips(
        self, seating: Seating, pips: Sequence[int], finisher: int, last_play: PlayParts
    ) -> list[ProposedEvent]:
        parts = RoundWonParts(False, 0, self.round_bonus)
        return [ProposedEvent(EventKind.DOMINO, finisher, seating.side_of(finisher),
                              self.round_bonus, parts)]

    def settle_block(
        self, seating: Seating, hands: Sequence[Sequence[Tile]], starter: int
    ) -> list[ProposedEvent]:
        # The lightest hand wins; a lightest total shared by two sides wins nothing.
        pips = [pip_total(h) for h in hands]
        low = min(pips)
        lowest = [seat for seat in seating.clockwise_from(starter) if pips[seat] == low]
        if len({seating.side_of(seat) for seat in lowest}) > 1:
            return []
        seat = lowest[0]
        parts = RoundWonParts(True, low, self.round_bonus)
        return [ProposedEvent(EventKind.BLOCK, seat, seating.side_of(seat), self.round_bonus,
                              parts)]
