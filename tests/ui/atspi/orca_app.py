"""The game for :mod:`tests.ui.test_orca`, under a real display with the accessibility
bridge on: a seeded Five Up match in which the computer leads (and scores), then, on the
player's turn, the keys a blind player presses: D (refused: a tile fits), the reading keys,
the board key, a play, and the key that repeats the last events. It prints what each key
made the window say, as JSON, and waits to be ended (the screen reader reads the table
while it handles the events)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dominoes_qt.games import FIVE_UP
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.new_game import default_setup
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.window import GameWindow

SEED = 3
"""Computer 1 wins the lot and leads a tile that scores."""

STEP_MS = 400
"""Between two keys: each answer is a notice of its own."""

READING = {"O": Qt.Key.Key_O, "M": Qt.Key.Key_M, "S": Qt.Key.Key_S, "L": Qt.Key.Key_L,
           "W": Qt.Key.Key_W, "B": Qt.Key.Key_B, "T": Qt.Key.Key_T}


def main() -> int:
    app = QApplication(sys.argv)
    app.setApplicationName("dominoes-orca-check")
    translations = install_translations(app, "en")
    window = GameWindow(WindowSettings(ai_pace_ms=0, animations=False))
    window.show()
    said: dict[str, str] = {}

    def players_turn() -> bool:
        c = window.controller
        return c.round is not None and (c.round.is_over or (
            c.human_to_move() is not None and not window.scene.board_moving()))

    def when(ready: Callable[[], bool], then: Callable[[], None]) -> None:
        if ready():
            QTimer.singleShot(STEP_MS, then)
        else:
            QTimer.singleShot(100, lambda: when(ready, then))

    def keys(pending: list[tuple[str, Qt.Key]], then: Callable[[], None]) -> None:
        if not pending:
            then()
            return
        name, key = pending[0]
        heard = len(window.announcer.history)
        QTest.keyClick(window.view, key)

        def next_key() -> None:
            # The key reaches the window through the X server: its answer comes later.
            said[name] = " ".join(window.announcer.history[heard:])
            keys(pending[1:], then)

        QTimer.singleShot(STEP_MS, next_key)

    def play() -> None:
        QTest.keyClick(window.view, Qt.Key.Key_Right)
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        when(players_turn, lambda: keys([("R", Qt.Key.Key_R)], finish))

    def finish() -> None:
        print(json.dumps({"said": said, "history": window.announcer.history}), flush=True)

    def start() -> None:
        window.activateWindow()
        window.view.setFocus()
        window.new_game(default_setup(FIVE_UP, 2, "casual", SEED))
        when(players_turn, lambda: keys([("D", Qt.Key.Key_D), *READING.items()], play))

    # The bridge learns what the reader listens for before the first words are sent.
    QTimer.singleShot(1000, start)
    QTimer.singleShot(50000, app.quit)
    code = app.exec()
    del translations
    return code


if __name__ == "__main__":
    sys.exit(main())
