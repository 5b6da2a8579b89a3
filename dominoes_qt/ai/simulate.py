"""Computer-only matches, to measure how the levels compare and how long they think.

``python -m dominoes_qt simulate --variant VARIANT --players 2 --seats expert,casual
--matches 400 --seed 1 --jobs 2`` (``VARIANT``: any registered game's record name)

The ``--seats`` list names *entrants*. Seats rotate by one between matches (match ``i``
puts entrant ``(seat + i) % players`` in ``seat``), so over a run every entrant sits
everywhere equally often and nobody keeps the starting seat's advantage. With four
players in partnerships, entrants 0 and 2 always sit opposite each other and form one
partnership, entrants 1 and 3 the other; a ruleset of each for themselves at four
(``--rule partners=false``) gives every entrant a side of their own.

``--rule KEY=VALUE`` (repeatable) changes an option of the ``--variant`` preset
(:mod:`dominoes_qt.games.house`); ``dominoes-qt rules GAME`` lists them.

Head-to-head between two levels X and Y is the chance that one side of X wins rather
than one side of Y: ``(wX / a) / (wX / a + wY / b)`` where X holds ``a`` sides and Y
holds ``b``. For two players and for partnerships that is simply X's share of the
wins; for three players with one X against two Y, X beats a Y when it wins more than
a third of the matches. The interval is Wilson's (95%) on X's share of the wins,
carried through that formula (which only ever grows with the share).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dominoes_qt.ai.decisive import winning_move
from dominoes_qt.ai.intervals import percentile, wilson
from dominoes_qt.ai.players import (
    DEFAULT_BUDGET,
    LEVELS,
    MASTER_BUDGET,
    Budget,
    Player,
    make_player,
)
from dominoes_qt.ai.workers import task_pool
from dominoes_qt.engine import Match, Rules
from dominoes_qt.engine.options import OptionError, OptionValue
from dominoes_qt.games import GAMES, rules_of
from dominoes_qt.games.house import add_rule_argument, rules_from_args


@dataclass(frozen=True)
class Config:
    variant: str
    players: int
    seats: tuple[str, ...]
    seed: int
    iterations: int | None
    records: bool
    master_iterations: int | None = None
    options: tuple[tuple[str, OptionValue], ...] = ()
    """Every option's value when house rules apply (empty: the variant's own); kept as
    values, not a rules object, so that a worker process builds the same rules."""

    def rules(self) -> Rules:
        preset = GAMES[self.variant]
        return rules_of(preset.ruleset.game, dict(self.options)) if self.options else preset


@dataclass
class MatchResult:
    index: int
    winners: tuple[int, ...]
    """The entrants on the winning side (empty if called off)."""
    rounds: int
    times: dict[str, list[float]]
    """Seconds per decision that had a choice, by level."""
    record: str | None = None
    wins_offered: dict[str, int] = field(default_factory=dict)
    """Decisions, by level, where a play won the match for sure (:mod:`ai.decisive`)."""
    wins_taken: dict[str, int] = field(default_factory=dict)
    """Of those, the decisions where the level's action won the match."""


def entrant_at(seat: int, index: int, players: int) -> int:
    """The entrant that sits in ``seat`` in match ``index``."""
    return (seat + index) % players


def turns(match: Match) -> Iterator[int]:
    """The seat to move, each time one must, dealing rounds as they are needed, until the
    match is won or called off (at its game's ``round_limit``, the window's limit too).
    The caller applies the seat's action before asking for the next turn."""
    while not match.is_over:
        if match.needs_deal:
            match.deal_round()
            continue
        round_ = match.current
        assert round_ is not None
        yield round_.to_move


def play_match(config: Config, index: int) -> MatchResult:
    """Play one whole match of the run; its deals and players depend on seed and index."""
    rules = config.rules()
    n = config.players
    match = Match(rules, n, rng=random.Random(f"match|{config.seed}|{index}"))
    budget = Budget(iterations=config.iterations) if config.iterations else DEFAULT_BUDGET
    master_budget = (Budget(iterations=config.master_iterations) if config.master_iterations
                     else MASTER_BUDGET)
    entrants = [entrant_at(seat, index, n) for seat in range(n)]
    levels = [config.seats[e] for e in entrants]
    players: list[Player] = [
        make_player(level, seed=config.seed * 7919 + index * 31 + seat,
                    budget=master_budget if level == "master" else budget)
        for seat, level in enumerate(levels)
    ]
    times: dict[str, list[float]] = {level: [] for level in set(levels)}
    offered = dict.fromkeys(set(levels), 0)
    taken = dict.fromkeys(set(levels), 0)
    clock = time.perf_counter
    for seat in turns(match):
        view = match.view_for(seat)
        choice = len(view.legal_actions()) > 1
        start = clock()
        action = players[seat].choose(view)
        elapsed = clock() - start
        if choice:
            times[levels[seat]].append(elapsed)
        sure = winning_move(view) is not None
        match.apply(action, seat)
        if sure:
            offered[levels[seat]] += 1
            taken[levels[seat]] += match.winner == match.seating.side_of(seat)
    winners: tuple[int, ...] = ()
    if match.winner is not None:
        winners = tuple(entrants[s] for s in match.seating.sides[match.winner])
    record = None
    if config.records:
        from dominoes_qt.engine.record import record_of

        names = [
            {"name": f"Computer {seat + 1}", "kind": "ai", "level": level}
            for seat, level in enumerate(levels)
        ]
        record = record_of(match, names, {"simulation": {"seed": config.seed,
                                                          "match": index}}).dumps()
    return MatchResult(index, winners, len(match.rounds), times, record, offered, taken)


def _play(job: tuple[Config, int]) -> MatchResult:
    return play_match(*job)


def run(config: Config, matches: int, jobs: int = 1) -> Iterator[MatchResult]:
    """Every match of the run, in order of index (``jobs`` processes play them)."""
    work = [(config, i) for i in range(matches)]
    if jobs <= 1 or matches <= 1:
        for job in work:
            yield _play(job)
        return
    with task_pool(jobs) as pool:
        yield from pool.imap(_play, work, chunksize=1)


@dataclass
class Tally:
    config: Config
    matches: int = 0
    undecided: int = 0
    rounds: int = 0
    entrant_wins: list[int] = field(default_factory=list)
    times: dict[str, list[float]] = field(default_factory=dict)
    longest: int = 0
    """The most rounds any match took."""
    wins_offered: dict[str, int] = field(default_factory=dict)
    wins_taken: dict[str, int] = field(default_factory=dict)

    def add(self, result: MatchResult) -> None:
        self.matches += 1
        self.rounds += result.rounds
        self.longest = max(self.longest, result.rounds)
        for level, count in result.wins_offered.items():
            self.wins_offered[level] = self.wins_offered.get(level, 0) + count
        for level, count in result.wins_taken.items():
            self.wins_taken[level] = self.wins_taken.get(level, 0) + count
        if not result.winners:
            self.undecided += 1
        for e in result.winners:
            self.entrant_wins[e] += 1
        for level, values in result.times.items():
            self.times.setdefault(level, []).extend(values)


def sides_of_entrants(rules: Rules, players: int) -> tuple[tuple[int, ...], ...]:
    """Entrants that share a side: the ruleset's sides of seats, since the seats rotate by
    one each match and partners' seats differ by two (entrants 0 and 2 stay partners)."""
    return rules.seating(players).sides


def summarize(tally: Tally, seconds: float) -> dict[str, Any]:
    """The run's figures as a JSON-ready dict."""
    config = tally.config
    decided = tally.matches - tally.undecided
    rules = config.rules()
    sides = sides_of_entrants(rules, config.players)
    side_rows = []
    side_wins: list[int] = []
    for number, members in enumerate(sides):
        wins = tally.entrant_wins[members[0]]
        side_wins.append(wins)
        low, high = wilson(wins, decided)
        side_rows.append({
            "side": number,
            "entrants": list(members),
            "levels": [config.seats[e] for e in members],
            "wins": wins,
            "rate": wins / decided if decided else 0.0,
            "ci95": [low, high],
        })
    levels = [level for level in LEVELS if level in config.seats] + sorted(
        {lv for lv in config.seats if lv not in LEVELS})
    level_rows = []
    level_sides: dict[str, int] = {}
    level_wins: dict[str, int] = {}
    for level in levels:
        held = [i for i, members in enumerate(sides) if config.seats[members[0]] == level
                or any(config.seats[e] == level for e in members)]
        wins = sum(side_wins[i] for i in held)
        level_sides[level] = len(held)
        level_wins[level] = wins
        low, high = wilson(wins, decided)
        times = tally.times.get(level, [])
        level_rows.append({
            "level": level,
            "sides": len(held),
            "wins": wins,
            "rate": wins / decided if decided else 0.0,
            "ci95": [low, high],
            "fair_share": len(held) / len(sides),
            "decisions": len(times),
            "mean_ms": 1000 * sum(times) / len(times) if times else 0.0,
            "sure_wins_offered": tally.wins_offered.get(level, 0),
            "sure_wins_taken": tally.wins_taken.get(level, 0),
            "p95_ms": 1000 * percentile(times, 0.95),
        })
    head_to_head = None
    if len(levels) == 2:
        weak, strong = levels
        a, b = level_sides[strong], level_sides[weak]

        def carried(p: float) -> float:
            return (p / a) / (p / a + (1 - p) / b) if p > 0 else 0.0

        wins = level_wins[strong]
        share = wins / decided if decided else 0.0
        low, high = wilson(wins, decided)
        head_to_head = {
            "level": strong,
            "against": weak,
            "rate": carried(share),
            "ci95": [carried(low), carried(high)],
        }
    return {
        "variant": rules.variant,
        "ruleset": rules.ruleset.to_json(),
        "players": config.players,
        "seats": list(config.seats),
        "seed": config.seed,
        "iterations": config.iterations or DEFAULT_BUDGET.iterations,
        "master_iterations": config.master_iterations or MASTER_BUDGET.iterations,
        "matches": tally.matches,
        "undecided": tally.undecided,
        "sides": side_rows,
        "levels": level_rows,
        "head_to_head": head_to_head,
        "mean_rounds": tally.rounds / tally.matches if tally.matches else 0.0,
        "longest_rounds": tally.longest,
        "seconds": seconds,
        "matches_per_second": tally.matches / seconds if seconds > 0 else 0.0,
    }


def format_summary(summary: dict[str, Any]) -> str:
    def pct(x: float) -> str:
        return f"{100 * x:5.1f}%"

    rules = rules_of(summary["ruleset"]["game"], summary["ruleset"]["options"])
    lines = [
        f"{rules.title} ({rules.variant}), {summary['players']} players, entrants "
        f"{','.join(summary['seats'])} (seats rotate every match), {summary['matches']} "
        f"matches, seed {summary['seed']}, expert iterations {summary['iterations']}, "
        f"master iterations {summary['master_iterations']}",
        "",
        "match wins per side (95% interval):",
    ]
    for row in summary["sides"]:
        members = "+".join(f"{e}:{lv}" for e, lv in zip(row["entrants"], row["levels"],
                                                         strict=True))
        low, high = row["ci95"]
        lines.append(f"  side {row['side']} ({members}): {row['wins']:5d}  {pct(row['rate'])}"
                     f"  [{pct(low)}, {pct(high)}]")
    lines.append("match wins per level (95% interval; fair share in parentheses):")
    for row in summary["levels"]:
        low, high = row["ci95"]
        lines.append(f"  {row['level']:<9} {row['wins']:5d}  {pct(row['rate'])}"
                     f"  [{pct(low)}, {pct(high)}]  ({pct(row['fair_share'])})")
    h2h = summary["head_to_head"]
    if h2h is not None:
        low, high = h2h["ci95"]
        lines.append(f"head-to-head {h2h['level']} vs {h2h['against']}: {pct(h2h['rate'])}"
                     f"  [{pct(low)}, {pct(high)}]")
    if summary["undecided"]:
        limit = rules.round_limit
        lines.append(f"undecided (called off after {limit} rounds): {summary['undecided']}")
    lines.append(f"mean rounds per match: {summary['mean_rounds']:.2f} (longest "
                 f"{summary['longest_rounds']})")
    lines.append("sure match wins taken (of those on offer):")
    for row in summary["levels"]:
        lines.append(f"  {row['level']:<9} {row['sure_wins_taken']} of "
                     f"{row['sure_wins_offered']}")
    lines.append("decision time per level (decisions with a choice):")
    for row in summary["levels"]:
        lines.append(f"  {row['level']:<9} mean {row['mean_ms']:8.2f} ms   p95 "
                     f"{row['p95_ms']:8.2f} ms   ({row['decisions']} decisions)")
    lines.append(f"matches per second: {summary['matches_per_second']:.3f} "
                 f"({summary['seconds']:.1f} s)")
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dominoes-qt simulate",
        description="Play computer-only matches and report wins, rounds and thinking time.",
    )
    parser.add_argument("--variant", choices=sorted(GAMES), required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seats", required=True,
                        help=f"one level per seat, comma separated ({', '.join(LEVELS)})")
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes to play in")
    parser.add_argument("--iterations", type=int, default=None,
                        help="expert rollouts per decision "
                        f"(default {DEFAULT_BUDGET.iterations})")
    parser.add_argument("--master-iterations", type=int, default=None,
                        help="master rollouts per decision "
                        f"(default {MASTER_BUDGET.iterations})")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--save-records", type=Path, default=None, metavar="DIR",
                        help="write every match as a game record in DIR")
    add_rule_argument(parser)
    return parser


def main(argv: list[str]) -> int:
    if _names_train_game(argv):
        from dominoes_qt.ai.train_simulate import main as train_main

        return train_main(argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        rules = rules_from_args(args.variant, args)
    except OptionError as exc:
        print(f"{parser.prog}: {exc}", file=sys.stderr)
        return 2
    seats = tuple(s.strip() for s in args.seats.split(","))
    if args.players not in rules.player_counts:
        parser.error(f"{rules.title} is played by "
                     f"{' or '.join(str(n) for n in rules.player_counts)} players")
    if len(seats) != args.players:
        parser.error(f"--seats names {len(seats)} levels for {args.players} players")
    unknown = [s for s in seats if s not in LEVELS]
    if unknown:
        parser.error(f"unknown level {unknown[0]!r} (levels: {', '.join(LEVELS)})")
    if args.matches < 1 or args.jobs < 1:
        parser.error("--matches and --jobs must be at least 1")
    if args.save_records is not None:
        args.save_records.mkdir(parents=True, exist_ok=True)
    config = Config(args.variant, args.players, seats, args.seed, args.iterations,
                    args.save_records is not None, args.master_iterations,
                    rules.ruleset.values)
    tally = Tally(config, entrant_wins=[0] * args.players)
    start = time.perf_counter()
    for result in run(config, args.matches, args.jobs):
        tally.add(result)
        if result.record is not None and args.save_records is not None:
            path = args.save_records / f"match-{result.index + 1:05d}.json"
            path.write_text(result.record, encoding="utf-8")
    summary = summarize(tally, time.perf_counter() - start)
    if args.json:
        print(json.dumps(summary))
    else:
        print(format_summary(summary))
    sys.stdout.flush()
    return 0


def _names_train_game(argv: list[str]) -> bool:
    """Whether ``--variant`` names a train game (played by :mod:`ai.train_simulate`)."""
    from dominoes_qt.games import TRAIN_GAMES

    for i, arg in enumerate(argv):
        if arg == "--variant" and i + 1 < len(argv):
            return argv[i + 1] in TRAIN_GAMES
        if arg.startswith("--variant="):
            return arg.partition("=")[2] in TRAIN_GAMES
    return False


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
