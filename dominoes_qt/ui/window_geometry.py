"""The game window's size and place on the screen: the first start, and every start after.

The first start fills the available geometry of the screen the window opens on (the
screen less its panels and docks), less room for the window manager's frame, centred.
Later starts put the window back where it was (:mod:`dominoes_qt.storage.window_place`),
maximized if it was, on the screen it was on; a place that no longer fits (a monitor
unplugged, a smaller screen, a hand-edited file) is brought onto a screen, shrunk if it
must be, never left off it.

On X11 the frame is known only once the window manager has framed the window, so the
window is first placed with :data:`FRAME_GUESS` and checked again with the real frame
when it is first exposed.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QMargins, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

from dominoes_qt.storage.atomic import WriteError
from dominoes_qt.storage.window_place import SCREEN_NAME_LIMIT, WindowPlace, WindowPlaceStore

FRAME_GUESS = QMargins(4, 40, 4, 8)
"""Room for the frame before the window manager tells its size: more than the frames
seen (openbox 1, 20, 1, 5; GNOME's title bar about 37), so a first window is never larger
than the screen. The real frame is used once the window is on the screen."""


def available(screen: QScreen | None) -> QRect:
    """The part of ``screen`` a window may take (the primary screen's when None)."""
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 600)


def first_rect(area: QRect, frame: QMargins = FRAME_GUESS) -> QRect:
    """The window's own rectangle (inside its frame) that fills ``area`` with its frame,
    centred (a frame larger than the area leaves a 1x1 window in its middle)."""
    width = max(1, area.width() - frame.left() - frame.right())
    height = max(1, area.height() - frame.top() - frame.bottom())
    x = area.x() + (area.width() - width - frame.left() - frame.right()) // 2 + frame.left()
    y = area.y() + (area.height() - height - frame.top() - frame.bottom()) // 2 + frame.top()
    return QRect(x, y, width, height)


def fit_frame(client: QRect, frame: QMargins, area: QRect) -> QRect:
    """``client`` moved, and shrunk where it must be, so that it and its ``frame`` lie
    within ``area``; unchanged when they already do."""
    width = max(1, min(client.width(), area.width() - frame.left() - frame.right()))
    height = max(1, min(client.height(), area.height() - frame.top() - frame.bottom()))
    low_x = area.x() + frame.left()
    high_x = area.x() + area.width() - frame.right() - width
    low_y = area.y() + frame.top()
    high_y = area.y() + area.height() - frame.bottom() - height
    x = min(max(client.x(), low_x), max(low_x, high_x))
    y = min(max(client.y(), low_y), max(low_y, high_y))
    return QRect(x, y, width, height)


def screen_for(place: WindowPlace, screens: Sequence[QScreen],
               default: QScreen | None) -> QScreen | None:
    """The screen ``place`` was on: the one of that name, else the one it overlaps most,
    else ``default`` (the screen was unplugged, or the place lies off every screen)."""
    for screen in screens:
        if place.screen and screen.name() == place.screen:
            return screen
    rect = QRect(place.x, place.y, place.width, place.height)
    best, best_area = default, 0
    for screen in screens:
        common = rect.intersected(screen.geometry())
        area = common.width() * common.height() if not common.isEmpty() else 0
        if area > best_area:
            best, best_area = screen, area
    return best


def restored_rect(place: WindowPlace, area: QRect, frame: QMargins | None = None) -> QRect:
    """The window's rectangle for ``place`` on a screen whose available part is ``area``.

    Without a ``frame``, the place itself must fit: it was kept with its frame on the
    screen, so it comes back as it was (a guessed frame would shrink it at every start),
    and the real frame is checked once the window is shown."""
    return fit_frame(QRect(place.x, place.y, place.width, place.height),
                     frame if frame is not None else QMargins(), area)


def fit_to_screen(window: QWidget) -> None:
    """Size ``window`` as on a first start: the available part of its screen, centred."""
    window.setGeometry(first_rect(available(window.screen())))


def frame_of(window: QWidget) -> QMargins:
    """The frame the window manager put around ``window`` (nothing before it did)."""
    outer, inner = window.frameGeometry(), window.geometry()
    return QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                    outer.right() - inner.right(), outer.bottom() - inner.bottom())


class WindowPlacer(QObject):
    """Shows a window where it was last time (or as on a first start), keeps it on its
    screen once its frame is known, and remembers its place when it closes."""

    def __init__(self, window: QWidget, store: WindowPlaceStore | None) -> None:
        super().__init__(window)
        self.window = window
        self.store = store
        self._checked = False
        self._first_start = False
        self.settled = False
        """The window was checked against its screen with its real frame."""
        window.installEventFilter(self)

    def show(self) -> None:
        """Put the window in its place and show it (maximized if it was)."""
        place = self._load()
        maximized = False
        if place is not None:
            screen = screen_for(place, QGuiApplication.screens(), self.window.screen())
            if screen is not None and screen is not self.window.screen():
                self.window.setScreen(screen)
            self.window.setGeometry(restored_rect(place, available(screen)))
            maximized = place.maximized
        else:
            fit_to_screen(self.window)
            self._first_start = True
        # The real frame is known once the window is on the screen: look then.
        self.window.winId()
        handle = self.window.windowHandle()
        if handle is not None:
            handle.installEventFilter(self)
        if maximized:
            self.window.showMaximized()
        else:
            self.window.show()

    def _load(self) -> WindowPlace | None:
        if self.store is None:
            return None
        loaded = self.store.load()
        if loaded.notice:
            # The window opens as on a first start; nothing the player made is lost.
            print(f"dominoes-qt: {loaded.notice}", file=sys.stderr)
        return loaded.value

    def keep_on_screen(self) -> None:
        """Move (and shrink if need be) the window so its frame lies on its screen; on a
        first start, once the frame is known, fill the screen's free part with it."""
        window = self.window
        self.settled = True
        if window.windowState() & (Qt.WindowState.WindowMaximized
                                   | Qt.WindowState.WindowFullScreen
                                   | Qt.WindowState.WindowMinimized):
            return
        frame, area = frame_of(window), available(window.screen())
        if self._first_start and not frame.isNull():
            # The guess left room for a larger frame than this one: fill the screen.
            fitted = first_rect(area, frame)
        else:
            fitted = fit_frame(window.geometry(), frame, area)
        if fitted != window.geometry():
            window.setGeometry(fitted)

    def place(self) -> WindowPlace:
        """Where the window is now: its normal geometry, maximized or not, and screen."""
        window = self.window
        state = window.windowState()
        maximized = bool(state & Qt.WindowState.WindowMaximized)
        rect = window.normalGeometry() if state & (
            Qt.WindowState.WindowMaximized | Qt.WindowState.WindowMinimized
            | Qt.WindowState.WindowFullScreen) else window.geometry()
        if not rect.isValid():
            rect = window.geometry()
        screen = window.screen()
        return WindowPlace(rect.x(), rect.y(), rect.width(), rect.height(), maximized,
                           screen.name()[:SCREEN_NAME_LIMIT] if screen is not None else "")

    def save(self) -> None:
        if self.store is None:
            return
        try:
            self.store.save(self.place())
        except WriteError as exc:
            # Closing: nobody to tell, and the next start opens as on a first start.
            print(f"dominoes-qt: {exc}", file=sys.stderr)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.window and kind == QEvent.Type.Close:
            self.save()
        elif kind == QEvent.Type.Expose and not self._checked \
                and watched is self.window.windowHandle():
            handle = self.window.windowHandle()
            if handle is not None and handle.isExposed():
                self._checked = True
                # After the expose is handled: the window manager's move comes with it.
                QTimer.singleShot(0, self, self.keep_on_screen)
        return super().eventFilter(watched, event)
