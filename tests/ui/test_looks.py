"""The looks: every table and tile face, under each colour option, keeps its texts and
marks at 4.5:1 or more, measured from rendered pictures; the choice is kept and previewed."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QDialogButtonBox, QGraphicsItem

from dominoes_qt.games import GAMES
from dominoes_qt.storage.prefs import FACES, THEMES, Preferences, PrefsStore
from dominoes_qt.ui.counting import CountMarkItem
from dominoes_qt.ui.look_preview import LookPreview
from dominoes_qt.ui.scoring import CribbageBoard
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.table import palette_for
from tests.ui.picture_contrast import contrast_ratio as ratio
from tests.ui.picture_contrast import region_contrast
from tests.ui.session_harness import FAST_PREFS, harness_factory, start_game
from tools.pictures.scoring import ScriptedScores

LEAST = 4.5
COLOURS = {"plain": {}, "colour-blind": {"colour_blind": True},
           "high contrast": {"high_contrast": True},
           "both": {"colour_blind": True, "high_contrast": True}}
LOOKS = [pytest.param(theme, face, colours, id=f"{theme}-{face}-{colours}")
         for theme, face, colours in itertools.product(THEMES, FACES, COLOURS)]


@pytest.fixture
def make_harness(qtbot: Any) -> Any:
    yield from harness_factory(qtbot)


def _rect(view: LookPreview, item: QGraphicsItem, rect: QRectF) -> QRect:
    return view.mapFromScene(item.mapToScene(rect)).boundingRect()


def _picture(preview: LookPreview) -> QImage:
    return preview.viewport().grab().toImage()


def test_the_looks_are_data() -> None:
    assert set(THEMES) >= {"felt", "walnut", "plain"}
    assert set(FACES) >= {"ivory", "white", "dark"}
    dark = palette_for(WindowSettings(face="dark"))
    # The dark face has light pips; high contrast paints its own face whatever is chosen.
    assert ratio(QColor(dark.face.pip), QColor(dark.face.top)) > LEAST
    assert dark.face.top != palette_for(WindowSettings(face="ivory")).face.top
    for face in FACES:
        assert palette_for(WindowSettings(face=face, high_contrast=True)).face.top == "#ffffff"


@pytest.mark.parametrize(("theme", "face", "colours"), LOOKS)
def test_every_text_and_mark_reads_at_four_and_a_half_to_one(
        qtbot: Any, theme: str, face: str, colours: str) -> None:
    settings = WindowSettings(theme=theme, face=face, **COLOURS[colours])
    preview = LookPreview(settings)
    qtbot.addWidget(preview)
    preview.show_look(settings)
    mark = CountMarkItem(12, 12.0)
    tile = preview.tiles[0]
    mark.setParentItem(tile)
    mark.setPos(QPointF(tile.unit / 2, 0))
    badge, boneyard = preview.badge, preview.boneyard
    box = badge.box()
    half = box.height() / 2
    measured: dict[str, float] = {}
    for to_move in (False, True):
        badge.set_state(to_move, False)
        image = _picture(preview)
        name = "name to move" if to_move else "name"
        measured[name] = region_contrast(
            image, _rect(preview, badge, box.adjusted(10, 4, -10, -half)))[0]
    measured["detail"] = region_contrast(
        image, _rect(preview, badge, box.adjusted(10, half + 1, -10, -4)))[0]
    measured["boneyard"] = region_contrast(
        image, _rect(preview, boneyard, QRectF(-60, 30, 120, 18)))[0]
    u = tile.unit
    # The left half of the 6-4 (no counting mark there): its pips on its face.
    measured["pips"] = region_contrast(
        image, _rect(preview, tile, QRectF(-u + u * 0.12, -u * 0.4, u * 0.76, u * 0.8)))[0]
    r = mark.radius * 0.55
    measured["counting mark"] = region_contrast(
        image, _rect(preview, mark, QRectF(-r, -r, 2 * r, 2 * r)))[0]
    low = {what: round(value, 2) for what, value in measured.items() if value < LEAST}
    assert not low, f"{theme}/{face}/{colours}: {measured}"


def test_the_cribbage_board_reads_at_four_and_a_half_to_one(qtbot: Any) -> None:
    rules = GAMES["five-up-61"]
    board = CribbageBoard()
    qtbot.addWidget(board)
    board.set_animated(False)
    seating = rules.seating(2)
    board.reset(rules, seating, ["Olena", "Bohdan"])
    board.resize(420, board.heightForWidth(420))
    scores = ScriptedScores(rules, 2)
    low: dict[str, float] = {}
    seen: set[str] = set()
    # At the start, then with a score and a won game (the plaques and notes change).
    for events in ([], scores.gain(0, 20), scores.gain(1, 65)):
        board.add_events(events)
        board.finish_animations()
        image = board.grab().toImage()
        for text, box in board.drawn_labels():
            seen.add(text)
            value = region_contrast(image, box.toAlignedRect())[0]
            if value < LEAST:
                low[text] = round(value, 2)
    assert {"start", "61", "13"} <= seen, seen
    assert not low


def test_the_look_is_chosen_with_a_live_preview_and_kept(qtbot: Any, make_harness: Any) -> None:
    harness = make_harness()
    start_game(harness)
    window, session = harness.window, harness.session
    dialog = session.show_preferences()
    preview = dialog.preview
    before = _picture(preview)
    dialog.face.setCurrentIndex(dialog.face.findData("dark"))
    # The preview follows the choice before anything is applied.
    assert preview.palette_.face.top == "#3b3d45"
    assert window.scene.palette_.face.top != "#3b3d45"
    dialog.theme.setCurrentIndex(dialog.theme.findData("plain"))
    assert _picture(preview) != before
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert (session.prefs.theme, session.prefs.face) == ("plain", "dark")
    assert window.settings.face == "dark"
    assert window.scene.palette_.face.top == "#3b3d45"
    kept = PrefsStore.for_app().load().value
    assert (kept.theme, kept.face) == ("plain", "dark")
    assert Preferences.from_json({"face": "marble"}).face == "ivory"
    assert FAST_PREFS.face == "ivory"
