"""A fixture that keeps a test's files out of the real home folder; usable project-wide."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from dominoes_qt import paths


@pytest.fixture(autouse=True)
def private_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point dominoes_qt.paths (and any XDG lookup, Qt's included) at a fresh folder.

    Yields that folder: ``data/`` and ``config/`` inside it are the program's folders.
    """
    base = tmp_path / "dominoes-home"
    for variable, sub in (("XDG_DATA_HOME", "xdg-data"), ("XDG_CONFIG_HOME", "xdg-config"),
                          ("XDG_CACHE_HOME", "xdg-cache"), ("XDG_STATE_HOME", "xdg-state")):
        monkeypatch.setenv(variable, str(base / sub))
    with paths.redirected(base):
        yield base
