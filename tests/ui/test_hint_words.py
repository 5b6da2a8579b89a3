"""A hint names its place as the table shows it: by the number on the open end, never by
the record's "line A"/"line B" (which the table does not show)."""

from __future__ import annotations

from typing import Any

from dominoes_qt.ai import Hint
from dominoes_qt.games import FIVE_UP
from dominoes_qt.teaching.figures import Position, build_board, play
from dominoes_qt.ui.teaching.words import hint_text

OPENING = ("1|4", "1|1@1|4.low", "4|4@1|4.high")


def test_a_hint_names_the_place_by_its_number(qapp: Any) -> None:
    board = build_board(FIVE_UP, Position(tuple(play(p) for p in OPENING)))
    move = play("3|4@4|4.lineB")
    text = hint_text(Hint(move, "", 0), FIVE_UP, 3, board)
    assert "on the 4 end of [4|4]" in text
    assert "line" not in text
    lead = hint_text(Hint(play("1|4"), "", 0), FIVE_UP, 6, None)
    assert "[1|4] as the lead" in lead


def test_the_ukrainian_names_of_the_lines_are_written_in_cyrillic() -> None:
    from pathlib import Path

    ts = (Path(__file__).parents[2] / "resources" / "translations" /
          "dominoes_qt_uk.ts").read_text(encoding="utf-8")
    for latin in ("лінія A", "лінія B", "гілка A", "гілка B"):
        assert latin not in ts
