"""Random drops and reconnects: every match still ends, every seat comes back with its
token, a bot holds a seat whose player stays away past the grace period and gives it
back, and nothing is lost (the record still replays to the server's result)."""

from __future__ import annotations

import asyncio
import random

import pytest

from dominoes_qt.games.records import load, summary
from tests.net.harness import close_all, leaks, play_match, serving, table_of


@pytest.mark.parametrize(("variant", "humans", "bots", "seed"), [
    ("five-up-61", 2, {}, 1),
    ("seven-rocks", 3, {3: "casual"}, 2),
    ("muggins-100", 3, {}, 3),
])
def test_matches_survive_random_drops(variant: str, humans: int, bots: dict[int, str],
                                      seed: int) -> None:
    async def scenario() -> None:
        # A grace period shorter than many of the drops: bots stand in and hand back.
        async with serving(grace=0.02) as (server, url):
            clients = await table_of(url, variant, humans, bots)
            stats = await play_match(clients, chaos=random.Random(seed), drop_rate=0.15,
                                     pause=0.08)
            drops = sum(s.drops for s in stats)
            assert drops >= 3
            assert sum(s.resumes for s in stats) == drops
            code = clients[0].code
            assert code is not None
            record = await clients[0].record()
            _, local = load(record)
            assert summary(local) == server.tables[code].summary()
            kinds = [e["kind"] for e in clients[0].events]
            assert "away" in kinds
            assert "back" in kinds
            for c in clients:
                assert c.over
                assert all(check.fair for check in c.checks)
                assert leaks(c, record) == []
            # Nobody's seat is left to a bot: everyone came back.
            assert clients[0].table is not None
            assert not any(s.get("standin") for s in clients[0].table["seats"])
            await close_all(clients)

    asyncio.run(scenario())


def test_a_bot_holds_a_dropped_seat_after_the_grace_period_and_hands_it_back() -> None:
    async def scenario() -> None:
        async with serving(grace=0.05) as (_, url):
            host, guest = await table_of(url, "five-up-61", 2)
            await guest.drop()
            # The host plays on; the stand-in plays the guest's turns meanwhile.
            await host.wait_for(lambda c: any(e["kind"] == "standin" for e in c.events))
            start = host.view["move"] if host.view else 0
            from tests.net.harness import autoplay

            task = asyncio.get_running_loop().create_task(autoplay(host, "casual"))
            await host.wait_for(lambda c: c.over or (c.view is not None
                                                     and c.view["move"] >= start + 4))
            await guest.resume()
            back = [e for e in guest.events if e["kind"] == "back"]
            assert back
            assert back[-1]["from_standin"]
            assert guest.resyncs == 0  # it caught up from the events it missed
            assert guest.table is not None
            assert not guest.table["seats"][guest.seat]["standin"]
            await asyncio.gather(task, autoplay(guest, "casual"))
            assert host.over
            assert guest.over
            await close_all([host, guest])

    asyncio.run(scenario())


def test_a_silent_client_is_dropped_by_the_keepalive() -> None:
    async def scenario() -> None:
        async with serving(keepalive=0.2) as (_, url):
            host, guest = await table_of(url, "five-up-61", 2)
            # The guest's machine stops answering (a cable pulled: no close, no pong).
            assert guest.ws is not None
            guest.ws.transport.pause_reading()
            await host.wait_for(lambda c: any(e["kind"] == "away" and e["seat"] == guest.seat
                                              for e in c.events), timeout=10)
            assert host.table is not None
            assert not host.table["seats"][guest.seat]["connected"]
            await guest.resume()
            assert host.table["seats"][guest.seat]["connected"] or await _connected(host, guest)
            await close_all([host, guest])

    asyncio.run(scenario())


async def _connected(host: object, guest: object) -> bool:
    from dominoes_qt.net.client import TableClient

    assert isinstance(host, TableClient)
    assert isinstance(guest, TableClient)
    seat = guest.seat
    await host.wait_for(lambda c: c.table is not None and c.table["seats"][seat]["connected"])
    return True
