"""The window at a network table: a loopback server, a real window, the seat's view only."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

pytest.importorskip("websockets")

from PySide6.QtWidgets import QGraphicsItem

from dominoes_qt.engine import DRAW, PASS, Move, Tile
from dominoes_qt.net.server import Server
from dominoes_qt.ui.items import TileItem
from dominoes_qt.ui.net_link import TableAddress, link_in, normal_code, parse_link
from dominoes_qt.ui.net_table import LobbyDialog, NetTable
from dominoes_qt.ui.net_words import clock, phrase_texts, seat_state
from tests.net.harness import FAST as FAST_SERVER
from tests.ui.conftest import FAST


class ServerThread:
    """A table server on its own event loop and thread (the window's thread stays Qt's)."""

    def __init__(self, **settings: Any) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server = Server(replace(FAST_SERVER, **settings))
        self.port = asyncio.run_coroutine_threadsafe(self.server.start(), self.loop).result(10)

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.loop.close()


@pytest.fixture
def server() -> Iterator[ServerThread]:
    running = ServerThread()
    yield running
    running.stop()


def face_up_tiles(window: Any) -> set[Tile]:
    items: list[QGraphicsItem] = window.scene.items()
    return {i.tile for i in items if isinstance(i, TileItem) and i.face_up and i.isVisible()}


def hosted(qtbot: Any, server: ServerThread, variant: str = "draw-game",
           players: int = 2) -> NetTable:
    table = NetTable(TableAddress("127.0.0.1", server.port, "AAAAAA"), "Ann", FAST,
                     create=(variant, players))
    qtbot.waitUntil(lambda: table.table is not None, timeout=10000)
    return table


def test_links_and_codes() -> None:
    address = parse_link("dominoes-qt://join/192.168.1.5:8765/ABCDEF")
    assert address == TableAddress("192.168.1.5", 8765, "ABCDEF")
    assert address.link == "dominoes-qt://join/192.168.1.5:8765/ABCDEF"
    assert address.url == "ws://192.168.1.5:8765"
    assert parse_link("dominoes-qt://join/host.lan/abc-def") == \
        TableAddress("host.lan", 8765, "ABCDEF")
    assert parse_link("dominoes-qt://join/host/ABCDE0") is None  # 0 is not in codes
    assert parse_link("http://join/host/ABCDEF") is None
    assert link_in(["dominoes-qt", "dominoes-qt://join/h:9/ABCDEF"]) == \
        TableAddress("h", 9, "ABCDEF")
    assert normal_code(" ab cd ef ") == "ABCDEF"


def test_phrases_and_seats_in_words() -> None:
    assert len(phrase_texts()) == 12
    assert clock(42) == "0:42"
    assert clock(605) == "10:05"
    away = {"seat": 1, "kind": "human", "name": "Bo", "connected": False, "away": 40,
            "standin": False}
    assert "away 0:42" in seat_state(away, False, 2.4)
    assert "a bot is playing for Bo" in seat_state({**away, "standin": True}, False)


def test_lobby_then_a_remote_match_in_the_window(qtbot: Any, server: ServerThread) -> None:
    table = hosted(qtbot, server)
    lobby = LobbyDialog(table)
    qtbot.addWidget(lobby)
    assert table.address.code != "AAAAAA"
    assert table.address.code in lobby.link_edit.text()
    assert not lobby.start_button.isEnabled()  # two open seats
    lobby.rows[0][1].click()
    qtbot.waitUntil(lambda: table.client.seat == 0, timeout=10000)
    box = lobby.rows[1][2]
    box.setCurrentIndex(box.findData("beginner"))
    box.activated.emit(box.currentIndex())
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=10000)
    lobby.start_button.click()
    qtbot.waitUntil(lambda: table.window is not None, timeout=10000)
    window = table.window
    assert window is not None
    qtbot.addWidget(window)
    controller = table.controller
    rounds_seen = 0
    try:
        for _ in range(400):
            qtbot.waitUntil(lambda: controller.over or controller.waiting_next
                            or controller.human_to_move() is not None, timeout=10000)
            # What the window shows face up: this seat's hand and the board, never more.
            round_ = controller.round
            assert round_ is not None
            known = set(round_.hands[0]) | set(round_.board.tiles)
            if not round_.is_over:
                assert face_up_tiles(window) <= known
            if controller.over:
                break
            if controller.waiting_next:
                rounds_seen += 1
                qtbot.waitUntil(lambda: window.round_end_dialog is not None, timeout=10000)
                dialog = window.round_end_dialog
                assert dialog is not None
                dialog.primary.click()
                continue
            assert controller.match is not None
            legal = controller.match.legal_actions()
            action = next((a for a in legal if isinstance(a, Move)), legal[0])
            if isinstance(action, Move):
                assert window.play_move(action)
            elif action is DRAW:
                assert window.draw()
            else:
                assert action is PASS
                assert window.pass_turn()
        assert controller.over
        # Every round's deal was checked by this client, and passed.
        assert len(controller.checks) >= rounds_seen + 1
        assert all(c.fair for c in controller.checks)
        qtbot.waitUntil(lambda: table.record is not None, timeout=10000)
        dock = table.dock
        assert dock is not None
        texts = [dock.log.item(i).text() for i in range(dock.log.count())]
        assert "The match's record replays here to the same result." in texts
    finally:
        table.close()
        window.close()
