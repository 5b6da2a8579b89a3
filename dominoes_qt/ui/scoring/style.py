"""Colours shared by the score views, so a side looks the same on the board, paper and sheet."""

from __future__ import annotations

from PySide6.QtGui import QColor

SIDE_COLOURS: tuple[str, ...] = ("#b3302a", "#2a5ca8", "#2c7d46")
"""Peg heads and sheet accents: red, blue and green sides, in side order."""

STRONG_SIDE_COLOURS: tuple[str, ...] = ("#7a1510", "#143a78", "#0f4a22")
"""The same sides' colours for text under high contrast: each at least 7:1 on the light
sheet and paper (WCAG's stronger level), where the plain ones reach about 5.5:1."""

REFUSED = QColor("#d0342c")
BELOW_ZERO = QColor("#c62828")
GOLD = QColor("#e8b830")


def side_colour(side: int, strong: bool = False) -> QColor:
    """A side's colour; ``strong``: its darker shade for text under high contrast."""
    colours = STRONG_SIDE_COLOURS if strong else SIDE_COLOURS
    return QColor(colours[side % len(colours)])
