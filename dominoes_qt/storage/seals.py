"""Seeds of rounds still being played, kept beside the autosave and never in a record.

A record written mid-round holds only the deal's commitment (``docs/RECORD-v2.md``). So
that a match resumed after the program closed can still reveal its round's seed when
the round ends, the window keeps the last few seeds it dealt from in ``seals.json`` in
its data folder and hands them back to its :class:`~dominoes_qt.engine.fairdeal.SeedKeeper`
at start-up. The file is read as hostile: every field's type is checked before it is
used, anything odd is skipped, and a seed is taken only when it really hashes to the
commitment it is filed under.

A match under house rules keeps its seals too, under its record name (the game's key and
the options that differ, ``all-fives+target=150``), which is what its commitment hashes:
its record carries the ruleset and a commitment like any other, and without the seal a
resumed house match could never reveal the seed of the round it was in.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dominoes_qt import jsongate
from dominoes_qt.engine.fairdeal import SeedKeeper, parse_proof
from dominoes_qt.engine.record import MAX_VARIANT
from dominoes_qt.games import GAMES, game_classes
from dominoes_qt.storage import atomic

FILE_NAME = "seals.json"
KEPT = 16
"""More than enough for the autosave, its backup and a few saves of rounds in progress."""
LIMITS = jsongate.Limits(max_bytes=64 * 1024, max_depth=4, max_string=MAX_VARIANT + 16)
"""Sixteen entries of two 64-digit strings, a game's name and a number: about 3 KB, up to
about 9 KB with house rulesets' long names."""


def seals_path(data_dir: Path) -> Path:
    return Path(data_dir) / FILE_NAME


def load_seals(data_dir: Path, keeper: SeedKeeper) -> int:
    """Give the seeds kept in ``data_dir`` to ``keeper``; returns how many were taken."""
    path = seals_path(data_dir)
    try:
        doc = jsongate.read_json(path, LIMITS)
    except jsongate.GateError:
        # The seeds only let a resumed round reveal its seed; a missing or odd file costs
        # that and nothing else, so it is not worth a word to the player.
        return 0
    entries = doc.get("seeds") if isinstance(doc, dict) else None
    if not isinstance(entries, list):
        return 0
    taken = 0
    for entry in entries[:KEPT]:
        if not isinstance(entry, dict):
            continue
        variant, players = entry.get("variant"), entry.get("players")
        # A bool is an int to Python, and a list or an object can not be looked up.
        counts = _player_counts(variant)
        if not isinstance(variant, str) or isinstance(players, bool) \
                or not isinstance(players, int) or players not in counts:
            continue
        try:
            # Read as a record's deal is: both strings of 64 lowercase hexadecimal digits.
            proof = parse_proof({"commitment": entry.get("commitment"),
                                 "seed": entry.get("seed")}, players)
        except ValueError:
            continue
        taken += keeper.keep(proof, variant, players, dealt=True)
    return taken


def _player_counts(variant: object) -> tuple[int, ...]:
    """The player counts of the game ``variant`` names (a preset's name, or a house
    ruleset's: the game's key then ``+`` and its options); none for anything else."""
    if not isinstance(variant, str) or len(variant) > MAX_VARIANT:
        return ()
    if variant in GAMES:
        return GAMES[variant].player_counts
    game, plus, _options = variant.partition("+")
    cls = game_classes().get(game)
    return cls.player_counts if plus and cls is not None else ()


def save_seals(data_dir: Path, keeper: SeedKeeper) -> None:
    """Write the last few seeds ``keeper`` was dealt from (not the ones merely read in
    records, which reveal them anyway); raises :class:`atomic.WriteError`."""
    seeds: list[dict[str, Any]] = [
        {"commitment": c, "seed": seed.hex(), "variant": variant, "players": players}
        for c, seed, variant, players in keeper.recent(KEPT)
    ]
    text = json.dumps({"version": 1, "seeds": seeds}, indent=1) + "\n"
    atomic.write_text(seals_path(data_dir), text)
