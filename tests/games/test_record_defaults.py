"""A game's standard may change for new matches; what a written name or record says may
not (``Rules.record_defaults``). Tried on a test-only All Fives whose standard block
settlement became the lightest hand after records were written with every hand's
differences."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import ClassVar

import pytest

from dominoes_qt.engine.game import Match
from dominoes_qt.engine.options import OptionValue
from dominoes_qt.engine.record import record_of
from dominoes_qt.engine.rules import Rules
from dominoes_qt.games import registered, rules_of, written_rules_of
from dominoes_qt.games.all_fives.rules import AllFives
from dominoes_qt.games.records import load

PLAYERS = [{"name": f"P{seat}", "kind": "human"} for seat in range(2)]


class TurnedFives(AllFives):
    variant = "turned-fives-100"
    family: ClassVar[str | None] = "turned-fives"
    order = 990
    lightest_only = True
    record_defaults: ClassVar[dict[str, OptionValue]] = {"block-settlement": "differences"}


@pytest.fixture
def preset() -> Iterator[Rules]:
    old = TurnedFives({"block-settlement": "differences"}, name="turned-fives-100")
    with registered(old):
        yield old


def lightest(rules: Rules) -> bool:
    assert isinstance(rules, AllFives)
    return rules.lightest_only


def play_out(rules: Rules, seed: int) -> Match:
    rng = random.Random(seed)
    match = Match(rules, 2, rng=random.Random(seed))
    while not match.is_over:
        if match.needs_deal:
            match.deal_round()
            continue
        actions = match.legal_actions()
        match.apply(actions[rng.randrange(len(actions))])
    return match


def test_the_standard_changed_but_no_written_name_did(preset: Rules) -> None:
    assert [o.default for o in TurnedFives.declared_options()
            if o.key == "block-settlement"] == ["lightest-hand"]
    old = rules_of("turned-fives", {"target": 150, "block-settlement": "differences"})
    assert old.variant == "turned-fives+target=150"
    assert not lightest(old)
    new = rules_of("turned-fives", {"target": 150})
    assert lightest(new)
    assert new.variant == "turned-fives+target=150+block-settlement=lightest-hand"
    # The new standard is no preset: its name and its records say its settlement.
    standard = rules_of("turned-fives")
    assert standard.house_rules
    assert standard.variant == "turned-fives+block-settlement=lightest-hand"
    assert rules_of("turned-fives", {"block-settlement": "differences"}) is preset


def test_an_option_a_file_leaves_out_means_what_it_meant_when_written(preset: Rules) -> None:
    assert not lightest(written_rules_of("turned-fives", {"target": 150}))
    assert written_rules_of("turned-fives", {}) is preset
    assert lightest(written_rules_of("turned-fives", {"block-settlement": "lightest-hand"}))


def test_a_record_made_before_the_change_replays_to_the_same_json(preset: Rules) -> None:
    rules = rules_of("turned-fives", {"target": 150, "block-settlement": "differences"})
    text = record_of(play_out(rules, 3), PLAYERS).dumps()
    doc = json.loads(text)
    assert doc["variant"] == "turned-fives+target=150"
    # A record written before the option existed does not name it.
    del doc["ruleset"]["options"]["block-settlement"]
    record, _ = load(json.dumps(doc))
    assert record.rules is rules
    assert record.dumps() == text


def test_a_record_of_the_new_standard_carries_it_and_round_trips(preset: Rules) -> None:
    rules = rules_of("turned-fives", {"target": 150})
    text = record_of(play_out(rules, 4), PLAYERS).dumps()
    doc = json.loads(text)
    assert doc["version"] == 3
    assert doc["ruleset"]["options"]["block-settlement"] == "lightest-hand"
    record, again = load(text)
    assert record.rules is rules
    assert record.dumps() == text
    assert again.scores == play_out(rules, 4).scores
