"""Several server processes behind one Redis (a real redis-server started on a loopback
port; skipped where it is missing), and the same lobby list and invitations within one
process without Redis."""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.net.harness import client, close_all, play_match, serving

REPO = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def redis_url() -> Iterator[str]:
    if shutil.which("redis-server") is None or importlib.util.find_spec("redis") is None:
        pytest.skip("needs redis-server (Debian's redis-server) and the redis package")
    port = free_port()
    with subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1",
                           "--save", "", "--appendonly", "no"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) as process:
        try:
            deadline = time.monotonic() + 10
            while True:
                with contextlib.suppress(OSError), socket.create_connection(
                        ("127.0.0.1", port), 0.2) as probe:
                    probe.sendall(b"PING\r\n")
                    if probe.recv(16).startswith(b"+PONG"):
                        break
                if time.monotonic() > deadline:
                    pytest.fail("redis-server did not start")
                time.sleep(0.05)
            yield f"redis://127.0.0.1:{port}/0"
        finally:
            process.terminate()
            process.wait(10)


def test_two_processes_share_codes_lobbies_and_invitations(redis_url: str) -> None:
    async def scenario() -> None:
        async with serving(redis=redis_url) as (first, url1), \
                serving(redis=redis_url) as (second, url2):
            host = await client(url1, "Host")
            code = await host.create("five-up-61", 2)
            await host.sit(0)
            # A code is claimed across the processes: the other one cannot take it.
            assert not await second.directory.claim(code)
            assert await second.directory.where(code) == url1
            # A friend listening for invitations on the second process gets one.
            friend = await client(url2, "Friend")
            await friend.listen("olena")
            await host.invite("olena")
            await friend.wait_for(lambda c: bool(c.invitations))
            assert friend.invitations[0]["code"] == code
            assert friend.invitations[0]["url"] == url1
            # Its lobby list, read on the second process, shows the table waiting.
            listed = await friend.lobbies()
            assert [(e["code"], e["url"], e["open"]) for e in listed] == [(code, url1, [1])]
            # Joining through the second process lands at the first, which holds it.
            await friend.join(code)
            assert friend.url == url1
            await friend.sit(1)
            await host.seeded()
            await friend.seeded()
            await host.start()
            assert await friend.lobbies() == []
            await play_match([host, friend])
            assert host.over
            assert friend.over
            # Dropped and resumed through the second process: still the first's table.
            friend.url = url2
            await friend.resume()
            assert friend.url == url1
            assert code in first.tables
            assert code not in second.tables
            await close_all([host, friend])

    asyncio.run(scenario())


def test_one_process_lists_lobbies_and_delivers_invitations_without_redis() -> None:
    async def scenario() -> None:
        async with serving() as (_, url):
            host = await client(url, "Host")
            friend = await client(url, "Friend")
            await friend.listen("olena")
            code = await host.create("seven-rocks", 4)
            await host.invite("olena")
            await friend.wait_for(lambda c: bool(c.invitations))
            assert friend.invitations[0]["code"] == code
            await friend.wait_for(lambda c: True)
            listed = await friend.lobbies()
            assert [(e["code"], e["open"]) for e in listed] == [(code, [0, 1, 2, 3])]
            await close_all([host, friend])

    asyncio.run(scenario())


def test_two_serve_processes_behind_one_redis(redis_url: str, tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    with contextlib.ExitStack() as stack:
        urls = []
        for n in (1, 2):
            process = stack.enter_context(subprocess.Popen(
                [sys.executable, "-m", "dominoes_qt", "serve", "--port", "0", "--data-dir",
                 str(tmp_path / str(n)), "--redis", redis_url],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO,
                env=env))
            stack.callback(_stop, process)
            assert process.stdout is not None
            found = re.search(r"(ws://127\.0\.0\.1:\d+)", process.stdout.readline())
            assert found
            urls.append(found.group(1))

        async def scenario() -> None:
            host = await client(urls[0], "Host")
            code = await host.create("five-up-61", 2)
            guest = await client(urls[1], "Guest")
            assert [e["code"] for e in await guest.lobbies()] == [code]
            await guest.join(code)
            assert guest.url == urls[0]
            await host.sit(0)
            await guest.sit(1)
            await close_all([host, guest])

        asyncio.run(scenario())


def _stop(process: subprocess.Popen[str]) -> None:
    process.send_signal(signal.SIGTERM)
    try:
        assert process.wait(timeout=20) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
