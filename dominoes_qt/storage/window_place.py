"""Where the game window was when it last closed: its size, place, maximized state and
screen, in a small file of its own in the config folder. No Qt.

Explicit numbers rather than Qt's ``saveGeometry()`` bytes: every value passes the JSON
gate and is type- and range-checked here before Qt sees it (Qt's bytes would reach its
own parser unchecked), a person can read and fix the file, and the window decides how a
place that no longer fits any screen comes back onto one (see
:mod:`dominoes_qt.ui.window_geometry`).

The place is all or nothing: one value of the wrong type or out of range and the whole
place is refused, so the window opens as on a first start (a size from one run and a
position from a damaged line would put it somewhere nobody chose). A damaged file is set
aside like the preferences (:mod:`dominoes_qt.storage.documents`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dominoes_qt import paths
from dominoes_qt.storage import atomic
from dominoes_qt.storage.documents import Loaded, read_document, write_document
from dominoes_qt.storage.versions import WINDOW_FORMAT

COORDINATE_RANGE = (-32768, 32767)
"""Where a window's corner may be: X11 keeps window coordinates in 16 bits."""
SIZE_RANGE = (1, 32767)
"""A window's width or height (the window's own minimum size applies on top)."""
SCREEN_NAME_LIMIT = 200
"""Characters of a screen's name (an output's name such as "HDMI-1" is a few)."""


def _int_in(value: object, low: int, high: int) -> int | None:
    """``value`` when it is a whole number (not a bool, not a float) in the range."""
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    return None


@dataclass(frozen=True)
class WindowPlace:
    """The window's normal (not maximized) frame-less geometry, in the screens' logical
    pixels, whether it was maximized, and the name of the screen it was on."""

    x: int
    y: int
    width: int
    height: int
    maximized: bool = False
    screen: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"x": self.x, "y": self.y, "width": self.width, "height": self.height,
                "maximized": self.maximized, "screen": self.screen,
                "version": WINDOW_FORMAT.current}

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> WindowPlace | None:
        """The place in ``doc``, or None when any of its values is missing or wrong."""
        x = _int_in(doc.get("x"), *COORDINATE_RANGE)
        y = _int_in(doc.get("y"), *COORDINATE_RANGE)
        width = _int_in(doc.get("width"), *SIZE_RANGE)
        height = _int_in(doc.get("height"), *SIZE_RANGE)
        maximized = doc.get("maximized", False)
        screen = doc.get("screen", "")
        if x is None or y is None or width is None or height is None \
                or not isinstance(maximized, bool) or not isinstance(screen, str) \
                or len(screen) > SCREEN_NAME_LIMIT:
            return None
        return cls(x, y, width, height, maximized, screen)


class WindowPlaceStore:
    """The window's place in one file, read at start-up and written when it closes."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._newer_version: int | None = None
        self._unknown: dict[str, Any] = {}

    @classmethod
    def for_app(cls) -> WindowPlaceStore:
        return cls(paths.window_file())

    def tidy(self) -> int:
        """Remove the temporary files that killed writes of this file left."""
        return atomic.discard_stale_temps(self.path)

    def load(self) -> Loaded[WindowPlace | None]:
        """The place, or None (a first start) with a notice when the file was damaged or
        its values were refused."""
        raw = read_document(self.path, WINDOW_FORMAT)
        self._newer_version = raw.newer_version
        doc = raw.doc or {}
        known = {"x", "y", "width", "height", "maximized", "screen", "version"}
        self._unknown = ({k: v for k, v in doc.items() if k not in known}
                         if raw.newer_version is not None else {})
        place = WindowPlace.from_json(doc) if raw.doc is not None else None
        notice = raw.notice
        if raw.doc is not None and place is None:
            notice = f"{self.path}: the window's place is not valid; using the screen's size"
        return Loaded(place, notice, raw.kept_aside, raw.newer_version, dict(self._unknown))

    def save(self, place: WindowPlace) -> None:
        """Write atomically; raises :class:`~dominoes_qt.storage.atomic.WriteError`."""
        write_document(self.path, place.to_json(), self._newer_version, self._unknown)
