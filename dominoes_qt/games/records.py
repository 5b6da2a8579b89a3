"""Game records read with the registered games: :mod:`dominoes_qt.engine.record`'s reading
functions, given :data:`~dominoes_qt.games.GAMES` to find a record's game in.

The engine reads a record against any catalogue of games it is given and knows none
itself; this module is where the program's own catalogue meets it. Everything else a
client of records needs is here too, so one import serves.
"""

from __future__ import annotations

from dominoes_qt.engine import record as _record
from dominoes_qt.engine.fairdeal import SeedKeeper
from dominoes_qt.engine.game import Match
from dominoes_qt.engine.record import (
    CompactWriter,
    GameRecord,
    RecordedPlay,
    RecordedRound,
    RecordError,
    read_record,
    record_of,
    replay,
    round_limit_of,
    summary,
)
from dominoes_qt.games import GAMES, rules_of

__all__ = [
    "CompactWriter", "GameRecord", "RecordError", "RecordedPlay", "RecordedRound", "load",
    "parse_record", "read_record", "record_from_json", "record_of", "replay",
    "round_limit_of", "summary",
]


def parse_record(text: str) -> GameRecord:
    """:func:`dominoes_qt.engine.record.parse_record` with the registered games (and
    any house ruleset of them)."""
    return _record.parse_record(text, GAMES, rules_of)


def record_from_json(doc: object) -> GameRecord:
    """:func:`dominoes_qt.engine.record.record_from_json` with the registered games (and
    any house ruleset of them)."""
    return _record.record_from_json(doc, GAMES, rules_of)


def load(text: str, *, seeds: SeedKeeper | None = None) -> tuple[GameRecord, Match]:
    """:func:`dominoes_qt.engine.record.load` with the registered games (and
    any house ruleset of them)."""
    return _record.load(text, GAMES, house=rules_of, seeds=seeds)
