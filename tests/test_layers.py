"""Which part of the program may import which: the floors of docs/ARCHITECTURE.md.

Every module of ``dominoes_qt`` belongs to one unit: a folder under the package (``engine``,
``ai``, ``ui``...) or a module at its top (``cli``, ``puzzles``...). Units stand on
:data:`FLOORS`; a module may import its own unit and any unit on a lower floor, never one on
its own floor or above. Every import statement counts, wherever it stands (the reader of
``tests/engine/test_import_graph.py``), so an import put off until a call or kept for type
checking ties two floors together as much as one at the top.

Besides the floors: no circle of imports among the package's modules (a circle inside a
unit is no breach of the floors, but still a knot), and nothing in the package imports
``tools/``, which a player's installation does not have. A circle still to untangle would
be listed, with why; a test fails when one is gone, so the list only shrinks (it is empty:
the session's parts name what they need of it in ``ui/session_hub.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pytest

import dominoes_qt
from tests.engine.test_import_graph import imports_of, module_names

PACKAGE = Path(dominoes_qt.__file__).resolve().parent
TOOLS = PACKAGE.parent / "tools"

FLOORS: tuple[frozenset[str], ...] = tuple(frozenset(units) for units in (
    # What everything may use: the version, the file gate, the folders, the data files.
    {"dominoes_qt", "jsongate", "paths", "resources"},
    # The rules core: board, rules, matches, records; it knows no game.
    {"engine"},
    # Words and facts worked out of any rules object.
    {"wording", "gamefacts"},
    # The models a rules book and a guided game are written in.
    {"teaching"},
    # Each game's rules, book and guide, and the registry that finds them.
    {"games"},
    # What is computed from a game: the computer players, the table's layout, transcripts.
    {"ai", "layout", "transcript"},
    # Saves, preferences, statistics, the rating's history.
    {"storage"},
    # The coach's reviews and the puzzles (they keep files), the desktop entry, the table
    # server and its client library.
    {"coach", "puzzles", "desktop_entry", "net"},
    {"ui"},
    {"cli"},
    {"__main__"},
))
"""The units of the package, lowest floor first."""

UI_CIRCLES: tuple[frozenset[str], ...] = ()
"""Import circles of the window still to be untangled: a circle may shrink inside one of
these, never grow or appear elsewhere."""



def project_graph() -> dict[str, set[str]]:
    """Every module of the package and of ``tools``, with the modules of both it imports."""
    known = {**module_names(PACKAGE, "dominoes_qt"), **module_names(TOOLS, "tools")}
    return {name: imports_of(name, path, path.read_text(encoding="utf-8"), known)
            for name, path in known.items()}


def unit_of(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def floor_of(unit: str) -> int:
    for number, units in enumerate(FLOORS):
        if unit in units:
            return number
    raise LookupError(f"{unit} stands on no floor: add it to FLOORS (and ARCHITECTURE.md)")


def breaches(graph: Mapping[str, set[str]]) -> list[str]:
    """Every import of the package that reaches its own floor or a higher one."""
    found = []
    for module, targets in sorted(graph.items()):
        if not module.startswith("dominoes_qt"):
            continue
        here = unit_of(module)
        for target in sorted(t for t in targets if t.startswith("dominoes_qt")):
            there = unit_of(target)
            if there != here and floor_of(there) >= floor_of(here):
                found.append(f"{module} -> {target}")
    return found


def circles(graph: Mapping[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm,
    without recursion, since the graph has hundreds of modules)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph.get(target, ())))))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(frozenset(component))
    return found


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    return project_graph()


def test_every_unit_stands_on_a_floor(graph: dict[str, set[str]]) -> None:
    units = {unit_of(m) for m in graph if m.startswith("dominoes_qt")}
    assert {u for u in units if not any(u in floor for floor in FLOORS)} == set()


def test_no_module_imports_its_own_floor_or_above(graph: dict[str, set[str]]) -> None:
    assert breaches(graph) == []


def test_no_import_circle_outside_the_listed_ones(graph: dict[str, set[str]]) -> None:
    unlisted = [sorted(c) for c in circles(graph)
                if not any(c <= listed for listed in UI_CIRCLES)]
    assert unlisted == []


def test_every_listed_circle_is_still_there(graph: dict[str, set[str]]) -> None:
    # A circle untangled comes off the list, so the list says what is left to do.
    found = circles(graph)
    assert [sorted(c) for c in UI_CIRCLES if not any(f & c for f in found)] == []


def test_the_package_does_not_import_tools(graph: dict[str, set[str]]) -> None:
    importers = {m for m, targets in graph.items() if m.startswith("dominoes_qt")
                 and any(t.startswith("tools") for t in targets)}
    assert importers == set()


def test_the_checks_see_a_breach_and_a_circle() -> None:
    # Without these the checks could pass on a graph they misread.
    assert breaches({"dominoes_qt.engine.game": {"dominoes_qt.games"}}) == [
        "dominoes_qt.engine.game -> dominoes_qt.games"]
    assert breaches({"dominoes_qt.ai.master": {"dominoes_qt.layout.fit"}}) == [
        "dominoes_qt.ai.master -> dominoes_qt.layout.fit"]
    assert breaches({"dominoes_qt.games.books": {"dominoes_qt.teaching.guided",
                                                 "dominoes_qt.games"}}) == []
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [
        frozenset({"a", "b", "c"})]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_imports_across_the_floors(graph: dict[str, set[str]]) -> None:
    assert "dominoes_qt.games" in graph["dominoes_qt.ai.master"]
    assert "dominoes_qt.teaching.rulesbook" in graph["dominoes_qt.games.five_up.book"]
    assert "dominoes_qt.ai.settings" in graph["tools.lab.duplicate"]
    # An import of tools is seen, so that a module of the package importing one would be.
    assert "tools.bench.layout" in graph["tools.bench.marks"]
