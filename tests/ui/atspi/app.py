"""The game window under a real display with the accessibility bridge on, for
:mod:`tests.ui.test_atspi`: it starts a Five Up match with a fixed seed and, once the
client is listening, chooses a tile and a place with real key presses (with ``play``: and
plays it)."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dominoes_qt.games import FIVE_UP
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.new_game import default_setup
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.window import GameWindow


def main() -> int:
    app = QApplication(sys.argv)
    app.setApplicationName("dominoes-atspi-check")
    # The English catalogue, as the program installs it: plural forms read "5 tiles".
    translations = install_translations(app, "en")
    window = GameWindow(WindowSettings(ai_pace_ms=0, animations=False))
    window.show()
    window.new_game(default_setup(FIVE_UP, 2, "casual", 3))
    ready = sys.stdin

    play = "play" in sys.argv[1:]

    def keys() -> None:
        window.activateWindow()
        window.view.setFocus()
        pressed = (Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Return) if play else \
            (Qt.Key.Key_Right, Qt.Key.Key_Tab)
        for key in pressed:
            QTest.keyClick(window.view, key)
        # O's answer ends the client's wait: after the play, once the lists have changed.
        QTimer.singleShot(300, lambda: QTest.keyClick(window.view, Qt.Key.Key_O))

    def wait_for_client() -> None:
        # The client writes a line once its listeners are registered.
        ready.readline()
        QTimer.singleShot(300, keys)

    QTimer.singleShot(500, wait_for_client)
    QTimer.singleShot(30000, app.quit)
    code = app.exec()
    del translations
    return code


if __name__ == "__main__":
    sys.exit(main())
