"""What the player does at the table: choosing a tile and a place, playing, drawing,
passing, by mouse or by key.

:class:`TableChoices` turns the scene's signals and the table's keys into the presenter's
choices and the controller's actions; every rule question goes to the controller, and what
the player is told goes through the narrator. Its strings keep the window's translation
context, where their translations have always been.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QKeyEvent

from dominoes_qt import wording
from dominoes_qt.engine import End, Move, Tile
from dominoes_qt.ui.accessible import TableAccess
from dominoes_qt.ui.board_words import move_text
from dominoes_qt.ui.controller import GameController
from dominoes_qt.ui.keys import READING, Command, command_for
from dominoes_qt.ui.narrator import Narrator
from dominoes_qt.ui.presenter import Presenter
from dominoes_qt.ui.table import TableScene
from dominoes_qt.ui.texts import QT, fill
from dominoes_qt.ui.train_play import TrainPlay

ZOOM_STEP = 1.2
"""How much one press of + or - zooms the board."""
PAN_STEPS = {Command.PAN_LEFT: (-1, 0), Command.PAN_RIGHT: (1, 0),
             Command.PAN_UP: (0, -1), Command.PAN_DOWN: (0, 1)}
"""Which way each key moves the view over a zoomed board."""

PLAYING = frozenset({Command.CHOOSE_TILE, Command.PREVIOUS_TILE, Command.NEXT_TILE,
                     Command.PREVIOUS_PLACE, Command.NEXT_PLACE, Command.PLAY, Command.DRAW,
                     Command.PASS, Command.HINT})
"""The keys that act on a match: with none started they only say how to start one."""


class TableChoices(QObject):
    """The player's choices at the table, from the scene's signals and the keys."""

    def __init__(self, controller: GameController, presenter: Presenter, scene: TableScene,
                 access: TableAccess, narrator: Narrator, refresh: Callable[[], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.presenter = presenter
        self.scene = scene
        self.access = access
        self.narrator = narrator
        self._refresh = refresh
        self.key_override: Callable[[QKeyEvent], bool] | None = None
        """Sees each key first (review mode's keys)."""
        self.more: Mapping[Command, Callable[[int], object]] = {}
        """The window's own commands (the hint, the counting ends)."""
        self.trains: TrainPlay | None = None
        """A train game's play (ui/train_play.py): while it is active, the clicks and
        keys that act on a match go to it."""
        s = scene
        s.tile_pressed.connect(self.select_tile)
        s.drag_started.connect(self.select_tile)
        s.tile_double_clicked.connect(self.double_clicked)
        s.ghost_clicked.connect(self.play_move)
        s.marker_clicked.connect(self.marker_clicked)
        s.boneyard_clicked.connect(self.draw)
        s.dropped.connect(self.dropped)

    # --- choosing and playing ------------------------------------------------------------

    def _train(self) -> TrainPlay | None:
        return self.trains if self.trains is not None and self.trains.active else None

    def select_tile(self, tile: Tile | None) -> None:
        """Select a tile of the hand: its legal places show as ghosts."""
        if (trains := self._train()) is not None:
            trains.select_tile(tile)
            return
        if tile is None:
            self.clear_selection()
            self._refresh()
            return
        p = self.presenter
        p.select(tile)
        if not p.moves:
            self.narrator.say(self.narrator.why_not(tile))
        elif len(p.moves) > 1:
            self.narrator.say(fill(QCoreApplication.translate(
                "GameWindow", "[%1] fits %2 places: click one, or Tab and Enter."),
                tile, len(p.moves)), announce=False)
        self._refresh()

    def clear_selection(self) -> None:
        self.presenter.clear_selection()
        self.scene.clear_choices()

    def play_move(self, move: Move) -> bool:
        if (trains := self._train()) is not None:
            return trains.play_move(move)
        return self.controller.play(move)

    def play_selected(self) -> bool:
        if (trains := self._train()) is not None:
            return trains.play_selected()
        p = self.presenter
        if p.selected is None or not p.moves:
            if p.selected is not None:
                self.narrator.say(self.narrator.why_not(p.selected))
            return False
        move = p.chosen_move()
        assert move is not None
        return self.play_move(move)

    def draw(self) -> bool:
        if (trains := self._train()) is not None:
            return trains.draw()
        return self.controller.draw()

    def pass_turn(self) -> bool:
        if (trains := self._train()) is not None:
            return trains.pass_turn()
        return self.controller.pass_turn()

    def double_clicked(self, tile: Tile) -> None:
        if (trains := self._train()) is not None:
            trains.double_clicked(tile)
            return
        moves = self.presenter.legal_moves_for(tile)
        if len(moves) == 1:
            self.play_move(moves[0])
        else:
            self.select_tile(tile)

    def marker_clicked(self, at: Tile, end: End, value: int) -> None:
        selected = self.presenter.selected
        if selected is None:
            return
        problem = self.controller.reason(Move(selected, at, end))
        if problem is not None:
            self.narrator.say(wording.wrong_place(QT, selected, value, at, problem))

    def dropped(self, tile: Tile, target: object) -> None:
        if isinstance(target, Move):
            self.play_move(target)
        elif isinstance(target, tuple):
            at, end, value = target
            self.presenter.selected = tile
            self.marker_clicked(at, end, value)
        self._refresh()

    # --- the keys ------------------------------------------------------------------------

    @property
    def commands(self) -> dict[Command, Callable[[int], object]]:
        scene = self.scene
        return {
            Command.CHOOSE_TILE: self.choose_tile,
            Command.PREVIOUS_TILE: lambda _: self.step_tile(-1),
            Command.NEXT_TILE: lambda _: self.step_tile(1),
            Command.PREVIOUS_PLACE: lambda _: self.step_place(-1),
            Command.NEXT_PLACE: lambda _: self.step_place(1),
            Command.PLAY: lambda _: self.play_selected(),
            Command.DRAW: lambda _: self.draw(),
            Command.PASS: lambda _: self.pass_turn(),
            Command.CLEAR: lambda _: self.select_tile(None),
            Command.ZOOM_IN: lambda _: scene.zoom(ZOOM_STEP),
            Command.ZOOM_OUT: lambda _: scene.zoom(1 / ZOOM_STEP),
            Command.FIT: lambda _: scene.reset_view(),
            **{command: self._panning(command) for command in PAN_STEPS},
            **{command: self._reading(command) for command in READING},
            **self.more,
        }

    def _panning(self, command: Command) -> Callable[[int], object]:
        return lambda _: self.scene.pan_step(*PAN_STEPS[command])

    def _reading(self, command: Command) -> Callable[[int], object]:
        return lambda _: self.access.read(command)

    def key(self, event: QKeyEvent) -> bool:
        if event.modifiers() & (Qt.KeyboardModifier.AltModifier
                                | Qt.KeyboardModifier.ControlModifier
                                | Qt.KeyboardModifier.MetaModifier):
            # Alt+letter, Ctrl+key: the menus' (a table key is a plain key).
            return False
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        found = command_for(event.key(), shift)
        # Moving the board is the table's own, in review mode too.
        panning = found is not None and found[0] in PAN_STEPS
        if not panning and self.key_override is not None and self.key_override(event):
            return True
        if found is None:
            return False
        command, index = found
        if command in PLAYING and self.controller.match is None and self._train() is None:
            self.narrator.say(QCoreApplication.translate(
                "GameWindow", "No game is being played: choose Game, New game (Ctrl+N)."))
            return True
        self.commands[command](index)
        return True

    def _hand(self) -> list[Tile]:
        trains = self._train()
        if trains is not None:
            return list(trains.view().hand)
        return self.presenter.hand_order()

    def choose_tile(self, index: int) -> None:
        hand = self._hand()
        if index < len(hand):
            self.select_tile(hand[index])

    def step_tile(self, step: int) -> None:
        hand = self.presenter.hand_order()
        if not hand:
            return
        selected = self.presenter.selected
        if selected in hand:
            index = (hand.index(selected) + step) % len(hand)
        else:
            playable = self.presenter.playable()
            first = [i for i, t in enumerate(hand) if t in playable]
            index = first[0] if first else 0
        self.select_tile(hand[index])

    def step_place(self, step: int) -> None:
        p = self.presenter
        move = p.step_place(step)
        board = p.board
        if move is None or board is None:
            return
        self.scene.focus_ghost(p.place_index)
        self.access.update()
        value = None if move.at is None or move.end is None else \
            board.place_value(move.at, move.end)
        # The end by its number and its name in the player's language ("line B", not the
        # record's "lineB"), as the screen reader has it.
        where = move_text(move, value)
        self.narrator.say(fill(QCoreApplication.translate("GameWindow", "Place %1 of %2: %3."),
                               p.place_index + 1, len(p.moves), where), announce=False)
