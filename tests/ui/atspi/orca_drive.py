"""Runs the Orca check inside a private D-Bus session (``dbus-run-session -- python -m
tests.ui.atspi.orca_drive``): a virtual display, the accessibility bus, Orca 43 with its
speech going only to its debug log, and the game (:mod:`tests.ui.atspi.orca_app`). Prints
one JSON line: what Orca said (each ``SPEECH OUTPUT`` of its log) and what the game's keys
made it say. Every process it starts is ended before it returns."""

from __future__ import annotations

import json
import os
import re
import select
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.ui.atspi.drive import BUS_LAUNCHER, CLIENT_PYTHON

SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'(?: voice=\S+)?(?:\{.*\})?\s*$")

SETTINGS = {
    # No synthesizer: Orca still writes every utterance to its log.
    "general": {"speechServerFactory": "", "enableBraille": False, "enableSound": False},
    "profiles": {"default": {"profile": ["Default", "default"]}},
    "pronunciations": {},
    "keybindings": {},
}


def speech(log: Path) -> list[str]:
    """Every utterance in Orca's debug log, in order."""
    if not log.exists():
        return []
    out = []
    for line in log.read_text(errors="replace").splitlines():
        found = SPEECH.search(line)
        if found is not None:
            out.append(found.group(1))
    return out


def _wait(ready: object, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if ready():  # type: ignore[operator]
            return True
        time.sleep(0.2)
    return False


def _display(started: list[subprocess.Popen[bytes]]) -> str:
    """A virtual display on a number the X server picks itself (never one in use)."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24",
                             "-nolisten", "tcp"], pass_fds=(write,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    started.append(xvfb)
    os.close(write)
    number = b""
    try:
        while not number.endswith(b"\n"):
            if not select.select([read], [], [], 15)[0]:
                raise RuntimeError("Xvfb named no display")
            chunk = os.read(read, 16)
            if not chunk:
                raise RuntimeError("Xvfb ended before naming its display")
            number += chunk
    finally:
        os.close(read)
    return f":{number.decode().strip()}"


def _app_output(app: subprocess.Popen[bytes], seconds: float) -> dict[str, object] | None:
    assert app.stdout is not None
    end = time.monotonic() + seconds
    line = b""
    while time.monotonic() < end:
        if not select.select([app.stdout], [], [], 0.5)[0]:
            if app.poll() is not None:
                return None
            continue
        chunk = os.read(app.stdout.fileno(), 65536)
        if not chunk:
            return None
        line += chunk
        for text in line.splitlines():
            if text.startswith(b"{") and text.endswith(b"}"):
                found: dict[str, object] = json.loads(text)
                return found
    return None


def main() -> int:
    root = Path(__file__).resolve().parents[3]
    here = Path(__file__).resolve().parent
    started: list[subprocess.Popen[bytes]] = []
    with tempfile.TemporaryDirectory(prefix="orca-check-") as tmp:
        work = Path(tmp)
        log = work / "orca.log"
        try:
            display = _display(started)
            env = dict(os.environ, DISPLAY=display, GSETTINGS_BACKEND="memory",
                       XDG_CONFIG_HOME=str(work / "config"), XDG_DATA_HOME=str(work / "data"),
                       XDG_CACHE_HOME=str(work / "cache"))
            env.pop("WAYLAND_DISPLAY", None)
            started.append(subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"], env=env,
                                            stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL))
            prefs = work / "orca"
            prefs.mkdir()
            (prefs / "user-settings.conf").write_text(json.dumps(SETTINGS))
            started.append(subprocess.Popen(
                [CLIENT_PYTHON, str(here / "orca_launch.py"), str(prefs), str(log)],
                env=dict(env, NO_AT_BRIDGE="1"), stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL))
            if not _wait(lambda: speech(log), 30):
                print(json.dumps({"error": "Orca did not start", "log": _tail(log)}))
                return 1
            app_env = dict(env, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                           QT_ACCESSIBILITY="1", PYTHONPATH=str(root))
            app = subprocess.Popen([sys.executable, "-m", "tests.ui.atspi.orca_app"],
                                   env=app_env, cwd=root, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL)
            started.append(app)
            found = _app_output(app, 60)
            if found is None:
                print(json.dumps({"error": "the game printed nothing", "log": _tail(log)}))
                return 1
            history = found["history"]
            assert isinstance(history, list)
            last = str(history[-1])[:40]
            # Orca handles the events after they are sent: wait for the last words.
            _wait(lambda: any(last in s for s in speech(log)), 15)
            print(json.dumps({"speech": speech(log), **found}))
            return 0
        finally:
            for process in reversed(started):
                if process.poll() is None:
                    process.terminate()
                    try:
                        process.wait(5)
                    except subprocess.TimeoutExpired:
                        process.kill()
                        process.wait()


def _tail(log: Path) -> str:
    return log.read_text(errors="replace")[-3000:] if log.exists() else ""


if __name__ == "__main__":
    sys.exit(main())
