"""The simulator runs whole matches and reports the promised figures."""

from __future__ import annotations

import json

import pytest

from dominoes_qt.ai.intervals import percentile, wilson
from dominoes_qt.ai.simulate import entrant_at, main
from dominoes_qt.games.records import load, summary


def test_text_report_has_every_figure(capsys):
    assert main(["--variant", "five-up-61", "--players", "2", "--seats", "skilled,casual",
                 "--matches", "3", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    for expected in ("match wins per side", "side 0 (0:skilled)", "side 1 (1:casual)",
                     "match wins per level", "head-to-head skilled vs casual",
                     "mean rounds per match", "decision time per level", "p95",
                     "matches per second"):
        assert expected in out


def test_json_report_counts_every_match(capsys):
    assert main(["--variant", "seven-rocks", "--players", "4",
                 "--seats", "casual,beginner,casual,beginner", "--matches", "2",
                 "--seed", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["matches"] == 2
    assert sum(side["wins"] for side in report["sides"]) + report["undecided"] == 2
    assert [side["levels"] for side in report["sides"]] == [["casual", "casual"],
                                                            ["beginner", "beginner"]]
    assert {row["level"] for row in report["levels"]} == {"casual", "beginner"}
    assert report["mean_rounds"] >= 1
    for row in report["levels"]:
        assert row["decisions"] > 0
        assert 0 <= row["ci95"][0] <= row["rate"] <= row["ci95"][1] <= 1


def test_three_players_and_records(tmp_path, capsys):
    assert main(["--variant", "five-up-61", "--players", "3", "--seats",
                 "expert,beginner,beginner", "--matches", "2", "--seed", "2", "--iterations",
                 "12", "--json", "--save-records", str(tmp_path)]) == 0
    report = json.loads(capsys.readouterr().out)
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 2
    winners = 0
    for path in files:
        record, match = load(path.read_text(encoding="utf-8"))
        assert match.is_over
        assert {p["level"] for p in record.players} == {"expert", "beginner"}
        winners += summary(match)["winner"] is not None
    assert winners == 2
    h2h = report["head_to_head"]
    assert (h2h["level"], h2h["against"]) == ("expert", "beginner")


def test_runs_in_several_processes(capsys):
    args = ["--variant", "five-up-61", "--players", "2", "--seats", "casual,beginner",
            "--matches", "4", "--seed", "3", "--json"]
    assert main([*args, "--jobs", "2"]) == 0
    parallel = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    serial = json.loads(capsys.readouterr().out)
    assert parallel["sides"] == serial["sides"]
    assert parallel["mean_rounds"] == serial["mean_rounds"]


def test_bad_arguments_are_refused(capsys):
    with pytest.raises(SystemExit):
        main(["--variant", "seven-rocks", "--players", "2", "--seats", "casual,casual"])
    with pytest.raises(SystemExit):
        main(["--variant", "five-up-61", "--players", "2", "--seats", "casual,genius"])
    assert "genius" in capsys.readouterr().err


def test_seats_rotate_so_every_entrant_sits_everywhere():
    for players in (2, 3, 4):
        seen = {(seat, entrant_at(seat, i, players)) for seat in range(players)
                for i in range(players)}
        assert len(seen) == players * players
    # Partners stay partners: entrants 0 and 2 always sit opposite.
    for i in range(4):
        assert (entrant_at(0, i, 4) - entrant_at(2, i, 4)) % 4 == 2


def test_wilson_interval_and_percentile():
    low, high = wilson(80, 100)
    assert low == pytest.approx(0.7112, abs=1e-4)
    assert high == pytest.approx(0.8666, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    assert percentile([3.0, 1.0, 2.0, 4.0], 0.95) == 4.0
    assert percentile(list(map(float, range(1, 101))), 0.95) == 95.0


def test_the_ai_never_imports_qt():
    import subprocess
    import sys

    code = ("import sys, dominoes_qt.ai, dominoes_qt.ai.simulate; "
            "sys.exit('PySide6' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_the_module_runs_as_a_command():
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "dominoes_qt.ai.simulate", "--variant", "five-up-61",
         "--players", "2", "--seats", "beginner,casual", "--matches", "3", "--json"],
        capture_output=True, text=True, timeout=120, check=True)
    assert json.loads(done.stdout)["matches"] == 3


def test_sure_wins_are_counted_and_every_level_above_casual_takes_them(capsys):
    assert main(["--variant", "seven-rocks", "--players", "4",
                 "--seats", "skilled,beginner,skilled,beginner", "--matches", "6",
                 "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    rows = {row["level"]: row for row in report["levels"]}
    assert rows["skilled"]["sure_wins_offered"] > 0
    assert rows["skilled"]["sure_wins_taken"] == rows["skilled"]["sure_wins_offered"]
    # The count is of what happened: a random player misses some (or takes them all).
    assert rows["beginner"]["sure_wins_taken"] <= rows["beginner"]["sure_wins_offered"]
    assert 1 <= report["mean_rounds"] <= report["longest_rounds"]


def test_turns_deal_rounds_and_call_a_match_off_at_the_limit():
    import random as random_

    from dominoes_qt.ai.players import RandomPlayer
    from dominoes_qt.ai.simulate import turns
    from dominoes_qt.engine import Match
    from dominoes_qt.games import SEVEN_ROCKS

    match = Match(SEVEN_ROCKS, 4, rng=random_.Random(5), round_limit=2)
    player = RandomPlayer(5)
    seen = 0
    for seat in turns(match):
        assert match.current is not None
        assert seat == match.current.to_move
        match.apply(player.choose(match.view_for(seat)), seat)
        seen += 1
    assert seen > 0
    assert len(match.rounds) <= 2
    # Stopped by the limit or by the match's end, never with a round left half played.
    assert match.is_over
    assert not match.needs_deal
    assert match.winner is not None or (match.called_off and len(match.rounds) == 2)


def test_simulate_calls_off_at_the_games_own_limit():
    """The limit simulate stops at is the one the game's rules state (the window's too)."""
    import random as random_

    from dominoes_qt.ai.players import RandomPlayer
    from dominoes_qt.ai.simulate import turns
    from dominoes_qt.engine import Match
    from dominoes_qt.games import SEVEN_ROCKS

    match = Match(SEVEN_ROCKS, 4, rng=random_.Random(5))
    assert match.round_limit == SEVEN_ROCKS.round_limit
    # Nobody ever scores: every play is refused, so only the limit can end the match.
    match.rules = type("Pointless", (type(SEVEN_ROCKS),), {
        "judge": lambda self, score, event: (False, False)})()
    player = RandomPlayer(5)
    for seat in turns(match):
        match.apply(player.choose(match.view_for(seat)), seat)
    assert match.called_off
    assert match.winner is None
    assert len(match.rounds) == SEVEN_ROCKS.round_limit
