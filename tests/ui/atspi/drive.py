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


def _bus_on(display: str, env: dict[str, str]) -> bool:
    """Whether the accessibility bus has put its address on the display's root window
    (where a client looks for it first)."""
    done = subprocess.run(["xprop", "-display", display, "-root", "AT_SPI_BUS"], env=env,
                          capture_output=True, text=True, check=False)
    return "unix:" in done.stdout


def main(app_module: str = "tests.ui.atspi.app", client_file: str = "client.py") -> int:
    """Start the display, the bus, ``app_module`` (with this program's arguments) and the
    client ``client_file`` beside this file; print the client's JSON."""
    # Here, not above: the Orca check's driver takes its names from this module.
    from tests.ui.atspi.orca_drive import _display

    here = Path(__file__).resolve().parent
    root = here.parents[2]
    started: list[subprocess.Popen[bytes]] = []
    try:
        # A number the X server picks itself: one chosen by looking could be taken by
        # another check's server meanwhile, and then two buses would share a root window.
        display = _display(started)
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb",
                   QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", NO_AT_BRIDGE="0",
                   PYTHONPATH=str(root), QT_ACCESSIBILITY="1")
        env.pop("WAYLAND_DISPLAY", None)
        bus = subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        started.append(bus)
        end = time.monotonic() + 20
        while not _bus_on(display, env) and time.monotonic() < end:
            time.sleep(0.1)
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
