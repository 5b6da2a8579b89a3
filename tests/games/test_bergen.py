"""Bergen: matching ends score (a double header 2, a triple header 3), winning the round
one more; the worked example of the references' illustration played through the engine."""

from __future__ import annotations

import pytest

from dominoes_qt import wording
from dominoes_qt.ai import make_player
from dominoes_qt.ai.playout import points_after
from dominoes_qt.ai.skilled import assess
from dominoes_qt.engine import (
    End,
    EventKind,
    Match,
    Move,
    PlayParts,
    Reaching,
    RoundWonParts,
    Seating,
    Spinners,
    Tile,
)
from dominoes_qt.games import GAMES
from tests.games.helpers import play, start

BERGEN = GAMES["bergen"]


def test_the_game_facts():
    assert BERGEN.spinners is Spinners.NONE
    assert BERGEN.draws
    assert (BERGEN.target, BERGEN.reaching) == (15, Reaching.OR_PASSING)
    assert BERGEN.scores_by_ends
    assert BERGEN.scores_plays
    assert not BERGEN.scoring_sums  # no end sum scores by itself
    assert [BERGEN.hand_size_for(n) for n in (2, 3, 4)] == [6, 6, 5]
    assert BERGEN.seating(4).sides == ((0,), (1,), (2,), (3,))


def test_the_illustrated_round():
    # [6|6] leads (both ends six: 2); [6|2] and [6|4] go either side (2 and 4: nothing);
    # [4|2] on the four makes both ends two (a double header: 2); [2|2] on a two leaves
    # a double two against a two (a triple header: 3).
    match = start(BERGEN, ("6|6 6|4 2|2 0|1 0|3 1|3", "6|2 4|2 0|0 1|1 3|3 0|5"))
    assert [e.raw for e in play(match, "6|6")] == [2]
    assert play(match, "6|2 6|6 lineA") == []
    assert play(match, "6|4 6|6 lineB") == []
    events = play(match, "4|2 4|6 low")
    assert [(e.kind, e.seat, e.raw) for e in events] == [(EventKind.PLAY, 1, 2)]
    events = play(match, "2|2 2|6 low")
    assert [(e.kind, e.seat, e.raw) for e in events] == [(EventKind.PLAY, 0, 3)]
    assert match.scores == [5, 2]
    parts = events[0].parts
    assert isinstance(parts, PlayParts)
    assert wording.play_sum(BERGEN, parts) in ("2|2 · 2: +3", "2 · 2|2: +3")


def test_ends_that_differ_score_nothing():
    match = start(BERGEN, ("6|5 0|1 0|2 0|3 0|4 1|2", "5|4 1|3 1|4 2|3 2|4 3|4"))
    assert play(match, "6|5") == []
    assert play(match, "5|4 5|6 low") == []


def test_going_out_wins_the_round_for_one_point():
    (event,) = BERGEN.settle_domino_pips(Seating(3, teams=False), [0, 20, 3], 0,
                                         PlayParts((), 7, 0))
    assert (event.kind, event.seat, event.raw) == (EventKind.DOMINO, 0, 1)
    assert event.parts == RoundWonParts(False, 0, 1)


def test_a_block_goes_to_the_lightest_hand_for_one_point():
    hands = [[Tile(4, 6)], [Tile(1, 3)], [Tile(6, 6)]]
    (event,) = BERGEN.settle_block(Seating(3), hands, 0)
    assert (event.kind, event.seat, event.raw) == (EventKind.BLOCK, 1, 1)
    assert event.parts == RoundWonParts(True, 4, 1)
    tied = [[Tile(1, 3)], [Tile(0, 4)], [Tile(6, 6)]]
    assert BERGEN.settle_block(Seating(3), tied, 0) == []


def test_the_first_to_fifteen_wins_at_once():
    match = start(BERGEN, ("6|6 6|4 2|2 0|1 0|3 1|3", "6|2 4|2 0|0 1|1 3|3 0|5"),
                  scores=[13, 0])
    events = play(match, "6|6")
    assert events[0].wins
    assert match.winner == 0


def test_the_words_of_a_settlement():
    assert wording.parts_text(wording.ENGLISH, RoundWonParts(True, 4, 1), BERGEN) == \
        "blocked, lightest hand 4: round won (+1)"
    assert wording.parts_text(wording.ENGLISH, RoundWonParts(False, 0, 1), BERGEN) == \
        "domino: round won (+1)"


def test_a_whole_match_ends():
    import random
    match = Match(BERGEN, 3, rng=random.Random(4))
    rng = random.Random(5)
    while match.winner is None and len(match.rounds) < 200:
        round_ = match.deal_round()
        while round_.end is None and match.winner is None:
            match.apply(rng.choice(match.legal_actions()))
    assert match.winner is not None


@pytest.mark.parametrize("level", ["casual", "skilled", "expert", "master"])
def test_the_computer_takes_the_triple_header(level):
    # Ends 2 and 2: [2|2] makes a triple header (3), [2|5] nothing.
    match = start(BERGEN, ("6|6 6|4 2|2 2|5 0|3 1|3", "6|2 4|2 0|0 1|1 3|3 0|5"))
    play(match, "6|6", "6|2 6|6 lineA", "6|4 6|6 lineB", "4|2 4|6 low")
    view = match.view_for(0)
    assert {m.tile for m in match.legal_actions() if isinstance(m, Move)} == \
        {Tile(2, 2), Tile(2, 5)}
    chosen = make_player(level, 3).choose(view)
    assert isinstance(chosen, Move)
    assert chosen.tile == Tile(2, 2)


def test_the_master_searches_a_game_scoring_ends_as_the_expert_does():
    match = start(BERGEN, ("6|6 6|4 2|2 2|5 0|3 1|3", "6|2 4|2 0|0 1|1 3|3 0|5"))
    play(match, "6|6", "6|2 6|6 lineA")
    view = match.view_for(0)
    assert make_player("master", 11).choose(view) == make_player("expert", 11).choose(view)


def test_the_skilled_judgement_counts_the_headers():
    match = start(BERGEN, ("6|6 6|4 2|2 2|5 0|3 1|3", "6|2 4|2 0|0 1|1 3|3 0|5"))
    play(match, "6|6", "6|2 6|6 lineA", "6|4 6|6 lineB", "4|2 4|6 low")
    judged = {(a.move.tile, a.points) for a in assess(match.view_for(0))}
    assert judged == {(Tile(2, 2), 3), (Tile(2, 5), 0)}
    round_ = match.current
    assert round_ is not None
    assert points_after(BERGEN, round_.board, Move(Tile(2, 2), Tile(2, 4), End.LOW)) == 3
