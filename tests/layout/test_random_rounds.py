"""The layout's promises over many random rounds of every game and player count."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from dominoes_qt.engine import Board, End, Match, Move, Rules
from dominoes_qt.games import FIVE_UP
from dominoes_qt.layout import TableLayout, layout_board
from tests.layout.checks import candidates, problems, random_rounds, replay_round, table_and_scale
from tools.bench.layout import FLOORS, configurations

CONFIGS = [pytest.param(rules, players, id=f"{rules.variant}-{players}")
           for rules, players in configurations()]
"""Every registered game with every player count it allows."""
QUICK_ROUNDS = max(8, 240 // len(CONFIGS))
"""Rounds per configuration in the everyday run: some 240 in all, however many games."""


def keeps_every_promise(rules: Rules, players: int, rounds: int, seed: int) -> None:
    """Every promise over ``rounds`` random rounds, the least size at every window size of
    :data:`FLOORS` included, and no tiles touching nor a place without room."""
    report = random_rounds(rules, players, rounds=rounds, seed=seed)
    print(f"\n{rules.variant} {players}: px per unit {report.smallest} (on the table "
          f"{report.smallest_on_table}) plays {report.plays} relayouts {report.relayouts} "
          f"moved {report.plays_that_moved_tiles} rounds beyond the table "
          f"{report.rounds_beyond} below the floor {report.rounds_below} "
          f"touching {report.touching} without room {report.roomless}")
    assert report.failures == []
    assert report.touching == 0
    assert report.roomless == 0
    assert report.rounds == rounds
    assert report.plays > rounds * 5 * len(FLOORS)
    for size, floor in FLOORS.items():
        # The issue's least size at every window size in every round (the table is sized
        # for it, and the layout keeps to the table).
        assert report.rounds_below[size] == 0, size
        assert report.smallest[size] >= floor, size
    # Tiles moving under the player's eyes must stay the exception (on the issue's small
    # table 1 to 2 plays in 100 over 2,000 rounds of Five Up or Seven Rocks for 4; a few
    # rounds may run higher).
    assert report.plays_that_moved_tiles <= report.plays // 30


@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_random_rounds_keep_every_promise(rules: Rules, players: int) -> None:
    keeps_every_promise(rules, players, rounds=QUICK_ROUNDS, seed=players)


def seeded_match(players: int, seed: int) -> tuple[Match, random.Random]:
    """How the issue's examples are replayed: ``Match(FIVE_UP, players,
    random.Random(seed))`` with every seat choosing uniformly among its legal actions
    from ``random.Random(seed)``, as :func:`tests.layout.checks.random_rounds` does."""
    return Match(FIVE_UP, players, random.Random(seed)), random.Random(seed)


def play_rounds(players: int, seed: int, rounds: int) -> list[list[str]]:
    """Every play of the first ``rounds`` rounds, each with the layout's problems and its
    smallest size in pixels per unit checked at both window sizes; returns the problems
    per round."""
    match, rng = seeded_match(players, seed)
    tables = {size: table_and_scale(players, size) for size in FLOORS}
    found: list[list[str]] = []
    for _ in range(rounds):
        if match.is_over:
            break
        round_ = match.deal_round()
        layouts: dict[str, TableLayout | None] = dict.fromkeys(FLOORS)
        bad: list[str] = []
        while round_.end is None and match.winner is None:
            actions = match.legal_actions()
            action = actions[rng.randrange(len(actions))]
            match.apply(action)
            if not isinstance(action, Move):
                continue
            for size, (table, scale) in tables.items():
                layout = layouts[size] = layout_board(round_.board, layouts[size], table)
                bad += problems(round_.board, layout)
                px = scale(layout.reach())
                if px < FLOORS[size]:
                    bad.append(f"{px:.1f} px per unit at {size} after {action}")
        found.append(bad)
    return found


def test_issue_example_a_turn_right_after_a_double() -> None:
    # Five Up, 2 players, seed 10000, round 2: the 13th play turned beside a double.
    assert play_rounds(2, 10000, rounds=2) == [[], []]


def test_issue_example_the_thin_vertical_spine() -> None:
    # Five Up, 2 players, seed 900216: a round that once became a thin spine.
    assert all(bad == [] for bad in play_rounds(2, 900216, rounds=3))


def laid_play_by_play(seed: int, number: int, least_moves: int
                      ) -> Iterator[tuple[Board, TableLayout]]:
    """Five Up, 4 players, round ``number`` of the random rounds with ``seed``, laid out
    after every play at both window sizes: each (board, layout) once the layout is checked
    for problems, its table and the floor; at the end, play-by-play equals a fresh layout."""
    spins, moves = replay_round(FIVE_UP, 4, seed=seed, number=number)
    assert len(moves) >= least_moves
    board = Board(spins)
    layouts: dict[str, TableLayout | None] = dict.fromkeys(FLOORS)
    tables = {size: table_and_scale(4, size) for size in FLOORS}
    for move in moves:
        board.place(move)
        for size, (table, scale) in tables.items():
            layout = layouts[size] = layout_board(board, layouts[size], table)
            assert problems(board, layout) == [], (size, move)
            assert layout.table == table
            assert scale(layout.reach()) >= FLOORS[size]
            yield board, layout
    for size, (table, _) in tables.items():
        previous = layouts[size]
        assert previous is not None
        assert layout_board(board, table=table).poses == previous.poses


def test_spinners_whose_branches_face_each_other_turn_one_round() -> None:
    # Five Up, 4 players, round 1056 of the random rounds with seed 1004 (the slow test's):
    # from play 16 on, two spinners laid a unit apart had a branch each facing the other,
    # and their ghosts shared the one spot between them. Swapping the sides of a
    # spinner's branches in a relayout makes room for both.
    for _ in laid_play_by_play(seed=1004, number=1056, least_moves=18):
        pass


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_two_thousand_random_rounds(rules: Rules, players: int) -> None:
    # The issue's promise: no round at all below the floor, at either window size.
    keeps_every_promise(rules, players, rounds=2000, seed=1000 + players)


def test_spinners_branches_turn_rather_than_tiles_touch() -> None:
    # Five Up, 4 players, round 121 of the random rounds with seed 1 (the bench's): from
    # play 15 on, no layout with every spinner's branch going straight kept the tiles
    # apart, and unjoined tiles touched. A branch free to turn at once (its ghost a
    # corner) keeps them apart on the table.
    turned = False
    for board, layout in laid_play_by_play(seed=1, number=121, least_moves=16):
        assert layout.apart, board.tiles[-1]
        turned |= any(
            # A straight branch runs across its spinner's line, a turned one along it.
            layout.ghost(place.tile, place.end, t, place.value).angle % 180
            == layout.pose(place.tile).angle % 180
            for place in board.places() if place.end in (End.BRANCH_A, End.BRANCH_B)
            for t in candidates(board, place.value) if not t.is_double)
    assert turned
