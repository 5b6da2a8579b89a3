"""The train game's computer players: legal at every level from the seat's view alone,
sensible at the simple levels, and the searches' guesses at hidden tiles consistent with
what the seat saw."""

from __future__ import annotations

import random

import pytest

from dominoes_qt.ai.trains import (
    TRAIN_LEVELS,
    determinize,
    inferred_voids,
    longest_line,
    make_train_player,
)
from dominoes_qt.engine.tiles import Tile, parse_tile
from dominoes_qt.engine.trainboard import MEXICAN, TrainMove
from dominoes_qt.engine.trains import DRAW, PASS, TrainDrew, TrainMatch, TrainNeed
from dominoes_qt.games import TRAIN_GAMES
from tests.games.test_mexican_train import now

RULES = TRAIN_GAMES["mexican-train"]


def t(text: str) -> Tile:
    return parse_tile(text)


@pytest.mark.parametrize("level", TRAIN_LEVELS)
def test_every_level_plays_a_whole_round_legally(level: str) -> None:
    players = [make_train_player(level, seed=s) for s in range(3)]
    match = TrainMatch(RULES.with_options(rounds=1), 3, random.Random(11))
    match.deal_round()
    round_ = now(match)
    assert round_ is not None
    while not round_.is_over:
        match.apply_forced()
        if round_.is_over:
            break
        view = match.view_for(round_.to_move)
        choice = players[round_.to_move].choose(view)
        assert choice in view.legal
        # The same view gives the same choice: nothing but the view and the seed counts.
        assert players[round_.to_move].choose(view) == choice
        match.apply(choice)
    assert match.is_over


def test_longest_line_finds_the_longest_chain() -> None:
    hand = [t(x) for x in ("12|3", "3|5", "5|1", "3|9", "1|1", "7|8")]
    line = longest_line(12, hand)
    assert line == [t("12|3"), t("3|5"), t("5|1"), t("1|1")]


def test_skilled_covers_a_double_and_takes_its_marker_off() -> None:
    from tests.games.test_mexican_train import match_with

    rules = RULES.with_options(starting_run=False)
    match = match_with(rules, 2, {0: "12|4 4|4 4|6 12|11", 1: "12|5 5|7"})
    skilled = make_train_player("skilled", seed=1)
    round_ = now(match)
    match.apply(TrainMove(t("12|4"), 0))
    match.apply(TrainMove(t("12|5"), 1))
    # With 4|6 to cover it, the double is a good play: it earns a second tile.
    assert skilled.choose(match.view_for(0)) == TrainMove(t("4|4"), 0)
    match.apply(TrainMove(t("4|4"), 0))
    assert skilled.choose(match.view_for(0)) == TrainMove(t("4|6"), 0)
    match.apply(TrainMove(t("4|6"), 0))
    match.apply(TrainMove(t("5|7"), 1))
    round_.board.train(0).marker = True
    round_._plays = None
    choice = skilled.choose(match.view_for(0))
    assert isinstance(choice, TrainMove)
    assert choice.train == 0 or not any(
        isinstance(a, TrainMove) and a.train == 0 for a in match.view_for(0).legal)


def test_skilled_keeps_a_double_it_cannot_cover() -> None:
    from tests.games.test_mexican_train import match_with

    rules = RULES.with_options(starting_run=False)
    match = match_with(rules, 2, {0: "12|4 4|4 12|10", 1: "12|5"})
    match.apply(TrainMove(t("12|4"), 0))
    match.apply(TrainMove(t("12|5"), 1))
    choice = make_train_player("skilled", seed=1).choose(match.view_for(0))
    assert choice == TrainMove(t("10|12"), MEXICAN)


def test_voids_come_from_draws_and_guesses_respect_them() -> None:
    from tests.games.test_mexican_train import match_with

    rules = RULES.with_options(starting_run=False)
    match = match_with(rules, 2, {0: "12|4 4|9", 1: "12|5"}, boneyard_first="0|1")
    match.apply(TrainMove(t("12|4"), 0))
    match.apply(TrainMove(t("12|5"), 1))
    match.apply(TrainMove(t("4|9"), 0))
    round_ = now(match)
    if round_.need() is TrainNeed.DRAW:
        match.apply(DRAW)
        if round_.to_move == 1 and PASS in round_.legal_actions():
            match.apply(PASS)
    view = match.view_for(0)
    if not any(isinstance(e, TrainDrew) and e.seat == 1 for e in view.history):
        pytest.skip("seat 1 had a play")
    voids = inferred_voids(view)
    assert 5 in voids[1]
    assert 12 in voids[1]
    guess = determinize(view, random.Random(3), voids)
    assert not any(x.has(5) or x.has(12) for x in guess.hands[1])
    assert sorted(guess.hands[0]) == sorted(view.hand)
    assert len(guess.hands[1]) == view.hand_counts[1]
    everything = [*guess.board.tiles(), *guess.hands[0], *guess.hands[1], *guess.deck]
    assert sorted(everything) == sorted(rules.tiles)
