"""Runs the AT-SPI check inside a private D-Bus session (``dbus-run-session -- python -m
tests.ui.atspi.drive``): a virtual display, the accessibility bus, the game and the
client; prints the client's JSON. Every process it starts is ended before it returns."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

CLIENT_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
APP_NAME = "dominoes-atspi-check"


def _free_display() -> str:
    for number in range(90, 140):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and \
                not Path(f"/tmp/.X{number}-lock").exists():
            return f":{number}"
    raise RuntimeError("no free X display number")


def main(app_module: str = "tests.ui.atspi.app", client_file: str = "client.py") -> int:
    """Start the display, the bus, ``app_module`` (with this program's arguments) and the
    client ``client_file`` beside this file; print the client's JSON."""
    here = Path(__file__).resolve().parent
    root = here.parents[2]
    display = _free_display()
    started: list[subprocess.Popen[bytes]] = []
    try:
        xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten",
                                 "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        started.append(xvfb)
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb",
                   QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", NO_AT_BRIDGE="0",
                   PYTHONPATH=str(root), QT_ACCESSIBILITY="1")
        env.pop("WAYLAND_DISPLAY", None)
        for _ in range(50):
            if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
                break
            time.sleep(0.1)
        bus = subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        started.append(bus)
        time.sleep(1.0)
        app = subprocess.Popen([sys.executable, "-m", app_module, *sys.argv[1:]],
                               env=env,
                               cwd=root, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE)
        started.append(app)
        client = subprocess.Popen([CLIENT_PYTHON, str(here / client_file), APP_NAME], env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        started.append(client)
        assert client.stdout is not None
        assert app.stdin is not None
        first = client.stdout.readline()
        if first.strip() == b"listening":
            app.stdin.write(b"go\n")
            app.stdin.flush()
        else:
            sys.stdout.write(first.decode())
        out, err = client.communicate(timeout=60)
        sys.stdout.write(out.decode())
        sys.stderr.write(err.decode())
        return client.returncode
    finally:
        for process in reversed(started):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()


if __name__ == "__main__":
    sys.exit(main())
