"""What :meth:`Match.apply` hands back: one value saying everything the action did."""

from __future__ import annotations

from dominoes_qt.engine import DRAW, PASS, Applied, EventKind, Rejection, RoundEnd, parse_tile
from dominoes_qt.games import FIVE_UP
from tests.engine.helpers import current, move, play, start
from tests.engine.test_scenarios import PASS_BONEYARD, PASS_DEAL, PASS_PLAYS


def test_a_draw_names_the_tile_drawn_and_no_parts() -> None:
    match = start(FIVE_UP, ["6|6 3|4 4|4 3|5 5|5", "0|1 0|2 1|2 0|3 1|3"],
                  boneyard_front="0|4 1|4 2|6")
    play(match, "6|6")
    result = match.apply(DRAW)
    assert result == Applied(1, DRAW, None, parse_tile("0|4"), (), None, None)


def test_a_play_carries_the_parts_the_round_built() -> None:
    match = start(FIVE_UP, ["5|5 3|4 4|4 3|5 1|6", "0|1 0|2 1|2 0|3 1|3"])
    result = match.apply(move("5|5"))
    assert result.parts is not None
    assert result.parts == current(match).last_parts
    assert (result.parts.end_sum, result.parts.points) == (10, 10)
    assert [c.value for c in result.parts.contributions] == [10]
    (event,) = result.events
    assert event.kind is EventKind.PLAY
    assert event.accepted
    assert event.rejection is None


def test_a_refused_event_says_why_and_the_round_end_is_reported() -> None:
    match = start(FIVE_UP, ["5|5 3|4 4|4 3|5 1|6", "0|1 0|2 1|2 0|3 1|3"], scores=[300, 0])
    (event,) = match.apply(move("5|5")).events
    assert not event.accepted
    assert event.rejection is Rejection.OVER_TARGET
    match = start(FIVE_UP, PASS_DEAL, starter=1, boneyard_front=PASS_BONEYARD)
    play(match, *PASS_PLAYS[:9])
    while match.legal_actions() == [DRAW]:
        match.apply(DRAW)
    assert match.apply(PASS).round_end is None
    play(match, *PASS_PLAYS[9:-1])
    match.apply_forced()
    last = match.apply(move(PASS_PLAYS[-1]))
    assert last.round_end is RoundEnd.DOMINO
    assert [e.kind for e in last.events] == [EventKind.DOMINO]
