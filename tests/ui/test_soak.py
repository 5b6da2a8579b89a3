"""The soak script's workings (never its figures): what it measures and how it judges."""

from __future__ import annotations

import os

import pytest

from dominoes_qt.ui import soak
from dominoes_qt.ui.soak import Sample, verdict


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
@pytest.mark.skipif(os.environ.get("DOMINOES_QT_SLOW") != "1",
                    reason="minutes long; set DOMINOES_QT_SLOW=1 to run it")
def test_six_watched_matches_leave_nothing_behind(capsys: pytest.CaptureFixture[str]) -> None:
    assert soak.main(["6"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == soak.HEADER
    assert [line.split()[0] for line in lines[2:8]] == ["1", "2", "3", "4", "5", "6"]
    assert "within the bounds" in lines[-1]
