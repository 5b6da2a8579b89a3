"""The window at a network table: a loopback server, a real window, the seat's view only."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

pytest.importorskip("websockets")

from PySide6.QtWidgets import QDialog, QGraphicsItem

from dominoes_qt.engine import DRAW, PASS, Move, Tile
from dominoes_qt.engine.seen import ViewKind
from dominoes_qt.net.server import Server
from dominoes_qt.ui.items import TileItem
from dominoes_qt.ui.net_link import TableAddress, link_in, normal_code, parse_link
from dominoes_qt.ui.net_table import LobbyDialog, NetTable
from dominoes_qt.ui.net_words import clock, phrase_texts, seat_state
from dominoes_qt.ui.sound import Cue, FakeOpener, SoundSettings
from dominoes_qt.ui.window import GameWindow
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


def game_window(settings: Any, controller: Any) -> GameWindow:
    return GameWindow(settings, controller=controller)


def window_of(table: NetTable) -> GameWindow:
    """The table's window, as the window it is."""
    assert isinstance(table.window, GameWindow)
    return table.window


def face_up_tiles(window: Any) -> set[Tile]:
    items: list[QGraphicsItem] = window.scene.items()
    return {i.tile for i in items if isinstance(i, TileItem) and i.face_up and i.isVisible()}


def hosted(qtbot: Any, server: ServerThread, variant: str = "draw-game",
           players: int = 2) -> NetTable:
    table = NetTable(TableAddress("127.0.0.1", server.port, "AAAAAA"), "Ann", FAST,
                     create=(variant, players), make_window=game_window)
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


def test_lobby_then_two_rounds_of_a_remote_match_in_the_window(qtbot: Any,
                                                               server: ServerThread) -> None:
    lobby_and_play(qtbot, server, rounds=2)


@pytest.mark.slow
def test_lobby_then_a_whole_remote_match_in_the_window(qtbot: Any, server: ServerThread
                                                       ) -> None:
    lobby_and_play(qtbot, server, rounds=None)


def lobby_and_play(qtbot: Any, server: ServerThread, rounds: int | None) -> None:
    """Host a table, sit, a bot in the other seat, start, and play ``rounds`` rounds
    (None: the whole match) through the window."""
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
    window = window_of(table)
    qtbot.addWidget(window)
    controller = table.controller
    # Undo and hints are off at a network table, and say why.
    assert [a.isEnabled() for a in table.off_actions] == [False, False]
    assert all("rated" in a.toolTip() for a in table.off_actions)
    assert not window.new_action.isEnabled()
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
                # The presenter's value holds no other hand either.
                seen = controller.seen(ViewKind.SEAT)
                assert seen is not None
                assert seen.hands[1] is None
            if controller.over:
                break
            if controller.waiting_next:
                rounds_seen += 1
                if rounds is not None and rounds_seen >= rounds:
                    break
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
        # Every round's deal was checked by this client, and passed.
        assert len(controller.checks) >= rounds_seen
        assert all(c.fair for c in controller.checks)
        dock = table.dock
        assert dock is not None
        texts = [dock.log.item(i).text() for i in range(dock.log.count())]
        assert "Round 1: the deal checks out." in texts
        if rounds is not None and not controller.over:
            return
        assert controller.over
        qtbot.waitUntil(lambda: table.record is not None, timeout=10000)
        texts = [dock.log.item(i).text() for i in range(dock.log.count())]
        assert "The match's record replays here to the same result." in texts
        # Review after the match: the record is kept and handed to whatever reviews it.
        opened: list[Any] = []
        table.open_record = opened.append
        window.review_button.click()
        assert opened == [table.saved_record]
        assert table.saved_record is not None
        assert table.saved_record.read_text("utf-8") == table.record
    finally:
        table.close()
        window.close()


def test_host_a_table_from_the_menu_then_join_it_by_its_link(qtbot: Any, make_window: Any
                                                             ) -> None:
    window = make_window()
    menu = window.net_menu
    assert menu.host_action in window.game_menu.actions()
    assert menu.join_action in window.game_menu.actions()
    dialog = menu.host()
    dialog.name.setText("Ann")
    dialog.lan.setChecked(False)  # tests bind loopback only
    dialog.game.setCurrentIndex(dialog.game.findData("block-game"))
    dialog.accept()
    try:
        # `dominoes-qt serve --port 0` in a child process: its port read from its output.
        qtbot.waitUntil(lambda: bool(menu.tables) and menu.tables[0].table is not None,
                        timeout=30000)
        host = menu.tables[0]
        assert menu.server is not None
        assert menu.server.port == host.address.port
        assert host.table is not None
        assert host.table["variant"] == "block-game"
        lobby = host.lobby
        assert lobby is not None
        link = lobby.link_edit.text()
        assert parse_link(link) == host.address
        assert host.address.host == "127.0.0.1"

        guest_window = make_window()
        join = guest_window.net_menu.join(link)
        join.name.setText("Bo")
        join.buttons.button(join.buttons.StandardButton.Ok).click()
        guest_menu = guest_window.net_menu
        qtbot.waitUntil(lambda: bool(guest_menu.tables)
                        and guest_menu.tables[0].table is not None, timeout=10000)
        guest = guest_menu.tables[0]
        assert guest.table is not None
        assert guest.table["code"] == host.address.code
        assert not guest.is_host
        assert guest.lobby is not None
        assert not guest.lobby.start_button.isVisible()
        guest.lobby.rows[1][1].click()
        qtbot.waitUntil(lambda: "Bo" in lobby.rows[1][0].text(), timeout=10000)
    finally:
        for w in (window, locals().get("guest_window")):
            if w is not None:
                w.net_menu.shutdown()


def test_a_bad_link_or_code_is_told_and_nothing_is_joined(qtbot: Any, make_window: Any
                                                          ) -> None:
    window = make_window()
    join = window.net_menu.join("dominoes-qt://join/host/NOPE")
    join.buttons.button(join.buttons.StandardButton.Ok).click()
    assert "neither a link" in join.problem.text()
    join.link.setText("abcdef")
    join.buttons.button(join.buttons.StandardButton.Ok).click()
    assert "give the server too" in join.problem.text()
    assert join.isVisible()
    assert not window.net_menu.tables
    join.reject()


def test_a_link_on_the_command_line_reaches_the_window(monkeypatch: pytest.MonkeyPatch,
                                                       make_window: Any) -> None:
    from dominoes_qt import cli

    asked: list[dict[str, Any]] = []
    def run(**kw: Any) -> int:
        asked.append(kw)
        return 0

    monkeypatch.setattr("dominoes_qt.ui.app.run", run)
    link = "dominoes-qt://join/127.0.0.1:9/ABCDEF"
    assert cli.main(["--open", link]) == 0
    assert asked == [{"record": None, "smoke": False, "link": link}]
    window = make_window()
    window.net_menu.offer(link)
    dialogs = [d for d in window.findChildren(QDialog) if d.isVisible()]
    assert [d.link.text() for d in dialogs if hasattr(d, "link")] == [link]
    for d in dialogs:
        d.reject()


def test_two_people_over_the_network_with_chat_sounds_and_words(qtbot: Any,
                                                                server: ServerThread) -> None:
    host_sounds, guest_sounds = FakeOpener(), FakeOpener()
    on = SoundSettings(on=True)
    ann = NetTable(TableAddress("127.0.0.1", server.port, "AAAAAA"), "Ann", FAST,
                   create=("block-game", 2), opener=host_sounds, sound=on,
                   make_window=game_window)
    qtbot.waitUntil(lambda: ann.table is not None, timeout=10000)
    ann.request(lambda: ann.client.sit(0))
    qtbot.waitUntil(lambda: ann.client.seat == 0, timeout=10000)
    bo = NetTable(ann.address, "Bo", FAST, opener=guest_sounds, sound=on,
                  make_window=game_window)
    tables = (ann, bo)
    try:
        qtbot.waitUntil(lambda: bo.table is not None, timeout=10000)
        bo.request(lambda: bo.client.sit(1))
        qtbot.waitUntil(lambda: Cue.JOINED in host_sounds.sink.cues, timeout=10000)
        assert Cue.JOINED not in guest_sounds.sink.cues  # Bo's own sitting is no news
        ann.request(ann.client.start)
        qtbot.waitUntil(lambda: ann.window is not None and bo.window is not None,
                        timeout=10000)
        windows = {0: window_of(ann), 1: window_of(bo)}
        for w in windows.values():
            assert w is not None
            qtbot.addWidget(w)
        # A phrase goes as its number and is shown in each window's own words.
        bo.request(lambda: bo.client.say(2))
        qtbot.waitUntil(lambda: Cue.CHAT in host_sounds.sink.cues, timeout=10000)
        assert ann.dock is not None
        assert ann.dock.log.item(ann.dock.log.count() - 1).text() == \
            f"Bo: {phrase_texts()[2]}"
        # Muted: no sound and no words for what others say.
        assert bo.dock is not None
        bo.dock.mute.setChecked(True)
        lines = bo.dock.log.count()
        ann.request(lambda: ann.client.say(0))
        qtbot.waitUntil(lambda: bool(bo.client.events)
                        and bo.client.events[-1].get("kind") == "said"
                        and bo.client.events[-1].get("phrase") == 0, timeout=10000)
        assert Cue.CHAT not in guest_sounds.sink.cues
        assert bo.dock.log.count() == lines
        # Play the match out, each person in their own window.
        def ready(seat: int) -> bool:
            t, window = tables[seat], windows[seat]
            return t.controller.human_to_move() is not None or (
                t.controller.waiting_next and window is not None
                and window.round_end_dialog is not None)

        ends = {0: 0, 1: 0}
        for seat, t in enumerate(tables):
            t.controller.round_over.connect(lambda _n, s=seat: ends.__setitem__(s, ends[s] + 1))

        def done() -> bool:
            return all(t.controller.over or ends[s] >= 2 for s, t in enumerate(tables))

        for _ in range(400):
            qtbot.waitUntil(lambda: ready(0) or ready(1) or done(), timeout=10000)
            if done():
                break
            for seat, t in enumerate(tables):
                seen = t.controller.seen(ViewKind.SEAT)
                assert seen is not None
                if not seen.reveal:
                    assert seen.hands[1 - seat] is None
                window = windows[seat]
                assert window is not None
                if t.controller.waiting_next and window.round_end_dialog is not None:
                    if ends[seat] < 2:
                        window.round_end_dialog.primary.click()
                elif t.controller.human_to_move() is not None:
                    assert t.controller.match is not None
                    legal = t.controller.match.legal_actions()
                    action = next((a for a in legal if isinstance(a, Move)), legal[0])
                    if isinstance(action, Move):
                        assert window.play_move(action)
                    elif action is DRAW:
                        assert window.draw()
                    else:
                        assert window.pass_turn()
        assert done()
        # Bo's plays were announced in Ann's window as plays at a local table are.
        ann_window = windows[0]
        assert any(said.startswith("Bo ") for said in ann_window.announcer.events)
        # Both rebuilt the same real rounds from what the server revealed after them.
        first, second = ann.controller.match, bo.controller.match
        assert first is not None
        assert second is not None
        assert [r.dealt for r in first.rounds[:2]] == [r.dealt for r in second.rounds[:2]]
        assert [e for e in first.events if e.round <= 2] == \
            [e for e in second.events if e.round <= 2]
    finally:
        for t in tables:
            t.close()
        for opened in (ann.window, bo.window):
            if opened is not None:
                opened.close()


def test_a_dropped_player_is_away_then_takes_the_seat_back(qtbot: Any,
                                                           server: ServerThread) -> None:
    ann = NetTable(TableAddress("127.0.0.1", server.port, "AAAAAA"), "Ann", FAST,
                   create=("block-game", 2), make_window=game_window)
    qtbot.waitUntil(lambda: ann.table is not None, timeout=10000)
    ann.request(lambda: ann.client.sit(0))
    qtbot.waitUntil(lambda: ann.client.seat == 0, timeout=10000)
    bo = NetTable(ann.address, "Bo", FAST, make_window=game_window)
    try:
        qtbot.waitUntil(lambda: bo.table is not None, timeout=10000)
        bo.request(lambda: bo.client.sit(1))
        qtbot.waitUntil(lambda: bo.client.seat == 1, timeout=10000)
        ann.request(ann.client.start)
        qtbot.waitUntil(lambda: ann.dock is not None and bo.dock is not None, timeout=10000)
        assert ann.dock is not None
        assert bo.dock is not None
        bo.resume_every_ms = 10
        seq = bo.client.seq
        tables: list[dict[str, Any]] = []
        ann.lobby_changed.connect(tables.append)
        # The network drops Bo; Bo's window takes the seat back with its token by itself.
        bo.link.send(bo.client.drop)
        qtbot.waitUntil(lambda: "Back at the table." in [
            bo.dock.log.item(i).text() for i in range(bo.dock.log.count())], timeout=10000)
        bo_notes = [bo.dock.log.item(i).text() for i in range(bo.dock.log.count())]
        assert "Connection lost: joining the table again…" in bo_notes
        qtbot.waitUntil(lambda: any(e.get("kind") == "back" for e in ann.client.events),
                        timeout=10000)
        # Meanwhile Ann's table said Bo was away, and for how long.
        away = [t["seats"][1] for t in tables if not t["seats"][1]["connected"]]
        assert away
        assert seat_state(away[0], False).startswith("Bo · away 0:0")
        # The table's new state follows the "back" event in a message of its own.
        qtbot.waitUntil(lambda: ann.table is not None
                        and ann.table["seats"][1]["connected"], timeout=10000)
        ann.dock.show_seats()
        assert not any("away" in ann.dock.seats.item(i).text()
                       for i in range(ann.dock.seats.count()))
        assert bo.client.seq >= seq
        assert bo.client.seat == 1
        assert any("Bo" in said and "back" in said
                   for said in window_of(ann).announcer.events)
    finally:
        for t in (ann, bo):
            t.close()
        for opened in (ann.window, bo.window):
            if opened is not None:
                opened.close()


def test_a_code_no_table_has_is_told_in_words(qtbot: Any, server: ServerThread) -> None:
    table = NetTable(TableAddress("127.0.0.1", server.port, "ABCDEF"), "Ann", FAST)
    lobby = LobbyDialog(table)
    qtbot.addWidget(lobby)
    try:
        qtbot.waitUntil(lambda: "No table has that room code" in lobby.status.text(),
                        timeout=10000)
    finally:
        table.close()
