"""What a real screen reader says: Orca 43 (Debian 12's), run under a virtual display in a
private D-Bus session with its speech going to its debug log, while the game plays a
seeded match and a blind player's keys are pressed. The words checked are the ones Orca
would have spoken (each ``SPEECH OUTPUT`` of its log). Skipped, with the reason, where
the system lacks the pieces (.ci/run installs them)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.ui.atspi.drive import BUS_LAUNCHER, CLIENT_PYTHON

ROOT = Path(__file__).resolve().parents[2]

NOTICE = "notification "
"""How Orca 43 begins what it reads of a notification."""


def _missing() -> str | None:
    for tool, package in (("Xvfb", "xvfb"), ("dbus-run-session", "dbus")):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (Debian: {package})"
    if not Path(BUS_LAUNCHER).exists():
        return "the AT-SPI bus launcher is not installed (Debian: at-spi2-core)"
    if not Path(CLIENT_PYTHON).exists():
        return f"{CLIENT_PYTHON} is missing (Orca runs on the system's Python)"
    probe = subprocess.run(
        [CLIENT_PYTHON, "-c", "import pyatspi, orca.orca_platform as p; print(p.version)"],
        capture_output=True, text=True, check=False)
    if probe.returncode != 0:
        return "Orca or pyatspi is not importable by the system's Python (Debian: orca)"
    return None


# One display server and bus for the module, on one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("orca")


@pytest.fixture(scope="module")
def heard() -> dict[str, Any]:
    missing = _missing()
    if missing is not None:
        pytest.skip(f"no Orca check here: {missing}")
    done = subprocess.run(["dbus-run-session", "--", sys.executable, "-m",
                           "tests.ui.atspi.orca_drive"], cwd=ROOT, capture_output=True,
                          text=True, timeout=150, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"the check printed nothing: {done.stdout}\n{done.stderr[-3000:]}"
    found: dict[str, Any] = dict(json.loads(lines[-1]))
    assert "error" not in found, found
    return found


def _bare(text: str) -> str:
    return text.rstrip(". ")


def _spoken_alone(heard: dict[str, Any], words: str) -> int:
    """How many times Orca said ``words`` as a notice of their own."""
    return sum(1 for s in heard["speech"] if s.startswith(NOTICE)
               and _bare(s[len(NOTICE):]) == _bare(words))


def test_the_computers_play_and_its_points_are_spoken(heard: dict[str, Any]) -> None:
    plays = [s for s in heard["speech"]
             if re.search(r"Computer 1 plays \d\|\d: [^.]*= \d+: \+\d+", s)]
    assert plays, heard["speech"]
    assert any(s.startswith(NOTICE) for s in plays)


def test_a_refusal_is_spoken(heard: dict[str, Any]) -> None:
    refusal = heard["said"]["D"]
    assert refusal.startswith("Not allowed: ")
    assert _spoken_alone(heard, refusal) == 1


@pytest.mark.parametrize(("key", "starts"), [
    ("O", "Counting ends: "), ("M", "Your hand: "), ("S", "Scores: You 0, Computer 1 "),
    ("L", "Computer 1 plays "), ("W", "Your turn: "), ("B", "Boneyard: "),
])
def test_each_reading_key_is_spoken_once(heard: dict[str, Any], key: str, starts: str) -> None:
    said = heard["said"][key]
    assert said.startswith(starts)
    assert _spoken_alone(heard, said) == 1, (said, heard["speech"])


def test_the_board_key_reads_the_board_in_play_order(heard: dict[str, Any]) -> None:
    said = heard["said"]["T"]
    assert re.fullmatch(r"Board in play order: 1\. \d\|\d, the lead, played last\.", said)
    assert _spoken_alone(heard, said) == 1


def test_the_events_key_repeats_what_happened_newest_first(heard: dict[str, Any]) -> None:
    said = heard["said"]["R"]
    assert said.startswith("The last 8 events, newest first: Your turn: ")
    # What the keys read out is not an event; the refusal and the plays are.
    assert "Not allowed: " in said
    assert "Counting ends" not in said
    assert "Board in play order" not in said
    assert said.index("Computer 1 plays ") < said.index("You play ")
    assert _spoken_alone(heard, said) == 1


def test_the_rounds_end_is_spoken_over_its_report(heard: dict[str, Any]) -> None:
    report = next(e for e in heard["events"] if e.startswith("Round 1: ") and "Scores: " in e)
    assert any(s.startswith(NOTICE) and _bare(report) in s for s in heard["speech"]), \
        heard["speech"][-5:]


def test_every_event_is_spoken(heard: dict[str, Any]) -> None:
    """Everything the window announced up to the last key reached Orca, none lost. (Later
    plays come fast, and Orca 43 drops all but focus changes in a flood of events.)"""
    spoken = " ".join(s for s in heard["speech"] if s.startswith(NOTICE))
    events = heard["events"][:heard["keyed"][0]]
    assert len(events) >= 8
    missing = [e for e in events if _bare(e) not in spoken]
    assert not missing, missing
