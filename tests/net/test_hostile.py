"""Clients that send nonsense: each is refused with its reason and stays connected where
it can; every reason of docs/PROTOCOL.md is met here at least once."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from websockets.asyncio.client import connect

from dominoes_qt.net.client import RequestRefused, ServerClosed, TableClient
from dominoes_qt.net.protocol import MAX_MESSAGE_BYTES, PROTOCOL_VERSION, Why
from dominoes_qt.net.server import CLOSE_FULL, CLOSE_PROTOCOL
from tests.net.harness import client, close_all, play_match, serving, table_of


async def refused(c: TableClient, kind: str, **fields: Any) -> str:
    with pytest.raises(RequestRefused) as caught:
        await c.request(kind, **fields)
    return caught.value.reason


async def raw_refusal(c: TableClient, data: str | bytes) -> str:
    """Send raw data (no request id to answer to) and wait for the refusal it earns."""
    before = len(c.refusals)
    await c.send_raw(data)
    await c.wait_for(lambda c: len(c.refusals) > before, timeout=10)
    return str(c.refusals[-1]["reason"])


async def still_connected(c: TableClient) -> None:
    assert (await c.request("ping"))["type"] == "pong"


async def requests_out_of_place() -> set[str]:
    async def scenario() -> set[str]:
        async with serving(max_clients_per_table=3, max_tables=2) as (_, url):
            host = await client(url, "Host")
            guest = await client(url, "Guest")
            seen: dict[str, str] = {}

            seen["malformed"] = await raw_refusal(guest, "{not json")
            seen["malformed list"] = await raw_refusal(guest, "[1, 2]")
            seen["malformed deep"] = await raw_refusal(guest, "[" * 50 + "]" * 50)
            seen["too_large"] = await raw_refusal(
                guest, json.dumps({"type": "ping", "pad": "x" * MAX_MESSAGE_BYTES}))
            seen["not_text"] = await raw_refusal(guest, b"\x00\x01binary")
            seen["unknown_type"] = await refused(guest, "dance")
            seen["already_hello"] = await refused(guest, "hello", protocol=PROTOCOL_VERSION)
            seen["bad_field id"] = await raw_refusal(guest, '{"type": "ping", "id": "x"}')
            seen["bad_field"] = await refused(host, "create", variant="chess", players=2)
            seen["not_at_table"] = await refused(guest, "sit", seat=0, name="G")
            seen["no_table"] = await refused(guest, "join", code="ZZZZZZ")
            code = await host.create("five-up-61", 2)
            seen["already_at_table"] = await refused(host, "create", variant="five-up-61",
                                                     players=2)
            await guest.join(code)
            seen["not_host"] = await refused(guest, "start")
            seen["not_ready"] = await refused(host, "start")
            seen["no_seat"] = await refused(guest, "sit", seat=7, name="G")
            seen["bad_field name"] = await refused(guest, "sit", seat=1, name="\x07" * 3)
            seen["not_seated"] = await refused(guest, "stand")
            await host.sit(0)
            seen["seat_taken"] = await refused(guest, "sit", seat=0, name="G")
            seen["already_seated"] = await refused(host, "sit", seat=1, name="H")
            seen["not_playing"] = await refused(host, "act", move=0, action="draw")
            seen["bad_seed"] = await refused(host, "contribute", round=1, seed="xyz")
            seen["stale seed"] = await refused(host, "contribute", round=5, seed="ab" * 32)
            await guest.sit(1)
            seen["bad_token"] = await refused(await client(url), "resume", code=code,
                                              token="not-a-token")
            await host.start()
            seen["not_in_lobby"] = await refused(host, "bot", seat=1, level="casual")
            seen["not_playing record"] = await refused(host, "record")
            await host.wait_for(lambda c: c.view is not None)
            await guest.wait_for(lambda c: c.view is not None)
            mover, waiter = (host, guest) if host.my_turn else (guest, host)
            assert mover.view is not None
            assert waiter.view is not None
            move = mover.view["move"]
            seen["out_of_turn"] = await refused(waiter, "act", move=move, action="draw")
            seen["wrong_seat"] = await refused(waiter, "act", seat=mover.seat, move=move,
                                               action="draw")
            seen["stale"] = await refused(mover, "act", move=move + 1, action="draw")
            held = set(mover.view["hand"])
            other = next(t for t in waiter.view["hand"] if t not in held)
            seen["not_in_hand"] = await refused(mover, "act", move=move,
                                                action={"tile": other})
            seen["illegal"] = await refused(mover, "act", move=move, action="pass")
            seen["bad_field action"] = await refused(mover, "act", move=move,
                                                     action={"tile": "13|13"})
            seen["bad_field phrase"] = await refused(mover, "say", phrase=99)
            await mover.say(2)
            seen["rate phrase"] = await refused(mover, "say", phrase=2)
            # A third client fits (three may watch), a fourth does not.
            watcher = await client(url)
            await watcher.join(code)
            seen["not_seated phrase"] = await refused(watcher, "say", phrase=0)
            await watcher.wait_for(lambda c: any(e["kind"] == "said" and e["phrase"] == 2
                                                 for e in c.events))
            seen["table_full"] = await refused(await client(url), "join", code=code)
            other_host = await client(url)
            await other_host.create("block-game", 2)
            seen["server_full"] = await refused(await client(url), "create",
                                                variant="block-game", players=2)
            await play_match([host, guest])
            seen["match_over"] = await refused(host, "act", move=0, action="draw")
            for c in (host, guest, watcher):
                await still_connected(c)
            # Each case is named by the reason it must get.
            for case, reason in seen.items():
                assert reason == case.split()[0], case
            await close_all([host, guest, watcher, other_host])
            return set(seen.values())

    return await scenario()


async def a_flood() -> set[str]:
    async def scenario() -> set[str]:
        async with serving(rate=2.0, burst=3.0) as (_, url):
            c = await client(url)  # the hello took one message of the burst
            for _ in range(12):
                await c.send_raw('{"type": "ping"}')
            await c.wait_for(lambda c: any(r["reason"] == "rate" for r in c.refusals))
            # One refusal a second at most, however many are sent (12 take well under 2 s).
            assert 1 <= sum(r["reason"] == "rate" for r in c.refusals) <= 2
            await asyncio.sleep(1.0)
            await still_connected(c)
            await c.close()
            return {"rate"}

    return await scenario()


async def before_hello() -> set[str]:
    async def scenario() -> set[str]:
        async with serving() as (_, url):
            async with connect(url) as ws:
                await ws.send('{"type": "ping"}')
                answer = json.loads(await ws.recv())
                assert answer["reason"] == "hello_first"
            old = TableClient(url, protocol=PROTOCOL_VERSION + 1)
            with pytest.raises(ServerClosed) as caught:
                await old.connect()
            assert caught.value.reason == "protocol"
            assert f"table protocol {PROTOCOL_VERSION}" in str(caught.value)
            async with connect(url) as ws:
                await ws.send(json.dumps({"type": "hello", "protocol": 0}))
                assert json.loads(await ws.recv())["reason"] == "protocol"
                await ws.wait_closed()
                assert ws.close_code in (1000, CLOSE_PROTOCOL)
            return {"hello_first", "protocol"}

    return await scenario()


def test_a_full_server_says_so_and_closes() -> None:
    async def scenario() -> None:
        async with serving(max_connections=1) as (_, url):
            first = await client(url)
            async with connect(url) as ws:
                answer = json.loads(await ws.recv())
                assert answer["reason"] == "server_full"
                await ws.wait_closed()
                assert ws.close_code == CLOSE_FULL
            await still_connected(first)
            await first.close()

    asyncio.run(scenario())


def test_a_table_of_only_bots_refuses_a_seated_act_from_a_watcher() -> None:
    async def scenario() -> None:
        async with serving() as (_, url):
            clients = await table_of(url, "five-up-61", 1, {1: "casual"})
            watcher = await client(url)
            assert clients[0].code is not None
            await watcher.join(clients[0].code)
            assert await refused(watcher, "act", move=0, action="draw") == "not_seated"
            assert watcher.view is None
            await close_all([*clients, watcher])

    asyncio.run(scenario())


def test_every_refusal_reason_is_given_where_it_belongs() -> None:
    async def everything() -> set[str]:
        return await requests_out_of_place() | await a_flood() | await before_hello()

    seen = asyncio.run(everything())
    # "elsewhere" needs a second server behind Redis: tests/net/test_cluster.py.
    assert seen == {w.value for w in Why} - {"elsewhere"}
