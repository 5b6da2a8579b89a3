"""The New game dialog under a real display with the accessibility bridge on, for
:mod:`tests.ui.test_atspi_house`: All Fives with its house rules shown; once the client
is listening, real key presses type a target of 150, then four hands of 8 tiles (which the
double-six set cannot deal)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QSpinBox

from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.new_game import NewGameDialog


def _type_into(field: object, text: str) -> None:
    assert isinstance(field, QSpinBox)
    field.setFocus()
    field.selectAll()
    QTest.keyClicks(field, text)


def main() -> int:
    app = QApplication(sys.argv)
    app.setApplicationName("dominoes-atspi-check")
    translations = install_translations(app, "en")
    dialog = NewGameDialog()
    dialog.choose("all-fives-100")
    dialog.players.setValue(4)
    dialog.house.toggle.setChecked(True)
    dialog.show()
    panel = dialog.house

    def keys() -> None:
        dialog.activateWindow()
        _type_into(panel.fields["target"], "150")
        QTimer.singleShot(400, lambda: _type_into(panel.fields["hand-4"], "8"))

    def wait_for_client() -> None:
        sys.stdin.readline()
        QTimer.singleShot(300, keys)

    QTimer.singleShot(500, wait_for_client)
    QTimer.singleShot(30000, app.quit)
    code = app.exec()
    del translations
    return code


if __name__ == "__main__":
    sys.exit(main())
