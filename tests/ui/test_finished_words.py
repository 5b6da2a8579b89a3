"""The finished match's sentence in Ukrainian agrees with one winner as with a partnership:
the verb form of "won" would need the winner's number and gender, which a name does not
give, so the sentence names the winner after a noun."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from dominoes_qt.games import FIVE_UP, rules_for
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.new_game import default_setup
from tools.pictures.scoring import random_match


@pytest.mark.parametrize(("variant", "players", "seed"),
                         [("draw-game", 2, 3), (FIVE_UP.variant, 4, 5)])
def test_the_winner_is_named_without_a_plural_verb_in_ukrainian(
        qtbot: Any, qapp: Any, make_window: Any, variant: str, players: int,
        seed: int) -> None:
    rules = rules_for(variant)
    installed = install_translations(qapp, "uk")
    try:
        window = make_window()
        match = random_match(rules, players, seed)
        assert match.winner is not None
        window.controller.show_position(default_setup(rules, players, "casual", seed), match)
        window.close_round_end()
        QApplication.processEvents()
        text = window.finished_label.text()
        winner = window.side_names()[match.winner]
        assert text == f"Партію завершено: перемога — {winner}."
        # Neither the plural nor a gendered past tense of the verb.
        assert not any(word in text for word in ("перемогли", "переміг", "перемогла"))
    finally:
        installed.apply("en")
