"""The score sheet of a train game: a table of rounds by players, the lowest total wins.

Each round is a row, named by its number and the engine double it starts from (13 rounds
from 12|12 down to 0|0 on a double-twelve set, or as many as the rules say); each player a
column; the last row holds the totals, the lowest (the one leading, or the winner at the
end) drawn bold and marked. Rounds still to come stay blank; the round being played is
marked. It is filled from a seat's :class:`~dominoes_qt.engine.trains.TrainView` (every
total is public), and decides nothing: the engine scored every round.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from dominoes_qt.engine.trains import TrainView

LEADING = QColor("#1f6f3a")
"""The lowest total's colour (on the sheet's light paper)."""
PLAYING = QColor("#fff3c4")
"""The round being played."""



class TrainScoreSheet(QTableWidget):
    """Rounds by players with totals; see the module's docstring."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # Eight names share a narrow panel: each cut short with an ellipsis, whole in its
        # tooltip.
        self.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.horizontalHeader().setMinimumSectionSize(24)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setAccessibleName(QCoreApplication.translate("ScoreSheet", "Score sheet"))
        self.leaders: tuple[int, ...] = ()
        """The seats with the lowest total."""

    def show_view(self, view: TrainView, names: Sequence[str]) -> None:
        """Fill the sheet from ``view``: every finished round's points and the totals."""
        rules = view.rules
        rounds = rules.round_count
        players = view.num_players
        self.setRowCount(rounds + 1)
        self.setColumnCount(players)
        self.setHorizontalHeaderLabels([str(n) for n in names[:players]])
        finished = len(view.round_scores)
        playing = view.round_number if view.end is None else None
        labels = []
        for number in range(1, rounds + 1):
            engine = rules.engine_for(number)
            # Short, for a narrow panel: "4. 9|9"; the tooltip says it whole.
            labels.append(f"{number}. {engine.a}|{engine.b}")
        labels.append(QCoreApplication.translate("ScoreSheet", "Total"))
        self.setVerticalHeaderLabels(labels)
        for number in range(1, rounds + 1):
            engine = rules.engine_for(number)
            header = self.verticalHeaderItem(number - 1)
            label = QCoreApplication.translate("ScoreSheet", "Round %1 (%2)")
            if header is not None:
                header.setToolTip(label.replace("%1", str(number)).replace(
                    "%2", f"{engine.a}|{engine.b}"))
        for seat in range(players):
            name = self.horizontalHeaderItem(seat)
            if name is not None:
                name.setToolTip(str(names[seat]))
        for row in range(rounds):
            scores = view.round_scores[row] if row < finished else None
            for seat in range(players):
                text = "" if scores is None else str(scores[seat])
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if playing == row + 1:
                    item.setBackground(QBrush(PLAYING))
                    item.setToolTip(QCoreApplication.translate("ScoreSheet", "being played"))
                self.setItem(row, seat, item)
        low = min(view.totals) if view.totals else 0
        self.leaders = tuple(s for s, t in enumerate(view.totals) if t == low) if finished \
            else ()
        for seat in range(players):
            item = QTableWidgetItem(str(view.totals[seat]))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            font = QFont(self.font())
            font.setBold(True)
            item.setFont(font)
            if seat in self.leaders:
                item.setForeground(QBrush(LEADING))
                item.setText(f"{view.totals[seat]} \u2605")
                item.setToolTip(QCoreApplication.translate("ScoreSheet", "lowest total"))
            self.setItem(rounds, seat, item)

    def cell_text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return "" if item is None else item.text()


__all__ = ["TrainScoreSheet"]
