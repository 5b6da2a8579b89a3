"""Random-play throughput of the rules engine: the budget the AI's search spends.

``python -m tools.bench.engine [--seconds S] [--seed N] [--rollouts [--reference DIR]]
[--peer]`` from the repository's root (``dominoes-qt bench`` before issue 37).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dominoes_qt.engine import FULL_SET, Match, Rules
from dominoes_qt.games import GAMES, SEVEN_ROCKS

CONFIGS: tuple[tuple[Rules, int], ...] = tuple(
    (rules, players) for rules in GAMES.values() for players in rules.player_counts
)
"""Every registered game with every number of players it allows."""


@dataclass(frozen=True)
class BenchResult:
    variant: str
    players: int
    rounds: int
    seconds: float
    legal_calls: int
    legal_seconds: float
    plays: int
    apply_calls: int
    apply_seconds: float

    @property
    def rounds_per_second(self) -> float:
        return self.rounds / self.seconds

    @property
    def us_per_legal(self) -> float:
        return 1e6 * self.legal_seconds / self.legal_calls

    @property
    def us_per_action(self) -> float:
        return 1e6 * self.apply_seconds / self.apply_calls


def run_random_rounds(rules: Rules, players: int, seconds: float, seed: int) -> BenchResult:
    """Play random legal actions through whole rounds for about ``seconds``."""
    rng = random.Random(seed)
    clock = time.perf_counter
    rounds = legal_calls = apply_calls = plays = 0
    legal_time = apply_time = 0.0
    start = clock()
    while clock() - start < seconds:
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        while round_.end is None and match.winner is None:
            t0 = clock()
            actions = match.legal_actions()
            t1 = clock()
            action = actions[rng.randrange(len(actions))]
            match.apply(action)
            t2 = clock()
            legal_time += t1 - t0
            apply_time += t2 - t1
            legal_calls += 1
            apply_calls += 1
            plays += not isinstance(action, str)
        rounds += 1
    total = clock() - start
    return BenchResult(rules.variant, players, rounds, total, legal_calls, legal_time, plays,
                       apply_calls, apply_time)


def bench(seconds: float = 2.0, seed: int = 1) -> list[BenchResult]:
    return [run_random_rounds(rules, n, seconds, seed) for rules, n in CONFIGS]


def format_table(results: list[BenchResult]) -> str:
    header = (f"{'game':<12} {'players':>7} {'rounds/s':>10} {'us/legal-gen':>13} "
              f"{'us/action':>10} {'actions/round':>14}")
    lines = [header, "-" * len(header)]
    for r in results:
        lines.append(
            f"{r.variant:<12} {r.players:>7} {r.rounds_per_second:>10.0f} "
            f"{r.us_per_legal:>13.2f} {r.us_per_action:>10.2f} "
            f"{r.apply_calls / r.rounds:>14.1f}"
        )
    return "\n".join(lines)


@dataclass(frozen=True)
class RolloutResult:
    variant: str
    players: int
    positions: int
    lean_seconds: float
    """The expert's rollout (:class:`Playout` with the skilled rollout policy)."""
    compact_seconds: float
    """The master's rollout (:class:`Rollout`, greedy, without exploring)."""
    reference_seconds: float | None = None
    """The expert's rollout in another source tree (the engine as it was), if asked for."""

    @property
    def speedup(self) -> float:
        return self.lean_seconds / self.compact_seconds


def _starts(variant: str, players: int, positions: int, seed: int) -> list[Any]:
    """Fresh deals as playouts, dealt from ``random`` by hand with seat 0 to lead.

    Only what every version of the engine has is used here, so a source tree from before
    this module's rollout (``reference``) sets out the very same positions.
    """
    from dominoes_qt.ai.playout import Playout

    rules = GAMES[variant]
    rng = random.Random(seed)
    starts = []
    for _ in range(positions):
        tiles = list(FULL_SET)
        rng.shuffle(tiles)
        size = rules.hand_size_for(players)
        hands = [tiles[i * size : (i + 1) * size] for i in range(players)]
        match = Match(rules, players, rng=random.Random(0))
        round_ = match.deal_round(0, hands, tiles[players * size :])
        starts.append(Playout(rules, match.seating, round_.board.copy(), round_.hands,
                              round_.boneyard, round_.to_move, round_.starter, match.scores))
    return starts


def expert_seconds(variant: str, players: int, positions: int, seed: int,
                   repeats: int) -> float:
    """CPU seconds of the expert's rollouts from :func:`_starts` (the best of ``repeats``)."""
    from dominoes_qt.ai.skilled import rollout_policy

    starts = _starts(variant, players, positions, seed)
    best = float("inf")
    for _ in range(repeats):
        begin = time.process_time()
        for playout in starts:
            playout.copy().run(rollout_policy)
        best = min(best, time.process_time() - begin)
    return best


def _reference_seconds(tree: Path, variant: str, players: int, positions: int, seed: int,
                       repeats: int) -> float:
    """:func:`expert_seconds` run by another source tree of this program, in a process of
    its own: this file is loaded there, its imports served by ``tree``."""
    code = (
        "import importlib.util, sys\n"
        "spec = importlib.util.spec_from_file_location('reference_bench', sys.argv[1])\n"
        "bench = sys.modules['reference_bench'] = importlib.util.module_from_spec(spec)\n"
        "spec.loader.exec_module(bench)\n"
        "import dominoes_qt\n"
        "assert dominoes_qt.__file__.startswith(sys.argv[2]), dominoes_qt.__file__\n"
        "print(bench.expert_seconds(sys.argv[3], *map(int, sys.argv[4:])))\n"
    )
    root = str(tree.resolve())
    env = {**os.environ, "PYTHONPATH": root}
    done = subprocess.run(
        [sys.executable, "-c", code, __file__, root, variant, str(players), str(positions),
         str(seed), str(repeats)],
        cwd=root, env=env, capture_output=True, text=True, check=True)
    return float(done.stdout.strip().splitlines()[-1])


def _master_seconds(bases: Sequence[Any], repeats: int) -> float:
    """CPU seconds of the master's greedy rollouts, each from a copy of one of ``bases``."""
    best = float("inf")
    for _ in range(repeats):
        quiet = random.Random(0)
        begin = time.process_time()
        for base in bases:
            base.copy().run(quiet, 0.0)
        best = min(best, time.process_time() - begin)
    return best


def rollout_rates(positions: int = 400, seed: int = 1, repeats: int = 3,
                  reference: Path | None = None,
                  configs: Sequence[tuple[Rules, int]] = CONFIGS) -> list[RolloutResult]:
    """The rollouts from the same fresh deals, the best of ``repeats`` CPU timings each.

    ``reference``: also time the expert's rollout of that source tree (for example the
    engine when issue 15 was filed: ``git archive ed3386b dominoes_qt | tar -x -C DIR``),
    in turn with this one's, the fastest of each kept.
    """
    from dominoes_qt.ai.rollout import Rollout

    results = []
    for rules, n in configs:
        args = (rules.variant, n, positions, seed, repeats)
        # Set out once, as the master does for each deal; every rollout plays a copy, as
        # the expert's does.
        bases = [Rollout.of(playout) for playout in _starts(rules.variant, n, positions, seed)]
        lean = expert_seconds(*args)
        compact = _master_seconds(bases, repeats)
        ref = None
        if reference is not None:
            # Turn about with the other tree, so both see the machine as it is.
            ref = _reference_seconds(reference, *args)
            compact = min(compact, _master_seconds(bases, repeats))
            ref = min(ref, _reference_seconds(reference, *args))
            compact = min(compact, _master_seconds(bases, repeats))
        results.append(RolloutResult(rules.variant, n, positions, lean, compact, ref))
    return results


def format_rollouts(results: list[RolloutResult]) -> str:
    with_reference = any(r.reference_seconds is not None for r in results)
    header = (f"{'game':<12} {'players':>7} {'expert us/rollout':>18} "
              f"{'master us/rollout':>18} {'speed-up':>9}")
    if with_reference:
        header += f" {'reference us/rollout':>21} {'vs reference':>13}"
    lines = [header, "-" * len(header)]
    for r in results:
        line = (f"{r.variant:<12} {r.players:>7} {1e6 * r.lean_seconds / r.positions:>18.0f} "
                f"{1e6 * r.compact_seconds / r.positions:>18.0f} {r.speedup:>8.2f}x")
        if r.reference_seconds is not None:
            line += (f" {1e6 * r.reference_seconds / r.positions:>21.0f} "
                     f"{r.reference_seconds / r.compact_seconds:>12.2f}x")
        lines.append(line)
    return "\n".join(lines)


def seven_rocks_rounds(seconds: float, rng: random.Random, dealt_by_caller: bool = False) -> float:
    """Random Seven Rocks rounds per CPU second, as a client plays them: a new ``Match``, its
    ``deal_round`` (the seed's deal and lot), then ``legal_actions`` and ``apply`` with a
    uniformly random action until the round ends.

    ``dealt_by_caller``: the client shuffles the set with ``rng`` and hands the deal and a
    random starter to ``deal_round``, the way abw333's package deals: no commitment, no
    stream to hash and no lot (the engine still checks the deal)."""
    choice = rng.choice
    shuffle = rng.shuffle
    starter_of = rng.randrange
    clock = time.process_time
    rounds = 0
    start = clock()
    while clock() - start < seconds:
        match = Match(SEVEN_ROCKS, 4, rng=rng)
        if dealt_by_caller:
            tiles = list(FULL_SET)
            shuffle(tiles)
            round_ = match.deal_round(starter_of(4), [tiles[0:7], tiles[7:14], tiles[14:21],
                                                     tiles[21:28]], ())
        else:
            round_ = match.deal_round()
        while round_.end is None and match.winner is None:
            match.apply(choice(match.legal_actions()))
        rounds += 1
    return rounds / (clock() - start)


def peer_games(seconds: float, rng: random.Random) -> float:
    """Random 4-player games per CPU second of abw333's ``dominoes``: ``Game.new()``, then
    ``make_move`` with a uniformly random one of ``valid_moves`` until it has a result."""
    import dominoes  # type: ignore[import-not-found]

    choice = rng.choice
    clock = time.process_time
    games = 0
    start = clock()
    while clock() - start < seconds:
        game = dominoes.Game.new()
        while game.result is None:
            game.make_move(*choice(game.valid_moves))
        games += 1
    return games / (clock() - start)


@dataclass(frozen=True)
class PeerResult:
    repeats: int
    seconds: float
    peer: float
    """abw333's random games per second (median)."""
    ours: float
    """Random Seven Rocks rounds per second (median)."""
    ours_dealt_by_caller: float
    """The same with the deal shuffled by the client, as the peer deals (median)."""


def peer_comparison(seconds: float = 2.0, seed: int = 1, repeats: int = 3) -> PeerResult | None:
    """Random Seven Rocks rounds against random games of abw333's ``dominoes`` package.

    The package is never a dependency: this runs only where it happens to be importable
    (for example from a scratch environment put on ``PYTHONPATH``); None elsewhere.
    Timings alternate, and the median of ``repeats`` is kept for each, so both share the
    machine's state.
    """
    try:
        import dominoes  # noqa: F401
    except ImportError:
        return None
    rng = random.Random(seed)
    peer: list[float] = []
    ours: list[float] = []
    dealt_by_caller: list[float] = []
    for _ in range(repeats):
        peer.append(peer_games(seconds, rng))
        ours.append(seven_rocks_rounds(seconds, rng))
        dealt_by_caller.append(seven_rocks_rounds(seconds, rng, dealt_by_caller=True))
    return PeerResult(repeats, seconds, statistics.median(peer), statistics.median(ours),
                      statistics.median(dealt_by_caller))


def format_peer(result: PeerResult | None) -> str:
    if result is None:
        return "abw333's dominoes package is not importable here; no comparison made"
    return (f"random 4-player rounds per CPU second, median of {result.repeats} x "
            f"{result.seconds:g} s each: abw333 dominoes games {result.peer:.0f}, "
            f"Seven Rocks rounds {result.ours:.0f} ({result.ours / result.peer:.2f}x)\n"
            f"Seven Rocks rounds dealt by the client's own shuffle, as the peer deals (no "
            f"committed seed, no lot): {result.ours_dealt_by_caller:.0f} "
            f"({result.ours_dealt_by_caller / result.peer:.2f}x)")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench.engine",
                                     description="time random play through the rules engine")
    parser.add_argument("--seconds", type=float, default=2.0, help="per game and player count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rollouts", action="store_true",
                        help="also time the expert's and the master's rollouts")
    parser.add_argument("--reference", type=Path, metavar="DIR",
                        help="with --rollouts: also time the expert's rollout of the source "
                             "tree in DIR (an older version of this program)")
    parser.add_argument("--peer", action="store_true",
                        help="also time abw333's dominoes package, if it is importable")
    args = parser.parse_args(argv)
    print(format_table(bench(args.seconds, args.seed)))
    if args.rollouts:
        print()
        print(format_rollouts(rollout_rates(seed=args.seed, reference=args.reference)))
    if args.peer:
        print()
        print(format_peer(peer_comparison(args.seconds, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
