"""The options bench's workings (never its timings)."""

from __future__ import annotations

import pytest

from tools.bench.options import RULESETS, main


def test_it_prints_a_line_per_ruleset_named_as_the_record_names_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--seconds", "0.01"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(RULESETS)
    assert all(line.endswith("rounds/CPU s") for line in lines)
    # The house ruleset is no preset: it runs under the name its options make.
    assert lines[0].split()[2] == "all-fives-100"
    assert lines[1].split()[2].startswith("all-fives+")
