"""A seeded monkey in the real window: no exception may reach Qt's event loop and Qt may
not warn, whatever is clicked, dragged, typed, chosen or resized in whatever order.

The default run is short; ``DOMINOES_QT_MONKEY=5000`` (events) runs a long one and
``DOMINOES_QT_MONKEY_SEED`` picks another seed. Run with ``-s`` to see the figures.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from dominoes_qt.storage.prefs import Preferences
from tests.ui import monkey
from tests.ui.session_harness import harness_factory

DEFAULT_EVENTS = 300
PREFS = Preferences(ai_pace_ms=0, animations=True, animation_speed=4.0,
                    confirm_abandon=False)
"""As a player may set them, but quick: everything moves, four times as fast."""


@pytest.fixture
def make_harness(qtbot):
    yield from harness_factory(qtbot)


def test_the_monkey_finds_no_exception_and_no_warning(qtbot: Any, make_harness: Any,
                                                       tmp_path: Path) -> None:
    events = int(os.environ.get("DOMINOES_QT_MONKEY", DEFAULT_EVENTS))
    seed = int(os.environ.get("DOMINOES_QT_MONKEY_SEED", "1"))
    harness = make_harness(PREFS)
    try:
        figures = monkey.run(qtbot, harness, events, seed, tmp_path / "files")
    finally:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, (QDialog, QMessageBox)):
                widget.close()
    print(f"\n{figures.line()} (seed {seed})")
    assert figures.events == events
    assert figures.errors == []
    # The monkey did play: moves were made and matches started.
    assert figures.plays > 0
    assert figures.matches > 0
