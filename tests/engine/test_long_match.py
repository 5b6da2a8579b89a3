"""A match that nobody wins ends at its game's round limit (docs/LONG-MATCHES.md)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominoes_qt import jsongate
from dominoes_qt.ai.players import RandomPlayer
from dominoes_qt.ai.simulate import turns
from dominoes_qt.engine import DRAW, PASS, Match, Rules
from dominoes_qt.engine.game import Refusal
from dominoes_qt.games import GAMES, SEVEN_ROCKS
from dominoes_qt.games.records import load, record_of, summary
from dominoes_qt.transcript import transcript
from tools.lab.stalling import StallingPlayer

NAMES = [{"name": f"Computer {seat + 1}", "kind": "ai", "level": "beginner"}
         for seat in range(4)]


def stalled(rules: Rules = SEVEN_ROCKS, players: int = 4, seed: int = 3,
            round_limit: int | None = None) -> Match:
    """A match of players who score as little as they can, to its end."""
    match = Match(rules, players, rng=random.Random(seed), round_limit=round_limit)
    seats = [StallingPlayer(seed * 10 + seat) for seat in range(players)]
    for seat in turns(match):
        match.apply(seats[seat].choose(match.view_for(seat)), seat)
    return match


@pytest.fixture(scope="module")
def long_seven_rocks() -> Match:
    return stalled()


def test_every_game_states_a_limit_of_its_own():
    for rules in GAMES.values():
        assert isinstance(rules.round_limit, int)
        assert rules.round_limit >= 1
    assert Match(SEVEN_ROCKS, 4).round_limit == SEVEN_ROCKS.round_limit


def test_a_game_without_a_limit_is_refused_when_made():
    class Endless(type(SEVEN_ROCKS)):  # type: ignore[misc]
        round_limit = 0

    with pytest.raises(TypeError, match="round_limit"):
        Endless()
    with pytest.raises(ValueError, match="at least one round"):
        Match(SEVEN_ROCKS, 4, round_limit=0)


def test_a_seven_rocks_match_kept_going_is_called_off_at_the_limit(long_seven_rocks):
    match = long_seven_rocks
    # Both sides sink below zero: nobody can reach the target, only the limit ends it.
    assert match.winner is None
    assert max(match.scores) < 0
    assert match.called_off
    assert match.is_over
    assert not match.needs_deal
    assert len(match.rounds) == SEVEN_ROCKS.round_limit
    assert all(r.end is not None for r in match.rounds)
    with pytest.raises(RuntimeError, match=f"called off after {SEVEN_ROCKS.round_limit}"):
        match.deal_round()
    assert match.legal_actions() == []
    for action in (DRAW, PASS):
        assert match.check(action) is Refusal.MATCH_OVER


def test_a_called_off_match_is_not_over_one_round_earlier(long_seven_rocks):
    record = record_of(long_seven_rocks, NAMES)
    record.rounds.pop()
    _, shorter = load(record.dumps())
    assert not shorter.called_off
    assert not shorter.is_over
    assert shorter.needs_deal
    assert len(shorter.rounds) == SEVEN_ROCKS.round_limit - 1


def test_a_called_off_record_replays_to_the_same_match_and_says_so(long_seven_rocks):
    text = record_of(long_seven_rocks, NAMES).dumps()
    record, again = load(text)
    assert summary(again) == summary(long_seven_rocks)
    out = summary(again)
    assert out["called_off"] is True
    assert out["winner"] is None
    assert len(out["rounds"]) == SEVEN_ROCKS.round_limit
    assert f"Called off after {SEVEN_ROCKS.round_limit} rounds" in transcript(record, again)


def test_the_limit_keeps_a_record_well_inside_what_a_reader_accepts(long_seven_rocks):
    """The longest match a game allows, written as the Save command writes it, leaves
    room for hand indentation and extra keys under the record size limit."""
    size = len(record_of(long_seven_rocks, NAMES).dumps().encode())
    assert size < jsongate.RECORD_LIMITS.max_bytes / 2
    # The same match once more, and a reader refuses it from its size alone.
    assert 4 * size > jsongate.RECORD_LIMITS.max_bytes


@pytest.fixture(scope="module")
def over_long() -> dict[str, Any]:
    """A record one round longer than the game allows now, as one written before there
    was a limit could be."""
    return record_of(stalled(seed=4, round_limit=SEVEN_ROCKS.round_limit + 1),
                     NAMES).to_json()


def test_a_record_longer_than_the_limit_is_read_whole_and_ends_with_its_last_round(
        over_long):
    """Nothing in an older, longer record is lost: every round is read, and its match is
    called off where the record ends."""
    _, match = load(json.dumps(over_long))
    assert len(match.rounds) == SEVEN_ROCKS.round_limit + 1
    assert match.called_off
    assert match.round_limit == len(match.rounds)


def test_an_over_long_record_in_mid_round_plays_its_last_round_out_then_stops(over_long):
    doc = json.loads(json.dumps(over_long))
    doc["rounds"][-1]["plays"] = doc["rounds"][-1]["plays"][:3]
    _, match = load(json.dumps(doc))
    assert not match.is_over
    assert match.current is not None
    assert match.current.end is None
    seats = [StallingPlayer(seat) for seat in range(4)]
    for seat in turns(match):
        match.apply(seats[seat].choose(match.view_for(seat)), seat)
    assert match.winner is not None or (
        match.called_off and len(match.rounds) == SEVEN_ROCKS.round_limit + 1)


def test_a_short_record_keeps_the_games_limit():
    doc = record_of(stalled(round_limit=4), NAMES).to_json()
    doc["rounds"][-1]["plays"] = doc["rounds"][-1]["plays"][:3]
    _, match = load(json.dumps(doc))
    assert match.round_limit == SEVEN_ROCKS.round_limit
    assert not match.is_over


@settings(max_examples=40, deadline=None)
@given(variant=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 10_000),
       limit=st.integers(1, 4), data=st.data())
def test_every_match_ends_won_or_called_off_within_its_limit(variant, seed, limit, data):
    rules = GAMES[variant]
    players = data.draw(st.sampled_from(rules.player_counts))
    match = Match(rules, players, rng=random.Random(seed), round_limit=limit)
    chooser = [RandomPlayer(seed + seat) for seat in range(players)]
    for seat in turns(match):
        match.apply(chooser[seat].choose(match.view_for(seat)), seat)
    assert match.is_over
    assert len(match.rounds) <= limit
    assert (match.winner is None) == match.called_off
    if match.called_off:
        assert len(match.rounds) == limit
    again = summary(load(record_of(match, NAMES[:players]).dumps())[1])
    # Read back, the match has the game's own limit: only the mark of its end differs.
    expected = {k: v for k, v in summary(match).items() if k != "called_off"}
    assert {k: v for k, v in again.items() if k != "called_off"} == expected


def test_replay_and_verify_of_a_called_off_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Replay prints the documented object with ``called_off`` added, and every deal of a
    called-off match verifies (at a limit of 20 rounds, which the commands read from the
    game's rules as everyone does)."""
    from dominoes_qt.cli import main

    monkeypatch.setattr(SEVEN_ROCKS, "round_limit", 20)
    path = tmp_path / "long.json"
    path.write_text(record_of(stalled(), NAMES).dumps(), encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    result = json.loads(out)
    assert list(result) == ["variant", "sides", "scores", "winner", "rounds", "events",
                            "called_off"]
    assert result["called_off"] is True
    assert result["winner"] is None
    assert main(["verify", str(path), "--json"]) == 0
    verdicts = json.loads(capsys.readouterr().out)
    assert verdicts["fair"] is True
    assert len(verdicts["rounds"]) == SEVEN_ROCKS.round_limit
    assert {r["verdict"] for r in verdicts["rounds"]} == {"match"}


def test_a_record_longer_than_the_limit_is_not_said_to_stop_at_the_limit(monkeypatch):
    # A record written before its game had a limit (or under a larger one) is read whole.
    longer_match = stalled(round_limit=4)
    assert longer_match.called_off
    monkeypatch.setattr(SEVEN_ROCKS, "round_limit", 3)
    record, again = load(record_of(longer_match, NAMES).dumps())
    assert len(again.rounds) == 4
    assert again.called_off
    told = transcript(record, again)
    assert "Called off after 4 rounds (the record's last; the game's limit is 3)" in told
    assert "(the game's limit)" not in told
