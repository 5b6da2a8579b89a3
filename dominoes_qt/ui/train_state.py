"""What the window hands the table scene for a train game: a
:class:`~dominoes_qt.ui.table.TableState` built from one seat's
:class:`~dominoes_qt.engine.trains.TrainView` (only what that seat may see), and the moves
whose ghosts the chosen tile shows. The engine decides every one of them; this module only
reads the view.
"""

from __future__ import annotations

from collections.abc import Sequence

from dominoes_qt.engine import Board, Spinners
from dominoes_qt.engine.tiles import Tile
from dominoes_qt.engine.trainboard import TrainMove
from dominoes_qt.engine.trains import TrainView
from dominoes_qt.ui.table import SeatInfo, TableState
from dominoes_qt.ui.train_items import TrainTable


def train_moves(view: TrainView, tile: Tile) -> list[TrainMove]:
    """The moves of ``tile`` the engine allows this seat now, in table order (the order
    the place-choosing keys step through its ghosts)."""
    return [TrainMove(tile, key) for key in view.places_for(tile)]


def playable(view: TrainView) -> frozenset[Tile]:
    """The seat's tiles that the engine lets it lay now."""
    return frozenset(a.tile for a in view.legal if isinstance(a, TrainMove))


def train_table_state(view: TrainView, names: Sequence[str], details: Sequence[str],
                      *, selected: Tile | None = None, last_tile: Tile | None = None,
                      thinking: int | None = None) -> TableState:
    """The table scene's state for ``view``: every seat's plate (``names``, ``details``), the
    seat's own hand face up (every hand once the round is over), the boneyard, and the
    train table in place of a line board."""
    over = view.end is not None
    seats = []
    for seat, count in enumerate(view.hand_counts):
        hand: tuple[Tile, ...] | None = None
        if seat == view.seat:
            hand = view.hand
        elif over and view.final_hands is not None:
            hand = view.final_hands[seat]
        seats.append(SeatInfo(names[seat], details[seat], count, hand))
    return TableState(
        board=Board(Spinners.NONE), viewer=view.seat, seats=seats,
        to_move=None if over else view.to_move, thinking=thinking, last_tile=last_tile,
        playable=playable(view) if view.my_turn else frozenset(), selected=selected,
        boneyard=view.boneyard_count, reveal=over, trains=TrainTable(view.board))


__all__ = ["playable", "train_moves", "train_table_state"]
