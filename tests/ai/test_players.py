"""Every level plays legally, repeatably, honestly, and as its definition says."""

from __future__ import annotations

import random

import pytest

from dominoes_qt.ai import LEVELS, Budget, Hint, Player, hint, make_player
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.skilled import assess
from dominoes_qt.engine import DRAW, FULL_SET, End, Match, Move, Need, Passed, tile
from dominoes_qt.games import FIVE_UP
from tests.ai.positions import (
    CONFIGS,
    FIFTEEN,
    NOTHING,
    TAKE_FIVE,
    TEN,
    assert_blind_to_hidden_tiles,
    choice_position,
    denial_position,
    public,
    random_positions,
    same_position_other_deal,
)

SMALL = Budget(iterations=24)
"""Enough search to exercise the expert, little enough to keep the tests quick."""


def player(level: str, seed: int = 3) -> Player:
    return make_player(level, seed=seed, budget=SMALL)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_every_choice_is_legal(level, variant, players):
    count = 6 if level in ("expert", "master") else 25
    for _, view in random_positions(variant, players, seed=21, count=count):
        assert player(level).choose(view) in view.legal_actions()


@pytest.mark.parametrize("level", LEVELS)
def test_draw_and_pass_are_chosen_when_nothing_fits(level):
    mine = [tile(0, 1), tile(0, 2), tile(1, 2), tile(0, 0), tile(1, 1)]
    theirs = [tile(5, 6), tile(2, 2), tile(4, 4), tile(5, 5), tile(3, 3)]
    rest = [t for t in FULL_SET if t not in mine and t not in theirs]
    match = Match(FIVE_UP, 2, rng=random.Random(0))
    match.deal_round(starter=1, hands=[mine, theirs], boneyard=rest)
    match.apply(Move(tile(5, 6)))
    view = match.view_for(0)
    assert view.need is Need.DRAW
    assert player(level).choose(view) is DRAW


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_and_seed_give_the_same_choice(level):
    for _, view in random_positions("five-up-61", 3, seed=8, count=5):
        first = player(level, seed=9)
        assert first.choose(view) == first.choose(view) == player(level, seed=9).choose(view)


def test_beginner_varies_with_its_seed():
    view = choice_position(0)
    choices = {player("beginner", seed).choose(view) for seed in range(30)}
    assert choices == set(view.legal_actions())


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_hidden_tiles_never_change_the_choice(level, variant, players):
    """Two deals that look the same from the seat get the same answer."""
    count = 3 if level in ("expert", "master") else 8
    assert_blind_to_hidden_tiles(lambda view: player(level).choose(view), variant, players,
                                 count)


@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_sampled_deals_agree_with_everything_the_seat_saw(variant, players):
    rng = random.Random(2)
    for match, view in random_positions(variant, players, seed=41, count=30):
        knowledge = Knowledge(view)
        for _ in range(3):
            deal = knowledge.sample(rng)
            assert sorted(deal.hands[view.seat]) == sorted(view.hand)
            assert tuple(len(h) for h in deal.hands) == view.hand_counts
            assert len(deal.boneyard) == view.boneyard_count
            hidden = [t for s, h in enumerate(deal.hands) if s != view.seat for t in h]
            assert sorted(hidden + list(deal.boneyard)) == sorted(view.unseen)
            # The strongest check: dealt this way, the round replays to the same history.
            other = same_position_other_deal(match, deal, knowledge)
            round_ = other.current
            assert round_ is not None
            assert public(other.view_for(view.seat)) == public(view)
            assert [sorted(h) for h in round_.hands] == [sorted(h) for h in deal.hands]


def test_sampler_respects_a_shown_void():
    """In Seven Rocks (no drawing) a seat that passed never holds the numbers it lacked."""
    for _, view in random_positions("seven-rocks", 4, seed=51, count=60):
        knowledge = Knowledge(view)
        passes = [e for e in view.history if isinstance(e, Passed)]
        if not passes:
            continue
        rng = random.Random(1)
        for _ in range(5):
            deal = knowledge.sample(rng)
            for entry in passes:
                # Seven Rocks has no drawing, so a pass holds for the rest of the round.
                for t in deal.hands[entry.seat]:
                    assert t.a not in entry.open_values
                    assert t.b not in entry.open_values
        return
    pytest.fail("no pass in the sampled positions")


def test_casual_takes_the_fifteen_over_the_ten():
    assert player("casual").choose(choice_position(0)) == FIFTEEN


@pytest.mark.parametrize("level", ["skilled", "expert"])
@pytest.mark.parametrize(
    ("score", "expected"),
    [
        (290, FIFTEEN),  # 15 is exactly the 61st point.
        (295, TEN),  # the 15 would pass 61; the 10 finishes exactly.
        (300, NOTHING),  # both scores would pass 61 and be rejected.
    ],
)
def test_exact_finish_taken_and_overshoot_refused(level, score, expected):
    assert player(level).choose(choice_position(score)) == expected


@pytest.mark.parametrize("score", [290, 295])
def test_master_takes_an_exact_finish(score):
    expected = FIFTEEN if score == 290 else TEN
    assert player("master").choose(choice_position(score)) == expected


@pytest.mark.parametrize("level", ["skilled", "expert"])
def test_the_opponents_exact_finish_is_denied(level):
    """Taking 5 would leave ends 1 and 4: [1|6] there is exactly the opponent's last 10."""
    if level == "skilled":
        # Without the danger the 5 is simply the best play (the expert may see further).
        assert player(level).choose(denial_position(0)) == TAKE_FIVE
    view = denial_position(295)
    choice = player(level).choose(view)
    assert isinstance(choice, Move)
    assert choice != TAKE_FIVE
    board = view.board.copy()
    board.place(choice)
    # No tile the opponent might hold makes exactly 10 on the table that is left.
    assert all(
        trial.place(move) != 10
        for move in board.legal_moves(view.unseen)
        for trial in [board.copy()]
    )


def test_hint_gives_the_masters_choice_with_reasons():
    view = choice_position(295)
    result = hint(view, seed=1, budget=SMALL)
    assert isinstance(result, Hint)
    assert result.action == TEN
    assert result.wins
    assert result.accepted
    assert result.points_now == 10
    ordinary = hint(choice_position(0), seed=1, budget=SMALL)
    assert ordinary.action in choice_position(0).legal_actions()
    assert isinstance(ordinary.action, Move)
    assert not ordinary.wins
    assert ordinary.points_now in (0, 10, 15)


def test_judgement_names_the_danger_of_an_exact_reply():
    judged = {a.move: a for a in assess(denial_position(295))}
    assert judged[TAKE_FIVE].danger > 0
    assert judged[TAKE_FIVE].points == 5
    # [0|1] on the 1 leaves 0 and 3: no tile makes 10 there.
    assert judged[Move(tile(0, 1), tile(1, 3), End.LOW)].danger == 0
    # Ends 1 and 4 stay open; of the tiles left, [0|1] and [1|5] follow on the 1.
    assert judged[TAKE_FIVE].keeps == (1,)
    assert judged[TAKE_FIVE].playable == 2
