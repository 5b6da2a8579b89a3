"""Where tables live: this process alone, or several server processes behind one Redis.

Each table lives in exactly one process. With Redis (``serve --redis URL``) a room code
is claimed in Redis for the process that created it (``SET NX`` with a time to live that
the process keeps renewing), so codes are unique across the processes and any of them
can tell a client which address holds a table (a ``elsewhere`` refusal with that
address, which the client library follows). The lobbies waiting for players and each
process's presence are kept in Redis hashes; invitations go through Redis pub/sub to
whichever process the invited client listens on. Without Redis, :class:`LocalDirectory`
does the same within the process and needs nothing else.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable
from typing import Any

log = logging.getLogger("dominoes_qt.net")

PREFIX = "dominoes-qt:"
CLAIM_TTL = 120
"""Seconds a claim on a room code lasts unless its process renews it (every 30 s)."""

Deliver = Callable[[str, dict[str, Any]], None]
"""Called with (inbox, message) for an invitation to an inbox listened to here."""


class LocalDirectory:
    """One process: its own tables are all there is."""

    def __init__(self, url: str = "") -> None:
        self.url = url
        self.deliver: Deliver | None = None
        self.lobby: dict[str, dict[str, Any]] = {}

    async def start(self, deliver: Deliver) -> None:
        self.deliver = deliver

    async def stop(self) -> None:
        return None

    async def claim(self, code: str) -> bool:
        return code not in self.lobby

    async def release(self, code: str) -> None:
        self.lobby.pop(code, None)

    async def where(self, code: str) -> str | None:
        return None

    async def show_lobby(self, code: str, entry: dict[str, Any] | None) -> None:
        if entry is None:
            self.lobby.pop(code, None)
        else:
            self.lobby[code] = {**entry, "url": self.url}

    async def lobbies(self) -> list[dict[str, Any]]:
        return list(self.lobby.values())

    async def invite(self, inbox: str, message: dict[str, Any]) -> None:
        if self.deliver is not None:
            self.deliver(inbox, message)

    async def renew(self, codes: list[str], presence: dict[str, Any]) -> None:
        return None

    async def servers(self) -> int:
        return 1


class RedisDirectory(LocalDirectory):
    """Several processes behind one Redis (``redis.asyncio``, imported here only)."""

    def __init__(self, redis_url: str, url: str) -> None:
        super().__init__(url)
        import redis.asyncio as aioredis

        self.redis: Any = aioredis.from_url(redis_url, decode_responses=True)
        self.pubsub: Any = None
        self.listener: asyncio.Task[None] | None = None

    async def start(self, deliver: Deliver) -> None:
        self.deliver = deliver
        await self.redis.ping()
        self.pubsub = self.redis.pubsub()
        await self.pubsub.psubscribe(PREFIX + "inbox:*")
        self.listener = asyncio.get_running_loop().create_task(self._listen())

    async def _listen(self) -> None:
        assert self.pubsub is not None
        while True:
            try:
                message = await self.pubsub.get_message(ignore_subscribe_messages=True,
                                                        timeout=1.0)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("Redis pub/sub failed; listening again in a second")
                await asyncio.sleep(1.0)
                continue
            if message is None or message.get("type") != "pmessage":
                continue
            inbox = str(message["channel"])[len(PREFIX + "inbox:"):]
            with contextlib.suppress(ValueError, TypeError):
                body = json.loads(message["data"])
                if isinstance(body, dict) and self.deliver is not None:
                    self.deliver(inbox, body)

    async def stop(self) -> None:
        if self.listener is not None:
            self.listener.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.listener
        if self.pubsub is not None:
            await self.pubsub.aclose()
        await self.redis.hdel(PREFIX + "servers", self.url)
        await self.redis.aclose()

    async def claim(self, code: str) -> bool:
        return bool(await self.redis.set(PREFIX + "table:" + code, self.url, nx=True,
                                         ex=CLAIM_TTL))

    async def release(self, code: str) -> None:
        await self.redis.delete(PREFIX + "table:" + code)
        await self.redis.hdel(PREFIX + "lobbies", code)

    async def where(self, code: str) -> str | None:
        found = await self.redis.get(PREFIX + "table:" + code)
        return None if found is None else str(found)

    async def show_lobby(self, code: str, entry: dict[str, Any] | None) -> None:
        await super().show_lobby(code, entry)
        if entry is None:
            await self.redis.hdel(PREFIX + "lobbies", code)
        else:
            await self.redis.hset(PREFIX + "lobbies", code, json.dumps(
                {**entry, "url": self.url, "at": time.time()}))

    async def lobbies(self) -> list[dict[str, Any]]:
        found = []
        now = time.time()
        for text in (await self.redis.hgetall(PREFIX + "lobbies")).values():
            with contextlib.suppress(ValueError, TypeError):
                entry = json.loads(text)
                # A lobby whose process stopped renewing it is gone with that process.
                if isinstance(entry, dict) and now - float(entry.get("at", 0)) < CLAIM_TTL:
                    found.append(entry)
        return found

    async def invite(self, inbox: str, message: dict[str, Any]) -> None:
        await self.redis.publish(PREFIX + "inbox:" + inbox, json.dumps(message))

    async def renew(self, codes: list[str], presence: dict[str, Any]) -> None:
        """Keep this process's claims, lobbies and presence alive."""
        async with self.redis.pipeline(transaction=False) as pipe:
            for code in codes:
                pipe.expire(PREFIX + "table:" + code, CLAIM_TTL)
            pipe.hset(PREFIX + "servers", self.url,
                      json.dumps({**presence, "at": time.time()}))
            await pipe.execute()
        for code, entry in list(self.lobby.items()):
            await self.show_lobby(code, {k: v for k, v in entry.items() if k != "url"})

    async def servers(self) -> int:
        now = time.time()
        count = 0
        for text in (await self.redis.hgetall(PREFIX + "servers")).values():
            with contextlib.suppress(ValueError, TypeError):
                if now - float(json.loads(text).get("at", 0)) < CLAIM_TTL:
                    count += 1
        return count
