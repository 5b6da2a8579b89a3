"""Every folder the program writes to is decided here, and only here."""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "dominoes-qt"

_base_dir: Path | None = None


def set_base_dir(path: Path | None) -> None:
    """Keep everything under ``path`` (``--data-dir``, tests); None restores the defaults."""
    global _base_dir  # noqa: PLW0603 - one switch for the whole process, set at start-up
    _base_dir = None if path is None else Path(path)


def data_dir() -> Path:
    """Saved games, autosaves and statistics."""
    if _base_dir is not None:
        return _base_dir / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """Preferences."""
    if _base_dir is not None:
        return _base_dir / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
