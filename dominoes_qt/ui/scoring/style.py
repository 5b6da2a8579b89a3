"""Colours shared by the score views, so a side looks the same on the board, paper and sheet."""

from __future__ import annotations

from PySide6.QtGui import QColor

SIDE_COLOURS: tuple[str, ...] = ("#b3302a", "#2a5ca8", "#2c7d46")
"""Peg heads and sheet accents: red, blue and green sides, in side order."""

REFUSED = QColor("#d0342c")
BELOW_ZERO = QColor("#c62828")
GOLD = QColor("#e8b830")


def side_colour(side: int) -> QColor:
    return QColor(SIDE_COLOURS[side % len(SIDE_COLOURS)])
