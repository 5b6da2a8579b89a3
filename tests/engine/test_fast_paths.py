"""The engine's shortcuts give what the plain ways give, in the same order."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from dominoes_qt.engine import (
    FULL_SET,
    Action,
    Board,
    Contribution,
    End,
    EventKind,
    Match,
    Move,
    Need,
    PenaltyParts,
    PlayParts,
    Round,
    Rules,
    Seating,
    Spinners,
    Tile,
)
from dominoes_qt.engine.events import ProposedEvent
from dominoes_qt.engine.fairdeal import fair_deal
from dominoes_qt.engine.game import check_deal, others_by_number
from dominoes_qt.games import GAMES
from dominoes_qt.games.family import round5

CONFIGS = [(rules, n) for rules in GAMES.values() for n in rules.player_counts]


def plain_contributions(board: Board) -> list[Contribution]:
    """The end sum's parts read from the open places, one tile at a time."""
    found: dict[tuple[Tile, End | None], Contribution] = {}
    for place in board.places():
        if place.end in (End.LOW, End.HIGH):
            found[(place.tile, place.end)] = Contribution(place.tile, place.end, place.value)
        elif place.end in (End.LINE_A, End.LINE_B):
            found[(place.tile, None)] = Contribution(place.tile, None, 2 * place.value)
    return [found[key] for key in sorted(found, key=lambda k: (
        k[0], -1 if k[1] is None else list(End).index(k[1])))]


def random_rounds(rules: Rules, players: int, matches: int, seed: int
                  ) -> Iterator[tuple[Match, Round, Action]]:
    """Each position of ``matches`` random matches, just before its action is applied."""
    rng = random.Random(seed)
    for _ in range(matches):
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        while match.winner is None:
            round_ = match.deal_round()
            while round_.end is None and match.winner is None:
                action = rng.choice(match.legal_actions())
                yield match, round_, action
                match.apply(action)


@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_plays_by_number_are_the_plain_legal_moves(rules: Rules, players: int) -> None:
    checked = 0
    for _, round_, _ in random_rounds(rules, players, 4, 3):
        # The hands by number are kept with the hands through plays and draws.
        assert round_._fits == [others_by_number(hand, rules.double) for hand in round_.hands]
        board = round_.board
        if not board.is_empty:
            for hand in round_.hands:
                assert board.legal_moves_by_number(others_by_number(hand, rules.double)) == \
                    board.legal_moves(hand)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_plays_listed_ahead_are_the_seat_views(rules: Rules, players: int) -> None:
    """The plays a round lists as the previous play ends are what the mover's own view,
    worked out from its hand and a copy of the table, allows."""
    checked = passes = 0
    matches: set[int] = set()
    # Four matches at least, and on until a pass was seen (a game with a large boneyard
    # and a low target may play four short matches without one).
    for match, round_, _ in random_rounds(rules, players, 40, 5):
        matches.add(id(match))
        if len(matches) > 4 and passes:
            break
        # What the seat must do, settled ahead as a turn passes, from first principles.
        hand = round_.hands[round_.to_move]
        if round_.forced is not None or round_.board.can_play(hand):
            assert round_.need() is Need.PLAY
        elif rules.draws and round_.boneyard_count:
            assert round_.need() is Need.DRAW
        else:
            assert round_.need() is Need.PASS
            passes += 1
        view = match.view_for(round_.to_move)
        assert match.legal_actions() == view.legal_actions()
        checked += round_._moves is not None
    assert checked > 100
    assert passes > 0


@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_contributions_are_the_open_places(rules: Rules, players: int) -> None:
    checked = 0
    for _, round_, _ in random_rounds(rules, players, 3, 9):
        board = round_.board
        contributions = board.contributions()
        assert contributions == plain_contributions(board)
        assert sum(c.value for c in contributions) == board.end_sum
        checked += 1
    assert checked > 100


@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_plays_and_shared_parts_are_what_was_applied(rules: Rules, players: int) -> None:
    rng = random.Random(11)
    checked = 0
    for _ in range(3):
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        while match.winner is None:
            round_ = match.deal_round()
            laid: list[tuple[int, Move]] = []
            while round_.end is None and match.winner is None:
                applied = match.apply(rng.choice(match.legal_actions()))
                if round_.end is not None:
                    # However it ended (a target reached is seen only by the match), an
                    # ended round keeps no plays listed ahead.
                    assert round_._moves is None
                    assert round_.legal_actions() == []
                if applied.parts is None:
                    continue
                assert isinstance(applied.action, Move)
                laid.append((applied.seat, applied.action))
                assert round_.plays == laid
                parts = applied.parts
                assert type(parts) is PlayParts
                assert parts.end_sum == round_.board.end_sum
                assert parts.points == round_.rules.points_of_ends(parts.contributions)
                assert parts.contributions == tuple(round_.board.contributions())
                checked += 1
    assert checked > 50


@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_seeded_deals_pass_the_deal_check(rules: Rules, players: int) -> None:
    """A deal from a seed is never checked as it is dealt: it is the whole set once."""
    rng = random.Random(13)
    for _ in range(300):
        seed = rng.getrandbits(256).to_bytes(32, "big")
        hands, boneyard = fair_deal(rules, players, seed, rng.randrange(players))
        check_deal(rules, players, hands, boneyard)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_side_table_is_side_of(players: int) -> None:
    seating = Seating(players)
    assert seating.side_by_seat == tuple(seating.side_of(s) for s in range(players))
    assert set(seating.side_by_seat) == set(range(seating.num_sides))


@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_the_current_round_is_the_last_dealt(rules: Rules, players: int) -> None:
    """The match keeps its current round apart from its list of rounds, in copies too."""
    checked = 0
    for match, round_, _ in random_rounds(rules, players, 3, 17):
        assert match.current is round_ is match.rounds[-1]
        if checked % 10 == 0:
            other = match.copy()
            assert other.current is other.rounds[-1] is not round_
            assert other.legal_actions() == match.legal_actions()
        checked += 1
    assert checked > 100


def test_shared_leads_are_the_plain_leads() -> None:
    tiles = list(FULL_SET)
    random.Random(19).shuffle(tiles)
    for spins in Spinners:
        assert Board(spins).legal_moves(tiles) == [Move(t) for t in tiles]


def test_shared_penalties_are_the_plain_penalties() -> None:
    seven_rocks = GAMES["seven-rocks"]
    seating = seven_rocks.seating(4)
    rng = random.Random(23)
    for _ in range(200):
        pips = [rng.randrange(0, 60) for _ in range(4)]
        plain = [ProposedEvent(EventKind.PENALTY, seat, seating.side_of(seat), -round5(p),
                               PenaltyParts(p, round5(p)))
                 for seat, p in enumerate(pips) if round5(p)]
        assert seven_rocks.settle_domino_pips(seating, pips, 0, PlayParts((), 0, 0)) == plain


def _snapshot(match: Match) -> tuple[object, ...]:
    """Everything a client can read of a match, and the round's own tables."""
    round_ = match.current
    assert round_ is not None
    return (match.scores, match.events, match.winner, round_.history, round_.hands,
            round_._fits, round_.board.tiles, round_.board.counted(), round_.board.end_sum,
            round_.to_move, round_.need(), round_.end, round_.finisher, round_.forced,
            round_.drawn, round_.legal_actions(), round_.last_parts)


@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_the_fast_path_is_the_plain_path(rules: Rules, players: int) -> None:
    """Match.apply lays a listed play in one step; Match._apply_plain, the oracle, takes
    small steps through Round.apply. Both give the same results and leave the same match."""
    rng = random.Random(23)
    fast_plays = 0
    for _ in range(4):
        seed = rng.getrandbits(32)
        fast = Match(rules, players, rng=random.Random(seed))
        plain = Match(rules, players, rng=random.Random(seed))
        while fast.winner is None:
            fast.deal_round()
            plain.deal_round()
            round_ = fast.current
            assert round_ is not None
            while round_.end is None and fast.winner is None:
                actions = fast.legal_actions()
                action = rng.choice(actions)
                fast_plays += round_._moves is not None and action in round_._moves
                got = fast.apply(action)
                plain_round = plain.current
                assert plain_round is not None
                assert got == plain._apply_plain(plain_round, action)
                assert _snapshot(fast) == _snapshot(plain)
    assert fast_plays > 50
