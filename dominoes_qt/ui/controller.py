"""The flow of play: owns the :class:`Match`, asks the engine, runs the computer off the GUI thread.

No widget code lives here, so tests can drive a whole match through this object alone.
The window listens to its signals and calls :meth:`GameController.play`,
:meth:`~GameController.draw` and :meth:`~GameController.pass_turn` for the human.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from dominoes_qt.ai import LEVELS, WINDOW_BUDGET, Player
from dominoes_qt.ai.remote import player_for
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
from dominoes_qt.engine.daily import DailyPlan
from dominoes_qt.engine.fairdeal import SeedKeeper
from dominoes_qt.engine.seen import SeatFace, SeenTable, ViewKind, seen_applied, seen_table
from dominoes_qt.ui.background import Background


@dataclass(frozen=True)
class SeatSetup:
    """Who sits in one seat."""

    name: str
    kind: str = "human"
    """"human" or "ai" (the record's ``kind``)."""
    level: str | None = None
    """The AI level; None for a human."""

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    def to_record(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            out["level"] = self.level
        return out


@dataclass(frozen=True)
class GameSetup:
    """Everything the New game dialog decides."""

    rules: Rules
    seats: tuple[SeatSetup, ...]
    seed: int | None = None
    serious: bool = False
    """No undo and no hints in this match."""
    deal: tuple[bytes, int] | None = None
    """The first round's seed and turn ("Replay this deal"); None: a fresh deal."""
    daily: DailyPlan | None = None
    """Every round dealt from a day's seeds (the daily deal)."""


FALLBACK_LEVEL = "skilled"
"""How a computer seat plays when its record names a level this program does not know
(another program's "normal", a newer version's level): a fair middle, and the player is
told."""


def playable_level(level: object) -> str:
    """``level`` when the program has a player of that level, else :data:`FALLBACK_LEVEL`."""
    return level if isinstance(level, str) and level in LEVELS else FALLBACK_LEVEL


READY_POLL_MS = 50
"""How often a computer player still getting ready (the master's workers) is asked again."""
READY_WAIT_MS = 15000
"""The longest the first move waits for that; then the player starts as it is."""
QUICK_THOUGHT_MS = 150
"""How long a computer player with no clock of its own seems to think over every play (at
most the pace: at the quickest pace it answers at once)."""


def thought_ms(player: Player, pace_ms: int) -> int:
    """How long ``player`` is seen thinking over any play, forced or not: its clock, or
    :data:`QUICK_THOUGHT_MS` (at most ``pace_ms``) for a player without one.

    The same for every play of a seat, so the wait tells nobody whether the seat had a
    choice (an answer that comes early is held back until then).
    """
    budget = getattr(player, "budget", None)
    milliseconds = getattr(budget, "milliseconds", None)
    if isinstance(milliseconds, (int, float)) and milliseconds > 0:
        return round(milliseconds)
    return max(0, min(QUICK_THOUGHT_MS, pace_ms))


PlayerFactory = Callable[[str, int], Player]
"""(level, seed) -> player; tests substitute slow or scripted players."""


def _fresh_seed() -> bytes:
    return secrets.token_bytes(32)


def _default_factory(level: str, seed: int) -> Player:
    # The window's budget caps thinking time; the iteration count alone could run long on
    # a slow machine. A searching player thinks in a worker process, so that its search
    # does not take the interpreter from the GUI thread while tiles fly.
    return player_for(playable_level(level), seed, WINDOW_BUDGET)


class GameController(QObject):
    """Owns one match at a time and moves play along; the window only shows and asks."""

    match_started = Signal()
    round_started = Signal(int)
    """Round number (1-based)."""
    applied = Signal(object)
    """The engine's :class:`~dominoes_qt.engine.Applied` for each action carried out, as
    the viewer may know it (:func:`~dominoes_qt.engine.seen.seen_applied`: another seat's
    drawn tile is left out)."""
    turn_ready = Signal()
    """The position settled; the seat to move may act (the window refreshes)."""
    thinking_changed = Signal(int, bool)
    """Seat, whether its computer player is thinking."""
    thought_paced = Signal(int, int)
    """Seat and the milliseconds its play will be shown after it starts thinking."""
    refused = Signal(object)
    """An action of the human was refused; the engine's :data:`~dominoes_qt.engine.Reason`."""
    round_over = Signal(int)
    match_over = Signal(int)
    """The winning side."""
    match_called_off = Signal()
    """The last round a match may have is over and nobody won (``Match.called_off``)."""
    ai_failed = Signal(str)
    began = Signal()
    """One step of play begins (an action, a deal, a match shown): the signals until
    :attr:`settled` belong to it, and a table shown once at its end is shown once."""
    settled = Signal()
    """The step that :attr:`began` is over (emitted even when a listener failed)."""

    def __init__(self, parent: QObject | None = None, *, pace_ms: int = 700,
                 auto_draw: bool = False, player_factory: PlayerFactory | None = None) -> None:
        super().__init__(parent)
        self.pace_ms = pace_ms
        self.least_pause_ms = 0
        """The shortest pause before a computer's move at any pace (the window's: a move
        is seen, its tile landed, before the next one comes)."""
        self.auto_draw = auto_draw
        self._factory = player_factory or _default_factory
        self.seeds = SeedKeeper()
        """The seeds of every round dealt here: the window's one keeper, made with it at
        start-up, which its session replays records with and saves beside the autosave."""
        self.match: Match | None = None
        self.setup: GameSetup | None = None
        self.players: dict[int, Player] = {}
        self.move_number = 0
        """Counts every action of the match; AI results carry it so stale ones are dropped."""
        self._generation = 0
        """Changes with every new match, so a result for an old match is dropped too."""
        # Two threads: an abandoned decision may still run while the next one starts.
        self.thinker = Background(lambda: (self._generation, self.move_number), self, 2)
        self.thinking: int | None = None
        self._thought_ms = 0
        self._thought_clock = QElapsedTimer()
        self._readying = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._pending: Callable[[], None] | None = None
        self._closed = False
        self.frozen = False
        """A position shown for review: nobody moves, the human's actions are refused."""
        self._depth = 0

    # --- starting ---------------------------------------------------------------------

    @contextmanager
    def _step(self) -> Iterator[None]:
        """One step of play, between :attr:`began` and :attr:`settled` (steps inside it
        are part of it)."""
        self._depth += 1
        if self._depth == 1:
            self.began.emit()
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0:
                self.settled.emit()

    def start(self, setup: GameSetup) -> None:
        """A new match from ``setup``; deals the first round and starts play."""
        with self._step():
            self._start(setup)

    def _start(self, setup: GameSetup) -> None:
        rules = setup.rules
        seed = setup.seed if setup.seed is not None else random.randrange(2**31)
        self._begin(setup, Match(rules, len(setup.seats), random.Random(seed),
                                 seeds=self.seeds), seed)
        self.next_round()

    def resume(self, setup: GameSetup, match: Match) -> None:
        """Carry on a loaded match (a record): deal if it stands between rounds."""
        with self._step():
            self._resume(setup, match)

    def _resume(self, setup: GameSetup, match: Match) -> None:
        self._begin(setup, match, setup.seed if setup.seed is not None else 0)
        if match.needs_deal:
            self.next_round()
            return
        round_ = match.current
        if round_ is not None:
            self.round_started.emit(round_.number)
        self._advance()

    def show_position(self, setup: GameSetup, match: Match) -> None:
        """Show ``match`` as it stands without playing on (review mode).

        Nobody moves: no computer player is started and the human's actions are refused
        until :meth:`start` or :meth:`resume` is called.
        """
        with self._step():
            self._show_position(setup, match)

    def _show_position(self, setup: GameSetup, match: Match) -> None:
        self._begin(setup, match, 0, frozen=True)
        round_ = match.current
        if round_ is not None:
            self.round_started.emit(round_.number)
        self.turn_ready.emit()

    def _begin(self, setup: GameSetup, match: Match, seed: int, frozen: bool = False) -> None:
        self._cancel()
        self._closed = False
        self.frozen = frozen
        self._generation += 1
        self.setup = setup
        self.match = match
        if setup.seed is None and not frozen:
            # Deals anyone can check start from a secret the program cannot predict either.
            match.seed_source = _fresh_seed
        if not frozen:
            # A match played on here deals its next rounds here, whoever replayed it.
            match.seeds = self.seeds
        self.move_number = 0
        self.players = {} if frozen else {
            seat: self._factory(s.level or "casual", seed * 7919 + seat)
            for seat, s in enumerate(setup.seats)
            if s.is_ai
        }
        for player in self.players.values():
            # A player that readies itself for the game (the master's workers) does it
            # now, while the table is dealt, not on its first turn.
            prepare = getattr(player, "prepare", None)
            if callable(prepare):
                prepare(match.rules, match.seating.num_players)
        self.match_started.emit()

    def next_round(self) -> None:
        """Deal the next round (after the round-end summary has been seen)."""
        with self._step():
            self._next_round()

    def _next_round(self) -> None:
        match = self._need_match()
        if not match.needs_deal or self.frozen:
            return
        deal = self.setup.deal if self.setup is not None and not match.rounds else None
        daily = self.setup.daily if self.setup is not None else None
        if daily is not None:
            deal = (daily.seed(len(match.rounds) + 1), daily.turn)
        round_ = match.deal_round() if deal is None else match.deal_round(seed=deal[0],
                                                                          turn=deal[1])
        self.round_started.emit(round_.number)
        self._advance()

    def resume_play(self) -> None:
        """Move play along if nothing is on its way (after an error stopped a step midway):
        a computer to move is asked again; a thinking seat with no answer coming is
        forgotten first."""
        match, round_ = self.match, self.round
        if match is None or round_ is None or self.frozen or self._closed:
            return
        if (self.thinking is not None and not self.thinker.busy
                and not self._timer.isActive()):
            seat, self.thinking = self.thinking, None
            self.thinking_changed.emit(seat, False)
        if self.thinking is not None or self._timer.isActive():
            return
        if match.winner is None and round_.end is None:
            with self._step():
                self._advance()

    def stand_down(self) -> None:
        """Stop moving play along (a train game takes the window, ui/train_play.py): no
        computer thinks on and the human's actions are refused until :meth:`start`."""
        self._cancel()
        self.frozen = True

    def shutdown(self) -> None:
        """Stop timers and wait for any computer player still thinking (before teardown)."""
        self._closed = True
        self._cancel()
        self._generation += 1
        self.thinker.shutdown()

    # --- reading ----------------------------------------------------------------------

    @property
    def round(self) -> Round | None:
        return None if self.match is None else self.match.current

    @property
    def rules(self) -> Rules | None:
        return None if self.match is None else self.match.rules

    def is_human(self, seat: int) -> bool:
        return self.setup is not None and not self.setup.seats[seat].is_ai

    def human_to_move(self) -> int | None:
        """The human seat whose turn it is, if any (None while a computer moves or between)."""
        match, round_ = self.match, self.round
        if match is None or round_ is None or match.is_over or round_.is_over or self.frozen:
            return None
        return round_.to_move if self.is_human(round_.to_move) else None

    @property
    def viewer(self) -> int:
        """The seat shown at the bottom: the human to move, else the first human, else 0."""
        to_move = self.human_to_move()
        if to_move is not None:
            return to_move
        if self.setup is not None:
            for seat, s in enumerate(self.setup.seats):
                if not s.is_ai:
                    return seat
        return 0

    def view(self, seat: int | None = None) -> SeatView:
        return self._need_match().view_for(self.viewer if seat is None else seat)

    def seen(self, kind: ViewKind) -> SeenTable | None:
        """The viewer's table as a view of ``kind`` (None before the first deal): what the
        window's presenter is fed."""
        match, setup = self.match, self.setup
        if match is None or setup is None or match.current is None:
            return None
        faces = tuple(SeatFace(s.name, s.is_ai, s.level) for s in setup.seats)
        return seen_table(match, self.viewer, kind, faces, mover=self.human_to_move(),
                          move_number=self.move_number)

    def need(self) -> Need | None:
        round_ = self.round
        if self.match is None or round_ is None or self.match.is_over or self.frozen:
            return None
        return round_.need()

    def legal_moves_for(self, tile: Tile) -> list[Move]:
        """Where the human to move may lay ``tile`` (empty when it is not theirs to play)."""
        round_ = self.round
        if round_ is None or self.human_to_move() is None:
            return []
        return round_.legal_moves_for(tile)

    def playable(self) -> frozenset[Tile]:
        """The human to move's tiles that have a legal place now."""
        if self.human_to_move() is None or self.match is None:
            return frozenset()
        return frozenset(a.tile for a in self.match.legal_actions() if isinstance(a, Move))

    def reason(self, action: Action) -> Reason | None:
        """Why the human may not do ``action`` now, or None."""
        match = self._need_match()
        seat = self.human_to_move()
        if seat is None:
            round_ = match.current
            if match.is_over or round_ is None or round_.is_over:
                return match.check(action)
            return Refusal.WRONG_SEAT
        return match.check(action, seat)

    # --- the human's actions ------------------------------------------------------------

    def play(self, move: Move) -> bool:
        return self._human(move)

    def draw(self) -> bool:
        return self._human(DRAW)

    def pass_turn(self) -> bool:
        return self._human(PASS)

    def _human(self, action: Action) -> bool:
        if self.match is None:
            # Before the first match (its dialog cancelled) a key may still ask for a play.
            return False
        problem = self.reason(action)
        if problem is not None:
            self.refused.emit(problem)
            return False
        self._cancel()
        self._apply(action)
        return True

    # --- moving play along ---------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        with self._step():
            result = self._need_match().apply(action)
            self.move_number += 1
            self.applied.emit(seen_applied(result, self.viewer))
            self._advance()

    def _advance(self) -> None:
        match = self._need_match()
        round_ = match.current
        if match.winner is not None:
            self.match_over.emit(match.winner)
            return
        if round_ is None:
            return
        if match.called_off:
            self.match_called_off.emit()
            return
        if round_.end is not None:
            self.round_over.emit(round_.number)
            return
        seat = round_.to_move
        need = round_.need()
        least = self.least_pause_ms
        if not self.is_human(seat):
            # A draw or pass is no decision; it only needs a short pause to be seen.
            if need is Need.PLAY:
                self._later(max(self.pace_ms, least), self._start_ai)
            else:
                self._later(max(self.pace_ms // 3, least), self._forced_step)
        elif self.auto_draw and need is not Need.PLAY:
            self._later(max(self.pace_ms // 3, least), self._forced_step)
        self.turn_ready.emit()

    def _later(self, ms: int, step: Callable[[], None]) -> None:
        if self._closed:
            return
        self._pending = step
        self._timer.start(max(0, ms))

    def _on_timer(self) -> None:
        step, self._pending = self._pending, None
        if step is not None:
            step()

    def _forced_step(self) -> None:
        need = self.need()
        if need is Need.DRAW:
            self._apply(DRAW)
        elif need is Need.PASS:
            self._apply(PASS)

    def _start_ai(self) -> None:
        match = self._need_match()
        round_ = match.current
        assert round_ is not None
        seat = round_.to_move
        player, view = self.players[seat], match.view_for(seat)
        ready = getattr(player, "ready", None)
        if callable(ready) and not ready() and self._readying < READY_WAIT_MS:
            # Before the seat shows it thinks, whatever it holds: the wait tells nothing.
            self._readying += READY_POLL_MS
            self._later(READY_POLL_MS, self._start_ai)
            return
        self._readying = 0
        self.thinking = seat
        self._thought_ms = thought_ms(player, self.pace_ms)
        self._thought_clock.start()
        clock_started = getattr(player, "clock_started", None)
        if callable(clock_started):
            # A searching player counts its time from here, not from when its thread runs.
            clock_started()
        self.thinking_changed.emit(seat, True)
        self.thought_paced.emit(seat, self._thought_ms)
        self.thinker.run((self._generation, self.move_number), lambda: player.choose(view),
                         self._on_ai_answer, self._on_ai_answer)

    def _on_ai_answer(self, result: Action | Exception) -> None:
        # An answer that came sooner than the seat's usual thought (a forced play, a sure
        # win) waits for it: how long a seat thinks must not show what it holds.
        left = self._thought_ms - self._thought_clock.elapsed()
        if left > 0:
            self._later(left, lambda: self._play_answer(result))
        else:
            self._play_answer(result)

    def _play_answer(self, result: Action | Exception) -> None:
        match = self._need_match()
        seat = self.thinking
        self.thinking = None
        if seat is not None:
            self.thinking_changed.emit(seat, False)
        if isinstance(result, Exception) or result not in match.legal_actions():
            # A faulty player must not stop the game: report it and make the first legal move.
            self.ai_failed.emit(f"{result!r}")
            result = match.legal_actions()[0]
        self._apply(result)

    def _cancel(self) -> None:
        self.thinker.cancel()
        self._timer.stop()
        self._pending = None
        if self.thinking is not None:
            seat, self.thinking = self.thinking, None
            self.thinking_changed.emit(seat, False)

    def _need_match(self) -> Match:
        if self.match is None:
            raise RuntimeError("no match has been started")
        return self.match
