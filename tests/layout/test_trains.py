"""The train table's layout: tiles never overlap, joined tiles touch, ghosts are free and
exactly where the tile lands, lanes keep apart, and a train's tiles stay put as it grows."""

from __future__ import annotations

import random

import pytest

from dominoes_qt.layout.table import GAP, Pose, Table
from dominoes_qt.layout.trains import HUB, Box, Link, TrainLayout, layout_trains

TABLES = (Table(29, 19), Table(28, 18), Table(20, 12))


def random_train(rng: random.Random, start: int, length: int, high: int = 12) -> list[Link]:
    """A train as play makes them: each tile joins the open number before it; a double is
    always followed by a non-double of its number."""
    links: list[Link] = []
    end = start
    for _ in range(length):
        if (links and links[-1].double) or rng.random() < 0.75:
            other = rng.choice([n for n in range(high + 1) if n != end])
        else:
            other = end
        links.append(Link(end, other))
        end = other
    return links


def random_table(rng: random.Random, trains: int, most: int) -> list[list[Link]]:
    return [random_train(rng, 12, rng.randrange(most + 1)) for _ in range(trains)]


def _gap(p: Box, q: Box) -> float:
    return max(q[0] - p[2], p[0] - q[2], q[1] - p[3], p[1] - q[3])


def _touching_end(a: Pose, b: Pose) -> bool:
    return abs(_gap(a.box(), b.box())) < 1e-9


def _joined(ti: int, ki: int, tj: int, kj: int) -> bool:
    """Consecutive tiles of a train, or the station and a train's first tile."""
    return (ti == tj and abs(ki - kj) == 1) or (-1 in (ti, tj) and (ki if ti != -1 else kj) == 0)


def check(layout: TrainLayout, trains: list[list[Link]]) -> None:
    boxes = layout.tile_boxes()
    for i, (ti, ki, p) in enumerate(boxes):
        for tj, kj, q in boxes[:i]:
            assert _gap(p, q) >= -1e-9, f"tiles overlap: {ti}/{ki} and {tj}/{kj}"
            if not _joined(ti, ki, tj, kj):
                assert _gap(p, q) >= GAP - 1e-9, f"tiles close: {ti}/{ki} and {tj}/{kj}"
    for i, place in enumerate(layout.trains):
        assert len(place.poses) == len(trains[i])
        for k, (pose, link) in enumerate(zip(place.poses, trains[i], strict=True)):
            assert (pose.first, pose.second) == (link.joined, link.open)
            # Only a double lies across its row (one may stand as a corner, or lie in line
            # where across would bring it against another).
            assert link.double or not pose.crosswise
            box = pose.box()
            lane = place.lane
            assert lane[0] - 1e-9 <= box[0]
            assert box[2] <= lane[2] + 1e-9
            assert lane[1] - 1e-9 <= box[1]
            assert box[3] <= lane[3] + 1e-9
            if k:
                assert _touching_end(place.poses[k - 1], pose), f"train {i} tile {k} loose"
        for double in (False, True):
            ghost = layout.ghost(i, 5, 5 if double else 7)
            g = ghost.box()
            for tj, kj, q in boxes:
                last = tj == i and kj == len(place.poses) - 1
                first = not place.poses and tj == -1
                assert _gap(g, q) >= (-1e-9 if last or first else GAP - 1e-9)
            assert place.lane[1] - 1e-9 <= g[1]
            assert g[3] <= place.lane[3] + 1e-9
            if place.poses:
                assert _touching_end(place.poses[-1], ghost)
        label = place.label
        for _, _, q in boxes:
            assert _gap(label, q) >= -1e-9
        assert abs(min(abs(label[0]), abs(label[2])) - (HUB + 0.4)) < 1e-9
    lanes = [p.lane for p in layout.trains]
    for i, p in enumerate(lanes):
        for q in lanes[:i]:
            assert _gap(p, q) > 0, "lanes overlap"


@pytest.mark.parametrize("players", range(2, 9))
def test_random_tables_keep_their_promises(players: int) -> None:
    rng = random.Random(players)
    for _ in range(30):
        table = rng.choice(TABLES)
        trains = random_table(rng, players + 1, 18)
        check(layout_trains(12, trains, table), trains)


def test_a_tile_lands_on_its_ghost_and_earlier_tiles_stay() -> None:
    """Played one tile at a time, every tile lands where its ghost was, relative to its
    lane's start, and the tiles before it in every lane keep their places in the lane."""
    rng = random.Random(7)
    for _ in range(12):
        final = random_table(rng, 9, 16)
        trains: list[list[Link]] = [[] for _ in final]
        layout = layout_trains(12, trains, Table(29, 19))
        order = [i for i, t in enumerate(final) for _ in t]
        rng.shuffle(order)
        for i in order:
            link = final[i][len(trains[i])]
            ghost = layout.ghost(i, link.joined, link.open)
            shift = layout.trains[i].start
            trains[i].append(link)
            fresh = layout_trains(12, trains, Table(29, 19), layout)
            check(fresh, trains)
            if fresh.row_length != layout.row_length:
                layout = fresh
                continue
            moved = fresh.trains[i].start
            landed = fresh.trains[i].poses[-1]
            assert (landed.x - moved[0], landed.y - moved[1]) == pytest.approx(
                (ghost.x - shift[0], ghost.y - shift[1]))
            for j, place in enumerate(fresh.trains):
                dy = place.start[1] - layout.trains[j].start[1]
                for old, new in zip(layout.trains[j].poses, place.poses, strict=False):
                    assert (new.x, new.y - dy) == pytest.approx((old.x, old.y))
            layout = fresh


def test_lanes_turn_before_the_table_edge() -> None:
    """A train longer than a row snakes back (no tile beyond the table's half-width while
    the lanes fit), and a long row is chosen only when the stacks outgrow the table."""
    links = random_train(random.Random(3), 12, 14)
    layout = layout_trains(12, [links, [], []], Table(29, 19))
    assert layout.trains[0].rows >= 3
    left, _, right, _ = layout.reach()
    assert right - left <= 29
    assert {p.angle for p in layout.trains[0].poses} >= {0, 90, 180}


def test_a_double_that_would_meet_another_across_lies_in_line() -> None:
    """Rows' middles are two units apart, so two doubles across neighbouring rows, one over
    the other, would touch: the later one lies in line; clear of it, it lies across."""
    # Row 0: 12|1, 1|2, the double 2|2 across, 2|3, then 3|4 turns; row 1 comes back under
    # it: 4|5 under the corner's foot, 5|6, and a double next would lie under 2|2.
    train = [Link(12, 1), Link(1, 2), Link(2, 2), Link(2, 3), Link(3, 4), Link(4, 5),
             Link(5, 6)]
    layout = layout_trains(12, [train, [], []], Table(29, 19))
    poses = layout.trains[0].poses
    assert poses[2].crosswise
    assert poses[4].angle == 90
    assert poses[5].y == poses[6].y > poses[2].y
    under = layout.ghost(0, 6, 6)
    assert not under.crosswise
    assert _gap(under.box(), poses[2].box()) >= GAP
    # One tile further on, a double is clear of 2|2 and lies across.
    train.append(Link(6, 7))
    clear = layout_trains(12, [train, [], []], Table(29, 19)).ghost(0, 7, 7)
    assert clear.crosswise


def test_the_first_trains_go_right_the_rest_left() -> None:
    layout = layout_trains(12, [[] for _ in range(9)], Table(29, 19))
    assert [p.side for p in layout.trains] == [1] * 5 + [-1] * 4
    assert layout.station is not None
    assert layout.station.first == 12
