"""What every game shares, and every hook where games differ.

A game is one subclass of :class:`Rules`, in its own folder under ``dominoes_qt/games/``.
The rules object is the only place a rule is decided: the engine, the computer players'
simulators, the layout, the words and the window all ask it. A game states its facts as
class attributes and overrides a method only where its arithmetic differs:

* :meth:`end_points`: what a play scores for the sum of the open ends;
* :attr:`spinners`: which doubles grow side branches;
* :meth:`hand_size_for`: how many tiles each seat is dealt;
* :attr:`draws` and :attr:`must_play_drawn`: drawing from a boneyard or knocking;
* :attr:`side_goes_out`: whether a partnership's round ends with one partner out or both;
* :attr:`target` and :attr:`reaching`: how a match is won;
* :attr:`round_limit`: after how many rounds a match nobody has won is called off;
* :meth:`settle_domino_pips` and :meth:`settle_block`: what a round's end scores;
* :meth:`next_leader`: who leads the next round.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from enum import Enum
from typing import ClassVar

from dominoes_qt.engine.board import Spinners
from dominoes_qt.engine.events import EventKind, PlayParts, ProposedEvent, RoundEnd
from dominoes_qt.engine.seating import Seating
from dominoes_qt.engine.tiles import FULL_SET, Tile, pip_total


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 - the name lupdate knows
    """Marks text for translation (a game's title); the window translates it when shown."""
    return source


class Reaching(str, Enum):
    """How a side's score wins the match at the target."""

    EXACTLY = "exactly"
    """Only a score landing on the target wins; an event that would pass it is refused."""
    OR_PASSING = "or-passing"
    """Any score at or past the target wins."""

    def __str__(self) -> str:
        return self.value


MOST_PIPS = pip_total(FULL_SET)
"""No end sum, and no hand, can count more pips than the whole set."""


class Rules(ABC):
    """The rules of one game. Stateless: every method is a pure function of its arguments.

    >>> from dominoes_qt.games import FIVE_UP
    >>> FIVE_UP.end_points(15), FIVE_UP.end_points(17), FIVE_UP.hand_size_for(2)
    (15, 0, 5)
    """

    variant: ClassVar[str]
    """The record's ``variant`` string."""
    title: ClassVar[str]
    """The game's name in English, marked for translation in context "Games"."""
    player_counts: ClassVar[tuple[int, ...]]
    hand_sizes: ClassVar[Mapping[int, int]]
    """Tiles dealt to each seat, by the number of players (read through
    :meth:`hand_size_for`)."""
    draws: ClassVar[bool]
    """True: a player with no play draws from a boneyard; False: all undealt tiles stay out
    of play and a player with no play knocks (passes)."""
    must_play_drawn: ClassVar[bool] = True
    """With a boneyard: a drawn tile that fits must be played at once (True), or the
    player may then lay any tile that fits (False)."""
    side_goes_out: ClassVar[bool] = False
    """With partnerships: True when a round ends only once both partners have laid their
    last tile (a partner who is out knocks until then); False when it ends as soon as any
    seat is out. Without partners every seat is its own side, so both read the same. Only
    a game without a boneyard may set it (a seat that is out has nothing to draw for)."""
    spinners: ClassVar[Spinners]
    target: ClassVar[int]
    """The raw score that wins."""
    reaching: ClassVar[Reaching]
    round_limit: ClassVar[int]
    """The most rounds a match may have: a match that nobody has won when its last round
    ends is called off, with no winner. Every game states its own (a Seven Rocks side can
    sink below zero for ever, and blocked rounds need not score), so that nothing the
    window, the saves or the simulations keep about one match grows without bound."""
    display_divisor: ClassVar[int] = 1
    """Raw points per point shown to the player (Five Up shows raw / 5)."""
    blocked_round_has_winner: ClassVar[bool] = True
    """Whether the lowest hand wins a blocked round (Seven Rocks: a block has no winner)."""
    last_play_scores_in_settlement: ClassVar[bool] = False
    """True: the tile that empties a hand scores nothing by itself; its points are part of
    the domino settlement (Five Up)."""
    order: ClassVar[int] = 100
    """Where the game stands in lists of games (smaller first)."""
    family: ClassVar[str | None] = None
    """Games that differ only in their target share a family key and their title (the
    new-game dialog offers them as one game with a choice of target, the help menu as one
    rules book); None: the game stands alone."""

    points_by_end_sum: tuple[int, ...]
    """:meth:`end_points` of every end sum from 0 to :data:`MOST_PIPS`, worked out once
    (the simulators read it after every play)."""
    scoring_sums: frozenset[int]
    """The end sums that score."""

    def __init__(self) -> None:
        limit = getattr(self, "round_limit", None)
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise TypeError(f"{type(self).__name__}: round_limit must be a whole number of "
                            f"rounds, at least 1, not {limit!r}")
        if self.side_goes_out and self.draws:
            raise TypeError(f"{type(self).__name__}: a side can go out together only in a "
                            "game without a boneyard")
        self.points_by_end_sum = tuple(self.end_points(s) for s in range(MOST_PIPS + 1))
        self.scoring_sums = frozenset(s for s, p in enumerate(self.points_by_end_sum) if p)
        self._seatings = {n: Seating(n) for n in self.player_counts}
        self.asks_about_quiet_plays = type(self).play_events is not Rules.play_events
        """Whether :meth:`play_events` must be asked about plays that score nothing: only a
        game with a play_events of its own can score them."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.variant}>"

    # --- the deal ----------------------------------------------------------------------

    def hand_size_for(self, num_players: int) -> int:
        """Tiles dealt to each seat when ``num_players`` play."""
        try:
            return self.hand_sizes[num_players]
        except KeyError:
            raise ValueError(self._wrong_count(num_players)) from None

    def seating(self, num_players: int) -> Seating:
        try:
            return self._seatings[num_players]
        except KeyError:
            raise ValueError(self._wrong_count(num_players)) from None

    def _wrong_count(self, num_players: int) -> str:
        allowed = ", ".join(str(n) for n in self.player_counts)
        return f"{self.title} is played by {allowed} players, not {num_players}"

    def next_leader(
        self, seating: Seating, last_end: RoundEnd, finisher: int | None, starter: int
    ) -> int | None:
        """Who must lead the round after one that ended with ``last_end``, in which
        ``starter`` led and ``finisher`` (None after a block) laid the last tile; None lets
        a neutral lot decide. By default whoever laid the last tile leads, and a lot
        follows a block."""
        return finisher if last_end is RoundEnd.DOMINO else None

    # --- scoring during the round ------------------------------------------------------

    @abstractmethod
    def end_points(self, end_sum: int) -> int:
        """What a play scores when the open ends add up to ``end_sum`` (0: nothing)."""

    @property
    def scores_plays(self) -> bool:
        """Whether any play during a round can score."""
        return bool(self.scoring_sums)

    def play_events(
        self, seating: Seating, seat: int, parts: PlayParts, went_out: bool
    ) -> list[ProposedEvent]:
        """The events a play asks for (by default its points, when it scores and does not
        belong to the domino settlement)."""
        if parts.points <= 0 or (went_out and self.last_play_scores_in_settlement):
            return []
        return [ProposedEvent(EventKind.PLAY, seat, seating.side_by_seat[seat], parts.points,
                              parts)]

    def judge(self, score: int, event: ProposedEvent) -> tuple[bool, bool]:
        """(accepted, wins) for ``event`` against a side's current ``score``.

        By default only a gain can win; with :attr:`Reaching.EXACTLY` a gain that would
        pass the target is refused."""
        after = score + event.raw
        if self.reaching is Reaching.EXACTLY:
            if after > self.target:
                return False, False
            return True, after == self.target
        return True, event.raw > 0 and after >= self.target

    # --- the end of a round ------------------------------------------------------------

    def settle_domino(
        self,
        seating: Seating,
        hands: Sequence[Sequence[Tile]],
        finisher: int,
        last_play: PlayParts,
    ) -> list[ProposedEvent]:
        """The events after ``finisher`` laid their last tile, in the order to apply them."""
        return self.settle_domino_pips(seating, [pip_total(h) for h in hands], finisher,
                                       last_play)

    @abstractmethod
    def settle_domino_pips(
        self, seating: Seating, pips: Sequence[int], finisher: int, last_play: PlayParts
    ) -> list[ProposedEvent]:
        """:meth:`settle_domino` from each seat's pip total alone.

        The engine passes the true totals; the AI passes its estimates of hidden hands,
        so what it expects of a domino is always this game's own arithmetic.
        """

    @abstractmethod
    def settle_block(
        self, seating: Seating, hands: Sequence[Sequence[Tile]], starter: int
    ) -> list[ProposedEvent]:
        """The events after a blocked round, in the order to apply them."""

    # --- showing scores ----------------------------------------------------------------

    def display(self, raw: int) -> int:
        """A raw score in the units the game shows."""
        return raw // self.display_divisor
