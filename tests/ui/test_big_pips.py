"""Halves of up to twelve pips (the double-nine and double-twelve sets): each value has its
count of pips, inside its half and apart from each other at the largest pip size drawn
(high contrast's), and a tile with them paints."""

from __future__ import annotations

import itertools
import math
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from dominoes_qt.engine import Tile
from dominoes_qt.ui.items import _PIPS, Palette, TileItem, pip_scale

LARGEST_PIP = 0.1
"""A pip's radius in tile units under high contrast (``TileItem.paint``)."""


@pytest.mark.parametrize("value", range(13))
def test_a_half_shows_its_count_of_pips_apart_and_inside(value: int) -> None:
    pips = _PIPS[value]
    assert len(pips) == value
    assert len(set(pips)) == value
    r = LARGEST_PIP * pip_scale(value)
    for x, y in pips:
        # A half is a unit square; the line between the halves and the edge keep clear.
        assert abs(x) + r <= 0.42
        assert abs(y) + r <= 0.4
    for (ax, ay), (bx, by) in itertools.combinations(pips, 2):
        assert math.hypot(ax - bx, ay - by) >= 2 * r + 0.03, (value, (ax, ay), (bx, by))


@pytest.mark.parametrize("contrast", [False, True])
def test_a_double_twelve_tile_paints_its_pips(qapp: Any, contrast: bool) -> None:
    item = TileItem(Tile(11, 12), 40.0, Palette(False, contrast))
    image = QImage(120, 60, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(QPointF(60, 30))
    item.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    # The pips are the darkest paint on a light face: many more dark pixels than a blank.
    dark = sum(1 for x in range(image.width()) for y in range(image.height())
               if QColor(image.pixel(x, y)).alpha() > 200
               and QColor(image.pixel(x, y)).lightness() < 80)
    assert dark > 23 * 8
