"""Starting the application: ``dominoes-qt`` and ``python -m dominoes_qt`` end up here."""

from __future__ import annotations

import functools
import gc
import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QEventLoop,
    QMessageLogContext,
    QObject,
    Qt,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QWidget

from dominoes_qt.engine import Applied
from dominoes_qt.games import SEVEN_ROCKS
from dominoes_qt.storage.prefs import PrefsStore
from dominoes_qt.storage.saves import SaveStore
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.storage.window_place import WindowPlaceStore
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.new_game import default_setup
from dominoes_qt.ui.session import Session, window_settings
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.stop_signals import StopSignals
from dominoes_qt.ui.window import GameWindow
from dominoes_qt.ui.window_geometry import WindowPlacer

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

    Opens ``record`` (``--open FILE``) or offers to resume the last unfinished match. The
    session's :class:`~dominoes_qt.ui.guard.ErrorGuard` is installed: from here on an
    error in a slot is reported in the window and the game is kept safe.
    """
    app = make_application()
    prefs_store = PrefsStore.for_app()
    loaded = prefs_store.load()
    translations = install_translations(app, loaded.value.language)
    window = GameWindow(window_settings(loaded.value))
    # Several people at one table: a hand-over screen between their turns.
    window.pass_and_play.enabled = True
    session = Session(window, SaveStore.for_app(), prefs_store, StatsStore.for_app(),
                      translations, loaded.value)
    session.notice = loaded.notice
    session.guard.install()
    # Where it was last time (maximized if it was), or the screen's free part.
    WindowPlacer(window, WindowPlaceStore.for_app()).show()
    # The first dialog (resume? new game?) opens once the window is on the screen, so
    # that it opens over it.
    when_exposed(window, lambda: session.start(record))
    return window, session


EXPOSE_WAIT_MS = 2000
"""How long :func:`when_exposed` waits for a window manager before going on anyway."""


def when_exposed(window: QWidget, then: Callable[[], None]) -> None:
    """Call ``then`` once ``window`` is shown on the screen (at once if it is already)."""
    handle = window.windowHandle()
    if handle is None or handle.isExposed():
        QTimer.singleShot(0, window, then)
        return
    done = False

    def go() -> None:
        nonlocal done
        if not done:
            done = True
            handle.removeEventFilter(watcher)
            then()

    class _Watcher(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Expose and handle.isExposed():
                QTimer.singleShot(0, window, go)
            return False

    watcher = _Watcher(window)
    handle.installEventFilter(watcher)
    QTimer.singleShot(EXPOSE_WAIT_MS, window, go)


NO_DISPLAY_EXIT = 2
"""Exit status when there is no screen to open the window on."""
STOPPED_EXIT = 128
"""Plus the signal's number: the exit status after SIGINT, SIGTERM or SIGHUP closed the
window (130, 143, 129), as the shell reports a program the signal ended."""


def missing_display(environ: Mapping[str, str], platform: str = sys.platform) -> str | None:
    """Why the window cannot open here, or None when a display looks available.

    On Linux and the BSDs Qt needs an X11 or Wayland display unless told to use another
    platform plugin; without one it aborts with a message about a missing xcb library,
    which sends people looking for the wrong fix. Windows and macOS always have a screen.
    """
    if platform.startswith(("win", "darwin", "cygwin")):
        return None
    if environ.get("QT_QPA_PLATFORM") or environ.get("DISPLAY") \
            or environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "dominoes-qt: no display found: neither DISPLAY nor WAYLAND_DISPLAY is set, and\n"
        "the game window needs a graphical desktop.\n"
        "Start it from a desktop session (or with X11 forwarding: ssh -X).\n"
        "Without a screen you can still run:\n"
        "  QT_QPA_PLATFORM=offscreen dominoes-qt --smoke       (a self-test)\n"
        "  dominoes-qt replay FILE / simulate                  (no window at all)\n"
    )


def run(record: Path | None = None, smoke: bool = False, link: str | None = None) -> int:
    problem = missing_display(os.environ)
    if problem is not None and QApplication.instance() is None:
        print(problem, file=sys.stderr, end="")
        return NO_DISPLAY_EXIT
    app = make_application()
    if smoke:
        return _smoke(app)
    stops = StopSignals(app)
    asked: list[int] = []

    def stop(number: int) -> None:
        asked.append(number)
        # As on Quit: each window closes (the game window saves first), and every event
        # loop ends, a question's included.
        app.closeAllWindows()
        app.quit()

    stops.received.connect(stop)
    # Both are kept referenced until the event loop ends.
    window, session = open_window(record)
    if link is not None:
        # The Join dialog, filled in: the player says their name and confirms.
        when_exposed(window, functools.partial(window.net_menu.offer, link))
    # What exists now (modules, translations, the window) lives as long as the program;
    # left to the collector, every full pass walks it again, on the GUI thread, as a pause.
    gc.freeze()
    # A stop signal may have come while a start-up question was waiting.
    result = 0 if asked else app.exec()
    session.guard.uninstall()
    del window, session
    if asked:
        return STOPPED_EXIT + asked[0]
    stops.close()
    return result


KNOWN_OFFSCREEN_NOTE = "propagateSizeHints"
"""The offscreen platform's word that it can not size windows: true, harmless, and no
part of what --smoke checks."""


def _smoke(app: QApplication) -> int:
    """:func:`_smoke_checks` without the offscreen platform's known note (every other
    message of Qt's still shows)."""
    previous: list[object] = []

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if KNOWN_OFFSCREEN_NOTE in message:
            return
        if previous and callable(previous[0]):
            previous[0](kind, context, message)
        else:
            print(message, file=sys.stderr, flush=True)

    previous.append(qInstallMessageHandler(handler))
    try:
        return _smoke_checks(app)
    finally:
        qInstallMessageHandler(previous[0])  # type: ignore[arg-type]


def _smoke_checks(app: QApplication) -> int:
    """Deal a seeded game of computer players, wait for one computer move, quit.

    Says each thing it checked on standard output, so a packager sees what passed.
    """
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    def report(text: str) -> None:
        print(f"smoke: {text}", flush=True)

    report(f"Qt {qVersion()}, PySide6 {pyside_version}, "
           f"platform plugin '{QGuiApplication.platformName()}'")
    settings = WindowSettings(ai_pace_ms=0, animations=False)
    window = GameWindow(settings)
    window.show()
    report(f"game window opened ({window.width()}x{window.height()})")
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
    report("dealt Seven Rocks to 4 computer players (seed 1)")
    if not moves:
        loop.exec()
    give_up.stop()
    window.close()
    window.deleteLater()
    if not moves:
        report("FAILED: no computer move within 30 s")
        return 1
    report(f"a computer player chose and made move {moves[0]}")
    report("window closed; all checks passed")
    return 0


__all__ = ["default_setup", "make_application", "run"]
