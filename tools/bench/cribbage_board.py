"""What the cribbage board's still picture costs the GUI thread.

Run ``python -m tools.bench.cribbage_board [--repeats N]`` (offscreen by default).
A round's report shows a board of its own, painted afresh when its size or names are new,
while the last tiles may still be flying: that picture is a stall if it is slow. For each
board size and game it prints the CPU milliseconds (median and worst of ``N``) of a fresh
still picture and of its wood alone, the shared picture cache emptied before each.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Sequence

SIZES = ((320, 110), (500, 160), (700, 220), (900, 280))
"""Widget sizes: the side panel's at 1024x640 up to a report's at 1920x1080."""


def measure(repeats: int) -> list[tuple[str, tuple[int, int], list[float], list[float]]]:
    """(game, size, still picture ms, wood ms) for every game and every size."""
    from PySide6.QtGui import QPainter, QPixmap
    from PySide6.QtWidgets import QApplication

    from dominoes_qt.games import GAMES
    from dominoes_qt.ui.scoring import board, board_paint

    app = QApplication.instance() or QApplication([])
    assert app is not None
    found = []
    for rules in GAMES.values():
        # The most players the game allows: the most lanes, the most names.
        seating = rules.seating(max(rules.player_counts))
        widget = board.CribbageBoard()
        widget.reset(rules, seating, [f"Side {n + 1}" for n in range(seating.num_sides)])
        for size in SIZES:
            widget.resize(*size)
            stills, woods = [], []
            for _ in range(repeats):
                board_paint._STILLS.clear()
                widget.painter.forget_still()
                start = time.thread_time()
                widget.painter.still_picture()
                stills.append(1000 * (time.thread_time() - start))
                picture = QPixmap(*size)
                painter = QPainter(picture)
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.setTransform(widget.board_transform())
                start = time.thread_time()
                widget.painter.paint_wood(painter)
                woods.append(1000 * (time.thread_time() - start))
                painter.end()
            found.append((rules.variant, size, stills, woods))
        widget.deleteLater()
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench.cribbage_board",
                                     description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for variant, (width, height), stills, woods in measure(max(1, args.repeats)):
        print(f"{variant:18} {width:4}x{height:<4} still picture "
              f"{statistics.median(stills):5.1f} / {max(stills):5.1f} ms, wood "
              f"{statistics.median(woods):5.1f} / {max(woods):5.1f} ms (median / worst CPU)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
