"""The lean playout and the move arithmetic agree with the engine."""

from __future__ import annotations

import random

import pytest

from dominoes_qt.ai.playout import Playout, end_sum_after
from dominoes_qt.engine import Match, Move
from dominoes_qt.games import GAMES
from tests.ai.positions import CONFIGS, random_positions


@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_end_sum_after_matches_laying_the_tile(variant, players):
    for _, view in random_positions(variant, players, seed=11, count=40):
        for move in view.legal_actions():
            assert isinstance(move, Move)
            trial = view.board.copy()
            assert end_sum_after(view.board, move) == trial.place(move)


@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_playout_plays_rounds_exactly_like_the_match(variant, players):
    rng = random.Random(5)
    for _ in range(12):
        match = Match(GAMES[variant], players, rng=random.Random(rng.getrandbits(32)))
        while not match.is_over:
            round_ = match.deal_round()
            playout = Playout(match.rules, match.seating, round_.board.copy(), round_.hands,
                              round_.boneyard, round_.to_move, round_.starter, match.scores)
            while round_.end is None:
                match.apply_forced()
                if round_.end is not None:
                    break
                playout.advance()
                assert not playout.ended
                assert playout.to_move == round_.to_move
                assert playout.hands == round_.hands
                actions = match.legal_actions()
                assert sorted(playout.legal_moves()) == sorted(actions)
                move = actions[rng.randrange(len(actions))]
                assert isinstance(move, Move)
                match.apply(move)
                playout.play(move)
                assert playout.scores == match.scores
            playout.advance()
            assert playout.ended
            assert playout.scores == match.scores
            assert playout.winner == match.winner
