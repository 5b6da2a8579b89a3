"""Draw: Block with a boneyard to draw from, a smaller hand with more players, and the
winner of a round leading the next."""

from __future__ import annotations

import pytest

from dominoes_qt.engine import (
    DRAW,
    EventKind,
    Match,
    Move,
    PlayParts,
    Reaching,
    RoundEnd,
    Seating,
    Spinners,
    Tile,
)
from dominoes_qt.games import GAMES
from dominoes_qt.games.block import BlockGame
from tests.engine.helpers import current, move
from tests.games.helpers import start

DRAW_GAME = GAMES["draw-game"]


def test_the_game_facts():
    assert isinstance(DRAW_GAME, BlockGame)
    assert (DRAW_GAME.target, DRAW_GAME.reaching) == (100, Reaching.OR_PASSING)
    assert DRAW_GAME.spinners is Spinners.NONE
    assert DRAW_GAME.draws
    assert DRAW_GAME.must_play_drawn
    assert not DRAW_GAME.scores_plays


@pytest.mark.parametrize(("players", "size"), [(2, 7), (3, 5), (4, 5)])
def test_hand_sizes_and_the_boneyard(players, size):
    assert DRAW_GAME.hand_size_for(players) == size
    round_ = Match(DRAW_GAME, players).deal_round()
    assert round_.boneyard_count == 28 - players * size
    assert round_.can_draw


def test_a_player_who_cannot_play_draws_until_a_tile_fits_and_plays_it():
    match = start(DRAW_GAME, ("6|6 0|1 0|2 0|3 1|1 1|2 1|3", "2|2 2|4 3|3 3|4 4|4 2|5 3|5"),
                  boneyard_front="0|0 1|4 5|6")
    match.apply(move("6|6"))
    drawn = []
    while match.legal_actions() == [DRAW]:
        drawn.append(match.apply(DRAW).drawn)
    assert drawn == [Tile(0, 0), Tile(1, 4), Tile(5, 6)]
    round_ = current(match)
    assert round_.forced == Tile(5, 6)
    assert {m.tile for m in match.legal_actions() if isinstance(m, Move)} == {Tile(5, 6)}
    assert all(isinstance(m, Move) for m in match.legal_actions())


def test_the_settlement_is_blocks():
    (event,) = DRAW_GAME.settle_domino_pips(Seating(2), [0, 17], 0, PlayParts((), 7, 0))
    assert (event.kind, event.raw) == (EventKind.DOMINO, 17)
    blocked = [[Tile(4, 6)], [Tile(1, 3)], [Tile(6, 6), Tile(1, 2)]]
    (event,) = DRAW_GAME.settle_block(Seating(3), blocked, 0)
    assert (event.kind, event.seat, event.raw) == (EventKind.BLOCK, 1, 21)


def test_whoever_went_out_leads_and_a_lot_follows_a_block():
    seating = Seating(4)
    assert DRAW_GAME.next_leader(seating, RoundEnd.DOMINO, 3, 0) == 3
    assert DRAW_GAME.next_leader(seating, RoundEnd.BLOCK, None, 0) is None
