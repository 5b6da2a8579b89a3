"""Where every tile lies on the table: pure geometry from the engine's layout tree, no Qt.

Units: a tile is 2 units long and 1 unit wide; x grows to the right, y grows downwards.
A :class:`Pose` puts a tile's centre at (x, y), lying along ``angle`` degrees (0, 90, 180
or 270), with the half ``first`` drawn toward the tail of that direction and ``second``
toward its head. The window only draws what this module decides.
"""

from dominoes_qt.layout.table import Pose, TableLayout, layout_board

__all__ = ["Pose", "TableLayout", "layout_board"]
