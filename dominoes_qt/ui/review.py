"""Review mode: step through a game record with the board and the scores as they were.

The record is walked once through the engine when review starts. Each round keeps the
match as it was dealt, and a position (after a round's deal, after each play) is that
match played on to it, a few plays at most, so stepping stays instant while a long match
does not hold a copy of all its events at each of its thousands of positions.
The table shows a snapshot through :meth:`GameController.show_position`, which plays no
move and refuses the human's, so the play controls are off while reviewing. "Play on from
here" cuts the record at the position shown and hands it back to the session to resume.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import overload

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QLabel, QToolBar, QWidget

from dominoes_qt.engine.game import Match
from dominoes_qt.engine.record import GameRecord, RecordedRound, round_limit_of
from dominoes_qt.jsongate import quote
from dominoes_qt.ui.controller import (
    FALLBACK_LEVEL,
    GameController,
    GameSetup,
    SeatSetup,
    playable_level,
)
from dominoes_qt.ui.i18n import name_in_language_now
from dominoes_qt.ui.texts import fill, level_name


@dataclass(frozen=True)
class Position:
    """One stop of the review: after the deal of a round (play 0) or after one of its plays."""

    round: int
    """1-based."""
    play: int
    """Plays of the round laid so far (0: just dealt)."""
    events: int
    """How many score events the match holds at this point."""


class Snapshots(Sequence[Match]):
    """The match at each position of a walked record, each asked for made afresh from its
    round's deal (a new match every time: the caller may play on with it)."""

    def __init__(self, positions: list[Position], dealt: list[Match],
                 rounds: list[RecordedRound]) -> None:
        self._positions = positions
        self._dealt = dealt
        self._rounds = rounds

    def __len__(self) -> int:
        return len(self._positions)

    @overload
    def __getitem__(self, index: int) -> Match: ...

    @overload
    def __getitem__(self, index: slice) -> list[Match]: ...

    def __getitem__(self, index: int | slice) -> Match | list[Match]:
        if isinstance(index, slice):
            return [self[i] for i in range(len(self))[index]]
        position = self._positions[index]
        match = self._dealt[position.round - 1].copy()
        plays = self._rounds[position.round - 1].plays
        for play in plays[:position.play]:
            match.apply_forced()
            match.apply(play.move)
        if position.play == len(plays):
            # The last position of a round holds what followed it by force.
            match.apply_forced()
        return match


def walk(record: GameRecord) -> tuple[list[Position], Snapshots]:
    """Every position of ``record`` and the match at each.

    The record must replay cleanly (it was checked when it was opened). The last position
    of a round also holds what followed by force (draws, passes, the block settlement).
    """
    match = Match(record.rules, len(record.players), round_limit=round_limit_of(record))
    positions: list[Position] = []
    dealt: list[Match] = []
    for number, recorded in enumerate(record.rounds, start=1):
        match.deal_round(recorded.starter, recorded.hands, recorded.boneyard)
        positions.append(Position(number, 0, len(match.events)))
        dealt.append(match.copy())
        for play_number, play in enumerate(recorded.plays, start=1):
            match.apply_forced()
            match.apply(play.move)
            positions.append(Position(number, play_number, len(match.events)))
        if match.apply_forced():
            positions[-1] = replace(positions[-1], events=len(match.events))
    return positions, Snapshots(positions, dealt, record.rounds)


def cut(record: GameRecord, position: Position) -> GameRecord:
    """``record`` up to ``position``: later rounds and plays are dropped; deals are kept."""
    rounds = record.rounds[: position.round]
    last = rounds[-1]
    rounds = [*rounds[:-1], replace(last, plays=list(last.plays[: position.play]))]
    return replace(record, rounds=rounds, extra=dict(record.extra))


def setup_of(record: GameRecord, serious: bool = False) -> GameSetup:
    """The seats a record names, as the controller needs them. A computer seat of a level
    this program does not know plays at :data:`FALLBACK_LEVEL` (see :func:`level_notes`).
    The program's default names follow the language now shown (a match dealt in
    Ukrainian and resumed in English has "You & Computer 2", not "Ви & Комп’ютер 2")."""
    seats = tuple(
        SeatSetup(
            name_in_language_now(seat_name(record, seat)),
            "ai" if p.get("kind") == "ai" else "human",
            playable_level(p.get("level")) if p.get("kind") == "ai" else None,
        )
        for seat, p in enumerate(record.players)
    )
    return GameSetup(record.rules, seats, None, serious)


def seat_name(record: GameRecord, seat: int) -> str:
    """The name a record gives a seat ("Seat N" when it gives none)."""
    return str(record.players[seat].get("name")
               or fill(QCoreApplication.translate("Review", "Seat %1"), seat + 1))


def level_notes(record: GameRecord) -> list[str]:
    """One sentence per computer seat whose level the program does not know, saying how
    it plays instead (empty when every level is known)."""
    return [
        fill(QCoreApplication.translate(
            "Review", "%1: unknown level %2, playing as %3."),
            seat_name(record, seat), quote(p.get("level")), level_name(FALLBACK_LEVEL))
        for seat, p in enumerate(record.players)
        if p.get("kind") == "ai" and playable_level(p.get("level")) != p.get("level")
    ]


class ReviewBar(QToolBar):
    """The banner and the buttons shown while reviewing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review-bar")
        self.setMovable(False)
        self.setFloatable(False)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.setStyleSheet(
            "QToolBar#review-bar { background: #fff4c2; border-bottom: 1px solid #c9a227;"
            " spacing: 6px; padding: 2px 6px; }"
            " QToolBar#review-bar QLabel { color: #4a3b00; }"
            " QToolBar#review-bar QToolButton { color: #2b2200; padding: 3px 8px; }"
            " QToolBar#review-bar QToolButton:disabled { color: #a89a70; }"
        )
        self.banner = QLabel(self)
        self.banner.setStyleSheet("font-weight: bold; padding: 0 12px 0 4px;")
        self.banner.setAccessibleName(self.tr("Review position"))
        self.first = QAction(self)
        self.back = QAction(self)
        self.forward = QAction(self)
        self.last = QAction(self)
        self.play_on = QAction(self)
        self.leave = QAction(self)
        self.addWidget(self.banner)
        for action in (self.first, self.back, self.forward, self.last):
            self.addAction(action)
        self.addSeparator()
        self.addAction(self.play_on)
        self.addAction(self.leave)
        self._name()

    def _name(self) -> None:
        for action, text, tip in (
            (
                self.first,
                QCoreApplication.translate("Review", "|< First"),
                QCoreApplication.translate("Review", "The deal of the first round (Home)"),
            ),
            (
                self.back,
                QCoreApplication.translate("Review", "< Back"),
                QCoreApplication.translate("Review", "One play back (Left)"),
            ),
            (
                self.forward,
                QCoreApplication.translate("Review", "Forward >"),
                QCoreApplication.translate("Review", "One play forward (Right)"),
            ),
            (
                self.last,
                QCoreApplication.translate("Review", "Last >|"),
                QCoreApplication.translate("Review", "The last position (End)"),
            ),
            (
                self.play_on,
                QCoreApplication.translate("Review", "Play on from here"),
                QCoreApplication.translate(
                    "Review", "Drop everything after this position and play from here"
                ),
            ),
            (
                self.leave,
                QCoreApplication.translate("Review", "Leave review"),
                QCoreApplication.translate("Review", "Back to the game in progress (Esc)"),
            ),
        ):
            action.setText(text)
            action.setToolTip(tip)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name()


class ReviewMode(QObject):
    """Steps the window's table through one record.

    ``play_on(record)`` is called with the record cut at the position shown; ``leave()``
    when the player leaves review (the session then puts back the game in progress).
    """

    moved = Signal(int)
    """The index of the position now shown."""
    active_changed = Signal(bool)
    left = Signal()
    """The player left review for the game in progress (not played on from it)."""

    def __init__(
        self,
        controller: GameController,
        bar: ReviewBar,
        play_on: Callable[[GameRecord], None],
        leave: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.bar = bar
        self._play_on = play_on
        self._leave = leave
        self.record: GameRecord | None = None
        self.setup: GameSetup | None = None
        self.positions: list[Position] = []
        self.snapshots: Sequence[Match] = []
        self.index = 0
        self.active = False
        self.can_leave = False
        """Whether there is a game in progress to go back to."""
        self.serious = False
        bar.setVisible(False)
        bar.first.triggered.connect(self.first)
        bar.back.triggered.connect(self.back)
        bar.forward.triggered.connect(self.forward)
        bar.last.triggered.connect(self.last)
        bar.play_on.triggered.connect(self.play_on)
        bar.leave.triggered.connect(self.leave)

    # --- starting and stopping ----------------------------------------------------------

    def start(self, record: GameRecord, index: int | None = None, can_leave: bool = False) -> None:
        """Review ``record`` from position ``index`` (default: the last one)."""
        self.record = record
        self.setup = setup_of(record)
        self.positions, self.snapshots = walk(record)
        self.can_leave = can_leave
        # Playing on from an earlier point of a serious match would be an undo by another name.
        self.serious = record.extra.get("serious") is True
        if not self.positions:
            return
        # The index must point into this record before anyone hears that review is on:
        # listeners read the position, and the last record reviewed may have been longer.
        self.index = self._clamp(len(self.positions) - 1 if index is None else index)
        was_active, self.active = self.active, True
        self.bar.setVisible(True)
        if not was_active:
            self.active_changed.emit(True)
        self.go(self.index)

    def stop(self) -> None:
        """Forget the record and hide the bar (the controller is left as it is)."""
        if not self.active:
            return
        self.active = False
        self.record = None
        self.positions, self.snapshots = [], []
        self.index = 0
        self.bar.setVisible(False)
        self.active_changed.emit(False)

    # --- moving -------------------------------------------------------------------------

    @property
    def position(self) -> Position | None:
        if not self.active or not 0 <= self.index < len(self.positions):
            return None
        return self.positions[self.index]

    def _clamp(self, index: int) -> int:
        return max(0, min(index, len(self.positions) - 1))

    def go(self, index: int) -> None:
        if not self.active or self.setup is None or not self.positions:
            return
        self.index = self._clamp(index)
        # The controller gets a match of its own, made for this visit.
        self.controller.show_position(self.setup, self.snapshots[self.index])
        self._update_bar()
        self.moved.emit(self.index)

    def first(self) -> None:
        self.go(0)

    def back(self) -> None:
        self.go(self.index - 1)

    def forward(self) -> None:
        self.go(self.index + 1)

    def last(self) -> None:
        self.go(len(self.positions) - 1)

    def index_of_event(self, event_index: int) -> int | None:
        """The first position at which score event ``event_index`` has happened."""
        for i, position in enumerate(self.positions):
            if position.events > event_index:
                return i
        return None

    def go_to_event(self, event_index: int) -> None:
        index = self.index_of_event(event_index)
        if index is not None:
            self.go(index)

    def banner_text(self) -> str:
        position = self.position
        if position is None:
            return ""
        return fill(
            QCoreApplication.translate("Review", "Reviewing — round %1, play %2"),
            position.round,
            position.play,
        )

    def can_play_on(self) -> bool:
        return (
            self.active
            and not self.serious
            and self.index < len(self.snapshots)
            and not self.snapshots[self.index].is_over
        )

    def _update_bar(self) -> None:
        last = len(self.positions) - 1
        self.bar.banner.setText(self.banner_text())
        self.bar.first.setEnabled(self.index > 0)
        self.bar.back.setEnabled(self.index > 0)
        self.bar.forward.setEnabled(self.index < last)
        self.bar.last.setEnabled(self.index < last)
        self.bar.play_on.setEnabled(self.can_play_on())
        self.bar.leave.setEnabled(self.can_leave)

    # --- leaving ------------------------------------------------------------------------

    def play_on(self) -> None:
        position, record = self.position, self.record
        if position is None or record is None or not self.can_play_on():
            return
        cut_record = cut(record, position)
        self.stop()
        self._play_on(cut_record)

    def leave(self) -> None:
        if not self.active or not self.can_leave:
            return
        self.stop()
        self._leave()
        self.left.emit()

    def key(self, event: QKeyEvent) -> bool:
        """The review keys; False for any other key (the caller handles it)."""
        key = event.key()
        steps: dict[int, Callable[[], None]] = {
            Qt.Key.Key_Home: self.first,
            Qt.Key.Key_Left: self.back,
            Qt.Key.Key_Right: self.forward,
            Qt.Key.Key_End: self.last,
            Qt.Key.Key_PageUp: self.back,
            Qt.Key.Key_PageDown: self.forward,
            Qt.Key.Key_Escape: self.leave,
        }
        step = steps.get(key)
        if step is None:
            return False
        step()
        return True
