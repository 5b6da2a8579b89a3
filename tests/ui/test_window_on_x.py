"""The window on a real X server of a small laptop's size (Xvfb 1024x600 with openbox):
its frame lies on the screen and the hand, the buttons, the score panel and the status
line are in sight, on the first start in English and again, with the place kept, at 125%
in Ukrainian (an 819x480 logical screen, smaller than the kept window). Skipped, with
the reason, where Xvfb or openbox is missing (.ci/run installs them)."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt.storage.window_place import WindowPlace, WindowPlaceStore

ROOT = Path(__file__).resolve().parents[2]
SCREEN = (1024, 600)


def _missing() -> str | None:
    for tool, package in (("Xvfb", "xvfb"), ("openbox", "openbox")):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (Debian: {package})"
    return None


# One display server for the module, on one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("window_on_x")


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    """A fresh Xvfb of the laptop's size on a display number it picks itself."""
    missing = _missing()
    if missing is not None:
        pytest.skip(f"no X server check here: {missing}")
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24",
         "-nolisten", "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as numbers:
        number = numbers.readline().strip()
    if not number:
        xvfb.kill()
        xvfb.wait()
        pytest.skip("Xvfb did not start")
    try:
        yield f":{number}"
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)


def _run(display: str, home: Path, language: str, extra: dict[str, str]) -> dict[str, Any]:
    """The game started by openbox itself once it manages windows (so the window is framed
    from the first moment); what the game found, as JSON."""
    out = home / f"found-{language}.json"
    out.unlink(missing_ok=True)
    child = " ".join(shlex.quote(part) for part in (
        sys.executable, "-m", "tests.ui.window_on_x_child", str(home), language, str(out)))
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb",
           "PYTHONPATH": str(ROOT), **extra}
    manager = subprocess.Popen(["openbox", "--sm-disable", "--startup", child], cwd=ROOT,
                               env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 90
        while not out.exists() and time.monotonic() < deadline and manager.poll() is None:
            time.sleep(0.1)
    finally:
        manager.terminate()
        manager.wait(timeout=10)
    assert out.exists(), "the game wrote nothing under openbox"
    found: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return found


def _within(inner: list[int], outer: list[int]) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return w > 0 and h > 0 and ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


def _all_in_sight(found: dict[str, Any]) -> None:
    screen = found["screen"]
    assert _within(found["frame"], screen), found
    assert _within(found["status"], screen), found
    assert found["hand"], found
    for tile in found["hand"]:
        assert _within(tile, found["viewport"]), found
        assert _within(tile, screen), found
    assert len(found["buttons"]) >= 2, found
    for button in found["buttons"].values():
        assert _within(button, screen), found
    assert found["scores"] is not None, found
    assert _within(found["scores"], screen), found


def test_the_first_start_fits_a_1024x600_screen(display: str, tmp_path: Path) -> None:
    found = _run(display, tmp_path, "en", {})
    assert found["screen"] == [0, 0, *SCREEN]
    _all_in_sight(found)
    # It fills the screen's free part: no more than the frame is left over.
    assert found["frame"] == found["screen"]


def test_the_kept_place_comes_back_on_a_smaller_logical_screen(display: str,
                                                               tmp_path: Path) -> None:
    # The place a first start at 1x keeps (the whole screen less openbox's frame): larger
    # than the screen is at 125%.
    kept = WindowPlace(1, 20, 1022, 575)
    WindowPlaceStore(tmp_path / "config" / "window.json").save(kept)
    found = _run(display, tmp_path, "uk", {"QT_SCALE_FACTOR": "1.25"})
    assert found["ratio"] == pytest.approx(1.25)
    assert found["screen"] == [0, 0, 819, 480]
    _all_in_sight(found)
