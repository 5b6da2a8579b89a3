"""Reading, validating, replaying and writing game records (RECORD.md, version 1)."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt.engine import Match, RoundEnd, parse_tile
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.games.records import (
    RecordError,
    load,
    parse_record,
    record_of,
    replay,
    summary,
)
from tests.engine import test_scenarios as scenes
from tests.engine.helpers import full_deal, tiles

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "records"


def _round(hands: list[str], starter: int, plays: list[str], boneyard_front: str = "",
           with_boneyard: bool = True) -> dict[str, Any]:
    dealt, boneyard = full_deal(hands, boneyard_front)
    doc_plays = []
    for text in plays:
        parts = text.split()
        doc_plays.append({"tile": parts[0]} if len(parts) == 1
                         else {"tile": parts[0], "at": parts[1], "end": parts[2]})
    return {
        "starter": starter,
        "hands": [[str(t) for t in hand] for hand in dealt],
        "boneyard": [str(t) for t in boneyard] if with_boneyard else [],
        "plays": doc_plays,
    }


def _doc(variant: str, rounds: list[dict[str, Any]], players: int = 2) -> dict[str, Any]:
    return {
        "format": "dominoes-qt-record",
        "version": 1,
        "variant": variant,
        "players": [{"name": f"P{i}", "kind": "human"} for i in range(players)],
        "rounds": rounds,
    }


def short_2p() -> dict[str, Any]:
    """Five Up, 2 players: a nine-play domino by seat 0 (see test_scenarios)."""
    return _doc("five-up-61", [_round(scenes.SHORT_2P, 0, scenes.SHORT_2P_PLAYS)])


def drawing_2p(plays: list[str]) -> dict[str, Any]:
    """Five Up, 2 players: seat 0 leads [6|6]; seat 1 draws [0|4], [1|4], then [2|6]."""
    return _doc("five-up-61", [_round(["6|6 3|4 4|4 3|5 5|5", "0|1 0|2 1|2 0|3 1|3"], 0,
                                      plays, boneyard_front="0|4 1|4 2|6")])


def rejection(doc: object) -> RecordError:
    text = doc if isinstance(doc, str) else json.dumps(doc)
    with pytest.raises(RecordError) as caught:
        load(text)
    return caught.value


def assert_names(error: RecordError, round_number: int | None, play: int | None,
                 reason: str) -> None:
    message = str(error)
    assert error.round_number == round_number
    assert error.play_number == play
    if round_number is not None:
        assert f"round {round_number}" in message
    if play is not None:
        assert f"play {play}" in message
    assert reason in message


# --- the document ------------------------------------------------------------------------


def test_not_json() -> None:
    assert_names(rejection('{"format": '), None, None, "not JSON")


@pytest.mark.parametrize("doc", [[], {"format": "pgn"}, {"version": 1}])
def test_not_this_format(doc: object) -> None:
    assert_names(rejection(doc), None, None, "not a dominoes-qt game record")


def test_unknown_variant() -> None:
    doc = short_2p()
    doc["variant"] = "muggins"
    assert_names(rejection(doc), None, None, "unknown variant 'muggins'")


def test_newer_version() -> None:
    doc = short_2p()
    doc["version"] = 4
    assert_names(rejection(doc), None, None, "version 4, newer than this program reads")


@pytest.mark.parametrize("version", [0, "1", None])
def test_unknown_version(version: object) -> None:
    doc = short_2p()
    doc["version"] = version
    assert "version" in str(rejection(doc))


@pytest.mark.parametrize(("variant", "players"), [("seven-rocks", 3), ("five-up-61", 5),
                                                  ("five-up-61", 1)])
def test_wrong_player_count(variant: str, players: int) -> None:
    doc = short_2p()
    doc["variant"] = variant
    doc["players"] = [{"name": f"P{i}", "kind": "human"} for i in range(players)]
    assert_names(rejection(doc), None, None, f"the record has {players}")


def test_an_ai_without_a_level() -> None:
    doc = short_2p()
    doc["players"][1] = {"name": "C", "kind": "ai"}
    assert str(rejection(doc)) == 'player 1 is an AI without a "level"'


@pytest.mark.parametrize(("level", "shown"), [(7, "not 7"), (None, "not None"),
                                              (["expert"], "not a JSON list")])
def test_a_level_that_is_not_a_name_says_what_it_is(level: object, shown: str) -> None:
    doc = short_2p()
    doc["players"][1] = {"name": "C", "kind": "ai", "level": level}
    message = str(rejection(doc))
    assert "player 1's \"level\" must be a name in quotes" in message
    assert "without" not in message
    assert message.endswith(shown)


# --- deals -------------------------------------------------------------------------------


def test_deal_with_a_tile_twice() -> None:
    doc = short_2p()
    doc["rounds"][0]["boneyard"][0] = "3|0"  # [0|3] is also in seat 0's hand
    assert_names(rejection(doc), 1, None, "tile 0|3 is dealt twice")


def test_deal_missing_a_tile() -> None:
    doc = short_2p()
    doc["rounds"][0]["boneyard"].pop()
    assert_names(rejection(doc), 1, None, "the deal lacks")


def test_deal_with_a_short_hand() -> None:
    doc = short_2p()
    doc["rounds"][0]["boneyard"].append(doc["rounds"][0]["hands"][1].pop())
    assert_names(rejection(doc), 1, None, "seat 1 was dealt 4 tiles")


def test_seven_rocks_deal_with_a_boneyard() -> None:
    doc = _doc("seven-rocks", [_round(scenes.SR_DEAL, 0, [], with_boneyard=False)], 4)
    doc["rounds"][0]["boneyard"] = [doc["rounds"][0]["hands"][0].pop()]
    assert "bad deal" in str(rejection(doc))


# --- plays -------------------------------------------------------------------------------


def test_a_tile_the_seat_does_not_hold() -> None:
    doc = short_2p()
    doc["rounds"][0]["plays"][1] = {"tile": "2|3", "at": "0|1", "end": "high"}
    assert_names(rejection(doc), 1, 2, "the seat does not hold that tile")


def test_a_place_that_is_not_open() -> None:
    doc = short_2p()
    doc["rounds"][0]["plays"][2] = {"tile": "2|3", "at": "0|1", "end": "high"}
    assert_names(rejection(doc), 1, 3, "that end is already joined")


def test_a_place_on_a_tile_not_on_the_table() -> None:
    doc = short_2p()
    doc["rounds"][0]["plays"][2] = {"tile": "2|3", "at": "3|4", "end": "low"}
    assert_names(rejection(doc), 1, 3, "not on the table")


def test_values_that_do_not_match() -> None:
    doc = short_2p()
    doc["rounds"][0]["plays"][2] = {"tile": "2|3", "at": "0|1", "end": "low"}
    assert_names(rejection(doc), 1, 3, "no half matching that end")


def test_a_branch_before_both_line_sides_are_filled() -> None:
    error = rejection(drawing_2p(["6|6", "2|6 6|6 branchA"]))
    assert_names(error, 1, 2, "both line sides of a spinner must be filled")


def test_a_play_by_the_wrong_seat() -> None:
    doc = short_2p()
    doc["rounds"][0]["plays"][0]["seat"] = 0
    doc["rounds"][0]["plays"][1]["seat"] = 0
    assert_names(rejection(doc), 1, 2, "seat 0 plays, but it is seat 1's turn")


def test_a_play_other_than_the_just_drawn_tile() -> None:
    error = rejection(drawing_2p(["6|6", "1|4 6|6 lineA"]))
    assert_names(error, 1, 2, "the tile just drawn must be played")


def test_the_just_drawn_tile_is_accepted() -> None:
    _, match = load(json.dumps(drawing_2p(["6|6", "2|6 6|6 lineA"])))
    round_ = match.current
    assert round_ is not None
    assert parse_tile("2|6") in round_.board
    assert round_.hands[1] == tiles("0|1 0|2 1|2 0|3 1|3 0|4 1|4")


def test_plays_after_the_round_ended() -> None:
    doc = short_2p()
    doc["rounds"][0]["plays"].append({"tile": "6|6", "at": "5|6", "end": "high"})
    assert_names(rejection(doc), 1, 10, "the round is already over (domino)")


def _finished_five_up() -> dict[str, Any]:
    match = Match(FIVE_UP, 2, rng=random.Random(50))
    chooser = random.Random(50)
    while not match.is_over:
        if match.needs_deal:
            match.deal_round()
        match.apply(chooser.choice(match.legal_actions()))
    players = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    doc: dict[str, Any] = record_of(match, players).to_json()
    return doc


def test_plays_after_the_match_ended() -> None:
    doc = _finished_five_up()
    last = doc["rounds"][-1]
    assert replay(parse_record(json.dumps(doc))).rounds[-1].end is RoundEnd.TARGET
    leftover = next(t for t in last["hands"][0] + last["hands"][1]
                    if t not in [p["tile"] for p in last["plays"]])
    last["plays"].append({"tile": leftover, "at": last["plays"][-1]["tile"], "end": "high"})
    number = len(doc["rounds"])
    assert_names(rejection(doc), number, len(last["plays"]), "the match is already won")


def test_a_round_after_the_match_ended() -> None:
    doc = _finished_five_up()
    doc["rounds"].append(copy.deepcopy(doc["rounds"][0]))
    assert_names(rejection(doc), len(doc["rounds"]), None, "the match was already won")


def test_a_wrong_starter_after_a_domino() -> None:
    doc = short_2p()
    doc["rounds"].append(_round(scenes.PASS_DEAL, 1, [], scenes.PASS_BONEYARD))
    assert_names(rejection(doc), 2, None, "seat 0 laid the last tile and must start, not 1")
    doc["rounds"][1]["starter"] = 0
    _, match = load(json.dumps(doc))
    assert match.rounds[1].starter == 0


def test_any_starter_after_a_block() -> None:
    doc = _doc("five-up-61", [_round(scenes.BLOCK3_DEAL, 2, scenes.BLOCK3_PLAYS,
                                     scenes.BLOCK3_BONEYARD),
                              _round(scenes.BLOCK3_DEAL, 1, [], scenes.BLOCK3_BONEYARD)], 3)
    _, match = load(json.dumps(doc))
    assert [r.end for r in match.rounds] == [RoundEnd.BLOCK, None]


def test_only_the_last_round_may_be_unfinished() -> None:
    doc = short_2p()
    doc["rounds"][0]["plays"].pop()
    doc["rounds"].append(_round(scenes.PASS_DEAL, 0, [], scenes.PASS_BONEYARD))
    assert_names(rejection(doc), 1, None, "the round is unfinished but another round follows")


def test_a_bad_tile_and_a_bad_end_name_the_play() -> None:
    doc = short_2p()
    doc["rounds"][0]["plays"][3]["tile"] = "3|7"
    assert_names(rejection(doc), 1, 4, "no tile 3|7")
    doc = short_2p()
    doc["rounds"][0]["plays"][3]["end"] = "left"
    assert_names(rejection(doc), 1, 4, "unknown end 'left'")


def test_tiles_are_read_in_either_order_and_written_smaller_first() -> None:
    doc = short_2p()
    doc["rounds"][0]["hands"][0] = [t[::-1] for t in doc["rounds"][0]["hands"][0]]
    doc["rounds"][0]["plays"][1]["at"] = "1|0"
    record, match = load(json.dumps(doc))
    written = json.loads(record_of(match, record.players).dumps())
    assert written["rounds"][0]["hands"][0] == ["0|1", "2|3", "4|5", "0|6", "0|3"]
    assert written["rounds"][0]["plays"][1]["at"] == "0|1"


# --- writing -----------------------------------------------------------------------------


def test_extra_keys_are_kept_on_write() -> None:
    doc = short_2p()
    doc["players"][0]["colour"] = "#c03030"
    doc["players"][1] = {"name": "Computer", "kind": "ai", "level": "expert", "notes": [1, 2]}
    doc["app_version"] = "0.1.0"
    doc["saved_at"] = "2026-11-30T12:00:00Z"
    doc["rounds"][0]["note"] = "first"
    doc["rounds"][0]["plays"][0]["thinking_ms"] = 12
    record = parse_record(json.dumps(doc))
    again = json.loads(record.dumps())
    assert again == {**doc, "version": 2}


def test_writing_an_empty_match_and_a_seven_rocks_deal() -> None:
    match = Match(SEVEN_ROCKS, 4, rng=random.Random(3))
    match.deal_round()
    players = [{"name": f"P{i}", "kind": "human"} for i in range(4)]
    text = record_of(match, players).dumps()
    written = json.loads(text)
    assert written["format"] == "dominoes-qt-record"
    assert written["version"] == 2
    assert written["rounds"][0]["boneyard"] == []
    assert all(len(hand) == 7 for hand in written["rounds"][0]["hands"])
    _, again = load(text)
    assert again.rounds[0].dealt == match.rounds[0].dealt


def test_replay_upto_stops_after_the_named_play() -> None:
    record = parse_record(json.dumps(short_2p()))
    match = replay(record, upto=(1, 5))
    round_ = match.current
    assert round_ is not None
    assert len(round_.board) == 5
    assert match.scores == [5, 0]
    assert len(replay(record, upto=(1, 0)).rounds[0].board) == 0


# --- the version-1 fixtures stay readable --------------------------------------------------

Result = tuple[list[int], int | None, list[str | None]]

FIXTURE_RESULTS: dict[str, Result] = {
    "five-up-2p-unfinished.json": ([5, 0], None, [None]),
    "five-up-2p-two-rounds.json": ([20, 0], None, ["domino", None]),
    "five-up-2p-domino-zero.json": ([0, 5], None, ["domino"]),
    "five-up-3p-block.json": ([10, 60, 0], None, ["block"]),
    "five-up-4p-negative-domino.json": ([-5, 35], None, ["domino"]),
    "seven-rocks-domino-then-block.json": ([-35, -80], None, ["domino", "block"]),
    "five-up-4p-finished.json": ([120, 305], 1, [*["domino"] * 6, "block", "target"]),
    "seven-rocks-4p-finished.json": ([55, 255], 1, [*["domino"] * 5, "target"]),
}


def test_every_fixture_is_listed() -> None:
    assert sorted(p.name for p in FIXTURES.glob("*.json")) == sorted(FIXTURE_RESULTS)


@pytest.mark.parametrize("name", sorted(FIXTURE_RESULTS))
def test_version_1_fixture_replays(name: str) -> None:
    text = (FIXTURES / name).read_text(encoding="utf-8")
    record, match = load(text)
    scores, winner, ends = FIXTURE_RESULTS[name]
    result = summary(match)
    assert result["scores"] == scores
    assert result["winner"] == winner
    assert [r["end"] for r in result["rounds"]] == ends
    # Writing the record back and reading it again changes nothing.
    assert summary(load(record.dumps())[1]) == result
