"""The master with a learned rollout policy (a measurement entrant): legal, repeatable,
blind to what its seat cannot see, and the sequential test that judges it."""

from __future__ import annotations

import math
import random
from functools import cache

import pytest

from dominoes_qt.ai import master
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.players import LEVELS, Budget, MasterPlayer, Player, make_player
from dominoes_qt.ai.plays import candidates
from dominoes_qt.ai.rollout import Rollout
from dominoes_qt.ai.sampler import Sampler
from tests.ai.positions import CONFIGS, assert_blind_to_hidden_tiles, random_positions
from tools.lab import learned, train
from tools.lab.learned import Learned

SMALL = 60
"""Rollouts a decision: enough to reach the rollouts' tails, few enough to be quick."""


@cache
def _table() -> dict[learned.Key, float]:
    # One quick self-play match: what matters here is that a table is used, not its worth.
    def quick(seed: int) -> Player:
        return MasterPlayer(seed, Budget(iterations=SMALL), spread=False)

    offered, taken, choices = train.self_play("five-up-61", 2, 1, 3, quick)
    assert choices > 0
    return learned.fit(offered, taken)


@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_hidden_tiles_never_change_the_learned_masters_choice(variant, players):
    table = _table()
    assert_blind_to_hidden_tiles(lambda view: Learned(5, table, SMALL).choose(view),
                                 variant, players, 2)


def test_its_choices_are_legal_and_repeat_and_the_master_comes_back():
    table = _table()
    plain = master.run
    for _, view in random_positions("seven-rocks", 4, seed=12, count=4):
        first = Learned(7, table, SMALL).choose(view)
        assert first in view.legal_actions()
        assert Learned(7, table, SMALL).choose(view) == first
        assert master.run is plain
    assert "learned" not in LEVELS
    with pytest.raises(ValueError, match="unknown level"):
        make_player("learned", seed=1)


def test_a_rollout_seat_takes_the_description_the_table_rates_highest():
    view = next(v for _, v in random_positions("five-up-61", 2, seed=8, count=40)
                if len(candidates(v)[0]) > 2)
    deal, _ = Sampler(Knowledge(view)).sample(random.Random(1))
    sim = Rollout(view.rules, view.seating, view.board, deal.hands, deal.boneyard,
                  view.to_move, view.starter, view.scores, view.forced)
    plays = sorted(set(sim.plays()))
    for wanted in plays:
        key = learned.features(sim, *wanted)
        others = {learned.features(sim, *p) for p in plays if p != wanted}
        if key in others:
            continue
        table = dict.fromkeys(others, -5.0) | {key: -0.1}
        assert learned.choose(sim, table) == wanted


def test_the_fitted_rate_is_how_often_a_description_was_taken():
    table = learned.fit({(0, 0, 6, 1): 8, (2, 1, 10, 0): 2}, {(0, 0, 6, 1): 3})
    assert table[(0, 0, 6, 1)] == pytest.approx(math.log(4 / 10))
    assert table[(2, 1, 10, 0)] == pytest.approx(math.log(1 / 4))


def test_the_sequential_test_accepts_the_side_the_results_favour():
    assert train.sprt(0, 0) == 0.0
    assert train.verdict(train.sprt(0, 0)) is None
    # A 60% share over a thousand matches is 55% or more; an even one is not.
    assert train.verdict(train.sprt(600, 400)) == "H1"
    assert train.verdict(train.sprt(500, 500)) == "H0"
    assert math.isclose(train.UPPER, math.log(19))
    assert math.isclose(train.LOWER, -math.log(19))
