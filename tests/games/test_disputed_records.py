"""Records of the disputed block rules replay to the JSON they gave when made, and the
other reading would have scored them differently (so each pins the reading)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dominoes_qt.engine.record import summary
from dominoes_qt.games import rules_of
from dominoes_qt.games.records import load

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "disputed"
OTHER_READING = {
    "all-fives-100-3p-block": ("block-settlement", "lightest-hand"),
    "muggins-100-3p-block": ("block-settlement", "lightest-hand"),
    "draw-game-4p-block": ("block-winner", "lightest-side"),
    "block-game-4p-block": ("block-winner", "lightest-side"),
}


def test_every_fixture_is_listed() -> None:
    assert sorted(p.name for p in FIXTURES.glob("*.json")) == sorted(
        f"{stem}{end}" for stem in OTHER_READING for end in (".json", ".replay.json"))


@pytest.mark.parametrize("stem", sorted(OTHER_READING))
def test_a_disputed_record_replays_to_the_same_json(stem: str) -> None:
    text = (FIXTURES / f"{stem}.json").read_text(encoding="utf-8")
    pinned = json.loads((FIXTURES / f"{stem}.replay.json").read_text(encoding="utf-8"))
    record, match = load(text)
    assert summary(match) == pinned
    assert pinned["rounds"][-1]["end"] == "block"
    assert record.dumps() == text
    # The same plays under the other reading end elsewhere: the record pins its reading.
    key, value = OTHER_READING[stem]
    other = rules_of(record.rules.ruleset.game, {**record.rules.ruleset.as_dict(), key: value})
    doc = json.loads(text)
    doc.update(version=3, variant=other.variant, ruleset=other.ruleset.to_json())
    _, replayed = load(json.dumps(doc))
    assert summary(replayed)["scores"] != pinned["scores"]
