"""High contrast: on, off, or as the system asks (Qt's accessibility hints, Qt 6.10 on)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage

STRONG_RATIO = 7.0
"""The contrast high contrast asks of every text (WCAG's enhanced level; 4.5 is the least
any text may have)."""


def system_high_contrast() -> bool:
    """Whether the desktop asks applications for high contrast (False where Qt cannot tell)."""
    if QGuiApplication.instance() is None:
        return False
    hints = QGuiApplication.styleHints()
    accessibility = getattr(hints, "accessibility", None)
    preference = getattr(Qt, "ContrastPreference", None)
    if accessibility is None or preference is None:
        return False
    return bool(accessibility().contrastPreference() == preference.HighContrast)


def wants_high_contrast(choice: str) -> bool:
    """The preference's ``contrast`` ("system", "on" or "off") made a yes or no now."""
    if choice == "on":
        return True
    if choice == "off":
        return False
    return system_high_contrast()


def follow_system(changed: Callable[..., None]) -> None:
    """Call ``changed`` (a QObject's method, disconnected when it goes) with the new
    preference whenever the desktop's contrast preference changes."""
    if QGuiApplication.instance() is None:
        return
    accessibility = getattr(QGuiApplication.styleHints(), "accessibility", None)
    if accessibility is not None:
        accessibility().contrastPreferenceChanged.connect(changed)


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


__all__ = ["STRONG_RATIO", "contrast_ratio", "follow_system", "ink_contrast", "luminance",
           "system_high_contrast", "wants_high_contrast"]
