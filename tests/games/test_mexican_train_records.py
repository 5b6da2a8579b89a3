"""Mexican Train's records: written, read back, replayed to the same match, verified
against the deal commitments, refused with a clear message when wrong; and the command
line's replay, verify, rules and simulate."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt.ai.train_simulate import play_train_match
from dominoes_qt.cli import main as cli_main
from dominoes_qt.engine.record import RecordError
from dominoes_qt.engine.train_record import check_train_deals, train_record_of
from dominoes_qt.engine.trains import TrainMatch
from dominoes_qt.games import TRAIN_GAMES
from dominoes_qt.games.records import load_train, names_train_game

RULES = TRAIN_GAMES["mexican-train"]
NAMES = [{"name": f"P{s}", "kind": "ai", "level": "skilled"} for s in range(3)]


def played() -> TrainMatch:
    return play_train_match(RULES.with_options(rounds=2), ["skilled", "casual", "beginner"],
                            5, 0)


def test_a_record_replays_to_the_same_match_and_verifies() -> None:
    match = played()
    text = train_record_of(match, NAMES).dumps()
    assert names_train_game(text)
    record, again = load_train(text)
    assert again.totals == match.totals
    assert [r.history for r in again.rounds] == [r.history for r in match.rounds]
    assert record.rules is match.rules or record.rules.ruleset == match.rules.ruleset
    assert [c["verdict"] for c in check_train_deals(record, again)] == ["match", "match"]
    doc = json.loads(text)
    assert doc["version"] == 3
    assert doc["ruleset"]["game"] == "mexican-train"
    assert doc["rounds"][1]["engine"] == "11|11"


def test_a_mid_round_record_keeps_its_seed_sealed_and_resumes() -> None:
    match = played()
    round_ = match.rounds[0]
    # Cut the second round off after its deal.
    record = train_record_of(match, NAMES)
    record.rounds[1].actions = record.rounds[1].actions[:3]
    del record.rounds[1].extra["deal"]["seed"]
    _, again = load_train(record.dumps())
    assert again.current is not None
    assert not again.current.is_over
    assert again.rounds[0].history == round_.history


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["rounds"][0]["plays"].insert(0, {"tile": "0|1", "train": 0}), "round 1"),
    (lambda d: d["rounds"][0].update(engine="11|11"), "engine"),
    (lambda d: d["rounds"][0]["hands"][0].pop(), "bad deal"),
    (lambda d: d["rounds"][0]["plays"][0].update(train=9), "train"),
    (lambda d: d["ruleset"]["options"].update(rounds=99), "rounds"),
    (lambda d: d["rounds"][1].update(starter=(d["rounds"][1]["starter"] + 1) % 3),
     "clockwise"),
])
def test_a_wrong_record_is_refused_naming_the_fault(change: Callable[[Any], object],
                                                    message: str) -> None:
    doc = json.loads(train_record_of(played(), NAMES).dumps())
    change(doc)
    with pytest.raises(RecordError, match=message):
        load_train(json.dumps(doc))


def test_a_changed_seed_fails_verification() -> None:
    match = played()
    doc = json.loads(train_record_of(match, NAMES).dumps())
    seed = doc["rounds"][0]["deal"]["seed"]
    doc["rounds"][0]["deal"]["seed"] = ("0" if seed[0] != "0" else "1") + seed[1:]
    record, again = load_train(json.dumps(doc))
    assert check_train_deals(record, again)[0]["verdict"] == "mismatch"


def test_the_command_line_replays_verifies_and_lists(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "m.json"
    match = played()
    path.write_text(train_record_of(match, NAMES).dumps(), encoding="utf-8")
    assert cli_main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["totals"] == match.totals
    assert cli_main(["replay", str(path)]) == 0
    assert "engine 12|12" in capsys.readouterr().out
    assert cli_main(["verify", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["fair"] is True
    assert cli_main(["rules", "mexican-train", "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert [o["name"] for o in listing[0]["options"]][-5:] == [
        "starting-run", "double-binds-all", "mexican-after-own", "zero-double-50", "rounds"]
    broken = json.loads(path.read_text(encoding="utf-8"))
    broken["rounds"][0]["plays"][0]["tile"] = "13|13"
    path.write_text(json.dumps(broken), encoding="utf-8")
    assert cli_main(["replay", str(path)]) == 2
    assert "round 1" in capsys.readouterr().err


def test_simulate_plays_mexican_train(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["simulate", "--variant", "mexican-train", "--players", "3", "--seats",
                     "skilled,casual,beginner", "--matches", "1", "--rule", "rounds=1",
                     "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["variant"] == "mexican-train+rounds=1"
    assert out["matches"] == 1
    assert sum(out["wins"]) == pytest.approx(1.0)
