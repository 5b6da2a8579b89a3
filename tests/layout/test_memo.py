"""The layout's memo of worked-out spots stays within its bound over any number of rounds."""

from __future__ import annotations

import pytest

from dominoes_qt.games import FIVE_UP
from dominoes_qt.layout import table
from tools.bench.layout import bench_rounds


def test_the_spot_memo_never_holds_more_than_its_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table, "SPOT_MEMO_LIMIT", 300)
    monkeypatch.setattr(table, "_SPOTS", {})
    sizes: list[int] = []
    real = table._make_spot

    def counted(anchor: table._Anchor, shape: table._Shape) -> table._Spot:
        sizes.append(len(table._SPOTS))
        return real(anchor, shape)

    monkeypatch.setattr(table, "_make_spot", counted)
    bench_rounds(FIVE_UP, 2, 6, 3)
    # Far more spots were worked out than the memo may keep: the oldest gave way.
    assert len(sizes) > 300
    assert max(sizes) < 300
    assert len(table._SPOTS) <= 300


def test_the_bench_reports_the_most_spots_the_memo_held(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table, "SPOT_MEMO_LIMIT", 300)
    monkeypatch.setattr(table, "_SPOTS", {})
    # Full, the memo holds its limit; the bench's figure is that, never more.
    assert bench_rounds(FIVE_UP, 2, 6, 3).memo_peak == 300
    assert table.memo_peak() == 300
