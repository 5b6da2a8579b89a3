"""All Fives: the references' worked scores, its numbers and its three targets."""

from __future__ import annotations

import pytest

from dominoes_qt.engine import (
    DominoParts,
    End,
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
from dominoes_qt.games.all_fives import RULES
from dominoes_qt.games.family import multiple_of_five
from tests.engine.helpers import current
from tests.games.helpers import play, start

ALL_FIVES = GAMES["all-fives-100"]

# Seven tiles each; seat 0 leads the double five and the first two plays go on its sides.
SPINNER_DEAL = ("5|5 5|6 1|5 2|2 2|4 0|6 0|3", "0|5 3|5 1|1 1|2 4|4 0|2 3|3")


def test_the_game_is_offered_with_three_targets_that_are_reached_or_passed():
    assert [(r.variant, r.target) for r in RULES] == [
        ("all-fives-100", 100), ("all-fives-200", 200), ("all-fives-250", 250)]
    assert {r.family for r in RULES} == {"all-fives"}
    assert {r.title for r in RULES} == {"All Fives"}
    assert all(r.reaching is Reaching.OR_PASSING for r in RULES)
    assert all(GAMES[r.variant] is r for r in RULES)
    # Scores are shown as they are made: a play of 15 shows 15.
    assert all(r.display(15) == 15 for r in RULES)


@pytest.mark.parametrize(("players", "size", "boneyard"), [(2, 7, 14), (3, 5, 13), (4, 5, 8)])
def test_hand_size_by_player_count_and_the_rest_to_draw(players, size, boneyard):
    assert ALL_FIVES.hand_size_for(players) == size
    round_ = Match(ALL_FIVES, players).deal_round()
    assert [len(h) for h in round_.hands] == [size] * players
    assert round_.boneyard_count == boneyard
    assert round_.can_draw
    assert ALL_FIVES.must_play_drawn
    with pytest.raises(ValueError, match="2, 3, 4 players"):
        ALL_FIVES.hand_size_for(5)


def test_the_end_sum_scores_its_full_value_when_a_multiple_of_five():
    assert [ALL_FIVES.end_points(s) for s in (0, 5, 10, 12, 15, 17, 20, 35)] == [
        0, 5, 10, 0, 15, 0, 20, 35]
    assert all(ALL_FIVES.end_points(s) == multiple_of_five(s) for s in range(60))


@pytest.mark.parametrize(("lead", "points"), [("5|5", 10), ("4|6", 10), ("2|3", 5),
                                              ("6|6", 0), ("1|4", 5), ("0|0", 0)])
def test_a_lead_scores_its_ends(lead, points):
    others = "0|1 0|2 0|3 1|1 1|2 1|3"
    rest = [t for t in others.split() if t != lead][:6]
    match = start(ALL_FIVES, (" ".join([lead, *rest]), "2|2 2|4 3|3 3|4 4|4 2|5 3|5"))
    events = play(match, lead)
    assert [(e.kind, e.raw) for e in events] == ([(EventKind.PLAY, points)] if points else [])


def test_only_the_first_double_spins_and_its_four_arms_count():
    match = start(ALL_FIVES, SPINNER_DEAL)
    scored = play(match, "5|5", "0|5 5|5 lineA")
    # The lead double counts both halves while a side is open: 10, then 10 + 0.
    assert [e.raw for e in scored] == [10, 10]
    assert [e.raw for e in play(match, "5|6 5|5 lineB")] == []  # 0 + 6
    board = current(match).board
    assert board.spinner_tiles() == (Tile(5, 5),)
    # Both sides filled: the branches open, and the arms count 0 + 6 + 3, then + 1.
    assert [e.raw for e in play(match, "3|5 5|5 branchA")] == []
    assert [e.raw for e in play(match, "1|5 5|5 branchB")] == [10]
    assert current(match).board.end_sum == 10
    # A later double is an ordinary crosswise one: no branch is ever offered on it.
    play(match, "3|3 3|5 low")
    assert current(match).board.spinner_tiles() == (Tile(5, 5),)
    places = [(m.at, m.end) for m in match.legal_actions() if isinstance(m, Move)]
    assert places
    assert all(at != Tile(3, 3) or end is End.LINE_B for at, end in places)
    assert current(match).board.node(Tile(3, 3)).spinner is False


def test_the_domino_is_the_last_play_and_the_opponents_pips_rounded_once():
    two = Seating(2)
    parts = PlayParts((), 10, 10)
    (event,) = ALL_FIVES.settle_domino_pips(two, [0, 13], 0, parts)
    assert (event.kind, event.raw) == (EventKind.DOMINO, 10 + 15)
    # Three players: 4 + 8 = 12 rounds to 10 (not 5 + 10).
    (event,) = ALL_FIVES.settle_domino_pips(Seating(3), [4, 0, 8], 1, PlayParts((), 7, 0))
    assert event.raw == 10
    assert event.parts == DominoParts(0, 12, 10, None, None, (), 7)


def test_a_partners_leftover_tiles_cost_nothing():
    (event,) = ALL_FIVES.settle_domino_pips(Seating(4), [0, 7, 9, 5], 0, PlayParts((), 0, 0))
    assert event.side == 0
    assert event.raw == 10  # the opponents' 7 + 5; the partner's 9 is not counted
    assert isinstance(event.parts, DominoParts)
    assert event.parts.partner_pips is None


def test_a_block_is_settled_as_the_family_settles_it():
    hands = [[Tile(0, 3)], [Tile(4, 5)], [Tile(6, 6), Tile(0, 2)]]
    events = ALL_FIVES.settle_block(Seating(3), hands, 0)
    # Seat 0 (3 pips): (9 - 3) + (14 - 3) = 17 -> 15; seat 1 (9): 14 - 9 = 5.
    assert [(e.kind, e.seat, e.raw) for e in events] == [
        (EventKind.BLOCK, 0, 15), (EventKind.BLOCK, 1, 5)]
    assert ALL_FIVES.blocked_round_has_winner


def test_whoever_went_out_leads_next_and_a_lot_follows_a_block():
    seating = Seating(3)
    assert ALL_FIVES.next_leader(seating, RoundEnd.DOMINO, 2, 0) == 2
    assert ALL_FIVES.next_leader(seating, RoundEnd.BLOCK, None, 0) is None


def test_passing_the_target_wins_during_the_round():
    match = start(ALL_FIVES, ("5|5 0|1 0|2 0|3 1|1 1|2 1|3", "2|2 2|4 3|3 3|4 4|4 2|5 3|5"),
                  scores=[95, 0])
    (event,) = play(match, "5|5")
    assert event.accepted
    assert event.wins
    assert match.scores == [105, 0]
    assert match.winner == 0
    assert current(match).end is RoundEnd.TARGET


def test_the_spinner_rule_is_the_first_double():
    assert all(r.spinners is Spinners.FIRST_DOUBLE for r in RULES)
