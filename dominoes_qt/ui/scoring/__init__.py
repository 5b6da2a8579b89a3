"""Keeping score: the cribbage board, the paper tally and the score sheet.

The window embeds :class:`ScorePanel`; the parts are usable on their own.
"""

from dominoes_qt.ui.scoring.board import BoardGeometry, CribbageBoard
from dominoes_qt.ui.scoring.geometry import BELOW_ZERO, START, Pegs, TrackScale, tally_marks
from dominoes_qt.ui.scoring.panel import ScorePanel
from dominoes_qt.ui.scoring.sheet import ScoreSheet
from dominoes_qt.ui.scoring.tally import TallyView
from dominoes_qt.ui.scoring.text import round_result_text

__all__ = [
    "BELOW_ZERO",
    "START",
    "BoardGeometry",
    "CribbageBoard",
    "Pegs",
    "ScorePanel",
    "ScoreSheet",
    "TallyView",
    "TrackScale",
    "round_result_text",
    "tally_marks",
]
