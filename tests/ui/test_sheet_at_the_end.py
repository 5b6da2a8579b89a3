"""When a match ends, the score sheet shows its last row whole (scrolled to the very end
once the round's result and the winning row have their heights)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from tests.ui.session_harness import harness_factory, wait_for_decision


@pytest.fixture
def make_harness(qtbot):
    yield from harness_factory(qtbot)


def _last_row_whole(sheet: Any) -> tuple[bool, str]:
    item = sheet.topLevelItem(sheet.topLevelItemCount() - 1)
    while item is not None and item.childCount() and item.isExpanded():
        item = item.child(item.childCount() - 1)
    assert item is not None
    rect = sheet.visualItemRect(item)
    viewport = sheet.viewport().rect()
    return (rect.height() > 0 and viewport.contains(rect),
            f"{item.text(1)!r} at {rect} in {viewport}")


def test_the_last_row_of_the_sheet_is_whole_when_the_match_ends(qtbot, make_harness):
    from tests.ui.test_session import _won_by_seat_zero

    record, winning = _won_by_seat_zero()
    harness = make_harness()
    window, c = harness.window, harness.controller
    harness.session.resume_record(record)
    assert wait_for_decision(qtbot, harness)
    with qtbot.waitSignal(c.match_over, timeout=5000):
        assert c.play(winning)
    qtbot.waitUntil(lambda: window.round_end_dialog is not None, timeout=5000)
    window.scores.flush()
    for _ in range(3):
        QApplication.processEvents()
    whole, where = _last_row_whole(window.scores.sheet)
    assert whole, where
