"""SIGINT, SIGTERM and SIGHUP reach the window through its event loop and close it as
Quit does, saving first (the real program's exit is in test_process_end.py)."""

from __future__ import annotations

import gc
import signal
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from dominoes_qt.engine.record import record_of
from dominoes_qt.storage.saves import SaveStore
from dominoes_qt.ui import app
from dominoes_qt.ui.session import Session
from dominoes_qt.ui.stop_signals import STOP_SIGNALS, StopSignals
from tests.storage.helpers import players_for, random_match
from tests.ui.session_harness import harness_factory, start_game, wait_for_decision


@pytest.fixture
def make_harness(qtbot):
    yield from harness_factory(qtbot)


@pytest.fixture
def handlers() -> Iterator[None]:
    """Whatever a test does to the stop signals' handlers is undone after it."""
    numbers = [int(getattr(signal, name)) for name in STOP_SIGNALS if hasattr(signal, name)]
    before = {number: signal.getsignal(number) for number in numbers}
    wakeup = signal.set_wakeup_fd(-1)
    signal.set_wakeup_fd(wakeup)
    yield
    for number, handler in before.items():
        signal.signal(number, handler)
    signal.set_wakeup_fd(wakeup)


def test_a_stop_signal_arrives_on_the_gui_thread_and_a_second_one_would_end_it(
        qtbot: Any, handlers: None) -> None:
    stops = StopSignals()
    try:
        with qtbot.waitSignal(stops.received, timeout=10000) as caught:
            signal.raise_signal(signal.SIGTERM)
        assert caught.args == [signal.SIGTERM]
        assert stops.stopping
        # Asked again, the system's own handling ends the program on the spot.
        assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL
        assert signal.getsignal(signal.SIGINT) == signal.SIG_DFL
    finally:
        stops.close()


def test_handlers_are_given_back_when_the_watch_closes(handlers: None) -> None:
    before = signal.getsignal(signal.SIGINT)
    stops = StopSignals()
    assert signal.getsignal(signal.SIGINT) != before
    stops.close()
    assert signal.getsignal(signal.SIGINT) == before


def test_closing_the_window_saves_the_match_first(qtbot: Any, make_harness: Any) -> None:
    harness = make_harness()
    start_game(harness)
    assert wait_for_decision(qtbot, harness)
    store = harness.session.saves
    store.autosave_path.unlink()
    store.autosave_backup_path.unlink(missing_ok=True)
    harness.window.close()
    found = store.find_resumable()
    assert found is not None
    assert found.game.record.rounds[-1].plays == harness.session.record().rounds[-1].plays


def test_a_stop_signal_during_the_resume_question_ends_the_program(
        qtbot: Any, handlers: None, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    real = Session._question

    def question(self: Session, title: str, text: str) -> bool:
        asked.append(title)
        return real(self, title, text)

    monkeypatch.setattr(Session, "_question", question)
    store = SaveStore.for_app()
    store.autosave(record_of(random_match("five-up-61", 2, 6, 9), players_for(2)))
    saved = store.autosave_path.read_bytes()
    # The first event the program handles is inside the question's own loop.
    QTimer.singleShot(0, lambda: signal.raise_signal(signal.SIGTERM))
    try:
        assert app.run() == 128 + signal.SIGTERM
    finally:
        gc.unfreeze()
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, (QDialog, QMessageBox)) or widget.isVisible():
                widget.close()
    assert asked == ["Resume the match?"]
    # The question went unanswered: the match is still there to resume, unchanged.
    assert store.autosave_path.read_bytes() == saved
    assert store.find_resumable() is not None
