"""Starting the application: ``dominoes-qt`` and ``python -m dominoes_qt`` end up here."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from dominoes_qt.engine import SEVEN_ROCKS
from dominoes_qt.ui.controller import Applied, GameSetup, SeatSetup
from dominoes_qt.ui.new_game import default_setup
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


def setup_from_record(players: list[dict[str, object]], rules: object) -> GameSetup:
    seats = tuple(
        SeatSetup(str(p.get("name", f"Seat {i + 1}")), str(p.get("kind", "human")),
                  str(p["level"]) if p.get("kind") == "ai" and p.get("level") else None)
        for i, p in enumerate(players))
    return GameSetup(rules, seats)  # type: ignore[arg-type]


def run(record: Path | None = None, smoke: bool = False) -> int:
    app = make_application()
    if smoke:
        return _smoke(app)
    window = GameWindow(WindowSettings())
    window.show()
    if record is not None:
        from dominoes_qt.engine.record import RecordError, load

        try:
            parsed, match = load(record.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, RecordError) as exc:
            QMessageBox.warning(window, window.tr("Cannot open"), f"{record}: {exc}")
            window.show_new_game_dialog()
        else:
            window.controller.resume(setup_from_record(parsed.players, parsed.rules), match)
    else:
        window.show_new_game_dialog()
    return app.exec()


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
        moves.append(info.move_number)
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
