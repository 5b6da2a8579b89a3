"""What a demanding tester saw around the table: the round report's words, the window's
title, the sheet's headers, the finished-match bar, seat trays, where the first dialog
opens, Statistics' default button, zooming and panning the board, the hand's size."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from dominoes_qt.engine import DominoParts, EventKind, Match, PenaltyParts
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.layout.fit import HAND_UNIT
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.new_game import default_setup
from dominoes_qt.ui.scoring.sheet import FIRST_TOTAL_COLUMN, side_labels
from dominoes_qt.ui.statistics_dialog import StatisticsDialog
from dominoes_qt.ui.table import ZOOM_RANGE
from dominoes_qt.ui.texts import settlement_lines
from dominoes_qt.ui.window import GameWindow
from tools.pictures.scoring import random_match


def _events_of(kind: EventKind, predicate: Any = lambda e: True) -> list[Any]:
    found = []
    for seed in range(40):
        rules = FIVE_UP if kind is EventKind.DOMINO else SEVEN_ROCKS
        match = random_match(rules, 2 if kind is EventKind.DOMINO else 4, seed)
        found += [(match, e) for e in match.events if e.kind is kind and predicate(e)]
    return found


def test_a_domino_whose_last_play_scored_nothing_says_what_its_ends_made(qapp: Any) -> None:
    quiet = _events_of(EventKind.DOMINO, lambda e: isinstance(e.parts, DominoParts)
                       and not e.parts.last_play and e.parts.last_end_sum)
    assert quiet
    _match, event = quiet[0]
    parts = event.parts
    lines = settlement_lines(FIVE_UP, event, ["You", "Taras"], ["You", "Taras"])
    terms = " + ".join(str(c.value) for c in parts.last_contributions)
    assert any(f"the open ends {terms}" in line and str(parts.last_end_sum) in line
               and "scores nothing" in line for line in lines)
    # The sum names its terms: no bare "0 +" for the last play that scored nothing.
    total = next(line for line in lines if line.startswith("In all"))
    assert "last play" not in total
    assert f"opponents {parts.opponents_rounded}" in total
    assert not any("the score of" in line for line in lines)
    assert lines[-1].startswith("Accepted: the score changes from")


def test_the_default_name_is_spoken_to_in_the_settlement(qapp: Any) -> None:
    _match, event = _events_of(EventKind.PENALTY,
                               lambda e: isinstance(e.parts, PenaltyParts) and e.seat == 0)[0]
    names = ["You", "Taras", "Marta", "Bohdan"]
    sides = ["You & Marta", "Taras & Bohdan"]
    spoken = settlement_lines(SEVEN_ROCKS, event, names, sides)[0]
    assert spoken.startswith("You hold ")
    names[0] = "Olena"
    assert settlement_lines(SEVEN_ROCKS, event, names, sides)[0].startswith("Olena holds ")


@pytest.mark.parametrize("players", [3, 4])
def test_the_totals_are_headed_by_short_different_labels_and_named_in_full(
        qtbot: Any, make_window: Any, players: int) -> None:
    seats = (SeatSetup("You"), *(
        SeatSetup(f"Computer {i}", "ai", "casual") for i in range(1, players)))
    window = make_window(GameSetup(FIVE_UP, seats, seed=3))
    sheet = window.scores.sheet
    names = window.side_names()
    header = sheet.headerItem()
    labels = [header.text(FIRST_TOTAL_COLUMN + side) for side in range(len(names))]
    assert len(set(labels)) == len(labels)
    assert all("…" not in label and len(label) <= 8 for label in labels)
    for side, name in enumerate(names):
        assert header.toolTip(FIRST_TOTAL_COLUMN + side) == name
        assert header.data(FIRST_TOTAL_COLUMN + side,
                           Qt.ItemDataRole.AccessibleTextRole) == name
    assert side_labels(["You & Computer 2", "Computer 1 & Computer 3"]) == ["You & C2",
                                                                           "C1 & C3"]


def test_the_window_names_its_game_once(qtbot: Any, make_window: Any) -> None:
    window = make_window(default_setup(SEVEN_ROCKS, 4, "casual", 2))
    # Qt adds the program's name after the title: the title itself is only the game.
    assert window.windowTitle() == "Seven Rocks"


def test_the_finished_match_bar_keeps_its_sentence_wide_in_ukrainian(
        qtbot: Any, qapp: Any, make_window: Any) -> None:
    installed = install_translations(qapp, "uk")
    try:
        window = make_window()
        window.resize(1024, 640)
        match = random_match(FIVE_UP, 4, 5)
        assert match.winner is not None
        setup = default_setup(FIVE_UP, 4, "casual", 5)
        window.controller.show_position(setup, match)
        window.close_round_end()
        QApplication.processEvents()
        assert window.finished_bar.isVisible()
        label = window.finished_label
        assert label.width() >= window.finished_bar.width() - 2
        assert label.width() >= 300
    finally:
        installed.apply("en")


def test_revealed_tiles_of_other_seats_lie_in_their_trays(qtbot: Any, make_window: Any) -> None:
    window = make_window(GameSetup(SEVEN_ROCKS, tuple(
        SeatSetup(f"Computer {i}", "ai", "casual") for i in range(1, 5)), seed=8))
    qtbot.waitUntil(lambda: window.round_end_dialog is not None, timeout=30_000)
    scene = window.scene
    board = scene.board_area()
    assert set(scene.racks) == {1, 2, 3}
    for seat, items in scene.back_items.items():
        rack = scene.racks[seat].sceneBoundingRect()
        assert not rack.intersects(board)
        for item in items:
            assert item.face_up
            assert rack.contains(item.sceneBoundingRect().center())
        if scene.spot_of(seat) in ("left", "right") and items:
            # From the top of the column down, not level with the board's middle line.
            assert items[0].scenePos().y() < board.top() + board.height() / 4


def test_the_new_game_dialog_opens_over_the_window(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.move(200, 100)
    QApplication.processEvents()
    # The window's child, deleted once closed: not the test's to close.
    dialog = window.show_new_game_dialog()
    centre = dialog.frameGeometry().center()
    assert (centre - window.frameGeometry().center()).manhattanLength() <= 4
    assert dialog.parentWidget() is window
    dialog.reject()


def test_statistics_close_is_the_default_and_has_the_focus(qtbot: Any, tmp_path: Any) -> None:
    dialog = StatisticsDialog(StatsStore(tmp_path / "stats.json"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    assert dialog.close_button.isDefault()
    assert not dialog.reset_button.isDefault()
    assert not dialog.reset_button.autoDefault()
    assert dialog.focusWidget() is dialog.close_button
    asked: list[str] = []

    def ask(title: str, text: str) -> bool:
        asked.append(title)
        return False

    dialog.ask = ask
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert asked == []
    assert not dialog.isVisible()


def _crowded_window(make_window: Any) -> tuple[GameWindow, Match]:
    from tools.pictures.screenshot import mid_game

    setup, match = mid_game(SEVEN_ROCKS, 4, seed=11, plays=16)
    window = make_window()
    window.controller.resume(setup, match)
    QApplication.processEvents()
    return window, match


def test_zoom_and_pan_by_wheel_keys_and_buttons_and_fit_again(qtbot: Any,
                                                             make_window: Any) -> None:
    window, _match = _crowded_window(make_window)
    scene, view = window.scene, window.view
    qtbot.waitUntil(lambda: not scene.layout_pending)
    fitted = scene.layer.scale()
    assert scene.fitted
    assert not window.fit_button.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert scene.layer.scale() == pytest.approx(fitted * 1.2)
    assert window.fit_button.isEnabled()
    qtbot.mouseClick(window.zoom_in_button, Qt.MouseButton.LeftButton)
    assert scene.layer.scale() == pytest.approx(fitted * 1.44)
    # The wheel zooms too; the zoom never leaves its range.
    for _ in range(30):
        _wheel(view, 120)
    assert scene.user_zoom == ZOOM_RANGE[1]
    assert not window.zoom_in_button.isEnabled()
    # A zoomed board moves with Shift and an arrow, but no further than it reaches.
    before = scene.layer.pos()
    qtbot.keyClick(view, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert scene.layer.pos().x() > before.x()
    assert scene.layer.pos().y() == pytest.approx(before.y())
    for _ in range(100):
        qtbot.keyClick(view, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    board = scene.board_area()
    drawn = scene.layer.mapRectToScene(scene.layer.childrenBoundingRect())
    assert drawn.left() <= board.left() + 2 * scene.layer.scale() * 40
    # Fit: the whole board in the table again, as it was.
    qtbot.mouseClick(window.fit_button, Qt.MouseButton.LeftButton)
    assert scene.fitted
    qtbot.waitUntil(lambda: scene.layer.scale() == pytest.approx(fitted))
    assert not window.fit_button.isEnabled()


def test_the_zoom_lasts_the_match_and_a_new_match_starts_fitted(qtbot: Any,
                                                                make_window: Any) -> None:
    window, match = _crowded_window(make_window)
    scene = window.scene
    scene.zoom(1.5)
    # The next round of the same match keeps the player's zoom.
    rng = random.Random(2)
    while not match.current.is_over:  # type: ignore[union-attr]
        match.apply(rng.choice(match.legal_actions()))
    setup = window.controller.setup
    assert setup is not None
    window.controller.resume(setup, match)
    QApplication.processEvents()
    assert window.controller.round is not None
    assert window.controller.round.number == 2 or match.is_over
    assert scene.user_zoom == pytest.approx(1.5)
    window.new_game(default_setup(FIVE_UP, 2, "casual", 4))
    assert scene.fitted


@pytest.mark.parametrize("size", ["1280x800", "1024x640"])
def test_hand_tiles_are_as_big_as_the_geometry_says(qtbot: Any, make_window: Any,
                                                    size: str) -> None:
    width, height = (int(v) for v in size.split("x"))
    window = make_window(default_setup(FIVE_UP, 2, "casual", 3))
    window.resize(width, height)
    QApplication.processEvents()
    scene = window.scene
    item = next(iter(scene.hand_items.values()))
    # A standing tile: its short side across, on screen.
    drawn = item.mapRectToScene(item.shape().boundingRect())
    assert drawn.width() == pytest.approx(scene.geometry_.hand_unit, abs=0.5)
    assert item.scale() == pytest.approx(scene.geometry_.hand_unit / HAND_UNIT)
    # As big as a phone's at both sizes, the small window's too.
    assert drawn.width() >= 40 - 0.5


def _wheel(view: Any, delta: int) -> None:
    from PySide6.QtGui import QWheelEvent

    centre = QPointF(view.viewport().rect().center())
    event = QWheelEvent(centre, view.mapToGlobal(centre), QPoint(0, 0), QPoint(0, delta),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def test_computer_moves_wait_for_the_tile_in_flight(qtbot: Any) -> None:
    from dominoes_qt.ui.settings import WindowSettings
    from dominoes_qt.ui.table import FLIGHT_MS, SHORTEST_FLIGHT_MS

    window = GameWindow(WindowSettings(ai_pace_ms=0))
    qtbot.addWidget(window)
    scene = window.scene
    # At pace 0 a tile still flies, briefly, and the next computer move waits for it.
    assert scene.flight_ms() == SHORTEST_FLIGHT_MS
    assert window.controller.least_pause_ms == SHORTEST_FLIGHT_MS
    # A flight never outlasts the pause before the next computer move.
    window.apply_settings(WindowSettings(ai_pace_ms=150))
    assert scene.flight_ms() == 150
    window.apply_settings(WindowSettings(ai_pace_ms=2000))
    assert scene.flight_ms() == FLIGHT_MS
    window.apply_settings(WindowSettings(ai_pace_ms=0, animations=False))
    assert scene.flight_ms() == 0
    assert window.controller.least_pause_ms == 0
    window.controller.shutdown()


def test_the_sheet_writes_a_plays_events_a_moment_later_and_in_order(qtbot: Any) -> None:
    from dominoes_qt.ui.scoring.panel import ScorePanel
    from tools.pictures.scoring import side_names_for

    match = random_match(FIVE_UP, 2, 3)
    names = ["Olena", "Taras"]
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.reset(match.rules, match.seating, side_names_for(match.seating, names), names)
    first = [e for e in match.events if e.round == 1]
    panel.add_events(first[:2], soon=True)
    # The board takes them at once, the sheet at the event loop's next turn.
    assert panel.scores == [max([0, *(e.score_after for e in first[:2] if e.side == s)])
                            for s in range(2)]
    assert panel.sheet.event_count() == 0
    qtbot.waitUntil(lambda: panel.sheet.event_count() == 2)
    panel.add_events(first[2:], soon=True)
    # A round's result waits for its events: they are written first.
    panel.add_round_result(1, "round to Olena")
    assert panel.sheet.event_count() == len(first)
    assert [index for _, index, _ in panel.sheet.event_rows()] == list(range(len(first)))


def test_signed_points_agree_with_their_number(qapp: Any) -> None:
    from dominoes_qt.ui.i18n import install_translations
    from dominoes_qt.ui.texts import signed_points

    translations = install_translations(qapp, "uk")
    assert signed_points(FIVE_UP, 5) == "+1 очко"
    assert signed_points(FIVE_UP, 15) == "+3 очки"
    assert signed_points(SEVEN_ROCKS, -25) == "-25 очок"
    # English: the plural forms are the English catalogue's too.
    translations.apply("en")
    assert signed_points(FIVE_UP, 5) == "+1 point"
    assert signed_points(FIVE_UP, 10) == "+2 points"
    assert signed_points(SEVEN_ROCKS, -1) == "-1 point"
    assert signed_points(SEVEN_ROCKS, 0) == "+0 points"
    _match, event = _events_of(EventKind.DOMINO)[0]
    total = next(line for line in settlement_lines(FIVE_UP, event, ["You", "Taras"],
                                                   ["You", "Taras"])
                 if line.startswith("In all"))
    assert total.endswith(f"that is {signed_points(FIVE_UP, event.raw)}.")
    assert "points points" not in total
