"""The Preferences dialog: edits a :class:`Preferences` value; the session applies and saves it."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.storage.prefs import (
    AI_PACE_RANGE,
    ANIMATION_SPEED_RANGE,
    CONTRASTS,
    FACES,
    LANGUAGES,
    THEMES,
    VOLUME_RANGE,
    Preferences,
)
from dominoes_qt.ui.contrast import wants_high_contrast
from dominoes_qt.ui.look_preview import LookPreview
from dominoes_qt.ui.settings import WindowSettings


class PreferencesDialog(QDialog):
    """Shows ``prefs``; OK and Apply emit :attr:`applied` with the edited value."""

    applied = Signal(object)
    """A :class:`Preferences` to use from now on."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None,
                 sound_missing: str | None = None) -> None:
        super().__init__(parent)
        self.original = prefs
        self.setWindowTitle(self.tr("Preferences"))
        self.setAccessibleName(self.tr("Preferences"))
        outer = QVBoxLayout(self)
        # Two columns: the looks with their preview beside the rest, so the dialog stays
        # short enough for a small screen.
        columns = QHBoxLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        columns.addLayout(left)
        columns.addLayout(right)
        outer.addLayout(columns)

        looks = QGroupBox(self.tr("Language and table"), self)
        form = QFormLayout(looks)
        self.language = QComboBox(looks)
        self.language.setAccessibleName(self.tr("Language"))
        # Each language is named in itself, so a player can find theirs in any language.
        names = {"system": self.tr("System language"), "en": "English", "uk": "Українська"}
        for code in LANGUAGES:
            self.language.addItem(names.get(code, code), code)
        form.addRow(self.tr("&Language:"), self.language)
        self.theme = QComboBox(looks)
        self.theme.setAccessibleName(self.tr("Table theme"))
        themes = {"felt": self.tr("Green felt"), "walnut": self.tr("Walnut wood"),
                  "plain": self.tr("Plain light")}
        for name in THEMES:
            self.theme.addItem(themes.get(name, name), name)
        form.addRow(self.tr("&Table:"), self.theme)
        self.face = QComboBox(looks)
        self.face.setAccessibleName(self.tr("Tile faces"))
        faces = {"ivory": self.tr("Ivory, black pips"), "white": self.tr("White, black pips"),
                 "dark": self.tr("Dark, light pips")}
        for name in FACES:
            self.face.addItem(faces.get(name, name), name)
        form.addRow(self.tr("T&iles:"), self.face)
        self.colour_blind = QCheckBox(self.tr("&Colour-blind-safe highlights (blue and orange)"),
                                      looks)
        form.addRow(self.colour_blind)
        self.contrast = QComboBox(looks)
        self.contrast.setAccessibleName(self.tr("High contrast"))
        contrasts = {"system": self.tr("As the system asks"), "on": self.tr("On"),
                     "off": self.tr("Off")}
        for name in CONTRASTS:
            self.contrast.addItem(contrasts.get(name, name), name)
        form.addRow(self.tr("Hi&gh contrast:"), self.contrast)
        self.preview = LookPreview(WindowSettings(), looks)
        form.addRow(self.preview)
        for choice in (self.theme, self.face, self.contrast):
            choice.currentIndexChanged.connect(self._preview)
        self.colour_blind.toggled.connect(self._preview)
        left.addWidget(looks)

        sound = QGroupBox(self.tr("Sound"), self)
        form = QFormLayout(sound)
        self.sound = QCheckBox(self.tr("Pla&y sounds for what happens at the table"), sound)
        form.addRow(self.sound)
        self.volume = QSpinBox(sound)
        self.volume.setAccessibleName(self.tr("Sound volume"))
        self.volume.setRange(*VOLUME_RANGE)
        self.volume.setSingleStep(10)
        self.volume.setSuffix(" %")
        form.addRow(self.tr("Sound &volume:"), self.volume)
        self.sound_when_watching = QCheckBox(
            self.tr("Sounds also when &watching computers play and in review"), sound)
        form.addRow(self.sound_when_watching)
        self.sound_missing: QLabel | None = None
        if sound_missing is not None:
            # Where sound can not be had the switches stay shown, greyed, with the reason.
            self.sound_missing = QLabel(sound_missing, sound)
            self.sound_missing.setWordWrap(True)
            self.sound_missing.setTextInteractionFlags(
                Qt.TextInteractionFlag.TextSelectableByMouse)
            form.addRow(self.sound_missing)
            for widget in (self.sound, self.volume, self.sound_when_watching):
                widget.setEnabled(False)
        right.addWidget(sound)

        pace = QGroupBox(self.tr("Pace"), self)
        form = QFormLayout(pace)
        self.ai_pace = QSpinBox(pace)
        self.ai_pace.setAccessibleName(self.tr("Computer pause"))
        self.ai_pace.setRange(*AI_PACE_RANGE)
        self.ai_pace.setSingleStep(100)
        self.ai_pace.setSuffix(self.tr(" ms"))
        form.addRow(self.tr("Computer &pause before a play:"), self.ai_pace)
        self.animations = QCheckBox(self.tr("&Animate the tiles"), pace)
        form.addRow(self.animations)
        self.animation_speed = QDoubleSpinBox(pace)
        self.animation_speed.setAccessibleName(self.tr("Animation speed"))
        self.animation_speed.setRange(*ANIMATION_SPEED_RANGE)
        self.animation_speed.setSingleStep(0.25)
        self.animation_speed.setDecimals(2)
        self.animation_speed.setSuffix(" ×")
        form.addRow(self.tr("Animation &speed:"), self.animation_speed)
        self.animations.toggled.connect(self.animation_speed.setEnabled)
        right.addWidget(pace)

        play = QGroupBox(self.tr("Play"), self)
        form = QFormLayout(play)
        # Checked means drawing by hand: the opposite of the stored ``auto_draw``.
        self.draw_by_hand = QCheckBox(self.tr("&Draw and knock by myself when nothing fits"),
                                      play)
        self.hints = QCheckBox(self.tr("Offer &hints"), play)
        self.confirm_abandon = QCheckBox(
            self.tr("&Ask before a new game abandons the one in progress"), play)
        self.serious = QCheckBox(self.tr("New games are s&erious (no undo, no hints)"), play)
        for box in (self.draw_by_hand, self.hints, self.confirm_abandon, self.serious):
            form.addRow(box)
        right.addWidget(play)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        apply = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        apply.clicked.connect(self.apply)
        left.addStretch(1)
        right.addStretch(1)
        outer.addWidget(self.buttons)
        self.load(prefs)

    def load(self, prefs: Preferences) -> None:
        self.language.setCurrentIndex(max(0, self.language.findData(prefs.language)))
        self.theme.setCurrentIndex(max(0, self.theme.findData(prefs.theme)))
        self.face.setCurrentIndex(max(0, self.face.findData(prefs.face)))
        self.colour_blind.setChecked(prefs.colour_blind)
        self.contrast.setCurrentIndex(max(0, self.contrast.findData(prefs.contrast)))
        self.ai_pace.setValue(prefs.ai_pace_ms)
        self.animations.setChecked(prefs.animations)
        self.animation_speed.setValue(prefs.animation_speed)
        self.animation_speed.setEnabled(prefs.animations)
        self.draw_by_hand.setChecked(not prefs.auto_draw)
        self.hints.setChecked(prefs.hints)
        self.confirm_abandon.setChecked(prefs.confirm_abandon)
        self.serious.setChecked(prefs.serious_by_default)
        self.sound.setChecked(prefs.sound)
        self.volume.setValue(prefs.sound_volume)
        self.sound_when_watching.setChecked(prefs.sound_when_watching)
        self._preview()

    def look(self) -> WindowSettings:
        """The look now chosen, as the table would take it."""
        return WindowSettings(theme=str(self.theme.currentData()),
                              face=str(self.face.currentData()),
                              colour_blind=self.colour_blind.isChecked(),
                              high_contrast=wants_high_contrast(
                                  str(self.contrast.currentData())))

    def _preview(self) -> None:
        self.preview.show_look(self.look())

    def preferences(self) -> Preferences:
        """The edited value (fields the dialog does not show are kept as they were)."""
        return replace(
            self.original,
            language=str(self.language.currentData()),
            theme=str(self.theme.currentData()),
            face=str(self.face.currentData()),
            colour_blind=self.colour_blind.isChecked(),
            contrast=str(self.contrast.currentData()),
            ai_pace_ms=self.ai_pace.value(),
            animations=self.animations.isChecked(),
            animation_speed=float(self.animation_speed.value()),
            auto_draw=not self.draw_by_hand.isChecked(),
            hints=self.hints.isChecked(),
            confirm_abandon=self.confirm_abandon.isChecked(),
            serious_by_default=self.serious.isChecked(),
            # Greyed out where sound can not be had: what is kept stays as it was.
            sound=self.sound.isChecked() if self.sound_missing is None else self.original.sound,
            sound_volume=self.volume.value(),
            sound_when_watching=self.sound_when_watching.isChecked(),
        )

    def apply(self) -> None:
        prefs = self.preferences()
        self.original = prefs
        self.applied.emit(prefs)

    def accept(self) -> None:
        self.apply()
        super().accept()
