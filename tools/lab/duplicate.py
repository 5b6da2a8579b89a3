"""Duplicate matches: two entrants play the same deals twice, seats swapped.

``python -m tools.lab.duplicate --variant VARIANT --players 4 --a master
--b expert --pairs 100 --seed 9001 --jobs 2`` (``VARIANT``: any registered game's record
name)

Pair ``k`` plays match seed ``k`` twice: once with entrant A in the even seats (seat 0
with two players, seats 0 and 2 with four), once in the odd ones. The deals of a match
come from its own random source, not from the players' choices, so both matches of a
pair see the same deals and the luck of the tiles largely cancels. Entrant
``master-plain`` is the master with its exact endgames solving each deal with every hand
open (no joint search), as it was before the joint search. The figure is A's share of the decided
matches with Wilson's 95% interval (which ignores the pairing, so it is, if anything,
too wide).

Entrant ``clairvoyant`` exists only here, to measure how far honest play is from the
ceiling: it is told every hidden tile of the round (the other hands and the boneyard's
order) and searches that one deal with the master's rollouts and, once the round is small
enough, exactly. ``make_player`` does not know it, so no window or level can reach it.

Entrants ``second-ply[:N]``, ``second-ply-pooled[:N]`` and ``ismcts[:N]`` (N rollouts a
decision, the master's 500 by default) are honest searches one ply deeper than the
master's, for measurement only (:mod:`ai.second_ply`, :mod:`ai.ismcts`).

Entrant ``master-with:NAME=VALUE[,NAME=VALUE...]`` is the master with some of its
:class:`~dominoes_qt.ai.settings.MasterSettings` changed (a name in either case:
``WATCHFUL_PLIES``, ``EXPLORE``, ``THREAT_WEIGHT``, ``ENDGAMES``, ``JOINT_ENDGAMES``,
``EVIDENCE``; a yes-or-no setting takes 0 or 1): a screen of a setting without editing
the code. The settings go to the master as a value, so they reach every rollout it plays,
in this process or in the pool.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, fields, replace
from pathlib import Path

from dominoes_qt.ai import endgame, master, match_value
from dominoes_qt.ai.decisive import winning_move
from dominoes_qt.ai.intervals import Z95, wilson
from dominoes_qt.ai.knowledge import Deal
from dominoes_qt.ai.players import (
    DEFAULT_BUDGET,
    MASTER_BUDGET,
    MasterPlayer,
    Player,
    _settled,
    decision_rng,
    make_player,
    only_action,
)
from dominoes_qt.ai.plays import candidates, value_of
from dominoes_qt.ai.rollout import Rollout
from dominoes_qt.ai.settings import MASTER, MasterSettings
from dominoes_qt.ai.simulate import turns
from dominoes_qt.ai.workers import task_pool
from dominoes_qt.engine import Action, Match, Move, SeatView
from dominoes_qt.games import GAMES, rules_for
from tools.lab import ismcts, second_ply

PLAIN = "master-plain"
CLAIRVOYANT = "clairvoyant"
SECOND_PLY = "second-ply"
POOLED = "second-ply-pooled"
ISMCTS = "ismcts"
WITH = "master-with"


class MasterWith(MasterPlayer):
    """Measurement only: the master with other settings (a count, no pool)."""

    def __init__(self, seed: int, settings: MasterSettings) -> None:
        super().__init__(seed, MASTER_BUDGET, spread=False, settings=settings)

    @classmethod
    def plain(cls, seed: int) -> MasterWith:
        """``master-plain``: open-hand endgames only."""
        return cls(seed, replace(MASTER, joint_endgames=False))

    @classmethod
    def parse(cls, seed: int, spec: str) -> MasterWith:
        """From ``NAME=VALUE,...`` (fields of :class:`MasterSettings`, in either case); a
        value takes the type of the setting's default."""
        return cls(seed, parse_settings(spec))


def parse_settings(spec: str) -> MasterSettings:
    """The master's settings with the changes ``NAME=VALUE,...`` names."""
    names = {f.name for f in fields(MasterSettings)}
    changes: dict[str, object] = {}
    for part in spec.split(","):
        name, equals, text = part.partition("=")
        field_name = name.lower()
        if field_name not in names or not equals:
            raise ValueError(f"master-with: {part!r} is not NAME=VALUE with NAME one of "
                             f"{', '.join(sorted(n.upper() for n in names))}")
        default = getattr(MASTER, field_name)
        if isinstance(default, bool):
            if text not in ("0", "1"):
                raise ValueError(f"master-with: {name} is 0 or 1, not {text!r}")
            changes[field_name] = text == "1"
        else:
            changes[field_name] = type(default)(text)
    return replace(MASTER, **changes)  # type: ignore[arg-type]


def solve_open(view: SeatView, deal: Deal,
               max_nodes: int = endgame.MAX_NODES) -> list[float] | None:
    """Each candidate's exact value (in the order of :func:`~dominoes_qt.ai.plays.
    candidates`) on the one deal ``deal``, with every hand open; None when the round is
    not a two-sided contest or the search would take more than ``max_nodes`` positions.

    For the clairvoyant, which is told the true deal (an honest player never is)."""
    if not endgame.two_sides(view):
        return None
    _, plays = candidates(view)
    solver = endgame.Solver(view.side, max_nodes)
    base = Rollout(view.rules, view.seating, view.board, deal.hands, deal.boneyard,
                   view.to_move, view.starter, view.scores, view.forced)
    values = []
    try:
        for play in plays:
            sim = base.copy()
            sim.play(*play)
            if not sim.ended:
                sim.advance()
            values.append(solver.value(sim))
    except endgame.OutOfBudget:
        return None
    return values


class Clairvoyant:
    """Measurement only: the master's search told the true deal of the round in play.

    It reads the hidden hands from ``match``, which an honest player never holds; the
    budget is the master's, so the gap to the master is what knowing the tiles is worth.
    """

    level = CLAIRVOYANT

    def __init__(self, seed: int, match: Match,
                 iterations: int = MASTER_BUDGET.iterations or 0) -> None:
        self.seed = seed
        self.match = match
        self.iterations = iterations

    def true_deal(self) -> Deal:
        round_ = self.match.current
        assert round_ is not None, "no round in play"
        return Deal(tuple(map(tuple, round_.hands)), tuple(round_.boneyard))

    def choose(self, view: SeatView) -> Action:
        settled = only_action(view)
        if settled is None:
            settled = winning_move(view)
        if settled is not None:
            return settled
        return self.values(view)[0]

    def values(self, view: SeatView) -> tuple[Move, list[float]]:
        """The chosen play and each candidate's value on the true deal (exact when the
        round left fits the master's allowance, else a mean over rollouts)."""
        moves, plays = candidates(view)
        deal = self.true_deal()
        exact = None
        if len(view.unseen) <= endgame.MAX_UNSEEN:
            # Earlier the open tree never fits the allowance; trying would only burn it.
            exact = solve_open(view, deal, endgame.allowance(self.iterations, None))
        if exact is not None:
            values = exact
        else:
            rng = decision_rng(self.seed, view)
            base = Rollout(view.rules, view.seating, view.board, deal.hands, deal.boneyard,
                           view.to_move, view.starter, view.scores, view.forced)
            values = [0.0] * len(plays)
            # The same random choices later on for every candidate, as the master does.
            for _ in range(max(1, self.iterations // len(plays))):
                fate = rng.getrandbits(64)
                for i, play in enumerate(plays):
                    sim = base.copy()
                    sim.play(*play)
                    if not sim.ended:
                        master.run(sim, random.Random(fate))
                    values[i] += value_of(sim, view.side)
        best = max(range(len(plays)), key=lambda i: (values[i], -i))
        return moves[best], values


class SecondPly:
    """Measurement only: the master's search with its own next play chosen once per
    information set (:mod:`ai.second_ply`), ``iterations`` rollouts a decision; with
    ``tree``, information-set tree search instead (:mod:`ai.ismcts`)."""

    level = SECOND_PLY

    def __init__(self, seed: int, iterations: int, tree: bool = False,
                 leave_out: bool = True) -> None:
        self.seed = seed
        self.iterations = iterations
        self.tree = tree
        self.leave_out = leave_out

    def choose(self, view: SeatView) -> Action:
        settled = _settled(view)
        if settled is not None:
            return settled
        rng = decision_rng(self.seed, view)
        seed = rng.getrandbits(64)
        if self.tree:
            return ismcts.search(view, seed, self.iterations)[0]
        return second_ply.search(view, seed, self.iterations, self.leave_out)[0]


def entrant(name: str, seed: int, match: Match | None = None) -> Player:
    if name == PLAIN:
        return MasterWith.plain(seed)
    kind, _, count = name.partition(":")
    if kind in (SECOND_PLY, POOLED, ISMCTS):
        # "second-ply:N" (and the others) gives it N rollouts a decision.
        return SecondPly(seed, int(count) if count else MASTER_BUDGET.iterations or 0,
                         tree=kind == ISMCTS, leave_out=kind != POOLED)
    if kind == WITH:
        return MasterWith.parse(seed, count)
    if name == CLAIRVOYANT:
        if match is None:
            raise ValueError("the clairvoyant entrant needs the match it sees through")
        return Clairvoyant(seed, match)
    budget = MASTER_BUDGET if name == "master" else DEFAULT_BUDGET
    return make_player(name, seed=seed, budget=budget)


@dataclass(frozen=True)
class Job:
    variant: str
    players: int
    a: str
    b: str
    seed: int
    pair: int
    a_even: bool
    records: str | None = None
    """A folder to write the match's game record in (None: no record)."""


def play(job: Job) -> tuple[int, int]:
    """(A's wins, rounds) of one match: 1 or 0 wins, -1 when called off."""
    rules = rules_for(job.variant)
    match = Match(rules, job.players, rng=random.Random(f"duplicate|{job.seed}|{job.pair}"))
    names = [(job.a if (seat % 2 == 0) == job.a_even else job.b)
             for seat in range(job.players)]
    base = job.seed * 7919 + job.pair * 31
    seats = [entrant(name, base + seat, match) for seat, name in enumerate(names)]
    for seat in turns(match):
        match.apply(seats[seat].choose(match.view_for(seat)), seat)
    if job.records is not None:
        from dominoes_qt.engine.record import record_of

        names_ = [{"name": f"Computer {seat + 1}", "kind": "ai", "level": name}
                  for seat, name in enumerate(names)]
        text = record_of(match, names_, {"duplicate": {"seed": job.seed, "pair": job.pair,
                                                       "a_even": job.a_even}}).dumps()
        side = "even" if job.a_even else "odd"
        (Path(job.records) / f"{job.variant}-{job.seed}-{job.pair}-{side}.json").write_text(
            text, encoding="utf-8")
    if match.winner is None:
        return -1, len(match.rounds)
    winner_seat = match.seating.sides[match.winner][0]
    return int(names[winner_seat] == job.a), len(match.rounds)


def jobs(args: argparse.Namespace) -> list[Job]:
    if args.save_records:
        Path(args.save_records).mkdir(parents=True, exist_ok=True)
    return [Job(args.variant, args.players, args.a, args.b, args.seed, pair, even,
                args.save_records)
            for pair in range(args.pairs) for even in (True, False)]


def results(work: list[Job], processes: int) -> Iterator[tuple[int, int]]:
    if processes <= 1:
        yield from map(play, work)
        return
    with task_pool(processes) as pool:
        yield from pool.imap(play, work, chunksize=1)


def _round_value(match: Match, side: int) -> float:
    """The chance of winning the match for ``side`` once the round is over."""
    if match.winner is not None:
        return 1.0 if match.winner == side else 0.0
    scores = match.scores
    other = max(s for i, s in enumerate(scores) if i != side)
    return match_value.chance(match.rules, match.num_players, scores[side], other)


@dataclass(frozen=True)
class Duel:
    """One late position from a record, to be played out by A's side and B's and back."""

    match: Match
    seat: int
    a: str
    b: str
    seed: int


def duel(job: Duel) -> float:
    """The chance of winning the match that A's side gains at the end of the round from
    the position, over B's side in the same place (the round played twice)."""
    side = job.match.seating.side_of(job.seat)
    values = []
    for mine, theirs in ((job.a, job.b), (job.b, job.a)):
        match = job.match.copy()
        seats = [entrant(mine if match.seating.side_of(s) == side else theirs,
                         job.seed + s, match) for s in range(match.num_players)]
        round_ = match.current
        assert round_ is not None
        while round_.end is None and match.winner is None:
            seat = round_.to_move
            match.apply(seats[seat].choose(match.view_for(seat)), seat)
        values.append(_round_value(match, side))
    return values[0] - values[1]


def late_positions(folder: str, most_unseen: int, a: str, b: str,
                   seed: int) -> list[Duel]:
    """From each round of each record in ``folder``, the first position where the seat to
    move has a choice and sees at most ``most_unseen`` tiles it cannot place."""
    from dominoes_qt.engine.record import read_record
    from tools.lab.opponent_model import walk

    found: list[Duel] = []
    for path in sorted(Path(folder).glob("*.json")):
        done: set[int] = set()
        for match, seat, _ in walk(read_record(path)):
            number = len(match.rounds)
            if number in done:
                continue
            view = match.view_for(seat)
            if len(view.unseen) <= most_unseen and len(view.legal_actions()) > 1:
                done.add(number)
                found.append(Duel(match.copy(), seat, a, b, seed + 101 * len(found)))
    return found


def late_views(folder: str, most_unseen: int) -> Iterator[SeatView]:
    """Every position in the records of ``folder`` where the seat to move has a choice
    and sees at most ``most_unseen`` tiles it cannot place."""
    from dominoes_qt.engine.record import read_record
    from tools.lab.opponent_model import walk

    for path in sorted(Path(folder).glob("*.json")):
        for match, seat, _ in walk(read_record(path)):
            view = match.view_for(seat)
            if len(view.unseen) <= most_unseen and len(view.legal_actions()) > 1:
                yield view


def _endgame_cost(args: argparse.Namespace) -> int:
    """How often the open and the joint endgame search fit the master's allowance, how
    often they choose differently, and the CPU time each took."""
    nodes = endgame.allowance(args.rollouts, None)
    opened = joint = differ = seen = 0
    cpu = [0.0, 0.0]
    for view in late_views(args.endgame_cost, args.most_unseen):
        if seen == args.positions:
            break
        seen += 1
        start = time.process_time()
        open_ = endgame.solve(view, endgame.MAX_DEALS, nodes)
        cpu[0] += time.process_time() - start
        if open_ is None:
            continue
        opened += 1
        start = time.process_time()
        both = endgame.solve_joint(view, endgame.MAX_DEALS, nodes)
        cpu[1] += time.process_time() - start
        if both is not None:
            joint += 1
            differ += both.move != open_.move
    print(f"{seen} positions with at most {args.most_unseen} unseen tiles in "
          f"{args.endgame_cost}, an allowance of {args.rollouts} rollouts: the open search "
          f"fitted {opened} ({cpu[0]:.1f} s of CPU in all), the joint one {joint} of those "
          f"({cpu[1]:.1f} s); their plays differed in {differ}")
    return 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="tools.lab.duplicate", description=__doc__)
    parser.add_argument("--variant", required=True, choices=sorted(GAMES))
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", required=True)
    parser.add_argument("--pairs", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--save-records", metavar="DIR", help="write every match's record")
    parser.add_argument("--endgames-from", metavar="DIR",
                        help="instead of matches: from the first late position of each "
                             "round in these records, play the round out both ways")
    parser.add_argument("--endgame-cost", metavar="DIR",
                        help="instead of matches: time the open and the joint endgame "
                             "search on every late position of these records")
    parser.add_argument("--rollouts", type=int, default=MASTER_BUDGET.iterations,
                        help="the master budget whose allowance --endgame-cost uses")
    parser.add_argument("--most-unseen", type=int, default=9)
    parser.add_argument("--positions", type=int, default=200)
    args = parser.parse_args(argv)
    if args.endgames_from:
        return _duels(args)
    if args.endgame_cost:
        return _endgame_cost(args)
    wins = decided = longest = 0
    outcomes: list[int] = []
    for played, (won, rounds) in enumerate(results(jobs(args), args.jobs), start=1):
        longest = max(longest, rounds)
        outcomes.append(won)
        if won >= 0:
            decided += 1
            wins += won
        print(f"  {played} matches: {wins}/{decided}", file=sys.stderr, flush=True)
    low, high = wilson(wins, decided)
    share = wins / decided if decided else 0.0
    mean, half, pairs = paired(outcomes)
    print(f"{args.variant} {args.players}p, {args.a} vs {args.b}, {args.pairs} pairs, "
          f"seed {args.seed}: {wins}/{decided} = {100 * share:.1f}% "
          f"[{100 * low:.1f}, {100 * high:.1f}] (called off {2 * args.pairs - decided}, "
          f"longest {longest} rounds); by pairs {100 * mean:.1f}% +- {100 * half:.1f} "
          f"({pairs} pairs with both matches decided)")
    return 0


def paired(outcomes: list[int]) -> tuple[float, float, int]:
    """A's share of the matches by pairs (the two matches of a pair, in turn, in
    ``outcomes``: 1 won, 0 lost, -1 called off): the mean of each pair's share, the half
    width of its normal 95% interval, and the number of pairs counted (both decided).
    The two matches of a pair share their deals, so their sum varies less than two
    independent matches would, and this interval is the narrower one when it does."""
    shares = [(outcomes[k] + outcomes[k + 1]) / 2 for k in range(0, len(outcomes) - 1, 2)
              if outcomes[k] >= 0 and outcomes[k + 1] >= 0]
    n = len(shares)
    if n < 2:
        return (shares[0] if shares else 0.0), 1.0, n
    mean = sum(shares) / n
    var = sum((x - mean) ** 2 for x in shares) / (n - 1)
    return mean, Z95 * math.sqrt(var / n), n



def _gains(positions: list[Duel], processes: int) -> Iterator[float]:
    if processes <= 1:
        yield from map(duel, positions)
        return
    with task_pool(processes) as pool:
        yield from pool.imap(duel, positions, chunksize=1)


def _duels(args: argparse.Namespace) -> int:
    positions = late_positions(args.endgames_from, args.most_unseen, args.a, args.b,
                               args.seed)[:args.positions]
    gains: list[float] = []
    for gain in _gains(positions, args.jobs):
        gains.append(gain)
        print(f"  {len(gains)} positions: {sum(gains):+.4f} in all, "
              f"{sum(1 for g in gains if g)} played differently", file=sys.stderr, flush=True)
    n = len(gains)
    mean = sum(gains) / n if n else 0.0
    var = sum((g - mean) ** 2 for g in gains) / (n - 1) if n > 1 else 0.0
    half = Z95 * math.sqrt(var / n) if n else 0.0
    changed = sum(1 for g in gains if g != 0.0)
    print(f"{args.a} vs {args.b} from {n} late positions (at most {args.most_unseen} "
          f"unseen) of {args.endgames_from}: match-win chance gained per round "
          f"{mean:+.4f} [{mean - half:+.4f}, {mean + half:+.4f}]; "
          f"{changed} positions played out differently")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
