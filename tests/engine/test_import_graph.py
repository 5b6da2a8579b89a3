"""The modules of ``dominoes_qt.engine`` import each other without a circle.

Every import statement of a module counts, wherever it stands: at the top, under
``if TYPE_CHECKING:``, or inside a function. An import only for type checking or one put
off until a call still ties the two modules together, and a circle of them is a design
that has to be untangled some day; an import hidden in a function would only hide it.

The package ``dominoes_qt.engine`` itself (its ``__init__``) re-exports names for the
engine's clients, the AI and the window, and imports most submodules to do so. A
submodule must not import from it: it would depend on every module the package gathers,
its own importers among them. So edges into the package init are forbidden outright
(:func:`test_no_engine_module_imports_the_package_init`) and the init's own edges are
counted like any other module's. A subpackage's ``__init__`` inside the engine is an
ordinary node: it defines things of its own, and its edges count both ways.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping
from pathlib import Path

import dominoes_qt.engine

PACKAGE = "dominoes_qt.engine"
ENGINE = Path(dominoes_qt.engine.__file__).resolve().parent


def module_names(folder: Path, package: str = PACKAGE) -> dict[str, Path]:
    """Every module under ``folder``, by its dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for path in sorted(folder.rglob("*.py")):
        parts = list(path.relative_to(folder).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join([package, *parts])] = path
    return found


def _is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def imports_of(name: str, path: Path, source: str, known: Mapping[str, Path]) -> set[str]:
    """The modules of ``known`` that module ``name`` (read from ``path``) imports."""
    targets: set[str] = set()
    for node in ast.walk(ast.parse(source, str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                # ``import a.b.c`` loads a.b.c; its parents are the import system's doing.
                if alias.name in known:
                    targets.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                # A package's relative imports start at the package, a module's at its parent.
                here = name.split(".") if _is_package(path) else name.split(".")[:-1]
                base_parts = here[: len(here) - (node.level - 1)]
                base = ".".join([*base_parts, *([node.module] if node.module else [])])
            else:
                base = node.module or ""
            for alias in node.names:
                # ``from pkg import sub`` names a submodule when there is one by that name.
                submodule = f"{base}.{alias.name}"
                if submodule in known:
                    targets.add(submodule)
                elif base in known:
                    targets.add(base)
    targets.discard(name)
    return targets


def import_graph(folder: Path = ENGINE, package: str = PACKAGE) -> dict[str, set[str]]:
    known = module_names(folder, package)
    return {
        name: imports_of(name, path, path.read_text(encoding="utf-8"), known)
        for name, path in known.items()
    }


def find_cycle(graph: Mapping[str, set[str]]) -> list[str] | None:
    """One circle of imports (its first module repeated at the end), or None."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(node: str) -> list[str] | None:
        path.append(node)
        on_path.add(node)
        for target in sorted(graph.get(node, ())):
            if target in on_path:
                return [*path[path.index(target):], target]
            if target not in done:
                found = visit(target)
                if found is not None:
                    return found
        path.pop()
        on_path.discard(node)
        done.add(node)
        return None

    for start in sorted(graph):
        if start not in done:
            found = visit(start)
            if found is not None:
                return found
    return None


def test_the_engine_import_graph_has_no_cycle() -> None:
    graph = import_graph()
    cycle = find_cycle(graph)
    assert cycle is None, "engine modules import each other in a circle: " + " -> ".join(cycle)


def test_no_engine_module_imports_the_package_init() -> None:
    importers = sorted(name for name, targets in import_graph().items() if PACKAGE in targets)
    assert importers == [], f"import from the submodules, not from {PACKAGE}: {importers}"


def test_the_graph_sees_the_engines_known_imports() -> None:
    # The reader must resolve the engine's own imports, or an empty graph would pass.
    graph = import_graph()
    assert f"{PACKAGE}.game" in graph[f"{PACKAGE}.record"]
    assert f"{PACKAGE}.fairdeal" in graph[f"{PACKAGE}.game"]
    assert f"{PACKAGE}.record" in graph[f"{PACKAGE}.undo"]
    assert f"{PACKAGE}.game" in graph[PACKAGE]


def test_imports_for_type_checking_and_inside_functions_count(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("from . import c\n")
    (package / "a.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from pkg.b import B\n"
    )
    (package / "b.py").write_text("def f():\n    import pkg.a\n")
    (package / "sub" / "c.py").write_text("from .. import a\nfrom ..b import f\nimport os\n")
    graph = import_graph(package, "pkg")
    assert graph == {
        "pkg": set(),
        "pkg.a": {"pkg.b"},
        "pkg.b": {"pkg.a"},
        "pkg.sub": {"pkg.sub.c"},
        "pkg.sub.c": {"pkg.a", "pkg.b"},
    }
    assert find_cycle(graph) == ["pkg.a", "pkg.b", "pkg.a"]
    assert find_cycle({**graph, "pkg.b": set()}) is None
