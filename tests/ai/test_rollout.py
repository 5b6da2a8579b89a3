"""The master's compact rollout plays rounds exactly like the engine's Match."""

from __future__ import annotations

import random

import pytest

from dominoes_qt.ai.rollout import Fit, Rollout, place_codes
from dominoes_qt.engine import Board, Match, Move, RoundEnd, Tile
from dominoes_qt.games import GAMES
from tests.ai.positions import CONFIGS


def by_number(hand: list[Tile], highest: int = 6) -> list[list[Tile]]:
    """``hand``'s tiles under each number 0 to the set's ``highest`` they carry, in hand
    order (the plain way)."""
    return [[t for t in hand if n in t] for n in range(highest + 1)]


def _tiles(fits: list[list[list[Fit]]]) -> list[list[list[Tile]]]:
    """Each seat's tiles by number as :func:`by_number` gives them (a whole run's greedy
    choices, held equal to :meth:`Rollout.choose`'s below, check the rest of a fit)."""
    return [[[fit[0] for fit in under] for under in seat] for seat in fits]


def _code_of(board: Board, move: Move) -> int:
    """The rollout code of the place ``move`` joins (-1 for a lead)."""
    if move.at is None or move.end is None:
        return -1
    keys = [key for key, _ in board.open_places()]
    return place_codes(board)[keys.index((move.at, move.end))]


@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_rollout_plays_rounds_exactly_like_the_match(variant, players):
    if GAMES[variant].scores_by_ends:
        # The compact rollout scores a play by its end sum; the master never rolls out a
        # game that scores the ends themselves (test_a_game_scoring_ends_is_not_rolled_out).
        pytest.skip("the rollout does not play games that score the ends themselves")
    rng = random.Random(7)
    blocks = 0
    # Eight matches at least, and on until a block was seen (short matches with a large
    # boneyard may have none).
    for played in range(40):
        if played >= 8 and blocks:
            break
        match = Match(GAMES[variant], players, rng=random.Random(rng.getrandbits(32)))
        while not match.is_over:
            round_ = match.deal_round()
            sim = Rollout(match.rules, match.seating, round_.board, round_.hands,
                          round_.boneyard, round_.to_move, round_.starter, match.scores)
            while round_.end is None:
                match.apply_forced()
                if round_.end is not None:
                    break
                sim.advance()
                assert not sim.ended
                assert sim.to_move == round_.to_move
                assert sim.hands == round_.hands
                # Each seat's tiles by number stay those of its hand, in its order.
                assert _tiles(sim.fits) == [by_number(hand, sim.rules.double) for hand in sim.hands]
                assert sim.end_sum == round_.board.end_sum
                assert sorted(sim.places) == sorted(place_codes(round_.board))
                actions = [a for a in match.legal_actions() if isinstance(a, Move)]
                board = round_.board
                # The same plays, up to places that lead to the same futures.
                assert sorted(sim.plays()) == sorted({(m.tile, _code_of(board, m))
                                                      for m in actions})
                # Half the time the rollout's own (random or greedy) choice, else random.
                if rng.random() < 0.5:
                    tile, code = sim.choose(rng, 0.3)
                    move = next(m for m in actions
                                if m.tile == tile and _code_of(board, m) == code)
                else:
                    move = actions[rng.randrange(len(actions))]
                    tile, code = move.tile, _code_of(board, move)
                match.apply(move)
                sim.play(tile, code)
                if round_.end is RoundEnd.BLOCK:
                    # The rollout settles a block once every seat has had to pass.
                    assert not sim.ended
                    sim.advance()
                assert sim.scores == match.scores
            sim.advance()
            assert sim.ended
            assert sim.scores == match.scores
            assert sim.winner == match.winner
            if sim.winner is None:
                assert sim.finisher == round_.finisher
            blocks += round_.end is RoundEnd.BLOCK
    # Blocks are settled differently (when every seat has passed): they must be seen.
    assert blocks


def _steps(sim: Rollout, rng: random.Random, explore: float) -> None:
    """A rollout played one step at a time through the public steps."""
    sim.advance()
    while not sim.ended:
        sim.play(*sim.choose(rng, explore))
        sim.advance()


@pytest.mark.parametrize(("variant", "players"), CONFIGS)
@pytest.mark.parametrize("explore", [0.0, 0.1, 0.5])
def test_a_whole_run_is_the_same_steps_in_turn(variant, players, explore):
    rng = random.Random(11)
    for _ in range(60):
        match = Match(GAMES[variant], players, rng=random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        # From the deal, or from somewhere in the round.
        for _ in range(rng.randrange(0, 12)):
            if round_.end is not None:
                break
            match.apply(rng.choice(match.legal_actions()))
        if round_.end is not None:
            continue
        start = Rollout(match.rules, match.seating, round_.board, round_.hands,
                        round_.boneyard, round_.to_move, round_.starter, match.scores,
                        round_.forced)
        seed = rng.getrandbits(32)
        whole, stepped = start.copy(), start.copy()
        whole.run(random.Random(seed), explore)
        _steps(stepped, random.Random(seed), explore)
        assert whole.ended
        assert stepped.ended
        assert (whole.scores, whole.winner, whole.hands, whole.places, whole.end_sum,
                whole.deck, whole.count, whole.spins, whole.to_move,
                whole.forced, whole.fits) == (stepped.scores, stepped.winner, stepped.hands,
                                              stepped.places, stepped.end_sum, stepped.deck,
                                              stepped.count, stepped.spins,
                                              stepped.to_move, stepped.forced, stepped.fits)
        assert _tiles(whole.fits) == [by_number(hand, whole.rules.double) for hand in whole.hands]
