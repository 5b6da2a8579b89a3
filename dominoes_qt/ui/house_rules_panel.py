"""The New game dialog's house rules: every option of the chosen game, its presets and the
rulesets the player saved, and one line that says what differs from the standard rules.

The panel never decides a rule: each change builds the ruleset through the catalogue
(:func:`~dominoes_qt.games.rules_of`), and a combination the game refuses is shown with the
game's own reason beside the field it names, while :attr:`HouseRulesPanel.valid` is False
(the dialog then disables its Deal button).
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.engine import Rules
from dominoes_qt.engine.options import Option, OptionError, OptionValue
from dominoes_qt.engine.trains import TrainRules
from dominoes_qt.games import GAMES, TRAIN_GAMES, rules_of, train_rules_of
from dominoes_qt.storage.atomic import StorageError
from dominoes_qt.storage.rulesets import NamedRuleset, RulesetError, RulesetStore
from dominoes_qt.teaching import house_rules as words
from dominoes_qt.ui.announcer import Announcer
from dominoes_qt.ui.texts import QT, game_label

Field = QSpinBox | QCheckBox | QComboBox
AnyRules = Rules | TrainRules
"""A line game's rules or a train game's: the panel offers the options of either."""

OPTIONS_HEIGHT = 220
"""The most height the options take before they scroll."""

PRESET, SAVED, HOUSE = "preset", "saved", "house"
"""What an entry of the ruleset list is: a registered preset (its variant), a ruleset the
player saved (its name), or the house rules being edited."""


class HouseRulesPanel(QGroupBox):
    """The options of one game at a time (:meth:`show_game`); :meth:`rules` reads them."""

    changed = Signal()
    """The ruleset, or whether it can be played, changed."""
    preset_chosen = Signal(str)
    """A registered preset was chosen from the list (its variant)."""

    def __init__(self, parent: QWidget | None = None,
                 store: RulesetStore | None = None) -> None:
        super().__init__(parent)
        self.store = store if store is not None else RulesetStore.for_app()
        self.announcer = Announcer(self)
        self._game = ""
        self._rules: AnyRules | None = None
        self._saved: list[NamedRuleset] = []
        self._loading = False
        self.error: OptionError | None = None
        """Why the options shown cannot be played (None: they can)."""
        self.fields: dict[str, Field] = {}
        self.errors: dict[str, QLabel] = {}
        self.name_dialog: QInputDialog | None = None

        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        self.choice_label = QLabel(self)
        self.choice = QComboBox(self)
        self.choice_label.setBuddy(self.choice)
        top.addWidget(self.choice_label)
        top.addWidget(self.choice, 1)
        outer.addLayout(top)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                              | Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.summary)
        self.toggle = QPushButton(self)
        self.toggle.setCheckable(True)
        outer.addWidget(self.toggle)
        # Scrolled: a game's dozen options under the seats would not fit a laptop's screen.
        self.scroller = QScrollArea(self)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setMaximumHeight(OPTIONS_HEIGHT)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.options = QWidget(self.scroller)
        self._form = QFormLayout(self.options)
        self._form.setContentsMargins(0, 0, 0, 0)
        self.scroller.setWidget(self.options)
        outer.addWidget(self.scroller)
        self.general_error = QLabel(self)
        self.general_error.setWordWrap(True)
        self.general_error.setVisible(False)
        outer.addWidget(self.general_error)
        buttons = QHBoxLayout()
        self.standard = QPushButton(self)
        self.save_as = QPushButton(self)
        self.delete = QPushButton(self)
        for button in (self.standard, self.save_as, self.delete):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        self.toggle.setAutoDefault(False)
        buttons.addStretch(1)
        self.buttons = QWidget(self)
        self.buttons.setLayout(buttons)
        buttons.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.buttons)
        self.notice = QLabel(self)
        self.notice.setWordWrap(True)
        self.notice.setVisible(False)
        outer.addWidget(self.notice)

        self.toggle.toggled.connect(self._show_options)
        self.choice.currentIndexChanged.connect(self._chosen)
        self.standard.clicked.connect(self.reset)
        self.save_as.clicked.connect(self.ask_name)
        self.delete.clicked.connect(self.delete_chosen)
        self._retranslate()
        self._show_options(False)

    # --- what the dialog asks ------------------------------------------------------------

    @property
    def valid(self) -> bool:
        return self.error is None and self._rules is not None

    @property
    def train(self) -> bool:
        """Whether the game shown is a train game (its catalogue is its own)."""
        return self._game in TRAIN_GAMES

    def rules(self) -> AnyRules | None:
        """The ruleset the options shown make, None while they cannot be played."""
        return self._rules if self.error is None else None

    def show_game(self, preset: AnyRules) -> None:
        """Offer ``preset``'s game, showing ``preset``'s options."""
        game = preset.ruleset.game
        if game != self._game:
            self._game = game
            self._build_fields(type(preset).declared_options())
        self.set_rules(preset)

    def set_rules(self, rules: AnyRules) -> None:
        """Show the options of ``rules`` (a ruleset of the game shown)."""
        if rules.ruleset.game != self._game:
            self.show_game(rules)
            return
        self._loading = True
        try:
            for key, value in rules.ruleset.values:
                field = self.fields.get(key)
                if isinstance(field, QCheckBox):
                    field.setChecked(bool(value))
                elif isinstance(field, QSpinBox) and isinstance(value, int):
                    field.setValue(value)
                elif isinstance(field, QComboBox):
                    field.setCurrentIndex(max(0, field.findData(value)))
        finally:
            self._loading = False
        self._update(announce=False)

    # --- building the fields -------------------------------------------------------------

    def _build_fields(self, options: tuple[Option, ...]) -> None:
        while self._form.rowCount():
            self._form.removeRow(0)
        self.fields, self.errors = {}, {}
        for option in options:
            field = self._field_for(option)
            error = QLabel(self.options)
            error.setWordWrap(True)
            error.setVisible(False)
            bold = error.font()
            bold.setBold(True)
            error.setFont(bold)
            # The reason under its field: beside a narrow spin box it would be cut off.
            row = QWidget(self.options)
            line = QVBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(2)
            line.addWidget(field)
            line.addWidget(error)
            if isinstance(field, QCheckBox):
                self._form.addRow(row)
            else:
                caption = QLabel(self.options)
                caption.setBuddy(field)
                self._form.addRow(caption, row)
            self.fields[option.key] = field
            self.errors[option.key] = error
        self._word_fields()
        self._chain_tabs()
        self._fill_choice()
        hint = self.options.sizeHint()
        self.scroller.setMinimumHeight(min(OPTIONS_HEIGHT, hint.height()))
        # As wide as the options with the scroll bar beside them: never scrolled sideways.
        bar = self.scroller.verticalScrollBar().sizeHint().width()
        self.scroller.setMinimumWidth(hint.width() + bar)

    def _field_for(self, option: Option) -> Field:
        field: Field
        if option.kind == "bool":
            field = QCheckBox(self.options)
            field.toggled.connect(self._edited)
        elif option.kind == "int" and not option.choices:
            field = QSpinBox(self.options)
            field.setRange(option.low if option.low is not None else 0,
                           option.high if option.high is not None else 1_000_000)
            field.valueChanged.connect(self._edited)
        else:
            field = QComboBox(self.options)
            for value in option.choices:
                field.addItem(str(value), value)
            field.currentIndexChanged.connect(self._edited)
        field.setProperty("optionKey", option.key)
        return field

    def _options(self) -> tuple[Option, ...]:
        preset = self._presets()[0] if self._presets() else None
        return type(preset).declared_options() if preset is not None else ()

    def _word_fields(self) -> None:
        for option in self._options():
            field = self.fields.get(option.key)
            if field is None:
                continue
            name = words.label(QT, option)
            about = words.description(QT, option)
            default = words.value_text(QT, option, option.default)
            tip = self.tr("%1 (standard: %2)").replace("%1", about).replace("%2", default)
            field.setToolTip(tip)
            field.setAccessibleName(name)
            field.setAccessibleDescription(tip)
            if isinstance(field, QCheckBox):
                field.setText(name)
            else:
                row = field.parentWidget()
                caption = self._form.labelForField(row) if row is not None else None
                if isinstance(caption, QLabel):
                    caption.setText(self.tr("%1:").replace("%1", name))
                    caption.setToolTip(tip)
                if isinstance(field, QComboBox):
                    for index in range(field.count()):
                        field.setItemText(index, words.value_text(QT, option,
                                                                  field.itemData(index)))

    def _chain_tabs(self) -> None:
        chain: list[QWidget] = [self.choice, self.toggle, *self.fields.values(),
                                self.standard, self.save_as, self.delete]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    # --- the list of rulesets ------------------------------------------------------------

    def _presets(self) -> list[AnyRules]:
        games: list[AnyRules] = [*(TRAIN_GAMES.values() if self.train else GAMES.values())]
        return [r for r in games if r.ruleset.game == self._game]

    def _fill_choice(self) -> None:
        # Saved rulesets are the line games' (storage/rulesets.py reads only those).
        self._saved = self.store.for_game(self._game) if self._game and not self.train \
            else []
        if self.store.notice:
            # Kept on show until the dialog closes: the next load finds the file set aside
            # and has nothing to say.
            self._tell(self.tr("Saved rulesets: %1").replace("%1", self.store.notice))
        self.choice.blockSignals(True)
        self.choice.clear()
        presets = self._presets()
        for rules in presets:
            text = game_label(rules) if isinstance(rules, Rules) and len(presets) > 1 \
                else self.tr("Standard rules")
            self.choice.addItem(text, (PRESET, rules.variant))
        for entry in self._saved:
            self.choice.addItem(self.tr("%1 (saved)").replace("%1", entry.name),
                                (SAVED, entry.name))
        self.choice.addItem(self.tr("House rules"), (HOUSE, ""))
        self.choice.blockSignals(False)
        self._select_choice()

    def _select_choice(self) -> None:
        """Point the list at the entry the options shown are, or at "House rules"."""
        index = self.choice.count() - 1
        rules = self.rules()
        if rules is not None:
            for i in range(self.choice.count()):
                kind, name = self.choice.itemData(i)
                if kind == PRESET and name == rules.variant:
                    index = i
                    break
                if kind == SAVED and any(e.name == name and e.rules.ruleset == rules.ruleset
                                         for e in self._saved):
                    index = i
                    break
        self.choice.blockSignals(True)
        self.choice.setCurrentIndex(index)
        self.choice.blockSignals(False)
        kind = self.choice.itemData(index)[0] if index >= 0 else HOUSE
        self.delete.setEnabled(kind == SAVED)

    def _chosen(self, index: int) -> None:
        if index < 0:
            return
        kind, name = self.choice.itemData(index)
        if kind == PRESET:
            preset = next((r for r in self._presets() if r.variant == name), None)
            if preset is not None:
                self.set_rules(preset)
                self.preset_chosen.emit(name)
        elif kind == SAVED:
            for entry in self._saved:
                if entry.name == name:
                    self.set_rules(entry.rules)
                    self._announce()
                    break
        else:
            self._select_choice()

    # --- edits ---------------------------------------------------------------------------

    def values(self) -> dict[str, OptionValue]:
        """Every field's value, by option."""
        out: dict[str, OptionValue] = {}
        for key, field in self.fields.items():
            if isinstance(field, QCheckBox):
                out[key] = field.isChecked()
            elif isinstance(field, QSpinBox):
                out[key] = field.value()
            else:
                out[key] = field.currentData()
        return out

    def _edited(self) -> None:
        if not self._loading:
            self._update(announce=True)

    def _update(self, announce: bool) -> None:
        before = self.summary.text()
        try:
            self._rules = train_rules_of(self._game, self.values()) if self.train else \
                rules_of(self._game, self.values())
            self.error = None
        except OptionError as error:
            self.error = error
        for key, label in self.errors.items():
            shown = self.error is not None and self.error.key == key
            label.setVisible(shown)
            label.setText(self._reason() if shown else "")
            field = self.fields[key]
            field.setAccessibleDescription(
                self._reason() if shown else field.toolTip())
            if shown:
                self.scroller.ensureWidgetVisible(label)
        if self.error is not None and self.error.key in self.errors:
            # The refused field must be seen to be mended.
            self.toggle.setChecked(True)
        general = self.error is not None and self.error.key not in self.errors
        self.general_error.setVisible(general)
        self.general_error.setText(self._refusal() if general else "")
        self._show_summary()
        self._select_choice()
        self.save_as.setEnabled(self.valid and not self.train
                                and bool(self._rules and self._rules.house_rules))
        self.changed.emit()
        if announce and self.summary.text() != before:
            self._announce()

    def _refusal(self) -> str:
        """The refusal with the option it names (the summary's line)."""
        if self.error is None:
            return ""
        option = next((o for o in self._options() if o.key == self.error.key), None)
        named = f"{words.label(QT, option)}: " if option is not None else ""
        return self.tr("Cannot be played: %1").replace(
            "%1", named + words.refusal(QT, self.error, self.values()))

    def _reason(self) -> str:
        """Why the field named by the refusal cannot take its value (its own words, as
        the game gives them)."""
        if self.error is None:
            return ""
        return self.tr("Cannot be played: %1").replace(
            "%1", words.refusal(QT, self.error, self.values()))

    def _show_summary(self) -> None:
        text = self._refusal() if self.error is not None or self._rules is None else \
            words.summary(QT, self._rules)
        self.summary.setText(text)
        self.summary.setAccessibleName(text)

    def _announce(self) -> None:
        self.announcer.announce(self.summary.text(), urgent=self.error is not None)

    def reset(self) -> None:
        """The game's standard rules (the first preset, whose options are the defaults)."""
        presets = self._presets()
        standard = next((r for r in presets if not r.house_rules and
                         all(o.default == r.ruleset[o.key] for o in self._options())),
                        presets[0] if presets else None)
        if standard is not None:
            self.set_rules(standard)
            self.preset_chosen.emit(standard.variant)
            self._announce()

    def _show_options(self, shown: bool) -> None:
        self.scroller.setVisible(shown)

    # --- saved rulesets ------------------------------------------------------------------

    def ask_name(self) -> QInputDialog:
        """Ask for a name to save the house rules under (answered in :meth:`save_named`)."""
        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("Save house rules"))
        dialog.setLabelText(self.tr("&Name of these house rules:"))
        dialog.setAccessibleName(self.tr("Save house rules"))
        dialog.textValueSelected.connect(self.save_named)
        dialog.finished.connect(dialog.deleteLater)
        self.name_dialog = dialog
        dialog.open()
        return dialog

    def save_named(self, name: str) -> None:
        rules = self.rules()
        if not isinstance(rules, Rules):
            return
        try:
            entry = self.store.save(name, rules)
        except (RulesetError, StorageError) as error:
            self._tell(self.tr("The house rules were not saved: %1").replace("%1", str(error)))
            return
        self._fill_choice()
        self._tell(self.tr("Saved as %1.").replace("%1", entry.name))

    def delete_chosen(self) -> None:
        kind, name = self.choice.currentData() or (HOUSE, "")
        if kind != SAVED:
            return
        try:
            self.store.delete(self._game, name)
        except (RulesetError, StorageError) as error:
            self._tell(self.tr("The ruleset was not deleted: %1").replace("%1", str(error)))
            return
        self._fill_choice()
        self._tell(self.tr("Deleted %1; the options shown stay.").replace("%1", name))

    def _tell(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(True)
        self.announcer.announce(text)

    # --- language ------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setTitle(self.tr("Rules"))
        self.setAccessibleName(self.tr("Rules"))
        self.choice_label.setText(self.tr("&Rules:"))
        self.choice.setAccessibleName(self.tr("Rules"))
        self.choice.setAccessibleDescription(self.tr(
            "The game's presets, the house rules you saved, and the house rules being "
            "edited"))
        self.summary.setAccessibleDescription(self.tr("What differs from the standard rules"))
        self.toggle.setText(self.tr("Show all &options"))
        self.toggle.setAccessibleDescription(self.tr("Shows or hides every option of the "
                                                     "game"))
        self.standard.setText(self.tr("Sta&ndard rules"))
        self.standard.setAccessibleDescription(self.tr("Puts every option back to the "
                                                       "game's standard rules"))
        self.save_as.setText(self.tr("Save &as…"))
        self.save_as.setAccessibleDescription(self.tr("Keeps these house rules under a name, "
                                                      "offered with the presets next time"))
        self.delete.setText(self.tr("De&lete"))
        self.delete.setAccessibleDescription(self.tr("Forgets the saved ruleset chosen"))
        self._word_fields()
        if self._game:
            self._fill_choice()
            self._show_summary()


__all__ = ["HouseRulesPanel"]
