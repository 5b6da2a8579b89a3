"""A relayout as the window asks for one: which table to keep to, and the layout on it. No Qt.

The window sends this to a worker process (a relayout can take a good part of a second of
pure Python, which would take the interpreter from the GUI thread), so it is a plain
function of plain, picklable values.
"""

from __future__ import annotations

from dominoes_qt.engine import Board
from dominoes_qt.layout.table import Table, TableLayout, layout_board


def fits(reach: tuple[float, float, float, float], table: Table) -> bool:
    """Does a layout reaching over ``reach`` (left, top, right, bottom) fit ``table``?"""
    left, top, right, bottom = reach
    return right - left <= table.width and bottom - top <= table.height


def relay(board: Board, previous: TableLayout | None, kept: Table,
          table: Table) -> tuple[TableLayout, Table]:
    """The layout of ``board`` and the table it keeps to: on the table ``previous`` was laid
    out for (``kept``) for as long as the board stays within the view's ``table``, else on
    ``table``. Only reads ``previous``."""
    if previous is None or kept == table:
        return layout_board(board, previous, table), table
    layout = layout_board(board, previous, kept)
    if fits(layout.reach(), table):
        return layout, kept
    return layout_board(board, None, table), table


__all__ = ["fits", "relay"]
