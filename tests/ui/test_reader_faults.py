"""The faults a screen reader's user met (issue 36), each pinned: what the keys, the
accessible tree and the announcements give, read the way a screen reader reads them."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from dominoes_qt import wording
from dominoes_qt.ai.players import GreedyPlayer
from dominoes_qt.engine import Applied, Match, Move, Need, RoundEnd
from dominoes_qt.engine.seen import match_report
from dominoes_qt.games import FIVE_UP, GAMES
from dominoes_qt.ui.board_words import joined_text
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.new_game import NewGameDialog, default_setup
from dominoes_qt.ui.puzzles_dialog import PuzzleDialog
from dominoes_qt.ui.round_end import RoundEndDialog, settlement_events, settlement_html
from dominoes_qt.ui.scoring import round_result_text
from dominoes_qt.ui.teaching.rulesbook import RulesBook
from dominoes_qt.ui.texts import QT
from dominoes_qt.ui.window import GameWindow
from tests.ui.session_harness import (
    harness_factory,
    play_plays,
    start_game,
    wait_for_decision,
)
from tools.pictures.scoring import random_match as demo_match
from tools.pictures.scoring import side_names_for

NAME = QAccessible.Text.Name


@pytest.fixture(autouse=True)
def english(qapp: Any) -> Any:
    installed = install_translations(qapp, "en")
    yield
    for translator in installed.translators:
        QCoreApplication.removeTranslator(translator)


def _greedy(level: str, seed: int) -> GreedyPlayer:
    return GreedyPlayer(seed)


def _table(window: GameWindow) -> QAccessibleInterface:
    iface = QAccessible.queryAccessibleInterface(window.view)
    assert iface is not None
    return iface


def _human_with_a_choice(qtbot: Any, make_window: Any) -> tuple[GameWindow, Any]:
    """A window where the human is to play and holds a tile that fits two places or more."""
    for seed in range(60):
        window = make_window(default_setup(FIVE_UP, 2, "casual", seed=seed), factory=_greedy)
        c = window.controller
        qtbot.waitUntil(lambda c=c: c.human_to_move() is not None or c.round.is_over,
                        timeout=10000)
        if c.need() is not Need.PLAY:
            continue
        for tile in window.hand_order():
            if len(c.legal_moves_for(tile)) >= 2:
                return window, tile
    raise AssertionError("no seed gives the human a tile with two places")


def test_the_first_tab_says_the_first_place(qtbot: Any, make_window: Any) -> None:
    window, tile = _human_with_a_choice(qtbot, make_window)
    window.select_tile(tile)
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    assert window.presenter.place_index == 0
    focused = _table(window).focusChild()
    assert focused is not None
    assert focused.text(NAME).startswith(f"Place 1 of {len(window.presenter.moves)}: ")
    assert window.access.focus.sent[-1] == focused.text(NAME)
    # The next Tab moves on, and Return plays the place said last.
    qtbot.keyClick(window.view, Qt.Key.Key_Down)
    assert window.access.focus.sent[-1].startswith(f"Place 2 of {len(window.presenter.moves)}: ")
    move = window.presenter.moves[1]
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    round_ = window.controller.round
    assert round_ is not None
    assert move.tile in round_.board.tiles
    assert round_.board.node(move.tile).parent == move.at


def test_a_first_backtab_says_the_place_return_plays(qtbot: Any, make_window: Any) -> None:
    window, tile = _human_with_a_choice(qtbot, make_window)
    window.select_tile(tile)
    qtbot.keyClick(window.view, Qt.Key.Key_Backtab)
    assert window.presenter.place_index == 0
    assert window.access.focus.sent[-1].startswith("Place 1 of ")


def _blocked_round(rules: Any, players: int) -> tuple[Any, int]:
    """A match whose round ended blocked with one lowest hand (random legal play)."""
    rng = random.Random(5)
    for _ in range(400):
        match = Match(rules, players, rng=random.Random(rng.getrandbits(32)))
        match.deal_round()
        round_ = match.current
        assert round_ is not None
        while round_.end is None:
            match.apply(rng.choice(match.legal_actions()))
        if round_.end is RoundEnd.BLOCK and round_.block_result() is not None:
            return match, round_.number
    raise AssertionError("no blocked round with a lowest hand")


@pytest.mark.parametrize("variant", ["fives-and-threes", "seven-rocks", "block-game"])
def test_a_blocked_round_is_won_in_the_dialog_only_when_the_rules_say_so(
        qapp: Any, variant: str) -> None:
    rules = GAMES[variant]
    players = min(rules.player_counts)
    match, number = _blocked_round(rules, players)
    seats = ["You"] + [f"Computer {i}" for i in range(1, players)]
    sides = [" & ".join(seats[s] for s in side) for side in match.seating.sides]
    html = settlement_html(match_report(match, number), seats, sides)
    said = round_result_text(match.rounds[number - 1], sides, seats, match.winner)
    if rules.blocked_round_has_winner:
        assert "wins the round" in html or "win the round" in html
        assert "lowest hand" in said
    else:
        assert "the round" not in html, html
        assert said == "Blocked: no winner"
        assert "has no winner" in html


@pytest.fixture
def make_harness(qtbot: Any) -> Any:
    yield from harness_factory(qtbot)


def test_undo_announces_no_stale_news(qtbot: Any, make_harness: Any) -> None:
    harness = make_harness()
    start_game(harness)
    c = harness.controller
    window = harness.window
    play_plays(qtbot, harness, 2)
    assert wait_for_decision(qtbot, harness)
    heard = len(window.announcer.history)
    assert harness.session.undoing.undo()
    assert wait_for_decision(qtbot, harness)
    said = window.announcer.history[heard:]
    assert not any(" lead" in s for s in said), said
    # The last play of the position taken back to is shown, not told as if it just came.
    assert not any(" plays " in s or s.startswith("You play ") for s in said), said
    assert "Your last play was taken back." in said
    assert c.round.plays


@pytest.mark.parametrize("variant", ["five-up-61", "fives-and-threes", "all-fives-100",
                                     "muggins-100"])
def test_a_plays_points_are_said_once(qtbot: Any, make_window: Any, variant: str) -> None:
    rules = GAMES[variant]
    seats = tuple(SeatSetup(f"Computer {i + 1}", "ai", "beginner") for i in range(2))
    window = make_window(factory=_greedy)
    segments: list[tuple[Applied, list[str]]] = []
    heard = [0]

    def applied(info: Applied) -> None:
        # Connected after the window's own slot: what the play was told as is heard.
        history = window.announcer.history
        segments.append((info, history[heard[0]:]))
        heard[0] = len(history)

    window.controller.applied.connect(applied)
    window.new_game(GameSetup(rules, seats, seed=7))
    qtbot.waitUntil(lambda: window.round_end_dialog is not None, timeout=30_000)
    window.controller.shutdown()
    scored = 0
    for info, said in segments:
        plays = [e for e in info.events if e.kind.value == "play"]
        if not isinstance(info.action, Move) or not plays or not plays[0].accepted \
                or plays[0].wins:
            continue
        scored += 1
        change = re.escape(wording.points(rules, plays[0].raw))
        times = len(re.findall(change + r"(?!\d)", "\n".join(said)))
        assert times == 1, said
    assert scored >= 2


def _open_popup() -> QWidget | None:
    return QApplication.activePopupWidget()


def _close_popup(qtbot: Any) -> None:
    popup = QApplication.activePopupWidget()
    if popup is not None:
        popup.close()
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)


# A popup menu on the offscreen platform: it cannot raise a window or grab the keyboard.
@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing")
def test_alt_h_and_f10_open_the_menus_during_a_match(qtbot: Any, make_window: Any) -> None:
    window, _ = _human_with_a_choice(qtbot, make_window)
    window.activateWindow()
    window.view.setFocus()
    assert window.hint_button.isVisible()
    assert window.hint_button.isEnabled()
    qtbot.keyClick(window.view, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: _open_popup() is not None, timeout=2000)
    assert _open_popup() is window.help_menu.menu
    # Alt+H asked for no hint.
    assert window.message.text() != "Looking for a good play..."
    assert not window.hints.busy
    _close_popup(qtbot)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_F10)
    qtbot.waitUntil(lambda: _open_popup() is not None, timeout=2000)
    assert _open_popup() is window.game_menu
    _close_popup(qtbot)
    # A table key with Ctrl or Alt is not the table's.
    before = window.presenter.selected
    qtbot.keyClick(window.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert window.presenter.selected == before


def _mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return None if found is None else found.group(1).lower()


@pytest.mark.parametrize("language", ["en", "uk"])
def test_no_two_alt_letters_of_the_window_clash(qtbot: Any, make_window: Any, qapp: Any,
                                                language: str) -> None:
    window, _ = _human_with_a_choice(qtbot, make_window)
    installed = install_translations(qapp, language)
    try:
        qtbot.waitUntil(lambda: (window.game_menu.title() == "&Game") == (language == "en"),
                        timeout=2000)
        window.finished_bar.setVisible(True)
        seen: dict[str, str] = {}
        texts = [a.text() for a in window.menuBar().actions()]
        texts += [b.text() for b in window.findChildren(QAbstractButton)
                  if b.isVisibleTo(window)]
        for text in texts:
            letter = _mnemonic(text)
            if letter is None:
                continue
            assert letter not in seen, (text, seen[letter])
            seen[letter] = text
        assert len(seen) >= 3
    finally:
        installed.apply("en")


@pytest.mark.parametrize("variant", ["five-up-61", "draw-game"])
def test_a_computer_play_is_told_with_where_it_went(qtbot: Any, make_window: Any,
                                                    variant: str) -> None:
    rules = GAMES[variant]
    window = make_window(default_setup(rules, 2, "casual", seed=4), factory=_greedy)
    told: list[tuple[Any, str, str]] = []
    heard = [0]

    def applied(info: Applied) -> None:
        # Connected after the window's own slot: the play has been told.
        round_ = window.controller.round
        history = window.announcer.history
        said, heard[0] = "\n".join(history[heard[0]:]), len(history)
        if isinstance(info.action, Move) and info.seat != window.controller.viewer:
            tile = info.action.tile
            told.append((tile, joined_text(round_.board, tile), said))

    window.controller.applied.connect(applied)
    c = window.controller
    for _ in range(12):
        qtbot.waitUntil(lambda: c.human_to_move() is not None or c.round.is_over,
                        timeout=10000)
        if c.round.is_over:
            break
        need = c.need()
        if need is Need.DRAW:
            assert c.draw()
        elif need is Need.PASS:
            assert c.pass_turn()
        else:
            assert c.play(c.legal_moves_for(sorted(c.playable())[0])[0])
    assert told
    joins = 0
    for tile, where, said in told:
        assert f"plays {tile}, {where}" in said, said
        joins += where.startswith("on the ")
    assert joins


def _tree(iface: QAccessibleInterface, depth: int = 0) -> list[QAccessibleInterface]:
    out = [iface]
    if depth < 8:
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is not None:
                out += _tree(child, depth + 1)
    return out


def test_the_round_report_reads_its_settlement_and_names_the_tiles_left(qtbot: Any) -> None:
    match = demo_match(FIVE_UP, 2, 5)
    names = ["You", "Computer 1"]
    sides = side_names_for(match.seating, names)
    number = next(n for n in range(1, len(match.rounds) + 1)
                  if settlement_events(match, n) and any(match.rounds[n - 1].hands))
    dialog = RoundEndDialog(None, match_report(match, number), names, sides, animated=False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    # The focus is on the next step, not on a text whose words are only in its text.
    assert dialog.focusWidget() is dialog.primary
    iface = QAccessible.queryAccessibleInterface(dialog)
    nodes = _tree(iface)
    labels = [n.text(NAME) for n in nodes if n.role() == QAccessible.Role.StaticText]
    for event in settlement_events(match, number):
        line = wording.event_line(QT, event, match.rules)
        assert any(line in label for label in labels), (line, labels)
    round_ = match.rounds[number - 1]
    named = [n.text(NAME) for n in nodes]
    assert not any(re.search(r"tile \d-\d", n.text(NAME) + n.text(
        QAccessible.Text.Description)) for n in nodes)
    for seat, hand in enumerate(round_.hands):
        if hand:
            listed = ", ".join(str(t) for t in hand)
            # With the seat's pips in one label, as a reader reads a dialog's labels.
            assert any(label.startswith(f"{names[seat]}: ") and listed in label
                       for label in labels), labels
            assert f"tiles left: {listed}" in named
    # Nothing in the report is a nameless filler.
    for node in nodes:
        if node.role() == QAccessible.Role.Client and node.childCount() == 0:
            assert node.text(NAME), [n.text(NAME) for n in nodes]


def test_the_new_game_dialogs_seat_players_are_read_with_their_seat(qtbot: Any) -> None:
    dialog = NewGameDialog(None, None)
    qtbot.addWidget(dialog)
    dialog.players.setValue(4)
    dialog.show()
    for seat, kind in enumerate(dialog.kinds):
        iface = QAccessible.queryAccessibleInterface(kind)
        labels = [rel[0].text(NAME) for rel in iface.relations(QAccessible.RelationFlag.Label)]
        # On Linux a combo box's name is its choice: the seat comes from its label.
        assert f"Seat {seat + 1}" in labels, labels
        name = QAccessible.queryAccessibleInterface(dialog.names[seat])
        assert name.text(NAME) == f"Name of seat {seat + 1}"


def test_the_rules_books_sections_and_text_are_named(qtbot: Any) -> None:
    book = RulesBook(None, "five-up-61")
    qtbot.addWidget(book)
    book.show()
    pages = QAccessible.queryAccessibleInterface(book.pages)
    assert pages.text(NAME) == "Sections"
    text = QAccessible.queryAccessibleInterface(book.text)
    assert text.text(NAME) == book.pages.currentItem().text()
    book.pages.setCurrentRow(2)
    assert text.text(NAME) == book.pages.item(2).text()


def test_a_puzzles_position_is_read_like_the_tables_board(qtbot: Any, tmp_path: Any) -> None:
    dialog = PuzzleDialog(tmp_path / "mistakes.json", "five-up-61")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.view is not None
    board = dialog.view.board
    assert len(board)
    iface = QAccessible.queryAccessibleInterface(dialog.board)
    described = iface.text(QAccessible.Text.Description)
    assert described.startswith("Board: 1. ")
    for number, tile in enumerate(board.tiles, start=1):
        assert f"{number}. {tile}, {joined_text(board, tile)}" in described
    assert "Open ends: " + ", ".join(str(p.value) for p in board.places()) in described
    assert dialog.board.focusPolicy() != Qt.FocusPolicy.NoFocus


@pytest.fixture
def reader_on(qapp: Any) -> Any:
    """Accessibility on, as with a screen reader listening (the lists' change events are
    worked out only then)."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


def test_a_played_place_keeps_its_words_and_the_lists_say_they_changed(
        qtbot: Any, make_window: Any, reader_on: None) -> None:
    window, tile = _human_with_a_choice(qtbot, make_window)
    sent: list[tuple[QAccessible.Event, str, str]] = []
    send = window.access.send

    def record(event: QAccessibleEvent) -> None:
        iface = event.accessibleInterface()
        assert iface is not None
        parent = iface.parent()
        sent.append((event.type(), iface.text(NAME),
                     "" if parent is None else parent.text(NAME)))
        send(event)

    window.access.send = record
    window.refresh()
    table = _table(window)
    places = next(table.child(i) for i in range(table.childCount())
                  if table.child(i).text(NAME) == "Open places")
    open_names = [places.child(i).text(NAME) for i in range(places.childCount())]
    sent.clear()
    window.select_tile(tile)
    # The open places left the list and the tile's places came, each told.
    gone = [name for kind, name, _ in sent if kind == QAccessible.Event.ObjectDestroyed]
    came = [name for kind, name, _ in sent if kind == QAccessible.Event.ObjectCreated]
    assert sorted(gone) == sorted(open_names)
    assert len(came) == len(window.presenter.moves)
    assert all(name.startswith("Place ") for name in came)
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    chosen = places.focusChild()
    assert chosen is not None
    said = chosen.text(NAME)
    assert said.startswith(f"Place 2 of {len(window.presenter.moves)}: ")
    first = places.child(0)
    sent.clear()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.presenter.selected is None, timeout=5000)
    # The node a late focus event may still name keeps the place that was played; the
    # list's nodes now are other ones.
    assert chosen.text(NAME) == said
    assert not chosen.state().focused
    assert places.indexOfChild(chosen) == -1
    assert all(places.child(i) is not chosen and places.child(i) is not first
               for i in range(places.childCount()))
    kinds = {(kind, parent) for kind, _, parent in sent}
    assert (QAccessible.Event.ObjectDestroyed, "Open places") in kinds
    assert (QAccessible.Event.ObjectCreated, "Open places") in kinds
    assert any(kind == QAccessible.Event.ObjectDestroyed and name.startswith(str(tile))
               and parent.startswith("Your hand") for kind, name, parent in sent), sent
    assert any(kind == QAccessible.Event.ObjectCreated and parent.startswith("Board")
               for kind, _, parent in sent), sent
