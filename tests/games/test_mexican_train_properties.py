"""Mexican Train over random games and random options: the view shows no hidden tile,
every tile stays exactly once, every round ends, every action the engine lists is
accepted and every other one refused."""

from __future__ import annotations

import random
from dataclasses import fields

from hypothesis import given, settings
from hypothesis import strategies as st

from dominoes_qt.engine.tiles import Tile
from dominoes_qt.engine.trainboard import Train, TrainBoard, TrainMove
from dominoes_qt.engine.trains import DRAW, PASS, STOP, TrainMatch, TrainRules, TrainView
from dominoes_qt.games import TRAIN_GAMES, train_rules_of
from tests.games.test_mexican_train import now

RULES = TRAIN_GAMES["mexican-train"]


def tiles_in(value: object, out: set[Tile]) -> None:
    """Every tile reachable from ``value`` (the rules object, which lists the set, aside)."""
    if isinstance(value, Tile):
        out.add(value)
    elif isinstance(value, TrainRules):
        return
    elif isinstance(value, TrainBoard):
        out.update(value.tiles())
    elif isinstance(value, Train):
        out.update(value.tiles)
    elif isinstance(value, TrainView):
        for f in fields(value):
            tiles_in(getattr(value, f.name), out)
    elif isinstance(value, tuple | list | set | frozenset):
        for item in value:
            tiles_in(item, out)


options = st.fixed_dictionaries({
    "set": st.sampled_from([12, 9]),
    "starting-run": st.booleans(),
    "double-binds-all": st.booleans(),
    "mexican-after-own": st.booleans(),
    "zero-double-50": st.booleans(),
    "rounds": st.integers(1, 3),
})


def check_round(match: TrainMatch, rng: random.Random) -> int:
    """Play the current round out at random, checking every step; the steps taken."""
    round_ = now(match)
    assert round_ is not None
    whole = set(match.rules.tiles)
    steps = 0
    limit = 4 * len(whole) + 4 * match.num_players * len(whole)
    while not round_.is_over:
        steps += 1
        assert steps < limit, "the round does not end"
        seat = round_.to_move
        for viewer in range(match.num_players):
            view = match.view_for(viewer)
            seen: set[Tile] = set()
            tiles_in(view, seen)
            assert seen <= set(round_.hands[viewer]) | set(round_.board.tiles()), \
                f"seat {viewer}'s view shows a hidden tile"
            assert bool(view.legal) == (viewer == seat)
        laid = list(round_.board.tiles())
        held = [x for h in round_.hands for x in h]
        yard = list(round_.deck[round_.drawn:])
        everything = laid + held + yard
        assert len(everything) == len(whole)
        assert set(everything) == whole
        legal = match.legal_actions()
        assert legal
        for action in legal:
            assert match.check(action) is None
        # A tile from the hand on a train the engine did not list is refused.
        for tile in round_.hands[seat][:3]:
            for key in round_.board.keys():  # noqa: SIM118 - a board, not a dict
                move = TrainMove(tile, key)
                assert (match.check(move) is None) == (move in legal)
        for turn in (DRAW, PASS, STOP):
            assert (match.check(turn) is None) == (turn in legal)
        match.apply(rng.choice(legal))
    assert len(round_.history) >= 1
    if round_.finisher is not None:
        assert not round_.hands[round_.finisher]
    else:
        assert round_.boneyard_count == 0
        assert not any(round_.plays_for(s, round_.hands[s])
                       for s in range(match.num_players))
    return steps


@settings(max_examples=12, deadline=None)
@given(options, st.integers(2, 8), st.integers(0, 2**32 - 1))
def test_random_games_keep_every_rule(chosen: dict[str, object], players: int,
                                      seed: int) -> None:
    rules = train_rules_of("mexican-train", chosen)
    rng = random.Random(seed)
    match = TrainMatch(rules, players, rng)
    before = 0
    while not match.is_over:
        match.deal_round()
        check_round(match, rng)
        scores = match.round_scores[-1]
        assert scores == now(match).scores()
        before += sum(scores)
        assert sum(match.totals) == before
    assert len(match.rounds) == rules.round_count
    assert match.winners
    assert all(match.totals[w] == min(match.totals) for w in match.winners)
