"""Checking a goal exactly: over every legal play and every tile the next player could hold
as the seat to move sees it (the goals are described in :mod:`dominoes_qt.puzzles`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from dominoes_qt.ai.analysis import Outcome, decided
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.playout import points_after
from dominoes_qt.ai.rollout import place_codes
from dominoes_qt.engine import Board, Move, Rules, SeatView, Tile, parse_tile
from dominoes_qt.puzzles.model import Goal, Puzzle


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


def next_opponent(view: SeatView) -> int | None:
    nxt = (view.seat + 1) % view.seating.num_players
    if view.seating.side_of(nxt) == view.side or view.hand_counts[nxt] == 0:
        return None
    return nxt


def board_after(view: SeatView, move: Move) -> Board:
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
    nxt = next_opponent(view)
    if nxt is None:
        return solved
    possible = knowledge.possible(nxt)
    if Goal.DENY in goals and least:

        def denies(move: Move) -> bool:
            board = board_after(view, move)
            return not any(points_after(rules, board, r) for r in _replies(view, board,
                                                                            possible))
        found = _only(groups, denies)
        if found is not None:
            solved[Goal.DENY] = (found, {})
    if Goal.SHUT in goals:
        found = _only(groups, lambda m: not _replies(view, board_after(view, m), possible))
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
    nxt = next_opponent(view)
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
