"""The picture tools (never the pictures' looks): every picture they promise is written."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

from dominoes_qt.games import GAMES
from tools.pictures.scoring import save_pngs
from tools.pictures.screenshot import main, shots


def test_the_window_pictures_are_written(qtbot: object, tmp_path: Path) -> None:
    assert main(["--out", str(tmp_path), "--size", "1024x700"]) == 0
    names = sorted(p.name for p in tmp_path.glob("*.png"))
    # Each registered game with its fewest and its most players, and the new-game dialog.
    assert {"five-up-61-2p.png", "five-up-61-4p.png", "new-game.png",
            "seven-rocks-4p.png"} <= set(names)
    assert names == sorted([f"{rules.variant}-{players}p.png" for rules, players in shots()]
                           + ["new-game.png"])
    assert len(shots()) == sum(len({min(r.player_counts), max(r.player_counts)})
                               for r in GAMES.values())
    image = QImage(str(tmp_path / "seven-rocks-4p.png"))
    assert image.width() == 1024
    assert image.height() == 700


def test_every_score_view_state_is_written(tmp_path: Path) -> None:
    written = save_pngs(tmp_path)
    assert len(written) >= 12
    for path in written:
        picture = QImage(str(path))
        assert not picture.isNull(), path
        assert picture.width() > 100, path
    names = {p.stem for p in written}
    assert {"board-five-up-2-refused", "board-seven-rocks-265", "tally-23-61"} <= names
