"""No function of the product is graded worse than D by radon (cyclomatic complexity over
30) unless a ``# one piece:`` comment says why it must stay whole.

A function that complex is split into named helpers; the exception is a hot loop measured
slower when split (``Rollout.run``), whose comment gives the measurement. radon is a dev
tool (the ``dev`` extra, which ``packaging/bootstrap.sh`` installs); without it the test
is skipped, saying so.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import dominoes_qt

complexity = pytest.importorskip(
    "radon.complexity",
    reason="radon is not installed: `pip install -e .[dev]` (or `pip install radon`)")

PACKAGE = Path(dominoes_qt.__file__).resolve().parent
WORST = 30
"""The most complexity grade D allows (31 to 40 is E, over 40 is F)."""
MARK = "# one piece:"


def _justified(lines: list[str], first: int, last: int) -> bool:
    """Is there a ``# one piece:`` comment in the block of comment and decorator lines just
    above line ``first`` (1-based, the ``def``), or inside lines ``first`` to ``last``?"""
    if any(MARK in line for line in lines[first - 1:last]):
        return True
    number = first - 2
    while number >= 0 and lines[number].lstrip().startswith(("#", "@")):
        if MARK in lines[number]:
            return True
        number -= 1
    return False


def _functions(blocks: list[Any]) -> list[Any]:
    """The functions and methods among radon's blocks (it lists a class's methods beside
    the class, whose own figure is theirs taken together)."""
    return [block for block in blocks if not hasattr(block, "methods")]


def offenders(source: str, name: str) -> list[str]:
    """The functions and methods of ``source`` graded worse than D without the comment."""
    lines = source.splitlines()
    return [f"{name}:{f.lineno} {f.fullname} {complexity.cc_rank(f.complexity)} "
            f"({f.complexity})"
            for f in _functions(complexity.cc_visit(source))
            if f.complexity > WORST and not _justified(lines, f.lineno, f.endline)]


def test_no_product_function_is_worse_than_d_without_saying_why() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = str(path.relative_to(PACKAGE.parent))
        found += offenders(path.read_text(encoding="utf-8"), name)
    assert found == [], ("split these into named helpers, or say why one must stay whole "
                         f"in a `{MARK}` comment above it: {found}")


TANGLED = "\n".join(
    ["def tangled(x):"] + [f"    if x == {i}:\n        return {i}" for i in range(35)]
    + ["    return -1", ""])


def test_the_check_sees_a_tangled_function_and_its_reason() -> None:
    # Without these the check could pass on sources it misreads.
    assert offenders(TANGLED, "m.py") == ["m.py:1 tangled E (36)"]
    method = "class C:\n" + "\n".join("    " + line for line in TANGLED.splitlines()) + "\n"
    assert offenders(method, "m.py") == ["m.py:2 C.tangled E (36)"]
    assert offenders(f"{MARK} measured slower split\n" + TANGLED, "m.py") == []
    inside = TANGLED.replace("    return -1", f"    {MARK} measured\n    return -1")
    assert offenders(inside, "m.py") == []
    assert offenders("def plain(x):\n    return x\n", "m.py") == []
