"""The quick extension the window runs on its GUI thread is the layout itself whenever it
gives one, and it gives up exactly where a play needs the table laid out again."""

from __future__ import annotations

import random

import pytest

from dominoes_qt.engine import Board, Match, Move, Rules
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.layout import TableLayout, extend_layout, layout_board
from tests.layout.checks import candidates
from tools.bench.layout import played_rounds, table_for


def same_layout(board_layout: TableLayout, quick: TableLayout, board: Board) -> None:
    """Everything a window reads from a layout is the same in both."""
    assert quick.poses == board_layout.poses
    assert quick.landing == board_layout.landing
    assert (quick.relayouts, quick.moved) == (board_layout.relayouts, board_layout.moved)
    assert quick.table == board_layout.table
    assert quick.apart == board_layout.apart
    assert quick.reach() == board_layout.reach()
    for place in board.places():
        assert quick.marker(place.tile, place.end) == board_layout.marker(place.tile, place.end)
        for t in candidates(board, place.value):
            assert quick.ghost(place.tile, place.end, t, place.value) == \
                board_layout.ghost(place.tile, place.end, t, place.value)


@pytest.mark.parametrize(("rules", "players", "least_declined"),
                         [(FIVE_UP, 2, 0), (FIVE_UP, 4, 5), (SEVEN_ROCKS, 4, 0)])
def test_the_extension_equals_the_layout_or_declines(rules: Rules, players: int,
                                                     least_declined: int) -> None:
    table = table_for(players, "1280x800")
    declined = extended = 0
    for _, round_, plays in played_rounds(rules, players, 150, 1212):
        previous: TableLayout | None = None
        for _play in plays:
            full = layout_board(round_.board, previous, table)
            quick = extend_layout(round_.board, previous, table)
            if quick is None:
                # It declines only where the play needs a relayout.
                assert full.relayouts
                declined += 1
            else:
                assert not full.relayouts
                same_layout(full, quick, round_.board)
                extended += 1
            previous = full
    # Relayouts are rare; the crowded game has enough of them to show it declining.
    assert declined >= least_declined
    assert extended > 10 * declined


def test_without_a_previous_layout_it_lays_the_whole_board() -> None:
    rng = random.Random(5)
    match = Match(FIVE_UP, 2, rng=random.Random(5))
    round_ = match.deal_round()
    for _ in range(8):
        actions = [a for a in match.legal_actions() if isinstance(a, Move)] \
            or match.legal_actions()
        match.apply(actions[rng.randrange(len(actions))])
    quick = extend_layout(round_.board)
    assert quick is not None
    full = layout_board(round_.board)
    assert quick.poses == full.poses
    assert quick.reach() == full.reach()
    assert quick.poses.keys() == set(round_.board.tiles)
