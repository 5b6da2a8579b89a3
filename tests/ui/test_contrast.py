"""High contrast: chosen in Preferences or taken from the desktop; what it paints; and the
score sheet's headers read in full."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QAccessible, QColor, QImage
from PySide6.QtWidgets import QDialogButtonBox

from dominoes_qt.engine.seen import match_report
from dominoes_qt.games import FIVE_UP as FIVE_UP_RULES
from dominoes_qt.games import GAMES
from dominoes_qt.storage.prefs import Preferences
from dominoes_qt.ui.contrast import system_high_contrast, wants_high_contrast
from dominoes_qt.ui.items import Palette
from dominoes_qt.ui.new_game import default_setup
from dominoes_qt.ui.round_end import RoundEndDialog
from dominoes_qt.ui.scoring.sheet import FIRST_TOTAL_COLUMN
from dominoes_qt.ui.session import window_settings
from tests.ui.conftest import FAST
from tests.ui.picture_contrast import STRONG_RATIO, contrast_ratio, ink_contrast
from tests.ui.session_harness import Harness, harness_factory, start_game
from tools.pictures.scoring import random_match


@pytest.fixture
def make_harness(qtbot: Any) -> Any:
    yield from harness_factory(qtbot)


def _pixel(harness: Harness, scene_point: QPointF) -> QColor:
    view = harness.window.view
    image = view.viewport().grab().toImage()
    at = view.mapFromScene(scene_point)
    return QColor(image.pixelColor(at.x(), at.y()))


def test_the_preference_is_a_yes_or_no_for_the_window(qapp: Any) -> None:
    assert window_settings(Preferences(contrast="on")).high_contrast
    assert not window_settings(Preferences(contrast="off")).high_contrast
    assert window_settings(Preferences()).high_contrast == system_high_contrast()
    assert wants_high_contrast("system") == system_high_contrast()
    # A value another version wrote that this one does not know: the default.
    assert Preferences.from_json({"contrast": "loud"}).contrast == "system"
    assert Preferences.from_json(Preferences(contrast="on").to_json()).contrast == "on"


def test_the_palettes_stay_apart() -> None:
    plain, blind = Palette(False), Palette(True)
    strong, strong_blind = Palette(False, True), Palette(True, True)
    assert strong.high_contrast
    assert not plain.high_contrast
    # The colour-blind choice is kept under high contrast: no red beside green.
    assert strong_blind.ghost != strong.ghost
    assert strong_blind.wrong.red() > strong_blind.wrong.blue()
    assert blind.focus != plain.focus
    for palette in (strong, strong_blind):
        # Focus is pure yellow: the brightest highlight on the black table.
        assert palette.focus == QColor("#ffff00")


def test_choosing_high_contrast_repaints_the_table(qtbot: Any, make_harness: Any) -> None:
    harness = make_harness()
    start_game(harness)
    window = harness.window
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move() is not None, timeout=10000)
    dialog = harness.session.show_preferences()
    assert dialog.contrast.currentData() == "system"
    dialog.contrast.setCurrentIndex(dialog.contrast.findData("on"))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    assert harness.session.prefs.contrast == "on"
    assert window.settings.high_contrast
    assert window.scene.palette_.high_contrast
    corner = QColor(window.view.viewport().grab().toImage().pixelColor(5, 5))
    assert max(corner.red(), corner.green(), corner.blue()) < 20, corner.name()
    # A hand tile's face is plain white between its pips; an odd half's middle pip black.
    for tile, item in window.scene.hand_items.items():
        face = item.mapToScene(QPointF(-item.unit * 0.5, item.unit * 0.4))
        assert _pixel(harness, face).lightness() > 245
        if item.first % 2:
            middle = item.mapToScene(QPointF(-item.unit * 0.5, 0))
            assert _pixel(harness, middle).lightness() < 40, tile
    dialog.contrast.setCurrentIndex(dialog.contrast.findData("off"))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    assert not window.scene.palette_.high_contrast
    corner = QColor(window.view.viewport().grab().toImage().pixelColor(5, 5))
    assert corner.green() > corner.red()


def test_the_score_sheet_headers_read_the_full_names(qtbot: Any, make_window: Any) -> None:
    rules = GAMES["seven-rocks"]
    names = ("Yaroslava", "Computer the great", "Christina", "Bob")
    window = make_window(default_setup(rules, 4, "casual", 3, names=names))
    shown = [window.scores.sheet.headerItem().text(i)
             for i in range(window.scores.sheet.columnCount())]
    assert any(label.endswith("…") or "&" in label for label in shown[2:])
    headers: list[str] = []

    def walk(iface: Any, depth: int = 0) -> None:
        if iface.role() == QAccessible.Role.ColumnHeader:
            headers.append(iface.text(QAccessible.Text.Name))
        for i in range(iface.childCount() if depth < 10 else 0):
            child = iface.child(i)
            if child is not None:
                walk(child, depth + 1)

    walk(QAccessible.queryAccessibleInterface(window.scores.sheet))
    sides = window.side_names()
    assert headers[-len(sides):] == sides
    assert "Yaroslava & Christina" in headers


def test_the_table_shows_where_the_keys_go(qtbot: Any, make_window: Any) -> None:
    window = make_window(default_setup(GAMES["five-up-61"], 2, "casual", 3))
    ring = window.focus_ring
    window.activateWindow()
    window.view.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(window.view.hasFocus, timeout=3000)
    # Given the focus by the program (or a click), the table shows its choices only.
    assert not ring.shown
    window.scores.sheet.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: not window.view.hasFocus(), timeout=3000)
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(window.view.hasFocus, timeout=3000)
    assert ring.shown
    top = ring.strips[0].geometry()
    assert top.width() == window.view.width()
    assert top.height() >= 3
    image = window.view.grab().toImage()
    assert QColor(image.pixelColor(window.view.width() // 2, 1)) == QColor("#ffff00")
    window.scores.sheet.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: not ring.shown, timeout=3000)
    # Under high contrast the ring shows whenever the table has the focus.
    window.apply_settings(replace(FAST, high_contrast=True))
    window.view.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(window.view.hasFocus, timeout=3000)
    assert ring.shown


def test_the_contrast_reading_knows_black_on_white() -> None:
    assert contrast_ratio(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)
    image = QImage(20, 12, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    image.setPixelColor(8, 6, QColor("#767676"))
    ratio, ink, background = ink_contrast(image, QRect(0, 0, 20, 12))
    assert background == QColor("#ffffff")
    assert ink == QColor("#767676")
    assert ratio == pytest.approx(4.54, abs=0.01)


def _score_panel_texts(window: Any) -> list[tuple[str, float]]:
    """Each text of the score panel's board and the sheet's side headers, with its contrast
    read from the rendered picture."""
    panel = window.scores
    board = panel.board
    picture = board.grab().toImage()
    ratio = picture.devicePixelRatio()
    read: list[tuple[str, float]] = []
    for text, ink in board.drawn_labels():
        box = QRectF(ink.left() * ratio, ink.top() * ratio, ink.width() * ratio,
                     ink.height() * ratio).toAlignedRect().adjusted(-2, -2, 2, 2)
        read.append((text, ink_contrast(picture, box)[0]))
    sheet = panel.sheet
    header = sheet.header()
    heading = header.grab().toImage()
    for column in range(FIRST_TOTAL_COLUMN, sheet.columnCount()):
        left = header.sectionViewportPosition(column)
        box = QRect(left + 2, 2, header.sectionSize(column) - 4, header.height() - 4)
        read.append((sheet.headerItem().text(column), ink_contrast(heading, box)[0]))
    return read


def test_high_contrast_reaches_the_score_panel(qtbot: Any, make_window: Any) -> None:
    strong = replace(FAST, high_contrast=True)
    window = make_window(default_setup(GAMES["five-up-61"], 3, "casual", 3), settings=strong)
    qtbot.waitUntil(lambda: window.controller.human_to_move() is not None, timeout=10000)
    window.scores.flush()
    window.scores.board.finish_animations()
    read = _score_panel_texts(window)
    texts = [text for text, _ in read]
    assert "start" in texts
    assert "< 0" in texts
    assert texts.count("You") == 2
    weak = [(text, round(ratio, 2)) for text, ratio in read if ratio < STRONG_RATIO]
    assert not weak, weak
    # Without high contrast the board keeps its wood and the sheet its plain colours.
    window.apply_settings(FAST)
    assert not window.scores.board.high_contrast
    assert not window.scores.sheet.high_contrast
    # And the round's report paints its board the same way as the window.
    report = RoundEndDialog(None, match_report(random_match(FIVE_UP_RULES, 2, 5), 1),
                            ["You", "Computer 1"], ["You", "Computer 1"], animated=False,
                            high_contrast=True)
    qtbot.addWidget(report)
    assert report.board.high_contrast
