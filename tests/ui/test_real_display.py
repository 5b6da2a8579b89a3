"""What a player sees, on a real X server: the game's window on Xvfb with the openbox window
manager, on Qt's xcb platform, animations on, played through moves, zooms, a pan, Fit, a
round's end and a new match; after each, the picture the X server holds (``import -window
root``, never ``grab()``, which paints afresh and hides stale paint) must equal the same
window rendered anew (see :mod:`tests.ui.xshots.driver`). The same check runs on Wayland,
on weston's headless compositor, whose output its own screenshooter reads. Skipped, with
the reason, where the system lacks the programs (.ci/run installs them)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.ui.xshots.harness import WAYLAND_TOOLS, missing_tools, wayland_display, x_display

ROOT = Path(__file__).resolve().parents[2]

STRAY = 50
"""Pixels of the whole window that may differ by more than the driver's colour tolerance
(:data:`tests.ui.xshots.driver.FUZZ`): antialiasing noise, where a stale tile is thousands."""


def _shots(out: Path, size: str, screen: str, steps: str, scale: str = "1",
           wayland: bool = False) -> list[dict[str, Any]]:
    missing = missing_tools(WAYLAND_TOOLS) if wayland else missing_tools()
    if missing is not None:
        pytest.skip(f"no real-display check here: {missing}")
    width, height = (int(v) for v in screen.split("x"))
    server = wayland_display if wayland else x_display
    with server(width, height) as display:
        env = dict(display, PYTHONPATH=str(ROOT), QT_SCALE_FACTOR=scale)
        done = subprocess.run(
            [sys.executable, "-m", "tests.ui.xshots.driver", "--out", str(out), "--size", size,
             "--pace", "150", "--steps", steps],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=150, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def _stray(shots: list[dict[str, Any]], out: Path) -> list[str]:
    return [f"{s['shot']}: {s['differing']} pixels differ (see {out}/{s['shot']}-diff.png)"
            for s in shots if s["differing"] > STRAY]


def test_the_screen_shows_the_table_as_it_is(tmp_path: Path) -> None:
    steps = ("shot:dealt play:2 shot:plays zoom-in zoom-in play:1 shot:zoomed pan shot:panned "
             "zoom-out zoom-out zoom-out fit shot:fitted round shot:next-round "
             "match play:1 shot:new-match")
    shots = _shots(tmp_path, "1280x800", "1400x900", steps)
    assert [s["shot"] for s in shots] == [w.split(":")[1] for w in steps.split()
                                          if w.startswith("shot:")]
    assert any(s["zoom"] > 1 for s in shots)
    stray = _stray(shots, tmp_path)
    assert not stray, "\n".join(stray)


@pytest.mark.skipif(os.environ.get("QT_SCALE_FACTOR") not in (None, "1"),
                    reason="the scale is this test's own")
def test_the_screen_shows_the_table_at_twice_the_pixels(tmp_path: Path) -> None:
    shots = _shots(tmp_path, "1280x800", "2700x1800", "play:1 zoom-in play:1 fit shot:fitted",
                   scale="2")
    assert all(s["size"] == [2560, 1600] for s in shots), shots
    stray = _stray(shots, tmp_path)
    assert not stray, "\n".join(stray)


def test_the_screen_shows_the_table_on_wayland(tmp_path: Path) -> None:
    # The window fills weston's output (a client never learns where its window lies).
    shots = _shots(tmp_path, "1280x800", "1280x800", "play:1 zoom-in play:1 fit shot:fitted",
                   wayland=True)
    assert [s["size"] for s in shots] == [[1280, 800]]
    stray = _stray(shots, tmp_path)
    assert not stray, "\n".join(stray)
