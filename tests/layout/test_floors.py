"""The rounds of the bench's seed 404 that once outgrew their table or laid tiles touching
(issue 23's floors): each is laid out play by play again, every promise checked."""

from __future__ import annotations

import pytest

from dominoes_qt.engine import Board, End, Move, Rules, Spinners, Tile, tile
from dominoes_qt.games import rules_for
from dominoes_qt.layout import Pose, TableLayout, layout_board
from dominoes_qt.layout import table as layout_table
from tests.layout.checks import no_layout_apart, problems, replay_round, table_and_scale
from tools.bench.layout import FLOORS

SEED = 404
"""The seed of the bench run (2,000 rounds of every configuration) that found them."""

OUTGROWN = [
    # (variant, players, round, the window sizes whose table it outgrew)
    ("seven-rocks", 4, 688, tuple(FLOORS)),
    ("seven-rocks", 4, 1501, tuple(FLOORS)),
    ("five-up-61", 4, 621, ("1024x640", "1920x1080")),
    ("five-up-61", 2, 472, ("1024x640", "1920x1080")),
    ("five-up-61", 3, 1295, ("1024x640",)),
    ("all-fives-250", 2, 1371, ("1024x640", "1920x1080")),
    ("all-fives-250", 4, 17, ("1024x640", "1920x1080")),
    ("draw-game", 3, 1508, ("1280x800", "1024x640")),
]
"""Rounds whose layout outgrew the table (tiles below the floor), or let tiles touch
(1295) where a search gave up, until a relayout could turn the lead's line a quarter and
search longer."""


def lead_turned(board: Board, layout: TableLayout) -> bool:
    """Does the lead's line run along the table's short side?"""
    table = layout.table
    assert table is not None
    lead = layout.pose(board.tiles[0])
    return (lead.angle % 180 == 0) != table.along_x


def laid(rules: Rules, players: int, number: int, size: str
         ) -> tuple[Board, list[Move], list[TableLayout]]:
    """Round ``number`` of the random rounds with :data:`SEED`, laid out after every play at
    window ``size``; every layout is checked on the way (the tile lands on its ghost, no
    problem, the table kept, the floor met)."""
    spins, moves = replay_round(rules, players, SEED, number)
    table, scale = table_and_scale(players, size)
    board = Board(spins)
    layouts: list[TableLayout] = []
    layout: TableLayout | None = None
    for move in moves:
        ghost: Pose | None = None
        if layout is not None and move.at is not None and move.end is not None:
            value = board.place_value(move.at, move.end)
            assert value is not None
            ghost = layout.ghost(move.at, move.end, move.tile, value)
        board.place(move)
        layout = layout_board(board, layout, table)
        where = (size, str(move))
        if ghost is not None:
            assert layout.landing == ghost, where
        assert problems(board, layout) == [], where
        assert layout.table == table, where
        assert layout.apart, where
        assert layout.complete, where
        assert scale(layout.reach()) >= FLOORS[size], where
        layouts.append(layout)
    assert layout is not None
    assert layout_board(board, table=table).poses == layout.poses
    return board, moves, layouts


@pytest.mark.parametrize(("variant", "players", "number", "sizes"), OUTGROWN,
                         ids=[f"{v}-{p}-round{n}" for v, p, n, _ in OUTGROWN])
def test_a_round_that_outgrew_its_table_keeps_to_it(variant: str, players: int, number: int,
                                                     sizes: tuple[str, ...]) -> None:
    for size in sizes:
        laid(rules_for(variant), players, number, size)


def test_a_spinner_cross_too_tall_for_the_table_is_turned_a_quarter() -> None:
    # Seven Rocks for 4, round 688: the first double's branches run straight on through
    # doubles (a line goes straight on after a double), 20 units from end to end, while
    # the table is 19 high; with the lead's line along the short side they take the long
    # one (26 units).
    board, _, layouts = laid(rules_for("seven-rocks"), 4, 688, "1280x800")
    assert not lead_turned(board, layouts[0])
    assert lead_turned(board, layouts[-1])
    # It turned in one relayout, which moved the tiles already laid.
    turned = next(i for i, layout in enumerate(layouts) if lead_turned(board, layout))
    assert layouts[turned].relayouts == 1
    assert len(layouts[turned].moved) == turned


# Five Up for 4, round 270 of seed 404, the first 21 plays. The lead's spinner 1|1 and the
# spinner 6|6 lie 3 units apart on the line (one tile between, straight on after a
# double); each has a spinner two tiles up a branch (2|2 through 1|2, 5|5 through 5|6, or
# 0|0 through 0|6 on the other side) and those crosswise doubles end a unit apart, with a
# branch of 2|2 between them. Every 2 is on the board, so no tile can come there: it needs
# only its marker's square, which fits. Room for a whole tile there does not, in any layout.
CROWDED_SPINNERS = [
    ("1|1", None, None), ("1|3", "1|1", "lineA"), ("3|4", "1|3", "high"),
    ("1|6", "1|1", "lineB"), ("1|5", "1|1", "branchB"), ("0|5", "1|5", "high"),
    ("1|4", "3|4", "high"), ("6|6", "1|6", "high"), ("2|6", "6|6", "lineB"),
    ("0|2", "0|5", "low"), ("2|5", "0|2", "high"), ("0|6", "6|6", "branchB"),
    ("5|6", "6|6", "branchA"), ("2|3", "2|6", "low"), ("5|5", "5|6", "low"),
    ("3|5", "2|3", "high"), ("1|2", "1|1", "branchA"), ("2|2", "1|2", "high"),
    ("0|0", "0|6", "low"), ("0|1", "1|4", "low"), ("2|4", "2|2", "lineB"),
]


def _tile(text: str) -> Tile:
    a, b = text.split("|")
    return tile(int(a), int(b))


def crowded_board() -> Board:
    board = Board(Spinners.EVERY_DOUBLE)
    for a, b, e in CROWDED_SPINNERS:
        board.place(Move(_tile(a), None if b is None else _tile(b), None if e is None else End(e)))
    return board


def test_a_place_no_tile_can_come_to_keeps_only_its_markers_square() -> None:
    board = crowded_board()
    spinner = _tile("2|2")
    dead = [(place.tile, place.end) for place in board.places() if place.value == 2]
    assert dead == [(spinner, End.BRANCH_A), (spinner, End.BRANCH_B)]
    assert all(tile(2, n) in board for n in range(7))
    for size in FLOORS:
        table, scale = table_and_scale(4, size)
        layout = layout_board(board, table=table)
        assert layout.apart
        assert layout.complete
        assert layout.table == table
        # The markers cover no tile (and no ghost covers them, see problems()).
        assert problems(board, layout) == []
        assert scale(layout.reach()) >= FLOORS[size]
    # Asking a whole tile's room there, as a place a tile may still come to has it, no
    # layout keeps the tiles apart: searched to the end, with no table edge and branches
    # free to turn at once.
    nodes = tuple(board.nodes())
    needs = layout_table._needs(nodes, board.spinners)
    assert [needs[key] for key in dead] == [(None,), (None,)]
    needs.update(dict.fromkeys(dead, (False,)))
    assert no_layout_apart(board, needs)
