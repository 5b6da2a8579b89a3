"""Rulesets as values: each game's options, the presets, hostile option sets, and random
option sets of every game played through whole matches and their records."""

from __future__ import annotations

import hashlib
import json
import pickle
import random
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominoes_qt.ai import make_player
from dominoes_qt.ai.rollout import Rollout, place_codes
from dominoes_qt.engine import (
    Match,
    Move,
    Need,
    OutParts,
    PlayParts,
    RoundEnd,
    Rules,
    Seating,
    Tile,
)
from dominoes_qt.engine.fairdeal import fair_deal
from dominoes_qt.engine.options import Option, OptionError
from dominoes_qt.engine.record import RecordError, record_of, summary
from dominoes_qt.engine.rules import OFFERED_SETS
from dominoes_qt.engine.tiles import SETS
from dominoes_qt.engine.verify import Verdict, check_rounds
from dominoes_qt.games import GAMES, game_classes, rules_of
from dominoes_qt.games.records import load, parse_record
from dominoes_qt.layout.table import layout_board

PLAYERS = [{"name": f"P{seat}", "kind": "human"} for seat in range(4)]


def play_out(rules: Rules, players: int, seed: int) -> Match:
    """A whole match of random legal actions."""
    rng = random.Random(seed)
    match = Match(rules, players, rng=random.Random(seed))
    while not match.is_over:
        if match.needs_deal:
            match.deal_round()
            continue
        actions = match.legal_actions()
        match.apply(actions[rng.randrange(len(actions))])
    return match


@pytest.mark.parametrize("variant", list(GAMES))
def test_every_preset_is_its_game_with_the_presets_options(variant: str) -> None:
    preset = GAMES[variant]
    built = rules_of(preset.ruleset.game, preset.ruleset.as_dict())
    assert built is preset
    assert not preset.house_rules
    assert rules_of(preset.ruleset.game, json.loads(json.dumps(preset.ruleset.as_dict()))) \
        is preset


def test_the_presets_keep_todays_facts() -> None:
    assert [(r.variant, r.target, r.spinners.value, r.draws, dict(r.hand_sizes))
            for r in GAMES.values() if r.ruleset.game == "all-fives"] == [
        ("all-fives-100", 100, "first-double", True, {2: 7, 3: 5, 4: 5}),
        ("all-fives-200", 200, "first-double", True, {2: 7, 3: 5, 4: 5}),
        ("all-fives-250", 250, "first-double", True, {2: 7, 3: 5, 4: 5}),
    ]
    assert GAMES["five-up-61"].target == 305
    assert GAMES["five-up-61"].ruleset["target"] == 61
    assert GAMES["block-game"].leader.value == "in-turn"
    assert GAMES["draw-game"].leader.value == "winner"


def test_a_house_ruleset_is_named_by_what_differs_and_is_one_object() -> None:
    rules = rules_of("all-fives", {"target": 150, "leader": "lot"})
    assert rules.variant == "all-fives+target=150+leader=lot"
    assert rules.house_rules
    assert rules_of("all-fives", {"leader": "lot", "target": 150}) is rules
    assert rules_of("all-fives", {"target": 200}) is GAMES["all-fives-200"]
    again = pickle.loads(pickle.dumps(rules))
    assert again.ruleset == rules.ruleset
    assert again.variant == rules.variant


@pytest.mark.parametrize(("game", "options", "named", "words"), [
    ("all-fives", {"target": 0}, "target", "from 1 to"),
    ("all-fives", {"target": 1.0}, "target", "whole number"),
    ("all-fives", {"target": True}, "target", "whole number"),
    ("all-fives", {"target": "100"}, "target", "whole number"),
    ("all-fives", {"draws": 1}, "draws", "true or false"),
    ("all-fives", {"spinners": "all"}, "spinners", "one of"),
    ("all-fives", {"colour": "red"}, "colour", "no such option"),
    ("all-fives", {"hand-2": 10_000}, "hand-2", "from 1 to"),
    ("all-fives", {"hand-4": 8}, "hand-4", "4 hands of 8 tiles need 32"),
    ("block-game", {"set": 9, "hand-4": 14}, "hand-4", "the double-nine set has 55"),
    ("all-fives", {"set": 7}, "set", "one of 6, 9, 12"),
    ("seven-rocks", {"hand-2": 7}, "hand-2", "no such option"),
    ("fives-and-threes", {"draws": True}, "side-goes-out", "without a boneyard"),
    ("fives-and-threes", {"out-bonus": -1}, "out-bonus", "from 0 to"),
    ("block-game", {"round-limit": 10_000}, "round-limit", "from 1 to"),
    ("all-fives", [("target", 100)], "options", "object"),
    ("mexican-train", {}, "game", "no game is called"),
    (7, {}, "game", "no game is called"),
])
def test_an_impossible_option_set_is_refused_naming_the_option(
        game: Any, options: Any, named: str, words: str) -> None:
    with pytest.raises(OptionError) as caught:
        rules_of(game, options)
    assert caught.value.key == named
    assert f'"{named}"' in str(caught.value)
    assert words in str(caught.value)


def test_a_house_record_is_version_3_and_replays_to_the_same_json() -> None:
    rules = rules_of("draw-game", {"partners": False, "target": 60, "hand-4": 6})
    match = play_out(rules, 4, 5)
    assert match.seating.num_sides == 4
    text = record_of(match, PLAYERS).dumps()
    doc = json.loads(text)
    assert doc["version"] == 3
    assert doc["ruleset"] == {"game": "draw-game", "options": rules.ruleset.as_dict()}
    record, again = load(text)
    assert record.rules is rules
    assert summary(again) == summary(match)
    assert record.dumps() == text


def test_a_preset_record_is_still_written_as_version_2() -> None:
    match = play_out(GAMES["muggins-200"], 2, 1)
    doc = json.loads(record_of(match, PLAYERS[:2]).dumps())
    assert doc["version"] == 2
    assert "ruleset" not in doc


def _house_doc() -> dict[str, Any]:
    rules = rules_of("muggins", {"target": 50})
    doc: dict[str, Any] = json.loads(record_of(play_out(rules, 2, 3), PLAYERS[:2]).dumps())
    return doc


@pytest.mark.parametrize(("ruleset", "words"), [
    ({"game": "muggins", "options": {"target": 0}}, 'option "target"'),
    ({"game": "muggins", "options": {"hand-2": 15}}, 'option "hand-2"'),
    ({"game": "muggins", "options": {"players": 10_000}}, 'option "players"'),
    ({"game": "muggins", "options": []}, 'option "options"'),
    ({"game": "muggins", "rules": {}}, "unknown key 'rules'"),
    ({"game": 5}, 'option "game"'),
    ([], "must be an object"),
])
def test_a_hostile_ruleset_in_a_record_is_refused_naming_the_option(
        ruleset: object, words: str) -> None:
    doc = _house_doc()
    doc["ruleset"] = ruleset
    with pytest.raises(RecordError) as caught:
        parse_record(json.dumps(doc))
    assert words in str(caught.value)


def test_a_version_2_reader_keeps_a_ruleset_key_as_an_extra() -> None:
    doc = _house_doc()
    doc.update(version=2, variant="muggins-100")
    record = parse_record(json.dumps(doc))
    assert record.rules is GAMES["muggins-100"]
    assert record.extra["ruleset"] == doc["ruleset"]


def option_values(option: Option) -> st.SearchStrategy[object]:
    if option.kind == "bool":
        return st.booleans()
    if option.choices:
        return st.sampled_from(option.choices)
    assert option.low is not None
    assert option.high is not None
    if option.key == "target":
        return st.integers(option.low, 120)
    if option.key == "round-limit":
        return st.integers(option.low, 6)
    return st.integers(option.low, option.high)


@st.composite
def rulesets(draw: st.DrawFn) -> tuple[Rules, int]:
    """A playable ruleset of any game, and a player count."""
    cls = draw(st.sampled_from(list(game_classes().values())))
    options: dict[str, object] = {}
    whole = len(SETS[draw(st.sampled_from(OFFERED_SETS))])
    for option in cls.declared_options():
        if option.key == "set":
            options["set"] = next(k for k, tiles in SETS.items() if len(tiles) == whole)
        elif option.key.startswith("hand-"):
            players = int(option.key[5:])
            # A game's own hand may not fit a smaller set (ten each from double-nine).
            fits = int(option.default) * players <= whole
            if draw(st.booleans()) or not fits:
                options[option.key] = draw(st.integers(1, whole // players))
        elif draw(st.booleans()):
            options[option.key] = draw(option_values(option))
    if options.get("draws", cls.draws):
        # Partners going out together needs a game without a boneyard (refused, as
        # asserted elsewhere).
        options["side-goes-out"] = False
    rules = rules_of(cls.game_key(), {k: v for k, v in options.items()
                                      if any(o.key == k for o in cls.declared_options())})
    return rules, draw(st.sampled_from(rules.player_counts))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rulesets(), st.integers(0, 2**16))
def test_random_rulesets_play_whole_matches_and_their_records_replay(
        chosen: tuple[Rules, int], seed: int) -> None:
    rules, players = chosen
    match = play_out(rules, players, seed)
    assert match.is_over
    assert len(match.scores) == match.seating.num_sides
    text = record_of(match, PLAYERS[:players]).dumps()
    record, again = load(text)
    assert record.rules.ruleset == rules.ruleset
    assert summary(again) == summary(match)
    assert json.loads(text)["version"] == (3 if rules.house_rules else 2)


@pytest.mark.parametrize(("game", "options", "players"), [
    ("draw-game", {"set": 9, "hand-4": 10, "draws": False}, 4),
    ("all-fives", {"set": 12, "hand-2": 15}, 2),
    ("five-up-61", {"set": 9}, 3),
    ("seven-rocks", {"set": 12, "hand-4": 22}, 4),
])
def test_bigger_sets_deal_their_whole_set_and_their_records_verify(
        game: str, options: dict[str, object], players: int) -> None:
    rules = rules_of(game, options)
    match = play_out(rules, players, 11)
    for round_ in match.rounds:
        dealt = [t for hand in round_.dealt for t in hand] + list(round_.deck)
        assert sorted(dealt) == sorted(rules.tiles)
    text = record_of(match, PLAYERS[:players]).dumps()
    record, again = load(text)
    assert summary(again) == summary(match)
    assert {c.verdict for c in check_rounds(record, again)} == {Verdict.MATCH}


def test_a_tile_beyond_the_games_set_is_refused_by_the_record() -> None:
    rules = rules_of("draw-game", {"set": 9})
    doc = json.loads(record_of(play_out(rules, 2, 2), PLAYERS[:2]).dumps())
    assert any("9" in t for hand in doc["rounds"][0]["hands"] for t in hand)
    doc["rounds"][0]["hands"][0][0] = "10|12"
    with pytest.raises(RecordError, match=re.escape("no tile 10|12 in a double-nine set")):
        parse_record(json.dumps(doc))


@pytest.mark.parametrize(("highest", "players"), [(9, 4), (12, 2)])
def test_a_bigger_set_is_dealt_by_the_documented_procedure(highest: int, players: int) -> None:
    # docs/RECORD-v3.md and v2's "Dealing from a seed", written again from the text: the
    # set's tiles in set order, Fisher-Yates from the last place down.
    rules = rules_of("draw-game", {"set": highest})
    for n in range(5):
        seed = hashlib.sha256(f"big {n}".encode()).digest()
        prefix = b"\x00".join([b"dominoes-qt/stream", rules.variant.encode(),
                               str(players).encode(), b"deal", seed]) + b"\x00"

        def numbers(prefix: bytes = prefix) -> Any:
            i = 0
            while True:
                block = hashlib.sha256(prefix + i.to_bytes(8, "big")).digest()
                i += 1
                for k in range(4):
                    yield int.from_bytes(block[8 * k: 8 * k + 8], "big")

        stream = numbers()
        tiles = [(a, b) for a in range(highest + 1) for b in range(a, highest + 1)]
        for i in range(len(tiles) - 1, 0, -1):
            while True:
                u = next(stream)
                if u < 2**64 - 2**64 % (i + 1):
                    break
            j = u % (i + 1)
            tiles[i], tiles[j] = tiles[j], tiles[i]
        size = rules.hand_size_for(players)
        hands, boneyard = fair_deal(rules, players, seed)
        assert [[(t.a, t.b) for t in h] for h in hands] == [
            tiles[p * size: (p + 1) * size] for p in range(players)]
        assert [(t.a, t.b) for t in boneyard] == tiles[players * size:]


@pytest.mark.parametrize("level", ["casual", "skilled", "expert"])
def test_the_computer_players_play_a_double_twelve_round(level: str) -> None:
    rules = rules_of("all-fives", {"set": 12, "hand-2": 12})
    match = Match(rules, 2, rng=random.Random(4))
    seats = [make_player(level, seat) for seat in range(2)]
    round_ = match.deal_round()
    while round_.end is None and match.winner is None:
        seat = round_.to_move
        legal = match.legal_actions()
        action = seats[seat].choose(match.view_for(seat)) if round_.need() is Need.PLAY \
            else legal[0]
        assert action in legal
        match.apply(action)
    assert round_.end is not None or match.winner is not None


@pytest.mark.parametrize(("game", "options"), [
    ("draw-game", {"set": 9, "hand-2": 10}),
    ("five-up-61", {"set": 12, "hand-2": 12}),
])
def test_the_masters_rollouts_play_a_bigger_set_exactly_like_the_match(
        game: str, options: dict[str, object]) -> None:
    rules = rules_of(game, options)
    rng = random.Random(6)
    for _ in range(6):
        match = Match(rules, 2, rng=random.Random(rng.getrandbits(32)))
        round_ = match.deal_round()
        sim = Rollout(rules, match.seating, round_.board, round_.hands, round_.boneyard,
                      round_.to_move, round_.starter, match.scores)
        while round_.end is None and match.winner is None:
            match.apply_forced()
            if round_.end is not None or match.winner is not None:
                break
            sim.advance()
            assert sim.hands == round_.hands
            assert sim.end_sum == round_.board.end_sum
            assert sorted(sim.places) == sorted(place_codes(round_.board))
            move = rng.choice([a for a in match.legal_actions() if isinstance(a, Move)])
            keys = [key for key, _ in round_.board.open_places()]
            code = -1 if move.at is None or move.end is None else \
                place_codes(round_.board)[keys.index((move.at, move.end))]
            match.apply(move)
            sim.play(move.tile, code)
            if round_.end is RoundEnd.BLOCK:
                # The rollout settles a block once every seat has had to pass.
                sim.advance()
            assert sim.scores == match.scores
        sim.advance()
        assert sim.scores == match.scores


def test_a_double_nine_table_is_laid_out_with_its_nines() -> None:
    rules = rules_of("five-up-61", {"set": 9, "hand-2": 20})
    match = play_out(rules, 2, 8)
    board = max((r.board for r in match.rounds), key=len)
    assert any(t.b > 6 for t in board.tiles)
    layout = layout_board(board)
    assert set(layout.poses) == set(board.tiles)


def test_fives_and_threes_can_judge_the_point_for_going_out_on_its_own() -> None:
    seating = Seating(2)
    last = PlayParts((), 6, 2)
    standard = GAMES["fives-and-threes"]
    # Standard (and every record before): the tile's 2 and the point are one score, and
    # at 60 they pass 61 together.
    assert standard.play_events(seating, 0, last, True) == []
    (together,) = standard.settle_domino_pips(seating, [0, 9], 0, last)
    assert together.raw == 3
    assert standard.judge(60, together) == (False, False)
    alone = rules_of("fives-and-threes", {"out-point": "on-its-own"})
    (play,) = alone.play_events(seating, 0, last, True)
    assert alone.judge(60, play) == (False, False)
    (point,) = alone.settle_domino_pips(seating, [0, 9], 0, last)
    assert (point.raw, point.parts) == (1, OutParts(0, 1, (), 6))
    assert alone.judge(60, point) == (True, True)


def _hands(*pips: int) -> list[list[Tile]]:
    """Hands of the given pip totals (a settlement reads only their pips)."""
    out = []
    for total in pips:
        hand = [Tile(12, 12)] * (total // 24)
        if total % 24:
            hand.append(next(t for t in SETS[12] if t.pips == total % 24))
        out.append(hand)
    return out


def test_all_fives_can_pay_a_block_to_the_lightest_hand_only() -> None:
    seating = Seating(3)
    hands = _hands(10, 20, 5)
    standard = [(e.seat, e.raw) for e in GAMES["all-fives-100"].settle_block(seating, hands, 0)]
    assert standard == [(2, 20), (0, 10)]
    lightest = rules_of("muggins", {"block-settlement": "lightest-hand"})
    assert [(e.seat, e.raw) for e in lightest.settle_block(seating, hands, 0)] == [(2, 20)]
    # The lightest total held by two sides: nobody scores.
    assert lightest.settle_block(seating, _hands(5, 20, 5), 0) == []


def test_block_can_give_a_four_player_block_to_the_lighter_side() -> None:
    seating = Seating(4)
    hands = _hands(5, 12, 30, 10)
    (standard,) = GAMES["block-game"].settle_block(seating, hands, 0)
    assert (standard.seat, standard.raw) == (0, 12 + 10 - 5)
    sides = rules_of("draw-game", {"block-winner": "lightest-side"})
    (event,) = sides.settle_block(seating, hands, 0)
    assert (event.seat, event.raw) == (3, 5 + 30 - 10)
    assert sides.settle_block(seating, _hands(5, 12, 20, 13), 0) == []
    # Without partners the lightest hand wins either way.
    (alone,) = sides.settle_block(Seating(4, teams=False), hands, 0)
    assert alone.seat == 0
