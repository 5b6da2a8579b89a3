"""The contract every game keeps: each registered game, and two odd games made only for
the tests, is dealt, played, saved, replayed, counted, laid out and played by every
computer level through the engine's one set of rules."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from dominoes_qt.ai import Budget, make_player
from dominoes_qt.engine import DRAW, Match, Need, Rules
from dominoes_qt.games import GAMES, registered
from dominoes_qt.games.perft import SEED, counts, pinned, pinned_path
from dominoes_qt.games.records import parse_record, record_of, replay, summary
from dominoes_qt.layout.table import layout_board
from tests.games.odd import HAND_BY_COUNT, ODD_GAMES, THREES_AND_FIVES
from tests.layout.checks import problems

EVERY_GAME: tuple[Rules, ...] = (*GAMES.values(), *ODD_GAMES)
CONFIGS = [(rules, n) for rules in EVERY_GAME for n in rules.player_counts]


def config_id(config: tuple[Rules, int]) -> str:
    rules, players = config
    return f"{rules.variant}-{players}"


every_config = pytest.mark.parametrize(("rules", "players"), CONFIGS,
                                       ids=[config_id(c) for c in CONFIGS])


@pytest.fixture(autouse=True)
def _odd_games_registered() -> Iterator[None]:
    # Records name their game by variant: the odd games must be known while they replay.
    with registered(*ODD_GAMES):
        yield


def random_match(rules: Rules, players: int, seed: int, max_rounds: int = 40) -> Match:
    """A match of uniformly random legal actions, to its end or ``max_rounds`` rounds."""
    rng = random.Random(seed)
    match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
    while match.winner is None and len(match.rounds) < max_rounds:
        round_ = match.deal_round()
        while round_.end is None and match.winner is None:
            actions = match.legal_actions()
            assert actions, "a round that is not over always has an action"
            match.apply(rng.choice(actions))
    return match


@every_config
def test_deals_are_the_games_sizes(rules: Rules, players: int) -> None:
    size = rules.hand_size_for(players)
    for number in range(20):
        match = Match(rules, players)
        round_ = match.deal_round(seed=bytes([number]) * 32)
        assert [len(h) for h in round_.hands] == [size] * players
        assert len(round_.deck) == len(rules.tiles) - size * players
        dealt = [t for h in round_.hands for t in h] + list(round_.deck)
        assert sorted(dealt) == sorted(rules.tiles)


@every_config
def test_only_a_drawing_game_draws(rules: Rules, players: int) -> None:
    draws = 0
    rng = random.Random(3)
    for _ in range(30):
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        while round_.end is None and match.winner is None:
            action = rng.choice(match.legal_actions())
            draws += action is DRAW
            match.apply(action)
    assert (draws > 0) == rules.draws


@every_config
def test_a_saved_match_reopens_and_replays_to_the_same_result(rules: Rules,
                                                              players: int) -> None:
    for seed in (1, 2):
        match = random_match(rules, players, seed)
        seats = [{"name": f"Seat {s}", "kind": "ai", "level": "casual"} for s in range(players)]
        text = record_of(match, seats).dumps()
        again = replay(parse_record(text))
        assert summary(again) == summary(match)
        assert again.scores == match.scores
        # And from the middle of the last round, as a save taken then would reopen.
        last = match.rounds[-1]
        middle = len(last.plays) // 2
        partial = replay(parse_record(text), upto=(last.number, middle))
        assert partial.current is not None
        assert len(partial.current.plays) == middle


@every_config
def test_matches_keep_the_games_arithmetic(rules: Rules, players: int) -> None:
    for seed in (4, 5):
        match = random_match(rules, players, seed)
        for event in match.events:
            if event.kind.value == "play":
                assert event.raw == rules.points_of_ends(event.parts.contributions)  # type: ignore[union-attr]
        for round_ in match.rounds:
            for entry in round_.history:
                points = getattr(entry, "points", None)
                if points is not None:
                    assert points == rules.points_of_ends(entry.parts.contributions)  # type: ignore[union-attr]
        if rules.reaching.value == "exactly":
            assert all(score <= rules.target for score in match.scores)
        if match.winner is not None:
            assert match.scores[match.winner] >= rules.target or rules.reaching.value != \
                "or-passing"


PINNED_ODD = {
    HAND_BY_COUNT.variant: {"2": {"1": 7, "2": 26, "3": 83, "4": 269, "5": 1026},
                            "3": {"1": 5, "2": 13, "3": 27, "4": 70, "5": 202},
                            "4": {"1": 5, "2": 11, "3": 21, "4": 59, "5": 152}},
    THREES_AND_FIVES.variant: {"2": {"1": 7, "2": 15, "3": 43, "4": 112, "5": 234},
                               "3": {"1": 7, "2": 20, "3": 57, "4": 170, "5": 433},
                               "4": {"1": 7, "2": 22, "3": 62, "4": 187, "5": 574}},
}
"""The odd games' counts, pinned here since they have no folder of their own."""


@every_config
def test_the_count_of_legal_positions_is_pinned(rules: Rules, players: int) -> None:
    """Like a chess engine's perft: any change to what the game allows changes a count."""
    expected = PINNED_ODD.get(rules.variant) or pinned(rules)
    assert expected is not None, (
        f"{rules.variant} pins no counts: run python -m dominoes_qt.games.perft "
        f"{rules.variant} (writes {pinned_path(rules)})")
    assert counts(rules)[str(players)] == expected[str(players)], f"seed {SEED.hex()}"


LEVELS = ("beginner", "casual", "skilled", "expert", "master")


# One player count per game: the levels' thinking is the slow part.
LEVEL_CONFIGS = [(rules, max(rules.player_counts)) for rules in EVERY_GAME]


@pytest.mark.parametrize(("rules", "players"), LEVEL_CONFIGS,
                         ids=[config_id(c) for c in LEVEL_CONFIGS])
def test_every_level_plays_a_whole_match(rules: Rules, players: int) -> None:
    match = Match(rules, players, rng=random.Random(11))
    seats = [make_player(LEVELS[(seat + i) % len(LEVELS)], 20 + seat, Budget(iterations=6))
             for i, seat in enumerate(range(players))]
    rounds = 0
    while not match.is_over and rounds < 60:
        if match.needs_deal:
            match.deal_round()
            rounds += 1
        round_ = match.current
        assert round_ is not None
        if round_.need() is Need.PLAY:
            seat = round_.to_move
            choice = seats[seat].choose(match.view_for(seat))
            assert choice in match.legal_actions()
            match.apply(choice, seat)
        else:
            match.apply_forced()
    assert match.is_over or rounds == 60


@every_config
def test_the_layout_lays_out_every_play(rules: Rules, players: int) -> None:
    rng = random.Random(17)
    for _ in range(2):
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        layout = None
        while round_.end is None and match.winner is None:
            applied = match.apply(rng.choice(match.legal_actions()))
            if applied.parts is None:
                continue
            layout = layout_board(round_.board, layout)
            assert problems(round_.board, layout) == []


def test_the_odd_games_are_odd() -> None:
    """What makes the two test games worth having."""
    assert HAND_BY_COUNT.hand_size_for(2) != HAND_BY_COUNT.hand_size_for(3)
    assert THREES_AND_FIVES.end_points(15) == 8
    assert THREES_AND_FIVES.end_points(9) == 3
    assert THREES_AND_FIVES.spinners.value == "none"
    assert all(type(game).__mro__[1] is Rules for game in ODD_GAMES)
