"""The coach's review, deals you can check, replaying a deal and watching, through the window."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

import dominoes_qt.ui.round_reports as reports_module
from dominoes_qt import paths
from dominoes_qt.coach import cache_path
from dominoes_qt.engine import Match
from dominoes_qt.engine.fairdeal import DealProof, fair_deal
from dominoes_qt.engine.record import record_of, replay
from dominoes_qt.games import FIVE_UP
from dominoes_qt.storage.seals import load_seals, seals_path
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from tests.ai.test_analysis import planted
from tests.ui.session_harness import (
    Harness,
    harness_factory,
    human_step,
    play_plays,
    start_game,
    wait_for_decision,
)


@pytest.fixture
def make_harness(qtbot):
    yield from harness_factory(qtbot)


def _save(harness: Harness, text: str, name: str = "game") -> Path:
    folder = harness.session.saves.saves_dir
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}{paths.SAVE_SUFFIX}"
    path.write_text(text, encoding="utf-8")
    return path


def _finished_record_text(seed: int = 4) -> str:
    rng = random.Random(seed)
    match = Match(FIVE_UP, 2, rng=random.Random(seed))
    while not match.is_over:
        if match.needs_deal:
            match.deal_round()
            continue
        actions = match.legal_actions()
        match.apply(actions[rng.randrange(len(actions))])
    players = [{"name": "You", "kind": "human"},
               {"name": "Computer 1", "kind": "ai", "level": "casual"}]
    return record_of(match, players).dumps()


def test_analyse_marks_the_planted_blunder_and_shows_the_better_play(qtbot, make_harness):
    harness = make_harness()
    record, (round_number, play_number) = planted()
    path = _save(harness, record.dumps())
    session, window = harness.session, harness.window
    coach = session.coach
    coach.iterations = 12
    assert session.files.open_file(path)
    assert coach.analyse_action.isEnabled()
    coach.analyse_action.trigger()
    qtbot.waitUntil(lambda: coach.review is not None, timeout=60000)
    assert coach.progress_dialog is None
    assert coach.panel.isVisible()
    assert session.reviews.active
    review = coach.review
    assert review is not None
    index = next(i for i, d in enumerate(review.decisions)
                 if (d.round, d.play) == (round_number, play_number))
    # Only marked decisions are rows, each naming the tile and its place.
    assert coach.rows == [i for i, d in enumerate(review.decisions) if d.mark is not None]
    assert coach.panel.decisions.count() == len(coach.rows)
    row = coach.rows.index(index)
    item = coach.panel.decisions.item(row)
    assert item.text().startswith("??")
    assert "blunder" in item.text()
    decision = review.decisions[index]
    assert f"{decision.best.move.tile.bracketed()} " in item.text()
    if decision.best.move.at is not None:
        assert f" on {decision.best.move.at.bracketed()} (" in item.text()
    assert "declining a play that wins the match is always a blunder" in \
        coach.panel.summary.text()
    assert "Accuracy" in coach.panel.summary.text()
    # The cache is kept beside the save; the save itself is not touched.
    assert cache_path(path).is_file()
    assert path.read_text(encoding="utf-8") == record.dumps()

    # Choosing the row with the keyboard steps review to the position of the decision.
    coach.panel.decisions.setCurrentRow(0)
    coach.panel.decisions.setFocus()
    qtbot.keyClick(coach.panel.decisions, Qt.Key.Key_End)
    coach.panel.decisions.setCurrentRow(row)
    position = session.reviews.mode.position
    assert position is not None
    assert (position.round, position.play) == (round_number, play_number - 1)
    best = review.decisions[index].best.move
    qtbot.waitUntil(lambda: not window.scene.layout_pending)
    assert [g.move for g in window.scene.ghosts] == [best]
    assert "wins the match" in coach.panel.reason.text()
    assert "Blunder" in coach.panel.reason.text()

    # The score sheet marks the decision under its round; clicking the mark selects it.
    sheet = window.scores.sheet
    marks = [(top.child(i), top) for top in (sheet.topLevelItem(k)
                                             for k in range(sheet.topLevelItemCount()))
             if top is not None for i in range(top.childCount())
             if top.child(i).text(0) == "??"]
    mark, round_item = next((m, r) for m, r in marks
                            if f"play {play_number}, blunder" in m.text(1))
    assert f"Round {round_number}" in round_item.text(0)
    coach.panel.decisions.blockSignals(True)
    coach.panel.decisions.setCurrentRow(-1)
    coach.panel.decisions.blockSignals(False)
    sheet.scrollToItem(mark)
    rect = sheet.visualItemRect(mark)
    qtbot.mouseClick(sheet.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert coach.panel.decisions.currentRow() == row

    # Try again: the same position, the same hidden tiles, and the human to move.
    assert coach.panel.try_again.isEnabled()
    qtbot.mouseClick(coach.panel.try_again, Qt.MouseButton.LeftButton)
    c = harness.controller
    assert not c.frozen
    assert not session.reviews.active
    again = replay(record, upto=(round_number, play_number - 1)).current
    assert again is not None
    assert c.round.dealt == again.dealt
    assert c.round.deck == again.deck
    assert len(c.round.plays) == play_number - 1
    assert c.human_to_move() == 0

    # The panel stays with its game, played on from one of its positions; beside it the
    # table keeps room (the score panel goes below it rather than squeeze it).
    assert coach.panel.isVisible()
    assert coach.panel.decisions.count() == len(coach.rows)
    QApplication.processEvents()
    assert window.view.width() >= 600
    # Another game: the panel closes, emptied, and its analysis is gone.
    start_game(harness)
    assert not coach.panel.isVisible()
    assert coach.panel.decisions.count() == 0
    assert coach.panel.summary.text() == ""
    assert coach.review is None


def test_analysis_can_be_cancelled(qtbot, make_harness):
    harness = make_harness()
    start_game(harness)
    coach = harness.session.coach
    coach.iterations = 100_000
    assert coach.analyse()
    assert coach.progress_dialog is not None
    qtbot.waitUntil(lambda: coach._progress is not None and coach._progress.total >= 0)
    cancel = coach.progress_dialog.findChild(QPushButton)
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert coach.progress_dialog is None
    assert not coach.worker.busy
    assert coach.review is None
    assert coach.analyse_action.isEnabled()
    assert not harness.session.reviews.active
    # A new game while a review runs drops the review.
    assert coach.analyse()
    start_game(harness)
    assert not coach.worker.busy
    assert coach.progress_dialog is None
    # The work itself stops within a sampled deal, so closing does not wait long.
    harness.window.close()
    assert coach.worker.running == 0


def test_the_commitment_shows_during_the_round_and_the_seed_after(qtbot, make_harness):
    harness = make_harness()
    start_game(harness)
    coach, c = harness.session.coach, harness.controller
    proof = c.round.proof
    assert proof is not None
    assert coach.deal_label.text().startswith("Deal commitment ")
    assert proof.commitment[:16] in coach.deal_label.text()
    assert proof.commitment in coach.deal_label.toolTip()
    # The autosave holds the commitment, never the seed of the round in play.
    autosave = harness.session.saves.autosave_path.read_text(encoding="utf-8")
    assert proof.commitment in autosave
    assert proof.seed is not None
    assert proof.seed.hex() not in autosave
    assert proof.seed.hex() in seals_path(harness.session.saves.data_dir).read_text(
        encoding="utf-8")
    assert not coach.replay_deal_action.isEnabled()
    while not c.round.is_over and not c.match.is_over:
        c.match.apply(c.match.legal_actions()[0])
    c.round_over.emit(c.round.number)
    harness.session.update_actions()
    assert coach.replay_deal_action.isEnabled()
    assert coach.deal_label.text().startswith("Deal seed ")
    assert proof.seed.hex() in coach.deal_label.toolTip()


def test_check_the_deals_through_the_window(qtbot, make_harness, tmp_path):
    harness = make_harness()
    text = _finished_record_text()
    session = harness.session
    assert session.files.open_file(_save(harness, text))
    harness.told.clear()
    assert session.coach.verify()
    title, words = harness.told[-1]
    assert title == "Check the deals"
    assert "Every deal matches its commitment." in words
    assert "Round 1: the deal is the one committed to." in words

    doc = json.loads(text)
    seed = doc["rounds"][0]["deal"]["seed"]
    doc["rounds"][0]["deal"]["seed"] = ("1" if seed[0] == "0" else "0") + seed[1:]
    session.reviews.stop()
    assert session.files.open_file(_save(harness, json.dumps(doc), "tampered"))
    session.coach.verify_action.trigger()
    _, words = harness.told[-1]
    assert "Round 1: the deal does NOT match its commitment." in words
    assert "Not every deal can be shown" in words


def test_replay_this_deal_turns_the_seats(qtbot, make_harness):
    harness = make_harness()
    text = _finished_record_text()
    session, coach, c = harness.session, harness.session.coach, harness.controller
    assert session.files.open_file(_save(harness, text))
    mode = session.reviews.mode
    mode.first()
    assert coach.replay_deal_action.isEnabled()
    first = json.loads(text)["rounds"][0]
    seed = bytes.fromhex(first["deal"]["seed"])
    coach.replay_deal_action.trigger()
    assert not session.reviews.active
    round_ = c.round
    assert round_.number == 1
    hands, boneyard = fair_deal(FIVE_UP, 2, seed)
    assert round_.dealt == (hands[1], hands[0])
    assert round_.deck == boneyard
    assert [str(t) for t in round_.dealt[0]] == first["hands"][1]
    assert round_.proof is not None
    assert round_.proof.turn == 1


def test_watch_mode_plays_computers_with_every_hand_on_request(qtbot, make_harness):
    harness = make_harness()
    coach, window, c = harness.session.coach, harness.window, harness.controller
    dialog = coach.watch_dialog()
    dialog.pace.setValue(0)
    dialog.all_hands.setChecked(True)
    setup = dialog.setup()
    dialog.accept()
    assert all(s.is_ai for s in c.setup.seats)
    assert len(c.setup.seats) == len(setup.seats)
    assert c.pace_ms == 0
    assert coach.all_hands_action.isEnabled()
    assert coach.all_hands_action.isChecked()
    state = window.table_state()
    assert state is not None
    assert all(seat.hand is not None for seat in state.seats)
    backs = [item for items in window.scene.back_items.values() for item in items]
    assert backs
    assert all(item.face_up for item in backs)
    start = c.move_number
    qtbot.waitUntil(lambda: c.move_number >= start + 3 or c.round.is_over, timeout=20000)
    coach.all_hands_action.setChecked(False)
    state = window.table_state()
    assert state is not None
    assert sum(seat.hand is not None for seat in state.seats) <= 1 or state.reveal
    if not state.reveal:
        assert not any(item.face_up for items in window.scene.back_items.values()
                       for item in items)
    # With a person at the table every hand stays hidden.
    start_game(harness)
    assert not coach.all_hands_action.isEnabled()
    coach.all_hands_action.setChecked(True)
    assert not window.show_all_hands


def test_the_seals_file_is_read_as_hostile(make_harness, tmp_path):
    harness = make_harness()
    folder = harness.session.saves.data_dir
    folder.mkdir(parents=True, exist_ok=True)
    good_seed = bytes(range(32))
    from dominoes_qt.engine.fairdeal import commitment

    entries: list[Any] = [
        {"commitment": commitment("five-up-61", 2, good_seed), "seed": good_seed.hex(),
         "variant": "five-up-61", "players": 2},
        {"commitment": "0" * 64, "seed": good_seed.hex(), "variant": "five-up-61",
         "players": 2},
        {"commitment": 5, "seed": "zz", "variant": "chess", "players": 9},
        "junk",
    ]
    seals_path(folder).write_text(json.dumps({"version": 1, "seeds": entries}),
                                  encoding="utf-8")
    assert load_seals(folder, harness.session.seeds) == 1
    for junk in (b"\xff", b"[[[[", b"{\"seeds\": 3}"):
        seals_path(folder).write_bytes(junk)
        assert load_seals(folder, harness.session.seeds) == 0


def _sealed_round(harness: Harness) -> tuple[int, DealProof]:
    """The number and proof (with its seed) of the round being played."""
    c = harness.controller
    proof = c.round.proof
    assert proof is not None
    assert proof.seed is not None
    assert not c.round.is_over
    return c.round.number, proof


def _play_out_the_round(qtbot: Any, harness: Harness) -> None:
    c = harness.controller
    while human_step(qtbot, harness):
        pass
    qtbot.waitUntil(lambda: c.round.is_over or c.match.is_over, timeout=20000)


def _revealed(harness: Harness, number: int) -> object:
    record = harness.session.record()
    assert record is not None
    return record.rounds[number - 1].extra["deal"]


def test_the_window_deals_into_its_one_keeper(qtbot, make_harness):
    harness, other = make_harness(), make_harness()
    session, c = harness.session, harness.controller
    assert session.seeds is c.seeds
    assert other.session.seeds is not session.seeds
    start_game(harness)
    assert c.match.seeds is session.seeds
    _, proof = _sealed_round(harness)
    assert session.seeds.complete(proof.sealed()) == proof
    assert other.session.seeds.complete(proof.sealed()) == proof.sealed()


def test_a_round_saved_and_reopened_in_the_same_window_reveals_its_seed(
        qtbot, make_harness, tmp_path):
    harness = make_harness()
    start_game(harness)
    c = harness.controller
    number, proof = _sealed_round(harness)
    path = tmp_path / f"mid-round{paths.SAVE_SUFFIX}"
    assert harness.session.files.save_as(path)
    assert proof.seed is not None
    assert proof.seed.hex() not in path.read_text(encoding="utf-8")
    assert harness.session.files.open_file(path)
    assert c.round.proof == proof
    _play_out_the_round(qtbot, harness)
    assert _revealed(harness, number) == proof.to_json(reveal=True)


def test_a_round_undone_in_the_window_still_reveals_its_seed(qtbot, make_harness):
    harness = make_harness()
    start_game(harness)
    c = harness.controller
    number, proof = _sealed_round(harness)
    for _ in range(30):
        assert wait_for_decision(qtbot, harness)
        if len(c.match.legal_actions()) > 1:
            break
        human_step(qtbot, harness)
    human_step(qtbot, harness, choice=1)
    qtbot.waitUntil(lambda: c.human_to_move() is not None or c.round.is_over, timeout=10000)
    # The record undo replays holds only the commitment: the seed comes from the keeper.
    assert harness.session.undoing.undo()
    assert c.round.number == number
    assert c.round.proof == proof
    _play_out_the_round(qtbot, harness)
    assert _revealed(harness, number) == proof.to_json(reveal=True)


@pytest.mark.parametrize("keep_seals", [True, False])
def test_a_new_window_resumes_a_round_with_its_seed_from_the_seals_file(
        qtbot, make_harness, keep_seals):
    first = make_harness()
    start_game(first)
    number, proof = _sealed_round(first)
    first.window.close()
    if not keep_seals:
        seals_path(first.session.saves.data_dir).unlink()
    second = make_harness()
    second.session.start()
    c = second.controller
    assert c.round.number == number
    # Nothing is shared between the windows but the files in the data folder.
    assert c.round.proof == (proof if keep_seals else proof.sealed())


def test_a_replayed_deal_setup_is_dealt_exactly(qtbot, make_harness):
    harness = make_harness()
    seed = b"\x05" * 32
    setup = GameSetup(FIVE_UP, (SeatSetup("A"), SeatSetup("B", "ai", "casual")), None, False,
                      (seed, 1))
    harness.window.new_game(setup)
    hands, boneyard = fair_deal(FIVE_UP, 2, seed, 1)
    assert harness.controller.match.rounds[0].dealt == hands
    assert harness.controller.match.rounds[0].deck == boneyard


def test_a_watched_match_goes_on_by_itself_after_each_round(qtbot, make_harness, monkeypatch):
    monkeypatch.setattr(reports_module, "WATCH_REPORT_MS", 30)
    harness = make_harness()
    coach, window, c = harness.session.coach, harness.window, harness.controller
    dialog = coach.watch_dialog()
    dialog.pace.setValue(0)
    dialog.accept()
    qtbot.waitUntil(lambda: window.round_end_dialog is not None, timeout=60000)
    first = c.round.number
    # Nobody presses Next round: the report closes itself and the next round is dealt.
    qtbot.waitUntil(lambda: c.match.is_over or c.round.number > first, timeout=20000)


def test_leaving_the_review_closes_the_coach_panel(qtbot, make_harness):
    harness = make_harness()
    start_game(harness)
    play_plays(qtbot, harness, 3)
    assert wait_for_decision(qtbot, harness)
    session, window = harness.session, harness.window
    QApplication.processEvents()
    width = window.view.width()
    coach = session.coach
    coach.iterations = 4
    assert coach.analyse()
    qtbot.waitUntil(lambda: coach.review is not None, timeout=60000)
    assert coach.panel.isVisible()
    assert session.reviews.active
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not session.reviews.active
    assert not coach.panel.isVisible()
    QApplication.processEvents()
    assert window.view.width() == width
