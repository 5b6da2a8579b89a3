"""The bench's own workings (never its timings): what it compares and that it can."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import dominoes_qt
from tools.bench.engine import (
    CONFIGS,
    _starts,
    format_peer,
    format_rollouts,
    peer_comparison,
    rollout_rates,
)


def test_rollouts_are_timed_against_another_tree_on_the_same_positions():
    # This very tree stands in for an older one: the reference runs in its own process.
    root = Path(dominoes_qt.__file__).resolve().parents[1]
    # One game and count: the reference's processes cost the same for every game.
    results = rollout_rates(positions=3, repeats=1, reference=root, configs=CONFIGS[-1:])
    assert [(r.variant, r.players) for r in results] == [(g.variant, n) for g, n in CONFIGS[-1:]]
    assert all(r.reference_seconds is not None and r.reference_seconds > 0 for r in results)
    assert "vs reference" in format_rollouts(results)


def test_the_positions_are_dealt_by_hand_the_same_each_time():
    first = _starts("five-up-61", 3, 4, seed=5)
    again = _starts("five-up-61", 3, 4, seed=5)
    assert [p.hands for p in first] == [p.hands for p in again]
    assert [p.boneyard for p in first] == [p.boneyard for p in again]
    assert len({tuple(map(tuple, p.hands)) for p in first}) == 4


def test_without_the_peer_package_the_comparison_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "dominoes", None)
    result = peer_comparison(0.01)
    assert result is None
    assert "not importable" in format_peer(result)


def test_rounds_dealt_by_the_client_are_whole_seven_rocks_rounds(monkeypatch: pytest.MonkeyPatch
                                                                  ) -> None:
    import random

    from dominoes_qt.engine import FULL_SET, Match
    from tools.bench import engine as bench

    played = []
    real_deal = Match.deal_round

    def deal_and_keep(self: Match, *args: object, **kwargs: object) -> object:
        round_ = real_deal(self, *args, **kwargs)  # type: ignore[arg-type]
        played.append(round_)
        return round_

    monkeypatch.setattr(Match, "deal_round", deal_and_keep)
    assert bench.seven_rocks_rounds(0.02, random.Random(3), dealt_by_caller=True) > 0
    assert played
    for round_ in played:
        # A caller's deal carries no proof; each round was played out to its end.
        assert round_.proof is None
        assert sorted(t for hand in round_.dealt for t in hand) == sorted(FULL_SET)
        assert round_.end is not None
