"""The presenter: fed only a seat's view, one table per action.

Whole matches go through the real window offscreen with a person at a seat; every view the
presenter is fed is checked for a tile the seat may not see (another hand, the boneyard)
before the round is over, and checked to come back equal from its JSON; every action the
window's slots receive is checked for another seat's drawn tile.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from dominoes_qt.engine import DRAW, PASS, Action, Applied, Match, Move, Rules, SeatView, Tile
from dominoes_qt.engine.seen import SeenError, SeenTable, ViewKind
from dominoes_qt.games import GAMES
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.modes import AppMode, mode_of, offers_next_steps, view_kind
from dominoes_qt.ui.presenter import Presenter
from dominoes_qt.ui.window import GameWindow


class _First:
    """A computer player that lays its first legal action (quick and deterministic)."""

    def choose(self, view: SeatView) -> Action:
        return view.legal_actions()[0]


def _factory(level: str, seed: int) -> _First:
    return _First()


def _setup(variant: str, seed: int, players: int = 2) -> GameSetup:
    seats = (SeatSetup("Ann"), *(SeatSetup(f"Bot {n}", "ai", "casual")
                                 for n in range(1, players)))
    return GameSetup(GAMES[variant], seats, seed=seed)


def _tiles_of(view: SeenTable) -> set[Tile]:
    """Every tile the view holds anywhere (its JSON, read back)."""
    found: set[Tile] = set()
    for play in view.plays:
        found.update(t for t in (play.tile, play.at) if t is not None)
    for hand in view.hands:
        found.update(hand or ())
    found.update(m.tile for m in view.legal)
    if view.forced is not None:
        found.add(view.forced)
    return found


def hidden_in(view: SeenTable, match: Match) -> set[Tile]:
    """The tiles of ``view`` that its seat may not see: another seat's hand or the
    boneyard, while the round is not over (empty when there are none)."""
    round_ = match.current
    assert round_ is not None
    if round_.is_over or match.is_over:
        return set()
    hidden = set(round_.boneyard)
    for seat, hand in enumerate(round_.hands):
        if seat != view.seat:
            hidden.update(hand)
    return _tiles_of(view) & hidden


class _Fed:
    """Every view fed to a window's presenter, with the tiles hidden from it then."""

    def __init__(self, window: GameWindow, monkeypatch: pytest.MonkeyPatch) -> None:
        self.views: list[SeenTable] = []
        self.leaks: list[tuple[ViewKind, set[Tile]]] = []
        presenter, controller = window.presenter, window.controller
        feed = presenter.feed

        def recording(view: SeenTable | None, rules: Rules | None = None) -> None:
            if view is not None:
                assert controller.match is not None
                self.views.append(view)
                leaked = hidden_in(view, controller.match)
                if leaked:
                    self.leaks.append((view.kind, leaked))
            feed(view, rules)

        monkeypatch.setattr(presenter, "feed", recording)
        # Every action the window hears of, as its slots receive it.
        self.actions: list[Applied] = []
        controller.applied.connect(self.actions.append)

    def drawn_by_others(self, seat: int) -> list[Tile]:
        """The tiles other seats drew that the window was told of (``seat``: the person)."""
        return [a.drawn for a in self.actions
                if a.action is DRAW and a.drawn is not None and a.seat != seat]


def _play_match(qtbot: Any, window: GameWindow, rounds: int) -> None:
    """Act for the person at seat 0 through the window until the match is over or
    ``rounds`` rounds are played."""
    c = window.controller
    played = 0

    def ready() -> bool:
        match, round_ = c.match, c.round
        return match is not None and round_ is not None and (
            match.is_over or round_.is_over or c.human_to_move() is not None)

    while True:
        qtbot.waitUntil(ready, timeout=20000)
        match, round_ = c.match, c.round
        assert match is not None
        assert round_ is not None
        if match.is_over:
            return
        if round_.is_over:
            played += 1
            if played >= rounds:
                return
            window.close_round_end()
            c.next_round()
            continue
        view = window.presenter.view
        assert view is not None
        assert view.mover == 0
        if view.legal:
            window.select_tile(view.legal[0].tile)
            assert window.play_selected()
        elif view.need is not None and view.need.value == "draw":
            assert window.draw()
        else:
            assert window.pass_turn()


MATCHES = [("five-up-61", 3, 2), ("draw-game", 5, 2), ("block-game", 7, 2),
           ("all-fives-100", 11, 3), ("draw-game", 13, 4)]


@pytest.mark.parametrize(("variant", "seed", "players"), MATCHES)
def test_the_presenter_is_never_fed_a_hidden_tile(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch,
        variant: str, seed: int, players: int) -> None:
    window = make_window(factory=_factory)
    fed = _Fed(window, monkeypatch)
    window.new_game(_setup(variant, seed, players))
    _play_match(qtbot, window, rounds=3)
    assert {v.kind for v in fed.views} == {ViewKind.SEAT}
    assert len({v.round_number for v in fed.views}) >= 2
    # Draws and the boneyard were there to leak in the games that have them.
    if GAMES[variant].draws:
        assert any(v.boneyard for v in fed.views)
    assert fed.leaks == []
    if GAMES[variant].draws:
        assert any(a.action is DRAW and a.seat != 0 for a in fed.actions)
        assert any(a.action is DRAW and a.seat == 0 and a.drawn is not None
                   for a in fed.actions)
    assert fed.drawn_by_others(0) == []
    # Every view comes back from its JSON equal: it is what a network seat receives.
    for view in fed.views[::7]:
        assert SeenTable.from_json(json.loads(json.dumps(view.to_json()))) == view


def test_the_check_sees_every_hand_shown(qtbot: Any, make_window: Any,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # The control: the same window asked for every hand is caught at once.
    window = make_window(factory=_factory)
    fed = _Fed(window, monkeypatch)
    monkeypatch.setattr(window, "view_kind", lambda: ViewKind.ALL_HANDS)
    window.new_game(_setup("draw-game", 5))
    qtbot.waitUntil(lambda: window.controller.human_to_move() is not None, timeout=10000)
    assert fed.leaks
    assert {kind for kind, _ in fed.leaks} == {ViewKind.ALL_HANDS}


def test_the_check_sees_another_seats_drawn_tile(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # The control: a controller that passes the engine's action on whole is caught.
    monkeypatch.setattr("dominoes_qt.ui.controller.seen_applied",
                        lambda applied, viewer: applied)
    window = make_window(factory=_factory)
    fed = _Fed(window, monkeypatch)
    window.new_game(_setup("draw-game", 5))
    _play_match(qtbot, window, rounds=2)
    assert fed.drawn_by_others(0)


def test_a_click_rebuilds_the_table_once(qtbot: Any, make_window: Any,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(factory=_factory)
    window.new_game(_setup("draw-game", 5))
    c = window.controller
    shown: list[object] = []
    show_state = window.scene.show_state

    def counting(state: Any, origin: Any = None) -> None:
        shown.append(state)
        show_state(state, origin)

    monkeypatch.setattr(window.scene, "show_state", counting)
    for _ in range(4):
        qtbot.waitUntil(lambda: c.human_to_move() is not None, timeout=10000)
        view = window.presenter.view
        assert view is not None
        if not view.legal:
            shown.clear()
            assert window.draw() or window.pass_turn()
            assert len(shown) == 1
            continue
        shown.clear()
        window.select_tile(view.legal[0].tile)
        assert len(shown) == 1
        shown.clear()
        move = window.presenter.moves[0]
        # The ghost's click: the play, the next seat's turn, the table shown once.
        window.scene.ghost_clicked.emit(move)
        assert len(shown) == 1
        assert move.tile in shown[0].board  # type: ignore[attr-defined]


def test_a_presenter_fed_the_json_shows_the_same_table(qtbot: Any, make_window: Any) -> None:
    window = make_window(_setup("five-up-61", 3), factory=_factory)
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move() is not None and len(c.round.board) > 0,
                    timeout=10000)
    view = window.presenter.view
    assert view is not None
    other = Presenter()
    other.feed(SeenTable.from_json(json.loads(json.dumps(view.to_json()))))
    mine, theirs = window.table_state(), other.table_state()
    assert mine is not None
    assert theirs is not None
    assert theirs.board.tiles == mine.board.tiles
    assert [(s.name, s.count, s.hand) for s in theirs.seats] == [
        (s.name, s.count, s.hand) for s in mine.seats]
    assert (theirs.to_move, theirs.playable, theirs.boneyard) == (
        mine.to_move, mine.playable, mine.boneyard)
    # The legal moves of a tile are the engine's, in its order.
    for tile in view.hand:
        assert other.legal_moves_for(tile) == c.legal_moves_for(tile)


def _broken(doc: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield {**doc, "seat": "0"}
    yield {**doc, "hands": [["9|x"]]}
    yield {**doc, "kind": "everything"}
    yield {**doc, "plays": [{"seat": 0, "tile": "1|2", "at": "2|2", "end": None,
                             "end_sum": 0, "points": 0}]}
    yield {k: v for k, v in doc.items() if k != "legal"}


def test_a_seen_table_from_bad_json_is_refused(qtbot: Any, make_window: Any) -> None:
    window = make_window(_setup("five-up-61", 3), factory=_factory)
    qtbot.waitUntil(lambda: window.presenter.view is not None, timeout=10000)
    view = window.presenter.view
    assert view is not None
    doc = view.to_json()
    for bad in _broken(doc):
        with pytest.raises(SeenError):
            SeenTable.from_json(bad)
    with pytest.raises(SeenError):
        SeenTable.from_json([1, 2])


def test_named_views_decide_whose_hands_show(qtbot: Any, make_window: Any) -> None:
    window = make_window(_setup("five-up-61", 3), factory=_factory)
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move() is not None, timeout=10000)
    seat_view = c.seen(ViewKind.SEAT)
    assert seat_view is not None
    assert [h is not None for h in seat_view.hands] == [True, False]
    review = c.seen(ViewKind.REVIEW)
    assert review is not None
    assert review.hands == seat_view.hands
    every = c.seen(ViewKind.ALL_HANDS)
    assert every is not None
    assert all(h is not None for h in every.hands)
    # With a person at the table the window never asks for every hand.
    window.show_all_hands = True
    assert window.view_kind() is ViewKind.SEAT
    window.show_all_hands = False
    window.reviewing = True
    assert window.view_kind() is ViewKind.REVIEW


def test_moves_of_a_tile_keep_the_engines_order() -> None:
    # The presenter's legal moves for a tile are the view's legal plays filtered; the
    # engine lists a tile's places in the same order as a whole hand's.
    match = Match(GAMES["five-up-61"], 2)
    match.deal_round()
    for _ in range(12):
        round_ = match.current
        assert round_ is not None
        if round_.is_over:
            break
        hand = round_.hands[round_.to_move]
        legal = [a for a in match.legal_actions() if isinstance(a, Move)]
        for tile in hand:
            assert round_.legal_moves_for(tile) == [m for m in legal if m.tile == tile]
        action = legal[-1] if legal else (DRAW if DRAW in match.legal_actions() else PASS)
        match.apply(action)


def test_each_mode_has_its_view() -> None:
    assert mode_of(False, False, False) is AppMode.NO_MATCH
    assert mode_of(True, True, True) is AppMode.REVIEWING
    assert mode_of(True, False, True) is AppMode.WATCHING
    assert mode_of(True, False, False) is AppMode.PLAYING
    assert view_kind(AppMode.PLAYING, False, False) is ViewKind.SEAT
    assert view_kind(AppMode.WATCHING, True, False) is ViewKind.WATCH
    assert view_kind(AppMode.REVIEWING, False, False) is ViewKind.REVIEW
    assert view_kind(AppMode.WATCHING, True, True) is ViewKind.ALL_HANDS
    # Every hand shows only while no person sits at the table, whatever is asked.
    assert view_kind(AppMode.PLAYING, False, True) is ViewKind.SEAT
    assert view_kind(AppMode.REVIEWING, False, True) is ViewKind.REVIEW
    assert not offers_next_steps(AppMode.REVIEWING)
    assert offers_next_steps(AppMode.WATCHING)


def test_why_a_tile_can_not_go_is_worded_from_the_seat_view(
        qtbot: Any, make_window: Any) -> None:
    from dominoes_qt import wording
    from dominoes_qt.ui.texts import QT

    window = make_window(factory=_factory)
    window.new_game(_setup("draw-game", 5))
    c = window.controller
    compared = 0
    for _ in range(12):
        qtbot.waitUntil(lambda: c.human_to_move() is not None or c.match.is_over
                        or c.round.is_over, timeout=10000)
        round_ = c.round
        if c.human_to_move() is None:
            break
        view = window.presenter.view
        assert view is not None
        for tile in round_.hands[0]:
            if tile in view.playable:
                continue
            # The same words as the engine's round gives, from what the seat sees.
            assert window.narrator.why_not(tile) == wording.why_not(
                QT, tile, forced=round_.forced, need=round_.need(),
                draws=round_.rules.draws, open_values=round_.board.open_values())
            compared += 1
        if view.legal:
            window.select_tile(view.legal[0].tile)
            assert window.play_selected()
        else:
            assert window.draw() or window.pass_turn()
    assert compared > 0


def test_a_round_report_is_made_only_once_the_round_is_over() -> None:
    # The report shows every hand: it may be made only when they are face up anyway.
    from dominoes_qt.engine.seen import match_report

    match = Match(GAMES["draw-game"], 2)
    match.deal_round()
    with pytest.raises(ValueError, match="not over"):
        match_report(match, 1)
    while (round_ := match.current) is not None and not round_.is_over:
        match.apply(match.legal_actions()[0])
    assert round_ is not None
    report = match_report(match, 1)
    assert report.round.hands == tuple(tuple(h) for h in round_.hands)
    assert (report.round.end, report.round.finisher) == (round_.end, round_.finisher)
    assert report.rounds == 1
    assert not report.ends_match
