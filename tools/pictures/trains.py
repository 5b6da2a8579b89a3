"""``python -m tools.pictures.trains [--players N] [--size WxH] [--out FILE] [--hold]``: the
train table in the real window, late in a round, with earlier rounds on the score sheet.

The position is seeded: skilled computer players play ``--rounds`` whole rounds, then the
next one until ``--tiles`` tiles lie on the table at a turn of seat 0 (or as far as that
round goes); seat 0's view is shown (its hand face up, the ghosts of a tile that fits). Until
the window deals train games itself, the tool hands the scene the state the window would
build from that view.

On a real X display (``DISPLAY`` set, ``QT_QPA_PLATFORM=xcb``, a screen larger than the
window) ``--out`` is the X server's pixels where the window lies, as a player sees them
(:func:`~tools.pictures.screenshot.save_picture`); offscreen, the window is painted into it.
``--hold`` keeps the window open until the process is ended (for looking at it).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from dominoes_qt.ai.trains import make_train_player
from dominoes_qt.engine.trains import TrainMatch, TrainView
from dominoes_qt.games.mexican_train import TRAIN_RULES
from tools.pictures.screenshot import save_picture

NAMES = ("You", "Olena", "Taras", "Mariia", "Bohdan", "Iryna", "Ostap", "Sofiia")


def late_round(players: int, rounds: int, tiles: int, seed: int) -> TrainMatch:
    """A seeded match: ``rounds`` whole rounds, then the next until ``tiles`` tiles are on
    the table at seat 0's turn (or the round's last turn of seat 0)."""
    movers = [make_train_player("skilled", seed + seat) for seat in range(players)]
    match = TrainMatch(TRAIN_RULES, players, random.Random(seed))
    for number in range(rounds + 1):
        round_ = match.deal_round()
        last_turn = match.copy()
        while round_.end is None:
            if number == rounds and round_.to_move == 0:
                last_turn = match.copy()
                if len(round_.board) >= tiles:
                    return match
            view = match.view_for(round_.to_move)
            match.apply(movers[round_.to_move].choose(view))
    return last_turn


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.pictures.trains")
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--tiles", type=int, default=60)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--out", default="")
    parser.add_argument("--fresh", default="",
                        help="also save the window painted afresh (to compare with --out)")
    parser.add_argument("--hold", action="store_true")
    args = parser.parse_args(argv)

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from dominoes_qt.ui.settings import WindowSettings
    from dominoes_qt.ui.train_state import train_moves, train_table_state
    from dominoes_qt.ui.window import GameWindow

    app = QApplication.instance() or QApplication(sys.argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    window = GameWindow(WindowSettings(ai_pace_ms=0, animations=False))
    window.resize(width, height)
    window.show()
    match = late_round(args.players, args.rounds, args.tiles, args.seed)
    view: TrainView = match.view_for(0)
    names = list(NAMES[:args.players])
    details = [f"{n} tiles, {view.totals[i]} pts" for i, n in enumerate(view.hand_counts)]
    board = view.board
    # The ghosts of the tile with the most places, when one fits.
    tile = max(view.hand, key=lambda t: len(train_moves(view, t)), default=None)
    if tile is not None and not train_moves(view, tile):
        tile = None
    state = train_table_state(view, names, details, selected=tile)
    window.scene.show_state(state)
    window.scores.show_train_scores(view, names)
    if tile is not None:
        # The scene lays train moves' ghosts through its train table; its signature still
        # names the line games' moves only.
        window.scene.show_choices(tile, train_moves(view, tile), 0, [])  # type: ignore[arg-type]
    print(f"{len(board)} tiles on the table, {view.boneyard_count} to draw, "
          f"{window.scene.board_scale * 40:.1f} px per unit", flush=True)

    def take() -> None:
        if args.out:
            # On a real display: the X server's pixels where the window lies (an X screen
            # larger than the window keeps its frame off the picture).
            save_picture(window, Path(args.out))
        if args.fresh:
            window.grab().save(args.fresh)
        if not args.hold:
            app.quit()

    QTimer.singleShot(1500, take)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
