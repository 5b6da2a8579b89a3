"""Statistics of finished matches, per ruleset and player count, kept in the data folder.

A preset's matches are kept under its record name (``all-fives-200/2``), a house ruleset's
under :func:`~dominoes_qt.storage.rulesets.ruleset_key` (``all-fives#3f2a9c0b1d/2``) with
the ruleset itself beside the counts, so that the dialog can name it again.

Margins are in raw points (Five Up shows them divided by 5, as it shows scores). A match
counts for the side the human players sit on; matches with no human, or with humans on
different sides (a hot-seat game), are not counted.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from dominoes_qt import paths
from dominoes_qt.engine.game import Match
from dominoes_qt.engine.trains import TrainMatch
from dominoes_qt.storage import atomic
from dominoes_qt.storage.documents import Loaded, read_document, write_document
from dominoes_qt.storage.rulesets import ruleset_doc, ruleset_key
from dominoes_qt.storage.versions import STATISTICS_FORMAT

MIXED = "mixed"
"""The opponent level of a match whose computer opponents play at different levels."""
REMEMBERED_IDS = 200
"""How many recorded match ids are kept to refuse counting a match twice."""


@dataclass(frozen=True)
class Tally:
    played: int = 0
    won: int = 0

    def add(self, won: bool) -> Tally:
        return Tally(self.played + 1, self.won + int(won))


@dataclass(frozen=True)
class GameStats:
    """One game at one player count."""

    played: int = 0
    won: int = 0
    by_level: dict[str, Tally] = field(default_factory=dict)
    """Keyed by the opponents' level, or :data:`MIXED`."""
    best_margin: int | None = None
    """The largest winning margin (raw points), None before the first win."""
    margin_total: int = 0
    """The sum of the winning margins, for the average."""
    hints_used: int = 0
    undos_used: int = 0
    called_off: int = 0
    """Of the matches played, those called off at the game's round limit (nobody won)."""
    ruleset: dict[str, Any] | None = None
    """A house ruleset's game and options (``Ruleset.to_json``); None for a preset."""

    @property
    def average_margin(self) -> float | None:
        """The mean winning margin in raw points, None before the first win."""
        return self.margin_total / self.won if self.won else None

    def to_json(self) -> dict[str, Any]:
        out = {
            "played": self.played,
            "won": self.won,
            "by_level": {k: {"played": t.played, "won": t.won} for k, t in self.by_level.items()},
            "best_margin": self.best_margin,
            "margin_total": self.margin_total,
            "hints_used": self.hints_used,
            "undos_used": self.undos_used,
            "called_off": self.called_off,
        }
        if self.ruleset is not None:
            out["ruleset"] = self.ruleset
        return out

    @classmethod
    def from_json(cls, doc: object) -> GameStats:
        """Counts that are not whole numbers from 0 up are read as 0."""
        if not isinstance(doc, Mapping):
            return cls()
        by_level: dict[str, Tally] = {}
        levels = doc.get("by_level")
        if isinstance(levels, Mapping):
            for level, tally in levels.items():
                if isinstance(tally, Mapping):
                    played = _count(tally.get("played"))
                    by_level[str(level)] = Tally(played, min(_count(tally.get("won")), played))
        played = _count(doc.get("played"))
        best = doc.get("best_margin")
        kept = doc.get("ruleset")
        return cls(
            played=played,
            won=min(_count(doc.get("won")), played),
            by_level=by_level,
            best_margin=best if isinstance(best, int) and not isinstance(best, bool) else None,
            margin_total=_count(doc.get("margin_total")),
            hints_used=_count(doc.get("hints_used")),
            undos_used=_count(doc.get("undos_used")),
            called_off=min(_count(doc.get("called_off")), played),
            # Read as hostile when it is shown (rules_of_doc); here only its shape.
            ruleset=dict(kept) if isinstance(kept, Mapping) else None,
        )


def _count(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def stats_key(variant: str, num_players: int) -> str:
    return f"{variant}/{num_players}"


@dataclass(frozen=True)
class Outcome:
    """What one finished match adds to the statistics."""

    key: str
    won: bool
    level: str | None
    """The opponents' level (None if they were all human)."""
    margin: int
    """The human side's score minus the best other side's, in raw points."""
    called_off: bool = False
    """The match reached its game's round limit and nobody won (never ``won``)."""
    ruleset: dict[str, Any] | None = None
    """The house ruleset the key stands for (None: a preset)."""


def outcome_of(match: Match, human_seats: set[int], levels: Mapping[int, str]) -> Outcome | None:
    """What ``match`` counts for, or None when it does not count (see the module notes).

    ``levels`` maps each computer seat to its level.
    """
    if not match.is_over:
        raise ValueError("only a finished match can be counted")
    seating = match.seating
    sides = {seating.side_of(seat) for seat in human_seats}
    if len(sides) != 1:
        return None
    side = sides.pop()
    opponent_levels = {level for seat, level in levels.items()
                       if seat not in human_seats and seating.side_of(seat) != side}
    level = None if not opponent_levels else (
        opponent_levels.pop() if len(opponent_levels) == 1 else MIXED)
    best_other = max(score for s, score in enumerate(match.scores) if s != side)
    return Outcome(stats_key(ruleset_key(match.rules), match.num_players),
                   match.winner == side, level, match.scores[side] - best_other,
                   match.called_off, ruleset_doc(match.rules))


def train_outcome_of(match: TrainMatch, human_seat: int,
                     levels: Mapping[int, str]) -> Outcome:
    """What a finished train match counts for: the lowest total wins (ties share the
    win), and the margin is how far below the best other total the person finished."""
    if not match.is_over:
        raise ValueError("only a finished match can be counted")
    opponent_levels = {level for seat, level in levels.items() if seat != human_seat}
    level = None if not opponent_levels else (
        opponent_levels.pop() if len(opponent_levels) == 1 else MIXED)
    best_other = min(t for s, t in enumerate(match.totals) if s != human_seat)
    return Outcome(stats_key(ruleset_key(match.rules), match.num_players),
                   human_seat in match.winners, level,
                   best_other - match.totals[human_seat], False, ruleset_doc(match.rules))


@dataclass(frozen=True)
class Statistics:
    games: dict[str, GameStats] = field(default_factory=dict)
    recorded_ids: tuple[str, ...] = ()

    def get(self, variant: str, num_players: int) -> GameStats:
        return self.games.get(stats_key(variant, num_players), GameStats())

    def with_outcome(self, outcome: Outcome, hints_used: int = 0, undos_used: int = 0,
                     match_id: str | None = None) -> Statistics:
        if match_id is not None and match_id in self.recorded_ids:
            return self
        old = self.games.get(outcome.key, GameStats())
        by_level = dict(old.by_level)
        if outcome.level is not None:
            by_level[outcome.level] = by_level.get(outcome.level, Tally()).add(outcome.won)
        best = old.best_margin
        if outcome.won:
            best = outcome.margin if best is None else max(best, outcome.margin)
        new = replace(
            old,
            played=old.played + 1,
            won=old.won + int(outcome.won),
            by_level=by_level,
            best_margin=best,
            margin_total=old.margin_total + (outcome.margin if outcome.won else 0),
            hints_used=old.hints_used + hints_used,
            undos_used=old.undos_used + undos_used,
            called_off=old.called_off + int(outcome.called_off),
            ruleset=outcome.ruleset if outcome.ruleset is not None else old.ruleset,
        )
        ids = self.recorded_ids if match_id is None else (
            (*self.recorded_ids, match_id)[-REMEMBERED_IDS:])
        return Statistics({**self.games, outcome.key: new}, ids)

    def house_rulesets(self) -> dict[str, dict[str, Any]]:
        """Every house ruleset with counts kept, by its key (without the player count), in
        the order of their keys."""
        found: dict[str, dict[str, Any]] = {}
        for key, stats in sorted(self.games.items()):
            base = key.rsplit("/", 1)[0]
            if stats.ruleset is not None and "#" in base:
                found.setdefault(base, stats.ruleset)
        return found

    def reset(self, variant: str | None = None, num_players: int | None = None) -> Statistics:
        """Everything cleared, or only one game (and one player count, if given)."""
        if variant is None:
            return Statistics()
        kept = {k: v for k, v in self.games.items()
                if not (k.split("/")[0] == variant
                        and (num_players is None or k == stats_key(variant, num_players)))}
        return Statistics(kept, self.recorded_ids)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": STATISTICS_FORMAT.current,
            "games": {k: v.to_json() for k, v in sorted(self.games.items())},
            "recorded": list(self.recorded_ids),
        }

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> Statistics:
        games_doc = doc.get("games")
        games = ({str(k): GameStats.from_json(v) for k, v in games_doc.items()}
                 if isinstance(games_doc, Mapping) else {})
        ids = doc.get("recorded")
        recorded = tuple(i for i in ids if isinstance(i, str)) if isinstance(ids, list) else ()
        return cls(games, recorded[-REMEMBERED_IDS:])


class StatsStore:
    """Statistics in one file; every change is written at once, atomically."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._newer_version: int | None = None
        self._unknown: dict[str, Any] = {}
        self._untold: str | None = None

    def take_notice(self) -> str | None:
        """What the last load had to do to a damaged file (set it aside, start from zero),
        once: a load made on the way (counting a match) must not lose it untold."""
        notice, self._untold = self._untold, None
        return notice

    def tidy(self) -> int:
        """Remove the temporary files that killed writes of this file left."""
        return atomic.discard_stale_temps(self.path)

    @classmethod
    def for_app(cls) -> StatsStore:
        return cls(paths.statistics_file())

    def load(self) -> Loaded[Statistics]:
        raw = read_document(self.path, STATISTICS_FORMAT)
        if raw.notice:
            self._untold = raw.notice
        self._newer_version = raw.newer_version
        doc = raw.doc or {}
        self._unknown = ({k: v for k, v in doc.items()
                          if k not in ("version", "games", "recorded")}
                         if raw.newer_version is not None else {})
        return Loaded(Statistics.from_json(doc), raw.notice, raw.kept_aside,
                      raw.newer_version, dict(self._unknown))

    def save(self, stats: Statistics) -> None:
        write_document(self.path, stats.to_json(), self._newer_version, self._unknown)

    def record_finished(self, match: Match, human_seats: set[int], levels: Mapping[int, str],
                        *, hints_used: int = 0, undos_used: int = 0,
                        match_id: str | None = None) -> Statistics:
        """Count a finished match and save; returns the new statistics.

        ``match_id`` (e.g. a uuid kept in the record's extra keys) stops a match from
        being counted twice, say when a finished game is opened again. Raises
        :class:`~dominoes_qt.storage.atomic.WriteError` if the file could not be written.
        """
        stats = self.load().value
        outcome = outcome_of(match, human_seats, levels)
        if outcome is None:
            return stats
        stats = stats.with_outcome(outcome, hints_used, undos_used, match_id)
        self.save(stats)
        return stats

    def record_train_finished(self, match: TrainMatch, human_seat: int,
                              levels: Mapping[int, str]) -> Statistics:
        """Count a finished train match and save (:func:`train_outcome_of`); raises
        :class:`~dominoes_qt.storage.atomic.WriteError` if the file could not be written."""
        stats = self.load().value.with_outcome(train_outcome_of(match, human_seat, levels))
        self.save(stats)
        return stats

    def reset(self, variant: str | None = None, num_players: int | None = None) -> Statistics:
        stats = self.load().value.reset(variant, num_players)
        self.save(stats)
        return stats
