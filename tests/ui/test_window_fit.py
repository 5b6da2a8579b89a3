"""The window fits its screen (offscreen, logic): the first start's size, the layout at
small sizes and large text in both languages, a dock that must not grow the window, and
the place kept between runs (restored, refused when hostile, brought back on screen)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QApplication, QWidget

from dominoes_qt import paths
from dominoes_qt.games import GAMES
from dominoes_qt.storage.window_place import WindowPlace, WindowPlaceStore
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.window import GameWindow
from dominoes_qt.ui.window_geometry import FRAME_GUESS, WindowPlacer, first_rect, fit_frame
from tests.ui.conftest import FAST
from tests.ui.session_harness import harness_factory
from tools.pictures.screenshot import late_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def make_harness(qtbot: Any) -> Iterator[Any]:
    yield from harness_factory(qtbot)


@pytest.fixture
def bare_window(qtbot: Any) -> Iterator[GameWindow]:
    """A window as the program makes it, not yet shown and not resized by the test."""
    window = GameWindow(FAST)
    qtbot.addWidget(window)
    yield window
    window.controller.shutdown()
    window.hints.shutdown()


def _late(window: GameWindow, qtbot: Any) -> None:
    """Four players late in a round of Fives and Threes: a full sheet, the human to play."""
    setup, match = late_game(GAMES["fives-and-threes"], 4, 3)
    window.controller.resume(setup, match)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not window.scene.layout_pending)


def _inside(widget: QWidget, window: QWidget) -> bool:
    rect = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    return not rect.isEmpty() and window.rect().contains(rect)


def _shows_hand_and_buttons(window: GameWindow) -> None:
    view = window.view
    state = window.scene.state
    assert state is not None
    hand = state.seats[state.viewer].hand
    assert hand
    for tile in hand:
        item = window.scene.hand_items[tile]
        # The tile itself (its bounding rectangle holds a margin for the shadow).
        drawn = item.mapRectToScene(item.shape().boundingRect())
        rect = view.mapFromScene(drawn).boundingRect()
        assert view.viewport().rect().contains(rect), (tile, rect, view.viewport().rect())
    assert _inside(view, window)
    for button in (window.pass_button, window.hint_button):
        assert button.isVisible(), button.text()
        assert _inside(button, window), (button.text(), button.geometry())


def test_the_first_start_fills_its_screen_and_no_more(qtbot, bare_window):
    bare_window.show()
    qtbot.waitExposed(bare_window)
    area = bare_window.screen().availableGeometry()
    assert area.contains(bare_window.frameGeometry()), (area, bare_window.frameGeometry())
    room = area.marginsRemoved(FRAME_GUESS)
    assert bare_window.width() >= room.width()
    assert bare_window.height() >= room.height()


def test_first_rect_and_fit_frame_keep_the_frame_on_the_area():
    area = QRect(0, 0, 1024, 600)
    first = first_rect(area)
    assert area.contains(first.marginsAdded(FRAME_GUESS))
    assert first.center().x() in (511, 512)
    # A place off the area, too large for it: brought back whole, shrunk to fit.
    fitted = fit_frame(QRect(3000, -900, 1500, 900), FRAME_GUESS, area)
    assert area.contains(fitted.marginsAdded(FRAME_GUESS))
    assert fitted.size() == area.marginsRemoved(FRAME_GUESS).size()
    # A place that fits stays where it is.
    assert fit_frame(QRect(100, 100, 600, 400), FRAME_GUESS, area) == QRect(100, 100, 600, 400)


@pytest.fixture
def language(qapp: Any, request: Any) -> Iterator[str]:
    installed = install_translations(qapp, request.param)
    yield request.param
    installed.apply("en")


@pytest.fixture
def text_scale(qapp: Any, request: Any) -> Iterator[float]:
    font = qapp.font()
    if request.param != 1.0:
        bigger = qapp.font()
        bigger.setPointSizeF(font.pointSizeF() * request.param)
        qapp.setFont(bigger)
    yield request.param
    qapp.setFont(font)


# The window's inside at 1024x600 (a frame of 1+20+1+5 around it) and the logical screens
# of 1024x600 at 125% (819x480) and 1920x1080 at 200% (960x540), with the frame.
@pytest.mark.parametrize(("size", "language", "text_scale"), [
    ((1022, 575), "en", 1.0),
    ((1022, 575), "uk", 1.5),
    ((817, 460), "uk", 1.0),
    ((817, 460), "en", 1.5),
    ((958, 518), "uk", 1.5),
], indirect=["language", "text_scale"])
def test_a_small_screen_keeps_table_hand_buttons_and_scores_in_the_window(
        qtbot, bare_window, size, language, text_scale):
    window = bare_window
    window.show()
    _late(window, qtbot)
    window.resize(*size)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not window.scene.layout_pending)
    hint = window.minimumSizeHint()
    assert hint.width() <= size[0], hint
    assert hint.height() <= size[1], hint
    assert window.size() == QSize(*size)
    _shows_hand_and_buttons(window)
    assert window.scores.isVisible()
    assert _inside(window.scores, window)
    assert window.scores.sheet.height() > 60
    assert not window.panel_folded


def test_too_small_for_the_score_panel_it_folds_away_and_the_buttons_stay(qtbot,
                                                                       bare_window):
    window = bare_window
    window.show()
    _late(window, qtbot)
    window.resize(640, 380)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not window.scene.layout_pending)
    assert window.size() == QSize(640, 380)
    assert window.panel_folded
    assert not window.scores.isVisible()
    _shows_hand_and_buttons(window)
    window.resize(1022, 575)
    QApplication.processEvents()
    assert not window.panel_folded
    assert window.scores.isVisible()


def test_the_coach_dock_never_pushes_the_window_off_the_screen(qtbot, make_harness):
    harness = make_harness()
    window = harness.window
    _late(window, qtbot)
    window.resize(817, 460)
    QApplication.processEvents()
    coach = harness.session.coach.panel
    coach.show()
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not window.scene.layout_pending)
    assert window.size() == QSize(817, 460)
    assert coach.isVisible()
    _shows_hand_and_buttons(window)
    coach.hide()
    QApplication.processEvents()
    assert window.size() == QSize(817, 460)
    assert window.scores.isVisible()


# --- the place kept between runs -----------------------------------------------------------


def _placed(qtbot: Any, window: GameWindow, place: object) -> WindowPlacer:
    store = WindowPlaceStore.for_app()
    if place is not None:
        store.path.parent.mkdir(parents=True, exist_ok=True)
        doc = place.to_json() if isinstance(place, WindowPlace) else place
        store.path.write_text(json.dumps(doc), encoding="utf-8")
    placer = WindowPlacer(window, store)
    placer.show()
    qtbot.waitUntil(lambda: placer.settled)
    return placer


def test_a_saved_place_is_restored(qtbot, bare_window):
    _placed(qtbot, bare_window, WindowPlace(40, 60, 700, 500, False, "anything"))
    assert bare_window.geometry() == QRect(40, 60, 700, 500)
    assert not bare_window.isMaximized()


def test_a_maximized_window_comes_back_maximized_with_its_normal_size(qtbot, bare_window):
    _placed(qtbot, bare_window, WindowPlace(40, 60, 700, 500, True, ""))
    assert bare_window.isMaximized()
    assert bare_window.normalGeometry() == QRect(40, 60, 700, 500)


def test_closing_keeps_size_place_and_state(qtbot, bare_window, private_dirs):
    placer = _placed(qtbot, bare_window, None)
    bare_window.setGeometry(QRect(30, 50, 640, 480))
    QApplication.processEvents()
    bare_window.close()
    kept = WindowPlaceStore.for_app().load().value
    assert kept == placer.place()
    assert (kept.x, kept.y, kept.width, kept.height) == (30, 50, 640, 480)
    assert kept.screen == bare_window.screen().name()
    assert paths.window_file().parent == private_dirs / "config"


@pytest.mark.parametrize("doc", [
    {"x": 40, "y": 60, "width": 700.0, "height": 500, "version": 1},
    {"x": True, "y": 60, "width": 700, "height": 500, "version": 1},
    {"x": 40, "y": 60, "width": 700, "height": 500, "maximized": "no", "version": 1},
    "not json",
])
def test_a_hostile_place_is_refused_and_the_window_opens_as_on_a_first_start(
        qtbot, bare_window, doc, capsys):
    store = WindowPlaceStore.for_app()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    placer = WindowPlacer(bare_window, store)
    placer.show()
    qtbot.waitUntil(lambda: placer.settled)
    # The real frame (offscreen's is 2 pixels) takes the place of the guess.
    area = bare_window.screen().availableGeometry()
    assert bare_window.frameGeometry() == area
    assert "dominoes-qt:" in capsys.readouterr().err


@pytest.mark.parametrize("place", [
    WindowPlace(5000, -3000, 700, 500, False, "unplugged"),
    WindowPlace(-900, 400, 4000, 3000, True, ""),
])
def test_a_place_off_the_screen_is_brought_back_onto_it(qtbot, bare_window, place):
    _placed(qtbot, bare_window, place)
    area = bare_window.screen().availableGeometry()
    if place.maximized:
        assert area.contains(bare_window.normalGeometry()), (area, bare_window.normalGeometry())
    else:
        # With the frame the platform drew (offscreen draws one of 2 pixels).
        assert area.contains(bare_window.frameGeometry()), (area, bare_window.frameGeometry())
        assert bare_window.frameGeometry() != bare_window.geometry()


def test_a_kept_place_that_fits_comes_back_to_the_pixel(qtbot, bare_window):
    # A first start's fill, kept: not shrunk by the guessed frame at the next start.
    area = bare_window.screen().availableGeometry()
    kept = area.adjusted(2, 2, -2, -2)
    _placed(qtbot, bare_window, WindowPlace(kept.x(), kept.y(), kept.width(), kept.height()))
    assert bare_window.geometry() == kept


def test_two_screens_the_place_returns_to_its_screen_or_to_one_still_there(tmp_path):
    """Offscreen screens of our own (Qt's offscreen platform reads them from a file)."""
    screens = {"screens": [
        {"name": "LEFT", "x": 0, "y": 0, "width": 1920, "height": 1080,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "RIGHT", "x": 1920, "y": 0, "width": 1024, "height": 600,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(screens), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "tests.ui.window_fit_child", str(tmp_path / "home")],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"})
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, done.stdout + done.stderr
    found = json.loads(lines[-1])
    # Saved on the small right screen: back there, where it was.
    assert found["right"]["screen"] == "RIGHT"
    assert found["right"]["rect"] == [2000, 50, 700, 500]
    # Saved on a screen that is gone, far right of both: on a screen, whole.
    gone = found["gone"]
    area = {"LEFT": (0, 0, 1920, 1080), "RIGHT": (1920, 0, 1024, 600)}[gone["screen"]]
    frame = QRect(*gone["frame"])
    assert QRect(*area).contains(frame), (frame, area)
    # The first start fills the primary screen's free part, frame and all.
    assert found["first"]["screen"] == "LEFT"
    assert found["first"]["frame"] == [0, 0, 1920, 1080]
