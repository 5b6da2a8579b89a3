"""The one voice for events and refusals, in plain English (the command line's renderer)."""

from __future__ import annotations

import functools

from dominoes_qt.engine import Move, Need, Refusal, tile
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.wording import (
    ENGLISH,
    Who,
    drew,
    event_line,
    event_news,
    not_allowed,
    played,
    why_not,
)
from tests.engine.helpers import current, start


def test_grammar_follows_person_and_number() -> None:
    assert played(ENGLISH, Who.seat("You"), tile(1, 4), "5: +1") == "You play [1|4]: 5: +1"
    assert played(ENGLISH, Who.seat("Olena"), tile(1, 4), "5") == "Olena plays [1|4]: 5"
    assert drew(ENGLISH, Who.seat("Olena"), None) == "Olena draws from the boneyard."
    assert drew(ENGLISH, Who.seat("You"), None) == "You draw from the boneyard."
    assert drew(ENGLISH, Who.seat("Olena"), tile(0, 0)) == "You drew [0|0]."
    pair = Who.side(["Olena", "Marta"])
    assert pair.name == "Olena & Marta"
    match = start(SEVEN_ROCKS, ["6|6 5|5 4|4 3|3 2|2 1|1 0|0", "0|1 0|2 0|3 0|4 0|5 0|6 1|2",
                                "1|3 1|4 1|5 1|6 2|3 2|4 2|5", "2|6 3|4 3|5 3|6 4|5 4|6 5|6"],
                  scores=[240, 0])
    (event,) = match.apply(Move(tile(5, 5))).events
    assert event.wins
    assert event_news(ENGLISH, event, SEVEN_ROCKS, pair) == "Olena & Marta +10 and win the match!"
    assert event_news(ENGLISH, event, SEVEN_ROCKS, Who.seat("Olena")) == \
        "Olena +10 and wins the match!"
    assert event_news(ENGLISH, event, SEVEN_ROCKS, Who.seat("You")) == \
        "You +10 and win the match!"
    assert event_line(ENGLISH, event, SEVEN_ROCKS) == "ends 10: +10 (wins the match)"


def test_refusals_are_worded_from_the_engines_values() -> None:
    assert not_allowed(ENGLISH, Refusal.WRONG_SEAT) == "Not allowed: It is not your turn."
    match = start(FIVE_UP, ["6|6 3|4 4|4 3|5 5|5", "0|1 0|2 1|2 0|3 1|3"])
    match.apply(Move(tile(6, 6)))
    round_ = current(match)
    assert round_.need() is Need.DRAW
    seen = functools.partial(why_not, forced=round_.forced, need=round_.need(),
                             draws=round_.rules.draws, open_values=round_.board.open_values())
    assert seen(ENGLISH, tile(0, 1)) == "[0|1] fits no open end: draw from the boneyard."
    assert seen(ENGLISH, tile(0, 1), Refusal.WRONG_SEAT) == \
        "[0|1] can not be played: It is not your turn."


def test_leads_and_wins_agree_with_their_subject() -> None:
    from dominoes_qt.wording import leads, wins_match, wins_round

    assert leads(ENGLISH, Who.seat("You"), 2) == "Round 2: You lead."
    assert leads(ENGLISH, Who.seat("Taras"), 2) == "Round 2: Taras leads."
    assert wins_round(ENGLISH, Who.side(["Olena", "Marta"])) == \
        "Lowest hand: Olena & Marta win the round."
    assert wins_match(ENGLISH, Who.side(["Olena"]), "Seven Rocks") == \
        "Olena wins the match of Seven Rocks!"
    assert wins_match(ENGLISH, Who.side(["You"]), "Seven Rocks") == \
        "You win the match of Seven Rocks!"
