"""Starting the application: ``dominoes-qt`` and ``python -m dominoes_qt`` end up here."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from dominoes_qt.engine import SEVEN_ROCKS, Applied
from dominoes_qt.i18n import install_translations
from dominoes_qt.storage.prefs import PrefsStore
from dominoes_qt.storage.saves import SaveStore
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.new_game import default_setup
from dominoes_qt.ui.session import Session, window_settings
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.window import GameWindow

ICON = Path(__file__).resolve().parent.parent / "data" / "icons" / "dominoes-qt.svg"


def make_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication, created once, high-DPI aware."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    # Must be set before the application object exists; fractional scales stay exact.
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication(argv if argv is not None else [sys.argv[0]])
    QCoreApplication.setApplicationName("dominoes-qt")
    QCoreApplication.setOrganizationName("dominoes-qt")
    QGuiApplication.setApplicationDisplayName(QCoreApplication.translate("App", "Dominoes"))
    if ICON.exists():
        app.setWindowIcon(QIcon(str(ICON)))
    return app


def open_window(record: Path | None = None) -> tuple[GameWindow, Session]:
    """The game window with its stores and translations, shown and started.

    Opens ``record`` (``--open FILE``) or offers to resume the last unfinished match.
    """
    app = make_application()
    prefs_store = PrefsStore.for_app()
    loaded = prefs_store.load()
    translations = install_translations(app, loaded.value.language)
    window = GameWindow(window_settings(loaded.value))
    session = Session(window, SaveStore.for_app(), prefs_store, StatsStore.for_app(),
                      translations, loaded.value)
    session.notice = loaded.notice
    window.show()
    session.start(record)
    return window, session


def run(record: Path | None = None, smoke: bool = False) -> int:
    app = make_application()
    if smoke:
        return _smoke(app)
    # Both are kept referenced until the event loop ends.
    window, session = open_window(record)
    result = app.exec()
    del window, session
    return result


def _smoke(app: QApplication) -> int:
    """Deal a seeded game of computer players, wait for one computer move, quit."""
    settings = WindowSettings(ai_pace_ms=0, animations=False)
    window = GameWindow(settings)
    window.show()
    seats = tuple(SeatSetup(f"Computer {i + 1}", "ai", "casual") for i in range(4))
    moves: list[int] = []
    # A local loop, not app.exec()/quit(): quitting the application would also close
    # every window of a host that called us (a test session).
    loop = QEventLoop()

    def moved(info: Applied) -> None:
        moves.append(info.seat)
        loop.quit()

    window.controller.applied.connect(moved)
    give_up = QTimer(window)
    give_up.setSingleShot(True)
    give_up.timeout.connect(loop.quit)
    give_up.start(30000)
    window.new_game(GameSetup(SEVEN_ROCKS, seats, seed=1))
    if not moves:
        loop.exec()
    give_up.stop()
    window.close()
    window.deleteLater()
    return 0 if moves else 1


__all__ = ["default_setup", "make_application", "run"]
