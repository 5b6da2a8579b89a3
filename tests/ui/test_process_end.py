"""However the program ends, no process of it is left: the master's coordinator and its
workers, the table's layout worker and multiprocessing's resource tracker go with it, and
nothing holds its output open.

The real program runs in a subprocess (offscreen) with a computer-only match of masters,
so that the master's coordinator process and its pool of workers are running, and is then
ended by a signal: SIGTERM, SIGINT and SIGHUP close the window cleanly (saving first);
SIGKILL and SIGSEGV (a crash) end it on the spot.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from dominoes_qt.ai.master import workers
from dominoes_qt.storage.saves import open_game

ROOT = Path(__file__).parents[2]
RECORD = ROOT / "tests" / "fixtures" / "records" / "five-up-2p-unfinished.json"
PATIENCE = 60.0
"""Seconds the program may take to start its workers on a busy machine (not a timing:
a bound on waiting, so that a broken program fails instead of hanging the suite)."""
GONE_WITHIN = 10.0
"""Seconds after the program's end by which every process of it must be gone."""


def _children(pid: int) -> list[int]:
    """The processes whose parent is ``pid``."""
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            stat = Path(f"/proc/{name}/stat").read_text()
        except OSError:
            continue
        # The command name (in brackets) may hold spaces: the fields follow the last ")".
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(name))
    return found


def _descendants(pid: int) -> list[int]:
    """The processes started by ``pid``, and by them, and so on."""
    found = []
    waiting = [pid]
    while waiting:
        for child in _children(waiting.pop()):
            found.append(child)
            waiting.append(child)
    return found


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


def _wait_for(check: Callable[[], bool], seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if check():
            return True
        time.sleep(0.05)
    return bool(check())


def _masters(tmp_path: Path) -> Path:
    doc = json.loads(RECORD.read_text(encoding="utf-8"))
    for player in doc["players"]:
        player["kind"], player["level"] = "ai", "master"
    path = tmp_path / "masters.dominoes.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize(("how", "clean"), [
    ("SIGTERM", True), ("SIGINT", True), ("SIGHUP", True),
    ("SIGKILL", False), ("SIGSEGV", False),
])
def test_no_process_outlives_the_program(tmp_path: Path, how: str, clean: bool) -> None:
    number = int(getattr(signal, how))
    home = tmp_path / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    # No core file for the crash; exec keeps the process id, so the program is the child.
    program = subprocess.Popen(
        ["sh", "-c", 'ulimit -c 0 && exec "$@"', "sh",
         sys.executable, "-m", "dominoes_qt", "--data-dir", str(home),
         "--open", str(_masters(tmp_path))],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    helpers: list[int] = []
    try:
        # The master's coordinator and its workers, the table's layout worker and the
        # resource tracker.
        assert _wait_for(lambda: len(_descendants(program.pid)) >= workers() + 3,
                         PATIENCE), "the master's workers never started"
        helpers = _descendants(program.pid)
        program.send_signal(number)
        # Returns only once every process holding the program's output has closed it.
        _out, err = program.communicate(timeout=PATIENCE)
    finally:
        if program.poll() is None:
            program.kill()
            program.wait()
    gone = _wait_for(lambda: not any(_running(pid) for pid in helpers), GONE_WITHIN)
    assert gone, f"still running: {[pid for pid in helpers if _running(pid)]}"
    errors = err.decode("utf-8", "replace")
    assert "Traceback" not in errors
    if clean:
        assert program.returncode == 128 + number, errors
        saved = open_game(home / "data" / "autosave.json")
        assert not saved.finished
    else:
        assert program.returncode == -number
