"""The train table: a station with the round's engine double, a train for every seat and
the public (Mexican) train, markers, and the doubles still to satisfy.

This module is the table's model only: which tile lies where, what end each train leaves
open and which trains are open to all. Whose turn it is and what a seat may play is the
round's (:mod:`dominoes_qt.engine.trains`), which asks the rules object.

Public API (kept stable; a change is named in its commit message):

* :data:`MEXICAN`: the key of the public train (``None``); a seat's train is keyed by the
  seat number (0 to players - 1).
* :class:`TrainMove` ``(tile, train)``: lay ``tile`` at the open end of ``train``.
* :class:`Car` ``(tile, inner, outer)``: one tile on a train; ``inner`` is the number that
  touches the tile before it (or the station), ``outer`` the number it leaves open (a
  double's both are its number).
* :class:`Train`: ``owner`` (seat or :data:`MEXICAN`), ``cars``, ``marker`` (True while the
  owner's marker is on it: open to everyone), :attr:`Train.open_end`,
  :attr:`Train.last`, :attr:`Train.started`, :attr:`Train.public`.
* :class:`TrainBoard`: ``engine`` (the station's double), ``num_players``, ``trains``
  (seat 0's first, the Mexican train last), :meth:`TrainBoard.train`,
  :meth:`TrainBoard.keys`, :attr:`TrainBoard.open_doubles` (oldest first: each a
  :class:`OpenDouble` of the train it ends and who laid it), :attr:`TrainBoard.to_satisfy`
  (the oldest open double, the one that must be covered next), :meth:`TrainBoard.fits`,
  :meth:`TrainBoard.tiles`, :meth:`TrainBoard.copy`.

The board holds only what every seat sees, so a seat's view carries a copy of it whole.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from dominoes_qt.engine.tiles import Tile

TrainKey = int | None
"""A seat's number for its own train; :data:`MEXICAN` (None) for the public train."""
MEXICAN: TrainKey = None


def train_name(key: TrainKey) -> str:
    """The key as records and messages write it: the seat number, or ``"mexican"``."""
    return "mexican" if key is None else str(key)


class TrainMove(NamedTuple):
    """Lay ``tile`` at the open end of the train ``train``."""

    tile: Tile
    train: TrainKey

    def __str__(self) -> str:
        where = "the Mexican train" if self.train is None else f"train {self.train}"
        return f"{self.tile} on {where}"


class Car(NamedTuple):
    """One tile on a train, turned so that ``inner`` touches what comes before it."""

    tile: Tile
    inner: int
    outer: int


class OpenDouble(NamedTuple):
    """A double at the end of ``train`` that nobody has covered yet; ``layer`` laid it."""

    train: TrainKey
    tile: Tile
    layer: int


class Train:
    """One line of tiles growing from the station."""

    __slots__ = ("cars", "engine_value", "marker", "owner")

    def __init__(self, owner: TrainKey, engine_value: int) -> None:
        self.owner = owner
        self.engine_value = engine_value
        self.cars: list[Car] = []
        self.marker = False
        """The owner's marker is on the train: everyone may play on it. Always False for
        the Mexican train, which is open to everyone anyway (:attr:`public`)."""

    @property
    def public(self) -> bool:
        """Whether any seat may play here (the Mexican train, or a marked train)."""
        return self.owner is None or self.marker

    @property
    def started(self) -> bool:
        return bool(self.cars)

    @property
    def open_end(self) -> int:
        """The number a tile laid here must match (the engine's while the train is empty)."""
        return self.cars[-1].outer if self.cars else self.engine_value

    @property
    def last(self) -> Tile | None:
        return self.cars[-1].tile if self.cars else None

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return tuple(car.tile for car in self.cars)

    def copy(self) -> Train:
        other = Train(self.owner, self.engine_value)
        other.cars = list(self.cars)
        other.marker = self.marker
        return other

    def __repr__(self) -> str:
        cars = " ".join(str(c.tile) for c in self.cars)
        mark = " marked" if self.marker else ""
        return f"<Train {train_name(self.owner)}{mark}: {cars}>"


class TrainBoard:
    """The station and its trains (see the module's docstring for the API)."""

    __slots__ = ("engine", "num_players", "open_doubles", "trains")

    def __init__(self, engine: Tile, num_players: int) -> None:
        if not engine.is_double:
            raise ValueError(f"the station holds a double, not {engine}")
        self.engine = engine
        self.num_players = num_players
        self.trains: tuple[Train, ...] = (
            *(Train(seat, engine.a) for seat in range(num_players)), Train(MEXICAN, engine.a))
        self.open_doubles: list[OpenDouble] = []
        """Doubles laid and not yet covered, oldest first."""

    def copy(self) -> TrainBoard:
        other = TrainBoard.__new__(TrainBoard)
        other.engine = self.engine
        other.num_players = self.num_players
        other.trains = tuple(t.copy() for t in self.trains)
        other.open_doubles = list(self.open_doubles)
        return other

    def keys(self) -> tuple[TrainKey, ...]:
        """Every train's key in table order: seat 0's first, the Mexican train last."""
        return (*range(self.num_players), MEXICAN)

    def train(self, key: TrainKey) -> Train:
        return self.trains[self.num_players if key is None else key]

    @property
    def mexican(self) -> Train:
        return self.trains[-1]

    @property
    def to_satisfy(self) -> OpenDouble | None:
        """The double that must be covered before anything else, if any (the oldest)."""
        return self.open_doubles[0] if self.open_doubles else None

    def fits(self, tile: Tile, key: TrainKey) -> bool:
        """Whether ``tile`` matches the open end of train ``key`` (whoever may play there)."""
        return tile.has(self.train(key).open_end)

    def tiles(self) -> Iterator[Tile]:
        """The engine and every tile on a train."""
        yield self.engine
        for train in self.trains:
            for car in train.cars:
                yield car.tile

    def __len__(self) -> int:
        return 1 + sum(len(t.cars) for t in self.trains)

    def lay(self, move: TrainMove, seat: int) -> Car:
        """Put ``move``'s tile on its train (the caller checked it is allowed); covers the
        double it lies on, opens it if it is one. Returns the car laid."""
        train = self.train(move.train)
        end = train.open_end
        tile = move.tile
        if not tile.has(end):
            raise ValueError(f"{tile} does not match {end} on {train_name(move.train)}")
        car = Car(tile, end, tile.other(end))
        if self.open_doubles and train.cars and train.cars[-1].tile.is_double:
            self.open_doubles = [d for d in self.open_doubles if d.train != move.train]
        train.cars.append(car)
        if tile.is_double:
            self.open_doubles.append(OpenDouble(move.train, tile, seat))
        return car

    def __repr__(self) -> str:
        trains = "; ".join(repr(t) for t in self.trains)
        return f"<TrainBoard {self.engine} | {trains}>"
