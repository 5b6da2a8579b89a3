"""Saved games, the autosave and the recent-games list. A saved game is a game record.

Opening never changes a file and never touches the game being played: it returns an
:class:`OpenedGame` or raises :class:`SaveFileError`, which names the file, the place in
it and the reason. Saving is atomic (:mod:`dominoes_qt.storage.atomic`); the autosave
keeps its previous version as a backup, and :meth:`SaveStore.find_resumable` falls back
to that backup when the autosave itself is damaged.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from enum import Enum
from pathlib import Path
from typing import Any

from dominoes_qt import __version__, jsongate, paths
from dominoes_qt.engine.daily import DailyPlan
from dominoes_qt.engine.fairdeal import SeedKeeper
from dominoes_qt.engine.game import Match
from dominoes_qt.engine.record import (
    FORMAT,
    CompactWriter,
    GameRecord,
    RecordError,
    record_of,
    replay,
)
from dominoes_qt.games.records import record_from_json
from dominoes_qt.storage import atomic
from dominoes_qt.storage.versions import (
    RECENT_FORMAT,
    RECORD_FORMAT,
    VersionError,
    upgrade,
)

log = logging.getLogger(__name__)

RECENT_LIMIT = 10


class Problem(str, Enum):
    """What is wrong with a file that would not open (for the window's wording)."""

    UNREADABLE = "unreadable"
    """Missing, a folder or another special file, no permission, a disk error."""
    TOO_LARGE = "too-large"
    NOT_TEXT = "not-text"
    EMPTY = "empty"
    TRUNCATED = "truncated"
    NOT_JSON = "not-json"
    OTHER_FORMAT = "other-format"
    """JSON, but not a dominoes-qt game record."""
    NEWER_VERSION = "newer-version"
    BAD_VERSION = "bad-version"
    INVALID = "invalid"
    """A record whose shape is wrong (players, deal lists, unknown variant...), or
    JSON out of bounds (too deep, a number or a string too long, a lone surrogate)."""
    ILLEGAL = "illegal"
    """A record whose deal or plays break the rules."""


class SaveFileError(Exception):
    """A saved game that can not be opened. ``str()`` reads "file: place: reason"."""

    def __init__(self, path: Path, problem: Problem, reason: str,
                 place: str | None = None) -> None:
        self.path = Path(path)
        self.problem = problem
        self.reason = reason
        self.place = place
        parts = [self.path.name] + ([place] if place else []) + [reason]
        super().__init__(": ".join(parts))


@dataclass(frozen=True)
class OpenedGame:
    """A record that replayed cleanly, and the match it describes."""

    path: Path
    record: GameRecord
    match: Match
    version_read: int
    """The version the file was written in (older ones were migrated on reading)."""

    @property
    def finished(self) -> bool:
        """Won, or called off at the game's round limit."""
        return self.match.is_over


@dataclass(frozen=True)
class Resumable:
    """An unfinished match found at start-up."""

    game: OpenedGame
    from_backup: bool
    """True when the autosave was damaged and its backup (one play older) was used."""
    damage: SaveFileError | None
    """Why the autosave itself could not be used, when ``from_backup``."""


@dataclass(frozen=True)
class LostMatch:
    """An unfinished match the start could not resume: its autosave and the backup are
    both damaged or missing (the player must be told, not left to wonder)."""

    damage: SaveFileError
    """Why the autosave (or, with no autosave, the backup) could not be read."""
    kept: Path | None
    """Where the damaged autosave was set aside, if it was."""


@dataclass(frozen=True)
class MatchInfo:
    """What the window keeps about a match besides the plays, stored in the record's
    extra keys so that a resumed or reopened match keeps it too."""

    match_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    """Stops the statistics from counting one match twice."""
    serious: bool = False
    """No undo and no hints."""
    hints_used: int = 0
    undos_used: int = 0
    daily: DailyPlan | None = None
    """The day's deals this match plays, if it is a daily deal."""

    def to_extra(self) -> dict[str, Any]:
        out: dict[str, Any] = {"match_id": self.match_id, "serious": self.serious,
                               "hints_used": self.hints_used, "undos_used": self.undos_used}
        if self.daily is not None:
            out["daily"] = self.daily.to_json()
        return out

    @classmethod
    def from_extra(cls, extra: Mapping[str, Any]) -> MatchInfo:
        """Read back from a record; missing or odd values get the defaults (a record
        written by hand or by another program has none of these keys)."""
        def count(key: str) -> int:
            value = extra.get(key)
            if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
                return value
            return 0

        match_id = extra.get("match_id")
        serious = extra.get("serious")
        daily: DailyPlan | None = None
        if "daily" in extra:
            # A damaged mark plays on as an ordinary match: its deals are still checkable.
            with contextlib.suppress(ValueError):
                daily = DailyPlan.from_json(extra["daily"])
        return cls(
            match_id=match_id if isinstance(match_id, str) and match_id else uuid.uuid4().hex,
            serious=serious if isinstance(serious, bool) else False,
            hints_used=count("hints_used"),
            undos_used=count("undos_used"),
            daily=daily,
        )


def human_seats(record: GameRecord) -> set[int]:
    """The seats a person plays (for undo and statistics)."""
    return {seat for seat, p in enumerate(record.players) if p.get("kind") == "human"}


def ai_levels(record: GameRecord) -> dict[int, str]:
    """Each computer seat's level (for statistics and to make the players again)."""
    return {seat: str(p.get("level")) for seat, p in enumerate(record.players)
            if p.get("kind") == "ai"}


# --- reading ------------------------------------------------------------------------------


_PROBLEMS: dict[jsongate.Fault, Problem] = {
    jsongate.Fault.UNREADABLE: Problem.UNREADABLE,
    jsongate.Fault.NOT_REGULAR: Problem.UNREADABLE,
    jsongate.Fault.TOO_LARGE: Problem.TOO_LARGE,
    jsongate.Fault.NOT_TEXT: Problem.NOT_TEXT,
    jsongate.Fault.EMPTY: Problem.EMPTY,
    jsongate.Fault.TRUNCATED: Problem.TRUNCATED,
    jsongate.Fault.NOT_JSON: Problem.NOT_JSON,
    jsongate.Fault.HOSTILE: Problem.INVALID,
}


def parse_save(path: Path, text: str) -> tuple[GameRecord, int]:
    """The record in ``text`` (read from ``path``) and the version it was written in."""
    try:
        doc = jsongate.loads(text, jsongate.RECORD_LIMITS)
    except jsongate.GateError as exc:
        raise SaveFileError(path, _PROBLEMS[exc.fault], exc.reason,
                            exc.place or "the whole file") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        found = doc.get("format") if isinstance(doc, dict) else None
        what = f"a {jsongate.quote(found)} file" if isinstance(found, str) else "some other JSON"
        raise SaveFileError(path, Problem.OTHER_FORMAT,
                            f"not a dominoes-qt game record ({what})", "the whole file")
    try:
        version = doc.get("version")
        doc = upgrade(doc, RECORD_FORMAT)
    except VersionError as exc:
        problem = Problem.NEWER_VERSION if exc.newer else Problem.BAD_VERSION
        raise SaveFileError(path, problem, str(exc), '"version"') from None
    try:
        record = record_from_json(doc)
    except RecordError as exc:
        raise SaveFileError(path, Problem.INVALID, exc.reason, _record_place(exc)) from None
    if not jsongate.is_int(version):
        # upgrade() refuses such a version; this keeps the promise without an assert.
        raise SaveFileError(path, Problem.BAD_VERSION, "the version must be a whole number",
                            '"version"')
    return record, version


def _record_place(exc: RecordError) -> str:
    where = []
    if exc.round_number is not None:
        where.append(f"round {exc.round_number}")
    if exc.play_number is not None:
        where.append(f"play {exc.play_number}")
    return ", ".join(where) if where else "the record's header"


def replay_save(path: Path, record: GameRecord, *, seeds: SeedKeeper | None = None) -> Match:
    """The match ``record`` describes, or :class:`SaveFileError` (``seeds``: see
    :func:`~dominoes_qt.engine.record.replay`)."""
    try:
        return replay(record, seeds=seeds)
    except RecordError as exc:
        raise SaveFileError(path, Problem.ILLEGAL, exc.reason, _record_place(exc)) from None


def open_game(path: Path, *, seeds: SeedKeeper | None = None) -> OpenedGame:
    """Read, check and replay a saved game (with ``seeds``, the keeper of whoever will play
    it on). Changes no file; raises :class:`SaveFileError`."""
    path = Path(path)
    try:
        text = atomic.read_text(path)
    except atomic.ReadError as exc:
        raise SaveFileError(path, _PROBLEMS[exc.fault], exc.reason,
                            exc.place or "the whole file") from None
    record, version = parse_save(path, text)
    return OpenedGame(path, record, replay_save(path, record, seeds=seeds), version)


# --- writing ------------------------------------------------------------------------------


def stamp_record(match: Match, players: Sequence[dict[str, Any]],
                 extra: dict[str, Any] | None = None) -> GameRecord:
    """The record of ``match`` with the program version and the time it was saved."""
    return record_of(match, players, stamped(extra))


def stamped(extra: dict[str, Any] | None) -> dict[str, Any]:
    """A record's extra keys with the program version and the time it is saved."""
    when = datetime.now(timezone.utc).isoformat(timespec="seconds")
    return {**(extra or {}), "app": f"dominoes-qt {__version__}", "saved": when}


def save_game(path: Path, record: GameRecord) -> None:
    """Write ``record`` to ``path`` atomically; raises :class:`atomic.WriteError`."""
    atomic.write_text(Path(path), record.dumps())


# --- the store: autosave, backup, recent list ---------------------------------------------


class SaveStore:
    """Saved games in one data folder. The window makes one and passes it around."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = Path(data_dir)
        self._autosave_writer = CompactWriter()
        """The autosave is written after every play: its finished rounds are written
        once (docs/LONG-MATCHES.md has what that saves at a game's round limit)."""
        self.lost: LostMatch | None = None
        """Set by :meth:`find_resumable` when it found an unfinished match it could not
        read back."""

    @classmethod
    def for_app(cls) -> SaveStore:
        """The store in the folder :mod:`dominoes_qt.paths` decides."""
        return cls(paths.data_dir())

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    @property
    def autosave_path(self) -> Path:
        return self.data_dir / "autosave.json"

    @property
    def autosave_backup_path(self) -> Path:
        return atomic.backup_path(self.autosave_path)

    @property
    def recent_path(self) -> Path:
        return self.data_dir / "recent.json"

    def suggest_path(self, record: GameRecord) -> Path:
        """A fresh file name for Save As: ``saves/<variant>-<date-time>.dominoes.json``."""
        stamp = datetime.now().strftime("%Y-%m-%d-%H%M%S")
        # A house ruleset's name lists its options: too long, and too odd, for a file name.
        name = record.variant if record.is_preset else f"{record.rules.ruleset.game}-house"
        candidate = self.saves_dir / f"{name}-{stamp}{paths.SAVE_SUFFIX}"
        counter = 1
        while candidate.exists():
            counter += 1
            candidate = self.saves_dir / f"{name}-{stamp}-{counter}{paths.SAVE_SUFFIX}"
        return candidate

    # Save / Save As / Open

    def save(self, path: Path, record: GameRecord) -> None:
        """Save (or Save As) to ``path`` and put it first in the recent list.

        Raises :class:`atomic.WriteError` if the game could not be written (the previous
        file at ``path`` is then intact). A recent list that can not be updated is only
        logged: the game itself was saved.
        """
        # Listed before the write: a write killed half-way through leaves its temporary
        # file beside ``path``, where the next start's tidy() looks only for listed games
        # (a folder outside ours may hold any files).
        self._remember(path)
        try:
            save_game(path, record)
        except atomic.WriteError:
            if not _is_file(path):
                self.forget_recent(path)
            raise

    def open(self, path: Path, *, seeds: SeedKeeper | None = None) -> OpenedGame:
        """Open a saved game and put it first in the recent list; see :func:`open_game`."""
        game = open_game(path, seeds=seeds)
        self._remember(path)
        return game

    # The autosave

    def autosave(self, record: GameRecord) -> None:
        """Write the match in progress; the previous autosave becomes the backup.

        Call after every deal and every play. Raises :class:`atomic.WriteError`; the
        game can go on, and the previous autosave and backup are intact.
        """
        self.autosave_text(record.dumps())

    def autosave_text(self, text: str) -> None:
        """:meth:`autosave` of a record's text, as :meth:`autosave_match` writes it."""
        atomic.write_text(self.autosave_path, text, backup=True)

    def autosave_match(self, match: Match, players: Sequence[dict[str, Any]],
                       info: MatchInfo) -> int:
        """:meth:`autosave` for a match as the window holds it; returns the record.

        A finished match replaces the autosave without a backup, and then the old backup
        (an unfinished state of the same match) is removed: stopped at any point, the
        files left never offer to resume a match that is over, even if the finished
        autosave is later damaged.

        Written compactly, each finished round from the text it had when it ended.
        Returns the size written, in bytes.
        """
        text = self._autosave_writer.dumps(match, players, stamped(info.to_extra()))
        if not match.is_over:
            self.autosave_text(text)
            return len(text.encode())
        atomic.write_text(self.autosave_path, text)
        self._remove(self.autosave_backup_path)
        return len(text.encode())

    def clear_autosave(self) -> None:
        """Forget the match in progress (after the player abandons it, or it is over).

        The backup goes first: stopped half-way, what is left is the newer autosave
        (a finished match is then not offered), never the older, unfinished backup.
        """
        self._remove(self.autosave_backup_path)
        self._remove(self.autosave_path)

    @staticmethod
    def _remove(path: Path) -> None:
        try:
            path.unlink(missing_ok=True)
        except IsADirectoryError:
            # A folder in the way is set aside by the next write; nothing to resume in it.
            pass
        except OSError as exc:
            raise atomic.WriteError(path, f"could not remove: {atomic.reason_of(exc)}"
                                    ) from exc

    def find_resumable(self, *, seeds: SeedKeeper | None = None) -> Resumable | None:
        """The unfinished match of the last session, if any, for the app start.

        A finished match in the autosave means there is nothing to resume. A damaged
        autosave is set aside (renamed ``autosave.json.corrupt-<time>``, so the next
        autosave does not copy it over the good backup) and the backup is tried.
        ``seeds``: as for :func:`open_game`.
        """
        self.lost = None
        atomic.discard_stale_temps(self.autosave_path)
        atomic.discard_stale_temps(self.autosave_backup_path)
        # lexists: a link to nowhere (or a loop of links) is damage to set aside, not absence.
        if not os.path.lexists(self.autosave_path) \
                and not os.path.lexists(self.autosave_backup_path):
            return None
        damage: SaveFileError | None = None
        kept: Path | None = None
        if os.path.lexists(self.autosave_path):
            try:
                game = open_game(self.autosave_path, seeds=seeds)
            except SaveFileError as exc:
                damage = exc
                log.warning("autosave damaged: %s", exc)
                kept = atomic.set_aside(self.autosave_path)
            else:
                return None if game.finished else Resumable(game, False, None)
        try:
            game = open_game(self.autosave_backup_path, seeds=seeds)
        except SaveFileError as exc:
            log.warning("autosave backup unusable: %s", exc)
            # No backup after a sound autosave's removal is the normal end of a match;
            # anything else lost one.
            if damage is not None or os.path.lexists(self.autosave_backup_path):
                self.lost = LostMatch(damage or exc, kept)
            return None
        return None if game.finished else Resumable(game, True, damage)

    def tidy(self) -> int:
        """Remove what writes killed half-way left (see :func:`atomic.sweep`): every such
        file in the data and saves folders, and beside each recent game elsewhere.
        Returns how many were removed; a write under way keeps its file."""
        removed = atomic.sweep(self.data_dir) + atomic.sweep(self.saves_dir)
        own = {_absolute(self.data_dir), _absolute(self.saves_dir)}
        # Listed games that are not there too: a first save that was killed.
        for path in self._read_recent(keep_missing=True):
            if path.parent not in own:
                removed += atomic.discard_stale_temps(path)
        return removed

    # The recent-games list

    def recent(self) -> list[Path]:
        """Recently saved or opened games, newest first; vanished files are left out."""
        return self._read_recent()

    def forget_recent(self, path: Path) -> None:
        """Drop ``path`` from the recent list (e.g. after it failed to open)."""
        key = _absolute(path)
        kept = [p for p in self._read_recent() if p != key]
        self._write_recent(kept)

    def clear_recent(self) -> None:
        self._write_recent([])

    def _remember(self, path: Path) -> None:
        # The game itself is saved or opened by now: nothing here may fail the caller.
        try:
            key = _absolute(path)
            entries = [key, *(p for p in self._read_recent() if p != key)]
            self._write_recent(entries)
        except (atomic.WriteError, OSError, RuntimeError, ValueError) as exc:
            log.warning("recent-games list not updated: %s", exc)

    def _read_recent(self, keep_missing: bool = False) -> list[Path]:
        try:
            doc = jsongate.read_json(self.recent_path, jsongate.SMALL_LIMITS)
            if not isinstance(doc, dict):
                raise TypeError("not a JSON object")
            doc = upgrade(doc, RECENT_FORMAT)
            files = doc.get("files")
            # A string is iterable too: read as a list it would be one-letter paths.
            if not isinstance(files, list):
                raise TypeError("\"files\" is not a list")
            entries = [Path(f) for f in files[: RECENT_LIMIT * 10] if isinstance(f, str)]
        except (jsongate.GateError, ValueError, TypeError) as exc:
            # A missing list is the normal first start; a damaged one is not worth keeping.
            if os.path.lexists(self.recent_path):
                log.warning("recent-games list unreadable, starting a new one: %s", exc)
            return []
        return [p for p in entries if keep_missing or _is_file(p)][:RECENT_LIMIT]

    def _write_recent(self, entries: list[Path]) -> None:
        doc = {"version": RECENT_FORMAT.current,
               "files": [str(p) for p in entries[:RECENT_LIMIT]]}
        atomic.write_text(self.recent_path, json.dumps(doc, indent=2, ensure_ascii=False) + "\n")


def _is_file(path: Path) -> bool:
    # Path.is_file raises on a name too long or with a NUL byte.
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def _absolute(path: Path) -> Path:
    return Path(path).expanduser().resolve()
