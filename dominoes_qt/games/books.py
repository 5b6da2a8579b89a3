"""Each game's rules book and guided first game, found in the game's folder.

A game's package may hold ``book.py`` (``PAGES``, or ``pages(rules)`` for a family of
targets) and ``guide.py`` (``GUIDE`` or ``GUIDES``), written in the page and script models
of :mod:`dominoes_qt.teaching`. A game without a book gets the general pages of
:mod:`dominoes_qt.teaching.general`. Finding them needs the registry, so it is done here,
above the teaching models the books are written in.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from types import ModuleType
from typing import TypeVar

from dominoes_qt.engine import Rules
from dominoes_qt.games import GAMES, package_of
from dominoes_qt.teaching.general import general_pages
from dominoes_qt.teaching.guided import GuidedScript
from dominoes_qt.teaching.practice import PRACTICE
from dominoes_qt.teaching.rulesbook import Page

__all__ = ["BOOKS", "GUIDES", "ByGame", "Page", "book_for", "game_module", "guide_for",
           "has_own_book"]
"""``Page`` too: the window reads the books and names their pages' type from here."""


def game_module(rules: Rules, part: str) -> ModuleType | None:
    """The module ``part`` of the package that defines ``rules`` (``"book"``, ``"guide"``),
    or None when the package has none. An error inside that module is not hidden."""
    name = f"{package_of(rules)}.{part}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        missing = error.name or ""
        if missing == name or name.startswith(missing + "."):
            return None
        raise


@cache
def book_for(rules: Rules) -> tuple[Page, ...]:
    """Every page of ``rules``' book: its own, or the general pages built from its facts
    (always for house rules), then the page on the daily deal and the rating that every
    book ends with."""
    module = game_module(rules, "book")
    # A game's own book is prose about its presets; house rules are worded from their
    # facts, so that no sentence states a rule the table does not play.
    if module is not None and not rules.house_rules:
        make = getattr(module, "pages", None)
        pages = make(rules) if callable(make) else getattr(module, "PAGES", None)
        if not isinstance(pages, tuple) or not all(isinstance(p, Page) for p in pages):
            raise TypeError(f"{module.__name__} has neither PAGES nor pages(rules)")
        return (*pages, PRACTICE)
    return (*general_pages(rules), PRACTICE)


def has_own_book(rules: Rules) -> bool:
    """Whether the game's folder holds a book (else its pages are the general ones)."""
    return game_module(rules, "book") is not None


T = TypeVar("T")


class ByGame(Mapping[str, T]):
    """What ``find`` gives for each registered game, by variant, in the order of
    :data:`~dominoes_qt.games.GAMES` (games for which it gives None are left out).

    It reads the registry each time, so a game registered later is found too."""

    def __init__(self, find: Callable[[Rules], T | None]) -> None:
        self._find = find

    def __getitem__(self, variant: str) -> T:
        rules = GAMES.get(variant)
        found = None if rules is None else self._find(rules)
        if found is None:
            raise KeyError(variant)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter([v for v, rules in GAMES.items() if self._find(rules) is not None])

    def __len__(self) -> int:
        return sum(1 for _ in self)


BOOKS: Mapping[str, tuple[Page, ...]] = ByGame(book_for)
"""The pages of each registered game's book, by the record's variant name."""


@cache
def guide_for(rules: Rules) -> GuidedScript | None:
    """The guided game of ``rules`` from its folder, or None when it has none."""
    module = game_module(rules, "guide")
    if module is None:
        return None
    found = getattr(module, "GUIDES", None)
    if found is None:
        found = (getattr(module, "GUIDE", None),)
    scripts = [s for s in found if isinstance(s, GuidedScript)]
    if len(scripts) != len(found):
        raise TypeError(f"{module.__name__} has neither GUIDE nor GUIDES")
    return next((s for s in scripts if s.rules is rules), None)


GUIDES: Mapping[str, GuidedScript] = ByGame(guide_for)
"""The guided game of each registered game that has one, by the record's variant name."""
