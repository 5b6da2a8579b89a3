"""The fitted model of a player: the fit recovers known weights, records are walked as
played, and the true deal's posterior is read off the exact list of deals."""

from __future__ import annotations

import math
import random

import pytest

from dominoes_qt.engine import Match, Played
from dominoes_qt.engine.record import record_of
from dominoes_qt.games import SEVEN_ROCKS
from tools.lab import opponent_model
from tools.lab.opponent_model import NATURAL, Choice, fit, log_likelihood


def _synthetic(weights: tuple[float, float, float], count: int, seed: int) -> list[Choice]:
    """Choices made by a player that follows ``weights`` exactly."""
    rng = random.Random(seed)
    data = []
    for _ in range(count):
        options = tuple((float(rng.randrange(13)), float(rng.random() < 0.25),
                         float(5 * rng.randrange(5))) for _ in range(rng.randrange(2, 5)))
        scores = [sum(w * x for w, x in zip(weights, f, strict=True)) for f in options]
        top = max(scores)
        odds = [math.exp(s - top) for s in scores]
        laid = rng.choices(range(len(options)), weights=odds)[0]
        data.append(Choice(options, laid))
    return data


@pytest.mark.parametrize("weights", [(0.1, 0.5, 0.1), (-0.05, -0.5, 0.2)])
def test_the_fit_recovers_the_weights_a_player_follows(weights):
    data = _synthetic(weights, 800, seed=1)
    found = fit(data)
    assert found == pytest.approx(weights, abs=0.25)
    # The maximum of the likelihood: a step away along any weight does worse.
    best = log_likelihood(data, found)
    for k in range(3):
        for step in (-0.02, 0.02):
            nudged = list(found)
            nudged[k] += step
            assert log_likelihood(data, (nudged[0], nudged[1], nudged[2])) < best


def _played_match(seed: int) -> Match:
    rng = random.Random(seed)
    match = Match(SEVEN_ROCKS, 4, rng=random.Random(seed))
    for _ in range(2):
        match.deal_round()
        round_ = match.current
        assert round_ is not None
        while round_.end is None and match.winner is None:
            actions = match.legal_actions()
            match.apply(actions[rng.randrange(len(actions))])
        if match.winner is not None:
            break
    return match


def _text(match: Match) -> str:
    return record_of(match, [{"name": str(s), "kind": "ai", "level": "x"}
                             for s in range(4)]).dumps()


def test_walking_a_record_meets_every_play_as_it_was_made():
    match = _played_match(3)
    walked = [(seat, move) for _, seat, move in opponent_model.walk(_text(match))]
    played = [(entry.seat, entry.move) for r in match.rounds for entry in r.history
              if isinstance(entry, Played)]
    assert walked == played


def test_choices_hold_the_tile_laid_among_those_that_fitted():
    data = list(opponent_model.choices(_text(_played_match(4))))
    assert data
    for choice in data:
        assert len(choice.options) > 1
        assert 0 <= choice.laid < len(choice.options)


def test_the_true_deal_has_a_posterior_under_every_model():
    text = _text(_played_match(5))
    moments = list(opponent_model.moments(text))
    assert moments
    odds = [None, opponent_model.odds_for(NATURAL), opponent_model.odds_for((0.0, 1.0, 0.0))]
    for moment in moments[:4]:
        for model in odds:
            value = opponent_model.true_deal_log_posterior(moment, model)
            if value is not None:
                assert value <= 0.0


def test_the_judged_comparison_fits_four_weights_and_reports_the_posteriors(
        capsys: pytest.CaptureFixture[str]) -> None:
    texts = [_text(_played_match(seed)) for seed in (6, 7)]
    weights = opponent_model.compare_judged(texts[:1], texts[1:], 3, 1_500)
    assert len(weights) == 4
    printed = capsys.readouterr().out
    assert "judged model fitted on" in printed
    assert "mean log posterior of the true hands" in printed
