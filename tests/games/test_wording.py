"""The new settlements are worded from their parts, and a lead the rules name is never
announced as a lot's."""

from __future__ import annotations

import random

from dominoes_qt.engine import Match, PlayParts, Rules, ScoreEvent, Seating, Tile
from dominoes_qt.engine.events import ProposedEvent
from dominoes_qt.games import GAMES
from dominoes_qt.wording import ENGLISH, event_line


def judged(rules: Rules, proposed: ProposedEvent, before: int = 0) -> ScoreEvent:
    accepted, wins = rules.judge(before, proposed)
    return ScoreEvent(1, proposed.kind, proposed.seat, proposed.side, proposed.raw, accepted,
                      None, before, before + proposed.raw if accepted else before, wins,
                      proposed.parts)


def test_going_out_in_fives_and_threes_reads_last_tile_and_bonus():
    rules = GAMES["fives-and-threes"]
    (event,) = rules.settle_domino_pips(Seating(2), [0, 9], 0, PlayParts((), 9, 3))
    assert event_line(ENGLISH, judged(rules, event), rules) == (
        "domino: last tile 9 (+3), going out (+1): +4")
    (event,) = rules.settle_domino_pips(Seating(2), [0, 9], 0, PlayParts((), 7, 0))
    assert event_line(ENGLISH, judged(rules, event), rules) == "domino: going out (+1): +1"


def test_a_round_winner_reads_the_opponents_hands():
    rules = GAMES["block-game"]
    (event,) = rules.settle_domino_pips(Seating(2), [0, 17], 0, PlayParts((), 7, 0))
    assert event_line(ENGLISH, judged(rules, event), rules) == "domino: opponents 17: +17"
    hands = [[Tile(4, 6)], [Tile(1, 3)], [Tile(6, 6), Tile(1, 2)]]  # 10, 4 and 15 pips
    (event,) = rules.settle_block(Seating(3), hands, 0)
    assert event_line(ENGLISH, judged(rules, event), rules) == (
        "blocked, lightest hand 4: opponents 15 + 10 = 25, less 4: +21")


def test_only_rounds_the_rules_leave_open_are_led_by_lot():
    for variant, expect_lots in (("block-game", False), ("fives-and-threes", False),
                                 ("draw-game", None), ("all-fives-100", None)):
        rules = GAMES[variant]
        rng = random.Random(4)
        match = Match(rules, 3, rng=random.Random(9))
        while not match.is_over and len(match.rounds) < 8:
            match.deal_round()
            while match.current is not None and match.current.end is None \
                    and not match.is_over:
                match.apply(rng.choice(match.legal_actions()))
        by_lot = [match.led_by_lot(n) for n in range(1, len(match.rounds) + 1)]
        assert by_lot[0]
        assert len(match.lots) == sum(by_lot)
        if expect_lots is False:
            assert not any(by_lot[1:])
