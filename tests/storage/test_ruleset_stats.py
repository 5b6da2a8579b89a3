"""Statistics and rated matches are kept per ruleset: a preset under its name (files written
before house rules read as they did), a house ruleset under a short stable key with the
ruleset beside the counts; the Statistics dialog gives each house ruleset its own tab."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from dominoes_qt.engine import Match
from dominoes_qt.games import GAMES, rules_of
from dominoes_qt.storage.progress import Progress, ProgressStore
from dominoes_qt.storage.rulesets import rules_of_doc, ruleset_doc, ruleset_key
from dominoes_qt.storage.stats import StatsStore
from tests.storage.helpers import play_to_end

HOUSE = rules_of("all-fives", {"target": 50, "spinners": "none"})


def _finished(rules: Any, seed: int = 3) -> Match:
    return play_to_end(Match(rules, 2, rng=random.Random(seed)), seed)


def test_a_ruleset_key_is_a_presets_name_or_a_stable_short_hash() -> None:
    assert ruleset_key(GAMES["all-fives-200"]) == "all-fives-200"
    assert ruleset_doc(GAMES["all-fives-200"]) is None
    key = ruleset_key(HOUSE)
    assert key.startswith("all-fives#")
    assert len(key.split("#")[1]) == 10
    assert ruleset_key(rules_of("all-fives", {"spinners": "none", "target": 50})) == key
    assert ruleset_key(HOUSE.with_options(target=60)) != key
    assert rules_of_doc(ruleset_doc(HOUSE)) is HOUSE
    hostiles: list[object] = [None, [], {"game": "chess"}, {"game": 5},
                              {"game": "all-fives", "options": {"x": 1}},
                              {"game": "all-fives", "options": {"target": 0}}]
    for hostile in hostiles:
        assert rules_of_doc(hostile) is None


def test_the_key_is_pinned_for_one_ruleset() -> None:
    # Worked out once (sha256 of the sorted JSON of every option); the statistics and the
    # rated matches already written under it depend on it never changing.
    assert ruleset_key(HOUSE) == "all-fives#3d58aa78f3"


def test_house_matches_are_counted_apart_from_the_preset(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "statistics.json")
    store.record_finished(_finished(GAMES["all-fives-100"]), {0}, {1: "casual"})
    store.record_finished(_finished(HOUSE), {0}, {1: "casual"})
    store.record_finished(_finished(HOUSE, 4), {0}, {1: "casual"})
    stats = StatsStore(store.path).load().value
    assert stats.get("all-fives-100", 2).played == 1
    key = ruleset_key(HOUSE)
    assert stats.get(key, 2).played == 2
    assert stats.house_rulesets() == {key: HOUSE.ruleset.to_json()}
    doc = json.loads(store.path.read_text())
    assert doc["games"][f"{key}/2"]["ruleset"] == HOUSE.ruleset.to_json()
    assert "ruleset" not in doc["games"]["all-fives-100/2"]


def test_a_statistics_file_from_before_reads_as_it_did(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"version": 1, "games": {
        "five-up-61/2": {"played": 3, "won": 2, "by_level": {"casual": {"played": 3,
                                                                        "won": 2}},
                         "best_margin": 40, "margin_total": 60}}, "recorded": []}))
    stats = StatsStore(path).load().value
    assert stats.get("five-up-61", 2).played == 3
    assert stats.get("five-up-61", 2).ruleset is None
    assert stats.house_rulesets() == {}


def test_the_statistics_dialog_has_a_tab_for_each_house_ruleset(
        qtbot: Any, tmp_path: Path) -> None:
    from dominoes_qt.ui.statistics_dialog import StatisticsDialog
    store = StatsStore(tmp_path / "statistics.json")
    store.record_finished(_finished(HOUSE), {0}, {1: "casual"})
    # A house ruleset this program cannot play (a newer one's option) is kept, not shown.
    doc = json.loads(store.path.read_text())
    doc["games"]["all-fives#0000000000/2"] = {
        "played": 1, "ruleset": {"game": "all-fives", "options": {"newer": True}}}
    store.path.write_text(json.dumps(doc))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    key = ruleset_key(HOUSE)
    title = "All Fives — house rules (no spinners, target 50)"
    assert dialog.value(key, 2, "Matches played") == "1"
    tab = dialog.tabs.indexOf(dialog.tables[key])
    assert dialog.tabs.tabText(tab) == title
    assert dialog.tables[key].accessibleName() == title
    assert "all-fives#0000000000" not in dialog.tables
    assert dialog.value("all-fives-100", 2, "Matches played") == "0"
    assert "all-fives#0000000000/2" in json.loads(store.path.read_text())["games"]


def test_a_rated_house_match_keeps_its_ruleset(tmp_path: Path) -> None:
    progress = Progress().with_rated("h", ruleset_key(HOUSE), 2, "casual", True,
                                     ruleset=ruleset_doc(HOUSE))
    store = ProgressStore(tmp_path / "progress.json")
    store.save(progress)
    back = store.load().value.matches[0]
    assert back.variant == ruleset_key(HOUSE)
    assert rules_of_doc(back.ruleset) is HOUSE
    old = Progress().with_rated("p", "five-up-61", 2, "casual", True)
    assert "ruleset" not in old.matches[0].to_json()
