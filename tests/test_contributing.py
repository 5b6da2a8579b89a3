"""The developer's checks agree with CI's: the pre-commit hooks run the linters .ci/run runs."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_pre_commit_hooks_run_the_linters_ci_runs() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    hooks = (ROOT / ".pre-commit-config.yaml").read_text(encoding="utf-8")
    linters = set(re.findall(r"^(\.venv/bin/(?:ruff|mypy)\b[^\n]*)$", ci, re.M))
    entries = {line.split("entry:", 1)[1].strip() for line in hooks.splitlines()
               if line.strip().startswith("entry:")}
    # ruff is given the changed files instead of the whole tree; mypy checks its own list.
    assert {e + (" ." if e.endswith("ruff check") else "") for e in entries} == linters
    assert len(linters) == 2


def test_contributing_gives_the_readmes_test_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    contributing = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    assert ".venv/bin/python -m pytest" in readme
    assert "    .venv/bin/python -m pytest\n" in contributing
