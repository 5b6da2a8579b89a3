"""The player's progress: the rating after every rated match, and the daily deals played.

Kept in ``progress.json`` in the data folder, written whole or not at all, read through
the reading gate (:mod:`dominoes_qt.jsongate`). A file the gate refuses, or one whose
entries are not what this program writes, is renamed aside (``progress.json.corrupt-<time>``)
with a notice saying why, and the progress starts afresh: nothing in the old file is lost
or overwritten. A file from a newer program is read as far as it goes and copied to
``progress.json.v<N>`` before it is first saved over.

A match is rated when it is finished, the people at the table sit on one side and the
other side is the computer at one level (two sides: two players, or two partnerships),
and no hint was shown in it (the master's play is not the player's).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from dominoes_qt.ai.players import LEVELS
from dominoes_qt.ai.rating import START, level_rating, result_of, updated
from dominoes_qt.engine.daily import PLAYS, DailyPlan, day_text, duplicate, parse_day
from dominoes_qt.engine.game import Match
from dominoes_qt.storage import atomic
from dominoes_qt.storage.documents import Loaded, RawDocument, read_document, write_document
from dominoes_qt.storage.stats import MIXED, outcome_of
from dominoes_qt.storage.versions import Format

PROGRESS_FORMAT = Format("progress", 1, {})
KEPT_MATCHES = 1000
"""Rated matches kept (the oldest go first); the rating itself is kept whatever goes."""
KEPT_DAILY = 800
"""Daily plays kept (a year of both plays, and some)."""
FILE_NAME = "progress.json"


class EntryError(ValueError):
    """An entry of the file that this program did not write."""


def _number(doc: Mapping[str, Any], key: str, where: str, low: float, high: float) -> float:
    value = doc.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not math.isfinite(value) or not low <= value <= high:
        raise EntryError(f"{where}: \"{key}\" must be a number from {low:g} to {high:g}")
    return float(value)


def _optional(doc: Mapping[str, Any], key: str, where: str, low: float,
              high: float) -> float | None:
    return None if doc.get(key) is None else _number(doc, key, where, low, high)


def _text(doc: Mapping[str, Any], key: str, where: str) -> str:
    value = doc.get(key)
    if not isinstance(value, str) or not value or len(value) > 200:
        raise EntryError(f"{where}: \"{key}\" must be a short text")
    return value


def _whole(doc: Mapping[str, Any], key: str, where: str, low: int, high: int) -> int:
    value = doc.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise EntryError(f"{where}: \"{key}\" must be a whole number from {low} to {high}")
    return value


def _flag(doc: Mapping[str, Any], key: str, where: str) -> bool:
    value = doc.get(key)
    if not isinstance(value, bool):
        raise EntryError(f"{where}: \"{key}\" must be true or false")
    return value


RATING_RANGE = (-10_000.0, 10_000.0)


@dataclass(frozen=True)
class RatedMatch:
    """One rated match and what it did to the rating."""

    match_id: str
    finished: str
    """When, in UTC (ISO 8601)."""
    variant: str
    players: int
    level: str
    opponent: float
    """The level's rating then."""
    won: bool
    before: float
    after: float
    luck: float | None = None
    """How much the deals helped, in match win chance (see :mod:`dominoes_qt.ai.rating`);
    None until worked out."""
    accuracy: float | None = None
    """The share of decisions the coach did not mark (0..1), once a review ran."""
    called_off: bool = False
    """The match reached its game's round limit with no winner (rated as a draw)."""
    ruleset: dict[str, Any] | None = None
    """For house rules (``variant`` is then the ruleset's key, see
    :func:`~dominoes_qt.storage.rulesets.ruleset_key`): the game and its options."""

    def to_json(self) -> dict[str, Any]:
        out = {"id": self.match_id, "finished": self.finished, "variant": self.variant,
               "players": self.players, "level": self.level, "opponent": self.opponent,
               "won": self.won, "before": self.before, "after": self.after,
               "luck": self.luck, "accuracy": self.accuracy}
        if self.called_off:
            # Only then: a file without called-off matches reads as before, anywhere.
            out["called_off"] = True
        if self.ruleset is not None:
            out["ruleset"] = self.ruleset
        return out

    @classmethod
    def from_json(cls, doc: object, where: str) -> RatedMatch:
        if not isinstance(doc, Mapping):
            raise EntryError(f"{where} must be an object")
        low, high = RATING_RANGE
        called_off = "called_off" in doc and _flag(doc, "called_off", where)
        if called_off and doc.get("won") is True:
            raise EntryError(f"{where}: a called-off match has no winner, so \"won\" "
                             "must be false")
        return cls(
            _text(doc, "id", where), _text(doc, "finished", where),
            _text(doc, "variant", where), _whole(doc, "players", where, 2, 4),
            _text(doc, "level", where), _number(doc, "opponent", where, low, high),
            _flag(doc, "won", where), _number(doc, "before", where, low, high),
            _number(doc, "after", where, low, high),
            _optional(doc, "luck", where, -1000.0, 1000.0),
            _optional(doc, "accuracy", where, 0.0, 1.0),
            called_off,
            # Its shape only; what it names is read as hostile when shown (rules_of_doc).
            dict(doc["ruleset"]) if isinstance(doc.get("ruleset"), Mapping) else None,
        )


@dataclass(frozen=True)
class DailyResult:
    """One play of a day's deals."""

    day: str
    variant: str
    players: int
    level: str
    turn: int
    margin: int
    """The player's score less the computer's, in raw points."""
    won: bool
    match_id: str
    called_off: bool = False
    """The play reached its game's round limit with nobody at the target."""

    def to_json(self) -> dict[str, Any]:
        out = {"day": self.day, "variant": self.variant, "players": self.players,
               "level": self.level, "turn": self.turn, "margin": self.margin,
               "won": self.won, "id": self.match_id}
        if self.called_off:
            out["called_off"] = True
        return out

    @classmethod
    def from_json(cls, doc: object, where: str) -> DailyResult:
        if not isinstance(doc, Mapping):
            raise EntryError(f"{where} must be an object")
        day = _text(doc, "day", where)
        try:
            parse_day(day)
        except ValueError as exc:
            raise EntryError(f"{where}: {exc}") from None
        called_off = "called_off" in doc and _flag(doc, "called_off", where)
        if called_off and doc.get("won") is True:
            raise EntryError(f"{where}: a called-off match has no winner, so \"won\" "
                             "must be false")
        return cls(day, _text(doc, "variant", where), _whole(doc, "players", where, 2, 4),
                   _text(doc, "level", where),
                   _whole(doc, "turn", where, min(PLAYS), max(PLAYS)),
                   _whole(doc, "margin", where, -100_000, 100_000), _flag(doc, "won", where),
                   _text(doc, "id", where), called_off)


@dataclass(frozen=True)
class DailyDay:
    """What is known of one day's deals in one game against one level."""

    plays: dict[int, DailyResult]
    """By turn."""

    @property
    def next_turn(self) -> int | None:
        """The play still to come, or None when both are played."""
        return next((t for t in PLAYS if t not in self.plays), None)

    @property
    def duplicate(self) -> int | None:
        """The player's edge on the same tiles once both plays are in (raw points)."""
        if self.next_turn is not None:
            return None
        return duplicate([self.plays[t].margin for t in PLAYS])


@dataclass(frozen=True)
class Progress:
    rating: float = START
    rated: int = 0
    """Rated matches played (all of them, kept or not)."""
    matches: tuple[RatedMatch, ...] = ()
    daily: tuple[DailyResult, ...] = ()

    def knows(self, match_id: str) -> bool:
        return any(m.match_id == match_id for m in self.matches) \
            or any(d.match_id == match_id for d in self.daily)

    def with_rated(self, match_id: str, variant: str, players: int, level: str, won: bool,
                   finished: str | None = None, *, called_off: bool = False,
                   ruleset: dict[str, Any] | None = None) -> Progress:
        """The rating moved by one match (unchanged when the match is known already);
        ``called_off``: nobody won it (see :data:`~dominoes_qt.ai.rating.CALLED_OFF_RESULT`)."""
        if any(m.match_id == match_id for m in self.matches):
            return self
        opponent = level_rating(level)
        after = updated(self.rating, opponent, result_of(won, called_off), self.rated)
        entry = RatedMatch(match_id, finished or _now(), variant, players, level, opponent,
                           won, self.rating, after, called_off=called_off, ruleset=ruleset)
        return replace(self, rating=after, rated=self.rated + 1,
                       matches=(*self.matches, entry)[-KEPT_MATCHES:])

    def with_note(self, match_id: str, *, luck: float | None = None,
                  accuracy: float | None = None) -> Progress:
        """The match's luck or accuracy filled in (nothing changes for an unknown match)."""
        matches = tuple(
            replace(m, luck=m.luck if luck is None else luck,
                    accuracy=m.accuracy if accuracy is None else accuracy)
            if m.match_id == match_id else m
            for m in self.matches)
        return replace(self, matches=matches)

    def with_daily(self, result: DailyResult) -> Progress:
        """A daily play added (a play of that day, game, level and turn is kept once)."""
        if any(d.match_id == result.match_id or
               (d.day, d.variant, d.level, d.turn) ==
               (result.day, result.variant, result.level, result.turn) for d in self.daily):
            return self
        return replace(self, daily=(*self.daily, result)[-KEPT_DAILY:])

    def day(self, day: str, variant: str, level: str) -> DailyDay:
        return DailyDay({d.turn: d for d in self.daily
                         if (d.day, d.variant, d.level) == (day, variant, level)})

    def to_json(self) -> dict[str, Any]:
        return {"version": PROGRESS_FORMAT.current, "rating": self.rating,
                "rated": self.rated, "matches": [m.to_json() for m in self.matches],
                "daily": [d.to_json() for d in self.daily]}

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> Progress:
        """Raises :class:`EntryError` saying which entry is wrong and how."""
        if "rating" not in doc:
            return cls()
        low, high = RATING_RANGE
        rating = _number(doc, "rating", "the progress", low, high)
        rated = _whole(doc, "rated", "the progress", 0, 10**9)
        matches, daily = doc.get("matches", []), doc.get("daily", [])
        if not isinstance(matches, list) or not isinstance(daily, list):
            raise EntryError("the progress: \"matches\" and \"daily\" must be lists")
        return cls(
            rating, rated,
            tuple(RatedMatch.from_json(m, f"rated match {i + 1}")
                  for i, m in enumerate(matches))[-KEPT_MATCHES:],
            tuple(DailyResult.from_json(d, f"daily play {i + 1}")
                  for i, d in enumerate(daily))[-KEPT_DAILY:],
        )


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def rated_level(match: Match, human_seats: set[int], levels: Mapping[int, str]) -> str | None:
    """The computer level a finished match is rated against, or None when it is not rated
    (see the module notes)."""
    if match.seating.num_sides != 2:
        return None
    outcome = outcome_of(match, human_seats, levels)
    if outcome is None or outcome.level in (None, MIXED):
        return None
    return outcome.level if outcome.level in LEVELS else None


def would_be_rated(match: Match, human_seats: set[int], levels: Mapping[int, str]) -> bool:
    """Whether ``match`` (finished or not) is one that is rated once it ends, if no hint
    is used in it: the same sides and levels :func:`rated_level` asks for."""
    seating = match.seating
    sides = {seating.side_of(seat) for seat in human_seats}
    if seating.num_sides != 2 or len(sides) != 1:
        return False
    side = sides.pop()
    opponents = {level for seat, level in levels.items()
                 if seat not in human_seats and seating.side_of(seat) != side}
    return len(opponents) == 1 and opponents.pop() in LEVELS


class ProgressStore:
    """The progress in one file; every change is written at once, atomically."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._newer_version: int | None = None
        self._unknown: dict[str, Any] = {}

    @classmethod
    def beside(cls, other: Path) -> ProgressStore:
        """The progress file in the folder of ``other`` (the statistics)."""
        return cls(Path(other).with_name(FILE_NAME))

    def tidy(self) -> int:
        return atomic.discard_stale_temps(self.path)

    def load(self) -> Loaded[Progress]:
        raw = read_document(self.path, PROGRESS_FORMAT)
        doc = raw.doc or {}
        try:
            progress = Progress.from_json(doc)
        except EntryError as exc:
            raw = self._damaged(str(exc))
            progress, doc = Progress(), {}
        self._newer_version = raw.newer_version
        self._unknown = ({k: v for k, v in doc.items()
                          if k not in ("version", "rating", "rated", "matches", "daily")}
                         if raw.newer_version is not None else {})
        return Loaded(progress, raw.notice, raw.kept_aside, raw.newer_version,
                      dict(self._unknown))

    def _damaged(self, what: str) -> RawDocument:
        aside = atomic.set_aside(self.path)
        if aside is None:
            return RawDocument(None, f"{self.path}: {what}; starting afresh (the file could "
                                     "not be moved aside and will be replaced on the next save)")
        return RawDocument(None, f"{self.path}: {what}; starting afresh; the old file is "
                                 f"kept as {aside.name}", aside)

    def save(self, progress: Progress) -> None:
        write_document(self.path, progress.to_json(), self._newer_version, self._unknown)

    def change(self, how: Callable[[Progress], Progress]) -> Progress:
        """Load, apply ``how`` (a function of the progress) and save when it changed.

        Raises :class:`~dominoes_qt.storage.atomic.WriteError` if the file could not be
        written.
        """
        old = self.load().value
        new = how(old)
        if new != old:
            self.save(new)
        return new


def daily_result(plan: DailyPlan, match: Match, human_seats: set[int], level: str,
                 match_id: str) -> DailyResult | None:
    """What a finished daily match adds, or None if it does not count (no single human
    side)."""
    outcome = outcome_of(match, human_seats, {})
    if outcome is None:
        return None
    return DailyResult(day_text(plan.day), match.rules.variant, match.num_players, level,
                       plan.turn, outcome.margin, outcome.won, match_id, outcome.called_off)
