"""The table view fills the window: the seats, the hand and the boneyard keep out of the board
rectangle and inside the view at every size, and the layout's table follows the view."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QGraphicsItem

from dominoes_qt.engine import Match, Rules
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.layout import Table, layout_board
from dominoes_qt.layout.fit import (
    LEAST_FLOOR,
    MIN_TABLE,
    REFERENCE_FLOOR,
    SMALL_FLOOR,
    SPOTS,
    UNIT,
    VIEWS,
    Box,
    geometry,
    pixels_per_unit,
    table_for,
)
from dominoes_qt.layout.fit import main as fit_main
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.items import TileItem
from dominoes_qt.ui.window import GameWindow
from tests.ui.conftest import FAST
from tools.pictures.screenshot import mid_game

PLAYERS = (2, 3, 4)


def _filled(table: tuple[int, int]) -> tuple[float, float, float, float]:
    """A reach exactly as big as the table."""
    return (-table[0] / 2, -table[1] / 2, table[0] / 2, table[1] / 2)


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize(("size", "floor"), [("1280x800", REFERENCE_FLOOR),
                                             ("1024x700", SMALL_FLOOR)])
def test_a_layout_that_fills_its_table_meets_the_floor(players: int, size: str,
                                                       floor: float) -> None:
    view = VIEWS[size]
    table = table_for(players, view)
    assert pixels_per_unit(_filled(table), players, view) >= floor
    # The table is not needlessly small: a layout one unit larger each way would be drawn
    # below the floor at one of the two window sizes.
    larger = _filled((table[0] + 1, table[1] + 1))
    assert pixels_per_unit(larger, players, VIEWS["1280x800"]) < REFERENCE_FLOOR \
        or pixels_per_unit(larger, players, VIEWS["1024x700"]) < SMALL_FLOOR


def test_the_table_follows_the_views_shape() -> None:
    wide = table_for(2, (1400, 600))
    tall = table_for(2, (600, 1400))
    assert wide.width > wide.height
    assert wide.along_x
    assert tall.height > tall.width
    assert not tall.along_x
    # Fewer units across with side seats, whose columns take room from the board.
    assert table_for(4, VIEWS["1280x800"]).width < table_for(2, VIEWS["1280x800"]).width


def test_an_old_call_gets_the_1280x800_table() -> None:
    assert table_for(3) == table_for(3, VIEWS["1280x800"])


def test_the_module_prints_each_views_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert fit_main([]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(VIEWS) * len(SPOTS)
    table = table_for(4, VIEWS["1024x700"])
    assert f"4p: board 574x460 px at (38, 43), table {table.width}x{table.height} units" in lines[5]


def test_a_tiny_view_keeps_a_usable_table() -> None:
    g = geometry(4, (360, 220))
    assert max(g.table) >= MIN_TABLE[0]
    assert min(g.table) >= MIN_TABLE[1]
    assert geometry(2, (792, 327)).floor >= LEAST_FLOOR
    # The hand gives way in a very short view, so that the board keeps most of it.
    assert g.seats["bottom"].tiles.height <= 0.25 * 220
    assert g.board.height > g.seats["bottom"].tiles.height


@pytest.mark.parametrize("players", PLAYERS)
def test_hand_tiles_stay_big_in_the_small_window_and_grow_in_a_large_one(players: int) -> None:
    small = geometry(players, VIEWS["1024x640"])
    reference = geometry(players, VIEWS["1280x800"])
    large = geometry(players, VIEWS["1920x1080"])
    assert small.hand_unit >= 40
    assert reference.hand_unit >= 40
    assert large.hand_unit > reference.hand_unit
    # A larger window draws the tiles of a full table bigger.
    assert large.floor > reference.floor > small.floor


def _boxes(players: int, view: tuple[float, float]) -> list[tuple[str, Box]]:
    g = geometry(players, view)
    found = [("boneyard", g.boneyard)]
    for spot in SPOTS[players]:
        found += [(f"{spot} badge", g.seats[spot].badge), (f"{spot} tiles", g.seats[spot].tiles)]
    return found


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(PLAYERS), st.integers(600, 2400), st.integers(320, 1600))
def test_no_part_of_the_table_meets_another_or_leaves_the_view(players: int, width: int,
                                                               height: int) -> None:
    g = geometry(players, (width, height))
    view = Box(0, 0, width, height)
    assert view.contains(g.board)
    boxes = _boxes(players, (width, height))
    for i, (name, box) in enumerate(boxes):
        assert view.contains(box), name
        assert not box.overlaps(g.board), name
        for other, box2 in boxes[:i]:
            # A seat's name plate sits beside its own tiles, never on them.
            assert not box.overlaps(box2), (name, other)
    # The board is most of the view.
    assert g.board.width * g.board.height > 0.5 * width * height


# --- the real window ----------------------------------------------------------------------

def _drawn(item: QGraphicsItem) -> QRectF:
    """What an item covers in the scene: a tile's body, a plate's box, the boneyard's frame."""
    if isinstance(item, TileItem):
        return item.mapRectToScene(item.shape().boundingRect())
    return item.mapRectToScene(item.boundingRect())


def _open_window(qtbot: Any, size: str, rules: Rules, players: int) -> GameWindow:
    width, height = (int(v) for v in size.split("x"))
    setup, match = mid_game(rules, players, seed=7, plays=rules.hand_size_for(players) + 2)
    window = GameWindow(FAST)
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    window.controller.resume(setup, match)
    qtbot.waitUntil(lambda: not window.scene.layout_pending)
    playable = sorted(window.controller.playable())
    # The tile with the most places: its ghosts show, and it stands lifted in the hand.
    window.select_tile(max(playable, key=lambda t: len(window.controller.legal_moves_for(t))))
    QApplication.processEvents()
    return window


def _check_table(window: GameWindow) -> None:
    view, scene = window.view, window.scene
    viewport = QRectF(view.viewport().rect())
    assert scene.sceneRect() == viewport
    assert view.transform().isIdentity()
    board = scene.board_area()
    chrome = [(kind, i) for i in scene.items()
              if i.isVisible() and (kind := getattr(i, "kind", None))
              in ("badge", "back", "hand", "boneyard")]
    assert {kind for kind, _ in chrome} >= {"badge", "back", "hand"}
    for kind, item in chrome:
        rect = _drawn(item)
        assert viewport.contains(rect), (kind, rect)
        assert not rect.intersects(board), (kind, rect, board)
    badges = [_drawn(b) for b in scene.badges.values()]
    assert not any(p.intersects(q) for i, p in enumerate(badges) for q in badges[:i])
    on_board = [*scene.board_items.values(), *scene.ghosts]
    assert scene.ghosts
    for item in on_board:
        assert board.contains(_drawn(item)), (item.tile, _drawn(item), board)


@pytest.mark.parametrize("size", ["1280x800", "1024x700", "1024x640", "800x600"])
@pytest.mark.parametrize(("rules", "players"), [(FIVE_UP, 2), (FIVE_UP, 3), (SEVEN_ROCKS, 4)])
def test_nothing_lies_on_the_board_or_outside_the_view(qtbot: Any, size: str, rules: Rules,
                                                       players: int) -> None:
    window = _open_window(qtbot, size, rules, players)
    _check_table(window)
    scene = window.scene
    layout = scene.layout_
    assert layout is not None
    view = (window.view.width(), window.view.height())
    # The board is drawn at the fit module's scale for this view, and its table is the view's.
    assert scene.layer.scale() * UNIT == pytest.approx(
        pixels_per_unit(layout.reach(), players, view))
    assert scene.geometry_.table == table_for(players, view)


def _tall_board(tall: Table, wide: Table) -> tuple[GameSetup, Match]:
    """A position whose board, laid out along a tall table, is too tall for a wide one."""
    for seed in range(1, 30):
        try:
            setup, match = mid_game(FIVE_UP, 2, seed=seed, plays=16)
        except RuntimeError:
            continue
        assert match.current is not None
        reach = layout_board(match.current.board, None, tall).reach()
        if reach[3] - reach[1] > wide.height:
            return setup, match
    raise AssertionError("no seed gives a tall board")


def test_a_resize_lays_the_board_out_for_the_new_table(qtbot: Any) -> None:
    window = GameWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    window.panel_action.trigger()
    scene = window.scene
    window.resize(1280, 800)
    QApplication.processEvents()
    wide = scene.geometry_.table
    window.resize(700, 1400)
    QApplication.processEvents()
    tall = scene.geometry_.table
    assert tall.height > tall.width
    assert wide.width > wide.height
    window.controller.resume(*_tall_board(tall, wide))
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not scene.layout_pending)
    before = scene.layout_
    assert before is not None
    window.resize(1280, 800)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: scene.layout_ is not before, timeout=3000)
    layout = scene.layout_
    assert layout is not None
    reach = layout.reach()
    assert reach[2] - reach[0] <= wide.width
    assert reach[3] - reach[1] <= wide.height
    for t, item in scene.board_items.items():
        pose = layout.pose(t)
        assert (item.pos().x(), item.pos().y()) == (pose.x * UNIT, pose.y * UNIT)
        assert scene.board_area().contains(_drawn(item))
    assert scene.layer.scale() * UNIT == pytest.approx(scene.geometry_.pixels_per_unit(reach))
    assert scene.layer.scale() * UNIT >= scene.geometry_.floor
    # The counting marks moved with the tiles: marking the board afresh puts them where they are.
    marks = [(item.place, item.pos()) for item in window.counting.items]
    assert marks
    window.counting.clear()
    window.counting.sync()
    assert [(item.place, item.pos()) for item in window.counting.items] == marks


def test_a_small_resize_moves_no_tile(qtbot: Any) -> None:
    window = _open_window(qtbot, "1280x800", SEVEN_ROCKS, 4)
    scene = window.scene
    before = scene.layout_
    assert before is not None
    poses = {t: item.pos() for t, item in scene.board_items.items()}
    scene.zoom(0.9)
    window.resize(1160, 800)
    QApplication.processEvents()
    assert scene.geometry_.table != table_for(4, VIEWS["1280x800"])
    qtbot.wait(400)
    # The board still fits the slightly smaller table: scaled, not laid out again, and the
    # player's zoom is kept.
    assert scene.layout_ is before
    assert {t: item.pos() for t, item in scene.board_items.items()} == poses
    assert scene.layer.scale() * UNIT == pytest.approx(
        0.9 * scene.geometry_.pixels_per_unit(before.reach()))
    _check_table(window)


def test_an_empty_table_takes_the_new_shape_at_once(qtbot: Any) -> None:
    window = GameWindow(FAST)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.new_game(GameSetup(FIVE_UP, (SeatSetup("Olena"), SeatSetup("Taras")), seed=3))
    QApplication.processEvents()
    scene = window.scene
    assert scene.state is not None
    assert scene.state.board.is_empty
    window.select_tile(sorted(window.controller.playable())[0])
    QApplication.processEvents()
    window.panel_action.trigger()
    window.resize(740, 1400)
    QApplication.processEvents()
    table = scene.geometry_.table
    assert table.height > table.width
    # No waiting for the resize to settle: the lead's ghost already runs along the long side,
    # where the lead will lie.
    assert scene.ghosts
    for ghost in scene.ghosts:
        rect = _drawn(ghost)
        assert (rect.height() > rect.width()) != ghost.tile.is_double
    assert scene.layout_ is not None
    assert scene.layout_.lead(scene.ghosts[0].tile).angle in (90, 270)
