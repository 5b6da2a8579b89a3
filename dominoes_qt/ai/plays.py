"""What the master's rollouts and its exact endgames share: the plays a search tries and
what a finished round is worth.

Both searches build on these, so they live below both (the endgame search would otherwise
import the master, which runs it).
"""

from __future__ import annotations

from dominoes_qt.ai import match_value
from dominoes_qt.ai.rollout import Play, Rollout, place_codes
from dominoes_qt.engine import Move, SeatView


def candidates(view: SeatView) -> tuple[list[Move], list[Play]]:
    """Every legal play, one per class of plays with the same future, in a fixed order."""
    board = view.board
    keys = [key for key, _ in board.open_places()]
    codes = place_codes(board)
    moves = sorted((a for a in view.legal_actions() if isinstance(a, Move)),
                   key=lambda m: (m.tile, m.at or m.tile, m.end.value if m.end else ""))
    seen: set[Play] = set()
    kept: list[Move] = []
    plays: list[Play] = []
    for move in moves:
        if move.at is None or move.end is None:
            play = (move.tile, -1)
        else:
            play = (move.tile, codes[keys.index((move.at, move.end))])
        if play not in seen:
            seen.add(play)
            kept.append(move)
            plays.append(play)
    return kept, plays


def value_of(sim: Rollout, side: int) -> float:
    """The chance of winning the match after a finished rollout, for ``side``."""
    if sim.winner is not None:
        return 1.0 if sim.winner == side else 0.0
    scores = sim.scores
    other = max(s for i, s in enumerate(scores) if i != side)
    return match_value.chance(sim.rules, sim.num_players, scores[side], other)
