"""Computer-only matches of a train game (``simulate --variant mexican-train``).

``python -m dominoes_qt simulate --variant mexican-train --players 4 --seats
skilled,casual,casual,casual --matches 20 --seed 1 [--rule rounds=3] [--duplicate]``

Seats rotate by one between matches (match ``i`` puts entrant ``(seat + i) % players`` in
``seat``). With ``--duplicate`` and two entrants, each match index is played twice on the
same deals, the entrants' seats swapped (the luck of the tiles largely cancels); the figure
is then the share of pairs' points each entrant saved. A seat's result is its total
(lowest wins); a win shared by a tie counts a fraction. Every match's deals come from its
own seeded source, so the same seed gives the same matches.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

from dominoes_qt.ai.intervals import wilson
from dominoes_qt.ai.trains import TRAIN_LEVELS, make_train_player
from dominoes_qt.engine.options import OptionError
from dominoes_qt.engine.train_record import train_record_of
from dominoes_qt.engine.trains import TrainMatch, TrainRules
from dominoes_qt.games import TRAIN_GAMES, train_rules_of
from dominoes_qt.games.house import parse_rules


def play_train_match(rules: TrainRules, levels: Sequence[str], seed: int,
                     index: int) -> TrainMatch:
    """One match, seat ``s`` played by ``levels[s]``; deals from ``(seed, index)``."""
    players = [make_train_player(level, seed=seed * 7919 + s) for s, level in
               enumerate(levels)]
    match = TrainMatch(rules, len(levels), random.Random(f"{seed}/{index}"))
    while not match.is_over:
        match.deal_round()
        round_ = match.current
        assert round_ is not None
        while not round_.is_over:
            match.apply_forced()
            if round_.is_over:
                break
            seat = round_.to_move
            match.apply(players[seat].choose(match.view_for(seat)), seat)
    return match


def _seats(entrants: Sequence[str], index: int) -> list[int]:
    """The entrant in each seat for match ``index``."""
    n = len(entrants)
    return [(s + index) % n for s in range(n)]


def run(rules: TrainRules, entrants: Sequence[str], matches: int, seed: int,
        duplicate: bool) -> dict[str, Any]:
    players = len(entrants)
    wins = [0.0] * players
    totals = [0] * players
    played = 0
    rounds = 0
    saved = [0.0, 0.0]
    start = time.perf_counter()
    for index in range(matches):
        # Duplicate: the same deals twice (they come from the match's own seeded source),
        # the two entrants' seats swapped.
        owners = [[0, 1], [1, 0]] if duplicate else [_seats(entrants, index)]
        pair = []
        for owner in owners:
            match = play_train_match(rules, [entrants[e] for e in owner], seed, index)
            played += 1
            rounds += len(match.rounds)
            for seat, entrant in enumerate(owner):
                totals[entrant] += match.totals[seat]
            share = 1.0 / len(match.winners)
            for seat in match.winners:
                wins[owner[seat]] += share
            pair.append((match, owner))
        if duplicate:
            for match, owner in pair:
                for seat, entrant in enumerate(owner):
                    saved[entrant] += match.totals[1 - seat] - match.totals[seat]
    seconds = time.perf_counter() - start
    out: dict[str, Any] = {
        "variant": rules.variant, "players": players, "entrants": list(entrants),
        "matches": played, "rounds": rounds, "seconds": round(seconds, 1),
        "wins": [round(w, 2) for w in wins],
        "mean_total": [round(t / played, 1) for t in totals],
    }
    if players == 2:
        # A shared win counts half to each: the interval reads whole wins, rounded.
        low, high = wilson(round(wins[0]), round(wins[0] + wins[1]))
        out["first_share"] = round(wins[0] / max(1e-9, wins[0] + wins[1]), 3)
        out["first_share_95"] = [round(low, 3), round(high, 3)]
    if duplicate and players == 2:
        out["mean_margin_per_match"] = [round(s / played, 1) for s in saved]
    return out


def build_parser(variants: Sequence[str]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dominoes-qt simulate",
                                     description="Computer-only matches of a train game.")
    parser.add_argument("--variant", choices=sorted(variants), required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seats", required=True,
                        help=f"one level per seat ({', '.join(TRAIN_LEVELS)})")
    parser.add_argument("--matches", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--duplicate", action="store_true",
                        help="two entrants: play each match twice, seats swapped")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--save-records", default=None, metavar="DIR",
                        help="write every match as a game record in DIR")
    parser.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE",
                        help="a house rule (`dominoes-qt rules mexican-train` lists them)")
    # Accepted for the line games' command line; the train levels have fixed budgets.
    parser.add_argument("--jobs", type=int, default=1, help=argparse.SUPPRESS)
    return parser


def main(argv: Sequence[str]) -> int:
    parser = build_parser(list(TRAIN_GAMES))
    args = parser.parse_args(list(argv))
    try:
        rules = train_rules_of(args.variant, parse_train_rules(args.variant, args.rule))
    except OptionError as exc:
        print(f"{parser.prog}: {exc}", file=sys.stderr)
        return 2
    seats = [s.strip() for s in args.seats.split(",")]
    if args.players not in rules.player_counts:
        parser.error(f"{rules.title} is played by 2 to 8 players")
    if len(seats) != args.players:
        parser.error(f"--seats names {len(seats)} levels for {args.players} players")
    unknown = [s for s in seats if s not in TRAIN_LEVELS]
    if unknown:
        parser.error(f"unknown level {unknown[0]!r} (levels: {', '.join(TRAIN_LEVELS)})")
    if args.matches < 1:
        parser.error("--matches must be at least 1")
    if args.duplicate and args.players != 2:
        parser.error("--duplicate plays two entrants: --players 2")
    summary = run(rules, seats, args.matches, args.seed, args.duplicate)
    if args.save_records is not None:
        from pathlib import Path

        folder = Path(args.save_records)
        folder.mkdir(parents=True, exist_ok=True)
        for index in range(args.matches):
            levels = [seats[e] for e in _seats(seats, index)]
            match = play_train_match(rules, levels, args.seed, index)
            names = [{"name": f"Computer {s + 1}", "kind": "ai", "level": level}
                     for s, level in enumerate(levels)]
            (folder / f"match-{index + 1:05d}.json").write_text(
                train_record_of(match, names).dumps(), encoding="utf-8")
    if args.json:
        print(json.dumps(summary))
    else:
        print(format_summary(summary))
    return 0


def parse_train_rules(variant: str, texts: Sequence[str]) -> dict[str, Any]:
    """``--rule`` texts read by the train game's options (the line games' reader)."""
    return dict(parse_rules(variant, texts)) if texts else {}


def format_summary(summary: dict[str, Any]) -> str:
    lines = [f"{summary['variant']}, {summary['players']} players: {summary['matches']} "
             f"matches, {summary['rounds']} rounds, {summary['seconds']} s"]
    for i, entrant in enumerate(summary["entrants"]):
        lines.append(f"  entrant {i} ({entrant}): wins {summary['wins'][i]}, "
                     f"mean total {summary['mean_total'][i]}")
    if "first_share" in summary:
        low, high = summary["first_share_95"]
        lines.append(f"  entrant 0's share of wins {summary['first_share']:.1%} "
                     f"(95%: {low:.1%} to {high:.1%})")
    if "mean_margin_per_match" in summary:
        lines.append(f"  points saved per match against the other: "
                     f"{summary['mean_margin_per_match']}")
    return "\n".join(lines)
