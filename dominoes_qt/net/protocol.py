"""The table protocol's vocabulary: messages, limits, refusals, views, seeds. No Qt.

``docs/PROTOCOL.md`` is the contract; this module is what both ends of it share. Every
message is one JSON object in one WebSocket text frame and passes
:func:`dominoes_qt.jsongate.loads` with :data:`MESSAGE_LIMITS` before anything looks at it.

A seat's view goes out as :func:`view_json` of :meth:`Match.view_for` and nothing else
about the round: the hand of that seat, the tiles on the table and public counts. The
client turns it back into an engine :class:`SeatView` with :func:`view_from_json` (so a
computer player or the window's presenter can use it as if the match were local).
"""

from __future__ import annotations

import contextlib
import hashlib
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from dominoes_qt import jsongate
from dominoes_qt.engine.board import Board, End, Illegal, Move
from dominoes_qt.engine.events import PlayParts
from dominoes_qt.engine.fairdeal import SEED_BYTES, commitment
from dominoes_qt.engine.game import (
    DRAW,
    PASS,
    Action,
    Drew,
    HistoryEntry,
    Match,
    Need,
    Passed,
    Played,
    Reason,
    Refusal,
    SeatView,
)
from dominoes_qt.engine.tiles import Tile, parse_tile
from dominoes_qt.engine.trains import TrainRules, deal_trains, first_starter
from dominoes_qt.engine.verify import Verdict, check_round
from dominoes_qt.games import GAMES, TRAIN_GAMES

PROTOCOL_VERSION = 1
"""Raised whenever a message changes meaning; a client of another version is told so and
closed (its hello gets ``error`` with reason ``protocol``)."""
MAX_MESSAGE_BYTES = 4096
"""The largest message a client may send (the biggest real one, a hello, is ~200 bytes).
A bigger one is refused and the connection stays open up to :data:`HARD_MESSAGE_BYTES`."""
HARD_MESSAGE_BYTES = 64 * 1024
"""A frame beyond this closes the connection (the WebSocket layer refuses to buffer it)."""
MESSAGE_LIMITS = jsongate.Limits(max_bytes=MAX_MESSAGE_BYTES, max_depth=6, max_string=200,
                                 max_digits=20)
MAX_NAME = 40
"""Characters of a player's name at a table."""
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Room codes: no 0/O or 1/I, so a code read aloud or typed from a phone is right."""
CODE_LENGTH = 6
TOKEN_BYTES = 18
BOT_LEVELS = ("beginner", "casual", "skilled", "expert", "master")
POOLED_LEVELS = frozenset({"expert", "master"})
"""Levels whose decisions go to the server's capped worker pool."""
PHRASES = ("Hello!", "Good luck!", "Well played!", "Nice one!", "Oops!", "Thanks!",
           "Sorry, I have to go", "Back in a moment", "One more match?", "Good game!",
           "Hurry up, please", "Take your time")
"""The preset chat phrases, sent as their numbers: each player's window shows them in its
own language (these English words are the window's source text), and no free text is
ever relayed."""
SAY_INTERVAL = 1.0
"""Seconds between two phrases of one player."""
MIX_TAG = b"dominoes-qt/net-mix"
SERVER_COMMIT_TAG = b"dominoes-qt/net-server"


class Why(str, Enum):
    """Every reason a request is refused (the ``reason`` of a ``refused`` message)."""

    MALFORMED = "malformed"
    TOO_LARGE = "too_large"
    NOT_TEXT = "not_text"
    RATE = "rate"
    UNKNOWN_TYPE = "unknown_type"
    BAD_FIELD = "bad_field"
    HELLO_FIRST = "hello_first"
    ALREADY_HELLO = "already_hello"
    PROTOCOL = "protocol"
    SERVER_FULL = "server_full"
    NO_TABLE = "no_table"
    ELSEWHERE = "elsewhere"
    TABLE_FULL = "table_full"
    NOT_AT_TABLE = "not_at_table"
    ALREADY_AT_TABLE = "already_at_table"
    NO_SEAT = "no_seat"
    SEAT_TAKEN = "seat_taken"
    ALREADY_SEATED = "already_seated"
    NOT_SEATED = "not_seated"
    NOT_HOST = "not_host"
    NOT_IN_LOBBY = "not_in_lobby"
    NOT_READY = "not_ready"
    NOT_PLAYING = "not_playing"
    BAD_TOKEN = "bad_token"
    WRONG_SEAT = "wrong_seat"
    OUT_OF_TURN = "out_of_turn"
    NOT_IN_HAND = "not_in_hand"
    ILLEGAL = "illegal"
    STALE = "stale"
    MATCH_OVER = "match_over"
    BAD_SEED = "bad_seed"


class Refused(Exception):
    """A request the server will not carry out; the connection stays open."""

    def __init__(self, why: Why, message: str, **detail: Any) -> None:
        super().__init__(message)
        self.why = why
        self.message = message
        self.detail = detail

    def to_json(self, request_id: object = None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "refused", "reason": self.why.value,
                               "message": self.message, **self.detail}
        if request_id is not None:
            out["id"] = request_id
        return out


def parse_message(data: str | bytes) -> dict[str, Any]:
    """One client message through the JSON gate: an object with a string ``type``."""
    if isinstance(data, bytes):
        raise Refused(Why.NOT_TEXT, "messages are JSON text frames, not binary ones")
    if len(data.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise Refused(Why.TOO_LARGE, f"a message may be at most {MAX_MESSAGE_BYTES} bytes")
    try:
        doc = jsongate.loads(data, MESSAGE_LIMITS)
    except jsongate.GateError as exc:
        raise Refused(Why.MALFORMED, str(exc), fault=exc.fault.value) from None
    if not isinstance(doc, dict) or not isinstance(doc.get("type"), str):
        raise Refused(Why.MALFORMED, "a message is a JSON object with a \"type\"")
    return doc


# --- fields ------------------------------------------------------------------------------


def field_int(doc: Mapping[str, Any], key: str, low: int, high: int) -> int:
    value = doc.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise Refused(Why.BAD_FIELD, f"\"{key}\" must be a whole number from {low} to {high}",
                      field=key)
    return value


def field_str(doc: Mapping[str, Any], key: str, longest: int, default: str | None = None
              ) -> str:
    value = doc.get(key, default)
    if not isinstance(value, str) or not value.strip() or len(value) > longest \
            or not value.isprintable():
        raise Refused(Why.BAD_FIELD, f"\"{key}\" must be printable text of 1 to {longest} "
                      "characters", field=key)
    return value.strip()


def field_hex(doc: Mapping[str, Any], key: str, size: int) -> bytes:
    value = doc.get(key)
    if not isinstance(value, str) or len(value) != 2 * size:
        raise Refused(Why.BAD_SEED, f"\"{key}\" must be {2 * size} hexadecimal digits",
                      field=key)
    try:
        return bytes.fromhex(value)
    except ValueError:
        raise Refused(Why.BAD_SEED, f"\"{key}\" must be {2 * size} hexadecimal digits",
                      field=key) from None


# --- actions -----------------------------------------------------------------------------


def action_json(action: Action) -> str | dict[str, str]:
    """``"draw"``, ``"pass"`` or a play ``{"tile", "at", "end"}`` (a lead has no at/end)."""
    if action is DRAW or action is PASS:
        return action.value
    assert isinstance(action, Move)
    return move_json(action)


def move_json(move: Move) -> dict[str, str]:
    out = {"tile": str(move.tile)}
    if move.at is not None and move.end is not None:
        out["at"] = str(move.at)
        out["end"] = move.end.value
    return out


def parse_action(value: object) -> Action:
    """An action as a client sends it; a malformed one is refused as ``bad_field``."""
    if value == "draw":
        return DRAW
    if value == "pass":
        return PASS
    if not isinstance(value, dict) or not isinstance(value.get("tile"), str):
        raise Refused(Why.BAD_FIELD, "\"action\" must be \"draw\", \"pass\" or "
                      "{\"tile\": \"a|b\", \"at\": \"c|d\", \"end\": \"low\"}", field="action")
    try:
        laid = parse_tile(value["tile"])
        if "at" not in value and "end" not in value:
            return Move(laid)
        at = parse_tile(value.get("at"))  # type: ignore[arg-type]
        end = End(value.get("end"))
    except ValueError as exc:
        raise Refused(Why.BAD_FIELD, f"\"action\": {jsongate.quote(str(exc), 80)}",
                      field="action") from None
    return Move(laid, at, end)


def refusal_of(reason: Reason) -> Refused:
    """The protocol's refusal for the engine's reason."""
    if reason is Refusal.WRONG_SEAT:
        return Refused(Why.OUT_OF_TURN, reason.value)
    if reason is Refusal.NOT_IN_HAND:
        return Refused(Why.NOT_IN_HAND, reason.value)
    if reason is Refusal.MATCH_OVER:
        return Refused(Why.MATCH_OVER, reason.value)
    rule = reason.name.lower()
    kind = "table" if isinstance(reason, Illegal) else "turn"
    return Refused(Why.ILLEGAL, reason.value, rule=rule, kind=kind)


# --- a seat's view -----------------------------------------------------------------------


def _history_json(entry: HistoryEntry) -> dict[str, Any]:
    if type(entry) is Played:
        return {"kind": "play", "seat": entry.seat, **move_json(entry.move),
                "end_sum": entry.parts.end_sum, "points": entry.parts.points}
    assert isinstance(entry, (Drew, Passed))
    kind = "draw" if type(entry) is Drew else "pass"
    return {"kind": kind, "seat": entry.seat, "open": sorted(entry.open_values)}


def actions_taken(match: Match) -> int:
    """Actions of the whole match so far: the number a client's ``act`` must name."""
    return sum(len(r.history) for r in match.rounds)


def view_json(match: Match, seat: int) -> dict[str, Any]:
    """What ``seat`` may know of the round being played (or the last one), as JSON.

    Built from :meth:`Match.view_for` alone, so it cannot hold what the engine does not
    give the seat; the match-level facts added (the match's score events, who won, the
    round's commitment) are public.
    """
    view = match.view_for(seat)
    round_ = match.current
    assert round_ is not None
    proof = round_.proof
    mine = view.to_move == seat and view.need is not None
    return {
        "variant": view.rules.variant,
        "players": match.num_players,
        "seat": seat,
        "round": view.round_number,
        "starter": view.starter,
        "to_move": view.to_move,
        "need": None if view.need is None else view.need.value,
        "hand": [str(t) for t in view.hand],
        "forced": None if view.forced is None else str(view.forced),
        "hand_counts": list(view.hand_counts),
        "boneyard_count": view.boneyard_count,
        "history": [_history_json(e) for e in view.history],
        "scores": list(view.scores),
        "legal": [action_json(a) for a in view.legal_actions()] if mine else [],
        "move": actions_taken(match),
        "round_end": None if round_.end is None else round_.end.value,
        "winner": match.winner,
        "called_off": match.called_off,
        "commitment": None if proof is None else proof.commitment,
        "events": [e.to_json() for e in match.events if e.round == view.round_number],
    }


class ViewError(ValueError):
    """A view from the server that does not make sense (never trust the wire blindly)."""


def view_from_json(doc: Mapping[str, Any]) -> SeatView:
    """An engine :class:`SeatView` rebuilt from :func:`view_json` (the board is laid again
    from the plays, in order)."""
    try:
        rules = GAMES[doc["variant"]]
        players = int(doc["players"])
        seating = rules.seating(players)
        board = Board(rules.spinners)
        history: list[HistoryEntry] = []
        for entry in doc["history"]:
            if entry["kind"] == "play":
                move = parse_action({k: entry[k] for k in ("tile", "at", "end") if k in entry})
                assert isinstance(move, Move)
                end_sum = board.place(move)
                parts = PlayParts(board.counted(), end_sum, rules.points_by_end_sum[end_sum])
                history.append(Played(int(entry["seat"]), move, parts))
            else:
                cls = Drew if entry["kind"] == "draw" else Passed
                history.append(cls(int(entry["seat"]), frozenset(entry["open"])))
        need = None if doc["need"] is None else Need(doc["need"])
        return SeatView(
            rules=rules, seating=seating, seat=int(doc["seat"]),
            round_number=int(doc["round"]), starter=int(doc["starter"]),
            to_move=int(doc["to_move"]), need=need,
            hand=tuple(parse_tile(t) for t in doc["hand"]),
            forced=None if doc["forced"] is None else parse_tile(doc["forced"]),
            board=board, hand_counts=tuple(int(n) for n in doc["hand_counts"]),
            boneyard_count=int(doc["boneyard_count"]), history=tuple(history),
            scores=tuple(int(s) for s in doc["scores"]),
        )
    except (KeyError, TypeError, ValueError, AssertionError, Refused) as exc:
        raise ViewError(f"a view that does not make sense: {exc}") from None


# --- seeds -------------------------------------------------------------------------------


def new_seed() -> bytes:
    return secrets.token_bytes(SEED_BYTES)


def server_commitment(server_seed: bytes) -> str:
    """The hash the server publishes of its part of a round's seed before anyone adds to it."""
    return hashlib.sha256(SERVER_COMMIT_TAG + b"\x00" + server_seed).hexdigest()


def mix(server_seed: bytes, contributions: Sequence[bytes | None]) -> bytes:
    """A round's deal seed: the server's seed with each seat's contribution (None: the seat
    gave none), in seat order. No one who knows only some of the parts can steer it."""
    digest = hashlib.sha256(MIX_TAG + b"\x00" + server_seed)
    for part in contributions:
        digest.update(b"\x00" if part is None else b"\x01" + part)
    return digest.digest()


@dataclass(frozen=True)
class DealCheck:
    """What a client found checking one round's deal after it (:func:`check_reveal`)."""

    round: int
    fair: bool
    reason: str


def check_reveal(reveal: Mapping[str, Any], *, server_commit: str | None, deal_commitment:
                 str | None, my_seat: int | None, my_seed: bytes | None,
                 my_hand: Sequence[str] | None) -> DealCheck:
    """Check a ``round_over`` reveal against what this client saw before the round.

    ``server_commit``: the server's commitment published before this client contributed;
    ``deal_commitment``: the commitment shown with the deal; ``my_seed``: what this client
    contributed (None: it did not); ``my_hand``: its hand as first dealt to it.
    """
    number = reveal.get("round", 0)

    def bad(reason: str) -> DealCheck:
        return DealCheck(number, False, reason)

    try:
        variant = reveal["variant"]
        rules = GAMES[variant] if variant in GAMES else TRAIN_GAMES[variant]
        players = int(reveal["players"])
        server_seed = bytes.fromhex(reveal["server_seed"])
        parts = [None if p is None else bytes.fromhex(p) for p in reveal["contributions"]]
        seed = bytes.fromhex(reveal["seed"])
        hands = [[parse_tile(t) for t in hand] for hand in reveal["hands"]]
        boneyard = [parse_tile(t) for t in reveal["boneyard"]]
        starter = int(reveal["starter"])
        by_lot = bool(reveal["by_lot"])
    except (KeyError, TypeError, ValueError):
        return bad("the reveal is malformed")
    if server_commit is not None and server_commitment(server_seed) != server_commit:
        return bad("the server's seed is not the one it committed to")
    if len(parts) != players:
        return bad("the reveal does not list one contribution per seat")
    if my_seat is not None and my_seed is not None and parts[my_seat] != my_seed:
        return bad("this client's seed was left out of the deal")
    if mix(server_seed, parts) != seed:
        return bad("the deal's seed is not the mix of the seeds")
    if deal_commitment is not None and commitment(variant, players, seed) != deal_commitment:
        return bad("the deal's seed is not the one committed to before the round")
    if my_seat is not None and my_hand is not None and 0 <= my_seat < len(hands) and \
            sorted(map(parse_tile, my_hand)) != sorted(hands[my_seat]):
        return bad("the hand this client was dealt is not the one revealed")
    from dominoes_qt.engine.fairdeal import DealProof

    if isinstance(rules, TrainRules):
        # A train game's deal: the set without the round's engine, the first starter
        # from the seed's lot stream (later starters pass clockwise).
        dealt, rest = deal_trains(rules, players, number, seed)
        if [list(h) for h in dealt] != hands or list(rest) != boneyard:
            return bad("the seed deals other tiles")
        if by_lot and first_starter(rules, players, seed) != starter:
            return bad("the seed names another first starter")
        return DealCheck(number, True, "the deal is the one committed to, with this "
                         "client's seed in it")
    found = check_round(rules, number, players, hands, boneyard, starter, by_lot, True,
                        DealProof(commitment(variant, players, seed), seed))
    if found.verdict is not Verdict.MATCH:
        return bad(found.reason)
    return DealCheck(number, True, "the deal is the one committed to, with this client's "
                     "seed in it")


def check_mixes(table: object, seeds: Sequence[bytes | None]) -> list[tuple[int, str]]:
    """Problems with a network record's ``"table"`` key: for each round whose seed the
    record reveals (``seeds``, by round), its server seed must hash to the server's
    commitment and mixed with the contributions give that seed. (round, reason) each."""
    if not isinstance(table, dict) or not isinstance(table.get("mixes"), list):
        return [(0, "the record's \"table\" has no list of \"mixes\"")]
    problems: list[tuple[int, str]] = []
    mixes = table["mixes"]
    for number, seed in enumerate(seeds, start=1):
        if seed is None:
            continue
        entry = mixes[number - 1] if number <= len(mixes) else None
        try:
            assert isinstance(entry, dict)
            server_seed = bytes.fromhex(entry["server_seed"])
            parts = [None if p is None else bytes.fromhex(p) for p in entry["contributions"]]
            commit = entry["server_commit"]
        except (AssertionError, KeyError, TypeError, ValueError):
            problems.append((number, "the round's mix is missing or malformed"))
            continue
        if server_commitment(server_seed) != commit:
            problems.append((number, "the server's seed is not the one it committed to"))
        elif mix(server_seed, parts) != seed:
            problems.append((number, "the deal's seed is not the mix of the seeds"))
    return problems


def tiles_in(doc: object) -> set[Tile]:
    """Every tile written anywhere in a JSON document (for leak checks)."""
    found: set[Tile] = set()
    stack = [doc]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
            stack.extend(item.keys())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str) and "|" in item and len(item) <= 8:
            with contextlib.suppress(ValueError):
                found.add(parse_tile(item))
    return found
