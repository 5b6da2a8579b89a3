"""Pass-and-play: several people at one local table, each seeing only their own tiles.

With two or more human seats, a hand is shown only to the seat it belongs to, and only
once that person has the screen: when the turn comes to another person, a hand-over
screen covers the table ("Pass to Bo — press Space when ready") and every hand is hidden
until they say they are ready. Between their turns (computers moving) no hand is shown
either. The hiding is done on the presenter's value (:class:`SeenTable`), so the scene,
the panels and the screen reader never get the hidden hands; the cover keeps the board
and the last messages (which may name the tile someone drew) out of sight too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QStatusBar, QVBoxLayout, QWidget

from dominoes_qt.engine.seen import SeenTable
from dominoes_qt.ui.controller import GameController
from dominoes_qt.ui.texts import fill


class _Announcer(Protocol):
    def announce(self, text: str, urgent: bool = ..., event: bool = ...) -> None: ...


class _Screened(Protocol):
    screen: Callable[[SeenTable], SeenTable] | None


class HandOverHost(Protocol):
    """What the hand-over needs of the window (not imported: the window makes it)."""

    @property
    def controller(self) -> GameController: ...

    @property
    def presenter(self) -> _Screened: ...

    @property
    def message(self) -> QLabel: ...

    @property
    def announcer(self) -> _Announcer: ...

    @property
    def view(self) -> QWidget: ...

    def centralWidget(self) -> QWidget | None: ...

    def statusBar(self) -> QStatusBar: ...

    def refresh(self, origin: QPointF | None = ...) -> None: ...

    def seat_names(self) -> list[str]: ...


class HandOverCover(QFrame):
    """The opaque screen over the table between two people's turns."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("hand-over")
        self.setAutoFillBackground(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.label.setStyleSheet("font-size: 24px; font-weight: bold;")
        layout.addWidget(self.label)
        self.button = QPushButton(self)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.button.click()
            return
        # Every other table key is swallowed: nothing is played from under the cover.
        event.accept()


class PassAndPlay(QObject):
    """Hides the hands of a local table with several people between their turns."""

    def __init__(self, window: HandOverHost) -> None:
        central = window.centralWidget()
        assert central is not None
        super().__init__(central)
        self.window = window
        self.enabled = False
        """Hands are hidden between people's turns (the program turns it on for its
        window; a window made for a test drives several seats by hand, as they were)."""
        self.revealed: int | None = None
        """The person's seat whose hand may be shown now (None: nobody's)."""
        self.handing_to: int | None = None
        """The seat the table is being passed to, while the cover is up."""
        self.central = central
        self.cover = HandOverCover(central)
        self.cover.button.clicked.connect(self.ready)
        central.installEventFilter(self)
        window.presenter.screen = self.screen
        window.controller.settled.connect(self._settled)
        window.controller.match_started.connect(self._match_started)

    @property
    def active(self) -> bool:
        """Two or more people sit at this table, and it is a local one (at a network
        table each person has a screen of their own)."""
        controller = self.window.controller
        setup = controller.setup
        return self.enabled and isinstance(controller, GameController) and setup is not None \
            and sum(1 for s in setup.seats if not s.is_ai) >= 2

    def screen(self, view: SeenTable) -> SeenTable:
        """The presenter's table with every hand hidden but the revealed person's."""
        if not self.active or view.reveal:
            return view
        hands = tuple(h if seat == self.revealed else None for seat, h in enumerate(view.hands))
        if view.seat == self.revealed:
            return replace(view, hands=hands)
        return replace(view, hands=hands, mover=None, need=None, legal=(), forced=None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() is QEvent.Type.Resize and isinstance(watched, QWidget):
            self.cover.setGeometry(watched.rect())
        return False

    def _match_started(self) -> None:
        self.revealed = None
        self.handing_to = None
        self.cover.hide()

    def _settled(self) -> None:
        if not self.active:
            if self.cover.isVisible():
                self._match_started()
            return
        controller = self.window.controller
        to_move = controller.human_to_move()
        if to_move is not None and to_move != self.revealed and to_move != self.handing_to:
            self.hand_over(to_move)
        elif to_move is None and self.revealed is not None:
            # A person's turn is over: their tiles leave the screen before anyone else's
            # eyes are on it.
            self.revealed = None
            self.window.refresh()

    def hand_over(self, seat: int) -> None:
        """Cover the table until the person at ``seat`` has it."""
        window = self.window
        self.revealed = None
        self.handing_to = seat
        names = window.seat_names()
        name = names[seat] if seat < len(names) else "?"
        text = fill(self.tr("Pass to %1 — press Space when ready"), name)
        self.cover.label.setText(text)
        self.cover.button.setText(fill(self.tr("I am %1: show my tiles"), name))
        self.cover.setAccessibleName(text)
        # What the last person was told may name a tile they drew.
        window.message.setText("")
        window.statusBar().clearMessage()
        window.refresh()
        self.cover.setGeometry(self.central.rect())
        self.cover.show()
        self.cover.raise_()
        self.cover.button.setFocus()
        window.announcer.announce(text)

    def ready(self) -> None:
        """The person the table was passed to has it: their hand is shown."""
        seat, self.handing_to = self.handing_to, None
        self.revealed = seat
        self.cover.hide()
        self.window.refresh()
        self.window.view.setFocus()
