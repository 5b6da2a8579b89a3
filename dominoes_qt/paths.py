"""Every folder and file the program writes to is decided here, and only here.

By default the folders come from platformdirs (user data folder: saved games, the
autosave, the recent-games list and statistics; user config folder: preferences).
``--data-dir`` and the tests point everything at one folder with :func:`set_base_dir`
or, for a limited time, with :func:`redirected`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import platformdirs

APP_NAME = "dominoes-qt"

SAVE_SUFFIX = ".dominoes.json"
"""The ending of a saved game's file name (the Open dialog filters on it)."""

_base_dir: Path | None = None


def set_base_dir(path: Path | None) -> None:
    """Keep everything under ``path`` (``--data-dir``, tests); None restores the defaults."""
    global _base_dir  # noqa: PLW0603 - one switch for the whole process, set at start-up
    _base_dir = None if path is None else Path(path)


def base_dir() -> Path | None:
    """The folder set with :func:`set_base_dir`, or None when platformdirs decides."""
    return _base_dir


@contextmanager
def redirected(path: Path) -> Iterator[Path]:
    """Point every path under ``path`` for the duration of a ``with`` block (tests)."""
    previous = _base_dir
    set_base_dir(path)
    try:
        yield path
    finally:
        set_base_dir(previous)


def data_dir() -> Path:
    """Saved games, the autosave, the recent-games list and statistics."""
    if _base_dir is not None:
        return _base_dir / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """Preferences and the window's place on the screen."""
    if _base_dir is not None:
        return _base_dir / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    """Where Save offers to put a game the first time (the user may choose elsewhere)."""
    return data_dir() / "saves"


def autosave_file() -> Path:
    """The match in progress, rewritten after every play (its backup sits next to it)."""
    return data_dir() / "autosave.json"


def recent_file() -> Path:
    """The recent-games list."""
    return data_dir() / "recent.json"


def statistics_file() -> Path:
    return data_dir() / "statistics.json"


def rulesets_file() -> Path:
    """The house rulesets the player saved under names."""
    return data_dir() / "rulesets.json"


def preferences_file() -> Path:
    return config_dir() / "preferences.json"


def window_file() -> Path:
    """The game window's size, place and state when it last closed."""
    return config_dir() / "window.json"
