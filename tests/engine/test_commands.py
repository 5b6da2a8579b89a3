"""The headless commands: ``replay [--json]`` and ``explain`` as RECORD.md specifies them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt.cli import main

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "records"
REPO = Path(__file__).resolve().parents[2]

TOP_KEYS = ["variant", "sides", "scores", "winner", "rounds", "events"]
EVENT_KEYS = {"round", "seat", "side", "kind", "raw", "accepted"}


def replay_json(path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    assert main(["replay", str(path), "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.count("\n") == 1  # one JSON object
    result: dict[str, Any] = json.loads(out)
    return result


def _event(round_: int, seat: int, side: int, kind: str, raw: int,
           accepted: bool = True) -> dict[str, Any]:
    return {"round": round_, "seat": seat, "side": side, "kind": kind, "raw": raw,
            "accepted": accepted}


EXPECTED: dict[str, dict[str, Any]] = {
    "five-up-2p-two-rounds.json": {
        "variant": "five-up-61",
        "sides": [[0], [1]],
        "scores": [20, 0],
        "winner": None,
        "rounds": [{"end": "domino", "finisher": 0}, {"end": None, "finisher": None}],
        # The last tile (5 on the ends) is not a play event: it is inside the domino.
        "events": [_event(1, 0, 0, "play", 5), _event(1, 0, 0, "domino", 15)],
    },
    "five-up-2p-domino-zero.json": {
        "variant": "five-up-61",
        "sides": [[0], [1]],
        "scores": [0, 5],
        "winner": None,
        "rounds": [{"end": "domino", "finisher": 0}],
        "events": [_event(1, 1, 1, "play", 5), _event(1, 0, 0, "domino", 0)],
    },
    "five-up-4p-negative-domino.json": {
        "variant": "five-up-61",
        "sides": [[0, 2], [1, 3]],
        "scores": [-5, 35],
        "winner": None,
        "rounds": [{"end": "domino", "finisher": 0}],
        "events": [_event(1, 1, 1, "play", 10), _event(1, 3, 1, "play", 25),
                   _event(1, 0, 0, "domino", -5)],
    },
    "five-up-3p-block.json": {
        "variant": "five-up-61",
        "sides": [[0], [1], [2]],
        "scores": [10, 60, 0],
        "winner": None,
        "rounds": [{"end": "block", "finisher": None}],
        "events": [_event(1, 0, 0, "play", 5), _event(1, 1, 1, "play", 5),
                   _event(1, 1, 1, "block", 55), _event(1, 0, 0, "block", 5)],
    },
    "seven-rocks-domino-then-block.json": {
        "variant": "seven-rocks",
        "sides": [[0, 2], [1, 3]],
        "scores": [-35, -80],
        "winner": None,
        "rounds": [{"end": "domino", "finisher": 0}, {"end": "block", "finisher": None}],
        "events": [
            _event(1, 3, 1, "play", 5), _event(1, 2, 0, "play", 15), _event(1, 0, 0, "play", 10),
            _event(1, 1, 1, "penalty", -10), _event(1, 2, 0, "penalty", -10),
            _event(1, 3, 1, "penalty", -5),
            _event(2, 1, 1, "play", 5), _event(2, 2, 0, "play", 5),
            _event(2, 0, 0, "penalty", -25), _event(2, 1, 1, "penalty", -35),
            _event(2, 2, 0, "penalty", -30), _event(2, 3, 1, "penalty", -40),
        ],
    },
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_replay_json_is_exactly_the_documented_result(
        name: str, capsys: pytest.CaptureFixture[str]) -> None:
    result = replay_json(FIXTURES / name, capsys)
    assert list(result) == TOP_KEYS
    assert result == EXPECTED[name]


@pytest.mark.parametrize("name", ["five-up-4p-finished.json", "seven-rocks-4p-finished.json"])
def test_replay_json_shape_of_a_finished_match(
        name: str, capsys: pytest.CaptureFixture[str]) -> None:
    result = replay_json(FIXTURES / name, capsys)
    assert list(result) == TOP_KEYS
    assert result["winner"] == 1
    for round_ in result["rounds"]:
        assert set(round_) == {"end", "finisher"}
        assert round_["end"] in ("domino", "block", "target")
        assert (round_["finisher"] is not None) == (round_["end"] == "domino")
    assert result["rounds"][-1]["end"] == "target"
    kinds = {"play", "domino", "block"} if "five-up" in name else {"play", "penalty"}
    for event in result["events"]:
        assert set(event) == EVENT_KEYS
        assert event["kind"] in kinds
        assert event["raw"] % 5 == 0
        assert (event["raw"] < 0) == (event["kind"] == "penalty") or event["kind"] == "domino"
    if "five-up" in name:
        assert result["scores"][1] == 305
        # A play that would have passed 305 in the last round was refused.
        assert any(not e["accepted"] for e in result["events"])
        dominoes = [e["round"] for e in result["events"] if e["kind"] == "domino"]
        domino_rounds = [i for i, r in enumerate(result["rounds"], 1) if r["end"] == "domino"]
        assert dominoes == domino_rounds
    else:
        assert result["scores"][1] >= 250


def test_replay_transcript_is_readable(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(FIXTURES / "five-up-2p-two-rounds.json")]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert "Olena" in out
    assert "Round 1 ends: domino by Olena" in out
    assert "Round 2" in out


@pytest.mark.parametrize(
    ("content", "where"),
    [
        ("not json at all", "not JSON"),
        ('{"format": "dominoes-qt-record", "version": 9}', "version 9"),
    ],
)
def test_bad_record_gives_status_2_one_line_and_no_output(
        tmp_path: Path, content: str, where: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1
    assert where in err
    # The file is named, a long path by its last characters (a pytest-xdist worker's
    # temporary folder is deeper than a plain run's).
    name = str(path)
    assert (name if len(name) <= 80 else "..." + name[-77:]) in err


def test_illegal_play_names_round_and_play_in_a_subprocess(tmp_path: Path) -> None:
    doc = json.loads((FIXTURES / "five-up-2p-two-rounds.json").read_text(encoding="utf-8"))
    doc["rounds"][0]["plays"][2]["end"] = "low"  # [2|3] on [1|2]'s low end, already joined
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "dominoes_qt", "replay", str(path), "--json"],
        capture_output=True, text=True, check=False, cwd=REPO,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert "round 1, play 3" in result.stderr
    assert "already joined" in result.stderr


def test_missing_file_is_status_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "nothing.json")]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1


def test_explain_prints_the_board_after_a_play(capsys: pytest.CaptureFixture[str]) -> None:
    path = FIXTURES / "five-up-2p-two-rounds.json"
    assert main(["explain", str(path), "--round", "1", "--play", "5"]) == 0
    out, _ = capsys.readouterr()
    assert "Round 1, after play 5 of 9" in out
    assert "Tiles: [0|1], [1|2], [2|3], [3|4], [4|5]." in out
    assert "[0|1] (low end, 0); [4|5] (high end, 5)" in out
    assert "Points for the play: 5." in out


def test_explain_defaults_to_the_end_and_reads_spinners(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", str(FIXTURES / "seven-rocks-domino-then-block.json"),
                 "--round", "1"]) == 0
    out, _ = capsys.readouterr()
    assert "after play 24 of 24" in out
    assert "Spinners: [6|6]." in out


@pytest.mark.parametrize("args", [["--round", "7"], ["--round", "1", "--play", "99"]])
def test_explain_out_of_range_is_status_2(args: list[str],
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", str(FIXTURES / "five-up-3p-block.json"), *args]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1
