"""A player that keeps a match going: it scores as little as it can.

Not a level anyone is offered. It stands for the person who drags a Seven Rocks match on
while both sides sink below zero, so that tests and ``tools/probe/long_soak.py`` can reach a
game's round limit in seconds, with every round a legal one of the real game. It sees only
its own view, like every computer player.
"""

from __future__ import annotations

from dominoes_qt.ai.players import decision_rng, only_action
from dominoes_qt.ai.playout import points_after
from dominoes_qt.engine import Action, Move, SeatView


class StallingPlayer:
    """Lays the tile that scores least now (ties broken at random from the view)."""

    level = "beginner"
    """What a record of its matches calls it: it plays no better than one."""

    def __init__(self, seed: int | None) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        only = only_action(view)
        if only is not None:
            return only
        actions = view.legal_actions()
        moves = [a for a in actions if isinstance(a, Move)]
        if not moves:
            return actions[0]
        rules, board = view.rules, view.board
        least = min(points_after(rules, board, m) for m in moves)
        quiet = [m for m in moves if points_after(rules, board, m) == least]
        return quiet[decision_rng(self.seed, view).randrange(len(quiet))]
