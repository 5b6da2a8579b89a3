"""A record whose computer seats have levels this program does not know opens and plays:
each such seat plays as the fallback level and the player is told so."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from dominoes_qt.engine import Move
from dominoes_qt.ui.app import open_window
from dominoes_qt.ui.controller import FALLBACK_LEVEL
from tests.ui.session_harness import harness_factory

RECORDS = Path(__file__).parents[1] / "fixtures" / "records"


@pytest.fixture
def make_harness(qtbot):
    yield from harness_factory(qtbot)


def _with_levels(tmp_path: Path, name: str, levels: list[Any]) -> Path:
    doc = json.loads((RECORDS / name).read_text(encoding="utf-8"))
    for player, level in zip(doc["players"], levels, strict=True):
        if level is not None:
            player["kind"] = "ai"
            player["level"] = level
    path = tmp_path / f"odd-{name}"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_an_unfinished_game_with_unknown_levels_is_played_by_the_fallback(
        qtbot, make_harness, tmp_path):
    path = _with_levels(tmp_path, "five-up-2p-unfinished.json", ["easy", "normal"])
    harness = make_harness()
    c = harness.controller
    moves: list[Any] = []
    c.applied.connect(lambda info: moves.append(info.action))
    assert harness.session.files.open_file(path)
    assert [s.level for s in c.setup.seats] == [FALLBACK_LEVEL, FALLBACK_LEVEL]
    assert {p.level for p in c.players.values()} == {FALLBACK_LEVEL}
    [(title, text)] = [(t, x) for t, x in harness.told if "unknown level" in x]
    assert title == "Unknown computer level"
    assert text == ("Olena: unknown level 'easy', playing as skilled.\n"
                    "Computer 1: unknown level 'normal', playing as skilled.")
    # Nobody is human here: play goes on by itself.
    qtbot.waitUntil(lambda: any(isinstance(m, Move) for m in moves), timeout=20000)
    # What is saved from now on names the level the seat really plays at.
    record = harness.session.record()
    assert record is not None
    assert [p["level"] for p in record.players] == [FALLBACK_LEVEL, FALLBACK_LEVEL]


def test_a_finished_game_with_an_unknown_level_is_reviewed(qtbot, make_harness, tmp_path):
    path = _with_levels(tmp_path, "five-up-4p-finished.json", [None, "grandmaster", None, ""])
    harness = make_harness()
    assert harness.session.files.open_file(path)
    assert harness.session.reviews.active
    [text] = [x for _, x in harness.told if "unknown level" in x]
    assert text.splitlines() == ["Computer 1: unknown level 'grandmaster', playing as skilled.",
                                 "Computer 3: unknown level '', playing as skilled."]


def test_open_on_the_command_line_opens_the_window_and_says_so(qtbot, tmp_path):
    path = _with_levels(tmp_path, "five-up-2p-unfinished.json", [None, "normal"])
    window, session = open_window(path)
    qtbot.addWidget(window)
    try:
        assert window.isVisible()
        # The session opens the file once the window is on screen.
        qtbot.waitUntil(lambda: window.controller.setup is not None, timeout=10000)
        assert window.controller.setup is not None
        assert window.controller.setup.seats[1].level == FALLBACK_LEVEL
        boxes = [w for w in QApplication.topLevelWidgets()
                 if isinstance(w, QMessageBox) and w.isVisible()]
        assert any("unknown level 'normal', playing as skilled" in b.text() for b in boxes)
    finally:
        for box in QApplication.topLevelWidgets():
            if isinstance(box, QMessageBox):
                box.close()
        session.guard.uninstall()
        window.controller.shutdown()
        window.close()
