"""A puzzle's goal and why its answer meets it, in English (the window has its own
translated copies of these words)."""

from __future__ import annotations

from dominoes_qt.ai.playout import points_after
from dominoes_qt.engine import Board, Move
from dominoes_qt.puzzles.model import Goal, Puzzle
from dominoes_qt.puzzles.solver import board_after


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
    board = board_after(view, move)
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
