"""Five to eight seats (the train games): every other seat's name plate in a row along the
top, none meeting another or the board, all in the view."""

from __future__ import annotations

import pytest

from dominoes_qt.layout.fit import VIEWS, Box, geometry, spots_for


@pytest.mark.parametrize("players", range(5, 9))
@pytest.mark.parametrize("view", ["1280x800", "1024x640", "1920x1080"])
def test_row_plates_keep_apart_and_in_view(players: int, view: str) -> None:
    g = geometry(players, VIEWS[view])
    spots = spots_for(players)
    assert len(spots) == players
    assert spots[0] == "bottom"
    whole = Box(0, 0, *g.view)
    plates = [g.seats[s].badge for s in spots]
    for i, plate in enumerate(plates):
        assert whole.contains(plate)
        assert not plate.overlaps(g.board)
        assert plate.width >= 80
        for other in plates[:i]:
            assert not plate.overlaps(other)
    # The row reads left to right in seat order.
    lefts = [g.seats[s].badge.left for s in spots[1:]]
    assert lefts == sorted(lefts)
    # No side columns: the board takes the whole width.
    assert g.board.width >= g.view[0] - 2 * 12
