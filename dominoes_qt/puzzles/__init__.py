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

The package's rooms: :mod:`.model` (the puzzle), :mod:`.solver` (checking a goal exactly),
:mod:`.generator` (making puzzles), :mod:`.store` (files) and :mod:`.words` (English
wording). Everything the rest of the program uses is named here.
"""

from dominoes_qt.puzzles.generator import (
    CANDIDATES,
    GENERATED_GOALS,
    MASTER_ITERATIONS,
    MIN_CHOICES,
    difficulty,
    from_decision,
    generate,
    master_agrees,
    spread,
)
from dominoes_qt.puzzles.model import Goal, Puzzle, PuzzleError
from dominoes_qt.puzzles.solver import (
    HOLD_CHOICES,
    check,
    classes,
    lacks,
    smallest_score,
    solve,
    solve_all,
)
from dominoes_qt.puzzles.store import (
    FORMAT,
    MAX_MISTAKES,
    MISTAKES_FORMAT,
    PUZZLE_LIMITS,
    VERSION,
    add_mistakes,
    mistakes_path,
    puzzle_from_json,
    puzzle_json,
    read_mistakes,
    read_set,
    remove_mistake,
    set_json,
    shipped,
    shipped_path,
)
from dominoes_qt.puzzles.words import answer_text, goal_text

__all__ = [
    "CANDIDATES", "FORMAT", "GENERATED_GOALS", "HOLD_CHOICES", "MASTER_ITERATIONS",
    "MAX_MISTAKES", "MIN_CHOICES", "MISTAKES_FORMAT", "PUZZLE_LIMITS", "VERSION", "Goal",
    "Puzzle", "PuzzleError", "add_mistakes", "answer_text", "check", "classes", "difficulty",
    "from_decision", "generate", "goal_text", "lacks", "master_agrees", "mistakes_path",
    "puzzle_from_json", "puzzle_json", "read_mistakes", "read_set", "remove_mistake",
    "set_json", "shipped", "shipped_path", "smallest_score", "solve", "solve_all", "spread",
]
