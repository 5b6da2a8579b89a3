"""A rating of the player against the computer levels, and how much the deals helped.

**Ratings** are on the Elo scale: a side rated ``d`` points above another is expected to
win ``1 / (1 + 10 ** (-d / 400))`` of their matches. The computer levels hold fixed
ratings, measured by playing them against each other (:data:`LEVEL_RATINGS`, with how);
the player starts at :data:`START` and after every rated match moves by
``K * (result - expected)``, ``K`` being :data:`K_NEW` for the first :data:`SETTLING`
rated matches (so a new rating finds its place quickly) and :data:`K_SETTLED` after.

**Luck** is how much the deals helped the player's side, in points of the chance of
winning the match. Each round's deal is judged by the master's own rollouts, with every
hand known: from the scores at the start of the round, the round is played out many
times with the deal as dealt and again with the hands turned one seat (each side holding
what the other held, the lead going with its hand), every seat playing the master's
rollout policy. Half the difference of the two chances is that round's luck, and a
match's luck is the sum over its rounds. The luck-adjusted result is the result (1 for
a win, 0 for a loss) less the luck: a win on good deals counts for less than one.

A match **called off** at its game's round limit (nobody won: ``Match.called_off``) is
rated as Elo rates a draw, a result of :data:`CALLED_OFF_RESULT`.
It is an estimate, by few rollouts (:data:`LUCK_ROLLOUTS` a deal), the same random
choices on both sides of the comparison so their noise largely cancels.

``python -m dominoes_qt.ai.rating FILE...`` turns the ``--json`` output of
``python -m dominoes_qt simulate`` runs between neighbouring levels into the levels'
ratings with intervals.
"""

from __future__ import annotations

import itertools
import math
import random
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dominoes_qt import jsongate
from dominoes_qt.ai import master, plays
from dominoes_qt.ai.intervals import wilson
from dominoes_qt.ai.players import LEVELS
from dominoes_qt.ai.rollout import Rollout
from dominoes_qt.engine import Board, Match

SCALE = 400.0
"""Rating points for odds of ten to one."""
START = 1200.0
"""A new player's rating."""
K_NEW = 40.0
K_SETTLED = 20.0
SETTLING = 20
"""Rated matches played with :data:`K_NEW`."""
ANCHOR = ("beginner", 1000.0)
"""The level whose rating is fixed by definition; the others are measured from it."""
LUCK_ROLLOUTS = 24
CALLED_OFF_RESULT = 0.5
"""The result of a match called off at the round limit: neither side won, so it counts
as half a win, as a drawn game does in Elo's scheme."""


@dataclass(frozen=True)
class LevelRating:
    rating: float
    low: float
    high: float
    """The 95% interval."""


LEVEL_RATINGS: Mapping[str, LevelRating] = {
    "beginner": LevelRating(1000.0, 1000.0, 1000.0),
    "casual": LevelRating(1384.0, 1358.0, 1409.0),
    "skilled": LevelRating(1566.0, 1535.0, 1597.0),
    "expert": LevelRating(1683.0, 1636.0, 1731.0),
    "master": LevelRating(1714.0, 1637.0, 1791.0),
}
"""The levels' ratings as measured in Exact 61 Five Up with two players (2026-12-02; the
README gives the commands and the matches behind them); the other games use the same
figures. The master was measured at its 500 simulation rollouts, where it beat the expert
in 68 of 125 matches: not clearly stronger. At the table it thinks for 900 ms on every
core, several times the rollouts."""


def expected(rating: float, opponent: float) -> float:
    """The expected result (0..1) of a side rated ``rating`` against ``opponent``.

    >>> expected(1400, 1400)
    0.5
    >>> round(expected(1600, 1200), 3)
    0.909
    """
    return 1.0 / (1.0 + math.pow(10.0, (opponent - rating) / SCALE))


def k_factor(rated_before: int) -> float:
    """How far one match moves a rating, after ``rated_before`` rated matches."""
    return K_NEW if rated_before < SETTLING else K_SETTLED


def updated(rating: float, opponent: float, result: float, rated_before: int) -> float:
    """The rating after a match with ``result`` (1 won, 0 lost) against ``opponent``."""
    if not 0.0 <= result <= 1.0:
        raise ValueError(f"a result is from 0 to 1, not {result}")
    return rating + k_factor(rated_before) * (result - expected(rating, opponent))


def difference(share: float) -> float:
    """The rating difference that makes ``share`` (0 < share < 1) the expected result."""
    return SCALE * math.log10(share / (1.0 - share))


def level_rating(level: str) -> float:
    """A computer level's rating (an unknown level counts as the middle one)."""
    found = LEVEL_RATINGS.get(level)
    return (found or LEVEL_RATINGS[LEVELS[len(LEVELS) // 2]]).rating


# --- the levels' ratings from simulations ----------------------------------------------


@dataclass(frozen=True)
class PairResult:
    """One simulate run between two levels: ``stronger``'s share of the decided matches."""

    weaker: str
    stronger: str
    wins: int
    decided: int


def pair_of(summary: Mapping[str, Any]) -> PairResult:
    """A two-player ``simulate --json`` summary between two different levels."""
    rows = summary.get("levels")
    if not jsongate.same(summary.get("players"), 2) or not isinstance(rows, list) \
            or len(rows) != 2:
        raise ValueError("a run between two levels at a table of two is needed")
    (weak, strong) = sorted(rows, key=lambda r: LEVELS.index(r["level"]))
    matches, undecided, wins = summary["matches"], summary["undecided"], strong["wins"]
    if not (jsongate.is_int_in(matches, 0, 10**9) and jsongate.is_int_in(undecided, 0, matches)
            and jsongate.is_int_in(wins, 0, matches - undecided)):
        raise ValueError("the counts of matches and wins must be whole numbers")
    return PairResult(weak["level"], strong["level"], wins, matches - undecided)


def chain_ratings(pairs: Iterable[PairResult]) -> dict[str, LevelRating]:
    """Ratings from runs between neighbouring levels, counted up from :data:`ANCHOR`.

    Each step's difference comes from its share of wins (a share of 0 or 1 takes half a
    match more of each, so the step stays finite); its interval from Wilson's interval of
    the share, and intervals of successive steps add in quadrature (the runs are
    independent). Several runs of one pair count as one.
    """
    steps: dict[tuple[str, str], PairResult] = {}
    for p in pairs:
        # Runs of one pair (other seeds) count together.
        key = (p.weaker, p.stronger)
        had = steps.get(key)
        steps[key] = p if had is None else PairResult(p.weaker, p.stronger,
                                                      had.wins + p.wins,
                                                      had.decided + p.decided)
    name, value = ANCHOR
    out = {name: LevelRating(value, value, value)}
    low_var = high_var = 0.0
    for weaker, stronger in itertools.pairwise(LEVELS):
        step = steps.get((weaker, stronger))
        if step is None or weaker not in out:
            break
        n = max(step.decided, 1)
        wins = min(max(step.wins, 0), n)
        # All won or all lost: half a match more of each, so the step stays finite.
        share = wins / n if 0 < wins < n else (wins + 0.5) / (n + 1)
        low, high = wilson(wins, n)
        edge = 0.5 / (n + 1)
        low, high = min(max(low, edge), share), max(min(high, 1 - edge), share)
        gain = difference(share)
        low_var += (gain - difference(low)) ** 2
        high_var += (difference(high) - gain) ** 2
        value += gain
        out[stronger] = LevelRating(value, value - math.sqrt(low_var),
                                    value + math.sqrt(high_var))
    return out


# --- luck -------------------------------------------------------------------------------


def scores_before(match: Match, number: int) -> list[int]:
    """Each side's raw score when round ``number`` (1-based) was dealt."""
    scores = [0] * match.seating.num_sides
    for event in match.events:
        if event.round >= number:
            break
        scores[event.side] = event.score_after
    return scores


def _chance(match: Match, hands: Sequence[Sequence[Any]], deck: Sequence[Any], starter: int,
            scores: Sequence[int], side: int, seeds: Sequence[str]) -> float:
    rules, seating = match.rules, match.seating
    total = 0.0
    for seed in seeds:
        sim = Rollout(rules, seating, Board(rules.spinners, rules.double), hands, deck,
                      starter, starter, scores)
        master.run(sim, random.Random(seed))
        total += plays.value_of(sim, side)
    return total / len(seeds)


def round_luck(match: Match, number: int, side: int, rollouts: int = LUCK_ROLLOUTS,
               seed: int = 0) -> float:
    """How much round ``number``'s deal helped ``side``, in match win chance (-1..1)."""
    round_ = match.rounds[number - 1]
    players = match.num_players
    scores = scores_before(match, number)
    seeds = [f"luck|{seed}|{number}|{i}" for i in range(rollouts)]
    dealt = _chance(match, round_.dealt, round_.deck, round_.starter, scores, side, seeds)
    # Seat s takes the hand seat s + 1 held; the lead stays with its hand.
    turned = [round_.dealt[(s + 1) % players] for s in range(players)]
    swapped = _chance(match, turned, round_.deck, (round_.starter - 1) % players, scores,
                      side, seeds)
    return (dealt - swapped) / 2.0


def match_luck(match: Match, side: int, rollouts: int = LUCK_ROLLOUTS, seed: int = 0) -> float:
    """The sum of every round's luck for ``side`` (see the module notes)."""
    return sum(round_luck(match, n, side, rollouts, seed)
               for n in range(1, len(match.rounds) + 1))


def result_of(won: bool, called_off: bool = False) -> float:
    """A rated match's result: 1 won, 0 lost, :data:`CALLED_OFF_RESULT` called off."""
    if won and called_off:
        raise ValueError("a called-off match has no winner")
    if won:
        return 1.0
    return CALLED_OFF_RESULT if called_off else 0.0


def luck_adjusted(won: bool, luck: float, called_off: bool = False) -> float:
    """The result less the luck (see the module notes)."""
    return result_of(won, called_off) - luck


# --- the command ------------------------------------------------------------------------


def main(argv: Sequence[str]) -> int:
    if not argv:
        print("usage: python -m dominoes_qt.ai.rating SIMULATE-JSON...", file=sys.stderr)
        return 2
    pairs = []
    for name in argv:
        try:
            summary = jsongate.read_json(Path(name), jsongate.SMALL_LIMITS)
        except jsongate.GateError as exc:
            print(f"{name}: {exc}", file=sys.stderr)
            return 2
        try:
            if not isinstance(summary, dict):
                raise TypeError("not an object")
            pair = pair_of(summary)
        except (KeyError, TypeError, ValueError):
            print(f"{name}: not the --json summary of a two-level simulate run",
                  file=sys.stderr)
            return 2
        low, high = wilson(pair.wins, pair.decided)
        print(f"{pair.stronger} beat {pair.weaker} in {pair.wins} of {pair.decided} "
              f"({100 * pair.wins / max(pair.decided, 1):.1f}%, 95% {100 * low:.1f}-"
              f"{100 * high:.1f}%)")
        pairs.append(pair)
    for level, rated in chain_ratings(pairs).items():
        print(f"{level:<9} {rated.rating:7.0f}  [{rated.low:.0f}, {rated.high:.0f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
