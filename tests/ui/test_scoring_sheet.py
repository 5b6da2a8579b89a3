"""The paper tally, the score sheet and the panel that holds them."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from dominoes_qt.engine import Match, Rules, Seating, tile
from dominoes_qt.engine.seen import match_scores
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.games.records import load, record_of
from dominoes_qt.ui.scoring import ScorePanel, ScoreSheet, TallyView, tally_marks
from dominoes_qt.ui.texts import QT
from dominoes_qt.wording import event_line
from tools.pictures.scoring import ScriptedScores, random_match, side_names_for

NAMES = ["Olena", "Taras", "Iryna", "Bohdan"]


@pytest.mark.parametrize(("points", "marks"),
                         [(0, (0, 0)), (4, (0, 4)), (10, (1, 0)), (23, (2, 3)), (61, (6, 1))])
def test_tally_marks(points, marks):
    assert tally_marks(points) == marks


def test_the_tally_draws_exactly_its_marks(qtbot):
    tally = TallyView()
    qtbot.addWidget(tally)
    scores = [0, 4, 10, 23, 61]
    tally.reset(FIVE_UP, Seating(3), NAMES[:3])
    tally.set_display_scores(scores)
    tally.resize(tally.sizeHint())
    tally.grab()
    assert tally.painted == {side: tally_marks(points) for side, points in enumerate(scores)}
    assert tally.painted[4] == (6, 1)


def test_the_tally_follows_events_in_display_points(qtbot):
    tally = TallyView()
    qtbot.addWidget(tally)
    scripted = ScriptedScores(FIVE_UP, 2)
    tally.reset(FIVE_UP, scripted.seating, NAMES[:2])
    tally.add_events(scripted.gain(0, 115) + scripted.gain(1, 20))
    tally.resize(tally.sizeHint())
    tally.grab()
    assert tally.marks(0) == (2, 3)
    assert tally.painted == {0: (2, 3), 1: (0, 4)}


def test_a_tally_below_zero_is_drawn_differently(qtbot):
    tally = TallyView()
    qtbot.addWidget(tally)
    tally.reset(FIVE_UP, Seating(2), NAMES[:2])
    tally.resize(tally.sizeHint())
    tally.set_display_scores([3, 0])
    positive = tally.grab().toImage()
    tally.set_display_scores([-3, 0])
    negative = tally.grab().toImage()
    assert tally.painted[0] == (0, 3)
    assert negative != positive


def _sentences(rules: Rules, players: int,
               script: Callable[[ScriptedScores], object]) -> list[str]:
    scripted = ScriptedScores(rules, players)
    script(scripted)
    return [event_line(QT, e, rules) for e in scripted.events]


def test_explanations_in_the_games_own_units():
    five_up = _sentences(FIVE_UP, 2, lambda s: (s.play(0, 3, 12), s.gain(1, 290),
                                                s.play(1, 8, 12)))
    assert five_up[0] == "ends 3 + 12 = 15: +3"
    assert five_up[1].endswith(" = 290: +58")
    assert five_up[2] == "ends 8 + 12 = 20; rejected: 58 + 4 would pass 61"
    # Seat 0 goes out with 17 pips against it and a partner holding 8.
    partners = _sentences(FIVE_UP, 4, lambda s: s.domino(
        0, [[], [tile(5, 6)], [tile(2, 6)], [tile(1, 5)]]))
    assert partners == ["domino: opponents 17 -> 15 (+3), partner 8 -> 10 (-2): +1"]
    penalty = _sentences(SEVEN_ROCKS, 4, lambda s: s.block(
        [[tile(6, 6), tile(0, 1)], [], [], []]))
    assert penalty == ["penalty: 13 -> 15: -15"]
    blocked = _sentences(FIVE_UP, 2, lambda s: s.block([[tile(0, 1)], [tile(6, 6), tile(2, 3)]]))
    assert blocked == ["blocked, hand of 1: ahead by 16 = 16 -> 15: +3"]


def _replayed(rules: Rules, players: int, seed: int) -> Match:
    """A seeded random match, written as a record and read back through the engine."""
    played = random_match(rules, players, seed)
    players_doc = [{"name": NAMES[s], "kind": "ai", "level": "random"} for s in range(players)]
    _, match = load(record_of(played, players_doc).dumps())
    assert [e.to_json() for e in match.events] == [e.to_json() for e in played.events]
    return match


@pytest.mark.parametrize(("rules", "players", "seed"),
                         [(FIVE_UP, 3, 2), (FIVE_UP, 4, 5), (SEVEN_ROCKS, 4, 3)])
def test_the_sheet_lists_a_replayed_records_events_in_order(qtbot, rules, players, seed):
    match = _replayed(rules, players, seed)
    assert match.is_over
    assert len(match.events) > 10
    panel = ScorePanel()
    qtbot.addWidget(panel)
    sides = side_names_for(match.seating, NAMES[:players])
    panel.load_match(match_scores(match), sides, NAMES[:players])
    rows = panel.sheet.event_rows()
    assert [index for _, index, _ in rows] == list(range(len(match.events)))
    assert [(r, text) for r, _, text in rows] == [
        (e.round, event_line(QT, e, rules)) for e in match.events]
    last = len(match.events) - 1
    assert panel.sheet.totals_row(last) == [str(rules.display(s)) for s in match.scores]
    titles = panel.sheet.round_titles()
    assert len(titles) == len(match.rounds)
    assert all(" - " in title for title in titles)
    assert "won the match" in titles[-1] or "round to" in titles[-1]
    assert match.events[-1].wins
    assert event_line(QT, match.events[-1], rules).endswith("(wins the match)")
    # The board ends where the match did.
    for side, score in enumerate(match.scores):
        assert panel.board.pegs(side).score == score


def test_rounds_stay_in_order_and_show_their_result(qtbot):
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    scripted = ScriptedScores(FIVE_UP, 2)
    sheet.start_match(FIVE_UP, scripted.seating, NAMES[:2], NAMES[:2])
    sheet.add_events(scripted.gain(0, 10))
    sheet.add_round_result(1, "Olena played out: round to Olena")
    scripted.next_round()
    scripted.next_round()
    sheet.add_events(scripted.gain(1, 15))
    sheet.add_round_result(2, "Blocked: a draw (lowest hands tied)")
    assert sheet.round_titles() == [
        "Round 1 - Olena played out: round to Olena",
        "Round 2 - Blocked: a draw (lowest hands tied)",
        "Round 3",
    ]
    assert sheet.totals_row(1) == ["2", "3"]


def test_clicking_an_event_row_reports_its_index(qtbot):
    panel = ScorePanel()
    qtbot.addWidget(panel)
    scripted = ScriptedScores(FIVE_UP, 2)
    panel.reset(FIVE_UP, scripted.seating, NAMES[:2])
    panel.set_animated(False)
    panel.add_events(scripted.gain(0, 10) + scripted.gain(1, 5) + scripted.gain(0, 20))
    panel.resize(600, 500)
    panel.show()
    qtbot.waitExposed(panel)
    sheet = panel.sheet
    round_row = sheet.topLevelItem(0)
    assert round_row is not None
    item = round_row.child(1)
    assert item is not None
    rect = sheet.visualItemRect(item)
    with qtbot.waitSignal(panel.event_activated, timeout=2000) as blocker:
        qtbot.mouseClick(sheet.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert blocker.args == [1]


def test_the_paper_tally_is_offered_for_five_up_only(qtbot):
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.reset(FIVE_UP, Seating(2), NAMES[:2])
    assert panel.tally_available
    panel.show_tally(True)
    assert panel.showing_tally
    panel.reset(SEVEN_ROCKS, Seating(4), ["Olena & Iryna", "Taras & Bohdan"])
    assert not panel.tally_available
    assert not panel.showing_tally
    panel.show_tally(True)
    assert not panel.showing_tally

