"""A coach's review: how much of the chance of winning the match each decision gave away.

For every decision of the seats under review (a seat with more than one legal play), the
strongest evaluator judges every legal play *from that seat's view*, as the player knew
it then (the hidden tiles are sampled, never read), as a chance of winning the match.
The play made is compared with the best one; the chance it gave away earns a mark:

* inaccuracy: at least :data:`INACCURACY` (5 points of win chance),
* mistake: at least :data:`MISTAKE` (10 points),
* blunder: at least :data:`BLUNDER` (20 points),

and only when the loss is also larger than :data:`NOISE` standard errors of the paired
difference, so that the sampling's own noise is never marked as a mistake.

**The evaluator** is the master's search (:class:`MasterEvaluator`): deals weighted by
what the others' plays suggest, randomized rollouts and the master's table of match-win
chances, every legal play on the same deals; each chunk of deals gives one paired sample.
:class:`RolloutEvaluator`, the expert's method, is the simpler alternative: it deals the
hidden tiles the ways the view allows, lays each candidate on the same deals and plays the
round out with the skilled policy. A rollout that wins or loses the match counts 1 or 0;
one that ends the round first counts :func:`score_estimate` of the scores: each side's
chance is proportional to ``exp(score / (target / 6))``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Protocol

from dominoes_qt.ai import master
from dominoes_qt.ai.decisive import ends_round, sure_winner
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.players import ordered, reason_for
from dominoes_qt.ai.playout import (
    Playout,
    judge_play,
    points_after,
)
from dominoes_qt.ai.plays import candidates as candidates_of
from dominoes_qt.ai.rollout import place_codes
from dominoes_qt.ai.skilled import Assessment, assess, rollout_policy
from dominoes_qt.engine import Board, Match, Move, Rules, Seating, SeatView
from dominoes_qt.engine.record import GameRecord, replay

INACCURACY = 0.05
MISTAKE = 0.10
BLUNDER = 0.20
NOISE = 2.0
"""A loss must exceed this many standard errors to be marked."""
DEFAULT_ITERATIONS = 120
"""Sampled deals per decision (each deal plays every candidate once)."""
ROUND_SCALE = 6.0
"""The target divided by this is the score lead worth odds of e to 1 (about a round)."""


class Mark(str, Enum):
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


THRESHOLDS: tuple[tuple[Mark, float], ...] = (
    (Mark.BLUNDER, BLUNDER),
    (Mark.MISTAKE, MISTAKE),
    (Mark.INACCURACY, INACCURACY),
)


def mark_for(loss: float, error: float) -> Mark | None:
    """The mark a loss of win chance earns (None when it is small or within the noise)."""
    if loss <= NOISE * error:
        return None
    for mark, threshold in THRESHOLDS:
        if loss >= threshold:
            return mark
    return None


def score_estimate(rules: Rules, scores: Sequence[int], side: int) -> float:
    """The chance ``side`` wins the match from ``scores`` between rounds (see the module)."""
    scale = rules.target / ROUND_SCALE
    top = max(scores)
    weights = [math.exp((s - top) / scale) for s in scores]
    return weights[side] / sum(weights)


# --- plays judged exactly -------------------------------------------------------------


class Outcome(str, Enum):
    """What a play decides about the match whatever the hidden tiles are."""

    WINS = "wins"
    """The play wins the match now."""
    LOSES = "loses"
    """The play ends the round and the settlement gives the match to another side."""
    GIVES_AWAY = "gives-away"
    """After the play the next player, an opponent, holds a match-winning reply in every
    hand it can have."""


def decided(view: SeatView, move: Move, knowledge: Knowledge | None = None,
            replies: bool = True) -> Outcome | None:
    """What ``move`` decides about the match for certain, or None when that depends on the
    hidden tiles (or on later plays).

    Exact, not sampled: a play that does not empty the hand scores what the board says, so
    whether its points win is known; a domino is settled over every pip total the other
    hands can add up to; and a reply is certain when the next player, an opponent, cannot
    hold as many tiles as it does without holding one that wins (asked only with
    ``replies``).
    """
    rules, seating, seat = view.rules, view.seating, view.seat
    side = view.side
    knowledge = knowledge or Knowledge(view)
    winner = sure_winner(view, move, knowledge)
    if ends_round(view, move):
        if winner is None:
            return None
        return Outcome.WINS if winner == side else Outcome.LOSES
    if winner == side:
        return Outcome.WINS
    nxt = (seat + 1) % seating.num_players
    held = view.hand_counts[nxt]
    if not replies or seating.side_of(nxt) == side or held == 0:
        return None
    board = view.board.copy()
    board.place(move)
    their = view.scores[seating.side_of(nxt)]
    possible = knowledge.possible(nxt)
    harmless = 0
    for t in possible:
        if not any(_reply_wins(rules, seating, nxt, their, board, reply, held)
                   for reply in board.legal_moves((t,))):
            harmless += 1
    return Outcome.GIVES_AWAY if harmless < held else None


def _reply_wins(rules: Rules, seating: Seating, seat: int, score: int, board: Board,
                reply: Move, held: int) -> bool:
    """Whether ``reply`` wins the match by its own points (a last tile is left out: its
    settlement is not certain)."""
    if held <= 1:
        return False
    points = points_after(rules, board, reply)
    return bool(points) and judge_play(rules, seating, seat, score, points)[1]


class Cancelled(Exception):
    """The review was stopped before it finished."""


@dataclass(frozen=True)
class Estimate:
    """One play's chance of winning the match, with its samples for paired comparison."""

    move: Move
    win: float
    samples: tuple[float, ...] = ()


class Evaluator(Protocol):
    """Judges every candidate play of a view as a chance of winning the match."""

    name: str

    def evaluate(self, view: SeatView, candidates: Sequence[Move], iterations: int,
                 seed: int, cancelled: Callable[[], bool] | None = None) -> list[Estimate]:
        """One estimate per candidate, in the order given; depends only on its arguments.

        Raises :class:`Cancelled` when ``cancelled()`` turns true.
        """
        ...


class RolloutEvaluator:
    """Determinized rollouts to the end of the round, then :func:`score_estimate`."""

    name = "expert-rollouts"

    def evaluate(self, view: SeatView, candidates: Sequence[Move], iterations: int,
                 seed: int, cancelled: Callable[[], bool] | None = None) -> list[Estimate]:
        side = view.side
        rules = view.rules
        knowledge = Knowledge(view)
        rng = random.Random(f"analysis|{seed}|{view.round_number}|{len(view.history)}")
        results: list[list[float]] = [[] for _ in candidates]
        for _ in range(max(1, iterations)):
            if cancelled is not None and cancelled():
                raise Cancelled
            deal = knowledge.sample(rng)
            base = Playout.from_view(view, deal.hands, deal.boneyard)
            for i, move in enumerate(candidates):
                trial = base.copy()
                trial.play(move)
                trial.run(rollout_policy)
                if trial.winner is not None:
                    value = 1.0 if trial.winner == side else 0.0
                else:
                    value = score_estimate(rules, trial.scores, side)
                results[i].append(value)
        return [Estimate(move, sum(r) / len(r), tuple(r))
                for move, r in zip(candidates, results, strict=True)]


class MasterEvaluator:
    """The master's own search (:mod:`dominoes_qt.ai.master`): deals weighted by what the
    others' plays suggest, randomized rollouts, and its table of match-win chances."""

    name = "master"

    def evaluate(self, view: SeatView, candidates: Sequence[Move], iterations: int,
                 seed: int, cancelled: Callable[[], bool] | None = None) -> list[Estimate]:
        _, plays = candidates_of(view)
        key = master.position_key(view)
        # Plays with the same future (one tile on equivalent places) share one estimate.
        codes = place_codes(view.board)
        places = [place for place, _ in view.board.open_places()]

        def class_of(move: Move) -> int:
            if move.at is None or move.end is None:
                return plays.index((move.tile, -1))
            return plays.index((move.tile, codes[places.index((move.at, move.end))]))

        values = [0.0] * len(plays)
        weights = [0.0] * len(plays)
        samples: list[list[float]] = [[] for _ in plays]
        for number in range(max(1, -(-iterations // master.CHUNK_DEALS))):
            if cancelled is not None and cancelled():
                raise Cancelled
            totals = master.chunk(view, key, seed, number, master.CHUNK_DEALS)
            for i in range(len(plays)):
                if totals.weights[i] > 0:
                    values[i] += totals.values[i]
                    weights[i] += totals.weights[i]
                    # Each chunk's mean is one sample for the paired standard error.
                    samples[i].append(totals.values[i] / totals.weights[i])
        out = []
        for move in candidates:
            i = class_of(move)
            win = values[i] / weights[i] if weights[i] > 0 else 0.0
            out.append(Estimate(move, win, tuple(samples[i])))
        return out


EVALUATORS: dict[str, type[MasterEvaluator] | type[RolloutEvaluator]] = {
    "master": MasterEvaluator,
    "expert": RolloutEvaluator,
}
"""The evaluators by the level whose search they use (``analyse --evaluator``)."""


def strongest_evaluator() -> Evaluator:
    """The best evaluator this program has: the master's search."""
    return MasterEvaluator()


def paired_error(a: Sequence[float], b: Sequence[float]) -> float:
    """The standard error of the mean of ``a - b`` over shared deals (0 without samples)."""
    n = min(len(a), len(b))
    if n < 2:
        return 0.0
    diffs = [a[k] - b[k] for k in range(n)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return math.sqrt(var / n)


@dataclass(frozen=True)
class Judged:
    """A play as the review shows it."""

    move: Move
    win: float
    points: int
    """Raw points it scores now (before the target judges them)."""
    reason: str
    facts: Assessment
    outcome: Outcome | None = None
    """What the play decides for certain (then ``win`` is exact, not sampled)."""


@dataclass(frozen=True)
class Decision:
    """One decision under review and what the evaluator made of it."""

    round: int
    play: int
    """The play's number in its round (1 = the lead), as the record counts them."""
    seat: int
    scores: tuple[int, ...]
    """Raw scores per side before the play."""
    played: Judged
    best: Judged
    loss: float
    error: float
    mark: Mark | None

    @property
    def best_was_played(self) -> bool:
        return self.played.move == self.best.move


def mark_of(played: Judged, best: Judged, any_wins: bool, loss: float,
            error: float) -> Mark | None:
    """The mark a decision earns: declining a match win is always a blunder; otherwise
    the loss decides, when it is larger than the noise (:func:`mark_for`)."""
    if played.move == best.move:
        return None
    if any_wins and played.outcome is not Outcome.WINS:
        return Mark.BLUNDER
    return mark_for(loss, error)


def exact_estimates(view: SeatView, estimates: Sequence[Estimate]
                    ) -> tuple[list[Estimate], dict[Move, Outcome]]:
    """The estimates with every play whose outcome is decided set to its exact value (1
    for a win now, 0 for a loss or a reply that certainly wins)."""
    knowledge = Knowledge(view)
    outcomes: dict[Move, Outcome] = {}
    for e in estimates:
        found = decided(view, e.move, knowledge)
        if found is not None:
            outcomes[e.move] = found
    size = max((len(e.samples) for e in estimates), default=0)
    out = []
    for e in estimates:
        if e.move in outcomes:
            value = 1.0 if outcomes[e.move] is Outcome.WINS else 0.0
            out.append(Estimate(e.move, value, (value,) * size))
        else:
            out.append(e)
    return out, outcomes


def judge_decision(view: SeatView, played: Move, evaluator: Evaluator, iterations: int,
                   seed: int, round_number: int, play_number: int,
                   cancelled: Callable[[], bool] | None = None) -> Decision:
    """Evaluate every legal play of ``view`` and compare the one made with the best.

    Plays whose outcome is certain (:func:`decided`) are valued exactly; a play made that
    is as good as the best (the same value: one tile on places with the same future) is
    the best play."""
    candidates = [a for a in ordered(view.legal_actions()) if isinstance(a, Move)]
    if played not in candidates:
        raise ValueError(f"{played} is not a legal play of seat {view.seat}")
    estimates, outcomes = exact_estimates(
        view, evaluator.evaluate(view, candidates, iterations, seed, cancelled))
    by_move = {e.move: e for e in estimates}
    made = by_move[played]
    wins = [e for e in estimates if outcomes.get(e.move) is Outcome.WINS]
    # A sampled play may look as sure as a win now; the win now is still the better play.
    best = wins[0] if wins else max(estimates, key=lambda e: e.win)
    if made.win >= best.win and (not wins or made in wins):
        best = made
    facts = {a.move: a for a in assess(view)}
    loss = max(0.0, best.win - made.win)
    error = paired_error(best.samples, made.samples)

    def judged(estimate: Estimate) -> Judged:
        f = facts[estimate.move]
        return Judged(estimate.move, estimate.win, f.points, reason_for(view, f), f,
                      outcomes.get(estimate.move))

    made_judged, best_judged = judged(made), judged(best)
    any_wins = Outcome.WINS in outcomes.values()
    return Decision(round_number, play_number, view.seat, tuple(view.scores), made_judged,
                    best_judged, loss, error,
                    mark_of(made_judged, best_judged, any_wins, loss, error))


# --- a whole record ---------------------------------------------------------------------


@dataclass(frozen=True)
class Position:
    """A decision to review: where it is in the record and who made it."""

    round: int
    play: int
    seat: int
    move: Move


def reviewed_seats(record: GameRecord) -> set[int]:
    """The human seats; every seat when nobody was human (a computer-only game)."""
    humans = {s for s, p in enumerate(record.players) if p.get("kind") == "human"}
    return humans or set(range(len(record.players)))


def decisions_of(record: GameRecord, seats: set[int]) -> list[Position]:
    """Every play by ``seats`` that had a choice, in order (the record must replay)."""
    found: list[Position] = []
    for number, recorded in enumerate(record.rounds, start=1):
        match = replay(record, upto=(number, 0))
        for play_number, play in enumerate(recorded.plays, start=1):
            match.apply_forced()
            round_ = match.current
            assert round_ is not None
            if round_.to_move in seats and len(round_.legal_actions()) > 1:
                found.append(Position(number, play_number, round_.to_move, play.move))
            match.apply(play.move)
    return found


def view_at(record: GameRecord, position: Position) -> SeatView:
    """The deciding seat's view just before the play at ``position``."""
    match: Match = replay(record, upto=(position.round, position.play - 1))
    match.apply_forced()
    return match.view_for(position.seat)


@dataclass
class RoundSummary:
    round: int
    decisions: int = 0
    marks: dict[Mark, int] = field(default_factory=lambda: dict.fromkeys(Mark, 0))
    total_loss: float = 0.0
    biggest: Decision | None = None

    @property
    def accuracy(self) -> float:
        """The share (0..1) of decisions that earned no mark (1 with none to judge)."""
        if not self.decisions:
            return 1.0
        return 1.0 - sum(self.marks.values()) / self.decisions

    @property
    def mean_loss(self) -> float:
        return self.total_loss / self.decisions if self.decisions else 0.0

    def add(self, decision: Decision) -> None:
        self.decisions += 1
        self.total_loss += decision.loss
        if decision.mark is not None:
            self.marks[decision.mark] += 1
        if decision.loss > 0 and (self.biggest is None or decision.loss > self.biggest.loss):
            self.biggest = decision


@dataclass
class Review:
    """A whole record's review."""

    evaluator: str
    iterations: int
    seed: int
    seats: tuple[int, ...]
    decisions: list[Decision]

    def rounds(self) -> list[RoundSummary]:
        summaries: dict[int, RoundSummary] = {}
        for d in self.decisions:
            summaries.setdefault(d.round, RoundSummary(d.round)).add(d)
        return [summaries[k] for k in sorted(summaries)]

    def whole(self) -> RoundSummary:
        total = RoundSummary(0)
        for d in self.decisions:
            total.add(d)
        return total

    def swings(self, count: int = 3) -> list[Decision]:
        """The decisions that gave away the most, biggest first."""
        lossy = [d for d in self.decisions if d.loss > 0]
        return sorted(lossy, key=lambda d: (-d.loss, d.round, d.play))[:count]

    def at(self, round_number: int, play_number: int) -> Decision | None:
        return next((d for d in self.decisions
                     if d.round == round_number and d.play == play_number), None)


Progress = Callable[[int, int], None]
"""Called with (done, total) after each decision."""


def review_record(
    record: GameRecord,
    evaluator: Evaluator | None = None,
    iterations: int = DEFAULT_ITERATIONS,
    seed: int = 0,
    seats: set[int] | None = None,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Review:
    """Review every decision of ``seats`` (default: :func:`reviewed_seats`) in ``record``.

    Deterministic for a given evaluator, iterations and seed. Raises :class:`Cancelled`
    soon after ``cancelled()`` turns true (it is asked between sampled deals).
    """
    judge = evaluator or strongest_evaluator()
    chosen = reviewed_seats(record) if seats is None else seats
    positions = decisions_of(record, chosen)
    done: list[Decision] = []
    if progress is not None:
        progress(0, len(positions))
    for index, position in enumerate(positions, start=1):
        if cancelled is not None and cancelled():
            raise Cancelled
        view = view_at(record, position)
        done.append(judge_decision(view, position.move, judge, iterations, seed,
                                   position.round, position.play, cancelled))
        if progress is not None:
            progress(index, len(positions))
    return Review(judge.name, iterations, seed, tuple(sorted(chosen)), done)
