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
from collections.abc import Iterator, Mapping
from contextlib import contextmanager

from dominoes_qt.engine.options import OptionError, Ruleset
from dominoes_qt.engine.rules import Rules
from dominoes_qt.engine.trains import TrainRules


def _discover() -> tuple[dict[str, Rules], dict[str, TrainRules]]:
    found: list[Rules] = []
    trains: dict[str, TrainRules] = {}
    for info in pkgutil.iter_modules(__path__):
        if not info.ispkg or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        train = getattr(module, "TRAIN_RULES", None)
        if isinstance(train, TrainRules):
            # A train game has its own round and table: it is not one of GAMES, whose
            # readers all expect a line of tiles.
            trains[train.variant] = train
            continue
        exported = getattr(module, "RULES", None)
        many = exported if isinstance(exported, tuple) else (exported,)
        if not many or not all(isinstance(rules, Rules) for rules in many):
            raise TypeError(f"games/{info.name} exports no RULES object")
        found.extend(many)
    return _catalogue(found), dict(sorted(trains.items(), key=lambda kv: kv[1].order))


def _catalogue(games: list[Rules]) -> dict[str, Rules]:
    by_variant: dict[str, Rules] = {}
    for rules in sorted(games, key=lambda r: (r.order, r.variant)):
        if rules.variant in by_variant:
            raise ValueError(f"two games are named {rules.variant!r}")
        by_variant[rules.variant] = rules
    return by_variant


GAMES, TRAIN_GAMES = _discover()
"""GAMES: every line game by its record ``variant`` name, in the order lists show them.
TRAIN_GAMES: the train games (Mexican Train), by theirs; a train game's table is offered
by the window only once its ``table_ready`` is set."""


def train_rules_of(game: object, options: object = None) -> TrainRules:
    """The train game ``game`` with ``options`` (missing ones take the standard value):
    the registered object when the values are its own. Raises
    :class:`~dominoes_qt.engine.options.OptionError` naming what cannot be played."""
    if not isinstance(game, str) or game not in TRAIN_GAMES:
        known = ", ".join(TRAIN_GAMES)
        shown = game if isinstance(game, str) and len(game) <= 40 else "that"
        raise OptionError("game", f"no train game is called {shown!r} (games: {known})")
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise OptionError("options", "must be an object of option names and values")
    standard = TRAIN_GAMES[game]
    built = type(standard)(options)
    return standard if built.ruleset == standard.ruleset else built


def rules_for(variant: str) -> Rules:
    try:
        return GAMES[variant]
    except KeyError:
        known = ", ".join(GAMES)
        raise ValueError(f"unknown variant {variant!r} (known: {known})") from None


def game_classes() -> dict[str, type[Rules]]:
    """Every game by its ruleset name (:meth:`Rules.game_key`), in the order lists show
    them."""
    found: dict[str, type[Rules]] = {}
    for rules in GAMES.values():
        found.setdefault(type(rules).game_key(), type(rules))
    return found


_BUILT: dict[tuple[type[Rules], Ruleset], Rules] = {}
"""Rules objects built for rulesets that are no preset, kept so that one ruleset is one
object (the AI's caches are keyed by the object)."""
MAX_BUILT = 256


def rules_of(game: object, options: object = None) -> Rules:
    """The rules of ``game`` with ``options`` (a mapping of option values; missing ones take
    the game's standard value): a registered preset when the values are exactly one's.
    Raises :class:`~dominoes_qt.engine.options.OptionError` naming the game or the option
    that cannot be played."""
    classes = game_classes()
    if not isinstance(game, str) or game not in classes:
        known = ", ".join(classes)
        shown = game if isinstance(game, str) and len(game) <= 40 else "that"
        raise OptionError("game", f"no game is called {shown!r} (games: {known})")
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise OptionError("options", "must be an object of option names and values")
    cls = classes[game]
    built = cls(options)
    for rules in GAMES.values():
        if type(rules) is cls and rules.ruleset == built.ruleset:
            return rules
    key = (cls, built.ruleset)
    kept = _BUILT.get(key)
    if kept is None:
        if len(_BUILT) >= MAX_BUILT:
            _BUILT.clear()
        kept = _BUILT[key] = built
    return kept


def written_rules_of(game: object, options: object = None) -> Rules:
    """:func:`rules_of` for a ruleset read from a file (a record, a saved ruleset, a
    puzzle): an option it leaves out takes the value it meant when written (the game's
    :attr:`~dominoes_qt.engine.rules.Rules.record_defaults`), not today's standard."""
    cls = game_classes().get(game) if isinstance(game, str) else None
    if cls is not None and cls.record_defaults and isinstance(options, Mapping):
        options = {**cls.record_defaults, **options}
    return rules_of(game, options)


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

__all__ = ["FIVE_UP", "GAMES", "SEVEN_ROCKS", "TRAIN_GAMES", "game_classes", "package_of",
           "registered", "rules_for", "rules_of", "train_rules_of", "written_rules_of"]
