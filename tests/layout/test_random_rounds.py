"""The layout's promises over many random rounds of every game and player count."""

from __future__ import annotations

import os

import pytest

from dominoes_qt.engine import FIVE_UP, SEVEN_ROCKS, Rules
from tests.layout.checks import random_rounds

CONFIGS = [
    pytest.param(FIVE_UP, 2, id="five-up-2"),
    pytest.param(FIVE_UP, 3, id="five-up-3"),
    pytest.param(FIVE_UP, 4, id="five-up-4"),
    pytest.param(SEVEN_ROCKS, 4, id="seven-rocks-4"),
]


@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_random_rounds_keep_every_promise(rules: Rules, players: int) -> None:
    report = random_rounds(rules, players, rounds=40, seed=players)
    assert report.failures == []
    assert report.plays > 40 * 5


FULL_RUN = os.environ.get("DOMINOES_QT_SLOW") == "1"


@pytest.mark.slow
@pytest.mark.skipif(not FULL_RUN, reason="minutes long; set DOMINOES_QT_SLOW=1 to run it")
@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_two_thousand_random_rounds(rules: Rules, players: int) -> None:
    report = random_rounds(rules, players, rounds=2000, seed=1000 + players)
    print(f"\n{rules.variant} {players}: {report}")  # the figures for the record (-s)
    assert report.failures == []
    assert report.rounds == 2000
    # A relayout moves tiles under the player's eyes; it must stay the exception.
    assert report.plays_that_moved_tiles <= report.plays // 50
