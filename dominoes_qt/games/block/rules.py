"""Block: nothing scores during the round and nobody draws; the round's winner takes the
pips left in the opponents' hands."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import ClassVar

from dominoes_qt.engine.board import Spinners
from dominoes_qt.engine.events import (
    EventKind,
    PlayParts,
    ProposedEvent,
    WinnerParts,
)
from dominoes_qt.engine.options import Option, OptionValue
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP, Leader, Reaching, Rules
from dominoes_qt.engine.seating import Seating
from dominoes_qt.engine.tiles import Tile, pip_total


def winner_award(seating: Seating, pips: Sequence[int], winner: int,
                 kind: EventKind) -> ProposedEvent:
    """The round's ``winner`` scores the opponents' pips less the pips of its own hand (a
    partner's hand counts for nothing)."""
    opponents = tuple((seat, pips[seat]) for seat in seating.clockwise_from(winner)
                      if seat in seating.opponents_of(winner))
    total = sum(p for _, p in opponents)
    parts = WinnerParts(kind is EventKind.BLOCK, opponents, total, pips[winner])
    return ProposedEvent(kind, winner, seating.side_of(winner), total - pips[winner], parts)


def lightest_hand(seating: Seating, pips: Sequence[int], starter: int) -> int | None:
    """The seat that wins a blocked round: the lightest hand; None when the lightest total
    is shared by different sides. Partners sharing it win together (the first of them
    clockwise from the starter is named)."""
    low = min(pips)
    lowest = [seat for seat in seating.clockwise_from(starter) if pips[seat] == low]
    if len({seating.side_of(seat) for seat in lowest}) > 1:
        return None
    return lowest[0]


def lightest_side(seating: Seating, pips: Sequence[int], starter: int) -> int | None:
    """The seat that wins a blocked round when partners' hands count together: the side
    with the smaller total wins, named by its lighter hand (the first clockwise from the
    starter on equal hands); None when the sides' totals are equal. Without partners it
    is :func:`lightest_hand`."""
    if not seating.partnerships:
        return lightest_hand(seating, pips, starter)
    totals = [sum(pips[seat] for seat in side) for side in seating.sides]
    if totals[0] == totals[1]:
        return None
    side = seating.sides[0 if totals[0] < totals[1] else 1]
    return min((seat for seat in seating.clockwise_from(starter) if seat in side),
               key=lambda seat: pips[seat])


class BlockGame(Rules):
    variant = "block-game"
    title = QT_TRANSLATE_NOOP("Games", "Block")
    order = 70
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4)
    hand_sizes = MappingProxyType({2: 7, 3: 7, 4: 7})
    draws = False
    spinners = Spinners.NONE
    target = 100
    reaching = Reaching.OR_PASSING
    round_limit = 200
    leader = Leader.IN_TURN
    sides_count_together = False
    """At a block with partners, the sides' totals decide who wins (True), or the single
    lightest hand does (False, the standard here)."""

    @classmethod
    def game_options(cls) -> tuple[Option, ...]:
        return (Option("block-winner", "choice",
                       "lightest-side" if cls.sides_count_together else "lightest-hand",
                       "with partners, a block goes to the lightest single hand, or to the "
                       "side whose two hands weigh less", ("lightest-hand", "lightest-side")),
                ) if 4 in cls.player_counts else ()

    def take_game_options(self, values: Mapping[str, OptionValue]) -> None:
        self.sides_count_together = values.get("block-winner") == "lightest-side"

    def end_points(self, end_sum: int) -> int:
        return 0

    def settle_domino_pips(
        self, seating: Seating, pips: Sequence[int], finisher: int, last_play: PlayParts
    ) -> list[ProposedEvent]:
        return [winner_award(seating, pips, finisher, EventKind.DOMINO)]

    def settle_block(
        self, seating: Seating, hands: Sequence[Sequence[Tile]], starter: int
    ) -> list[ProposedEvent]:
        pips = [pip_total(h) for h in hands]
        winner = (lightest_side if self.sides_count_together else lightest_hand)(
            seating, pips, starter)
        if winner is None:
            return []
        return [winner_award(seating, pips, winner, EventKind.BLOCK)]
