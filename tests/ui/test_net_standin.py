"""The remote seat's stand-in match: built from one seat's messages, it ends as the record
of the network match replays here."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

pytest.importorskip("websockets")

from dominoes_qt.engine import Move
from dominoes_qt.games.records import load
from dominoes_qt.ui.net_remote import RemoteController
from tests.net.harness import autoplay, client, serving


async def _one_match(variant: str, level: str) -> tuple[list[dict[str, Any]], str, list[Any]]:
    """A match of one loopback client (seat 0, played by a computer) against a bot: every
    message it got, the record, its deal checks."""
    messages: list[dict[str, Any]] = []
    async with serving() as (_server, url):
        host = await client(url, "Ann")
        host.on_message = messages.append
        await host.create(variant, 2)
        await host.sit(0)
        await host.bot(1, level)
        await host.seeded()
        await host.start()
        await autoplay(host, "casual", 0, pause=0.0)
        record = await host.record()
        checks = list(host.checks)
        await host.close()
    return messages, record, checks


@pytest.mark.parametrize("variant", ["block-game", "draw-game", "all-fives-100"])
def test_the_stand_in_ends_as_the_record_replays(qtbot: Any, variant: str) -> None:
    messages, record, checks = asyncio.run(_one_match(variant, "beginner"))
    controller = RemoteController()
    applied: list[Any] = []
    controller.applied.connect(applied.append)
    for message in messages:
        controller.receive(message)
        if controller.waiting_next:
            # The player has read the round's report.
            controller.next_round()
    assert controller.over
    _record, replayed = load(record)
    match = controller.match
    assert match is not None
    assert match.scores == replayed.scores
    assert match.winner == replayed.winner
    # Every finished round shown is the real one (dealt as revealed), action for action.
    assert [r.dealt for r in match.rounds] == [r.dealt for r in replayed.rounds]
    assert [r.history for r in match.rounds] == [r.history for r in replayed.rounds]
    assert len(applied) == sum(len(r.history) for r in replayed.rounds)
    # This client checked every round's deal after it, and each was fair.
    assert len(checks) == len(replayed.rounds)
    assert all(c.fair for c in checks)


def test_a_seat_resumed_mid_match_starts_from_its_view(qtbot: Any) -> None:
    """A window that never saw the rounds before (the program was restarted) shows the
    round being played from its scores, and plays on."""
    messages, _record, _checks = asyncio.run(_one_match("block-game", "beginner"))
    updates = [m for m in messages if m.get("type") == "update" and m.get("view")]
    later = [m for m in updates if m["view"]["round"] >= 2]
    assert later, "the match had one round only"
    first = dict(later[0], events=[], resync=True)
    controller = RemoteController()
    controller.seat = 0
    controller.receive(first)
    assert controller.match is not None
    assert list(controller.match.scores) == [
        s - sum(e["raw"] for e in first["view"]["events"] if e["accepted"] and e["side"] == n)
        for n, s in enumerate(first["view"]["scores"])]
    legal = controller.match.legal_actions()
    assert legal
    assert all(isinstance(a, Move) or a in legal for a in legal)
