"""What the session's parts need of the session, named here so that no part imports the
session that owns it (the session imports its parts; a part importing the session back
tied them all in one circle of imports).

:class:`SessionHub` is what :class:`~dominoes_qt.ui.session.Session` is to its parts (the
file actions, the review, undo, the coach, the progress keeper, the error guard): the
window and its controller, the stores, and the few things the session does for them. The
parts that reach each other through it (the review, the files, the progress) are named by
what is reached, as protocols too.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, SignalInstance

from dominoes_qt.ai.analysis import Review
from dominoes_qt.engine import Match
from dominoes_qt.engine.fairdeal import SeedKeeper
from dominoes_qt.engine.record import GameRecord
from dominoes_qt.storage.prefs import Preferences
from dominoes_qt.storage.saves import MatchInfo, OpenedGame, SaveStore
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui.controller import GameController
from dominoes_qt.ui.review import ReviewMode
from dominoes_qt.ui.sound_actions import SoundActions
from dominoes_qt.ui.window import GameWindow


def as_parent(hub: SessionHub) -> QObject | None:
    """The session as its parts' parent object: they live as long as it does."""
    return hub if isinstance(hub, QObject) else None


class Recovery(Enum):
    """What :meth:`Session.recover` did with the game after an unexpected error."""

    SAVED = "saved"
    """The match replays as it stands and was saved."""
    RESTORED = "restored"
    """The match did not replay as it stands: the last autosave was put back."""
    UNSAVED = "unsaved"
    """The match is sound but could not be saved (the autosave warning says why), or did
    not replay and there was no autosave to go back to."""
    NOTHING = "nothing"
    """No match in play (none, or a position shown for review)."""


class Reviews(Protocol):
    """The review of a match, as the other parts reach it."""

    @property
    def mode(self) -> ReviewMode: ...
    @property
    def active(self) -> bool: ...

    def start_review(self, record: GameRecord, event_index: int | None = None) -> None: ...

    def stop(self) -> None: ...

    def forget_live_game(self) -> None: ...


class Files(Protocol):
    """The file actions, as the other parts reach them."""

    current_path: Path | None
    ask_open_path: Callable[[], Path | None]


class Progress(Protocol):
    """The progress keeper, as the other parts reach it."""

    def note_review(self, record: GameRecord, review: Review) -> None: ...

    def daily_lines(self, record: GameRecord) -> tuple[list[str], bool]: ...


class PrefsHub(Protocol):
    """What the preferences room needs of the session: the preferences it changes, the
    window it applies them to, and the session's ways of asking and telling."""

    prefs: Preferences

    @property
    def ask(self) -> Callable[[str, str], bool]: ...
    @property
    def window(self) -> GameWindow: ...
    @property
    def info(self) -> MatchInfo: ...
    @property
    def sounds(self) -> SoundActions: ...

    def report(self, title: str, text: str) -> None: ...


class SessionHub(Protocol):
    """What the session's parts need of the session."""

    @property
    def window(self) -> GameWindow: ...
    @property
    def controller(self) -> GameController: ...
    @property
    def saves(self) -> SaveStore: ...
    @property
    def prefs(self) -> Preferences: ...
    @property
    def stats_store(self) -> StatsStore: ...
    @property
    def info(self) -> MatchInfo: ...
    @property
    def seeds(self) -> SeedKeeper: ...
    @property
    def serious_in_play(self) -> bool: ...
    @property
    def reported(self) -> SignalInstance: ...
    @property
    def sounds(self) -> SoundActions: ...
    @property
    def reviews(self) -> Reviews: ...
    @property
    def files(self) -> Files: ...
    @property
    def progress(self) -> Progress: ...

    @property
    def ask(self) -> Callable[[str, str], bool]: ...

    def may_abandon(self) -> bool: ...

    def record(self) -> GameRecord | None: ...

    def report(self, title: str, text: str) -> None: ...

    def update_actions(self) -> None: ...

    def players(self) -> list[dict[str, Any]]: ...

    def human_seats(self) -> set[int]: ...

    def resume_game(self, game: OpenedGame) -> None: ...

    def resume_record(self, record: GameRecord, match: Match | None = None,
                      info: MatchInfo | None = None) -> None: ...

    def recover(self) -> Recovery: ...

    def tell_level_notes(self, record: GameRecord) -> None: ...
