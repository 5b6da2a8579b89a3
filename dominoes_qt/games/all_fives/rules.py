"""All Fives: only the first double spins, a boneyard to draw from, scores in full value,
played to a chosen target (reached or passed)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import ClassVar

from dominoes_qt.engine.board import Spinners
from dominoes_qt.engine.events import PlayParts, ProposedEvent
from dominoes_qt.engine.options import Option, OptionValue
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP, Reaching, Rules
from dominoes_qt.engine.seating import Seating
from dominoes_qt.engine.tiles import Tile, pip_total
from dominoes_qt.games.family import (
    block_awards,
    domino_award,
    lightest_awards,
    multiple_of_five,
)


class AllFives(Rules):
    """The game; its targets are presets (see the package)."""

    variant = "all-fives-100"
    family: ClassVar[str | None] = "all-fives"
    title = QT_TRANSLATE_NOOP("Games", "All Fives")
    order = 30
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4)
    hand_sizes = MappingProxyType({2: 7, 3: 5, 4: 5})
    draws = True
    spinners = Spinners.FIRST_DOUBLE
    target = 100
    reaching = Reaching.OR_PASSING
    round_limit = 200
    last_play_scores_in_settlement = True
    """The last tile's points are part of the domino, judged as one event with it."""
    lightest_only = False
    """At a block only the lightest hand scores (True), or every hand scores its
    differences to heavier opponent hands (False, the standard here)."""

    @classmethod
    def game_options(cls) -> tuple[Option, ...]:
        return (Option("block-settlement", "choice",
                       "lightest-hand" if cls.lightest_only else "differences",
                       "at a block every hand scores its differences to heavier opponent "
                       "hands, or only the lightest hand scores",
                       ("differences", "lightest-hand")),)

    def take_game_options(self, values: Mapping[str, OptionValue]) -> None:
        self.lightest_only = values["block-settlement"] == "lightest-hand"

    def end_points(self, end_sum: int) -> int:
        return multiple_of_five(end_sum)

    def settle_domino_pips(
        self, seating: Seating, pips: Sequence[int], finisher: int, last_play: PlayParts
    ) -> list[ProposedEvent]:
        # Only the opponents' hands count: a partner's leftover tiles cost nothing.
        return [domino_award(seating, pips, finisher, last_play, less_partner=False)]

    def settle_block(
        self, seating: Seating, hands: Sequence[Sequence[Tile]], starter: int
    ) -> list[ProposedEvent]:
        award = lightest_awards if self.lightest_only else block_awards
        return award(seating, [pip_total(h) for h in hands], starter)
