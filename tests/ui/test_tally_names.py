"""The paper tally writes each side's name within its column and on the paper: a long name
("Taras & Bohdan" in the last column) is set smaller, and cut short with an ellipsis only
when even the least size does not fit."""

from __future__ import annotations

from typing import Any

import pytest

from dominoes_qt.games import FIVE_UP
from dominoes_qt.ui.scoring import TallyView


@pytest.mark.parametrize("names", [
    ["Olena & Marta", "Taras & Bohdan"],
    ["You & Computer 2", "Computer 1 & Computer 3"],
    ["Ви & Комп’ютер 2", "Комп’ютер 1 & Комп’ютер 3"],
    ["Olena", "Taras"],
])
@pytest.mark.parametrize("width", [200, 260, 420])
def test_every_name_stays_in_its_column(qtbot: Any, names: list[str], width: int) -> None:
    tally = TallyView()
    qtbot.addWidget(tally)
    players = 4 if "&" in names[0] else 2
    tally.reset(FIVE_UP, FIVE_UP.seating(players), names)
    tally.set_display_scores([5, 6])
    tally.resize(width, tally.heightForWidth(width) if tally.hasHeightForWidth()
                 else tally.sizeHint().height() * width // tally.sizeHint().width())
    tally.grab()
    assert set(tally.names_drawn) == {0, 1}
    for side, (shown, room, box) in tally.names_drawn.items():
        assert box.left() >= room.left() - 0.5
        assert box.right() <= room.right() + 0.5, f"{shown!r} leaves its column"
        full = names[side]
        if shown != full:
            # Cut short only with an ellipsis after a true beginning of the name.
            assert shown.endswith("…")
            assert full.startswith(shown[:-1])
    # Short names are written whole.
    if len(names[1]) <= 14:
        assert [tally.names_drawn[s][0] for s in (0, 1)] == names
