"""A round saved mid-play keeps its seed out of the record and can still reveal it after a
restart, from the seals file beside the autosave."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt.engine import Match
from dominoes_qt.engine.fairdeal import DealProof, SeedKeeper, commitment
from dominoes_qt.engine.record import record_of
from dominoes_qt.games import FIVE_UP
from dominoes_qt.storage.seals import load_seals, save_seals, seals_path

CHILD = """
import sys
from pathlib import Path
from dominoes_qt.engine.fairdeal import SeedKeeper
from dominoes_qt.games.records import parse_record, replay
from dominoes_qt.storage.seals import load_seals
folder, record, use = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3] == "yes"
keeper = SeedKeeper()
if use:
    load_seals(folder, keeper)
text = record.read_text(encoding="utf-8")
proof = replay(parse_record(text), seeds=keeper).rounds[-1].proof
print("none" if proof.seed is None else proof.seed.hex())
"""


def _child(folder: Path, record: Path, use: bool) -> str:
    result = subprocess.run([sys.executable, "-c", CHILD, str(folder), str(record),
                             "yes" if use else "no"],
                            capture_output=True, text=True, check=True)
    return result.stdout.strip()


def test_a_restarted_program_reveals_the_seed_of_a_resumed_round(tmp_path):
    keeper = SeedKeeper()
    match = Match(FIVE_UP, 2, rng=random.Random(21), seeds=keeper)
    round_ = match.deal_round()
    assert round_.proof is not None
    assert round_.proof.seed is not None
    players = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    text = record_of(match, players).dumps()
    assert round_.proof.seed.hex() not in text
    record = tmp_path / "autosave.json"
    record.write_text(text, encoding="utf-8")
    save_seals(tmp_path, keeper)
    kept = json.loads(seals_path(tmp_path).read_text(encoding="utf-8"))
    assert any(e["commitment"] == round_.proof.commitment for e in kept["seeds"])

    assert _child(tmp_path, record, use=True) == round_.proof.seed.hex()
    # Without the seals file a fresh program cannot know the seed: the round stays sealed.
    assert _child(tmp_path, record, use=False) == "none"


_SEED = bytes(range(32))
_COMMITMENT = commitment("five-up-61", 2, _SEED)
_GOOD: dict[str, Any] = {"commitment": _COMMITMENT, "seed": _SEED.hex(),
                         "variant": "five-up-61", "players": 2}
_HOSTILE_ENTRIES: list[Any] = [
    {"variant": ["x"]},
    {**_GOOD, "variant": ["five-up-61"]},
    {**_GOOD, "variant": {"five-up-61": 1}},
    {**_GOOD, "variant": None},
    {**_GOOD, "variant": "chess"},
    {**_GOOD, "players": True},
    {**_GOOD, "players": 2.0},
    {**_GOOD, "players": "2"},
    {**_GOOD, "players": [2]},
    {**_GOOD, "players": 9},
    {**_GOOD, "seed": [_SEED.hex()]},
    {**_GOOD, "seed": {"hex": _SEED.hex()}},
    {**_GOOD, "seed": 12345},
    {**_GOOD, "seed": None},
    {**_GOOD, "seed": "zz"},
    {**_GOOD, "seed": _SEED.hex()[:-2]},
    {**_GOOD, "commitment": [_COMMITMENT]},
    {**_GOOD, "commitment": {"c": 1}},
    {**_GOOD, "commitment": 5},
    {**_GOOD, "commitment": None},
    {**_GOOD, "commitment": "0" * 64},
    {k: v for k, v in _GOOD.items() if k != "seed"},
    {k: v for k, v in _GOOD.items() if k != "players"},
    "junk",
    7,
    None,
    [],
    [_GOOD],
]


def _write_seals(folder: Path, doc: object) -> None:
    seals_path(folder).write_text(json.dumps(doc), encoding="utf-8")


@pytest.mark.parametrize("entry", _HOSTILE_ENTRIES, ids=range(len(_HOSTILE_ENTRIES)))
def test_a_hostile_seals_entry_is_skipped(tmp_path, entry):
    _write_seals(tmp_path, {"version": 1, "seeds": [entry]})
    keeper = SeedKeeper()
    assert load_seals(tmp_path, keeper) == 0
    assert keeper.recent(16) == []


def test_a_good_seal_among_hostile_ones_is_taken_alone(tmp_path):
    _write_seals(tmp_path, {"version": 1, "seeds": [*_HOSTILE_ENTRIES[:8], _GOOD,
                                                     *_HOSTILE_ENTRIES[8:15]]})
    keeper = SeedKeeper()
    assert load_seals(tmp_path, keeper) == 1
    assert keeper.recent(16) == [(_COMMITMENT, _SEED, "five-up-61", 2)]
    assert keeper.complete(DealProof(_COMMITMENT)) == DealProof(_COMMITMENT, _SEED)


@pytest.mark.parametrize("content", [
    b"", b"\xff\xfe", b"[[[[", b"null", b"[]", b'"seeds"', b'{"seeds": 3}',
    b'{"seeds": {"a": 1}}', b'{"seeds": null}', b"[" * 30_000 + b"]" * 30_000,
    b'{"seeds": [' + b"[" * 30_000 + b"]}", b'{"seeds": []}' + b" " * 70_000,
])
def test_a_hostile_seals_file_gives_nothing(tmp_path, content):
    seals_path(tmp_path).write_bytes(content)
    assert load_seals(tmp_path, SeedKeeper()) == 0


def test_seals_that_are_no_file_give_nothing(tmp_path):
    assert load_seals(tmp_path, SeedKeeper()) == 0
    seals_path(tmp_path).mkdir()
    assert load_seals(tmp_path, SeedKeeper()) == 0


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_seals_pipe_with_no_writer_gives_nothing_at_once(tmp_path):
    # Read through the reading gate, the file is opened without waiting for a writer.
    os.mkfifo(seals_path(tmp_path))
    assert load_seals(tmp_path, SeedKeeper()) == 0


def test_a_seals_file_with_a_lone_surrogate_gives_nothing(tmp_path):
    seals_path(tmp_path).write_text('{"version": 1, "seeds": [{"variant": "\\ud800"}]}')
    assert load_seals(tmp_path, SeedKeeper()) == 0


def test_a_house_ruled_match_keeps_its_seal_across_a_restart(tmp_path):
    from dominoes_qt.games import rules_of
    house = rules_of("all-fives", {"target": 150, "spinners": "none"})
    keeper = SeedKeeper()
    match = Match(house, 2, rng=random.Random(5), seeds=keeper)
    round_ = match.deal_round()
    assert round_.proof is not None
    assert round_.proof.seed is not None
    players = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    record = tmp_path / "autosave.json"
    record.write_text(record_of(match, players).dumps(), encoding="utf-8")
    save_seals(tmp_path, keeper)
    fresh = SeedKeeper()
    assert load_seals(tmp_path, fresh) == 1
    assert fresh.recent(16)[0][2] == house.variant
    assert _child(tmp_path, record, use=True) == round_.proof.seed.hex()


_HOUSE = "all-fives+target=150"
_HOUSE_GOOD: dict[str, Any] = {"commitment": commitment(_HOUSE, 2, _SEED),
                               "seed": _SEED.hex(), "variant": _HOUSE, "players": 2}


@pytest.mark.parametrize("entry", [
    {**_HOUSE_GOOD, "variant": "all-fives+target=200"},  # not what the commitment hashes
    {**_HOUSE_GOOD, "variant": "all-fives"},
    {**_HOUSE_GOOD, "variant": "chess+target=150"},
    {**_HOUSE_GOOD, "variant": "all-fives+" + "x" * 395},  # longer than a record allows
    {**_HOUSE_GOOD, "players": 5},
], ids=range(5))
def test_a_hostile_house_seal_is_skipped(tmp_path, entry):
    _write_seals(tmp_path, {"version": 1, "seeds": [entry, _HOUSE_GOOD]})
    keeper = SeedKeeper()
    assert load_seals(tmp_path, keeper) == 1
    assert keeper.recent(16) == [(_HOUSE_GOOD["commitment"], _SEED, _HOUSE, 2)]
