"""Positions for the AI tests: random ones from seeded self-play, and a hand-made one."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from dominoes_qt.ai.knowledge import Deal, Knowledge
from dominoes_qt.engine import FULL_SET, Board, End, Match, Move, Rules, SeatView, tile
from dominoes_qt.engine.record import record_of, replay
from dominoes_qt.games import FIVE_UP, GAMES
from tests.games.helpers import one_per_family

CONFIGS = tuple((rules.variant, players) for rules in one_per_family()
                for players in rules.player_counts)
"""Every player count of one game of each family: the games of a family differ in their
target alone, which no AI test here is about."""


def random_positions(variant: str, players: int, seed: int, count: int) -> Iterator[
    tuple[Match, SeatView]
]:
    """``count`` positions where the seat to move chooses among several plays.

    Matches are played by a mix of random and greedy moves, so positions include draws,
    passes, later rounds and scores near the target.
    """
    rng = random.Random(seed)
    found = 0
    while found < count:
        match = Match(GAMES[variant], players, rng=random.Random(rng.getrandbits(32)))
        stop_after = rng.randrange(1, 60)
        steps = 0
        while not match.is_over and found < count:
            if match.needs_deal:
                match.deal_round()
                continue
            actions = match.legal_actions()
            if len(actions) > 1 and steps >= stop_after:
                round_ = match.current
                assert round_ is not None
                yield match, match.view_for(round_.to_move)
                found += 1
                stop_after = steps + rng.randrange(5, 60)
            if rng.random() < 0.5:
                action = actions[rng.randrange(len(actions))]
            else:
                round_ = match.current
                assert round_ is not None
                board = round_.board
                action = max(actions, key=lambda a: (
                    _points(match.rules, board, a) if isinstance(a, Move) else 0))
            match.apply(action)
            steps += 1


def _points(rules: Rules, board: Board, move: Move) -> int:
    trial = board.copy()
    trial.place(move)
    return rules.end_points(trial.end_sum)


def same_position_other_deal(match: Match, deal: Deal, knowledge: Knowledge) -> Match:
    """The match with the current round dealt to agree with ``deal``, replayed to now."""
    record = record_of(match, [{"name": str(s), "kind": "ai", "level": "x"}
                               for s in range(match.num_players)])
    hands, deck = knowledge.replayable(deal)
    last = record.rounds[-1]
    last.hands = hands
    last.boneyard = deck
    return replay(record)


def public(view: SeatView) -> tuple[object, ...]:
    """Everything a view shows, as comparable values."""
    return (
        view.rules.variant, view.seat, view.round_number, view.starter, view.to_move,
        view.need, sorted(view.hand), view.forced, view.board.tiles,
        tuple(view.board.connections()),
        view.hand_counts, view.boneyard_count, view.history, view.scores,
    )


def assert_blind_to_hidden_tiles(choose: Callable[[SeatView], object], variant: str,
                                 players: int, count: int) -> None:
    """``choose`` gives the same answer on other deals that look the same from the seat.

    ``count`` random positions, each dealt again twice consistently with what the seat
    saw; at least one of those deals must really differ, or the check proved nothing.
    """
    rng = random.Random(4)
    differed = 0
    for match, view in random_positions(variant, players, seed=31, count=count):
        knowledge = Knowledge(view)
        expected = choose(view)
        for _ in range(2):
            other = same_position_other_deal(match, knowledge.sample(rng), knowledge)
            round_ = other.current
            assert round_ is not None
            other_view = other.view_for(view.seat)
            assert public(other_view) == public(view)
            differed += round_.hands != match.current.hands  # type: ignore[union-attr]
            assert choose(other_view) == expected
    assert differed > 0


def choice_position(my_score: int) -> SeatView:
    """Five Up, two players: seat 1 led [3|6]; seat 0 holds three plays.

    [6|6] on the 6 scores 15, [3|4] on the 3 scores 10, [0|6] on the 6 scores nothing;
    [0|1] and [1|2] do not fit.
    """
    mine = [tile(6, 6), tile(3, 4), tile(0, 6), tile(0, 1), tile(1, 2)]
    theirs = [tile(3, 6), tile(2, 2), tile(4, 4), tile(5, 5), tile(1, 1)]
    rest = [t for t in FULL_SET if t not in mine and t not in theirs]
    match = Match(FIVE_UP, 2, rng=random.Random(0))
    match.deal_round(starter=1, hands=[mine, theirs], boneyard=rest)
    match.apply(Move(tile(3, 6)))
    match.scores[0] = my_score
    return match.view_for(0)


FIFTEEN = Move(tile(6, 6), tile(3, 6), End.HIGH)
TEN = Move(tile(3, 4), tile(3, 6), End.LOW)
NOTHING = Move(tile(0, 6), tile(3, 6), End.HIGH)


def denial_position(their_score: int) -> SeatView:
    """Five Up, two players: seat 1 led [1|3]; seat 0 may take 5 with [3|4] on the 3.

    That leaves ends 1 and 4, where [1|6] makes exactly 10; [0|1] on the 1 leaves 0 and 3,
    from which no tile makes 10.
    """
    mine = [tile(0, 2), tile(0, 1), tile(1, 5), tile(5, 5), tile(3, 4)]
    theirs = [tile(1, 3), tile(3, 3), tile(0, 4), tile(2, 4), tile(1, 4)]
    rest = [t for t in FULL_SET if t not in mine and t not in theirs]
    match = Match(FIVE_UP, 2, rng=random.Random(0))
    match.deal_round(starter=1, hands=[mine, theirs], boneyard=rest)
    match.apply(Move(tile(1, 3)))
    match.scores[1] = their_score
    return match.view_for(0)


TAKE_FIVE = Move(tile(3, 4), tile(1, 3), End.HIGH)
