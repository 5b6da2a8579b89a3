"""Every play is worded from what the board made of it: the same sum in the headline, the
message panel and the status line, in English and Ukrainian, as it is played and after the
match is resumed at that play."""

from __future__ import annotations

import random
from typing import Any

import pytest

from dominoes_qt import wording
from dominoes_qt.engine import Applied, Board, Move, Rules
from dominoes_qt.engine.record import record_of, replay
from dominoes_qt.games import GAMES
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.texts import QT
from dominoes_qt.ui.window import GameWindow

FAST = WindowSettings(ai_pace_ms=0, animations=False)
STILL = WindowSettings(ai_pace_ms=0, animations=False, auto_draw=False)
"""Nobody moves on their own: a resumed position stays as it was opened."""


def expected_sum(rules: Rules, board: Board) -> str:
    """The end sum of ``board`` as a player reads it, from the board's own contributions:
    every open end's number, zeros too, then the total, then the points if it scores."""
    if rules.scores_by_ends:
        # A game scoring the ends themselves shows them, a double at an end as "5|5".
        shown = [f"{c.tile.a}|{c.tile.a}" if c.end is None else str(c.value)
                 for c in board.contributions()]
        ends = " · ".join(shown)
        points = rules.points_of_ends(board.counted())
        return f"{ends}: +{rules.display(points)}" if points else ends
    values = [c.value for c in board.contributions()]
    assert sum(values) == board.end_sum
    text = str(values[0]) if len(values) == 1 else \
        f"{' + '.join(str(v) for v in values)} = {board.end_sum}"
    scored = rules.end_points(board.end_sum)
    if scored:
        text += f": +{rules.display(scored)}"
    return text


def _texts(window: GameWindow) -> tuple[str, str, str]:
    """The headline, the message panel's first line and the status line."""
    return (window.sum_label.text(), window.message.text().splitlines()[0],
            window.statusBar().currentMessage())


@pytest.fixture(params=["en", "uk"])
def language(request: Any, qapp: Any) -> Any:
    installed = install_translations(qapp, request.param)
    yield request.param
    installed.apply("en")


@pytest.mark.parametrize("variant", list(GAMES))
def test_each_play_reads_its_contributions_fresh_and_resumed(
        qtbot: Any, language: str, variant: str) -> None:
    rules = GAMES[variant]
    rng = random.Random(variant)
    players = rng.choice(rules.player_counts)
    seats = tuple(SeatSetup(f"Computer {i + 1}", "ai", "beginner") for i in range(players))
    window = GameWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    seen: list[tuple[int, tuple[str, str, str], str]] = []

    def applied(info: Applied) -> None:
        # Connected after the window's own slot: the window has worded the play already.
        match = window.controller.match
        assert match is not None
        round_ = match.current
        assert round_ is not None
        if isinstance(info.action, Move) and round_.number == 1:
            seat = info.seat
            tile = info.action.tile
            if rules.scores_plays:
                summed = expected_sum(rules, round_.board)
                sentence = wording.played(QT, window.who(seat), tile, summed)
            else:
                # Where no play can score, a sum would mean nothing: the tile alone.
                summed = f"[{tile}]"
                assert info.parts is not None
                sentence = wording.play_sentence(QT, rules, window.who(seat), tile,
                                                 info.parts)
                assert " = " not in sentence
                assert "+" not in sentence
            texts = _texts(window)
            assert texts[0] == f"{window.seat_names()[seat]}: {summed}"
            assert texts[1] == sentence
            assert texts[2].startswith(sentence)
            seen.append((len(round_.plays), texts, sentence))

    window.controller.applied.connect(applied)
    try:
        window.new_game(GameSetup(rules, seats, seed=rng.randrange(10_000)))
        qtbot.waitUntil(lambda: window.round_end_dialog is not None, timeout=30_000)
        match = window.controller.match
        assert match is not None
        window.controller.shutdown()
        assert len(seen) >= 4
        # A quiet play of the round reads "1 + 0 + 1 = 2", never "0 = 2".
        assert all(" = " not in texts[0] or " + " in texts[0] for _, texts, _ in seen)
        record = record_of(match, [{"name": s.name, "kind": "human"} for s in seats])
        # Resumed at a play within the round (after its last one, the next round is dealt).
        within = [entry for entry in seen if entry[0] < len(match.rounds[0].plays)]
        for at, texts, sentence in rng.sample(within, 3):
            again = GameWindow(STILL)
            qtbot.addWidget(again)
            again.show()
            resumed = replay(record, upto=(1, at))
            humans = GameSetup(rules, tuple(SeatSetup(s.name) for s in seats))
            again.controller.resume(humans, resumed)
            try:
                headline, message, status = _texts(again)
                assert (headline, message) == texts[:2]
                assert status.startswith(sentence)
            finally:
                again.controller.shutdown()
                again.close()
    finally:
        window.close()
