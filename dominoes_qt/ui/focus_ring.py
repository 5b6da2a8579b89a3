"""A visible keyboard focus for the table: a ring round the view while it has the focus.

The table draws the chosen tile and place itself; this marks the table as the widget the
keys go to. Under high contrast the ring shows whenever the table has the focus; otherwise
only when the focus came to it by the keyboard (a click shows where it went already).

The ring is four thin opaque strips over the view's edges, not a layer over the whole
board, so the board's frames paint as before.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QFocusEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

WIDTH = 4
"""The ring's thickness in pixels."""
COLOUR = QColor("#ffff00")

_BY_KEYBOARD = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                Qt.FocusReason.ShortcutFocusReason)


class _Strip(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def paintEvent(self, event: QPaintEvent) -> None:
        QPainter(self).fillRect(self.rect(), COLOUR)


class FocusRing(QObject):
    """Shows the ring round ``view`` while it has the focus (see the module)."""

    def __init__(self, view: QWidget, always: Callable[[], bool]) -> None:
        super().__init__(view)
        self.view = view
        self._always = always
        self._by_keyboard = False
        self.strips: list[QWidget] = []
        for _ in range(4):
            strip = _Strip(view)
            strip.hide()
            self.strips.append(strip)
        view.installEventFilter(self)

    @property
    def shown(self) -> bool:
        return self.strips[0].isVisible()

    def refresh(self) -> None:
        """Show or hide the ring for the view's focus now (after the preferences change)."""
        show = self.view.hasFocus() and (self._always() or self._by_keyboard)
        if show:
            self._place()
        for strip in self.strips:
            strip.setVisible(show)
            if show:
                strip.raise_()

    def _place(self) -> None:
        w, h = self.view.width(), self.view.height()
        top, bottom, left, right = self.strips
        top.setGeometry(0, 0, w, WIDTH)
        bottom.setGeometry(0, h - WIDTH, w, WIDTH)
        left.setGeometry(0, 0, WIDTH, h)
        right.setGeometry(w - WIDTH, 0, WIDTH, h)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.view:
            if kind == QEvent.Type.FocusIn and isinstance(event, QFocusEvent):
                self._by_keyboard = event.reason() in _BY_KEYBOARD
                self.refresh()
            elif kind == QEvent.Type.FocusOut:
                self._by_keyboard = False
                self.refresh()
            elif kind == QEvent.Type.Resize and self.shown:
                self._place()
        return False


__all__ = ["FocusRing"]
