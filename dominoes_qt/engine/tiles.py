"""Tiles of the double-six set, and of the bigger sets (double-nine, double-twelve)."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import chain
from typing import NamedTuple


class Tile(NamedTuple):
    """One domino ``[a|b]`` with ``a <= b``.

    Every tile of the set is unique, so a tile also names its place on the table.

    >>> Tile(1, 4).pips
    5
    >>> str(Tile(1, 4))
    '1|4'
    """

    a: int
    b: int

    @property
    def pips(self) -> int:
        return self.a + self.b

    @property
    def is_double(self) -> bool:
        return self.a == self.b

    def has(self, value: int) -> bool:
        return self.a == value or self.b == value

    def other(self, value: int) -> int:
        """The half that remains free when the tile joins by ``value``."""
        return self.b if self.a == value else self.a

    def __str__(self) -> str:
        return f"{self.a}|{self.b}"

    def bracketed(self) -> str:
        return f"[{self.a}|{self.b}]"


FULL_SET: tuple[Tile, ...] = tuple(Tile(a, b) for a in range(7) for b in range(a, 7))
"""The 28 tiles, ``[0|0]`` first, ``[6|6]`` last."""


def double_set(highest: int) -> tuple[Tile, ...]:
    """The tiles of the double-``highest`` set in set order."""
    return tuple(Tile(a, b) for a in range(highest + 1) for b in range(a, highest + 1))


SETS: dict[int, tuple[Tile, ...]] = {6: FULL_SET, 9: double_set(9), 12: double_set(12)}
"""Every set a game may use, by its highest double."""
HIGHEST = max(SETS)
"""The most pips on one half of any set's tiles."""
NUMBERS = HIGHEST + 1
"""How many numbers (0 to :data:`HIGHEST`) a half can show, in any set: tables by number
are this long, whatever the game's set."""
ALL_TILES = SETS[HIGHEST]
"""Every tile of every set, in set order (the double-six set's tiles keep their order)."""
SET_NAMES = {6: "double-six", 9: "double-nine", 12: "double-twelve"}

_BY_HALVES: dict[tuple[int, int], Tile] = {}
for _tile in ALL_TILES:
    _BY_HALVES[(_tile.a, _tile.b)] = _tile
    _BY_HALVES[(_tile.b, _tile.a)] = _tile


def tile(a: int, b: int) -> Tile:
    """The tile with halves ``a`` and ``b`` in either order (of the biggest set: whether a
    game's set holds it is the game's to say).

    >>> tile(4, 1)
    Tile(a=1, b=4)
    """
    try:
        return _BY_HALVES[(a, b)]
    except KeyError:
        raise ValueError(f"no tile {a}|{b} in a {SET_NAMES[HIGHEST]} set") from None


def parse_tile(text: str) -> Tile:
    """Read ``"a|b"`` (either order, optional brackets) into a tile.

    >>> parse_tile("4|1")
    Tile(a=1, b=4)
    """
    if not isinstance(text, str):
        raise ValueError(f"a tile must be a string like \"1|4\", not {text!r}")
    body = text.strip().removeprefix("[").removesuffix("]")
    halves = body.split("|")
    if len(halves) != 2 or not all(h.strip().isdigit() for h in halves):
        raise ValueError(f"{text!r} is not a tile; tiles are written like \"1|4\"")
    return tile(int(halves[0]), int(halves[1]))


def pip_total(tiles: Iterable[Tile]) -> int:
    """The pips of a collection of tiles."""
    # A tile is the pair of its halves: all the halves in a row add up to the pips.
    return sum(chain.from_iterable(tiles))
