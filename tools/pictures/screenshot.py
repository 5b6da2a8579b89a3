"""``python -m tools.pictures.screenshot --out DIR``: PNG pictures of seeded tables.

The window has the default preferences (animations on); each picture is taken once the
table has settled. ``--extras`` adds a crowded late position of each game, a round's report
and the cribbage board, the pictures in ``docs/``. ``QT_SCALE_FACTOR=2`` takes them at
twice the pixels.

On a real X display (Qt's xcb platform: ``DISPLAY`` set, ``QT_QPA_PLATFORM=xcb``) each
picture is what the X server shows where the widget lies (``import -window root``, from
ImageMagick), stale paint and all, as a player would see it; ``python -m
tests.ui.xshots.docs_pictures`` takes the pictures in ``docs/`` that way. Elsewhere
(offscreen) the widget is painted afresh into the picture, which can never show paint a
real screen kept by mistake.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dominoes_qt.ai import make_player
from dominoes_qt.engine import Match, Need, Rules
from dominoes_qt.games import GAMES
from dominoes_qt.ui.controller import GameSetup, SeatSetup

NAMES = ("Olena", "Taras", "Marta", "Bohdan")
LEVELS_SHOWN = ("casual", "expert", "skilled")


def mid_game(rules: Rules, players: int, seed: int, plays: int,
             matches: int = 20) -> tuple[GameSetup, Match]:
    """A match played by computer players until seat 0 (the human) must choose a play
    with at least ``plays`` tiles on the table; another match when a short one ends
    without one, up to ``matches`` matches (then RuntimeError: no endless search)."""
    seats = [SeatSetup(NAMES[0])] + [
        SeatSetup(NAMES[i], "ai", LEVELS_SHOWN[(i - 1) % len(LEVELS_SHOWN)])
        for i in range(1, players)]
    setup = GameSetup(rules, tuple(seats), seed)
    match = Match(rules, players, random.Random(seed))
    match.deal_round()
    movers = [make_player("casual", seed + i) for i in range(players)]
    tried = 1
    while True:
        round_ = match.current
        assert round_ is not None
        if match.is_over:
            if tried >= matches:
                raise RuntimeError(f"no position with {plays} tiles on the table")
            tried += 1
            seed += 1
            match = Match(rules, players, random.Random(seed))
            match.deal_round()
            continue
        if round_.is_over:
            match.deal_round()
            continue
        if round_.to_move == 0 and round_.need() is Need.PLAY and len(round_.board) >= plays \
                and len(match.legal_actions()) > 1:
            return setup, match
        match.apply(movers[round_.to_move].choose(match.view_for(round_.to_move)))


def late_game(rules: Rules, players: int, seed: int) -> tuple[GameSetup, Match]:
    """A position as crowded as :func:`crowded_plays` asks, or the most crowded one a few
    matches of the game reach (some games seldom let the human play that late)."""
    plays = crowded_plays(rules, players)
    while True:
        try:
            return mid_game(rules, players, seed, plays, matches=8)
        except RuntimeError:
            if plays <= 1:
                raise
            plays -= 2


def shots() -> list[tuple[Rules, int]]:
    """Each registered game with its fewest and its most players."""
    return [(rules, players) for rules in GAMES.values()
            for players in sorted({min(rules.player_counts), max(rules.player_counts)})]


def crowded_plays(rules: Rules, players: int) -> int:
    """Tiles on the board of a late position: two hands' worth and two rounds of turns."""
    return 2 * rules.hand_size_for(players) + 2 * players


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.pictures.screenshot",
                                     description="save PNG pictures of the game window")
    parser.add_argument("--out", type=Path, required=True, help="folder for the PNG files")
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--language", default="en", choices=("en", "uk"),
                        help="language of the pictures (default: en)")
    parser.add_argument("--no-animations", action="store_true",
                        help="take the pictures with animations off")
    parser.add_argument("--extras", action="store_true",
                        help="also a crowded position of each game, a round's report and "
                             "the cribbage board")
    args = parser.parse_args(list(argv))
    width, height = (int(v) for v in args.size.lower().split("x"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtWidgets import QApplication

    from dominoes_qt.engine.seen import match_report
    from dominoes_qt.ui.app import make_application
    from dominoes_qt.ui.i18n import install_translations
    from dominoes_qt.ui.new_game import NewGameDialog
    from dominoes_qt.ui.round_end import RoundEndDialog
    from dominoes_qt.ui.settings import WindowSettings
    from dominoes_qt.ui.window import GameWindow

    app = make_application()
    # The English catalogue too: it turns "%n tile(s)" into "1 tile" and "2 tiles".
    translations = install_translations(app, args.language)
    args.out.mkdir(parents=True, exist_ok=True)
    settings = WindowSettings(animations=not args.no_animations)
    written: list[Path] = []

    def shoot(rules: Rules, players: int, name: str, extras: bool = False) -> None:
        setup, match = late_game(rules, players, args.seed) if extras else \
            mid_game(rules, players, args.seed, rules.hand_size_for(players) + players)
        window = GameWindow(settings)
        window.resize(width, height)
        window.show()
        window.controller.resume(setup, match)
        playable = sorted(window.controller.playable())
        if playable:
            # Show the ghosts of a tile with several places, when there is one.
            counts = {t: len(window.controller.legal_moves_for(t)) for t in playable}
            window.select_tile(max(playable, key=lambda t: counts[t]))
        settle(window)
        path = args.out / f"{name}.png"
        save_picture(window, path)
        written.append(path)
        if extras:
            board = window.scores.board
            path = args.out / f"{name}-board.png"
            save_picture(board, path)
            written.append(path)
            ended = finished_round(match, args.seed)
            dialog = RoundEndDialog(window, match_report(ended, len(ended.rounds)),
                                    window.seat_names(), window.side_names(), animated=False)
            dialog.show()
            QApplication.processEvents()
            path = args.out / f"{name}-round-end.png"
            save_picture(dialog, path)
            written.append(path)
            dialog.close()
        window.controller.shutdown()
        window.close()
        window.deleteLater()
        QApplication.processEvents()

    for rules, players in shots():
        name = f"{rules.variant}-{players}p"
        # A full hand's worth of tiles and a round of turns: well into the round.
        shoot(rules, players, name)
        if args.extras:
            shoot(rules, players, f"{name}-crowded", extras=True)
    dialog = NewGameDialog(None)
    dialog.show()
    QApplication.processEvents()
    path = args.out / "new-game.png"
    save_picture(dialog, path)
    written.append(path)
    dialog.close()
    for path in written:
        print(path)
    translations.apply("en")
    del app
    return 0


def settle(window: Any) -> None:
    """Wait (for events, not for time) until nothing on the table or the board moves."""
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    scene, board = window.scene, window.scores.board
    while scene.layout_pending or scene.animations_running() or board.is_animating:
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    QApplication.processEvents()


def save_picture(widget: Any, path: Path) -> None:
    """Save what ``widget`` shows: on a real X display, the X server's pixels where it lies
    on the screen (with whatever lies over it, such as a dialog); offscreen, the widget
    painted afresh."""
    from PySide6.QtCore import QEventLoop, QPoint, QTimer
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.platformName() != "xcb":
        widget.grab().save(str(path))
        return
    # The last frames painted and sent: a moment of the event loop, then a round trip.
    loop = QEventLoop()
    QTimer.singleShot(300, loop.quit)
    loop.exec()
    QGuiApplication.sync()
    top = widget.window()
    ratio = top.devicePixelRatioF()
    # The window's corner in the server's pixels (Qt's own coordinates are scaled and
    # rounded, a pixel off at 2x); the widget's place inside it.
    found = subprocess.run(["xwininfo", "-id", str(int(top.winId()))], capture_output=True,
                           text=True, check=True).stdout
    corner = dict(line.strip().split(":", 1) for line in found.splitlines()
                  if line.strip().startswith("Absolute upper-left"))
    inside = widget.mapTo(top, QPoint(0, 0)) if widget is not top else QPoint(0, 0)
    x = int(corner["Absolute upper-left X"]) + round(inside.x() * ratio)
    y = int(corner["Absolute upper-left Y"]) + round(inside.y() * ratio)
    width, height = round(widget.width() * ratio), round(widget.height() * ratio)
    subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+{x}+{y}",
                    "+repage", str(path)], check=True)


def finished_round(match: Match, seed: int) -> Match:
    """``match`` played on by casual players until its current round is over."""
    movers = [make_player("casual", seed + 100 + i) for i in range(match.num_players)]
    number = len(match.rounds)
    while True:
        round_ = match.current
        assert round_ is not None
        if round_.is_over or match.is_over or len(match.rounds) > number:
            return match
        match.apply(movers[round_.to_move].choose(match.view_for(round_.to_move)))


__all__ = ["late_game", "main", "mid_game", "save_picture", "shots"]


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv[1:]))
