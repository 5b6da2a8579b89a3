"""The train games at a network table: their actions and a seat's view on the wire.

A train game's table is the same :class:`~dominoes_qt.net.table.Table` (lobby, seeds,
events, bots, records); what differs is here. An action is ``"draw"``, ``"pass"``,
``"stop"`` or ``{"tile": "a|b", "train": SEAT | "mexican"}``. A view is built from
:meth:`~dominoes_qt.engine.trains.TrainMatch.view_for` alone, so it holds nothing the
engine does not give the seat.
"""

from __future__ import annotations

from typing import Any

from dominoes_qt import jsongate
from dominoes_qt.engine.tiles import parse_tile
from dominoes_qt.engine.trainboard import MEXICAN, TrainKey, TrainMove
from dominoes_qt.engine.trains import (
    DRAW,
    PASS,
    STOP,
    TrainAction,
    TrainDrew,
    TrainHistoryEntry,
    TrainMatch,
    TrainPassed,
    TrainPlayed,
    TrainRefusal,
)
from dominoes_qt.net.protocol import Refused, Why

_TURNS = {"draw": DRAW, "pass": PASS, "stop": STOP}


def train_key_json(key: TrainKey) -> int | str:
    return "mexican" if key is None else key


def train_action_json(action: TrainAction) -> str | dict[str, Any]:
    if isinstance(action, TrainMove):
        return {"tile": str(action.tile), "train": train_key_json(action.train)}
    return action.value


def parse_train_action(value: object, players: int) -> TrainAction:
    """An action as a client sends it; a malformed one is refused as ``bad_field``."""
    if isinstance(value, str) and value in _TURNS:
        return _TURNS[value]
    shape = ("\"action\" must be \"draw\", \"pass\", \"stop\" or {\"tile\": \"a|b\", "
             "\"train\": a seat or \"mexican\"}")
    if not isinstance(value, dict) or not isinstance(value.get("tile"), str):
        raise Refused(Why.BAD_FIELD, shape, field="action")
    train = value.get("train")
    key: TrainKey
    if train == "mexican":
        key = MEXICAN
    elif isinstance(train, int) and not isinstance(train, bool) and 0 <= train < players:
        key = train
    else:
        raise Refused(Why.BAD_FIELD, shape, field="action")
    try:
        tile = parse_tile(value["tile"])
    except ValueError as exc:
        raise Refused(Why.BAD_FIELD, f"\"action\": {jsongate.quote(str(exc), 80)}",
                      field="action") from None
    return TrainMove(tile, key)


def train_refusal(reason: TrainRefusal) -> Refused:
    if reason is TrainRefusal.WRONG_SEAT:
        return Refused(Why.OUT_OF_TURN, reason.value)
    if reason is TrainRefusal.NOT_IN_HAND:
        return Refused(Why.NOT_IN_HAND, reason.value)
    if reason is TrainRefusal.MATCH_OVER:
        return Refused(Why.MATCH_OVER, reason.value)
    return Refused(Why.ILLEGAL, reason.value, rule=reason.name.lower(), kind="turn")


def train_moves(match: TrainMatch) -> int:
    """Actions of the whole match so far: the number a client's ``act`` must name."""
    return sum(len(r.history) for r in match.rounds)


def _history_json(entry: TrainHistoryEntry) -> dict[str, Any]:
    if isinstance(entry, TrainPlayed):
        return {"kind": "play", "seat": entry.seat, **train_action_json(entry.move)}  # type: ignore[dict-item]
    if isinstance(entry, TrainDrew):
        return {"kind": "draw", "seat": entry.seat}
    if isinstance(entry, TrainPassed):
        return {"kind": "pass", "seat": entry.seat, "marked": entry.marked}
    return {"kind": "stop", "seat": entry.seat}


def train_view_json(match: TrainMatch, seat: int) -> dict[str, Any]:
    """What ``seat`` may know of the round being played (or the last one), as JSON."""
    view = match.view_for(seat)
    round_ = match.current
    assert round_ is not None
    board = view.board
    return {
        "variant": view.rules.variant,
        "family": "train",
        "players": view.num_players,
        "seat": seat,
        "round": view.round_number,
        "engine": str(view.engine),
        "starter": view.starter,
        "to_move": view.to_move,
        "need": None if view.need is None else view.need.value,
        "hand": [str(t) for t in view.hand],
        "drew": None if view.drew is None else str(view.drew),
        "owes": view.owes,
        "run": view.run,
        "first_turn": view.first_turn,
        "trains": [{"train": train_key_json(t.owner), "marker": t.marker,
                    "open_end": t.open_end,
                    "cars": [[str(c.tile), c.inner, c.outer] for c in t.cars]}
                   for t in board.trains],
        "open_doubles": [{"train": train_key_json(d.train), "tile": str(d.tile),
                          "layer": d.layer} for d in board.open_doubles],
        "hand_counts": list(view.hand_counts),
        "boneyard_count": view.boneyard_count,
        "history": [_history_json(e) for e in view.history],
        "totals": list(view.totals),
        "round_scores": [list(s) for s in view.round_scores],
        "legal": [train_action_json(a) for a in view.legal],
        "move": train_moves(match),
        "round_end": None if round_.end is None else round_.end.value,
        "final_hands": None if view.final_hands is None
        else [[str(t) for t in h] for h in view.final_hands],
        "winners": list(match.winners),
        "over": match.is_over,
        "commitment": round_.commitment,
    }
