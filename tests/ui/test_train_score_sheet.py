"""The train games' score sheet in the window's score panel: a row per round named by its
engine double, a column per player, the engine's points in every finished round, totals,
and the lowest total marked."""

from __future__ import annotations

import random
from typing import Any

from dominoes_qt.engine.trains import TrainMatch
from dominoes_qt.games.mexican_train import TRAIN_RULES
from tests.ui.train_table import NAMES


def _rounds_played(players: int, rounds: int, seed: int = 2) -> TrainMatch:
    rng = random.Random(seed)
    match = TrainMatch(TRAIN_RULES, players, random.Random(seed))
    for _ in range(rounds):
        round_ = match.deal_round()
        while round_.end is None:
            actions = match.legal_actions()
            match.apply(actions[rng.randrange(len(actions))])
    match.deal_round()
    return match


def test_rounds_by_players_with_totals_and_the_leader(make_window: Any) -> None:
    window = make_window()
    match = _rounds_played(4, 3)
    view = match.view_for(0)
    panel = window.scores
    panel.show_train_scores(view, NAMES[:4])
    sheet = panel.train_sheet
    assert sheet.isVisible()
    assert sheet.rowCount() == 14
    assert sheet.columnCount() == 4
    assert [sheet.horizontalHeaderItem(c).text() for c in range(4)] == list(NAMES[:4])
    assert sheet.verticalHeaderItem(0).text() == "1. 12|12"
    assert sheet.verticalHeaderItem(0).toolTip() == "Round 1 (12|12)"
    assert sheet.verticalHeaderItem(12).text() == "13. 0|0"
    assert sheet.verticalHeaderItem(13).text() == "Total"
    for row, scores in enumerate(view.round_scores):
        assert [sheet.cell_text(row, c) for c in range(4)] == [str(s) for s in scores]
    # Rounds to come are blank; the one being played is marked.
    assert all(sheet.cell_text(5, c) == "" for c in range(4))
    assert sheet.item(3, 0).toolTip() == "being played"
    low = min(view.totals)
    for seat, total in enumerate(view.totals):
        text = sheet.cell_text(13, seat)
        assert text.split()[0] == str(total)
        assert ("\u2605" in text) == (total == low)
    assert sheet.leaders == tuple(s for s, t in enumerate(view.totals) if t == low)


def test_a_line_game_brings_back_its_own_score_views(make_window: Any) -> None:
    from dominoes_qt.games import FIVE_UP
    from dominoes_qt.ui.controller import GameSetup, SeatSetup
    window = make_window()
    window.scores.show_train_scores(_rounds_played(2, 1).view_for(0), NAMES[:2])
    window.new_game(GameSetup(FIVE_UP, (SeatSetup("A"), SeatSetup("B", "ai", "casual")),
                              seed=1))
    assert not window.scores.train_sheet.isVisible()
