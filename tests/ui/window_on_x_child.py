"""Run by tests/ui/test_window_on_x.py inside openbox on Xvfb (openbox starts it once it
manages windows): the program's own start (``open_window``) on a late position, then where
the window, its frame, the hand, the buttons and the score panel are on the screen, in
the screen's logical pixels. Closes the window (which keeps its place) and writes JSON.

Arguments: the data folder, the language, the result file."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any


def _rect(rect: Any) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def main() -> int:
    home, language, out = Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QWidget

    from dominoes_qt import paths
    from dominoes_qt.engine.record import record_of
    from dominoes_qt.games import GAMES
    from dominoes_qt.storage.saves import save_game
    from dominoes_qt.ui.app import make_application, open_window
    from dominoes_qt.ui.window_geometry import WindowPlacer
    from tools.pictures.screenshot import late_game

    paths.set_base_dir(home)
    paths.config_dir().mkdir(parents=True, exist_ok=True)
    paths.preferences_file().write_text(json.dumps({"version": 1, "language": language}),
                                        encoding="utf-8")
    setup, match = late_game(GAMES["fives-and-threes"], 4, 3)
    record = home / "late.dominoes.json"
    save_game(record, record_of(match, [s.to_record() for s in setup.seats]))
    app = make_application()
    window, session = open_window(record)
    placer = window.findChild(WindowPlacer)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not (
            placer is not None and placer.settled and window.controller.match is not None
            and window.scene.state is not None and not window.scene.layout_pending
            and not window.scene.board_moving()):
        app.processEvents()
        time.sleep(0.01)
    # The window manager's answers to the last geometry change.
    settle = time.monotonic() + 1.0
    while time.monotonic() < settle:
        app.processEvents()
        time.sleep(0.01)

    def global_rect(widget: QWidget) -> list[int]:
        return _rect(QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size()))

    view = window.view
    hand = []
    state = window.scene.state
    if state is not None:
        for tile in state.seats[state.viewer].hand or ():
            item = window.scene.hand_items[tile]
            drawn = view.mapFromScene(item.mapRectToScene(item.shape().boundingRect()))
            box = drawn.boundingRect()
            hand.append(_rect(QRect(view.viewport().mapToGlobal(box.topLeft()), box.size())))
    screen = window.screen()
    found = {
        "screen": _rect(screen.availableGeometry()),
        "ratio": screen.devicePixelRatio(),
        "frame": _rect(window.frameGeometry()),
        "client": _rect(window.geometry()),
        "viewport": global_rect(view.viewport()),
        "hand": hand,
        "buttons": {b.text(): global_rect(b) for b in
                    (window.draw_button, window.pass_button, window.hint_button)
                    if b.isVisible()},
        "scores": global_rect(window.scores) if window.scores.isVisible() else None,
        "status": global_rect(window.statusBar()),
    }
    window.close()
    session.guard.uninstall()
    out.write_text(json.dumps(found), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
