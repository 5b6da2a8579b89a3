"""Plays that win the match on the spot, whatever the hidden tiles are.

Every level above casual asks this first: a search that values a sure win at a little less
than certain (noise, a tie it breaks the wrong way) must never be given the chance to
throw the match away.

A play wins for sure when the game's own events for it, judged in order against the
scores, give the mover's side the match before any other side's event does. When the play
is the seat's last tile, the settlement follows, and it depends on the pips the others
hold: the play counts as sure only if the settlement wins at every pip total their hands
can add up to. The coach's exact judgement (:func:`ai.analysis.decided`) starts from the
same :func:`sure_winner`.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.playout import end_sum_after, goes_out_with, points_after
from dominoes_qt.engine import Move, PlayParts, Rules, SeatView, Tile
from dominoes_qt.engine.events import ProposedEvent

EXACT_PIP_CASES = 20_000
"""The most combinations of hidden pip totals a last tile's settlement is judged over."""


def _settled_winner(rules: Rules, scores: list[int],
                    events: Sequence[ProposedEvent]) -> int | None:
    """The side an ordered list of events makes the winner (None: nobody yet); ``scores``
    take the accepted events."""
    for proposed in events:
        accepted, wins = rules.judge(scores[proposed.side], proposed)
        if accepted:
            scores[proposed.side] += proposed.raw
        if wins:
            return proposed.side
    return None


def _pip_totals(tiles: frozenset[Tile], count: int) -> set[int]:
    """Every pip total ``count`` different tiles of ``tiles`` can add up to."""
    reach: list[set[int]] = [{0}] + [set() for _ in range(count)]
    for t in tiles:
        for held in range(count, 0, -1):
            reach[held] |= {s + t.pips for s in reach[held - 1]}
    return reach[count]


def _settlement_winner(view: SeatView, knowledge: Knowledge, parts: PlayParts) -> int | None:
    """The side a play that ends the round makes the winner whatever the others hold (every
    pip total their hands can add up to), or None when nobody or it depends."""
    rules, seating, seat = view.rules, view.seating, view.seat
    choices: list[list[int]] = []
    size = 1
    for other in range(seating.num_players):
        if other == seat:
            choices.append([0])
            continue
        totals = sorted(_pip_totals(knowledge.possible(other), view.hand_counts[other]))
        size *= len(totals)
        if not totals or size > EXACT_PIP_CASES:
            return None
        choices.append(totals)
    winners: set[int | None] = set()
    for pips in itertools.product(*choices):
        scores = list(view.scores)
        winner = _settled_winner(rules, scores, rules.play_events(seating, seat, parts, True))
        if winner is None:
            winner = _settled_winner(rules, scores,
                                     rules.settle_domino_pips(seating, pips, seat, parts))
        winners.add(winner)
        if len(winners) > 1:
            return None
    return winners.pop()


def ends_round(view: SeatView, move: Move) -> bool:
    """Whether ``move`` (a play of the seat to move) empties its side's hands."""
    partner = goes_out_with(view.rules, view.seating)[view.seat]
    return len(view.hand) == 1 and (partner is None or not view.hand_counts[partner])


def sure_winner(view: SeatView, move: Move, knowledge: Knowledge | None = None) -> int | None:
    """The side ``move`` makes the match's winner for certain, or None (nobody yet, or it
    depends on the hidden tiles)."""
    rules = view.rules
    end_sum = end_sum_after(view.board, move)
    parts = PlayParts((), end_sum, points_after(rules, view.board, move))
    if ends_round(view, move):
        return _settlement_winner(view, knowledge or Knowledge(view), parts)
    return _settled_winner(rules, list(view.scores),
                           rules.play_events(view.seating, view.seat, parts, False))


def winning_moves(view: SeatView) -> list[Move]:
    """The legal plays of the seat to move that win the match for sure, in a fixed order."""
    moves = sorted((a for a in view.legal_actions() if isinstance(a, Move)),
                   key=lambda m: (m.tile, m.at or m.tile, m.end.value if m.end else ""))
    knowledge = Knowledge(view) if moves and len(view.hand) == 1 else None
    return [m for m in moves if sure_winner(view, m, knowledge) == view.side]


def winning_move(view: SeatView) -> Move | None:
    """The first play that wins the match for sure, or None."""
    found = winning_moves(view)
    return found[0] if found else None
