"""Hand-made boards: the shapes a player expects to see."""

from __future__ import annotations

import itertools

import pytest

from dominoes_qt.engine import Board, End, Move, Spinners, Tile, tile
from dominoes_qt.layout import Pose, Table, TableLayout, layout_board
from dominoes_qt.layout import table as layout_table
from tests.layout.checks import contains, no_layout_apart, problems, square
from tools.bench.layout import table_for, unjoined_contact


def lay(every_double_spins: bool, *moves: Move,
        table: Table | None = None) -> tuple[Board, TableLayout]:
    board = Board(Spinners.EVERY_DOUBLE if every_double_spins else Spinners.FIRST_DOUBLE)
    for move in moves:
        board.place(move)
    layout = layout_board(board) if table is None else layout_board(board, table=table)
    return board, layout


def test_empty_board_has_no_tiles_and_a_lead_spot() -> None:
    layout = layout_board(Board(Spinners.EVERY_DOUBLE))
    assert layout.poses == {}
    assert layout.lead(tile(2, 5)) == Pose(0.0, 0.0, 0, 2, 5)
    assert layout.lead(tile(3, 3)) == Pose(0.0, 0.0, 0, 3, 3, crosswise=True)


def test_lead_double_grows_four_ways_from_its_sides() -> None:
    d = tile(3, 3)
    board, layout = lay(
        True,
        Move(d),
        Move(tile(3, 5), d, End.LINE_A),
        Move(tile(1, 3), d, End.LINE_B),
        Move(tile(3, 4), d, End.BRANCH_A),
        Move(tile(2, 3), d, End.BRANCH_B),
    )
    assert problems(board, layout) == []
    assert layout.pose(d) == Pose(0.0, 0.0, 0, 3, 3, crosswise=True)
    assert layout.pose(d).size == (1.0, 2.0)
    # The line runs left and right through the double; the branches up and down.
    assert layout.pose(tile(3, 5)) == Pose(-1.5, 0.0, 180, 3, 5)
    assert layout.pose(tile(1, 3)) == Pose(1.5, 0.0, 0, 3, 1)
    assert layout.pose(tile(3, 4)) == Pose(0.0, -2.0, 270, 3, 4)
    assert layout.pose(tile(2, 3)) == Pose(0.0, 2.0, 90, 3, 2)


def test_branch_places_have_ghosts_once_the_line_is_full() -> None:
    d = tile(3, 3)
    board, layout = lay(True, Move(d), Move(tile(3, 5), d, End.LINE_A),
                        Move(tile(1, 3), d, End.LINE_B))
    ghost = layout.ghost(d, End.BRANCH_A, tile(3, 6), 3)
    assert (ghost.angle, ghost.first, ghost.second) == (270, 3, 6)
    double = layout.ghost(d, End.BRANCH_B, tile(3, 3), 3)
    assert double.crosswise
    assert double.angle == 90
    assert problems(board, layout) == []


def chain(length: int) -> list[Move]:
    """A single line running right from [0|1]: [1|2], [2|3], ... while the tiles last."""
    tiles = [tile(0, 1), tile(1, 2), tile(2, 3), tile(3, 4), tile(4, 5), tile(5, 6),
             tile(0, 6), tile(0, 2), tile(2, 4), tile(4, 6), tile(1, 6), tile(1, 3)]
    moves = [Move(tiles[0])]
    free_end = {tiles[0]: End.HIGH}
    value = 1
    for prev, t in itertools.pairwise(tiles[:length]):
        moves.append(Move(t, prev, free_end[prev]))
        joined_low = t.a == value
        free_end[t] = End.HIGH if joined_low else End.LOW
        value = t.b if joined_low else t.a
    return moves


def test_a_line_turns_before_the_table_edge() -> None:
    table = Table(width=16, height=12)
    board, layout = lay(True, *chain(8), table=table)
    assert problems(board, layout) == []
    angles = [layout.pose(m.tile).angle for m in chain(8)]
    assert angles[:2] == [0, 0]
    assert any(a in (90, 270) for a in angles), "the line never turned"
    # The table floats (the window centres what it shows): tiles and every ghost keep
    # within its size.
    left, top, right, bottom = layout.reach()
    assert right - left <= 16
    assert bottom - top <= 12
    last = chain(8)[-1].tile
    place = next(p for p in board.places() if p.tile == last)
    ghost = layout.ghost(place.tile, place.end, tile(place.value, place.value), place.value)
    assert contains((left, top, right, bottom), ghost.box())


def test_lines_start_along_the_long_side_of_the_table() -> None:
    board, layout = lay(True, *chain(3), table=Table(width=12, height=20))
    assert [layout.pose(m.tile).angle % 180 for m in chain(3)] == [90, 90, 90]
    assert layout.lead(tile(2, 2)).angle == 90
    assert problems(board, layout) == []


def test_a_turn_after_a_double_waits_for_the_next_tile() -> None:
    # A line running into the edge right after a double goes on straight through it;
    # only the non-double after it may turn, touching the double with equal halves only.
    d = tile(2, 2)
    moves = [Move(tile(0, 1)), Move(tile(1, 2), tile(0, 1), End.HIGH),
             Move(d, tile(1, 2), End.HIGH), Move(tile(2, 4), d, End.LINE_B),
             Move(tile(4, 5), tile(2, 4), End.HIGH)]
    board, layout = lay(False, *moves, table=Table(width=12, height=8))
    assert problems(board, layout) == []
    double, after = layout.pose(d), layout.pose(tile(2, 4))
    assert after.angle == double.angle
    assert after.y == double.y


def test_a_long_line_snakes_and_stays_compact() -> None:
    board, layout = lay(False, *chain(12))
    assert problems(board, layout) == []
    left, top, right, bottom = layout.bounds()
    assert right - left <= 26
    assert bottom - top <= 16


SEED_PLAYS = [
    ("1|4", None, None),
    ("1|1", "1|4", End.LOW),
    ("4|4", "1|4", End.HIGH),
    ("3|4", "4|4", End.LINE_B),
    ("1|2", "1|1", End.LINE_B),
    ("1|5", "1|1", End.BRANCH_A),
    ("5|5", "1|5", End.HIGH),
    ("0|5", "5|5", End.LINE_B),
    ("1|3", "1|1", End.BRANCH_B),
]


def t(text: str) -> Tile:
    a, b = text.split("|")
    return tile(int(a), int(b))


@pytest.mark.parametrize("every_double_spins", [True, False])
def test_the_seeds_example_board(every_double_spins: bool) -> None:
    plays = SEED_PLAYS if every_double_spins else SEED_PLAYS[:5]
    moves = [Move(t(a), None if b is None else t(b), e) for a, b, e in plays]
    board = Board(Spinners.EVERY_DOUBLE if every_double_spins else Spinners.FIRST_DOUBLE)
    layout = None
    for move in moves:
        ghost = None
        if layout is not None and move.at is not None and move.end is not None:
            value = board.place_value(move.at, move.end)
            assert value is not None
            ghost = layout.ghost(move.at, move.end, move.tile, value)
        board.place(move)
        layout = layout_board(board, layout)
        if ghost is not None:
            assert layout.pose(move.tile) == ghost
        assert problems(board, layout) == []
    assert layout is not None
    assert layout.pose(t("1|4")) == Pose(0.0, 0.0, 0, 1, 4)
    assert layout.pose(t("1|1")) == Pose(-1.5, 0.0, 180, 1, 1, crosswise=True)
    assert layout.pose(t("4|4")) == Pose(1.5, 0.0, 0, 4, 4, crosswise=True)
    assert layout.pose(t("3|4")) == Pose(3.0, 0.0, 0, 4, 3)
    assert layout.pose(t("1|2")) == Pose(-3.0, 0.0, 180, 1, 2)
    if every_double_spins:
        # [1|1] points left, so its branchA (left of its line) goes down, branchB up.
        assert layout.pose(t("1|5")).angle == 90
        assert layout.pose(t("1|3")).angle == 270
        assert layout.pose(t("5|5")).crosswise
    assert layout.relayouts == 0


def test_ghost_is_where_the_tile_lands_and_marker_is_inside_it() -> None:
    board, layout = lay(True, Move(t("1|4")), Move(t("1|1"), t("1|4"), End.LOW))
    for place in board.places():
        for candidate in (tile(place.value, place.value), tile(place.value, 6)):
            if candidate in board:
                continue
            ghost = layout.ghost(place.tile, place.end, candidate, place.value)
            after = board.copy()
            after.place(Move(candidate, place.tile, place.end))
            assert layout_board(after, layout).pose(candidate) == ghost
            assert contains(ghost.box(), square(*layout.marker(place.tile, place.end)))


def test_layout_is_deterministic_and_previous_changes_nothing() -> None:
    moves = [Move(t(a), None if b is None else t(b), e) for a, b, e in SEED_PLAYS]
    board = Board(Spinners.EVERY_DOUBLE)
    step: TableLayout | None = None
    for move in moves:
        board.place(move)
        step = layout_board(board, step)
    assert step is not None
    assert layout_board(board).poses == step.poses
    assert layout_board(board).poses == layout_board(board).poses
    assert step.moved == frozenset()
    assert not step.relaid


def test_previous_from_another_round_is_ignored() -> None:
    _, other = lay(True, Move(tile(6, 6)))
    board, layout = lay(True, Move(tile(2, 5)))
    again = layout_board(board, other)
    assert again.poses == layout.poses


# Rounds from the layout bench (Five Up, 4 players) whose last play leaves a place with no
# room: the table must be laid out again, and these ones need more than the first try.
CROWDED_ROUNDS = {
    "lines-close-in": [
        ("1|3", None, None), ("3|6", "1|3", End.HIGH), ("5|6", "3|6", End.HIGH),
        ("1|2", "1|3", End.LOW), ("2|4", "1|2", End.HIGH), ("4|5", "2|4", End.HIGH),
        ("3|5", "4|5", End.HIGH), ("2|3", "3|5", End.LOW), ("2|2", "2|3", End.LOW),
        ("2|5", "5|6", End.LOW), ("2|6", "2|2", End.LINE_B), ("1|6", "2|6", End.HIGH),
        ("1|1", "1|6", End.LOW), ("1|5", "1|1", End.LINE_B), ("5|5", "1|5", End.HIGH),
        ("0|1", "1|1", End.BRANCH_B), ("0|0", "0|1", End.LOW), ("0|3", "0|0", End.LINE_B),
    ],
    "spinners-crowd": [
        ("0|3", None, None), ("0|4", "0|3", End.LOW), ("4|4", "0|4", End.HIGH),
        ("1|4", "4|4", End.LINE_B), ("3|4", "4|4", End.BRANCH_A), ("4|6", "4|4", End.BRANCH_B),
        ("6|6", "4|6", End.HIGH), ("3|3", "0|3", End.HIGH), ("2|6", "6|6", End.LINE_B),
        ("2|2", "2|6", End.LOW), ("0|2", "2|2", End.LINE_B), ("3|6", "3|4", End.LOW),
        ("1|2", "2|2", End.BRANCH_B), ("1|1", "1|4", End.LOW), ("2|4", "2|2", End.BRANCH_A),
    ],
}


CROWDED_TABLES = {"lines-close-in": Table(24, 15), "spinners-crowd": Table(18, 12)}
"""Small enough that these rounds need tiles moved, big enough that they fit."""


@pytest.mark.parametrize("name", sorted(CROWDED_ROUNDS))
def test_crowded_rounds_are_laid_out_again_the_same_way_every_time(name: str) -> None:
    moves = [Move(t(a), None if b is None else t(b), e) for a, b, e in CROWDED_ROUNDS[name]]
    table = CROWDED_TABLES[name]
    board = Board(Spinners.EVERY_DOUBLE)
    layout: TableLayout | None = None
    relayouts = 0
    for move in moves:
        board.place(move)
        layout = layout_board(board, layout, table)
        relayouts += layout.relayouts
        assert problems(board, layout) == [], move
        assert layout.table == table
        assert layout_board(board, table=table).poses == layout.poses, move
    assert relayouts >= 1


def test_the_join_check_looks_at_both_halves() -> None:
    # 0|4 turned right beside 4|4: its 4 touches the double, but so does its 0.
    from tests.layout.checks import join_problem, pair_problems

    double = Pose(0.0, 0.0, 0, 4, 4, crosswise=True)
    beside = Pose(1.0, 0.5, 90, 4, 0)
    assert join_problem(tile(4, 4), double, tile(0, 4), beside) is not None
    straight = Pose(1.5, 0.0, 0, 4, 0)
    assert join_problem(tile(4, 4), double, tile(0, 4), straight) is None
    # Unjoined tiles edge to edge are caught too.
    assert pair_problems({tile(4, 4): double, tile(0, 4): straight}, set()) != []


# Five Up for 4, round 1165 of the random rounds with seed 31 (the slowest call).
# Every tile from the lead to 5|5 lies where the doubles put it: whichever way the spinners'
# branches go, and even turning at once, 5|5's branches open facing another open place (or
# a spinner's branch) too close for both ghosts while 5|5 lies centred on its line.
NO_ROOM = [
    ("0|3", None, None), ("3|3", "0|3", End.HIGH), ("0|0", "0|3", End.LOW),
    ("2|3", "3|3", End.LINE_B), ("3|6", "3|3", End.BRANCH_B), ("6|6", "3|6", End.HIGH),
    ("2|2", "2|3", End.LOW), ("0|4", "0|0", End.LINE_B), ("1|6", "6|6", End.LINE_B),
    ("0|2", "2|2", End.LINE_B), ("2|4", "0|4", End.HIGH), ("1|5", "1|6", End.LOW),
    ("4|5", "1|5", End.HIGH), ("0|5", "0|0", End.BRANCH_B), ("5|6", "6|6", End.BRANCH_B),
    ("3|4", "3|3", End.BRANCH_A), ("5|5", "5|6", End.LOW), ("2|5", "5|5", End.LINE_B),
]


def test_a_board_with_no_room_for_centred_doubles_lays_one_off_centre_within_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    table = table_for(4, "1280x800")
    board = Board(Spinners.EVERY_DOUBLE)
    layout: TableLayout | None = None
    moves = [Move(t(a), None if b is None else t(b), e) for a, b, e in NO_ROOM]
    for move in moves[:-1]:
        board.place(move)
        layout = layout_board(board, layout, table)
        assert layout.complete
        assert problems(board, layout) == []
    board.place(moves[-1])
    laid = [0]
    real_lay = layout_table._State.lay

    def counted(state: layout_table._State, *args: object) -> None:
        laid[0] += 1
        real_lay(state, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(layout_table._State, "lay", counted)
    layout = layout_board(board, layout, table)
    monkeypatch.undo()
    # The searches stayed within their budgets (tiles laid on the way to a search's first
    # free tile, kept where they lay, are not counted in them).
    assert laid[0] < 2 * (layout_table._RELAYOUT_STEPS + 3 * layout_table._NUDGE_STEPS
                          + 3 * layout_table._SHIFT_STEPS + layout_table._TOUCH_STEPS)
    # Every place has its ghost, on the same table; the tiles at rest keep apart and join
    # as tiles join, the double that made room lying half a unit off its line's middle.
    # Only a ghost may touch a tile (no layout keeps those apart too).
    assert layout.complete
    assert layout.table == table
    assert layout.off_centre == {t("5|5")}
    assert not layout.apart
    assert problems(board, layout) == []
    assert not unjoined_contact(board, layout)
    assert layout_board(board, table=table).poses == layout.poses
    # With doubles centred no layout at all keeps the tiles and ghosts apart, on no table,
    # branches free to turn at once; off centre, none either.
    needs = layout_table._needs(tuple(board.nodes()), board.spinners)
    assert no_layout_apart(board, needs)
    assert no_layout_apart(board, needs, shift=True)
