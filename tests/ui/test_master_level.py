"""The new-game dialog offers the master, with a truthful description, and hints use it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from dominoes_qt.ai import players
from dominoes_qt.ui.new_game import NewGameDialog


def test_every_seat_can_be_a_master_with_its_description(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    for kind in dialog.kinds:
        index = kind.findData("master")
        assert index > kind.findData("expert") > 0
        assert "master" in kind.itemText(index)
        tip = kind.itemData(index, Qt.ItemDataRole.ToolTipRole)
        assert "every play" in tip
        assert "chance of winning the match" in tip
        kind.setCurrentIndex(index)
    assert {seat.level for seat in dialog.setup().seats if seat.kind == "ai"} == {"master"}


def test_hints_come_from_the_master():
    assert players.HINT_LEVEL == "master"
