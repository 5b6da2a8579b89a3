"""One table: its lobby, its authoritative :class:`Match`, its seats and numbered events.

No networking and no clock of its own: the server calls these methods one at a time (all
on its event loop) and sends each client what :meth:`Table.lobby_json`,
:meth:`Table.view_for` and the events after the client's last number say. A request that
cannot be carried out raises :class:`~dominoes_qt.net.protocol.Refused` and changes
nothing.

The deal of each round comes from :func:`protocol.mix` of a server seed, committed to
before anyone contributes (published with the lobby for round 1 and with each deal for
the next round), and the seeds the seated clients sent for that round. The server seed,
the contributions and the whole deal are revealed in the ``round_over`` event.
"""

from __future__ import annotations

import hashlib
import secrets
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from dominoes_qt.engine.fairdeal import DealProof
from dominoes_qt.engine.game import Action, Drew, Match, Passed
from dominoes_qt.engine.train_record import (
    TrainRecord,
    parse_train_record,
    replay_trains,
    train_record_of,
    train_summary,
)
from dominoes_qt.engine.trains import (
    DRAW as TRAIN_DRAW,
)
from dominoes_qt.engine.trains import (
    PASS as TRAIN_PASS,
)
from dominoes_qt.engine.trains import (
    TrainAction,
    TrainDrew,
    TrainMatch,
    TrainNeed,
    TrainPassed,
    TrainStopped,
)
from dominoes_qt.games import GAMES, TRAIN_GAMES, train_rules_of
from dominoes_qt.games.records import CompactWriter, load, summary
from dominoes_qt.net.protocol import (
    BOT_LEVELS,
    CODE_ALPHABET,
    CODE_LENGTH,
    TOKEN_BYTES,
    Refused,
    Why,
    action_json,
    actions_taken,
    mix,
    new_seed,
    refusal_of,
    server_commitment,
    view_json,
)
from dominoes_qt.net.trains import train_action_json, train_moves, train_refusal, train_view_json

EVENT_LOG = 512
"""Events a table keeps for clients catching up; one further behind gets a full resync."""
STANDIN_LEVEL = "skilled"
"""Who plays for a human seat whose player has been away past the grace period."""

ViewBuilder = Callable[[Match, int], dict[str, Any]]


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """Tokens are kept only as hashes: a copy of the database seats nobody."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class Seat:
    kind: str = "open"
    """open, human or bot."""
    name: str = ""
    level: str | None = None
    """A bot's level."""
    token_hash: str | None = None
    connections: int = 0
    away_since: float | None = None
    """When the human's last connection dropped (server clock), None while connected."""
    standin: bool = False
    """A bot holds this human seat until its player is back."""

    def public(self, number: int, now: float) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": number, "kind": self.kind, "name": self.name}
        if self.kind == "bot":
            out["level"] = self.level
        if self.kind == "human":
            out["connected"] = self.connections > 0
            out["away"] = None if self.away_since is None else round(now - self.away_since)
            out["standin"] = self.standin
        return out

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "level": self.level,
                "token_hash": self.token_hash}


def _check_game(variant: object, players: object) -> tuple[str, int]:
    if not isinstance(variant, str) or (variant not in GAMES and variant not in TRAIN_GAMES):
        raise Refused(Why.BAD_FIELD, f"unknown game; games: "
                      f"{', '.join([*GAMES, *TRAIN_GAMES])}", field="variant")
    game = GAMES[variant] if variant in GAMES else TRAIN_GAMES[variant]
    counts = game.player_counts
    if isinstance(players, bool) or players not in counts:
        raise Refused(Why.BAD_FIELD, f"{game.title} is played by "
                      f"{' or '.join(map(str, counts))} players", field="players")
    assert isinstance(players, int)
    return variant, players


class Table:
    """A table from its lobby to the end of its match."""

    def __init__(self, code: str, variant: str, players: int, host_token: str,
                 view: ViewBuilder = view_json) -> None:
        self.code = code
        self.variant, self.players = _check_game(variant, players)
        self.host_hash = token_hash(host_token)
        self.view = view
        self.state = "lobby"
        self.seats = [Seat() for _ in range(self.players)]
        self.seq = 0
        self.log: deque[dict[str, Any]] = deque(maxlen=EVENT_LOG)
        self.match: Match | None = None
        self.trains: TrainMatch | None = None
        """The match of a train game (Mexican Train), which has its own engine; then
        :attr:`match` stays None."""
        self.server_seeds: dict[int, bytes] = {1: new_seed()}
        """The server's part of each round's seed, by round (the next round's is made,
        and its commitment published, when the round before is dealt)."""
        self.contributions: dict[int, dict[int, bytes]] = {}
        self.mixes: list[dict[str, Any]] = []
        """Per dealt round: the server commitment and the contributions mixed in (public),
        and, once the round is over, the server seed."""
        self.deal_seeds: dict[int, bytes] = {}
        self.writer = CompactWriter()
        self.finished_record: str | None = None

    # --- events ---------------------------------------------------------------------

    def emit(self, kind: str, **data: Any) -> dict[str, Any]:
        self.seq += 1
        entry = {"seq": self.seq, "kind": kind, **data}
        self.log.append(entry)
        return entry

    def events_after(self, seq: int) -> list[dict[str, Any]] | None:
        """The events after ``seq``, or None when some of them are no longer kept."""
        if seq >= self.seq:
            return []
        if not self.log or self.log[0]["seq"] > seq + 1:
            return None
        return [e for e in self.log if e["seq"] > seq]

    # --- the lobby ------------------------------------------------------------------

    @property
    def is_train(self) -> bool:
        return self.variant in TRAIN_GAMES

    @property
    def next_round(self) -> int:
        played = self.match if self.match is not None else self.trains
        return 1 if played is None else len(played.rounds) + 1

    def moves(self) -> int:
        """Actions of the whole match so far (what a client's ``act`` must name)."""
        if self.trains is not None:
            return train_moves(self.trains)
        assert self.match is not None
        return actions_taken(self.match)

    def lobby_json(self, now: float) -> dict[str, Any]:
        seed = self.server_seeds.get(self.next_round)
        return {
            "code": self.code, "state": self.state, "variant": self.variant,
            "players": self.players, "seq": self.seq,
            "seats": [s.public(n, now) for n, s in enumerate(self.seats)],
            "next_round": self.next_round,
            "next_commit": None if seed is None or self.state == "over"
            else server_commitment(seed),
        }

    def is_host(self, token: str | None) -> bool:
        return token is not None and secrets.compare_digest(token_hash(token), self.host_hash)

    def _lobby_only(self) -> None:
        if self.state != "lobby":
            raise Refused(Why.NOT_IN_LOBBY, "the match has started")

    def _seat_number(self, seat: object) -> int:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise Refused(Why.NO_SEAT, f"seats are 0 to {self.players - 1}", field="seat")
        return seat

    def sit(self, seat: object, name: str) -> tuple[int, str]:
        """Take an open seat: (seat, its token)."""
        self._lobby_only()
        number = self._seat_number(seat)
        if self.seats[number].kind != "open":
            raise Refused(Why.SEAT_TAKEN, f"seat {number} is taken")
        token = new_token()
        # A seed left by whoever sat here before is not the newcomer's.
        self.contributions.get(self.next_round, {}).pop(number, None)
        self.seats[number] = Seat("human", name, None, token_hash(token), connections=1)
        self.emit("seated", seat=number, name=name)
        return number, token

    def seat_of_token(self, token: object) -> int:
        if isinstance(token, str):
            digest = token_hash(token)
            for number, seat in enumerate(self.seats):
                if seat.token_hash is not None and secrets.compare_digest(digest,
                                                                          seat.token_hash):
                    return number
        raise Refused(Why.BAD_TOKEN, "no seat at this table has that token")

    def stand(self, seat: int) -> None:
        self._lobby_only()
        self.contributions.get(self.next_round, {}).pop(seat, None)
        self.seats[seat] = Seat()
        self.emit("stood", seat=seat)

    def set_bot(self, seat: object, level: object) -> None:
        self._lobby_only()
        number = self._seat_number(seat)
        if self.seats[number].kind == "human":
            raise Refused(Why.SEAT_TAKEN, f"a player sits at seat {number}")
        if level is None:
            self.seats[number] = Seat()
            self.emit("stood", seat=number)
            return
        if level not in BOT_LEVELS:
            raise Refused(Why.BAD_FIELD, f"levels: {', '.join(BOT_LEVELS)}", field="level")
        assert isinstance(level, str)
        self.seats[number] = Seat("bot", f"Computer {number + 1}", level)
        self.emit("bot", seat=number, level=level)

    def configure(self, variant: object, players: object) -> list[int]:
        """Change the game; returns the human seats dropped by a smaller table."""
        self._lobby_only()
        self.variant, count = _check_game(variant, players)
        dropped = [n for n in range(count, self.players) if self.seats[n].kind == "human"]
        self.seats = (self.seats + [Seat() for _ in range(count)])[:count]
        self.players = count
        self.emit("configured", variant=self.variant, players=count)
        return dropped

    def start(self) -> None:
        self._lobby_only()
        empty = [n for n, s in enumerate(self.seats) if s.kind == "open"]
        if empty:
            raise Refused(Why.NOT_READY, f"seats {empty} are empty: sit a player or a bot "
                          "there")
        if self.is_train:
            self.trains = TrainMatch(TRAIN_GAMES[self.variant], self.players)
        else:
            self.match = Match(GAMES[self.variant], self.players)
        self.state = "playing"
        self.emit("started", variant=self.variant, players=self.players)
        self._deal()

    # --- seeds ----------------------------------------------------------------------

    def contribute(self, seat: int, round_number: object, seed: bytes) -> None:
        if self.state == "over":
            raise Refused(Why.MATCH_OVER, "the match is over")
        if round_number != self.next_round:
            raise Refused(Why.STALE, f"seeds are being taken for round {self.next_round}",
                          next_round=self.next_round)
        self.contributions.setdefault(self.next_round, {})[seat] = seed

    def _deal(self) -> None:
        if self.trains is not None:
            self._deal_trains()
            return
        match = self.match
        assert match is not None
        number = self.next_round
        server_seed = self.server_seeds[number]
        given = self.contributions.pop(number, {})
        parts: list[bytes | None] = [
            given.get(n) if s.kind == "human" else None for n, s in enumerate(self.seats)]
        seed = mix(server_seed, parts)
        lots_before = len(match.lots)
        round_ = match.deal_round(seed=seed)
        self.deal_seeds[number] = seed
        self.mixes.append({"round": number, "server_commit": server_commitment(server_seed),
                           "contributions": [None if p is None else p.hex() for p in parts]})
        self.server_seeds[number + 1] = new_seed()
        lot = None
        if len(match.lots) > lots_before:
            lot = [[[seat, str(t)] for seat, t in drawing] for drawing in match.lots[-1].draws]
        proof = round_.proof
        assert proof is not None
        self.emit("dealt", round=number, starter=round_.starter, commitment=proof.commitment,
                  lot=lot, contributed=[p is not None for p in parts],
                  next_commit=server_commitment(self.server_seeds[number + 1]))

    def _seed_for(self, number: int) -> tuple[bytes, list[bytes | None]]:
        server_seed = self.server_seeds[number]
        given = self.contributions.pop(number, {})
        parts: list[bytes | None] = [
            given.get(n) if s.kind == "human" else None for n, s in enumerate(self.seats)]
        return mix(server_seed, parts), parts

    def _deal_trains(self) -> None:
        trains = self.trains
        assert trains is not None
        number = self.next_round
        server_seed = self.server_seeds[number]
        seed, parts = self._seed_for(number)
        round_ = trains.deal_round(seed=seed)
        self.deal_seeds[number] = seed
        self.mixes.append({"round": number, "server_commit": server_commitment(server_seed),
                           "contributions": [None if p is None else p.hex() for p in parts]})
        self.server_seeds[number + 1] = new_seed()
        self.emit("dealt", round=number, starter=round_.starter,
                  commitment=round_.commitment, lot=None, engine=str(round_.engine),
                  contributed=[p is not None for p in parts],
                  next_commit=server_commitment(self.server_seeds[number + 1]))

    def _reveal_trains(self, number: int) -> dict[str, Any]:
        trains = self.trains
        assert trains is not None
        round_ = trains.rounds[number - 1]
        mixed = self.mixes[number - 1]
        server_seed = self.server_seeds[number]
        mixed["server_seed"] = server_seed.hex()
        return {"round": number, "variant": self.variant, "players": self.players,
                "engine": str(round_.engine), "starter": round_.starter,
                "by_lot": number == 1,
                "hands": [[str(t) for t in h] for h in round_.dealt],
                "boneyard": [str(t) for t in round_.deck],
                "seed": self.deal_seeds[number].hex(), "server_seed": server_seed.hex(),
                "server_commit": mixed["server_commit"],
                "contributions": mixed["contributions"],
                "end": None if round_.end is None else round_.end.value,
                "finisher": round_.finisher}

    def reveal(self, number: int) -> dict[str, Any]:
        """Everything about a finished round's deal (the ``round_over`` event's heart)."""
        if self.trains is not None:
            return self._reveal_trains(number)
        match = self.match
        assert match is not None
        round_ = match.rounds[number - 1]
        mixed = self.mixes[number - 1]
        server_seed = self.server_seeds[number]
        mixed["server_seed"] = server_seed.hex()
        return {"round": number, "variant": self.variant, "players": self.players,
                "starter": round_.starter, "by_lot": match.led_by_lot(number),
                "hands": [[str(t) for t in h] for h in round_.dealt],
                "boneyard": [str(t) for t in round_.deck],
                "seed": self.deal_seeds[number].hex(), "server_seed": server_seed.hex(),
                "server_commit": mixed["server_commit"],
                "contributions": mixed["contributions"],
                "end": None if round_.end is None else round_.end.value,
                "finisher": round_.finisher}

    # --- play -----------------------------------------------------------------------

    def act_train(self, seat: int, move_number: object, action: TrainAction) -> None:
        """:meth:`act` for a train game's table."""
        trains = self.trains
        if trains is None or self.state == "lobby":
            raise Refused(Why.NOT_PLAYING, "the match has not started")
        if trains.is_over:
            raise Refused(Why.MATCH_OVER, "the match is over")
        now = train_moves(trains)
        if move_number != now:
            raise Refused(Why.STALE, f"the table is at move {now}", move=now)
        reason = trains.check(action, seat)
        if reason is not None:
            raise train_refusal(reason)
        round_ = trains.current
        assert round_ is not None
        trains.apply(action, seat)
        last = round_.history[-1]
        kind = "drew" if isinstance(last, TrainDrew) else "passed" \
            if isinstance(last, TrainPassed) else "stopped" \
            if isinstance(last, TrainStopped) else "played"
        data: dict[str, Any] = {"seat": seat, "round": round_.number}
        if kind == "played":
            data["action"] = train_action_json(action)
        if kind == "passed":
            data["marked"] = round_.board.train(seat).marker
        self.emit(kind, **data, move=now + 1)
        if round_.end is not None:
            self.emit("round_over", reveal=self.reveal(round_.number),
                      scores=list(trains.round_scores[-1]), totals=list(trains.totals))
            if trains.is_over:
                self.state = "over"
                self.emit("match_over", winners=list(trains.winners),
                          totals=list(trains.totals))
                self.finished_record = self.record_text()
            else:
                self._deal()

    def act(self, seat: int, move_number: object, action: Action) -> None:
        match = self.match
        if match is None or self.state == "lobby":
            raise Refused(Why.NOT_PLAYING, "the match has not started")
        if match.is_over:
            raise Refused(Why.MATCH_OVER, "the match is over")
        now = actions_taken(match)
        if move_number != now:
            raise Refused(Why.STALE, f"the table is at move {now}", move=now)
        reason = match.check(action, seat)
        if reason is not None:
            raise refusal_of(reason)
        round_ = match.current
        assert round_ is not None
        applied = match.apply(action, seat)
        last = round_.history[-1]
        kind = "drew" if type(last) is Drew else "passed" if type(last) is Passed else "played"
        data: dict[str, Any] = {"seat": seat, "round": round_.number}
        if kind == "played":
            data["action"] = action_json(action)
            assert applied.parts is not None
            data["end_sum"] = applied.parts.end_sum
            data["points"] = applied.parts.points
        self.emit(kind, **data, scored=[e.to_json() for e in applied.events], move=now + 1)
        if round_.end is not None or match.winner is not None:
            self.emit("round_over", reveal=self.reveal(round_.number),
                      scores=list(match.scores))
            if match.is_over:
                self.state = "over"
                self.emit("match_over", winner=match.winner, called_off=match.called_off,
                          scores=list(match.scores))
                self.finished_record = self.record_text()
            else:
                self._deal()

    def bot_level(self, seat: int) -> str | None:
        """Who decides for ``seat`` on the server: a bot's level, the stand-in's, or None."""
        s = self.seats[seat]
        if s.kind == "bot":
            return s.level
        return STANDIN_LEVEL if s.standin else None

    def bot_to_move(self) -> tuple[int, str] | None:
        """The seat to move and its level when the server decides for it."""
        match = self.match if self.trains is None else self.trains
        if self.state != "playing" or match is None or match.is_over:
            return None
        round_ = match.current
        if round_ is None or round_.end is not None:
            return None
        level = self.bot_level(round_.to_move)
        return None if level is None else (round_.to_move, level)

    def view_for(self, seat: int) -> dict[str, Any] | None:
        if self.trains is not None:
            return train_view_json(self.trains, seat)
        if self.match is None:
            return None
        return self.view(self.match, seat)

    # --- presence -------------------------------------------------------------------

    def connected(self, seat: int) -> None:
        s = self.seats[seat]
        s.connections += 1
        if s.away_since is not None or s.standin:
            was_standin = s.standin
            s.away_since = None
            s.standin = False
            self.emit("back", seat=seat, from_standin=was_standin)

    def disconnected(self, seat: int, now: float) -> None:
        s = self.seats[seat]
        s.connections = max(0, s.connections - 1)
        if s.connections == 0 and s.kind == "human" and self.state == "lobby":
            # An empty lobby seat is freed at once: nobody waits for a lobby.
            self.stand(seat)
        elif s.connections == 0 and s.kind == "human" and s.away_since is None:
            s.away_since = now
            self.emit("away", seat=seat)

    def stand_in(self, seat: int) -> bool:
        """A bot takes the seat of a player away past the grace period."""
        s = self.seats[seat]
        if s.kind != "human" or s.connections > 0 or s.standin or self.state != "playing":
            return False
        s.standin = True
        self.emit("standin", seat=seat, level=STANDIN_LEVEL)
        return True

    # --- records and storage --------------------------------------------------------

    def players_json(self) -> list[dict[str, Any]]:
        return [{"name": s.name or f"Seat {n + 1}", "kind": "human"} if s.kind != "bot"
                else {"name": s.name, "kind": "ai", "level": s.level}
                for n, s in enumerate(self.seats)]

    def record_text(self) -> str:
        """The match's game record so far (the seed of the round being played withheld)."""
        if self.trains is not None:
            return train_record_of(self.trains, self.players_json(),
                                   {"table": {"code": self.code, "mixes": self.mixes}}).dumps()
        assert self.match is not None
        return self.writer.dumps(self.match, self.players_json(),
                                 {"table": {"code": self.code, "mixes": self.mixes}})

    def summary(self) -> dict[str, Any] | None:
        if self.trains is not None:
            return train_summary(self.trains)
        return None if self.match is None else summary(self.match)

    def meta_json(self) -> dict[str, Any]:
        """The table without its match (the record holds that); secrets included: this is
        for the server's own database only."""
        return {"code": self.code, "variant": self.variant, "players": self.players,
                "host_hash": self.host_hash, "state": self.state, "seq": self.seq,
                "seats": [s.to_json() for s in self.seats],
                "server_seeds": {str(k): v.hex() for k, v in self.server_seeds.items()},
                "deal_seeds": {str(k): v.hex() for k, v in self.deal_seeds.items()},
                "contributions": {str(k): {str(s): v.hex() for s, v in c.items()}
                                  for k, c in self.contributions.items()},
                "mixes": self.mixes,
                "moves": None if self.trains is None else train_moves(self.trains)}

    @classmethod
    def restore(cls, meta: dict[str, Any], record: str | None, now: float,
                view: ViewBuilder = view_json) -> Table:
        """A table again from :meth:`meta_json` and its record (after a server restart):
        every human is away from ``now`` on, so the grace period starts afresh."""
        table = cls.__new__(cls)
        table.code = meta["code"]
        table.variant = meta["variant"]
        table.players = int(meta["players"])
        table.host_hash = meta["host_hash"]
        table.view = view
        table.state = meta["state"]
        table.seq = int(meta["seq"])
        table.log = deque(maxlen=EVENT_LOG)
        table.seats = [Seat(s["kind"], s["name"], s["level"], s["token_hash"])
                       for s in meta["seats"]]
        table.server_seeds = {int(k): bytes.fromhex(v) for k, v in meta["server_seeds"].items()}
        table.deal_seeds = {int(k): bytes.fromhex(v) for k, v in meta["deal_seeds"].items()}
        table.contributions = {int(k): {int(s): bytes.fromhex(v) for s, v in c.items()}
                               for k, c in meta["contributions"].items()}
        table.mixes = list(meta["mixes"])
        table.writer = CompactWriter()
        table.match = None
        table.trains = None
        table.finished_record = None
        if record is not None and table.is_train:
            parsed = parse_train_record(record, train_rules_of)
            trains = _train_at(parsed, meta.get("moves"))
            for number, train_round in enumerate(trains.rounds, start=1):
                if train_round.seed is None and number in table.deal_seeds:
                    train_round.seed = table.deal_seeds[number]
            table.trains = trains
            if trains.is_over:
                table.finished_record = record
        elif record is not None:
            _, match = load(record)
            for number, round_ in enumerate(match.rounds, start=1):
                proof = round_.proof
                if proof is not None and proof.seed is None and number in table.deal_seeds:
                    round_.proof = DealProof.of(table.variant, table.players,
                                                table.deal_seeds[number], proof.turn)
            table.match = match
            if match.is_over:
                table.finished_record = record
        if table.state != "lobby":
            for seat in table.seats:
                if seat.kind == "human":
                    seat.away_since = now
        else:
            # Nobody is connected to a lobby after a restart: its seats are open again.
            table.seats = [s if s.kind == "bot" else Seat() for s in table.seats]
        return table


def _train_at(record: TrainRecord, moves: object) -> TrainMatch:
    """The train match of ``record`` at the table's move number ``moves``. A replay carries
    out the draws and passes the record implies after its last action, where the live
    table waited for the seat to make them: the table restarts where it stood (its move
    number and views), not a few forced actions further on."""
    whole = replay_trains(record)
    if whole.is_over or not record.rounds or not isinstance(moves, int) \
            or train_moves(whole) == moves:
        return whole
    match = replay_trains(record, upto=(len(record.rounds), len(record.rounds[-1].actions)))
    round_ = match.current
    # The record leaves out draws and passes the rules force; the table made them one at a
    # time, each when its seat acted. Make as many as the table had made.
    while round_ is not None and round_.end is None and train_moves(match) < moves:
        need = round_.need()
        if need is TrainNeed.PLAY:
            break
        match.apply(TRAIN_DRAW if need is TrainNeed.DRAW else TRAIN_PASS)
    return match if train_moves(match) == moves else whole
