"""Properties of every registered game over random seeded matches played by the casual
computer player: what the rules object promises holds at every step."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominoes_qt.ai import make_player
from dominoes_qt.engine import (
    DominoParts,
    Drew,
    EventKind,
    Match,
    Need,
    OutParts,
    PlayParts,
    Reaching,
    Round,
    Rules,
    ScoreEvent,
)
from dominoes_qt.games import GAMES

CONFIGS = [(rules, players) for rules in GAMES.values() for players in rules.player_counts]
MAX_ROUNDS = 400
"""No match of any game lasts this long (a failure to end is a bug)."""


def counts_in_fives(rules: Rules) -> bool:
    """The fives family's own games: every play that scores scores a multiple of five, so
    (with its rounding of pips to five) every event is one."""
    return bool(rules.scoring_sums) and not rules.scores_by_ends and \
        all(p % 5 == 0 for p in rules.points_by_end_sum)


def tiles_conserved(round_: Round, rules: Rules) -> bool:
    everywhere = [t for hand in round_.hands for t in hand]
    everywhere += [*round_.boneyard, *round_.board.tiles]
    return Counter(everywhere) == Counter(rules.tiles)


def play_match(rules: Rules, players: int, seed: int) -> Match:
    """A whole match of casual players, every step checked against the rules."""
    match = Match(rules, players, rng=random.Random(seed))
    seats = [make_player("casual", seed * 10 + seat) for seat in range(players)]
    while not match.is_over:
        assert len(match.rounds) < MAX_ROUNDS, "the match does not end"
        if match.needs_deal:
            round_ = match.deal_round()
            assert tiles_conserved(round_, rules)
            continue
        playing = match.current
        assert playing is not None
        round_ = playing
        seat = round_.to_move
        legal = match.legal_actions()
        if round_.need() is Need.PLAY:
            action = seats[seat].choose(match.view_for(seat))
        else:
            action = legal[0]
        assert action in legal
        applied = match.apply(action, seat)
        assert tiles_conserved(round_, rules)
        if not rules.draws:
            assert round_.drawn == 0
            assert not any(isinstance(entry, Drew) for entry in round_.history)
        for event in applied.events:
            check_event(rules, event)
        if rules.reaching is Reaching.EXACTLY:
            assert all(score <= rules.target for score in match.scores)
    return match


def check_event(rules: Rules, event: ScoreEvent) -> None:
    parts = event.parts
    kind = event.kind
    raw = event.raw
    if isinstance(parts, PlayParts):
        assert kind is EventKind.PLAY
        assert raw == parts.points == rules.points_of_ends(parts.contributions) > 0
    if isinstance(parts, (DominoParts, OutParts)):
        assert parts.last_play == rules.end_points(parts.last_end_sum)
    if counts_in_fives(rules):
        assert raw % 5 == 0


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1))
def test_every_game_keeps_its_promises(config: tuple[Rules, int], seed: int) -> None:
    rules, players = config
    match = play_match(rules, players, seed)
    assert match.winner is not None
    winner_score = match.scores[match.winner]
    if rules.reaching is Reaching.EXACTLY:
        assert winner_score == rules.target
    else:
        assert winner_score >= rules.target
    # The scores are the accepted events added up.
    totals = [0] * match.seating.num_sides
    for event in match.events:
        if event.accepted:
            totals[event.side] += event.raw
    assert totals == match.scores


def test_every_configuration_plays_a_whole_match() -> None:
    for rules, players in CONFIGS:
        match = play_match(rules, players, 1)
        assert match.is_over
