import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from dominoes_qt.engine import Match
from dominoes_qt.engine.fairdeal import SeedKeeper
from dominoes_qt.engine.record import record_of, replay
from dominoes_qt.engine.undo import can_undo, undo_last_human_play
from dominoes_qt.games import GAMES
from tests.storage.helpers import SETUPS, players_for, position


def _play(variant: str, num_players: int, humans: set[int], seed: int, steps: int
          ) -> tuple[Match, list[dict[str, Any]], list[tuple[dict[str, Any], dict[str, Any]]]]:
    """Random play; returns the match and, for the current round, the position and the
    record just before each human play that was a real choice."""
    rng = random.Random(seed)
    match = Match(GAMES[variant], num_players, rng=random.Random(seed + 1))
    players = players_for(num_players, humans)
    checkpoints: list[tuple[dict[str, Any], dict[str, Any]]] = []
    for _ in range(steps):
        match.apply_forced()
        if match.winner is not None:
            break
        if match.needs_deal:
            match.deal_round()
            checkpoints.clear()
            continue
        round_ = match.current
        assert round_ is not None
        actions = match.legal_actions()
        before = None
        if round_.to_move in humans and len(actions) > 1:
            before = (position(match), record_of(match, players).to_json())
        match.apply(actions[rng.randrange(len(actions))])
        if before is not None:
            checkpoints.append(before)
    match.apply_forced()
    return match, players, checkpoints


@settings(max_examples=40, deadline=None)
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**31), steps=st.integers(1, 300),
       partners=st.booleans())
def test_undo_restores_the_exact_previous_position_and_boneyard(setup, seed, steps, partners):
    variant, num_players = setup
    humans = {0, 2} if partners and num_players == 4 else {0}
    match, players, checkpoints = _play(variant, num_players, humans, seed, steps)
    record = record_of(match, players)

    undone = undo_last_human_play(record, humans)

    assert can_undo(record, humans) == (undone is not None)
    if not checkpoints:
        assert undone is None
        return
    assert undone is not None
    expected_position, expected_record = checkpoints[-1]
    assert undone.to_json() == expected_record
    assert position(replay(undone)) == expected_position
    # The deals and the draw order are the ones dealt: undo can not fish for tiles.
    assert [(r.starter, r.hands, r.boneyard) for r in undone.rounds] == \
        [(r.starter, r.hands, r.boneyard) for r in record.rounds]
    # The record passed in is left alone.
    assert record.to_json() == record_of(match, players).to_json()


def test_nothing_to_undo_before_the_human_has_played():
    match = Match(GAMES["seven-rocks"], 4, rng=random.Random(3))
    match.deal_round(starter=1)
    record = record_of(match, players_for(4))
    assert undo_last_human_play(record, {0}) is None
    assert not can_undo(record, {0})


def test_nothing_to_undo_in_an_empty_record():
    record = record_of(Match(GAMES["five-up-61"], 2), players_for(2))
    assert undo_last_human_play(record, {0}) is None


def test_undo_never_reaches_into_the_previous_round():
    match, players, _ = _play("five-up-61", 2, {0}, 8, 400)
    assert len(match.rounds) >= 2
    record = record_of(match, players)
    # Cut the record back to the moment the last round was dealt.
    record.rounds[-1].plays.clear()
    first_rounds = record_of(match, players)
    first_rounds.rounds.pop()
    assert undo_last_human_play(first_rounds, {0}) is not None
    assert undo_last_human_play(record, {0}) is None


def test_undo_twice_goes_back_two_decisions():
    match, players, checkpoints = _play("seven-rocks", 4, {0}, 5, 14)
    assert len(checkpoints) >= 2
    once = undo_last_human_play(record_of(match, players), {0})
    assert once is not None
    twice = undo_last_human_play(once, {0})
    assert twice is not None
    assert twice.to_json() == checkpoints[-2][1]


def test_undoing_into_a_round_that_ended_keeps_its_revealed_seed_in_the_keeper():
    # A record from elsewhere whose round is over reveals its seed; undo makes the round
    # go on again and seals the seed, which the keeper given must then hold.
    humans = {0}
    for seed in range(40):
        match = Match(GAMES["five-up-61"], 2, rng=random.Random(seed))
        round_ = match.deal_round()
        while round_.end is None:
            match.apply(match.legal_actions()[0])
        record = record_of(match, players_for(2, humans))
        if can_undo(record, humans):
            break
    else:
        raise AssertionError("no round with a human decision")
    assert round_.proof is not None
    assert record.rounds[0].extra["deal"] == round_.proof.to_json(reveal=True)
    assert "seed" in record.rounds[0].extra["deal"]
    keeper = SeedKeeper()
    undone = undo_last_human_play(record, humans, seeds=keeper)
    assert undone is not None
    assert "seed" not in undone.rounds[0].extra["deal"]
    assert replay(undone).rounds[0].proof == round_.proof.sealed()
    assert replay(undone, seeds=keeper).rounds[0].proof == round_.proof
