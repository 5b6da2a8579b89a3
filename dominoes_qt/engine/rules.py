"""What every game shares, and the hooks where the two games differ.

A game is one small subclass of :class:`Rules` in ``engine/games/``: its spinner
policy, hand size, drawing, target check and settlements. Registering it in
``engine/games/__init__.py`` is all a new game needs.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import ClassVar

from dominoes_qt.engine.events import EventKind, PlayParts, ProposedEvent, RoundEnd
from dominoes_qt.engine.seating import Seating
from dominoes_qt.engine.tiles import Tile, pip_total


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 - the name lupdate knows
    """Marks text for translation (a game's title); the window translates it when shown."""
    return source


_SEATINGS: dict[int, Seating] = {}
_PLAY = EventKind.PLAY
_new = tuple.__new__
"""Builds named tuples from known-good fields without the keyword-handling constructor."""


class Rules(ABC):
    """The rules of one game. Stateless: every method is a pure function of its arguments."""

    variant: ClassVar[str]
    """The record's ``variant`` string."""
    title: ClassVar[str]
    """The game's name in English, marked for translation in context "Games"."""
    player_counts: ClassVar[tuple[int, ...]]
    hand_size: ClassVar[int]
    draws: ClassVar[bool]
    """True when a player with no play draws from a boneyard."""
    every_double_spins: ClassVar[bool]
    """True: every double spins; False: only the round's first double."""
    target: ClassVar[int]
    """The raw score that wins."""
    display_divisor: ClassVar[int] = 1
    """Raw points per point shown to the player (Five Up shows raw / 5)."""
    blocked_round_has_winner: ClassVar[bool] = True
    """Whether the lowest hand wins a blocked round (Seven Rocks: a block has no winner)."""
    quiet_plays: ClassVar[bool] = True
    """True when :meth:`play_events` asks for nothing after a play that scores no points:
    the engine then skips asking, on most plays (a game that scores other plays sets
    False)."""

    def hand_size_for(self, num_players: int) -> int:
        """Tiles dealt to each seat for ``num_players`` (by default :attr:`hand_size`)."""
        return self.hand_size

    def next_leader(self, last_end: RoundEnd | None, finisher: int | None) -> int | None:
        """Who must lead the next round after one that ended so (None: the first round);
        None lets a neutral lot decide. By default whoever laid their last tile leads."""
        return finisher if last_end is RoundEnd.DOMINO else None

    def seating(self, num_players: int) -> Seating:
        if num_players not in self.player_counts:
            allowed = ", ".join(str(n) for n in self.player_counts)
            raise ValueError(f"{self.title} is played by {allowed} players, not {num_players}")
        # One shared seating per count: it is immutable, and every new match asks.
        seating = _SEATINGS.get(num_players)
        if seating is None:
            seating = _SEATINGS[num_players] = Seating(num_players)
        return seating

    def play_events(
        self, seating: Seating, seat: int, parts: PlayParts, went_out: bool
    ) -> list[ProposedEvent]:
        """The event a play asks for (by default: its points, when it scores).

        With :attr:`quiet_plays` this is only asked about plays that score."""
        points = parts[2]
        if points <= 0:
            return []
        return [_new(ProposedEvent, (_PLAY, seat, seating.side_by_seat[seat], points, parts))]

    @abstractmethod
    def judge(self, score: int, event: ProposedEvent) -> tuple[bool, bool]:
        """(accepted, wins) for ``event`` against a side's current ``score``."""

    def settle_domino(
        self,
        seating: Seating,
        hands: Sequence[Sequence[Tile]],
        finisher: int,
        last_play: PlayParts,
    ) -> list[ProposedEvent]:
        """The events after ``finisher`` laid their last tile, in the order to apply them."""
        return self.settle_domino_pips(seating, list(map(pip_total, hands)), finisher,
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

    def display(self, raw: int) -> int:
        """A raw score in the units the game shows."""
        return raw // self.display_divisor
