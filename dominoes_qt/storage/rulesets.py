"""House rulesets the player saved under names, one list for every game, in the data folder.

The file (``rulesets.json``)::

    {"version": 1, "rulesets": [{"name": "Friday", "game": "all-fives",
                                  "options": {"target": 150, "spinners": "none"}}]}

Read through :func:`~dominoes_qt.storage.documents.read_document` (the JSON gate's bounds;
a damaged file is set aside whole, never overwritten). Each entry is then checked by its
game (:func:`~dominoes_qt.games.rules_of`): an entry that cannot be played here (an unknown
game, an option out of range, a newer program's option) is not offered, and it is written
back as it was on the next save, so nothing in the file is ever lost.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dominoes_qt import paths
from dominoes_qt.engine.options import OptionError, quote_key
from dominoes_qt.engine.rules import Rules
from dominoes_qt.engine.trains import TrainRules
from dominoes_qt.games import GAMES, written_rules_of
from dominoes_qt.storage.documents import read_document, write_document
from dominoes_qt.storage.versions import RULESETS_FORMAT

MAX_NAME = 60
"""Characters of a ruleset's name."""
MAX_RULESETS = 200
"""Named rulesets kept in the file; saving one more is refused with a message."""


HASH_DIGITS = 10
"""Hexadecimal digits of a house ruleset's key: a collision among a player's few rulesets
is out of reach (one in a trillion for any two)."""


def ruleset_key(rules: Rules | TrainRules) -> str:
    """The name statistics and ratings keep ``rules`` under: a preset's record name, or for
    house rules the game's key and a short hash of every option's value
    (``all-fives#3f2a9c0b1d``), stable across runs and versions (the values are hashed as
    sorted JSON)."""
    if not rules.house_rules:
        return rules.variant
    text = json.dumps(rules.ruleset.to_json(), sort_keys=True, separators=(",", ":"))
    digest = hashlib.sha256(text.encode()).hexdigest()[:HASH_DIGITS]
    return f"{rules.ruleset.game}#{digest}"


def ruleset_doc(rules: Rules | TrainRules) -> dict[str, Any] | None:
    """What is kept beside a house ruleset's key so that it can be named again (None for
    a preset, whose name says it all)."""
    return rules.ruleset.to_json() if rules.house_rules else None


def rules_of_doc(doc: object) -> Rules | None:
    """The rules a kept ruleset ``doc`` names, None when this program cannot play them (an
    unknown game or option: a newer program's, or a damaged file)."""
    if not isinstance(doc, Mapping):
        return None
    try:
        return written_rules_of(doc.get("game"), doc.get("options", {}))
    except OptionError:
        return None


def preset_and_options(rules: Rules) -> tuple[str, dict[str, Any]]:
    """How the last setup keeps ``rules``: a preset's name and no options, or for house
    rules the name of the game's first preset and every option's value."""
    if not rules.house_rules:
        return rules.variant, {}
    game = rules.ruleset.game
    preset = next((r.variant for r in GAMES.values() if r.ruleset.game == game),
                  rules.variant)
    return preset, rules.ruleset.as_dict()


def house_rules_of(preset: Rules, options: Mapping[str, object]) -> Rules:
    """``preset``'s game with the kept ``options`` (:func:`preset_and_options`), or
    ``preset`` itself when there are none or this program cannot play them."""
    if not options:
        return preset
    try:
        return written_rules_of(preset.ruleset.game, options)
    except OptionError:
        return preset


class RulesetError(ValueError):
    """A name or a ruleset that cannot be saved; the message says why."""


@dataclass(frozen=True)
class NamedRuleset:
    name: str
    rules: Rules


def clean_name(name: str) -> str:
    """``name`` as it is saved, or :class:`RulesetError`: trimmed, not empty, not too
    long, printable."""
    text = " ".join(name.split())
    if not text:
        raise RulesetError("a ruleset needs a name")
    if len(text) > MAX_NAME:
        raise RulesetError(f"a ruleset's name has at most {MAX_NAME} characters")
    if not text.isprintable():
        raise RulesetError("a ruleset's name must be printable text")
    return text


def _entry_of(raw: object) -> NamedRuleset | None:
    if not isinstance(raw, dict):
        return None
    name, game, options = raw.get("name"), raw.get("game"), raw.get("options", {})
    if not isinstance(name, str) or not isinstance(game, str):
        return None
    try:
        return NamedRuleset(clean_name(name), written_rules_of(game, options))
    except (OptionError, RulesetError):
        return None


class RulesetStore:
    """The named rulesets in one file; every change is written at once, atomically."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._entries: list[NamedRuleset] = []
        self._kept: list[Any] = []
        """Entries this program cannot read, written back untouched."""
        self._newer: int | None = None
        self._unknown: dict[str, Any] = {}
        self.notice: str | None = None
        """What the last load had to do: a damaged file set aside, entries not offered."""

    @classmethod
    def for_app(cls) -> RulesetStore:
        return cls(paths.rulesets_file())

    def load(self) -> list[NamedRuleset]:
        """Every readable named ruleset, in the order they were saved."""
        raw = read_document(self.path, RULESETS_FORMAT)
        self.notice = raw.notice
        self._newer = raw.newer_version
        doc = raw.doc or {}
        self._unknown = {k: v for k, v in doc.items() if k not in ("version", "rulesets")}
        items = doc.get("rulesets", [])
        self._entries, self._kept = [], []
        if not isinstance(items, list):
            self._kept = [items]
            self.notice = f"{self.path}: the rulesets are not a list; none is offered"
            return []
        for item in items:
            entry = _entry_of(item)
            if entry is None:
                self._kept.append(item)
            else:
                self._entries.append(entry)
        if self._kept:
            self.notice = (f"{self.path}: {len(self._kept)} saved ruleset(s) cannot be played "
                           "by this version and are not offered (they stay in the file)")
        return list(self._entries)

    def for_game(self, game: str) -> list[NamedRuleset]:
        """The named rulesets of ``game`` (a ruleset's game key), freshly read."""
        return [e for e in self.load() if e.rules.ruleset.game == game]

    def save(self, name: str, rules: Rules) -> NamedRuleset:
        """Keep ``rules`` under ``name`` (replacing a ruleset of the same game and name).
        Raises :class:`RulesetError` or :class:`~dominoes_qt.storage.atomic.WriteError`."""
        entry = NamedRuleset(clean_name(name), rules)
        self.load()
        game = rules.ruleset.game
        kept = [e for e in self._entries
                if not (e.rules.ruleset.game == game and e.name.casefold() ==
                        entry.name.casefold())]
        if len(kept) + len(self._kept) >= MAX_RULESETS:
            raise RulesetError(f"at most {MAX_RULESETS} rulesets are kept; delete one first")
        self._entries = [*kept, entry]
        self._write()
        return entry

    def delete(self, game: str, name: str) -> None:
        """Forget the ruleset ``name`` of ``game``; raises :class:`RulesetError` when there
        is none."""
        self.load()
        kept = [e for e in self._entries
                if not (e.rules.ruleset.game == game and e.name == name)]
        if len(kept) == len(self._entries):
            raise RulesetError(f"no saved ruleset is called {quote_key(name)}")
        self._entries = kept
        self._write()

    def _write(self) -> None:
        items: list[Any] = [{"name": e.name, **e.rules.ruleset.to_json()}
                            for e in self._entries]
        doc = {**self._unknown, "version": RULESETS_FORMAT.current,
               "rulesets": [*items, *self._kept]}
        write_document(self.path, doc, self._newer, self._unknown)


__all__ = [
    "MAX_NAME",
    "NamedRuleset",
    "RulesetError",
    "RulesetStore",
    "clean_name",
    "rules_of_doc",
    "ruleset_doc",
    "ruleset_key",
]
