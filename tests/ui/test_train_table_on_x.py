"""The train table on a real X server (Xvfb with openbox, Qt's xcb platform): eight players
late in a round (62 tiles on the table, a double to cover) at 1280x800 and 1024x640; the
picture the X server holds equals the window painted afresh (no stale paint), and the
tiles are drawn at least as large as the line games' floors at those sizes.
Skipped, with the reason, where the system lacks the programs (.ci/run installs them)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from dominoes_qt.layout.fit import REFERENCE_FLOOR, SMALL_FLOOR
from tests.ui.xshots.driver import FUZZ
from tests.ui.xshots.harness import missing_tools, x_display

pytestmark = pytest.mark.xdist_group("train-table-x")

ROOT = Path(__file__).resolve().parents[2]
STRAY = 50
"""Pixels that may differ beyond :data:`FUZZ` (antialiasing), as in test_real_display."""


@pytest.mark.parametrize(("size", "least"), [("1280x800", REFERENCE_FLOOR),
                                             ("1024x640", SMALL_FLOOR)])
def test_eight_players_late_in_a_round(tmp_path: Path, size: str, least: float) -> None:
    missing = missing_tools()
    if missing is not None:
        pytest.skip(f"no real-display check here: {missing}")
    screen, fresh = tmp_path / "screen.png", tmp_path / "fresh.png"
    with x_display(1400, 900) as display:
        done = subprocess.run(
            [sys.executable, "-m", "tools.pictures.trains", "--players", "8", "--seed", "14",
             "--size", size, "--out", str(screen), "--fresh", str(fresh)],
            cwd=ROOT, env=dict(display, PYTHONPATH=str(ROOT)), capture_output=True,
            text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    # "54 tiles on the table, 0 to draw, 28.1 px per unit"
    scale = float(done.stdout.strip().split(",")[-1].split()[0])
    assert scale >= least
    compared = subprocess.run(["compare", "-metric", "AE", "-fuzz", FUZZ, str(fresh),
                               str(screen), str(tmp_path / "diff.png")],
                              capture_output=True, text=True, check=False)
    differing = int(float(compared.stderr.split()[0]))
    assert differing <= STRAY, f"{differing} pixels differ (see {tmp_path}/diff.png)"
