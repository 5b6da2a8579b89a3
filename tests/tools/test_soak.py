"""The soak script's workings (never its figures): what it measures and how it judges."""

from __future__ import annotations

import pytest

from tools.probe import soak
from tools.probe.soak import Sample, verdict


def _samples(rss: list[float], objects: list[int]) -> list[Sample]:
    return [Sample(i + 1, 10, 200, r, o) for i, (r, o) in enumerate(zip(rss, objects,
                                                                        strict=True))]


def test_growth_is_judged_from_the_fifth_match_on() -> None:
    # The first matches fill caches that stay: only later growth counts.
    warm = _samples([90, 95, 99, 100, 100.2, 100.4, 100.1, 100.3],
                    [40_000, 52_000, 55_000, 58_000, 58_010, 57_990, 58_020, 58_000])
    found = verdict(warm)
    assert found is not None
    assert found.rss_growth == pytest.approx(0.1)
    assert found.objects_growth == -10
    assert abs(found.objects_per_match) < 10
    assert found.within
    leaking = _samples([100, 100, 100, 100, 100, 101, 102, 103],
                       [58_000 + 60 * i for i in range(8)])
    found = verdict(leaking)
    assert found is not None
    assert found.objects_per_match == pytest.approx(60)
    assert not found.within
    swelling = _samples([100, 100, 100, 100, 100, 103, 104, 106], [58_000] * 8)
    found = verdict(swelling)
    assert found is not None
    assert found.rss_growth == pytest.approx(6)
    assert not found.within
    assert verdict(warm[:5]) is None


@pytest.mark.slow
def test_six_watched_matches_leave_nothing_behind(capsys: pytest.CaptureFixture[str]) -> None:
    assert soak.main(["6"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == soak.HEADER
    assert [line.split()[0] for line in lines[2:8]] == ["1", "2", "3", "4", "5", "6"]
    assert "within the bounds" in lines[-1]


def test_the_long_soak_judges_the_ending_memory_and_the_sheet() -> None:
    import random

    from dominoes_qt.ai.simulate import turns
    from dominoes_qt.engine import Match
    from dominoes_qt.games import SEVEN_ROCKS
    from tools.lab.stalling import StallingPlayer
    from tools.probe.long_soak import Sample as Long
    from tools.probe.long_soak import within

    match = Match(SEVEN_ROCKS, 4, rng=random.Random(1), round_limit=3)
    seats = [StallingPlayer(seat) for seat in range(4)]
    for seat in turns(match):
        match.apply(seats[seat].choose(match.view_for(seat)), seat)
    assert match.called_off
    flat = [Long(r, 100.0 + r / 1000, 1000 * r, 3.0, 9.0, 200) for r in (10, 50, 100, 200)]
    ok, line = within(flat, match)
    assert ok
    assert "called off after 3 rounds" in line
    swelling = [*flat[:-1], Long(200, 110.0, 200_000, 3.0, 9.0, 200)]
    assert not within(swelling, match)[0]
    long_sheet = [*flat[:-1], Long(200, 100.2, 200_000, 3.0, 9.0, 5000)]
    assert not within(long_sheet, match)[0]


@pytest.mark.slow
def test_a_match_kept_going_to_the_round_limit_stays_within_bounds(
        capsys: pytest.CaptureFixture[str]) -> None:
    from tools.probe import long_soak

    assert long_soak.main(["--game", "seven-rocks", "--every", "50"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == long_soak.HEADER
    assert "called off after" in lines[-1]
    assert "within the bounds" in lines[-1]
