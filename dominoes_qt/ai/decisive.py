"""Plays that win the match on the spot, whatever the hidden tiles are.

Every level above casual asks this first: a search that values a sure win at a little less
than certain (noise, a tie it breaks the wrong way) must never be given the chance to
throw the match away.

A play wins for sure when the game's own events for it, judged in order against the
scores, give the mover's side the match before any other side's event does. When the play
is the seat's last tile, the settlement follows, and it depends on the pips the others
hold: the play counts as sure only if the settlement wins at every corner of what the
others can hold (each seat at its lightest and at its heaviest possible hand).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.playout import end_sum_after, goes_out_with
from dominoes_qt.engine import Move, PlayParts, SeatView
from dominoes_qt.engine.events import ProposedEvent


def _wins(view: SeatView, events: Sequence[ProposedEvent]) -> bool:
    """Whether ``events``, judged in order, give the match to the viewer's side first."""
    rules = view.rules
    side = view.side
    scores = list(view.scores)
    for event in events:
        accepted, wins = rules.judge(scores[event.side], event)
        if wins:
            return event.side == side
        if accepted:
            scores[event.side] += event.raw
    return False


def _pip_bounds(view: SeatView, knowledge: Knowledge) -> list[tuple[int, int]]:
    """Each seat's lightest and heaviest possible pip total (the viewer's: exact)."""
    bounds: list[tuple[int, int]] = []
    for seat in range(view.seating.num_players):
        if seat == view.seat:
            own = sum(t.pips for t in view.hand)
            bounds.append((own, own))
            continue
        count = view.hand_counts[seat]
        pips = sorted(t.pips for t in knowledge.possible(seat))
        if count > len(pips):
            pips = sorted(t.pips for t in knowledge.unseen)
        bounds.append((sum(pips[:count]), sum(pips[len(pips) - count:]) if count else 0))
    return bounds


def winning_moves(view: SeatView) -> list[Move]:
    """The legal plays of the seat to move that win the match for sure, in a fixed order."""
    rules, seating, seat = view.rules, view.seating, view.seat
    moves = sorted((a for a in view.legal_actions() if isinstance(a, Move)),
                   key=lambda m: (m.tile, m.at or m.tile, m.end.value if m.end else ""))
    partner = goes_out_with(rules, seating)[seat]
    last = len(view.hand) == 1 and (partner is None or not view.hand_counts[partner])
    corners: list[list[int]] | None = None
    found: list[Move] = []
    for move in moves:
        end_sum = end_sum_after(view.board, move)
        parts = PlayParts((), end_sum, rules.points_by_end_sum[end_sum])
        events = rules.play_events(seating, seat, parts, last)
        if not last:
            if _wins(view, events):
                found.append(move)
            continue
        if corners is None:
            bounds = _pip_bounds(view, Knowledge(view))
            corners = [[0 if s == seat else pick for s, pick in enumerate(choice)]
                       for choice in itertools.product(*bounds)]
        if all(_wins(view, events + rules.settle_domino_pips(seating, pips, seat, parts))
               for pips in corners):
            found.append(move)
    return found


def winning_move(view: SeatView) -> Move | None:
    """The first play that wins the match for sure, or None."""
    found = winning_moves(view)
    return found[0] if found else None
