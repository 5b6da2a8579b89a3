"""Game records read with the registered games: :mod:`dominoes_qt.engine.record`'s reading
functions, given :data:`~dominoes_qt.games.GAMES` to find a record's game in.

The engine reads a record against any catalogue of games it is given and knows none
itself; this module is where the program's own catalogue meets it. Everything else a
client of records needs is here too, so one import serves.
"""

from __future__ import annotations

from dominoes_qt import jsongate
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
from dominoes_qt.engine.train_record import (
    TrainRecord,
    is_train_record,
    load_trains,
    parse_train_record,
)
from dominoes_qt.engine.trains import TrainMatch
from dominoes_qt.games import GAMES, TRAIN_GAMES, train_rules_of, written_rules_of

__all__ = [
    "CompactWriter", "GameRecord", "RecordError", "RecordedPlay", "RecordedRound", "load",
    "load_train", "names_train_game", "parse_record", "parse_train", "read_record",
    "record_from_json", "record_of", "replay", "round_limit_of", "summary",
]


def parse_record(text: str) -> GameRecord:
    """:func:`dominoes_qt.engine.record.parse_record` with the registered games (and
    any house ruleset of them)."""
    return _record.parse_record(text, GAMES, written_rules_of)


def record_from_json(doc: object) -> GameRecord:
    """:func:`dominoes_qt.engine.record.record_from_json` with the registered games (and
    any house ruleset of them)."""
    return _record.record_from_json(doc, GAMES, written_rules_of)


def load(text: str, *, seeds: SeedKeeper | None = None) -> tuple[GameRecord, Match]:
    """:func:`dominoes_qt.engine.record.load` with the registered games (and
    any house ruleset of them)."""
    return _record.load(text, GAMES, house=written_rules_of, seeds=seeds)


def names_train_game(text: str) -> bool:
    """Whether a record's text is a train game's (Mexican Train), read by
    :func:`load_train` rather than :func:`load`; False for text that is no record."""
    try:
        doc = jsongate.loads(text, jsongate.RECORD_LIMITS)
    except jsongate.GateError:
        return False
    return is_train_record(doc, TRAIN_GAMES)


def parse_train(text: str) -> TrainRecord:
    """A train game's record, its ruleset read by the registered train games."""
    return parse_train_record(text, train_rules_of)


def load_train(text: str) -> tuple[TrainRecord, TrainMatch]:
    """Parse and replay a train game's record."""
    return load_trains(text, train_rules_of)
