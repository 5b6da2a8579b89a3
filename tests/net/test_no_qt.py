"""The network package imports without PySide6, and its table, protocol and store
without websockets too (the server's host needs no Qt; the game needs no websockets)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

BLOCK = """
import importlib.abc
import sys

BLOCKED = {blocked!r}


class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {{name!r}} (blocked by the test)")
        return None


sys.meta_path.insert(0, Block())
for name in BLOCKED:
    try:
        __import__(name)
    except ModuleNotFoundError:
        pass
    else:
        raise SystemExit(f"the blocker did not block {{name}}")
{imports}
assert not any(m.split(".")[0] in BLOCKED for m in sys.modules)
print("ok")
"""


def run(blocked: set[str], modules: list[str]) -> None:
    code = BLOCK.format(blocked=blocked, imports="\n".join(f"import {m}" for m in modules))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False, cwd=REPO)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_the_server_and_client_import_without_pyside6() -> None:
    run({"PySide6", "shiboken6"}, ["dominoes_qt.net.server", "dominoes_qt.net.client",
                                   "dominoes_qt.net.protocol", "dominoes_qt.net.table",
                                   "dominoes_qt.net.store", "dominoes_qt.cli"])


def test_the_table_needs_no_websockets() -> None:
    run({"websockets", "PySide6", "shiboken6"},
        ["dominoes_qt.net", "dominoes_qt.net.protocol", "dominoes_qt.net.table",
         "dominoes_qt.net.store"])


def test_a_blocked_import_is_caught() -> None:
    # The control: the same check fails when a blocked module is imported.
    code = BLOCK.format(blocked={"websockets"}, imports="import dominoes_qt.net.server")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False, cwd=REPO)
    assert result.returncode != 0
    assert "blocked by the test" in result.stderr
