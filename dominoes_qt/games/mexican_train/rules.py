"""Mexican Train: trains from a station on a double-twelve set, lowest total wins."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP
from dominoes_qt.engine.trains import STANDARD_HANDS, TrainRules


class MexicanTrain(TrainRules):
    variant = "mexican-train"
    title = QT_TRANSLATE_NOOP("Games", "Mexican Train")
    order = 200
    double = 12
    standard_hands: ClassVar[Mapping[int, Mapping[int, int]]] = STANDARD_HANDS
    starting_run = True
    double_binds_all = True
    mexican_after_own = False
    zero_double_points = 0
    table_ready = True
    """The window plays it (ui/train_play.py); it offers only ready games."""
