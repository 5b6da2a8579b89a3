"""Run by tests/ui/test_window_fit.py under offscreen screens of its own: where the window
opens for a place saved on a screen still there, on one gone, and on a first start.
Prints one JSON line."""

from __future__ import annotations

import json
import sys
from pathlib import Path


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from dominoes_qt import paths
    from dominoes_qt.storage.window_place import WindowPlace, WindowPlaceStore
    from dominoes_qt.ui.settings import WindowSettings
    from dominoes_qt.ui.window import GameWindow
    from dominoes_qt.ui.window_geometry import WindowPlacer

    paths.set_base_dir(Path(sys.argv[1]))
    app = QApplication([])
    store = WindowPlaceStore.for_app()
    found: dict[str, object] = {}
    for name, place in (("right", WindowPlace(2000, 50, 700, 500, False, "RIGHT")),
                        ("gone", WindowPlace(4000, 700, 900, 700, False, "UNPLUGGED")),
                        ("first", None)):
        if place is None:
            store.path.unlink(missing_ok=True)
        else:
            store.save(place)
        window = GameWindow(WindowSettings(ai_pace_ms=0, animations=False))
        placer = WindowPlacer(window, store)
        placer.show()
        while not placer.settled:
            app.processEvents()
        app.processEvents()
        rect, frame = window.geometry(), window.frameGeometry()
        found[name] = {"screen": window.screen().name(),
                       "rect": [rect.x(), rect.y(), rect.width(), rect.height()],
                       "frame": [frame.x(), frame.y(), frame.width(), frame.height()]}
        window.controller.shutdown()
        window.hints.shutdown()
        window.deleteLater()
        app.processEvents()
    print(json.dumps(found), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
