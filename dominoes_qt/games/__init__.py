"""The games this program plays: one package per game in this folder.

A game's package holds its :class:`~dominoes_qt.engine.rules.Rules` subclass and exports
an instance of it as ``RULES`` (or a tuple of them, one per target, sharing a
:attr:`~dominoes_qt.engine.rules.Rules.family`); its rules-book pages and guided first game
live beside it. Every package here whose name does not start with ``_`` is a game: adding a game is
adding its folder (and its translations).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator
from contextlib import contextmanager

from dominoes_qt.engine.rules import Rules


def _discover() -> dict[str, Rules]:
    found: list[Rules] = []
    for info in pkgutil.iter_modules(__path__):
        if not info.ispkg or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        exported = getattr(module, "RULES", None)
        many = exported if isinstance(exported, tuple) else (exported,)
        if not many or not all(isinstance(rules, Rules) for rules in many):
            raise TypeError(f"games/{info.name} exports no RULES object")
        found.extend(many)
    return _catalogue(found)


def _catalogue(games: list[Rules]) -> dict[str, Rules]:
    by_variant: dict[str, Rules] = {}
    for rules in sorted(games, key=lambda r: (r.order, r.variant)):
        if rules.variant in by_variant:
            raise ValueError(f"two games are named {rules.variant!r}")
        by_variant[rules.variant] = rules
    return by_variant


GAMES: dict[str, Rules] = _discover()
"""Every game by its record ``variant`` name, in the order lists show them."""


def rules_for(variant: str) -> Rules:
    try:
        return GAMES[variant]
    except KeyError:
        known = ", ".join(GAMES)
        raise ValueError(f"unknown variant {variant!r} (known: {known})") from None


def package_of(rules: Rules) -> str:
    """The module name of the package that defines ``rules`` (where its pages live)."""
    module = type(rules).__module__
    prefix = f"{__name__}."
    if not module.startswith(prefix):
        return module
    return prefix + module[len(prefix):].split(".", 1)[0]


@contextmanager
def registered(*extra: Rules) -> Iterator[None]:
    """Play ``extra`` games as if they were registered, for as long as the block runs
    (test-only games use this)."""
    saved = dict(GAMES)
    GAMES.clear()
    GAMES.update(_catalogue([*saved.values(), *extra]))
    try:
        yield
    finally:
        GAMES.clear()
        GAMES.update(saved)


FIVE_UP = rules_for("five-up-61")
SEVEN_ROCKS = rules_for("seven-rocks")

__all__ = ["FIVE_UP", "GAMES", "SEVEN_ROCKS", "package_of", "registered", "rules_for"]
