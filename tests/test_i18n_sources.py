"""Every user-visible string in the code reaches the translators.

lupdate only extracts literal calls: ``self.tr("...")`` (context: the class) and
``QCoreApplication.translate("Context", "...")``, and it silently skips a call whose
arguments contain another call (``translate("C", "%n x", "", f(n))``). These tests read
the code with :mod:`ast`, find every call that means to translate, and check that
lupdate extracts each one; and they look for widget texts set from bare literals.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "dominoes_qt"
UI = PACKAGE / "ui"
LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"
# Before 6.9, pyside6-lupdate takes a Python string's \u escapes as plain letters
# ("u201c%1u201d"), so it cannot judge what the catalogue needs; the dev extra asks for
# 6.9 or newer for that reason, while the game itself runs on older releases.
LUPDATE_READS_ESCAPES = (6, 9)

# Widget methods and constructors whose string argument the user reads.
VISIBLE_SETTERS = {
    "setText", "setWindowTitle", "setToolTip", "setPlaceholderText", "setTitle",
    "setAccessibleName", "showMessage", "addItem", "addTab", "addMenu", "setStatusTip",
    "setWhatsThis", "information", "warning", "question", "critical", "about",
}
APPLICATIONS = {"QCoreApplication", "QGuiApplication", "QApplication"}
VISIBLE_CONSTRUCTORS = {"QLabel", "QPushButton", "QAction", "QCheckBox", "QGroupBox",
                        "QRadioButton", "QToolButton", "QMenu"}


@dataclass(frozen=True)
class Call:
    path: str
    line: int
    context: str | None
    """None when the context is not a literal (lupdate can not know it)."""
    source: str | None
    """None when the text is not a literal."""
    nested: bool
    """An argument contains a call: lupdate skips the whole call."""


def _literal(node: ast.expr | None) -> str | None:
    """A string literal, implicit concatenation included; None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _has_call(nodes: list[ast.expr]) -> bool:
    return any(isinstance(sub, ast.Call) for node in nodes for sub in ast.walk(node))


class _Finder(ast.NodeVisitor):
    def __init__(self, path: str) -> None:
        self.path = path
        self.classes: list[str] = []
        self.calls: list[Call] = []
        self.bare: list[str] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else \
            func.id if isinstance(func, ast.Name) else ""
        args = list(node.args) + [k.value for k in node.keywords]
        if name == "translate" and isinstance(func, ast.Attribute) \
                and isinstance(func.value, ast.Name) and func.value.id in APPLICATIONS:
            texts = [*node.args, None, None]
            self.calls.append(Call(self.path, node.lineno, _literal(texts[0]),
                                   _literal(texts[1]), _has_call(args)))
        elif name == "tr" and isinstance(func, ast.Attribute) and node.args:
            # lupdate takes the enclosing class as the context, which is right for self.tr
            # only: other.tr() outside that class is looked up under the other's class.
            mine = isinstance(func.value, ast.Name) and func.value.id == "self"
            context = self.classes[-1] if self.classes and mine else None
            self.calls.append(Call(self.path, node.lineno, context, _literal(node.args[0]),
                                   _has_call(args)))
        elif name == "QT_TRANSLATE_NOOP" and isinstance(func, ast.Name):
            # A marker: the text is translated later, by whoever renders it.
            self.calls.append(Call(self.path, node.lineno, _literal(node.args[0]),
                                   _literal(node.args[1]), _has_call(args)))
        elif name == "tr" and isinstance(func, ast.Name):
            # A helper named tr(): lupdate files its strings under no class at all.
            self.calls.append(Call(self.path, node.lineno, "", _literal(node.args[0]), False))
        elif name in VISIBLE_SETTERS or name in VISIBLE_CONSTRUCTORS:
            for arg in node.args:
                text = _literal(arg)
                if text is not None and any(c.isalpha() for c in text):
                    self.bare.append(f"{self.path}:{node.lineno}: {name}({text!r})")
        self.generic_visit(node)


def _scan(folder: Path) -> _Finder:
    everything = _Finder("")
    for path in sorted(folder.rglob("*.py")):
        finder = _Finder(str(path.relative_to(ROOT)))
        finder.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        everything.calls += finder.calls
        everything.bare += finder.bare
    return everything


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> set[tuple[str, str]]:
    """(context, source) of every message lupdate extracts from the package now."""
    if not LUPDATE.exists() and shutil.which("pyside6-lupdate") is None:
        pytest.skip("pyside6-lupdate is not installed")
    import PySide6

    if tuple(int(part) for part in PySide6.__version__.split(".")[:2]) < LUPDATE_READS_ESCAPES:
        pytest.skip(f"pyside6-lupdate {PySide6.__version__} misreads \\u escapes in Python "
                    "strings (fixed in 6.9; the dev extra installs a newer one)")
    tool = str(LUPDATE) if LUPDATE.exists() else "pyside6-lupdate"
    ts = tmp_path_factory.mktemp("lupdate") / "check.ts"
    subprocess.run([tool, "-extensions", "py", str(PACKAGE), "-locations", "none",
                    "-ts", str(ts)], check=True, capture_output=True, cwd=ROOT)
    out = set()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out.add((name, message.findtext("source") or ""))
    return out


def test_every_translation_call_is_extracted_by_lupdate(extracted):
    calls = _scan(PACKAGE).calls
    assert len(calls) > 300  # the scan itself works
    problems = []
    for call in calls:
        where = f"{call.path}:{call.line}"
        if call.context is None or call.source is None:
            problems.append(f"{where}: context and text must be literals")
        elif call.nested:
            problems.append(f"{where}: an argument is a call, lupdate skips it: "
                            f"{call.source!r} (compute it first)")
        elif call.context == "":
            problems.append(f"{where}: tr() helper, lupdate files {call.source!r} under no "
                            "context (write QCoreApplication.translate with the context)")
        elif (call.context, call.source) not in extracted:
            problems.append(f"{where}: {call.context}/{call.source!r} not extracted")
    assert not problems, "\n".join(problems)


def test_no_widget_text_is_a_bare_literal():
    # Symbols and numbers are fine ("", "+3"); words must go through translation.
    assert not _scan(UI).bare, "\n".join(_scan(UI).bare)


def test_every_extracted_string_is_in_the_catalogue(extracted):
    ts = ROOT / "resources" / "translations" / "dominoes_qt_uk.ts"
    catalogue = set()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                continue
            catalogue.add((name, message.findtext("source") or ""))
    missing = sorted(extracted - catalogue)
    assert not missing, f"run packaging/update-translations.sh: {missing[:10]}"
