"""Deals anyone can check: a seed committed to before the round, revealed after it.

Each round's deal (and the lot, when a lot picks the starter) comes from a 32-byte seed.
Before the first tile is laid the program publishes the seed's commitment, a SHA-256
hash; when the round ends it reveals the seed. Anyone can then hash the seed to see it
is the one committed to, and re-deal from it with the procedure below, which is stated
in ``docs/RECORD-v2.md`` so that it can be written again without this code:

* bytes: ``stream(label)`` is SHA-256 in counter mode, block ``i`` being
  ``SHA-256("dominoes-qt/stream" 0 variant 0 players 0 label 0 seed i)`` with ``i`` as
  8 bytes big-endian; it is read 8 bytes at a time as big-endian whole numbers;
* a number below ``m``: the next whole number ``u``, redrawn while
  ``u >= 2**64 - 2**64 % m``, then ``u % m`` (so every answer is equally likely);
* a shuffle: the 28 tiles in set order (``0|0, 0|1 ... 0|6, 1|1 ... 6|6``), then for
  ``i`` from 27 down to 1 swap places ``i`` and ``below(i + 1)`` (Fisher and Yates); a
  game with a bigger set deals from its own set the same way (55 or 91 tiles, ``i``
  from 54 or 90), while a lot always shuffles the 28 tiles of the double-six set.

The deal shuffles with label ``deal``: hand positions take consecutive runs of the hand
size, the rest is the boneyard in draw order. A lot shuffles afresh with label ``lot``
for each drawing (one stream for all drawings). ``turn`` moves every hand ``turn`` seats
(seat ``s`` holds position ``(s + turn) % players``), which "replay this deal" uses.

The commitment leaves the round number out on purpose, so a deal can be played again
in another match and still be checked against the same hash. Checking a whole record
against its commitments is :mod:`dominoes_qt.engine.verify`.
"""

from __future__ import annotations

import functools
import hashlib
import operator
import re
import struct
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from dominoes_qt.engine.rules import Rules
from dominoes_qt.engine.tiles import FULL_SET, Tile

SEED_BYTES = 32
DEAL_KEY = "deal"
"""A version 2 round's key for its :class:`DealProof`."""
COMMIT_TAG = b"dominoes-qt/commit"
STREAM_TAG = b"dominoes-qt/stream"
_HEX64 = re.compile(r"[0-9a-f]{64}")
_LIMIT = 2**64

SeedSource = Callable[[], bytes]
"""Gives a fresh 32-byte seed (``secrets.token_bytes`` in the window)."""


def _fields(variant: str, players: int, *rest: bytes) -> bytes:
    return b"\x00".join((variant.encode("utf-8"), str(players).encode("ascii"), *rest))


def commitment(variant: str, players: int, seed: bytes) -> str:
    """The published hash of ``seed`` for a deal of ``variant`` with ``players`` seats."""
    return hashlib.sha256(_commit_head(variant, players) + seed).hexdigest()


@functools.cache
def _commit_head(variant: str, players: int) -> bytes:
    """What a commitment hashes before its seed (made once per game and table size)."""
    return COMMIT_TAG + b"\x00" + _fields(variant, players, b"")


def _stream_prefix(variant: str, players: int, label: str, seed: bytes) -> bytes:
    return _stream_head(variant, players, label) + seed + b"\x00"


@functools.cache
def _stream_head(variant: str, players: int, label: str) -> bytes:
    """What a stream's prefix holds before its seed (made once: every deal asks)."""
    return STREAM_TAG + b"\x00" + _fields(variant, players, label.encode("ascii"), b"")


def stream(variant: str, players: int, label: str, seed: bytes) -> Iterator[int]:
    """Endless 64-bit whole numbers from SHA-256 in counter mode."""
    return _Numbers(_stream_prefix(variant, players, label, seed))


_SHUFFLE_DRAWS = len(FULL_SET) - 1
_BATCH = 7
"""Blocks hashed at a time: 28 numbers, enough for a shuffle's 27."""
_UNPACK_BATCH = struct.Struct(f">{4 * _BATCH}Q").unpack
_PLACES = tuple(range(_SHUFFLE_DRAWS, 0, -1))
"""The places a shuffle fills, in order; place ``i`` swaps with ``below(i + 1)``."""
_MODULI = tuple(i + 1 for i in _PLACES)
_SAFE = min(_LIMIT - _LIMIT % m for m in _MODULI)
"""Below this no shuffle's number is ever redrawn."""


_COUNTERS = tuple(block.to_bytes(8, "big") for block in range(4 * _BATCH))
"""The first blocks' numbers as hashed, made once: every deal and lot hashes them."""


def _counters(first: int) -> Sequence[bytes]:
    """The 8-byte numbers of the :data:`_BATCH` blocks from ``first``."""
    if first + _BATCH <= len(_COUNTERS):
        return _COUNTERS[first : first + _BATCH]
    return [block.to_bytes(8, "big") for block in range(first, first + _BATCH)]


def _hash_batch(prefixed: Any, first: int) -> tuple[int, ...]:
    """The numbers of the :data:`_BATCH` blocks from block ``first`` of the stream whose
    prefix is already hashed into ``prefixed`` (each block copies that state)."""
    copy = prefixed.copy
    digests = []
    for counter in _counters(first):
        state = copy()
        state.update(counter)
        digests.append(state.digest())
    return _UNPACK_BATCH(b"".join(digests))


class _Numbers:
    """The stream of :func:`stream`, hashed a batch of blocks at a time and kept for
    reading in bulk.

    A shuffle reads its 27 numbers as one slice; only when one of them comes near enough
    to 2**64 that it might have to be redrawn (odds about 1 in 10**16) does it go back
    and draw one at a time through :func:`below`.
    """

    __slots__ = ("_prefixed", "numbers", "read")

    def __init__(self, prefix: bytes) -> None:
        # Every block hashes the same prefix first: hash it once and copy the state.
        self._prefixed = hashlib.sha256(prefix)
        self.numbers: list[int] = []
        self.read = 0
        """How many numbers have been taken."""

    def ensure(self, count: int) -> None:
        """Hash blocks until ``count`` numbers past those read are at hand."""
        numbers = self.numbers
        while len(numbers) < self.read + count:
            numbers += _hash_batch(self._prefixed, len(numbers) // 4)

    def __iter__(self) -> Iterator[int]:
        return self

    def __next__(self) -> int:
        self.ensure(1)
        self.read += 1
        return self.numbers[self.read - 1]


def below(numbers: Iterator[int], m: int) -> int:
    """A whole number in ``0..m-1``, each equally likely (rejection, not a biased modulo)."""
    cut = _LIMIT - _LIMIT % m
    while True:
        u = next(numbers)
        if u < cut:
            return u % m


def shuffle(numbers: Iterator[int], of: Sequence[Tile] = FULL_SET) -> list[Tile]:
    """The tiles ``of`` a set (by default the 28) in a Fisher-Yates order drawn from
    ``numbers``."""
    tiles = list(of)
    for i in range(len(tiles) - 1, 0, -1):
        j = below(numbers, i + 1)
        tiles[i], tiles[j] = tiles[j], tiles[i]
    return tiles


def _shuffle_stream(numbers: _Numbers) -> list[Tile]:
    """:func:`shuffle` reading the stream in bulk: the same tiles from the same numbers."""
    start = numbers.read
    numbers.ensure(_SHUFFLE_DRAWS)
    drawn = numbers.numbers[start : start + _SHUFFLE_DRAWS]
    if max(drawn) >= _SAFE:
        # A number may have to be redrawn: go through :func:`below`, one draw at a time.
        return shuffle(numbers)
    numbers.read = start + _SHUFFLE_DRAWS
    return _swapped(drawn)


def _swapped(drawn: Sequence[int]) -> list[Tile]:
    """:func:`shuffle`'s tiles when none of the first 27 numbers of ``drawn`` needs
    redrawing (the caller has made sure)."""
    tiles = list(FULL_SET)
    for i, j in zip(_PLACES, map(operator.mod, drawn, _MODULI), strict=False):
        tiles[i], tiles[j] = tiles[j], tiles[i]
    return tiles


def _first_shuffle(prefix: bytes) -> tuple[list[Tile], _Numbers | None]:
    """The first shuffle of the stream of ``prefix``, and the stream itself only if the
    shuffle had to go through it one number at a time.

    Nearly always the shuffle reads the stream's first batch alone, hashed here without a
    stream to keep (deals and most lots need nothing more). The batch holds one number
    more than a shuffle reads: checking it too only sends a shuffle down the exact, slower
    way a little more often.
    """
    drawn = _hash_batch(hashlib.sha256(prefix), 0)
    if max(drawn) < _SAFE:
        return _swapped(drawn), None
    numbers = _Numbers(prefix)
    return _shuffle_stream(numbers), numbers


def seat_of(position: int, turn: int, players: int) -> int:
    """The seat that holds hand ``position`` when the deal is turned by ``turn``."""
    return (position - turn) % players


def fair_deal(rules: Rules, players: int, seed: bytes, turn: int = 0) -> tuple[
    tuple[tuple[Tile, ...], ...], tuple[Tile, ...]
]:
    """(hands by seat, boneyard in draw order) dealt from ``seed``."""
    prefix = _stream_prefix(rules.variant, players, "deal", seed)
    if rules.tiles is FULL_SET:
        tiles, _ = _first_shuffle(prefix)
    else:
        # A bigger set reads more numbers than a batch holds: the plain way, one at a time.
        tiles = shuffle(_Numbers(prefix), rules.tiles)
    size = rules.hand_size_for(players)
    hands = tuple(map(tuple, map(tiles.__getitem__, _hand_slices(players, size))))
    if turn:
        # Seat ``s`` holds position ``(s + turn) % players``.
        hands = hands[turn:] + hands[:turn]
    return hands, tuple(tiles[players * size :])


@functools.cache
def _hand_slices(players: int, size: int) -> tuple[slice, ...]:
    """Where each hand position's tiles lie in the shuffled set."""
    return tuple(slice(start, start + size) for start in range(0, players * size, size))


def fair_lot(variant: str, players: int, seed: bytes, turn: int = 0) -> tuple[
    int, tuple[tuple[tuple[int, Tile], ...], ...]
]:
    """(starting seat, each drawing's (seat, tile) pairs) of the lot drawn from ``seed``.

    Every position still in the lot takes the next tile of a fresh shuffle; the most pips
    leads; a tie draws again among the tied.
    """
    prefix = _stream_prefix(variant, players, "lot", seed)
    tiles, numbers = _first_shuffle(prefix)
    contenders = list(range(players))
    drawings: list[tuple[tuple[int, Tile], ...]] = []
    while True:
        drawing = tuple(zip(contenders, tiles, strict=False))
        drawings.append(tuple((seat_of(p, turn, players), t) for p, t in drawing) if turn
                        else drawing)
        # A tile is the pair of its halves, so its own sum is its pips.
        pips = list(map(sum, tiles[: len(contenders)]))
        best = max(pips)
        if pips.count(best) > 1:
            contenders = [p for p, n in zip(contenders, pips, strict=True) if n == best]
        else:
            contenders = [contenders[pips.index(best)]]
        if len(contenders) == 1:
            return seat_of(contenders[0], turn, players), tuple(drawings)
        if numbers is None:
            # A tie (one lot in ten): the stream goes on after the first drawing's numbers.
            numbers = _Numbers(prefix)
            numbers.read = _SHUFFLE_DRAWS
        tiles = _shuffle_stream(numbers)


@dataclass(frozen=True)
class DealProof:
    """A round's commitment, and its seed once known (None while the round is sealed)."""

    commitment: str
    seed: bytes | None = None
    turn: int = 0

    @classmethod
    def of(cls, variant: str, players: int, seed: bytes, turn: int = 0) -> DealProof:
        return cls(commitment(variant, players, seed), seed, turn)

    def to_json(self, reveal: bool) -> dict[str, Any]:
        """The record's ``deal`` object; the seed only when ``reveal`` (the round is over)."""
        out: dict[str, Any] = {"commitment": self.commitment}
        if reveal and self.seed is not None:
            out["seed"] = self.seed.hex()
        if self.turn:
            out["turn"] = self.turn
        return out

    def sealed(self) -> DealProof:
        """The same proof without its seed."""
        return DealProof(self.commitment, None, self.turn)


class SeedKeeper:
    """The seeds one dealer dealt from, by commitment, while their rounds may go on.

    A record written mid-round holds only the commitment, so a round taken back by undo,
    or reopened from a save, gets its seed from here to reveal it when it ends. There is
    no keeper for the whole program: whoever deals makes one and hands it to the matches
    it deals and the records it replays (the window has one for its run, and also keeps
    its seeds in a file of its own, ``storage.seals``, never in a record). A record
    replayed without a keeper reveals what it says and no more, in every process alike.

    A seed dealt here waits unhashed until somebody asks the keeper something: a dealer
    may deal many rounds whose commitments nobody reads.
    """

    LIMIT = 256
    _WAITING_LIMIT = 8 * LIMIT
    """Seeds left unhashed before the keeper catches up by itself (memory stays bounded)."""

    def __init__(self) -> None:
        self._seeds: dict[str, tuple[bytes, str, int]] = {}
        self._dealt: dict[str, None] = {}
        """The commitments dealt here (or carried over from a previous run), oldest first."""
        self._waiting: dict[tuple[bytes, str, int], None] = {}
        """Seeds dealt here and not yet hashed, oldest first (each once: the latest deal)."""
        # Records are replayed off the GUI thread too (the coach's review).
        self._lock = threading.Lock()

    def keep(self, proof: DealProof, variant: str, players: int, dealt: bool = False) -> bool:
        """Remember ``proof``'s seed, if it has one that really hashes to its commitment.

        ``dealt``: this program dealt from it, so it is one to carry over a restart.
        """
        if proof.seed is None or commitment(variant, players, proof.seed) != proof.commitment:
            return False
        with self._lock:
            self._catch_up()
            self._keep(proof.commitment, proof.seed, variant, players, dealt)
        return True

    def keep_dealt(self, seed: bytes, variant: str, players: int) -> None:
        """Remember a seed this program just dealt from (its commitment is worked out when
        the keeper is next asked)."""
        key = (seed, variant, players)
        with self._lock:
            waiting = self._waiting
            # Dealt again (a replayed deal): it becomes the newest.
            waiting.pop(key, None)
            waiting[key] = None
            if len(waiting) > self._WAITING_LIMIT:
                self._catch_up()

    def _catch_up(self) -> None:
        """Hash the waiting seeds into the keeper, as if each had been kept when dealt."""
        waiting = list(self._waiting)
        if not waiting:
            return
        self._waiting.clear()
        if len(waiting) >= self.LIMIT:
            # The newest LIMIT seeds, all different, would have pushed out everything
            # older: only they are hashed.
            self._seeds.clear()
            self._dealt.clear()
            waiting = waiting[-self.LIMIT :]
        for seed, variant, players in waiting:
            self._keep(commitment(variant, players, seed), seed, variant, players, True)

    def _keep(self, commitment: str, seed: bytes, variant: str, players: int,
              dealt: bool) -> None:
        """Keep one seed (the lock is held)."""
        self._seeds.pop(commitment, None)
        self._seeds[commitment] = (seed, variant, players)
        if dealt:
            self._dealt.pop(commitment, None)
            self._dealt[commitment] = None
        while len(self._seeds) > self.LIMIT:
            oldest = next(iter(self._seeds))
            del self._seeds[oldest]
            self._dealt.pop(oldest, None)

    def complete(self, proof: DealProof) -> DealProof:
        """``proof`` with its seed, if it lacks one and the seed is known here."""
        if proof.seed is not None:
            return proof
        with self._lock:
            self._catch_up()
            known = self._seeds.get(proof.commitment)
        return proof if known is None else DealProof(proof.commitment, known[0], proof.turn)

    def recent(self, count: int) -> list[tuple[str, bytes, str, int]]:
        """The last ``count`` seeds dealt: (commitment, seed, variant, players)."""
        with self._lock:
            self._catch_up()
            dealt = list(self._dealt)[-count:]
            return [(c, *self._seeds[c]) for c in dealt]


def parse_proof(doc: object, players: int) -> DealProof:
    """A record's ``deal`` object; raises ValueError saying what is wrong."""
    if not isinstance(doc, dict):
        raise ValueError("\"deal\" must be an object")
    value = doc.get("commitment")
    if not isinstance(value, str) or not _HEX64.fullmatch(value):
        raise ValueError("the deal's \"commitment\" must be 64 lowercase hexadecimal digits")
    seed: bytes | None = None
    if "seed" in doc:
        raw = doc["seed"]
        if not isinstance(raw, str) or not _HEX64.fullmatch(raw):
            raise ValueError("the deal's \"seed\" must be 64 lowercase hexadecimal digits")
        seed = bytes.fromhex(raw)
    turn = doc.get("turn", 0)
    if isinstance(turn, bool) or not isinstance(turn, int) or not 0 <= turn < players:
        raise ValueError(f"the deal's \"turn\" must be a whole number from 0 to {players - 1}")
    return DealProof(value, seed, turn)
