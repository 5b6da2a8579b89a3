"""Puzzles: positions with one clearly best play and a one-line goal, and your mistakes.

A puzzle is one moment of a round: the scores when it began, its deal and the plays made
so far, and a goal for the seat to move. Every goal is checked exactly, over every legal
play and every tile the next player could hold as the seat to move sees it:

* :attr:`Goal.WIN`: exactly one play (one tile, places with the same future) wins the
  match now;
* :attr:`Goal.SCORE`: one play scores the most, by at least the least a play can score;
* :attr:`Goal.DENY`: after exactly one play nothing the next player could hold scores;
* :attr:`Goal.SHUT`: after exactly one play nothing the next player could hold fits;
* :attr:`Goal.HOLD`: of a few unseen tiles, exactly one cannot be in the next player's
  hand (it passed or drew when the ends wanted one of its numbers);
* :attr:`Goal.MISTAKE`: a position of the player's own game where the coach marked the
  play made; the answer is the coach's better play.

Generated puzzles are also checked by the master's long search, which must choose the
same play, so a puzzle never teaches a play that loses the match. Their difficulty is 1
when the casual player finds the answer, 2 when only the skilled one does, 3 when
neither does. The words that state a goal come from the game's rules (its target and
its units), in :func:`goal_text` here and in the window's translations.

The shipped sets live in ``dominoes_qt/data/puzzles/<variant>.json``; ``python -m
dominoes_qt puzzles generate`` writes them again from a seed. The player's mistakes are
kept in ``mistakes.json`` in the data folder.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path
from typing import Any

from dominoes_qt import jsongate, paths
from dominoes_qt.ai import make_player
from dominoes_qt.ai.analysis import Decision, Outcome, decided
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.master import search
from dominoes_qt.ai.playout import points_after
from dominoes_qt.ai.rollout import place_codes
from dominoes_qt.engine import Board, End, Match, Move, Rules, SeatView, Tile, parse_tile
from dominoes_qt.engine.options import OptionError, Ruleset
from dominoes_qt.engine.record import GameRecord, move_json, replay
from dominoes_qt.games import GAMES, rules_of

FORMAT = "dominoes-qt-puzzles"
VERSION = 1
MISTAKES_FORMAT = "dominoes-qt-mistakes"
MAX_MISTAKES = 120
"""The newest mistakes kept (about 1 KB each, well inside the small files' limit)."""
PUZZLE_LIMITS = jsongate.Limits(max_bytes=1024 * 1024)
"""A shipped set: about 1 KB a puzzle."""
MASTER_ITERATIONS = 3000
"""Rollouts of the master's check of a generated puzzle (six times its move at the table)."""


class Goal(str, Enum):
    WIN = "win"
    SCORE = "score"
    DENY = "deny"
    SHUT = "shut"
    HOLD = "hold"
    MISTAKE = "mistake"


class PuzzleError(ValueError):
    """A puzzle or a puzzle file that is not what it says."""


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: a position, a goal, and the plays that meet it."""

    id: str
    variant: str
    players: int
    scores: tuple[int, ...]
    """Raw scores per side when the round began."""
    starter: int
    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]
    plays: tuple[Move, ...]
    """The round's plays so far (draws and passes between them are forced)."""
    goal: Goal
    answer: tuple[Move, ...]
    """Every play that meets the goal: one tile, on places with the same future."""
    points: int = 0
    """:attr:`Goal.SCORE`: the raw points the answer makes."""
    difficulty: int = 1
    played: Move | None = None
    """:attr:`Goal.MISTAKE`: the play made in the game."""
    checks: dict[str, Any] = field(default_factory=dict)
    """What the generator found: the master's win chances, the runner-up's points."""
    choices: tuple[Tile, ...] = ()
    """:attr:`Goal.HOLD`: the tiles to choose from (the answer is one of them, laid
    nowhere: ``answer`` holds it as a lead)."""
    ruleset: Ruleset | None = None
    """House rules (a ruleset that is no preset): every option's value, since the variant
    names a preset only then."""

    @property
    def rules(self) -> Rules:
        if self.ruleset is not None:
            return rules_of(self.ruleset.game, self.ruleset.as_dict())
        return GAMES[self.variant]

    def match(self) -> Match:
        """The position, with every hand as it was (the window hides the others')."""
        match = Match(self.rules, self.players)
        match.scores[:] = list(self.scores)
        match.deal_round(self.starter, [list(h) for h in self.hands], list(self.boneyard))
        for move in self.plays:
            match.apply_forced()
            match.apply(move)
        match.apply_forced()
        return match

    def view(self) -> SeatView:
        match = self.match()
        round_ = match.current
        if round_ is None:
            raise ValueError("no round was dealt")
        return match.view_for(round_.to_move)

    @property
    def seat(self) -> int:
        return self.view().seat

    def solves(self, move: Move) -> bool:
        if self.goal is Goal.HOLD:
            return move.tile == self.answer[0].tile
        return move in self.answer


# --- checking a goal exactly ------------------------------------------------------------


def classes(view: SeatView) -> list[list[Move]]:
    """The legal plays grouped by their future (one tile on equivalent places)."""
    board = view.board
    codes = place_codes(board)
    keys = [key for key, _ in board.open_places()]
    grouped: dict[tuple[Tile, int], list[Move]] = {}
    for action in view.legal_actions():
        if not isinstance(action, Move):
            continue
        code = -1 if action.at is None or action.end is None else \
            codes[keys.index((action.at, action.end))]
        grouped.setdefault((action.tile, code), []).append(action)
    return list(grouped.values())


def smallest_score(rules: Rules) -> int:
    """The least a scoring play makes (0 in a game whose plays never score)."""
    return min((p for p in rules.points_by_end_sum if p > 0), default=0)


def _next_opponent(view: SeatView) -> int | None:
    nxt = (view.seat + 1) % view.seating.num_players
    if view.seating.side_of(nxt) == view.side or view.hand_counts[nxt] == 0:
        return None
    return nxt


def _after(view: SeatView, move: Move) -> Board:
    board = view.board.copy()
    board.place(move)
    return board


def _replies(view: SeatView, board: Board, tiles: Iterable[Tile]) -> list[Move]:
    return [m for t in tiles for m in board.legal_moves((t,))]


def _only(groups: list[list[Move]], test: Callable[[Move], bool]) -> list[Move] | None:
    """The one group whose plays pass ``test`` (None when none or several do)."""
    passing = [g for g in groups if test(g[0])]
    return passing[0] if len(passing) == 1 else None


def solve(view: SeatView, goal: Goal) -> tuple[list[Move], dict[str, Any]] | None:
    """The plays meeting ``goal`` when exactly one group of plays does (and at least one
    other group exists), with what the check found; None otherwise."""
    return solve_all(view, (goal,)).get(goal)


def solve_all(view: SeatView, goals: Sequence[Goal]
              ) -> dict[Goal, tuple[list[Move], dict[str, Any]]]:
    """:func:`solve` for each of ``goals`` at once (the position's facts worked out once)."""
    knowledge = Knowledge(view)
    solved: dict[Goal, tuple[list[Move], dict[str, Any]]] = {}
    if Goal.HOLD in goals:
        held = _cannot_hold(view, knowledge)
        if held is not None:
            solved[Goal.HOLD] = held
    groups = classes(view)
    if len(groups) < 2:
        return solved
    rules = view.rules
    wins = {g[0]: decided(view, g[0], knowledge, replies=False) is Outcome.WINS
            for g in groups}
    if Goal.WIN in goals:
        found = _only(groups, lambda m: wins[m])
        if found is not None:
            solved[Goal.WIN] = (found, {})
    if any(wins.values()):
        # With a win on the table every other goal is beside the point.
        return solved
    least = smallest_score(rules)
    if Goal.SCORE in goals and least:
        points = {g[0]: points_after(rules, view.board, g[0]) for g in groups}
        ranked = sorted(points.values(), reverse=True)
        if ranked[0] > 0 and ranked[0] - ranked[1] >= least:
            found = _only(groups, lambda m: points[m] == ranked[0])
            if found is not None:
                solved[Goal.SCORE] = (found, {"runner_up": ranked[1]})
    nxt = _next_opponent(view)
    if nxt is None:
        return solved
    possible = knowledge.possible(nxt)
    if Goal.DENY in goals and least:

        def denies(move: Move) -> bool:
            board = _after(view, move)
            return not any(points_after(rules, board, r) for r in _replies(view, board,
                                                                            possible))
        found = _only(groups, denies)
        if found is not None:
            solved[Goal.DENY] = (found, {})
    if Goal.SHUT in goals:
        found = _only(groups, lambda m: not _replies(view, _after(view, m), possible))
        if found is not None:
            solved[Goal.SHUT] = (found, {})
    return solved


HOLD_CHOICES = 4
"""Tiles offered by a :attr:`Goal.HOLD` puzzle."""


def lacks(knowledge: Knowledge, seat: int) -> frozenset[int]:
    """The numbers ``seat`` has shown it holds none of (it drew or passed on them)."""
    slots = knowledge.held[seat]
    if not slots:
        return frozenset()
    return frozenset(min(slots, key=lambda s: len(s.forbidden)).forbidden)


def _cannot_hold(view: SeatView, knowledge: Knowledge
                 ) -> tuple[list[Move], dict[str, Any]] | None:
    """One unseen tile the next player cannot hold among others it may hold."""
    nxt = _next_opponent(view)
    if nxt is None:
        return None
    possible = knowledge.possible(nxt)
    impossible = sorted(t for t in knowledge.unseen if t not in possible)
    if not impossible or len(possible) < HOLD_CHOICES - 1:
        return None
    # Chosen from the position itself, so that checking it again picks the same tiles.
    rng = random.Random(f"{sorted(view.hand)}|{view.board.tiles}|{view.history}")
    answer = rng.choice(impossible)
    others = rng.sample(sorted(possible), HOLD_CHOICES - 1)
    choices = sorted([answer, *others])
    recent = next((e for e in reversed(view.history) if e.seat == nxt), None)
    shown_last = recent is not None and not hasattr(recent, "move")
    return [Move(answer)], {"choices": [str(t) for t in choices],
                            "lacks": sorted(lacks(knowledge, nxt)),
                            "grade": 1 if shown_last else 2}


# --- generating ---------------------------------------------------------------------------


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
    per_goal = dict.fromkeys(wanted, CANDIDATES * quota)
    count *= CANDIDATES
    found: list[Puzzle] = []
    seen: set[tuple[Any, ...]] = set()
    for number in range(matches):
        if len(found) >= count:
            break
        seats = sizes[number % len(sizes)]
        match = Match(rules, seats, rng=random.Random(f"puzzles|{seed}|{number}"))
        player = make_player("casual", seed=seed + number)
        scores_at_start: list[int] = []
        while not match.is_over and len(found) < count:
            if match.needs_deal:
                scores_at_start = list(match.scores)
                match.deal_round()
                continue
            match.apply_forced()
            round_ = match.current
            assert round_ is not None
            if match.is_over or round_.end is not None:
                continue
            view = match.view_for(round_.to_move)
            open_goals = [g for g in wanted if per_goal[g] > 0]
            # A lead, or a choice between two plays, teaches little.
            if len(classes(view)) < MIN_CHOICES:
                open_goals = [g for g in open_goals if g is Goal.HOLD]
            solved = solve_all(view, open_goals) if len(view.board) else {}
            for goal, (answer, facts) in solved.items():
                key = (tuple(sorted(view.hand)), tuple(view.board.tiles), goal)
                if key in seen:
                    continue
                seen.add(key)
                check_seed = seed * 1000 + len(found)
                # A win is exact and what a hand can hold is a fact: only the other goals
                # need the master's word that they teach a good play.
                master = master_agrees(view, answer, check_seed, iterations) \
                    if goal not in (Goal.WIN, Goal.HOLD) else {"answer": 1.0}
                if master is None:
                    continue
                per_goal[goal] -= 1
                points = points_after(rules, view.board, answer[0])
                found.append(Puzzle(
                    f"{rules.variant}-{len(found) + 1:03d}", rules.variant, seats,
                    tuple(scores_at_start), round_.starter,
                    tuple(tuple(h) for h in round_.dealt), tuple(round_.deck),
                    tuple(move for _, move in round_.plays), goal, tuple(answer),
                    points if goal in (Goal.SCORE, Goal.WIN) else 0,
                    int(facts.pop("grade")) if goal is Goal.HOLD else
                    difficulty(view, answer, check_seed), None,
                    {"master": master, **{k: v for k, v in facts.items() if k != "choices"}},
                    tuple(parse_tile(t) for t in facts.get("choices", ())),
                    rules.ruleset if rules.house_rules else None))
                if progress is not None:
                    progress(len(found), count)
                break
            match.apply(player.choose(view))
    piles = [spread([q for q in found if q.goal is goal], quota) for goal in wanted]
    # Every goal in turn, so that a set too small for all of them still has each kind.
    chosen = [p for turn in itertools.zip_longest(*piles) for p in turn if p is not None]
    chosen = chosen[:count // CANDIDATES]
    # A game with fewer kinds of goal than it has room for fills up with what it has.
    chosen += [p for p in found if p not in chosen][:count // CANDIDATES - len(chosen)]
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


def check(puzzle: Puzzle) -> str | None:
    """Why ``puzzle`` is not what it says (None: its goal still has exactly its answer)."""
    try:
        view = puzzle.view()
    except (ValueError, KeyError) as exc:
        return f"{puzzle.id}: the position does not replay ({exc})"
    if puzzle.goal is Goal.MISTAKE:
        legal = {a for a in view.legal_actions() if isinstance(a, Move)}
        if not set(puzzle.answer) <= legal or not puzzle.answer:
            return f"{puzzle.id}: the better play is not a legal play"
        return None
    solved = solve(view, puzzle.goal)
    if solved is None:
        return f"{puzzle.id}: the goal does not have exactly one answer"
    if puzzle.goal is Goal.HOLD:
        choices = tuple(parse_tile(t) for t in solved[1]["choices"])
        if choices != puzzle.choices or solved[0] != list(puzzle.answer):
            return f"{puzzle.id}: the tile it cannot hold is not the one stated"
        return None
    if set(solved[0]) != set(puzzle.answer):
        return f"{puzzle.id}: the answer is not the goal's only one"
    return None


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


# --- files --------------------------------------------------------------------------------


def puzzle_json(p: Puzzle) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "id": p.id, "variant": p.variant, "players": p.players, "scores": list(p.scores),
        "starter": p.starter, "hands": [[str(t) for t in h] for h in p.hands],
        "boneyard": [str(t) for t in p.boneyard], "plays": [move_json(m) for m in p.plays],
        "goal": p.goal.value, "answer": [move_json(m) for m in p.answer],
        "points": p.points, "difficulty": p.difficulty, "checks": p.checks,
    }
    if p.played is not None:
        doc["played"] = move_json(p.played)
    if p.choices:
        doc["choices"] = [str(t) for t in p.choices]
    if p.ruleset is not None:
        doc["ruleset"] = p.ruleset.to_json()
    return doc


def set_json(rules: Rules, puzzles: Sequence[Puzzle], how: dict[str, Any]) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "variant": rules.variant,
            "generated": how, "puzzles": [puzzle_json(p) for p in puzzles]}


def _int(value: object, low: int, high: int, what: str) -> int:
    if not jsongate.is_int_in(value, low, high):
        raise PuzzleError(f"{what} must be a whole number from {low} to {high}")
    return value


def _tile(value: object) -> Tile:
    try:
        return parse_tile(value)  # type: ignore[arg-type]
    except (ValueError, TypeError):
        raise PuzzleError(f"{jsongate.quote(value)} is not a tile") from None


def _move(value: object) -> Move:
    if not isinstance(value, dict) or set(value) - {"tile", "at", "end"} \
            or "tile" not in value:
        raise PuzzleError("a play must be an object with a \"tile\"")
    laid = _tile(value["tile"])
    if "at" not in value and "end" not in value:
        return Move(laid)
    try:
        return Move(laid, _tile(value.get("at")), End(value.get("end")))
    except ValueError:
        raise PuzzleError(f"{jsongate.quote(value.get('end'))} is not an end") from None


def _checks(value: object) -> dict[str, Any]:
    """What the generator found, checked as hostile data like the rest (the words do sums
    with it): the master's win chances, the runner-up's points, the numbers the next
    player lacks. Anything else is dropped."""
    if not isinstance(value, dict):
        return {}
    kept: dict[str, Any] = {}
    for key, item in value.items():
        if key == "runner_up":
            if jsongate.is_int_in(item, 0, 10_000):
                kept[key] = item
        elif key == "lacks":
            if isinstance(item, list) and len(item) <= 16 \
                    and all(jsongate.is_int_in(n, 0, 99) for n in item):
                kept[key] = item
        elif key == "master" and isinstance(item, dict) and len(item) <= 8 \
                and all(jsongate.is_number(n) for n in item.values()):
            kept[key] = item
    return kept


def _list(value: object, what: str, most: int = 64) -> list[Any]:
    if not isinstance(value, list) or len(value) > most:
        raise PuzzleError(f"{what} must be a list of at most {most}")
    return value


def _house_rules(doc: object) -> Rules:
    if not isinstance(doc, dict) or set(doc) - {"game", "options"}:
        raise PuzzleError("a puzzle's ruleset must be an object of its game and options")
    try:
        return rules_of(doc.get("game"), doc.get("options", {}))
    except OptionError as exc:
        raise PuzzleError(f"the ruleset: {exc}") from None


def puzzle_from_json(doc: object) -> Puzzle:
    """A puzzle read as hostile data: its shape, its position replayed and its answer legal
    (raises :class:`PuzzleError`)."""
    if not isinstance(doc, dict):
        raise PuzzleError("a puzzle must be an object")
    variant = doc.get("variant")
    house = doc.get("ruleset")
    if house is not None:
        rules = _house_rules(house)
        if variant != rules.variant:
            raise PuzzleError(f"the variant {jsongate.quote(variant)} is not its ruleset's "
                              f"({rules.variant})")
        variant = rules.variant
    elif not isinstance(variant, str) or variant not in GAMES:
        raise PuzzleError(f"unknown game {jsongate.quote(variant)}")
    else:
        rules = GAMES[variant]
    players = doc.get("players")
    if not jsongate.is_int(players) or players not in rules.player_counts:
        raise PuzzleError(f"{jsongate.quote(players)} players cannot play {variant}")
    sides = rules.seating(players).num_sides
    scores = tuple(_int(s, -10 * rules.target, rules.target, "a score")
                   for s in _list(doc.get("scores"), "scores"))
    if len(scores) != sides:
        raise PuzzleError(f"there must be {sides} scores")
    ident = doc.get("id")
    if not isinstance(ident, str) or not 0 < len(ident) <= 120:
        raise PuzzleError("a puzzle needs an id")
    try:
        goal = Goal(doc.get("goal"))
    except ValueError:
        raise PuzzleError(f"unknown goal {jsongate.quote(doc.get('goal'))}") from None
    played = doc.get("played")
    checks = doc.get("checks", {})
    puzzle = Puzzle(
        ident, variant, players, scores, _int(doc.get("starter"), 0, players - 1, "starter"),
        tuple(tuple(_tile(t) for t in _list(h, "a hand")) for h in _list(doc.get("hands"),
                                                                          "hands")),
        tuple(_tile(t) for t in _list(doc.get("boneyard"), "the boneyard")),
        tuple(_move(m) for m in _list(doc.get("plays"), "plays", 64)), goal,
        tuple(_move(m) for m in _list(doc.get("answer"), "the answer", 16)),
        _int(doc.get("points", 0), 0, rules.target, "points"),
        _int(doc.get("difficulty", 1), 1, 3, "difficulty"),
        None if played is None else _move(played),
        _checks(checks),
        tuple(_tile(t) for t in _list(doc.get("choices", []), "choices", 8)),
        rules.ruleset if rules.house_rules else None)
    try:
        view = puzzle.view()
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise PuzzleError(f"{ident}: the position does not replay ({exc})") from None
    if view.to_move != view.seat or not puzzle.answer:
        raise PuzzleError(f"{ident}: nobody is to play")
    if goal is Goal.HOLD:
        nxt = _next_opponent(view)
        tile = puzzle.answer[0].tile
        if nxt is None or len(puzzle.answer) != 1 or tile not in puzzle.choices \
                or len(set(puzzle.choices)) != len(puzzle.choices) \
                or tile in Knowledge(view).possible(nxt) or tile not in view.unseen:
            raise PuzzleError(f"{ident}: the tile it cannot hold is not one it cannot hold")
        return puzzle
    legal = {a for a in view.legal_actions() if isinstance(a, Move)}
    if not set(puzzle.answer) <= legal or (puzzle.played is not None
                                          and puzzle.played not in legal):
        raise PuzzleError(f"{ident}: the answer is not a legal play")
    return puzzle


def read_set(path: Path) -> list[Puzzle]:
    """A puzzle file through the reading gate; raises :class:`PuzzleError` when any part of
    it is wrong (a shipped set is all or nothing)."""
    try:
        doc = jsongate.read_json(path, PUZZLE_LIMITS)
    except jsongate.GateError as exc:
        raise PuzzleError(f"{path.name}: {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise PuzzleError(f"{path.name}: not a puzzle set")
    if not jsongate.same(doc.get("version"), VERSION):
        raise PuzzleError(f"{path.name}: version {jsongate.quote(doc.get('version'))} "
                          f"is not {VERSION}")
    return [puzzle_from_json(p) for p in _list(doc.get("puzzles"), "puzzles", 500)]


def shipped_path(variant: str) -> Path:
    from dominoes_qt.resources import data_path

    return Path(data_path(f"puzzles/{variant}.json"))


def shipped(variant: str) -> list[Puzzle]:
    """The set that ships with the game ([] when it has none or it is damaged)."""
    try:
        return read_set(shipped_path(variant))
    except (PuzzleError, FileNotFoundError, OSError):
        return []


# --- your mistakes ------------------------------------------------------------------------


def mistakes_path() -> Path:
    return paths.data_dir() / "mistakes.json"


def read_mistakes(path: Path | None = None) -> list[Puzzle]:
    """The player's mistakes, newest first; a damaged entry is skipped, a damaged file set
    aside (by the storage helpers) and read as empty."""
    from dominoes_qt.storage.documents import read_document
    from dominoes_qt.storage.versions import Format

    raw = read_document(path or mistakes_path(), Format("mistakes", VERSION, {}))
    doc = raw.doc
    if doc is None or doc.get("format") != MISTAKES_FORMAT:
        return []
    entries = doc.get("puzzles")
    if not isinstance(entries, list):
        return []
    kept: list[Puzzle] = []
    for entry in entries[:MAX_MISTAKES]:
        try:
            kept.append(puzzle_from_json(entry))
        except PuzzleError:
            continue
    return kept


def add_mistakes(found: Sequence[Puzzle], path: Path | None = None) -> list[Puzzle]:
    """Keep ``found`` (newest first, each position once, at most :data:`MAX_MISTAKES`),
    written atomically; returns what is kept. Raises the storage's ``WriteError``."""
    from dominoes_qt.storage.documents import write_document

    target = path or mistakes_path()
    old = read_mistakes(target)
    known = {p.id for p in found}
    kept = [*found, *(p for p in old if p.id not in known)][:MAX_MISTAKES]
    write_document(target, {"format": MISTAKES_FORMAT, "version": VERSION,
                            "puzzles": [puzzle_json(p) for p in kept]})
    return kept


def remove_mistake(ident: str, path: Path | None = None) -> list[Puzzle]:
    """Forget one mistake (once it is solved and the player says so)."""
    from dominoes_qt.storage.documents import write_document

    target = path or mistakes_path()
    kept = [p for p in read_mistakes(target) if p.id != ident]
    write_document(target, {"format": MISTAKES_FORMAT, "version": VERSION,
                            "puzzles": [puzzle_json(p) for p in kept]})
    return kept


# --- words (English; the window has its own translated copies) ------------------------------


def goal_text(p: Puzzle) -> str:
    """The goal in one line, in the game's own terms (its target and units)."""
    rules = p.rules
    if p.goal is Goal.WIN:
        exactly = "exactly " if rules.reaching.value == "exactly" else ""
        return f"Win the match in one play: reach {exactly}{rules.display(rules.target)}."
    if p.goal is Goal.SCORE:
        return f"Score {rules.display(p.points)} in one play."
    if p.goal is Goal.DENY:
        return "Leave the next player no play that scores."
    if p.goal is Goal.SHUT:
        return "Leave the next player no tile that fits."
    if p.goal is Goal.HOLD:
        return "Which of these tiles can the next player not hold?"
    return "From your game: find the better play."


def answer_text(p: Puzzle) -> str:
    """Why the answer meets the goal, in one or two English sentences."""
    move = p.answer[0]
    if p.goal is Goal.HOLD:
        numbers = ", ".join(str(n) for n in p.checks.get("lacks", []))
        return (f"The next player drew or passed when the ends wanted {numbers}, so it "
                f"holds no tile with them; {move.tile.bracketed()} has one.")
    view = p.view()
    rules = p.rules
    board = _after(view, move)
    where = _move_words(move)
    if p.goal is Goal.WIN:
        return (f"{where} makes the ends add up to {board.end_sum}, worth "
                f"{rules.display(points_after(rules, view.board, move))}: the side reaches "
                f"{rules.display(rules.target)}. No other play does.")
    if p.goal is Goal.SCORE:
        runner = int(p.checks.get("runner_up", 0))
        return (f"{where} makes the ends add up to {board.end_sum}, worth "
                f"{rules.display(p.points)}; no other play makes more than "
                f"{rules.display(runner)}.")
    if p.goal is Goal.DENY:
        return (f"After {where} the ends want {_numbers(board)}; no tile the next player "
                "can hold makes them score.")
    if p.goal is Goal.SHUT:
        return (f"After {where} the ends want {_numbers(board)}; the next player cannot hold "
                "any of them (they are on the table, in your hand, or it has shown it has "
                "none).")
    return f"The coach's better play: {where}."


def _numbers(board: Board) -> str:
    values = sorted({place.value for place in board.places()})
    return ", ".join(str(v) for v in values)


def _move_words(move: Move) -> str:
    if move.at is None or move.end is None:
        return f"leading {move.tile.bracketed()}"
    return f"{move.tile.bracketed()} on {move.at.bracketed()} ({move.end.value})"
