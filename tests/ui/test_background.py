"""The one background helper: answers on the GUI thread, stale ones dropped by tag."""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Callable
from typing import Any

from dominoes_qt.ui.background import Background


def test_the_answer_arrives_on_the_gui_thread(qtbot: Any) -> None:
    background = Background(lambda: 1)
    workers: list[threading.Thread] = []
    answers: list[tuple[int, threading.Thread]] = []

    def work() -> int:
        workers.append(threading.current_thread())
        return 42

    background.run(1, work, lambda value: answers.append((value, threading.current_thread())),
                   lambda error: None)
    assert background.busy
    qtbot.waitUntil(lambda: bool(answers))
    assert answers == [(42, threading.main_thread())]
    assert workers[0] is not threading.main_thread()
    assert not background.busy
    background.shutdown()


def _after(gate: threading.Event, text: str) -> Callable[[], str]:
    def work() -> str:
        gate.wait(5)
        return text

    return work


def test_an_answer_for_another_tag_or_a_superseded_request_is_dropped(qtbot: Any) -> None:
    tag = [1]
    background = Background(lambda: tag[0])
    release = threading.Event()
    answers: list[str] = []
    background.run(1, _after(release, "old"), answers.append, lambda error: None)
    background.run(1, _after(release, "new"), answers.append, lambda error: None)
    release.set()
    qtbot.waitUntil(lambda: background.running == 0)
    assert answers == ["new"]
    gate = threading.Event()
    background.run(1, _after(gate, "moved on"), answers.append, lambda error: None)
    tag[0] = 2
    gate.set()
    qtbot.waitUntil(lambda: background.running == 0)
    assert answers == ["new"]
    assert not background.busy
    background.shutdown()


def test_a_failure_is_handed_to_the_failure_call(qtbot: Any) -> None:
    background = Background(lambda: "t")
    errors: list[Exception] = []

    def broken() -> int:
        raise ValueError("no")

    background.run("t", broken, lambda value: None, errors.append)
    qtbot.waitUntil(lambda: bool(errors))
    assert isinstance(errors[0], ValueError)
    background.shutdown()


class _Payload:
    """An answer that can be watched with a weak reference."""


def test_nothing_of_a_request_is_kept_once_it_is_answered_or_dropped(qtbot: Any) -> None:
    tag = [0]
    background = Background(lambda: tag[0])
    made: list[weakref.ref[_Payload]] = []
    handed: list[int] = []

    def work() -> _Payload:
        payload = _Payload()
        made.append(weakref.ref(payload))
        return payload

    for number in range(40):
        # Every third answer arrives for a position play has left: it is dropped unread.
        background.run(number // 3, work, lambda _value: handed.append(1), lambda error: None)
        tag[0] = number // 3 + (1 if number % 3 == 2 else 0)
        qtbot.waitUntil(lambda: background.running == 0)
    gc.collect()
    assert len(made) == 40
    assert 0 < len(handed) < 40
    assert [ref for ref in made if ref() is not None] == []
    background.shutdown()
