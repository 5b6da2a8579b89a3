"""High contrast: on, off, or as the system asks (Qt's accessibility hints, Qt 6.10 on)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication


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


__all__ = ["follow_system", "system_high_contrast", "wants_high_contrast"]
