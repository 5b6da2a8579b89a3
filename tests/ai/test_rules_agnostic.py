"""The computer players read every rule from the game's rules object.

The games here exist only in this file and subclass :class:`Rules` itself, so nothing in
the AI can know them: a no-spinner game that scores fives and threes with seven tiles for
two players and a drawn tile that need not be the one laid; the same with the first
double spinning, an open target and a bonus for a play that scores no points; and a block
game that scores nothing during a round, leaves undealt tiles out of play and is won by
reaching 100. For each, the simulators play exactly like :class:`Match`, every level
plays whole matches legally, the deals imagined for the hidden tiles agree with the view,
and the heuristics count what the game scores.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from itertools import chain
from types import MappingProxyType
from typing import NamedTuple

import pytest

from dominoes_qt.ai import LEVELS, Budget, make_player, match_value
from dominoes_qt.ai.knowledge import Deal, Knowledge
from dominoes_qt.ai.master import watchful
from dominoes_qt.ai.playout import Playout
from dominoes_qt.ai.rollout import Rollout, place_codes
from dominoes_qt.ai.sampler import Sampler
from dominoes_qt.ai.skilled import best_reply
from dominoes_qt.engine import (
    FULL_SET,
    BlockParts,
    Board,
    DominoParts,
    Drew,
    End,
    EventKind,
    Match,
    Move,
    Need,
    PlayParts,
    Reaching,
    RoundEnd,
    Rules,
    Seating,
    SeatView,
    Spinners,
    Tile,
    pip_total,
    tile,
)
from dominoes_qt.engine.events import ProposedEvent
from dominoes_qt.games import registered
from tests.ai.positions import public, same_position_other_deal


def _lightest(pips: Sequence[int], starter: int) -> int:
    """The seat with the fewest pips, ties to the first clockwise from ``starter``."""
    n = len(pips)
    return min(range(n), key=lambda seat: (pips[seat], (seat - starter) % n))


class DrawnThrees(Rules):
    """No spinners; a play scores a point per five and per three in the end sum (15 makes
    3 + 5 = 8); seven tiles each for two, five for three or four; a drawn tile that fits
    need not be the one laid; exactly 61 raw points win."""

    variant = "test-drawn-threes"
    title = "Drawn Threes (test)"
    player_counts = (2, 3, 4)
    hand_sizes = MappingProxyType({2: 7, 3: 5, 4: 5})
    draws = True
    must_play_drawn = False
    spinners = Spinners.NONE
    target = 61
    reaching = Reaching.EXACTLY
    round_limit = 50

    def end_points(self, end_sum: int) -> int:
        fives = end_sum // 5 if end_sum % 5 == 0 else 0
        threes = end_sum // 3 if end_sum % 3 == 0 else 0
        return fives + threes

    def settle_domino_pips(self, seating: Seating, pips: Sequence[int], finisher: int,
                           last_play: PlayParts) -> list[ProposedEvent]:
        # A point for every full five pips the opponents still hold.
        opponents = sum(pips[s] for s in seating.opponents_of(finisher))
        raw = opponents // 5
        if not raw:
            return []
        parts = DominoParts(last_play.points, opponents, raw, None, None)
        return [ProposedEvent(EventKind.DOMINO, finisher, seating.side_of(finisher), raw,
                              parts)]

    def settle_block(self, seating: Seating, hands: Sequence[Sequence[Tile]],
                     starter: int) -> list[ProposedEvent]:
        # The lightest hand scores a point per full five pips by which its opponents'
        # hands outweigh it.
        pips = [pip_total(h) for h in hands]
        seat = _lightest(pips, starter)
        opponents = sum(pips[s] for s in seating.opponents_of(seat))
        raw = (opponents - pips[seat]) // 5
        if raw <= 0:
            return []
        parts = BlockParts(pips[seat], (), opponents - pips[seat], raw)
        return [ProposedEvent(EventKind.BLOCK, seat, seating.side_of(seat), raw, parts)]


class FirstSpinnerThrees(DrawnThrees):
    """The same scoring with the round's first double spinning, a drawn tile that fits
    forced, and 100 or more winning; a play that leaves every open end blank also earns
    a bonus of 2 (a quiet play, by the end sum, can score)."""

    variant = "test-first-spinner-threes"
    title = "First Spinner Threes (test)"
    must_play_drawn = True
    spinners = Spinners.FIRST_DOUBLE
    target = 100
    reaching = Reaching.OR_PASSING

    def play_events(self, seating: Seating, seat: int, parts: PlayParts,
                    went_out: bool) -> list[ProposedEvent]:
        events = super().play_events(seating, seat, parts, went_out)
        if parts.end_sum == 0:
            events.append(ProposedEvent(EventKind.PLAY, seat, seating.side_of(seat), 2,
                                        parts))
        return events


class HundredBlock(Rules):
    """Nothing scores during a round and nobody draws: two players get seven tiles each
    and fourteen stay face down, out of play; four play as partners with seven each. The
    side that plays out scores its opponents' pips; after a block the lightest hand's side
    scores its opponents' pips less its own. 100 or more wins."""

    variant = "test-hundred-block"
    title = "Hundred Block (test)"
    player_counts = (2, 4)
    hand_sizes = MappingProxyType({2: 7, 4: 7})
    draws = False
    spinners = Spinners.NONE
    target = 100
    reaching = Reaching.OR_PASSING
    round_limit = 50

    def end_points(self, end_sum: int) -> int:
        return 0

    def settle_domino_pips(self, seating: Seating, pips: Sequence[int], finisher: int,
                           last_play: PlayParts) -> list[ProposedEvent]:
        opponents = sum(pips[s] for s in seating.opponents_of(finisher))
        if not opponents:
            return []
        parts = DominoParts(last_play.points, opponents, opponents, None, None)
        return [ProposedEvent(EventKind.DOMINO, finisher, seating.side_of(finisher),
                              opponents, parts)]

    def settle_block(self, seating: Seating, hands: Sequence[Sequence[Tile]],
                     starter: int) -> list[ProposedEvent]:
        pips = [pip_total(h) for h in hands]
        seat = _lightest(pips, starter)
        side = seating.side_of(seat)
        opponents = sum(pips[s] for s in seating.opponents_of(seat))
        own = sum(p for s, p in enumerate(pips) if seating.side_of(s) == side)
        if opponents <= own:
            return []
        parts = BlockParts(own, (), opponents - own, opponents - own)
        return [ProposedEvent(EventKind.BLOCK, seat, side, opponents - own, parts)]


DRAWN_THREES = DrawnThrees()
FIRST_SPINNER = FirstSpinnerThrees()
BLOCK = HundredBlock()
TEST_GAMES = (DRAWN_THREES, FIRST_SPINNER, BLOCK)
CONFIGS = [pytest.param(rules, n, id=f"{rules.variant}-{n}")
           for rules in TEST_GAMES for n in rules.player_counts]


def test_the_games_say_what_this_file_means():
    assert [DRAWN_THREES.end_points(s) for s in (3, 5, 9, 10, 15, 30, 7)] == [
        1, 1, 3, 2, 8, 16, 0]
    assert DRAWN_THREES.scoring_sums >= {3, 5, 6, 9, 10, 12, 15}
    assert not BLOCK.scoring_sums
    match = Match(BLOCK, 2, rng=random.Random(1))
    round_ = match.deal_round()
    assert [len(h) for h in round_.hands] == [7, 7]
    assert round_.boneyard_count == 14
    assert not round_.can_draw
    assert [len(h) for h in Match(DRAWN_THREES, 3).deal_round().hands] == [5, 5, 5]


# --- the simulators play like the engine ------------------------------------------------


def _code_of(board: Board, move: Move) -> int:
    """The rollout code of the place ``move`` joins (-1 for a lead)."""
    if move.at is None or move.end is None:
        return -1
    keys = [key for key, _ in board.open_places()]
    return place_codes(board)[keys.index((move.at, move.end))]


def _start(match: Match, rng: random.Random) -> None:
    """Deal the next round and play it a random way for a random while (maybe not at all)."""
    round_ = match.deal_round()
    for _ in range(rng.choice((0, 0, rng.randrange(1, 16)))):
        actions = match.legal_actions()
        if round_.end is not None or not actions:
            return
        match.apply(rng.choice(actions))


class Seen(NamedTuple):
    """What one round played in lockstep met."""

    end: RoundEnd | None
    after_draws: int
    """Plays straight after the player's own draw."""
    quiet: int
    """Events of plays that made no points."""


def _lockstep(match: Match, sim: Playout | Rollout, rng: random.Random) -> Seen:
    """Play the current round to its end on ``match`` and on ``sim`` together, checking
    that they agree at every decision."""
    round_ = match.current
    assert round_ is not None
    after_draws = 0
    events = len(match.events)
    while round_.end is None:
        match.apply_forced()
        if round_.end is not None:
            break
        sim.advance()
        assert not sim.ended
        # The same seat and hands, a drawn tile forced as the rules say, and the same
        # tiles left to draw (none in a game that does not draw).
        assert (sim.to_move, sim.hands, sim.forced) == (
            round_.to_move, round_.hands, round_.forced)
        drawable = list(round_.boneyard) if match.rules.draws else []
        assert (sim.boneyard if isinstance(sim, Playout) else sim.deck[::-1]) == drawable
        if round_.history and isinstance(round_.history[-1], Drew):
            after_draws += 1
        board = round_.board
        moves = [a for a in match.legal_actions() if isinstance(a, Move)]
        if isinstance(sim, Playout):
            assert sim.board.end_sum == board.end_sum
            assert sorted(sim.legal_moves()) == sorted(moves)
            move = rng.choice(moves)
            sim.play(move)
        else:
            assert sim.end_sum == board.end_sum
            assert sorted(sim.places) == sorted(place_codes(board))
            assert sorted(sim.plays()) == sorted({(m.tile, _code_of(board, m)) for m in moves})
            move = rng.choice(moves)
            sim.play(move.tile, _code_of(board, move))
        match.apply(move)
        end_sum = board.end_sum
        assert (sim.board.end_sum if isinstance(sim, Playout) else sim.end_sum) == end_sum
        if round_.end is RoundEnd.BLOCK:
            # A rollout settles a block once every seat has had to pass.
            sim.advance()
        assert sim.scores == match.scores
        assert sim.ended is (round_.end is not None)
    sim.advance()
    assert sim.ended
    assert sim.scores == match.scores
    assert sim.winner == match.winner
    # A game that does not draw never touches the tiles left out of play.
    assert match.rules.draws or round_.drawn == 0
    quiet = sum(1 for e in match.events[events:]
                if isinstance(e.parts, PlayParts) and not e.parts.points)
    return Seen(round_.end, after_draws, quiet)


@pytest.mark.parametrize("simulator", [Playout, Rollout])
@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_the_simulators_play_rounds_exactly_like_the_match(simulator, rules, players):
    rng = random.Random(17)
    ends: set[RoundEnd | None] = set()
    rounds = after_draws = quiet = 0

    def more() -> bool:
        # At least 40 rounds, and until a round has ended each way (blocks can be rare).
        assert rounds < 1000
        return rounds < 40 or not {RoundEnd.DOMINO, RoundEnd.BLOCK} <= ends

    while more():
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        while not match.is_over and more():
            _start(match, rng)
            round_ = match.current
            assert round_ is not None
            if round_.end is not None:
                continue
            sim = simulator(rules, match.seating, round_.board.copy(), round_.hands,
                            round_.boneyard, round_.to_move, round_.starter, match.scores,
                            round_.forced)
            seen = _lockstep(match, sim, rng)
            ends.add(seen.end)
            after_draws += seen.after_draws
            quiet += seen.quiet
            rounds += 1
    # The games that draw had plays straight after a draw (forced or not, by the rules),
    # and the game that scores a quiet play had some scored.
    assert (after_draws > 0) is rules.draws
    assert (quiet > 0) is rules.asks_about_quiet_plays


# --- every level plays whole matches ------------------------------------------------------

SMALL = Budget(iterations=16)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_every_level_plays_whole_matches_legally(level, rules, players):
    seats = [make_player(level, seed=seat, budget=SMALL) for seat in range(players)]
    match = Match(rules, players, rng=random.Random(players))
    while not match.is_over:
        assert len(match.rounds) < 100
        if match.needs_deal:
            match.deal_round()
            continue
        round_ = match.current
        assert round_ is not None
        view = match.view_for(round_.to_move)
        action = seats[round_.to_move].choose(view)
        assert action in match.legal_actions()
        match.apply(action)
    assert match.winner is not None


# --- the hidden tiles ---------------------------------------------------------------------


def _decisions(rules: Rules, players: int, seed: int, count: int) -> Iterator[
    tuple[Match, SeatView]
]:
    """``count`` views of the seat to move when it must play, from random matches."""
    rng = random.Random(seed)
    found = 0
    while found < count:
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        while not match.is_over and found < count:
            if match.needs_deal:
                match.deal_round()
                continue
            round_ = match.current
            assert round_ is not None
            if round_.need() is Need.PLAY and rng.random() < 0.3:
                yield match, match.view_for(round_.to_move)
                found += 1
            match.apply(rng.choice(match.legal_actions()))


def _agrees(view: SeatView, deal: Deal) -> None:
    hands = deal.hands
    assert sorted(hands[view.seat]) == sorted(view.hand)
    assert tuple(len(h) for h in hands) == view.hand_counts
    # The boneyard is what the table has face down, drawn from or out of play.
    assert len(deal.boneyard) == view.boneyard_count
    hidden = [t for seat, hand in enumerate(hands) if seat != view.seat for t in hand]
    hidden += deal.boneyard
    assert len(hidden) == len(set(hidden))
    assert set(hidden) == view.unseen


@pytest.mark.parametrize(("rules", "players"), CONFIGS)
def test_imagined_deals_agree_with_everything_the_seat_saw(rules, players):
    rng = random.Random(8)
    with registered(*TEST_GAMES):
        for match, view in _decisions(rules, players, seed=4, count=12):
            knowledge = Knowledge(view)
            sampler = Sampler(knowledge)
            for deal in (knowledge.sample(rng), sampler.sample(rng)[0]):
                _agrees(view, deal)
                # The deal could really have happened: dealt so, the round replays to the
                # very view the seat has now.
                other = same_position_other_deal(match, deal, knowledge)
                assert public(other.view_for(view.seat)) == public(view)


def test_a_seat_that_drew_a_tile_it_need_not_play_is_understood():
    """With a drawn tile not forced, the viewer's own drawn tile still fits, and another
    seat's play after its draw is still the drawn tile."""
    rng = random.Random(2)
    seen = {"own": 0, "other": 0}
    with registered(DRAWN_THREES):
        for match, view in _decisions(DRAWN_THREES, 2, seed=9, count=300):
            history = view.history
            own = bool(history) and isinstance(history[-1], Drew)
            other = any(isinstance(e, Drew) and e.seat != view.seat for e in history)
            if not (own or other):
                continue
            seen["own"] += own
            seen["other"] += other
            assert view.forced is None
            knowledge = Knowledge(view)
            deal = knowledge.sample(rng)
            _agrees(view, deal)
            replayed = same_position_other_deal(match, deal, knowledge)
            assert public(replayed.view_for(view.seat)) == public(view)
    assert all(seen.values())


# --- the race to the target ---------------------------------------------------------------


@pytest.mark.parametrize(("rules", "players"), [
    pytest.param(DRAWN_THREES, 2, id="drawn-threes-2"),
    pytest.param(BLOCK, 2, id="block-2"),
    pytest.param(BLOCK, 4, id="block-4"),
])
def test_the_race_counts_in_the_games_own_steps(rules, players):
    race = match_value.race(rules, players)
    # Single points are scored, so the race counts single points, up to the target.
    assert race.step == 1
    w = match_value.table(rules, players)
    assert len(w) == rules.target
    assert all(0.0 <= x <= 1.0 for row in w for x in row)
    assert match_value.chance(rules, players, 40, 40) == pytest.approx(0.5)
    if rules.reaching is Reaching.OR_PASSING:
        for b in range(len(w)):
            for a in range(1, len(w)):
                assert w[a][b] >= w[a - 1][b] - 1e-12
        assert match_value.chance(rules, players, rules.target - 1, 0) > 0.9
        assert match_value.chance(rules, players, 0, rules.target - 1) < 0.1


def test_a_game_scored_at_round_ends_counts_each_settlement_in_full():
    gains = dict(match_value.gains(BLOCK, 4))
    # Only the settlements gain: most turns (the plays) gain nothing.
    assert gains[0] > 0.8
    # A round's winners may take far more than a fifth of the target at once, and the
    # race counts it so (a game whose plays score counts at most that fifth).
    assert max(gains) > BLOCK.target // match_value.CAP_SHARE
    assert max(dict(match_value.gains(DRAWN_THREES, 2))) <= (
        DRAWN_THREES.target // match_value.CAP_SHARE)


# --- the heuristics count what this game scores --------------------------------------------


def _reply_position() -> Match:
    """Drawn Threes, two players: seat 0 led [2|5], seat 1 laid [1|5] on its 5, so the
    ends are 2 and 1. Seat 0's only tile that fits is [1|2]: on the 2 it leaves ends 1
    and 1 (2), on the 1 it leaves 2 and 2 (4). Seat 1 holds [2|4] and no other 1 or 2:
    it can reply to ends 2 and 2 with [2|4] for ends 4 and 2, 6, a three's two points
    (no fives), and cannot reply to ends 1 and 1 at all."""
    mine = [tile(2, 5), tile(1, 2), tile(6, 6), tile(3, 3), tile(4, 4), tile(0, 0),
            tile(3, 6)]
    theirs = [tile(1, 5), tile(2, 4), tile(5, 5), tile(4, 6), tile(0, 3), tile(0, 4),
              tile(3, 5)]
    rest = [t for t in FULL_SET if t not in mine and t not in theirs]
    match = Match(DRAWN_THREES, 2, rng=random.Random(0))
    match.deal_round(starter=0, hands=[mine, theirs], boneyard=rest)
    match.apply(Move(tile(2, 5)))
    match.apply(Move(tile(1, 5), tile(2, 5), End.HIGH))
    return match


def test_the_masters_watchful_seat_minds_a_reply_that_scores_threes():
    match = _reply_position()
    round_ = match.current
    assert round_ is not None
    assert round_.to_move == 0
    sim = Rollout(DRAWN_THREES, match.seating, round_.board, round_.hands,
                  round_.boneyard, round_.to_move, round_.starter, match.scores)
    assert {t for t, _ in sim.plays()} == {tile(1, 2)}
    played, code = watchful(sim)
    # Both places score nothing now; only the one on the 2 leaves no scoring reply.
    assert (played, code % 7) == (tile(1, 2), 2)


def test_the_skilled_reply_counts_a_three():
    match = _reply_position()
    view = match.view_for(0)
    board = view.board.copy()
    board.place(Move(tile(1, 2), tile(1, 5), End.LOW))
    assert board.end_sum == 4
    expected, danger = best_reply(view, board, 1, frozenset({tile(2, 4)}), 1, [0, 0])
    # [2|4] would be held with the chance 0.9 (capped) and makes 6: two points.
    assert expected == pytest.approx(0.9 * 2)
    assert danger == 0.0


def test_the_greedy_player_takes_the_threes():
    """A lead of [4|5] makes 9 (three points in threes, nothing in fives); [0|5] makes 5
    (one point); [1|1] makes 2 (nothing)."""
    mine = [tile(4, 5), tile(0, 5), tile(1, 1), tile(0, 2), tile(2, 3), tile(1, 6),
            tile(0, 6)]
    rest = [t for t in FULL_SET if t not in mine]
    match = Match(DRAWN_THREES, 2, rng=random.Random(0))
    match.deal_round(starter=0, hands=[mine, rest[:7]], boneyard=rest[7:])
    view = match.view_for(0)
    assert make_player("casual").choose(view) == Move(tile(4, 5))


def test_no_tile_of_a_non_drawing_game_is_drawn_by_a_rollout():
    rng = random.Random(6)
    for _ in range(20):
        match = Match(BLOCK, 2, rng=random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        sim = Rollout(BLOCK, match.seating, round_.board, round_.hands, round_.boneyard,
                      round_.to_move, round_.starter, match.scores)
        sim.run(rng, 0.2)
        assert sim.ended
        dealt = set(chain.from_iterable(round_.hands))
        assert set(chain.from_iterable(sim.hands)) <= dealt
