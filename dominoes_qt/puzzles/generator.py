"""Making puzzles: from seeded matches of casual players (checked by the master's long
search), and from the plays the coach marked in the player's own games."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import Any

from dominoes_qt.ai import make_player
from dominoes_qt.ai.analysis import Decision
from dominoes_qt.ai.master import search
from dominoes_qt.ai.playout import points_after
from dominoes_qt.engine import Match, Move, Round, Rules, SeatView, parse_tile
from dominoes_qt.engine.record import GameRecord, replay
from dominoes_qt.puzzles.model import Goal, Puzzle, PuzzleError
from dominoes_qt.puzzles.solver import classes, smallest_score, solve_all

MASTER_ITERATIONS = 3000
"""Rollouts of the master's check of a generated puzzle (six times its move at the table)."""

GENERATED_GOALS = (Goal.WIN, Goal.SCORE, Goal.DENY, Goal.SHUT, Goal.HOLD)
CANDIDATES = 3
"""Puzzles found for each one kept (the kept ones spread over the difficulties)."""
MIN_CHOICES = 3
"""Plays with different futures a generated puzzle offers at least."""


def difficulty(view: SeatView, answer: Sequence[Move], seed: int) -> int:
    """1 when the casual player finds the answer, 2 when only the skilled one does, else 3."""
    for grade, level in ((1, "casual"), (2, "skilled")):
        if make_player(level, seed=seed).choose(view) in answer:
            return grade
    return 3


def master_agrees(view: SeatView, answer: Sequence[Move], seed: int,
                  iterations: int) -> dict[str, float] | None:
    """The master's long search must choose the answer; its chances for the answer and
    the best other play, or None when it chooses another play."""
    best, means = search(view, seed, iterations)
    if best not in answer:
        return None
    others = [v for m, v in means.items() if m not in answer]
    return {"answer": round(means[best], 4), "next": round(max(others, default=0.0), 4)}


def generate(rules: Rules, count: int, seed: int = 1, iterations: int = MASTER_ITERATIONS,
             players: int | None = None, matches: int = 400,
             progress: Callable[[int, int], None] | None = None) -> list[Puzzle]:
    """Up to ``count`` puzzles from seeded matches of casual players, the goals taken in
    turn so that every kind the game allows is there; the same arguments, the same set."""
    sizes = (players,) if players else rules.player_counts
    wanted = [g for g in GENERATED_GOALS
              if g not in (Goal.SCORE, Goal.DENY) or smallest_score(rules)]
    quota = -(-count // len(wanted))
    # Three candidates for each place, so the set can take every difficulty there is.
    hunt = _Hunt(rules, seed, iterations, dict.fromkeys(wanted, CANDIDATES * quota),
                 count * CANDIDATES, progress)
    for number in range(matches):
        if hunt.full:
            break
        seats = sizes[number % len(sizes)]
        match = Match(rules, seats, rng=random.Random(f"puzzles|{seed}|{number}"))
        player = make_player("casual", seed=seed + number)
        for view, round_, scores in _decisions(match):
            hunt.look(view, round_, seats, scores)
            match.apply(player.choose(view))
            if hunt.full:
                break
    return _chosen(rules, hunt.found, wanted, quota, count)


def _decisions(match: Match) -> Iterator[tuple[SeatView, Round, tuple[int, ...]]]:
    """Each position of ``match`` where a seat chooses a play, with its round and the
    scores when that round began; the caller makes the play before asking for the next."""
    scores_at_start: tuple[int, ...] = ()
    while not match.is_over:
        if match.needs_deal:
            scores_at_start = tuple(match.scores)
            match.deal_round()
            continue
        match.apply_forced()
        round_ = match.current
        assert round_ is not None
        if match.is_over or round_.end is not None:
            continue
        yield match.view_for(round_.to_move), round_, scores_at_start


class _Hunt:
    """The puzzles found so far, and how many of each goal are still wanted."""

    def __init__(self, rules: Rules, seed: int, iterations: int, per_goal: dict[Goal, int],
                 count: int, progress: Callable[[int, int], None] | None) -> None:
        self.rules = rules
        self.seed = seed
        self.iterations = iterations
        self.per_goal = per_goal
        self.count = count
        self.progress = progress
        self.found: list[Puzzle] = []
        self.seen: set[tuple[Any, ...]] = set()

    @property
    def full(self) -> bool:
        return len(self.found) >= self.count

    def look(self, view: SeatView, round_: Round, seats: int,
             scores: tuple[int, ...]) -> None:
        """Keep one puzzle of this position, if it has one of a goal still wanted."""
        open_goals = [g for g, left in self.per_goal.items() if left > 0]
        # A lead, or a choice between two plays, teaches little.
        if len(classes(view)) < MIN_CHOICES:
            open_goals = [g for g in open_goals if g is Goal.HOLD]
        solved = solve_all(view, open_goals) if len(view.board) else {}
        for goal, (answer, facts) in solved.items():
            puzzle = self._puzzle(view, round_, seats, scores, goal, answer, facts)
            if puzzle is not None:
                self.per_goal[goal] -= 1
                self.found.append(puzzle)
                if self.progress is not None:
                    self.progress(len(self.found), self.count)
                return

    def _puzzle(self, view: SeatView, round_: Round, seats: int, scores: tuple[int, ...],
                goal: Goal, answer: list[Move], facts: dict[str, Any]) -> Puzzle | None:
        """The puzzle of ``goal`` here, unless it was found before or the master's long
        search chooses another play."""
        key = (tuple(sorted(view.hand)), tuple(view.board.tiles), goal)
        if key in self.seen:
            return None
        self.seen.add(key)
        rules = self.rules
        check_seed = self.seed * 1000 + len(self.found)
        # A win is exact and what a hand can hold is a fact: only the other goals
        # need the master's word that they teach a good play.
        master = master_agrees(view, answer, check_seed, self.iterations) \
            if goal not in (Goal.WIN, Goal.HOLD) else {"answer": 1.0}
        if master is None:
            return None
        points = points_after(rules, view.board, answer[0])
        return Puzzle(
            f"{rules.variant}-{len(self.found) + 1:03d}", rules.variant, seats,
            scores, round_.starter,
            tuple(tuple(h) for h in round_.dealt), tuple(round_.deck),
            tuple(move for _, move in round_.plays), goal, tuple(answer),
            points if goal in (Goal.SCORE, Goal.WIN) else 0,
            int(facts.pop("grade")) if goal is Goal.HOLD else
            difficulty(view, answer, check_seed), None,
            {"master": master, **{k: v for k, v in facts.items() if k != "choices"}},
            tuple(parse_tile(t) for t in facts.get("choices", ())),
            rules.ruleset if rules.house_rules else None)


def _chosen(rules: Rules, found: list[Puzzle], wanted: list[Goal], quota: int,
            count: int) -> list[Puzzle]:
    """``count`` of the puzzles ``found``, spread over the goals and the difficulties,
    easiest first, numbered in that order."""
    piles = [spread([q for q in found if q.goal is goal], quota) for goal in wanted]
    # Every goal in turn, so that a set too small for all of them still has each kind.
    chosen = [p for turn in itertools.zip_longest(*piles) for p in turn if p is not None]
    chosen = chosen[:count]
    # A game with fewer kinds of goal than it has room for fills up with what it has.
    chosen += [p for p in found if p not in chosen][:count - len(chosen)]
    chosen.sort(key=lambda p: (p.difficulty, list(GENERATED_GOALS).index(p.goal)))
    return [replace(p, id=f"{rules.variant}-{i:03d}") for i, p in enumerate(chosen, start=1)]


def spread(found: Sequence[Puzzle], quota: int) -> list[Puzzle]:
    """Up to ``quota`` of ``found``, taking each difficulty in turn (in the order found)."""
    by_grade = [[p for p in found if p.difficulty == grade] for grade in (1, 2, 3)]
    taken: list[Puzzle] = []
    while len(taken) < quota and any(by_grade):
        for pile in by_grade:
            if pile and len(taken) < quota:
                taken.append(pile.pop(0))
    return taken


# --- from the coach's marks ---------------------------------------------------------------


def from_decision(record: GameRecord, decision: Decision, source: str) -> Puzzle:
    """A marked decision of a reviewed game as a puzzle: find the better play."""
    if decision.mark is None:
        raise PuzzleError("only a marked decision becomes a puzzle")
    before = replay(record, upto=(decision.round, 0))
    recorded = record.rounds[decision.round - 1]
    scores = tuple(before.scores)
    round_ = before.current
    assert round_ is not None
    plays = tuple(p.move for p in recorded.plays[:decision.play - 1])
    puzzle = Puzzle(
        f"{source}-{decision.round}-{decision.play}", record.variant, len(record.players),
        scores, round_.starter, tuple(tuple(h) for h in recorded.hands),
        tuple(recorded.boneyard), plays, Goal.MISTAKE, (), 0,
        {"inaccuracy": 1, "mistake": 2, "blunder": 3}[decision.mark.value],
        decision.played.move,
        {"loss": round(decision.loss, 4), "mark": decision.mark.value,
         "best_win": round(decision.best.win, 4), "played_win": round(decision.played.win, 4)},
        ruleset=record.rules.ruleset if record.rules.house_rules else None)
    view = puzzle.view()
    best = decision.best.move
    group = next((g for g in classes(view) if best in g), [best])
    return replace(puzzle, answer=tuple(group))
