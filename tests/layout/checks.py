"""Geometry checks on a layout, worked out from the poses alone (not from the layout's code)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from dominoes_qt.engine import Board, End, Move, Rules, Spinners, Tile, tile
from dominoes_qt.layout import Pose, Table, TableLayout, layout_board
from dominoes_qt.layout import table as layout_table
from tools.bench.layout import FLOORS, pixels_per_unit, played_rounds, table_for

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


def contact_square(parent: Tile, pose: Pose, end: End,
                   mirrored: bool = False) -> tuple[float, float, int]:
    """The unit square a tile joining ``parent`` at ``end`` must cover, and its direction
    (``mirrored``: a spinner's branches the other way round)."""
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
    # Branches leave at right angles: branchA to the left of the line, branchB to the right,
    # or the other way round (the layout picks a spinner's sides; the two never meet, as
    # the tiles and ghosts on them would overlap).
    turn = 270 if (end is End.BRANCH_A) != mirrored else 90
    angle = (pose.angle + turn) % 360
    bx, by = _UNIT[angle]
    return (pose.x + 1.5 * bx, pose.y + 1.5 * by, angle)


def joins_properly(parent: Tile, parent_pose: Pose, end: End, child: Tile,
                   child_pose: Pose, value: int, off_centre: bool = False) -> str | None:
    """Why ``child_pose`` does not join ``parent`` at ``end`` the way tiles join, or None.
    ``off_centre``: ``parent`` is a double laid half a unit off its line's middle, so the
    tile on its line end may meet it half a unit from its middle."""
    why = _joins(parent, parent_pose, end, child, child_pose, value, False, off_centre)
    if why is not None and end in (End.BRANCH_A, End.BRANCH_B) \
            and _joins(parent, parent_pose, end, child, child_pose, value, True) is None:
        return None
    return why


def _joins(parent: Tile, parent_pose: Pose, end: End, child: Tile, child_pose: Pose,
           value: int, mirrored: bool, off_centre: bool = False) -> str | None:
    cx, cy, outward = contact_square(parent, parent_pose, end, mirrored)
    wanted = [square(cx, cy)]
    if off_centre and parent.is_double and end in (End.LINE_A, End.LINE_B):
        ax, ay = _UNIT[(parent_pose.angle + 90) % 360]
        wanted += [square(cx + ax / 2, cy + ay / 2), square(cx - ax / 2, cy - ay / 2)]
    want = wanted[0]
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
    if first_half not in wanted:
        return f"the first half of {child} is not in front of {parent} {end}"
    return None


MIN_GAP = 0.15
"""Two tiles that are not joined keep at least this much cloth between them (units)."""


def halves(pose: Pose) -> list[tuple[Box, int]]:
    """The two unit squares of a tile and the number on each, from its pose alone."""
    dx, dy = _UNIT[pose.angle]
    if pose.crosswise:
        # The long side runs across the line: the halves lie side by side across it.
        dx, dy = -dy, dx
    return [(square(pose.x - dx / 2, pose.y - dy / 2), pose.first),
            (square(pose.x + dx / 2, pose.y + dy / 2), pose.second)]


def gap(p: Box, q: Box) -> float:
    """The cloth between two boxes (0 when they touch or overlap)."""
    return max(q[0] - p[2], p[0] - q[2], q[1] - p[3], p[1] - q[3], 0.0)


def shared_edge(p: Box, q: Box) -> bool:
    """Do two unit squares touch along a stretch of edge (more than a corner)?"""
    eps = 1e-9
    xs = min(p[2], q[2]) - max(p[0], q[0])
    ys = min(p[3], q[3]) - max(p[1], q[1])
    return (abs(xs) < eps and ys > eps) or (abs(ys) < eps and xs > eps)


def join_problem(a: Tile, pa: Pose, b: Tile, pb: Pose) -> str | None:
    """Two joined tiles must touch, and every pair of halves that touch shows one number."""
    touching = [(va, vb) for sa, va in halves(pa) for sb, vb in halves(pb)
                if shared_edge(sa, sb)]
    if not touching:
        return f"{a} and {b} are joined but do not touch"
    if any(va != vb for va, vb in touching):
        return f"{a} and {b} touch with different numbers {touching}"
    return None


def through_double(double: Pose, other: Pose, off_centre: float = 0.0) -> bool:
    """Does the line of a tile joined at a crosswise double's line end pass through the
    double (the next tile leaves from the far side), at most ``off_centre`` units from its
    middle? A layout lays a double off its line's middle by half a unit only where no layout
    with doubles centred keeps the tiles apart."""
    if double.angle in (0, 180):
        return abs(other.y - double.y) <= off_centre + 1e-9 and other.angle in (0, 180)
    return abs(other.x - double.x) <= off_centre + 1e-9 and other.angle in (90, 270)


def pair_problems(poses: dict[Tile, Pose], joined: set[frozenset[Tile]],
                  min_gap: float = MIN_GAP) -> list[str]:
    found = []
    items = list(poses.items())
    boxes = [p.box() for _, p in items]
    for i in range(len(items)):
        for j in range(i):
            (a, pa), (b, pb) = items[i], items[j]
            if overlap(boxes[i], boxes[j]):
                found.append(f"{a} overlaps {b}")
            elif frozenset((a, b)) in joined:
                why = join_problem(a, pa, b, pb)
                if why:
                    found.append(why)
            elif gap(boxes[i], boxes[j]) < min_gap:
                found.append(f"{a} and {b} are not joined but touch")
    return found


def candidates(board: Board, value: int) -> list[Tile]:
    """A double and a non-double that could still come to a place of ``value``."""
    found = [tile(value, value)] if tile(value, value) not in board else []
    singles = [tile(value, w) for w in range(7) if w != value and tile(value, w) not in board]
    return found + singles[:1]


def problems(board: Board, layout: TableLayout) -> list[str]:
    """Everything wrong with ``layout`` for ``board``: overlaps, contact between unjoined
    tiles, joins (both halves of both tiles), doubles, ghosts and markers."""
    found: list[str] = []
    poses = layout.poses
    if set(poses) != set(board.tiles):
        found.append("the layout does not hold exactly the board's tiles")
        return found
    joined = {frozenset((n.tile, n.parent)) for n in board.nodes() if n.parent is not None}
    # The rare board where keeping apart is impossible (layout.apart False) may touch.
    min_gap = MIN_GAP if layout.apart else 0.0
    found += pair_problems(poses, joined, min_gap)
    shifted = layout.off_centre
    boxes = [p.box() for p in poses.values()]
    for node in board.nodes():
        pose = poses[node.tile]
        if node.tile.is_double != pose.crosswise:
            found.append(f"{node.tile} crosswise is {pose.crosswise}")
        if node.parent is None or node.parent_end is None:
            continue
        joined_value = node.tile.a if node.joined_end in (End.LOW, End.LINE_A) else node.tile.b
        why = joins_properly(node.parent, poses[node.parent], node.parent_end, node.tile,
                             pose, joined_value, node.parent in shifted)
        if why:
            found.append(why)
        if node.parent.is_double and node.parent_end in (End.LINE_A, End.LINE_B) \
                and not through_double(poses[node.parent], pose,
                                       0.5 if node.parent in shifted else 0.0):
            found.append(f"the line does not pass straight through {node.parent}")
        if node.tile.is_double and not through_double(pose, poses[node.parent],
                                                      0.5 if node.tile in shifted else 0.0):
            found.append(f"{node.parent} does not meet {node.tile} centred")
    ghost_boxes: list[tuple[tuple[Tile, End], Tile, Box]] = []
    for place in board.places():
        mx, my = layout.marker(place.tile, place.end)
        marker = square(mx, my)
        if any(overlap(marker, b) for b in boxes):
            found.append(f"the marker of {place.tile} {place.end} covers a tile")
        v = place.value
        for candidate in candidates(board, v):
            ghost = layout.ghost(place.tile, place.end, candidate, v)
            box = ghost.box()
            with_ghost = dict(poses)
            with_ghost[candidate] = ghost
            for why in pair_problems(with_ghost, joined | {frozenset((candidate, place.tile))},
                                     min_gap):
                if str(candidate) in why:
                    found.append(f"ghost at {place.tile} {place.end}: {why}")
            if not contains(box, marker):
                found.append(f"the ghost of {candidate} at {place.tile} {place.end} "
                             "misses its marker")
            why = joins_properly(place.tile, poses[place.tile], place.end, candidate, ghost, v,
                                 place.tile in shifted)
            if why:
                found.append(f"ghost: {why}")
            key = (place.tile, place.end)
            for other_key, other, other_box in ghost_boxes:
                if other_key != key and overlap(box, other_box):
                    found.append(f"the ghosts of {candidate} at {key} and {other} at "
                                 f"{other_key} overlap")
            ghost_boxes.append((key, candidate, box))
    return found


def table_and_scale(players: int, size: str
                    ) -> tuple[Table, Callable[[tuple[float, float, float, float]], float]]:
    """The table the window gives a layout at window ``size`` (a key of ``FLOORS``) and the
    window's pixels per unit for a reach: ``fit.table_for(players, view)`` and fit's scale
    (through :mod:`tools.bench.layout`)."""
    return table_for(players, size), lambda reach: pixels_per_unit(reach, players, size)


@dataclass
class RunReport:
    rounds: int = 0
    plays: int = 0
    """Plays laid out, at every window size together."""
    relayouts: int = 0
    plays_that_moved_tiles: int = 0
    beyond_table: int = 0
    """Plays whose layout had to outgrow its table."""
    rounds_beyond: dict[str, int] = field(default_factory=dict)
    """Per window size: the rounds with a play whose layout outgrew its table."""
    touching: int = 0
    """Plays after which unjoined tiles had to touch (no layout could keep them apart)."""
    roomless: int = 0
    """Plays after which some place had no room of its own (its ghost on another's)."""
    smallest: dict[str, float] = field(default_factory=dict)
    """Per window size: the smallest pixels per unit any play showed."""
    smallest_on_table: dict[str, float] = field(default_factory=dict)
    """The same over the plays whose layout kept to its table."""
    rounds_below: dict[str, int] = field(default_factory=dict)
    """Per window size: the rounds with a play shown below the issue's floor."""
    failures: list[str] = field(default_factory=list)


def random_rounds(rules: Rules, players: int, rounds: int, seed: int,
                  fresh_every: int = 10) -> RunReport:
    """Play random legal rounds, dealt the way the window deals them, checking the layout
    at every window size after every play (seeded: the same seed gives the same rounds)."""
    report = RunReport(smallest=dict.fromkeys(FLOORS, float("inf")),
                       smallest_on_table=dict.fromkeys(FLOORS, float("inf")),
                       rounds_beyond=dict.fromkeys(FLOORS, 0),
                       rounds_below=dict.fromkeys(FLOORS, 0))
    tables = {size: table_and_scale(players, size) for size in FLOORS}
    for number, round_, plays in played_rounds(rules, players, rounds, seed):
        layouts: dict[str, TableLayout | None] = dict.fromkeys(FLOORS)
        beyond = dict.fromkeys(FLOORS, False)
        least = dict.fromkeys(FLOORS, float("inf"))
        for action, value in plays:
            ghosts: dict[str, Pose | None] = dict.fromkeys(FLOORS)
            for size, layout in layouts.items():
                if layout is None:
                    continue
                if action.at is not None and action.end is not None:
                    assert value is not None
                    ghosts[size] = layout.ghost(action.at, action.end, action.tile, value)
                else:
                    ghosts[size] = layout.lead(action.tile)
            for size, (table, scale) in tables.items():
                layout = layouts[size] = layout_board(round_.board, layouts[size], table)
                report.plays += 1
                report.relayouts += layout.relayouts
                report.plays_that_moved_tiles += bool(layout.moved)
                report.beyond_table += layout.table != table
                beyond[size] = beyond[size] or layout.table != table
                report.touching += not layout.apart
                report.roomless += not layout.complete
                where = f"round {number} at {size} after {action}"
                if ghosts[size] is not None and ghosts[size] != layout.landing:
                    report.failures.append(f"{where}: landed off its ghost")
                if not layout.relayouts and layout.landing != layout.pose(action.tile):
                    report.failures.append(f"{where}: moved without a relayout")
                px = scale(layout.reach())
                report.smallest[size] = min(report.smallest[size], px)
                least[size] = min(least[size], px)
                if layout.table == table:
                    report.smallest_on_table[size] = min(report.smallest_on_table[size], px)
                for problem in problems(round_.board, layout):
                    report.failures.append(f"{where}: {problem}")
        for size, (table, _) in tables.items():
            report.rounds_beyond[size] += beyond[size]
            report.rounds_below[size] += least[size] < FLOORS[size]
            layout = layouts[size]
            if layout is not None and number % fresh_every == 0:
                fresh = layout_board(round_.board, table=table)
                if fresh.poses != layout.poses:
                    report.failures.append(f"round {number} at {size}: a fresh layout differs "
                                           "from the one built play by play")
        report.rounds += 1
    return report


def replay_round(rules: Rules, players: int, seed: int, number: int) -> tuple[Spinners,
                                                                             list[Move]]:
    """The plays of round ``number`` (from 0) of :func:`random_rounds` with ``seed``, and
    which doubles spin: the rounds before it are played by the engine alone."""
    moves: list[Move] = []
    spins = rules.spinners
    for _, round_, plays in played_rounds(rules, players, number + 1, seed):
        moves = [move for move, _ in plays]
        spins = round_.board.spinners
    return spins, moves


def no_layout_apart(board: Board, needs: dict[tuple[Tile, End], tuple[bool | None, ...]],
                    shift: bool = False) -> bool:
    """Is it proven that no layout of ``board`` keeps its tiles and ghosts apart with these
    ``needs``: searched to the end on no table, branches free to turn at once (and with
    ``shift``, doubles free to lie off their line's middle)?"""
    budget = layout_table._Budget(20_000)
    found, exhausted = layout_table._search(tuple(board.nodes()), needs, None, board.spinners,
                                            layout_table._POLICIES[0], budget, budget.left,
                                            True, True, shift=shift)
    return found is None and exhausted
