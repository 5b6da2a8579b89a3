"""Benchmark of the table server (not a test): one server process pinned to one core,
loopback clients playing as fast as they can.

    .venv/bin/python -m tools.bench.net --tables 40 --seconds 20

from the repository's root.

Prints the actions per second, the server's CPU per action and how busy its core was,
the latency from sending an action to every seat of the table holding the view after it
(p50, p99, worst), the server's memory per table, the reconnects under chaos
(``--chaos P``: each turn a client drops with probability P and resumes), and what that
means in tables one core holds at a human pace (``--pace`` seconds per action per table).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from dominoes_qt.ai.players import make_player
from dominoes_qt.net.client import RequestRefused, ServerClosed, TableClient

SERVER = """
import asyncio, os, sys
from pathlib import Path
if hasattr(os, "sched_setaffinity"):
    os.sched_setaffinity(0, {{{core}}})
from dominoes_qt.net.server import Settings, run
asyncio.run(run(Settings(port=0, data_dir=Path(sys.argv[1]), bot_delay=0.0, rate=1e6,
                         burst=1e6, grace={grace}, max_tables=100000,
                         max_connections=100000, redis={redis!r})))
"""


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kib(pid: int) -> int:
    found = re.search(r"VmRSS:\s+(\d+)", Path(f"/proc/{pid}/status").read_text())
    return int(found.group(1)) if found else 0


class Bench:
    def __init__(self, urls: list[str], variant: str, players: int, bots: int, chaos: float,
                 seed: int) -> None:
        self.urls = urls
        self.made = 0
        self.variant = variant
        self.players = players
        self.bots = bots
        self.chaos = chaos
        self.rng = random.Random(seed)
        self.latencies: list[float] = []
        self.actions = 0
        self.drops = 0
        self.resumes = 0
        self.matches = 0
        self.until = 0.0
        self.news: dict[int, asyncio.Event] = {}

    async def table(self) -> list[TableClient]:
        humans = self.players - self.bots
        # One event for the whole table: any message to any of its clients sets it.
        news = asyncio.Event()

        def tell(_: dict[str, object]) -> None:
            news.set()

        # With several servers the host and its guests connect to different ones: the
        # guests are sent on to the host's (through Redis).
        first = self.made
        self.made += 1
        host = TableClient(self.urls[first % len(self.urls)], "Host", on_message=tell)
        await host.connect()
        code = await host.create(self.variant, self.players)
        clients = [host]
        for n in range(1, humans):
            c = TableClient(self.urls[(first + n) % len(self.urls)], f"Guest {n}",
                            on_message=tell)
            await c.connect()
            await c.join(code)
            clients.append(c)
        for seat, c in enumerate(clients):
            await c.sit(seat)
        for seat in range(humans, self.players):
            await host.bot(seat, "casual")
        for c in clients:
            await c.seeded()
        self.news[id(clients[0])] = news
        return clients

    async def play(self, clients: list[TableClient]) -> None:
        news = self.news.pop(id(clients[0]))
        await clients[0].start()
        player = make_player("casual", 0)
        while time.monotonic() < self.until:
            if any(c.over for c in clients):
                self.matches += 1
                return
            mover = next((c for c in clients if c.my_turn), None)
            if mover is None or mover.view is None:
                news.clear()
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(news.wait(), 5)
                continue
            if self.rng.random() < self.chaos:
                self.drops += 1
                await mover.resume()
                self.resumes += 1
                continue
            view = mover.seat_view()
            assert view is not None
            move = mover.view["move"]
            sent = time.perf_counter()
            try:
                await mover.act(player.choose(view))
            except (RequestRefused, ServerClosed):
                continue
            while not all(c.view is not None and c.view["move"] > move for c in clients):
                news.clear()
                await asyncio.wait_for(news.wait(), 30)
            self.latencies.append(time.perf_counter() - sent)
            self.actions += 1

    async def seat_loop(self) -> None:
        while time.monotonic() < self.until:
            clients = await self.table()
            try:
                await self.play(clients)
            finally:
                for c in clients:
                    await c.close()


async def main(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
        servers = []
        urls = []
        for n in range(args.processes):
            code = SERVER.format(core=(args.core + n) % (os.cpu_count() or 1), grace=60.0,
                                 redis=args.redis)
            servers.append(subprocess.Popen([sys.executable, "-c", code, f"{folder}/{n}"],
                                            stdout=subprocess.PIPE, text=True, env=env))
        try:
            for server in servers:
                assert server.stdout is not None
                line = server.stdout.readline()
                port = re.search(r":(\d+);", line)
                assert port, line
                urls.append(f"ws://127.0.0.1:{port.group(1)}")
            await asyncio.sleep(0.5)
            rss_idle = sum(rss_kib(s.pid) for s in servers)
            bench = Bench(urls, args.variant, args.players, args.bots, args.chaos, args.seed)
            # Tables created first: the memory a table holds before it plays.
            held = [await bench.table() for _ in range(args.tables)]
            rss_tables = sum(rss_kib(s.pid) for s in servers)
            cpu0 = sum(cpu_seconds(s.pid) for s in servers)
            own0 = time.process_time()
            start = time.monotonic()
            bench.until = start + args.seconds

            async def first(clients: list[TableClient]) -> None:
                try:
                    await bench.play(clients)
                finally:
                    for c in clients:
                        await c.close()
                await bench.seat_loop()

            await asyncio.gather(*(first(c) for c in held))
            elapsed = time.monotonic() - start
            cpu = sum(cpu_seconds(s.pid) for s in servers) - cpu0
            own = time.process_time() - own0
            rss_end = sum(rss_kib(s.pid) for s in servers)
        finally:
            for server in servers:
                server.terminate()
                server.wait(10)
                if server.stdout is not None:
                    server.stdout.close()
    lat = sorted(bench.latencies)
    p99 = lat[min(len(lat) - 1, int(0.99 * len(lat)))] if lat else float("nan")
    rate = bench.actions / elapsed
    busy = cpu / elapsed
    per_action = cpu / max(1, bench.actions)
    print(f"{args.tables} tables of {args.variant}, {args.players} seats ({args.bots} bots), "
          f"{elapsed:.1f} s, chaos {args.chaos}, {args.processes} server process(es)"
          + (" behind Redis" if args.redis else ""))
    print(f"actions: {bench.actions} ({rate:.0f}/s), matches finished: {bench.matches}")
    print(f"server CPU: {cpu:.2f} s ({100 * busy:.0f}% of a core), "
          f"{1000 * per_action:.2f} ms per action; clients' CPU {own:.1f} s")
    if lat:
        print(f"latency send -> every seat's view: p50 {1000 * statistics.median(lat):.1f} ms, "
              f"p99 {1000 * p99:.1f} ms, worst {1000 * lat[-1]:.1f} ms")
    print(f"server memory: {rss_idle / 1024:.1f} MiB idle, "
          f"{(rss_tables - rss_idle) / args.tables:.0f} KiB per table in the lobby, "
          f"{rss_end / 1024:.1f} MiB after play")
    print(f"reconnects under chaos: {bench.resumes} of {bench.drops} drops")
    if per_action > 0:
        print(f"one core at {args.pace:g} s per action per table: about "
              f"{int(args.pace / per_action):,} tables")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--variant", default="five-up-61")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", type=int, default=0, help="casual bots among the seats")
    parser.add_argument("--chaos", type=float, default=0.0)
    parser.add_argument("--pace", type=float, default=3.0,
                        help="seconds between actions at a table of people")
    parser.add_argument("--core", type=int, default=0, help="the core the server runs on")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--redis", default=None, metavar="URL",
                        help="run --processes servers behind this Redis")
    parser.add_argument("--processes", type=int, default=1)
    args = parser.parse_args()
    if args.processes > 1 and not args.redis:
        parser.error("several processes need --redis")
    asyncio.run(main(args))
