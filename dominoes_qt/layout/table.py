"""A first, naive layout: every line runs straight out from its parent (tiles may overlap).

Replaced by the real one; the interface stays.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dominoes_qt.engine import Board, End, Tile

TILE_LONG = 2.0
TILE_SHORT = 1.0

_DIRECTIONS = {0: (1.0, 0.0), 90: (0.0, 1.0), 180: (-1.0, 0.0), 270: (0.0, -1.0)}


@dataclass(frozen=True)
class Pose:
    x: float
    y: float
    angle: int
    """Direction the tile's line runs, degrees clockwise from the +x axis."""
    first: int
    """The half drawn toward the tail (where the line comes from)."""
    second: int
    """The half drawn toward the head."""
    crosswise: bool = False
    """A double laid across its line: its long side is perpendicular to ``angle``."""

    @property
    def size(self) -> tuple[float, float]:
        """(width, height) of the axis-aligned box the tile covers."""
        along = TILE_SHORT if self.crosswise else TILE_LONG
        across = TILE_LONG if self.crosswise else TILE_SHORT
        return (along, across) if self.angle in (0, 180) else (across, along)


@dataclass
class TableLayout:
    poses: dict[Tile, Pose] = field(default_factory=dict)
    _heads: dict[tuple[Tile, End], tuple[float, float, int]] = field(default_factory=dict)

    def pose(self, tile: Tile) -> Pose:
        return self.poses[tile]

    def ghost(self, at: Tile, end: End, tile: Tile, value: int) -> Pose:
        """Where ``tile`` would lie if laid on ``at``'s ``end`` (matching ``value``)."""
        x, y, angle = self._heads[(at, end)]
        dx, dy = _DIRECTIONS[angle]
        if tile.a == tile.b:
            return Pose(x + dx * TILE_SHORT / 2, y + dy * TILE_SHORT / 2, angle, value, value, True)
        return Pose(x + dx * TILE_LONG / 2, y + dy * TILE_LONG / 2, angle, value,
                    tile.b if tile.a == value else tile.a)

    def marker(self, at: Tile, end: End) -> tuple[float, float]:
        """The centre of the spot a place marker is drawn at."""
        x, y, angle = self._heads[(at, end)]
        dx, dy = _DIRECTIONS[angle]
        return x + dx * TILE_SHORT / 2, y + dy * TILE_SHORT / 2

    def bounds(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) around every tile."""
        if not self.poses:
            return (-1.0, -1.0, 1.0, 1.0)
        boxes = []
        for p in self.poses.values():
            w, h = p.size
            boxes.append((p.x - w / 2, p.y - h / 2, p.x + w / 2, p.y + h / 2))
        return (min(b[0] for b in boxes), min(b[1] for b in boxes),
                max(b[2] for b in boxes), max(b[3] for b in boxes))


def _set_heads(layout: TableLayout, tile: Tile, pose: Pose) -> None:
    dx, dy = _DIRECTIONS[pose.angle]
    half = (TILE_SHORT if pose.crosswise else TILE_LONG) / 2
    forward = (pose.x + dx * half, pose.y + dy * half, pose.angle)
    back = (pose.x - dx * half, pose.y - dy * half, (pose.angle + 180) % 360)
    if tile.a == tile.b:
        layout._heads[(tile, End.LINE_B)] = forward
        layout._heads[(tile, End.LINE_A)] = back
        left, right = (pose.angle + 270) % 360, (pose.angle + 90) % 360
        for end, angle in ((End.BRANCH_A, left), (End.BRANCH_B, right)):
            bx, by = _DIRECTIONS[angle]
            layout._heads[(tile, end)] = (pose.x + bx, pose.y + by, angle)
    else:
        head_end = End.HIGH if pose.second == tile.b else End.LOW
        tail_end = End.LOW if head_end is End.HIGH else End.HIGH
        layout._heads[(tile, head_end)] = forward
        layout._heads[(tile, tail_end)] = back


def layout_board(board: Board, previous: TableLayout | None = None) -> TableLayout:
    """Poses for every tile on ``board``; tiles already in ``previous`` keep their place."""
    layout = TableLayout()
    for node in board.nodes():
        t = node.tile
        if node.parent is None:
            pose = Pose(0.0, 0.0, 0, t.a, t.b, crosswise=t.a == t.b)
        else:
            assert node.parent_end is not None
            joined = t.b if node.joined_end is End.HIGH else t.a
            pose = layout.ghost(node.parent, node.parent_end, t, joined)
        layout.poses[t] = pose
        _set_heads(layout, t, pose)
    return layout
