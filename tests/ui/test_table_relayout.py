"""A play that makes the table lay itself out again: the layout is worked out off the GUI
thread, the tile lies on the ghost it was played on meanwhile, then every tile takes the
place :func:`layout_board` gives it. Answers about a board no longer shown are dropped."""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator
from typing import Any, NamedTuple

import pytest
from PySide6.QtCore import QPointF

import dominoes_qt.ui.table as table_module
from dominoes_qt.engine import Match, Move, Need, Round
from dominoes_qt.games import FIVE_UP
from dominoes_qt.layout import Pose, Table, TableLayout, extend_layout, layout_board
from dominoes_qt.layout.fit import UNIT
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.items import TileItem
from dominoes_qt.ui.table import TableScene
from dominoes_qt.ui.window import GameWindow
from tests.ui.conftest import FAST, click_scene

PLAYERS = 4
SEATS = tuple(SeatSetup(f"Player {i + 1}") for i in range(PLAYERS))
"""Every seat human (passing the window round): nobody plays unless the test does."""


def relayout_position(table: Table) -> tuple[Match, Move, TableLayout]:
    """The first position of seeded random rounds where a legal play needs a relayout (the
    quick extension declines it) that moves tiles, with that play and the layout before."""
    for seed in range(500):
        rng = random.Random(seed)
        match = Match(FIVE_UP, PLAYERS, rng=random.Random(seed))
        round_ = match.deal_round()
        before: TableLayout | None = None
        while round_.end is None and match.winner is None:
            if before is not None and round_.need() is Need.PLAY:
                for action in match.legal_actions():
                    assert isinstance(action, Move)
                    after = round_.board.copy()
                    after.place(action)
                    if extend_layout(after, before, table) is None \
                            and layout_board(after, before, table).moved:
                        return match, action, before
            actions = match.legal_actions()
            action = actions[rng.randrange(len(actions))]
            match.apply(action)
            if isinstance(action, Move):
                before = layout_board(round_.board, before, table)
    raise AssertionError("no seeded round needs a relayout")


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Holds the worker's layouts back while cleared (the worker waits, never the GUI)."""
    event = threading.Event()
    event.set()
    real = table_module._relay

    def held(*args: Any) -> tuple[TableLayout, Table]:
        event.wait(20)
        return real(*args)

    monkeypatch.setattr(table_module, "_relay", held)
    yield event
    # Let a worker still waiting go before the original comes back.
    event.set()


def open_window(qtbot: Any, gate: threading.Event) -> GameWindow:
    """The window at 1280x800 with a game of ours started: its table is the one to search."""
    window = GameWindow(FAST)
    # Closing waits for the worker: let it go first.
    qtbot.addWidget(window, before_close_func=lambda _window: gate.set())
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.new_game(GameSetup(FIVE_UP, SEATS, seed=1))
    return window


def at_pose(item: TileItem, pose: Pose) -> bool:
    return (item.pos() == QPointF(pose.x * UNIT, pose.y * UNIT)
            and item.rotation() == pose.angle + (90 if pose.crosswise else 0)
            and (item.first, item.second) == (pose.first, pose.second))


def board_at(scene: TableScene, layout: TableLayout) -> bool:
    """Every board item is where ``layout`` puts it, and there is one per tile."""
    return scene.board_items.keys() == layout.poses.keys() and all(
        at_pose(item, layout.pose(t)) for t, item in scene.board_items.items())


def ghost_pose(round_: Round, layout: TableLayout, move: Move) -> Pose:
    """Where ``layout`` draws the ghost of ``move`` on ``round_``'s board."""
    assert move.at is not None
    assert move.end is not None
    value = round_.board.place_value(move.at, move.end)
    assert value is not None
    return layout.ghost(move.at, move.end, move.tile, value)


class Relaying(NamedTuple):
    """A window whose player has just clicked a ghost whose play needs a relayout, the
    worker held back."""

    window: GameWindow
    scene: TableScene
    round_: Round
    move: Move
    before: TableLayout
    """The layout before the play."""
    seen: Pose
    """Where the clicked ghost lay."""


def play_needing_relayout(qtbot: Any, gate: threading.Event) -> Relaying:
    window = open_window(qtbot, gate)
    scene = window.scene
    table = scene.geometry_.table
    match, move, before = relayout_position(table)
    window.controller.resume(GameSetup(FIVE_UP, SEATS, seed=1), match)
    qtbot.waitUntil(lambda: not scene.layout_pending)
    assert scene.geometry_.table == table
    assert scene.layout_ is not None
    assert scene.layout_.poses == before.poses
    round_ = match.current
    assert round_ is not None
    window.select_tile(move.tile)
    ghost = next(g for g in scene.ghosts if g.move == move)
    seen = ghost_pose(round_, before, move)
    assert at_pose(ghost, seen)
    gate.clear()
    click_scene(qtbot, window, ghost.mapToScene(QPointF(0, 0)))
    assert move.tile in round_.board
    return Relaying(window, scene, round_, move, before, seen)


def test_the_tile_lands_on_its_ghost_then_the_tiles_take_the_new_layout(
        qtbot: Any, gate: threading.Event) -> None:
    window, scene, round_, move, before, seen = play_needing_relayout(qtbot, gate)
    expected = layout_board(round_.board, before, scene.geometry_.table)
    assert expected.relayouts
    assert expected.moved
    assert expected.landing == seen
    # Meanwhile: the tile lies on the ghost the player clicked, the others where they were,
    # and no ghost of the old layout is offered to the next player.
    assert scene.layout_pending
    assert at_pose(scene.board_items[move.tile], seen)
    for t, pose in before.poses.items():
        assert at_pose(scene.board_items[t], pose)
    window.select_tile(sorted(window.controller.playable())[0])
    assert window.presenter.selected is not None
    assert not scene.ghosts
    relaid: list[bool] = []
    scene.relaid.connect(lambda: relaid.append(True))
    gate.set()
    qtbot.waitUntil(lambda: not scene.layout_pending)
    assert relaid
    assert scene.layout_ is not None
    assert scene.layout_.poses == expected.poses
    assert board_at(scene, expected)
    # The chosen tile's ghosts come now, from the new layout.
    assert scene.ghosts
    for ghost in scene.ghosts:
        assert ghost.move is not None
        assert at_pose(ghost, ghost_pose(round_, expected, ghost.move))


def test_a_play_made_while_the_layout_is_on_its_way_waits_for_it(
        qtbot: Any, gate: threading.Event) -> None:
    window, scene, round_, _move, before, _seen = play_needing_relayout(qtbot, gate)
    first = layout_board(round_.board, before, scene.geometry_.table)
    # The next seat plays at once (keys need no ghost): the board it shows waits its turn.
    window.select_tile(sorted(window.controller.playable())[0])
    assert window.play_selected()
    second = layout_board(round_.board, first, scene.geometry_.table)
    assert scene.layout_pending
    assert len(scene.board_items) == len(before.poses) + 1
    gate.set()
    qtbot.waitUntil(lambda: not scene.layout_pending and scene.layout_ is not None
                    and len(scene.layout_.poses) == len(round_.board))
    assert scene.layout_ is not None
    assert scene.layout_.poses == second.poses
    assert board_at(scene, second)


def test_a_layout_for_a_board_gone_is_dropped(qtbot: Any, gate: threading.Event) -> None:
    window, scene, *_ = play_needing_relayout(qtbot, gate)
    assert scene.layout_pending
    # A new round (a new match) before the answer comes: its board is what shows.
    window.new_game(GameSetup(FIVE_UP, SEATS, seed=3))
    assert not scene.layout_pending
    gate.set()
    # The worker's answer has come back to the GUI thread, and nothing of it shows.
    qtbot.waitUntil(lambda: scene._relayer.running == 0)
    round_ = window.controller.round
    assert round_ is not None
    assert scene.board_items.keys() == set(round_.board.tiles)
    assert scene.layout_ is not None
    assert scene.layout_.poses == layout_board(round_.board, None, scene.geometry_.table).poses


def test_a_layout_arriving_after_the_window_closed_is_dropped(
        qtbot: Any, gate: threading.Event) -> None:
    window, scene, *_ = play_needing_relayout(qtbot, gate)
    assert scene.layout_pending
    gate.set()
    window.close()
    assert not scene.layout_pending
    assert scene._relayer.running == 0


def test_a_resize_while_the_layout_is_on_its_way_asks_for_the_new_shape(
        qtbot: Any, gate: threading.Event) -> None:
    window, scene, round_, _move, before, _seen = play_needing_relayout(qtbot, gate)
    old = scene.geometry_.table
    on_old = layout_board(round_.board, before, old)
    window.panel_action.trigger()
    # Narrow enough that the board of the old table's shape no longer fits across.
    window.resize(480, 1700)
    qtbot.waitUntil(lambda: scene.geometry_.table != old)
    new = scene.geometry_.table
    assert not (on_old.reach()[2] - on_old.reach()[0] <= new.width
                and on_old.reach()[3] - on_old.reach()[1] <= new.height)
    expected = layout_board(round_.board, None, new)
    assert expected.poses != on_old.poses
    # Once the resize settles a second request goes out; the first one's answer is stale.
    qtbot.waitUntil(lambda: scene._relayer.running == 2)
    assert scene.layout_pending
    gate.set()
    qtbot.waitUntil(lambda: not scene.layout_pending and scene._relayer.running == 0)
    assert scene.layout_ is not None
    assert scene.layout_.poses == expected.poses
    assert board_at(scene, expected)
