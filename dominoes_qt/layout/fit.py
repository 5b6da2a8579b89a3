"""How big the board looks: the table area of the window's scene, and the scale that fits a
layout into it. Pure arithmetic, shared by the window (ui/table.py) and the bench, so the
figures the bench prints are the window's own.

The window's scene is a fixed 1200 x 800 rectangle that the view fits into itself keeping
the aspect ratio: view scale = min((view width - 4) / 1200, (view height - 4) / 800). The
board layer inside it is scaled so that everything the layout can show (tiles and the ghosts of
every open place, :meth:`TableLayout.reach`) fits the board area. A tile then measures

    pixels per unit = view scale x layer scale x :data:`UNIT`.
"""

from __future__ import annotations

from dominoes_qt.layout.table import Table

SCENE_SIZE = (1200.0, 800.0)
UNIT = 40.0
"""Board-layer scene pixels per layout unit (a tile is 2 x 1 units)."""
MAX_SCALE = 1.25
"""The board never grows beyond this (a lone lead would fill the table)."""
MARGIN = 0.1
"""Units kept around the reach, for the tiles' drawn edge."""
SCENE_PX_PER_UNIT = 28.0
"""The least scene pixels per unit the table sizes are made for: at 1024x700 the view
scale is 0.505, so 28 keeps tiles at 14 screen pixels per unit or more."""

_AREAS = {
    2: (60.0, 124.0, 1080.0, 512.0),
    3: (215.0, 124.0, 770.0, 512.0),
    4: (215.0, 124.0, 770.0, 512.0),
}
"""(left, top, width, height) of the board area in scene pixels: between the top seat and
the hand, and between the side seats when there are any."""

VIEWS = {
    "1280x800": (844, 713),
    "1024x700": (650, 613),
}
"""The table view's size in the window during a game at two window sizes (measured:
``tests/ui/test_table_scale.py`` checks them, so a change of the window shows here)."""


def board_area(players: int) -> tuple[float, float, float, float]:
    return _AREAS.get(players, _AREAS[4])


def table_for(players: int) -> Table:
    """The table (in units) a layout keeps to for ``players``: the board area at
    :data:`SCENE_PX_PER_UNIT`, the lines starting along its long side."""
    _, _, width, height = board_area(players)
    return Table(int(width / SCENE_PX_PER_UNIT), int(height / SCENE_PX_PER_UNIT))


def layer_scale(reach: tuple[float, float, float, float], players: int) -> float:
    """The board layer's scale that fits ``reach`` (units) into the board area."""
    left, top, right, bottom = reach
    _, _, width, height = board_area(players)
    return min(width / ((right - left + 2 * MARGIN) * UNIT),
               height / ((bottom - top + 2 * MARGIN) * UNIT), MAX_SCALE)


def view_scale(view_width: float, view_height: float) -> float:
    # QGraphicsView.fitInView keeps two pixels free on every side.
    return min((view_width - 4) / SCENE_SIZE[0], (view_height - 4) / SCENE_SIZE[1])


def pixels_per_unit(reach: tuple[float, float, float, float], players: int,
                    view: tuple[float, float]) -> float:
    """Screen pixels per layout unit of a board showing ``reach`` in a view of ``view``."""
    return view_scale(*view) * layer_scale(reach, players) * UNIT
