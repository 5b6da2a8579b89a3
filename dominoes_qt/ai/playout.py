"""A lean copy of one round for search: fully known hands, the engine's board and rules.

The engine's :class:`~dominoes_qt.engine.Round` and :class:`~dominoes_qt.engine.Match`
keep a public history, records and score events that a rollout never needs. A
:class:`Playout` keeps only what decides the play, but every score it applies goes
through the game's own rule object (``play_events``, ``judge``, ``settle_domino``,
``settle_block``), so its arithmetic is the engine's. It follows the game's
deal and draw rules too: a game that does not draw leaves its undealt tiles out of play,
and a drawn tile that fits is forced only where the rules say so. ``tests/ai`` checks it
against :class:`~dominoes_qt.engine.Match` move by move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from dominoes_qt.engine import (
    Board,
    End,
    EventKind,
    Move,
    PlayParts,
    Rules,
    Seating,
    SeatView,
    Tile,
)
from dominoes_qt.engine.events import ProposedEvent

_OTHER_LINE = {End.LINE_A: End.LINE_B, End.LINE_B: End.LINE_A}
_NO_CONTRIBUTIONS: tuple[()] = ()


def end_sum_after(board: Board, move: Move) -> int:
    """The table's end sum if ``move`` were laid, without laying it.

    Mirrors :meth:`Board.place`: the joined end stops counting (a double only once
    both its line sides are filled) and the new tile's free end starts counting.
    """
    tile, at, end = move
    if at is None or end is None:
        return 2 * tile.a if tile.a == tile.b else tile.a + tile.b
    value = board.place_value(at, end)
    if value is None:
        raise ValueError(f"{move} does not join an open end")
    total = board.end_sum
    if at.a == at.b:
        other = _OTHER_LINE.get(end)
        if other is not None and board.place_value(at, other) is None:
            total -= 2 * value
    else:
        total -= value
    if tile.a == tile.b:
        return total + 2 * value
    return total + (tile.b if tile.a == value else tile.a)


def points_after(rules: Rules, board: Board, move: Move) -> int:
    """What ``move`` would score under ``rules`` on ``board`` right now."""
    if rules.scores_by_ends:
        after = board.copy()
        after.place(move)
        return rules.points_of_ends(after.counted())
    return rules.points_by_end_sum[end_sum_after(board, move)]


def judge_play(rules: Rules, seating: Seating, seat: int, score: int, points: int) -> tuple[
    bool, bool
]:
    """(accepted, wins) for a scoring play of ``points`` by ``seat`` against ``score``."""
    return _judge_play(rules, seating.side_of(seat), score, points)


@lru_cache(maxsize=64)
def goes_out_with(rules: Rules, seating: Seating) -> tuple[int | None, ...]:
    """Each seat's partner where a round ends only once both partners have laid their last
    tile (:attr:`~dominoes_qt.engine.rules.Rules.side_goes_out`); else None for every seat."""
    together = rules.side_goes_out and seating.partnerships
    return tuple(seating.partner_of(seat) if together else None
                 for seat in range(seating.num_players))


@lru_cache(maxsize=65536)
def _judge_play(rules: Rules, side: int, score: int, points: int) -> tuple[bool, bool]:
    # The rule object decides; the cache only spares rebuilding the same event in rollouts.
    event = ProposedEvent(
        EventKind.PLAY, 0, side, points, PlayParts(_NO_CONTRIBUTIONS, points, points)
    )
    return rules.judge(score, event)


Policy = Callable[["Playout"], Move]
"""Chooses a play for the seat to move of a playout (which has a legal play)."""


class Playout:
    """One round with every hand known, played forward from some position.

    ``boneyard`` is in draw order (front first); in a game that does not draw it is
    out of play and kept empty. The round ends by a domino (where a side goes out
    together, once both partners are out), a block or a match win (``winner`` set);
    ``scores`` are raw points per side, changed as the engine would change them.
    """

    __slots__ = (
        "board",
        "boneyard",
        "ended",
        "finisher",
        "forced",
        "goes_out_with",
        "hands",
        "num_players",
        "rules",
        "scores",
        "seating",
        "starter",
        "to_move",
        "winner",
    )

    def __init__(
        self,
        rules: Rules,
        seating: Seating,
        board: Board,
        hands: Sequence[Sequence[Tile]],
        boneyard: Sequence[Tile],
        to_move: int,
        starter: int,
        scores: Sequence[int],
        forced: Tile | None = None,
    ) -> None:
        self.rules = rules
        self.seating = seating
        self.num_players = seating.num_players
        self.goes_out_with = goes_out_with(rules, seating)
        self.board = board
        self.hands = [list(h) for h in hands]
        self.boneyard = list(boneyard) if rules.draws else []
        self.to_move = to_move
        self.starter = starter
        self.scores = list(scores)
        self.forced = forced
        self.ended = False
        self.finisher: int | None = None
        self.winner: int | None = None

    @classmethod
    def from_view(
        cls,
        view: SeatView,
        hands: Sequence[Sequence[Tile]],
        boneyard: Sequence[Tile],
    ) -> Playout:
        """The view's position with the hidden tiles filled in by ``hands`` and ``boneyard``."""
        return cls(
            view.rules, view.seating, view.board.copy(), hands, boneyard, view.to_move,
            view.starter, view.scores, view.forced,
        )

    def copy(self) -> Playout:
        other = Playout.__new__(Playout)
        other.rules = self.rules
        other.seating = self.seating
        other.num_players = self.num_players
        other.goes_out_with = self.goes_out_with
        other.board = self.board.copy()
        other.hands = [list(h) for h in self.hands]
        other.boneyard = list(self.boneyard)
        other.to_move = self.to_move
        other.starter = self.starter
        other.scores = list(self.scores)
        other.forced = self.forced
        other.ended = self.ended
        other.finisher = self.finisher
        other.winner = self.winner
        return other

    # --- moving ------------------------------------------------------------------------

    def partner_plays_on(self, seat: int) -> bool:
        """Whether the round goes on once ``seat`` has laid its last tile (its partner still
        holds tiles, in a game where a side goes out together)."""
        partner = self.goes_out_with[seat]
        return partner is not None and bool(self.hands[partner])

    def legal_moves(self) -> list[Move]:
        """The plays of the seat to move (empty if it must draw or pass)."""
        if self.forced is not None:
            return self.board.legal_moves((self.forced,))
        return self.board.legal_moves(self.hands[self.to_move])

    def advance(self) -> None:
        """Draw and pass for the seat to move until it can play or the round ends."""
        board = self.board
        while not self.ended and self.forced is None:
            seat = self.to_move
            hand = self.hands[seat]
            if board.can_play(hand):
                return
            if self.boneyard:
                drawn = self.boneyard.pop(0)
                hand.append(drawn)
                if board.fits(drawn):
                    # Either way the seat can play now; only some games force this tile.
                    if self.rules.must_play_drawn:
                        self.forced = drawn
                elif not self.boneyard:
                    self._check_block()
            else:
                self.to_move = (seat + 1) % self.num_players

    def play(self, move: Move) -> None:
        """Lay a legal tile for the seat to move, score it, and settle if the round ends."""
        seat = self.to_move
        board = self.board
        board.place(move)
        hand = self.hands[seat]
        hand.remove(move.tile)
        self.forced = None
        rules = self.rules
        points = rules.points_of_ends(board.counted()) if rules.scores_by_ends \
            else rules.points_by_end_sum[board.end_sum]
        went_out = not hand and not self.partner_plays_on(seat)
        if points or went_out or self.rules.asks_about_quiet_plays:
            parts = PlayParts(_NO_CONTRIBUTIONS, board.end_sum, points)
            for proposed in self.rules.play_events(self.seating, seat, parts, went_out):
                if self._apply(proposed):
                    return
            if went_out:
                self.ended = True
                self.finisher = seat
                self._settle(self.rules.settle_domino(self.seating, self.hands, seat, parts))
                return
        self.to_move = (seat + 1) % self.num_players
        if not self.boneyard:
            self._check_block()

    def _check_block(self) -> None:
        can_play = self.board.can_play
        if not any(can_play(hand) for hand in self.hands):
            self.ended = True
            self._settle(self.rules.settle_block(self.seating, self.hands, self.starter))

    def _settle(self, events: list[ProposedEvent]) -> None:
        for proposed in events:
            if self._apply(proposed):
                return

    def _apply(self, proposed: ProposedEvent) -> bool:
        """Judge and apply one event; True when it wins the match."""
        before = self.scores[proposed.side]
        accepted, wins = self.rules.judge(before, proposed)
        if accepted:
            self.scores[proposed.side] = before + proposed.raw
        if wins:
            self.winner = proposed.side
            self.ended = True
        return wins

    def run(self, policy: Policy) -> None:
        """Play to the end of the round with every seat using ``policy``."""
        self.advance()
        while not self.ended:
            self.play(policy(self))
            self.advance()
