"""Review mode: stepping through a record, the score sheet, and playing on from a position."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dominoes_qt.engine.record import replay
from dominoes_qt.storage.saves import SaveStore
from dominoes_qt.ui.review import cut, walk
from tests.storage.helpers import play_to_end, players_for, position, random_match
from tests.ui.session_harness import (
    harness_factory,
    play_plays,
    start_game,
    wait_for_decision,
)


@pytest.fixture
def make_harness(qtbot):
    yield from harness_factory(qtbot)



def test_every_position_of_a_record_matches_a_replay_up_to_it():
    from dominoes_qt.engine.record import record_of

    record = record_of(play_to_end(random_match("five-up-61", 3, 8, 0), 9), players_for(3))
    positions, snapshots = walk(record)
    assert positions[0].round == 1
    assert positions[0].play == 0
    assert len(positions) == sum(len(r.plays) + 1 for r in record.rounds)
    for pos, snap in list(zip(positions, snapshots, strict=True))[::7]:
        replayed = replay(record, upto=(pos.round, pos.play))
        assert snap.rounds[-1].board.tiles == replayed.rounds[-1].board.tiles
        assert len(replayed.events) <= pos.events
    assert snapshots[-1].winner is not None
    assert positions[-1].events == len(replay(record).events)
    shorter = cut(record, positions[5])
    assert len(shorter.rounds) == positions[5].round
    assert len(shorter.rounds[-1].plays) == positions[5].play


def test_review_steps_back_and_forward_with_play_controls_off(qtbot, make_harness):
    harness = make_harness()
    start_game(harness)
    play_plays(qtbot, harness, 3)
    assert wait_for_decision(qtbot, harness)
    c, window, session = harness.controller, harness.window, harness.session
    live = position(c.match)
    tiles_now = len(c.round.board)

    assert session.reviews.review_current()
    review = session.reviews.mode
    assert review.active
    assert session.reviews.bar.isVisible()
    assert c.frozen
    assert c.human_to_move() is None
    assert not window.draw_button.isEnabled()
    assert not window.pass_button.isEnabled()
    # The position is one where the human had plays; while reviewing they are refused.
    assert not c.play(c.match.legal_actions()[0])
    last = review.index
    assert session.reviews.bar.banner.text() == \
        f"Reviewing — round 1, play {review.position.play}"
    assert len(c.round.board) == tiles_now

    review.back()
    assert review.index == last - 1
    assert len(c.round.board) == tiles_now - 1
    qtbot.keyClick(window.view, Qt.Key.Key_Left)
    assert review.index == last - 2
    qtbot.keyClick(window.view, Qt.Key.Key_Home)
    assert review.index == 0
    assert len(c.round.board) == 0
    assert "play 0" in session.reviews.bar.banner.text()
    assert not session.reviews.bar.back.isEnabled()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert len(c.round.board) == 1
    qtbot.keyClick(window.view, Qt.Key.Key_End)
    assert review.index == last
    assert not session.undoing.undo_action.isEnabled()
    assert not session.files.save_action.isEnabled()

    # Leaving review puts the game in progress back as it was, and play goes on.
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not review.active
    assert not c.frozen
    assert not session.reviews.bar.isVisible()
    assert wait_for_decision(qtbot, harness)
    assert position(c.match) == live


def test_play_on_from_an_earlier_position_resumes_there(qtbot, make_harness):
    harness = make_harness()
    start_game(harness)
    play_plays(qtbot, harness, 3)
    assert wait_for_decision(qtbot, harness)
    c, session = harness.controller, harness.session
    dealt = c.round.dealt
    session.reviews.review_current()
    session.reviews.mode.first()
    session.reviews.mode.forward()
    session.reviews.mode.forward()
    assert session.reviews.bar.play_on.isEnabled()
    first_two = list(c.round.plays)
    session.reviews.bar.play_on.trigger()

    assert not session.reviews.mode.active
    assert not c.frozen
    assert c.round.plays[:2] == first_two
    assert c.round.dealt == dealt
    qtbot.waitUntil(lambda: c.human_to_move() is not None, timeout=10000)
    # The autosave now holds the match played on from there.
    stored = SaveStore.for_app().open(SaveStore.for_app().autosave_path)
    assert [p.move for p in stored.record.rounds[-1].plays][:2] == [m for _, m in first_two]
    assert len(stored.record.rounds[-1].plays) < 6


def test_clicking_a_score_event_reviews_that_moment(qtbot, make_harness):
    from dominoes_qt.engine.record import record_of

    match = play_to_end(random_match("five-up-61", 2, 3, 0), 4)
    record = record_of(match, players_for(2))
    harness = make_harness()
    session = harness.session
    session.reviews.start_review(record)
    assert session.reviews.mode.active
    # A finished match with nothing behind it: leaving shows it as it ended.
    assert session.reviews.bar.leave.isEnabled()
    event = 2
    session.window.scores.event_activated.emit(event)
    shown = harness.controller.match
    assert len(shown.events) > event
    assert len(shown.events) == session.reviews.mode.position.events
    # One play earlier the event had not happened yet.
    session.reviews.mode.back()
    assert len(harness.controller.match.events) <= event


def test_reviewing_a_shorter_game_after_a_longer_one_starts_at_its_own_end(qtbot, make_harness):
    from dominoes_qt.engine.record import record_of

    longer = record_of(play_to_end(random_match("five-up-61", 2, 3, 0), 4), players_for(2))
    shorter = record_of(play_to_end(random_match("five-up-61", 2, 5, 0), 1), players_for(2))
    long_walk, short_walk = len(walk(longer)[0]), len(walk(shorter)[0])
    if long_walk < short_walk:
        longer, shorter, long_walk, short_walk = shorter, longer, short_walk, long_walk
    assert short_walk < long_walk
    harness = make_harness()
    session = harness.session
    mode = session.reviews.mode
    positions: list[int] = []
    # Whoever listens to the review starting sees a position of the game now reviewed.
    mode.active_changed.connect(lambda active: positions.append(
        -1 if mode.position is None else mode.index) if active else None)
    session.reviews.start_review(longer)
    assert mode.index == long_walk - 1
    qtbot.keyClick(session.window.view, Qt.Key.Key_Escape)
    assert not mode.active
    session.reviews.start_review(shorter)
    assert mode.active
    assert mode.index == short_walk - 1
    assert mode.position == walk(shorter)[0][-1]
    assert positions == [long_walk - 1, short_walk - 1]
