"""A round saved mid-play keeps its seed out of the record and can still reveal it after a
restart, from the seals file beside the autosave."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from dominoes_qt.engine import FIVE_UP, Match
from dominoes_qt.engine.fairdeal import SeedKeeper
from dominoes_qt.engine.record import record_of
from dominoes_qt.storage.seals import save_seals, seals_path

CHILD = """
import sys
from pathlib import Path
from dominoes_qt.engine.fairdeal import SeedKeeper
from dominoes_qt.engine.record import parse_record, replay
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
