"""Reading the small JSON files we own (preferences, statistics) without ever losing one.

A missing file is the first start. A damaged file (not a regular file, too large, not
text, not JSON, out of the bounds of :mod:`dominoes_qt.jsongate`, not an object) is
renamed aside as ``<name>.corrupt-<time>`` and the caller starts from defaults. A file
from a newer program is read as far as it can be, and remembered as newer so that the
caller does not overwrite it blindly.

The version policy: a version from 2 to :data:`MAX_PLAUSIBLE_VERSION` is a newer
program's file; the first save over it keeps a copy as ``<name>.v<N>``, then writes with
that version and its unknown keys kept. A larger version (say 10^300) is no version any
program of ours will write: it is damage, set aside like any damaged file, and the next
save writes a fresh file. Without that bound the copy's name (``.v1000...``) is too long
for the file system and the file could never be saved over.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from dominoes_qt import jsongate
from dominoes_qt.storage import atomic
from dominoes_qt.storage.versions import Document, Format, VersionError, upgrade

T = TypeVar("T")

MAX_PLAUSIBLE_VERSION = 1000
"""Versions above this are damage, not the work of a newer program (see the notes)."""


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """A value read from a file, and what the player should be told about the file."""

    value: T
    notice: str | None = None
    """Set when the file was damaged or unreadable and defaults are used."""
    kept_aside: Path | None = None
    """Where the damaged file now is."""
    newer_version: int | None = None
    """The file's version when a newer program wrote it."""
    unknown: dict[str, Any] = field(default_factory=dict)
    """Top-level keys of a newer file that this program does not know (kept on writing)."""


@dataclass(frozen=True)
class RawDocument:
    doc: Document | None
    """None: start from defaults."""
    notice: str | None = None
    kept_aside: Path | None = None
    newer_version: int | None = None


def read_document(path: Path, fmt: Format) -> RawDocument:
    """The document at ``path`` brought to ``fmt.current`` (or left as is when newer)."""
    if not os.path.lexists(path):
        return RawDocument(None)
    try:
        text = atomic.read_text(path, jsongate.SMALL_LIMITS.max_bytes)
    except atomic.ReadError as exc:
        if exc.fault is jsongate.Fault.UNREADABLE:
            # The disk or the permissions are at fault, not the file: leave it where it is.
            return RawDocument(None, f"{exc}; using the defaults for now")
        return _damaged(path, str(exc))
    try:
        doc = jsongate.loads(text, jsongate.SMALL_LIMITS)
    except jsongate.GateError as exc:
        return _damaged(path, f"{path}: {exc}")
    if not isinstance(doc, dict):
        return _damaged(path, f"{path}: not {fmt.name} (a JSON {type(doc).__name__})")
    version = doc.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > fmt.current:
        if version > MAX_PLAUSIBLE_VERSION:
            return _damaged(path, f"{path}: version {jsongate.quote(version)} is not one any "
                            f"version of this program writes")
        return RawDocument(doc, newer_version=version)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        # A version we can not make sense of is most likely a hand edit of version 1.
        doc["version"] = 1
    try:
        return RawDocument(upgrade(doc, fmt))
    except VersionError as exc:
        return _damaged(path, f"{path}: {exc}")


def _damaged(path: Path, what: str) -> RawDocument:
    aside = atomic.set_aside(path)
    if aside is None:
        return RawDocument(None, f"{what}; using the defaults (the file could not be moved "
                                 "aside and will be replaced on the next save)")
    return RawDocument(None, f"{what}; using the defaults; the old file is kept as "
                             f"{aside.name}", aside)


def write_document(path: Path, doc: Document, newer_version: int | None = None,
                   unknown: dict[str, Any] | None = None) -> None:
    """Write ``doc`` atomically. Over a newer program's file, keep a copy of that file
    once (``<name>.v<N>``) and keep its unknown keys and version number."""
    if newer_version is not None:
        keep = path.with_name(f"{path.name}.v{newer_version}")
        if path.exists() and not os.path.lexists(keep):
            try:
                atomic.write_bytes(keep, jsongate.read_bytes(path, jsongate.SMALL_LIMITS.max_bytes))
            except jsongate.GateError as exc:
                raise atomic.WriteError(keep, f"could not keep a copy: {exc.reason}") from exc
        doc = {**(unknown or {}), **doc, "version": newer_version}
    atomic.write_text(path, json.dumps(doc, indent=2, ensure_ascii=False, sort_keys=True) + "\n")
