"""The game's real window on a real display server, driven through a seeded match, with
pictures taken from the server and compared with a fresh rendering of the same window.

``python -m tests.ui.xshots.driver --out DIR --steps "play:3 shot:first zoom-in ..."`` (on
an X display with a window manager, or on weston: see :mod:`tests.ui.xshots.harness`). Seat 0 is the
player and the others are computers, so the table stands still whenever the player is to
move; animations are on, as by default. The steps, in order:

- ``play:N``: the player makes N plays (the first legal one, or draws or passes), each
  followed by the computers' turns, until the player is to move again;
- ``round``: play on until the round is over, close its report and wait for the next deal;
- ``match``: a new match (another seed);
- ``zoom-in``, ``zoom-out``, ``fit``, ``pan``: the keys +, -, 0 and Shift+Right;
- ``shot:NAME``: once nothing moves (a round's report left open is closed first),
  ``import -window root`` (the X server's pixels) cut to the window (on Wayland:
  ``weston-screenshooter``, the compositor's output, which the window fills), against the
  window rendered anew into an image (:meth:`QWidget.render` paints every widget afresh,
  which is what the player must see); prints a JSON line with the number of pixels that
  differ by more than the tolerance, and keeps both pictures and the difference in
  ``DIR``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtGui import QCursor, QGuiApplication, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dominoes_qt.engine import Move, Need
from dominoes_qt.games import rules_for
from dominoes_qt.ui.app import make_application
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.window import GameWindow

FUZZ = "10%"
"""How far apart (in colour distance, of the full range) two pixels may be and still count
as the same: well above the rounding of antialiased edges, far below a tile on the felt."""
PATIENCE_S = 60.0
"""A step that takes longer than this is broken (a hang), not slow."""


class Driver:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.app = make_application()
        width, height = (int(v) for v in args.size.lower().split("x"))
        self.window = GameWindow(WindowSettings(ai_pace_ms=args.pace))
        self.window.resize(width, height)
        if QGuiApplication.platformName() == "wayland":
            # A Wayland client never learns where its window lies; full screen, it lies at
            # the output's corner (the compositor's output is made this size).
            self.window.showFullScreen()
        else:
            self.window.show()
        self.seed = args.seed
        # A waker: a step waits for events, and a quiet table has none.
        self._waker = QTimer()
        self._waker.start(50)
        self.wait(lambda: self.window.isVisible() and self.window.windowHandle() is not None
                  and self.window.windowHandle().isExposed())
        self.start_match()

    # --- waiting ----------------------------------------------------------------------

    def wait(self, ready: Callable[[], bool]) -> None:
        deadline = time.monotonic() + PATIENCE_S
        while not ready():
            if time.monotonic() > deadline:
                raise RuntimeError("the window never got there")
            self.app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)

    def pause(self, ms: int) -> None:
        """Let the event loop run for a moment (paints and the X server catch up)."""
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def at_rest(self) -> bool:
        w = self.window
        return not (w.scene.animations_running() or w.scene.layout_pending
                    or w.scene.board_moving() or w.scores.board.is_animating or w.report_due)

    def report(self) -> bool:
        dialog = self.window.round_end_dialog
        return dialog is not None and dialog.isVisible()

    def settled_turn(self) -> bool:
        c = self.window.controller
        return self.at_rest() and (c.human_to_move() is not None or self.report())

    # --- steps ------------------------------------------------------------------------

    def start_match(self) -> None:
        rules = rules_for(self.args.game)
        seats = (SeatSetup("You"), *(SeatSetup(f"Computer {i}", "ai", "casual")
                                     for i in range(1, self.args.players)))
        self.window.new_game(GameSetup(rules, seats, seed=self.seed))
        self.seed += 1
        self.wait(self.settled_turn)

    def close_report(self) -> None:
        dialog = self.window.round_end_dialog
        assert dialog is not None
        if dialog.match_over:
            self.start_match()
            return
        dialog.primary.click()
        self.wait(self.settled_turn)

    def turn(self) -> bool:
        """The player's one action; False when the round is over instead."""
        if self.report():
            return False
        c = self.window.controller
        need = c.need()
        if need is Need.PLAY:
            tile = min(c.playable())
            # As a player does it: the tile chosen shows its places, then one is played.
            self.window.select_tile(tile)
            move: Move = c.legal_moves_for(tile)[-1]
            c.play(move)
        elif need is Need.DRAW:
            c.draw()
        else:
            c.pass_turn()
        self.wait(self.settled_turn)
        return True

    def play(self, count: int) -> None:
        done = 0
        while done < count:
            if not self.turn():
                self.close_report()
            else:
                done += 1

    def round(self) -> None:
        while self.turn():
            pass
        self.close_report()

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
            ) -> None:
        QTest.keyClick(self.window.view, key, modifier)
        self.wait(self.at_rest)

    def corner(self) -> tuple[int, int]:
        """Where the window's inside starts on the screen, in the server's pixels (Qt's
        own coordinates are scaled by QT_SCALE_FACTOR and rounded: a pixel off at 2x)."""
        found = subprocess.run(["xwininfo", "-id", str(int(self.window.winId()))],
                               capture_output=True, text=True, check=True).stdout
        values = dict(line.strip().split(":", 1) for line in found.splitlines()
                      if line.strip().startswith("Absolute upper-left"))
        return (int(values["Absolute upper-left X"]), int(values["Absolute upper-left Y"]))

    def compositor_picture(self) -> Path:
        """The Wayland compositor's whole output, from weston's own screenshooter (it
        answers any client only when weston runs with ``--debug``)."""
        folder: Path = self.args.out / "weston"
        folder.mkdir(exist_ok=True)
        for old in folder.glob("*.png"):
            old.unlink()
        subprocess.run(["weston-screenshooter"], cwd=folder, check=True)
        taken = sorted(folder.glob("*.png"))
        assert len(taken) == 1, taken
        return taken[0]

    def shot(self, name: str) -> dict[str, object]:
        if self.report():
            # A round that ended on the last play: its report is a window of its own, over
            # the table; the picture is of the next round's table.
            self.close_report()
        self.wait(self.at_rest)
        self.pause(250)
        QGuiApplication.sync()
        out: Path = self.args.out
        screen = out / f"{name}-screen.png"
        window = self.window
        ratio = window.devicePixelRatioF()
        width, height = round(window.width() * ratio), round(window.height() * ratio)
        if QGuiApplication.platformName() == "wayland":
            whole = self.compositor_picture()
            x, y = 0, 0
        else:
            whole = out / "root.png"
            subprocess.run(["import", "-window", "root", str(whole)], check=True)
            x, y = self.corner()
        subprocess.run(["convert", str(whole), "-crop",
                        f"{width}x{height}+{x}+{y}", "+repage", str(screen)], check=True)
        fresh = QImage(width, height, QImage.Format.Format_RGB32)
        fresh.setDevicePixelRatio(ratio)
        window.render(fresh)
        reference = out / f"{name}-fresh.png"
        fresh.save(str(reference))
        compared = subprocess.run(
            ["compare", "-metric", "AE", "-fuzz", FUZZ, str(reference), str(screen),
             str(out / f"{name}-diff.png")], capture_output=True, text=True, check=False)
        differing = int(float(compared.stderr.split()[0]))
        return {"shot": name, "differing": differing, "size": [width, height],
                "board": len(window.scene.board_items), "zoom": window.scene.user_zoom}

    def run(self, steps: Sequence[str]) -> None:
        keys = {"zoom-in": (Qt.Key.Key_Plus, Qt.KeyboardModifier.NoModifier),
                "zoom-out": (Qt.Key.Key_Minus, Qt.KeyboardModifier.NoModifier),
                "fit": (Qt.Key.Key_0, Qt.KeyboardModifier.NoModifier),
                "pan": (Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)}
        for step in steps:
            word, _, value = step.partition(":")
            if word == "play":
                self.play(int(value or 1))
            elif word == "round":
                self.round()
            elif word == "match":
                self.start_match()
            elif word in keys:
                self.key(*keys[word])
            elif word == "shot":
                print(json.dumps(self.shot(value)), flush=True)
            else:
                raise SystemExit(f"unknown step {step!r}")


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.ui.xshots.driver")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--game", default="five-up-61")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--pace", type=int, default=300)
    parser.add_argument("--steps", required=True)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    driver = Driver(args)
    if QGuiApplication.platformName() != "wayland":
        # The pointer off the window: a tooltip would be a window of its own over it (a
        # Wayland client may not move the pointer, and the window fills the output there).
        QCursor.setPos(QGuiApplication.primaryScreen().geometry().bottomRight())
    driver.run(args.steps.split())
    driver.window.controller.shutdown()
    driver.window.scene.shutdown()
    driver.window.close()
    QApplication.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
