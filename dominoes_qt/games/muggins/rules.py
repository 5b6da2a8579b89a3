"""Muggins: All Fives with no spinner, so the layout stays a single line."""

from __future__ import annotations

from typing import ClassVar

from dominoes_qt.engine.board import Spinners
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP
from dominoes_qt.games.all_fives.rules import AllFives


class Muggins(AllFives):
    """The game; its targets are presets (see the package)."""

    variant = "muggins-100"
    family: ClassVar[str | None] = "muggins"
    title = QT_TRANSLATE_NOOP("Games", "Muggins")
    order = 40
    spinners = Spinners.NONE
