"""All Fives, Muggins and Draw for four players each playing for themselves: five tiles
each, every other player an opponent (settlements worked by hand)."""

from __future__ import annotations

import pytest

from dominoes_qt.engine import EventKind, Match, PlayParts, Seating, Spinners, Tile
from dominoes_qt.games import GAMES

ALL_FIVES = GAMES["all-fives-alone"]
MUGGINS = GAMES["muggins-alone"]
DRAW = GAMES["draw-alone"]


@pytest.mark.parametrize("rules", [ALL_FIVES, MUGGINS, DRAW], ids=lambda r: r.variant)
def test_four_players_five_tiles_each_and_no_partners(rules):
    assert rules.player_counts == (4,)
    assert not rules.partners
    assert rules.seating(4).sides == ((0,), (1,), (2,), (3,))
    round_ = Match(rules, 4).deal_round()
    assert [len(h) for h in round_.hands] == [5, 5, 5, 5]
    assert round_.boneyard_count == 8
    assert round_.can_draw


def test_the_spinners_and_targets_are_the_parent_games():
    assert ALL_FIVES.spinners is Spinners.FIRST_DOUBLE
    assert MUGGINS.spinners is Spinners.NONE
    assert (ALL_FIVES.target, MUGGINS.target, DRAW.target) == (100, 100, 100)


def test_going_out_counts_all_three_opponents_rounded_once():
    # Opponents hold 4, 8 and 13: 25 pips, scored 25, plus the last play's 10.
    seating = ALL_FIVES.seating(4)
    (event,) = ALL_FIVES.settle_domino_pips(seating, [0, 4, 8, 13], 0, PlayParts((), 10, 10))
    assert (event.kind, event.side, event.raw) == (EventKind.DOMINO, 0, 35)
    # 4 + 8 + 12 = 24 is rounded to 25.
    (event,) = MUGGINS.settle_domino_pips(seating, [4, 0, 8, 12], 1, PlayParts((), 7, 0))
    assert event.raw == 25


def test_a_block_pays_the_lightest_hand_alone():
    # Hands of 3, 9, 14 and 20 pips: only the 3 scores, (9-3)+(14-3)+(20-3) = 34 -> 35.
    hands = [[Tile(1, 2)], [Tile(4, 5)], [Tile(6, 6), Tile(0, 2)], [Tile(6, 6), Tile(3, 5)]]
    (event,) = ALL_FIVES.settle_block(Seating(4, teams=False), hands, 2)
    assert (event.seat, event.raw) == (0, 35)
    # The partnership game's standard pays every hand its differences.
    partners = GAMES["all-fives-100"].with_options(partners=False)
    assert len(partners.settle_block(Seating(4, teams=False), hands, 2)) == 3


def test_draw_alone_takes_every_opponents_pips_less_its_own_at_a_block():
    hands = [[Tile(1, 2)], [Tile(4, 5)], [Tile(6, 6)], [Tile(0, 1)]]
    (event,) = DRAW.settle_block(Seating(4, teams=False), hands, 0)
    # Seat 3 holds 1: 3 + 9 + 12 less 1.
    assert (event.seat, event.side, event.raw) == (3, 3, 23)
