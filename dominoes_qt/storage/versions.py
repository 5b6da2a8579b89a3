"""Format versions of every file we write, and the steps that bring old files up to date.

Each kind of file (game records, preferences, statistics) names its current version and
a table of migrations: ``MIGRATIONS[n]`` turns a version ``n`` document into version
``n + 1``. Old files are read by running the steps in order, so version 1 stays readable
for as long as its steps are kept. A file newer than the program is refused (records) or
read as far as possible (preferences, statistics) by the caller.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from dominoes_qt import jsongate
from dominoes_qt.engine import record as engine_record

Document = dict[str, Any]
Migration = Callable[[Document], Document]


@dataclass(frozen=True)
class Format:
    """One kind of versioned JSON document."""

    name: str
    """For messages: "game record", "preferences"."""
    current: int
    migrations: Mapping[int, Migration]


class VersionError(ValueError):
    """A version that can not be read: ``newer`` tells a newer program's file apart."""

    def __init__(self, message: str, version: object, newer: bool) -> None:
        super().__init__(message)
        self.version = version
        self.newer = newer


def version_of(doc: Mapping[str, Any], fmt: Format) -> int:
    """The document's ``version``, checked to be a whole number from 1 up."""
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise VersionError(f"the {fmt.name} version must be a whole number, "
                           f"not {jsongate.quote(version)}",
                           version, newer=False)
    if version < 1:
        raise VersionError(f"unknown {fmt.name} version {version}", version, newer=False)
    if version > fmt.current:
        raise VersionError(
            f"the {fmt.name} is version {version}, newer than this program reads "
            f"({fmt.current}); a newer dominoes-qt wrote it",
            version, newer=True,
        )
    return version


def upgrade(doc: Document, fmt: Format) -> Document:
    """``doc`` brought to ``fmt.current`` step by step; raises :class:`VersionError`."""
    version = version_of(doc, fmt)
    while version < fmt.current:
        step = fmt.migrations.get(version)
        if step is None:
            raise VersionError(f"no way to read {fmt.name} version {version}", version,
                               newer=False)
        doc = step(dict(doc))
        version += 1
        doc["version"] = version
    return doc


RECORD_FORMAT = Format("game record", engine_record.VERSION,
                       {1: engine_record.upgrade_v1, 2: engine_record.upgrade_v2})
"""Game records (``shared/RECORD.md``, ``docs/RECORD-v2.md``, ``docs/RECORD-v3.md``). Keep
the version 1 sample files in ``tests/storage/samples`` loading."""

PREFERENCES_FORMAT = Format("preferences", 1, {})
STATISTICS_FORMAT = Format("statistics", 1, {})
RULESETS_FORMAT = Format("named rulesets", 1, {})
RECENT_FORMAT = Format("recent-games list", 1, {})
WINDOW_FORMAT = Format("window place", 1, {})
