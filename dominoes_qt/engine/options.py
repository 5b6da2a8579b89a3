"""House rules: the options a game offers, and a ruleset (one game, a value for each option).

A game declares its options (:meth:`dominoes_qt.engine.rules.Rules.declared_options`); a
rules object is built from the game and a mapping of option values, and everything that
reads a rule reads it from that object. A ruleset is a plain value: it compares, hashes,
and writes itself as JSON (``docs/RECORD-v3.md``), so that a record can carry it.

Nothing here trusts its input: a value of the wrong type (a whole number is never a float
nor a bool), out of range, or under a key the game does not know is refused with an
:class:`OptionError` that names the option.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Literal

OptionValue = int | bool | str
"""What an option can hold: JSON's whole numbers, booleans and strings."""

Kind = Literal["int", "bool", "choice"]

MAX_OPTIONS = 64
"""More option keys than this in one ruleset is hostile, not a ruleset."""
MAX_KEY = 40
"""Characters of an option's name."""


class OptionError(ValueError):
    """An option set that cannot be played; the message names the option and says why."""

    def __init__(self, key: str, reason: str) -> None:
        super().__init__(f"option {quote_key(key)}: {reason}")
        self.key = key
        self.reason = reason


def quote_key(key: object) -> str:
    """A key as a message names it: short, and nothing a terminal would act on."""
    text = key if isinstance(key, str) else repr(key)
    if len(text) > MAX_KEY:
        text = text[:MAX_KEY] + "..."
    return '"' + "".join(c if c.isprintable() else "?" for c in text) + '"'


def _shown(value: object) -> str:
    if isinstance(value, str):
        return quote_key(value)
    if isinstance(value, bool | int | float) or value is None:
        return repr(value)[:40]
    return f"a {type(value).__name__}"


@dataclass(frozen=True)
class Option:
    """One rule a table may choose.

    ``kind`` "int": a whole number from ``low`` to ``high``, or one of ``choices`` when
    those are given; "bool": true or false; "choice": one of the strings in ``choices``.
    """

    key: str
    kind: Kind
    default: OptionValue
    description: str
    choices: tuple[OptionValue, ...] = ()
    low: int | None = None
    high: int | None = None

    def __post_init__(self) -> None:
        # A game that declares a default it would itself refuse is a programming error.
        self.check(self.default)

    def check(self, value: object) -> OptionValue:
        """``value`` when this option allows it; else :class:`OptionError`."""
        if self.kind == "bool":
            if type(value) is not bool:
                raise OptionError(self.key, f"must be true or false, not {_shown(value)}")
            return value
        if self.kind == "int":
            if type(value) is not int:
                raise OptionError(self.key, f"must be a whole number, not {_shown(value)}")
            if self.choices:
                if value not in self.choices:
                    raise OptionError(self.key, f"must be one of {self.choices_text()}, "
                                                f"not {value}")
            elif (self.low is not None and value < self.low) or \
                    (self.high is not None and value > self.high):
                raise OptionError(self.key, f"must be from {self.low} to {self.high}, "
                                            f"not {value}")
            return value
        if type(value) is not str or value not in self.choices:
            raise OptionError(self.key, f"must be one of {self.choices_text()}, "
                                        f"not {_shown(value)}")
        return value

    def choices_text(self) -> str:
        return ", ".join(str(c) for c in self.choices)

    def domain_text(self) -> str:
        """What values the option takes, in a few words (for ``rules``)."""
        if self.kind == "bool":
            return "true, false"
        if self.choices:
            return self.choices_text()
        return f"{self.low}-{self.high}"

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"name": self.key, "type": self.kind, "default": self.default,
                                  "description": self.description}
        if self.choices:
            out["choices"] = list(self.choices)
        if self.kind == "int" and not self.choices:
            out["range"] = [self.low, self.high]
        return out


def choice(key: str, default: Enum | str, choices: Iterable[Enum | str],
           description: str) -> Option:
    """A "choice" option over an enumeration's values (or plain strings)."""
    def text(v: Enum | str) -> str:
        return str(v.value) if isinstance(v, Enum) else v
    return Option(key, "choice", text(default), description, tuple(text(c) for c in choices))


@dataclass(frozen=True)
class Ruleset:
    """A game and a value for every option it offers, in the order the game declares them.

    >>> r = Ruleset("block-game", (("target", 150), ("draws", False)))
    >>> r["target"], r.to_json()
    (150, {'game': 'block-game', 'options': {'target': 150, 'draws': False}})
    """

    game: str
    values: tuple[tuple[str, OptionValue], ...]

    def __getitem__(self, key: str) -> OptionValue:
        for k, v in self.values:
            if k == key:
                return v
        raise KeyError(key)

    def as_dict(self) -> dict[str, OptionValue]:
        return dict(self.values)

    def to_json(self) -> dict[str, object]:
        return {"game": self.game, "options": self.as_dict()}

    def differences(self, other: Ruleset) -> dict[str, OptionValue]:
        """The options whose value here differs from ``other``'s (same game)."""
        theirs = other.as_dict()
        return {k: v for k, v in self.values if theirs.get(k) != v}


def check_options(options: tuple[Option, ...],
                  given: Mapping[str, object]) -> dict[str, OptionValue]:
    """Every option's value: the given one, checked, else the default. Unknown keys, and
    keys that are not strings, are refused by name."""
    if not isinstance(given, Mapping):
        raise OptionError("options", "must be an object of option names and values")
    if len(given) > MAX_OPTIONS:
        raise OptionError("options", f"more than {MAX_OPTIONS} options given")
    known = {o.key: o for o in options}
    for key in given:
        if not isinstance(key, str) or key not in known:
            names = ", ".join(known)
            raise OptionError(key if isinstance(key, str) else repr(key),
                              f"this game has no such option (its options: {names})")
    return {o.key: o.check(given[o.key]) if o.key in given else o.default for o in options}
