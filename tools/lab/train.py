"""Expert iteration for the master's rollout policy: self-play, fit, keep only what wins.

``python -m tools.lab.train --variant five-up-61 --players 2 --matches 20 --seed 1
--generations 1 --max-pairs 200 --out DIR``

One generation: the current player (the master at first) plays ``--matches`` matches
against itself with its count of rollouts; every choice it made with more than one
candidate is described play by play (:func:`tools.lab.learned.features`) and a table of how
often it took each description is fitted. The candidate (the master with that table
playing its rollouts' tails, :class:`tools.lab.learned.Learned`) then plays the current
player in duplicate pairs under a sequential probability ratio test (:func:`sprt`: a share
of 50% against 55% of decided matches, alpha = beta = 0.05). It is kept, and becomes the
player of the next generation's self-play, only if the test accepts 55%; a test that runs
out of pairs (``--max-pairs``) or time (``--minutes``) keeps nothing.

Writes to ``--out``: ``weights-gN.json`` (the table, its SHA-256, the seed, the command and
the commit it was trained at) and ``report.json`` (every figure of every generation), and
prints the same as it goes. Everything follows from ``--seed``: the self-play matches, the
duplicate deals and every player's random source (a count of rollouts, not a clock).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.players import MASTER_BUDGET, MasterPlayer, Player
from dominoes_qt.ai.plays import candidates
from dominoes_qt.ai.rollout import Rollout
from dominoes_qt.ai.sampler import Sampler
from dominoes_qt.ai.simulate import turns
from dominoes_qt.engine import Match, Move, SeatView
from dominoes_qt.games import rules_for
from dominoes_qt.storage.atomic import write_bytes
from tools.lab.learned import Key, Learned, Table, features, fit

P0, P1 = 0.50, 0.55
ALPHA = BETA = 0.05
LOWER = math.log(BETA / (1 - ALPHA))
UPPER = math.log((1 - BETA) / ALPHA)


def sprt(wins: int, losses: int, p0: float = P0, p1: float = P1) -> float:
    """The log likelihood ratio of ``p1`` against ``p0`` after ``wins`` and ``losses``."""
    return wins * math.log(p1 / p0) + losses * math.log((1 - p1) / (1 - p0))


def verdict(llr: float) -> str | None:
    """"H1" (accept ``P1``), "H0" (accept ``P0``) or None (play on)."""
    if llr >= UPPER:
        return "H1"
    if llr <= LOWER:
        return "H0"
    return None


Maker = Callable[[int], Player]


def master_maker(seed: int) -> Player:
    return MasterPlayer(seed, MASTER_BUDGET, spread=False)


def learned_maker(table: Table) -> Maker:
    return lambda seed: Learned(seed, table)


def describe(view: SeatView, rng: random.Random) -> tuple[list[Move], list[Key]] | None:
    """The candidates of ``view`` and what the seat sees of each (None: no choice)."""
    moves, plays = candidates(view)
    if len(moves) < 2:
        return None
    deal, _ = Sampler(Knowledge(view)).sample(rng)
    sim = Rollout(view.rules, view.seating, view.board, deal.hands, deal.boneyard,
                  view.to_move, view.starter, view.scores, view.forced)
    return moves, [features(sim, tile, code) for tile, code in plays]


def self_play(variant: str, players: int, matches: int, seed: int, maker: Maker,
              ) -> tuple[Counter[Key], Counter[Key], int]:
    """Offered and taken descriptions over ``matches`` matches of ``maker``'s players."""
    rules = rules_for(variant)
    offered: Counter[Key] = Counter()
    taken: Counter[Key] = Counter()
    choices = 0
    rng = random.Random(f"describe|{seed}")
    for number in range(matches):
        match = Match(rules, players, rng=random.Random(f"self-play|{seed}|{number}"))
        seats = [maker(seed * 7919 + number * 31 + seat) for seat in range(players)]
        for seat in turns(match):
            view = match.view_for(seat)
            action = seats[seat].choose(view)
            described = describe(view, rng) if isinstance(action, Move) else None
            if described is not None and action in described[0]:
                moves, keys = described
                offered.update(set(keys))
                taken[keys[moves.index(action)]] += 1
                choices += 1
            match.apply(action, seat)
    return offered, taken, choices


def play_match(variant: str, players: int, seed: int, pair: int, a_even: bool,
               a: Maker, b: Maker) -> int:
    """1 if A's side won the match, 0 if B's, -1 if it was called off (as
    :func:`tools.lab.duplicate.play` deals and seats it)."""
    match = Match(rules_for(variant), players, rng=random.Random(f"duplicate|{seed}|{pair}"))
    base = seed * 7919 + pair * 31
    is_a = [(seat % 2 == 0) == a_even for seat in range(players)]
    seats = [(a if is_a[seat] else b)(base + seat) for seat in range(players)]
    for seat in turns(match):
        match.apply(seats[seat].choose(match.view_for(seat)), seat)
    if match.winner is None:
        return -1
    return int(is_a[match.seating.sides[match.winner][0]])


@dataclass
class Test:
    """A sequential test's course."""

    wins: int = 0
    losses: int = 0
    pairs: int = 0
    llr: float = 0.0
    result: str | None = None
    seconds: float = 0.0
    trace: list[tuple[int, int, int, float]] = field(default_factory=list)


def run_test(variant: str, players: int, seed: int, candidate: Maker, incumbent: Maker,
             max_pairs: int, deadline: float, say: Callable[[str], None]) -> Test:
    test = Test()
    started = time.process_time()
    for pair in range(max_pairs):
        if time.monotonic() > deadline:
            break
        for a_even in (True, False):
            outcome = play_match(variant, players, seed, pair, a_even, candidate, incumbent)
            test.wins += outcome == 1
            test.losses += outcome == 0
        test.pairs = pair + 1
        test.llr = sprt(test.wins, test.losses)
        test.trace.append((test.pairs, test.wins, test.losses, round(test.llr, 3)))
        say(f"  pair {test.pairs}: candidate {test.wins}-{test.losses}, LLR {test.llr:+.3f} "
            f"(bounds {LOWER:+.3f}, {UPPER:+.3f})")
        test.result = verdict(test.llr)
        if test.result is not None:
            break
    test.seconds = time.process_time() - started
    return test


def table_json(table: Table) -> list[list[float]]:
    return [[*key, round(value, 6)] for key, value in sorted(table.items())]


def commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.lab.train",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--variant", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--matches", type=int, default=20, help="self-play matches")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--generations", type=int, default=1)
    parser.add_argument("--max-pairs", type=int, default=400)
    parser.add_argument("--minutes", type=float, default=600.0,
                        help="stop every test after this much wall time in all")
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    deadline = time.monotonic() + 60 * args.minutes
    report: dict[str, object] = {"command": " ".join(["python -m tools.lab.train", *argv]),
                                 "commit": commit(), "generations": []}

    def say(line: str) -> None:
        print(line, flush=True)

    incumbent: Maker = master_maker
    kept_table: Table | None = None
    for generation in range(1, args.generations + 1):
        seed = args.seed * 1000 + generation
        started = time.process_time()
        offered, taken, choices = self_play(args.variant, args.players, args.matches, seed,
                                            incumbent)
        table = fit(offered, taken)
        rows = table_json(table)
        digest = hashlib.sha256(json.dumps(rows, separators=(",", ":")).encode()).hexdigest()
        weights = {"format": 1, "kind": "rollout-policy-table", "variant": args.variant,
                   "players": args.players, "generation": generation, "seed": seed,
                   "self_play_matches": args.matches, "choices": choices,
                   "key": ["points", "double", "pips", "fitting"], "table": rows,
                   "sha256": digest, "commit": report["commit"],
                   "command": report["command"]}
        write_bytes(out / f"weights-g{generation}.json",
                    (json.dumps(weights, indent=1) + "\n").encode())
        say(f"generation {generation}: {choices} choices from {args.matches} self-play "
            f"matches, {len(table)} descriptions, {time.process_time() - started:.0f} s CPU; "
            f"sha256 {digest[:12]}")
        test = run_test(args.variant, args.players, seed, learned_maker(table), incumbent,
                        args.max_pairs, deadline, say)
        kept = test.result == "H1"
        say(f"generation {generation}: {test.result or 'no decision'} after {test.pairs} "
            f"pairs ({test.wins}-{test.losses}, LLR {test.llr:+.3f}, {test.seconds:.0f} s "
            f"CPU); {'kept' if kept else 'not kept'}")
        generations = report["generations"]
        assert isinstance(generations, list)
        generations.append({"generation": generation, "seed": seed, "choices": choices,
                            "descriptions": len(table), "sha256": digest,
                            "pairs": test.pairs, "wins": test.wins, "losses": test.losses,
                            "llr": test.llr, "result": test.result, "kept": kept,
                            "cpu_seconds": test.seconds, "trace": test.trace})
        write_bytes(out / "report.json", (json.dumps(report, indent=1) + "\n").encode())
        if kept:
            incumbent = learned_maker(table)
            kept_table = table
        if time.monotonic() > deadline:
            break
    say("kept: " + ("the last generation that passed" if kept_table is not None
                    else "nothing (the master stays as it is)"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
