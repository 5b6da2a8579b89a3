"""The thread-friendly client, and the server's upkeep: finished tables their players left
and tables nobody visits are dropped (their finished records stay)."""

from __future__ import annotations

import asyncio
import queue
from pathlib import Path
from typing import Any

from dominoes_qt.net.client import ThreadedClient
from tests.net.harness import client, close_all, play_match, serving, table_of


def test_the_threaded_client_works_from_a_plain_thread() -> None:
    async def scenario() -> None:
        async with serving() as (_, url):
            got: queue.Queue[dict[str, Any]] = queue.Queue()

            def blocking() -> str:
                threaded = ThreadedClient(url, "Thread", on_message=got.put)
                try:
                    threaded.call(threaded.client.connect())
                    code = threaded.call(threaded.client.create("block-game", 2))
                    threaded.call(threaded.client.sit(0))
                    return code
                finally:
                    threaded.close()

            code = await asyncio.get_running_loop().run_in_executor(None, blocking)
            kinds = set()
            while not got.empty():
                kinds.add(got.get()["type"])
            assert {"welcome", "created", "seated", "update"} <= kinds
            assert len(code) == 6

    asyncio.run(scenario())


def test_finished_and_forgotten_tables_are_dropped(tmp_path: Path) -> None:
    now = [1000.0]

    async def scenario() -> None:
        async with serving(data_dir=tmp_path, finished_linger=60.0, idle_limit=600.0) as (
                server, url):
            server.clock = lambda: now[0]
            clients = await table_of(url, "five-up-61", 2)
            await play_match(clients)
            finished = clients[0].code
            idle = await client(url)
            forgotten = await idle.create("block-game", 2)
            await close_all([*clients, idle])
            while len(server.empty_since) < 2 or server.conns:
                await asyncio.sleep(0.01)
            assert server.sweep() == []
            now[0] += 61.0
            assert server.sweep() == [finished]
            now[0] += 600.0
            assert server.sweep() == [forgotten]
            assert server.tables == {}
            server.writer.submit(lambda: None).result()  # the writer has caught up
            assert server.store.tables() == []
            assert server.store.record(str(finished)) is not None

    asyncio.run(scenario())
