"""``python -m dominoes_qt screenshot --out DIR``: PNG pictures of seeded tables, offscreen."""

from __future__ import annotations

import argparse
import os
import random
from collections.abc import Sequence
from pathlib import Path

from dominoes_qt.ai import make_player
from dominoes_qt.engine import Match, Need, Rules
from dominoes_qt.games import GAMES
from dominoes_qt.ui.controller import GameSetup, SeatSetup

NAMES = ("Olena", "Taras", "Marta", "Bohdan")
LEVELS_SHOWN = ("casual", "expert", "skilled")


def mid_game(rules: Rules, players: int, seed: int, plays: int) -> tuple[GameSetup, Match]:
    """A match played by computer players until seat 0 (the human) must choose a play
    with at least ``plays`` tiles on the table."""
    seats = [SeatSetup(NAMES[0])] + [
        SeatSetup(NAMES[i], "ai", LEVELS_SHOWN[(i - 1) % len(LEVELS_SHOWN)])
        for i in range(1, players)]
    setup = GameSetup(rules, tuple(seats), seed)
    match = Match(rules, players, random.Random(seed))
    match.deal_round()
    movers = [make_player("casual", seed + i) for i in range(players)]
    while True:
        round_ = match.current
        assert round_ is not None
        if match.is_over:
            # A short match can end before such a position: play another one.
            match = Match(rules, players, random.Random(match.rng.getrandbits(32)))
            match.deal_round()
            continue
        if round_.is_over:
            match.deal_round()
            continue
        if round_.to_move == 0 and round_.need() is Need.PLAY and len(round_.board) >= plays \
                and len(match.legal_actions()) > 1:
            return setup, match
        match.apply(movers[round_.to_move].choose(match.view_for(round_.to_move)))


def shots() -> list[tuple[Rules, int]]:
    """Each registered game with its fewest and its most players."""
    return [(rules, players) for rules in GAMES.values()
            for players in sorted({min(rules.player_counts), max(rules.player_counts)})]


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="dominoes-qt screenshot",
                                     description="save PNG pictures of the game window")
    parser.add_argument("--out", type=Path, required=True, help="folder for the PNG files")
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--language", default="en", choices=("en", "uk"),
                        help="language of the pictures (default: en)")
    args = parser.parse_args(list(argv))
    width, height = (int(v) for v in args.size.lower().split("x"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    from dominoes_qt.ui.app import make_application
    from dominoes_qt.ui.i18n import install_translations
    from dominoes_qt.ui.new_game import NewGameDialog
    from dominoes_qt.ui.settings import WindowSettings
    from dominoes_qt.ui.window import GameWindow

    app = make_application()
    # The English catalogue too: it turns "%n tile(s)" into "1 tile" and "2 tiles".
    translations = install_translations(app, args.language)
    args.out.mkdir(parents=True, exist_ok=True)
    settings = WindowSettings(ai_pace_ms=0, animations=False)
    written: list[Path] = []
    for rules, players in shots():
        name = f"{rules.variant}-{players}p"
        # A full hand's worth of tiles and a round of turns: well into the round.
        plays = rules.hand_size_for(players) + players
        setup, match = mid_game(rules, players, args.seed, plays)
        window = GameWindow(settings)
        window.resize(width, height)
        window.show()
        window.controller.resume(setup, match)
        playable = sorted(window.controller.playable())
        if playable:
            # Show the ghosts of a tile with several places, when there is one.
            counts = {t: len(window.controller.legal_moves_for(t)) for t in playable}
            window.select_tile(max(playable, key=lambda t: counts[t]))
        QApplication.processEvents()
        while window.scene.layout_pending:
            # The layout on its way comes back as an event: wait for events, not for time.
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        path = args.out / f"{name}.png"
        window.grab().save(str(path))
        written.append(path)
        window.close()
        window.deleteLater()
        QApplication.processEvents()
    dialog = NewGameDialog(None)
    dialog.show()
    QApplication.processEvents()
    path = args.out / "new-game.png"
    dialog.grab().save(str(path))
    written.append(path)
    dialog.close()
    for path in written:
        print(path)
    translations.apply("en")
    del app
    return 0


__all__ = ["main", "mid_game", "shots"]
