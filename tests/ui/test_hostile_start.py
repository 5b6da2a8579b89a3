"""The window opens, and its menus work, with any damage in any of its data files at once.

Every file the program reads at start-up or from its menus gets the same kind of damage
(tests.storage.hostile.FILE_KINDS) in one test, and a random kind each in another.
``seals.json`` is left out here (its reader is being rebuilt elsewhere).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from dominoes_qt import coach, paths
from dominoes_qt.engine.record import record_of
from dominoes_qt.storage.saves import SaveStore
from dominoes_qt.ui.app import open_window
from dominoes_qt.ui.session import Session
from tests.storage.helpers import players_for, random_match
from tests.storage.hostile import FILE_KINDS, prefs_text, recent_text, stats_text, write_kind

SAVE_NAME = "game.dominoes.json"


def _files(home: Path) -> dict[Path, str]:
    """Every file of the program with its good text."""
    data = home / "data"
    save = data / "saves" / SAVE_NAME
    record = record_of(random_match("five-up-61", 2, 5, 7), players_for(2)).dumps()
    rng = random.Random(1)
    return {
        data / "autosave.json": record,
        data / "autosave.json.bak": record,
        data / "recent.json": json.dumps(json.loads(recent_text(save.parent)) | {
            "files": [str(save)]}),
        data / "statistics.json": stats_text(rng),
        home / "config" / "preferences.json": prefs_text(rng),
        save: record,
        coach.cache_path(save): json.dumps({"format": coach.CACHE_FORMAT, "version": 1}),
    }


Told = list[tuple[str, str]]


@pytest.fixture
def opened(qtbot: Any, monkeypatch: pytest.MonkeyPatch
           ) -> Iterator[tuple[Callable[[], None], Told]]:
    """Opens the real window (as ``dominoes-qt`` does) when called; yields what it told."""
    told: Told = []
    # The resume question would wait for an answer: yes, as a player would say. What the
    # window says in its message boxes is kept here instead, from the very start.
    monkeypatch.setattr(Session, "_question", lambda self, title, text: True)
    monkeypatch.setattr(Session, "_message_box",
                        lambda self, title, text: told.append((title, text)))
    windows = []

    def open_it() -> None:
        window, session = open_window()
        windows.append((window, session))
        qtbot.addWidget(window)
        assert window.isVisible()
        # The session starts once the window is on screen: a match, or the new-game dialog.
        qtbot.waitUntil(lambda: window.controller.match is not None
                        or window.new_game_dialog is not None, timeout=10000)
        # What the menus read: the recent list, each recent game, the statistics, the
        # preferences, and the save itself.
        session.files._fill_recent()
        for path in session.saves.recent():
            session.files.open_file(path, from_recent=True)
        session.files.open_file(session.saves.saves_dir / SAVE_NAME)
        session.show_statistics().close()
        session.show_preferences().close()
        assert window.isVisible()
        assert window.controller.match is not None or window.new_game_dialog is not None

    yield open_it, told
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, (QMessageBox, QDialog)):
            widget.close()
    for window, session in windows:
        session.guard.uninstall()
        window.controller.shutdown()
        window.close()


def _damage(home: Path, kinds: dict[Path, str]) -> None:
    for path, base in _files(home).items():
        kind = kinds.get(path)
        if kind is None:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(base, encoding="utf-8")
        else:
            write_kind(path, kind, base)


@pytest.mark.parametrize("kind", sorted(FILE_KINDS))
def test_the_window_opens_with_every_file_damaged_the_same_way(opened, private_dirs, kind):
    open_it, told = opened
    _damage(private_dirs, dict.fromkeys(_files(private_dirs), kind))
    open_it()
    assert told, "the damage went unsaid"
    # Whatever was refused was told in short lines, never as a traceback, and each
    # refusal says where in the file.
    for _title, text in told:
        assert "Traceback" not in text
        assert all(len(line) < 400 for line in text.splitlines())
        if text.startswith("Could not open"):
            assert "\nWhere: " in text


@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_the_window_opens_with_any_mix_of_damaged_files(opened, tmp_path, data):
    open_it, told = opened
    # Each example gets folders of its own.
    home = tmp_path / f"home-{len(list(tmp_path.iterdir()))}"
    with paths.redirected(home):
        files = list(_files(home))
        kinds = {path: data.draw(st.sampled_from([None, *sorted(FILE_KINDS)]),
                                 label=path.name) for path in files}
        _damage(home, kinds)
        open_it()
        assert SaveStore.for_app().data_dir == home / "data"
    for _title, text in told:
        assert "Traceback" not in text
