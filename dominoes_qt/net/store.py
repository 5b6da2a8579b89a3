"""The server's tables and finished records in SQLite (the standard library's). No Qt.

One row per table: its lobby and seeds as JSON (``Table.meta_json``) and its game record
as the project writes it, saved after every change; a restart replays each record
(``Table.restore``). A finished match's record is also kept in ``records`` for good.
What is read back passes the JSON gate like any other file the program reads.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Any

from dominoes_qt import jsongate

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    meta TEXT NOT NULL,
    record TEXT,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS records (
    code TEXT PRIMARY KEY,
    finished REAL NOT NULL,
    record TEXT NOT NULL
);
"""
META_LIMITS = jsongate.Limits(max_bytes=256 * 1024)


class Store:
    """A SQLite file (``:memory:`` for none) of tables and records."""

    def __init__(self, path: Path | str) -> None:
        if isinstance(path, Path):
            path.parent.mkdir(parents=True, exist_ok=True)
        # Written from the server's one writer thread, read at start-up and by tests.
        self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        # WAL: a save after every play is one small append, not a rewrite of the file.
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)

    def save(self, code: str, meta: str, record: str | None) -> None:
        """Keep a table: ``meta`` is :meth:`Table.meta_json` already written as JSON."""
        self.db.execute(
            "INSERT INTO tables (code, meta, record, updated) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(code) DO UPDATE SET meta=excluded.meta, record=excluded.record, "
            "updated=excluded.updated",
            (code, meta, record, time.time()))

    def finish(self, code: str, record: str) -> None:
        self.db.execute("INSERT OR REPLACE INTO records (code, finished, record) "
                        "VALUES (?, ?, ?)", (code, time.time(), record))

    def drop(self, code: str) -> None:
        self.db.execute("DELETE FROM tables WHERE code = ?", (code,))

    def tables(self) -> list[tuple[dict[str, Any], str | None]]:
        """Every table kept: (meta, record). A row that does not read is skipped."""
        out = []
        for meta_text, record in self.db.execute("SELECT meta, record FROM tables"):
            try:
                meta = jsongate.loads(meta_text, META_LIMITS)
            except jsongate.GateError:
                continue
            if isinstance(meta, dict):
                out.append((meta, record))
        return out

    def record(self, code: str) -> str | None:
        row = self.db.execute("SELECT record FROM records WHERE code = ?", (code,)).fetchone()
        return None if row is None else str(row[0])

    def close(self) -> None:
        self.db.close()
