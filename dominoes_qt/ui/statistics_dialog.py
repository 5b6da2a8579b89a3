"""The Statistics dialog: matches played and won per game and player count, and a reset.

One tab for each registered game (its preset), then one for each house ruleset that has
matches counted, named by what it changes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt import gamefacts, wording
from dominoes_qt.ai.players import LEVELS
from dominoes_qt.engine import Rules
from dominoes_qt.engine.options import OptionError
from dominoes_qt.engine.trains import TrainRules
from dominoes_qt.games import GAMES, TRAIN_GAMES, train_rules_of
from dominoes_qt.storage.atomic import StorageError
from dominoes_qt.storage.progress import ProgressStore
from dominoes_qt.storage.rulesets import rules_of_doc
from dominoes_qt.storage.stats import MIXED, GameStats, Statistics, StatsStore
from dominoes_qt.teaching import house_rules
from dominoes_qt.ui.progress import ProgressPanel
from dominoes_qt.ui.texts import QT, fill, game_label, level_name, ruleset_title


def _percent(won: int, played: int) -> str:
    return "—" if not played else f"{won} / {played} ({100 * won // played}%)"


def _margin(rules: Rules | TrainRules, raw: float | None) -> str:
    """A margin in the points the game shows (Five Up counts fifths of raw points; a
    train game, its raw points)."""
    if raw is None:
        return "—"
    shown = gamefacts.shown(rules, raw) if isinstance(rules, Rules) else raw
    return f"{shown:.0f}" if float(shown).is_integer() else f"{shown:.1f}"


def stat_rows(rules: Rules | TrainRules, stats: GameStats) -> list[tuple[str, str]]:
    """The lines of one column: (label, value)."""
    rows = [
        (QCoreApplication.translate("StatisticsDialog", "Matches played"), str(stats.played)),
        (
            QCoreApplication.translate("StatisticsDialog", "Matches won"),
            _percent(stats.won, stats.played),
        ),
        (
            QCoreApplication.translate("StatisticsDialog", "Called off at the round limit"),
            str(stats.called_off),
        ),
    ]
    for level in (*LEVELS, MIXED):
        tally = stats.by_level.get(level)
        name = (
            QCoreApplication.translate("StatisticsDialog", "mixed levels")
            if level == MIXED
            else level_name(level)
        )
        rows.append(
            (
                fill(QCoreApplication.translate("StatisticsDialog", "Won against %1"), name),
                "—" if tally is None else _percent(tally.won, tally.played),
            )
        )
    rows += [
        (
            QCoreApplication.translate("StatisticsDialog", "Best winning margin"),
            _margin(rules, stats.best_margin),
        ),
        (
            QCoreApplication.translate("StatisticsDialog", "Average winning margin"),
            _margin(rules, stats.average_margin),
        ),
        (QCoreApplication.translate("StatisticsDialog", "Hints used"), str(stats.hints_used)),
        (QCoreApplication.translate("StatisticsDialog", "Undos used"), str(stats.undos_used)),
    ]
    return rows


def _train_rules_of_doc(doc: dict[str, object]) -> TrainRules | None:
    """The train rules a kept house ruleset names, None when they cannot be played."""
    try:
        return train_rules_of(doc.get("game"), doc.get("options", {}))
    except OptionError:
        return None


def _title(rules: Rules | TrainRules) -> str:
    if isinstance(rules, Rules):
        return ruleset_title(rules) if rules.house_rules else game_label(rules)
    name = QT(wording.GAMES, rules.title)
    if not rules.house_rules:
        return name
    return fill(QCoreApplication.translate("StatisticsDialog", "%1 — %2"), name,
                house_rules.summary(QT, rules))


class StatisticsDialog(QDialog):
    """One tab per game, one column per player count. Reset asks first."""

    def __init__(
        self,
        store: StatsStore,
        parent: QWidget | None = None,
        ask: Callable[[str, str], bool] | None = None,
        tell: Callable[[str, str], None] | None = None,
        progress: ProgressStore | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.ask = ask or (lambda title, text: True)
        self.tell = tell or (lambda title, text: None)
        self.setWindowTitle(QCoreApplication.translate("StatisticsDialog", "Statistics"))
        self.setAccessibleName(QCoreApplication.translate("StatisticsDialog", "Statistics"))
        self.resize(580, 500)
        outer = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.tables: dict[str, QTableWidget] = {}
        self._games: dict[str, Rules | TrainRules] = dict(GAMES)
        """The rulesets shown by their statistics key: every game registered when the
        dialog opened, the train games the window plays, then the house rulesets counted
        in the file."""
        self._games.update((k, r) for k, r in TRAIN_GAMES.items() if r.table_ready)
        for key, doc in store.load().value.house_rulesets().items():
            house = rules_of_doc(doc) or _train_rules_of_doc(doc)
            if house is not None:
                self._games[key] = house
        for key, rules in self._games.items():
            table = QTableWidget(self.tabs)
            table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
            table.setAlternatingRowColors(True)
            title = _title(rules)
            table.setAccessibleName(title)
            self.tables[key] = table
            self.tabs.addTab(table, title)
            self.tabs.setTabToolTip(self.tabs.count() - 1, title)
        self.progress: ProgressPanel | None = None
        if progress is not None:
            self.progress = ProgressPanel(progress, self.tabs)
            # First and open: the rating is what a player looks for, not the eleventh tab
            # behind the scroll arrows.
            self.tabs.insertTab(0, self.progress,
                                QCoreApplication.translate("Progress", "Progress"))
            self.tabs.setCurrentIndex(0)
        outer.addWidget(self.tabs, 1)
        self.note = QLabel(
            QCoreApplication.translate(
                "StatisticsDialog",
                "Counted for the side you play on; margins are in the points "
                "each game shows. Games between people only are not counted.",
            ),
            self,
        )
        self.note.setWordWrap(True)
        outer.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(
            QCoreApplication.translate("StatisticsDialog", "&Reset..."), self
        )
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.reset)
        buttons.rejected.connect(self.reject)
        # Enter and the first focus go to Close: resetting is never a key press away.
        self.reset_button.setAutoDefault(False)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setDefault(True)
        self.close_button.setFocus()
        outer.addWidget(buttons)
        self.stats = Statistics()
        self.reload()

    def reload(self) -> None:
        loaded = self.store.load()
        self.show_stats(loaded.value)
        if self.progress is not None:
            self.progress.reload()
            if self.progress.notice:
                self.tell(QCoreApplication.translate("Progress", "Progress"), fill(
                    QCoreApplication.translate("Progress",
                                               "The progress could not be read: %1"),
                    self.progress.notice))

    def show_stats(self, stats: Statistics) -> None:
        self.stats = stats
        for key, rules in self._games.items():
            table = self.tables[key]
            counts = rules.player_counts
            columns = [stat_rows(rules, stats.get(key, n)) for n in counts]
            labels = [label for label, _ in columns[0]]
            table.clear()
            table.setRowCount(len(labels))
            table.setColumnCount(len(counts))
            table.setHorizontalHeaderLabels(
                [
                    fill(QCoreApplication.translate("StatisticsDialog", "%1 players"), n)
                    for n in counts
                ]
            )
            table.setVerticalHeaderLabels(labels)
            for column, rows in enumerate(columns):
                for row, (_, value) in enumerate(rows):
                    item = QTableWidgetItem(value)
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    table.setItem(row, column, item)
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

    def value(self, variant: str, players: int, label: str) -> str:
        """The text shown for one statistic (tests, screen readers); ``variant``: a
        statistics key (a preset's name, or a house ruleset's key)."""
        table = self.tables[variant]
        column = self._games[variant].player_counts.index(players)
        for row in range(table.rowCount()):
            header = table.verticalHeaderItem(row)
            if header is not None and header.text() == label:
                item = table.item(row, column)
                return "" if item is None else item.text()
        raise KeyError(label)

    def reset(self) -> bool:
        if not self.ask(
            QCoreApplication.translate("StatisticsDialog", "Reset the statistics?"),
            QCoreApplication.translate(
                "StatisticsDialog",
                "Forget every match counted so far, in every game? This can not be undone.",
            ),
        ):
            return False
        try:
            stats = self.store.reset()
        except StorageError as exc:
            self.tell(
                QCoreApplication.translate("StatisticsDialog", "Statistics"),
                fill(
                    QCoreApplication.translate(
                        "StatisticsDialog", "The statistics could not be reset: %1"
                    ),
                    exc,
                ),
            )
            return False
        self.show_stats(stats)
        return True
