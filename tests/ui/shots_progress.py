"""Pictures of the daily deal and the Progress tab, for looking at them.

``QT_QPA_PLATFORM=offscreen python -m tests.ui.shots_progress DIR`` saves, for English and
Ukrainian at 1280x800 and 1024x640, the window with the Daily deal dialog over it and
with the Statistics dialog's Progress tab over it (each dialog drawn where it opens,
centred on the window), from a made-up history of 30 rated matches. On a real X display
(``QT_QPA_PLATFORM=xcb``) the pictures are the X server's pixels of the window with the
dialog where it opened (:func:`tools.pictures.screenshot.save_picture`).
"""

from __future__ import annotations

import datetime
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtGui import QGuiApplication, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from dominoes_qt import paths
from dominoes_qt.storage.prefs import PrefsStore
from dominoes_qt.storage.progress import DailyResult, Progress
from dominoes_qt.storage.saves import SaveStore
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.new_game import default_setup
from dominoes_qt.ui.session import Session, window_settings
from dominoes_qt.ui.window import GameWindow
from tests.ui.session_harness import FAST_PREFS
from tools.pictures.screenshot import save_picture

SIZES = ((1280, 800), (1024, 640))


def history(today: datetime.date) -> Progress:
    progress = Progress()
    # A match a day, the last of them yesterday, so the table's dates run in order.
    first = today - datetime.timedelta(days=30)
    levels = ["casual", "casual", "skilled", "skilled", "expert"]
    for number in range(30):
        level = levels[min(number // 6, 4)]
        won = (number * 7) % 10 < 6
        day = first + datetime.timedelta(days=number)
        progress = progress.with_rated(f"m{number}", "five-up-61", 2, level, won,
                                       finished=f"{day}T20:00:00")
        if number % 3 == 0:
            progress = progress.with_note(f"m{number}", accuracy=0.6 + 0.012 * number)
        progress = progress.with_note(f"m{number}", luck=((number * 37) % 21 - 10) / 40)
    return progress.with_daily(DailyResult(today.isoformat(), "five-up-61", 2, "expert", 0,
                                           30, True, "d0"))


def save_over(window: QWidget, dialog: QWidget, path: Path) -> None:
    """The window with ``dialog`` over it: as the X server shows them, or (offscreen) the
    dialog drawn centred over the window."""
    if QGuiApplication.platformName() == "xcb":
        save_picture(window, path)
    else:
        over(window, dialog).save(str(path))


def over(window: QWidget, dialog: QWidget) -> QPixmap:
    """The window with ``dialog`` drawn over it, centred."""
    picture = window.grab()
    painter = QPainter(picture)
    shot = dialog.grab()
    painter.drawPixmap(QPoint((picture.width() - shot.width()) // 2,
                              (picture.height() - shot.height()) // 2), shot)
    painter.end()
    return picture


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "progress-shots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    translations = install_translations(app, "en")
    with tempfile.TemporaryDirectory() as home, paths.redirected(Path(home)):
        for language in ("en", "uk"):
            translations.apply(language)
            for width, height in SIZES:
                window = GameWindow(window_settings(FAST_PREFS))
                window.resize(width, height)
                window.show()
                session = Session(window, SaveStore.for_app(), PrefsStore.for_app(),
                                  StatsStore.for_app(), None, FAST_PREFS)
                session.tell = lambda title, text: print(title, text, file=sys.stderr)
                session.progress.store.save(history(datetime.date.today()))
                from dominoes_qt.games import FIVE_UP

                window.new_game(default_setup(FIVE_UP, 2, "expert", 3))
                app.processEvents()
                daily = session.progress.show_daily()
                daily.adjustSize()
                app.processEvents()
                save_over(window, daily, out / f"daily-{language}-{width}x{height}.png")
                daily.close()
                stats = session.show_statistics()
                assert stats.progress is not None
                stats.tabs.setCurrentWidget(stats.progress)
                stats.resize(min(900, width - 40), min(700, height - 40))
                app.processEvents()
                save_over(window, stats, out / f"progress-{language}-{width}x{height}.png")
                stats.close()
                window.controller.shutdown()
                session.progress.shutdown()
                window.close()
                app.processEvents()
    print(f"saved in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
