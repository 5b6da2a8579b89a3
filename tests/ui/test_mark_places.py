"""Where the counting marks go when ghosts fill the squares in front of their ends.

Pure geometry (no window): boards from random rounds of the scoring games, laid out as the
table lays them, with the ghosts of every tile that could come to some of the places.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominoes_qt.engine import Board, End, Tile, tile
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS, rules_for
from dominoes_qt.layout import TableLayout, layout_board
from dominoes_qt.ui.counting import Square, count_marks, place_marks
from tools.bench.layout import played_rounds

GAMES = (FIVE_UP, SEVEN_ROCKS, rules_for("all-fives-250"))


def _area(a: Square, b: Square) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _unit(x: float, y: float) -> Square:
    return (x - 0.5, y - 0.5, x + 0.5, y + 0.5)


def _board(game: int, players: int, seed: int, plays: int) -> tuple[Board, TableLayout]:
    rules = GAMES[game]
    players = min(max(players, min(rules.player_counts)), max(rules.player_counts))
    layout = None
    for _, round_, moves in played_rounds(rules, players, 1, seed):
        for n, _ in enumerate(moves):
            layout = layout_board(round_.board, layout)
            if n + 1 >= plays:
                break
        assert layout is not None
        return round_.board, layout
    raise AssertionError("no round")


def _ghosts(board: Board, layout: TableLayout, chosen: tuple[bool, ...]) -> list[Square]:
    """Every ghost a tile still to come would show at the places picked by ``chosen``."""
    boxes = []
    for place, pick in zip(board.places(), chosen, strict=False):
        if not pick:
            continue
        for candidate in (tile(place.value, place.value),
                          *(tile(place.value, w) for w in range(7) if w != place.value)):
            if candidate not in board:
                boxes.append(layout.ghost(place.tile, place.end, candidate, place.value).box())
    return boxes


def _free_near(front: tuple[float, float], blocked: list[Square]) -> bool:
    """Is some unit square on the half-unit grid within two units of ``front`` clear of
    everything in ``blocked``?"""
    x, y = front
    for i in range(-4, 5):
        for j in range(-4, 5):
            if math.hypot(i, j) <= 4 and not any(
                    _area(_unit(x + i / 2, y + j / 2), b) for b in blocked):
                return True
    return False


@settings(max_examples=60, deadline=None)
@given(game=st.integers(0, len(GAMES) - 1), players=st.integers(2, 4),
       seed=st.integers(0, 10_000), plays=st.integers(1, 28),
       chosen=st.lists(st.booleans(), min_size=8, max_size=8))
def test_marks_keep_off_tiles_and_ghosts_and_stay_beside_their_ends(
        game: int, players: int, seed: int, plays: int, chosen: list[bool]) -> None:
    board, layout = _board(game, players, seed, plays)
    marks = count_marks(board)
    ghosts = _ghosts(board, layout, tuple(chosen))
    placed = place_marks(marks, layout, ghosts)
    assert placed == place_marks(marks, layout, ghosts), "not the same for the same table"
    assert set(placed) == set(marks)
    tiles = [pose.box() for pose in layout.poses.values()]
    squares = {place: _unit(*xy) for place, xy in placed.items()}
    for place, square in squares.items():
        front = layout.marker(*place)
        # Never over a tile, so never over a pip; never far from its own end.
        assert not any(_area(square, t) for t in tiles), place
        assert math.dist(placed[place], front) <= 2.0
        if not any(_area(_unit(*front), g) for g in ghosts):
            assert placed[place] == front, "a mark moved though its square was free"
            continue
        others = [s for p, s in squares.items() if p != place]
        if _free_near(front, tiles + ghosts + others):
            assert not any(_area(square, g) for g in ghosts), f"{place} on a ghost"
    assert not any(_area(a, b) for a in squares.values() for b in squares.values()
                   if a is not b), "two marks on each other"


def _crowded() -> tuple[Board, TableLayout, tuple[Tile, End]]:
    board, layout = _board(0, 2, 7, 6)
    marks = count_marks(board)
    return board, layout, next(iter(marks))


def test_with_no_free_square_the_least_bad_is_chosen_the_same_every_time() -> None:
    board, layout, place = _crowded()
    marks = {place: count_marks(board)[place]}
    x, y = layout.marker(*place)
    tiles = [pose.box() for pose in layout.poses.values()]
    # One ghost covers everything near the end: no square is free, every one is as bad.
    everywhere = (x - 5.0, y - 5.0, x + 5.0, y + 5.0)
    assert place_marks(marks, layout, [everywhere])[place] == (x, y)
    # A focused ghost on the end's own square and one side of it as well: the mark keeps
    # off the focused one, still off every tile, and goes the same way each time.
    dx, dy = layout.outward(*place)
    side = (x - dy, y + dx)
    focused = (min(x, side[0]) - 0.5, min(y, side[1]) - 0.5,
               max(x, side[0]) + 0.5, max(y, side[1]) + 0.5)
    first = place_marks(marks, layout, [everywhere, focused], focused)[place]
    assert first == place_marks(marks, layout, [everywhere, focused], focused)[place]
    assert _area(_unit(*first), focused) == 0
    assert not any(_area(_unit(*first), t) for t in tiles)
    assert math.dist(first, (x, y)) <= 2.0


@pytest.mark.parametrize("seed", [7, 8, 9])
def test_the_free_square_nearest_the_end_is_taken(seed: int) -> None:
    board, layout = _board(0, 2, seed, 8)
    every = count_marks(board)
    tiles = [pose.box() for pose in layout.poses.values()]
    for place, value in every.items():
        x, y = layout.marker(*place)
        dx, dy = layout.outward(*place)
        # A ghost laid lengthwise on the end: two units straight out from it.
        ghost = (min(x - 0.5 * dx, x + 1.5 * dx) - 0.5 * abs(dy),
                 min(y - 0.5 * dy, y + 1.5 * dy) - 0.5 * abs(dx),
                 max(x - 0.5 * dx, x + 1.5 * dx) + 0.5 * abs(dy),
                 max(y - 0.5 * dy, y + 1.5 * dy) + 0.5 * abs(dx))
        at = place_marks({place: value}, layout, [ghost])[place]
        assert _area(_unit(*at), ghost) == 0
        assert not any(_area(_unit(*at), t) for t in tiles)
        others = [_unit(*layout.marker(*p)) for p in every if p != place]

        def blocked(square: Square, ghost: Square = ghost,
                    others: list[Square] = others) -> bool:
            return bool(_area(square, ghost) or any(_area(square, t) for t in tiles + others)
                        or not _inside(square, layout.reach()))

        # Beside the end the same way round on every end: right of an end facing up or
        # down, below one facing left or right, unless that side is taken.
        ahead = (at[0] - x) * dx + (at[1] - y) * dy
        aside = (at[0] - x - ahead * dx, at[1] - y - ahead * dy)
        if aside[0] + aside[1] < 0:
            assert blocked(_unit(at[0] - 2 * aside[0], at[1] - 2 * aside[1]))
        # Nothing nearer the end (the middle of its tile's edge) is free.
        edge = (x - dx / 2, y - dy / 2)
        for i in range(-4, 5):
            for j in range(-4, 5):
                near = (x + i / 2, y + j / 2)
                if math.dist(near, (x, y)) <= 2 and \
                        math.dist(near, edge) < math.dist(at, edge) - 1e-9:
                    assert blocked(_unit(*near)), (place, near, at)


def _inside(a: Square, b: tuple[float, float, float, float]) -> bool:
    return b[0] <= a[0] and b[1] <= a[1] and a[2] <= b[2] and a[3] <= b[3]
