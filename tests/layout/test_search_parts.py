"""The layout's quick parts agree with slow, obvious ones: the strip of room ahead of a line,
and the choice of every ghost together."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from dominoes_qt.engine import Board, End, Spinners, tile
from dominoes_qt.layout import Table
from dominoes_qt.layout import table as layout_table
from dominoes_qt.layout.table import _Anchor, _assign, _Key, _Kind, _Rect, _Spot, _State

Box = tuple[int, int, int, int]

boxes = st.lists(st.tuples(st.integers(-20, 20), st.integers(-14, 14), st.integers(1, 4),
                           st.integers(1, 4)), max_size=12)
anchors = st.builds(_Anchor, st.integers(-24, 24), st.integers(-18, 18), st.integers(0, 3))


def strip_room(state: _State, a: _Anchor, wanted: int) -> int:
    """Cell by cell: how many half-unit steps straight ahead of ``a`` the four cells across
    are all free, inside the bounds and inside the table laid around the lead less its
    margin."""
    home = state.table.rect() if state.table is not None else None
    for step in range(wanted):
        for across in range(-2, 2):
            if a.d == 0:
                x, y = a.x + step, a.y + across
            elif a.d == 2:
                x, y = a.x - step - 1, a.y + across
            elif a.d == 1:
                x, y = a.x + across, a.y + step
            else:
                x, y = a.x + across, a.y - step - 1
            taken = state.rows.get(y, 0) >> (x + layout_table._OFFSET) & 1
            limits = [r for r in (state.bounds, home and (
                home[0] + layout_table._HOME_MARGIN, home[1] + layout_table._HOME_MARGIN,
                home[2] - layout_table._HOME_MARGIN, home[3] - layout_table._HOME_MARGIN))
                if r is not None]
            outside = any(not (r[0] <= x < r[2] and r[1] <= y < r[3]) for r in limits)
            if taken or outside:
                return step
    return wanted


@settings(max_examples=300, deadline=None)
@given(boxes, anchors, st.integers(0, 20), st.sampled_from([Table(26, 19), Table(12, 20),
                                                            None]))
def test_the_room_ahead_counts_what_a_cell_by_cell_walk_counts(
        taken: list[Box], a: _Anchor, wanted: int, table: Table | None) -> None:
    state = _State(Board(Spinners.EVERY_DOUBLE), table)
    for x, y, w, h in taken:
        rect = (x, y, x + w, y + h)
        state._toggle(rect)
        state.extent = layout_table._union(state.extent, rect)
    state._set_bounds()
    assert state._room(a, wanted) == strip_room(state, a, wanted)


def spot(box: Box) -> _Spot:
    return _Spot(box, 0, 0, 0, ())


def fits(chosen: dict[_Key, dict[_Kind, _Spot]], table: Table | None,
         extent: _Rect | None) -> bool:
    """Ghosts of different places apart, and all of them with the tiles within the table."""
    picks = [(key, s.box) for key, by_kind in chosen.items() for s in by_kind.values()]
    if any(k1 != k2 and layout_table._overlap(b1, b2)
           for (k1, b1), (k2, b2) in itertools.combinations(picks, 2)):
        return False
    if table is None:
        return True
    around = extent
    for _, box in picks:
        around = layout_table._union(around, box)
    assert around is not None
    return around[2] - around[0] <= 2 * table.width and around[3] - around[1] <= 2 * table.height


rects = st.tuples(st.integers(-8, 8), st.integers(-8, 8), st.integers(1, 4),
                  st.integers(1, 4)).map(lambda r: (r[0], r[1], r[0] + r[2], r[1] + r[3]))
places = st.lists(st.tuples(st.lists(rects, min_size=1, max_size=3),
                            st.lists(rects, max_size=3)), min_size=1, max_size=5)


@settings(max_examples=300, deadline=None)
@given(places, st.sampled_from([None, Table(6, 5), Table(9, 9)]))
def test_every_ghost_together_is_found_whenever_one_exists(
        given_places: list[tuple[list[Box], list[Box]]], table: Table | None) -> None:
    keys = [(tile(n, 6), End.HIGH) for n in range(len(given_places))]
    ranked: dict[_Key, dict[_Kind, list[_Spot]]] = {
        key: {kind: [spot(b) for b in boxes_] for kind, boxes_ in
              ((False, singles), (True, doubles)) if boxes_}
              for key, (singles, doubles) in zip(keys, given_places, strict=True)}
    extent = (0, 0, 2, 2)
    found = _assign(ranked, table, extent, set())
    # Every combination, the slow way.
    items = [(key, kind) for key, by_kind in ranked.items() for kind in by_kind]
    any_fits = any(
        fits(choice, table, extent) for choice in (
            {key: {kind: s for (k, kind), s in zip(items, combo, strict=True) if k == key}
             for key in ranked}
            for combo in itertools.product(*(ranked[k][kind] for k, kind in items))))
    assert (found is not None) == any_fits
    if found is not None:
        assert fits(found, table, extent)
        assert all(found[key][kind] in ranked[key][kind] for key, kind in items)
