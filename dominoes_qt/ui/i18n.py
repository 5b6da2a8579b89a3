"""The program's languages: which one to show, and the Qt translators that show it.

English is the source language: every string is written in English in the code, through
``self.tr`` or ``QCoreApplication.translate``. Ukrainian comes from
``data/translations/dominoes_qt_uk.qm`` (built from ``resources/translations/*.ts`` by
``packaging/update-translations.sh``), together with Qt's own ``qtbase_uk.qm`` for the
standard buttons and dialogs.

The window owns one :class:`Translations` and passes it to whoever may switch language
(the preferences dialog); there is no module-level state here.
"""

from __future__ import annotations

import functools
import importlib.resources

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from dominoes_qt.engine.board import End
from dominoes_qt.engine.describe import Wording

LANGUAGES: tuple[str, ...] = ("en", "uk")
"""The languages the program speaks, English (the source) first."""

PREFERENCES: tuple[str, ...] = ("system", *LANGUAGES)
"""What the language preference may hold: follow the system locale, or a fixed language."""

_OUR_CATALOGUE = "dominoes_qt_{language}.qm"


def resolve_language(preference: str, system: QLocale | None = None) -> str:
    """The language to show for a preference: ``"en"`` or ``"uk"``.

    ``"system"`` (or anything unknown, such as a preference file from a later version)
    follows the system locale, which Qt reads from ``LC_ALL``/``LC_MESSAGES``/``LANG``;
    a locale we have no catalogue for falls back to English.
    """
    if preference in LANGUAGES:
        return preference
    locale = QLocale.system() if system is None else system
    for name in [locale.name(), *locale.uiLanguages()]:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def catalogue_bytes(language: str) -> bytes | None:
    """Our compiled catalogue for ``language`` from the package data, None if missing.

    English has one too: it only holds the plural forms of the English source strings
    (``"%n tile(s)"`` -> ``"1 tile"``, ``"2 tiles"``).
    """
    resource = (
        importlib.resources.files("dominoes_qt")
        / "data"
        / "translations"
        / _OUR_CATALOGUE.format(language=language)
    )
    try:
        return resource.read_bytes()
    except (FileNotFoundError, OSError):
        return None


class Translations:
    """The translators installed on one application, and the switch between languages.

    Installing or removing a translator makes Qt send ``QEvent.LanguageChange`` to every
    widget; a widget that shows translated text re-sets it in ``changeEvent`` (see
    ``RulesBook.changeEvent`` for the pattern).
    """

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._installed: list[QTranslator] = []
        # QTranslator.load(bytes) keeps a pointer into the buffer, not a copy:
        # the bytes must live as long as the translator does.
        self._buffers: list[bytes] = []
        self.language = ""
        """The language now shown ("" until :meth:`apply`)."""

    def apply(self, preference: str) -> str:
        """Show the language the preference asks for; returns it (``"en"`` or ``"uk"``)."""
        language = resolve_language(preference)
        if language == self.language and self._installed:
            return language
        self._remove()
        self._install_ours(language)
        if language != "en":
            self._install_qts(language)
        self.language = language
        return language

    @property
    def translators(self) -> tuple[QTranslator, ...]:
        return tuple(self._installed)

    def _install_ours(self, language: str) -> None:
        data = catalogue_bytes(language)
        if data is None:
            return
        translator = QTranslator(self._app)
        if translator.load(data):
            self._buffers.append(data)
            # The translator outlives this object while it stays installed (the
            # application owns it), so it holds its own reference to the bytes too.
            translator.setObjectName(f"dominoes_qt_{language}")
            translator.catalogue = data  # type: ignore[attr-defined]
            self._keep(translator)

    def _install_qts(self, language: str) -> None:
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        translator = QTranslator(self._app)
        if translator.load(f"qtbase_{language}", folder):
            self._keep(translator)

    def _keep(self, translator: QTranslator) -> None:
        QCoreApplication.installTranslator(translator)
        self._installed.append(translator)

    def _remove(self) -> None:
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
            translator.deleteLater()
        self._installed.clear()
        self._buffers.clear()


_YOU_SOURCES = (("Session", "You"), ("NewGameDialog", "You"))
_COMPUTER_SOURCES = (("Session", "Computer %1"), ("NewGameDialog", "Computer %1"),
                     ("Coach", "Computer %1"))
"""Where the program names the seats it fills in itself (the new game's defaults)."""


@functools.cache
def default_names() -> tuple[frozenset[str], frozenset[str]]:
    """The default name of the human seat and the patterns of the computers' names
    ("Computer %1"), in every language the program speaks."""
    yous, computers = {"You"}, {"Computer %1"}
    for language in LANGUAGES:
        data = catalogue_bytes(language)
        translator = QTranslator()
        if data is None or not translator.load(data):
            continue
        for context, text in _YOU_SOURCES:
            yous.add(translator.translate(context, text) or text)
        for context, text in _COMPUTER_SOURCES:
            computers.add(translator.translate(context, text) or text)
    return frozenset(yous), frozenset(computers)


def name_in_language_now(name: str) -> str:
    """A seat's name as the language now shown has it when it is one of the program's
    own default names in any language ("Ви" -> "You", "Комп’ютер 2" -> "Computer 2");
    a name the player chose stays as it is."""
    yous, computers = default_names()
    if name in yous:
        return QCoreApplication.translate("Session", "You")
    for pattern in computers:
        before, _, after = pattern.partition("%1")
        number = name[len(before):len(name) - len(after)] if after else name[len(before):]
        if name.startswith(before) and name.endswith(after) and number.isdigit():
            return QCoreApplication.translate("Session", "Computer %1").replace("%1", number)
    return name


def install_translations(app: QCoreApplication, preference: str = "system") -> Translations:
    """Create the application's translators for ``preference`` and install them."""
    translations = Translations(app)
    translations.apply(preference)
    return translations


def current_language() -> str:
    """The language of the catalogue now installed (``"en"`` when none is).

    Read from the catalogue itself (the translators are asked to translate the code), so a
    widget can follow a language change without being handed the :class:`Translations`.
    """
    code = QCoreApplication.translate(
        "Language", "en", "The code of the language you translate into: uk for Ukrainian."
    )
    return code if code in LANGUAGES else "en"


def board_wording() -> Wording:
    """The words of the engine's board descriptions, in the language now installed.

    Pass it to :func:`dominoes_qt.engine.describe.format_description`; call it again after
    a language change (the result is a plain value, not live).
    """
    # Each call is written out in full: lupdate only finds literal translate() calls.
    return Wording(
        end_names={
            End.LOW: QCoreApplication.translate("BoardWording", "low end"),
            End.HIGH: QCoreApplication.translate("BoardWording", "high end"),
            End.LINE_A: QCoreApplication.translate("BoardWording", "line A"),
            End.LINE_B: QCoreApplication.translate("BoardWording", "line B"),
            End.BRANCH_A: QCoreApplication.translate("BoardWording", "branch A"),
            End.BRANCH_B: QCoreApplication.translate("BoardWording", "branch B"),
        },
        tiles=QCoreApplication.translate("BoardWording", "Tiles"),
        spinners=QCoreApplication.translate("BoardWording", "Spinners"),
        connections=QCoreApplication.translate("BoardWording", "Joins"),
        places=QCoreApplication.translate("BoardWording", "Open places"),
        contributions=QCoreApplication.translate("BoardWording", "Counting ends"),
        points=QCoreApplication.translate("BoardWording", "Points for the play"),
        none=QCoreApplication.translate("BoardWording", "none"),
    )
