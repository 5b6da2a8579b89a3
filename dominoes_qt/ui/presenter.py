"""What the player sees and has chosen, without a widget: the table's presenter.

The :class:`Presenter` is fed a :class:`~dominoes_qt.engine.seen.SeenTable` (one viewer's
table: plain data, the same a network seat receives) and the player's choices, and emits
one :class:`TableChange` per action: the scene, the panels, the narration and the
screen-reader layer read the presenter, never the match. While the controller carries out
one action (its ``began`` ... ``settled``), changes are held and go out once at its end, so
a click rebuilds the table once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Signal

from dominoes_qt.engine import Board, Move, Need, PlayParts, Rules, Tile
from dominoes_qt.engine.seen import PlayFact, SeenTable
from dominoes_qt.games import rules_of
from dominoes_qt.ui.table import SeatInfo, TableState
from dominoes_qt.ui.texts import level_name, tiles_count


@dataclass(frozen=True)
class TableChange:
    """What one action changed on the table (one value per action)."""

    view: bool
    """The seat's view: a play, a draw, a new round, another kind of view."""
    selection: bool
    """The chosen tile or place, or the last tile marked."""
    origin: QPointF | None = None
    """Where a tile newly laid flies in from (its place in the hand or at its seat)."""


@dataclass(frozen=True)
class LaidPlay:
    """A play of the round with its parts worked out again from the board."""

    seat: int
    tile: Tile
    parts: PlayParts


def lay_board(rules: Rules, plays: tuple[PlayFact, ...]) -> tuple[Board, tuple[LaidPlay, ...]]:
    """The board laid again from its plays, in order, and each play's parts."""
    board = Board(rules.spinners, rules.double)
    laid = []
    for play in plays:
        end_sum = board.place(play.move)
        laid.append(LaidPlay(play.seat, play.tile,
                             PlayParts(board.counted(), end_sum, play.points)))
    return board, tuple(laid)


class Presenter(QObject):
    """Owns the viewer's table and choices; emits :attr:`changed` once per action."""

    changed = Signal(object)
    """A :class:`TableChange`: the table is to be shown again."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view: SeenTable | None = None
        self.rules: Rules | None = None
        self.board: Board | None = None
        """The board laid from the view's plays (laid again only when they change)."""
        self.plays: tuple[LaidPlay, ...] = ()
        self.selected: Tile | None = None
        self.moves: list[Move] = []
        """The chosen tile's legal moves, in the order the keys step through them."""
        self.place_index = 0
        self.place_chosen = False
        """The player moved to a place of the chosen tile with the keys (a screen reader
        is then on the place, not on the tile)."""
        self.last_tile: Tile | None = None
        self.thinking: int | None = None
        self.held = False
        """Inside one action of the controller: changes wait for its end."""
        self._pending = False
        self._origin: QPointF | None = None
        self._shown_view: SeenTable | None = None
        self._shown_choice: tuple[object, ...] = ()
        self.published = 0
        """Changes emitted so far (what a click costs is counted with it)."""
        self.screen: Callable[[SeenTable], SeenTable] | None = None
        """What hides hands between people's turns at one table (ui/pass_and_play.py)."""

    # --- fed ----------------------------------------------------------------------------

    def feed(self, view: SeenTable | None, rules: Rules | None = None) -> None:
        """Take the viewer's table as it stands now. ``rules``: the game's rules object
        when the feeder has it (a game made for a test is in no catalogue); else they are
        found from the view's ruleset."""
        if view is not None and self.screen is not None:
            view = self.screen(view)
        old = self.view
        self.view = view
        if view is None:
            return
        if rules is not None and rules.ruleset != view.ruleset:
            raise ValueError("the rules given are not the view's")
        if self.rules is None or old is None or old.ruleset != view.ruleset \
                or (rules is not None and rules is not self.rules):
            self.rules = rules if rules is not None else \
                rules_of(view.ruleset.game, view.ruleset.as_dict())
            old = None
        if old is None or old.plays != view.plays:
            assert self.rules is not None
            self.board, self.plays = lay_board(self.rules, view.plays)

    def hold(self) -> None:
        """An action begins: what it changes goes out once, at :meth:`release`."""
        self.held = True

    def release(self) -> None:
        self.held = False
        if self._pending:
            self.publish()

    def publish(self, origin: QPointF | None = None) -> None:
        """Tell the table to show itself again (held back while an action runs)."""
        if origin is not None:
            self._origin = origin
        if self.held:
            self._pending = True
            return
        self._pending = False
        origin, self._origin = self._origin, None
        if self.view is None:
            return
        choice = (self.selected, tuple(self.moves), self.place_index, self.place_chosen,
                  self.last_tile)
        change = TableChange(view=self.view != self._shown_view,
                             selection=choice != self._shown_choice, origin=origin)
        self._shown_view, self._shown_choice = self.view, choice
        self.published += 1
        self.changed.emit(change)

    def forget(self) -> None:
        """Drop any held change (the table is shown afresh anyway)."""
        self._pending = False
        self._origin = None

    # --- the player's choices -------------------------------------------------------------

    def select(self, tile: Tile) -> None:
        self.selected = tile
        self.moves = self.legal_moves_for(tile)
        self.place_index = 0
        self.place_chosen = False

    def clear_selection(self) -> None:
        self.selected = None
        self.moves = []
        self.place_index = 0
        self.place_chosen = False

    def step_place(self, step: int) -> Move | None:
        """Move the keyboard's place ``step`` places on; the move it is now on."""
        if not self.moves:
            return None
        if self.place_chosen:
            self.place_index = (self.place_index + step) % len(self.moves)
        # else the first step lands on the place Return would play (the first, or the
        # hint's), so no place is played that was never said.
        self.place_chosen = True
        return self.moves[self.place_index]

    def chosen_move(self) -> Move | None:
        return self.moves[self.place_index % len(self.moves)] if self.moves else None

    # --- reading --------------------------------------------------------------------------

    @property
    def on_turn(self) -> bool:
        """A person at this table may act now (it is the viewer)."""
        return self.view is not None and self.view.mover is not None

    def legal_moves_for(self, tile: Tile) -> list[Move]:
        return [] if self.view is None or not self.on_turn else self.view.legal_for(tile)

    def playable(self) -> frozenset[Tile]:
        return frozenset() if self.view is None or not self.on_turn else self.view.playable

    def hand_order(self) -> list[Tile]:
        """The viewer's hand in the order the table shows it."""
        return [] if self.view is None else list(self.view.hand)

    def last_play(self) -> LaidPlay | None:
        return self.plays[-1] if self.plays else None

    def table_state(self) -> TableState | None:
        """What the scene shows, from the seen table only."""
        view = self.view
        if view is None or self.board is None:
            return None
        seats = []
        for seat, face in enumerate(view.seats):
            count = view.hand_counts[seat]
            if face.is_ai:
                who = level_name(face.level)
            elif seat == view.seat:
                who = QCoreApplication.translate("GameWindow", "You")
            else:
                who = QCoreApplication.translate("GameWindow", "player")
            seats.append(SeatInfo(face.name, f"{who} · {tiles_count(count)}", count,
                                  view.hands[seat]))
        return TableState(
            board=self.board,
            viewer=view.seat,
            seats=seats,
            to_move=view.to_move,
            thinking=self.thinking,
            last_tile=self.last_tile,
            playable=self.playable(),
            selected=self.selected,
            boneyard=view.boneyard,
            boneyard_active=view.mover is not None and view.need is Need.DRAW,
            reveal=view.reveal,
        )
