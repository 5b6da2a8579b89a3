"""How the window's words reach a screen reader (the notices every Orca speaks), and the
two keys that read the whole board and the last events. What Orca itself says is checked
in tests/ui/test_orca.py."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from dominoes_qt.ai.players import GreedyPlayer
from dominoes_qt.engine import Need
from dominoes_qt.games import FIVE_UP
from dominoes_qt.ui.announcer import RECENT, Announcer
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.keys import help_text
from dominoes_qt.ui.new_game import default_setup
from dominoes_qt.ui.notices import TURNS, Notice, NoticeBoard
from dominoes_qt.ui.window import GameWindow

NAME = QAccessible.Text.Name


@pytest.fixture(autouse=True)
def english(qapp: Any) -> Any:
    installed = install_translations(qapp, "en")
    yield
    for translator in installed.translators:
        QCoreApplication.removeTranslator(translator)


def _greedy(level: str, seed: int) -> GreedyPlayer:
    return GreedyPlayer(seed)


def _human_to_play(qtbot: Any, make_window: Any) -> GameWindow:
    window = make_window(default_setup(FIVE_UP, 2, "casual", seed=3), factory=_greedy)
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move() is not None and c.need() is Need.PLAY,
                    timeout=10000)
    assert isinstance(window, GameWindow)
    return window


def _shown(window: QWidget) -> list[Notice]:
    return [n for n in window.findChildren(Notice) if n.isVisible()]


def test_words_said_together_go_out_as_one_notification(qtbot: Any) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    announcer = Announcer(window, notices=True)
    board = announcer.notices
    assert board is not None
    announcer.announce("Computer 1 plays [4|6]: 4 + 6 = 10: +2")
    announcer.announce("Your turn: 3 tiles fit.")
    # Nothing goes out until the program has finished with the present event.
    assert board.sent == []
    qtbot.waitUntil(lambda: board.sent != [])
    assert board.sent == ["Computer 1 plays 4|6: 4 + 6 = 10: +2. Your turn: 3 tiles fit."]
    shown = _shown(window)
    assert len(shown) == 1
    iface = QAccessible.queryAccessibleInterface(shown[0])
    assert iface is not None
    assert iface.role() == QAccessible.Role.Notification
    assert iface.text(NAME) == board.sent[0]


def test_notices_take_turns_and_keep_their_words(qtbot: Any) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    announcer = Announcer(window, notices=True)
    board = announcer.notices
    assert board is not None
    for n in range(TURNS + 1):
        announcer.announce(f"Event {n}.")
        qtbot.waitUntil(lambda n=n: len(board.sent) == n + 1)
    notices = window.findChildren(Notice)
    assert len(notices) == TURNS
    # A reader asks for a notice's words a little after it shows: the one before the newest
    # still has its own.
    words = sorted(QAccessible.queryAccessibleInterface(n).text(NAME) for n in notices)
    assert words == sorted(f"Event {n}." for n in range(1, TURNS + 1))
    # None was hidden right after it showed: each stays until its turn comes again.
    assert len(_shown(window)) == TURNS


def test_no_notices_while_another_program_has_the_focus(qtbot: Any) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    active = [False]
    board = NoticeBoard(window, active=lambda: active[0])
    board.post("Computer 1 plays 4|6.")
    QApplication.processEvents()
    assert board.sent == []
    active[0] = True
    board.post("Your turn: 3 tiles fit.")
    qtbot.waitUntil(lambda: board.sent != [])
    assert board.sent == ["Your turn: 3 tiles fit."]


def test_the_game_falls_silent_when_the_player_goes_elsewhere(qtbot: Any) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    board = NoticeBoard(window)
    # At the start, before its window was ever activated, the game counts as in front.
    board.post("Round 1: Computer 1 leads.")
    qtbot.waitUntil(lambda: len(board.sent) == 1)
    board._state_changed(Qt.ApplicationState.ApplicationInactive)
    board.post("Computer 1 plays 4|6.")
    QApplication.processEvents()
    assert len(board.sent) == 1
    board._state_changed(Qt.ApplicationState.ApplicationActive)
    board.post("Your turn: 3 tiles fit.")
    qtbot.waitUntil(lambda: len(board.sent) == 2)
    assert board.sent[-1] == "Your turn: 3 tiles fit."


def test_without_notices_nothing_is_made(qtbot: Any) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    announcer = Announcer(window, notices=False)
    announcer.announce("Said as an announcement.")
    QApplication.processEvents()
    assert announcer.notices is None
    assert window.findChildren(Notice) == []
    assert announcer.history == ["Said as an announcement."]


def test_the_board_key_reads_every_tile_in_play_order(qtbot: Any, make_window: Any) -> None:
    window = _human_to_play(qtbot, make_window)
    round_ = window.controller.round
    assert round_ is not None
    qtbot.keyClick(window.view, Qt.Key.Key_T)
    said = window.announcer.history[-1]
    lines = [line.name for line in window.access.reader.board()]
    assert len(lines) == len(round_.board.tiles) >= 1
    assert said == f"Board in play order: {'; '.join(lines)}."
    assert said.startswith(f"Board in play order: 1. {round_.board.tiles[0]}, the lead")
    # Play a tile: the board grows, in the order the tiles were laid.
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(round_.board.tiles) >= 2)
    qtbot.keyClick(window.view, Qt.Key.Key_T)
    said = window.announcer.history[-1]
    for number, tile in enumerate(round_.board.tiles, start=1):
        assert f"{number}. {tile}, " in said
    assert f"2. {round_.board.tiles[1]}, on the " in said


def test_the_events_key_repeats_the_last_events_newest_first(qtbot: Any,
                                                             make_window: Any) -> None:
    window = _human_to_play(qtbot, make_window)
    announcer = window.announcer
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # refused: a tile fits
    qtbot.keyClick(window.view, Qt.Key.Key_S)  # a reading key: not an event
    events = announcer.events[-RECENT:]
    assert events[-1].startswith("Not allowed: ")
    assert not any(e.startswith("Scores: ") for e in announcer.events)
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    said = announcer.history[-1]
    assert said.startswith(f"The last {len(events)} events, newest first: Not allowed: ")
    positions = [said.index(e.rstrip(".")) for e in reversed(events)]
    assert positions == sorted(positions)
    # Asking again says the same: the key's answer is not an event either.
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    assert announcer.history[-1] == said


def test_the_events_key_before_anything_happened(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.announcer.events.clear()
    assert window.announcer.recent() == "Nothing has happened yet."
    window.announcer.announce("One thing.")
    assert window.announcer.recent() == "The last event: One thing."


def test_the_keys_help_names_the_two_keys() -> None:
    lines = help_text().splitlines()
    assert "T: say the whole board in play order" in lines
    assert "R: say the last events again" in lines
