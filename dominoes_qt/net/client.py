"""The client library of the table protocol (asyncio), and a wrapper for threaded callers.

A :class:`TableClient` connects and says hello, creates or joins a table by its code,
sits, configures and starts it (as host), acts, and keeps the latest lobby and seat view
the server sent. It adds a fresh seed of its own to every deal as soon as the server has
committed to its part, checks each round's deal when the round's reveal comes
(:attr:`TableClient.checks`), and resumes its seat with its token after a drop
(:meth:`TableClient.resume`). Nothing here imports Qt: the window wraps it later.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from collections.abc import Awaitable, Callable
from concurrent.futures import Future
from ssl import SSLContext
from typing import Any, TypeVar

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from dominoes_qt import __version__, jsongate
from dominoes_qt.engine.game import Action, SeatView
from dominoes_qt.net.protocol import (
    PROTOCOL_VERSION,
    DealCheck,
    action_json,
    check_reveal,
    new_seed,
    view_from_json,
)

T = TypeVar("T")

INCOMING_LIMITS = jsongate.Limits(max_bytes=jsongate.RECORD_LIMITS.max_bytes, max_depth=16)
"""What a client reads from a server: a finished record is the largest message."""
REPLIES = frozenset({"welcome", "created", "joined", "seated", "contributed", "resumed",
                     "record", "left", "pong", "ok", "refused", "lobbies"})


class RequestRefused(Exception):
    """The server refused a request: ``reason`` is the protocol's code."""

    def __init__(self, message: dict[str, Any]) -> None:
        super().__init__(f"{message.get('reason')}: {message.get('message')}")
        self.reason = str(message.get("reason"))
        self.message = message


class ServerClosed(Exception):
    """The server closed the connection (``reason`` when it said why first)."""

    def __init__(self, reason: str | None, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class TableClient:
    """One player's (or a watcher's) connection to a table server."""

    def __init__(self, url: str, name: str = "Player", *, build: str = __version__,
                 protocol: int = PROTOCOL_VERSION, auto_seed: bool = True,
                 on_message: Callable[[dict[str, Any]], None] | None = None,
                 keep_views: bool = False, ssl: SSLContext | None = None) -> None:
        self.url = url
        self.name = name
        self.build = build
        self.protocol = protocol
        self.auto_seed = auto_seed
        self.keep_views = keep_views
        self.ssl = ssl
        """For wss:// with a certificate the system does not trust (a LAN host's own)."""
        self.on_message = on_message
        self.ws: ClientConnection | None = None
        self.reader: asyncio.Task[None] | None = None
        self.pending: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.next_id = 1
        self.changed = asyncio.Event()
        self.code: str | None = None
        self.host_token: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.seq = 0
        self.table: dict[str, Any] | None = None
        self.view: dict[str, Any] | None = None
        self.welcome: dict[str, Any] | None = None
        self.events: list[dict[str, Any]] = []
        self.views: list[dict[str, Any]] = []
        """Every view received, in order, with ``keep_views`` (the leak checks)."""
        self.refusals: list[dict[str, Any]] = []
        self.invitations: list[dict[str, Any]] = []
        self.resyncs = 0
        self.closed: ServerClosed | None = None
        self.checks: list[DealCheck] = []
        self._seeds: dict[int, tuple[str, bytes]] = {}
        """Round -> (the server's commitment seen, the seed this client sent for it)."""
        self._acked: set[int] = set()
        self._seed_requests: set[object] = set()
        self._dealt: dict[int, str] = {}
        self._first_hand: dict[int, list[str]] = {}

    # --- the connection -------------------------------------------------------------

    async def connect(self) -> dict[str, Any]:
        """Open the connection and say hello; the server's welcome."""
        self.closed = None
        extra: dict[str, Any] = {"ssl": self.ssl} if self.ssl is not None \
            and self.url.startswith("wss://") else {}
        self.ws = await connect(self.url, max_size=INCOMING_LIMITS.max_bytes,
                                compression=None, open_timeout=10, **extra)
        self.reader = asyncio.get_running_loop().create_task(self._read(self.ws))
        self.welcome = await self.request("hello", protocol=self.protocol, build=self.build)
        return self.welcome

    async def close(self) -> None:
        ws, self.ws = self.ws, None
        if ws is not None:
            await ws.close()
        if self.reader is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self.reader

    async def drop(self) -> None:
        """Lose the connection abruptly, as a network fault would (for tests)."""
        ws, self.ws = self.ws, None
        if ws is not None:
            ws.transport.abort()
        if self.reader is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self.reader

    async def resume(self) -> dict[str, Any]:
        """Connect again and take back this client's seat with its token (full resync)."""
        if self.code is None or self.token is None:
            raise RuntimeError("there is no seat to resume")
        await self.drop()
        await self.connect()
        return await self._elsewhere_too(
            "resume", code=self.code, token=self.token, seq=self.seq,
            **({"host": self.host_token} if self.host_token else {}))

    async def _elsewhere_too(self, kind: str, **fields: Any) -> dict[str, Any]:
        """A request about a table, sent again to the server that holds the table when
        the one asked says another does (several servers behind one Redis)."""
        try:
            return await self.request(kind, **fields)
        except RequestRefused as exc:
            url = exc.message.get("url")
            if exc.reason != "elsewhere" or not isinstance(url, str) \
                    or not url.startswith(("ws://", "wss://")):
                raise
        self.url = url
        await self.drop()
        await self.connect()
        return await self.request(kind, **fields)

    async def send_raw(self, data: str | bytes) -> None:
        """Send anything at all (for hostile-client tests)."""
        assert self.ws is not None
        await self.ws.send(data)

    async def request(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Send a request and wait for its reply; raises :class:`RequestRefused`."""
        if self.ws is None:
            raise ServerClosed(None, "not connected")
        number = self.next_id
        self.next_id += 1
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.pending[number] = future
        try:
            await self.ws.send(json.dumps({"type": kind, "id": number, **fields}))
            reply = await future
        finally:
            self.pending.pop(number, None)
        if reply.get("type") == "refused":
            raise RequestRefused(reply)
        return reply

    async def _read(self, ws: ClientConnection) -> None:
        reason: str | None = None
        text = "the connection closed"
        try:
            async for data in ws:
                if isinstance(data, bytes):
                    continue
                try:
                    message = jsongate.loads(data, INCOMING_LIMITS)
                except jsongate.GateError:
                    continue
                if not isinstance(message, dict):
                    continue
                if message.get("type") == "error":
                    reason = str(message.get("reason"))
                    text = str(message.get("message"))
                self._receive(message)
        except ConnectionClosed:
            pass
        finally:
            self.closed = ServerClosed(reason, text)
            for future in self.pending.values():
                if not future.done():
                    future.set_exception(ServerClosed(reason, text))
            self.changed.set()

    def _receive(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "update":
            self._update(message)
        elif kind == "refused" and message.get("id") not in self._seed_requests:
            # A seed sent as the match ended is refused harmlessly: not the caller's doing.
            self.refusals.append(message)
        if kind == "invited":
            self.invitations.append(message)
        if kind == "created":
            self.code = message.get("code")
            self.host_token = message.get("host")
        elif kind in ("joined", "resumed"):
            self.code = message.get("code")
        if kind in ("seated", "resumed"):
            self.seat = message.get("seat")
            if kind == "seated":
                self.token = message.get("token")
            self._contribute_if_due()
        if kind == "contributed" and isinstance(message.get("round"), int):
            self._acked.add(message["round"])
        request_id = message.get("id")
        if kind in REPLIES and isinstance(request_id, int) and request_id in self.pending:
            future = self.pending[request_id]
            if not future.done():
                future.set_result(message)
        if self.on_message is not None:
            self.on_message(message)
        self.changed.set()

    def _update(self, message: dict[str, Any]) -> None:
        if message.get("resync"):
            self.resyncs += 1
        for event in message.get("events") or []:
            if isinstance(event, dict) and isinstance(event.get("seq"), int) \
                    and event["seq"] > self.seq:
                self.events.append(event)
                self._event(event)
        if isinstance(message.get("seq"), int):
            self.seq = max(self.seq, message["seq"])
        self.table = message.get("table")
        if message.get("seat") is not None:
            self.seat = message["seat"]
        view = message.get("view")
        if isinstance(view, dict):
            self.view = view
            if self.keep_views:
                self.views.append(view)
            number = view.get("round")
            if isinstance(number, int) and number not in self._first_hand \
                    and not view.get("history"):
                self._first_hand[number] = list(view.get("hand", []))
        self._contribute_if_due()

    def _event(self, event: dict[str, Any]) -> None:
        if event.get("kind") == "dealt" and isinstance(event.get("round"), int):
            self._dealt[event["round"]] = str(event.get("commitment"))
        if event.get("kind") == "round_over" and isinstance(event.get("reveal"), dict):
            reveal = event["reveal"]
            number = reveal.get("round")
            mine = self._seeds.get(number) if isinstance(number, int) else None
            acked = mine is not None and number in self._acked
            self.checks.append(check_reveal(
                reveal, server_commit=mine[0] if mine else None,
                deal_commitment=self._dealt.get(number) if isinstance(number, int) else None,
                my_seat=self.seat, my_seed=mine[1] if mine and acked else None,
                my_hand=self._first_hand.get(number) if isinstance(number, int) else None))

    def _contribute_if_due(self) -> None:
        """Send a seed for the next deal once the server has committed to its part."""
        table = self.table
        if not self.auto_seed or table is None or self.seat is None or self.ws is None:
            return
        number, commit = table.get("next_round"), table.get("next_commit")
        if not isinstance(number, int) or not isinstance(commit, str) \
                or number in self._seeds:
            return
        seed = new_seed()
        self._seeds[number] = (commit, seed)
        asyncio.get_running_loop().create_task(self._send_seed(number, seed))

    async def _send_seed(self, number: int, seed: bytes) -> None:
        self._seed_requests.add(self.next_id)
        with contextlib.suppress(RequestRefused, ServerClosed, ConnectionClosed):
            await self.request("contribute", round=number, seed=seed.hex())

    # --- requests -------------------------------------------------------------------

    async def create(self, variant: str, players: int) -> str:
        reply = await self.request("create", variant=variant, players=players)
        return str(reply["code"])

    async def join(self, code: str, host: str | None = None) -> dict[str, Any]:
        return await self._elsewhere_too("join", code=code,
                                         **({"host": host} if host else {}))

    async def lobbies(self) -> list[dict[str, Any]]:
        """The tables waiting for players, on this server (or every server of its Redis)."""
        reply = await self.request("list")
        return list(reply["lobbies"])

    async def listen(self, inbox: str) -> None:
        """Receive invitations sent to ``inbox`` (a name friends agree on)."""
        await self.request("listen", inbox=inbox)

    async def invite(self, inbox: str) -> None:
        """Invite whoever listens on ``inbox`` to this client's table."""
        await self.request("invite", inbox=inbox)

    async def sit(self, seat: int) -> int:
        reply = await self.request("sit", seat=seat, name=self.name)
        return int(reply["seat"])

    async def bot(self, seat: int, level: str | None) -> None:
        await self.request("bot", seat=seat, level=level)

    async def configure(self, variant: str, players: int) -> None:
        await self.request("configure", variant=variant, players=players)

    async def start(self) -> None:
        await self.request("start")

    async def act(self, action: Action) -> None:
        """Act for this client's seat at the move of the latest view."""
        assert self.view is not None
        await self.request("act", move=self.view["move"], action=action_json(action))

    async def say(self, phrase: int) -> None:
        """Say one of :data:`protocol.PHRASES`, by its number."""
        await self.request("say", phrase=phrase)

    async def record(self) -> str:
        reply = await self.request("record")
        return json.dumps(reply["record"])

    async def seeded(self) -> None:
        """Wait until the server acknowledged this client's seed for the next deal."""
        await self.wait_for(lambda c: c.table is not None
                            and c.table.get("next_round") in c._acked)

    # --- waiting --------------------------------------------------------------------

    def seat_view(self) -> SeatView | None:
        """The latest view as the engine's :class:`SeatView`."""
        return None if self.view is None else view_from_json(self.view)

    @property
    def my_turn(self) -> bool:
        view = self.view
        return view is not None and self.seat is not None and view["to_move"] == self.seat \
            and view["need"] is not None and bool(view["legal"])

    @property
    def over(self) -> bool:
        return self.table is not None and self.table.get("state") == "over"

    async def wait_for(self, ready: Callable[[TableClient], bool],
                       timeout: float = 30.0) -> None:
        async def wait() -> None:
            while not ready(self):
                if self.closed is not None and self.ws is None:
                    raise self.closed
                self.changed.clear()
                await self.changed.wait()

        await asyncio.wait_for(wait(), timeout)


class ThreadedClient:
    """A :class:`TableClient` on an event loop of its own thread, for callers that block
    (a GUI thread hands its calls over and gets messages through ``on_message``, called on
    the client's thread: a Qt window would forward them with a queued signal)."""

    def __init__(self, url: str, name: str = "Player",
                 on_message: Callable[[dict[str, Any]], None] | None = None) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="table-client",
                                       daemon=True)
        self.thread.start()
        self.client: TableClient = self.call(self._make(url, name, on_message))

    @staticmethod
    async def _make(url: str, name: str,
                    on_message: Callable[[dict[str, Any]], None] | None) -> TableClient:
        return TableClient(url, name, on_message=on_message)

    def call(self, work: Awaitable[T], timeout: float = 30.0) -> T:
        """Run a coroutine of the client on its thread and wait for the answer."""
        future: Future[T] = asyncio.run_coroutine_threadsafe(work, self.loop)  # type: ignore[arg-type]
        return future.result(timeout)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.call(self.client.close(), 5.0)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5.0)
        self.loop.close()
