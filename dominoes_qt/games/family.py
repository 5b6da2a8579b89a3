"""Arithmetic shared by the games of the fives family (each game chooses what to use)."""

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
from dominoes_qt.engine.seating import Seating


def round5(pips: int) -> int:
    """Round a pip count to the nearest multiple of five (remainders 1-2 down, 3-4 up).

    >>> [round5(n) for n in (2, 3, 12, 13, 25)]
    [0, 5, 10, 15, 25]
    """
    return (pips + 2) // 5 * 5


def multiple_of_five(end_sum: int) -> int:
    """The end sum itself when it is a positive multiple of five, else 0.

    >>> [multiple_of_five(n) for n in (0, 5, 12, 30)]
    [0, 5, 0, 30]
    """
    return end_sum if end_sum > 0 and end_sum % 5 == 0 else 0


def fives_and_threes(end_sum: int) -> int:
    """One point for each five and one for each three that the end sum is made of, when
    it is a multiple of either (0 otherwise).

    >>> [fives_and_threes(n) for n in (3, 5, 6, 7, 9, 10, 12, 15, 18, 20, 30)]
    [1, 1, 2, 0, 3, 2, 4, 8, 6, 4, 16]
    """
    return (end_sum // 5 if end_sum % 5 == 0 else 0) + (end_sum // 3 if end_sum % 3 == 0 else 0)


def block_awards(
    seating: Seating, pips: Sequence[int], starter: int
) -> list[ProposedEvent]:
    """A blocked round of the fives family: every hand scores its differences to each
    heavier opponent hand, rounded to five; the lightest hand first, equal hands clockwise
    from the round's starter."""
    clockwise = seating.clockwise_from(starter)
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


def lightest_awards(
    seating: Seating, pips: Sequence[int], starter: int
) -> list[ProposedEvent]:
    """A blocked round where only the lightest hand scores: its differences to each
    heavier opponent hand, rounded once to five (what :func:`block_awards` gives that
    hand). When the lightest total is held by different sides nobody scores; partners
    sharing it score once, the first of them clockwise from the starter."""
    low = min(pips)
    lowest = [seat for seat in seating.clockwise_from(starter) if pips[seat] == low]
    if len({seating.side_of(seat) for seat in lowest}) > 1:
        return []
    return [e for e in block_awards(seating, pips, starter) if e.seat == lowest[0]]


def domino_award(
    seating: Seating, pips: Sequence[int], finisher: int, last_play: PlayParts,
    *, less_partner: bool = True,
) -> ProposedEvent:
    """The fives family's domino: the last play's points plus the opponents' pips rounded
    to five, less a partner's rounded pips (unless ``less_partner`` is False: the partner's
    hand then counts for nothing), as one event."""
    opponents = sum(pips[s] for s in seating.opponents_of(finisher))
    partner = seating.partner_of(finisher) if less_partner else None
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
    return ProposedEvent(EventKind.DOMINO, finisher, seating.side_of(finisher), raw, parts)
