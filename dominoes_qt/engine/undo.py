"""Undo by replay: take back the human's last decision and the computer's plays after it.

The record keeps every deal and boneyard exactly as dealt, and undo only ever shortens
the list of plays of the round being played; replaying the shorter record gives back the
position before that decision, with the same hands to come and the same draw order. Undo
therefore can not be used to see new tiles, and it never reaches into an earlier round
(the next deal would otherwise be dealt again).
"""

from __future__ import annotations

from dataclasses import replace

from dominoes_qt.engine.fairdeal import SeedKeeper
from dominoes_qt.engine.game import Match
from dominoes_qt.engine.record import GameRecord, replay, sealed


def last_human_decision(record: GameRecord, human_seats: set[int], *,
                        seeds: SeedKeeper | None = None) -> int | None:
    """The index, in the last round's plays, of the human's last real choice.

    A play is a real choice when the seat had more than one legal play; taking back a
    play that was the only one possible would give back the same position. None when
    the last round holds no such play. ``seeds``: as for
    :func:`~dominoes_qt.engine.record.replay` (a seed the record reveals is kept there).
    """
    if not record.rounds:
        return None
    last = len(record.rounds)
    match: Match = replay(record, upto=(last, 0), seeds=seeds)
    found: int | None = None
    for index, play in enumerate(record.rounds[-1].plays):
        match.apply_forced()
        round_ = match.current
        assert round_ is not None
        if round_.to_move in human_seats and len(round_.legal_actions()) > 1:
            found = index
        match.apply(play.move)
    return found


def undo_last_human_play(record: GameRecord, human_seats: set[int], *,
                         seeds: SeedKeeper | None = None) -> GameRecord | None:
    """``record`` without the human's last decision and everything after it, or None.

    The result replays (with :func:`~dominoes_qt.engine.record.replay`) to the position
    the human faced before that decision. The record passed in is not changed.

    The shortened round is going on again, so the result no longer reveals its seed.
    ``seeds``: the keeper the result will be replayed with; the seed is kept there (if
    this record reveals it), so that the round can reveal it again when it ends.
    """
    index = last_human_decision(record, human_seats, seeds=seeds)
    if index is None:
        return None
    last = record.rounds[-1]
    shortened = replace(last, plays=list(last.plays[:index]), extra=sealed(last.extra))
    return replace(record, rounds=[*record.rounds[:-1], shortened])


def can_undo(record: GameRecord, human_seats: set[int], *,
             seeds: SeedKeeper | None = None) -> bool:
    """Whether the Undo action should be enabled (``seeds``: see
    :func:`last_human_decision`)."""
    return last_human_decision(record, human_seats, seeds=seeds) is not None
