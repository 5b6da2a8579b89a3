"""Counting marks stay readable with animations on: at rest no tile is drawn over a mark
and no mark lies over a tile, whatever animations ran, in every game; with a tile chosen
no mark lies on any of its ghosts either, whichever ghost has the focus."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainterPath

from dominoes_qt.engine import DRAW, PASS, Move
from dominoes_qt.games import GAMES
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.explain_layer import Z_VALUE
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.table import FLYING_Z
from dominoes_qt.ui.window import GameWindow
from tests.games.helpers import one_per_family
from tools.probe.frames import mark_troubles

# Animations on, quicker than a player sees them: the same motions, sooner done.
ANIMATED = WindowSettings(ai_pace_ms=0, animations=True, animation_speed=4.0, auto_draw=False)


def _on_ghosts(window: GameWindow) -> int:
    """How many counting marks lie on a ghost shown now (discs against ghost outlines, in
    scene coordinates, as they are painted)."""
    on = 0
    for mark in window.counting.items:
        disc = QPainterPath()
        disc.addEllipse(mark.boundingRect().adjusted(2, 2, -2, -2))
        disc = mark.mapToScene(disc)
        on += any(g.mapToScene(g.shape()).intersects(disc) for g in window.scene.ghosts)
    return on


def _choose_each_tile(qtbot: Any, window: GameWindow) -> int:
    """Choose every playable tile of the hand in turn (and Tab through its places); at each
    step check the marks against the ghosts and the tiles. The ghosts seen, in all."""
    scene, controller = window.scene, window.controller
    seen = 0
    for tile in sorted(controller.playable()):
        window.select_tile(tile)
        assert scene.ghosts, f"{tile} is playable but shows no ghost"
        for step in range(len(scene.ghosts)):
            # The player's Down key: the first press says the first place, each next one
            # moves on.
            qtbot.keyClick(window.view, Qt.Key.Key_Down)
            assert scene.focused_ghost == step
            assert _on_ghosts(window) == 0, f"a mark lies on a ghost of {tile}"
            _, hidden, on_tiles = mark_troubles(scene, window.counting.items)
            assert (hidden, on_tiles) == (0, 0)
        seen += len(scene.ghosts)
    window.select_tile(None)
    return seen


def _play(window: GameWindow, rng: random.Random) -> bool:
    """One random legal action for the seat to move, as the player would make it."""
    controller = window.controller
    match = controller.match
    assert match is not None
    action = rng.choice(match.legal_actions())
    if isinstance(action, Move):
        # Through the table, as a click on a ghost would: the tile flies from the hand.
        return window.play_move(action)
    if action is DRAW:
        return controller.draw()
    assert action is PASS
    return controller.pass_turn()


# A second deal of every game is for the long run (python -m pytest -m slow).
@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow)])
@pytest.mark.parametrize("variant", [rules.variant for rules in one_per_family()])
def test_no_tile_ever_lies_over_a_counting_mark_at_rest(
        qtbot: Any, variant: str, seed: int) -> None:
    rules = GAMES[variant]
    players = max(rules.player_counts)
    rng = random.Random(seed)
    window = GameWindow(ANIMATED)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    qtbot.waitExposed(window)
    try:
        seats = tuple(SeatSetup(f"Player {i + 1}") for i in range(players))
        window.new_game(GameSetup(rules, seats, seed=seed))
        scene = window.scene
        checked = ghosts = 0
        for _ in range(2):
            round_ = window.controller.round
            assert round_ is not None
            while not round_.is_over:
                assert _play(window, rng)
                # Now and then the next play comes while tiles still fly (a quick player,
                # a fast computer); otherwise the table comes to rest first.
                if rng.random() < 0.3 and not round_.is_over:
                    continue
                qtbot.waitUntil(lambda: not scene.board_moving(), timeout=5000)
                marks = window.counting.items
                assert all(m.zValue() == Z_VALUE > FLYING_Z for m in marks)
                # Every tile is back down once nothing moves.
                assert all(t.zValue() < FLYING_Z for t in scene.board_items.values())
                count, hidden, on_tiles = mark_troubles(scene, marks)
                assert (hidden, on_tiles) == (0, 0)
                checked += count
                if window.counting.items:
                    ghosts += _choose_each_tile(qtbot, window)
            window.close_round_end()
            if window.controller.match is None or window.controller.match.is_over:
                break
            window.controller.next_round()
        assert checked > 10 or not rules.scores_plays
        assert ghosts > 10 or not rules.scores_plays
    finally:
        window.controller.shutdown()
        window.close()
