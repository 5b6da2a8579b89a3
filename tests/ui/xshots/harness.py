"""Real display servers for window tests: Xvfb on a display number it picks itself
(``-displayfd``, so parallel test workers never collide) with the openbox window manager;
and weston's headless Wayland compositor, on a socket of its own in a private runtime
folder.

``python -m tests.ui.xshots.harness WxH -- COMMAND...`` runs one command on such a display
(for trials by hand); tests use :func:`x_display`. Every process started here is ended
before it returns.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

TOOLS = {"Xvfb": "xvfb", "openbox": "openbox", "import": "imagemagick",
         "compare": "imagemagick", "convert": "imagemagick", "xprop": "x11-utils",
         "xwininfo": "x11-utils"}
"""The programs the real-display check uses, with the Debian package of each."""


WAYLAND_TOOLS = {"weston": "weston", "weston-screenshooter": "weston",
                 "convert": "imagemagick", "compare": "imagemagick"}
"""The same on Wayland."""


def missing_tools(tools: dict[str, str] = TOOLS) -> str | None:
    """Why the check cannot run here (a program missing), or None."""
    for tool, package in tools.items():
        if shutil.which(tool) is None:
            return f"{tool} is not installed (Debian: {package})"
    return None


def _end(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait_for_window_manager(env: dict[str, str], openbox: subprocess.Popen[bytes]) -> None:
    # A window mapped before the manager runs would open undecorated, where a player's never
    # does; the manager says it runs by a property on the root window.
    for _ in range(200):
        if openbox.poll() is not None:
            raise RuntimeError("openbox ended at once")
        found = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env,
                               capture_output=True, text=True, check=False)
        if "window id" in found.stdout:
            return
        time.sleep(0.05)
    raise RuntimeError("openbox did not come up")


@contextmanager
def x_display(width: int, height: int) -> Iterator[dict[str, str]]:
    """An environment whose ``DISPLAY`` is a fresh Xvfb screen of this size with openbox
    managing its windows, and Qt on its xcb platform."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24",
         "-nolisten", "tcp", "-noreset"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    started = [xvfb]
    try:
        with os.fdopen(read, "rb") as pipe:
            number = pipe.readline().strip().decode()
        if not number.isdigit():
            raise RuntimeError("Xvfb did not start")
        env = {k: v for k, v in os.environ.items()
               if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XAUTHORITY")}
        env.update(DISPLAY=f":{number}", QT_QPA_PLATFORM="xcb")
        openbox = subprocess.Popen(["openbox", "--sm-disable"], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        started.append(openbox)
        _wait_for_window_manager(env, openbox)
        yield env
    finally:
        for process in reversed(started):
            _end(process)


@contextmanager
def wayland_display(width: int, height: int) -> Iterator[dict[str, str]]:
    """An environment whose ``WAYLAND_DISPLAY`` is a fresh headless weston output of this
    size (drawn by its pixman renderer, so that its pixels can be read), with Qt on its
    wayland platform. ``--debug`` lets any client (weston-screenshooter) read the output:
    without it weston answers only a screenshooter it started itself."""
    with tempfile.TemporaryDirectory(prefix="dominoes-wayland-") as runtime:
        os.chmod(runtime, 0o700)
        env = {k: v for k, v in os.environ.items()
               if k not in ("DISPLAY", "QT_QPA_PLATFORM", "XAUTHORITY")}
        env.update(XDG_RUNTIME_DIR=runtime, WAYLAND_DISPLAY="wayland-check",
                   QT_QPA_PLATFORM="wayland")
        weston = subprocess.Popen(
            ["weston", "--backend=headless-backend.so", "--use-pixman", f"--width={width}",
             f"--height={height}", "--socket=wayland-check", "--idle-time=0", "--debug"],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            socket = os.path.join(runtime, "wayland-check")
            for _ in range(200):
                if weston.poll() is not None:
                    raise RuntimeError("weston ended at once")
                if os.path.exists(socket):
                    break
                time.sleep(0.05)
            else:
                raise RuntimeError("weston did not come up")
            yield env
        finally:
            _end(weston)


def main(argv: Sequence[str]) -> int:
    size, _, command = argv[0], argv[1], list(argv[2:])
    width, height = (int(v) for v in size.lower().split("x"))
    with x_display(width, height) as env:
        print(f"DISPLAY={env['DISPLAY']}", flush=True)
        return subprocess.run(command, env=env, check=False).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
