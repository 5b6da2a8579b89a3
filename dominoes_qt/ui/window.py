"""The game window: the table, the score panel, the controls and the keyboard.

The window shows what the :class:`GameController` reports and passes the human's choices
back to it; every rule question goes to the engine through the controller.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QKeyEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt import wording
from dominoes_qt.ai import Hint
from dominoes_qt.engine import (
    Move,
    Tile,
)
from dominoes_qt.engine.seen import ViewKind, match_scores
from dominoes_qt.engine.trains import TrainRules
from dominoes_qt.games import TRAIN_GAMES
from dominoes_qt.ui.accessible import TableAccess, serve
from dominoes_qt.ui.announcer import Announcer
from dominoes_qt.ui.choices import TableChoices
from dominoes_qt.ui.controller import GameController, GameSetup, PlayerFactory
from dominoes_qt.ui.explain_layer import CountingLayer
from dominoes_qt.ui.focus_ring import FocusRing
from dominoes_qt.ui.headline import Headline
from dominoes_qt.ui.hint_desk import HintDesk
from dominoes_qt.ui.items import Palette
from dominoes_qt.ui.keys import Command
from dominoes_qt.ui.modes import AppMode, mode_of, offers_next_steps, view_kind
from dominoes_qt.ui.narrator import Narrator
from dominoes_qt.ui.net_menu import NetMenu
from dominoes_qt.ui.new_game import NewGameDialog, TrainSetup
from dominoes_qt.ui.pass_and_play import PassAndPlay
from dominoes_qt.ui.presenter import Presenter
from dominoes_qt.ui.round_end import RoundEndDialog
from dominoes_qt.ui.round_reports import NextSteps, RoundReports
from dominoes_qt.ui.settings import WindowSettings
from dominoes_qt.ui.side_panel import PanelRoom, SidePanel
from dominoes_qt.ui.table import TableScene, TableState, TableView
from dominoes_qt.ui.table_flow import TableFlow
from dominoes_qt.ui.texts import (
    QT,
    fill,
    ruleset_title,
)
from dominoes_qt.ui.train_play import TrainPlay
from dominoes_qt.ui.window_geometry import fit_to_screen
from dominoes_qt.ui.window_menus import WindowMenus
from dominoes_qt.ui.window_start import Starting
from dominoes_qt.wording import Who

TABLE_MIN_SIZE = (360, 220)
"""The table never shrinks below this, whatever docks or panels open beside it."""


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
        self.starting = Starting(self, self)
        """New games, and the table set for each match that starts."""
        self.show_all_hands = False
        """Every hand face up (watching a computer-only match): :attr:`ViewKind.ALL_HANDS`."""

        self.scene = TableScene(self.settings, self)
        # However fast the computers play, each tile lands before the next one sets off.
        self.controller.least_pause_ms = self.scene.flight_ms()
        # Before the view exists: a screen reader already listening asks for it at once.
        serve(self, self)
        self.view = TableView(self.scene, self)
        # Small enough for a 1024x600 screen with large text (and a dock beside it).
        self.view.setMinimumSize(*TABLE_MIN_SIZE)
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
        self.narrator = Narrator(self.controller, self.presenter, self.message, self.sum_label,
                                 self.statusBar, self.announcer)
        self.choices = TableChoices(self.controller, self.presenter, self.scene, self.access,
                                    self.narrator, self.refresh, self)
        self.choices.more = {Command.HINT: lambda _: self.show_hint(),
                             Command.COUNTING: self._toggle_counting}
        self.view.key_handler = self.choices.key
        self.reviewing = False
        # Over the table: the last play's sum, and the board's zoom.
        self.headline = Headline(self, self.sum_label, self.scene,
                                 lambda c: self._commands[c](0))
        self.zoom_out_button = self.headline.zoom_out_button
        self.zoom_in_button = self.headline.zoom_in_button
        self.fit_button = self.headline.fit_button
        left = QVBoxLayout()
        left.addLayout(self.headline.layout)
        left.addWidget(self.view, 1)
        central = QWidget(self)
        row = QBoxLayout(QBoxLayout.Direction.LeftToRight, central)
        row.setContentsMargins(4, 4, 4, 4)
        row.addLayout(left, 2)
        self.panel = SidePanel(self.settings, self.message, central)
        # A third of the width, within bounds: the board grows with a large window.
        row.addWidget(self.panel, 1)
        p = self.panel
        self.scores = p.scores
        self.draw_button, self.pass_button, self.hint_button = (
            p.draw_button, p.pass_button, p.hint_button)
        self.finished_bar, self.finished_label = p.finished_bar, p.finished_label
        self.new_match_button, self.review_button = p.new_match_button, p.review_button
        self.draw_button.clicked.connect(self.draw)
        self.pass_button.clicked.connect(self.pass_turn)
        self.hint_button.clicked.connect(self.show_hint)
        self.new_match_button.clicked.connect(self.play_again)
        self.review_button.clicked.connect(self.review_requested)
        self.room = PanelRoom(self, row, left, self.panel)
        self.setCentralWidget(central)
        central.installEventFilter(self)
        self._build_menus()
        self.room.arrange()

        c = self.controller
        c.match_started.connect(self.starting.match_started)
        c.round_started.connect(lambda _number: self.starting.round_started())
        self.counting = CountingLayer(self.scene)
        # The view's kind is asked of the window at each feed (a test stands in for it).
        kind = lambda: self.view_kind()  # noqa: E731, PLW0108
        self.flow = TableFlow(c, self.presenter, self.scene, self.view, self.choices,
                              self.narrator, self.access, self.counting, self.scores,
                              kind, lambda: self.palette_.wrong,
                              self._update_buttons, self)
        self.reports = RoundReports(self, c, self.presenter, self.scene, self.scores,
                                    self.narrator, lambda: self.settings, NextSteps(
                                        self.play_again, self.show_new_game_dialog,
                                        self.review_requested.emit, self._show_finished,
                                        self.access.reader.scores))
        c.round_over.connect(self.reports.round_over)
        c.match_over.connect(lambda _side: self.reports.match_over())
        c.match_called_off.connect(self.reports.match_over)
        c.ai_failed.connect(lambda text: self.say(fill(self.tr("Computer player error: %1"),
                                                       text)))

        self.hint_desk = HintDesk(c, self.choices, self.narrator, lambda: self.settings.hints,
                                  self)
        self.hints = self.hint_desk.worker
        self.hint_desk.shown.connect(self.hint_shown)
        self.hints.busy_changed.connect(lambda _busy: self._update_buttons())
        self.scene.relaid.connect(self.counting.sync)
        self.scene.choices_changed.connect(self.counting.sync)
        self.scene.rescaled.connect(self.counting.rescale)
        # A train game runs beside the line games' controller (ui/train_play.py).
        self.trains = TrainPlay(self.scene, self.scores, self.say,
                                (self.draw_button, self.pass_button),
                                pace_ms=self.settings.ai_pace_ms, parent=self)
        self.choices.trains = self.trains
        # The screen reader's lists read the train table from the scene (ui/train_words.py).
        self.trains.shown.connect(self.access.update)
        # Any line match the controller begins (a new game, undo, a resumed file, review)
        # takes the table back from a train game.
        c.match_started.connect(self.trains.stop)
        # Several people at this table: a hand-over screen between their turns.
        self.pass_and_play = PassAndPlay(self)
        self._retranslate()
        self._update_buttons()
        self.headline.update_zoom()
        # As on a first start: the screen's free part; the application puts the window
        # back where it was last time (window_geometry.WindowPlacer).
        fit_to_screen(self)

    def _build_menus(self) -> None:
        menus = self.menus = WindowMenus(self, self.show_new_game_dialog,
                                         lambda c: self._commands[c](0), self.panel.setVisible,
                                         self.show_counting_ends)
        self.game_menu, self.new_action, self.quit_action = (
            menus.game_menu, menus.new_action, menus.quit_action)
        self.view_menu, self.zoom_actions = menus.view_menu, menus.zoom_actions
        self.panel_action, self.counting_action = menus.panel_action, menus.counting_action
        self.help_menu, self.menu_key = menus.help_menu, menus.menu_key
        self.help_menu.in_play = lambda: self.controller.rules
        # The train games whose table is ready, also in the New game dialog (ui/new_game.py);
        # here for a quick game at the skilled level.
        # A submenu per game: you against computers, one entry per number of players.
        self.train_menus: list[tuple[QMenu, TrainRules, list[tuple[QAction, int]]]] = []
        for rules in TRAIN_GAMES.values():
            if rules.table_ready:
                menu = QMenu(self)
                counts = []
                for players in rules.player_counts:
                    action = menu.addAction("")
                    action.triggered.connect(
                        lambda _=False, r=rules, n=players: self._offer_train_game(r, n))
                    counts.append((action, players))
                menus.game_menu.insertMenu(menus.quit_action, menu)
                self.train_menus.append((menu, rules, counts))
        # Network tables (ui/net_menu.py): Host a table…, Join a table…, above Quit.
        self.net_menu = NetMenu(
            self, self.game_menu, self.quit_action,
            lambda settings, controller: GameWindow(settings, controller=controller),
            lambda: self.settings, lambda: self.controller.setup)

    def open_menu_bar(self) -> None:
        self.menus.open_menu_bar()

    # --- language -----------------------------------------------------------------------

    def _retranslate(self) -> None:
        """Every text the window owns, in the language now installed (again on a change)."""
        self.net_menu.retranslate()
        for menu, rules, counts in self.train_menus:
            menu.setTitle(fill(self.tr("New %1 game"), QT(wording.GAMES, rules.title)))
            for action, players in counts:
                action.setText(fill(self.tr("&%1 players, you against computers"),
                                    players))
        title = self.tr("Dominoes")
        # Qt writes the application's name after every window's title ("Seven Rocks —
        # Dominoes"), so the window names only its game; the name follows the language.
        QGuiApplication.setApplicationDisplayName(QCoreApplication.translate("App", "Dominoes"))
        self.title_window()
        self.setAccessibleName(title)
        self.headline.retranslate()
        self.narrator.name_message()
        self.panel.retranslate(self.starting.draws())
        self.menus.retranslate()
        # The seats' badges and the counting marks' tooltips are worded from the state.
        self.counting.clear()
        self.refresh()

    def title_window(self) -> None:
        """The game's name, or the program's before any game (Qt adds the program's name
        after a title that does not end with it)."""
        rules = self.controller.rules
        self.setWindowTitle(self.tr("Dominoes") if rules is None else ruleset_title(rules))

    # --- room: the score panel beside the table, or below it in a small window ---------

    @property
    def panel_below(self) -> bool:
        return self.room.below

    @property
    def panel_folded(self) -> bool:
        """The score panel is folded away (:class:`PanelRoom`)."""
        return self.room.folded

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.room.arrange()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.centralWidget() and event.type() == QEvent.Type.Resize:
            self.room.arrange()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            # Longer words or a larger font: the panel's room is measured again.
            self.room.forget()
            self.room.arrange()
        super().changeEvent(event)

    # --- teaching: the counting ends and hints ------------------------------------------

    def _toggle_counting(self, _index: int) -> None:
        self.counting_action.toggle()

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
        return self.hint_desk.enabled

    @hints_enabled.setter
    def hints_enabled(self, enabled: bool) -> None:
        self.hint_desk.allowed = enabled
        if not self.hints_enabled:
            self.hint_desk.forget()
        self._update_buttons()

    @property
    def last_hint(self) -> Hint | None:
        """The hint shown last (until play moves on)."""
        return self.hint_desk.last

    def _update_buttons(self) -> None:
        self.panel.update_buttons(self.presenter.view, self.controller.rules,
                                  self.hints_enabled, self.hints.busy)
        # Only a finished match's result shows: its public scores are made only then.
        match = self.controller.match
        over = match is not None and match.is_over and offers_next_steps(self.mode())
        self.panel.show_finished(match_scores(match) if over and match is not None else None,
                                 self.side_names())

    def set_reviewing(self, reviewing: bool) -> None:
        """Review mode shows positions, not a finished table: no next-step buttons."""
        self.reviewing = reviewing
        self._update_buttons()

    # --- starting -----------------------------------------------------------------------

    @property
    def new_game_dialog(self) -> NewGameDialog | None:
        """The New game dialog opened last (:class:`~dominoes_qt.ui.window_start.Starting`)."""
        return self.starting.new_game_dialog

    def set_setup_defaults(self, setup: GameSetup) -> None:
        """What the New game dialog offers before any game was set up (the last choices)."""
        self.starting.set_setup_defaults(setup)

    def set_may_hint(self, check: Callable[[], bool]) -> None:
        """Ask ``check`` before a hint is looked for (a hint may make a match unrated)."""
        self.hint_desk.may_hint = check

    def set_may_abandon(self, check: Callable[[], bool]) -> None:
        """``check`` is asked before a new game replaces the one in progress."""
        self.starting.may_abandon = check

    def new_game(self, setup: GameSetup) -> None:
        self.trains.stop()
        self.starting.new_game(setup)

    def _offer_train_game(self, rules: TrainRules, players: int) -> None:
        # The line match in progress is left as a new game would leave it: ask first.
        if self.starting.may_abandon():
            self.new_train_game(rules, players)

    def new_train_game(self, rules: TrainRules, players: int, level: str = "skilled",
                       seed: int | None = None) -> None:
        """A Mexican Train match: the person in the first seat against computers."""
        self.close_round_end()
        self.controller.stand_down()
        names = [self.tr("You"), *(fill(self.tr("Computer %1"), n)
                                    for n in range(1, players))]
        self.trains.pace_ms = self.settings.ai_pace_ms
        self.trains.start(rules, names, [None, *[level] * (players - 1)], seed)

    def start_train(self, setup: TrainSetup) -> None:
        """The train match the New game dialog set up."""
        self.close_round_end()
        self.controller.stand_down()
        self.trains.pace_ms = self.settings.ai_pace_ms
        self.trains.start(setup.rules, setup.names, setup.levels, setup.seed)

    def show_new_game_dialog(self) -> NewGameDialog:
        return self.starting.show_new_game_dialog()

    def play_again(self) -> None:
        self.starting.play_again()

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
        self.hints_enabled = self.hint_desk.allowed
        self.refresh()
        self._update_buttons()

    # --- names (the narrator's) -----------------------------------------------------------

    def seat_names(self) -> list[str]:
        return self.narrator.seat_names()

    def who(self, seat: int) -> Who:
        return self.narrator.who(seat)

    def side_who(self, side: int) -> Who:
        return self.narrator.side_who(side)

    def side_names(self) -> list[str]:
        return self.narrator.side_names()

    # --- round reports ----------------------------------------------------------------

    @property
    def round_end_dialog(self) -> RoundEndDialog | None:
        return self.reports.dialog

    @property
    def report_due(self) -> bool:
        """Is a round's report waiting for the board to come to rest?"""
        return self.reports.due

    def close_round_end(self) -> None:
        self.reports.close()

    # --- showing ----------------------------------------------------------------------

    def say(self, text: str, append: bool = False, urgent: bool = False,
            announce: bool = True) -> None:
        """Tell the player ``text`` (:meth:`Narrator.say`)."""
        self.narrator.say(text, append, urgent, announce)

    # --- the presenter: what the player sees -------------------------------------------

    def _computers_only(self) -> bool:
        setup = self.controller.setup
        return setup is not None and all(s.is_ai for s in setup.seats)

    def mode(self) -> AppMode:
        """What the table is for now (:mod:`dominoes_qt.ui.modes`)."""
        return mode_of(self.controller.match is not None, self.reviewing,
                       self._computers_only())

    def view_kind(self) -> ViewKind:
        """Which view of the table the player has: whose hands it may show."""
        return view_kind(self.mode(), self._computers_only(), self.show_all_hands)

    def table_state(self) -> TableState | None:
        return self.presenter.table_state()

    def refresh(self, origin: QPointF | None = None) -> None:
        """Show the table as it stands (once the action on its way, if any, is over)."""
        if self.trains.active:
            self.trains.show()
            return
        self.flow.refresh(origin)

    # --- the human's choices ----------------------------------------------------------

    def select_tile(self, tile: Tile | None) -> None:
        """Select a tile of the hand: its legal places show as ghosts."""
        self.choices.select_tile(tile)

    def _clear_selection(self) -> None:
        self.choices.clear_selection()

    def play_move(self, move: Move) -> bool:
        return self.choices.play_move(move)

    def play_selected(self) -> bool:
        return self.choices.play_selected()

    def draw(self) -> bool:
        return self.choices.draw()

    def pass_turn(self) -> bool:
        return self.choices.pass_turn()

    def show_hint(self) -> bool:
        """Ask the expert for the human's play; it shows as a ghost with its reason.

        The search runs off the GUI thread (about a second); :attr:`hint_shown` is emitted
        when the hint is on the table. False when no hint may be asked for now.
        """
        return self.hint_desk.ask()

    def hand_order(self) -> list[Tile]:
        return self.presenter.hand_order()

    @property
    def _commands(self) -> dict[Command, Callable[[int], object]]:
        return self.choices.commands

    def set_key_override(self, handler: Callable[[QKeyEvent], bool] | None) -> None:
        """Let ``handler`` see each key first (review mode's keys); None gives them back."""
        self.choices.key_override = handler

    def _show_finished(self) -> None:
        self._clear_selection()
        self.refresh()

    def recover(self) -> None:
        """Show the position afresh after an unexpected error, with a way on: a finished
        round whose report did not come up gets it again."""
        self._clear_selection()
        self.presenter.forget()
        self.presenter.held = False
        self.refresh()
        self.reports.show_missing()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.hints.shutdown()
        self.scene.shutdown()
        self.controller.shutdown()
        self.net_menu.shutdown()
        self.close_round_end()
        super().closeEvent(event)

