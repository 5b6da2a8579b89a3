"""A match dealt in one language and resumed in another names its default seats in the
language now shown; names the player chose stay as they are."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from dominoes_qt.engine.record import record_of
from dominoes_qt.ui.i18n import install_translations, name_in_language_now
from dominoes_qt.ui.review import setup_of
from tests.storage.helpers import players_for, random_match


def _uk_defaults(qapp: Any) -> tuple[str, str]:
    installed = install_translations(qapp, "uk")
    try:
        return (QCoreApplication.translate("Session", "You"),
                QCoreApplication.translate("Session", "Computer %1").replace("%1", "2"))
    finally:
        installed.apply("en")


def test_ukrainian_default_names_are_english_in_an_english_window(qapp: Any) -> None:
    you, computer = _uk_defaults(qapp)
    assert (you, computer) != ("You", "Computer 2")
    install_translations(qapp, "en")
    record = record_of(random_match("five-up-61", 4, 1, 3), players_for(4))
    players = [dict(p) for p in record.players]
    players[0]["name"], players[2]["name"] = you, computer
    players[1]["name"], players[3]["name"] = "Olena", "Computer"
    setup = setup_of(replace(record, players=players))
    assert [s.name for s in setup.seats] == ["You", "Olena", "Computer 2", "Computer"]


def test_english_default_names_are_ukrainian_in_a_ukrainian_window(qapp: Any) -> None:
    you, computer = _uk_defaults(qapp)
    installed = install_translations(qapp, "uk")
    try:
        assert name_in_language_now("You") == you
        assert name_in_language_now("Computer 2") == computer
        assert name_in_language_now("Computer 2b") == "Computer 2b"
        assert name_in_language_now("Тарас") == "Тарас"
    finally:
        installed.apply("en")
