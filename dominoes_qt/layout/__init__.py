"""Where every tile lies on the table: pure geometry from the engine's layout tree, no Qt.

Conventions (the window relies on them):

- Units: a tile is 2 units long and 1 unit wide. x grows to the right, y grows
  downwards. The lead lies at (0, 0), its line along the table's long side (or along the
  short side, after a relayout that found room for the board only that way round).
- A :class:`Pose` is a tile's centre (x, y) and ``angle`` in {0, 90, 180, 270}: the
  direction its line runs, clockwise from +x. ``first`` is the half toward the tail
  (touching the tile it joins), ``second`` the half toward the head.
- A double lies ``crosswise`` (its long side across its line) with first == second; the
  line goes on straight through it (lineA toward its parent, lineB away). A spinner's
  branches leave at right angles to the line from the double's two ends: branchA to the
  left of the line's direction, branchB to the right, or the other way round where a
  relayout needs that side for room (a spinner's poses look the same either way).
- The window draws a tile as a horizontal 2 x 1 tile with ``first`` on the left and
  ``second`` on the right (a vertical 1 x 2 one for a crosswise double), then rotates it by
  ``angle`` about its centre.
- A line turns (a corner tile, then on at right angles) before it would run into a tile
  or out of the :class:`Table` (the window's board area in units, see :mod:`.fit`). The
  table floats: tiles and ghosts together keep within its width and height wherever they
  lie around the lead (the window centres them). Only a non-double joined to a non-double
  turns, so only equal halves touch; after a double the line goes on straight, centred.
  One exception, taken only where straight branches leave no layout that keeps unjoined
  tiles apart: a spinner's branch may turn at once, its first tile a corner whose matching
  half lies against the double's end (a double shows its number at both ends, so still
  only equal halves touch).
- No two tiles overlap, and tiles that are not joined keep :data:`GAP` apart (but for the
  rare board where no layout can, :attr:`TableLayout.apart`). Every open
  place has a free spot for each kind of tile (double, non-double) still to come (a place
  no tile can come to, only the free unit square of its marker):
  :meth:`TableLayout.ghost` is exactly where the tile will lie once played (ghosts of
  different places never overlap, but on the rarer board where no layout found gives every
  place its room: :attr:`TableLayout.complete`), and :meth:`TableLayout.marker` is the centre of a
  free unit square every ghost covers. :meth:`TableLayout.reach` covers tiles and ghosts.
- Tiles keep their poses as later tiles arrive (pass the previous layout); only when a
  place would otherwise have no free spot are tiles moved (:attr:`TableLayout.moved`);
  the new tile first lands on its ghost (:attr:`TableLayout.landing`).
- Deterministic: the same board always gives the same layout.
"""

from dominoes_qt.layout.table import (
    DEFAULT_TABLE,
    GAP,
    Pose,
    Table,
    TableLayout,
    extend_layout,
    layout_board,
)

__all__ = ["DEFAULT_TABLE", "GAP", "Pose", "Table", "TableLayout", "extend_layout",
           "layout_board"]
