"""Four players, each for themselves: All Fives, Muggins and Draw without partnerships.

Each is its parent game for four with ``partners`` false as its standard, so the parent's
arithmetic (which already counts every opponent's hand when there are no partners) is the
game's. A block in the two fives games pays the lightest hand alone, as most references
do for these games (the partnership games keep the every-hand settlement they were first
published with; docs/GAMES.md)."""

from __future__ import annotations

from types import MappingProxyType
from typing import ClassVar

from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP
from dominoes_qt.games.all_fives.rules import AllFives
from dominoes_qt.games.draw.rules import DrawGame
from dominoes_qt.games.muggins.rules import Muggins


class AllFivesAlone(AllFives):
    variant = "all-fives-alone"
    family: ClassVar[str | None] = None
    title = QT_TRANSLATE_NOOP("Games", "All Fives, each for themselves")
    order = 31
    player_counts: ClassVar[tuple[int, ...]] = (4,)
    hand_sizes = MappingProxyType({4: 5})
    partners = False
    lightest_only = True


class MugginsAlone(Muggins):
    variant = "muggins-alone"
    family: ClassVar[str | None] = None
    title = QT_TRANSLATE_NOOP("Games", "Muggins, each for themselves")
    order = 41
    player_counts: ClassVar[tuple[int, ...]] = (4,)
    hand_sizes = MappingProxyType({4: 5})
    partners = False
    lightest_only = True


class DrawAlone(DrawGame):
    variant = "draw-alone"
    family: ClassVar[str | None] = None
    title = QT_TRANSLATE_NOOP("Games", "Draw, each for themselves")
    order = 61
    player_counts: ClassVar[tuple[int, ...]] = (4,)
    hand_sizes = MappingProxyType({4: 5})
    partners = False
