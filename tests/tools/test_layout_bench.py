"""The layout benches' command lines: help, and bad arguments refused with a message."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from dominoes_qt.games import GAMES, rules_for
from tools.bench import layout as bench
from tools.bench import relayout as relayout_bench


@pytest.mark.parametrize("main", [bench.main, relayout_bench.main])
def test_help_and_bad_arguments(main: Callable[[list[str]], int],
                                 capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as asked:
        main(["--help"])
    assert asked.value.code == 0
    assert "rounds" in capsys.readouterr().out
    for bad in (["many"], ["5", "99"], ["5", "no-such-game"], ["5", "seven-rocks:2"],
                ["0"], ["5", "--seed", "x"]):
        with pytest.raises(SystemExit) as refused:
            main(bad)
        assert refused.value.code == 2, bad
        assert "error" in capsys.readouterr().err


def test_a_bad_table_is_refused_with_what_was_wrong(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        bench.main(["5", "3", "--tables", "1280x800=4"])
    assert "SIZE=WIDTHxHEIGHT" in capsys.readouterr().err


def test_one_configuration_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["2", "seven-rocks:4", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "seed 5" in out
    assert "seven-rocks" in out
    assert "five-up" not in out
    rows = [line.split() for line in out.splitlines() if line.startswith("seven-rocks ")
            and "slowest" not in line]
    # A row per window size, each with the table it laid out on and its figures.
    assert [row[2] for row in rows] == list(bench.FLOORS)
    assert all(row[3] == f"{t.width}x{t.height}" for row, t in
               zip(rows, (bench.table_for(4, size) for size in bench.FLOORS), strict=True))


def test_every_registered_game_and_player_count_is_a_configuration(
        capsys: pytest.CaptureFixture[str]) -> None:
    listed = {(rules.variant, players) for rules, players in bench.configurations()}
    assert listed == {(rules.variant, players) for rules in GAMES.values()
                      for players in rules.player_counts}
    assert bench.main(["--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(listed)
    number, name = lines[-1].split()
    rules, players = bench.parse_config(number)[0]
    assert name == f"{rules.variant}:{players}"
    # A variant alone stands for every player count it allows.
    assert [n for _, n in bench.parse_config(rules.variant)] == list(rules.player_counts)


def test_configurations_run_side_by_side_in_the_order_asked(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["1", "seven-rocks:4", "five-up-61:2", "--jobs", "2"]) == 0
    rows = [line.split()[0] for line in capsys.readouterr().out.splitlines()
            if line.endswith(tuple("0123456789")) and " ms, round " not in line]
    sizes = len(bench.FLOORS)
    assert rows[:2 * sizes] == ["seven-rocks"] * sizes + ["five-up-61"] * sizes


def test_one_round_at_one_size_is_the_same_round_as_in_a_full_run(
        capsys: pytest.CaptureFixture[str]) -> None:
    full = bench.bench_rounds(rules_for("five-up-61"), 2, 3, 5)
    alone = bench.bench_rounds(rules_for("five-up-61"), 2, 3, 5, only=frozenset({1}),
                               sizes=("1024x640",))
    assert list(alone.sizes) == ["1024x640"]
    assert alone.rounds == 1
    assert alone.sizes["1024x640"].smallest == full.sizes["1024x640"].smallest[1:2]
    assert 0 < alone.plays < full.plays
    assert bench.main(["3", "five-up-61:2", "--seed", "5", "--round", "1",
                       "--sizes", "1024x640"]) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines()
            if line.startswith("five-up-61 ") and " at " not in line]
    assert [row[2] for row in rows] == ["1024x640"]
    assert int(rows[0][4]) == alone.plays
    for bad in (["3", "--round", "x"], ["3", "--round", "3"], ["3", "--sizes", "800x600"]):
        with pytest.raises(SystemExit) as refused:
            bench.main(bad)
        assert refused.value.code == 2, bad
        assert "error" in capsys.readouterr().err
