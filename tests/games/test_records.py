"""Each new game's whole match is saved as a record and replays to the same scores; the
simulate command plays each of them."""

from __future__ import annotations

import json

import pytest

from dominoes_qt.cli import main
from dominoes_qt.engine.verify import Verdict, check_rounds
from dominoes_qt.games import GAMES
from dominoes_qt.games.records import parse_record, record_of, replay, summary
from tests.games.test_properties import play_match

NEW = [rules for rules in GAMES.values() if rules.variant not in ("five-up-61", "seven-rocks")]
CONFIGS = [(rules, players) for rules in NEW for players in rules.player_counts]


def _players(n: int) -> list[dict[str, object]]:
    return [{"name": f"Seat {seat}", "kind": "ai", "level": "casual"} for seat in range(n)]


@pytest.mark.parametrize(("rules", "players"), CONFIGS,
                         ids=[f"{r.variant}-{n}" for r, n in CONFIGS])
def test_a_whole_match_saves_and_replays_to_the_same_scores(rules, players):
    match = play_match(rules, players, 7)
    record = record_of(match, _players(players))
    text = record.dumps()
    again = replay(parse_record(text))
    assert again.scores == match.scores
    assert again.winner == match.winner
    assert summary(again) == summary(match)
    assert json.loads(record_of(again, _players(players)).dumps()) == json.loads(text)
    # Every deal is the one committed to, a starter set by the rules included.
    assert all(c.verdict is Verdict.MATCH for c in check_rounds(record, again))


@pytest.mark.parametrize("rules", NEW, ids=lambda r: r.variant)
def test_simulate_plays_each_game(rules, capsys):
    players = max(rules.player_counts)
    seats = ",".join(["casual"] * players)
    assert main(["simulate", "--variant", rules.variant, "--players", str(players),
                 "--seats", seats, "--matches", "3", "--seed", "1", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert (figures["variant"], figures["matches"], figures["undecided"]) == (
        rules.variant, 3, 0)
    assert sum(side["wins"] for side in figures["sides"]) == 3
