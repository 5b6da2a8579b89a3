"""A train game (Mexican Train) played in the window: its match, its computer seats, its table.

The line games' controller, presenter and table flow are built on the line board and its
scoring; a train game runs here beside them instead. :class:`TrainPlay` owns one
:class:`~dominoes_qt.engine.trains.TrainMatch`, asks the engine every rule question, lets
the computer seats (:mod:`dominoes_qt.ai.trains`) choose from their own view only, and shows
the human seat's view on the window's scene (:mod:`dominoes_qt.ui.train_state`), its score
sheet in the score panel and what happened in the message line. The window's choices hand
it the human's clicks and keys while it is :attr:`~TrainPlay.active`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QPushButton

from dominoes_qt.ai.trains import TRAIN_LEVELS, TrainPlayer, make_train_player
from dominoes_qt.engine.tiles import Tile
from dominoes_qt.engine.trainboard import TrainMove
from dominoes_qt.engine.trains import (
    DRAW,
    PASS,
    STOP,
    TrainAction,
    TrainEnd,
    TrainMatch,
    TrainNeed,
    TrainRefusal,
    TrainRules,
    TrainView,
)
from dominoes_qt.storage.atomic import StorageError
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui.scoring import ScorePanel
from dominoes_qt.ui.table import TableScene
from dominoes_qt.ui.texts import level_name, tiles_count
from dominoes_qt.ui.train_state import train_moves, train_table_state


def _fill(text: str, *values: object) -> str:
    for i, value in enumerate(values, 1):
        text = text.replace(f"%{i}", str(value))
    return text


def refusal_text(reason: TrainRefusal) -> str:
    """Why the engine refused the person's action, in the window's language."""
    texts = {
        TrainRefusal.ROUND_OVER: QCoreApplication.translate(
            "TrainPlay", "The round is over."),
        TrainRefusal.MATCH_OVER: QCoreApplication.translate(
            "TrainPlay", "The match is over."),
        TrainRefusal.NO_ROUND: QCoreApplication.translate(
            "TrainPlay", "No round has been dealt."),
        TrainRefusal.WRONG_SEAT: QCoreApplication.translate(
            "TrainPlay", "It is not your turn."),
        TrainRefusal.NOT_IN_HAND: QCoreApplication.translate(
            "TrainPlay", "That tile is not in your hand."),
        TrainRefusal.NO_SUCH_TRAIN: QCoreApplication.translate(
            "TrainPlay", "There is no such train."),
        TrainRefusal.NO_MATCH: QCoreApplication.translate(
            "TrainPlay", "The tile does not match that train's end."),
        TrainRefusal.SATISFY_DOUBLE: QCoreApplication.translate(
            "TrainPlay", "The open double must be covered first."),
        TrainRefusal.NOT_OPEN: QCoreApplication.translate(
            "TrainPlay", "That train is closed to you (no marker on it)."),
        TrainRefusal.MEXICAN_LATER: QCoreApplication.translate(
            "TrainPlay", "The Mexican train opens to you once your own train is started."),
        TrainRefusal.RUN_OWN_TRAIN: QCoreApplication.translate(
            "TrainPlay", "A first turn's run stays on your own train."),
        TrainRefusal.MUST_PLAY_DRAWN: QCoreApplication.translate(
            "TrainPlay", "Only the tile you just drew may be played."),
        TrainRefusal.MUST_PLAY: QCoreApplication.translate(
            "TrainPlay", "You can play, so you must play."),
        TrainRefusal.MUST_DRAW: QCoreApplication.translate(
            "TrainPlay", "Nothing fits: draw a tile first."),
        TrainRefusal.NOTHING_TO_DRAW: QCoreApplication.translate(
            "TrainPlay", "There is nothing to draw."),
        TrainRefusal.CANNOT_STOP: QCoreApplication.translate(
            "TrainPlay", "Only a first turn's run may stop, and not on an open double."),
    }
    return texts[reason]


def train_level(level: str | None) -> str:
    """The train level a seat's level names (a line-game-only level plays as skilled)."""
    return level if level in TRAIN_LEVELS else "skilled"


class TrainPlay(QObject):
    """Runs one train match at a time for the window."""

    shown = Signal()
    """The table was shown again (after every action, deal and choice)."""
    round_over = Signal(int)
    match_over = Signal()

    def __init__(self, scene: TableScene, scores: ScorePanel, say: Callable[[str], None],
                 buttons: tuple[QPushButton, QPushButton], *, pace_ms: int = 700,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.scores = scores
        self._say = say
        self.draw_button, self.pass_button = buttons
        self.pace_ms = pace_ms
        self.match: TrainMatch | None = None
        self.names: tuple[str, ...] = ()
        self.levels: tuple[str | None, ...] = ()
        """Each seat's computer level; None for the human seat."""
        self.players: dict[int, TrainPlayer] = {}
        self.human = 0
        self.stats_store: StatsStore | None = None
        """Where a finished match is counted (the session's; None: not counted)."""
        self.selected: Tile | None = None
        self.moves: list[TrainMove] = []
        self.last_tile: Tile | None = None
        self._news = ""
        """What happened last (the person's prompt is said after it)."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_step)

    # --- starting ---------------------------------------------------------------------

    @property
    def active(self) -> bool:
        return self.match is not None

    def start(self, rules: TrainRules, names: Sequence[str], levels: Sequence[str | None],
              seed: int | None = None) -> None:
        """A new match: ``levels`` has a computer level for each computer seat and None
        for the one human seat."""
        if sum(level is None for level in levels) != 1:
            raise ValueError("a train game is played by one person against computers")
        seed = seed if seed is not None else random.randrange(2**31)
        self._timer.stop()
        self.match = TrainMatch(rules, len(levels), random.Random(seed))
        self.names = tuple(names)
        self.levels = tuple(levels)
        self.human = levels.index(None)
        self.players = {seat: make_train_player(train_level(level), seed * 7919 + seat)
                        for seat, level in enumerate(levels) if level is not None}
        self.next_round()

    def stop(self) -> None:
        """Leave the train game (a line game starts in the window)."""
        self._timer.stop()
        self.match = None
        self.players = {}
        self.scene.clear_choices()

    def next_round(self) -> bool:
        """Deal the next round once the last one is over (the human's "Next round")."""
        match = self.match
        if match is None or not match.needs_deal:
            return False
        round_ = match.deal_round()
        self.last_tile = None
        self._clear_selection()
        text = QCoreApplication.translate(
            "TrainPlay", "Round %1 of %2: the engine is %3; %4 starts.")
        self._news = _fill(text, round_.number, match.rules.round_count, round_.engine,
                           self.names[round_.starter])
        self._say(self._news)
        self._advance()
        return True

    # --- reading ----------------------------------------------------------------------

    def view(self) -> TrainView:
        assert self.match is not None
        return self.match.view_for(self.human)

    def _details(self, view: TrainView) -> list[str]:
        out = []
        for seat, count in enumerate(view.hand_counts):
            level = self.levels[seat]
            who = QCoreApplication.translate("TrainPlay", "You") if level is None \
                else level_name(level)
            out.append(f"{who} · {tiles_count(count)}")
        return out

    def show(self) -> None:
        """The human seat's table as it stands, its ghosts, buttons and score sheet."""
        if self.match is None or self.match.current is None:
            return
        view = self.view()
        self.scene.show_state(train_table_state(
            view, self.names, self._details(view), selected=self.selected,
            last_tile=self.last_tile))
        if self.selected is not None and self.moves:
            self.scene.show_choices(self.selected, self.moves, 0, [])  # type: ignore[arg-type]
        else:
            self.scene.clear_choices()
        self.scores.show_train_scores(view, self.names)
        self._update_buttons(view)
        self.shown.emit()

    def _update_buttons(self, view: TrainView) -> None:
        legal = view.legal
        self.draw_button.setVisible(True)
        self.draw_button.setEnabled(DRAW in legal)
        if view.end is not None:
            more = self.match is not None and self.match.needs_deal
            self.pass_button.setText(
                QCoreApplication.translate("TrainPlay", "Next round (P)") if more
                else QCoreApplication.translate("TrainPlay", "Match over"))
            self.pass_button.setEnabled(self.match is not None and self.match.needs_deal)
        elif STOP in legal:
            self.pass_button.setText(QCoreApplication.translate("TrainPlay", "Stop (P)"))
            self.pass_button.setEnabled(True)
        else:
            self.pass_button.setText(QCoreApplication.translate("TrainPlay", "Pass (P)"))
            self.pass_button.setEnabled(PASS in legal)

    # --- the human's actions ------------------------------------------------------------

    def select_tile(self, tile: Tile | None) -> None:
        if tile is None or self.match is None:
            self._clear_selection()
            self.show()
            return
        view = self.view()
        self.selected = tile
        self.moves = train_moves(view, tile) if view.my_turn else []
        if not self.moves:
            self._say(_fill(QCoreApplication.translate(
                "TrainPlay", "[%1] cannot be played now."), tile))
        self.show()

    def double_clicked(self, tile: Tile) -> None:
        if self.match is None:
            return
        view = self.view()
        moves = train_moves(view, tile) if view.my_turn else []
        if len(moves) == 1:
            self.play_move(moves[0])
        else:
            self.select_tile(tile)

    def play_selected(self) -> bool:
        if self.selected is None or not self.moves:
            return False
        return self.play_move(self.moves[0])

    def play_move(self, move: object) -> bool:
        return isinstance(move, TrainMove) and self._human(move)

    def draw(self) -> bool:
        return self._human(DRAW)

    def pass_turn(self) -> bool:
        """Pass, or stop a first turn's run, or (between rounds) deal the next round."""
        match = self.match
        if match is None:
            return False
        if match.needs_deal:
            return self.next_round()
        view = self.view()
        return self._human(STOP if STOP in view.legal else PASS)

    def _human(self, action: TrainAction) -> bool:
        match = self.match
        if match is None:
            return False
        problem = match.check(action, self.human)
        if problem is not None:
            self._say(refusal_text(problem))
            return False
        self._apply(action)
        return True

    # --- moving play along ---------------------------------------------------------------

    def _clear_selection(self) -> None:
        self.selected = None
        self.moves = []

    def _apply(self, action: TrainAction) -> None:
        match = self.match
        assert match is not None
        done = match.apply(action)
        if isinstance(action, TrainMove):
            self.last_tile = action.tile
        self._clear_selection()
        self._news = self._told(done.seat, action)
        self._say(self._news)
        self._advance()

    def _told(self, seat: int, action: TrainAction) -> str:
        name = self.names[seat]
        if isinstance(action, TrainMove):
            where = QCoreApplication.translate("TrainPlay", "the Mexican train") \
                if action.train is None else _fill(QCoreApplication.translate(
                    "TrainPlay", "%1's train"), self.names[action.train])
            return _fill(QCoreApplication.translate("TrainPlay", "%1 played [%2] on %3."),
                         name, action.tile, where)
        if action is DRAW:
            return _fill(QCoreApplication.translate("TrainPlay", "%1 drew a tile."), name)
        if action is STOP:
            return _fill(QCoreApplication.translate("TrainPlay", "%1 ended their run."), name)
        return _fill(QCoreApplication.translate("TrainPlay", "%1 passed."), name)

    def _advance(self) -> None:
        match = self.match
        assert match is not None
        round_ = match.current
        assert round_ is not None
        self.show()
        if round_.end is not None:
            self._round_ended(round_.number, round_.end, round_.finisher)
            return
        if round_.to_move != self.human:
            self._timer.start(self.pace_ms)
            return
        view = self.view()
        self._say(f"{self._news} {self._prompt(view)}".strip())
        if view.drew is not None and self.moves == [] and view.my_turn:
            # The tile just drawn is the only one that may be played: it is chosen.
            drawn = train_moves(view, view.drew)
            if drawn:
                self.selected, self.moves = view.drew, drawn
                self.show()

    def _prompt(self, view: TrainView) -> str:
        """What the person may do now, in a few words."""
        legal = view.legal
        if view.need is TrainNeed.DRAW:
            return QCoreApplication.translate(
                "TrainPlay", "Your turn: nothing fits, draw a tile (D).")
        if view.need is TrainNeed.PASS:
            return QCoreApplication.translate(
                "TrainPlay", "Your turn: nothing fits, pass (P): your marker goes on your "
                             "train.")
        if STOP in legal:
            return QCoreApplication.translate(
                "TrainPlay", "Your turn: lay more tiles on your train, or stop (P).")
        for double in view.board.open_doubles:
            return _fill(QCoreApplication.translate(
                "TrainPlay", "Your turn: the double %1 must be covered first."), double.tile)
        return QCoreApplication.translate(
            "TrainPlay", "Your turn: choose a tile, then one of its places.")

    def _round_ended(self, number: int, end: TrainEnd, finisher: int | None) -> None:
        match = self.match
        assert match is not None
        scores = match.round_scores[-1]
        points = ", ".join(f"{n} {s}" for n, s in zip(self.names, scores, strict=True))
        how = _fill(QCoreApplication.translate("TrainPlay", "%1 went out."),
                    self.names[finisher]) if finisher is not None \
            else QCoreApplication.translate("TrainPlay", "Nobody can play.")
        if match.is_over:
            low = ", ".join(self.names[s] for s in match.winners)
            self._say(_fill(QCoreApplication.translate(
                "TrainPlay", "Round %1 over: %2 Points: %3. Match over: %4 won with the "
                             "lowest total."), number, how, points, low))
            self._count(match)
            self.round_over.emit(number)
            self.match_over.emit()
            return
        self._say(_fill(QCoreApplication.translate(
            "TrainPlay", "Round %1 over: %2 Points: %3. Press Next round (P) to go on."),
            number, how, points))
        self.round_over.emit(number)

    def _count(self, match: TrainMatch) -> None:
        """The finished match in the statistics, under its ruleset and player count."""
        if self.stats_store is None:
            return
        levels = {seat: level for seat, level in enumerate(self.levels) if level is not None}
        try:
            self.stats_store.record_train_finished(match, self.human, levels)
        except StorageError as error:
            self._say(_fill(QCoreApplication.translate(
                "TrainPlay", "The statistics could not be saved: %1"), error))

    def _computer_step(self) -> None:
        match = self.match
        if match is None or match.current is None or match.current.end is not None:
            return
        seat = match.current.to_move
        player = self.players.get(seat)
        if player is None:
            return
        view = match.view_for(seat)
        action = player.choose(view)
        if action not in view.legal:
            # A faulty player must not stop the game.
            action = view.legal[0]
        self._apply(action)


__all__ = ["TrainPlay", "refusal_text", "train_level"]
