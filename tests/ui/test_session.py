"""The window's session: autosave and resume, save and open, bad files, undo, statistics."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt import paths
from dominoes_qt.engine import Move
from dominoes_qt.engine.record import GameRecord, record_of, replay
from dominoes_qt.games import SEVEN_ROCKS
from dominoes_qt.storage import atomic
from dominoes_qt.storage.prefs import Preferences
from dominoes_qt.storage.progress import ProgressStore
from dominoes_qt.storage.saves import MatchInfo, SaveStore
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui.new_game import NewGameDialog
from tests.storage.helpers import play_to_end, players_for, position, random_match
from tests.storage.test_bad_files import CASES
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



def _table(harness: Harness) -> dict[str, Any]:
    """The position as the window holds it, and what its table shows."""
    c = harness.controller
    return {"match": position(c.match), "board": tuple(harness.window.scene.board_items),
            "hand": tuple(sorted(harness.window.scene.hand_items)),
            "scores": harness.window.scores.scores}


def test_autosave_then_a_new_window_offers_to_resume_the_same_position(qtbot, make_harness):
    first = make_harness()
    start_game(first)
    play_plays(qtbot, first, 3)
    assert wait_for_decision(qtbot, first)
    before = _table(first)
    assert len(before["board"]) >= 5
    info = first.session.info
    first.window.close()

    second = make_harness()
    second.session.start()
    assert len(second.asked) == 1
    assert "unfinished match" in second.asked[0][1]
    assert wait_for_decision(qtbot, second)
    assert _table(second) == before
    assert second.session.info == info
    assert second.window.new_game_dialog is None


def test_declining_to_resume_asks_for_a_new_game(qtbot, make_harness):
    first = make_harness()
    start_game(first)
    play_plays(qtbot, first, 1)
    first.window.close()
    second = make_harness()
    second.answer = False
    second.session.start()
    assert second.controller.match is None
    assert isinstance(second.window.new_game_dialog, NewGameDialog)
    second.window.new_game_dialog.reject()


def test_a_damaged_autosave_resumes_from_its_backup_and_says_so(qtbot, make_harness):
    first = make_harness()
    start_game(first)
    play_plays(qtbot, first, 2)
    assert wait_for_decision(qtbot, first)
    first.window.close()
    store = SaveStore.for_app()
    backup = replay(SaveStore.for_app().open(store.autosave_backup_path).record)
    store.autosave_path.write_text('{"format": "dominoes-qt-record", "vers')

    second = make_harness()
    second.session.start()
    assert "backup" in second.asked[0][1]
    assert len(second.controller.match.rounds[-1].plays) == len(backup.rounds[-1].plays)


def test_save_then_open_gives_the_identical_position(qtbot, make_harness, tmp_path):
    harness = make_harness()
    start_game(harness)
    play_plays(qtbot, harness, 2)
    assert wait_for_decision(qtbot, harness)
    saved = _table(harness)
    path = tmp_path / f"mine{paths.SAVE_SUFFIX}"
    assert harness.session.files.save_as(path)
    assert harness.session.files.current_path == path
    assert SaveStore.for_app().recent()[0] == path.resolve()
    play_plays(qtbot, harness, 2)
    assert _table(harness) != saved

    assert harness.session.files.open_file(path)
    assert wait_for_decision(qtbot, harness)
    assert _table(harness) == saved
    assert harness.told == []


def test_save_without_a_file_asks_for_one_and_a_failed_save_is_reported(
        qtbot, make_harness, tmp_path):
    harness = make_harness()
    start_game(harness)
    asked: list[Path] = []

    def no_file(suggested: Path) -> None:
        asked.append(suggested)

    harness.session.files.ask_save_path = no_file
    assert not harness.session.files.save()
    assert asked[0].name.endswith(paths.SAVE_SUFFIX)
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    assert not harness.session.files.save_as(blocker / f"inside{paths.SAVE_SUFFIX}")
    assert harness.told
    assert harness.told[-1][0] == "Save failed"
    assert harness.controller.match is not None


@pytest.mark.parametrize("kind", ["not-json", "empty", "truncated", "other-format",
                                  "newer-version", "illegal-play", "not-text", "a-folder"])
def test_a_bad_file_is_named_with_place_and_reason_and_the_game_is_untouched(
        qtbot, make_harness, tmp_path, kind):
    content, _, place, words = CASES[kind]
    path = tmp_path / f"bad-{kind}{paths.SAVE_SUFFIX}"
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    harness = make_harness()
    start_game(harness)
    play_plays(qtbot, harness, 1)
    assert wait_for_decision(qtbot, harness)
    before = _table(harness)
    autosave = SaveStore.for_app().autosave_path.read_bytes()

    assert not harness.session.files.open_file(path)
    assert len(harness.told) == 1
    title, text = harness.told[0]
    assert title == "Cannot open the game"
    assert path.name in text
    if place is not None:
        assert f"Where: {place}" in text
    assert words in text
    assert _table(harness) == before
    assert SaveStore.for_app().autosave_path.read_bytes() == autosave
    if content is not None:
        assert path.read_bytes() == content
    assert harness.controller.human_to_move() == 0


def test_a_failed_autosave_is_told_once_and_play_goes_on(qtbot, make_harness, monkeypatch):
    harness = make_harness()
    start_game(harness)
    calls: list[int] = []

    def broken(text: object) -> None:
        calls.append(1)
        raise atomic.WriteError(Path("autosave.json"), "the disk is full")

    monkeypatch.setattr(harness.session.saves, "autosave_text", broken)
    play_plays(qtbot, harness, 3)
    assert len(calls) >= 4
    assert [title for title, _ in harness.told] == ["Autosave failed"]
    assert "the disk is full" in harness.told[0][1]
    assert len(harness.controller.round.plays) >= 4


def test_undo_gives_back_the_exact_position_and_boneyard_order(qtbot, make_harness):
    harness = make_harness()
    start_game(harness)
    c = harness.controller
    # Find a moment where the human has a real choice, then play it.
    for _ in range(30):
        assert wait_for_decision(qtbot, harness)
        if len(c.match.legal_actions()) > 1 and isinstance(c.match.legal_actions()[0], Move):
            break
        human_step(qtbot, harness)
    before = _table(harness)
    deck = c.round.deck
    assert harness.session.undoing.can_undo() is (len(c.round.plays) > 0 and any(
        seat == 0 for seat, _ in c.round.plays))
    human_step(qtbot, harness, choice=1)
    qtbot.waitUntil(lambda: c.human_to_move() is not None or c.round.is_over, timeout=10000)
    assert harness.session.undoing.undo_action.isEnabled()

    assert harness.session.undoing.undo()
    assert wait_for_decision(qtbot, harness)
    assert _table(harness) == before
    assert c.round.deck == deck
    assert harness.session.info.undos_used == 1
    stored = SaveStore.for_app().open(SaveStore.for_app().autosave_path)
    assert position(stored.match) == before["match"]
    assert MatchInfo.from_extra(stored.record.extra).undos_used == 1


def test_a_serious_game_has_no_undo_and_no_hints(qtbot, make_harness):
    harness = make_harness()
    start_game(harness)
    dialog_setup = harness.controller.setup
    harness.window.new_game(replace(dialog_setup, serious=True))
    assert harness.session.info.serious
    play_plays(qtbot, harness, 2)
    assert wait_for_decision(qtbot, harness)
    assert not harness.session.undoing.can_undo()
    assert not harness.session.undoing.undo()
    assert not harness.session.undoing.undo_action.isEnabled()
    assert not harness.window.hints_enabled
    assert not harness.window.show_hint()
    assert not harness.window.hint_button.isVisibleTo(harness.window)


def test_hints_are_counted_and_kept_in_the_autosave(qtbot, make_harness):
    harness = make_harness()
    start_game(harness)
    assert wait_for_decision(qtbot, harness)
    with qtbot.waitSignal(harness.window.hint_shown, timeout=20000):
        assert harness.window.show_hint()
    assert harness.session.info.hints_used == 1
    play_plays(qtbot, harness, 1)
    stored = SaveStore.for_app().open(SaveStore.for_app().autosave_path)
    assert MatchInfo.from_extra(stored.record.extra).hints_used == 1


def test_a_new_game_remembers_the_setup_and_asks_before_abandoning(qtbot, make_harness):
    from dominoes_qt.storage.prefs import PrefsStore
    from tests.ui.session_harness import FAST_PREFS

    harness = make_harness(replace_prefs(FAST_PREFS, confirm_abandon=True))
    start_game(harness, SEVEN_ROCKS, 4)
    stored = PrefsStore.for_app().load().value
    assert stored.last_setup.variant == "seven-rocks"
    assert stored.last_setup.players == 4
    assert stored.last_setup.levels == ("beginner", "beginner", "beginner")
    harness.answer = False
    dialog = harness.window.show_new_game_dialog()
    dialog.accept()
    assert harness.asked
    assert "Abandon" in harness.asked[-1][0]
    assert harness.controller.rules is SEVEN_ROCKS
    assert SaveStore.for_app().autosave_path.exists()

    # The next start reads the preferences the last one saved.
    fresh = make_harness(PrefsStore.for_app().load().value)
    offered = fresh.window.show_new_game_dialog()
    assert offered.setup().rules is SEVEN_ROCKS
    assert offered.setup().seats[1].level == "beginner"
    offered.reject()


def replace_prefs(prefs: Preferences, **changes: object) -> Preferences:
    return replace(prefs, **changes)  # type: ignore[arg-type]


def _won_by_seat_zero() -> tuple[GameRecord, Move]:
    """A Seven Rocks record cut just before seat 0 lays the tile that wins the match."""
    for seed in range(200):
        match = play_to_end(random_match("seven-rocks", 4, seed, 0), seed)
        last = match.events[-1]
        if last.wins and last.kind.value == "play" and last.seat == 0:
            record = record_of(match, players_for(4))
            plays = record.rounds[-1].plays
            winning = plays[-1].move
            cut = replace(record.rounds[-1], plays=plays[:-1])
            return replace(record, rounds=[*record.rounds[:-1], cut]), winning
    raise AssertionError("no such match")


def test_a_finished_match_is_counted_in_the_statistics(qtbot, make_harness):
    record, winning = _won_by_seat_zero()
    record = replace(record, extra={"match_id": "match-one"})
    harness = make_harness()
    harness.session.resume_record(record)
    c = harness.controller
    assert wait_for_decision(qtbot, harness)
    assert StatsStore.for_app().load().value.get("seven-rocks", 4).played == 0
    with qtbot.waitSignal(c.match_over, timeout=5000):
        assert c.play(winning)
    stats = StatsStore.for_app().load().value.get("seven-rocks", 4)
    assert stats.played == 1
    assert stats.won == 1
    assert stats.by_level["casual"].won == 1
    assert stats.best_margin == c.match.scores[0] - c.match.scores[1]
    assert SaveStore.for_app().find_resumable() is None
    stored = json.loads(SaveStore.for_app().autosave_path.read_text())
    assert stored["match_id"] == "match-one"
    # Opening the same match again (it is finished) counts nothing twice.
    harness.session.resume_record(record)
    with qtbot.waitSignal(c.match_over, timeout=5000):
        assert c.play(winning)
    assert StatsStore.for_app().load().value.get("seven-rocks", 4).played == 1


def test_opening_a_finished_game_reviews_it_and_counts_nothing(qtbot, make_harness, tmp_path):
    match = play_to_end(random_match("five-up-61", 2, 5, 0), 6)
    path = tmp_path / f"done{paths.SAVE_SUFFIX}"
    SaveStore.for_app().save(path, record_of(match, players_for(2)))
    harness = make_harness()
    assert harness.session.files.open_file(path)
    assert harness.session.reviews.mode.active
    assert harness.controller.frozen
    assert harness.controller.match.winner == match.winner
    assert StatsStore.for_app().load().value.get("five-up-61", 2).played == 0
    assert not harness.session.reviews.bar.play_on.isEnabled()


def test_the_open_option_opens_that_file_in_a_session(qtbot, tmp_path, monkeypatch):
    from dominoes_qt.storage.prefs import Preferences, PrefsStore
    from dominoes_qt.ui import app
    from dominoes_qt.ui.app import open_window

    # Installing translators would outlive this test and change other tests' wording.
    monkeypatch.setattr(app, "install_translations", lambda application, preference: None)

    PrefsStore.for_app().save(Preferences(ai_pace_ms=0, animations=False))
    match = random_match("five-up-61", 2, 12, 15)
    path = tmp_path / f"given{paths.SAVE_SUFFIX}"
    SaveStore.for_app().save(path, record_of(match, players_for(2)))
    window, session = open_window(path)
    qtbot.addWidget(window)
    try:
        # The file opens once the window is on the screen.
        qtbot.waitUntil(lambda: session.files.current_path == path)
        assert session.files.current_path == path
        shown = window.controller.match
        assert shown is not None
        assert position(shown) == position(match)
        assert window.controller.pace_ms == 0
    finally:
        window.controller.shutdown()


def test_a_damaged_statistics_file_is_told_when_a_match_is_counted(qtbot, make_harness):
    record, winning = _won_by_seat_zero()
    path = StatsStore.for_app().path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "games": [[[')
    harness = make_harness()
    harness.session.resume_record(record)
    c = harness.controller
    assert wait_for_decision(qtbot, harness)
    with qtbot.waitSignal(c.match_over, timeout=5000):
        assert c.play(winning)
    told = [text for title, text in harness.told if title == "Statistics"]
    assert len(told) == 1
    assert "could not be read" in told[0]
    assert "kept as" in told[0]
    assert StatsStore.for_app().load().value.get("seven-rocks", 4).played == 1


def test_a_damaged_statistics_file_is_told_when_the_statistics_open(qtbot, make_harness):
    path = StatsStore.for_app().path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "games": "many"')
    harness = make_harness()
    dialog = harness.session.show_statistics()
    told = [text for title, text in harness.told if title == "Statistics"]
    assert len(told) == 1
    assert "kept as" in told[0]
    dialog.close()
    # Told once: the file set aside, the next look finds nothing wrong.
    dialog = harness.session.show_statistics()
    assert len([t for t, _ in harness.told if t == "Statistics"]) == 1
    dialog.close()


def test_a_damaged_autosave_and_backup_are_told_not_dropped_silently(qtbot, make_harness):
    first = make_harness()
    start_game(first)
    play_plays(qtbot, first, 2)
    assert wait_for_decision(qtbot, first)
    first.window.close()
    store = SaveStore.for_app()
    store.autosave_path.write_text('{"format": "dominoes-qt-record", "vers')
    store.autosave_backup_path.write_text("[[[")

    second = make_harness()
    second.session.start()
    assert second.asked == []
    told = [text for title, text in second.told if title == "Unfinished match"]
    assert len(told) == 1
    assert "could not be resumed" in told[0]
    assert "autosave.json.corrupt-" in told[0]
    assert second.controller.match is None
    second.window.new_game_dialog.reject()


def test_no_autosave_at_all_is_not_a_lost_match(qtbot, make_harness):
    harness = make_harness()
    harness.session.start()
    assert harness.told == []
    harness.window.new_game_dialog.reject()


def test_the_first_hint_of_a_rated_match_asks_first_and_then_says_it_is_unrated(
        qtbot, make_harness):
    harness = make_harness()
    start_game(harness)
    assert wait_for_decision(qtbot, harness)
    harness.answer = False
    assert not harness.window.show_hint()
    assert [title for title, _ in harness.asked] == ["Show a hint?"]
    assert "not rated" in harness.asked[0][1]
    assert harness.session.info.hints_used == 0
    harness.answer = True
    with qtbot.waitSignal(harness.window.hint_shown, timeout=20000):
        assert harness.window.show_hint()
    assert "This match is no longer rated" in harness.window.message.text()
    assert len(harness.asked) == 2
    # Asked once a match: the next hint comes at once.
    harness.window.hints.cancel()
    with qtbot.waitSignal(harness.window.hint_shown, timeout=20000):
        assert harness.window.show_hint()
    assert len(harness.asked) == 2


def test_a_match_played_with_hints_is_not_rated(qtbot, make_harness):
    record, winning = _won_by_seat_zero()
    harness = make_harness()
    c = harness.controller
    for match_id, hints in (("with-hints", 3), ("without", 0)):
        harness.session.resume_record(
            replace(record, extra={"match_id": match_id, "hints_used": hints}))
        assert wait_for_decision(qtbot, harness)
        with qtbot.waitSignal(c.match_over, timeout=5000):
            assert c.play(winning)
    progress = ProgressStore.beside(StatsStore.for_app().path).load().value
    assert [m.match_id for m in progress.matches] == ["without"]
    assert progress.rated == 1


def test_the_resume_question_says_which_match(qtbot, make_harness):
    from dominoes_qt.games import FIVE_UP
    from dominoes_qt.ui.texts import game_label

    first = make_harness()
    start_game(first)
    play_plays(qtbot, first, 2)
    assert wait_for_decision(qtbot, first)
    scores = list(first.controller.match.scores)
    first.window.close()
    second = make_harness()
    second.answer = False
    second.session.start()
    question = second.asked[0][1]
    assert f"{game_label(FIVE_UP)}, 2 players, round 1: " in question
    assert f"You {FIVE_UP.display(scores[0])}, Computer 1 {FIVE_UP.display(scores[1])}" \
        in question
    second.window.new_game_dialog.reject()


def test_the_next_start_offers_the_house_rules_last_played(qtbot, make_harness):
    from dominoes_qt.games import rules_of
    from dominoes_qt.storage.prefs import PrefsStore
    from tests.ui.session_harness import FAST_PREFS

    house = rules_of("seven-rocks", {"target": 40, "round-limit": 50})
    harness = make_harness(FAST_PREFS)
    start_game(harness, house, 4, seed=3)
    stored = PrefsStore.for_app().load().value.last_setup
    assert stored.variant == "seven-rocks"
    assert stored.options == house.ruleset.as_dict()
    fresh = make_harness(PrefsStore.for_app().load().value)
    offered = fresh.window.show_new_game_dialog()
    assert offered.setup().rules is house
    assert offered.house.summary.text() == "House rules: target 40, at most 50 rounds."
    offered.reject()
