"""Sound: each event of the table plays its cue once through the sink, none while sound is
off or in the wrong mode; the switch is kept, asked about once, and says how to get sound
where it is missing. The sounds themselves are ours and playable without a codec."""

from __future__ import annotations

import random
import wave
from collections.abc import Callable
from dataclasses import replace
from typing import Any, NamedTuple

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from dominoes_qt.engine import DRAW, PASS, Applied, Match, Move, Refusal
from dominoes_qt.games import FIVE_UP
from dominoes_qt.storage.prefs import PrefsStore
from dominoes_qt.ui.controller import GameController, GameSetup, SeatSetup
from dominoes_qt.ui.sound import (
    INSTALL_HINT,
    Cue,
    FakeOpener,
    QtOpener,
    SoundBoard,
    SoundSettings,
    Unavailable,
    open_qt_sink,
)
from tests.ui.session_harness import (
    FAST_PREFS,
    harness_factory,
    human_step,
    start_game,
    wait_for_human,
)

ON = SoundSettings(on=True, volume=40)
HUMAN_AND_COMPUTER = (SeatSetup("You"), SeatSetup("Olena", "ai", "beginner"))
COMPUTERS = (SeatSetup("Olena", "ai", "beginner"), SeatSetup("Bohdan", "ai", "beginner"))


class _Event(NamedTuple):
    accepted: bool
    raw: int


@pytest.fixture
def make_harness(qtbot: Any) -> Any:
    yield from harness_factory(qtbot)


@pytest.fixture
def table(qtbot: Any) -> Any:
    """A controller at a table that nobody plays on (its signals are sent by the test),
    with a sound board over a fake sink."""
    controller = GameController()
    opener = FakeOpener()
    board = SoundBoard(controller, opener)
    board.apply(ON)

    def seat(seats: tuple[SeatSetup, ...] = HUMAN_AND_COMPUTER, frozen: bool = False) -> None:
        match = Match(FIVE_UP, 2, random.Random(1))
        match.deal_round()
        controller.show_position(GameSetup(FIVE_UP, seats), match)
        controller.frozen = frozen
        opener.sink.played.clear()

    seat()
    yield controller, board, opener.sink, seat
    controller.shutdown()


def _applied(action: Any, *events: _Event) -> Applied:
    return Applied(0, action, None, None, events, None, None)  # type: ignore[arg-type]


def _some_move(controller: GameController) -> Move:
    assert controller.match is not None
    return next(a for a in controller.match.legal_actions() if isinstance(a, Move))


EVENTS: dict[str, tuple[Callable[[GameController], object], Cue]] = {
    "quiet play": (lambda c: c.applied.emit(_applied(_some_move(c))), Cue.LAID),
    "score": (lambda c: c.applied.emit(_applied(_some_move(c), _Event(True, 10))), Cue.SCORED),
    "refused score": (lambda c: c.applied.emit(_applied(_some_move(c), _Event(False, 10))),
                      Cue.REFUSED),
    "draw": (lambda c: c.applied.emit(_applied(DRAW)), Cue.DRAWN),
    "knock": (lambda c: c.applied.emit(_applied(PASS)), Cue.KNOCKED),
    "refused action": (lambda c: c.refused.emit(Refusal.WRONG_SEAT), Cue.REFUSED),
    "round over": (lambda c: c.round_over.emit(1), Cue.ROUND_OVER),
    "match won": (lambda c: c.match_over.emit(0), Cue.WON),
    "match lost": (lambda c: c.match_over.emit(1), Cue.LOST),
}


@pytest.mark.parametrize("event", list(EVENTS))
def test_each_event_plays_its_sound_once(table: Any, event: str) -> None:
    controller, _board, sink, _seat = table
    send, cue = EVENTS[event]
    send(controller)
    assert sink.played == [(cue, 0.4)]


@pytest.mark.parametrize("event", list(EVENTS))
def test_no_sound_when_off(table: Any, event: str) -> None:
    controller, board, sink, _seat = table
    board.apply(replace(ON, on=False))
    EVENTS[event][0](controller)
    assert sink.played == []


@pytest.mark.parametrize("event", list(EVENTS))
@pytest.mark.parametrize("mode", ["review", "watching"])
def test_review_and_watching_are_silent_unless_asked(table: Any, event: str, mode: str) -> None:
    controller, board, sink, seat = table
    if mode == "review":
        seat(frozen=True)
    else:
        seat(COMPUTERS)
    EVENTS[event][0](controller)
    assert sink.played == []
    board.apply(replace(ON, when_watching=True))
    EVENTS[event][0](controller)
    # Watching computers only, a finished match is "won" whoever won it.
    expected = Cue.WON if mode == "watching" and event == "match lost" else EVENTS[event][1]
    assert sink.cues == [expected]


def test_your_turn_sounds_once_when_the_turn_comes(table: Any,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    controller, _board, sink, _seat = table
    to_move: list[int | None] = [0]
    monkeypatch.setattr(controller, "human_to_move", lambda: to_move[0])
    controller.turn_ready.emit()
    # Settling again (after a draw of one's own, say) is not a new turn.
    controller.turn_ready.emit()
    assert sink.cues == [Cue.YOUR_TURN]
    to_move[0] = None
    controller.turn_ready.emit()
    to_move[0] = 0
    controller.turn_ready.emit()
    assert sink.cues == [Cue.YOUR_TURN, Cue.YOUR_TURN]


def test_a_played_tile_sounds_when_it_lands(qtbot: Any) -> None:
    controller = GameController()
    opener = FakeOpener()
    board = SoundBoard(controller, opener, lambda: 30)
    board.apply(ON)
    match = Match(FIVE_UP, 2, random.Random(1))
    match.deal_round()
    controller.show_position(GameSetup(FIVE_UP, HUMAN_AND_COMPUTER), match)
    controller.frozen = False
    opener.sink.played.clear()
    controller.applied.emit(_applied(_some_move(controller)))
    assert opener.sink.played == []
    qtbot.waitUntil(lambda: opener.sink.cues == [Cue.LAID], timeout=2000)
    # Turned off before it lands: it never sounds.
    controller.applied.emit(_applied(_some_move(controller)))
    board.apply(replace(ON, on=False))
    qtbot.wait(80)
    assert opener.sink.cues == [Cue.LAID]
    controller.shutdown()


def test_a_real_game_sounds_each_play_once(qtbot: Any, make_harness: Any) -> None:
    opener = FakeOpener()
    harness = make_harness(replace(FAST_PREFS, sound=True, sound_asked=True, sound_volume=55),
                           opener)
    start_game(harness)
    assert wait_for_human(qtbot, harness)
    assert opener.sink.cues == [Cue.YOUR_TURN]
    played: list[Any] = []
    harness.controller.applied.connect(played.append)
    assert human_step(qtbot, harness)
    own = played[0]
    assert isinstance(own.action, Move)
    cues = opener.sink.cues
    assert cues[1] in (Cue.LAID, Cue.SCORED, Cue.REFUSED)
    # One cue for each action applied, and one when the turn came back (if it did).
    assert len([c for c in cues[1:] if c is not Cue.YOUR_TURN]) == len(played)
    assert {volume for _cue, volume in opener.sink.played} == {0.55}


def test_the_switch_is_in_the_view_menu_and_kept(qtbot: Any, make_harness: Any) -> None:
    opener = FakeOpener()
    harness = make_harness(replace(FAST_PREFS, sound_asked=True), opener)
    session = harness.session
    action = session.sounds.action
    assert action in harness.window.view_menu.actions()
    assert not action.isChecked()
    # Nothing is opened (no QtMultimedia loaded) while sound is off.
    assert opener.opened == 0
    action.trigger()
    assert session.prefs.sound
    assert PrefsStore.for_app().load().value.sound
    action.trigger()
    assert not PrefsStore.for_app().load().value.sound


def test_the_preferences_set_sound_and_its_volume(qtbot: Any, make_harness: Any) -> None:
    harness = make_harness(replace(FAST_PREFS, sound_asked=True), FakeOpener())
    session = harness.session
    dialog = session.show_preferences()
    assert dialog.sound_missing is None
    dialog.sound.setChecked(True)
    dialog.volume.setValue(30)
    dialog.sound_when_watching.setChecked(True)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    kept = PrefsStore.for_app().load().value
    assert (kept.sound, kept.sound_volume, kept.sound_when_watching) == (True, 30, True)
    assert session.sounds.action.isChecked()
    assert session.sounds.board.settings == SoundSettings(True, 30, True)


@pytest.mark.parametrize("answer", [True, False])
def test_the_first_start_asks_once(qtbot: Any, make_harness: Any, answer: bool) -> None:
    harness = make_harness(FAST_PREFS, FakeOpener())
    harness.answer = answer
    assert not harness.session.prefs.sound
    harness.session.start()
    assert [title for title, _text in harness.asked] == ["Sounds"]
    kept = PrefsStore.for_app().load().value
    assert (kept.sound, kept.sound_asked) == (answer, True)
    harness.window.close_round_end()
    harness.session.start()
    assert len(harness.asked) == 1


@pytest.mark.parametrize("why", list(Unavailable))
def test_where_sound_cannot_be_had_nothing_asks_and_the_menu_says_why(
        qtbot: Any, make_harness: Any, why: Unavailable) -> None:
    opener = FakeOpener(why)
    harness = make_harness(FAST_PREFS, opener)
    session = harness.session
    session.start()
    assert harness.asked == []
    assert not session.prefs.sound_asked
    session.sounds.action.trigger()
    assert not session.sounds.action.isChecked()
    assert not session.prefs.sound
    (title, text), = harness.told
    assert title == "Sounds"
    if why is Unavailable.NO_MODULE:
        assert INSTALL_HINT in text
        assert "not installed" in session.sounds.action.text()
        dialog = session.show_preferences()
        assert dialog.sound_missing is not None
        assert INSTALL_HINT in dialog.sound_missing.text()
        assert not dialog.sound.isEnabled()
    start_game(harness)
    assert wait_for_human(qtbot, harness)
    assert opener.sink.played == []


def test_without_qtmultimedia_the_real_opener_says_so(qtbot: Any) -> None:
    opener = QtOpener()
    if opener.missing() is None:
        pytest.skip("QtMultimedia is installed here")
    assert open_qt_sink() is Unavailable.NO_MODULE


@pytest.mark.parametrize("cue", list(Cue))
def test_every_cue_has_a_short_pcm_wav_made_by_our_script(cue: Cue) -> None:
    from tools.make_sounds import RATE, SOUNDS, render

    with wave.open(str(cue.path), "rb") as sound:
        assert (sound.getnchannels(), sound.getsampwidth(), sound.getcomptype()) == (1, 2, "NONE")
        assert sound.getframerate() == RATE
        assert sound.getnframes() / RATE < 1.0
        frames = sound.readframes(sound.getnframes())
    # The committed file is what the script makes (the sounds are ours, made again at will).
    assert frames == render(*SOUNDS[cue.value])


@pytest.mark.parametrize("asked", [True, False])
def test_a_step_in_review_sounds_its_play_only_where_asked(
        qtbot: Any, make_harness: Any, asked: bool) -> None:
    opener = FakeOpener()
    harness = make_harness(replace(FAST_PREFS, sound=True, sound_asked=True,
                                   sound_when_watching=asked), opener)
    start_game(harness)
    assert wait_for_human(qtbot, harness)
    assert human_step(qtbot, harness)
    reviews = harness.session.reviews
    assert reviews.review_current()
    mode = reviews.mode
    mode.first()
    opener.sink.played.clear()
    mode.forward()
    if mode.position is not None and mode.position.play == 0:
        mode.forward()
    expected = [Cue.LAID, Cue.SCORED] if asked else []
    if asked:
        qtbot.waitUntil(lambda: len(opener.sink.cues) == 1, timeout=2000)
        assert opener.sink.cues[0] in expected
    else:
        qtbot.wait(50)
        assert opener.sink.cues == []
    # Going back is no play being made: no sound.
    opener.sink.played.clear()
    mode.back()
    qtbot.wait(50)
    assert opener.sink.cues == []
