"""A plain score display with the interface of the coming ``ui.scoring.ScorePanel``.

Swapping it for the real panel is one import in ``window.py``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QVBoxLayout, QWidget

from dominoes_qt.engine import Rules, ScoreEvent, Seating


class ScorePanel(QWidget):
    """Each side's score (in the game's own units) and a running list of events."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Scores"))
        self._rules: Rules | None = None
        self._names: list[str] = []
        self.scores: list[int] = []
        """Raw score of each side."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._title = QLabel(self)
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self._title)
        self._labels: list[QLabel] = []
        self._box = QVBoxLayout()
        layout.addLayout(self._box)
        self._log = QListWidget(self)
        self._log.setAccessibleName(self.tr("Score events"))
        layout.addWidget(self._log, 1)

    def reset(self, rules: Rules, seating: Seating, side_names: list[str]) -> None:
        self._rules = rules
        self._names = list(side_names)
        self.scores = [0] * seating.num_sides
        for label in self._labels:
            label.deleteLater()
        self._labels = []
        for _ in side_names:
            label = QLabel(self)
            label.setTextFormat(Qt.TextFormat.RichText)
            self._box.addWidget(label)
            self._labels.append(label)
        self._log.clear()
        target = rules.display(rules.target)
        self._title.setText(self.tr("<b>%1</b> — target %2").replace("%1", rules.title)
                            .replace("%2", str(target)))
        self._refresh()

    def add_events(self, events: list[ScoreEvent]) -> None:
        rules = self._rules
        if rules is None:
            return
        for event in events:
            self.scores[event.side] = event.score_after
            points = rules.display(abs(event.raw))
            sign = "-" if event.raw < 0 else "+"
            name = self._names[event.side]
            if event.accepted:
                text = self.tr("%1: %2%3").replace("%1", name).replace("%2", sign).replace(
                    "%3", str(points))
            else:
                text = self.tr("%1: %2%3 refused (past %4)").replace("%1", name).replace(
                    "%2", sign).replace("%3", str(points)).replace(
                    "%4", str(rules.display(rules.target)))
            self._log.addItem(text)
        self._log.scrollToBottom()
        self._refresh()

    def score_text(self, side: int) -> str:
        return self._labels[side].text()

    def _refresh(self) -> None:
        rules = self._rules
        if rules is None:
            return
        for side, label in enumerate(self._labels):
            label.setText(f"<span style='font-size:15px'>{self._names[side]}: "
                          f"<b>{rules.display(self.scores[side])}</b></span>")
            label.setAccessibleName(label.text())
