"""Exact 61 Five Up: every double spins, a boneyard, exactly 61 (305 raw) wins."""

from __future__ import annotations

from collections.abc import Sequence

from dominoes_qt.engine.events import (
    BlockDifference,
    BlockParts,
    DominoParts,
    EventKind,
    PlayParts,
    ProposedEvent,
)
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP, Rules
from dominoes_qt.engine.seating import Seating
from dominoes_qt.engine.tiles import Tile, pip_total, round5


class FiveUp61(Rules):
    variant = "five-up-61"
    title = QT_TRANSLATE_NOOP("Games", "Exact 61 Five Up")
    player_counts = (2, 3, 4)
    hand_size = 5
    draws = True
    every_double_spins = True
    target = 305
    display_divisor = 5

    def play_events(
        self, seating: Seating, seat: int, parts: PlayParts, went_out: bool
    ) -> list[ProposedEvent]:
        # The last tile's points are part of the domino settlement, judged as one event.
        if went_out:
            return []
        return super().play_events(seating, seat, parts, went_out)

    def judge(self, score: int, event: ProposedEvent) -> tuple[bool, bool]:
        after = score + event.raw
        if after > self.target:
            return False, False
        return True, after == self.target

    def settle_domino_pips(
        self, seating: Seating, pips: Sequence[int], finisher: int, last_play: PlayParts
    ) -> list[ProposedEvent]:
        opponents = sum(pips[s] for s in seating.opponents_of(finisher))
        partner = seating.partner_of(finisher)
        partner_pips = None if partner is None else pips[partner]
        partner_rounded = None if partner_pips is None else round5(partner_pips)
        raw = last_play.points + round5(opponents) - (partner_rounded or 0)
        parts = DominoParts(
            last_play=last_play.points,
            opponents_pips=opponents,
            opponents_rounded=round5(opponents),
            partner_pips=partner_pips,
            partner_rounded=partner_rounded,
            last_contributions=last_play.contributions,
            last_end_sum=last_play.end_sum,
        )
        return [ProposedEvent(EventKind.DOMINO, finisher, seating.side_of(finisher), raw, parts)]

    def settle_block(
        self, seating: Seating, hands: Sequence[Sequence[Tile]], starter: int
    ) -> list[ProposedEvent]:
        pips = list(map(pip_total, hands))
        clockwise = seating.clockwise_from(starter)
        # Lowest hand first; equal hands clockwise from the round's starter.
        order = sorted(clockwise, key=lambda seat: (pips[seat], clockwise.index(seat)))
        events: list[ProposedEvent] = []
        for seat in order:
            differences = tuple(
                BlockDifference(other, pips[other], pips[other] - pips[seat])
                for other in seating.opponents_of(seat)
                if pips[other] > pips[seat]
            )
            total = sum(d.difference for d in differences)
            award = round5(total)
            if award > 0:
                parts = BlockParts(pips[seat], differences, total, award)
                events.append(
                    ProposedEvent(EventKind.BLOCK, seat, seating.side_of(seat), award, parts)
                )
        return events
