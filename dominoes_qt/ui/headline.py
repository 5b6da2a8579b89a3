"""The line over the table: the last play's sum, and the board's zoom (for a board that
outgrows the table) with the button that fits it again.

Its strings keep the window's translation context, where their translations have always
been.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QWidget

from dominoes_qt.ui.keys import Command
from dominoes_qt.ui.table import ZOOM_RANGE, TableScene


class Headline:
    """The sum label and the zoom buttons, laid out in a row."""

    def __init__(self, parent: QWidget, sum_label: QLabel, scene: TableScene,
                 command: Callable[[Command], object]) -> None:
        self.sum_label = sum_label
        self.scene = scene
        self.zoom_out_button = QToolButton(parent)
        self.zoom_in_button = QToolButton(parent)
        self.fit_button = QToolButton(parent)
        self.layout = QHBoxLayout()
        self.layout.addWidget(sum_label, 1)
        for tool, zoom in ((self.zoom_out_button, Command.ZOOM_OUT),
                           (self.zoom_in_button, Command.ZOOM_IN),
                           (self.fit_button, Command.FIT)):
            tool.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            tool.setAutoRaise(True)
            tool.clicked.connect(lambda _=False, c=zoom: command(c))
            self.layout.addWidget(tool)
        scene.view_changed.connect(self.update_zoom)

    def retranslate(self) -> None:
        self.sum_label.setAccessibleName(QCoreApplication.translate("GameWindow", "Last play"))
        for tool, text, tip in (
                (self.zoom_out_button, "\u2212",
                 QCoreApplication.translate("GameWindow", "Zoom out (-)")),
                (self.zoom_in_button, "+",
                 QCoreApplication.translate("GameWindow", "Zoom in (+)")),
                (self.fit_button, QCoreApplication.translate("GameWindow", "Fit"),
                 QCoreApplication.translate("GameWindow", "Fit the board to the table (0)"))):
            tool.setText(text)
            tool.setToolTip(tip)
            tool.setAccessibleName(tip)

    def update_zoom(self) -> None:
        scene = self.scene
        low, high = ZOOM_RANGE
        self.fit_button.setEnabled(not scene.fitted)
        self.zoom_in_button.setEnabled(scene.user_zoom < high)
        self.zoom_out_button.setEnabled(scene.user_zoom > low)
