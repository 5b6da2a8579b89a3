"""Geometry checks on a layout, worked out from the poses alone (not from the layout's code)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from dominoes_qt.engine import Board, End, Match, Move, Rules, Tile, tile
from dominoes_qt.layout import Pose, TableLayout, layout_board

Box = tuple[float, float, float, float]
_UNIT = {0: (1.0, 0.0), 90: (0.0, 1.0), 180: (-1.0, 0.0), 270: (0.0, -1.0)}


def overlap(p: Box, q: Box) -> bool:
    """Do two boxes share area? Touching edges is fine."""
    eps = 1e-9
    return p[0] < q[2] - eps and q[0] < p[2] - eps and p[1] < q[3] - eps and q[1] < p[3] - eps


def square(x: float, y: float) -> Box:
    return (x - 0.5, y - 0.5, x + 0.5, y + 0.5)


def contains(outer: Box, inner: Box) -> bool:
    eps = 1e-9
    return (outer[0] - eps <= inner[0] and outer[1] - eps <= inner[1]
            and inner[2] <= outer[2] + eps and inner[3] <= outer[3] + eps)


def contact_square(parent: Tile, pose: Pose, end: End) -> tuple[float, float, int]:
    """The unit square a tile joining ``parent`` at ``end`` must cover, and its direction."""
    dx, dy = _UNIT[pose.angle]
    if not parent.is_double:
        # The half with the end's value; the square lies beyond its outer edge.
        value = parent.a if end is End.LOW else parent.b
        sign = 1.0 if pose.second == value else -1.0
        if pose.first == pose.second:
            raise AssertionError("a non-double can not have equal halves")
        return (pose.x + sign * 1.5 * dx, pose.y + sign * 1.5 * dy,
                pose.angle if sign > 0 else (pose.angle + 180) % 360)
    if end in (End.LINE_A, End.LINE_B):
        sign = 1.0 if end is End.LINE_B else -1.0
        return (pose.x + sign * dx, pose.y + sign * dy,
                pose.angle if sign > 0 else (pose.angle + 180) % 360)
    # Branches leave at right angles: branchA to the left of the line, branchB to the right.
    turn = 270 if end is End.BRANCH_A else 90
    angle = (pose.angle + turn) % 360
    bx, by = _UNIT[angle]
    return (pose.x + 1.5 * bx, pose.y + 1.5 * by, angle)


def joins_properly(parent: Tile, parent_pose: Pose, end: End, child: Tile,
                   child_pose: Pose, value: int) -> str | None:
    """Why ``child_pose`` does not join ``parent`` at ``end`` the way tiles join, or None."""
    cx, cy, outward = contact_square(parent, parent_pose, end)
    want = square(cx, cy)
    if child_pose.first != value:
        return f"{child} shows {child_pose.first} toward {parent}, not {value}"
    if child.is_double:
        if not child_pose.crosswise:
            return f"double {child} is not crosswise"
        if child_pose.angle != outward or not contains(child_pose.box(), want):
            return f"double {child} does not sit across the end of {parent} {end}"
        return None
    if child_pose.crosswise:
        return f"{child} is crosswise but not a double"
    dx, dy = _UNIT[child_pose.angle]
    first_half = square(child_pose.x - dx / 2, child_pose.y - dy / 2)
    if first_half != want:
        return f"the first half of {child} is not in front of {parent} {end}"
    return None


def problems(board: Board, layout: TableLayout) -> list[str]:
    """Everything wrong with ``layout`` for ``board``: overlaps, joins, ghosts, markers."""
    found: list[str] = []
    poses = layout.poses
    if set(poses) != set(board.tiles):
        found.append("the layout does not hold exactly the board's tiles")
        return found
    items = list(poses.items())
    boxes = [p.box() for _, p in items]
    for i in range(len(items)):
        for j in range(i):
            if overlap(boxes[i], boxes[j]):
                found.append(f"{items[i][0]} overlaps {items[j][0]}")
    for node in board.nodes():
        if node.parent is None or node.parent_end is None:
            continue
        joined_value = node.tile.a if node.joined_end in (End.LOW, End.LINE_A) else node.tile.b
        why = joins_properly(node.parent, poses[node.parent], node.parent_end, node.tile,
                             poses[node.tile], joined_value)
        if why:
            found.append(why)
    for place in board.places():
        mx, my = layout.marker(place.tile, place.end)
        marker = square(mx, my)
        if any(overlap(marker, b) for b in boxes):
            found.append(f"the marker of {place.tile} {place.end} covers a tile")
        v = place.value
        for candidate in (tile(v, v), tile(v, (v + 1) % 7)):
            ghost = layout.ghost(place.tile, place.end, candidate, v)
            box = ghost.box()
            if any(overlap(box, b) for b in boxes):
                found.append(f"the ghost of {candidate} at {place.tile} {place.end} covers a tile")
            if not contains(box, marker):
                found.append(f"the ghost of {candidate} at {place.tile} {place.end} "
                             "misses its marker")
            why = joins_properly(place.tile, poses[place.tile], place.end, candidate, ghost, v)
            if why:
                found.append(f"ghost: {why}")
    return found


@dataclass
class RunReport:
    rounds: int = 0
    plays: int = 0
    relayouts: int = 0
    plays_that_moved_tiles: int = 0
    ghosts_moved_by_relayout: int = 0
    beyond_table: int = 0
    failures: list[str] = field(default_factory=list)


def random_rounds(rules: Rules, players: int, rounds: int, seed: int,
                  fresh_every: int = 10) -> RunReport:
    """Play random legal rounds, checking the layout after every play."""
    rng = random.Random(seed)
    report = RunReport()
    for number in range(rounds):
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        layout: TableLayout | None = None
        while round_.end is None and match.winner is None:
            actions = match.legal_actions()
            action = actions[rng.randrange(len(actions))]
            ghost = None
            if isinstance(action, Move) and action.at is not None and action.end is not None:
                assert layout is not None
                value = round_.board.place_value(action.at, action.end)
                assert value is not None
                ghost = layout.ghost(action.at, action.end, action.tile, value)
            match.apply(action)
            if not isinstance(action, Move):
                continue
            layout = layout_board(round_.board, layout)
            report.plays += 1
            report.relayouts += layout.relayouts
            report.plays_that_moved_tiles += bool(layout.moved)
            table = layout.table
            if table is None or table.width > 26:
                report.beyond_table += 1
            if ghost is not None and ghost != layout.pose(action.tile):
                if layout.relayouts:
                    report.ghosts_moved_by_relayout += 1
                else:
                    report.failures.append(f"round {number}: {action} landed off its ghost")
            for problem in problems(round_.board, layout):
                report.failures.append(f"round {number} after {action}: {problem}")
        if layout is not None and number % fresh_every == 0:
            fresh = layout_board(round_.board)
            if fresh.poses != layout.poses:
                report.failures.append(f"round {number}: a fresh layout differs from the "
                                       "one built play by play")
        report.rounds += 1
    return report
