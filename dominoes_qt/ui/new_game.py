"""The New game dialog: game, players, who sits where (human or computer level), seed,
and the rules (:mod:`dominoes_qt.ui.house_rules_panel`: presets, saved and house rules).

Every registered game is offered; the games of one family (games that differ only in
their target) are one entry, with a choice of target. The train games whose table is ready
follow (:data:`~dominoes_qt.games.TRAIN_GAMES`): up to eight seats, one of them yours, and
Deal starts them through :meth:`NewGameDialog.train_setup`.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt import wording
from dominoes_qt.ai import LEVELS
from dominoes_qt.engine import Reaching, Rules
from dominoes_qt.engine.trains import TrainRules
from dominoes_qt.games import GAMES, TRAIN_GAMES
from dominoes_qt.storage.rulesets import RulesetStore
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.house_rules_panel import HouseRulesPanel
from dominoes_qt.ui.texts import (
    QT,
    entry_title,
    game_entries,
    level_description,
    level_name,
)

MAX_SEATS = 8
"""The most seats a game offered takes (Mexican Train's eight)."""
SHOWN_SEATS = 4
"""Seats shown before the list scrolls: eight would not fit a 640-pixel screen."""


@dataclass(frozen=True)
class TrainSetup:
    """A train match as the dialog sets it up: one level per seat, None for yours."""

    rules: TrainRules
    names: tuple[str, ...]
    levels: tuple[str | None, ...]
    seed: int | None


class NewGameDialog(QDialog):
    """Asks for a :class:`GameSetup`; :meth:`setup` reads the answer."""

    def __init__(self, parent: QWidget | None = None, previous: GameSetup | None = None,
                 rulesets: RulesetStore | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setAccessibleName(self.tr("New game"))
        whole = QVBoxLayout(self)
        # The rules stand beside the seats: under them, the dialog would not fit a
        # 600-pixel screen with four seats and the options open.
        columns = QHBoxLayout()
        whole.addLayout(columns, 1)
        outer = QVBoxLayout()
        columns.addLayout(outer, 1)
        form = QFormLayout()
        outer.addLayout(form)
        self._entries = game_entries(GAMES.values())
        self.game = QComboBox(self)
        self.game.setAccessibleName(self.tr("Game"))
        for entry in self._entries:
            self.game.addItem(entry_title(entry), entry[0].variant)
        self._trains = [r for r in TRAIN_GAMES.values() if r.table_ready]
        for train in self._trains:
            self.game.addItem(QT(wording.GAMES, train.title), train.variant)
        form.addRow(self.tr("&Game:"), self.game)
        self.target = QComboBox(self)
        self.target.setAccessibleName(self.tr("Target"))
        form.addRow(self.tr("&Target:"), self.target)
        self.players = QSpinBox(self)
        self.players.setAccessibleName(self.tr("Number of players"))
        form.addRow(self.tr("&Players:"), self.players)
        self.seed = QLineEdit(self)
        self.seed.setAccessibleName(self.tr("Seed"))
        self.seed.setPlaceholderText(self.tr("random"))
        form.addRow(self.tr("&Seed (optional):"), self.seed)

        box = QGroupBox(self.tr("Seats (clockwise)"), self)
        self._form, self._box = form, box
        # The seats scroll past four: eight rows would push Deal off a small screen.
        self.seat_scroller = QScrollArea(box)
        self.seat_scroller.setWidgetResizable(True)
        self.seat_scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.seat_scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rows = QWidget(self.seat_scroller)
        grid = QGridLayout(rows)
        grid.setContentsMargins(0, 0, 0, 0)
        self.seat_scroller.setWidget(rows)
        QVBoxLayout(box).addWidget(self.seat_scroller)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for seat in range(MAX_SEATS):
            label = QLabel(self.tr("Seat %1").replace("%1", str(seat + 1)), rows)
            name = QLineEdit(rows)
            name.setAccessibleName(self.tr("Name of seat %1").replace("%1", str(seat + 1)))
            kind = QComboBox(rows)
            kind.setAccessibleName(self.tr("Player of seat %1").replace("%1", str(seat + 1)))
            kind.addItem(self.tr("Human"), None)
            for level in LEVELS:
                kind.addItem(self.tr("Computer (%1)").replace("%1", level_name(level)), level)
                kind.setItemData(kind.count() - 1, level_description(level),
                                 Qt.ItemDataRole.ToolTipRole)
            # On Linux a combo box is read by its choice and its labels, never by its
            # accessible name: the seat's label must be its label.
            label.setBuddy(kind)
            grid.addWidget(label, seat, 0)
            grid.addWidget(name, seat, 1)
            grid.addWidget(kind, seat, 2)
            self.seat_labels.append(label)
            self.names.append(name)
            self.kinds.append(kind)
            if seat == 0:
                name.setText(self.tr("You"))
            else:
                name.setText(self.tr("Computer %1").replace("%1", str(seat)))
                kind.setCurrentIndex(1 + LEVELS.index("casual"))
        row_height = self.kinds[0].sizeHint().height() + max(0, grid.verticalSpacing())
        self.seat_scroller.setMinimumHeight(SHOWN_SEATS * row_height)
        self.seat_scroller.setMinimumWidth(
            rows.sizeHint().width() + self.seat_scroller.verticalScrollBar().sizeHint().width())
        outer.addWidget(box)
        self.partnerships = QLabel(self)
        self.partnerships.setWordWrap(True)
        outer.addWidget(self.partnerships)
        self.house = HouseRulesPanel(self, rulesets)
        right = QVBoxLayout()
        right.addWidget(self.house)
        right.addStretch(1)
        columns.addLayout(right, 1)
        self.serious = QCheckBox(self.tr("S&erious game (no undo, no hints)"), self)
        self.serious.setAccessibleName(self.tr("Serious game"))
        outer.addWidget(self.serious)
        # Tab goes down the left column, then through the rules.
        QWidget.setTabOrder(self.kinds[-1], self.serious)
        QWidget.setTabOrder(self.serious, self.house.choice)
        outer.addStretch(1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Deal"))
        self._ok = ok
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        whole.addWidget(buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.target.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._refresh)
        self.house.changed.connect(self._refresh)
        self.house.preset_chosen.connect(self._preset_chosen)
        for name in self.names:
            name.textChanged.connect(self._refresh)
        for kind in self.kinds:
            kind.currentIndexChanged.connect(self._refresh)
        self._game_changed()
        if previous is not None:
            self._load(previous)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        """The dialog's words again after a language change (the players' names stay)."""
        self.setWindowTitle(self.tr("New game"))
        self.setAccessibleName(self.tr("New game"))
        self.game.setAccessibleName(self.tr("Game"))
        for index, entry in enumerate(self._entries):
            self.game.setItemText(index, entry_title(entry))
        for index, train in enumerate(self._trains, start=len(self._entries)):
            self.game.setItemText(index, QT(wording.GAMES, train.title))
        self.target.setAccessibleName(self.tr("Target"))
        if not self.is_train():
            for index, rules in enumerate(self._entry()):
                self.target.setItemText(index, self._target_text(rules))
        self.players.setAccessibleName(self.tr("Number of players"))
        self.seed.setAccessibleName(self.tr("Seed"))
        self.seed.setPlaceholderText(self.tr("random"))
        for field, text in ((self.game, self.tr("&Game:")), (self.target, self.tr("&Target:")),
                            (self.players, self.tr("&Players:")),
                            (self.seed, self.tr("&Seed (optional):"))):
            label = self._form.labelForField(field)
            if isinstance(label, QLabel):
                label.setText(text)
        self._box.setTitle(self.tr("Seats (clockwise)"))
        for seat in range(MAX_SEATS):
            number = str(seat + 1)
            self.seat_labels[seat].setText(self.tr("Seat %1").replace("%1", number))
            self.names[seat].setAccessibleName(self.tr("Name of seat %1").replace("%1", number))
            kind = self.kinds[seat]
            kind.setAccessibleName(self.tr("Player of seat %1").replace("%1", number))
            kind.setItemText(0, self.tr("Human"))
            for i, level in enumerate(LEVELS, start=1):
                kind.setItemText(i, self.tr("Computer (%1)").replace("%1", level_name(level)))
        self._describe_levels()
        self.serious.setText(self.tr("S&erious game (no undo, no hints)"))
        self.serious.setAccessibleName(self.tr("Serious game"))
        self._ok.setText(self.tr("&Deal"))
        self._refresh()

    def is_train(self) -> bool:
        """Whether the game chosen is a train game (Deal then means :meth:`train_setup`)."""
        return self.game.currentIndex() >= len(self._entries)

    def train_rules(self) -> TrainRules:
        """The train ruleset chosen: the house rules panel's, or the standard rules."""
        chosen = self.house.rules()
        if isinstance(chosen, TrainRules):
            return chosen
        return self._trains[max(0, self.game.currentIndex() - len(self._entries))]

    def rules(self) -> Rules:
        """The ruleset chosen: the house rules panel's, or while its options cannot be
        played, the preset the game and target name."""
        chosen = self.house.rules()
        return chosen if isinstance(chosen, Rules) else self.preset()

    def preset(self) -> Rules:
        """The preset the game and target lists name."""
        entry = self._entry()
        return entry[max(0, self.target.currentIndex())]

    def variants(self) -> list[str]:
        """Every game the dialog offers, a family's targets included."""
        return [*(rules.variant for entry in self._entries for rules in entry),
                *(train.variant for train in self._trains)]

    def choose(self, variant: str) -> None:
        """Show the game ``variant`` (its family's entry and its target)."""
        for index, entry in enumerate(self._entries):
            for position, rules in enumerate(entry):
                if rules.variant == variant:
                    self.game.setCurrentIndex(index)
                    self.target.setCurrentIndex(position)
                    return
        for index, train in enumerate(self._trains, start=len(self._entries)):
            if train.variant == variant:
                self.game.setCurrentIndex(index)
                return
        raise KeyError(variant)

    def _entry(self) -> tuple[Rules, ...]:
        """The line game's entry chosen (the first while a train game is chosen)."""
        index = self.game.currentIndex()
        return self._entries[index if 0 <= index < len(self._entries) else 0]

    def _target_text(self, rules: Rules) -> str:
        shown = str(rules.display(rules.target))
        if rules.reaching is Reaching.EXACTLY:
            return self.tr("exactly %1").replace("%1", shown)
        return self.tr("%1 or more").replace("%1", shown)

    def _load(self, setup: GameSetup) -> None:
        try:
            self.choose(setup.rules.variant)
        except KeyError:
            # House rules: the game's first preset, then the rules themselves.
            game = setup.rules.ruleset.game
            base = next((r for r in GAMES.values() if r.ruleset.game == game), None)
            if base is None:
                return  # a game no longer registered: the dialog offers the others
            self.choose(base.variant)
        self._game_changed()
        self.house.set_rules(setup.rules)
        self.players.setValue(len(setup.seats))
        for seat, s in enumerate(setup.seats):
            self.names[seat].setText(s.name)
            index = 0 if not s.is_ai else 1 + LEVELS.index(s.level or "casual")
            self.kinds[seat].setCurrentIndex(index)
        if setup.seed is not None:
            self.seed.setText(str(setup.seed))
        self.serious.setChecked(setup.serious)

    # The train levels are the line games' names (ai/trains.py, TRAIN_LEVELS), so one list
    # of levels serves both; a name a train game lacks would play as skilled (train_level).
    def _describe_levels(self) -> None:
        """The levels' tooltips say what a line game's computer does; a train game's
        levels play otherwise (ai/trains.py), so they have none rather than a wrong one."""
        train = self.is_train()
        for kind in self.kinds:
            for i, level in enumerate(LEVELS, start=1):
                kind.setItemData(i, None if train else level_description(level),
                                 Qt.ItemDataRole.ToolTipRole)

    def _game_changed(self) -> None:
        if self.is_train():
            self._train_chosen()
            return
        self.serious.setEnabled(True)
        self._describe_levels()
        entry = self._entry()
        if [self.target.itemData(i) for i in range(self.target.count())] != \
                [rules.variant for rules in entry]:
            self.target.blockSignals(True)
            self.target.clear()
            for rules in entry:
                self.target.addItem(self._target_text(rules), rules.variant)
            self.target.blockSignals(False)
        self.target.setVisible(len(entry) > 1)
        label = self._form.labelForField(self.target)
        if label is not None:
            label.setVisible(len(entry) > 1)
        self.house.show_game(self.preset())
        counts = self.rules().player_counts
        value = self.players.value()
        self.players.setRange(min(counts), max(counts))
        self.players.setValue(min(max(value, min(counts)), max(counts)))
        self.players.setEnabled(len(counts) > 1)
        self._refresh()

    def _train_chosen(self) -> None:
        for widget in (self.target, self._form.labelForField(self.target)):
            if widget is not None:
                widget.setVisible(False)
        # A train match has no undo nor hints to forgo.
        self.serious.setChecked(False)
        self.serious.setEnabled(False)
        self._describe_levels()
        train = self._trains[self.game.currentIndex() - len(self._entries)]
        self.house.show_game(train)
        counts = train.player_counts
        value = self.players.value()
        self.players.setRange(min(counts), max(counts))
        self.players.setValue(min(max(value, min(counts)), max(counts)))
        self.players.setEnabled(len(counts) > 1)
        self._refresh()

    def _humans_ok(self) -> bool:
        """A train match is one person against computers (ui/train_play.py)."""
        if not self.is_train():
            return True
        n = self.players.value()
        return sum(self.kinds[s].currentData() is None for s in range(n)) == 1

    def _refresh(self) -> None:
        n = self.players.value()
        for seat in range(MAX_SEATS):
            for widget in (self.seat_labels[seat], self.names[seat], self.kinds[seat]):
                widget.setVisible(seat < n)
        names = [self.names[s].text().strip() or self.tr("Seat %1").replace("%1", str(s + 1))
                 for s in range(n)]
        if not self._humans_ok():
            text = self.tr("Exactly one seat must be a human: a train game is played by "
                           "one person against computers.")
        elif n == 4 and not self.is_train() and self.rules().seating(4).partnerships:
            text = self.tr("Partners sit opposite: %1 and %2 play against %3 and %4.")
            for i, seat in enumerate((0, 2, 1, 3)):
                text = text.replace(f"%{i + 1}", names[seat])
        else:
            text = self.tr("Every player plays alone.")
        self.partnerships.setText(text)
        self._ok.setEnabled(self.house.valid and self._humans_ok())

    def _preset_chosen(self, variant: str) -> None:
        """A preset chosen in the rules list also names the target (a family's)."""
        if self.preset().variant == variant:
            return
        self.target.blockSignals(True)
        self.game.blockSignals(True)
        try:
            self.choose(variant)
        finally:
            self.target.blockSignals(False)
            self.game.blockSignals(False)

    def accept(self) -> None:
        # Deal is disabled while the options cannot be played; Enter must not slip past.
        if self.house.valid and self._humans_ok():
            super().accept()

    def _seat_name(self, seat: int) -> str:
        return self.names[seat].text().strip() or self.tr("Seat %1").replace(
            "%1", str(seat + 1))

    def _seed(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text.lstrip("-").isdigit() else (
            zlib.crc32(text.encode()) if text else None)

    def setup(self) -> GameSetup:
        n = self.players.value()
        seats = []
        for seat in range(n):
            level = self.kinds[seat].currentData()
            seats.append(SeatSetup(self._seat_name(seat), "human" if level is None else "ai",
                                   level))
        return GameSetup(self.rules(), tuple(seats), self._seed(), self.serious.isChecked())

    def train_setup(self) -> TrainSetup:
        """The train match chosen (while :meth:`is_train`)."""
        n = self.players.value()
        return TrainSetup(self.train_rules(), tuple(self._seat_name(s) for s in range(n)),
                          tuple(self.kinds[s].currentData() for s in range(n)), self._seed())


def default_setup(rules: Rules | None = None, players: int | None = None,
                  level: str = "casual", seed: int | None = None,
                  names: tuple[str, ...] | None = None) -> GameSetup:
    """Seat 0 human, every other seat a computer of ``level``; by default the first game
    in :data:`~dominoes_qt.games.GAMES` with the fewest players it allows."""
    if rules is None:
        rules = next(iter(GAMES.values()))
    if players is None:
        players = min(rules.player_counts)
    seats = [SeatSetup(names[0] if names else "You")]
    for seat in range(1, players):
        name = names[seat] if names else f"Computer {seat}"
        seats.append(SeatSetup(name, "ai", level))
    return GameSetup(rules, tuple(seats), seed)


