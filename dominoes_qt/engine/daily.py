"""The daily deal: the same deals for everyone on a date, played twice with the seats turned.

Round ``n`` of a day's match deals from the seed

    SHA-256("dominoes-qt/daily" 0 YYYY-MM-DD 0 n)

(the date in ISO form, ``n`` in decimal, both as ASCII) through the fair deal of
:mod:`dominoes_qt.engine.fairdeal`, so the deal of every game and table size follows from
the date alone, and anyone can work it out again and compare. The seed is committed to
and revealed like any other round's seed, so ``verify`` checks the deals of a daily
match as it checks every game; :func:`check_daily` checks in addition that each seed
is the date's.

The day is played twice against the computer. The first play deals turn 0, the second
turn 1: every hand moves one seat on, so each side holds what the other side held the
first time (two players, or two partnerships sitting alternately). Compared in duplicate
style, a side's result on a set of hands is set against the other player's result on
the same hands: with ``d1`` and ``d2`` the player's margin in each play, the player's
edge over the computer on the same tiles is ``d1 + d2``.
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from dominoes_qt import jsongate
from dominoes_qt.engine.fairdeal import DEAL_KEY, parse_proof
from dominoes_qt.engine.record import GameRecord
from dominoes_qt.engine.rules import Rules

DAILY_TAG = b"dominoes-qt/daily"
PLAYS = (0, 1)
"""The turn of each play of the day, in order."""


def day_text(day: datetime.date) -> str:
    """The date as the seeds spell it (``2026-12-02``)."""
    return day.isoformat()


def parse_day(text: str) -> datetime.date:
    """A ``YYYY-MM-DD`` date; raises ValueError saying what is wrong."""
    try:
        day = datetime.date.fromisoformat(text)
    except (TypeError, ValueError):
        raise ValueError(f"{text!r} is not a date written YYYY-MM-DD") from None
    if day_text(day) != text:
        raise ValueError(f"{text!r} is not a date written YYYY-MM-DD")
    return day


def daily_seed(day: datetime.date, round_number: int) -> bytes:
    """The 32-byte seed of round ``round_number`` (1-based) of ``day``'s match.

    >>> daily_seed(datetime.date(2026, 12, 2), 1).hex()[:16]
    '0a40126275a15d22'
    """
    if round_number < 1:
        raise ValueError("rounds are numbered from 1")
    return hashlib.sha256(b"\x00".join(
        (DAILY_TAG, day_text(day).encode("ascii"), str(round_number).encode("ascii"))
    )).digest()


def daily_players(rules: Rules) -> int | None:
    """The table the daily deal of ``rules`` is played at: the fewest players that make
    two sides (so that turning the seats once swaps the sides' hands), or None."""
    for players in sorted(rules.player_counts):
        seating = rules.seating(players)
        sides = [seating.side_of(seat) for seat in range(players)]
        # Sides alternate round the table, so moving every hand one seat swaps them.
        if seating.num_sides == 2 and all(sides[s] != sides[(s + 1) % players]
                                          for s in range(players)):
            return players
    return None


def duplicate(margins: Sequence[int]) -> int:
    """The player's edge over the computer on the same tiles, from the player's margin
    (own score less the other side's) in each play (see the module notes)."""
    if len(margins) != len(PLAYS):
        raise ValueError(f"a daily deal is {len(PLAYS)} plays, not {len(margins)}")
    return sum(margins)


@dataclass(frozen=True)
class DailyPlan:
    """One play of a day's deals: every round dealt from ``day``'s seeds, turned by
    ``turn`` seats."""

    day: datetime.date
    turn: int

    def seed(self, round_number: int) -> bytes:
        return daily_seed(self.day, round_number)

    def to_json(self) -> dict[str, object]:
        return {"day": day_text(self.day), "turn": self.turn}

    @classmethod
    def from_json(cls, doc: object) -> DailyPlan:
        """Raises ValueError saying what is wrong."""
        if not isinstance(doc, dict):
            raise ValueError("a daily play must be an object")
        day = doc.get("day")
        turn = doc.get("turn")
        if not isinstance(day, str):
            raise ValueError("a daily play's \"day\" must be a date written YYYY-MM-DD")
        if not jsongate.is_int(turn) or turn not in PLAYS:
            raise ValueError(f"a daily play's \"turn\" must be one of "
                             f"{', '.join(map(str, PLAYS))}")
        return cls(parse_day(day), turn)


@dataclass(frozen=True)
class DailyProblem:
    round: int
    reason: str
    sealed: bool = False
    """Only that the round's seed is not revealed yet (a round still being played)."""


def check_daily(record: GameRecord, day: datetime.date, turn: int) -> list[DailyProblem]:
    """Why the rounds of ``record`` are not ``day``'s deals turned by ``turn`` (empty:
    they are). Only the seeds are compared here; whether each seed really deals the
    recorded tiles is :func:`dominoes_qt.engine.verify.check_rounds`' question."""
    problems = []
    players = len(record.players)
    for number, recorded in enumerate(record.rounds, start=1):
        doc = recorded.extra.get(DEAL_KEY)
        if doc is None:
            problems.append(DailyProblem(number, "the round has no commitment"))
            continue
        try:
            proof = parse_proof(doc, players)
        except ValueError as exc:
            problems.append(DailyProblem(number, str(exc)))
            continue
        if proof.seed is None:
            problems.append(DailyProblem(number, "the round's seed is not revealed yet",
                                         sealed=True))
        elif proof.seed != daily_seed(day, number):
            problems.append(DailyProblem(number, f"the seed is not {day_text(day)}'s"))
        elif proof.turn != turn:
            problems.append(DailyProblem(number, f"the deal is turned by {proof.turn} "
                                                 f"seats, not {turn}"))
    return problems
