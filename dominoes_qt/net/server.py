"""``dominoes-qt serve``: the authoritative table server (asyncio and ``websockets``). No Qt.

Everything a table does happens on the event loop, one request at a time, so a table is
never changed by two requests at once. What the server sends each client after every
change is one ``update``: the events since the last one it got, the lobby, and its seat's
view (never more). Computer seats decide on the loop (beginner to skilled take
milliseconds) or, for expert and master, in a pool of worker processes of fixed size, so
however many tables play the server's CPU stays bounded. ``docs/PROTOCOL.md`` is the
contract.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import ssl
import time
from collections.abc import Awaitable, Callable, Coroutine
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from dominoes_qt import __version__
from dominoes_qt.ai.players import Player, make_player
from dominoes_qt.ai.trains import make_train_player
from dominoes_qt.engine.game import Action, SeatView
from dominoes_qt.engine.trains import TrainAction, TrainView
from dominoes_qt.net.cluster import LocalDirectory, RedisDirectory
from dominoes_qt.net.protocol import (
    HARD_MESSAGE_BYTES,
    MAX_MESSAGE_BYTES,
    MAX_NAME,
    PHRASES,
    POOLED_LEVELS,
    PROTOCOL_VERSION,
    SAY_INTERVAL,
    Refused,
    Why,
    actions_taken,
    field_hex,
    field_int,
    field_str,
    parse_action,
    parse_message,
    view_json,
)
from dominoes_qt.net.store import Store
from dominoes_qt.net.table import Table, ViewBuilder, new_code, new_token
from dominoes_qt.net.trains import parse_train_action

log = logging.getLogger("dominoes_qt.net")

CLOSE_PROTOCOL = 4001
"""Close code after a hello of a protocol version this server does not speak."""
CLOSE_FULL = 4002
"""Close code when the server has no room for another connection."""
CLOSE_SLOW = 4003
"""Close code for a client that does not read what it is sent."""


@dataclass
class Settings:
    host: str = "127.0.0.1"
    port: int = 8765
    data_dir: Path | None = None
    """Where ``tables.sqlite3`` is kept; None: in memory (nothing survives a restart)."""
    certfile: Path | None = None
    keyfile: Path | None = None
    grace: float = 60.0
    """Seconds a dropped player's seat waits before a bot holds it."""
    keepalive: float = 20.0
    """Seconds between WebSocket pings; a client that does not answer within as long
    again is dropped (and its seat's grace period starts)."""
    bot_delay: float = 0.6
    """Seconds a computer seat waits before it plays, so people can follow the table."""
    max_tables: int = 200
    max_connections: int = 1000
    max_clients_per_table: int = 8
    rate: float = 20.0
    """Messages per second a connection may send, on average."""
    burst: float = 40.0
    """Messages a connection may send at once."""
    outbox: int = 256
    """Messages waiting for a client that does not read before it is dropped."""
    pool_workers: int = 1
    """Worker processes for the expert and master seats of every table together."""
    finished_linger: float = 600.0
    """Seconds a finished table stays for its players once all have left."""
    idle_limit: float = 24 * 3600.0
    """Seconds a table with nobody connected is kept before it is dropped."""
    build: str = __version__
    redis: str | None = None
    """A Redis URL: several processes share room codes, lobbies and invitations."""
    public_url: str | None = None
    """The address clients reach this process at (default: ws://host:port)."""
    renew_every: float = 30.0
    """Seconds between renewals of this process's claims in Redis (and upkeep)."""


def _decide(level: str, seed: int, view: SeatView) -> Action:
    """One computer decision (run in a worker process for the pooled levels)."""
    return make_player(level, seed).choose(view)


def _decide_train(level: str, seed: int, view: TrainView) -> TrainAction:
    """One computer decision at a train game's table (pooled like the line games')."""
    return make_train_player(level, seed).choose(view)


@dataclass(eq=False)
class Conn:
    ws: ServerConnection
    settings: Settings
    hello: bool = False
    table: Table | None = None
    seat: int | None = None
    host: bool = False
    inbox: str | None = None
    said: float = float("-inf")
    sent_seq: int = 0
    tokens: float = 0.0
    refilled: float = field(default_factory=time.monotonic)
    rate_noticed: float = -1.0
    dropping: bool = False
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)

    def __post_init__(self) -> None:
        self.tokens = self.settings.burst

    def allow(self, now: float) -> bool:
        """The rate limit: a bucket of ``burst`` messages refilled at ``rate`` a second."""
        s = self.settings
        self.tokens = min(s.burst, self.tokens + (now - self.refilled) * s.rate)
        self.refilled = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

    def push(self, message: dict[str, Any]) -> None:
        if self.dropping:
            return
        if self.outbox.qsize() >= self.settings.outbox:
            # A client that reads nothing must not make the server hold its backlog.
            self.dropping = True
            asyncio.get_running_loop().create_task(self.ws.close(CLOSE_SLOW, "not reading"))
            return
        self.outbox.put_nowait(json.dumps(message, separators=(",", ":")))


class Server:
    """The table server; :meth:`start` it on the running loop, :meth:`stop` it there."""

    def __init__(self, settings: Settings, view: ViewBuilder = view_json,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.settings = settings
        self.view = view
        self.clock = clock
        self.tables: dict[str, Table] = {}
        self.clients: dict[str, set[Conn]] = {}
        self.conns: set[Conn] = set()
        self.thinking: set[str] = set()
        self.bot_tasks: set[asyncio.Task[None]] = set()
        self.stopped = False
        self.timers: dict[tuple[str, int], asyncio.TimerHandle] = {}
        self.empty_since: dict[str, float] = {}
        self.bot_seed = secrets.randbits(63)
        self.pool: ProcessPoolExecutor | None = None
        self.pool_slots = asyncio.Semaphore(max(1, settings.pool_workers))
        self.store = Store(settings.data_dir / "tables.sqlite3" if settings.data_dir
                           else ":memory:")
        # One thread writes the store, in order: the event loop never waits for the disk
        # (a checkpoint's fsync on a busy disk takes long enough to stall every table).
        self.writer = ThreadPoolExecutor(1, thread_name_prefix="table-store")
        self.ws_server: WsServer | None = None
        self.sweeper: asyncio.Task[None] | None = None
        self.port = settings.port
        self.directory: LocalDirectory = LocalDirectory()
        self.inboxes: dict[str, set[Conn]] = {}
        self.background: set[asyncio.Task[None]] = set()
        self._restore()

    # --- running --------------------------------------------------------------------

    async def start(self) -> int:
        s = self.settings
        context = None
        if s.certfile is not None:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(s.certfile, s.keyfile)
        self.ws_server = await serve(
            self.handle, s.host, s.port, ssl=context, max_size=HARD_MESSAGE_BYTES,
            max_queue=16, ping_interval=s.keepalive, ping_timeout=s.keepalive,
            close_timeout=min(10.0, s.keepalive),
            compression=None)
        sockets = list(self.ws_server.sockets)
        self.port = sockets[0].getsockname()[1] if sockets else s.port
        url = s.public_url or f"{'wss' if context else 'ws'}://{s.host}:{self.port}"
        self.directory = RedisDirectory(s.redis, url) if s.redis else LocalDirectory(url)
        await self.directory.start(self._deliver)
        for code in self.tables:
            await self.directory.claim(code)
        self.sweeper = asyncio.get_running_loop().create_task(self._sweep_forever())
        for table in self.tables.values():
            # Restored: its people are away, each with a fresh grace period.
            for seat, s_ in enumerate(table.seats):
                if s_.kind == "human" and table.state == "playing":
                    self._start_grace(table, seat)
            self._after_change(table, save=False)
        return self.port

    async def stop(self) -> None:
        self.stopped = True
        for task in list(self.bot_tasks):
            task.cancel()
        if self.sweeper is not None:
            self.sweeper.cancel()
        for handle in self.timers.values():
            handle.cancel()
        if self.ws_server is not None:
            self.ws_server.close()
            await self.ws_server.wait_closed()
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
        for task in list(self.background):
            with contextlib.suppress(Exception):
                await task
        with contextlib.suppress(Exception):
            await self.directory.stop()
        self.writer.shutdown(wait=True)
        self.store.close()

    def _restore(self) -> None:
        now = self.clock()
        for meta, record in self.store.tables():
            try:
                table = Table.restore(meta, record, now, self.view)
            except (KeyError, TypeError, ValueError) as exc:
                log.warning("table %s not restored: %s", meta.get("code"), exc)
                continue
            self.tables[table.code] = table
            self.clients[table.code] = set()
            self.empty_since[table.code] = now

    # --- connections ----------------------------------------------------------------

    async def handle(self, ws: ServerConnection) -> None:
        conn = Conn(ws, self.settings)
        if len(self.conns) >= self.settings.max_connections:
            with contextlib.suppress(ConnectionClosed):
                await ws.send(json.dumps({"type": "error", "reason": Why.SERVER_FULL.value,
                                          "message": "the server is full; try again later"}))
                await ws.close(CLOSE_FULL, "server full")
            return
        self.conns.add(conn)
        writer = asyncio.get_running_loop().create_task(self._write(conn))
        try:
            async for data in ws:
                now = time.monotonic()
                if not conn.allow(now):
                    # One refusal a second at most: the refusals must not flood either.
                    if now - conn.rate_noticed >= 1.0:
                        conn.rate_noticed = now
                        conn.push(Refused(Why.RATE, f"at most {self.settings.rate:g} "
                                          "messages a second").to_json())
                    continue
                request_id: object = None
                try:
                    message = parse_message(data)
                    request_id = message.get("id")
                    if request_id is not None and (not isinstance(request_id, int)
                                                   or isinstance(request_id, bool)):
                        request_id = None
                        raise Refused(Why.BAD_FIELD, "\"id\" must be a whole number",
                                      field="id")
                    if await self.dispatch(conn, message, request_id):
                        break
                except Refused as refused:
                    conn.push(refused.to_json(request_id))
        except ConnectionClosed:
            pass
        finally:
            self.conns.discard(conn)
            if conn.inbox is not None:
                self.inboxes.get(conn.inbox, set()).discard(conn)
            self._leave(conn)
            conn.outbox.put_nowait(None)
            with contextlib.suppress(asyncio.CancelledError):
                await writer

    async def _write(self, conn: Conn) -> None:
        try:
            while True:
                text = await conn.outbox.get()
                if text is None:
                    await conn.ws.close()
                    return
                await conn.ws.send(text)
        except ConnectionClosed:
            return

    def _leave(self, conn: Conn) -> None:
        table, seat = conn.table, conn.seat
        conn.table = None
        conn.seat = None
        if table is None:
            return
        clients = self.clients.get(table.code)
        if clients is not None:
            clients.discard(conn)
            if not clients:
                self.empty_since[table.code] = self.clock()
        if seat is not None:
            table.disconnected(seat, self.clock())
            if table.state == "playing" and table.seats[seat].away_since is not None:
                self._start_grace(table, seat)
            self._after_change(table)

    # --- requests -------------------------------------------------------------------

    async def dispatch(self, conn: Conn, m: dict[str, Any], request_id: object) -> bool:
        """Carry out one request; True when the connection is to be closed."""
        kind = m["type"]
        if kind == "hello":
            return self._hello(conn, m, request_id)
        if not conn.hello:
            raise Refused(Why.HELLO_FIRST, "say hello first, with your protocol version")
        if kind == "ping":
            conn.push(self._reply("pong", request_id))
            return False
        waited = self.ASYNC_HANDLERS.get(kind)
        if waited is not None:
            await waited(self, conn, m, request_id)
            return False
        handler = self.HANDLERS.get(kind)
        if handler is None:
            raise Refused(Why.UNKNOWN_TYPE, f"no message type {kind[:40]!r}")
        handler(self, conn, m, request_id)
        return False

    @staticmethod
    def _reply(kind: str, request_id: object, **data: Any) -> dict[str, Any]:
        out = {"type": kind, **data}
        if request_id is not None:
            out["id"] = request_id
        return out

    def _hello(self, conn: Conn, m: dict[str, Any], request_id: object) -> bool:
        if conn.hello:
            raise Refused(Why.ALREADY_HELLO, "hello was said already")
        version = m.get("protocol")
        if version != PROTOCOL_VERSION:
            conn.push({"type": "error", "reason": Why.PROTOCOL.value,
                       "message": f"this server speaks table protocol {PROTOCOL_VERSION}, "
                       f"the client {jsonable(version)}: update the older program "
                       f"(server build {self.settings.build})",
                       "protocol": PROTOCOL_VERSION, "build": self.settings.build})
            conn.outbox.put_nowait(None)
            return True
        conn.hello = True
        s = self.settings
        conn.push(self._reply(
            "welcome", request_id, protocol=PROTOCOL_VERSION, build=s.build,
            limits={"message_bytes": MAX_MESSAGE_BYTES, "rate": s.rate, "burst": s.burst,
                    "clients_per_table": s.max_clients_per_table},
            grace=s.grace, keepalive=s.keepalive))
        return False

    def _table(self, conn: Conn) -> Table:
        if conn.table is None:
            raise Refused(Why.NOT_AT_TABLE, "create or join a table first")
        return conn.table

    def _not_at_table(self, conn: Conn) -> None:
        if conn.table is not None:
            raise Refused(Why.ALREADY_AT_TABLE, f"already at table {conn.table.code}")

    def _attach(self, conn: Conn, table: Table, seq: int = 0) -> None:
        clients = self.clients.setdefault(table.code, set())
        if len(clients) >= self.settings.max_clients_per_table:
            raise Refused(Why.TABLE_FULL, "this table has as many clients as it takes")
        clients.add(conn)
        self.empty_since.pop(table.code, None)
        conn.table = table
        conn.sent_seq = seq

    async def _create(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        self._not_at_table(conn)
        if len(self.tables) >= self.settings.max_tables:
            raise Refused(Why.SERVER_FULL, "this server holds as many tables as it may")
        host = new_token()
        table = Table("-", m.get("variant"), m.get("players"),  # type: ignore[arg-type]
                      host, self.view)
        code = new_code()
        # A code is this process's once claimed (in Redis: across every process).
        while code in self.tables or not await self.directory.claim(code):
            code = new_code()
        if conn.table is not None:
            await self.directory.release(code)
            raise Refused(Why.ALREADY_AT_TABLE, f"already at table {conn.table.code}")
        table.code = code
        self.tables[code] = table
        self._attach(conn, table)
        conn.host = True
        self._after_change(table)
        conn.push(self._reply("created", request_id, code=code, host=host))

    async def _join(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        self._not_at_table(conn)
        table = await self._find(m)
        self._not_at_table(conn)
        self._attach(conn, table)
        conn.host = table.is_host(m.get("host")) if isinstance(m.get("host"), str) else False
        self._send_update(conn)
        conn.push(self._reply("joined", request_id, code=table.code, host=conn.host))

    async def _find(self, m: dict[str, Any]) -> Table:
        code = m.get("code")
        code = code.strip().upper()[:16] if isinstance(code, str) else ""
        table = self.tables.get(code)
        if table is None:
            url = await self.directory.where(code) if code else None
            if url is not None and url != self.directory.url:
                raise Refused(Why.ELSEWHERE, "another server holds that table", url=url,
                              code=code)
            raise Refused(Why.NO_TABLE, "no table has that code", field="code")
        return table

    def _sit(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        table = self._table(conn)
        if conn.seat is not None:
            raise Refused(Why.ALREADY_SEATED, f"you sit at seat {conn.seat}")
        name = field_str(m, "name", MAX_NAME)
        seat, token = table.sit(m.get("seat"), name)
        conn.seat = seat
        self._after_change(table)
        conn.push(self._reply("seated", request_id, seat=seat, token=token))

    def _stand(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        table = self._table(conn)
        if conn.seat is None:
            raise Refused(Why.NOT_SEATED, "you have no seat")
        table.stand(conn.seat)
        conn.seat = None
        self._after_change(table)
        conn.push(self._reply("ok", request_id))

    def _host_only(self, conn: Conn) -> Table:
        table = self._table(conn)
        if not conn.host:
            raise Refused(Why.NOT_HOST, "only the table's host may do that")
        return table

    def _bot(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        table = self._host_only(conn)
        table.set_bot(m.get("seat"), m.get("level"))
        self._after_change(table)
        conn.push(self._reply("ok", request_id))

    def _configure(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        table = self._host_only(conn)
        dropped = table.configure(m.get("variant"), m.get("players"))
        for other in self.clients.get(table.code, ()):
            if other.seat in dropped:
                other.seat = None
        self._after_change(table)
        conn.push(self._reply("ok", request_id))

    def _start(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        table = self._host_only(conn)
        table.start()
        self._after_change(table)
        conn.push(self._reply("ok", request_id))

    def _contribute(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        table = self._table(conn)
        if conn.seat is None:
            raise Refused(Why.NOT_SEATED, "only a seated player adds to the deal")
        seed = field_hex(m, "seed", 32)
        table.contribute(conn.seat, m.get("round"), seed)
        conn.push(self._reply("contributed", request_id, round=m.get("round")))
        self._save(table)

    def _act(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        table = self._table(conn)
        if conn.seat is None:
            raise Refused(Why.NOT_SEATED, "only a seated player acts")
        seat = m.get("seat", conn.seat)
        if seat != conn.seat:
            raise Refused(Why.WRONG_SEAT, f"you sit at seat {conn.seat}")
        field_int(m, "move", 0, 10**7)
        if table.is_train:
            table.act_train(conn.seat, m.get("move"),
                            parse_train_action(m.get("action"), table.players))
        else:
            table.act(conn.seat, m.get("move"), parse_action(m.get("action")))
        self._after_change(table)
        conn.push(self._reply("ok", request_id))

    def _say(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        table = self._table(conn)
        if conn.seat is None:
            raise Refused(Why.NOT_SEATED, "only a seated player speaks at the table")
        phrase = field_int(m, "phrase", 0, len(PHRASES) - 1)
        now = time.monotonic()
        if now - conn.said < SAY_INTERVAL:
            raise Refused(Why.RATE, f"one phrase every {SAY_INTERVAL:g} s")
        conn.said = now
        table.emit("said", seat=conn.seat, phrase=phrase)
        # Saved like any event: a restart must not number events again from an older seq.
        self._after_change(table)
        conn.push(self._reply("ok", request_id))

    async def _resume(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        self._not_at_table(conn)
        table = await self._find(m)
        self._not_at_table(conn)
        seat = table.seat_of_token(m.get("token"))
        seq = field_int(m, "seq", 0, 2**53) if "seq" in m else 0
        self._attach(conn, table, min(seq, table.seq))
        conn.seat = seat
        conn.host = table.is_host(m.get("host")) if isinstance(m.get("host"), str) else False
        handle = self.timers.pop((table.code, seat), None)
        if handle is not None:
            handle.cancel()
        table.connected(seat)
        self._after_change(table)
        conn.push(self._reply("resumed", request_id, code=table.code, seat=seat,
                              host=conn.host))

    def _record(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        table = self._table(conn)
        if table.finished_record is None:
            # Mid-match the record holds every hand: it goes out only when the match is over.
            raise Refused(Why.NOT_PLAYING, "the record is given once the match is over")
        # As an object: the client's gate bounds each string, and a record is long.
        conn.push(self._reply("record", request_id, record=json.loads(table.finished_record)))

    def _leave_request(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        self._table(conn)
        self._leave(conn)
        conn.push(self._reply("left", request_id))

    async def _list(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        lobbies = await self.directory.lobbies()
        conn.push(self._reply("lobbies", request_id, lobbies=lobbies[:100],
                              servers=await self.directory.servers()))

    async def _listen(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        inbox = field_str(m, "inbox", MAX_NAME)
        if conn.inbox is not None:
            self.inboxes.get(conn.inbox, set()).discard(conn)
        conn.inbox = inbox
        self.inboxes.setdefault(inbox, set()).add(conn)
        conn.push(self._reply("ok", request_id))

    async def _invite(self, conn: Conn, m: dict[str, Any], request_id: object) -> None:
        inbox = field_str(m, "inbox", MAX_NAME)
        table = self._table(conn)
        await self.directory.invite(inbox, {"type": "invited", "code": table.code,
                                            "url": self.directory.url,
                                            "variant": table.variant,
                                            "players": table.players})
        conn.push(self._reply("ok", request_id))

    def _deliver(self, inbox: str, message: dict[str, Any]) -> None:
        for conn in list(self.inboxes.get(inbox, ())):
            conn.push(message)

    HANDLERS: ClassVar[dict[str, Callable[[Server, Conn, dict[str, Any], object], None]]] = {
        "sit": _sit, "stand": _stand, "bot": _bot,
        "configure": _configure, "start": _start, "contribute": _contribute, "act": _act,
        "record": _record, "leave": _leave_request, "say": _say,
    }
    ASYNC_HANDLERS: ClassVar[dict[str, Callable[[Server, Conn, dict[str, Any], object],
                                                Awaitable[None]]]] = {
        "create": _create, "join": _join, "resume": _resume, "list": _list,
        "listen": _listen, "invite": _invite,
    }

    # --- after every change ---------------------------------------------------------

    def _save(self, table: Table) -> None:
        record = table.record_text() \
            if table.match is not None or table.trains is not None else None
        # Written out here, on the loop: the table may change before the thread writes.
        meta = json.dumps(table.meta_json(), separators=(",", ":"))
        self._write_store(self.store.save, table.code, meta, record)
        if table.finished_record is not None:
            self._write_store(self.store.finish, table.code, table.finished_record)

    def _write_store(self, work: Callable[..., None], *args: Any) -> None:
        def said(done: Future[None]) -> None:
            error = done.exception()
            if error is not None:
                log.error("the table store could not be written: %s", error)

        self.writer.submit(work, *args).add_done_callback(said)

    def _after_change(self, table: Table, save: bool = True) -> None:
        if save:
            self._save(table)
        self._in_background(self.directory.show_lobby(table.code, self._listing(table)))
        for conn in self.clients.get(table.code, ()):
            self._send_update(conn)
        self._schedule_bot(table)

    @staticmethod
    def _listing(table: Table) -> dict[str, Any] | None:
        """What the lobby lists show of a table waiting for players (None: not waiting)."""
        if table.state != "lobby":
            return None
        return {"code": table.code, "variant": table.variant, "players": table.players,
                "open": [n for n, s in enumerate(table.seats) if s.kind == "open"]}

    def _in_background(self, work: Coroutine[Any, Any, None]) -> None:
        async def guarded() -> None:
            try:
                await work
            except Exception:
                log.exception("the directory failed")

        task = asyncio.get_running_loop().create_task(guarded())
        self.background.add(task)
        task.add_done_callback(self.background.discard)

    def _send_update(self, conn: Conn) -> None:
        table = conn.table
        assert table is not None
        events = table.events_after(conn.sent_seq)
        view = table.view_for(conn.seat) if conn.seat is not None else None
        conn.push({"type": "update", "seq": table.seq, "resync": events is None,
                   "events": events or [], "table": table.lobby_json(self.clock()),
                   "seat": conn.seat, "view": view})
        conn.sent_seq = table.seq

    # --- computer seats -------------------------------------------------------------

    def _schedule_bot(self, table: Table) -> None:
        if self.stopped:
            return
        due = table.bot_to_move()
        if due is None or table.code in self.thinking:
            return
        self.thinking.add(table.code)
        task = asyncio.get_running_loop().create_task(self._bot_move(table, *due))
        self.bot_tasks.add(task)
        task.add_done_callback(self.bot_tasks.discard)

    async def _bot_train_move(self, table: Table, seat: int, level: str) -> None:
        """:meth:`_bot_move` at a train game's table."""
        try:
            trains = table.trains
            assert trains is not None
            move = table.moves()
            if self.settings.bot_delay > 0:
                await asyncio.sleep(self.settings.bot_delay)
            if self.stopped or table.bot_to_move() != (seat, level) or table.moves() != move:
                return
            view = trains.view_for(seat)
            if level in POOLED_LEVELS:
                async with self.pool_slots:
                    action = await asyncio.get_running_loop().run_in_executor(
                        self._pool(), _decide_train, level, self.bot_seed, view)
            else:
                action = make_train_player(level, self.bot_seed).choose(view)
            if self.stopped or table.bot_to_move() != (seat, level) or table.moves() != move:
                return
            try:
                table.act_train(seat, move, action)
            except Refused:
                log.exception("a computer seat chose a refused action; it plays the first "
                              "legal one")
                table.act_train(seat, move, view.legal[0])
        finally:
            self.thinking.discard(table.code)
        if self.tables.get(table.code) is table and not self.stopped:
            self._after_change(table)

    async def _bot_move(self, table: Table, seat: int, level: str) -> None:
        if table.is_train:
            await self._bot_train_move(table, seat, level)
            return
        try:
            match = table.match
            assert match is not None
            move = actions_taken(match)
            if self.settings.bot_delay > 0:
                await asyncio.sleep(self.settings.bot_delay)
            if self.stopped or table.bot_to_move() != (seat, level) \
                    or actions_taken(match) != move:
                return
            view = match.view_for(seat)
            if level in POOLED_LEVELS:
                async with self.pool_slots:
                    action = await asyncio.get_running_loop().run_in_executor(
                        self._pool(), _decide, level, self.bot_seed, view)
            else:
                player: Player = make_player(level, self.bot_seed)
                action = player.choose(view)
            # The player may have come back while the bot thought: the move is then theirs.
            if self.stopped or table.bot_to_move() != (seat, level) \
                    or actions_taken(match) != move:
                return
            try:
                table.act(seat, move, action)
            except Refused:
                log.exception("a computer seat chose a refused action; it plays the first "
                              "legal one")
                table.act(seat, move, view.legal_actions()[0])
        finally:
            self.thinking.discard(table.code)
        if self.tables.get(table.code) is table and not self.stopped:
            self._after_change(table)

    def _pool(self) -> ProcessPoolExecutor:
        if self.pool is None:
            from dominoes_qt.ai.workers import process_pool

            self.pool = process_pool(max(1, self.settings.pool_workers))
        return self.pool

    # --- grace and upkeep -----------------------------------------------------------

    def _start_grace(self, table: Table, seat: int) -> None:
        key = (table.code, seat)
        old = self.timers.pop(key, None)
        if old is not None:
            old.cancel()
        self.timers[key] = asyncio.get_running_loop().call_later(
            self.settings.grace, self._grace_over, table, seat)

    def _grace_over(self, table: Table, seat: int) -> None:
        self.timers.pop((table.code, seat), None)
        if self.tables.get(table.code) is table and table.stand_in(seat):
            self._after_change(table)

    async def _sweep_forever(self) -> None:
        while True:
            await asyncio.sleep(self.settings.renew_every)
            for code in self.sweep():
                self._in_background(self.directory.release(code))
            self._in_background(self.directory.renew(
                list(self.tables), {"tables": len(self.tables), "connections": len(self.conns)}))

    def sweep(self) -> list[str]:
        """Drop finished tables their players left, and tables nobody visits."""
        now = self.clock()
        gone = []
        for code, since in list(self.empty_since.items()):
            table = self.tables.get(code)
            if table is None:
                self.empty_since.pop(code, None)
                continue
            limit = self.settings.finished_linger if table.state == "over" \
                else self.settings.idle_limit
            if now - since >= limit:
                gone.append(code)
        for code in gone:
            table = self.tables.pop(code)
            self.clients.pop(code, None)
            self.empty_since.pop(code, None)
            for seat in range(table.players):
                handle = self.timers.pop((code, seat), None)
                if handle is not None:
                    handle.cancel()
            self._write_store(self.store.drop, code)
        return gone


def jsonable(value: object) -> str:
    text = json.dumps(value) if isinstance(value, (int, str, type(None))) else "?"
    return text[:24]


async def run(settings: Settings) -> None:
    """Serve until cancelled (Ctrl+C or SIGTERM)."""
    import signal

    server = Server(settings)
    port = await server.start()
    scheme = "wss" if settings.certfile else "ws"
    print(f"dominoes-qt table server {settings.build} (protocol {PROTOCOL_VERSION}) on "
          f"{scheme}://{settings.host}:{port}; tables: "
          f"{settings.data_dir / 'tables.sqlite3' if settings.data_dir else 'in memory'}",
          flush=True)
    stopped = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stopped.set)
    try:
        await stopped.wait()
    finally:
        await server.stop()
