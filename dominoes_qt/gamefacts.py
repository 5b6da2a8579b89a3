"""Facts about a game worked out from its rules object alone, for whoever explains or shows
it: the general rules-book pages, the words of the window, the score views.

Nothing here knows a game. Every figure comes from asking the rules object: its hand sizes,
its scoring table (:attr:`~dominoes_qt.engine.rules.Rules.points_by_end_sum`), its own
settlements worked out on example hands, and :meth:`~dominoes_qt.engine.rules.Rules.judge`
for what the target does to a score. Pure Python, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from math import gcd

from dominoes_qt.engine import (
    EventKind,
    PlayParts,
    Reaching,
    RoundEnd,
    Rules,
    Spinners,
    Tile,
    parse_tile,
)
from dominoes_qt.engine.events import ProposedEvent

DOUBLE_ENDS = (12, 10, 8, 6, 4, 2, 0)
"""What each double adds at the end of its line (each double exists once)."""
PLAIN_END = 6
"""The most an ordinary tile's open end adds."""
OPEN_ENDS = {Spinners.NONE: 2, Spinners.FIRST_DOUBLE: 4, Spinners.EVERY_DOUBLE: 6}
"""How many open ends a scoring table reckons with: a line has two, one spinner makes
four; with every double spinning more are possible, but six already cover the sums met in
play."""

DOMINO_PIPS = {2: (0, 9), 3: (0, 9, 8), 4: (0, 9, 4, 8)}
"""The pips left in each hand of the worked example of a domino (seat 0 went out)."""
BLOCK_HANDS = ("1|4", "6|6", "3|4", "4|6 4|4 0|2")
"""The hands of the worked example of a blocked round (the first n for n players)."""


_PROBE_STRIDE = 5
"""How far apart in the set the probing hands' tiles lie (any step prime to 28 reaches
every tile)."""


def shows_fewer_points(rules: Rules) -> bool:
    """Whether the game shows fewer points than it counts (Five Up shows raw / 5)."""
    return raw_per_point(rules) != 1


def raw_per_point(rules: Rules) -> int:
    """Raw points per point the game shows."""
    return rules.display_divisor


def shown(rules: Rules, raw: float) -> float:
    """A raw amount (an average too) in the units the game shows."""
    return raw / raw_per_point(rules)


def max_end_sum(rules: Rules) -> int:
    """The largest end sum a scoring table lists for this game's spinners: the largest
    doubles first, then plain sixes, on as many open ends as :data:`OPEN_ENDS` says."""
    ends = OPEN_ENDS.get(rules.spinners, 6)
    values = sorted((*DOUBLE_ENDS, *(PLAIN_END,) * ends), reverse=True)
    return sum(values[:ends])


def scoring_rows(rules: Rules) -> tuple[tuple[int, int], ...]:
    """(end sum, raw points) of every end sum up to :func:`max_end_sum` that scores."""
    top = max_end_sum(rules)
    return tuple((s, p) for s, p in enumerate(rules.points_by_end_sum[: top + 1]) if p)


def smallest_play_score(rules: Rules) -> int:
    """The fewest raw points a scoring play makes (0 when no play ever scores)."""
    scored = [p for p in rules.points_by_end_sum if p > 0]
    return min(scored) if scored else 0


def dealt(rules: Rules) -> tuple[tuple[int, int, int], ...]:
    """(players, tiles dealt to each, tiles left over) for each player count."""
    out = []
    for n in rules.player_counts:
        each = rules.hand_size_for(n)
        out.append((n, each, len(rules.tiles) - n * each))
    return tuple(out)


def leader_after_domino(rules: Rules) -> bool:
    """Whether the player who went out leads the next round (else a lot decides)."""
    # Seat 1 led and went out: a lead that passes on would go to another seat.
    seating = rules.seating(max(rules.player_counts))
    return rules.next_leader(seating, RoundEnd.DOMINO, 1, 1) == 1


def leader_after_block(rules: Rules) -> int | None:
    """Who leads after a blocked round that seat 0 led, when the rules say (None: a lot
    decides)."""
    seating = rules.seating(max(rules.player_counts))
    return rules.next_leader(seating, RoundEnd.BLOCK, None, 0)


def lead_passes_left(rules: Rules) -> bool:
    """Whether every round is led by the player after the last round's leader, however
    that round ended."""
    for players in rules.player_counts:
        seating = rules.seating(players)
        for starter in range(players):
            after = seating.clockwise_from(starter)[1]
            if rules.next_leader(seating, RoundEnd.DOMINO, starter, starter) != after or \
                    rules.next_leader(seating, RoundEnd.BLOCK, None, starter) != after:
                return False
    return True


def _hands(texts: tuple[str, ...]) -> list[list[Tile]]:
    return [[parse_tile(t) for t in text.split()] for text in texts]


@dataclass(frozen=True)
class Settlement:
    """A round's end worked out by the game's own settlement on example hands."""

    players: int
    pips: tuple[int, ...]
    """The pips left in each seat's hand."""
    finisher: int | None
    """The seat that went out; None for a blocked round."""
    events: tuple[ProposedEvent, ...]


def example_players(rules: Rules) -> int:
    """The player count of the worked examples: four when the game has partnerships."""
    counts = [n for n in rules.player_counts if n in DOMINO_PIPS]
    return max(counts) if counts else max(rules.player_counts)


@cache
def domino_example(rules: Rules) -> Settlement:
    """Seat 0 lays its last tile (a tile that scores nothing); the others hold
    :data:`DOMINO_PIPS`."""
    n = example_players(rules)
    pips = DOMINO_PIPS.get(n, (0, *(9,) * (n - 1)))
    events = rules.settle_domino_pips(rules.seating(n), pips, 0, PlayParts((), 0, 0))
    return Settlement(n, pips, 0, tuple(events))


@cache
def block_example(rules: Rules) -> Settlement:
    """A blocked round with the hands of :data:`BLOCK_HANDS`, seat 0 having started."""
    n = example_players(rules)
    held = _hands(BLOCK_HANDS[:n]) if n <= len(BLOCK_HANDS) else _hands(("1|4",) * n)
    events = rules.settle_block(rules.seating(n), held, 0)
    return Settlement(n, tuple(sum(t.pips for t in h) for h in held), None, tuple(events))


@dataclass(frozen=True)
class Judged:
    """A gain judged by the rules against a side's score near the target."""

    gain: int
    accepted: bool
    wins: bool


@dataclass(frozen=True)
class TargetExample:
    """Two gains judged near the target: one that passes it, one that lands on it."""

    score: int
    """A side's raw score before the gain."""
    gains: tuple[Judged, Judged]


@cache
def target_example(rules: Rules) -> TargetExample:
    """A side two steps short of the target gains three steps, or two."""
    step = score_step(rules)
    score = rules.target - 2 * step
    gains = []
    for raw in (3 * step, 2 * step):
        event = ProposedEvent(EventKind.PLAY, 0, 0, raw, PlayParts((), 0, raw))
        gains.append(Judged(raw, *rules.judge(score, event)))
    return TargetExample(score, (gains[0], gains[1]))


@cache
def score_step(rules: Rules) -> int:
    """The smallest step a side's score moves by: the greatest common divisor of what the
    game's plays score and of what its settlements give on a range of example hands.

    A score view with one hole per step shows every score this game can reach."""
    step = 0
    for points in rules.points_by_end_sum:
        step = gcd(step, points)
    singles = [Tile(a, b) for a in range(7) for b in range(a, 7)]
    for n in rules.player_counts:
        seating = rules.seating(n)
        for value in range(1, 13):
            for pips in ((0, *(value,) * (n - 1)), (0, value, *(0,) * (n - 2))):
                for event in rules.settle_domino_pips(seating, pips, 0, PlayParts((), 0, 0)):
                    step = gcd(step, event.raw)
        for first in range(len(singles)):
            held = [[singles[(first + _PROBE_STRIDE * k) % len(singles)]] for k in range(n)]
            for event in rules.settle_block(seating, held, 0):
                step = gcd(step, event.raw)
    return step or 1


def reaches_exactly(rules: Rules) -> bool:
    return rules.reaching is Reaching.EXACTLY


__all__ = [
    "Judged",
    "Settlement",
    "TargetExample",
    "block_example",
    "dealt",
    "domino_example",
    "example_players",
    "lead_passes_left",
    "leader_after_block",
    "leader_after_domino",
    "max_end_sum",
    "raw_per_point",
    "reaches_exactly",
    "score_step",
    "scoring_rows",
    "shown",
    "shows_fewer_points",
    "smallest_play_score",
    "target_example",
]
