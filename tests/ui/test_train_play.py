"""A Mexican Train match played in the real window (offscreen): the person clicks a hand
tile and then its ghost, or Draw, or Pass/Stop, against computer seats, to the round's end;
the score sheet shows the round and Next round deals the next; the match ends."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from dominoes_qt import paths
from dominoes_qt.engine.trains import DRAW, PASS, STOP, TrainMatch
from dominoes_qt.games.mexican_train import TRAIN_RULES
from dominoes_qt.ui.train_state import playable
from tests.ui.conftest import click_scene
from tests.ui.session_harness import harness_factory, start_game

TURNS = 400
"""More of the person's turns than any round can take (a guard against a stuck loop)."""


def _match(window: Any) -> TrainMatch:
    match: TrainMatch | None = window.trains.match
    assert match is not None
    return match


def _history(window: Any) -> int:
    current = _match(window).current
    assert current is not None
    return len(current.history)


def _round_over(window: Any) -> bool:
    current = _match(window).current
    return current is not None and current.end is not None


def _take_turn(window: Any, qtbot: Any) -> str:
    """One action of the person through the window, as a player would: returns what."""
    view = window.trains.view()
    # The person is told it is their turn and what they may do.
    prompt = window.message.text()
    assert "Your turn" in prompt
    tiles = playable(view)
    if DRAW in view.legal:
        assert "draw a tile (D)" in prompt
    if STOP in view.legal:
        assert "or stop (P)" in prompt
    if tiles:
        tile = min(tiles)
        item = window.scene.hand_items[tile]
        click_scene(qtbot, window, item.mapToScene(item.boundingRect().center()))
        ghosts = window.scene.ghosts
        assert ghosts, f"no ghost for {tile}"
        assert {g.move for g in ghosts} == {a for a in view.legal
                                            if getattr(a, "tile", None) == tile}
        ghost = ghosts[0]
        before = _history(window)
        click_scene(qtbot, window, ghost.mapToScene(ghost.boundingRect().center()))
        assert _history(window) > before, "the ghost click played nothing"
        return "play"
    if DRAW in view.legal:
        assert window.draw_button.isEnabled()
        qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
        return "draw"
    assert STOP in view.legal or PASS in view.legal
    assert window.pass_button.isEnabled()
    qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
    return "stop" if STOP in view.legal else "pass"


def _play_round(window: Any, qtbot: Any) -> list[str]:
    done: list[str] = []
    for _ in range(TURNS):
        qtbot.waitUntil(lambda: _round_over(window) or window.trains.view().my_turn,
                        timeout=20000)
        if _round_over(window):
            return done
        done.append(_take_turn(window, qtbot))
    raise AssertionError("the round did not end")


def test_a_person_plays_a_whole_round_against_computers(make_window: Any,
                                                        qtbot: Any) -> None:
    window = make_window()
    window.new_train_game(TRAIN_RULES, 4, seed=5)
    match = _match(window)
    assert window.scene.state is not None
    assert window.scene.state.trains is not None
    done = _play_round(window, qtbot)
    assert "play" in done
    round_ = match.current
    assert round_ is not None
    assert round_.end is not None
    # Every seat's computer moved: each shows in the round's history.
    assert {e.seat for e in round_.history} == {0, 1, 2, 3}
    # The score sheet holds the round's points and the totals.
    sheet = window.scores.train_sheet
    assert sheet.isVisible()
    assert match.round_scores == [round_.scores()]
    assert sheet.cell_text(0, 0) == str(round_.scores()[0])
    assert "Round 1 over" in window.message.text()
    # Next round deals round 2 with the next engine.
    assert window.pass_button.isEnabled()
    assert window.pass_button.text() == "Next round (P)"
    qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
    assert len(match.rounds) == 2
    assert match.current is not None
    assert match.current.engine.a == 11


def test_a_short_match_ends_with_the_lowest_total(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    window.new_train_game(TRAIN_RULES.with_options(rounds=1, set=9), 3, seed=2)
    _play_round(window, qtbot)
    match = _match(window)
    assert match.is_over
    winners = ", ".join(window.trains.names[s] for s in match.winners)
    assert f"Match over: {winners} won" in window.message.text()
    assert not window.pass_button.isEnabled()
    assert not window.trains.next_round()


def test_a_line_game_after_a_train_game_takes_the_window_back(make_window: Any,
                                                               qtbot: Any) -> None:
    from dominoes_qt.ui.new_game import default_setup
    window = make_window()
    window.new_train_game(TRAIN_RULES, 2, seed=1)
    window.new_game(default_setup())
    assert not window.trains.active
    qtbot.waitUntil(lambda: window.scene.state is not None
                    and window.scene.state.trains is None, timeout=5000)
    assert window.controller.match is not None
    assert not window.controller.frozen


def test_the_keys_choose_and_play_a_train_tile(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    window.new_train_game(TRAIN_RULES, 2, seed=3)
    qtbot.waitUntil(lambda: window.trains.view().my_turn, timeout=20000)
    view = window.trains.view()
    tiles = playable(view)
    assert tiles, "the seed gives the person a play on their first turn"
    hand = list(view.hand)
    index = min(hand.index(t) for t in tiles)
    window.choices.choose_tile(index)
    assert window.trains.selected == hand[index]
    before = _history(window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert _history(window) > before


@pytest.fixture
def make_harness(qtbot: Any) -> Iterator[Any]:
    yield from harness_factory(qtbot)


def test_saving_a_train_match_is_refused_with_a_reason(make_harness: Any,
                                                       tmp_path: Path) -> None:
    harness = make_harness()
    start_game(harness)
    harness.window.new_train_game(TRAIN_RULES, 3, seed=4)
    told: list[tuple[str, str]] = []
    harness.session.reported.connect(lambda title, text: told.append((title, text)))
    path = tmp_path / f"trains{paths.SAVE_SUFFIX}"
    assert not harness.session.files.save_as(path)
    assert not harness.session.files.save()
    assert not path.exists()
    assert told
    assert told[0][0] == "Not saved"
    assert "Mexican Train" in told[0][1]


def test_the_game_menu_offers_mexican_train_for_two_to_eight(make_window: Any) -> None:
    window = make_window()
    menus = [a.menu() for a in window.game_menu.actions() if a.menu() is not None]
    train = next(m for m in menus if m.title() == "New Mexican Train game")
    entries = train.actions()
    assert [a.text() for a in entries][:2] == ["&2 players, you against computers",
                                               "&3 players, you against computers"]
    assert len(entries) == 7
    entries[-1].trigger()
    assert window.trains.active
    assert len(window.trains.names) == 8
    assert window.trains.levels.count(None) == 1


def test_the_train_table_stays_over_an_earlier_line_match(make_window: Any,
                                                          qtbot: Any) -> None:
    from dominoes_qt.ui.new_game import default_setup
    window = make_window(default_setup())
    qtbot.waitUntil(lambda: window.presenter.view is not None, timeout=5000)
    window.new_train_game(TRAIN_RULES, 3, seed=6)
    # A refresh of the window (new preferences, a resize) shows the train table, not the
    # line match the controller still holds.
    window.refresh()
    state = window.scene.state
    assert state is not None
    assert state.trains is not None
    assert window.scores.train_sheet.isVisible()
    # A line match the controller begins by itself (undo, a file opened) takes it back.
    window.controller.start(default_setup())
    assert not window.trains.active
    assert not window.scores.train_sheet.isVisible()


def test_stop_ends_a_first_turns_run(make_window: Any, qtbot: Any) -> None:
    from dominoes_qt.engine.trains import TrainStopped
    window = make_window()
    for seed in range(40):
        window.new_train_game(TRAIN_RULES, 2, seed=seed)
        qtbot.waitUntil(lambda: window.trains.view().my_turn, timeout=20000)
        view = window.trains.view()
        own = [a for a in view.legal if getattr(a, "train", None) == 0
               and not a.tile.is_double]
        if not view.first_turn or not own:
            continue
        assert window.trains.play_move(own[0])
        view = window.trains.view()
        if view.my_turn and STOP in view.legal:
            break
    else:
        raise AssertionError("no seed gives the person a run to stop")
    assert window.pass_button.text() == "Stop (P)"
    assert "or stop (P)" in window.message.text()
    qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
    round_ = _match(window).current
    assert round_ is not None
    assert TrainStopped(0) in round_.history


def test_a_refused_action_is_told_in_the_windows_words(make_window: Any,
                                                        qtbot: Any) -> None:
    from dominoes_qt.engine.trains import TrainRefusal
    from dominoes_qt.ui.train_play import refusal_text
    window = make_window()
    window.new_train_game(TRAIN_RULES, 2, seed=3)
    qtbot.waitUntil(lambda: window.trains.view().my_turn, timeout=20000)
    assert playable(window.trains.view())
    before = _history(window)
    assert not window.draw()
    assert _history(window) == before
    assert window.message.text() == refusal_text(TrainRefusal.MUST_PLAY)
    assert window.message.text() == "You can play, so you must play."
    # Every refusal has words of its own.
    texts = {refusal_text(r) for r in TrainRefusal}
    assert len(texts) == len(TrainRefusal)


def test_the_reading_keys_read_the_train_table(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    window.new_train_game(TRAIN_RULES, 3, seed=8)
    qtbot.waitUntil(lambda: window.trains.view().my_turn, timeout=20000)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_O)
    said = window.announcer.history[-1]
    assert "Mexican" in said
    board = window.access.reader.board()
    assert board
    assert any("Station" in line.name for line in board)


def test_the_menu_asks_before_leaving_a_line_match(make_harness: Any, qtbot: Any) -> None:
    harness = make_harness()
    harness.session.prefs = replace(harness.session.prefs, confirm_abandon=True)
    start_game(harness)
    qtbot.waitUntil(harness.session.in_progress, timeout=5000)
    menus = [a.menu() for a in harness.window.game_menu.actions() if a.menu() is not None]
    train = next(m for m in menus if m.title() == "New Mexican Train game")
    harness.answer = False
    train.actions()[0].trigger()
    assert harness.asked
    assert harness.asked[-1][0] == "Abandon the match?"
    assert not harness.window.trains.active
    harness.answer = True
    train.actions()[0].trigger()
    assert harness.window.trains.active
