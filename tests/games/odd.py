"""Two games that exist only in the tests, each written against ``Rules`` alone (not
derived from a real game), so a test over them proves the engine and its clients read
every rule from the rules object."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from dominoes_qt.engine import PlayParts, Reaching, Rules, Seating, Spinners, Tile, pip_total
from dominoes_qt.engine.events import ProposedEvent
from dominoes_qt.games.family import block_awards, domino_award, multiple_of_five


class HandByCount(Rules):
    """Seven tiles each for two players, five for three or four; every double spins; a
    drawn tile that fits need not be played at once; the first side to 100 raw (20 shown)
    or past wins."""

    variant = "test-hand-by-count"
    title = "Hands by Count"
    order = 900
    player_counts = (2, 3, 4)
    hand_sizes = MappingProxyType({2: 7, 3: 5, 4: 5})
    draws = True
    must_play_drawn = False
    spinners = Spinners.EVERY_DOUBLE
    target = 100
    reaching = Reaching.OR_PASSING
    round_limit = 50
    display_divisor = 5
    last_play_scores_in_settlement = True

    def end_points(self, end_sum: int) -> int:
        return multiple_of_five(end_sum)

    def settle_domino_pips(self, seating: Seating, pips: Sequence[int], finisher: int,
                           last_play: PlayParts) -> list[ProposedEvent]:
        return [domino_award(seating, pips, finisher, last_play)]

    def settle_block(self, seating: Seating, hands: Sequence[Sequence[Tile]],
                     starter: int) -> list[ProposedEvent]:
        return block_awards(seating, [pip_total(h) for h in hands], starter)


class ThreesAndFives(Rules):
    """No spinner, no drawing; an end sum scores one point for every five in it when it is
    a multiple of five, and one for every three when a multiple of three (15 scores
    5 + 3 = 8); raw points, exactly 61 wins."""

    variant = "test-threes-and-fives"
    title = "Threes and Fives"
    order = 901
    player_counts = (2, 3, 4)
    hand_sizes = MappingProxyType({2: 7, 3: 7, 4: 7})
    draws = False
    spinners = Spinners.NONE
    target = 61
    reaching = Reaching.EXACTLY
    round_limit = 50

    def end_points(self, end_sum: int) -> int:
        if end_sum <= 0:
            return 0
        fives = end_sum // 5 if end_sum % 5 == 0 else 0
        threes = end_sum // 3 if end_sum % 3 == 0 else 0
        return fives + threes

    def settle_domino_pips(self, seating: Seating, pips: Sequence[int], finisher: int,
                           last_play: PlayParts) -> list[ProposedEvent]:
        return [domino_award(seating, pips, finisher, last_play)]

    def settle_block(self, seating: Seating, hands: Sequence[Sequence[Tile]],
                     starter: int) -> list[ProposedEvent]:
        return block_awards(seating, [pip_total(h) for h in hands], starter)


HAND_BY_COUNT = HandByCount()
THREES_AND_FIVES = ThreesAndFives()
ODD_GAMES: tuple[Rules, ...] = (HAND_BY_COUNT, THREES_AND_FIVES)
