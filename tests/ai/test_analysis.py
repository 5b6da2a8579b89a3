"""The coach's review: a planted mistake is found and marked; the cache is hostile-safe."""

from __future__ import annotations

import json
import os
import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt.ai import make_player
from dominoes_qt.ai.analysis import (
    BLUNDER,
    INACCURACY,
    MISTAKE,
    Mark,
    MasterEvaluator,
    RolloutEvaluator,
    judge_decision,
    mark_for,
    review_record,
    score_estimate,
    strongest_evaluator,
)
from dominoes_qt.ai.skilled import assess
from dominoes_qt.cli import main
from dominoes_qt.coach import cache_path, read_cache
from dominoes_qt.engine import Match, Move
from dominoes_qt.games import FIVE_UP
from dominoes_qt.games.records import GameRecord, parse_record, record_of
from dominoes_qt.storage import atomic
from tests.engine.helpers import start

NAME = strongest_evaluator().name
PLAYERS = [{"name": "Olena", "kind": "human"},
           {"name": "Computer", "kind": "ai", "level": "casual"}]


def planted() -> tuple[GameRecord, tuple[int, int]]:
    """A match where the human, able to win the match with one play, lays a tile that
    scores nothing instead while the opponent is close to the target too; returns the
    record (stopped there) and the (round, play) of that decision."""
    for seed in range(300):
        match = Match(FIVE_UP, 2, rng=random.Random(seed))
        casual = make_player("casual", seed=seed)
        while not match.is_over:
            if match.needs_deal:
                match.deal_round()
                continue
            match.apply_forced()
            round_ = match.current
            assert round_ is not None
            if match.is_over or round_.end is not None:
                continue
            view = match.view_for(round_.to_move)
            if round_.to_move == 0 and len(view.legal_actions()) > 1 \
                    and match.scores[1] >= FIVE_UP.target - 40:
                facts = assess(view)
                wins = [a for a in facts if a.wins]
                nothing = [a for a in facts if not a.wins and a.points == 0]
                if wins and nothing:
                    match.apply(nothing[0].move)
                    return record_of(match, PLAYERS), (round_.number, len(round_.plays))
            match.apply(casual.choose(view))
    raise AssertionError("no position to plant the mistake in")


@pytest.fixture(scope="module")
def planted_file(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, tuple[int, int]]:
    record, where = planted()
    path = tmp_path_factory.mktemp("planted") / "game.dominoes.json"
    path.write_text(record.dumps(), encoding="utf-8")
    return path, where


def _analyse(path: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> dict[str, Any]:
    assert main(["analyse", str(path), "--json", "--iterations", "16", *extra]) == 0
    result: dict[str, Any] = json.loads(capsys.readouterr().out)
    return result


def test_a_planted_blunder_is_found_and_marked(planted_file, capsys):
    path, (round_number, play_number) = planted_file
    before = path.read_bytes()
    result = _analyse(path, capsys)
    decision = next(d for d in result["decisions"]
                    if (d["round"], d["play"]) == (round_number, play_number))
    assert decision["mark"] == "blunder"
    assert decision["best"]["win"] == 1.0
    assert decision["played"]["points"] == 0
    assert "wins the match" in decision["best"]["reason"]
    assert result["swings"][0] == {"round": round_number, "play": play_number, "seat": 0,
                                   "loss": decision["loss"]}
    assert result["match"]["marks"]["blunder"] >= 1
    assert result["match"]["accuracy"] < 1.0
    # The review never changes the record; it is kept beside it.
    assert path.read_bytes() == before
    assert cache_path(path).is_file()


def test_the_text_review_names_the_blunder(planted_file, capsys):
    path, (round_number, play_number) = planted_file
    assert main(["analyse", str(path), "--iterations", "16"]) == 0
    out = capsys.readouterr().out
    line = next(ln for ln in out.splitlines() if ln.startswith(f"  play {play_number}, ")
                and "BLUNDER" in ln)
    assert "Olena" in line
    assert f"Round {round_number}" in out
    assert "better: " in out
    assert "wins the match" in out


def test_the_cache_gives_the_same_review_and_a_damaged_one_is_ignored(planted_file, capsys,
                                                                    monkeypatch):
    path, _ = planted_file
    fresh = _analyse(path, capsys, "--no-cache")
    cached = _analyse(path, capsys)
    assert cached == fresh
    record = parse_record(path.read_text(encoding="utf-8"))
    good = json.loads(cache_path(path).read_text(encoding="utf-8"))
    assert read_cache(path, record, NAME, 16, 0) is not None
    # Another number of deals is another review.
    assert read_cache(path, record, NAME, 17, 0) is None

    def damaged(change: Any) -> None:
        doc = json.loads(json.dumps(good))
        change(doc)
        cache_path(path).write_text(json.dumps(doc), encoding="utf-8")
        assert read_cache(path, record, NAME, 16, 0) is None

    damaged(lambda d: d["decisions"][0].update(played_win=float("nan")))
    damaged(lambda d: d["decisions"][0].update(best_win=7))
    damaged(lambda d: d["decisions"][0].update(best={"tile": "6|6", "at": "0|0", "end": "low"}))
    damaged(lambda d: d["decisions"][0].update(played={"tile": "9|9"}))
    damaged(lambda d: d["decisions"].pop())
    damaged(lambda d: d.update(record="0" * 64))
    damaged(lambda d: d.update(decisions={"a": 1}))
    for junk in (b"\xff\xfe", b"[" * 100_000, b"{}", b"null"):
        cache_path(path).write_bytes(junk)
        assert read_cache(path, record, NAME, 16, 0) is None
    cache_path(path).write_bytes(b" " * (5 * 1024 * 1024))
    assert read_cache(path, record, NAME, 16, 0) is None
    cache_path(path).unlink()
    cache_path(path).mkdir()
    assert read_cache(path, record, NAME, 16, 0) is None
    shutil.rmtree(cache_path(path))
    os.mkfifo(cache_path(path))
    assert read_cache(path, record, NAME, 16, 0) is None
    cache_path(path).unlink()

    # A cache that can not be written does not stop the review.
    def refuse(target: Path, text: str, **_: Any) -> None:
        raise atomic.WriteError(target, "the disk is full")

    monkeypatch.setattr(atomic, "write_text", refuse)
    assert _analyse(path, capsys) == fresh
    assert not cache_path(path).exists()


def test_a_tampered_cache_cannot_hide_a_mark(planted_file, capsys):
    path, (round_number, play_number) = planted_file
    _analyse(path, capsys)
    doc = json.loads(cache_path(path).read_text(encoding="utf-8"))
    entry = next(d for d in doc["decisions"]
                 if (d["round"], d["play"]) == (round_number, play_number))
    entry["error"] = 0.0
    cache_path(path).write_text(json.dumps(doc), encoding="utf-8")
    record = parse_record(path.read_text(encoding="utf-8"))
    review = read_cache(path, record, NAME, 16, 0)
    assert review is not None
    # Marks are worked out from the losses, never read from the cache.
    decision = review.at(round_number, play_number)
    assert decision is not None
    assert decision.mark is Mark.BLUNDER


def test_the_review_sees_only_what_the_player_knew():
    # The same view with different hidden tiles behind it is judged identically.
    one = start(FIVE_UP, ["1|4 0|3 2|2 5|6 0|0", "3|4 1|1 4|4 0|6 2|6"])
    two = start(FIVE_UP, ["1|4 0|3 2|2 5|6 0|0", "1|2 1|3 1|5 1|6 2|3"])
    view_one, view_two = one.view_for(0), two.view_for(0)
    assert (view_one.hand, view_one.hand_counts, view_one.boneyard_count) == (
        view_two.hand, view_two.hand_counts, view_two.boneyard_count)
    assert one.rounds[0].hands[1] != two.rounds[0].hands[1]
    played = Move(view_one.hand[0])
    for evaluator in (RolloutEvaluator(), MasterEvaluator()):
        a = judge_decision(view_one, played, evaluator, 30, 0, 1, 1)
        b = judge_decision(view_two, played, evaluator, 30, 0, 1, 1)
        assert a == b


def test_marks_follow_the_stated_thresholds():
    assert mark_for(INACCURACY - 0.001, 0.0) is None
    assert mark_for(INACCURACY, 0.0) is Mark.INACCURACY
    assert mark_for(MISTAKE, 0.0) is Mark.MISTAKE
    assert mark_for(BLUNDER, 0.0) is Mark.BLUNDER
    # A loss within two standard errors is noise, not a mistake.
    assert mark_for(0.3, 0.2) is None


def test_the_score_estimate_is_even_at_equal_scores_and_grows_with_a_lead():
    assert score_estimate(FIVE_UP, [100, 100], 0) == pytest.approx(0.5)
    assert score_estimate(FIVE_UP, [0, 0, 0], 2) == pytest.approx(1 / 3)
    assert score_estimate(FIVE_UP, [150, 100], 0) > score_estimate(FIVE_UP, [120, 100], 0) > 0.5


def test_a_review_can_be_cancelled_and_reports_progress():
    record, _ = planted()
    seen: list[tuple[int, int]] = []
    from dominoes_qt.ai.analysis import Cancelled

    with pytest.raises(Cancelled):
        review_record(record, iterations=2, progress=lambda d, t: seen.append((d, t)),
                      cancelled=lambda: len(seen) > 2)
    assert seen[0][0] == 0
    assert [d for d, _ in seen] == [0, 1, 2]


def test_analyse_of_a_bad_file_exits_2(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text("{}", encoding="utf-8")
    assert main(["analyse", str(path)]) == 2
    assert "bad.json" in capsys.readouterr().err
    assert main(["analyse", str(path), "--iterations", "0"]) == 2


def test_the_expert_evaluator_also_finds_the_planted_blunder(planted_file, capsys):
    path, where = planted_file
    result = _analyse(path, capsys, "--evaluator", "expert", "--no-cache")
    decision = next(d for d in result["decisions"] if (d["round"], d["play"]) == where)
    assert decision["mark"] == "blunder"
    assert result["evaluator"] == "expert-rollouts"
