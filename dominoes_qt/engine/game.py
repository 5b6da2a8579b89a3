"""Rounds and matches: turns, drawing, passing, blocks, scoring, the target and the round
limit.

A :class:`Match` is changed only through :meth:`Match.apply` (and :meth:`Match.deal_round`
between rounds). Everything a seat may know is handed out through :meth:`Match.view_for`.
A match ends when a side wins it, or, with nobody at the target, when the last round its
game allows is over (:attr:`Match.called_off`; ``docs/LONG-MATCHES.md``).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from dominoes_qt.engine.board import Board, Illegal, Move
from dominoes_qt.engine.events import (
    PlayParts,
    ProposedEvent,
    Rejection,
    RoundEnd,
    ScoreEvent,
)
from dominoes_qt.engine.fairdeal import DealProof, SeedKeeper, SeedSource, fair_deal, fair_lot
from dominoes_qt.engine.rules import Rules
from dominoes_qt.engine.seating import Seating
from dominoes_qt.engine.tiles import FULL_SET, Tile


class Turn(str, Enum):
    """The two actions that are not plays."""

    DRAW = "draw"
    """Take the front tile of the boneyard (Five Up, only with no legal play)."""
    PASS = "pass"
    """Let the turn go (only with no legal play and nothing to draw)."""


DRAW = Turn.DRAW
PASS = Turn.PASS

Action = Move | Turn


class Need(str, Enum):
    """What the seat to move has to do."""

    PLAY = "play"
    DRAW = "draw"
    PASS = "pass"


_PLAY, _DRAW, _PASS = Need.PLAY, Need.DRAW, Need.PASS


class Refusal(str, Enum):
    """Why an action is refused for reasons of turn, not of the table."""

    MATCH_OVER = "the match is over"
    ROUND_OVER = "the round is over"
    NO_ROUND = "no round has been dealt"
    WRONG_SEAT = "it is another seat's turn"
    NOT_IN_HAND = "the seat does not hold that tile"
    MUST_PLAY_DRAWN = "the tile just drawn must be played"
    MUST_PLAY = "a player who can play must play"
    MUST_DRAW = "a player who cannot play must draw from the boneyard"
    NOTHING_TO_DRAW = "there is nothing to draw"


Reason = Illegal | Refusal
"""Why the engine refuses an action: a rule of the table or a rule of turn."""


class IllegalAction(ValueError):
    """An action the rules do not allow; ``reason`` says which rule."""

    def __init__(self, reason: Reason, action: Action) -> None:
        super().__init__(f"{action}: {reason.value}")
        self.reason = reason
        self.action = action


# --- the public history of a round --------------------------------------------------------


class Played(NamedTuple):
    """A seat laid a tile; ``parts`` are the open ends it left and what they scored."""

    seat: int
    move: Move
    parts: PlayParts

    @property
    def end_sum(self) -> int:
        return self.parts.end_sum

    @property
    def points(self) -> int:
        return self.parts.points


class Drew(NamedTuple):
    """A seat drew one tile; it showed it held no tile matching ``open_values``."""

    seat: int
    open_values: frozenset[int]


class Passed(NamedTuple):
    """A seat passed; it showed it held no tile matching ``open_values``."""

    seat: int
    open_values: frozenset[int]


HistoryEntry = Played | Drew | Passed

_NEXT_SEAT = {n: (*range(1, n), 0) for n in range(2, 5)}
"""The seat after each seat, for each number of players."""

_DOMINO, _BLOCK, _TARGET = RoundEnd.DOMINO, RoundEnd.BLOCK, RoundEnd.TARGET


class Lot(NamedTuple):
    """A neutral lot: each seat draws a tile, the most pips leads, ties draw again."""

    winner: int
    draws: tuple[tuple[tuple[int, Tile], ...], ...]
    """Each drawing: (seat, tile drawn) for the seats still in it."""


class Applied(NamedTuple):
    """Everything one action did, as :meth:`Match.apply` returns it (a named tuple: one is
    built for every action)."""

    seat: int
    action: Action
    parts: PlayParts | None
    """The play's end sum and its contributions (None for a draw or a pass)."""
    drawn: Tile | None
    """The tile drawn, for a draw."""
    events: tuple[ScoreEvent, ...]
    """The scoring events it caused, each accepted or refused (``rejection`` says why)."""
    round_end: RoundEnd | None
    """How the round ended, when this action ended it."""
    winner: int | None
    """The side that won the match, when this action won it."""


@functools.cache
def _whole_set(tiles: tuple[Tile, ...]) -> frozenset[Tile]:
    return frozenset(tiles)


def others_by_number(hand: Sequence[Tile], highest: int = 6) -> list[list[int]]:
    """Under each number 0 to ``highest`` (the set's highest double), the other half of
    each of ``hand``'s tiles carrying it, in hand order (a double's other half is its own
    number)."""
    return each_by_number((hand,), highest)[0]


def each_by_number(hands: Sequence[Sequence[Tile]],
                   highest: int = 6) -> list[list[list[int]]]:
    """:func:`others_by_number` of each hand (one call for a whole deal)."""
    found = []
    for hand in hands:
        others: list[list[int]] = [[], [], [], [], [], [], []] if highest == 6 else \
            [[] for _ in range(highest + 1)]
        for a, b in hand:
            if a == b:
                others[a].append(a)
            else:
                others[a].append(b)
                others[b].append(a)
        found.append(others)
    return found


def draw_lot(rng: random.Random, num_players: int) -> Lot:
    """Choose a starter fairly, in a way that can be shown as a lot."""
    contenders = list(range(num_players))
    drawings: list[tuple[tuple[int, Tile], ...]] = []
    while True:
        tiles = list(FULL_SET)
        rng.shuffle(tiles)
        drawing = tuple(zip(contenders, tiles, strict=False))
        drawings.append(drawing)
        best = max(t.pips for _, t in drawing)
        contenders = [seat for seat, t in drawing if t.pips == best]
        if len(contenders) == 1:
            return Lot(contenders[0], tuple(drawings))


def deal(
    rng: random.Random, rules: Rules, num_players: int
) -> tuple[tuple[tuple[Tile, ...], ...], tuple[Tile, ...]]:
    """Shuffle the game's set with ``rng`` and deal: (hands, boneyard in draw order)."""
    tiles = list(rules.tiles)
    rng.shuffle(tiles)
    size = rules.hand_size_for(num_players)
    hands = tuple(tuple(tiles[i * size : (i + 1) * size]) for i in range(num_players))
    return hands, tuple(tiles[num_players * size :])


class Round:
    """One deal played out. Mutated only by :meth:`apply`."""

    def __init__(
        self,
        rules: Rules,
        seating: Seating,
        number: int,
        starter: int,
        hands: Sequence[Sequence[Tile]],
        boneyard: Sequence[Tile],
    ) -> None:
        self.rules = rules
        self.seating = seating
        self.num_players = seating.num_players
        self._after = _NEXT_SEAT[seating.num_players]
        self.number = number
        """1-based."""
        self.starter = starter
        self.dealt: tuple[tuple[Tile, ...], ...] = tuple(map(tuple, hands))
        self.deck: tuple[Tile, ...] = tuple(boneyard)
        """The boneyard as dealt, in draw order."""
        self._proof: DealProof | None = None
        self._proof_of: tuple[str, int, bytes, int] | None = None
        """(variant, players, seed, turn) of a seeded deal whose proof nobody asked for yet:
        the commitment's hash is worked out when first read (rounds played without a
        record, as in searches and benches, never read it)."""
        self.drawn = 0
        """How many boneyard tiles have been drawn."""
        self.hands: list[list[Tile]] = list(map(list, hands))
        # Each hand by the numbers its tiles carry, kept with the hands: legal plays then
        # only meet the tiles that fit each place.
        self._fits = each_by_number(self.hands, rules.double)
        self.board = Board(rules.spinners, rules.double)
        self._points = rules.points_by_end_sum
        self._by_ends = rules.points_of_ends if rules.scores_by_ends else None
        self._draws = rules.draws
        self._side_goes_out = rules.side_goes_out and seating.partnerships
        self.to_move = starter
        self.forced: Tile | None = None
        """A just-drawn playable tile that the seat to move must play."""
        self.history: list[HistoryEntry] = []
        self.end: RoundEnd | None = None
        self.finisher: int | None = None
        """The seat that laid the last tile, when a hand was played out (with
        :attr:`~dominoes_qt.engine.rules.Rules.side_goes_out`, the partner who went out
        second)."""
        self.last_parts: PlayParts | None = None
        # What the seat to move must do and its plays, worked out once per position: a
        # turn asks for them several times (need, legal actions, the check of the action).
        self._need: Need | None = None
        self._moves: list[Move] | None = None
        """The seat to move's plays once listed; None when not listed, and always once
        the round is over."""

    def copy(self) -> Round:
        other = Round.__new__(Round)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        other._fits = [[list(others) for others in fits] for fits in self._fits]
        other.board = self.board.copy()
        other.history = list(self.history)
        return other

    @property
    def proof(self) -> DealProof | None:
        """The deal's commitment and seed, when it was dealt from one (engine.fairdeal)."""
        proof = self._proof
        if proof is None and self._proof_of is not None:
            proof = self._proof = DealProof.of(*self._proof_of)
        return proof

    @proof.setter
    def proof(self, proof: DealProof | None) -> None:
        self._proof = proof
        self._proof_of = None

    @property
    def plays(self) -> list[tuple[int, Move]]:
        """(seat, move) of each play so far, in order (read from the history)."""
        return [(entry.seat, entry.move) for entry in self.history if type(entry) is Played]

    @property
    def boneyard(self) -> tuple[Tile, ...]:
        """The tiles still to draw, front first."""
        return self.deck[self.drawn :]

    @property
    def boneyard_count(self) -> int:
        return len(self.deck) - self.drawn

    @property
    def can_draw(self) -> bool:
        """Whether the game draws and the boneyard still has a tile."""
        return self._draws and self.drawn < len(self.deck)

    @property
    def next_draw(self) -> Tile | None:
        """The tile a draw would take now (None with nothing left to draw)."""
        return self.deck[self.drawn] if self.drawn < len(self.deck) else None

    def end_at_target(self) -> None:
        """End the round because a play won the match during it."""
        self.end = _TARGET
        self._need = None
        self._moves = None

    @property
    def is_over(self) -> bool:
        return self.end is not None

    def need(self) -> Need | None:
        """What the seat to move must do, or None when the round is over."""
        if self.end is not None:
            return None
        need = self._need
        if need is None:
            if self.forced is not None or self.board.can_play(self.hands[self.to_move]):
                need = _PLAY
            elif self.can_draw:
                need = _DRAW
            else:
                need = _PASS
            self._need = need
        return need

    def _plays(self) -> list[Move]:
        moves = self._moves
        if moves is None:
            board = self.board
            if self.forced is not None:
                moves = board.legal_moves([self.forced])
            elif board.is_empty:
                moves = board.legal_moves(self.hands[self.to_move])
            else:
                moves = board.legal_moves_by_number(self._fits[self.to_move])
            self._moves = moves
        return moves

    def legal_actions(self) -> list[Action]:
        if self.end is not None:
            return []
        # Plays are listed only when the seat must play (often ahead, by apply).
        moves = self._moves
        if moves is not None:
            return [*moves]
        need = self._need or self.need()
        if need is _PLAY:
            return list(self._plays())
        return [DRAW] if need is _DRAW else [PASS]

    def legal_moves_for(self, tile: Tile) -> list[Move]:
        """Where the seat to move may lay ``tile`` now (empty if it may not)."""
        if self.need() is not _PLAY or tile not in self.hands[self.to_move]:
            return []
        if self.forced is not None and tile != self.forced:
            return []
        return self.board.legal_moves([tile])

    def check(self, action: Action, seat: int | None = None) -> Illegal | Refusal | None:
        """Why ``action`` is refused now, or None if it is allowed."""
        if self.end is not None:
            return Refusal.ROUND_OVER
        if seat is not None and seat != self.to_move:
            return Refusal.WRONG_SEAT
        need = self.need()
        if action is DRAW:
            if need is _DRAW:
                return None
            return Refusal.MUST_PLAY if need is _PLAY else Refusal.NOTHING_TO_DRAW
        if action is PASS:
            if need is _PASS:
                return None
            return Refusal.MUST_PLAY if need is _PLAY else Refusal.MUST_DRAW
        assert isinstance(action, Move)
        if need is _PLAY and action in self._plays():
            return None
        if action.tile not in self.hands[self.to_move]:
            return Refusal.NOT_IN_HAND
        if self.forced is not None and action.tile != self.forced:
            return Refusal.MUST_PLAY_DRAWN
        return self.board.check(action)

    def apply(self, action: Action) -> PlayParts | None:
        """Carry out a legal action; returns the play's parts for a play."""
        moves = self._moves
        # A play already listed as legal for this position needs no second check.
        if moves is None or action not in moves:
            problem = self.check(action)
            if problem is not None:
                raise IllegalAction(problem, action)
        if isinstance(action, Move):
            return self._lay(action)
        seat = self.to_move
        self._need = None
        self._moves = None
        if action is DRAW:
            self.history.append(Drew(seat, self.board.open_values()))
            tile = self.deck[self.drawn]
            self.drawn += 1
            self.hands[seat].append(tile)
            fits = self._fits[seat]
            a, b = tile
            fits[a].append(b)
            if a != b:
                fits[b].append(a)
            if self.board.fits(tile):
                if self.rules.must_play_drawn:
                    self.forced = tile
            elif not self.can_draw:
                self._cannot_play()
            return None
        self.history.append(Passed(seat, self.board.open_values()))
        # A pass leaves nothing to draw.
        self._turn_to(self._after[seat])
        return None

    def _lay(self, move: Move) -> PlayParts:
        """Carry out ``move``, a play known to be legal here (listed for this position, or
        checked): returns the play's parts."""
        seat = self.to_move
        self._need = None
        self._moves = None
        board = self.board
        end_sum = board.place(move)
        hand = self.hands[seat]
        tile = move[0]
        hand.remove(tile)
        fits = self._fits[seat]
        a, b = tile
        fits[a].remove(b)
        if a != b:
            fits[b].remove(a)
        self.forced = None
        counted = board.counted()
        by_ends = self._by_ends
        parts = PlayParts(counted, end_sum,
                          self._points[end_sum] if by_ends is None else by_ends(counted))
        self.history.append(Played(seat, move, parts))
        self.last_parts = parts
        if not hand and not self._partner_plays_on(seat):
            self.end = _DOMINO
            self.finisher = seat
            return parts
        self._turn_to(self._after[seat])
        return parts

    def _partner_plays_on(self, seat: int) -> bool:
        """Whether the round goes on after ``seat`` laid its last tile: its side goes out
        together (:attr:`~dominoes_qt.engine.rules.Rules.side_goes_out`) and its partner
        still holds tiles."""
        partner = self.seating.partner_of(seat) if self._side_goes_out else None
        return partner is not None and bool(self.hands[partner])

    def _turn_to(self, seat: int) -> None:
        """Give the turn to ``seat`` after a play or a pass: its plays settle what it must
        do, and a client asks for them next, so they are listed now."""
        self.to_move = seat
        moves = self.board.legal_moves_by_number(self._fits[seat])
        if moves:
            self._need = _PLAY
            self._moves = moves
        else:
            self._no_plays()

    def _no_plays(self) -> None:
        """The seat to move has no play: it draws while the boneyard lasts."""
        if self.can_draw:
            self._need = _DRAW
        else:
            self._cannot_play()

    def _cannot_play(self) -> None:
        """The seat to move can neither play nor draw: it passes, unless nobody can play."""
        if any(map(self.board.can_play, self.hands)):
            self._need = _PASS
        else:
            self.end = _BLOCK

    def block_result(self) -> tuple[int, ...] | None:
        """After a block (shown, not scored): the winning seats, or None for a draw.

        The owner of the lowest hand wins; a lowest sum shared by different sides is a
        draw; one shared only by partners is that partnership's win.
        """
        pips = [sum(t.pips for t in hand) for hand in self.hands]
        low = min(pips)
        lowest = tuple(seat for seat, p in enumerate(pips) if p == low)
        if len({self.seating.side_of(seat) for seat in lowest}) > 1:
            return None
        return lowest


@dataclass(frozen=True)
class SeatView:
    """Everything one seat may know, and nothing more. The AI only ever sees this."""

    rules: Rules
    seating: Seating
    seat: int
    round_number: int
    starter: int
    to_move: int
    need: Need | None
    hand: tuple[Tile, ...]
    forced: Tile | None
    """A tile this seat just drew and must play (None for other seats' draws)."""
    board: Board
    """A private copy of the table."""
    hand_counts: tuple[int, ...]
    boneyard_count: int
    history: tuple[HistoryEntry, ...]
    scores: tuple[int, ...]
    """Raw score of each side."""

    @property
    def side(self) -> int:
        return self.seating.side_of(self.seat)

    @property
    def unseen(self) -> frozenset[Tile]:
        """Tiles this seat has not seen: other hands and the boneyard."""
        seen = set(self.hand) | set(self.board.tiles)
        return frozenset(t for t in self.rules.tiles if t not in seen)

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions if it is to move (empty otherwise)."""
        if self.to_move != self.seat or self.need is None:
            return []
        if self.need is Need.PLAY:
            hand = [self.forced] if self.forced is not None else self.hand
            return list(self.board.legal_moves(hand))
        return [DRAW] if self.need is Need.DRAW else [PASS]


class Match:
    """A whole match: rounds, scores per side, events and the winner.

    >>> from dominoes_qt.games import FIVE_UP
    >>> match = Match(FIVE_UP, 2, rng=random.Random(7))
    >>> round_ = match.deal_round()
    >>> len(round_.hands[0]), round_.boneyard_count
    (5, 18)
    """

    current: Round | None = None
    """The round being played, or the last one played: the last of :attr:`rounds`, kept
    apart because every action reads it."""

    def __init__(self, rules: Rules, num_players: int, rng: random.Random | None = None,
                 seed_source: SeedSource | None = None, *,
                 seeds: SeedKeeper | None = None, round_limit: int | None = None) -> None:
        self.rules = rules
        limit = rules.round_limit if round_limit is None else round_limit
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise ValueError(f"a match must allow at least one round, not {limit!r}")
        self.round_limit = limit
        """The most rounds this match may have: the game's :attr:`Rules.round_limit`, or
        more for a record written before there was one (see ``record.replay``)."""
        self.seed_source = seed_source
        """Where each round's deal seed comes from; None: the match's ``rng`` (seeded runs)."""
        self.seeds = seeds
        """Where the seeds this match deals from are kept, so that a record of it written
        mid-round can still reveal its seed later; None: nowhere (the record alone)."""
        self.seating = rules.seating(num_players)
        self.rng = rng if rng is not None else random.Random()
        self.rounds: list[Round] = []
        self.scores: list[int] = [0] * self.seating.num_sides
        self.events: list[ScoreEvent] = []
        self.winner: int | None = None
        """The index of the side that won the match."""
        self.lots: list[Lot] = []

    @property
    def num_players(self) -> int:
        return self.seating.num_players

    @property
    def called_off(self) -> bool:
        """True when the last round the match may have is over and nobody won: the match
        ends there with no winner."""
        current = self.current
        return (self.winner is None and current is not None and current.end is not None
                and len(self.rounds) >= self.round_limit)

    @property
    def is_over(self) -> bool:
        """Won, or called off."""
        return self.winner is not None or self.called_off

    @property
    def needs_deal(self) -> bool:
        """True between rounds (and before the first), unless the match is called off."""
        current = self.current
        if self.winner is not None:
            return False
        if current is None:
            return True
        return current.end is not None and len(self.rounds) < self.round_limit

    def copy(self) -> Match:
        other = Match.__new__(Match)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.rounds = [*self.rounds[:-1], self.rounds[-1].copy()] if self.rounds else []
        other.current = other.rounds[-1] if other.rounds else None
        other.scores = list(self.scores)
        other.events = list(self.events)
        other.lots = list(self.lots)
        return other

    def required_starter(self) -> int | None:
        """The seat that must lead the next round, or None when a lot decides."""
        last = self.current
        if last is None or last.end is None:
            return None
        return self.rules.next_leader(self.seating, last.end, last.finisher, last.starter)

    def led_by_lot(self, number: int) -> bool:
        """Whether the rules left the lead of round ``number`` (1-based, dealt already) to a
        lot rather than naming its leader."""
        if number == 1:
            return True
        previous = self.rounds[number - 2]
        return previous.end is None or self.rules.next_leader(
            self.seating, previous.end, previous.finisher, previous.starter) is None

    def deal_round(
        self,
        starter: int | None = None,
        hands: Sequence[Sequence[Tile]] | None = None,
        boneyard: Sequence[Tile] | None = None,
        *,
        seed: bytes | None = None,
        turn: int = 0,
    ) -> Round:
        """Start the next round.

        Without ``hands`` the deal (and the lot, if one is due) comes from a seed: ``seed``
        if given (with the hands turned by ``turn`` seats), else a fresh one from
        ``seed_source``; the round keeps its :class:`~dominoes_qt.engine.fairdeal.DealProof`,
        and :attr:`seeds`, if the match has a keeper, the seed.
        """
        if not self.needs_deal:
            if self.called_off:
                raise RuntimeError(f"the match was called off after {self.round_limit} "
                                   "rounds")
            raise RuntimeError("a round is still being played" if self.winner is None
                               else "the match is over")
        required = self.required_starter()
        rules = self.rules
        players = self.seating.num_players
        # A seed deals the whole set once by construction: only a deal given (in part) by
        # the caller needs checking.
        given = True
        dealt_from: bytes | None = None
        # The seed of the deal, when the deal comes from one (a caller's hands do not).
        if hands is None:
            if seed is None:
                seed = self.seed_source() if self.seed_source is not None \
                    else self.rng.getrandbits(256).to_bytes(32, "big")
            dealt_from = seed
            if self.seeds is not None:
                self.seeds.keep_dealt(seed, rules.variant, players)
            hands, dealt_boneyard = fair_deal(rules, players, seed, turn)
            given = boneyard is not None
            boneyard = dealt_boneyard if boneyard is None else boneyard
        if starter is None:
            if required is None:
                if dealt_from is not None:
                    lot = Lot(*fair_lot(rules.variant, players, dealt_from, turn))
                else:
                    lot = draw_lot(self.rng, players)
                self.lots.append(lot)
                starter = lot.winner
            else:
                starter = required
        elif required is not None and starter != required:
            raise ValueError(f"seat {required} laid the last tile and must start, not {starter}")
        if not 0 <= starter < players:
            raise ValueError(f"there is no seat {starter}")
        if given:
            check_deal(rules, players, hands, boneyard or ())
        round_ = Round(
            self.rules, self.seating, len(self.rounds) + 1, starter, hands, boneyard or ()
        )
        if dealt_from is not None:
            round_._proof_of = (rules.variant, players, dealt_from, turn)
        self.rounds.append(round_)
        self.current = round_
        return round_

    def check(self, action: Action, seat: int | None = None) -> Reason | None:
        """Why ``action`` (by ``seat``, when given) is refused now, or None if it is allowed."""
        if self.winner is not None or self.called_off:
            return Refusal.MATCH_OVER
        round_ = self.current
        if round_ is None:
            return Refusal.NO_ROUND
        return round_.check(action, seat)

    def legal_actions(self) -> list[Action]:
        round_ = self.current
        if self.winner is not None or round_ is None:
            return []
        return round_.legal_actions()

    def apply(self, action: Action, seat: int | None = None) -> Applied:
        """Carry out one action of the seat to move; returns what it did and caused."""
        round_ = self.current
        if self.winner is not None or round_ is None:
            raise IllegalAction(Refusal.NO_ROUND if round_ is None else Refusal.MATCH_OVER,
                                action)
        mover = round_.to_move
        if seat is not None and seat != mover:
            raise IllegalAction(Refusal.WRONG_SEAT, action)
        listed = round_._moves
        if listed is not None and action in listed:
            return _lay_listed(self, round_, action)
        return self._apply_plain(round_, action)

    def _apply_plain(self, round_: Round, action: Action) -> Applied:
        """:meth:`apply` in small steps, for any action (the fast path's oracle)."""
        mover = round_.to_move
        drawn = round_.next_draw if action is DRAW else None
        parts = round_.apply(action)
        judged: list[ScoreEvent] | None = None
        if parts is not None and (parts.points or self.rules.asks_about_quiet_plays):
            proposed = self.rules.play_events(self.seating, mover, parts,
                                              round_.end is _DOMINO)
            if proposed:
                judged = self._judge_all(round_, proposed)
                if self.winner is not None:
                    round_.end_at_target()
        if round_.end is not None and self.winner is None:
            judged = (judged or []) + self._settle(round_, mover, parts)
        events = () if judged is None else tuple(judged)
        return Applied(mover, action, parts, drawn, events, round_.end, self.winner)

    def _settle(self, round_: Round, mover: int, parts: PlayParts | None) -> list[ScoreEvent]:
        """Judge the settlement of a round that just ended (by ``mover``'s action)."""
        end = round_.end
        # A draw can end a round too: the last boneyard tile fits nowhere and nobody can play.
        if end is _DOMINO and parts is not None:
            return self._judge_all(round_, self.rules.settle_domino(
                self.seating, round_.hands, mover, parts))
        if end is _BLOCK:
            return self._judge_all(round_, self.rules.settle_block(
                self.seating, round_.hands, round_.starter))
        return []

    def apply_forced(self) -> list[Action]:
        """Carry out draws and passes until someone has a choice of play or the round ends."""
        done: list[Action] = []
        round_ = self.current
        while self.winner is None and round_ is not None and round_.end is None:
            need = round_.need()
            if need is Need.PLAY:
                break
            action = DRAW if need is Need.DRAW else PASS
            self.apply(action)
            done.append(action)
        return done

    def _judge_all(self, round_: Round, proposed: list[ProposedEvent]) -> list[ScoreEvent]:
        """Judge ``proposed`` in turn, up to an event that wins the match: the events judged,
        also added to :attr:`events` (a play's events and a settlement alike)."""
        judged: list[ScoreEvent] = []
        scores = self.scores
        judge = self.rules.judge
        number = round_.number
        for event in proposed:
            kind, seat, side, raw, parts = event
            before = scores[side]
            accepted, wins = judge(before, event)
            if accepted:
                after = scores[side] = before + raw
                rejection = None
            else:
                after = before
                rejection = Rejection.OVER_TARGET
            judged.append(ScoreEvent(number, kind, seat, side, raw, accepted, rejection,
                                     before, after, wins, parts))
            if wins:
                self.winner = side
                break
        self.events += judged
        return judged

    def view_for(self, seat: int) -> SeatView:
        round_ = self.current
        if round_ is None:
            raise RuntimeError("no round has been dealt")
        return SeatView(
            rules=self.rules,
            seating=self.seating,
            seat=seat,
            round_number=round_.number,
            starter=round_.starter,
            to_move=round_.to_move,
            need=None if self.winner is not None else round_.need(),
            hand=tuple(round_.hands[seat]),
            forced=round_.forced if round_.to_move == seat else None,
            board=round_.board.copy(),
            hand_counts=tuple(len(h) for h in round_.hands),
            boneyard_count=round_.boneyard_count,
            history=tuple(round_.history),
            scores=tuple(self.scores),
        )




class DealError(ValueError):
    """A deal that is not the whole set exactly once, or hands of the wrong size."""


def check_deal(
    rules: Rules,
    num_players: int,
    hands: Sequence[Sequence[Tile]],
    boneyard: Sequence[Tile],
) -> None:
    if len(hands) != num_players:
        raise DealError(f"{len(hands)} hands dealt for {num_players} players")
    size = rules.hand_size_for(num_players)
    for seat, hand in enumerate(hands):
        if len(hand) != size:
            raise DealError(f"seat {seat} was dealt {len(hand)} tiles; {rules.title} deals {size}")
    whole = _whole_set(rules.tiles)
    if boneyard and num_players * size >= len(whole):
        raise DealError(f"{rules.title} has no boneyard")
    everything = [t for hand in hands for t in hand] + list(boneyard)
    if len(everything) == len(whole) and whole.issuperset(everything) and len(
        set(everything)
    ) == len(whole):
        return
    stranger = next((t for t in everything if t not in whole), None)
    if stranger is not None:
        raise DealError(f"tile {stranger} is not in the game's set")
    seen: set[Tile] = set()
    for t in everything:
        if t in seen:
            raise DealError(f"tile {t} is dealt twice")
        seen.add(t)
    missing = [str(t) for t in rules.tiles if t not in seen]
    if missing:
        raise DealError(f"the deal lacks {', '.join(missing)}")


# --- the fast path ----------------------------------------------------------------------
#
# Nearly every action of a match is a play that the round listed ahead for the seat to move.
# Match.apply lays those here, in one step; every other action goes through
# Match._apply_plain and Round.apply, which do the same in small steps. The plain way is
# this path's oracle: tests/engine/test_fast_paths.py plays random matches of every game
# both ways and compares every output. The records are built straight from their fields,
# and the next seat's plays are listed without a call per step.

_record = tuple.__new__


def _lay_listed(match: Match, round_: Round, move: Move) -> Applied:
    seat = round_.to_move
    board = round_.board
    end_sum = board.place(move)
    hand = round_.hands[seat]
    tile = move[0]
    hand.remove(tile)
    fits = round_._fits[seat]
    a, b = tile
    fits[a].remove(b)
    if a != b:
        fits[b].remove(a)
    round_.forced = None
    counted = board.counted()
    by_ends = round_._by_ends
    points = round_._points[end_sum] if by_ends is None else by_ends(counted)
    parts: PlayParts = _record(PlayParts, (counted, end_sum, points))
    round_.history.append(_record(Played, (seat, move, parts)))
    round_.last_parts = parts
    rules = match.rules
    if hand or round_._partner_plays_on(seat):
        after = round_._after[seat]
        round_.to_move = after
        moves = board.legal_moves_by_number(round_._fits[after])
        if moves:
            round_._need = _PLAY
            round_._moves = moves
        else:
            round_._need = None
            round_._moves = None
            round_._no_plays()
        if not points and not rules.asks_about_quiet_plays and round_.end is None:
            return _record(Applied, (seat, move, parts, None, (), None, None))
    else:
        round_._need = None
        round_._moves = None
        round_.end = _DOMINO
        round_.finisher = seat
    judged: list[ScoreEvent] | None = None
    if points or rules.asks_about_quiet_plays:
        proposed = rules.play_events(match.seating, seat, parts, round_.end is _DOMINO)
        if proposed:
            judged = match._judge_all(round_, proposed)
            if match.winner is not None:
                round_.end_at_target()
    if round_.end is not None and match.winner is None:
        judged = (judged or []) + match._settle(round_, seat, parts)
    events = () if judged is None else tuple(judged)
    return _record(Applied, (seat, move, parts, None, events, round_.end, match.winner))

