"""Loopback servers and clients for the network tests (127.0.0.1, ephemeral ports)."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from dominoes_qt.ai.players import make_player
from dominoes_qt.engine.game import DRAW, PASS, Match, Need
from dominoes_qt.engine.tiles import Tile, parse_tile
from dominoes_qt.games.records import GameRecord, parse_record, round_limit_of
from dominoes_qt.net.client import RequestRefused, ServerClosed, TableClient
from dominoes_qt.net.protocol import tiles_in, view_json
from dominoes_qt.net.server import Server, Settings
from dominoes_qt.net.table import ViewBuilder

FAST = Settings(host="127.0.0.1", port=0, grace=60.0, keepalive=20.0, bot_delay=0.0,
                rate=10_000.0, burst=10_000.0)
"""Loopback settings: no pauses for people to watch, no rate limit unless a test sets one."""


@contextlib.asynccontextmanager
async def serving(data_dir: Path | None = None, view: ViewBuilder = view_json,
                  **settings: Any) -> AsyncIterator[tuple[Server, str]]:
    server = Server(replace(FAST, data_dir=data_dir, **settings), view=view)
    port = await server.start()
    try:
        yield server, f"ws://127.0.0.1:{port}"
    finally:
        await server.stop()


async def client(url: str, name: str = "Player") -> TableClient:
    c = TableClient(url, name, keep_views=True)
    await c.connect()
    return c


async def table_of(url: str, variant: str, humans: int,
                   bots: dict[int, str] | None = None) -> list[TableClient]:
    """A started table: ``humans`` seated clients (the first is the host) and bots."""
    bots = bots or {}
    players = humans + len(bots)
    host = await client(url, "Host")
    code = await host.create(variant, players)
    clients = [host]
    for _ in range(humans - 1):
        c = await client(url, f"Guest {len(clients)}")
        await c.join(code)
        clients.append(c)
    free = [s for s in range(players) if s not in bots]
    for c, seat in zip(clients, free, strict=True):
        await c.sit(seat)
    for seat, level in bots.items():
        await host.bot(seat, level)
    for c in clients:
        await c.seeded()
    await host.start()
    return clients


@dataclass
class Stats:
    actions: int = 0
    drops: int = 0
    resumes: int = 0
    stale: int = 0
    refused: list[str] = field(default_factory=list)


def _ready(c: TableClient, acted: int) -> bool:
    return c.over or (c.my_turn and c.view is not None and c.view["move"] != acted)


async def autoplay(c: TableClient, level: str = "casual", seed: int = 0,
                   chaos: random.Random | None = None, drop_rate: float = 0.0,
                   stats: Stats | None = None, pause: float = 0.05) -> Stats:
    """Play this client's seat to the end of the match with a computer player's choices
    made from the view received alone; with ``chaos``, drop the connection now and then
    and resume it."""
    stats = stats or Stats()
    player = make_player(level, seed)
    acted = -1
    while True:
        await c.wait_for(functools.partial(_ready, acted=acted), timeout=60)
        if c.over:
            return stats
        if chaos is not None and chaos.random() < drop_rate:
            stats.drops += 1
            await c.drop()
            await asyncio.sleep(chaos.random() * pause)
            await c.resume()
            stats.resumes += 1
            continue
        view = c.seat_view()
        assert view is not None
        action = player.choose(view)
        assert c.view is not None
        acted = c.view["move"]
        try:
            await c.act(action)
            stats.actions += 1
        except RequestRefused as exc:
            # A stand-in may have played this seat's move while it was away.
            if exc.reason != "stale":
                raise
            stats.stale += 1
        except ServerClosed:
            await c.resume()
            stats.resumes += 1


async def play_match(clients: list[TableClient], level: str = "casual",
                     chaos: random.Random | None = None, drop_rate: float = 0.0,
                     pause: float = 0.05) -> list[Stats]:
    return list(await asyncio.gather(*(
        autoplay(c, level, seat, chaos, drop_rate, pause=pause)
        for seat, c in enumerate(clients))))


async def close_all(clients: list[TableClient]) -> None:
    for c in clients:
        await c.close()


# --- what a seat may see --------------------------------------------------------------


def true_hands(record: GameRecord) -> dict[tuple[int, int], list[list[Tile]]]:
    """Every seat's true hand at each (round, number of history entries) of a record."""
    match = Match(record.rules, len(record.players), round_limit=round_limit_of(record))
    found: dict[tuple[int, int], list[list[Tile]]] = {}
    for number, recorded in enumerate(record.rounds, start=1):
        match.deal_round(recorded.starter, recorded.hands, recorded.boneyard)
        round_ = match.current
        assert round_ is not None
        plays = iter(recorded.plays)
        found[(number, 0)] = [list(h) for h in round_.hands]
        while round_.end is None and match.winner is None:
            need = round_.need()
            if need is Need.PLAY:
                try:
                    action: Any = next(plays).move
                except StopIteration:
                    break
            else:
                action = DRAW if need is Need.DRAW else PASS
            match.apply(action)
            found[(number, len(round_.history))] = [list(h) for h in round_.hands]
    return found


PUBLIC_KINDS = frozenset({"seated", "stood", "bot", "configured", "started", "away", "back",
                          "standin", "match_over", "drew", "passed", "said"})


def leaks(c: TableClient, record_text: str) -> list[str]:
    """Everything this client received that its seat may not know while a round is played:
    each view must hold exactly the seat's true hand and no tile but those and the table's,
    and no event but a round's reveal (sent once it is over) may name a hidden tile."""
    record = parse_record(record_text)
    hands = true_hands(record)
    problems: list[str] = []
    if not c.views:
        problems.append("no views were kept to check")
    for view in c.views:
        key = (view["round"], len(view["history"]))
        board = {parse_tile(e["tile"]) for e in view["history"] if e["kind"] == "play"}
        hand = {parse_tile(t) for t in view["hand"]}
        truth = hands.get(key)
        if truth is None:
            problems.append(f"view at {key}: no such point in the record")
            continue
        if sorted(hand) != sorted(truth[view["seat"]]):
            problems.append(f"view at {key}: the hand is not the seat's")
        extra = tiles_in(view) - hand - board
        if extra:
            problems.append(f"view at {key}: names {sorted(map(str, extra))}")
    for event in c.events:
        kind = event["kind"]
        named = tiles_in(event)
        if kind in PUBLIC_KINDS and named:
            problems.append(f"event {event['seq']} ({kind}) names {sorted(map(str, named))}")
        elif kind == "played":
            action = event["action"]
            allowed = {parse_tile(action["tile"])} | (
                {parse_tile(action["at"])} if "at" in action else set())
            if named - allowed:
                problems.append(f"event {event['seq']} names more than its play")
        elif kind == "dealt":
            # The lot's drawings are shuffles of their own, public by nature; nothing else.
            rest = {k: v for k, v in event.items() if k != "lot"}
            if tiles_in(rest):
                problems.append(f"event {event['seq']} (dealt) names tiles")
        elif kind not in PUBLIC_KINDS | {"round_over"}:
            problems.append(f"event {event['seq']}: unknown kind {kind}")
    return problems
