"""The expert's search spends its budget as promised and splits it sensibly."""

from __future__ import annotations

import math
import random

import pytest

from dominoes_qt.ai import expert
from dominoes_qt.ai.knowledge import _assign_exhaustive
from dominoes_qt.engine import FULL_SET, Move
from tests.ai.positions import CONFIGS, random_positions


def test_paired_margin_is_the_mean_difference_and_its_standard_error():
    mean, error = expert._paired_margin([1.0, 2.0, 3.0], [0.0, 0.0, 0.0])
    assert mean == pytest.approx(2.0)
    assert error == pytest.approx(1.0 / math.sqrt(3.0))
    assert expert._paired_margin([1.0], [0.0]) == (0.0, 0.0)


@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_search_never_spends_more_rollouts_than_its_budget(variant, players, monkeypatch):
    rollouts = 0
    real = expert.outcome

    def counting(playout, side):
        nonlocal rollouts
        rollouts += 1
        return real(playout, side)

    monkeypatch.setattr(expert, "outcome", counting)
    for _, view in random_positions(variant, players, seed=5, count=4):
        rollouts = 0
        move, means = expert.search(view, random.Random(1), 30)
        assert isinstance(move, Move)
        assert move in view.legal_actions()
        assert move in means
        if len(means) > 1 and max(means.values()) < 1.0:
            assert rollouts >= len(means)
        # Every candidate gets at least one deal, even when the budget is smaller.
        assert rollouts <= max(30, 2 * len(means))


def test_the_fallback_assignment_always_finds_a_planted_deal():
    for seed in range(40):
        rng = random.Random(seed)
        tiles = list(FULL_SET)
        rng.shuffle(tiles)
        planted = tiles[:18]
        # Every slot may hold its planted tile and a few others: many overlapping pools,
        # the shape that made plain backtracking crawl.
        pools = [[t, *rng.sample(planted, 4)] for t in planted]
        chosen = _assign_exhaustive(pools, random.Random(seed))
        assert len(set(chosen)) == len(pools)
        assert all(t in pool for t, pool in zip(chosen, pools, strict=True))


def test_the_fallback_assignment_refuses_an_impossible_deal():
    a, b = FULL_SET[0], FULL_SET[1]
    with pytest.raises(ValueError, match="no deal"):
        _assign_exhaustive([[a, b], [a, b], [a, b]], random.Random(0))
