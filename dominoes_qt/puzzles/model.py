"""A puzzle: one moment of a round, a goal for the seat to move, and the plays that meet it."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from dominoes_qt.engine import Match, Move, Rules, SeatView, Tile
from dominoes_qt.engine.options import Ruleset
from dominoes_qt.games import GAMES, rules_of


class Goal(str, Enum):
    WIN = "win"
    SCORE = "score"
    DENY = "deny"
    SHUT = "shut"
    HOLD = "hold"
    MISTAKE = "mistake"


class PuzzleError(ValueError):
    """A puzzle or a puzzle file that is not what it says."""


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: a position, a goal, and the plays that meet it."""

    id: str
    variant: str
    players: int
    scores: tuple[int, ...]
    """Raw scores per side when the round began."""
    starter: int
    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]
    plays: tuple[Move, ...]
    """The round's plays so far (draws and passes between them are forced)."""
    goal: Goal
    answer: tuple[Move, ...]
    """Every play that meets the goal: one tile, on places with the same future."""
    points: int = 0
    """:attr:`Goal.SCORE`: the raw points the answer makes."""
    difficulty: int = 1
    played: Move | None = None
    """:attr:`Goal.MISTAKE`: the play made in the game."""
    checks: dict[str, Any] = field(default_factory=dict)
    """What the generator found: the master's win chances, the runner-up's points."""
    choices: tuple[Tile, ...] = ()
    """:attr:`Goal.HOLD`: the tiles to choose from (the answer is one of them, laid
    nowhere: ``answer`` holds it as a lead)."""
    ruleset: Ruleset | None = None
    """House rules (a ruleset that is no preset): every option's value, since the variant
    names a preset only then."""

    @property
    def rules(self) -> Rules:
        if self.ruleset is not None:
            return rules_of(self.ruleset.game, self.ruleset.as_dict())
        return GAMES[self.variant]

    def match(self) -> Match:
        """The position, with every hand as it was (the window hides the others')."""
        match = Match(self.rules, self.players)
        match.scores[:] = list(self.scores)
        match.deal_round(self.starter, [list(h) for h in self.hands], list(self.boneyard))
        for move in self.plays:
            match.apply_forced()
            match.apply(move)
        match.apply_forced()
        return match

    def view(self) -> SeatView:
        match = self.match()
        round_ = match.current
        if round_ is None:
            raise ValueError("no round was dealt")
        return match.view_for(round_.to_move)

    @property
    def seat(self) -> int:
        return self.view().seat

    def solves(self, move: Move) -> bool:
        if self.goal is Goal.HOLD:
            return move.tile == self.answer[0].tile
        return move in self.answer
