"""What one autosave costs as a match grows to its game's round limit.

``python -m tools.bench.autosave --game VARIANT [--players N] [--repeats R]
[--seed S]``. Choose a game whose sides can sink below zero for ever (``seven-rocks``):
there a match of seats that score as little as they can runs to the limit.

It plays that match and, in round 1, round 100 and the last round the game allows, a few
plays into the round, writes the autosave ``R`` times into a temporary data folder, both
as the window writes it (compact, each finished round's text kept from the write before)
and as the window wrote it before the round limit (the whole record, indented, every
time). It prints the bytes written and the median CPU and wall-clock milliseconds of a
write, the backup's copy included. The figures depend on the machine and its load; no
test reads them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from dominoes_qt.engine import Match
from dominoes_qt.games import GAMES
from dominoes_qt.storage.saves import MatchInfo, SaveStore, stamp_record
from tools.lab.stalling import StallingPlayer

PLAYS_INTO_ROUND = 6
"""Where in a round the writes are measured: a round in play, as after most plays."""


def _players(count: int) -> list[dict[str, str]]:
    return [{"name": f"Computer {seat + 1}", "kind": "ai", "level": "beginner"}
            for seat in range(count)]


def _median_ms(samples: list[float]) -> float:
    return 1000 * statistics.median(samples)


def measure(variant: str, players: int, repeats: int, seed: int) -> list[str]:
    rules = GAMES[variant]
    limit = rules.round_limit
    wanted = sorted({1, min(100, limit), limit})
    match = Match(rules, players, rng=random.Random(seed))
    seats = [StallingPlayer(seed * 10 + seat) for seat in range(players)]
    names = _players(players)
    info = MatchInfo()
    lines = [f"{rules.title}, {players} players, round limit {limit}, seed {seed}, "
             f"{repeats} writes each, {PLAYS_INTO_ROUND} plays into the round",
             f"{'round':>6}{'way':>10}{'bytes':>10}{'CPU ms':>9}{'wall ms':>9}"]
    with tempfile.TemporaryDirectory(prefix="dominoes-autosave-") as home:
        store = SaveStore(Path(home))
        while not match.is_over:
            if match.needs_deal:
                match.deal_round()
                continue
            round_ = match.current
            assert round_ is not None
            if round_.number in wanted and len(round_.plays) == PLAYS_INTO_ROUND:
                wanted.remove(round_.number)
                # The window wrote after the play before; its finished rounds are known.
                store.autosave_match(match, names, info)
                for way in ("compact", "indented"):
                    cpu, wall = [], []
                    size = 0
                    for _ in range(repeats):
                        start_cpu, start = time.process_time(), time.perf_counter()
                        if way == "compact":
                            size = store.autosave_match(match, names, info)
                        else:
                            text = stamp_record(match, names, info.to_extra()).dumps()
                            store.autosave_text(text)
                            size = len(text.encode())
                        cpu.append(time.process_time() - start_cpu)
                        wall.append(time.perf_counter() - start)
                    lines.append(f"{round_.number:>6}{way:>10}{size:>10}"
                                 f"{_median_ms(cpu):>9.1f}{_median_ms(wall):>9.1f}")
            seat = round_.to_move
            match.apply(seats[seat].choose(match.view_for(seat)), seat)
    ending = "called off" if match.called_off else f"won by side {match.winner}"
    lines.append(f"the match ended after {len(match.rounds)} rounds, {ending}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), required=True)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    if args.players not in GAMES[args.game].player_counts:
        parser.error(f"{args.game} is not played by {args.players}")
    if args.repeats < 1:
        parser.error("at least one write")
    for line in measure(args.game, args.players, args.repeats, args.seed):
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
