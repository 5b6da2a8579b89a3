"""The second-ply and the information-set tree searches (measurement entrants): legal,
repeatable, honest, and they take a match they can win at once."""

from __future__ import annotations

from functools import partial

import pytest

from dominoes_qt.ai.players import LEVELS, make_player
from dominoes_qt.engine import Move
from tests.ai.positions import (
    CONFIGS,
    FIFTEEN,
    TEN,
    assert_blind_to_hidden_tiles,
    choice_position,
    random_positions,
)
from tools.lab import duplicate, ismcts, second_ply
from tools.lab.duplicate import SecondPly

SMALL = 60
"""Rollouts a decision: enough to reach the second ply, few enough to keep tests quick."""
SEARCHES = [second_ply.search, partial(second_ply.search, leave_out=False), ismcts.search]


@pytest.mark.parametrize("tree", [False, True])
@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_every_choice_is_legal(variant, players, tree):
    for _, view in random_positions(variant, players, seed=23, count=6):
        assert SecondPly(3, SMALL, tree).choose(view) in view.legal_actions()


@pytest.mark.parametrize("search", SEARCHES)
def test_the_same_view_seed_and_count_give_the_same_choice_and_values(search):
    for _, view in random_positions("five-up-61", 2, seed=8, count=5):
        first = search(view, 11, SMALL)
        assert search(view, 11, SMALL) == first


@pytest.mark.parametrize("search", SEARCHES)
@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_hidden_tiles_never_change_the_choice(variant, players, search):
    assert_blind_to_hidden_tiles(partial(search, seed=5, iterations=SMALL), variant,
                                 players, 3)


@pytest.mark.parametrize("tree", [False, True])
@pytest.mark.parametrize("score", [290, 295])
def test_an_exact_finish_is_taken(score, tree):
    expected = FIFTEEN if score == 290 else TEN
    view = choice_position(score)
    assert SecondPly(3, SMALL, tree).choose(view) == expected
    # The search alone finds it too, not only the check before it.
    move, values = (ismcts.search if tree else second_ply.search)(view, 3, SMALL)
    assert move == expected
    assert values[expected] == pytest.approx(1.0)


@pytest.mark.parametrize("search", SEARCHES)
def test_the_values_are_chances_for_every_candidate(search):
    for _, view in random_positions("seven-rocks", 4, seed=12, count=4):
        move, values = search(view, 2, SMALL)
        assert isinstance(move, Move)
        assert move in values
        assert set(values) <= set(view.legal_actions())
        assert all(0.0 <= v <= 1.0 for v in values.values())


@pytest.mark.parametrize("name", [duplicate.SECOND_PLY, duplicate.POOLED, duplicate.ISMCTS])
def test_it_is_no_level_but_an_entrant_with_a_count(name):
    assert name not in LEVELS
    with pytest.raises(ValueError, match="unknown level"):
        make_player(name, seed=1)
    player = duplicate.entrant(f"{name}:120", 1)
    assert isinstance(player, SecondPly)
    assert player.iterations == 120
    assert player.tree == (name == duplicate.ISMCTS)
    assert player.leave_out == (name != duplicate.POOLED)
