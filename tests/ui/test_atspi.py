"""A real screen reader's view: an AT-SPI client (Debian's pyatspi) reads the game's table
over the accessibility bus under a virtual X display, and hears the focus move and the
announcements that key presses cause. Skipped, with the reason, where the system lacks
the pieces (.ci/run installs them)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.ui.atspi.drive import BUS_LAUNCHER, CLIENT_PYTHON

ROOT = Path(__file__).resolve().parents[2]


def _missing() -> str | None:
    for tool in ("Xvfb", "dbus-run-session", "xprop"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (Debian: xvfb, dbus, x11-utils)"
    if not Path(BUS_LAUNCHER).exists():
        return "the AT-SPI bus launcher is not installed (Debian: at-spi2-core)"
    probe = subprocess.run([CLIENT_PYTHON, "-c", "import pyatspi"], capture_output=True,
                           check=False) if Path(CLIENT_PYTHON).exists() else None
    if probe is None or probe.returncode != 0:
        return "pyatspi is not importable by the system's Python (Debian: python3-pyatspi)"
    return None


# One display server and bus for the module, on one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("atspi")


def _run(*args: str) -> dict[str, Any]:
    missing = _missing()
    if missing is not None:
        pytest.skip(f"no AT-SPI check here: {missing}")
    done = subprocess.run(["dbus-run-session", "--", sys.executable, "-m",
                           "tests.ui.atspi.drive", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"the client printed nothing: {done.stdout}\n{done.stderr}"
    found: dict[str, Any] = dict(json.loads(lines[-1]))
    assert "error" not in found, found
    return found


@pytest.fixture(scope="module")
def heard() -> dict[str, Any]:
    return _run()


def _child(node: dict[str, Any], starts: str) -> dict[str, Any]:
    for child in node["children"]:
        if child["name"].startswith(starts):
            return dict(child)
    raise AssertionError(f"no {starts!r} among {[c['name'] for c in node['children']]}")


def test_the_table_reads_over_at_spi(heard: dict[str, Any]) -> None:
    table = heard["table"]
    assert table is not None, "no node named Table on the bus"
    assert table["role"] == "panel"
    assert len(table["children"]) == 7
    hand = _child(table, "Your hand, 5 tiles")
    assert hand["role"] == "list"
    assert len(hand["children"]) == 5
    assert all(item["role"] == "list item" for item in hand["children"])
    assert any("fits 1 place" in item["name"] for item in hand["children"])
    board = _child(table, "Board, 1 tile in play order")
    assert board["children"][0]["name"].endswith("the lead, played last")
    assert len(_child(table, "Seats")["children"]) == 2
    _child(table, "Counting ends: ")
    _child(table, "Boneyard: ")


def test_focus_and_announcements_reach_the_client(heard: dict[str, Any]) -> None:
    focused = [e["name"] for e in heard["events"]
               if e["type"] == "object:state-changed:focused"]
    chosen = [i for i, name in enumerate(focused) if name.endswith(", chosen")]
    places = [i for i, name in enumerate(focused) if name.startswith("Place 1 of ")]
    assert chosen, focused
    assert places, focused
    assert chosen[0] < places[-1]
    # The reading key's answer comes as a notification (what every Orca speaks), and only
    # so: a reader that speaks announcements too must not hear it twice.
    said = [e["name"] for e in heard["events"]
            if e["type"] == "object:state-changed:showing" and e["role"] == "notification"]
    assert any(s.startswith("Counting ends: ") for s in said), said
    assert not [e for e in heard["events"] if e["type"].startswith("object:announcement")]


@pytest.fixture(scope="module")
def played() -> dict[str, Any]:
    """The same, with the place played (Return): the lists change under the client."""
    return _run("play")


def test_the_lists_tell_the_client_what_came_and_went(played: dict[str, Any]) -> None:
    changes = [(e["type"].rsplit(":", 1)[-1], e["name"], e["detail"])
               for e in played["events"] if e["type"].startswith("object:children-changed")]
    assert changes, played["events"]
    # Every child that came or went answers with its own words, a gone one too.
    assert all(detail and detail != "?" for _, _, detail in changes), changes
    chosen = [e["name"] for e in played["events"]
              if e["type"] == "object:state-changed:focused" and e["name"].endswith(", chosen")]
    assert chosen
    tile = chosen[0].split(",")[0]
    places = [detail for kind, parent, detail in changes if kind == "add"
              and parent in ("Open places", f"Places for {tile}")]
    assert any(detail.startswith("Place 1 of ") for detail in places), changes
    assert ("remove", "Your hand, 4 tiles", chosen[-1]) in changes, changes
    assert any(kind == "add" and parent.startswith("Board, ") and f". {tile}, on the " in detail
               for kind, parent, detail in changes), changes
