"""The daily deal: the same deals for a date, checkable, and turned for the second play."""

from __future__ import annotations

import datetime
import hashlib
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominoes_qt.engine import Match
from dominoes_qt.engine.daily import (
    PLAYS,
    DailyPlan,
    check_daily,
    daily_players,
    daily_seed,
    duplicate,
    parse_day,
)
from dominoes_qt.engine.fairdeal import fair_deal
from dominoes_qt.engine.verify import all_fair, check_rounds
from dominoes_qt.games import FIVE_UP, GAMES, SEVEN_ROCKS
from dominoes_qt.games.records import load, record_of

DAY = datetime.date(2026, 12, 2)
days = st.dates(min_value=datetime.date(2000, 1, 1), max_value=datetime.date(2199, 12, 31))


def daily_match(plan: DailyPlan, variant: str = "five-up-61", seed: int = 1) -> Match:
    """A finished match of ``plan``'s deals, every seat playing random legal plays."""
    rules = GAMES[variant]
    players = daily_players(rules)
    assert players is not None
    match = Match(rules, players, random.Random(seed))
    rng = random.Random(seed)
    while match.winner is None:
        if match.needs_deal:
            match.deal_round(seed=plan.seed(len(match.rounds) + 1), turn=plan.turn)
            continue
        actions = match.legal_actions()
        match.apply(actions[rng.randrange(len(actions))])
    return match


def players(n: int) -> list[dict[str, str]]:
    return [{"name": "You", "kind": "human"}] + [
        {"name": f"Computer {s}", "kind": "ai", "level": "expert"} for s in range(1, n)]


def test_the_seed_is_the_documented_hash_of_the_date_and_round():
    expected = hashlib.sha256(b"dominoes-qt/daily\x002026-12-02\x003").digest()
    assert daily_seed(DAY, 3) == expected
    # Pinned, so that a change of procedure can not pass unnoticed.
    assert daily_seed(DAY, 1).hex()[:16] == "0a40126275a15d22"


@settings(deadline=None)
@given(days, st.integers(1, 60))
def test_a_date_always_deals_the_same_and_another_date_deals_otherwise(day, number):
    assert daily_seed(day, number) == daily_seed(datetime.date.fromordinal(day.toordinal()),
                                                 number)
    assert daily_seed(day, number) != daily_seed(day + datetime.timedelta(days=1), number)
    assert daily_seed(day, number) != daily_seed(day, number + 1)
    hands, boneyard = fair_deal(FIVE_UP, 2, daily_seed(day, number))
    assert (hands, boneyard) == fair_deal(FIVE_UP, 2, daily_seed(day, number))


@settings(max_examples=30, deadline=None)
@given(days, st.integers(1, 20))
def test_the_second_play_gives_each_side_the_other_sides_hands(day, number):
    for rules in (FIVE_UP, SEVEN_ROCKS):
        n = daily_players(rules)
        assert n is not None
        first, bone1 = fair_deal(rules, n, daily_seed(day, number), 0)
        second, bone2 = fair_deal(rules, n, daily_seed(day, number), 1)
        assert bone1 == bone2
        seating = rules.seating(n)
        for seat in range(n):
            # The player's seat now holds what the next seat, an opponent, held.
            assert second[seat] == first[(seat + 1) % n]
            assert seating.side_of(seat) != seating.side_of((seat + 1) % n)


def test_every_game_of_two_sides_has_a_daily_table_of_two_sides():
    for rules in GAMES.values():
        n = daily_players(rules)
        # Four each for themselves never make two sides: such a game has no daily deal.
        assert (n is None) == all(rules.seating(p).num_sides != 2 for p in rules.player_counts)
        if n is None:
            continue
        assert n in rules.player_counts
        assert rules.seating(n).num_sides == 2


@pytest.mark.parametrize("variant", ["five-up-61", "seven-rocks", "block-game"])
@pytest.mark.parametrize("turn", PLAYS)
def test_a_daily_record_checks_as_the_days_deals(variant, turn):
    plan = DailyPlan(DAY, turn)
    match = daily_match(plan, variant)
    text = record_of(match, players(match.num_players)).dumps()
    record, replayed = load(text)
    assert all_fair(check_rounds(record, replayed))
    assert check_daily(record, DAY, turn) == []
    # Another day's deals, or the other play's, are not this one.
    assert check_daily(record, DAY + datetime.timedelta(days=1), turn)
    assert check_daily(record, DAY, 1 - turn)


def test_a_round_dealt_from_another_seed_is_named():
    plan = DailyPlan(DAY, 0)
    match = daily_match(plan)
    record = record_of(match, players(2))
    assert len(record.rounds) > 1
    other = DailyPlan(DAY + datetime.timedelta(days=3), 0)
    foreign = daily_match(other)
    rounds = [record.rounds[0], *record_of(foreign, players(2)).rounds[1:]]
    problems = check_daily(replace(record, rounds=rounds), DAY, 0)
    assert problems
    assert problems[0].round == 2
    assert "2026-12-02" in problems[0].reason


def test_the_plan_reads_back_and_refuses_what_it_did_not_write():
    plan = DailyPlan(DAY, 1)
    assert DailyPlan.from_json(plan.to_json()) == plan
    bad: object
    for bad in ({"day": "2026-13-01", "turn": 0}, {"day": "2026-12-02", "turn": 2},
                {"day": "2026-12-02", "turn": True}, {"day": 20261202, "turn": 0}, [],
                {"day": "2026-12-2", "turn": 0}):
        with pytest.raises(ValueError, match=r"daily play|date"):
            DailyPlan.from_json(bad)
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        parse_day("tomorrow")


@settings(deadline=None)
@given(st.integers(-300, 300), st.integers(-300, 300))
def test_duplicate_adds_the_two_margins(first, second):
    assert duplicate([first, second]) == first + second
    # Turning the roles of the player and the computer turns the sign.
    assert duplicate([-first, -second]) == -duplicate([first, second])
    with pytest.raises(ValueError, match="2 plays"):
        duplicate([first])


def test_verify_checks_that_a_daily_record_holds_the_days_deals(tmp_path, capsys):
    from dominoes_qt.cli import main

    plan = DailyPlan(DAY, 1)
    record = record_of(daily_match(plan), players(2), {"daily": plan.to_json()})
    path = tmp_path / "daily.json"
    path.write_text(record.dumps())
    assert main(["verify", str(path)]) == 0
    assert "every round is the daily deal of 2026-12-02, seats turned by 1" in \
        capsys.readouterr().out
    # The same record claiming another day is caught, though every commitment holds.
    claimed = DailyPlan(DAY + datetime.timedelta(days=1), 1)
    path.write_text(replace(record, extra={"daily": claimed.to_json()}).dumps())
    assert main(["verify", str(path), "--json"]) == 1
    import json

    out = json.loads(capsys.readouterr().out)
    assert out["fair"] is False
    assert all(r["verdict"] == "match" for r in out["rounds"])
    assert out["daily"]["day"] == "2026-12-03"
    assert out["daily"]["problems"][0]["round"] == 1
