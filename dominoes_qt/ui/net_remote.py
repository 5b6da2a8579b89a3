"""A network seat seen through the window's controller interface.

:class:`RemoteController` has the signals and queries of
:class:`~dominoes_qt.ui.controller.GameController` that the window uses, so a
:class:`~dominoes_qt.ui.window.GameWindow` plays a remote table as it plays a local one.
It is fed only what the server sends this seat: its view (its own hand, the table, public
counts and history) and the table's public events. It never holds another hand.

The window reads an engine :class:`Match`; this one is a *stand-in* built from that
knowledge alone (:func:`stand_in`): finished rounds are the real ones, replayed from the
deal the server revealed after them (``round_over``) and their public actions; the round
being played is dealt from a filling of the unseen tiles that the public history allows
(the AI's :class:`~dominoes_qt.ai.knowledge.Knowledge`), with this seat's own tiles as
they came. The other seats' tiles in it are place holders: counted, never shown face up
(the round is revealed only once it is over, and then from the real deal).

Play is shown one action at a time as the events come; a finished round waits on its
report until the player moves on (:meth:`next_round`), as at a local table, while the
server plays on: the next round is shown from where it stands then.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.engine import (
    DRAW,
    PASS,
    Action,
    Match,
    Move,
    Need,
    Reason,
    Refusal,
    Round,
    Rules,
    SeatView,
    Tile,
)
from dominoes_qt.engine.fairdeal import SeedKeeper
from dominoes_qt.engine.game import Drew, Played
from dominoes_qt.engine.seen import SeatFace, SeenTable, ViewKind, seen_applied, seen_table
from dominoes_qt.engine.tiles import parse_tile
from dominoes_qt.games import GAMES
from dominoes_qt.net.protocol import DealCheck, ViewError, parse_action, view_from_json
from dominoes_qt.ui.controller import GameSetup, SeatSetup

ACTION_EVENTS = frozenset({"played", "drew", "passed"})
AUTO_STEP_MS = 250
"""The pause before a draw or pass the window makes by itself (auto draw), so it is seen."""


class StandInError(ValueError):
    """The knowledge at hand does not make a match (a gap after a resync)."""


def history_actions(view: SeatView) -> list[Action]:
    """The actions of a view's round, in order (plays, draws and passes are public)."""
    return [e.move if type(e) is Played else DRAW if type(e) is Drew else PASS
            for e in view.history]


FILL_TRIES = 24
"""Fillings tried for one view before giving up (nearly every first one fits)."""


def _agrees(view: SeatView, dealt: list[list[Tile]], deck: list[Tile]) -> bool:
    """Whether the round dealt so, played as the view's history, stands as the view
    says: still on, the same seat to move with the same need. (A filling that leaves the
    seat to move nothing to play could end the round by a block the real table never
    had.)"""
    round_ = Round(view.rules, view.seating, view.round_number, view.starter, dealt, deck)
    try:
        for action in history_actions(view):
            round_.apply(action)
    except ValueError:
        return False
    if view.need is None:
        return True
    return round_.end is None and round_.to_move == view.to_move \
        and round_.need() is view.need


def _filled_deal(view: SeatView, first_hand: list[Tile] | None,
                 my_draws: list[Tile] | None) -> tuple[list[list[Tile]], list[Tile]]:
    """Dealt hands and a boneyard order that lead to ``view`` (the unseen tiles placed as
    the public history allows), with the seat's own dealt hand and draws as they were
    when they are known."""
    try:
        knowledge = Knowledge(view)
    except (ValueError, StopIteration) as exc:
        raise StandInError(f"no filling of the unseen tiles: {exc}") from None
    last = view.history[-1] if view.history else None
    if type(last) is Drew and last.seat != view.seat and view.to_move == last.seat \
            and view.need is Need.PLAY:
        # Another seat drew a tile that fits and is about to play it: that tile does not
        # lack the open numbers (Knowledge assumes the view of the seat to move).
        knowledge.held[last.seat][-1].forbidden = set()
    mover = view.to_move
    if mover != view.seat and view.need in (Need.DRAW, Need.PASS):
        # The seat to move has nothing to play: it lacks the open numbers already.
        for slot in knowledge.held[mover]:
            slot.forbidden |= view.board.open_values()
    seat = view.seat
    fallback: tuple[list[list[Tile]], list[Tile]] | None = None
    drawn_at = [i for i, slot in enumerate(
        sorted((s for s in knowledge.slots if s.arrival >= 0), key=lambda s: s.arrival))
        if slot.seat == seat]
    for attempt in range(FILL_TRIES):
        try:
            deal = knowledge.sample(random.Random(view.round_number * 1000 + attempt))
            dealt, deck = knowledge.replayable(deal)
        except (ValueError, StopIteration):
            continue
        if first_hand is not None and my_draws is not None \
                and len(my_draws) == len(drawn_at):
            mine = set(dealt[seat]) | {deck[i] for i in drawn_at}
            if mine == set(first_hand) | set(my_draws):
                dealt[seat] = list(first_hand)
                for i, t in zip(drawn_at, my_draws, strict=True):
                    deck[i] = t
        if _agrees(view, dealt, deck):
            return dealt, deck
        fallback = fallback or (dealt, deck)
    if fallback is not None:
        # Every filling tried leaves the seat to move without a play it has: the first
        # will do until its play shows which tile it held.
        return fallback
    raise StandInError("no filling of the unseen tiles agrees with the table")


def stand_in(rules: Rules, players: int, moves: Mapping[int, tuple[int, Action]],
             reveals: Mapping[int, Mapping[str, Any]], current: SeatView | None,
             upto_round: int, upto_move: int, first_hand: list[Tile] | None = None,
             my_draws: list[Tile] | None = None, first_round: int = 1,
             base_scores: list[int] | None = None, first_move: int = 0,
             start: Match | None = None) -> Match:
    """The match as this seat may know it, through round ``upto_round`` and the match's
    action ``upto_move`` (actions are numbered from 1 across the match).

    ``moves``: action number -> (round, action); ``reveals``: the ``reveal`` of each
    finished round; ``current``: the seat's latest view (of round ``upto_round`` when that
    round is not revealed yet). ``first_round``, ``base_scores`` and ``first_move`` (the
    actions before that round): where to begin when the rounds before are not known (a
    seat taken back after the program was restarted). ``start``: the match through the
    round before ``first_round`` (built already; it is played on).
    """
    match = start if start is not None else Match(rules, players)
    if base_scores is not None and start is None:
        match.scores = list(base_scores)
    number = first_move
    for round_number in range(first_round, upto_round + 1):
        reveal = reveals.get(round_number)
        if reveal is not None:
            hands = [[parse_tile(t) for t in hand] for hand in reveal["hands"]]
            boneyard = [parse_tile(t) for t in reveal["boneyard"]]
            starter = int(reveal["starter"])
        elif current is not None and current.round_number == round_number:
            hands, boneyard = _filled_deal(current, first_hand, my_draws)
            starter = current.starter
        else:
            raise StandInError(f"round {round_number} is neither revealed nor being played")
        try:
            match.deal_round(starter=starter, hands=hands, boneyard=boneyard)
        except (ValueError, RuntimeError) as exc:
            raise StandInError(f"round {round_number} cannot be dealt: {exc}") from None
        while number < upto_move and (number + 1) in moves \
                and moves[number + 1][0] == round_number:
            number += 1
            try:
                match.apply(moves[number][1])
            except ValueError as exc:
                raise StandInError(f"action {number} does not replay: {exc}") from None
    return match


def base_scores(doc: Mapping[str, Any]) -> list[int]:
    """Each side's score before the round of the view ``doc`` (its scores less what the
    round's accepted events added)."""
    scores = [int(s) for s in doc.get("scores", [])]
    for event in doc.get("events", []):
        if isinstance(event, dict) and event.get("accepted") \
                and isinstance(event.get("side"), int) and 0 <= event["side"] < len(scores):
            scores[event["side"]] -= int(event.get("raw", 0))
    return scores


class RemoteController(QObject):
    """One seat of a network table, with the window's controller interface."""

    match_started = Signal()
    round_started = Signal(int)
    applied = Signal(object)
    turn_ready = Signal()
    thinking_changed = Signal(int, bool)
    thought_paced = Signal(int, int)
    refused = Signal(object)
    round_over = Signal(int)
    match_over = Signal(int)
    match_called_off = Signal()
    ai_failed = Signal(str)
    began = Signal()
    """One step (an update from the server, the next round shown) begins."""
    settled = Signal()
    """The step that :attr:`began` is over: the window shows its table once."""
    # Beyond the local controller's: the table around the play.
    table_changed = Signal(object)
    """The lobby (``table`` of the latest update): seats, who is connected, away since."""
    said = Signal(int, int)
    """Seat, phrase number (``protocol.PHRASES``)."""
    table_event = Signal(object)
    """Every public event, as the server sent it (seated, away, back, standin, ...)."""
    deal_checked = Signal(object)
    """A :class:`~dominoes_qt.net.protocol.DealCheck` for each finished round."""
    closed = Signal()
    """The window let the table go (it closed)."""

    def __init__(self, send: Callable[[Action, int], None] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._send = send
        self.pace_ms = 0
        self.least_pause_ms = 0
        self.auto_draw = False
        self.frozen = False
        self.seeds = SeedKeeper()
        self.players: dict[int, object] = {}
        self.match: Match | None = None
        self.setup: GameSetup | None = None
        self.seat: int | None = None
        self.table: dict[str, Any] | None = None
        self.latest: SeatView | None = None
        self.latest_move = 0
        self.moves: dict[int, tuple[int, Action]] = {}
        self.reveals: dict[int, dict[str, Any]] = {}
        self.first_hands: dict[int, list[Tile]] = {}
        self.my_draws: dict[int, list[Tile] | None] = {}
        self._last_hand: tuple[int, tuple[Tile, ...]] | None = None
        self.shown_round = 0
        self.shown_move = 0
        self.first_round = 1
        self.first_move = 0
        self._before: tuple[tuple[int, int], Match, int] | None = None
        """(first round, last round), the match through them, the actions taken."""
        self.base_scores: list[int] | None = None
        self.latest_doc: Mapping[str, Any] = {}
        self.waiting_next = False
        """A finished round is on show; the next is shown when the player moves on."""
        self.over = False
        self.sent_move: int | None = None
        """The move number of the action this seat sent and the server has not answered."""
        self.thinking: int | None = None
        self.checks: list[DealCheck] = []
        self._depth = 0
        self._auto = QTimer(self)
        self._auto.setSingleShot(True)
        self._auto.timeout.connect(self._auto_step)

    # --- what the server says -----------------------------------------------------------

    def receive(self, message: Mapping[str, Any]) -> None:
        """One server message (on the GUI thread)."""
        # A refusal is answered to the request that caused it (the sender tells it).
        if message.get("type") != "update":
            return
        with self._step():
            self._update(message)

    @contextmanager
    def _step(self) -> Iterator[None]:
        self._depth += 1
        if self._depth == 1:
            self.began.emit()
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0:
                self.settled.emit()

    def _update(self, message: Mapping[str, Any]) -> None:
        for event in message.get("events") or []:
            if isinstance(event, dict):
                self._event(event)
        table = message.get("table")
        if isinstance(table, dict):
            self.table = table
            self._seat_names(table)
            self.table_changed.emit(table)
        if isinstance(message.get("seat"), int):
            self.seat = message["seat"]
        view = message.get("view")
        if isinstance(view, dict):
            self._view(view)
        self._show()

    def add_check(self, check: DealCheck) -> None:
        self.checks.append(check)
        self.deal_checked.emit(check)

    def _event(self, event: Mapping[str, Any]) -> None:
        kind = event.get("kind")
        if kind in ACTION_EVENTS and isinstance(event.get("move"), int) \
                and isinstance(event.get("round"), int):
            try:
                action = DRAW if kind == "drew" else PASS if kind == "passed" \
                    else parse_action(event.get("action"))
            except ValueError:
                return
            self.moves[event["move"]] = (event["round"], action)
        elif kind == "round_over" and isinstance(event.get("reveal"), dict):
            reveal = event["reveal"]
            if isinstance(reveal.get("round"), int):
                self.reveals[reveal["round"]] = dict(reveal)
        elif kind == "said" and isinstance(event.get("seat"), int) \
                and isinstance(event.get("phrase"), int):
            self.said.emit(event["seat"], event["phrase"])
        self.table_event.emit(dict(event))

    def _seat_names(self, table: Mapping[str, Any]) -> None:
        rules = GAMES.get(str(table.get("variant")))
        seats = table.get("seats")
        if rules is None or not isinstance(seats, list):
            return
        setups = []
        for s in seats:
            name = str(s.get("name") or "?") if isinstance(s, dict) else "?"
            if isinstance(s, dict) and s.get("kind") == "bot":
                setups.append(SeatSetup(name, "ai", str(s.get("level") or "skilled")))
            else:
                setups.append(SeatSetup(name))
        # Rated: no hints, no undo (``serious``); names change with stand-ins.
        self.setup = GameSetup(rules, tuple(setups), serious=True)

    def _view(self, doc: Mapping[str, Any]) -> None:
        try:
            view = view_from_json(doc)
            move = int(doc["move"])
        except (ViewError, KeyError, TypeError, ValueError):
            return
        self.latest, self.latest_move, self.latest_doc = view, move, doc
        if self.sent_move is not None and move != self.sent_move:
            self.sent_move = None
        start = move - len(view.history) + 1
        for i, action in enumerate(history_actions(view)):
            self.moves.setdefault(start + i, (view.round_number, action))
        number = view.round_number
        if not any(e.seat == view.seat for e in view.history):
            self.first_hands[number] = list(view.hand)
        previous = self._last_hand
        if previous is not None and previous[0] == number:
            new = [t for t in view.hand if t not in previous[1]]
            draws = self.my_draws.get(number, [])
            if draws is not None and len(new) == 1:
                self.my_draws[number] = [*draws, new[0]]
            elif new:
                self.my_draws[number] = None
        elif number not in self.my_draws:
            own_draws = sum(1 for e in view.history if type(e) is Drew and e.seat == view.seat)
            self.my_draws[number] = [] if own_draws == 0 else None
        self._last_hand = (number, view.hand)

    # --- showing --------------------------------------------------------------------

    def _rebuild(self) -> bool:
        view, setup = self.latest, self.setup
        if view is None or setup is None:
            return False
        number = self.shown_round
        args = (view.rules, view.seating.num_players, self.moves, self.reveals, view, number,
                self.shown_move, self.first_hands.get(number), self.my_draws.get(number))
        before = self._finished(number - 1)
        try:
            if before is not None:
                built = stand_in(*args, first_round=number, first_move=before[1],
                                 start=before[0])
            else:
                built = stand_in(*args, first_round=self.first_round,
                                 base_scores=self.base_scores, first_move=self.first_move)
        except StandInError:
            if self.first_round == number or self.latest is None \
                    or self.latest.round_number != number:
                return False
            # The rounds before are not known (taken back after a restart): this round
            # alone, from the scores it started with.
            self.first_round, self.base_scores = number, base_scores(self.latest_doc)
            self.first_move = self.latest_move - len(self.latest.history)
            try:
                built = stand_in(*args, first_round=number, base_scores=self.base_scores,
                                 first_move=self.first_move)
            except StandInError:
                return False
        if self.match is None:
            self.match = built
        else:
            # The window compares the match by identity (a report due, the zoom kept).
            self.match.__dict__.update(built.__dict__)
        return True

    def _finished(self, through: int) -> tuple[Match, int] | None:
        """A copy of the match through finished round ``through`` and the actions taken by
        then; the rounds are replayed once and kept, since a finished round never changes."""
        view = self.latest
        if view is None or through < self.first_round:
            return None
        key = (self.first_round, through)
        if self._before is None or self._before[0] != key:
            try:
                match = stand_in(view.rules, view.seating.num_players, self.moves,
                                 self.reveals, None, through, max(self.moves, default=0),
                                 first_round=self.first_round,
                                 base_scores=self.base_scores, first_move=self.first_move)
            except StandInError:
                return None
            if any(r.end is None for r in match.rounds) and match.winner is None:
                return None
            taken = self.first_move + sum(len(r.history) for r in match.rounds)
            self._before = (key, match, taken)
        return self._before[1].copy(), self._before[2]

    def _show(self) -> None:
        view = self.latest
        if view is None or self.setup is None:
            return
        if self.match is None:
            # The first view: the table as it stands, without replaying what went before.
            self.shown_round = view.round_number
            self.shown_move = self.latest_move
            if not self._rebuild():
                return
            self.match_started.emit()
            self.round_started.emit(self.shown_round)
        elif not self._rebuild():
            # A gap (after a resync): start again from the table as it stands.
            self.match = None
            self._show()
            return
        self._catch_up()

    def _catch_up(self) -> None:
        match = self.match
        assert match is not None
        while not self.waiting_next:
            step = self.moves.get(self.shown_move + 1)
            if step is None or step[0] != self.shown_round:
                break
            round_ = match.current
            if round_ is None or round_.is_over:
                break
            try:
                result = match.apply(step[1])
            except ValueError:
                self._rebuild()
                break
            self.shown_move += 1
            if (round_.end is not None or match.winner is not None) \
                    and step[0] not in self.reveals:
                # The place holders ended a round the table plays on (nobody seemed to
                # have a play): shown again from the next update.
                self.shown_move -= 1
                self._rebuild()
                break
            self.applied.emit(seen_applied(result, self.viewer))
            if round_.end is not None or match.winner is not None:
                self._ended(round_.number)
                return
        if not self.waiting_next:
            self._turn()

    def _ended(self, number: int) -> None:
        match = self.match
        assert match is not None
        if match.winner is not None:
            self.over = True
            self.match_over.emit(match.winner)
        elif match.called_off:
            self.over = True
            self.match_called_off.emit()
        else:
            self.waiting_next = True
            self.round_over.emit(number)

    def _turn(self) -> None:
        round_ = self.round
        to_move = None if round_ is None or round_.is_over else round_.to_move
        thinker = None if to_move is None or to_move == self.seat else to_move
        if thinker != self.thinking:
            if self.thinking is not None:
                self.thinking_changed.emit(self.thinking, False)
            self.thinking = thinker
            if thinker is not None:
                self.thinking_changed.emit(thinker, True)
        self.turn_ready.emit()
        need = self.need()
        if self.auto_draw and need in (Need.DRAW, Need.PASS):
            self._auto.start(AUTO_STEP_MS)

    def _auto_step(self) -> None:
        need = self.need()
        if need is Need.DRAW:
            self.draw()
        elif need is Need.PASS:
            self.pass_turn()

    def next_round(self) -> None:
        """The player has seen the round's report: show the round the table plays now."""
        with self._step():
            self._next_round()

    def _next_round(self) -> None:
        if not self.waiting_next or self.latest is None:
            return
        if self.latest.round_number <= self.shown_round:
            return
        self.waiting_next = False
        self.shown_round += 1
        if not self._rebuild():
            self.match = None
            self._show()
            return
        self.round_started.emit(self.shown_round)
        self._catch_up()

    def show_again(self) -> None:
        """Tell a window that has just started listening what is on the table."""
        with self._step():
            if self.match is None:
                return
            self.match_started.emit()
            round_ = self.round
            if round_ is not None:
                self.round_started.emit(round_.number)
            self.turn_ready.emit()

    def resume_play(self) -> None:
        """Nothing to restart here: the server moves the table along."""

    def shutdown(self) -> None:
        self._auto.stop()
        if self._send is not None:
            self._send = None
            self.closed.emit()

    def start(self, setup: GameSetup) -> None:
        """A network table starts from its lobby, not from here."""

    # --- reading (as GameController) ------------------------------------------------

    @property
    def move_number(self) -> int:
        return self.shown_move

    @property
    def round(self) -> Round | None:
        return None if self.match is None else self.match.current

    @property
    def rules(self) -> Rules | None:
        return None if self.match is None else self.match.rules

    def is_human(self, seat: int) -> bool:
        return self.setup is not None and seat < len(self.setup.seats) \
            and not self.setup.seats[seat].is_ai

    @property
    def caught_up(self) -> bool:
        """The table on show is the table as the server has it now."""
        return self.match is not None and self.shown_move == self.latest_move \
            and self.latest is not None and self.latest.round_number == self.shown_round

    def human_to_move(self) -> int | None:
        """This seat, when it is its turn on the table as the server has it."""
        round_, match = self.round, self.match
        if match is None or round_ is None or match.is_over or round_.is_over \
                or not self.caught_up or self.sent_move is not None:
            return None
        return self.seat if round_.to_move == self.seat else None

    @property
    def viewer(self) -> int:
        return self.seat if self.seat is not None else 0

    def view(self, seat: int | None = None) -> SeatView:
        if self.match is None:
            raise RuntimeError("no match has been started")
        return self.match.view_for(self.viewer)

    def seen(self, kind: ViewKind) -> SeenTable | None:
        """This seat's table for the window's presenter. The stand-in match gives it only
        this seat's view while the round is played (its other hands are place holders
        that no view of ``kind`` shows); a finished round is the real one."""
        match, setup = self.match, self.setup
        if match is None or setup is None or match.current is None:
            return None
        faces = tuple(SeatFace(s.name, s.is_ai, s.level) for s in setup.seats)
        # A network seat never shows every hand: a person plays here.
        shown = ViewKind.SEAT if kind is ViewKind.ALL_HANDS else kind
        return seen_table(match, self.viewer, shown, faces, mover=self.human_to_move(),
                          move_number=self.move_number)

    def need(self) -> Need | None:
        if self.human_to_move() is None:
            return None
        round_ = self.round
        return None if round_ is None else round_.need()

    def legal_moves_for(self, tile: Tile) -> list[Move]:
        round_ = self.round
        if round_ is None or self.human_to_move() is None:
            return []
        return round_.legal_moves_for(tile)

    def playable(self) -> frozenset[Tile]:
        if self.human_to_move() is None or self.match is None:
            return frozenset()
        return frozenset(a.tile for a in self.match.legal_actions() if isinstance(a, Move))

    def reason(self, action: Action) -> Reason | None:
        match = self.match
        if match is None:
            return Refusal.NO_ROUND
        seat = self.human_to_move()
        if seat is None:
            return match.check(action) if match.is_over else Refusal.WRONG_SEAT
        return match.check(action, seat)

    # --- this seat's actions ------------------------------------------------------------

    def play(self, move: Move) -> bool:
        return self._act(move)

    def draw(self) -> bool:
        return self._act(DRAW)

    def pass_turn(self) -> bool:
        return self._act(PASS)

    def _act(self, action: Action) -> bool:
        if self.match is None:
            return False
        problem = self.reason(action)
        if problem is not None:
            self.refused.emit(problem)
            return False
        if self._send is None:
            return False
        # Checked here with this seat's own hand, which is exact; the server checks again.
        self.sent_move = self.latest_move
        self._send(action, self.latest_move)
        return True
