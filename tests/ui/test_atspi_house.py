"""The New game dialog's house rules as a screen reader gets them over AT-SPI (Debian's
pyatspi under a virtual X display): every option is named, labelled and described with its
standard value, and the summary and a refusal are posted as notices while keys are typed.
Skipped, with the reason, where the system lacks the pieces (.ci/run installs them)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.ui.test_atspi import _missing

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.xdist_group("atspi")


@pytest.fixture(scope="module")
def heard() -> dict[str, Any]:
    missing = _missing()
    if missing is not None:
        pytest.skip(f"no AT-SPI check here: {missing}")
    done = subprocess.run(["dbus-run-session", "--", sys.executable, "-m",
                           "tests.ui.atspi.house_drive"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"the client printed nothing: {done.stdout}\n{done.stderr}"
    found: dict[str, Any] = dict(json.loads(lines[-1]))
    assert "error" not in found, found
    return found


def _control(heard: dict[str, Any], label: str) -> dict[str, Any]:
    """The last control ``label`` labels or names (the dialog's own Target, a choice of
    presets, comes before the option's)."""
    for control in reversed(heard["controls"]):
        if control["role"] != "label" and (label in control["labels"]
                                           or control["name"] == label):
            return dict(control)
    raise AssertionError(f"no control labelled {label!r}: {heard['controls']}")


def test_the_summary_and_a_refusal_are_posted_as_typed(heard: dict[str, Any]) -> None:
    notices = " ".join(heard["notices"])
    assert "House rules: target 150." in notices
    assert heard["notices"][-1].startswith(
        "Cannot be played: Tiles each, 4 players: 4 hands of 8 tiles need 32 tiles")


def test_every_option_is_labelled_and_described_with_its_standard_value(
        heard: dict[str, Any]) -> None:
    for label in ("Set:", "Tiles each, 2 players:", "Spinners:", "Target:",
                  "Reaching the target:", "Next round's leader:", "Round limit:",
                  "A blocked round pays:"):
        control = _control(heard, label)
        assert "(standard: " in control["description"], control
    target = _control(heard, "Target:")
    assert (target["name"], target["role"]) == ("Target", "spin button")
    spinners = _control(heard, "Spinners:")
    assert spinners["role"] == "combo box"
    assert spinners["name"] == "the first double"
    for name in ("Draw from the boneyard", "Partners at four"):
        box = _control(heard, name)
        assert box["role"] == "check box"
        assert box["description"].endswith("(standard: yes)")


def test_a_refused_field_is_described_by_its_reason(heard: dict[str, Any]) -> None:
    hands = _control(heard, "Tiles each, 4 players:")
    assert hands["description"] == ("Cannot be played: 4 hands of 8 tiles need 32 tiles; "
                                    "the double-six set has 28")
    deal = _control(heard, "Deal")
    assert deal["role"] == "push button"
