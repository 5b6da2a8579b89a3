"""The player's preferences: a versioned dataclass stored as JSON in the config folder.

Reading is forgiving key by key: an unknown key is ignored, a key of the wrong type or
out of range falls back to its default, and a file that can not be read at all is kept
aside and replaced by the defaults (see :mod:`dominoes_qt.storage.documents`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dominoes_qt import paths
from dominoes_qt.ai.players import LEVELS
from dominoes_qt.engine.options import MAX_KEY, MAX_OPTIONS
from dominoes_qt.games import GAMES
from dominoes_qt.storage import atomic
from dominoes_qt.storage.documents import Loaded, read_document, write_document
from dominoes_qt.storage.versions import PREFERENCES_FORMAT

LANGUAGES: tuple[str, ...] = ("system", "en", "uk")
THEMES: tuple[str, ...] = ("felt", "walnut", "plain")
"""Table themes: green baize, a dark wooden table and a plain light one."""
FACES: tuple[str, ...] = ("ivory", "white", "dark")
"""Tile faces: ivory with black pips, white with black pips, dark with light pips."""
VOLUME_RANGE = (0, 100)
"""The sounds' loudness, per cent."""
CONTRASTS: tuple[str, ...] = ("system", "on", "off")
"""High contrast: as the desktop asks, always, or never."""
AI_PACE_RANGE = (0, 5000)
"""Milliseconds the computer waits before showing its play."""
ANIMATION_SPEED_RANGE = (0.25, 4.0)
"""A multiplier of the normal animation speed."""


def _is_bool(value: object) -> bool:
    return isinstance(value, bool)


def _is_int_in(low: int, high: int) -> Callable[[object], bool]:
    def check(value: object) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
    return check


def _is_number_in(low: float, high: float) -> Callable[[object], bool]:
    def check(value: object) -> bool:
        return (isinstance(value, (int, float)) and not isinstance(value, bool)
                and low <= value <= high)
    return check


def _is_one_of(*choices: str) -> Callable[[object], bool]:
    return lambda value: isinstance(value, str) and value in choices


def _is_registered(value: object) -> bool:
    return isinstance(value, str) and value in GAMES


def _checked(default: Any, check: Callable[[object], bool]) -> Any:
    return field(default=default, metadata={"check": check})


def _is_levels(value: object) -> bool:
    return (isinstance(value, (list, tuple)) and len(value) == 3
            and all(isinstance(v, str) and v in LEVELS for v in value))


def _is_options(value: object) -> bool:
    """A ruleset's option values as a mapping: a few short keys, each a whole number, a
    bool or a short text (the game checks them when they are used)."""
    return isinstance(value, Mapping) and len(value) <= MAX_OPTIONS and all(
        isinstance(k, str) and len(k) <= MAX_KEY
        and (isinstance(v, bool | int) or (isinstance(v, str) and len(v) <= MAX_KEY))
        for k, v in value.items())


@dataclass(frozen=True)
class LastSetup:
    """The last New Game dialog's choices, offered again next time."""

    variant: str = _checked(next(iter(GAMES)), _is_registered)
    """A registered game (checked against the registry when read, so every game counts);
    a saved name no longer registered falls back to the first game."""
    players: int = _checked(2, _is_int_in(2, 4))
    levels: tuple[str, ...] = field(default=("casual", "casual", "casual"),
                                    metadata={"check": _is_levels})
    """The computer seats' levels, clockwise after the human (as many as are used)."""
    name: str = _checked("", lambda v: isinstance(v, str) and len(v) <= 40)
    """The human player's name ("" means the translated "You")."""
    serious: bool = _checked(False, _is_bool)
    options: dict[str, Any] = field(default_factory=dict, hash=False,
                                    metadata={"check": _is_options})
    """The house rules last played, every option of ``variant``'s game ({}: the preset
    ``variant`` itself)."""

    def __post_init__(self) -> None:
        if not _is_registered(self.variant):
            object.__setattr__(self, "variant", next(iter(GAMES)))
        rules = GAMES[self.variant]
        if self.players not in rules.player_counts:
            # A game for other numbers of players (four only, say): keep the setup playable.
            object.__setattr__(self, "players", rules.player_counts[0])


@dataclass(frozen=True)
class Preferences:
    """Everything the Preferences dialog sets. Replace fields with ``dataclasses.replace``."""

    language: str = _checked("system", _is_one_of(*LANGUAGES))
    ai_pace_ms: int = _checked(700, _is_int_in(*AI_PACE_RANGE))
    animations: bool = _checked(True, _is_bool)
    animation_speed: float = _checked(1.0, _is_number_in(*ANIMATION_SPEED_RANGE))
    auto_draw: bool = _checked(True, _is_bool)
    """Draw from the boneyard without a click when the player has no play."""
    hints: bool = _checked(True, _is_bool)
    theme: str = _checked("felt", _is_one_of(*THEMES))
    face: str = _checked("ivory", _is_one_of(*FACES))
    colour_blind: bool = _checked(False, _is_bool)
    """Highlights in colours told apart with any colour vision (blue/orange, not red/green)."""
    contrast: str = _checked("system", _is_one_of(*CONTRASTS))
    """High contrast (a black table, plain white tiles, strong outlines): "system", "on"
    or "off"."""
    confirm_abandon: bool = _checked(True, _is_bool)
    """Ask before a new game abandons one in progress."""
    serious_by_default: bool = _checked(False, _is_bool)
    """New games start "serious": no undo, no hints."""
    sound: bool = _checked(False, _is_bool)
    """Short sounds for the table's events: off until the player says yes."""
    sound_asked: bool = _checked(False, _is_bool)
    """The player was asked once whether they want sounds (asked where sound can be had)."""
    sound_volume: int = _checked(70, _is_int_in(*VOLUME_RANGE))
    sound_when_watching: bool = _checked(False, _is_bool)
    """Sounds also while only computers play, and in review."""
    last_setup: LastSetup = field(default_factory=LastSetup)

    def to_json(self) -> dict[str, Any]:
        doc = dataclasses.asdict(self)
        doc["last_setup"]["levels"] = list(self.last_setup.levels)
        doc["version"] = PREFERENCES_FORMAT.current
        return doc

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> Preferences:
        """Known keys with valid values are taken; everything else is the default."""
        values = _valid_fields(cls, doc)
        setup = doc.get("last_setup")
        if isinstance(setup, Mapping):
            setup_values = _valid_fields(LastSetup, setup)
            if "levels" in setup_values:
                setup_values["levels"] = tuple(setup_values["levels"])
            values["last_setup"] = LastSetup(**setup_values)
        return cls(**values)


def _valid_fields(cls: type[Any], doc: Mapping[str, Any]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        check = f.metadata.get("check")
        if check is not None and f.name in doc and check(doc[f.name]):
            value = doc[f.name]
            if f.type in ("float", float) and isinstance(value, int):
                value = float(value)
            values[f.name] = value
    return values


class PrefsStore:
    """Preferences in one file. The window loads them once and saves after the dialog."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._newer_version: int | None = None
        self._unknown: dict[str, Any] = {}

    def tidy(self) -> int:
        """Remove the temporary files that killed writes of this file left."""
        return atomic.discard_stale_temps(self.path)

    @classmethod
    def for_app(cls) -> PrefsStore:
        return cls(paths.preferences_file())

    def load(self) -> Loaded[Preferences]:
        """The preferences, or the defaults with a notice when the file was damaged."""
        raw = read_document(self.path, PREFERENCES_FORMAT)
        self._newer_version = raw.newer_version
        doc = raw.doc or {}
        known = {f.name for f in dataclasses.fields(Preferences)} | {"version"}
        self._unknown = ({k: v for k, v in doc.items() if k not in known}
                         if raw.newer_version is not None else {})
        return Loaded(Preferences.from_json(doc), raw.notice, raw.kept_aside,
                      raw.newer_version, dict(self._unknown))

    def save(self, prefs: Preferences) -> None:
        """Write atomically; raises :class:`~dominoes_qt.storage.atomic.WriteError`.

        Over a file from a newer program, that file is first copied to
        ``preferences.json.v<N>`` and its unknown keys and version are kept.
        """
        write_document(self.path, prefs.to_json(), self._newer_version, self._unknown)
