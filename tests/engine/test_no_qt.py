"""The engine and the computer players import on a machine without PySide6."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

BLOCK_QT = """
import importlib.abc
import sys


class NoQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6" or name.startswith(("PySide6.", "shiboken6")):
            raise ModuleNotFoundError(f"No module named {name!r} (blocked by the test)")
        return None


sys.meta_path.insert(0, NoQt())
try:
    import PySide6  # noqa: F401
except ModuleNotFoundError:
    pass
else:
    raise SystemExit("the blocker did not block PySide6")

import dominoes_qt.engine
import dominoes_qt.engine.record
import dominoes_qt.engine.undo
import dominoes_qt.engine.verify
import dominoes_qt.ai
import dominoes_qt.transcript
import dominoes_qt.wording

assert not any(m.startswith(("PySide6", "shiboken6")) for m in sys.modules)
print("ok")
"""


def test_engine_and_ai_import_without_pyside6() -> None:
    result = subprocess.run([sys.executable, "-c", BLOCK_QT], capture_output=True, text=True,
                            check=False, cwd=REPO)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
