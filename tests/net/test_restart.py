"""A server restart resumes its tables from SQLite: the match replayed from its record,
the seats kept for their tokens, the round being played still checkable when it ends."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from dominoes_qt.engine.verify import all_fair, check_rounds
from dominoes_qt.games.records import load, summary
from dominoes_qt.net.client import TableClient
from tests.net.harness import autoplay, client, close_all, serving, table_of


async def play_some(c: TableClient, moves: int) -> None:
    """Act for this seat until the table has passed ``moves`` actions."""
    from dominoes_qt.ai.players import make_player

    player = make_player("casual", 0)
    while True:
        await c.wait_for(lambda c: c.view is not None and (c.my_turn or c.view["move"]
                                                            >= moves))
        assert c.view is not None
        if c.view["move"] >= moves:
            return
        view = c.seat_view()
        assert view is not None
        # The reply comes after the update it caused: the view has moved on already.
        await c.act(player.choose(view))


def test_a_restarted_server_resumes_its_tables(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(data_dir=tmp_path) as (server, url):
            clients = await table_of(url, "five-up-61", 2, {2: "casual"})
            lobby = await client(url, "Early")
            lobby_code = await lobby.create("block-game", 2)
            await lobby.sit(0)
            await asyncio.gather(*(play_some(c, 7) for c in clients))
            code = clients[0].code
            assert code is not None
            for c in [*clients, lobby]:
                await c.drop()
            first = server
        # The state the first server stopped in (a bot may have played after the drops).
        before = first.tables[code].match
        assert before is not None
        # A record leaves out draws and passes (the rules force them): replaying it
        # takes those the seat to move still owed.
        expected = before.copy()
        expected.apply_forced()
        hands_before = [list(h) for h in expected.current.hands]  # type: ignore[union-attr]
        round_before = len(before.rounds)
        # A new process would do exactly this: open the same folder.
        async with serving(data_dir=tmp_path) as (server, url):
            assert set(server.tables) == {code, lobby_code}
            table = server.tables[code]
            assert table.match is not None
            assert [list(h) for h in table.match.current.hands] == hands_before  # type: ignore[union-attr]
            assert len(table.match.rounds) == round_before
            # Everyone is away after a restart until they come back with their token.
            assert all(s.away_since is not None for s in table.seats if s.kind == "human")
            # A lobby comes back with its seats open (nobody is connected to it).
            assert server.tables[lobby_code].seats[0].kind == "open"
            for c in clients:
                c.url = url
                await c.resume()
            await asyncio.gather(*(autoplay(c, "casual", n) for n, c in enumerate(clients)))
            record = await clients[0].record()
            parsed, local = load(record)
            assert summary(local) == table.summary()
            # The round played across the restart revealed its seed too.
            assert all_fair(check_rounds(parsed, local))
            for c in clients:
                assert all(check.fair for check in c.checks)
                assert len(c.checks) == len(local.rounds)
            await close_all(clients)
        # The finished record is kept for good.
        with sqlite3.connect(tmp_path / "tables.sqlite3") as db:
            kept = db.execute("SELECT record FROM records WHERE code = ?", (code,)).fetchone()
        assert kept is not None
        assert load(kept[0])[1].is_over

    asyncio.run(scenario())
