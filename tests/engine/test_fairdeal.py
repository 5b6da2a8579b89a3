"""Deals anyone can check: commitments, re-dealing from a revealed seed, and `verify`."""

from __future__ import annotations

import copy
import hashlib
import json
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt.cli import main
from dominoes_qt.engine import Match, RoundEnd, Rules
from dominoes_qt.engine.fairdeal import (
    DealProof,
    SeedKeeper,
    _Numbers,
    _shuffle_stream,
    commitment,
    fair_deal,
    fair_lot,
    shuffle,
)
from dominoes_qt.engine.tiles import FULL_SET, Tile
from dominoes_qt.engine.verify import Verdict, check_rounds
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.games.records import load, parse_record, record_of, replay, summary

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "records"


# --- the documented procedure, written again from docs/RECORD-v2.md alone ---------------


def _doc_numbers(variant: str, players: int, label: str, seed: bytes) -> Iterator[int]:
    prefix = b"\x00".join([b"dominoes-qt/stream", variant.encode(), str(players).encode(),
                           label.encode(), seed]) + b"\x00"
    i = 0
    while True:
        block = hashlib.sha256(prefix + i.to_bytes(8, "big")).digest()
        i += 1
        for k in range(4):
            yield int.from_bytes(block[8 * k : 8 * k + 8], "big")


def _doc_below(numbers: Iterator[int], m: int) -> int:
    while True:
        u = next(numbers)
        if u < 2**64 - 2**64 % m:
            return int(u % m)


def _doc_deal(rules: Rules, players: int, seed: bytes, turn: int = 0
              ) -> tuple[list[list[tuple[int, int]]], list[tuple[int, int]]]:
    numbers = _doc_numbers(rules.variant, players, "deal", seed)
    tiles = [(a, b) for a in range(7) for b in range(a, 7)]
    for i in range(27, 0, -1):
        j = _doc_below(numbers, i + 1)
        tiles[i], tiles[j] = tiles[j], tiles[i]
    size = rules.hand_size_for(players)
    positions = [tiles[p * size : (p + 1) * size] for p in range(players)]
    hands = [positions[(s + turn) % players] for s in range(players)]
    return hands, tiles[players * size :]


@pytest.mark.parametrize(("rules", "players", "turn"),
                         [(FIVE_UP, 2, 0), (FIVE_UP, 3, 2), (FIVE_UP, 4, 1), (SEVEN_ROCKS, 4, 3)])
def test_the_documented_procedure_deals_what_the_program_deals(rules, players, turn):
    for n in range(20):
        seed = hashlib.sha256(f"test {n}".encode()).digest()
        hands, boneyard = fair_deal(rules, players, seed, turn)
        doc_hands, doc_boneyard = _doc_deal(rules, players, seed, turn)
        assert [[(t.a, t.b) for t in h] for h in hands] == doc_hands
        assert [(t.a, t.b) for t in boneyard] == doc_boneyard
        expected = hashlib.sha256(b"dominoes-qt/commit\x00" + rules.variant.encode()
                                  + b"\x00" + str(players).encode() + b"\x00" + seed)
        assert commitment(rules.variant, players, seed) == expected.hexdigest()


def _doc_lot(variant: str, players: int, seed: bytes) -> tuple[int, list[list[tuple[int, int]]]]:
    numbers = _doc_numbers(variant, players, "lot", seed)
    contenders = list(range(players))
    drawings = []
    while True:
        tiles = [(a, b) for a in range(7) for b in range(a, 7)]
        for i in range(27, 0, -1):
            j = _doc_below(numbers, i + 1)
            tiles[i], tiles[j] = tiles[j], tiles[i]
        drawn = tiles[: len(contenders)]
        drawings.append(drawn)
        best = max(a + b for a, b in drawn)
        contenders = [p for p, (a, b) in zip(contenders, drawn, strict=True) if a + b == best]
        if len(contenders) == 1:
            return contenders[0], drawings


def test_the_documented_lot_draws_what_the_program_draws():
    several = 0
    for n in range(300):
        seed = hashlib.sha256(f"lot {n}".encode()).digest()
        starter, drawings = fair_lot("seven-rocks", 4, seed)
        doc_starter, doc_drawings = _doc_lot("seven-rocks", 4, seed)
        assert starter == doc_starter
        assert [[(t.a, t.b) for _, t in d] for d in drawings] == doc_drawings
        several += len(drawings) > 1
    # Ties must occur, or the stream's carrying on between drawings goes untested.
    assert several > 10


def test_a_number_to_redraw_deals_as_the_procedure_says():
    # Numbers this close to 2**64 are redrawn (odds about 1 in 10**16 each): planted here.
    numbers = _Numbers(b"any prefix")
    numbers.ensure(29)
    numbers.numbers[0] = 2**64 - 1
    numbers.numbers[5] = 2**64 - 2
    planted = list(numbers.numbers)
    tiles = _shuffle_stream(numbers)
    # The documented draw, one number at a time, over the same numbers.
    assert tiles == shuffle(iter(planted))
    # Both planted numbers were drawn and thrown away.
    assert numbers.read == 29


def test_a_pinned_vector_keeps_old_records_checkable():
    # Worked out once; a change here means records already written no longer verify.
    seed = bytes(range(32))
    hands, boneyard = fair_deal(FIVE_UP, 2, seed)
    assert commitment("five-up-61", 2, seed) == (
        "ec65696872e3720239f28c6a450bc8b222dec08b4e89aca6baed8adab13d2fae")
    assert [str(t) for t in hands[0]] == ["0|6", "4|5", "3|5", "3|3", "0|0"]
    assert [str(t) for t in boneyard[:3]] == ["2|6", "1|3", "0|5"]


def test_every_tile_is_about_equally_likely_first():
    counts: Counter[Tile] = Counter()
    for n in range(2800):
        hands, _ = fair_deal(FIVE_UP, 2, n.to_bytes(32, "big"))
        counts[hands[0][0]] += 1
    # 100 expected for each tile; a biased shuffle would leave some far off.
    assert set(counts) == set(FULL_SET)
    assert all(50 <= c <= 150 for c in counts.values())


def test_turning_a_deal_moves_every_hand_and_the_lot_with_it():
    seed = b"\x07" * 32
    plain, boneyard = fair_deal(FIVE_UP, 3, seed)
    turned, same_boneyard = fair_deal(FIVE_UP, 3, seed, turn=1)
    assert boneyard == same_boneyard
    assert turned == (plain[1], plain[2], plain[0])
    starter, _ = fair_lot("five-up-61", 3, seed)
    turned_starter, _ = fair_lot("five-up-61", 3, seed, turn=1)
    # The same hand leads: the seat now holding the lot winner's hand.
    assert turned[turned_starter] == plain[starter]


def _finished_match(seed: int, rules: Rules = FIVE_UP, players: int = 2) -> Match:
    rng = random.Random(seed)
    match = Match(rules, players, rng=random.Random(seed + 1))
    while not match.is_over:
        if match.needs_deal:
            match.deal_round()
            continue
        actions = match.legal_actions()
        match.apply(actions[rng.randrange(len(actions))])
    return match


def _players(n: int) -> list[dict[str, str]]:
    return [{"name": f"P{i}", "kind": "human"} for i in range(n)]


def test_a_round_in_play_is_sealed_and_revealed_when_it_ends():
    match = Match(FIVE_UP, 2, rng=random.Random(11))
    round_ = match.deal_round()
    assert round_.proof is not None
    assert round_.proof.seed is not None
    written = record_of(match, _players(2)).to_json()
    deal = written["rounds"][0]["deal"]
    assert deal == {"commitment": round_.proof.commitment}
    assert round_.proof.seed.hex() not in json.dumps(written)
    while round_.end is None and not match.is_over:
        match.apply(match.legal_actions()[0])
    revealed = record_of(match, _players(2)).to_json()["rounds"][0]["deal"]
    assert revealed == {"commitment": round_.proof.commitment, "seed": round_.proof.seed.hex()}
    # The lot that chose the starter is the seed's lot.
    assert match.lots[0].winner == round_.starter
    assert fair_lot("five-up-61", 2, round_.proof.seed)[0] == round_.starter


@pytest.mark.parametrize(("rules", "players"), [(FIVE_UP, 2), (FIVE_UP, 4), (SEVEN_ROCKS, 4)])
def test_a_whole_match_verifies(rules, players):
    match = _finished_match(3, rules, players)
    record, again = load(record_of(match, _players(players)).dumps())
    checks = check_rounds(record, again)
    assert len(checks) == len(match.rounds) > 0
    assert all(c.verdict is Verdict.MATCH for c in checks)


def test_the_rules_say_whether_a_round_after_a_domino_drew_lots(monkeypatch):
    # A game in which nobody earns the lead: every round's starter is drawn by lot, even
    # after a domino, so the lot of round 2 must be checked too.
    rules = copy.copy(FIVE_UP)
    monkeypatch.setattr(rules, "next_leader", lambda seating, end, finisher, starter: None)
    for seed in range(50):
        match = Match(rules, 2, rng=random.Random(seed))
        first = match.deal_round()
        while first.end is None:
            match.apply(match.legal_actions()[0])
        if first.end is not RoundEnd.DOMINO or match.is_over:
            continue
        second = match.deal_round()
        while second.end is None and not match.is_over:
            match.apply(match.legal_actions()[0])
        break
    else:
        raise AssertionError("no first round ended in a domino")
    assert match.rounds[0].finisher is not None
    record = record_of(match, _players(2))
    assert [c.verdict for c in check_rounds(record, match)] == [Verdict.MATCH] * 2
    lot_winner = match.rounds[1].starter
    record.rounds[1].starter = 1 - lot_winner
    checks = check_rounds(record, match)
    assert checks[1].verdict is Verdict.MISMATCH
    assert "lot picks seat" in checks[1].reason


def _write(tmp_path: Path, doc: dict[str, Any]) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _verify(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict[str, Any]]:
    status = main(["verify", str(path), "--json"])
    captured = capsys.readouterr()
    return status, (json.loads(captured.out) if captured.out else {"err": captured.err})


def test_verify_command_passes_an_honest_record(tmp_path, capsys):
    doc = record_of(_finished_match(5), _players(2)).to_json()
    status, result = _verify(_write(tmp_path, doc), capsys)
    assert status == 0
    assert result["fair"] is True
    assert {r["verdict"] for r in result["rounds"]} == {"match"}
    assert main(["verify", str(_write(tmp_path, doc))]) == 0
    assert "every dealt round matches" in capsys.readouterr().out


def test_a_tampered_seed_fails_verify(tmp_path, capsys):
    doc = record_of(_finished_match(5), _players(2)).to_json()
    seed = doc["rounds"][0]["deal"]["seed"]
    doc["rounds"][0]["deal"]["seed"] = ("0" if seed[0] != "0" else "1") + seed[1:]
    status, result = _verify(_write(tmp_path, doc), capsys)
    assert status == 1
    assert result["rounds"][0]["verdict"] == "mismatch"
    assert "does not hash to the commitment" in result["rounds"][0]["reason"]


def test_a_commitment_to_another_deal_fails_verify(tmp_path, capsys):
    # A cheat who deals by hand but quotes an honest seed and its true hash.
    doc = record_of(_finished_match(5), _players(2)).to_json()
    other = bytes(32)
    doc["rounds"][0]["deal"] = {"commitment": commitment("five-up-61", 2, other),
                                "seed": other.hex()}
    status, result = _verify(_write(tmp_path, doc), capsys)
    assert status == 1
    assert result["rounds"][0]["verdict"] == "mismatch"
    assert "not the one the seed deals" in result["rounds"][0]["reason"]


def test_a_hidden_seed_after_the_round_fails_verify(tmp_path, capsys):
    doc = record_of(_finished_match(5), _players(2)).to_json()
    del doc["rounds"][0]["deal"]["seed"]
    status, result = _verify(_write(tmp_path, doc), capsys)
    assert status == 1
    assert result["rounds"][0]["verdict"] == "unrevealed"


def test_a_version_1_record_has_nothing_to_verify(capsys):
    status, result = _verify(FIXTURES / "five-up-2p-two-rounds.json", capsys)
    assert status == 1
    assert {r["verdict"] for r in result["rounds"]} == {"uncommitted"}


def test_an_unfinished_round_is_sealed_and_does_not_fail(tmp_path, capsys):
    match = Match(FIVE_UP, 2, rng=random.Random(2))
    match.deal_round()
    status, result = _verify(_write(tmp_path, record_of(match, _players(2)).to_json()), capsys)
    assert status == 0
    assert result["rounds"][0]["verdict"] == "sealed"


@pytest.mark.parametrize("deal", [{"commitment": "xyz"}, [], {"commitment": "a" * 64,
                                                              "seed": 5},
                                  {"commitment": "a" * 64, "turn": 9}])
def test_a_malformed_deal_is_unreadable(tmp_path, capsys, deal):
    doc = record_of(_finished_match(5), _players(2)).to_json()
    doc["rounds"][0]["deal"] = deal
    status, result = _verify(_write(tmp_path, doc), capsys)
    assert status == 2
    assert "round 1" in result["err"]


def test_verify_of_something_unreadable_exits_2(tmp_path, capsys):
    path = tmp_path / "junk.json"
    path.write_bytes(b"\xff\xfe not json")
    assert main(["verify", str(path)]) == 2
    assert main(["verify", str(tmp_path / "missing.json")]) == 2


def test_a_version_1_round_key_named_deal_is_not_read_as_a_commitment():
    doc = json.loads((FIXTURES / "five-up-2p-two-rounds.json").read_text(encoding="utf-8"))
    assert doc["version"] == 1
    doc["rounds"][0]["deal"] = "shuffled by hand"
    record = parse_record(json.dumps(doc))
    assert record.rounds[0].extra == {"v1-deal": "shuffled by hand"}
    assert json.loads(record.dumps())["version"] == 2
    replay(parse_record(record.dumps()))


def test_the_keeper_gives_back_a_seed_the_record_does_not_reveal_yet():
    keeper = SeedKeeper()
    match = Match(FIVE_UP, 2, rng=random.Random(8), seeds=keeper)
    round_ = match.deal_round()
    assert round_.proof is not None
    text = record_of(match, _players(2)).dumps()
    again = replay(parse_record(text), seeds=keeper)
    assert again.rounds[0].proof == round_.proof
    _, loaded = load(text, seeds=keeper)
    assert loaded.rounds[0].proof == round_.proof
    # Without the dealer's keeper the record reveals only what it says.
    assert replay(parse_record(text)).rounds[0].proof == round_.proof.sealed()
    assert replay(parse_record(text), seeds=SeedKeeper()).rounds[0].proof == \
        round_.proof.sealed()
    # A commitment this keeper never dealt stays sealed.
    foreign = DealProof(commitment("five-up-61", 2, b"\x01" * 32))
    assert keeper.complete(foreign) == foreign


def test_a_replayed_match_deals_its_next_rounds_into_the_keeper_it_was_given():
    keeper = SeedKeeper()
    match = Match(FIVE_UP, 2, rng=random.Random(3))
    first = match.deal_round()
    while first.end is None and not match.is_over:
        match.apply(match.legal_actions()[0])
    assert not match.is_over
    again = replay(parse_record(record_of(match, _players(2)).dumps()), seeds=keeper)
    assert again.seeds is keeper
    second = again.deal_round()
    assert second.proof is not None
    assert keeper.complete(second.proof.sealed()) == second.proof
    # The seed the record revealed is known now, but only the one dealt is carried over.
    assert first.proof is not None
    assert keeper.complete(first.proof.sealed()) == first.proof
    assert [c for c, *_ in keeper.recent(16)] == [second.proof.commitment]


_FRESH_REPLAY = """
import json, sys
from dominoes_qt.games.records import parse_record, replay, summary
match = replay(parse_record(open(sys.argv[1], encoding="utf-8").read()))
print(json.dumps({"proofs": [None if r.proof is None else r.proof.to_json(reveal=True)
                             for r in match.rounds],
                  "summary": summary(match)}))
"""


def _replayed(match: Match) -> dict[str, Any]:
    return {"proofs": [None if r.proof is None else r.proof.to_json(reveal=True)
                       for r in match.rounds],
            "summary": json.loads(json.dumps(summary(match)))}


@pytest.mark.parametrize("with_keeper", [True, False])
def test_a_file_replays_alike_in_the_process_that_dealt_it_and_in_a_fresh_one(
        tmp_path, with_keeper):
    # The dealing process once kept every seed it dealt in one store for the whole program,
    # so its replay of a file revealed a seed that a fresh process's replay of it did not.
    keeper = SeedKeeper() if with_keeper else None
    match = Match(FIVE_UP, 2, rng=random.Random(13), seeds=keeper)
    first = match.deal_round()
    while first.end is None and not match.is_over:
        match.apply(match.legal_actions()[0])
    assert not match.is_over
    second = match.deal_round()
    match.apply(match.legal_actions()[0])
    assert second.end is None
    path = tmp_path / "game.json"
    path.write_text(record_of(match, _players(2)).dumps(), encoding="utf-8")

    here = _replayed(replay(parse_record(path.read_text(encoding="utf-8"))))
    fresh = subprocess.run([sys.executable, "-c", _FRESH_REPLAY, str(path)],
                           capture_output=True, text=True, check=True)
    assert here == json.loads(fresh.stdout)
    # The round in play stays sealed; the one that ended shows its seed.
    assert first.proof is not None
    assert second.proof is not None
    assert here["proofs"] == [first.proof.to_json(reveal=True),
                              second.proof.to_json(reveal=False)]


def test_two_keepers_share_nothing():
    one, other = SeedKeeper(), SeedKeeper()
    assert not set(map(id, vars(one).values())) & set(map(id, vars(other).values()))
    match = Match(SEVEN_ROCKS, 4, rng=random.Random(4), seeds=one)
    proof = match.deal_round().proof
    assert proof is not None
    kept = DealProof.of("five-up-61", 3, b"\x09" * 32)
    assert other.keep(kept, "five-up-61", 3, dealt=True)
    assert one.complete(proof.sealed()) == proof
    assert other.complete(proof.sealed()) == proof.sealed()
    assert one.complete(kept.sealed()) == kept.sealed()
    assert [c for c, *_ in one.recent(16)] == [proof.commitment]
    assert [c for c, *_ in other.recent(16)] == [kept.commitment]
    text = record_of(match, _players(4)).dumps()
    assert replay(parse_record(text), seeds=other).rounds[0].proof == proof.sealed()
    assert replay(parse_record(text), seeds=one).rounds[0].proof == proof


def test_the_keeper_carries_over_only_seeds_dealt_here():
    keeper = SeedKeeper()
    dealt = DealProof.of("five-up-61", 2, b"\x02" * 32)
    read = DealProof.of("five-up-61", 2, b"\x03" * 32)
    assert keeper.keep(dealt, "five-up-61", 2, dealt=True)
    assert keeper.keep(read, "five-up-61", 2)
    # A seed that does not hash to its commitment is not kept at all.
    assert not keeper.keep(DealProof(read.commitment, b"\x04" * 32), "five-up-61", 2)
    assert [c for c, *_ in keeper.recent(16)] == [dealt.commitment]
    assert keeper.complete(read.sealed()) == read


class _SmallKeeper(SeedKeeper):
    LIMIT = 4
    _WAITING_LIMIT = 8


def test_the_keeper_hashing_late_keeps_what_keeping_at_once_would():
    # What a keeper that hashes each seed as it is dealt would hold: the newest LIMIT.
    keeper = _SmallKeeper()
    rng = random.Random(5)
    at_once: dict[str, bytes] = {}
    # Few distinct seeds, so a seed is often dealt again and must become the newest.
    seeds = [bytes([n]) * 32 for n in range(7)]
    for step in range(300):
        seed = rng.choice(seeds)
        keeper.keep_dealt(seed, "seven-rocks", 4)
        key = commitment("seven-rocks", 4, seed)
        at_once.pop(key, None)
        at_once[key] = seed
        while len(at_once) > keeper.LIMIT:
            del at_once[next(iter(at_once))]
        if step % 7 == 0:
            expected = [(c, s, "seven-rocks", 4) for c, s in at_once.items()]
            assert keeper.recent(16) == expected
    # More seeds than the keeper waits for at a time: it catches up by itself.
    for n in range(40):
        keeper.keep_dealt(bytes([100 + n]) * 32, "five-up-61", 3)
    assert len(keeper._waiting) <= keeper._WAITING_LIMIT
    newest = [bytes([100 + n]) * 32 for n in range(36, 40)]
    assert [s for _, s, _, _ in keeper.recent(16)] == newest
    last = DealProof.of("five-up-61", 3, newest[-1])
    assert keeper.complete(last.sealed()) == last
