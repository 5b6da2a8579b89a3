"""The game window: the table, the score panel, the controls and the keyboard.

The window shows what the :class:`GameController` reports and passes the human's choices
back to it; every rule question goes to the engine through the controller.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt import wording
from dominoes_qt.ai import Hint
from dominoes_qt.engine import (
    DRAW,
    PASS,
    Applied,
    End,
    Match,
    Move,
    Need,
    PlayParts,
    Reason,
    Tile,
)
from dominoes_qt.engine.describe import closed_branches
from dominoes_qt.engine.seen import ViewKind
from dominoes_qt.ui.accessible import TableAccess, serve
from dominoes_qt.ui.announcer import Announcer
from dominoes_qt.ui.board_words import joined_text, move_text
from dominoes_qt.ui.controller import GameController, GameSetup, PlayerFactory
from dominoes_qt.ui.explain_layer import CountingLayer
from dominoes_qt.ui.focus_ring import FocusRing
from dominoes_qt.ui.help_menu import HelpMenu
from dominoes_qt.ui.hint_worker import HintWorker
from dominoes_qt.ui.items import Palette
from dominoes_qt.ui.keys import READING, Command, command_for, help_text, shortcut
from dominoes_qt.ui.net_menu import NetMenu
from dominoes_qt.ui.new_game import NewGameDialog, default_setup
from dominoes_qt.ui.pass_and_play import PassAndPlay
from dominoes_qt.ui.presenter import Presenter, TableChange
from dominoes_qt.ui.round_end import RoundEndDialog
from dominoes_qt.ui.scoring import ScorePanel, round_result_text
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.table import ZOOM_RANGE, TableScene, TableState, TableView
from dominoes_qt.ui.teaching.words import hint_text
from dominoes_qt.ui.texts import (
    QT,
    fill,
    game_title,
    round_end_title,
    you_names,
)
from dominoes_qt.ui.window_geometry import fit_to_screen
from dominoes_qt.wording import Who

PANEL_BELOW_WIDTH = 1000
"""Narrower than this, the score panel moves below the table (if the window is tall)."""
PANEL_BELOW_HEIGHT = 540
"""Shorter than this (the window's centre), the score panel stays beside the table."""
PANEL_MIN_WIDTH = 360
"""The panel beside the table is at least this wide (the cribbage board's least width and
the panel's margins, with a little to spare)."""
TABLE_MIN_SIZE = (360, 220)
"""The table never shrinks below this, whatever docks or panels open beside it."""
QWIDGETSIZE_MAX = (1 << 24) - 1


ZOOM_STEP = 1.2
"""How much one press of + or - zooms the board."""
PAN_STEPS = {Command.PAN_LEFT: (-1, 0), Command.PAN_RIGHT: (1, 0),
             Command.PAN_UP: (0, -1), Command.PAN_DOWN: (0, 1)}
"""Which way each key moves the view over a zoomed board."""

PLAYING = frozenset({Command.CHOOSE_TILE, Command.PREVIOUS_TILE, Command.NEXT_TILE,
                     Command.PREVIOUS_PLACE, Command.NEXT_PLACE, Command.PLAY, Command.DRAW,
                     Command.PASS, Command.HINT})
"""The keys that act on a match: with none started they only say how to start one."""

REPORT_LOOK_MS = 40
"""How often a round's report waiting for the board to come to rest looks again."""
REPORT_PATIENCE_MS = 1500
"""The longest a round's report waits for the board (a slow relayout's answer)."""
WATCH_REPORT_MS = 4000
"""Shortest time a round report stays up in a computer-only match before play goes on."""


def match_key(match: Match) -> tuple[object, ...] | None:
    """What tells one match from another: its game, its players and its first deal (None
    before the first deal)."""
    if not match.rounds:
        return None
    first = match.rounds[0]
    return (match.rules.variant, match.num_players, first.dealt, first.deck)


def center_on(dialog: QWidget, window: QWidget) -> None:
    """Put ``dialog`` over the middle of ``window`` (a window manager may otherwise place
    a dialog opened early, before the window has its place, anywhere)."""
    dialog.adjustSize()
    frame = window.frameGeometry()
    if frame.isValid() and not frame.isEmpty():
        dialog.move(frame.center() - dialog.rect().center())


class GameWindow(QMainWindow):
    """One window, one match at a time."""

    hint_shown = Signal()
    """A hint was put on the table for the human (the statistics count them)."""
    review_requested = Signal()
    """The player asked to review the match on the table (the session starts review)."""

    def __init__(self, settings: WindowSettings | None = None,
                 controller: GameController | None = None,
                 player_factory: PlayerFactory | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or WindowSettings()
        self.controller = controller or GameController(
            self, pace_ms=self.settings.ai_pace_ms, auto_draw=self.settings.auto_draw,
            player_factory=player_factory)
        self.palette_ = Palette(self.settings.colour_blind, self.settings.high_contrast)
        self.presenter = Presenter(self)
        """What the player sees and has chosen: the scene, the panels and the screen
        reader are shown from it, fed the viewer's seen table."""
        self.round_end_dialog: RoundEndDialog | None = None
        self._report_due: object | None = None
        """The round report waiting for the last tile to land (compared by identity)."""
        self.new_game_dialog: NewGameDialog | None = None
        self._setup_defaults: GameSetup | None = None
        self._may_abandon: Callable[[], bool] = lambda: True
        self._may_hint: Callable[[], bool] = lambda: True
        self.show_all_hands = False
        """Every hand face up (watching a computer-only match): :attr:`ViewKind.ALL_HANDS`."""
        self._zoom_key: tuple[object, ...] | None = None
        """The match the player's zoom belongs to (:func:`match_key`)."""

        self.scene = TableScene(self.settings, self)
        # However fast the computers play, each tile lands before the next one sets off.
        self.controller.least_pause_ms = self.scene.flight_ms()
        # Before the view exists: a screen reader already listening asks for it at once.
        serve(self, self)
        self.presenter.changed.connect(self._show_change)
        self.view = TableView(self.scene, self)
        # Small enough for a 1024x600 screen with large text (and a dock beside it).
        self.view.setMinimumSize(*TABLE_MIN_SIZE)
        self._key_override: Callable[[QKeyEvent], bool] | None = None
        self.view.key_handler = self._key
        self.announcer = Announcer(self)
        self.access = TableAccess(self, self.announcer)
        self.focus_ring = FocusRing(self.view, lambda: self.settings.high_contrast)
        self.sum_label = QLabel(self)
        self.sum_label.setStyleSheet("font-size: 20px; font-weight: bold; padding: 4px;")
        self.sum_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # A long sum must not hold the window wide; it is cut at the edge instead.
        self.sum_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setMinimumHeight(60)
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.scores = ScorePanel(self)
        self.scores.set_animated(self.settings.animations)
        self.scores.set_high_contrast(self.settings.high_contrast)
        self.draw_button = QPushButton(self)
        self.pass_button = QPushButton(self)
        self.hint_button = QPushButton(self)
        for button in (self.draw_button, self.pass_button, self.hint_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.draw_button.clicked.connect(self.draw)
        self.pass_button.clicked.connect(self.pass_turn)
        self.hint_button.clicked.connect(self.show_hint)
        self.hint_button.setVisible(self.settings.hints)

        # What a finished match offers once its report is closed.
        self.finished_bar = QWidget(self)
        finished = QVBoxLayout(self.finished_bar)
        finished.setContentsMargins(0, 0, 0, 0)
        self.finished_label = QLabel(self.finished_bar)
        self.finished_label.setWordWrap(True)
        self.new_match_button = QPushButton(self.finished_bar)
        self.new_match_button.clicked.connect(self.play_again)
        self.review_button = QPushButton(self.finished_bar)
        self.review_button.clicked.connect(self.review_requested)
        # The result on a line of its own, the buttons under it: long button labels (in
        # Ukrainian) must not squeeze the sentence into a narrow column.
        finished.addWidget(self.finished_label)
        finished_buttons = QHBoxLayout()
        finished_buttons.addWidget(self.new_match_button)
        finished_buttons.addWidget(self.review_button)
        finished.addLayout(finished_buttons)
        self.finished_bar.setVisible(False)
        self.reviewing = False
        side = QVBoxLayout()
        side.addWidget(self.scores, 1)
        side.addWidget(self.finished_bar)
        buttons = QHBoxLayout()
        for button in (self.draw_button, self.pass_button, self.hint_button):
            buttons.addWidget(button)
        side.addLayout(buttons)
        side.addWidget(self.message)
        # Over the table: the last play's sum, and the board's zoom (for a board that
        # outgrows the table) with the button that fits it again.
        self.zoom_out_button = QToolButton(self)
        self.zoom_in_button = QToolButton(self)
        self.fit_button = QToolButton(self)
        headline = QHBoxLayout()
        headline.addWidget(self.sum_label, 1)
        for tool, command in ((self.zoom_out_button, Command.ZOOM_OUT),
                              (self.zoom_in_button, Command.ZOOM_IN),
                              (self.fit_button, Command.FIT)):
            tool.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            tool.setAutoRaise(True)
            tool.clicked.connect(lambda _=False, c=command: self._commands[c](0))
            headline.addWidget(tool)
        self.scene.view_changed.connect(self._update_zoom_buttons)
        left = QVBoxLayout()
        left.addLayout(headline)
        left.addWidget(self.view, 1)
        central = QWidget(self)
        row = QBoxLayout(QBoxLayout.Direction.LeftToRight, central)
        row.setContentsMargins(4, 4, 4, 4)
        row.addLayout(left, 2)
        self.panel = QWidget(central)
        self.panel.setLayout(side)
        # A third of the width, within bounds: the board grows with a large window.
        row.addWidget(self.panel, 1)
        self._row = row
        self._side = side
        self._left = left
        self.panel_below = False
        self.panel_folded = False
        """The score panel is folded away: the window's centre is too small to hold it
        beside or below the table (a dock open in a small window, large text)."""
        self._panel_needs: dict[bool, QSize] = {}
        """The centre's least size with the score panel below (True) or beside the table,
        as last measured."""
        self.setCentralWidget(central)
        central.installEventFilter(self)
        self._build_menus()
        self._arrange_panel()

        self._ticker = QTimer(self)
        self._ticker.setInterval(350)
        self._ticker.timeout.connect(self.scene.tick)

        c = self.controller
        # One action, one table: what an action changes is shown once, at its end.
        c.began.connect(self.presenter.hold)
        c.settled.connect(self.presenter.release)
        c.match_started.connect(self._on_match_started)
        c.round_started.connect(self._on_round_started)
        c.applied.connect(self._on_applied)
        c.turn_ready.connect(self._on_turn_ready)
        c.thinking_changed.connect(self._on_thinking)
        c.refused.connect(self._on_refused)
        c.round_over.connect(self._on_round_over)
        c.match_over.connect(lambda _side: self._on_match_over())
        c.match_called_off.connect(self._on_match_over)
        c.ai_failed.connect(lambda text: self.say(fill(self.tr("Computer player error: %1"),
                                                       text)))
        s = self.scene
        s.tile_pressed.connect(self.select_tile)
        s.drag_started.connect(self.select_tile)
        s.tile_double_clicked.connect(self._double_clicked)
        s.ghost_clicked.connect(self.play_move)
        s.marker_clicked.connect(self._marker_clicked)
        s.boneyard_clicked.connect(self.draw)
        s.dropped.connect(self._dropped)

        self._hints_allowed = True
        self.last_hint: Hint | None = None
        """The hint shown last (until play moves on)."""
        self.hints = HintWorker(lambda: self.controller.move_number, self)
        self.hints.found.connect(self._on_hint)
        self.hints.failed.connect(lambda text: self.say(fill(self.tr("No hint: %1"), text)))
        self.hints.busy_changed.connect(lambda _busy: self._update_buttons())
        c.match_started.connect(self._forget_hint)
        c.applied.connect(lambda _info: self._forget_hint())
        self.counting = CountingLayer(self.scene)
        self.scene.relaid.connect(self.counting.sync)
        self.scene.choices_changed.connect(self.counting.sync)
        self.scene.rescaled.connect(self.counting.rescale)
        # Several people at this table: a hand-over screen between their turns.
        self.pass_and_play = PassAndPlay(self)
        self._retranslate()
        self._update_buttons()
        self._update_zoom_buttons()
        # As on a first start: the screen's free part; the application puts the window
        # back where it was last time (window_geometry.WindowPlacer).
        fit_to_screen(self)

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        new = QAction(self.tr("&New game..."), self)
        new.setShortcut(QKeySequence.StandardKey.New)
        new.triggered.connect(self.show_new_game_dialog)
        game.addAction(new)
        self.game_menu = game
        self.new_action = new
        quit_ = QAction(self.tr("&Quit"), self)
        quit_.setShortcut(QKeySequence.StandardKey.Quit)
        quit_.triggered.connect(self.close)
        game.addAction(quit_)
        self.quit_action = quit_
        # Network tables (ui/net_menu.py): Host a table…, Join a table…, above Quit.
        self.net_menu = NetMenu(self, game, quit_)
        self.view_menu = self.menuBar().addMenu("")
        self.zoom_actions: list[QAction] = []
        for command in (Command.ZOOM_IN, Command.ZOOM_OUT, Command.FIT):
            action = QAction(self)
            action.setShortcut(shortcut(command))
            action.triggered.connect(lambda _=False, c=command: self._commands[c](0))
            self.view_menu.addAction(action)
            self.zoom_actions.append(action)
        self.view_menu.addSeparator()
        self.panel_action = QAction(self)
        self.panel_action.setCheckable(True)
        self.panel_action.setChecked(True)
        self.panel_action.setShortcut(QKeySequence("F9"))
        self.panel_action.toggled.connect(self.panel.setVisible)
        self.view_menu.addAction(self.panel_action)
        self.counting_action = QAction(self)
        self.counting_action.setCheckable(True)
        self.counting_action.setChecked(True)
        self.counting_action.setShortcut(shortcut(Command.COUNTING))
        self.counting_action.toggled.connect(self.show_counting_ends)
        self.view_menu.addAction(self.counting_action)
        self.help_menu = HelpMenu(self, self.menuBar().addMenu(""))
        # F10 opens the menu bar, as it does in the desktop's other programs.
        self.menu_key = QAction(self)
        self.menu_key.setShortcut(QKeySequence(Qt.Key.Key_F10))
        self.menu_key.triggered.connect(self.open_menu_bar)
        self.addAction(self.menu_key)

    def open_menu_bar(self) -> None:
        self.menuBar().setActiveAction(self.game_menu.menuAction())

    # --- language -----------------------------------------------------------------------

    def _retranslate(self) -> None:
        """Every text the window owns, in the language now installed (again on a change)."""
        self.net_menu.retranslate()
        title = self.tr("Dominoes")
        # Qt writes the application's name after every window's title ("Seven Rocks —
        # Dominoes"), so the window names only its game; the name follows the language.
        QGuiApplication.setApplicationDisplayName(QCoreApplication.translate("App", "Dominoes"))
        self._title_window()
        self.setAccessibleName(title)
        self.sum_label.setAccessibleName(self.tr("Last play"))
        self._name_message()
        # No Alt mnemonics on the table's buttons: their plain keys (shown) do the same,
        # and an Alt+letter of theirs would take a menu's (Alt+H is Help's).
        self.draw_button.setText(self.tr("Draw (D)"))
        self.draw_button.setAccessibleName(self.tr("Draw a tile"))
        self._word_pass_button()
        self.hint_button.setText(self.tr("Hint (H)"))
        self.new_match_button.setText(self.tr("New &match"))
        self.new_match_button.setToolTip(self.tr("Play again with the same players and rules"))
        self.review_button.setText(self.tr("&Review this match"))
        self.hint_button.setAccessibleName(self.tr("Hint"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game..."))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        for action, text in zip(self.zoom_actions, (
                self.tr("Zoom &in"), self.tr("Zoom &out"), self.tr("&Fit the table")),
                strict=True):
            action.setText(text)
        self.counting_action.setText(self.tr("Show &counting ends"))
        for tool, text, tip in (
                (self.zoom_out_button, "\u2212", self.tr("Zoom out (-)")),
                (self.zoom_in_button, "+", self.tr("Zoom in (+)")),
                (self.fit_button, self.tr("Fit"), self.tr("Fit the board to the table (0)"))):
            tool.setText(text)
            tool.setToolTip(tip)
            tool.setAccessibleName(tip)
        self.panel_action.setText(self.tr("Show the &score panel"))
        self.help_menu.keys_text = help_text()
        self.help_menu.retranslate()
        # The seats' badges and the counting marks' tooltips are worded from the state.
        self.counting.clear()
        self.refresh()

    def _title_window(self) -> None:
        """The game's name, or the program's before any game (Qt adds the program's name
        after a title that does not end with it)."""
        rules = self.controller.rules
        self.setWindowTitle(self.tr("Dominoes") if rules is None else game_title(rules))

    def _update_zoom_buttons(self) -> None:
        scene = self.scene
        low, high = ZOOM_RANGE
        self.fit_button.setEnabled(not scene.fitted)
        self.zoom_in_button.setEnabled(scene.user_zoom < high)
        self.zoom_out_button.setEnabled(scene.user_zoom > low)

    def _word_pass_button(self) -> None:
        """"Knock" in a game without a boneyard, as its rules book says; "pass" in one
        with a boneyard, where passing comes once nothing is left to draw. Before any
        match, the game the New game dialog offers first."""
        rules = self.controller.rules
        if rules is None:
            rules = (self._setup_defaults or default_setup()).rules
        if rules.draws:
            self.pass_button.setText(self.tr("Pass (P)"))
            self.pass_button.setAccessibleName(self.tr("Pass"))
        else:
            self.pass_button.setText(self.tr("Knock (P)"))
            self.pass_button.setAccessibleName(self.tr("Knock (pass)"))

    # --- room: the score panel beside the table, or below it in a small window ---------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange_panel()

    def _arrange_panel(self) -> None:
        """Beside the table in a wide window, growing with it so the board gets bigger;
        below the table, board and sheet side by side, when the window is narrow and tall
        enough; when neither fits, the score panel folds away and the buttons stay in a
        strip under the table."""
        # The room the window leaves its centre decides: a dock beside it (the Coach
        # panel) takes its share, and the table keeps its own.
        central = self.centralWidget()
        room = central.size() if central is not None else self.size()
        margins = self._row.contentsMargins()
        table = self._left.minimumSize()
        # The centre asks only for the table's least size, so that the window never
        # grows off the screen for the panel (or a dock beside it): the panel moves or
        # folds away instead.
        if central is not None:
            central.setMinimumSize(table.width() + margins.left() + margins.right(),
                                   table.height() + margins.top() + margins.bottom())
        beside_width = (margins.left() + margins.right() + table.width()
                        + max(0, self._row.spacing()) + PANEL_MIN_WIDTH)
        # A short window keeps the panel beside the table (a wide laptop screen, large
        # text) unless it is too narrow for both side by side.
        below = room.width() < PANEL_BELOW_WIDTH and (
            room.height() >= PANEL_BELOW_HEIGHT or room.width() < beside_width)
        known = self._panel_needs.get(below)
        if known is None or (known.width() <= room.width() and known.height() <= room.height()):
            need = self._lay_panel(below, folded=False)
            self._panel_needs[below] = need
            if need.width() <= room.width() and need.height() <= room.height():
                return
        self._lay_panel(True, folded=True)

    def _lay_panel(self, below: bool, folded: bool) -> QSize:
        """Lay the panel out beside or below the table (``folded``: without the score
        panel); the least size the window's centre then needs."""
        if below:
            self._row.setDirection(QBoxLayout.Direction.TopToBottom)
            self.panel.setMinimumWidth(0)
            self.panel.setMaximumWidth(QWIDGETSIZE_MAX)
        else:
            self._row.setDirection(QBoxLayout.Direction.LeftToRight)
            self.panel.setMinimumHeight(0)
            self.panel.setMaximumHeight(QWIDGETSIZE_MAX)
            self.panel.setMinimumWidth(PANEL_MIN_WIDTH)
            self.panel.setMaximumWidth(600)
        if below != self.panel_below:
            self.panel_below = below
            self.scores.set_compact(below)
        # Short of height, the status bar alone carries the messages.
        self.message.setVisible(not below)
        if folded != self.panel_folded:
            self.panel_folded = folded
            self.scores.setVisible(not folded)
        hint = self.panel.minimumSizeHint()
        table = self._left.minimumSize()
        spacing = max(0, self._row.spacing())
        if below:
            # Never shorter than what it holds: the buttons at its foot must show.
            roomy = 0 if folded else max(170, min(250, round(self.height() * 0.3)))
            self.panel.setFixedHeight(max(hint.height(), roomy))
            need = QSize(max(table.width(), hint.width()),
                         table.height() + spacing + self.panel.minimumHeight())
        else:
            need = QSize(table.width() + spacing + max(PANEL_MIN_WIDTH, hint.width()),
                         max(table.height(), hint.height()))
        margins = self._row.contentsMargins()
        return need + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())


    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.centralWidget() and event.type() == QEvent.Type.Resize:
            self._arrange_panel()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            # Longer words or a larger font: the panel's room is measured again.
            self._panel_needs.clear()
            self._arrange_panel()
        super().changeEvent(event)

    # --- teaching: the counting ends and hints ------------------------------------------

    def show_counting_ends(self, shown: bool) -> None:
        """Mark (or stop marking) what each open end adds to the count, kept up after plays."""
        if self.counting_action.isChecked() != shown:
            self.counting_action.setChecked(shown)  # comes back here through toggled
            return
        self.counting.set_visible(shown)

    @property
    def hints_enabled(self) -> bool:
        """Whether the human may ask for hints: on in the settings and allowed in this game.

        A serious game sets it to False; the hint button then hides and H does nothing.
        """
        return self._hints_allowed and self.settings.hints

    @hints_enabled.setter
    def hints_enabled(self, enabled: bool) -> None:
        self._hints_allowed = enabled
        if not self.hints_enabled:
            self._forget_hint()
        self._update_buttons()

    def _forget_hint(self) -> None:
        self.hints.cancel()
        self.last_hint = None

    def _on_hint(self, found: Hint) -> None:
        c = self.controller
        rules, round_ = c.rules, c.round
        seat = c.human_to_move()
        if seat is None or rules is None or round_ is None or not self.hints_enabled:
            return
        self.last_hint = found
        action = found.action
        if isinstance(action, Move):
            self.select_tile(action.tile)
            if action in self.moves:
                self.presenter.place_index = self.moves.index(action)
                self.scene.focus_ghost(self.place_index)
        view = self.presenter.view
        held = 0 if view is None else len(view.hand)
        tiles_left = held - (1 if isinstance(action, Move) else 0)
        self.say(hint_text(found, rules, tiles_left, round_.board))
        self.hint_shown.emit()

    def _update_buttons(self) -> None:
        view = self.presenter.view
        need = None if view is None else view.need
        human = view is not None and view.mover is not None
        self.draw_button.setEnabled(human and need is Need.DRAW)
        self.pass_button.setEnabled(human and need is Need.PASS)
        self.hint_button.setVisible(self.hints_enabled)
        self.hint_button.setEnabled(human and self.hints_enabled and not self.hints.busy)
        self.draw_button.setVisible(self.controller.rules is not None and
                                    self.controller.rules.draws)
        match = self.controller.match
        winner = None if match is None or self.reviewing else match.winner
        called_off = match is not None and not self.reviewing and match.called_off
        self.finished_bar.setVisible(winner is not None or called_off)
        if winner is not None:
            self.finished_label.setText(fill(self.tr("Match over: %1 won."),
                                             self.side_names()[winner]))
        elif called_off and match is not None:
            self.finished_label.setText(fill(
                self.tr("Match called off at the game's round limit (%1): nobody won."),
                len(match.rounds)))

    def set_reviewing(self, reviewing: bool) -> None:
        """Review mode shows positions, not a finished table: no next-step buttons."""
        self.reviewing = reviewing
        self._update_buttons()

    # --- starting -----------------------------------------------------------------------

    def set_setup_defaults(self, setup: GameSetup) -> None:
        """What the New game dialog offers before any game was set up (the last choices)."""
        self._setup_defaults = setup
        self._word_pass_button()

    def set_may_hint(self, check: Callable[[], bool]) -> None:
        """Ask ``check`` before a hint is looked for (a hint may make a match unrated)."""
        self._may_hint = check

    def set_may_abandon(self, check: Callable[[], bool]) -> None:
        """``check`` is asked before a new game replaces the one in progress."""
        self._may_abandon = check

    def new_game(self, setup: GameSetup) -> None:
        self.close_round_end()
        self.controller.start(setup)

    def show_new_game_dialog(self) -> NewGameDialog:
        dialog = NewGameDialog(self, self.controller.setup or self._setup_defaults)
        # A child of the window: kept, every dialog ever opened would live as long as it.
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.new_game_dialog = dialog

        def accepted() -> None:
            if self._may_abandon():
                self.new_game(dialog.setup())

        dialog.accepted.connect(accepted)
        center_on(dialog, self)
        dialog.open()
        return dialog

    def play_again(self) -> None:
        setup = self.controller.setup or default_setup()
        # Same seats, fresh deal: a given seed would replay the same match.
        self.new_game(replace(setup, seed=None))

    def apply_settings(self, settings: WindowSettings) -> None:
        """Take changed preferences at once (pace, animations, theme, colours, hints)."""
        self.settings = settings
        self.controller.pace_ms = settings.ai_pace_ms
        self.controller.auto_draw = settings.auto_draw
        self.palette_ = Palette(settings.colour_blind, settings.high_contrast)
        self.scene.apply_settings(settings)
        self.controller.least_pause_ms = self.scene.flight_ms()
        self.scores.set_animated(settings.animations)
        self.scores.set_high_contrast(settings.high_contrast)
        self.focus_ring.refresh()
        # The hints_enabled setter forgets a hint that may no longer be shown.
        self.hints_enabled = self._hints_allowed
        self.refresh()
        self._update_buttons()

    # --- names ------------------------------------------------------------------------

    def seat_names(self) -> list[str]:
        setup = self.controller.setup
        return [] if setup is None else [s.name for s in setup.seats]

    def who(self, seat: int) -> Who:
        """A seat as the sentences name it (the default human name is spoken to)."""
        setup = self.controller.setup
        assert setup is not None
        s = setup.seats[seat]
        return Who(s.name) if s.is_ai else Who.seat(s.name, you_names())

    def side_who(self, side: int) -> Who:
        match = self.controller.match
        assert match is not None
        seats = match.seating.sides[side]
        return self.who(seats[0]) if len(seats) == 1 else \
            Who.side([self.seat_names()[s] for s in seats])

    def side_names(self) -> list[str]:
        match = self.controller.match
        names = self.seat_names()
        if match is None:
            return []
        return [" & ".join(names[s] for s in side) for side in match.seating.sides]

    # --- controller signals -----------------------------------------------------------

    def _on_match_started(self) -> None:
        match = self.controller.match
        assert match is not None
        self._title_window()
        self._word_pass_button()
        # Another game's score panel (a board, a tally or neither) needs its own room.
        self._panel_needs.clear()
        self._arrange_panel()
        # The player's zoom is kept through a match's rounds, and when the same match comes
        # back (reviewed, undone, reopened); another match starts fitted.
        key = match_key(match)
        if key is None or key != self._zoom_key:
            self.scene.new_match()
        self._zoom_key = key
        # Counting marks explain what a play scores: a game whose plays never score has none.
        self.counting_action.setEnabled(match.rules.scores_plays)
        self.counting.scoring = match.rules.scores_plays
        if match.events or match.rounds:
            self.scores.load_match(match, self.side_names(), self.seat_names())
        else:
            self.scores.reset(match.rules, match.seating, self.side_names(), self.seat_names())
        self.sum_label.setText("")
        self.presenter.last_tile = None
        self._feed()

    def _on_round_started(self, number: int) -> None:
        match = self.controller.match
        assert match is not None
        round_ = match.rounds[number - 1]
        if self._zoom_key is None:
            self._zoom_key = match_key(match)
        names = self.seat_names()
        text = wording.leads(QT, self.who(round_.starter), number)
        if match.lots and match.led_by_lot(number):
            lot = match.lots[-1]
            draws = ", ".join(f"{names[seat]} [{t}]" for seat, t in lot.draws[-1])
            text = fill(self.tr("Round %1: the lot (%2) gives the lead to %3."),
                        number, draws, names[round_.starter])
        self.presenter.last_tile = None
        self.sum_label.setText("")
        self._clear_selection()
        if not round_.history:
            # A round shown again part-way (undo, resume, review) was led long ago: saying
            # so now would read as news.
            self.say(text)
        self.refresh()

    def _on_applied(self, info: Applied) -> None:
        match = self.controller.match
        assert match is not None
        self._feed()
        rules = match.rules
        origin: QPointF | None = None
        if isinstance(info.action, Move):
            hand_item = self.scene.hand_items.get(info.action.tile)
            origin = hand_item.scenePos() if hand_item is not None else \
                self.scene.seat_anchor(info.seat)
            self.presenter.last_tile = info.action.tile
            parts = info.parts
            assert parts is not None
            self._word_play(info.seat, info.action.tile, parts)
        elif info.action is DRAW:
            shown = info.drawn if info.seat == self.controller.viewer else None
            self.say(wording.drew(QT, self.who(info.seat), shown))
        elif info.action is PASS:
            self.say(wording.passed(QT, self.who(info.seat), rules))
        self._clear_selection()
        self.refresh(origin)
        if info.events:
            self.scores.add_events(list(info.events), soon=True)
            played = info.parts.points if info.parts is not None else None
            for event in info.events:
                # The play's sentence has said its points already; the news is heard only
                # where it adds something (refused, the match won, a settlement).
                told = event.kind.value == "play" and event.accepted and not event.wins \
                    and event.raw == played
                self.say(wording.event_news(QT, event, rules, self.side_who(event.side)),
                         append=True, announce=not told)
            floats = [e for e in info.events if e.kind.value == "play"]
            if floats:
                event = floats[0]
                colour = QColor("#ffe14d") if event.accepted else self.palette_.wrong
                text = wording.points(rules, event.raw) if event.accepted else \
                    wording.refused_float(QT, rules, event.raw)
                self.scene.float_text(text, colour)
        elif info.parts is not None and info.parts.points:
            self.scene.float_text(wording.points(rules, info.parts.points), QColor("#ffe14d"))

    def _recall_last_play(self) -> None:
        """After loading a position: mark the last tile and word the last play as it was
        worded when it was played (its own contributions, not the board's now)."""
        self._feed()
        last = self.presenter.last_play()
        if last is None or self.last_tile is not None:
            return
        self.presenter.last_tile = last.tile
        # Shown, not announced: it is not news (L reads it again).
        self._word_play(last.seat, last.tile, last.parts, announce=False)

    def _word_play(self, seat: int, tile: Tile, parts: PlayParts,
                   announce: bool = True) -> None:
        """A play in the headline, the messages and the status line, in the same words."""
        rules = self.controller.rules
        assert rules is not None
        self.sum_label.setText(fill("%1: %2", self.seat_names()[seat],
                                    wording.play_headline(rules, tile, parts)))
        self.sum_label.setAccessibleDescription(self.sum_label.text())
        who = self.who(seat)
        self.say(wording.play_sentence(QT, rules, who, tile, parts), announce=False)
        if announce:
            # A listener is told where another seat's tile went, as the board reads it
            # (the player's own place was said when chosen).
            board, view = self.presenter.board, self.presenter.view
            where = joined_text(board, tile) if board is not None and view is not None \
                and seat != view.seat and tile in board.tiles else None
            self.announcer.announce(wording.play_sentence(QT, rules, who, tile, parts, where))

    def _on_turn_ready(self) -> None:
        self._recall_last_play()
        self.refresh()
        view, rules = self.presenter.view, self.presenter.rules
        if view is None or rules is None or view.mover is None:
            return
        need = view.need
        if view.forced is not None:
            self.select_tile(view.forced)
            self.say(fill(self.tr("[%1] fits: it must be played now."), view.forced),
                     append=True)
        elif need is Need.DRAW and not self.controller.auto_draw:
            self.say(self.tr("No tile fits: draw from the boneyard (click it or press D)."),
                     append=True)
        elif need is Need.PASS and not self.controller.auto_draw and rules.draws:
            self.say(self.tr("No tile fits and there is nothing to draw: pass (P)."),
                     append=True)
        elif need is Need.PASS and not self.controller.auto_draw:
            self.say(self.tr("No tile fits: knock (P)."), append=True)
        elif need is Need.PLAY:
            # The panel shows whose turn it is; a screen reader's user hears it.
            self.announcer.announce(self.access.reader.turn())
        if len(self.seat_names()) and not self.view.hasFocus():
            self.view.setFocus()

    def _on_thinking(self, seat: int, thinking: bool) -> None:
        self.presenter.thinking = seat if thinking else None
        if thinking:
            self._ticker.start()
        else:
            self._ticker.stop()
        # Only the thinker's name plate changes: the rest of the table waits for the move.
        self.scene.show_thinking(seat if thinking else None)

    def _on_refused(self, reason: Reason) -> None:
        self.say(wording.not_allowed(QT, reason), urgent=True)

    def _on_round_over(self, number: int) -> None:
        self._report_at_rest(number, match_over=False)

    def _on_match_over(self) -> None:
        """Won or called off: the last round's report, with the match's next steps."""
        round_ = self.controller.round
        if round_ is not None:
            self._report_at_rest(round_.number, match_over=True)

    def _report_at_rest(self, number: int, match_over: bool) -> None:
        """The round's report once the board is at rest: building it while the last tile
        flies would cost that flight its frames, and the player would not see it land."""
        match = self.controller.match
        # The last tile is on its way before the report waits for it to land.
        self.presenter.release()
        due = object()
        self._report_due = due
        looks = REPORT_PATIENCE_MS // REPORT_LOOK_MS

        def look() -> None:
            nonlocal looks
            if self._report_due is not due:
                return
            if match is None or self.controller.match is not match \
                    or len(match.rounds) < number or match.rounds[number - 1].end is None \
                    or (match_over and not match.is_over):
                # Another game, or the round's end was taken back meanwhile.
                self._report_due = None
                return
            if self.scene.board_moving() and looks > 0:
                looks -= 1
                QTimer.singleShot(REPORT_LOOK_MS, self, look)
                return
            self._report_due = None
            self._show_report(number, match_over)

        look()

    @property
    def report_due(self) -> bool:
        """Is a round's report waiting for the board to come to rest?"""
        return self._report_due is not None

    def _show_report(self, number: int, match_over: bool) -> None:
        match = self.controller.match
        assert match is not None
        self.scores.add_round_result(number, round_result_text(
            match.rounds[number - 1], self.side_names(), self.seat_names(), match.winner))
        self._clear_selection()
        self.refresh()
        self.close_round_end()
        dialog = RoundEndDialog(self, match, number, self.seat_names(), self.side_names(),
                                animated=self.settings.animations,
                                high_contrast=self.settings.high_contrast)
        if match_over:
            dialog.new_match.connect(self.play_again)
            dialog.new_game.connect(self.show_new_game_dialog)
            dialog.review_match.connect(self.review_requested)
        else:
            dialog.next_round.connect(self.controller.next_round)
            dialog.rejected.connect(self.controller.next_round)
            setup = self.controller.setup
            if setup is not None and all(s.is_ai for s in setup.seats):
                # Nobody at the table can press Next round: a watched match goes on by itself
                # once the report has been on screen long enough to read.
                QTimer.singleShot(max(WATCH_REPORT_MS, 6 * self.controller.pace_ms),
                                  dialog, dialog.primary.click)
        self.round_end_dialog = dialog
        dialog.open()
        self._announce_report(number, match_over)

    def _announce_report(self, number: int, match_over: bool) -> None:
        """A round's or a match's end, with the scores, for a screen reader (the report's
        own window is read too once it has the focus)."""
        match = self.controller.match
        assert match is not None
        round_ = match.rounds[number - 1]
        parts = [round_end_title(round_, self.seat_names()),
                 round_result_text(round_, self.side_names(), self.seat_names(), match.winner)]
        if match_over and match.winner is not None:
            parts.append(wording.wins_match(QT, self.side_who(match.winner),
                                            game_title(match.rules)))
        elif match_over and match.called_off:
            parts.append(wording.called_off(QT, len(match.rounds)))
        parts.append(self.access.reader.scores())
        self.announcer.announce(". ".join(p.rstrip(".") for p in parts if p) + ".")

    def close_round_end(self) -> None:
        self._report_due = None
        dialog, self.round_end_dialog = self.round_end_dialog, None
        if dialog is not None:
            dialog.blockSignals(True)
            dialog.close()
            dialog.deleteLater()

    # --- showing ----------------------------------------------------------------------

    def say(self, text: str, append: bool = False, urgent: bool = False,
            announce: bool = True) -> None:
        """Tell the player ``text`` in the message panel and the status line (``append``:
        after what they were told about the same moment), and announce it to a screen
        reader (``urgent``: at once, over what it is saying; not at all without
        ``announce``, for what the reader hears already as the focus moves)."""
        self.message.setText(f"{self.message.text()}\n{text}" if append and
                             self.message.text() else text)
        self._name_message()
        if announce:
            self.announcer.announce(text, urgent)
        # The status line is one line: the whole message, so a play keeps its sentence
        # when what it scored is told after it.
        self.statusBar().showMessage(" · ".join(self.message.text().splitlines()))

    def _name_message(self) -> None:
        """The message label's accessible name is what it says (its title when empty)."""
        text = " ".join(self.message.text().split())
        self.message.setAccessibleName(text or self.tr("Messages"))
        self.message.setAccessibleDescription(self.tr("Messages"))

    # --- the presenter: what the player sees -------------------------------------------

    @property
    def selected(self) -> Tile | None:
        return self.presenter.selected

    @property
    def moves(self) -> list[Move]:
        return self.presenter.moves

    @property
    def place_index(self) -> int:
        return self.presenter.place_index

    @property
    def place_chosen(self) -> bool:
        return self.presenter.place_chosen

    @property
    def last_tile(self) -> Tile | None:
        return self.presenter.last_tile

    def view_kind(self) -> ViewKind:
        """Which view of the table the player has: whose hands it may show."""
        setup = self.controller.setup
        computers = setup is not None and all(s.is_ai for s in setup.seats)
        if computers and self.show_all_hands:
            return ViewKind.ALL_HANDS
        if self.reviewing:
            return ViewKind.REVIEW
        return ViewKind.WATCH if computers else ViewKind.SEAT

    def table_state(self) -> TableState | None:
        return self.presenter.table_state()

    def refresh(self, origin: QPointF | None = None) -> None:
        """Feed the presenter the table as it stands; it is shown once the action on its
        way (if any) is over."""
        self._feed()
        self.presenter.publish(origin)

    def _feed(self) -> None:
        """Give the presenter the viewer's table as it stands now."""
        self.presenter.feed(self.controller.seen(self.view_kind()), self.controller.rules)

    def _show_change(self, change: TableChange) -> None:
        state = self.presenter.table_state()
        if state is None:
            return
        self.scene.show_state(state, change.origin)
        self._update_buttons()
        self._show_choices()
        self.counting.sync()
        self.access.update()

    def _show_choices(self) -> None:
        tile = self.selected
        board = self.presenter.board
        if tile is None or board is None:
            self.scene.clear_choices()
            return
        taken = {(m.at, m.end) for m in self.moves}
        others: list[tuple[Tile, End, int]] = [
            (p.tile, p.end, p.value) for p in board.places() if (p.tile, p.end) not in taken]
        others += [(p.tile, p.end, p.value) for p in closed_branches(board, tile)]
        self.scene.show_choices(tile, self.moves, self.place_index, others)

    # --- the human's choices ----------------------------------------------------------

    def select_tile(self, tile: Tile | None) -> None:
        """Select a tile of the hand: its legal places show as ghosts."""
        if tile is None:
            self._clear_selection()
            self.refresh()
            return
        self.presenter.select(tile)
        if not self.moves:
            self.say(self._why_not(tile))
        elif len(self.moves) > 1:
            self.say(fill(self.tr("[%1] fits %2 places: click one, or Tab and Enter."),
                          tile, len(self.moves)), announce=False)
        self.refresh()

    def _why_not(self, tile: Tile) -> str:
        round_ = self.controller.round
        if round_ is None:
            return ""
        turn = self.controller.reason(DRAW) if self.controller.human_to_move() is None else None
        return wording.why_not(QT, round_, tile, turn)

    def _clear_selection(self) -> None:
        self.presenter.clear_selection()
        self.scene.clear_choices()

    def play_move(self, move: Move) -> bool:
        return self.controller.play(move)

    def play_selected(self) -> bool:
        if self.selected is None or not self.moves:
            if self.selected is not None:
                self.say(self._why_not(self.selected))
            return False
        move = self.presenter.chosen_move()
        assert move is not None
        return self.play_move(move)

    def draw(self) -> bool:
        return self.controller.draw()

    def pass_turn(self) -> bool:
        return self.controller.pass_turn()

    def show_hint(self) -> bool:
        """Ask the expert for the human's play; it shows as a ghost with its reason.

        The search runs off the GUI thread (about a second); :attr:`hint_shown` is emitted
        when the hint is on the table. False when no hint may be asked for now.
        """
        seat = self.controller.human_to_move()
        if not self.hints_enabled or seat is None or not self._may_hint():
            return False
        self.say(self.tr("Looking for a good play..."))
        self.hints.request(self.controller.view(seat), self.controller.move_number)
        return True

    def _double_clicked(self, tile: Tile) -> None:
        moves = self.presenter.legal_moves_for(tile)
        if len(moves) == 1:
            self.play_move(moves[0])
        else:
            self.select_tile(tile)

    def _marker_clicked(self, at: Tile, end: End, value: int) -> None:
        if self.selected is None:
            return
        problem = self.controller.reason(Move(self.selected, at, end))
        if problem is not None:
            self.say(wording.wrong_place(QT, self.selected, value, at, problem))

    def _dropped(self, tile: Tile, target: object) -> None:
        if isinstance(target, Move):
            self.play_move(target)
        elif isinstance(target, tuple):
            at, end, value = target
            self.presenter.selected = tile
            self._marker_clicked(at, end, value)
        self.refresh()

    def hand_order(self) -> list[Tile]:
        return self.presenter.hand_order()

    @property
    def _commands(self) -> dict[Command, Callable[[int], object]]:
        return {
            Command.CHOOSE_TILE: self._choose_tile,
            Command.PREVIOUS_TILE: lambda _: self._step_tile(-1),
            Command.NEXT_TILE: lambda _: self._step_tile(1),
            Command.PREVIOUS_PLACE: lambda _: self._step_place(-1),
            Command.NEXT_PLACE: lambda _: self._step_place(1),
            Command.PLAY: lambda _: self.play_selected(),
            Command.DRAW: lambda _: self.draw(),
            Command.PASS: lambda _: self.pass_turn(),
            Command.HINT: lambda _: self.show_hint(),
            Command.COUNTING: lambda _: self.counting_action.toggle(),
            Command.CLEAR: lambda _: self.select_tile(None),
            Command.ZOOM_IN: lambda _: self.scene.zoom(ZOOM_STEP),
            Command.ZOOM_OUT: lambda _: self.scene.zoom(1 / ZOOM_STEP),
            Command.FIT: lambda _: self.scene.reset_view(),
            Command.PAN_LEFT: lambda _: self.scene.pan_step(*PAN_STEPS[Command.PAN_LEFT]),
            Command.PAN_RIGHT: lambda _: self.scene.pan_step(*PAN_STEPS[Command.PAN_RIGHT]),
            Command.PAN_UP: lambda _: self.scene.pan_step(*PAN_STEPS[Command.PAN_UP]),
            Command.PAN_DOWN: lambda _: self.scene.pan_step(*PAN_STEPS[Command.PAN_DOWN]),
            **{command: self._reading(command) for command in READING},
        }

    def _reading(self, command: Command) -> Callable[[int], object]:
        return lambda _: self.access.read(command)

    def set_key_override(self, handler: Callable[[QKeyEvent], bool] | None) -> None:
        """Let ``handler`` see each key first (review mode's keys); None gives them back."""
        self._key_override = handler

    def _key(self, event: QKeyEvent) -> bool:
        if event.modifiers() & (Qt.KeyboardModifier.AltModifier
                                | Qt.KeyboardModifier.ControlModifier
                                | Qt.KeyboardModifier.MetaModifier):
            # Alt+letter, Ctrl+key: the menus' (a table key is a plain key).
            return False
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        found = command_for(event.key(), shift)
        # Moving the board is the table's own, in review mode too.
        panning = found is not None and found[0] in PAN_STEPS
        if not panning and self._key_override is not None and self._key_override(event):
            return True
        if found is None:
            return False
        command, index = found
        if command in PLAYING and self.controller.match is None:
            self.say(self.tr("No game is being played: choose Game, New game (Ctrl+N)."))
            return True
        self._commands[command](index)
        return True

    def _choose_tile(self, index: int) -> None:
        hand = self.hand_order()
        if index < len(hand):
            self.select_tile(hand[index])

    def _step_tile(self, step: int) -> None:
        hand = self.hand_order()
        if not hand:
            return
        if self.selected in hand:
            index = (hand.index(self.selected) + step) % len(hand)
        else:
            playable = self.presenter.playable()
            first = [i for i, t in enumerate(hand) if t in playable]
            index = first[0] if first else 0
        self.select_tile(hand[index])

    def _step_place(self, step: int) -> None:
        move = self.presenter.step_place(step)
        board = self.presenter.board
        if move is None or board is None:
            return
        self.scene.focus_ghost(self.place_index)
        self.access.update()
        value = None if move.at is None or move.end is None else \
            board.place_value(move.at, move.end)
        # The end by its number and its name in the player's language ("line B", not the
        # record's "lineB"), as the screen reader has it.
        where = move_text(move, value)
        self.say(fill(self.tr("Place %1 of %2: %3."), self.place_index + 1,
                      len(self.moves), where), announce=False)

    def recover(self) -> None:
        """Show the position afresh after an unexpected error, with a way on: a finished
        round whose report did not come up gets it again."""
        self._clear_selection()
        self.presenter.forget()
        self.presenter.held = False
        self.refresh()
        c = self.controller
        match, round_ = c.match, c.round
        dialog = self.round_end_dialog
        if match is not None and round_ is not None and not c.frozen \
                and not match.is_over and round_.end is not None \
                and (dialog is None or not dialog.isVisible()) and not self.report_due:
            self._show_report(round_.number, match_over=False)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.hints.shutdown()
        self.scene.shutdown()
        self.controller.shutdown()
        self.close_round_end()
        super().closeEvent(event)

