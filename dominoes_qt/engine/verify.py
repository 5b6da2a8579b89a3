"""Checking a record's deals against their commitments (``docs/RECORD-v2.md``).

A round is judged on what its record says: the commitment, and the seed once revealed,
re-dealt with :func:`~dominoes_qt.engine.fairdeal.fair_deal` (and the lot with
:func:`~dominoes_qt.engine.fairdeal.fair_lot`). Seeds this program may remember are
never consulted, so a record checks the same in any process.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from dominoes_qt.engine.fairdeal import (
    DEAL_KEY,
    DealProof,
    commitment,
    fair_deal,
    fair_lot,
    parse_proof,
)
from dominoes_qt.engine.game import Match
from dominoes_qt.engine.record import GameRecord
from dominoes_qt.engine.rules import Rules
from dominoes_qt.engine.tiles import Tile


class Verdict(str, Enum):
    """What checking one round's deal found."""

    MATCH = "match"
    """The seed hashes to the commitment and deals exactly the recorded deal."""
    MISMATCH = "mismatch"
    """The seed, the deal or the lot does not agree with the commitment."""
    SEALED = "sealed"
    """The round is still being played: committed, seed not revealed yet."""
    UNREVEALED = "unrevealed"
    """The round is over but its seed was never revealed."""
    UNCOMMITTED = "uncommitted"
    """No commitment at all (a version 1 record, or a deal set by hand)."""


@dataclass(frozen=True)
class RoundCheck:
    round: int
    verdict: Verdict
    reason: str
    commitment: str | None = None


def check_round(
    rules: Rules,
    number: int,
    players: int,
    hands: Sequence[Sequence[Tile]],
    boneyard: Sequence[Tile],
    starter: int,
    by_lot: bool,
    finished: bool,
    proof: DealProof | None,
) -> RoundCheck:
    """Check one recorded deal against its proof.

    Hands are compared as sets (their order says nothing); the boneyard as a sequence
    (it is the draw order). ``by_lot``: the starter was drawn by lot, so it is checked too.
    """
    if proof is None:
        return RoundCheck(number, Verdict.UNCOMMITTED, "no commitment: this deal cannot be checked")
    if proof.seed is None:
        if finished:
            return RoundCheck(number, Verdict.UNREVEALED,
                              "the round is over but its seed was not revealed", proof.commitment)
        return RoundCheck(number, Verdict.SEALED,
                          "the round is not over; its seed is revealed when it ends",
                          proof.commitment)
    variant = rules.variant

    def wrong(reason: str) -> RoundCheck:
        return RoundCheck(number, Verdict.MISMATCH, reason, proof.commitment)

    if commitment(variant, players, proof.seed) != proof.commitment:
        return wrong("the revealed seed does not hash to the commitment")
    if not 0 <= proof.turn < players:
        return wrong(f"the deal is turned by {proof.turn} seats, but there are {players}")
    dealt, dealt_boneyard = fair_deal(rules, players, proof.seed, proof.turn)
    if len(hands) != players:
        return wrong(f"{len(hands)} hands recorded for {players} seats")
    for seat, (recorded, expected) in enumerate(zip(hands, dealt, strict=True)):
        if sorted(recorded) != sorted(expected):
            return wrong(f"seat {seat}'s hand is not the one the seed deals")
    if tuple(boneyard) != dealt_boneyard:
        return wrong("the boneyard is not the one the seed deals (or not in its order)")
    if by_lot:
        lot_starter, _ = fair_lot(variant, players, proof.seed, proof.turn)
        if lot_starter != starter:
            return wrong(f"seat {starter} started, but the seed's lot picks seat {lot_starter}")
    return RoundCheck(number, Verdict.MATCH, "the deal is the one committed to", proof.commitment)


def check_rounds(record: GameRecord, match: Match) -> list[RoundCheck]:
    """Every round of a record that replayed into ``match`` (see :func:`check_round`)."""
    checks = []
    players = match.num_players
    for index, (recorded, round_) in enumerate(zip(record.rounds, match.rounds, strict=True)):
        # Who leads after a round is the game's rule; where it names nobody a lot decided.
        by_lot = match.led_by_lot(index + 1)
        finished = round_.end is not None or match.winner is not None
        # The record alone is judged, never seeds this program may remember.
        proof: DealProof | None = None
        if DEAL_KEY in recorded.extra:
            try:
                proof = parse_proof(recorded.extra[DEAL_KEY], players)
            except ValueError as exc:
                checks.append(RoundCheck(round_.number, Verdict.MISMATCH, str(exc)))
                continue
        checks.append(check_round(match.rules, round_.number, players, recorded.hands,
                                  recorded.boneyard, recorded.starter, by_lot, finished,
                                  proof))
    return checks


def all_fair(checks: Sequence[RoundCheck]) -> bool:
    """True when every finished round matches its commitment (a round still being played
    may be sealed)."""
    return bool(checks) and all(
        c.verdict is Verdict.MATCH or (c.verdict is Verdict.SEALED and i == len(checks) - 1)
        for i, c in enumerate(checks)
    )
