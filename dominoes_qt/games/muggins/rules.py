"""Muggins: All Fives with no spinner, so the layout stays a single line."""

from __future__ import annotations

from dominoes_qt.engine.board import Spinners
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP
from dominoes_qt.games.all_fives.rules import AllFives


class Muggins(AllFives):
    """The game at every target; each target is a subclass naming its variant."""

    family = "muggins"
    title = QT_TRANSLATE_NOOP("Games", "Muggins")
    order = 40
    spinners = Spinners.NONE


class Muggins100(Muggins):
    variant = "muggins-100"
    target = 100


class Muggins200(Muggins):
    variant = "muggins-200"
    target = 200
