"""Scoring events as values: what was asked for, why, and whether the target let it stand."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from dominoes_qt.engine.board import Contribution


class EventKind(str, Enum):
    """The kinds of scoring event, named as in the replay output of RECORD.md."""

    PLAY = "play"
    """A play whose end sum was a positive multiple of 5."""
    DOMINO = "domino"
    """The settlement for the player who laid their last tile."""
    BLOCK = "block"
    """An award after a blocked round."""
    PENALTY = "penalty"
    """Seven Rocks: one seat's rounded remaining pips, taken off its side."""

    def __str__(self) -> str:
        return self.value


class RoundEnd(str, Enum):
    """How a round ended (the ``end`` of the replay output)."""

    DOMINO = "domino"
    """A player laid their last tile."""
    BLOCK = "block"
    """Nobody could play and nothing was left to draw."""
    TARGET = "target"
    """A play during the round won the match."""


class Rejection(str, Enum):
    """Why an event was not applied."""

    OVER_TARGET = "it would take the score past the exact target"


class PlayParts(NamedTuple):
    """The end sum of one play, the contributions it is made of, and what it scored."""

    contributions: tuple[Contribution, ...]
    end_sum: int
    points: int


@dataclass(frozen=True, slots=True)
class DominoParts:
    """Five Up: the finisher's settlement worked out."""

    last_play: int
    """Points of the last tile laid (0 if its end sum did not score)."""
    opponents_pips: int
    """All opponents' remaining pips together, before rounding."""
    opponents_rounded: int
    partner_pips: int | None
    """The partner's remaining pips (4 players only)."""
    partner_rounded: int | None
    last_contributions: tuple[Contribution, ...] = ()
    last_end_sum: int = 0


@dataclass(frozen=True, slots=True)
class BlockDifference:
    """One larger opponent hand compared with the awarded hand."""

    opponent_seat: int
    opponent_pips: int
    difference: int


@dataclass(frozen=True, slots=True)
class BlockParts:
    """Five Up: one hand's award after a block."""

    hand_pips: int
    differences: tuple[BlockDifference, ...]
    total: int
    rounded: int


@dataclass(frozen=True, slots=True)
class PenaltyParts:
    """Seven Rocks: one seat's remaining pips before and after rounding."""

    pips: int
    rounded: int


@dataclass(frozen=True, slots=True)
class OutParts:
    """Fives and Threes: a fixed bonus for going out, judged with the last tile's points."""

    last_play: int
    """Points of the last tile laid (0 if its end sum did not score)."""
    bonus: int
    """What going out itself is worth."""
    last_contributions: tuple[Contribution, ...] = ()
    last_end_sum: int = 0


@dataclass(frozen=True, slots=True)
class WinnerParts:
    """Draw and Block: the round's winner takes the pips left in the opponents' hands,
    less those in the winner's own hand (none after going out)."""

    blocked: bool
    """True when nobody could play and the lightest hand won."""
    opponents: tuple[tuple[int, int], ...]
    """(seat, pips) of each opponent's hand, clockwise."""
    opponents_pips: int
    own_pips: int
    """What the winning hand still holds (0 after going out)."""
    sides: tuple[int, int] | None = None
    """After a block won by the lighter side as a whole (its own pips not taken off): the
    winning side's pips and the losing side's; None when one hand won."""


@dataclass(frozen=True, slots=True)
class RoundWonParts:
    """Bergen: a fixed award for winning the round, by going out or, after a block, with
    the lightest hand."""

    blocked: bool
    hand_pips: int
    """The winning hand's pips (0 after going out)."""
    bonus: int


EventParts = (PlayParts | DominoParts | BlockParts | PenaltyParts | OutParts | WinnerParts
              | RoundWonParts)


class ProposedEvent(NamedTuple):
    """An event the rules ask for, before the target has judged it."""

    kind: EventKind
    seat: int
    side: int
    raw: int
    parts: EventParts


class ScoreEvent(NamedTuple):
    """An event once judged: applied (``accepted``) or refused, with the scores around it."""

    round: int
    """1-based round number."""
    kind: EventKind
    seat: int
    side: int
    raw: int
    """The change in raw points the event asks for (negative for penalties)."""
    accepted: bool
    rejection: Rejection | None
    score_before: int
    score_after: int
    """The side's score after the event (equal to ``score_before`` when refused)."""
    wins: bool
    """True when this event won the match."""
    parts: EventParts

    def to_json(self) -> dict[str, object]:
        """The event as the replay output lists it."""
        return {
            "round": self.round,
            "seat": self.seat,
            "side": self.side,
            "kind": self.kind.value,
            "raw": self.raw,
            "accepted": self.accepted,
        }
