"""What every game shares, and every hook where games differ.

A game is one subclass of :class:`Rules`, in its own folder under ``dominoes_qt/games/``.
The rules object is the only place a rule is decided: the engine, the computer players'
simulators, the layout, the words and the window all ask it. A game states its facts as
class attributes and overrides a method only where its arithmetic differs:

* :meth:`end_points`: what a play scores for the sum of the open ends;
* :meth:`points_of_ends`: what a play scores for the open ends themselves, for a game
  whose scoring needs more than their sum (Bergen: ends that match);
* :attr:`spinners`: which doubles grow side branches;
* :meth:`hand_size_for`: how many tiles each seat is dealt;
* :attr:`draws` and :attr:`must_play_drawn`: drawing from a boneyard or knocking;
* :attr:`side_goes_out`: whether a partnership's round ends with one partner out or both;
* :attr:`target` and :attr:`reaching`: how a match is won;
* :attr:`round_limit`: after how many rounds a match nobody has won is called off;
* :meth:`settle_domino_pips` and :meth:`settle_block`: what a round's end scores;
* :meth:`next_leader`: who leads the next round (:attr:`leader`).

Most of those facts are options (:mod:`dominoes_qt.engine.options`): a rules object is
built from its game and a value for each option (``Rules(options)``), its class attributes
being the game's standard values. A rules object is a value: its :attr:`ruleset` says all
of it, and every reader asks the object, never the class.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from enum import Enum
from typing import ClassVar

from dominoes_qt.engine.board import Contribution, Spinners
from dominoes_qt.engine.events import EventKind, PlayParts, ProposedEvent, RoundEnd
from dominoes_qt.engine.options import (
    Option,
    OptionError,
    OptionValue,
    Ruleset,
    check_options,
    choice,
)
from dominoes_qt.engine.seating import Seating
from dominoes_qt.engine.tiles import FULL_SET, SET_NAMES, SETS, Tile, pip_total


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


class Leader(str, Enum):
    """Who leads each round after the first (a lot chooses the first)."""

    WINNER = "winner"
    """Whoever laid the last tile; a lot after a blocked round."""
    IN_TURN = "in-turn"
    """The seat after the last round's leader, however the round ended."""
    LOT = "lot"
    """A lot, every round."""

    def __str__(self) -> str:
        return self.value


MOST_PIPS = pip_total(FULL_SET)
"""No end sum, and no hand, can count more pips than the whole double-six set."""

MAX_TARGET = 10_000
"""The highest target (in points as shown) a table may choose."""
MAX_ROUND_LIMIT = 1000
"""The most rounds a table may allow a match (its saves and statistics stay bounded)."""


OFFERED_SETS: tuple[int, ...] = (6, 9, 12)
"""The sets a table may choose, by their highest double."""


def _int(value: OptionValue) -> int:
    assert type(value) is int
    return value


class Rules(ABC):
    """The rules of one game. Stateless: every method is a pure function of its arguments.

    >>> from dominoes_qt.games import FIVE_UP
    >>> FIVE_UP.end_points(15), FIVE_UP.end_points(17), FIVE_UP.hand_size_for(2)
    (15, 0, 5)
    """

    variant: str
    """The record's ``variant`` string: the class's own for its standard rules, a preset's
    name, or for any other option set the game's key and every option's value (see
    :meth:`custom_name`)."""
    title: ClassVar[str]
    """The game's name in English, marked for translation in context "Games"."""
    player_counts: ClassVar[tuple[int, ...]]
    double: int = 6
    """The set: double-six (28 tiles), double-nine (55) or double-twelve (91)."""
    hand_sizes: Mapping[int, int]
    """Tiles dealt to each seat, by the number of players (read through
    :meth:`hand_size_for`)."""
    draws: bool
    """True: a player with no play draws from a boneyard; False: all undealt tiles stay out
    of play and a player with no play knocks (passes)."""
    must_play_drawn: bool = True
    """With a boneyard: a drawn tile that fits must be played at once (True), or the
    player may then lay any tile that fits (False)."""
    side_goes_out: bool = False
    """With partnerships: True when a round ends only once both partners have laid their
    last tile (a partner who is out knocks until then); False when it ends as soon as any
    seat is out. Without partners every seat is its own side, so both read the same. Only
    a game without a boneyard may set it (a seat that is out has nothing to draw for)."""
    spinners: Spinners
    target: int
    """The raw score that wins."""
    reaching: Reaching
    leader: Leader = Leader.WINNER
    """Who leads each round after the first (read through :meth:`next_leader`)."""
    partners: bool = True
    """Whether four players play as two partnerships of opposite seats (False: each for
    themselves)."""
    round_limit: int
    """The most rounds a match may have: a match that nobody has won when its last round
    ends is called off, with no winner. Every game states its own (a Seven Rocks side can
    sink below zero for ever, and blocked rounds need not score), so that nothing the
    window, the saves or the simulations keep about one match grows without bound."""
    display_divisor: ClassVar[int] = 1
    """Raw points per point shown to the player (Five Up shows raw / 5)."""
    blocked_round_has_winner: ClassVar[bool] = True
    """Whether the lowest hand wins a blocked round (Seven Rocks: a block has no winner)."""
    last_play_scores_in_settlement: bool = False
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

    ruleset: Ruleset
    """The game and every option's value: all that this object decides."""
    tiles: tuple[Tile, ...]
    """The set's tiles in set order (``0|0, 0|1, ...``)."""

    def __init__(self, options: Mapping[str, object] | None = None, *,
                 name: str | None = None) -> None:
        """The game with ``options`` (any option not given takes the game's standard
        value); :class:`~dominoes_qt.engine.options.OptionError` names the first option
        that cannot be played. ``name``: the preset's record name."""
        cls = type(self)
        limit = getattr(cls, "round_limit", None)
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise TypeError(f"{cls.__name__}: round_limit must be a whole number of "
                            f"rounds, at least 1, not {limit!r}")
        if cls.side_goes_out and cls.draws:
            raise TypeError(f"{cls.__name__}: a side can go out together only in a "
                            "game without a boneyard")
        values = check_options(cls.declared_options(), options or {})
        self._take_options(values)
        self._check_fit()
        self.ruleset = Ruleset(cls.game_key(), tuple(values.items()))
        # Named by the values a written name means (see record_defaults), so that a
        # game's standard changing for new matches never renames an old ruleset.
        standard = values == cls.named_values()
        self.house_rules = name is None and not standard
        """True for a ruleset that is neither the game's standard nor a named preset: its
        name is made of its options, and a record of it must carry them."""
        self.variant = name if name is not None else \
            cls.variant if standard else self.custom_name()
        most = pip_total(self.tiles)
        self.points_by_end_sum = tuple(self.end_points(s) for s in range(most + 1))
        self.scoring_sums = frozenset(s for s, p in enumerate(self.points_by_end_sum) if p)
        self._seatings = {n: Seating(n, self.partners) for n in self.player_counts}
        self.scores_by_ends = cls.points_of_ends is not Rules.points_of_ends
        """Whether a play's points come from :meth:`points_of_ends` (the open ends
        themselves) rather than from the end sum's table."""
        self.asks_about_quiet_plays = cls.play_events is not Rules.play_events
        """Whether :meth:`play_events` must be asked about plays that score nothing: only a
        game with a play_events of its own can score them."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.variant}>"

    # --- the options -------------------------------------------------------------------

    @classmethod
    def game_key(cls) -> str:
        """The game's name in a ruleset: its family's, or its own variant's."""
        return cls.family or cls.variant

    @classmethod
    def declared_options(cls) -> tuple[Option, ...]:
        """Every option of the game, with the game's standard value as its default."""
        found = _DECLARED.get(cls)
        if found is None:
            found = _DECLARED[cls] = (*cls._standard_options(), *cls.game_options())
        return found

    @classmethod
    def _standard_options(cls) -> list[Option]:
        if cls.target % cls.display_divisor:
            raise TypeError(f"{cls.__name__}: the target must be a whole number of shown "
                            "points")
        largest = len(SETS[max(OFFERED_SETS)])
        options = [Option("set", "int", cls.double,
                          "the set, by its highest double (6: 28 tiles, 9: 55, 12: 91)",
                          choices=OFFERED_SETS)]
        options += [Option(f"hand-{n}", "int", cls.hand_sizes[n],
                           f"tiles dealt to each player when {n} play",
                           low=1, high=largest // n) for n in cls.player_counts]
        options += [
            Option("draws", "bool", cls.draws,
                   "a player who cannot play draws from the boneyard (false: knocks)"),
            Option("must-play-drawn", "bool", cls.must_play_drawn,
                   "a drawn tile that fits must be played at once"),
        ]
        if 4 in cls.player_counts:
            options += [
                Option("partners", "bool", cls.partners,
                       "four play as two partnerships of opposite seats (false: each for "
                       "themselves)"),
                Option("side-goes-out", "bool", cls.side_goes_out,
                       "partners: the round ends only when both are out (no boneyard only)"),
            ]
        options += [
            choice("spinners", cls.spinners, Spinners, "which doubles open side branches"),
            Option("target", "int", cls.target // cls.display_divisor,
                   "the score (as shown) that wins the match", low=1, high=MAX_TARGET),
            choice("reaching", cls.reaching, Reaching,
                   "exactly: a score that would pass the target is refused; "
                   "or-passing: reaching or passing it wins"),
            choice("leader", cls.leader, Leader,
                   "who leads each round after the first: whoever went out (a lot after "
                   "a block), the next seat in turn, or a lot"),
            Option("round-limit", "int", cls.round_limit,
                   "rounds after which a match nobody has won is called off",
                   low=1, high=MAX_ROUND_LIMIT),
        ]
        return options

    record_defaults: ClassVar[Mapping[str, OptionValue]] = {}
    """Options whose standard value changed after names and records were written with the
    old one: that old value. A ruleset's name (``all-fives+target=150``), a preset's
    name and a version 3 record that leaves an option out all mean the values they meant
    when written, whatever a game's standard for new matches becomes; empty while every
    standard is still the first one."""

    @classmethod
    def named_values(cls) -> dict[str, OptionValue]:
        """The values a ruleset's name and a record assume for the options they leave out:
        the standard ones, but the :attr:`record_defaults` for those that changed."""
        return {**{o.key: o.default for o in cls.declared_options()}, **cls.record_defaults}

    @classmethod
    def game_options(cls) -> tuple[Option, ...]:
        """Options only this game has (read them in :meth:`take_game_options`)."""
        return ()

    def take_game_options(self, values: Mapping[str, OptionValue]) -> None:
        """Set what this game's own options decide (the standard ones are set already)."""
        # A game without options of its own has nothing to set.
        del values

    def _take_options(self, values: Mapping[str, OptionValue]) -> None:
        cls = type(self)
        self.double = _int(values["set"])
        self.tiles = SETS[self.double]
        self.hand_sizes = {n: _int(values[f"hand-{n}"]) for n in cls.player_counts}
        self.draws = bool(values["draws"])
        self.must_play_drawn = bool(values["must-play-drawn"])
        self.partners = bool(values.get("partners", cls.partners))
        self.side_goes_out = bool(values.get("side-goes-out", cls.side_goes_out))
        self.spinners = Spinners(values["spinners"])
        self.target = _int(values["target"]) * cls.display_divisor
        self.reaching = Reaching(values["reaching"])
        self.leader = Leader(values["leader"])
        self.round_limit = _int(values["round-limit"])
        self.take_game_options(values)

    def _check_fit(self) -> None:
        """Refuse options that cannot be played together, naming one of them."""
        whole = len(self.tiles)
        for n, size in self.hand_sizes.items():
            if n * size > whole:
                raise OptionError(f"hand-{n}", f"{n} hands of {size} tiles need {n * size} "
                                               f"tiles; the {SET_NAMES[self.double]} set "
                                               f"has {whole}")
        if self.side_goes_out and self.draws:
            raise OptionError("side-goes-out", "partners can go out together only in a game "
                                               "without a boneyard (draws is true)")

    def custom_name(self) -> str:
        """The record name of a ruleset that is no preset: the game's key and each option
        that differs from the game's standard, e.g. ``all-fives+target=150``. Two rulesets
        never share a name (the AI's caches and the deal proofs are keyed by it), and a
        record keeps the name it was dealt under."""
        standard = type(self).named_values()
        return self.ruleset.game + "".join(
            f"+{k}={str(v).lower() if isinstance(v, bool) else v}"
            for k, v in self.ruleset.values if standard[k] != v)

    def with_options(self, **changes: OptionValue) -> Rules:
        """This ruleset with some options changed (keys with ``_`` for ``-``); a new
        object, named as a custom ruleset unless every value is the game's standard."""
        options = {**self.ruleset.as_dict(),
                   **{k.replace("_", "-"): v for k, v in changes.items()}}
        return type(self)(options)

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
        a neutral lot decide (:attr:`leader` says which)."""
        if self.leader is Leader.IN_TURN:
            return seating.clockwise_from(starter)[1]
        if self.leader is Leader.LOT:
            return None
        return finisher if last_end is RoundEnd.DOMINO else None

    # --- scoring during the round ------------------------------------------------------

    @abstractmethod
    def end_points(self, end_sum: int) -> int:
        """What a play scores when the open ends add up to ``end_sum`` (0: nothing)."""

    def points_of_ends(self, counted: Sequence[Contribution]) -> int:
        """What a play scores for the open ends it leaves (``counted``: each open end's
        :class:`~dominoes_qt.engine.board.Contribution`, a double at an end counting both
        halves). By default the end sum's points; a game that scores something else of
        the ends overrides this (its :meth:`end_points` then scores nothing), and every
        reader of a play's points asks it (:attr:`scores_by_ends`)."""
        return self.points_by_end_sum[sum(c.value for c in counted)]

    @property
    def scores_plays(self) -> bool:
        """Whether any play during a round can score."""
        return bool(self.scoring_sums) or self.scores_by_ends

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


_DECLARED: dict[type[Rules], tuple[Option, ...]] = {}
"""Each game class's options, worked out once."""
