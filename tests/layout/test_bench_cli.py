"""The layout benches' command lines: help, and bad arguments refused with a message."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from dominoes_qt.layout import bench
from dominoes_qt.ui import relayout_bench


@pytest.mark.parametrize("main", [bench.main, relayout_bench.main])
def test_help_and_bad_arguments(main: Callable[[list[str]], int],
                                 capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as asked:
        main(["--help"])
    assert asked.value.code == 0
    assert "rounds" in capsys.readouterr().out
    for bad in (["many"], ["5", "9"], ["0"], ["5", "--seed", "x"]):
        with pytest.raises(SystemExit) as refused:
            main(bad)
        assert refused.value.code == 2, bad
        assert "error" in capsys.readouterr().err


def test_a_bad_table_is_refused_with_what_was_wrong(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        bench.main(["5", "3", "--tables", "1280x800=4"])
    assert "SIZE=WIDTHxHEIGHT" in capsys.readouterr().err


def test_one_configuration_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["2", "3", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "seed 5" in out
    assert "seven-rocks" in out
    assert "five-up" not in out
