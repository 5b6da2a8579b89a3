"""The engine's shortcuts give what the plain ways give, in the same order."""

from __future__ import annotations

import random

import pytest

from dominoes_qt.engine import GAMES, Match
from dominoes_qt.engine.game import by_number

CONFIGS = [(rules, n) for rules in GAMES.values() for n in rules.player_counts]


@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_plays_by_number_are_the_plain_legal_moves(rules, players):
    rng = random.Random(3)
    checked = 0
    for _ in range(15):
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        while round_.end is None and match.winner is None:
            # The hands by number are kept with the hands through plays and draws.
            assert round_._fits == [by_number(hand) for hand in round_.hands]
            board = round_.board
            if not board.is_empty:
                for hand in round_.hands:
                    assert board.legal_moves_by_number(by_number(hand)) == \
                        board.legal_moves(hand)
                    checked += 1
            match.apply(rng.choice(match.legal_actions()))
    assert checked > 100
