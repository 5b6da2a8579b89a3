"""Contrast ratios measured from rendered pictures (WCAG 2's formula).

A text's contrast is taken between the region's background, its most common colour, and
the pixel that differs from it most: the core of the glyphs, where antialiasing does not
reach. Anything painted is measured as it was painted, with every translucent layer.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage


def luminance(colour: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green())
            + 0.0722 * channel(colour.blue()))


def ratio(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def region_contrast(image: QImage, rect: QRect) -> tuple[float, QColor, QColor]:
    """(ratio, background, ink) of what is drawn inside ``rect`` of ``image``."""
    rect = rect.intersected(image.rect())
    counts: Counter[int] = Counter()
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            counts[image.pixel(x, y) & 0xFFFFFF] += 1
    background = QColor.fromRgb(counts.most_common(1)[0][0])
    ink = max((QColor.fromRgb(rgb) for rgb in counts), key=lambda c: ratio(c, background))
    return ratio(ink, background), background, ink
