"""House rules on the command line: the ``rules`` listing and ``--rule KEY=VALUE``."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from dominoes_qt import cli
from dominoes_qt.ai import simulate
from dominoes_qt.engine.options import OptionError
from dominoes_qt.games import GAMES, TRAIN_GAMES, game_classes
from dominoes_qt.games.house import parse_value, rules_with
from dominoes_qt.games.records import load


def _rules(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = cli.main(["rules", *args])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("game", list(game_classes()))
def test_the_json_listing_names_every_option_with_its_default(capsys, game):
    status, out, _ = _rules(capsys, game, "--json")
    assert status == 0
    [entry] = json.loads(out)
    declared = game_classes()[game].declared_options()
    assert entry["game"] == game
    assert [(o["name"], o["type"], o["default"]) for o in entry["options"]] == [
        (o.key, o.kind, o.default) for o in declared]
    assert all(o["description"] for o in entry["options"])
    assert entry["presets"] == [v for v, r in GAMES.items() if r.ruleset.game == game]


@pytest.mark.parametrize("game", list(game_classes()))
def test_the_text_listing_gives_each_option_a_line_with_its_values_and_default(capsys, game):
    status, out, _ = _rules(capsys, game)
    assert status == 0
    lines = out.splitlines()
    for option in game_classes()[game].declared_options():
        [line] = [ln for ln in lines if ln.split()[:1] == [option.key]]
        default = str(option.default).lower() if isinstance(option.default, bool) \
            else str(option.default)
        assert f" {option.kind} " in line
        assert option.domain_text() in line
        assert f" {default} " in line
        assert line.endswith(option.description)


def test_without_a_game_every_game_is_listed(capsys):
    status, out, _ = _rules(capsys, "--json")
    assert status == 0
    assert [e["game"] for e in json.loads(out)] == [*game_classes(), *TRAIN_GAMES]
    status, out, _ = _rules(capsys)
    assert [ln.split(":")[0] for ln in out.splitlines() if ln and not ln.startswith(" ")] \
        == [*game_classes(), *TRAIN_GAMES]


def test_a_preset_lists_its_own_values_beside_the_defaults(capsys):
    status, out, _ = _rules(capsys, "all-fives-200", "--json")
    assert status == 0
    [entry] = json.loads(out)
    target = next(o for o in entry["options"] if o["name"] == "target")
    assert (entry["preset"], target["value"], target["default"]) == ("all-fives-200", 200, 100)
    status, out, _ = _rules(capsys, "all-fives-200")
    assert "200 (default 100)" in next(ln for ln in out.splitlines() if "target" in ln)


def test_an_unknown_game_is_one_line_naming_the_known_ones_and_exit_2():
    result = subprocess.run([sys.executable, "-m", "dominoes_qt", "rules", "poker"],
                            capture_output=True, text=True, check=False, timeout=60)
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert "poker" in result.stderr
    for name in [*game_classes(), *GAMES]:
        assert name in result.stderr


@pytest.mark.parametrize(("key", "text", "value"), [
    ("partners", "true", True), ("partners", "Yes", True), ("partners", "1", True),
    ("partners", "false", False), ("partners", "no", False), ("partners", "0", False),
    ("target", "150", 150), ("target", " +7 ", 7), ("set", "9", 9),
    ("leader", "in-turn", "in-turn"),
])
def test_values_are_read_by_the_options_type(key, text, value):
    option = next(o for o in type(GAMES["all-fives-100"]).declared_options() if o.key == key)
    read = parse_value(option, text)
    assert read == value
    assert type(read) is type(value)


def _simulate(capsys: pytest.CaptureFixture[str], variant: str, *rules: str,
              players: int = 2, matches: int = 6, extra: tuple[str, ...] = ()) -> dict[str, Any]:
    seats = ",".join(["beginner"] * players)
    args = ["--variant", variant, "--players", str(players), "--seats", seats, "--matches",
            str(matches), "--seed", "3", "--json", *extra]
    for rule in rules:
        args += ["--rule", rule]
    assert simulate.main(args) == 0
    report: dict[str, Any] = json.loads(capsys.readouterr().out)
    return report


def test_a_lower_target_makes_the_matches_shorter(capsys):
    standard = _simulate(capsys, "all-fives-250")
    house = _simulate(capsys, "all-fives-250", "target=10")
    assert standard["variant"] == "all-fives-250"
    assert house["variant"] == "all-fives+target=10"
    assert house["ruleset"]["options"]["target"] == 10
    assert house["mean_rounds"] == 1
    assert standard["mean_rounds"] > 3


def test_a_double_nine_set_deals_tiles_above_six_and_its_records_replay(capsys, tmp_path):
    report = _simulate(capsys, "draw-game", "set=9", "hand-2=9", matches=2,
                       extra=("--save-records", str(tmp_path)))
    assert report["ruleset"]["options"]["set"] == 9
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 2
    for path in files:
        _record, match = load(path.read_text(encoding="utf-8"))
        assert match.rules.double == 9
        hands = [tile for round_ in match.rounds for hand in round_.dealt
                 for tile in hand]
        assert len(match.rounds[0].dealt[0]) == 9
        assert max(max(tile) for tile in hands) > 6


def test_each_for_themselves_at_four_has_four_sides(capsys):
    report = _simulate(capsys, "all-fives-100", "partners=no", "target=30", players=4,
                       matches=2)
    assert [side["entrants"] for side in report["sides"]] == [[0], [1], [2], [3]]
    assert sum(side["wins"] for side in report["sides"]) + report["undecided"] == 2
    partners = _simulate(capsys, "all-fives-100", "target=30", players=4, matches=2)
    assert [side["entrants"] for side in partners["sides"]] == [[0, 2], [1, 3]]


def test_rules_that_match_a_preset_play_that_preset(capsys):
    report = _simulate(capsys, "all-fives-100", "target=200", matches=1)
    assert report["variant"] == "all-fives-200"
    assert rules_with("all-fives-100", ["target=200"]) is GAMES["all-fives-200"]


@pytest.mark.parametrize(("rule", "named"), [
    ("targt=5", '"targt"'),                # no such option
    ("target=0", '"target"'),              # out of range
    ("target=ten", '"target"'),            # not a whole number
    ("target=1.5", '"target"'),
    ("target=" + "9" * 5000, '"target"'),  # a hostile number
    ("partners=maybe", '"partners"'),      # not a yes or no
    ("spinners=all", '"spinners"'),        # not one of the choices
    ("set=7", '"set"'),                    # a whole number, but no such set
    ("hand-2=20", '"hand-2"'),             # 40 tiles from a set of 28
    ("target", '"rule"'),                  # no =
    ("=5", '"rule"'),
])
def test_a_bad_rule_is_one_line_naming_the_option_and_exit_2(capsys, rule, named):
    status = simulate.main(["--variant", "all-fives-100", "--players", "2", "--seats",
                            "beginner,beginner", "--matches", "1", "--rule", rule])
    out, err = capsys.readouterr()
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1
    assert f"option {named}" in err
    assert len(err) < 400


def test_a_rule_given_twice_is_refused():
    with pytest.raises(OptionError, match='"target": given twice'):
        rules_with("all-fives-100", ["target=150", "target=200"])


def test_a_bad_rule_from_the_command_is_no_traceback():
    result = subprocess.run([sys.executable, "-m", "dominoes_qt", "simulate", "--variant",
                             "muggins-100", "--players", "2", "--seats", "beginner,beginner",
                             "--rule", "draws=perhaps"],
                            capture_output=True, text=True, check=False, timeout=60)
    assert result.returncode == 2
    assert result.stderr == ('dominoes-qt simulate: option "draws": must be true or false '
                             '(yes/no, 1/0), not "perhaps"\n')


def test_puzzles_generate_takes_house_rules_and_its_set_reads_back(capsys, tmp_path):
    from dominoes_qt import puzzles

    assert cli.main(["puzzles", "generate", "--variant", "all-fives-100", "--rule", "set=9",
                     "--rule", "target=50", "--count", "2", "--iterations", "20", "--out",
                     str(tmp_path)]) == 0
    capsys.readouterr()
    path = tmp_path / "all-fives+set=9+target=50.json"
    found = puzzles.read_set(path)
    assert len(found) == 2
    for puzzle in found:
        assert puzzle.rules.double == 9
        assert puzzle.rules.target == 50
        assert puzzles.check(puzzle) is None
    tiles = [t for p in found for h in p.hands for t in h]
    assert max(max(t) for t in tiles) > 6
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert "--rule set=9 --rule target=50" in doc["generated"]["command"]
    # A set whose variant is not its ruleset's is refused, not read as another game.
    doc["puzzles"][0]["ruleset"]["options"]["target"] = 60
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(puzzles.PuzzleError, match="is not its ruleset's"):
        puzzles.read_set(path)


def test_puzzles_generate_refuses_a_bad_rule_in_one_line(capsys, tmp_path):
    assert cli.main(["puzzles", "generate", "--variant", "muggins-100", "--rule", "set=13",
                     "--out", str(tmp_path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1
    assert 'option "set": must be one of 6, 9, 12, not 13' in err
    assert list(tmp_path.iterdir()) == []


def test_a_mistake_in_a_house_ruled_game_becomes_a_puzzle_of_those_rules(tmp_path):
    from dominoes_qt import puzzles
    from dominoes_qt.ai.analysis import review_record

    rules = rules_with("all-fives-100", ["target=30", "set=9"])
    config = simulate.Config("all-fives-100", 2, ("beginner", "beginner"), 5, None, True,
                             None, rules.ruleset.values)
    text = simulate.play_match(config, 0).record
    assert text is not None
    record, _ = load(text)
    marked = [d for d in review_record(record, iterations=8).decisions if d.mark is not None]
    assert marked
    found = [puzzles.from_decision(record, d, "house") for d in marked]
    puzzles.add_mistakes(found, tmp_path / "mistakes.json")
    again = puzzles.read_mistakes(tmp_path / "mistakes.json")
    assert [p.id for p in again] == [p.id for p in found]
    for puzzle in again:
        assert puzzle.rules is rules
        assert puzzle.view().seat == puzzle.view().to_move
