"""The table as a screen reader gets it: the accessible tree of the real window, read
through Qt's accessibility interfaces, through a whole round of every game; focus that
follows the keys; the announcements' words; the reading keys."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

from dominoes_qt import wording
from dominoes_qt.ai.players import GreedyPlayer
from dominoes_qt.engine import Move, Need, Played
from dominoes_qt.engine.rules import Reaching
from dominoes_qt.games import FIVE_UP, GAMES
from dominoes_qt.ui.accessible import TableInterface, TableReader, serve
from dominoes_qt.ui.announcer import spoken
from dominoes_qt.ui.board_words import end_name
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.keys import help_text
from dominoes_qt.ui.new_game import default_setup
from dominoes_qt.ui.presenter import Presenter
from dominoes_qt.ui.table import TableView
from dominoes_qt.ui.texts import QT, round_end_title
from dominoes_qt.ui.window import GameWindow
from tests.ui.conftest import FAST

Role = QAccessible.Role
NAME = QAccessible.Text.Name


@pytest.fixture(autouse=True)
def english(qapp: Any) -> Any:
    """The English catalogue, as the program installs it (its plural forms read "1 tile",
    "5 tiles"); taken away again after each test."""
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


def _names(iface: QAccessibleInterface) -> list[str]:
    out = []
    for i in range(iface.childCount()):
        child = iface.child(i)
        assert child is not None
        assert child.parent() is iface or child.parent().text(NAME) == iface.text(NAME)
        out.append(child.text(NAME))
    return out


def _part(table: QAccessibleInterface, starts: str) -> QAccessibleInterface:
    for i in range(table.childCount()):
        child = table.child(i)
        if child is not None and child.text(NAME).startswith(starts):
            return child
    raise AssertionError(f"no part named {starts!r}: {_names(table)}")


def _reachable_from_window(window: GameWindow, table: QAccessibleInterface) -> bool:
    """The table's node hangs in the window's tree: its parents lead to the window."""
    node: QAccessibleInterface | None = table
    for _ in range(10):
        if node is None:
            return False
        if node.object() is window:
            return True
        node = node.parent()
    return False


def _check_tree(window: GameWindow) -> None:
    """Everything the table shows is in the tree, worded from the engine."""
    c = window.controller
    round_ = c.round
    assert round_ is not None
    table = _table(window)
    assert table.role() == Role.Pane
    assert table.text(NAME) == "Table"
    assert table.childCount() == 7
    assert _reachable_from_window(window, table)

    hand = _part(table, "Your hand")
    assert hand.role() == Role.List
    viewer_hand = window.hand_order()
    names = _names(hand)
    assert len(names) == len(viewer_hand) == len(round_.hands[c.viewer])
    for tile, name in zip(viewer_hand, names, strict=True):
        assert name.startswith(str(tile))
        if c.human_to_move() is not None:
            fits = len(c.legal_moves_for(tile))
            assert ("fits nowhere" in name) == (fits == 0)
            if fits:
                assert f"fits {fits} place" in name
    for i in range(hand.childCount()):
        assert hand.child(i).role() == Role.ListItem

    board = _part(table, "Board")
    board_names = _names(board)
    assert len(board_names) == len(round_.board)
    for number, (tile, name) in enumerate(zip(round_.board.tiles, board_names, strict=True),
                                          start=1):
        assert name.startswith(f"{number}. {tile}, ")
        node = round_.board.node(tile)
        assert ("spinner" in name) == node.spinner
        assert ("the lead" in name) == (node.parent is None)
        if node.parent is not None:
            assert f"of {node.parent} (" in name

    places = _part(table, "Open places" if window.presenter.selected is None else "Places for")
    if window.presenter.selected is None:
        expected = 1 if round_.board.is_empty else len(round_.board.places())
        assert places.childCount() == expected
    else:
        assert places.childCount() == len(window.presenter.moves)

    seats = _part(table, "Seats")
    seat_names = _names(seats)
    assert len(seat_names) == len(window.seat_names())
    for seat, name in enumerate(seat_names):
        assert name.startswith(window.seat_names()[seat])
        assert f"{len(round_.hands[seat])} tile" in name
    if not round_.is_over and c.thinking is None:
        assert "to play" in seat_names[round_.to_move]
        assert sum("to play" in n for n in seat_names) == 1

    ends = _part(table, "Open ends" if not round_.rules.scores_plays or round_.board.is_empty
                 else "Counting ends")
    assert ends.role() == Role.StaticText
    if round_.rules.scores_plays and not round_.board.is_empty:
        assert f"= {round_.board.end_sum}" in ends.text(NAME) or \
            ends.text(NAME).startswith(f"Counting ends: {round_.board.end_sum}")
    bones = _part(table, "Boneyard" if round_.rules.draws else "No boneyard")
    if round_.rules.draws:
        assert f"{round_.boneyard_count} tile" in bones.text(NAME)


def _play_round(qtbot: Any, window: GameWindow) -> list[str]:
    """The human's whole round with the keys, the tree checked at each turn; what the
    focus was sent to, in order."""
    c = window.controller
    view = window.view
    for _ in range(400):
        qtbot.waitUntil(lambda: c.human_to_move() is not None
                        or window.round_end_dialog is not None, timeout=10000)
        if window.round_end_dialog is not None:
            return window.access.focus.sent
        _check_tree(window)
        need = c.need()
        heard = len(window.announcer.history)
        if need is Need.DRAW:
            qtbot.keyClick(view, Qt.Key.Key_D)
            assert any(s.startswith("You drew ") for s in window.announcer.history[heard:])
            continue
        if need is Need.PASS:
            qtbot.keyClick(view, Qt.Key.Key_P)
            said = window.announcer.history[heard:]
            assert any(s.startswith(("You knock", "You pass")) for s in said), said
            continue
        hand = window.hand_order()
        for _ in range(len(hand) + 1):
            if window.presenter.moves:
                break
            qtbot.keyClick(view, Qt.Key.Key_Right)
        # The screen reader was taken to the tile just chosen, and is told it fits.
        focused = _table(window).focusChild()
        assert focused is not None
        assert focused.text(NAME).startswith(str(window.presenter.selected))
        assert "chosen" in focused.text(NAME)
        assert window.access.focus.sent[-1] == focused.text(NAME)
        _check_tree(window)
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        focused = _table(window).focusChild()
        assert focused is not None
        assert focused.text(NAME).startswith("Place ")
        p = window.presenter
        assert f"of {len(p.moves)}: {p.selected} on " in focused.text(NAME)
        assert window.access.focus.sent[-1] == focused.text(NAME)
        move = window.presenter.moves[window.presenter.place_index]
        qtbot.keyClick(view, Qt.Key.Key_Return)
        round_ = c.round
        assert round_ is not None
        played = next(e for e in reversed(round_.history) if isinstance(e, Played))
        assert played.move == move
        sentence = spoken(wording.play_sentence(QT, round_.rules, window.who(played.seat),
                                                move.tile, played.parts))
        assert sentence in window.announcer.history[heard:]
    raise AssertionError("the round did not end")


@pytest.mark.parametrize("variant", list(GAMES))
def test_the_tree_follows_a_whole_round_of_every_game(qtbot: Any, make_window: Any,
                                                      variant: str) -> None:
    rules = GAMES[variant]
    window = make_window(default_setup(rules, min(rules.player_counts), "casual", seed=11),
                         factory=_greedy)
    sent = _play_round(qtbot, window)
    assert sent, "the focus was never sent to a tile or a place"
    round_ = window.controller.round
    match = window.controller.match
    # The round's end is announced with its title and the scores.
    title = round_end_title(round_, window.seat_names())
    assert any(s.startswith(title) and "Scores: " in s for s in window.announcer.history)
    if match.winner is not None:
        assert any(spoken(wording.wins_match(QT, window.side_who(match.winner),
                                             wording.game_title(QT, rules)))
                   .rstrip("!") in s for s in window.announcer.history)
    # Every hand lies open now, and the tree still reads.
    _check_tree(window)


def _human_to_play(qtbot: Any, make_window: Any) -> GameWindow:
    window = make_window(default_setup(FIVE_UP, 2, "casual", seed=3), factory=_greedy)
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move() is not None and c.need() is Need.PLAY,
                    timeout=10000)
    assert isinstance(window, GameWindow)
    return window


def test_the_message_label_is_named_by_what_it_says(qtbot: Any, make_window: Any) -> None:
    window = _human_to_play(qtbot, make_window)
    window.say("Something happened.")
    assert window.message.accessibleName() == "Something happened."
    window.say("And then this.", append=True)
    assert window.message.accessibleName() == "Something happened. And then this."
    iface = QAccessible.queryAccessibleInterface(window.message)
    assert iface.text(NAME) == "Something happened. And then this."
    assert window.announcer.history[-2:] == ["Something happened.", "And then this."]


def test_a_refusal_is_announced_with_its_reason(qtbot: Any, make_window: Any) -> None:
    window = _human_to_play(qtbot, make_window)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert window.announcer.history[-1] == "Not allowed: You can lay a tile, so you must."
    unfit = [t for t in window.hand_order() if not window.controller.legal_moves_for(t)]
    if unfit:
        window.select_tile(unfit[0])
        assert window.announcer.history[-1].startswith(f"{unfit[0]} fits no open end")


def test_the_reading_keys_say_the_state(qtbot: Any, make_window: Any) -> None:
    window = _human_to_play(qtbot, make_window)
    c = window.controller
    round_, match = c.round, c.match
    assert round_ is not None
    assert match is not None
    board = round_.board
    # The turn coming round is told without a key.
    assert window.announcer.history[-1].startswith("Your turn: ")
    said: dict[Qt.Key, str] = {}
    for key in (Qt.Key.Key_O, Qt.Key.Key_M, Qt.Key.Key_S, Qt.Key.Key_L, Qt.Key.Key_W,
                Qt.Key.Key_B):
        qtbot.keyClick(window.view, key)
        said[key] = window.announcer.history[-1]
    terms = " + ".join(str(x.value) for x in board.counted())
    assert said[Qt.Key.Key_O].startswith(f"Counting ends: {terms}")
    assert str(board.end_sum) in said[Qt.Key.Key_O]
    assert said[Qt.Key.Key_M].startswith("Your hand: ")
    for tile in round_.hands[c.viewer]:
        assert str(tile) in said[Qt.Key.Key_M]
    scores = said[Qt.Key.Key_S]
    for side, name in enumerate(window.side_names()):
        assert f"{name} {FIVE_UP.display(match.scores[side])}" in scores
    assert f"playing to {FIVE_UP.display(FIVE_UP.target)}" in scores
    last = next(e for e in reversed(round_.history) if isinstance(e, Played))
    assert f"plays {last.move.tile}: " in said[Qt.Key.Key_L]
    fitting = len(c.playable())
    assert said[Qt.Key.Key_W] == (f"Your turn: {fitting} tiles fit." if fitting > 1
                                  else "Your turn: 1 tile fits.")
    assert said[Qt.Key.Key_B] == f"Boneyard: {round_.boneyard_count} tiles."
    # A reading key changes nothing at the table.
    assert round_.board.tiles == board.tiles
    assert window.presenter.selected is None


def test_the_keys_help_names_the_reading_keys() -> None:
    text = help_text()
    for line in ("O: say the open ends and their sum", "M: say my hand", "S: say the scores",
                 "L: say the last play", "W: say whose turn it is",
                 "B: say what is left to draw"):
        assert line in text.splitlines()


def test_focus_is_sent_once_per_choice(qtbot: Any, make_window: Any) -> None:
    window = _human_to_play(qtbot, make_window)
    before = len(window.access.focus.sent)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    window.refresh()
    window.refresh()
    assert len(window.access.focus.sent) == before + 1
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert _table(window).focusChild() is None
    playable = sorted(window.controller.playable())
    move = window.controller.legal_moves_for(playable[0])[0]
    assert isinstance(move, Move)
    window.select_tile(playable[0])
    assert window.access.focus.sent[-1].startswith(f"{playable[0]}, fits ")


@pytest.fixture
def ukrainian(qapp: Any, english: None) -> Any:
    installed = install_translations(qapp, "uk")
    yield
    for translator in installed.translators:
        QCoreApplication.removeTranslator(translator)


def test_the_tree_speaks_ukrainian(qtbot: Any, make_window: Any, ukrainian: None) -> None:
    window = _human_to_play(qtbot, make_window)
    table = _table(window)
    names = _names(table)
    assert names[1].startswith("Ваша рука"), names
    assert any(n.startswith("Запас: ") for n in names), names
    hand = table.child(1)
    assert all("місц" in n or "нікуди" in n for n in _names(hand)), _names(hand)
    qtbot.keyClick(window.view, Qt.Key.Key_W)
    assert window.announcer.history[-1].startswith("Ваш хід")


def _scoring_move(window: GameWindow) -> tuple[Move, int] | None:
    """A play of the human's that scores, and its points."""
    c = window.controller
    round_ = c.round
    assert round_ is not None
    for tile in sorted(c.playable()):
        for move in c.legal_moves_for(tile):
            board = round_.board.copy()
            board.place(move)
            points = round_.rules.end_points(board.end_sum)
            if points > 0:
                return move, points
    return None


def test_a_play_past_an_exact_target_is_announced_as_refused(qtbot: Any,
                                                             make_window: Any) -> None:
    rules = next(r for r in GAMES.values() if r.reaching is Reaching.EXACTLY)
    for seed in range(40):
        window = make_window(default_setup(rules, min(rules.player_counts), "casual", seed),
                             factory=_greedy)
        c = window.controller
        qtbot.waitUntil(lambda c=c: c.human_to_move() is not None or c.round.is_over,
                        timeout=10000)
        if c.need() is not Need.PLAY:
            continue
        found = _scoring_move(window)
        if found is not None:
            move, points = found
            break
    else:
        raise AssertionError("no seed gives the human a scoring play")
    match = c.match
    assert match is not None
    side = match.seating.side_by_seat[0]
    # One point short of the target plus the play's points: the play would pass it.
    match.scores[side] = rules.target - points + 1
    heard = len(window.announcer.history)
    assert window.play_move(move)
    said = window.announcer.history[heard:]
    target = rules.display(rules.target)
    assert any(s.startswith(f"{window.side_names()[side]} +") and
               s.endswith(f"refused: it would pass {target}") for s in said), said


@pytest.mark.parametrize("language", ["en", "uk"])
def test_a_place_is_named_in_the_players_words(qtbot: Any, make_window: Any, qapp: Any,
                                               language: str) -> None:
    window = _human_to_play(qtbot, make_window)
    installed = install_translations(qapp, language)
    try:
        tile = sorted(window.controller.playable())[0]
        window.select_tile(tile)
        qtbot.keyClick(window.view, Qt.Key.Key_Tab)
        message = window.message.text()
        move = window.presenter.moves[window.presenter.place_index]
        assert move.at is not None
        assert f"{move.at} ({end_name(move.end)})" in message
        # No record names ("lineA", "low") in the sentence, in either language.
        assert "lineA" not in message
        assert "lineB" not in message
        if language == "uk":
            assert "кінець" in message
            assert "low" not in message
            assert "high" not in message
    finally:
        for translator in installed.translators:
            QCoreApplication.removeTranslator(translator)


def test_a_reader_listening_from_the_start_gets_the_table(qtbot: Any, qapp: Any) -> None:
    """With accessibility on before the window is made (a screen reader already running),
    Qt asks for the view's interface while the view is being built and keeps the first
    answer: it must be the table's. A closed window's interfaces then say they are gone."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    try:
        window = GameWindow(FAST, player_factory=_greedy)
        window.show()
        window.new_game(default_setup(FIVE_UP, 2, "casual", seed=3))
        c = window.controller
        qtbot.waitUntil(lambda: c.human_to_move() is not None, timeout=10000)
        table = _table(window)
        assert table.childCount() == 7
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
        focused = table.focusChild()
        assert focused is not None
        assert focused.text(NAME).endswith(", chosen")
        window.controller.shutdown()
        window.close()
        window.deleteLater()
        qapp.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        assert not focused.isValid()
    finally:
        QAccessible.setActive(was)


@dataclass
class _Source:
    """A table source that is no window: the parts :class:`TableSource` names, each set
    here by hand (the screen-reader layer must read these, not a window behind them)."""

    presenter: Presenter
    scene: Any
    view: Any
    names: list[str]

    def seat_names(self) -> list[str]:
        return self.names

    def side_names(self) -> list[str]:
        return self.names

    def who(self, seat: int) -> wording.Who:
        return wording.Who(self.names[seat])


def test_the_reader_reads_its_source_not_the_window(qtbot: Any, make_window: Any) -> None:
    window = _human_to_play(qtbot, make_window)
    c = window.controller
    hand = window.hand_order()
    tile = next(t for t in hand if c.legal_moves_for(t))
    # Its own presenter, fed the seat's view with the hand in another order.
    seen = window.presenter.view
    assert seen is not None
    presenter = Presenter()
    hands = list(seen.hands)
    hands[seen.seat] = tuple(reversed(hand))
    presenter.feed(replace(seen, hands=tuple(hands)))
    presenter.select(tile)
    presenter.place_chosen = True
    source = _Source(presenter, window.scene, window.view, ["Ann", "Bob"])
    reader = TableReader(source)
    # The hand in the source's order, its chosen tile marked; the window chose nothing.
    assert [line.key for line in reader.hand()] == list(reversed(hand))
    assert [line.name.endswith(", chosen") for line in reader.hand()] == [
        t == tile for t in reversed(hand)]
    assert window.presenter.selected is None
    places = reader.places()
    assert [line.key for line in places] == [("move", m) for m in presenter.moves]
    assert places[0].focus
    assert [line.focus for line in window.access.reader.places()] == [False] * len(
        window.access.reader.places())
    assert reader.scores().startswith("Scores: Ann ")
    assert reader.turn() == window.access.reader.turn()


def test_a_view_inside_a_served_holder_gets_the_table(qtbot: Any, make_window: Any) -> None:
    # Qt asks the factory for any table view; one inside a widget served with a source
    # that is no window is read from that source.
    window = _human_to_play(qtbot, make_window)
    holder = QWidget()
    qtbot.addWidget(holder)
    source = _Source(window.presenter, window.scene, None, ["Ann", "Bob"])
    serve(holder, source)
    view = TableView(window.scene, holder)
    iface = QAccessible.queryAccessibleInterface(view)
    assert isinstance(iface, TableInterface)
    assert iface.reader.source is source
    assert _names(_part(iface, "Your hand")) == [line.name for line in
                                                  TableReader(source).hand()]
    alone = TableView(window.scene)
    assert not isinstance(QAccessible.queryAccessibleInterface(alone), TableInterface)
    alone.deleteLater()
