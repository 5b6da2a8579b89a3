"""A match kept going to its game's round limit, in the real window: it ends as called off,
everywhere it is shown, and the score sheet stays the size of a long ordinary match."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt import jsongate, paths
from dominoes_qt.ai.simulate import turns
from dominoes_qt.engine import Match
from dominoes_qt.engine.events import ScoreEvent
from dominoes_qt.engine.record import record_of, summary
from dominoes_qt.engine.seen import match_scores
from dominoes_qt.games import SEVEN_ROCKS
from dominoes_qt.storage.saves import SaveStore, open_game
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui.scoring import ScoreSheet
from dominoes_qt.ui.scoring.sheet import SHOWN_ROUNDS
from dominoes_qt.ui.scoring.text import round_result_text
from tests.ui.session_harness import harness_factory, human_step
from tools.lab.stalling import StallingPlayer

LIMIT = SHOWN_ROUNDS + 10
"""The window's match runs to this limit (the game's own is set to it): past the rounds the
sheet writes out, and a few seconds of play. The engine's tests take the games' own."""
PLAYERS = [{"name": "You", "kind": "human"},
           *({"name": f"Computer {seat}", "kind": "ai", "level": "beginner"}
             for seat in (1, 2, 3))]
NAMES = [p["name"] for p in PLAYERS]
SIDES = ["You & Computer 2", "Computer 1 & Computer 3"]


@pytest.fixture
def make_harness(qtbot: Any) -> Any:
    yield from harness_factory(qtbot)


def stalled(rounds: int, seed: int = 3) -> Match:
    """``rounds`` finished rounds of Seven Rocks in which nobody scores if they can help it
    (both sides sink below zero, so only the round limit can end the match)."""
    match = Match(SEVEN_ROCKS, 4, rng=random.Random(seed), round_limit=rounds)
    seats = [StallingPlayer(seed * 10 + seat) for seat in range(4)]
    for seat in turns(match):
        match.apply(seats[seat].choose(match.view_for(seat)), seat)
    assert match.winner is None
    return match


@pytest.fixture(scope="module")
def one_round_short() -> Match:
    return stalled(LIMIT - 1)


@pytest.fixture(scope="module")
def folding() -> Match:
    """Long enough for the sheet to fold its first rounds into one row."""
    return stalled(SHOWN_ROUNDS + 20)


def sheet_rows_bound(events_per_round: int) -> int:
    """The most rows a sheet showing :data:`SHOWN_ROUNDS` rounds can have."""
    return 1 + SHOWN_ROUNDS * (1 + events_per_round)


def by_round(events: list[ScoreEvent]) -> dict[int, list[ScoreEvent]]:
    out: dict[int, list[ScoreEvent]] = {}
    for event in events:
        out.setdefault(event.round, []).append(event)
    return out


def test_the_sheet_folds_old_rounds_into_one_row_of_totals(qtbot: Any,
                                                           folding: Match) -> None:
    match = folding
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.start_match(SEVEN_ROCKS, match.seating, SIDES, NAMES)
    rows = []
    tops = []
    grouped = by_round(match.events)
    # Round by round, as the window writes them during play.
    for round_ in match.rounds:
        sheet.add_events(grouped.get(round_.number, []))
        sheet.add_round_result(round_.number, round_result_text(round_, SIDES, NAMES))
        rows.append(sheet.row_count())
        tops.append(sheet.topLevelItemCount())
    most = max(len(e) for e in grouped.values())
    assert max(rows) <= sheet_rows_bound(most)
    # The rounds written out, and the one row of all those before them.
    assert tops[SHOWN_ROUNDS - 1] == SHOWN_ROUNDS
    assert tops[SHOWN_ROUNDS:] == [SHOWN_ROUNDS + 1] * (len(tops) - SHOWN_ROUNDS)
    folded = len(match.rounds) - SHOWN_ROUNDS
    earlier = sheet.earlier_row()
    assert earlier is not None
    assert earlier[0] == f"Rounds 1-{folded}"
    after = [e for e in match.events if e.round <= folded]
    totals = [0, 0]
    for event in after:
        totals[event.side] = event.score_after
    assert earlier[2:] == [str(t) for t in totals]
    titles = sheet.round_titles()
    assert len(titles) == SHOWN_ROUNDS
    assert titles[0].startswith(f"Round {folded + 1} - ")
    shown = sheet.event_rows()
    assert {r for r, _, _ in shown} <= set(range(folded + 1, len(match.rounds) + 1))
    assert [i for _, i, _ in shown] == [i for i, e in enumerate(match.events)
                                        if e.round > folded]
    last = len(match.events) - 1
    assert sheet.totals_row(last) == [str(s) for s in match.scores]
    # An event of a folded round (review mode asks for them too) lands on the totals row.
    sheet.select_event(0)
    current = sheet.currentItem()
    assert current is not None
    assert current.text(0) == earlier[0]
    assert sheet.totals_row(0) == earlier[2:]


def test_a_loaded_long_match_shows_the_same_sheet_as_one_played(qtbot: Any,
                                                                folding: Match) -> None:
    from dominoes_qt.ui.scoring import ScorePanel

    match = folding
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.load_match(match_scores(match), SIDES, NAMES)
    played = ScoreSheet()
    qtbot.addWidget(played)
    played.start_match(SEVEN_ROCKS, match.seating, SIDES, NAMES)
    grouped = by_round(match.events)
    for round_ in match.rounds:
        played.add_events(grouped.get(round_.number, []))
        played.add_round_result(round_.number, round_result_text(round_, SIDES, NAMES))
    sheet = panel.sheet
    assert sheet.earlier_row() == played.earlier_row()
    assert sheet.round_titles() == played.round_titles()
    assert sheet.event_rows() == played.event_rows()
    assert sheet.row_count() == played.row_count()


def test_a_long_match_in_the_window_ends_called_off_everywhere(
        qtbot: Any, make_harness: Any, tmp_path: Path, one_round_short: Match,
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The window, the saves and the statistics read the limit from the game's rules.
    monkeypatch.setattr(SEVEN_ROCKS, "round_limit", LIMIT)
    path = tmp_path / f"long{paths.SAVE_SUFFIX}"
    path.write_text(record_of(one_round_short, PLAYERS).dumps(), encoding="utf-8")
    harness = make_harness()
    assert harness.session.files.open_file(path)
    c = harness.controller
    assert c.match.current.number == LIMIT
    # The human plays the last round out; the computers play theirs.
    while human_step(qtbot, harness):
        pass
    qtbot.waitUntil(lambda: c.match.is_over, timeout=20000)
    match = c.match
    assert match.called_off
    assert match.winner is None
    assert len(match.rounds) == LIMIT
    window = harness.window
    qtbot.waitUntil(lambda: window.round_end_dialog is not None, timeout=20000)
    dialog = window.round_end_dialog
    assert dialog.match_over
    assert f"Round limit reached ({LIMIT})" in dialog.settlement_text()
    # The next step is a new match: nothing deals a round past the limit.
    assert dialog.primary.text().replace("&", "") == "New match"
    assert not match.needs_deal
    assert window.finished_bar.isVisible()
    assert f"round limit ({LIMIT})" in window.finished_label.text()
    sheet = window.scores.sheet
    assert sheet.earlier_row() is not None
    assert len(sheet.round_titles()) == SHOWN_ROUNDS
    most = max(len(e) for e in by_round(match.events).values())
    assert sheet.row_count() <= sheet_rows_bound(most)
    assert sheet.totals_row(len(match.events) - 1) == [str(s) for s in match.scores]
    # Statistics: played, not won, called off.
    stats = StatsStore.for_app().load().value.get(SEVEN_ROCKS.variant, 4)
    assert (stats.played, stats.won, stats.called_off) == (1, 0, 1)
    # The rating: a draw against the beginners' fixed rating.
    progress = harness.session.progress.store.load().value
    [rated] = progress.matches
    assert rated.called_off
    assert not rated.won
    assert rated.after == pytest.approx(rated.before + 40 * (0.5 - 1 / (1 + 10 ** (-0.5))))
    # The autosave is the finished match, which start-up does not offer to resume.
    store = SaveStore.for_app()
    finished = open_game(store.autosave_path)
    assert finished.finished
    assert summary(finished.match) == summary(match)
    assert store.find_resumable() is None
    assert store.autosave_path.stat().st_size < jsongate.RECORD_LIMITS.max_bytes / 2
    assert harness.told == []


def test_review_walks_a_match_longer_than_the_limit_to_its_end() -> None:
    """Review reads what replay reads: an over-long record (from before the limit) is
    walked whole, each position the match a replay up to it gives."""
    from dominoes_qt.engine.record import replay
    from dominoes_qt.ui.review import walk

    match = stalled(SEVEN_ROCKS.round_limit + 1)
    record = record_of(match, PLAYERS)
    positions, snapshots = walk(record)
    assert positions[-1].round == SEVEN_ROCKS.round_limit + 1
    assert len(snapshots) == len(positions)
    assert summary(snapshots[-1]) == summary(match)
    assert snapshots[-1].called_off
    for index in (0, len(positions) // 2, len(positions) - 2):
        position = positions[index]
        replayed = replay(record, upto=(position.round, position.play))
        shown = snapshots[index]
        assert shown.rounds[-1].board.tiles == replayed.rounds[-1].board.tiles
        assert len(shown.events) == position.events
        # Each visit gets a match of its own: playing on with it changes no other.
        assert shown is not snapshots[index]
