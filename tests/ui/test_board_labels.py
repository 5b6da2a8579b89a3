"""Every text on the cribbage board stays on the wood, inside its brass inlay, and no two
overlap: three-digit targets on a small board, Ukrainian captions, every game."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QRectF

from dominoes_qt.engine import Rules, tile
from dominoes_qt.games import GAMES
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.scoring import CribbageBoard
from dominoes_qt.ui.scoring.board import MIN_BOARD_WIDTH
from tools.pictures.scoring import ScriptedScores

WIDTHS = (MIN_BOARD_WIDTH, 345, 420, 560, 700)
"""The narrowest board, the side panel's at 1024x640 and 1280x800, and wider."""


def _overlap(a: QRectF, b: QRectF) -> float:
    shared = a.intersected(b)
    return 0.0 if shared.isEmpty() else shared.width() * shared.height()


@pytest.mark.parametrize("language", ["en", "uk"])
def test_every_text_stays_inside_the_inlay_and_clear_of_the_others(
        qtbot: Any, qapp: Any, language: str) -> None:
    installed = install_translations(qapp, language)
    try:
        checked = 0
        for rules in GAMES.values():
            for players in sorted({min(rules.player_counts), max(rules.player_counts)}):
                board = CribbageBoard()
                qtbot.addWidget(board)
                board.set_animated(False)
                seating = rules.seating(players)
                board.reset(rules, seating, [f"Side {i}" for i in range(seating.num_sides)])
                for width in WIDTHS:
                    board.resize(width, board.heightForWidth(width))
                    board.grab()
                    labels = board.drawn_labels()
                    inlay = board.inlay_rect().adjusted(-0.5, -0.5, 0.5, 0.5)
                    target = str(board.scale.display(board.scale.target))
                    assert [text for text, _ in labels].count(target) == seating.num_sides
                    where = f"{rules.variant} {players}p at {width} px"
                    for text, box in labels:
                        assert inlay.contains(box), f"{text!r} leaves the inlay: {where}"
                    for i, (text, box) in enumerate(labels):
                        for other, other_box in labels[i + 1:]:
                            assert _overlap(box, other_box) < 1.0, \
                                f"{text!r} on {other!r}: {where}"
                    checked += 1
        assert checked == sum(len(WIDTHS) * len({min(r.player_counts), max(r.player_counts)})
                              for r in GAMES.values())
    finally:
        for translator in installed.translators:
            QCoreApplication.removeTranslator(translator)


HEAVY = [tile(6, 6), tile(5, 6), tile(5, 5), tile(4, 6), tile(4, 5), tile(3, 6)]


@pytest.mark.parametrize("rules", list(GAMES.values()), ids=lambda r: r.variant)
def test_a_score_past_the_target_stays_on_its_plaque(qtbot: Any, rules: Rules) -> None:
    players = min(rules.player_counts)
    scores = ScriptedScores(rules, players)
    target = rules.target
    # The first seat scores a play of 20 where plays score, else goes out while the others
    # hold heavy hands, again and again, until its side is as near the target as the game
    # lets it come, or past it.
    for _ in range(80):
        before = scores.scores[0]
        if rules.scores_plays:
            scores.gain(0, 20)
        else:
            scores.domino(0, [[]] + [HEAVY] * (players - 1))
        scores.next_round()
        if scores.scores[0] >= target or scores.scores[0] <= before:
            break
    assert scores.scores[0] >= target - 20
    board = CribbageBoard()
    qtbot.addWidget(board)
    board.set_animated(False)
    board.reset(rules, scores.seating, [f"Side {i}" for i in range(scores.seating.num_sides)])
    board.add_events(scores.events)
    shown = str(board.scale.display(board.pegs(0).score))
    for width in WIDTHS:
        board.resize(width, board.heightForWidth(width))
        board.grab()
        plaque = board.geometry_model.plaque_rect(0)
        corners = QRectF(board.widget_point(plaque.topLeft()),
                         board.widget_point(plaque.bottomRight()))
        boxes = [box for text, box in board.drawn_labels() if text == shown]
        assert boxes, shown
        assert any(corners.contains(box) for box in boxes), \
            f"{shown} spills off its plaque at {width} px"


LONG_NAMES = {
    "en": ["You & Computer 2", "Computer 1 & Computer 3"],
    "uk": ["Ви & Комп’ютер 2", "Комп’ютер 1 & Комп’ютер 3"],
}


@pytest.mark.parametrize("language", ["en", "uk"])
def test_long_partnership_names_stay_on_the_board_whole_or_shortened(
        qtbot: Any, qapp: Any, language: str) -> None:
    installed = install_translations(qapp, language)
    try:
        for rules in GAMES.values():
            # Partnership names: only a game of two partnerships at four has them.
            if 4 not in rules.player_counts or not rules.seating(4).partnerships:
                continue
            board = CribbageBoard()
            qtbot.addWidget(board)
            board.set_animated(False)
            names = LONG_NAMES[language]
            board.reset(rules, rules.seating(4), names)
            for width in WIDTHS:
                board.resize(width, board.heightForWidth(width))
                board.grab()
                inlay = board.inlay_rect().adjusted(-0.5, -0.5, 0.5, 0.5)
                drawn = dict(board.drawn_labels())
                where = f"{rules.variant} at {width} px"
                shown = [text for text in drawn if "&" in text]
                assert len(shown) == 2, where
                for text in shown:
                    assert inlay.contains(drawn[text]), f"{text!r} leaves the inlay: {where}"
                    assert text in names or len(text) < 12, where
            # At the side panel's width of a 1280x800 window both names are whole.
            board.resize(420, board.heightForWidth(420))
            board.grab()
            assert sorted(t for t, _ in board.drawn_labels() if "&" in t) == sorted(names)
    finally:
        for translator in installed.translators:
            QCoreApplication.removeTranslator(translator)
