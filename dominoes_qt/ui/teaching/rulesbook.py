"""The rules book window: a game's pages, with live figures the reader steps through."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.engine import Board, Rules
from dominoes_qt.games import GAMES, rules_for
from dominoes_qt.games.books import BOOKS, Page, book_for
from dominoes_qt.teaching.figures import FIGURES, Figure, build_board
from dominoes_qt.ui.i18n import current_language
from dominoes_qt.ui.teaching.figure import BoardFigure
from dominoes_qt.ui.teaching.words import play_caption
from dominoes_qt.ui.texts import QT, game_title, ruleset_title


class RulesBook(QDialog):
    """Every registered game's rules in the language now installed; figures built by
    the engine.

    ``RulesBook(parent, variant)`` opens on that game (by default the first in
    :data:`~dominoes_qt.games.GAMES`); ``in_play``, a house ruleset (the match's), is
    offered first and opened on, its pages worded from its facts. The book follows
    language changes by itself (``changeEvent``).
    """

    position_changed = Signal(int)
    """The index of the figure position now shown."""

    def __init__(self, parent: QWidget | None = None, variant: str | None = None,
                 in_play: Rules | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesBook")
        self.resize(900, 620)
        self._house = in_play if in_play is not None and in_play.house_rules else None
        self._rules: Rules = self._house or rules_for(
            variant if variant is not None else next(iter(GAMES)))
        self._page_index = 0
        self._position = 0

        self.game = QComboBox()
        self._variants = ([self._house.variant] if self._house else []) + list(BOOKS)
        for variant_ in self._variants:
            self.game.addItem("", variant_)
        self._game_label = QLabel()
        self._game_label.setBuddy(self.game)
        self.pages = QListWidget()
        self.pages.setMaximumWidth(240)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        self.figure = BoardFigure()
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.back = QPushButton()
        self.next = QPushButton()
        self.counter = QLabel()
        self.counter.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self._game_label)
        top.addWidget(self.game)
        top.addStretch(1)
        steps = QHBoxLayout()
        steps.addWidget(self.back)
        steps.addWidget(self.counter, 1)
        steps.addWidget(self.next)
        self._figure_box = QWidget()
        figure_layout = QVBoxLayout(self._figure_box)
        figure_layout.setContentsMargins(0, 0, 0, 0)
        figure_layout.addWidget(self.figure, 1)
        figure_layout.addWidget(self.caption)
        figure_layout.addLayout(steps)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.text)
        right.addWidget(self._figure_box)
        right.setStretchFactor(0, 2)
        right.setStretchFactor(1, 3)
        body = QSplitter(Qt.Orientation.Horizontal)
        body.addWidget(self.pages)
        body.addWidget(right)
        body.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(body, 1)
        layout.addWidget(buttons)

        self.game.setCurrentIndex(self.game.findData(self._rules.variant))
        self.game.currentIndexChanged.connect(self._game_chosen)
        self.pages.currentRowChanged.connect(self._page_chosen)
        self.back.clicked.connect(self.previous_position)
        self.next.clicked.connect(self.next_position)
        self._retranslate()

    # --- what the reader sees ------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def page(self) -> Page:
        return self._pages()[self._page_index]

    def _pages(self) -> tuple[Page, ...]:
        return book_for(self._rules)

    def _lookup(self, variant: str) -> Rules:
        if self._house is not None and variant == self._house.variant:
            return self._house
        return rules_for(variant)

    @property
    def figure_data(self) -> Figure | None:
        key = self.page.figure
        return None if key is None else FIGURES[key]

    @property
    def position(self) -> int:
        return self._position

    def current_board(self) -> Board | None:
        """The engine's board for the position shown, or None on a page without a figure."""
        figure = self.figure_data
        if figure is None:
            return None
        return build_board(self._rules, figure.positions[self._position])

    def show_game(self, variant: str) -> None:
        self.game.setCurrentIndex(self.game.findData(variant))

    def show_page(self, key: str) -> None:
        for i, page in enumerate(self._pages()):
            if page.key == key:
                self.pages.setCurrentRow(i)
                return
        raise KeyError(key)

    def next_position(self) -> None:
        figure = self.figure_data
        if figure is not None and self._position + 1 < len(figure.positions):
            self._show_position(self._position + 1)

    def previous_position(self) -> None:
        if self.figure_data is not None and self._position > 0:
            self._show_position(self._position - 1)

    # --- reactions -------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of the games"))
        self._game_label.setText(self.tr("&Game:"))
        self.pages.setAccessibleName(self.tr("Sections"))
        self.figure.setAccessibleName(self.tr("Figure"))
        for index, variant in enumerate(self._variants):
            rules = self._lookup(variant)
            self.game.setItemText(index, ruleset_title(rules) if rules.house_rules
                                  else game_title(rules))
        self.back.setText(self.tr("◀ &Back"))
        self.next.setText(self.tr("&Next ▶"))
        self.back.setToolTip(self.tr("The previous position of this figure"))
        self.next.setToolTip(self.tr("The next position of this figure"))
        self._fill_pages()

    def _fill_pages(self) -> None:
        language = current_language()
        row = self._page_index
        self.pages.blockSignals(True)
        self.pages.clear()
        for page in self._pages():
            self.pages.addItem(page.title.get(language, QT))
        self.pages.blockSignals(False)
        self.pages.setCurrentRow(row)
        self._show_page(row, keep_position=True)

    def _game_chosen(self, index: int) -> None:
        self._rules = self._lookup(str(self.game.itemData(index)))
        self._page_index = 0
        self._position = 0
        self._fill_pages()

    def _page_chosen(self, row: int) -> None:
        if row >= 0:
            self._show_page(row, keep_position=False)

    def _show_page(self, row: int, keep_position: bool) -> None:
        self._page_index = row
        page = self.page
        language = current_language()
        self.text.setHtml(f"<h2>{page.title.get(language, QT)}</h2>"
                          f"{page.body.get(language, QT)}")
        # Named by its section, as the list names it.
        self.text.setAccessibleName(page.title.get(language, QT))
        figure = self.figure_data
        self._figure_box.setVisible(figure is not None)
        if figure is None:
            return
        position = self._position if keep_position else 0
        self._show_position(min(position, len(figure.positions) - 1))

    def _show_position(self, index: int) -> None:
        figure = self.figure_data
        assert figure is not None
        self._position = index
        board = build_board(self._rules, figure.positions[index])
        self.figure.show_board(board)
        self.caption.setText(play_caption(board, self._rules))
        self.counter.setText(self.tr("Position {number} of {count}").format(
            number=index + 1, count=len(figure.positions)))
        self.back.setEnabled(index > 0)
        self.next.setEnabled(index + 1 < len(figure.positions))
        self.position_changed.emit(index)
