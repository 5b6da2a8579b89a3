"""Languages: choosing one, Qt's catalogues, Ukrainian plurals, and no unfinished strings."""

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from dominoes_qt.engine import Board, Move, tile
from dominoes_qt.engine.describe import describe, format_description
from dominoes_qt.games import FIVE_UP
from dominoes_qt.ui.i18n import (
    board_wording,
    catalogue_bytes,
    current_language,
    install_translations,
    resolve_language,
)

ROOT = Path(__file__).resolve().parents[1]
TS_FILES = sorted((ROOT / "resources" / "translations").glob("*.ts"))


@pytest.fixture
def ukrainian(qapp):
    translations = install_translations(qapp, "uk")
    yield translations
    translations.apply("en")


def test_preferences_resolve_to_a_language():
    assert resolve_language("uk") == "uk"
    assert resolve_language("en", QLocale("uk_UA")) == "en"
    assert resolve_language("system", QLocale("uk_UA")) == "uk"
    assert resolve_language("system", QLocale("de_DE")) == "en"
    # A preference written by a later version falls back to the system locale.
    assert resolve_language("klingon", QLocale("uk_UA")) == "uk"


def test_catalogues_ship_inside_the_package():
    assert catalogue_bytes("uk")
    assert catalogue_bytes("en")
    assert catalogue_bytes("xx") is None


def test_preference_uk_installs_ours_and_qts(ukrainian):
    assert ukrainian.language == "uk"
    assert len(ukrainian.translators) == 2
    assert current_language() == "uk"
    assert QCoreApplication.translate("RulesBook", "Rules of the games") == "Правила ігор"
    assert QCoreApplication.translate("Words", "The boneyard is empty.") == "Запас порожній."
    # Qt's own strings (standard buttons) come from qtbase_uk.qm.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Скасувати"


def test_switching_back_to_english_removes_the_translators(ukrainian):
    ukrainian.apply("en")
    assert current_language() == "en"
    assert QCoreApplication.translate("RulesBook", "Rules of the games") == "Rules of the games"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


@pytest.mark.parametrize(
    ("count", "expected"),
    [(1, "1 кістка в руці"), (2, "2 кістки в руці"), (5, "5 кісток у руці"),
     (11, "11 кісток у руці"), (21, "21 кістка в руці"), (22, "22 кістки в руці")],
)
def test_ukrainian_plural_forms(ukrainian, count, expected):
    assert QCoreApplication.translate("Hands", "%n tile(s) in hand", "", count) == expected


def test_english_plural_forms(qapp):
    translations = install_translations(qapp, "en")
    assert QCoreApplication.translate("Hands", "%n tile(s) in hand", "", 1) == "1 tile in hand"
    assert QCoreApplication.translate("Hands", "%n tile(s) in hand", "", 5) == "5 tiles in hand"
    assert translations.language == "en"


def test_board_descriptions_are_translated(ukrainian):
    board = Board(FIVE_UP.spinners)
    board.place(Move(tile(1, 4)))
    board.place(Move(tile(1, 1), tile(1, 4), board.places()[0].end))
    text = format_description(describe(board, FIVE_UP), board_wording())
    assert "Розгалужувачі: [1|1]." in text
    assert "[1|4] (менший кінець) – [1|1] (лінія А)" in text
    assert "Очки за хід: 0." in text


def test_started_with_a_ukrainian_locale_the_app_speaks_ukrainian():
    # The system locale is read once per process, so this needs a process of its own.
    script = (
        "from PySide6.QtWidgets import QApplication\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from dominoes_qt.ui.i18n import install_translations\n"
        "app = QApplication([])\n"
        "t = install_translations(app, 'system')\n"
        "print(t.language)\n"
        "print(QCoreApplication.translate('Scoring', '%n point(s)', '', 2))\n"
        "print(QCoreApplication.translate('QPlatformTheme', 'Cancel'))\n"
    )
    env = {**os.environ, "LANG": "uk_UA.UTF-8", "LC_ALL": "", "LC_MESSAGES": "",
           "LANGUAGE": "", "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            env=env, check=True, cwd=ROOT)
    assert result.stdout.splitlines() == ["uk", "2 очки", "Скасувати"]


@pytest.mark.parametrize("path", TS_FILES, ids=lambda p: p.name)
def test_no_user_visible_string_is_left_unfinished(path):
    unfinished = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            kind = translation.get("type")
            if kind in ("vanished", "obsolete"):
                continue
            forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
            if kind == "unfinished" or not all(f and f.strip() for f in forms):
                unfinished.append(f"{name}: {message.findtext('source')!r}")
    assert not unfinished, f"{path.name}: {len(unfinished)} unfinished: {unfinished[:10]}"


def test_ukrainian_catalogue_has_three_plural_forms():
    root = ET.parse(ROOT / "resources" / "translations" / "dominoes_qt_uk.ts").getroot()
    plurals = [m for m in root.iter("message") if m.get("numerus") == "yes"]
    assert plurals
    for message in plurals:
        translation = message.find("translation")
        assert translation is not None
        if translation.get("type") in ("vanished", "obsolete"):
            continue
        assert len(list(translation.iter("numerusform"))) == 3, message.findtext("source")



def test_person_and_number_in_both_languages(ukrainian):
    from dominoes_qt.engine import tile
    from dominoes_qt.games import FIVE_UP
    from dominoes_qt.ui.texts import QT
    from dominoes_qt.wording import ENGLISH, Who, passed, played

    you, olena = Who.seat("You"), Who.seat("Olena")
    assert played(ENGLISH, you, tile(3, 4), "7") == "You play [3|4]: 7"
    assert played(ENGLISH, olena, tile(3, 4), "7") == "Olena plays [3|4]: 7"
    assert passed(ENGLISH, you, FIVE_UP).startswith("You pass:")
    assert played(QT, Who.seat("Ви", ("You", "Ви")), tile(3, 4), "7") == "Ви кладете [3|4]: 7"
    assert played(QT, olena, tile(3, 4), "7") == "Olena кладе [3|4]: 7"


def test_a_catalogue_outlives_the_object_that_installed_it(qapp):
    # Qt reads a catalogue loaded from bytes in place; the translator stays installed
    # after the Translations object is gone, so the bytes must go on living with it.
    import gc

    install_translations(qapp, "en")
    gc.collect()
    # Fill freed memory, so that a catalogue read from it would read garbage.
    filler = [bytes([i % 251]) * 4096 for i in range(4096)]
    try:
        for count, expected in ((1, "1 tile in hand"), (3, "3 tiles in hand")):
            assert QCoreApplication.translate("Hands", "%n tile(s) in hand", "",
                                              count) == expected
    finally:
        del filler
        for translator in qapp.findChildren(QTranslator):
            if translator.objectName() == "dominoes_qt_en":
                QCoreApplication.removeTranslator(translator)
