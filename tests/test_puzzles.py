"""Puzzles: every goal checked exactly, the shipped sets sound, generation reproducible, and
your mistakes kept atomically and read as hostile files."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominoes_qt import puzzles
from dominoes_qt.ai.analysis import review_record
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.playout import points_after
from dominoes_qt.cli import main
from dominoes_qt.engine import Move
from dominoes_qt.games import GAMES
from dominoes_qt.puzzles import Goal
from tests.ai.test_analysis import planted


@pytest.fixture(scope="module")
def small_sets() -> dict[str, list[puzzles.Puzzle]]:
    """The sets shipped with the game (generation itself is tested on a small set)."""
    return {v: puzzles.shipped(v) for v in GAMES}


def test_every_game_gets_puzzles_and_each_has_exactly_its_answer(small_sets):
    for variant, found in small_sets.items():
        assert found, variant
        for p in found:
            assert puzzles.check(p) is None
            view = p.view()
            moves = [a for a in view.legal_actions() if isinstance(a, Move)]
            others = [m for m in moves if m not in p.answer]
            assert others, p.id
            # Re-derived here by brute force, not through the module's own helpers.
            rules = p.rules
            if p.goal is Goal.SCORE:
                best = points_after(rules, view.board, p.answer[0])
                assert best == p.points
                assert all(points_after(rules, view.board, m) <= best -
                           puzzles.smallest_score(rules) for m in others)
            if p.goal in (Goal.DENY, Goal.SHUT):
                nxt = (view.seat + 1) % view.seating.num_players
                possible = Knowledge(view).possible(nxt)
                for m in p.answer:
                    board = view.board.copy()
                    board.place(m)
                    replies = [r for t in possible for r in board.legal_moves((t,))]
                    if p.goal is Goal.SHUT:
                        assert replies == []
                    else:
                        assert not any(points_after(rules, board, r) for r in replies)
            if p.goal is Goal.HOLD:
                nxt = (view.seat + 1) % view.seating.num_players
                possible = Knowledge(view).possible(nxt)
                assert p.answer[0].tile in p.choices
                assert p.answer[0].tile not in possible
                assert p.answer[0].tile in view.unseen
                assert all(t in possible for t in p.choices if t != p.answer[0].tile)
            assert 1 <= p.difficulty <= 3


def test_generation_is_reproducible():
    rules = GAMES[next(iter(GAMES))]
    one = puzzles.generate(rules, 3, seed=5, iterations=40, matches=30)
    two = puzzles.generate(rules, 3, seed=5, iterations=40, matches=30)
    assert [puzzles.puzzle_json(p) for p in one] == [puzzles.puzzle_json(p) for p in two]


def test_goal_words_come_from_the_rules(small_sets):
    for variant, found in small_sets.items():
        rules = GAMES[variant]
        for p in found:
            text = puzzles.goal_text(p)
            if p.goal is Goal.WIN:
                assert str(rules.display(rules.target)) in text
                assert ("exactly" in text) == (rules.reaching.value == "exactly")
            if p.goal is Goal.SCORE:
                assert str(rules.display(p.points)) in text
            assert puzzles.answer_text(p)


def test_the_shipped_sets_all_check(capsys):
    assert main(["puzzles", "check"]) == 0
    out = capsys.readouterr().out
    for variant in GAMES:
        found = puzzles.shipped(variant)
        assert len(found) >= 4, variant
        assert f"{variant}.json: {len(found)} of {len(found)} puzzles" in out


def test_a_set_round_trips_and_a_damaged_one_is_refused_whole(small_sets, tmp_path):
    variant, found = next(iter(small_sets.items()))
    path = tmp_path / "set.json"
    doc = puzzles.set_json(GAMES[variant], found, {"seed": 3})
    path.write_text(json.dumps(doc), encoding="utf-8")
    again = puzzles.read_set(path)
    assert [puzzles.puzzle_json(p) for p in again] == [puzzles.puzzle_json(p) for p in found]
    bad_cases: list[Callable[[dict[str, Any]], None]] = [
        lambda d: d.update(format="other"),
        lambda d: d["puzzles"][0].update(answer=[{"tile": "9|9"}]),
        lambda d: d["puzzles"][0].update(plays=[{"tile": "0|0"}] * 3),
        lambda d: d["puzzles"][0].update(scores=[1]),
        lambda d: d["puzzles"][0].update(goal="chess"),
        lambda d: d["puzzles"][0].update(answer=[{"tile": "0|1", "at": "0|0", "end": "x"}]),
    ]
    for damage in bad_cases:
        broken = json.loads(json.dumps(doc))
        damage(broken)
        path.write_text(json.dumps(broken), encoding="utf-8")
        with pytest.raises(puzzles.PuzzleError):
            puzzles.read_set(path)
    path.write_bytes(b"\xff\xfe{")
    with pytest.raises(puzzles.PuzzleError):
        puzzles.read_set(path)


def test_coach_marks_become_mistakes_kept_atomically(tmp_path):
    record, (round_number, play_number) = planted()
    review = review_record(record, iterations=8)
    marked = [d for d in review.decisions if d.mark is not None]
    assert marked
    found = [puzzles.from_decision(record, d, "abc") for d in marked]
    target = tmp_path / "mistakes.json"
    kept = puzzles.add_mistakes(found, target)
    assert len(kept) == len(found)
    again = puzzles.read_mistakes(target)
    assert [p.id for p in again] == [p.id for p in found]
    blunder = next(p for p in again if p.id == f"abc-{round_number}-{play_number}")
    decision = review.at(round_number, play_number)
    assert decision is not None
    assert blunder.goal is Goal.MISTAKE
    assert decision.best.move in blunder.answer
    assert blunder.played == decision.played.move
    assert not blunder.solves(decision.played.move)
    # The position is the one the player faced.
    view = blunder.view()
    assert decision.played.move.tile in view.hand
    assert view.scores == decision.scores
    # Adding the same mistakes again keeps each once; no temporary file is left.
    puzzles.add_mistakes(found, target)
    assert len(puzzles.read_mistakes(target)) == len(found)
    assert [f.name for f in tmp_path.iterdir()] == ["mistakes.json"]
    assert puzzles.remove_mistake(blunder.id, target)
    assert blunder.id not in {p.id for p in puzzles.read_mistakes(target)}


def test_a_damaged_mistakes_file_is_set_aside_and_read_as_empty(tmp_path):
    target = tmp_path / "mistakes.json"
    target.write_text("{not json", encoding="utf-8")
    assert puzzles.read_mistakes(target) == []
    assert any(f.name.startswith("mistakes.json.corrupt") for f in tmp_path.iterdir())
    target.write_text(json.dumps({"format": puzzles.MISTAKES_FORMAT, "version": 1,
                                  "puzzles": [{"id": "x"}, 7]}), encoding="utf-8")
    assert puzzles.read_mistakes(target) == []


def test_puzzles_generate_writes_a_set_the_checker_accepts(tmp_path, capsys):
    variant = next(iter(GAMES))
    assert main(["puzzles", "generate", "--variant", variant, "--count", "2",
                 "--iterations", "40", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{variant}: 2 puzzles")
    assert main(["puzzles", "check", str(tmp_path / f"{variant}.json")]) == 0
    assert main(["puzzles", "list", str(tmp_path / f"{variant}.json")]) == 0
    assert "difficulty" in capsys.readouterr().out
    assert main(["puzzles", "generate", "--variant", "chess"]) == 2


def test_the_mistakes_path_is_in_the_data_folder(tmp_path):
    from dominoes_qt import paths

    with paths.redirected(tmp_path):
        assert puzzles.mistakes_path() == Path(tmp_path) / "data" / "mistakes.json"


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_a_hostile_puzzle_is_refused_cleanly(seed):
    """Whatever is changed in a puzzle, reading it gives a puzzle or a PuzzleError."""
    from tests.storage.hostile import mutate_doc

    variant = next(iter(GAMES))
    doc = puzzles.puzzle_json(puzzles.shipped(variant)[seed % 4])
    broken = mutate_doc(json.loads(json.dumps(doc)), random.Random(seed))
    try:
        p = puzzles.puzzle_from_json(broken)
    except puzzles.PuzzleError:
        return
    # What is accepted still replays and states a legal answer.
    view = p.view()
    assert set(p.answer) <= {a for a in view.legal_actions() if isinstance(a, Move)}
