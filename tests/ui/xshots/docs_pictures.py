"""Takes the pictures in ``docs/`` again, from a real X server: ``python -m
tests.ui.xshots.docs_pictures [--docs DIR]`` starts Xvfb with openbox (see
:mod:`tests.ui.xshots.harness`), runs the picture tools there on Qt's xcb platform
(``python -m tools.pictures.screenshot --extras`` at 1280x800 and 1024x640, the daily deal
and progress pictures of :mod:`tests.ui.shots_progress`, and the cribbage board of
:mod:`tools.pictures.scoring` with a side below zero), and copies the chosen ones into
``docs/`` under the names the README links. Each picture is what the X server shows
(``import -window root``), never a fresh painting of the window.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from tests.ui.xshots.harness import missing_tools, x_display

ROOT = Path(__file__).resolve().parents[3]

CHOSEN = {
    "screenshot.png": "1280/five-up-61-4p.png",
    "crowded-table.png": "1280/seven-rocks-4p-crowded.png",
    "table-crowded-1024x640.png": "1024/five-up-61-4p-crowded.png",
    "round-end.png": "1024/five-up-61-4p-crowded-round-end.png",
    "daily-deal.png": "progress/daily-en-1280x800.png",
    "progress-tab.png": "progress/progress-en-1280x800.png",
    "cribbage-board.png": "board/cribbage-board.png",
}
"""Each picture in docs/ and the one it is copied from."""


def board_picture(out: Path) -> None:
    """The Five Up board of four players with a side below zero, as a window of its own."""
    from PySide6.QtWidgets import QApplication

    from dominoes_qt.games import FIVE_UP
    from tools.pictures.scoring import _board, _five_up_four_partner_loss
    from tools.pictures.screenshot import save_picture

    QApplication.instance() or QApplication([])
    board = _board(FIVE_UP, 4, _five_up_four_partner_loss)
    board.resize(640, board.heightForWidth(640))
    board.show()
    out.mkdir(parents=True, exist_ok=True)
    save_picture(board, out / "cribbage-board.png")


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.ui.xshots.docs_pictures")
    parser.add_argument("--docs", type=Path, default=ROOT / "docs")
    parser.add_argument("--board", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.board is not None:
        board_picture(args.board)
        return 0
    missing = missing_tools()
    if missing is not None:
        raise SystemExit(missing)
    python = sys.executable
    with tempfile.TemporaryDirectory() as scratch:
        taken = Path(scratch)
        runs = [
            ((1400, 900), [python, "-m", "tools.pictures.screenshot", "--extras", "--out",
                           str(taken / "1280"), "--size", "1280x800"]),
            ((1120, 740), [python, "-m", "tools.pictures.screenshot", "--extras", "--out",
                           str(taken / "1024"), "--size", "1024x640"]),
            ((1400, 900), [python, "-m", "tests.ui.shots_progress", str(taken / "progress")]),
            ((900, 400), [python, "-m", "tests.ui.xshots.docs_pictures", "--board",
                          str(taken / "board")]),
        ]
        for (width, height), command in runs:
            with x_display(width, height) as env:
                env["PYTHONPATH"] = str(ROOT)
                subprocess.run(command, cwd=ROOT, env=env, check=True,
                               stdout=subprocess.DEVNULL)
        for name, source in CHOSEN.items():
            shutil.copyfile(taken / source, args.docs / name)
            print(args.docs / name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
