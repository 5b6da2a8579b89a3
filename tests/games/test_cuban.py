"""Cuban Dominoes: double-nine, four players in partnerships, ten tiles each and fifteen
out of play; the side that wins a round takes its opponents' pips (settlements worked by
hand from the references' rules)."""

from __future__ import annotations

import random

from dominoes_qt import wording
from dominoes_qt.engine import (
    EventKind,
    Match,
    PlayParts,
    Reaching,
    RoundEnd,
    Seating,
    Spinners,
    Tile,
    WinnerParts,
)
from dominoes_qt.games import GAMES, rules_of

CUBAN = GAMES["cuban-dominoes"]


def test_the_game_facts():
    assert CUBAN.double == 9
    assert len(CUBAN.tiles) == 55
    assert CUBAN.player_counts == (4,)
    assert CUBAN.seating(4).sides == ((0, 2), (1, 3))
    assert (CUBAN.target, CUBAN.reaching) == (100, Reaching.OR_PASSING)
    assert CUBAN.spinners is Spinners.NONE
    assert not CUBAN.draws
    assert not CUBAN.scores_plays


def test_ten_tiles_each_and_fifteen_out_of_play():
    for seed in range(5):
        round_ = Match(CUBAN, 4, rng=random.Random(seed)).deal_round()
        assert [len(h) for h in round_.hands] == [10, 10, 10, 10]
        assert round_.boneyard_count == 15
        assert not round_.can_draw
        assert max(max(t) for h in round_.hands for t in h) <= 9


def test_going_out_takes_both_opponents_pips_and_ignores_the_partners():
    # Seat 1 goes out; opponents 2 and 0 hold 23 and 41; partner 3's 60 costs nothing.
    (event,) = CUBAN.settle_domino_pips(Seating(4), [41, 0, 23, 60], 1, PlayParts((), 9, 0))
    assert (event.kind, event.seat, event.side, event.raw) == (EventKind.DOMINO, 1, 1, 64)
    assert event.parts == WinnerParts(False, ((2, 23), (0, 41)), 64, 0)


def blocked(*pips: int) -> list[list[Tile]]:
    """One hand per seat made of tiles worth ``pips`` (nines, then the rest)."""
    out = []
    for p in pips:
        hand = [Tile(9, 9)] * (p // 18)
        if p % 18:
            hand.append(Tile(p % 18 - min(9, p % 18), min(9, p % 18)))
        out.append(hand)
    return out


def test_a_block_goes_to_the_side_with_fewer_pips_which_keeps_its_own():
    # Seat 0 holds the lightest hand (3), but its partner holds 40: side 0 has 43 against
    # side 1's 12 + 20 = 32. Side 1 wins and scores 3 + 40, its own 32 not taken off.
    (event,) = CUBAN.settle_block(Seating(4), blocked(3, 12, 40, 20), 0)
    assert (event.kind, event.side, event.raw) == (EventKind.BLOCK, 1, 43)
    assert event.seat == 1  # the lighter hand of the winning side
    assert event.parts == WinnerParts(True, ((2, 40), (0, 3)), 43, 0, (32, 43))


def test_a_block_with_equal_sides_scores_nothing():
    assert CUBAN.settle_block(Seating(4), blocked(10, 15, 20, 15), 2) == []


def test_the_lightest_hand_reading_is_an_option():
    single = rules_of("cuban-dominoes", {"block-winner": "lightest-hand"})
    assert single.house_rules
    # Seat 0's 3 is the lightest single hand: side 0 wins, 12 + 20 less its own 3.
    (event,) = single.settle_block(Seating(4), blocked(3, 12, 40, 20), 0)
    assert (event.side, event.raw) == (0, 29)


def test_the_winner_leads_and_a_lot_follows_a_block():
    seating = Seating(4)
    assert CUBAN.next_leader(seating, RoundEnd.DOMINO, 3, 0) == 3
    assert CUBAN.next_leader(seating, RoundEnd.BLOCK, None, 0) is None


def test_the_words_say_the_sides_totals():
    event = CUBAN.settle_block(Seating(4), blocked(3, 12, 40, 20), 0)[0]
    assert wording.parts_text(wording.ENGLISH, event.parts, CUBAN) == \
        "blocked, lighter side 32 against 43: opponents 40 + 3 = 43"
