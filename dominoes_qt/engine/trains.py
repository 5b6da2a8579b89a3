"""The train games (Mexican Train): their rules object, a round, a match and a seat's view.

A train game shares the engine's tiles, options, rulesets and seeded deals with the line
games but not their board nor their turn: a turn may lay several tiles (a double earns
another tile, and a seat's first turn may lay a run on its own train), and the lowest total
wins after a fixed number of rounds. So it has its own :class:`TrainRound` and
:class:`TrainMatch`, changed only through ``apply``; every seat learns the game through
:meth:`TrainMatch.view_for` alone. Every rule is read from the :class:`TrainRules` object.

The actions: a :class:`~dominoes_qt.engine.trainboard.TrainMove`, or one of
:class:`TrainTurn` (draw one tile; pass, which puts the seat's marker on its train; stop,
which ends a first turn's run).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import ClassVar, NamedTuple

from dominoes_qt.engine.fairdeal import SeedSource, commitment, shuffle, stream
from dominoes_qt.engine.options import (
    Option,
    OptionError,
    OptionValue,
    Ruleset,
    check_options,
)
from dominoes_qt.engine.tiles import SETS, Tile
from dominoes_qt.engine.trainboard import (
    MEXICAN,
    Car,
    OpenDouble,
    TrainBoard,
    TrainKey,
    TrainMove,
    train_name,
)

MIN_PLAYERS = 2
MAX_PLAYERS = 8
TRAIN_SETS = (12, 9)
"""The sets a train game may use, by their highest double."""


def _int(value: OptionValue) -> int:
    assert type(value) is int
    return value


class TrainRules:
    """The rules of one train game: its facts as class attributes (the standard values),
    its options read into attributes of the object. A value: :attr:`ruleset` says all of
    it, and every reader asks the object.

    >>> from dominoes_qt.games.mexican_train import RULES
    >>> RULES.hand_size_for(4), RULES.hand_size_for(8), RULES.round_count
    (15, 10, 13)
    >>> RULES.engine_for(1), RULES.engine_for(13)
    (Tile(a=12, b=12), Tile(a=0, b=0))
    """

    variant: str
    title: ClassVar[str]
    order: ClassVar[int] = 200
    player_counts: ClassVar[tuple[int, ...]] = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
    double: ClassVar[int] = 12
    standard_hands: ClassVar[Mapping[int, Mapping[int, int]]]
    """Tiles dealt to each seat, by set and then by the number of players."""
    starting_run: bool = True
    double_binds_all: bool = True
    mexican_after_own: bool = False
    zero_double_points: int = 0
    """What 0|0 left in a hand counts (0: its pips, which are none)."""
    table_ready: ClassVar[bool] = False
    """Whether the window can show this game's table (the new-game dialog offers only
    games whose table is ready)."""

    ruleset: Ruleset
    tiles: tuple[Tile, ...]

    def __init__(self, options: Mapping[str, object] | None = None, *,
                 name: str | None = None) -> None:
        cls = type(self)
        values = check_options(cls.declared_options(), options or {})
        self.highest = _int(values["set"])
        """The set's highest double (also the first round's engine)."""
        self.tiles = SETS[self.highest]
        self.hand_sizes = {
            n: _int(values[f"hand-{n}"]) or cls.standard_hands[self.highest][n]
            for n in cls.player_counts}
        self.starting_run = bool(values["starting-run"])
        self.double_binds_all = bool(values["double-binds-all"])
        self.mexican_after_own = bool(values["mexican-after-own"])
        self.zero_double_points = 50 if values["zero-double-50"] else 0
        rounds = _int(values["rounds"])
        if rounds > self.highest + 1:
            raise OptionError("rounds", f"a double-{self.highest} set has "
                                        f"{self.highest + 1} engine doubles, not {rounds}")
        self.round_count = rounds or self.highest + 1
        """Rounds in a match: the engines from the set's highest double down."""
        for n, size in self.hand_sizes.items():
            # The engine is set aside; at least one tile stays to draw.
            if n * size > len(self.tiles) - 2:
                raise OptionError(f"hand-{n}", f"{n} hands of {size} need more tiles than "
                                               f"the double-{self.highest} set holds")
        self.ruleset = Ruleset(cls.game_key(), tuple(values.items()))
        standard = all(o.default == values[o.key] for o in cls.declared_options())
        self.house_rules = name is None and not standard
        self.variant = name if name is not None else cls.variant if standard else \
            self.custom_name()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.variant}>"

    @classmethod
    def game_key(cls) -> str:
        return cls.variant

    @classmethod
    def declared_options(cls) -> tuple[Option, ...]:
        found = _DECLARED.get(cls)
        if found is None:
            found = _DECLARED[cls] = cls._options()
        return found

    @classmethod
    def _options(cls) -> tuple[Option, ...]:
        largest = len(SETS[max(TRAIN_SETS)])
        return (
            Option("set", "int", cls.double,
                   "the set, by its highest double (12: 91 tiles, 13 rounds; 9: 55 tiles, "
                   "10 rounds)", choices=TRAIN_SETS),
            *(Option(f"hand-{n}", "int", 0,
                     f"tiles dealt to each player when {n} play (0: the standard for the "
                     "set)", low=0, high=largest // n) for n in cls.player_counts),
            Option("starting-run", "bool", cls.starting_run,
                   "on a player's first turn of a round, several tiles may be laid on "
                   "their own train"),
            Option("double-binds-all", "bool", cls.double_binds_all,
                   "a double left uncovered must be covered before anything else, by "
                   "whoever moves (false: only by the player who laid it, in that turn)"),
            Option("mexican-after-own", "bool", cls.mexican_after_own,
                   "a player may play on the Mexican train only once their own train is "
                   "started"),
            Option("zero-double-50", "bool", cls.zero_double_points == 50,
                   "0|0 left in a hand counts 50 points"),
            Option("rounds", "int", 0,
                   "rounds in a match, the engine going down one double each round "
                   "(0: one round per double, down to 0|0)", low=0, high=max(TRAIN_SETS) + 1),
        )

    def custom_name(self) -> str:
        standard = {o.key: o.default for o in type(self).declared_options()}
        return self.ruleset.game + "".join(
            f"+{k}={str(v).lower() if isinstance(v, bool) else v}"
            for k, v in self.ruleset.values if standard[k] != v)

    def with_options(self, **changes: OptionValue) -> TrainRules:
        options = {**self.ruleset.as_dict(),
                   **{k.replace("_", "-"): v for k, v in changes.items()}}
        return type(self)(options)

    def hand_size_for(self, num_players: int) -> int:
        try:
            return self.hand_sizes[num_players]
        except KeyError:
            raise ValueError(f"{self.title} is played by {MIN_PLAYERS} to {MAX_PLAYERS} "
                             f"players, not {num_players}") from None

    def engine_for(self, round_number: int) -> Tile:
        """The double in the station in round ``round_number`` (1-based)."""
        if not 1 <= round_number <= self.round_count:
            raise ValueError(f"a match has rounds 1 to {self.round_count}")
        value = self.highest + 1 - round_number
        return Tile(value, value)

    def tile_score(self, tile: Tile) -> int:
        """What ``tile`` left in a hand counts at the round's end."""
        if tile.a == 0 and tile.b == 0 and self.zero_double_points:
            return self.zero_double_points
        return tile.pips

    def hand_score(self, hand: Sequence[Tile]) -> int:
        return sum(self.tile_score(t) for t in hand)


_DECLARED: dict[type[TrainRules], tuple[Option, ...]] = {}


# --- a round -----------------------------------------------------------------------------


class TrainTurn(str, Enum):
    """The actions that are not plays."""

    DRAW = "draw"
    """Take one tile from the boneyard (only with no play, once a turn)."""
    PASS = "pass"
    """End the turn without a play; the seat's marker goes on its train."""
    STOP = "stop"
    """End a first turn's run of tiles on one's own train."""

    def __str__(self) -> str:
        return self.value


DRAW, PASS, STOP = TrainTurn.DRAW, TrainTurn.PASS, TrainTurn.STOP
TrainAction = TrainMove | TrainTurn


class TrainNeed(str, Enum):
    PLAY = "play"
    DRAW = "draw"
    PASS = "pass"


class TrainEnd(str, Enum):
    OUT = "out"
    """A seat laid its last tile."""
    BLOCK = "block"
    """The boneyard is empty and nobody can play."""


class TrainRefusal(str, Enum):
    ROUND_OVER = "the round is over"
    MATCH_OVER = "the match is over"
    NO_ROUND = "no round has been dealt"
    WRONG_SEAT = "it is another seat's turn"
    NOT_IN_HAND = "the seat does not hold that tile"
    NO_SUCH_TRAIN = "there is no such train"
    NO_MATCH = "the tile does not match that train's open end"
    SATISFY_DOUBLE = "the open double must be covered first"
    NOT_OPEN = "that train is closed to this player (no marker on it)"
    MEXICAN_LATER = "the Mexican train opens to a player once their own train is started"
    RUN_OWN_TRAIN = "a first turn's run stays on one's own train"
    MUST_PLAY_DRAWN = "only the tile just drawn may be played"
    MUST_PLAY = "a player who can play must play"
    MUST_DRAW = "a player who cannot play must draw first"
    NOTHING_TO_DRAW = "there is nothing to draw"
    CANNOT_STOP = "only a first turn's run may stop, and not on an open double"


class TrainIllegal(ValueError):
    def __init__(self, reason: TrainRefusal, action: TrainAction) -> None:
        super().__init__(f"{action}: {reason.value}")
        self.reason = reason
        self.action = action


class TrainPlayed(NamedTuple):
    seat: int
    move: TrainMove
    car: Car


class TrainDrew(NamedTuple):
    """A seat drew a tile (which tile is the drawer's secret)."""

    seat: int


class TrainPassed(NamedTuple):
    """A seat ended its turn without a play; ``marked``: its marker went on just now."""

    seat: int
    marked: bool


class TrainStopped(NamedTuple):
    seat: int


TrainHistoryEntry = TrainPlayed | TrainDrew | TrainPassed | TrainStopped


class TrainRound:
    """One deal played out, from its engine double. Mutated only by :meth:`apply`."""

    def __init__(self, rules: TrainRules, num_players: int, number: int, starter: int,
                 hands: Sequence[Sequence[Tile]], boneyard: Sequence[Tile]) -> None:
        self.rules = rules
        self.num_players = num_players
        self.number = number
        self.engine = rules.engine_for(number)
        self.starter = starter
        self.dealt = tuple(map(tuple, hands))
        self.deck = tuple(boneyard)
        self.drawn = 0
        self.hands: list[list[Tile]] = [list(h) for h in hands]
        self.board = TrainBoard(self.engine, num_players)
        self.to_move = starter
        self.history: list[TrainHistoryEntry] = []
        self.end: TrainEnd | None = None
        self.finisher: int | None = None
        self.had_turn = [False] * num_players
        # The turn's state: the tile drawn this turn, a double still owed another tile,
        # a first turn's run under way, and how many tiles this turn laid.
        self.drew: Tile | None = None
        self.owes = False
        self.run = False
        self.laid = 0
        self.commitment: str | None = None
        self.seed: bytes | None = None
        self._plays: list[TrainMove] | None = None

    @classmethod
    def from_view(cls, view: TrainView, hands: Sequence[Sequence[Tile]],
                  boneyard: Sequence[Tile]) -> TrainRound:
        """The round a seat's view could be, with ``hands`` (the viewer's own among them)
        and ``boneyard`` as one guess at the hidden tiles (the computer players' searches)."""
        round_ = cls(view.rules, view.num_players, view.round_number, view.starter, hands,
                     boneyard)
        round_.board = view.board.copy()
        round_.history = list(view.history)
        round_.to_move = to_move = view.to_move
        # A seat other than the one to move has had a turn once it shows in the history;
        # the trailing entries of the seat to move are its turn so far.
        round_.had_turn = [any(e.seat == s for e in view.history) and s != to_move
                           for s in range(view.num_players)]
        round_.had_turn[to_move] = not view.first_turn
        laid = 0
        for entry in reversed(view.history):
            if entry.seat != to_move:
                break
            laid += type(entry) is TrainPlayed
        round_.laid = laid
        round_.owes = view.owes
        round_.run = view.run
        round_.drew = view.drew
        return round_

    def copy(self) -> TrainRound:
        other = TrainRound.__new__(TrainRound)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        other.board = self.board.copy()
        other.history = list(self.history)
        other.had_turn = list(self.had_turn)
        return other

    @property
    def boneyard_count(self) -> int:
        return len(self.deck) - self.drawn

    @property
    def is_over(self) -> bool:
        return self.end is not None

    @property
    def first_turn(self) -> bool:
        """Whether the seat to move is in its first turn of the round."""
        return not self.had_turn[self.to_move]

    def open_to(self, seat: int) -> list[TrainKey]:
        """The trains ``seat`` may play on when no double binds it, table order."""
        board = self.board
        own = board.train(seat)
        keys: list[TrainKey] = []
        for train in board.trains:
            key = train.owner
            if key is None:
                public = own.started or not self.rules.mexican_after_own
            else:
                public = key == seat or train.marker
            if public:
                keys.append(key)
        return keys

    def binding(self, seat: int) -> OpenDouble | None:
        """The open double ``seat`` must cover before anything else, if any."""
        for double in self.board.open_doubles:
            if self.rules.double_binds_all or double.layer == seat:
                return double
        return None

    def plays_for(self, seat: int, tiles: Sequence[Tile], *, owes: bool = False,
                  run: bool = False) -> list[TrainMove]:
        """The moves ``seat`` may make with ``tiles`` on the table as it is."""
        board = self.board
        double = self.binding(seat)
        if double is not None:
            value = double.tile.a
            plays = [TrainMove(t, double.train) for t in tiles if t.has(value)]
            if owes:
                # A seat that has just laid a double may lay another before covering.
                keys = [seat] if run else self.open_to(seat)
                plays += [TrainMove(t, k) for k in keys for t in tiles
                          if t.is_double and t.has(board.train(k).open_end)
                          and k != double.train]
            return plays
        keys = [seat] if run else self.open_to(seat)
        return [TrainMove(t, k) for k in keys for t in tiles
                if t.has(board.train(k).open_end)]

    def plays(self) -> list[TrainMove]:
        """The seat to move's plays now (empty when it must draw, pass, or the round is
        over)."""
        if self.end is not None:
            return []
        found = self._plays
        if found is None:
            seat = self.to_move
            tiles = [self.drew] if self.drew is not None else self.hands[seat]
            found = self._plays = self.plays_for(seat, tiles, owes=self.owes, run=self.run)
        return found

    def can_stop(self) -> bool:
        return self.end is None and self.run and self.laid > 0 and not self.owes \
            and self.drew is None

    def need(self) -> TrainNeed | None:
        if self.end is not None:
            return None
        if self.plays():
            return TrainNeed.PLAY
        if self.drew is None and self.boneyard_count:
            return TrainNeed.DRAW
        return TrainNeed.PASS

    def legal_actions(self) -> list[TrainAction]:
        need = self.need()
        if need is None:
            return []
        if need is TrainNeed.PLAY:
            actions: list[TrainAction] = [*self.plays()]
            if self.can_stop():
                actions.append(STOP)
            return actions
        return [DRAW if need is TrainNeed.DRAW else PASS]

    def check(self, action: TrainAction, seat: int | None = None) -> TrainRefusal | None:
        """Why ``action`` is refused now, or None when it is allowed."""
        if self.end is not None:
            return TrainRefusal.ROUND_OVER
        if seat is not None and seat != self.to_move:
            return TrainRefusal.WRONG_SEAT
        need = self.need()
        if action is STOP:
            return None if self.can_stop() else TrainRefusal.CANNOT_STOP
        if action is DRAW:
            if need is TrainNeed.DRAW:
                return None
            return TrainRefusal.MUST_PLAY if need is TrainNeed.PLAY else \
                TrainRefusal.NOTHING_TO_DRAW
        if action is PASS:
            if need is TrainNeed.PASS:
                return None
            return TrainRefusal.MUST_PLAY if need is TrainNeed.PLAY else \
                TrainRefusal.MUST_DRAW
        if not isinstance(action, TrainMove):
            return TrainRefusal.NO_SUCH_TRAIN
        if action in self.plays():
            return None
        return self._why_not(action)

    def _why_not(self, move: TrainMove) -> TrainRefusal:
        seat = self.to_move
        tile, key = move
        if tile not in self.hands[seat]:
            return TrainRefusal.NOT_IN_HAND
        if self.drew is not None and tile != self.drew:
            return TrainRefusal.MUST_PLAY_DRAWN
        if not (key is None or (type(key) is int and 0 <= key < self.num_players)):
            return TrainRefusal.NO_SUCH_TRAIN
        if not self.board.fits(tile, key):
            return TrainRefusal.NO_MATCH
        if self.binding(seat) is not None:
            return TrainRefusal.SATISFY_DOUBLE
        if self.run and key != seat:
            return TrainRefusal.RUN_OWN_TRAIN
        if key is None:
            return TrainRefusal.MEXICAN_LATER
        return TrainRefusal.NOT_OPEN

    def apply(self, action: TrainAction) -> Car | None:
        """Carry out a legal action; returns the car laid for a play."""
        problem = self.check(action)
        if problem is not None:
            raise TrainIllegal(problem, action)
        seat = self.to_move
        self._plays = None
        if action is DRAW:
            tile = self.deck[self.drawn]
            self.drawn += 1
            self.hands[seat].append(tile)
            self.drew = tile
            self.history.append(TrainDrew(seat))
            return None
        if action is PASS:
            train = self.board.train(seat)
            marked = not train.marker
            train.marker = True
            self.history.append(TrainPassed(seat, marked))
            self._end_turn()
            if not self.boneyard_count and self._nobody_can_play():
                self.end = TrainEnd.BLOCK
            return None
        if action is STOP:
            self.history.append(TrainStopped(seat))
            self._end_turn()
            return None
        assert isinstance(action, TrainMove)
        return self._lay(seat, action)

    def _lay(self, seat: int, move: TrainMove) -> Car:
        first = self.first_turn
        car = self.board.lay(move, seat)
        self.hands[seat].remove(move.tile)
        if move.train == seat:
            self.board.train(seat).marker = False
        self.history.append(TrainPlayed(seat, move, car))
        self.drew = None
        self.laid += 1
        if not self.hands[seat]:
            self.end = TrainEnd.OUT
            self.finisher = seat
            return car
        if first and self.rules.starting_run and move.train == seat and \
                (self.run or self.laid == 1):
            self.run = True
        if move.tile.is_double:
            self.owes = True
            return car
        self.owes = False
        if self.run and self.plays_for(seat, self.hands[seat], run=True):
            return car
        self._end_turn()
        return car

    def _end_turn(self) -> None:
        seat = self.to_move
        if not self.rules.double_binds_all:
            # Only the layer was bound to cover its doubles, and only in its turn.
            self.board.open_doubles.clear()
        self.had_turn[seat] = True
        self.drew = None
        self.owes = False
        self.run = False
        self.laid = 0
        self._plays = None
        self.to_move = (seat + 1) % self.num_players

    def _nobody_can_play(self) -> bool:
        return not any(self.plays_for(s, self.hands[s]) for s in range(self.num_players))

    def scores(self) -> tuple[int, ...]:
        """What each seat's hand counts now (its round score once the round is over)."""
        return tuple(self.rules.hand_score(h) for h in self.hands)


# --- a match -----------------------------------------------------------------------------


class TrainApplied(NamedTuple):
    seat: int
    action: TrainAction
    car: Car | None
    drawn: Tile | None
    round_end: TrainEnd | None
    round_scores: tuple[int, ...] | None
    """Each seat's points for the round, when this action ended it."""


def deal_trains(rules: TrainRules, players: int, number: int,
                seed: bytes) -> tuple[tuple[tuple[Tile, ...], ...], tuple[Tile, ...]]:
    """(hands, boneyard in draw order) of round ``number`` dealt from ``seed``: the set
    without the round's engine, shuffled as every seeded deal is (engine.fairdeal), hand
    positions taking consecutive runs."""
    engine = rules.engine_for(number)
    tiles = shuffle(stream(rules.variant, players, "deal", seed),
                    [t for t in rules.tiles if t != engine])
    size = rules.hand_size_for(players)
    hands = tuple(tuple(tiles[i * size:(i + 1) * size]) for i in range(players))
    return hands, tuple(tiles[players * size:])


def first_starter(rules: TrainRules, players: int, seed: bytes) -> int:
    """The seat that starts the first round: a number below ``players`` from the seed's
    ``lot`` stream (later rounds pass the start clockwise)."""
    from dominoes_qt.engine.fairdeal import below
    return below(stream(rules.variant, players, "lot", seed), players)


class TrainMatch:
    """Rounds from the highest engine down; the lowest total wins."""

    def __init__(self, rules: TrainRules, num_players: int, rng: random.Random | None = None,
                 *, seed_source: SeedSource | None = None) -> None:
        rules.hand_size_for(num_players)
        self.rules = rules
        self.num_players = num_players
        self.rng = rng if rng is not None else random.Random()
        self.seed_source = seed_source
        self.rounds: list[TrainRound] = []
        self.current: TrainRound | None = None
        self.totals = [0] * num_players
        self.round_scores: list[tuple[int, ...]] = []

    def copy(self) -> TrainMatch:
        other = TrainMatch.__new__(TrainMatch)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.rounds = [*self.rounds[:-1], self.rounds[-1].copy()] if self.rounds else []
        other.current = other.rounds[-1] if other.rounds else None
        other.totals = list(self.totals)
        other.round_scores = list(self.round_scores)
        return other

    @property
    def needs_deal(self) -> bool:
        current = self.current
        return len(self.rounds) < self.rules.round_count and (
            current is None or current.end is not None)

    @property
    def is_over(self) -> bool:
        current = self.current
        return len(self.rounds) == self.rules.round_count and current is not None \
            and current.end is not None

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the lowest total once the match is over (ties share the win)."""
        if not self.is_over:
            return ()
        low = min(self.totals)
        return tuple(s for s, t in enumerate(self.totals) if t == low)

    def deal_round(self, hands: Sequence[Sequence[Tile]] | None = None,
                   boneyard: Sequence[Tile] | None = None, *, starter: int | None = None,
                   seed: bytes | None = None) -> TrainRound:
        """Start the next round: from ``hands`` and ``boneyard`` when given (checked to be
        the set without the engine), else from ``seed`` or a fresh one."""
        if not self.needs_deal:
            raise RuntimeError("the match is over" if self.is_over
                               else "a round is still being played")
        number = len(self.rounds) + 1
        players = self.num_players
        rules = self.rules
        if hands is None:
            if seed is None:
                seed = self.seed_source() if self.seed_source is not None \
                    else self.rng.getrandbits(256).to_bytes(32, "big")
            hands, boneyard = deal_trains(rules, players, number, seed)
        else:
            check_train_deal(rules, players, number, hands, boneyard or ())
        if starter is None:
            if self.rounds:
                starter = (self.rounds[0].starter + number - 1) % players
            elif seed is not None:
                starter = first_starter(rules, players, seed)
            else:
                starter = self.rng.randrange(players)
        if not 0 <= starter < players:
            raise ValueError(f"there is no seat {starter}")
        round_ = TrainRound(rules, players, number, starter, hands, boneyard or ())
        if seed is not None:
            round_.seed = seed
            round_.commitment = commitment(rules.variant, players, seed)
        self.rounds.append(round_)
        self.current = round_
        return round_

    def check(self, action: TrainAction, seat: int | None = None) -> TrainRefusal | None:
        if self.is_over:
            return TrainRefusal.MATCH_OVER
        if self.current is None:
            return TrainRefusal.NO_ROUND
        return self.current.check(action, seat)

    def legal_actions(self) -> list[TrainAction]:
        return [] if self.current is None else self.current.legal_actions()

    def apply(self, action: TrainAction, seat: int | None = None) -> TrainApplied:
        round_ = self.current
        if round_ is None:
            raise TrainIllegal(TrainRefusal.NO_ROUND, action)
        problem = round_.check(action, seat)
        if problem is not None:
            raise TrainIllegal(problem, action)
        mover = round_.to_move
        drawn = round_.deck[round_.drawn] if action is DRAW else None
        car = round_.apply(action)
        scores = None
        if round_.end is not None:
            scores = round_.scores()
            self.round_scores.append(scores)
            self.totals = [t + s for t, s in zip(self.totals, scores, strict=True)]
        return TrainApplied(mover, action, car, drawn, round_.end, scores)

    def apply_forced(self) -> list[TrainAction]:
        """Carry out draws and passes until a seat has a choice or the round ends."""
        done: list[TrainAction] = []
        round_ = self.current
        while round_ is not None and round_.end is None:
            need = round_.need()
            if need is TrainNeed.PLAY:
                break
            action = DRAW if need is TrainNeed.DRAW else PASS
            self.apply(action)
            done.append(action)
        return done

    def view_for(self, seat: int) -> TrainView:
        round_ = self.current
        if round_ is None:
            raise RuntimeError("no round has been dealt")
        to_move = round_.to_move
        mine = to_move == seat and round_.end is None
        return TrainView(
            rules=self.rules, num_players=self.num_players, seat=seat,
            round_number=round_.number, engine=round_.engine, starter=round_.starter,
            to_move=to_move, need=round_.need() if mine else None,
            hand=tuple(round_.hands[seat]),
            drew=round_.drew if mine else None,
            owes=round_.owes, run=round_.run, first_turn=not round_.had_turn[to_move],
            board=round_.board.copy(),
            hand_counts=tuple(len(h) for h in round_.hands),
            boneyard_count=round_.boneyard_count,
            history=tuple(round_.history),
            totals=tuple(self.totals),
            round_scores=tuple(self.round_scores),
            legal=tuple(round_.legal_actions()) if mine else (),
            end=round_.end,
            final_hands=tuple(map(tuple, round_.hands)) if round_.end is not None else None,
        )


@dataclass(frozen=True)
class TrainView:
    """Everything one seat may know, and nothing more (the computer players and the
    window read only this).

    * ``board``: a private copy of the table (trains, markers, open doubles:
      :mod:`dominoes_qt.engine.trainboard`); ``engine``: the station's double.
    * ``to_move``, and for the seat to move only: ``need``, ``legal`` (every allowed
      action), ``drew`` (the tile it drew this turn, the only one it may then play).
    * ``owes``: the seat to move laid a double this turn and owes another tile; ``run``:
      it is laying its first turn's run on its own train; ``first_turn``: the seat to
      move has not yet had a turn this round.
    * ``hand``: this seat's tiles; ``hand_counts``: every seat's count; ``boneyard_count``.
    * ``totals``: each seat's points so far (lowest wins); ``round_scores``: each finished
      round's points by seat.
    * ``end`` and ``final_hands``: how the round ended and, once it is over, every hand
      (they are shown and counted).
    """

    rules: TrainRules
    num_players: int
    seat: int
    round_number: int
    engine: Tile
    starter: int
    to_move: int
    need: TrainNeed | None
    hand: tuple[Tile, ...]
    drew: Tile | None
    owes: bool
    run: bool
    first_turn: bool
    board: TrainBoard
    hand_counts: tuple[int, ...]
    boneyard_count: int
    history: tuple[TrainHistoryEntry, ...]
    totals: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...]
    legal: tuple[TrainAction, ...]
    end: TrainEnd | None
    final_hands: tuple[tuple[Tile, ...], ...] | None

    @property
    def unseen(self) -> frozenset[Tile]:
        """Tiles this seat has not seen: other hands and the boneyard."""
        seen = set(self.hand) | set(self.board.tiles())
        return frozenset(t for t in self.rules.tiles if t not in seen)

    @property
    def my_turn(self) -> bool:
        return self.to_move == self.seat and self.end is None

    def places_for(self, tile: Tile) -> list[TrainKey]:
        """The trains where this seat may lay ``tile`` now (its ghosts)."""
        return [a.train for a in self.legal if isinstance(a, TrainMove) and a.tile == tile]


class TrainDealError(ValueError):
    """A given deal that is not the set without the engine, in hands of the right size."""


def check_train_deal(rules: TrainRules, players: int, number: int,
                     hands: Sequence[Sequence[Tile]], boneyard: Sequence[Tile]) -> None:
    if len(hands) != players:
        raise TrainDealError(f"{len(hands)} hands dealt for {players} players")
    size = rules.hand_size_for(players)
    for seat, hand in enumerate(hands):
        if len(hand) != size:
            raise TrainDealError(f"seat {seat} was dealt {len(hand)} tiles, not {size}")
    engine = rules.engine_for(number)
    everything = [t for h in hands for t in h] + list(boneyard)
    expected = set(rules.tiles) - {engine}
    if len(everything) != len(expected) or set(everything) != expected:
        raise TrainDealError(f"the deal must hold every tile of the set but {engine} "
                             "exactly once")


STANDARD_HANDS: Mapping[int, Mapping[int, int]] = MappingProxyType({
    12: MappingProxyType({2: 15, 3: 15, 4: 15, 5: 12, 6: 12, 7: 10, 8: 10}),
    9: MappingProxyType({2: 10, 3: 10, 4: 10, 5: 8, 6: 8, 7: 6, 8: 6}),
})
"""Tiles each seat is dealt, by set and number of players (docs/GAMES.md)."""

__all__ = ["DRAW", "MEXICAN", "PASS", "STANDARD_HANDS", "STOP", "TrainAction",
           "TrainApplied", "TrainEnd", "TrainIllegal", "TrainMatch", "TrainNeed",
           "TrainRefusal", "TrainRound", "TrainRules", "TrainTurn", "TrainView",
           "deal_trains", "train_name"]
