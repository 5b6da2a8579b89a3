"""The levels of computer player and the one way to make them."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from dominoes_qt.engine import Action, Board, Move, SeatView

LEVELS: tuple[str, ...] = ("beginner", "casual", "skilled", "expert")
"""From gentle to hard."""


@dataclass(frozen=True)
class Budget:
    """How much thinking a player may do per decision (None: no limit of that kind)."""

    iterations: int | None = None
    milliseconds: float | None = None


class Player(Protocol):
    level: str

    def choose(self, view: SeatView) -> Action:
        """A legal action for the seat of ``view`` (which must be to move)."""
        ...


@dataclass(frozen=True)
class Hint:
    """A suggested action and why, for the window to show."""

    action: Action
    reason: str
    points_now: int


def points_after(board: Board, move: Move) -> int:
    """What ``move`` would score on the table right now."""
    trial = board.copy()
    trial.place(move)
    return trial.points()


class RandomPlayer:
    """Beginner: any legal action, uniformly."""

    level = "beginner"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: SeatView) -> Action:
        actions = view.legal_actions()
        return actions[self.rng.randrange(len(actions))]


class GreedyPlayer:
    """Casual: the play that scores most now; ties go to the heaviest tile."""

    level = "casual"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: SeatView) -> Action:
        actions = view.legal_actions()
        if not isinstance(actions[0], Move):
            return actions[0]
        return max(
            (a for a in actions if isinstance(a, Move)),
            key=lambda m: (points_after(view.board, m), m.tile.pips, self.rng.random()),
        )


def make_player(level: str, seed: int | None = None, budget: Budget | None = None) -> Player:
    """A player of ``level`` with its own seeded random source."""
    rng = random.Random(seed)
    if level == "beginner":
        return RandomPlayer(rng)
    if level in LEVELS:
        # Until the stronger levels exist, they play greedily.
        return GreedyPlayer(rng)
    raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")


def hint(view: SeatView, seed: int = 0) -> Hint:
    """The strongest level's choice for ``view``, with a one-line reason."""
    action = make_player("expert", seed).choose(view)
    points = points_after(view.board, action) if isinstance(action, Move) else 0
    return Hint(action, f"scores {points} now" if points else "keeps your options open", points)
