"""Muggins: All Fives on a single line (no spinner), with the references' worked count."""

from __future__ import annotations

import pytest

from dominoes_qt.engine import End, Match, Move, Reaching, Spinners, Tile
from dominoes_qt.games import GAMES
from dominoes_qt.games.all_fives import AllFives
from dominoes_qt.games.muggins import RULES
from tests.engine.helpers import current
from tests.games.helpers import play, start

MUGGINS = GAMES["muggins-100"]

# The classic count: the double five, the 5-0, the double blank, 5-6 and 0-4.
DEAL = ("5|5 0|0 0|4 1|1 1|2 2|2 1|3", "0|5 5|6 2|3 3|3 1|4 2|4 3|4")


def test_two_targets_one_game_no_spinner():
    assert [(r.variant, r.target) for r in RULES] == [("muggins-100", 100),
                                                      ("muggins-200", 200)]
    assert {r.family for r in RULES} == {"muggins"}
    assert all(r.spinners is Spinners.NONE for r in RULES)
    assert all(r.reaching is Reaching.OR_PASSING for r in RULES)
    # Everything else is All Fives.
    assert all(isinstance(r, AllFives) for r in RULES)


@pytest.mark.parametrize(("players", "size"), [(2, 7), (3, 5), (4, 5)])
def test_hand_sizes(players, size):
    assert MUGGINS.hand_size_for(players) == size
    assert Match(MUGGINS, players).deal_round().boneyard_count == 28 - players * size


def test_the_double_five_line_counts_ten_each_time():
    match = start(MUGGINS, DEAL)
    counts = []
    for text in ("5|5", "0|5 5|5 lineA", "0|0 0|5 low", "5|6 5|5 lineB", "0|4 0|0 lineB"):
        events = play(match, text)
        counts.append((current(match).board.end_sum, [e.raw for e in events]))
    assert counts == [(10, [10]), (10, [10]), (10, [10]), (6, []), (10, [10])]


def test_a_double_never_branches():
    match = start(MUGGINS, DEAL)
    play(match, "5|5", "0|5 5|5 lineA", "0|0 0|5 low", "5|6 5|5 lineB")
    board = current(match).board
    assert board.spinner_tiles() == ()
    # Both sides of the double five are covered: only the two line ends are open.
    assert sorted(value for _, value in board.open_places()) == [0, 6]
    assert all(end not in (End.BRANCH_A, End.BRANCH_B) for (_, end), _ in board.open_places())
    assert Move(Tile(1, 5), Tile(5, 5), End.BRANCH_A) not in match.legal_actions()
