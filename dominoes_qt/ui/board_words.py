"""The board and its places in words: what the screen reader, the reading keys, the
hints and every picture of a board (the puzzles', the rules book's) say of them. Pure
wording of the engine's board, kept apart from the table's accessibility objects so that
any window part can say where a tile lies without importing the table's reader."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dominoes_qt.engine import Board, End, Move, Tile
from dominoes_qt.ui.texts import fill


def end_name(end: End | None) -> str:
    """An end of a placed tile as the player hears it."""
    names = {
        End.LOW: QCoreApplication.translate("Access", "low end"),
        End.HIGH: QCoreApplication.translate("Access", "high end"),
        End.LINE_A: QCoreApplication.translate("Access", "line A"),
        End.LINE_B: QCoreApplication.translate("Access", "line B"),
        End.BRANCH_A: QCoreApplication.translate("Access", "branch A"),
        End.BRANCH_B: QCoreApplication.translate("Access", "branch B"),
    }
    return "" if end is None else names[end]


def fits_text(count: int) -> str:
    if count == 0:
        return QCoreApplication.translate("Access", "fits nowhere")
    return QCoreApplication.translate("Access", "fits %n place(s)", "", count)


def move_text(move: Move, board_value: int | None) -> str:
    """Where ``move`` lays its tile: "the centre", "the 6 end of 6|6 (line B)"."""
    if move.at is None:
        return QCoreApplication.translate("Access", "the centre (the lead)")
    return fill(QCoreApplication.translate("Access", "the %1 end of %2 (%3)"),
                board_value if board_value is not None else "?", move.at, end_name(move.end))


def joined_text(board: Board, tile: Tile) -> str:
    """Where ``tile`` lies on ``board``: "the lead", "on the 4 end of 4|6 (high end)"."""
    node = board.node(tile)
    if node.parent is None:
        return QCoreApplication.translate("Access", "the lead")
    value = tile.a if tile.is_double or node.joined_end is End.LOW else tile.b
    return fill(QCoreApplication.translate("Access", "on the %1 end of %2 (%3)"),
                value, node.parent, end_name(node.parent_end))


def board_lines(board: Board, last: Tile | None = None) -> list[str]:
    """The board in play order, a line a tile: "2. 4|6, on the 6 end of 6|6 (low end)"."""
    out = []
    for number, t in enumerate(board.tiles, start=1):
        parts = [fill("%1. %2", number, t), joined_text(board, t)]
        if board.node(t).spinner:
            parts.append(QCoreApplication.translate("Access", "spinner"))
        if t == last:
            parts.append(QCoreApplication.translate("Access", "played last"))
        out.append(", ".join(parts))
    return out


def board_text(board: Board) -> str:
    """A whole board as one text, for a picture of a board that has no table reading (the
    puzzles' and the rules book's): its tiles in play order, then its open ends."""
    if not len(board):
        return QCoreApplication.translate("Access", "Board: empty.")
    last = board.tiles[-1]
    ends = ", ".join(str(p.value) for p in board.places()) or "-"
    return fill(QCoreApplication.translate("Access", "Board: %1. Open ends: %2."),
                "; ".join(board_lines(board, last)), ends)
