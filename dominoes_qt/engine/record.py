"""Game records (saved games): read, validate by replaying, write. Format version 1.

A record holds each round's deal and the tiles laid; draws and passes follow from the
rules. Loading a record means replaying it through a :class:`~dominoes_qt.engine.game.Match`,
so a record that loads is a legal game by construction.

Version 2 (``docs/RECORD-v2.md``) adds one optional key per round, ``deal``: the deal's
commitment and, once the round is over, its seed (:mod:`dominoes_qt.engine.fairdeal`).
Version 1 is read exactly as before.

Version 3 (``docs/RECORD-v3.md``) adds ``ruleset``: the game and every option's value, for
a match played under house rules (any ruleset that is not one of the registered presets).
A match of a preset is written as version 2, exactly as before; any other as version 3.

A record of a match called off at its game's round limit is an ordinary record whose
rounds all ended; one longer than the limit (written before there was one) is read whole,
its match ending where the record does (``docs/LONG-MATCHES.md``). :class:`CompactWriter`
writes the autosave, again and again, without rewriting finished rounds.

A record names its game; reading one takes the catalogue of games to find it in
(``games``), which lives above the engine: :mod:`dominoes_qt.games.records` reads records
with the registered games.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dominoes_qt import jsongate
from dominoes_qt.engine.board import End, Move
from dominoes_qt.engine.events import RoundEnd
from dominoes_qt.engine.fairdeal import DEAL_KEY, DealProof, SeedKeeper, parse_proof
from dominoes_qt.engine.game import DealError, Match, Round
from dominoes_qt.engine.options import OptionError
from dominoes_qt.engine.rules import Rules
from dominoes_qt.engine.tiles import SET_NAMES, Tile, parse_tile

FORMAT = "dominoes-qt-record"
VERSION = 3
"""The newest version this program reads."""
PRESET_VERSION = 2
"""The version written for a match of a registered preset (its name says all its rules)."""
RULESET_KEY = "ruleset"
V1_DEAL_KEY = "v1-deal"
"""Where a version 1 round's own ``deal`` key (version 1 gave it no meaning) is kept."""
PLAYER_KINDS = ("human", "ai")
MAX_NAME = 100
"""Characters of a player's name. A longer one is hostile, not a name: the window
would have to lay it out on every repaint."""
MAX_VARIANT = 400
"""Characters of a version 3 record's variant (a house ruleset's name lists its options)."""
MAX_TILE_TEXT = 16
"""Characters of a tile as written (``" [ 1 | 4 ] "`` is the most a person would type)."""


class RecordError(ValueError):
    """A record that can not be loaded; the message names the round, the play and why."""

    def __init__(self, reason: str, round_number: int | None = None,
                 play_number: int | None = None) -> None:
        where = []
        if round_number is not None:
            where.append(f"round {round_number}")
        if play_number is not None:
            where.append(f"play {play_number}")
        super().__init__(f"{', '.join(where)}: {reason}" if where else reason)
        self.reason = reason
        self.round_number = round_number
        self.play_number = play_number


def move_json(move: Move) -> dict[str, Any]:
    """A move as a record writes it: its tile, and where it goes unless it leads."""
    out: dict[str, Any] = {"tile": str(move.tile)}
    if move.at is not None and move.end is not None:
        out["at"] = str(move.at)
        out["end"] = move.end.value
    return out


@dataclass
class RecordedPlay:
    move: Move
    seat: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out = move_json(self.move)
        if self.seat is not None:
            out["seat"] = self.seat
        return {**self.extra, **out}


@dataclass
class RecordedRound:
    starter: int
    hands: list[list[Tile]]
    boneyard: list[Tile]
    plays: list[RecordedPlay]
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            **self.extra,
            "starter": self.starter,
            "hands": [[str(t) for t in hand] for hand in self.hands],
            "boneyard": [str(t) for t in self.boneyard],
            "plays": [p.to_json() for p in self.plays],
        }


@dataclass
class GameRecord:
    """A parsed record. ``players`` entries keep every key they were read with."""

    rules: Rules
    """The game the record names."""
    players: list[dict[str, Any]]
    rounds: list[RecordedRound]
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def variant(self) -> str:
        return self.rules.variant

    @property
    def is_preset(self) -> bool:
        """Whether the record's game is one the catalogue names (written as version 2);
        else its rules are house rules, written out whole as version 3's ``ruleset``."""
        return not self.rules.house_rules

    def to_json(self) -> dict[str, Any]:
        head: dict[str, Any] = {
            **self.extra,
            "format": FORMAT,
            "version": PRESET_VERSION if self.is_preset else VERSION,
            "variant": self.variant,
        }
        if not self.is_preset:
            head[RULESET_KEY] = self.rules.ruleset.to_json()
        return {
            **head,
            "players": [dict(p) for p in self.players],
            "rounds": [r.to_json() for r in self.rounds],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=2, ensure_ascii=False) + "\n"


# --- reading --------------------------------------------------------------------------


def _tile(value: object, where: str, round_number: int | None = None,
          play_number: int | None = None, highest: int = 6) -> Tile:
    if not isinstance(value, str) or len(value) > MAX_TILE_TEXT:
        raise RecordError(f"{where}: {jsongate.quote(value)} is not a tile; tiles are "
                          "written like \"1|4\"", round_number, play_number)
    try:
        found = parse_tile(value)
    except ValueError as exc:
        raise RecordError(f"{where}: {exc}", round_number, play_number) from None
    if found.b > highest:
        raise RecordError(f"{where}: no tile {found} in a {SET_NAMES[highest]} set",
                          round_number, play_number)
    return found


def _tiles(value: object, where: str, round_number: int, highest: int) -> list[Tile]:
    if not isinstance(value, list):
        raise RecordError(f"{where} must be a list of tiles", round_number)
    return [_tile(v, where, round_number, highest=highest) for v in value]


def _seat(value: object, num_players: int, where: str, round_number: int,
          play_number: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < num_players:
        raise RecordError(f"{where} must be a seat from 0 to {num_players - 1}, "
                          f"not {jsongate.quote(value)}",
                          round_number, play_number)
    return value


HouseRules = Callable[[object, object], Rules]
"""A catalogue's builder of a game's rules from the game's name and its options (how a
version 3 ``ruleset`` is read); raises :class:`~dominoes_qt.engine.options.OptionError`
naming the option it cannot play."""


def parse_record(text: str, games: Mapping[str, Rules],
                 house: HouseRules | None = None) -> GameRecord:
    """Read a record's JSON and check its shape (not yet its plays: see :func:`replay`);
    its game is found by its variant in ``games``, or (version 3) built by ``house`` from
    the ruleset it carries.

    The text passes :func:`dominoes_qt.jsongate.loads` first: nesting, numbers, strings
    and surrogates are bounded before the shape is looked at.
    """
    try:
        doc = jsongate.loads(text, jsongate.RECORD_LIMITS)
    except jsongate.GateError as exc:
        raise RecordError(str(exc)) from None
    return record_from_json(doc, games, house)


def read_record(path: str | os.PathLike[str]) -> str:
    """The text of a record file, through the gate's size and file-kind checks; raises
    :class:`RecordError` (e.g. for a FIFO, a device or a file over the size limit)."""
    try:
        return jsongate.decode(jsongate.read_bytes(Path(path),
                                                   jsongate.RECORD_LIMITS.max_bytes))
    except jsongate.GateError as exc:
        raise RecordError(str(exc)) from None


def record_from_json(doc: object, games: Mapping[str, Rules],
                     house: HouseRules | None = None) -> GameRecord:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise RecordError(f"not a dominoes-qt game record (no \"format\": \"{FORMAT}\")")
    version = _version_of(doc)
    rules = _rules_of(doc, version, games, house)
    players = doc.get("players")
    if not isinstance(players, list):
        raise RecordError("\"players\" must be a list")
    if len(players) not in rules.player_counts:
        allowed = " or ".join(str(n) for n in rules.player_counts)
        raise RecordError(
            f"{rules.title} is played by {allowed} players; the record has {len(players)}"
        )
    for seat, player in enumerate(players):
        _check_player(seat, player)
    rounds = _rounds_of(doc.get("rounds"), version, len(players), rules)
    head = ("format", "version", "variant", "players", "rounds",
            *((RULESET_KEY,) if version >= 3 else ()))
    extra = {k: v for k, v in doc.items() if k not in head}
    return GameRecord(rules, [dict(p) for p in players], rounds, extra)


def _version_of(doc: dict[str, Any]) -> int:
    """The record's version, one this program reads."""
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise RecordError("the record's version must be a whole number, "
                          f"not {jsongate.quote(version)}")
    if version > VERSION:
        raise RecordError(
            f"the record is version {version}, newer than this program reads ({VERSION})"
        )
    if version < 1:
        raise RecordError(f"unknown record version {version}")
    return version


def _rules_of(doc: dict[str, Any], version: int, games: Mapping[str, Rules],
              house: HouseRules | None) -> Rules:
    """The rules the record was played by: its variant in ``games``, or (version 3) the
    ruleset it carries, built by ``house``."""
    variant = doc.get("variant")
    if version >= 3 and RULESET_KEY in doc:
        if not isinstance(variant, str) or len(variant) > MAX_VARIANT:
            raise RecordError(f"the variant must be a name in quotes of at most {MAX_VARIANT} "
                              f"characters, not {jsongate.quote(variant)}")
        return ruleset_of(doc.get(RULESET_KEY), house)
    if not isinstance(variant, str) or variant not in games:
        known = ", ".join(games)
        raise RecordError(f"unknown variant {jsongate.quote(variant)} (known: {known})")
    return games[variant]


def _check_player(seat: int, player: object) -> None:
    """A seat of ``"players"``: a name, a kind, and a level for an AI."""
    if not isinstance(player, dict) or not isinstance(player.get("name"), str):
        raise RecordError(f"player {seat} must be an object with a \"name\"")
    if len(player["name"]) > MAX_NAME:
        raise RecordError(f"player {seat}'s name is longer than {MAX_NAME} characters")
    if player.get("kind") not in PLAYER_KINDS:
        raise RecordError(f"player {seat}'s kind must be \"human\" or \"ai\"")
    if player["kind"] == "ai" and "level" not in player:
        raise RecordError(f"player {seat} is an AI without a \"level\"")
    if player["kind"] == "ai" and not isinstance(player["level"], str):
        raise RecordError(f"player {seat}'s \"level\" must be a name in quotes, "
                          f"such as \"expert\", not {jsongate.quote(player['level'])}")


def _rounds_of(rounds_doc: object, version: int, players: int,
               rules: Rules) -> list[RecordedRound]:
    """The record's rounds, their shapes and deal proofs checked (a version 1 record's deal
    proof under its old key)."""
    if not isinstance(rounds_doc, list):
        raise RecordError("\"rounds\" must be a list")
    rounds = [
        _parse_round(r, number, players, rules.double)
        for number, r in enumerate(rounds_doc, start=1)
    ]
    if version == 1:
        for recorded in rounds:
            if DEAL_KEY in recorded.extra:
                recorded.extra[V1_DEAL_KEY] = recorded.extra.pop(DEAL_KEY)
    for number, recorded in enumerate(rounds, start=1):
        if DEAL_KEY in recorded.extra:
            try:
                parse_proof(recorded.extra[DEAL_KEY], players)
            except ValueError as exc:
                raise RecordError(str(exc), number) from None
    return rounds


def ruleset_of(doc: object, house: HouseRules | None) -> Rules:
    """The rules a version 3 record's ``ruleset`` names, built by ``house``;
    :class:`RecordError` naming the option that cannot be played."""
    if not isinstance(doc, dict):
        raise RecordError(f"\"{RULESET_KEY}\" must be an object with the game and its "
                          "options")
    unknown = [k for k in doc if k not in ("game", "options")]
    if unknown:
        raise RecordError(f"the ruleset has an unknown key {jsongate.quote(unknown[0])}")
    if house is None:
        raise RecordError("this reader knows no house rules: it reads the named games only")
    try:
        return house(doc.get("game"), doc.get("options", {}))
    except OptionError as exc:
        raise RecordError(f"the ruleset: {exc}") from None


def upgrade_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """A version 2 document as version 3: unchanged (its variant is a preset, and version 3
    reads a record without ``ruleset`` exactly so)."""
    return doc


def upgrade_v1(doc: dict[str, Any]) -> dict[str, Any]:
    """A version 1 document as version 2: a round's own ``deal`` key, which version 1 left
    to the writer, moves to ``v1-deal`` so that it is not read as a commitment."""
    rounds = doc.get("rounds")
    if isinstance(rounds, list):
        doc = {**doc, "rounds": [
            {(V1_DEAL_KEY if k == DEAL_KEY else k): v for k, v in r.items()}
            if isinstance(r, dict) else r
            for r in rounds
        ]}
    return doc


def proof_of(recorded: RecordedRound, variant: str, players: int,
             seeds: SeedKeeper | None = None) -> DealProof | None:
    """A round's deal proof, if it has a well-formed one.

    With ``seeds``, a seed the record reveals is kept there, and one it does not reveal
    yet is filled in from there when that keeper holds it (see ``fairdeal.SeedKeeper``).
    """
    if DEAL_KEY not in recorded.extra:
        return None
    try:
        proof = parse_proof(recorded.extra[DEAL_KEY], players)
    except ValueError:
        return None
    if seeds is None:
        return proof
    seeds.keep(proof, variant, players)
    return seeds.complete(proof)


def sealed(extra: dict[str, Any]) -> dict[str, Any]:
    """A round's extra keys without the deal's seed (for a round that is going on again)."""
    deal = extra.get(DEAL_KEY)
    if not isinstance(deal, dict) or "seed" not in deal:
        return dict(extra)
    return {**extra, DEAL_KEY: {k: v for k, v in deal.items() if k != "seed"}}


def _parse_round(doc: object, number: int, num_players: int, highest: int) -> RecordedRound:
    if not isinstance(doc, dict):
        raise RecordError("a round must be an object", number)
    if "starter" not in doc:
        raise RecordError("the round has no starter", number)
    starter = _seat(doc["starter"], num_players, "the starter", number)
    hands_doc = doc.get("hands")
    if not isinstance(hands_doc, list):
        raise RecordError("\"hands\" must be a list with one hand per seat", number)
    hands = [_tiles(h, f"hand {seat}", number, highest) for seat, h in enumerate(hands_doc)]
    boneyard = _tiles(doc.get("boneyard", []), "the boneyard", number, highest)
    plays_doc = doc.get("plays", [])
    if not isinstance(plays_doc, list):
        raise RecordError("\"plays\" must be a list", number)
    plays = []
    for play_number, play in enumerate(plays_doc, start=1):
        if not isinstance(play, dict) or "tile" not in play:
            raise RecordError("a play must be an object with a \"tile\"", number, play_number)
        laid = _tile(play["tile"], "the tile", number, play_number, highest)
        at: Tile | None = None
        end: End | None = None
        if "at" in play or "end" in play:
            at = _tile(play.get("at"), "\"at\"", number, play_number, highest)
            try:
                end = End(play.get("end"))
            except ValueError:
                names = ", ".join(e.value for e in End)
                raise RecordError(f"unknown end {jsongate.quote(play.get('end'))} "
                                  f"(ends: {names})",
                                  number, play_number) from None
        seat = None
        if "seat" in play:
            seat = _seat(play["seat"], num_players, "the seat", number, play_number)
        extra = {k: v for k, v in play.items() if k not in ("tile", "at", "end", "seat")}
        plays.append(RecordedPlay(Move(laid, at, end), seat, extra))
    extra = {k: v for k, v in doc.items() if k not in ("starter", "hands", "boneyard", "plays")}
    return RecordedRound(starter, hands, boneyard, plays, extra)


# --- replaying ------------------------------------------------------------------------


def replay(record: GameRecord, *, upto: tuple[int, int] | None = None,
           seeds: SeedKeeper | None = None) -> Match:
    """Play the record through the rules; raises :class:`RecordError` at the first fault.

    ``upto=(round, play)`` stops after that play (play 0: right after the deal), for review.
    ``seeds``: the keeper of whoever dealt the match and plays it on. Its seeds complete
    the proofs of rounds the record does not reveal yet, and the match keeps the seeds
    of the rounds it deals from now on there. Without it the match holds exactly what
    the record reveals, whichever process replays it.
    """
    rules = record.rules
    last = len(record.rounds)
    match = Match(rules, len(record.players), seeds=seeds, round_limit=round_limit_of(record))
    for number, recorded in enumerate(record.rounds, start=1):
        _deal(match, recorded, number)
        match.rounds[-1].proof = proof_of(recorded, record.variant, len(record.players),
                                          seeds)
        if upto is not None and upto == (number, 0):
            return match
        for play_number, play in enumerate(recorded.plays, start=1):
            _play(match, play, number, play_number)
            if upto is not None and upto == (number, play_number):
                return match
        match.apply_forced()
        current = match.current
        if number < last and current is not None and current.end is None \
                and match.winner is None:
            raise RecordError("the round is unfinished but another round follows it", number)
    return match


def _deal(match: Match, recorded: RecordedRound, number: int) -> None:
    """Deal round ``number`` as recorded, once the match may have another round."""
    if match.winner is not None:
        raise RecordError("the match was already won; no round may follow", number)
    previous = match.current
    if previous is not None and previous.end is None:
        raise RecordError("the previous round is unfinished, so no round may follow it",
                          number)
    try:
        match.deal_round(recorded.starter, recorded.hands, recorded.boneyard)
    except DealError as exc:
        raise RecordError(f"bad deal: {exc}", number) from None
    except ValueError as exc:
        raise RecordError(f"wrong starter: {exc}", number) from None


def _play(match: Match, play: RecordedPlay, number: int, play_number: int) -> None:
    """Make one recorded play (the forced draws and passes before it first), once the
    rules allow it."""
    match.apply_forced()
    round_ = match.current
    assert round_ is not None
    if match.winner is not None:
        raise RecordError(f"{play.move}: the match is already won", number, play_number)
    if round_.end is not None:
        raise RecordError(f"{play.move}: the round is already over ({round_.end.value})",
                          number, play_number)
    if play.seat is not None and play.seat != round_.to_move:
        raise RecordError(
            f"{play.move}: seat {play.seat} plays, but it is seat {round_.to_move}'s turn",
            number, play_number)
    problem = match.check(play.move)
    if problem is not None:
        raise RecordError(f"{play.move}: {problem.value} (seat {round_.to_move})",
                          number, play_number)
    match.apply(play.move)


def round_limit_of(record: GameRecord) -> int:
    """The most rounds the match of ``record`` may have: its game's limit, or the record's
    own length when it is longer (written before there was a limit: it is read whole, and
    its match ends with its last round)."""
    return max(record.rules.round_limit, len(record.rounds))


def load(text: str, games: Mapping[str, Rules], *, house: HouseRules | None = None,
         seeds: SeedKeeper | None = None) -> tuple[GameRecord, Match]:
    """Parse and replay: the record and the match it describes (``games`` and ``house``:
    see :func:`parse_record`; ``seeds``: see :func:`replay`)."""
    record = parse_record(text, games, house)
    return record, replay(record, seeds=seeds)


# --- writing --------------------------------------------------------------------------


def record_of(match: Match, players: Sequence[dict[str, Any]],
              extra: dict[str, Any] | None = None) -> GameRecord:
    """The record of a match as played so far."""
    if len(players) != match.num_players:
        raise ValueError(f"{len(players)} players named for {match.num_players} seats")
    over = match.winner is not None
    rounds = [recorded_round(r, over) for r in match.rounds]
    return GameRecord(match.rules, [dict(p) for p in players], rounds, dict(extra or {}))


def recorded_round(round_: Round, match_won: bool) -> RecordedRound:
    """One round of a match as its record holds it (``match_won``: the match was won, in
    this round or before)."""
    proof = round_.proof
    return RecordedRound(
        starter=round_.starter,
        hands=[list(h) for h in round_.dealt],
        boneyard=list(round_.deck),
        plays=[RecordedPlay(move, seat) for seat, move in round_.plays],
        # The seed is written only once the round is over, never mid-round.
        extra={} if proof is None else
        {DEAL_KEY: proof.to_json(reveal=match_won or round_.end is not None)},
    )


class CompactWriter:
    """Writes a match's record as compact JSON, again and again as the match goes on (the
    autosave, after every play), without writing its finished rounds again.

    A finished round never changes, so its text is kept with the round it was written
    from and used while the match still holds that very round; from the first round that
    is not one of them on, everything is written afresh. What comes out reads exactly as
    :meth:`GameRecord.dumps` of :func:`record_of` does.
    """

    def __init__(self) -> None:
        self._finished: list[tuple[Round, str]] = []

    def dumps(self, match: Match, players: Sequence[dict[str, Any]],
              extra: dict[str, Any] | None = None) -> str:
        if len(players) != match.num_players:
            raise ValueError(f"{len(players)} players named for {match.num_players} seats")
        won = match.winner is not None
        kept: list[tuple[Round, str]] = []
        texts: list[str] = []
        cache = self._finished
        for number, round_ in enumerate(match.rounds):
            if number < len(cache) and len(kept) == number and cache[number][0] is round_:
                kept.append(cache[number])
                texts.append(cache[number][1])
                continue
            text = _compact(recorded_round(round_, won).to_json())
            if round_.end is not None and len(kept) == number:
                kept.append((round_, text))
            texts.append(text)
        self._finished = kept
        head = GameRecord(match.rules, [dict(p) for p in players], [],
                          dict(extra or {})).to_json()
        del head["rounds"]
        return _compact(head)[:-1] + ',"rounds":[' + ",".join(texts) + "]}\n"


def _compact(doc: Any) -> str:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


# --- the replay summary ---------------------------------------------------------------


def summary(match: Match) -> dict[str, Any]:
    """The replay output of RECORD.md as a JSON-ready dict (with ``called_off`` only for a
    match called off at its round limit: see docs/LONG-MATCHES.md)."""
    out: dict[str, Any] = {
        "variant": match.rules.variant,
        "sides": [list(side) for side in match.seating.sides],
        "scores": list(match.scores),
        "winner": match.winner,
        "rounds": [
            {
                "end": None if r.end is None else r.end.value,
                "finisher": r.finisher if r.end is RoundEnd.DOMINO else None,
            }
            for r in match.rounds
        ],
        "events": [e.to_json() for e in match.events],
    }
    if match.called_off:
        out["called_off"] = True
    return out
