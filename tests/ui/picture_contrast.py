"""Contrast ratios measured from rendered pictures (WCAG 2's formula).

A text's contrast is taken between the region's background, its most common colour, and
the pixel that differs from it most: the core of the glyphs, where antialiasing does not
reach. Anything painted is measured as it was painted, with every translucent layer.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage

STRONG_RATIO = 7.0
"""The contrast high contrast asks of every text (WCAG's enhanced level; 4.5 is the least
any text may have)."""


def luminance(colour: QColor) -> float:
    """A colour's relative luminance (sRGB, as WCAG defines it), 0 for black to 1 for white."""
    def linear(value: int) -> float:
        v = value / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return (0.2126 * linear(colour.red()) + 0.7152 * linear(colour.green())
            + 0.0722 * linear(colour.blue()))


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two opaque colours, from 1 (the same) to 21."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def ink_contrast(image: QImage, box: QRect) -> tuple[float, QColor, QColor]:
    """How a text drawn in ``box`` of ``image`` stands out, read from the picture: the
    background is the commonest colour on the box's edge, the ink the pixel inside that
    differs most from it. Returns the ratio, the ink and the background."""
    box = box.intersected(image.rect())
    if box.width() < 3 or box.height() < 3:
        raise ValueError(f"no room to read a text's contrast in {box}")
    edge: Counter[int] = Counter()
    for x in range(box.left(), box.right() + 1):
        edge[image.pixel(x, box.top())] += 1
        edge[image.pixel(x, box.bottom())] += 1
    for y in range(box.top() + 1, box.bottom()):
        edge[image.pixel(box.left(), y)] += 1
        edge[image.pixel(box.right(), y)] += 1
    background = QColor.fromRgb(edge.most_common(1)[0][0])
    inside = {image.pixel(x, y) for x in range(box.left() + 1, box.right())
              for y in range(box.top() + 1, box.bottom())}
    ink = max((QColor.fromRgb(p) for p in inside),
              key=lambda c: contrast_ratio(c, background))
    return contrast_ratio(ink, background), ink, background


def region_contrast(image: QImage, rect: QRect) -> tuple[float, QColor, QColor]:
    """(ratio, background, ink) of what is drawn inside ``rect`` of ``image``."""
    rect = rect.intersected(image.rect())
    counts: Counter[int] = Counter()
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            counts[image.pixel(x, y) & 0xFFFFFF] += 1
    background = QColor.fromRgb(counts.most_common(1)[0][0])
    ink = max((QColor.fromRgb(rgb) for rgb in counts), key=lambda c: contrast_ratio(c, background))
    return contrast_ratio(ink, background), background, ink
