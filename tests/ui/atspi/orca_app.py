"""The game for :mod:`tests.ui.test_orca`, under a real display with the accessibility
bridge on: a seeded Five Up match in which the computer leads (and scores), then, on the
player's turn, the keys a blind player presses: D (refused: a tile fits), the reading keys,
the board key, a play, the key that repeats the last events, and plays to the round's end.
It prints what each key made the window say and every event, as JSON, and waits to be
ended (the screen reader reads the table while it handles the events)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dominoes_qt.engine import Need
from dominoes_qt.games import FIVE_UP
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.new_game import default_setup
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.window import GameWindow

SEED = 3
"""Computer 1 wins the lot and leads a tile that scores."""

STEP_MS = 400
"""Between two keys: each answer is a notice of its own."""

PLAY_MS = 1200
"""Between two plays on the way to the round's end: a play stirs some twenty AT-SPI events,
and Orca 43 drops notifications (and all but focus changes) once more than 50 wait."""

READING = {"O": Qt.Key.Key_O, "M": Qt.Key.Key_M, "S": Qt.Key.Key_S, "L": Qt.Key.Key_L,
           "W": Qt.Key.Key_W, "B": Qt.Key.Key_B, "T": Qt.Key.Key_T}


def main() -> int:
    app = QApplication(sys.argv)
    app.setApplicationName("dominoes-orca-check")
    translations = install_translations(app, "en")
    window = GameWindow(WindowSettings(ai_pace_ms=0, animations=False))
    window.show()
    said: dict[str, str] = {}
    keyed: list[int] = []
    """How many events there were when the last reading key was pressed."""

    def players_turn() -> bool:
        c = window.controller
        return c.round is not None and (c.round.is_over or (
            c.human_to_move() is not None and not window.scene.board_moving()))

    def when(ready: Callable[[], bool], then: Callable[[], None], wait: int = STEP_MS) -> None:
        if ready():
            QTimer.singleShot(wait, then)
        else:
            QTimer.singleShot(100, lambda: when(ready, then, wait))

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

    def play(then: Callable[[], None], wait: int = STEP_MS) -> None:
        round_ = window.controller.round
        assert round_ is not None
        need = round_.need()
        if need is Need.PLAY:
            QTest.keyClick(window.view, Qt.Key.Key_Right)
            QTest.keyClick(window.view, Qt.Key.Key_Return)
        else:
            QTest.keyClick(window.view, Qt.Key.Key_D if need is Need.DRAW else Qt.Key.Key_P)
        when(players_turn, then, wait)

    def to_the_end() -> None:
        round_ = window.controller.round
        assert round_ is not None
        if round_.is_over:
            # The round's report is announced once the board is at rest.
            when(lambda: not window.report_due, finish)
        else:
            play(to_the_end, PLAY_MS)

    def finish() -> None:
        announcer = window.announcer
        print(json.dumps({"said": said, "events": announcer.events, "keyed": keyed,
                          "history": announcer.history}), flush=True)

    def start() -> None:
        window.activateWindow()
        window.view.setFocus()
        window.new_game(default_setup(FIVE_UP, 2, "casual", SEED))
        # One play, then the key that repeats the events; then on to the round's end.
        when(players_turn, lambda: keys(
            [("D", Qt.Key.Key_D), *READING.items()],
            lambda: play(lambda: keys([("R", Qt.Key.Key_R)], counted))))

    def counted() -> None:
        keyed.append(len(window.announcer.events))
        to_the_end()

    # The bridge learns what the reader listens for before the first words are sent.
    QTimer.singleShot(1000, start)
    QTimer.singleShot(50000, app.quit)
    code = app.exec()
    del translations
    return code


if __name__ == "__main__":
    sys.exit(main())
