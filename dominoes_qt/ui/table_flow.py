"""The presenter line: from the controller's signals to the table shown once per action.

:class:`TableFlow` feeds the presenter the viewer's seen table at each of the controller's
signals, keeps the presenter's choices in step with play (the last tile, a drawn tile that
must be played, the thinking seat), has the narrator tell what happened, and shows the
table (the scene, the choices' ghosts, the counting marks, the screen reader's nodes) each
time the presenter says it changed: once per action.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QTimer
from PySide6.QtGui import QColor

from dominoes_qt import wording
from dominoes_qt.engine import Applied, End, Move, Tile
from dominoes_qt.engine.describe import closed_branches
from dominoes_qt.engine.seen import ViewKind
from dominoes_qt.ui.accessible import TableAccess
from dominoes_qt.ui.choices import TableChoices
from dominoes_qt.ui.controller import GameController
from dominoes_qt.ui.explain_layer import CountingLayer
from dominoes_qt.ui.narrator import Narrator
from dominoes_qt.ui.presenter import Presenter, TableChange
from dominoes_qt.ui.scoring import ScorePanel
from dominoes_qt.ui.table import TableScene, TableView
from dominoes_qt.ui.texts import QT

POINTS_COLOUR = "#ffe14d"
"""The colour of the points a play scores, rising from the board."""


class TableFlow(QObject):
    """Keeps the presenter fed and the table shown as play goes on."""

    def __init__(self, controller: GameController, presenter: Presenter, scene: TableScene,
                 view: TableView, choices: TableChoices, narrator: Narrator,
                 access: TableAccess, counting: CountingLayer, scores: ScorePanel,
                 view_kind: Callable[[], ViewKind], wrong_colour: Callable[[], QColor],
                 shown: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.presenter = presenter
        self.scene = scene
        self.view = view
        self.choices = choices
        self.narrator = narrator
        self.access = access
        self.counting = counting
        self.scores = scores
        self._view_kind = view_kind
        self._wrong = wrong_colour
        self._shown = shown
        self._ticker = QTimer(self)
        self._ticker.setInterval(350)
        self._ticker.timeout.connect(scene.tick)
        c = controller
        # One action, one table: what an action changes is shown once, at its end.
        c.began.connect(presenter.hold)
        c.settled.connect(presenter.release)
        c.round_started.connect(self.round_started)
        c.applied.connect(self.applied)
        c.turn_ready.connect(self.turn_ready)
        c.thinking_changed.connect(self.thinking)
        c.refused.connect(narrator.refused)
        presenter.changed.connect(self.show_change)

    # --- feeding the presenter -----------------------------------------------------------

    def feed(self) -> None:
        """Give the presenter the viewer's table as it stands now."""
        self.presenter.feed(self.controller.seen(self._view_kind()), self.controller.rules)

    def refresh(self, origin: QPointF | None = None) -> None:
        """Feed the presenter the table as it stands; it is shown once the action on its
        way (if any) is over."""
        self.feed()
        self.presenter.publish(origin)

    # --- showing what changed ------------------------------------------------------------

    def show_change(self, change: TableChange) -> None:
        state = self.presenter.table_state()
        if state is None:
            return
        self.scene.show_state(state, change.origin)
        self._shown()
        self.show_choices()
        self.counting.sync()
        self.access.update()

    def show_choices(self) -> None:
        p = self.presenter
        tile, board = p.selected, p.board
        if tile is None or board is None:
            self.scene.clear_choices()
            return
        taken = {(m.at, m.end) for m in p.moves}
        others: list[tuple[Tile, End, int]] = [
            (o.tile, o.end, o.value) for o in board.places() if (o.tile, o.end) not in taken]
        others += [(o.tile, o.end, o.value) for o in closed_branches(board, tile)]
        self.scene.show_choices(tile, p.moves, p.place_index, others)

    # --- the controller's signals --------------------------------------------------------

    def round_started(self, number: int) -> None:
        match = self.controller.match
        assert match is not None
        round_ = match.rounds[number - 1]
        text = self.narrator.round_led(match, number)
        self.presenter.last_tile = None
        self.narrator.sum_label.setText("")
        self.choices.clear_selection()
        if not round_.history:
            # A round shown again part-way (undo, resume, review) was led long ago: saying
            # so now would read as news.
            self.narrator.say(text)
        self.refresh()

    def applied(self, info: Applied) -> None:
        self.feed()
        rules = self.presenter.rules
        assert rules is not None
        origin: QPointF | None = None
        if isinstance(info.action, Move):
            hand_item = self.scene.hand_items.get(info.action.tile)
            origin = hand_item.scenePos() if hand_item is not None else \
                self.scene.seat_anchor(info.seat)
            self.presenter.last_tile = info.action.tile
        self.narrator.tell_action(info)
        self.choices.clear_selection()
        self.refresh(origin)
        if info.events:
            self.scores.add_events(list(info.events), soon=True)
            self.narrator.tell_events(info)
            floats = [e for e in info.events if e.kind.value == "play"]
            if floats:
                event = floats[0]
                colour = QColor(POINTS_COLOUR) if event.accepted else self._wrong()
                text = wording.points(rules, event.raw) if event.accepted else \
                    wording.refused_float(QT, rules, event.raw)
                self.scene.float_text(text, colour)
        elif info.parts is not None and info.parts.points:
            self.scene.float_text(wording.points(rules, info.parts.points),
                                  QColor(POINTS_COLOUR))

    def recall_last_play(self) -> None:
        """After loading a position: mark the last tile and word the last play as it was
        worded when it was played (its own contributions, not the board's now)."""
        self.feed()
        last = self.presenter.last_play()
        if last is None or self.presenter.last_tile is not None:
            return
        self.presenter.last_tile = last.tile
        # Shown, not announced: it is not news (L reads it again).
        self.narrator.word_play(last.seat, last.tile, last.parts, announce=False)

    def turn_ready(self) -> None:
        self.recall_last_play()
        self.refresh()
        view, rules = self.presenter.view, self.presenter.rules
        if view is None or rules is None or view.mover is None:
            return
        if view.forced is not None:
            self.choices.select_tile(view.forced)
        self.narrator.prompt_turn(view, self.controller.auto_draw, rules.draws,
                                  self.access.reader.turn)
        if len(self.narrator.seat_names()) and not self.view.hasFocus():
            self.view.setFocus()

    def thinking(self, seat: int, thinking: bool) -> None:
        self.presenter.thinking = seat if thinking else None
        if thinking:
            self._ticker.start()
        else:
            self._ticker.stop()
        # Only the thinker's name plate changes: the rest of the table waits for the move.
        self.scene.show_thinking(seat if thinking else None)
