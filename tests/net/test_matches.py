"""Whole matches over loopback: people and server bots at 2-4 seats, every seat's view
checked for leaks, every deal checked by every client, and the record of each network
match replayed locally to the same result."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt.cli import main
from dominoes_qt.engine.game import Match
from dominoes_qt.engine.tiles import parse_tile
from dominoes_qt.engine.verify import all_fair, check_rounds
from dominoes_qt.games.records import load, parse_record, summary
from dominoes_qt.net.protocol import view_json
from tests.net.harness import close_all, leaks, play_match, serving, table_of

TABLES = [
    ("five-up-61", 2, {}),
    ("five-up-61", 2, {2: "casual"}),
    ("all-fives-100", 3, {}),
    ("seven-rocks", 2, {1: "skilled", 3: "beginner"}),
    ("block-game", 4, {}),
]


def played(c: Any) -> list[tuple[int, int, str]]:
    """(round, seat, tile) of every play this client was told of, in order."""
    return [(e["round"], e["seat"], e["action"]["tile"]) for e in c.events
            if e["kind"] == "played"]


@pytest.mark.parametrize(("variant", "humans", "bots"), TABLES)
def test_a_network_match_is_its_record(variant: str, humans: int, bots: dict[int, str]
                                       ) -> None:
    async def scenario() -> None:
        async with serving() as (server, url):
            clients = await table_of(url, variant, humans, bots)
            await play_match(clients)
            code = clients[0].code
            assert code is not None
            authoritative = server.tables[code].summary()
            record = await clients[-1].record()
            _, local = load(record)
            # The record replays locally to the server's own result, and everyone agrees.
            assert summary(local) == authoritative
            for c in clients:
                assert c.over
                assert c.view is not None
                assert c.view["scores"] == local.scores
                assert c.view["winner"] == local.winner
                assert not c.refusals
            # Every play each client was told of is the record's, in order.
            parsed = parse_record(record)
            in_record = [(n, p.seat if p.seat is not None else -1, str(p.move.tile))
                         for n, r in enumerate(parsed.rounds, start=1) for p in r.plays]
            for c in clients:
                seen = played(c)
                assert [t for _, _, t in seen] == [t for _, _, t in in_record]
                assert [parse_tile(t) for _, _, t in seen] == \
                    [p.move.tile for r in parsed.rounds for p in r.plays]
            # Each client checked each round's deal with its own seed in it.
            for c in clients:
                assert len(c.checks) == len(local.rounds)
                assert all(check.fair for check in c.checks), c.checks
                assert c.seat is not None
                mine = [m["contributions"][c.seat] for m in parsed.extra["table"]["mixes"]]
                assert all(part is not None for part in mine)
            # The record's own deals verify as `dominoes-qt verify` checks them.
            assert all_fair(check_rounds(parsed, local))
            # No view or event gave a seat what it may not see.
            for c in clients:
                assert leaks(c, record) == []
            await close_all(clients)

    asyncio.run(scenario())


def leaky_view(match: Match, seat: int) -> dict[str, Any]:
    """A view that also shows the next seat's hand (the control of the leak check)."""
    view = view_json(match, seat)
    round_ = match.current
    assert round_ is not None
    view["debug"] = [str(t) for t in round_.hands[(seat + 1) % match.num_players]]
    return view


def peeking_view(match: Match, seat: int) -> dict[str, Any]:
    """A view that shows the next tile of the boneyard (the control's subtler twin)."""
    view = view_json(match, seat)
    round_ = match.current
    assert round_ is not None
    view["next"] = None if round_.next_draw is None else str(round_.next_draw)
    return view


@pytest.mark.parametrize("view", [leaky_view, peeking_view])
def test_the_leak_check_catches_a_leaky_server(view: Any) -> None:
    async def scenario() -> None:
        async with serving(view=view) as (_, url):
            clients = await table_of(url, "five-up-61", 2)
            await play_match(clients)
            record = await clients[0].record()
            assert any(leaks(c, record) for c in clients)
            await close_all(clients)

    asyncio.run(scenario())


def test_expert_and_master_seats_play_through_the_pool() -> None:
    async def scenario() -> None:
        async with serving(pool_workers=1) as (server, url):
            clients = await table_of(url, "fives-and-threes", 1, {1: "expert"})
            # One round is enough to see the pool decide: play until the first round ends.
            await clients[0].wait_for(lambda c: c.my_turn, timeout=60)
            await play_match(clients)
            assert server.pool is not None
            assert clients[0].over
            await close_all(clients)

    asyncio.run(scenario())


def test_verify_checks_a_network_records_seed_mixes(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]
                                                     ) -> None:
    async def scenario() -> str:
        async with serving() as (_, url):
            clients = await table_of(url, "block-game", 2)
            await play_match(clients)
            record = await clients[0].record()
            await close_all(clients)
            return record

    record = asyncio.run(scenario())
    path = tmp_path / "match.json"
    path.write_text(record)
    assert main(["verify", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["fair"]
    assert out["table"] == []
    # A record whose mix was altered: one player's seed swapped for another.
    doc = json.loads(record)
    doc["table"]["mixes"][0]["contributions"][0] = "ab" * 32
    path.write_text(json.dumps(doc))
    assert main(["verify", str(path), "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["table"] == [{"round": 1,
                             "reason": "the deal's seed is not the mix of the seeds"}]
