"""Records of train games (Mexican Train): written, read, replayed, their deals checked.

A train game's record is a version 3 record (``docs/RECORD-v3.md``) that always carries its
``ruleset``; its rounds differ from a line game's (``docs/GAMES.md``, "Mexican Train's
record"): each names its ``engine``, and its plays name a ``train`` (a seat's number or
``"mexican"``) instead of a place; a first turn's run that stops before it must is written
as ``{"stop": true}``. Draws and passes are not written: they follow from the rules.
Loading a record means replaying it, so a record that loads is a legal game.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from dominoes_qt import jsongate
from dominoes_qt.engine.fairdeal import DEAL_KEY, DealProof, commitment, parse_proof
from dominoes_qt.engine.options import OptionError
from dominoes_qt.engine.record import (
    FORMAT,
    MAX_NAME,
    PLAYER_KINDS,
    RULESET_KEY,
    VERSION,
    RecordError,
    _seat,
    _tile,
    _tiles,
)
from dominoes_qt.engine.tiles import Tile
from dominoes_qt.engine.trainboard import MEXICAN, TrainKey, TrainMove, train_name
from dominoes_qt.engine.trains import (
    STOP,
    TrainAction,
    TrainDealError,
    TrainMatch,
    TrainPassed,
    TrainPlayed,
    TrainRules,
    TrainStopped,
    deal_trains,
    first_starter,
)

TrainHouse = Callable[[object, object], TrainRules]
"""The catalogue's builder of a train game's rules from its name and options."""


@dataclass
class TrainRecordedRound:
    engine: Tile
    starter: int
    hands: list[list[Tile]]
    boneyard: list[Tile]
    actions: list[tuple[int | None, TrainAction]]
    """(seat when written, the play or stop) in order."""
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        plays: list[dict[str, Any]] = []
        for seat, action in self.actions:
            entry: dict[str, Any] = {"stop": True} if action is STOP else {
                "tile": str(action.tile), "train": _train_json(action.train)} \
                if isinstance(action, TrainMove) else {}
            if seat is not None:
                entry["seat"] = seat
            plays.append(entry)
        return {**self.extra, "engine": str(self.engine), "starter": self.starter,
                "hands": [[str(t) for t in h] for h in self.hands],
                "boneyard": [str(t) for t in self.boneyard], "plays": plays}


def _train_json(key: TrainKey) -> int | str:
    return "mexican" if key is None else key


@dataclass
class TrainRecord:
    rules: TrainRules
    players: list[dict[str, Any]]
    rounds: list[TrainRecordedRound]
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def variant(self) -> str:
        return self.rules.variant

    def to_json(self) -> dict[str, Any]:
        return {**self.extra, "format": FORMAT, "version": VERSION, "variant": self.variant,
                RULESET_KEY: self.rules.ruleset.to_json(),
                "players": [dict(p) for p in self.players],
                "rounds": [r.to_json() for r in self.rounds]}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=2, ensure_ascii=False) + "\n"


# --- writing --------------------------------------------------------------------------


def train_record_of(match: TrainMatch, players: Sequence[dict[str, Any]],
                    extra: dict[str, Any] | None = None) -> TrainRecord:
    """The record of a match as played so far (a round's seed only once it is over)."""
    if len(players) != match.num_players:
        raise ValueError(f"{len(players)} players named for {match.num_players} seats")
    rounds = []
    for round_ in match.rounds:
        actions: list[tuple[int | None, TrainAction]] = []
        for entry in round_.history:
            if type(entry) is TrainPlayed:
                actions.append((entry.seat, entry.move))
            elif type(entry) is TrainStopped:
                actions.append((entry.seat, STOP))
        proof: dict[str, Any] = {}
        if round_.commitment is not None:
            proof[DEAL_KEY] = {"commitment": round_.commitment}
            if round_.end is not None and round_.seed is not None:
                proof[DEAL_KEY]["seed"] = round_.seed.hex()
        rounds.append(TrainRecordedRound(round_.engine, round_.starter,
                                         [list(h) for h in round_.dealt],
                                         list(round_.deck), actions, proof))
    return TrainRecord(match.rules, [dict(p) for p in players], rounds, dict(extra or {}))


# --- reading --------------------------------------------------------------------------


def is_train_record(doc: object, games: Mapping[str, TrainRules]) -> bool:
    """Whether a parsed record's ruleset names one of the train ``games``."""
    if not isinstance(doc, dict):
        return False
    ruleset = doc.get(RULESET_KEY)
    return isinstance(ruleset, dict) and ruleset.get("game") in games


def parse_train_record(text: str, house: TrainHouse) -> TrainRecord:
    try:
        doc = jsongate.loads(text, jsongate.RECORD_LIMITS)
    except jsongate.GateError as exc:
        raise RecordError(str(exc)) from None
    return train_record_from_json(doc, house)


def train_record_from_json(doc: object, house: TrainHouse) -> TrainRecord:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise RecordError(f"not a dominoes-qt game record (no \"format\": \"{FORMAT}\")")
    if doc.get("version") != VERSION:
        raise RecordError(f"a train game's record is version {VERSION}")
    ruleset = doc.get(RULESET_KEY)
    if not isinstance(ruleset, dict) or any(k not in ("game", "options") for k in ruleset):
        raise RecordError(f"\"{RULESET_KEY}\" must be an object with the game and its "
                          "options")
    try:
        rules = house(ruleset.get("game"), ruleset.get("options", {}))
    except OptionError as exc:
        raise RecordError(f"ruleset: {exc}") from None
    players = doc.get("players")
    if not isinstance(players, list) or len(players) not in rules.player_counts:
        raise RecordError(f"{rules.title} is played by 2 to 8 players, listed in "
                          "\"players\"")
    for seat, player in enumerate(players):
        if not isinstance(player, dict) or not isinstance(player.get("name"), str) \
                or len(player["name"]) > MAX_NAME:
            raise RecordError(f"player {seat} must be an object with a \"name\" of at most "
                              f"{MAX_NAME} characters")
        if player.get("kind") not in PLAYER_KINDS:
            raise RecordError(f"player {seat}'s kind must be \"human\" or \"ai\"")
        if player["kind"] == "ai" and not isinstance(player.get("level"), str):
            raise RecordError(f"player {seat} is an AI without a \"level\" name")
    rounds_doc = doc.get("rounds")
    if not isinstance(rounds_doc, list):
        raise RecordError("\"rounds\" must be a list")
    if len(rounds_doc) > rules.round_count:
        raise RecordError(f"the match has {rules.round_count} rounds, the record "
                          f"{len(rounds_doc)}")
    rounds = [_parse_round(r, n, len(players), rules)
              for n, r in enumerate(rounds_doc, start=1)]
    head = ("format", "version", "variant", "players", "rounds", RULESET_KEY)
    return TrainRecord(rules, [dict(p) for p in players], rounds,
                       {k: v for k, v in doc.items() if k not in head})


def _parse_round(doc: object, number: int, players: int,
                 rules: TrainRules) -> TrainRecordedRound:
    if not isinstance(doc, dict):
        raise RecordError("a round must be an object", number)
    highest = rules.highest
    engine = _tile(doc.get("engine"), "engine", number, highest=highest)
    if engine != rules.engine_for(number):
        raise RecordError(f"the engine of round {number} is {rules.engine_for(number)}, "
                          f"not {engine}", number)
    starter = _seat(doc.get("starter"), players, "starter", number)
    hands_doc = doc.get("hands")
    if not isinstance(hands_doc, list):
        raise RecordError("\"hands\" must be a list of hands", number)
    hands = [_tiles(h, "hands", number, highest) for h in hands_doc]
    boneyard = _tiles(doc.get("boneyard", []), "boneyard", number, highest)
    plays_doc = doc.get("plays")
    if not isinstance(plays_doc, list):
        raise RecordError("\"plays\" must be a list", number)
    actions: list[tuple[int | None, TrainAction]] = []
    for i, play in enumerate(plays_doc, start=1):
        if not isinstance(play, dict):
            raise RecordError("a play must be an object", number, i)
        seat = _seat(play["seat"], players, "seat", number, i) if "seat" in play else None
        if play.get("stop") is True:
            actions.append((seat, STOP))
            continue
        tile = _tile(play.get("tile"), "tile", number, i, highest)
        train = play.get("train")
        if train == "mexican":
            key: TrainKey = MEXICAN
        elif isinstance(train, int) and not isinstance(train, bool) and 0 <= train < players:
            key = train
        else:
            raise RecordError(f"\"train\" must be a seat from 0 to {players - 1} or "
                              f"\"mexican\", not {jsongate.quote(train)}", number, i)
        actions.append((seat, TrainMove(tile, key)))
    extra = {k: v for k, v in doc.items()
             if k not in ("engine", "starter", "hands", "boneyard", "plays")}
    if DEAL_KEY in extra:
        try:
            parse_proof(extra[DEAL_KEY], players)
        except ValueError as exc:
            raise RecordError(str(exc), number) from None
    return TrainRecordedRound(engine, starter, hands, boneyard, actions, extra)


def replay_trains(record: TrainRecord, *,
                  upto: tuple[int, int] | None = None) -> TrainMatch:
    """Play the record through the rules; :class:`RecordError` at the first fault.
    ``upto=(round, play)`` stops after that play (0: right after the deal)."""
    match = TrainMatch(record.rules, len(record.players))
    last = len(record.rounds)
    for number, recorded in enumerate(record.rounds, start=1):
        previous = match.current
        if previous is not None and previous.end is None:
            raise RecordError("the previous round is unfinished, so no round may follow it",
                              number)
        try:
            round_ = match.deal_round(recorded.hands, recorded.boneyard,
                                      starter=recorded.starter)
        except (TrainDealError, ValueError) as exc:
            raise RecordError(f"bad deal: {exc}", number) from None
        if number > 1 and recorded.starter != (match.rounds[0].starter + number - 1) \
                % match.num_players:
            raise RecordError("each round after the first starts one seat further "
                              "clockwise", number)
        proof = recorded.extra.get(DEAL_KEY)
        if isinstance(proof, dict):
            round_.commitment = proof.get("commitment")
            seed = proof.get("seed")
            round_.seed = bytes.fromhex(seed) if isinstance(seed, str) else None
        if upto == (number, 0):
            return match
        for i, (seat, action) in enumerate(recorded.actions, start=1):
            match.apply_forced()
            if round_.end is not None:
                raise RecordError(f"{action}: the round is already over", number, i)
            if seat is not None and seat != round_.to_move:
                raise RecordError(f"{action}: seat {seat} plays, but it is seat "
                                  f"{round_.to_move}'s turn", number, i)
            problem = match.check(action)
            if problem is not None:
                raise RecordError(f"{action}: {problem.value} (seat {round_.to_move})",
                                  number, i)
            match.apply(action)
            if upto == (number, i):
                return match
        match.apply_forced()
        if number < last and round_.end is None:
            raise RecordError("the round is unfinished but another round follows it", number)
    return match


def load_trains(text: str, house: TrainHouse) -> tuple[TrainRecord, TrainMatch]:
    record = parse_train_record(text, house)
    return record, replay_trains(record)


# --- checking the deals and the summary -------------------------------------------------


def check_train_deals(record: TrainRecord, match: TrainMatch) -> list[dict[str, Any]]:
    """Each round's verdict, as ``verify --json`` lists them: ``match`` (the seed hashes to
    the commitment and deals the recorded hands and boneyard, and round 1's starter),
    ``mismatch``, ``sealed`` (being played), ``unrevealed`` or ``uncommitted``."""
    out = []
    players = len(record.players)
    rules = record.rules
    for number, recorded in enumerate(record.rounds, start=1):
        proof = recorded.extra.get(DEAL_KEY)
        finished = match.rounds[number - 1].end is not None
        if not isinstance(proof, dict):
            out.append(_check(number, "uncommitted", "the round has no commitment", None))
            continue
        parsed: DealProof = parse_proof(proof, players)
        if parsed.seed is None:
            out.append(_check(number, "unrevealed" if finished else "sealed",
                              "the seed is not revealed", parsed.commitment))
            continue
        if commitment(rules.variant, players, parsed.seed) != parsed.commitment:
            out.append(_check(number, "mismatch", "the seed does not hash to the "
                              "commitment", parsed.commitment))
            continue
        hands, boneyard = deal_trains(rules, players, number, parsed.seed)
        if [list(h) for h in hands] != recorded.hands or list(boneyard) != recorded.boneyard:
            out.append(_check(number, "mismatch", "the seed deals other tiles",
                              parsed.commitment))
            continue
        if number == 1 and first_starter(rules, players, parsed.seed) != recorded.starter:
            out.append(_check(number, "mismatch", "the seed names another first starter",
                              parsed.commitment))
            continue
        out.append(_check(number, "match", "the seed deals exactly this round",
                          parsed.commitment))
    return out


def _check(number: int, verdict: str, reason: str, commit: str | None) -> dict[str, Any]:
    return {"round": number, "verdict": verdict, "reason": reason, "commitment": commit}


def train_summary(match: TrainMatch) -> dict[str, Any]:
    """The replay output for a train game: totals (lowest wins), each round's end."""
    return {
        "variant": match.rules.variant,
        "totals": list(match.totals),
        "winners": list(match.winners),
        "rounds": [
            {"engine": str(r.engine), "end": None if r.end is None else r.end.value,
             "finisher": r.finisher,
             "scores": list(match.round_scores[i]) if i < len(match.round_scores) else None}
            for i, r in enumerate(match.rounds)
        ],
    }


def train_transcript(record: TrainRecord, match: TrainMatch) -> str:
    """A readable account of a replayed train match."""
    names = [p.get("name", f"seat {s}") for s, p in enumerate(record.players)]
    lines = [f"{record.rules.title} ({record.variant}), {len(names)} players"]
    for i, round_ in enumerate(match.rounds):
        lines.append(f"Round {round_.number}: engine {round_.engine}, "
                     f"{names[round_.starter]} starts")
        for entry in round_.history:
            who = names[entry.seat]
            if isinstance(entry, TrainPlayed):
                where = _train_words(entry.move.train, names)
                lines.append(f"  {who}: {entry.move.tile} on {where}")
            elif isinstance(entry, TrainStopped):
                lines.append(f"  {who} stops the run")
            elif isinstance(entry, TrainPassed):
                lines.append(f"  {who} passes" + (" (marker on)" if entry.marked else ""))
            else:
                lines.append(f"  {who} draws")
        if round_.end is not None and i < len(match.round_scores):
            scores = ", ".join(f"{n} {s}" for n, s in zip(names, match.round_scores[i],
                                                         strict=True))
            lines.append(f"  end ({round_.end.value}): {scores}")
    totals = ", ".join(f"{n} {t}" for n, t in zip(names, match.totals, strict=True))
    lines.append(f"Totals: {totals}")
    if match.is_over:
        lines.append("Lowest total: " + ", ".join(names[s] for s in match.winners))
    return "\n".join(lines)


def _train_words(key: TrainKey, names: Sequence[str]) -> str:
    return "the Mexican train" if key is None else f"{names[key]}'s train"


__all__ = ["TrainRecord", "TrainRecordedRound", "check_train_deals", "is_train_record",
           "load_trains", "parse_train_record", "replay_trains", "train_name",
           "train_record_from_json", "train_record_of", "train_summary", "train_transcript"]
