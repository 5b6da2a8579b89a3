"""The sampler's deals follow the exact posterior in every configuration, draws included.

The exact posterior is worked out here by brute force from the rules alone: every deal
of the 28 tiles was equally likely, so a way the hidden tiles lie now is as likely as the
number of deals that lead to it. For each other seat that is the number of ways its tiles
(those it holds now and those it laid) could have been its dealt hand and, in order, its
draws, such that replaying its part of the history never has it draw or pass while
holding a tile that fits, nor lay a tile it did not hold. Seats' counts multiply (their
draws took different places of the boneyard), and the boneyard's order is free.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import defaultdict
from collections.abc import Iterator, Sequence

import pytest

from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.sampler import Sampler
from dominoes_qt.engine import Drew, Passed, Played, SeatView, Tile
from tests.ai.positions import random_positions

TOLERANCE = 0.02
DRAWS = 10000


def _events(view: SeatView, seat: int) -> list[Played | Drew | Passed]:
    return [e for e in view.history if e.seat == seat]


def _ways(events: Sequence[Played | Drew | Passed], tiles: frozenset[Tile]) -> int:
    """How many (dealt hand, ordered draws) of ``tiles`` replay ``events`` faithfully."""
    draws = sum(isinstance(e, Drew) for e in events)
    count = 0
    for drawn in itertools.permutations(sorted(tiles), draws):
        hand = set(tiles) - set(drawn)
        queue = list(drawn)
        ok = True
        for e in events:
            if isinstance(e, Played):
                if e.move.tile not in hand:
                    ok = False
                    break
                hand.remove(e.move.tile)
                continue
            if any(t.a in e.open_values or t.b in e.open_values for t in hand):
                ok = False
                break
            if isinstance(e, Drew):
                hand.add(queue.pop(0))
        count += ok
    return count


def _splits(unseen: list[Tile], sizes: list[int]) -> Iterator[list[tuple[Tile, ...]]]:
    if not sizes:
        yield []
        return
    for first in itertools.combinations(unseen, sizes[0]):
        rest = [t for t in unseen if t not in first]
        for more in _splits(rest, sizes[1:]):
            yield [first, *more]


def exact_posterior(view: SeatView) -> dict[tuple[int, Tile], float]:
    """The chance of each (seat, tile) over every deal the history allows."""
    seats = [s for s in range(view.seating.num_players) if s != view.seat]
    unseen = sorted(view.unseen)
    events = {s: _events(view, s) for s in seats}
    laid = {s: frozenset(e.move.tile for e in events[s] if isinstance(e, Played))
            for s in seats}
    cache: dict[tuple[int, tuple[Tile, ...]], int] = {}

    def ways(seat: int, hand: tuple[Tile, ...]) -> int:
        key = (seat, hand)
        if key not in cache:
            cache[key] = _ways(events[seat], laid[seat] | frozenset(hand))
        return cache[key]

    weights: defaultdict[tuple[int, Tile], float] = defaultdict(float)
    total = 0.0
    for hands in _splits(unseen, [view.hand_counts[s] for s in seats]):
        w = 1.0
        for s, hand in zip(seats, hands, strict=True):
            w *= ways(s, hand)
            if not w:
                break
        if not w:
            continue
        total += w
        for s, hand in zip(seats, hands, strict=True):
            for t in hand:
                weights[(s, t)] += w
    return {k: v / total for k, v in weights.items()}


def _cost(view: SeatView) -> float:
    """About how many replays :func:`exact_posterior` needs."""
    seats = [s for s in range(view.seating.num_players) if s != view.seat]
    unseen = len(view.unseen)
    splits = 1.0
    left = unseen
    for s in seats:
        splits *= math.comb(left, view.hand_counts[s])
        left -= view.hand_counts[s]
    replays = 0.0
    for s in seats:
        events = _events(view, s)
        draws = sum(isinstance(e, Drew) for e in events)
        held = view.hand_counts[s] + sum(isinstance(e, Played) for e in events)
        replays += math.comb(unseen, view.hand_counts[s]) * math.perm(held, draws)
    return splits + replays


def _arrival_matters(view: SeatView) -> bool:
    """Whether some hands come about in more ways than their fillings of the slots count
    (another seat drew on different turns): the case the sampler must weigh."""
    sampler = Sampler(Knowledge(view), evidence=False)
    rng = random.Random(0)
    return len({sampler.weight(sampler.sample(rng)[1]) for _ in range(40)}) > 1


def informative_positions(variant: str, players: int, count: int,
                          cap: float = 40000) -> list[SeatView]:
    """Positions small enough to work out exactly where another seat drew or passed, and
    where the game draws, where how the tiles arrived matters."""
    found = []
    for seed in range(60, 90):
        for _, view in random_positions(variant, players, seed=seed, count=200):
            shown = {e.seat for e in view.history if isinstance(e, (Drew, Passed))}
            if not shown - {view.seat} or _cost(view) > cap:
                continue
            drew = any(isinstance(e, Drew) for e in view.history)
            if drew and not _arrival_matters(view):
                continue
            found.append(view)
            if len(found) == count:
                return found
    raise AssertionError(f"only {len(found)} positions found")


def sampled_posterior(view: SeatView, draws: int = DRAWS,
                      seed: int = 3) -> dict[tuple[int, Tile], float]:
    sampler = Sampler(Knowledge(view), evidence=False)
    rng = random.Random(seed)
    seen: defaultdict[tuple[int, Tile], float] = defaultdict(float)
    total = 0.0
    for _ in range(draws):
        deal, tiles = sampler.sample(rng)
        w = sampler.weight(tiles)
        total += w
        for seat, hand in enumerate(deal.hands):
            if seat != view.seat:
                for t in hand:
                    seen[(seat, t)] += w
    return {k: v / total for k, v in seen.items()}


LONG = pytest.mark.slow
"""The long run checks more positions of each configuration."""


@pytest.mark.parametrize(("variant", "players", "count"),
                         [("five-up-61", 2, 2), ("five-up-61", 3, 1), ("five-up-61", 4, 1),
                          ("seven-rocks", 4, 1),
                          pytest.param("five-up-61", 2, 6, marks=LONG),
                          pytest.param("five-up-61", 3, 4, marks=LONG),
                          pytest.param("five-up-61", 4, 3, marks=LONG)])
def test_sampled_tile_chances_match_the_exact_posterior(variant, players, count):
    for view in informative_positions(variant, players, count):
        exact = exact_posterior(view)
        seen = sampled_posterior(view)
        worst = max(abs(seen.get(k, 0.0) - exact.get(k, 0.0)) for k in set(exact) | set(seen))
        assert worst < TOLERANCE, (worst, view.history)
