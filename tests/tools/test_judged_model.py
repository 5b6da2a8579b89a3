"""The model of a player that knows the match: scores read back from the history, the
features of a play near an exact target, deal weights that follow the model, and the
true hands' posterior read off every filling of the hidden slots."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominoes_qt.ai import endgame
from dominoes_qt.ai import sampler as sampling
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.sampler import Sampler, scores_before
from dominoes_qt.engine import Board, Drew, Match, Move, Played, SeatView, Tile, tile
from dominoes_qt.games import FIVE_UP, GAMES
from tests.ai.positions import random_positions
from tools.lab import opponent_model
from tools.lab.opponent_model import Choice, Moment, fit, judged_features, judged_model

TRIAL = judged_model((0.05, 0.8, 0.3, 4.0))
"""Weights of the test's own, far from the fitted ones."""


def _played_with_scores(variant: str, seed: int) -> list[tuple[SeatView, list[tuple[int, ...]],
                                                                bool]]:
    """Views of a randomly played match, each with every side's true score before each
    entry of its round's history, and whether a play of the round so far was refused."""
    rng = random.Random(seed)
    match = Match(GAMES[variant], 2, rng=random.Random(seed))
    found: list[tuple[SeatView, list[tuple[int, ...]], bool]] = []
    while not match.is_over and len(found) < 80:
        if match.needs_deal:
            match.deal_round()
            truth: list[tuple[int, ...]] = []
            refused = False
            continue
        round_ = match.current
        assert round_ is not None
        while len(truth) < len(round_.history):
            # Entries the match made by itself (forced draws) came at these scores too.
            truth.append(tuple(match.scores))
        actions = match.legal_actions()
        if len(actions) > 1:
            found.append((match.view_for(round_.to_move), list(truth), refused))
        before = tuple(match.scores)
        action = actions[rng.randrange(len(actions))]
        match.apply(action)
        if match.current is round_ and len(round_.history) > len(truth):
            truth.append(before)
            entry = round_.history[len(truth) - 1]
            if isinstance(entry, Played) and entry.points and tuple(match.scores) == before:
                refused = True
    return found


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_scores_before_each_entry_are_read_back_from_the_history(seed: int) -> None:
    checked = 0
    for view, truth, refused in _played_with_scores("five-up-61", seed):
        found = scores_before(view)
        assert len(found) == len(view.history)
        if not refused:
            assert found == truth[:len(found)]
            checked += 1
    assert checked


def test_a_play_past_the_exact_target_scores_nothing_and_one_that_reaches_it_wins() -> None:
    board = Board(FIVE_UP.spinners)
    board.place(Move(tile(3, 6)))
    # [3|4] on the 3 makes 10, [6|6] on the 6 makes 15 (raw points: the pips).
    ten, fifteen = tile(3, 4), tile(6, 6)
    target = FIVE_UP.target
    assert judged_features(FIVE_UP, 0, 0, board, ten) == (7.0, 0.0, 10.0, 0.0)
    assert judged_features(FIVE_UP, 0, target - 10, board, ten) == (7.0, 0.0, 0.0, 1.0)
    # 15 would pass the target: it counts nothing.
    assert judged_features(FIVE_UP, 0, target - 10, board, fifteen) == (12.0, 1.0, 0.0, 0.0)
    assert judged_features(FIVE_UP, 0, target - 15, board, fifteen) == (12.0, 1.0, 0.0, 1.0)
    assert judged_features(FIVE_UP, 0, target - 20, board, fifteen) == (12.0, 1.0, 15.0, 0.0)
    assert judged_features(FIVE_UP, 0, 0, board, tile(0, 1)) is None


def _model_likelihood(view: SeatView, hands: dict[int, tuple[Tile, ...]]) -> float:
    """How likely the other seats' choices were under the judged model if they hold
    ``hands`` now, worked out play by play from the history (hand then = hand now + the
    tiles laid since; a play straight after a draw had no choice)."""
    rules = view.rules
    board = Board(rules.spinners)
    before = scores_before(view)
    likelihood = 1.0
    history = view.history
    for i, entry in enumerate(history):
        if not isinstance(entry, Played):
            continue
        previous = history[i - 1] if i else None
        drew = isinstance(previous, Drew) and previous.seat == entry.seat
        if entry.seat in hands and not drew:
            side = view.seating.side_of(entry.seat)
            score = before[i][side]
            held = [*hands[entry.seat], *(e.move.tile for e in history[i:]
                                          if isinstance(e, Played) and e.seat == entry.seat)]
            total = sum(TRIAL(rules, side, score, board, t) for t in held)
            likelihood *= TRIAL(rules, side, score, board, entry.move.tile) / total
        board.place(entry.move)
    return likelihood


def test_deal_weights_follow_the_judged_model_in_a_game_without_drawing() -> None:
    checked = 0
    for _, view in random_positions("seven-rocks", 4, seed=21, count=8):
        sampler = Sampler(Knowledge(view), model=TRIAL)
        rng = random.Random(3)
        for _ in range(5):
            deal, tiles = sampler.sample(rng)
            hands = {s: deal.hands[s] for s in range(4) if s != view.seat}
            assert sampler.weight(tiles) == pytest.approx(_model_likelihood(view, hands))
            checked += 1
    assert checked == 40


def test_the_master_weighs_deals_by_the_fixed_model() -> None:
    """The fitted model is the lab's: a sampler given no model uses the fixed one."""
    view = next(v for _, v in random_positions("five-up-61", 2, seed=5, count=6)
                if len(v.history) > 4)
    knowledge = Knowledge(view)
    default = Sampler(knowledge)
    plain = Sampler(knowledge, odds=sampling._odds)
    judged = Sampler(knowledge, model=TRIAL)
    evidence = [(e.odds, e.known, e.laid) for e in default.evidence]
    assert evidence == [(e.odds, e.known, e.laid) for e in plain.evidence]
    assert evidence != [(e.odds, e.known, e.laid) for e in judged.evidence]


def test_the_true_hands_posterior_is_the_deals_posterior_without_a_boneyard() -> None:
    """In Seven Rocks every tile is dealt, so a filling of the slots is a deal: both
    ways of reading the true deal's chance agree."""
    checked = 0
    for match, view in random_positions("seven-rocks", 4, seed=4, count=40):
        if len(view.unseen) > 9:
            continue
        round_ = match.current
        assert round_ is not None
        moment = Moment(view, tuple(tuple(sorted(h)) for h in round_.hands), ())
        hands = opponent_model.true_hands_log_posterior(
            moment, Sampler(Knowledge(view), odds=sampling._odds))
        deal = opponent_model.true_deal_log_posterior(moment, sampling._odds)
        assert hands is not None
        assert deal is not None
        assert hands == pytest.approx(deal)
        checked += 1
    assert checked >= 3


def test_without_evidence_the_true_hands_are_one_filling_of_all() -> None:
    checked = 0
    for match, view in random_positions("five-up-61", 2, seed=6, count=12):
        round_ = match.current
        assert round_ is not None
        moment = Moment(view, tuple(tuple(sorted(h)) for h in round_.hands), ())
        plain = Sampler(Knowledge(view), False)
        found = opponent_model.true_hands_log_posterior(moment, plain)
        weighed = opponent_model.true_hands_log_posterior(moment, Sampler(Knowledge(view)))
        if found is None or weighed is None:
            continue
        assert weighed <= 0.0
        if plain.arrivals:
            continue
        # Every filling counts alike: one over how many there are.
        count = sum(1 for _ in endgame._fillings(plain, endgame._groups(plain), 0, set(),
                                                 [None] * len(plain.slots)))
        assert found == pytest.approx(-math.log(count))
        checked += 1
    assert checked


def test_a_feature_that_always_decides_gets_a_finite_weight_with_a_ridge() -> None:
    # The first option always wins (its second feature is 1) and is always laid.
    data = [Choice(((float(k), 1.0), (float(k + 1), 0.0)), 0) for k in range(20)]
    weights = fit(data, (0.0, 0.0), ridge=1.0)
    assert all(math.isfinite(w) for w in weights)
    assert weights[1] > 1.0
