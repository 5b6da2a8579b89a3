"""Short sounds for what happens at the table, through a sink that may be missing.

Qt plays sounds with QtMultimedia, which is in PySide6-Addons, not in the Essentials wheel
the game needs: it is the optional extra ``dominoes-qt[sound]``. Where it is not installed,
or there is no audio device, :func:`open_qt_sink` gives None and the game stays silent and
otherwise the same. Nothing of QtMultimedia is loaded until sound is wanted (or, once,
when the player is asked whether they want it).

:class:`SoundBoard` is the one place that maps the controller's signals to cues. It is
connected after the window, so the window's announcement of an event is already on its way
to the screen reader when the sound starts; a sink only starts a sound and returns, so a
sound never holds up speech.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer

from dominoes_qt.engine import DRAW, PASS, Applied, Drew, HistoryEntry, Move, Played
from dominoes_qt.ui.controller import GameController

SOUNDS_DIR = Path(__file__).resolve().parent.parent / "data" / "sounds"

INSTALL_HINT = "pip install 'dominoes-qt[sound]'"
"""How to get sound where QtMultimedia is missing (a command: not translated)."""


class Cue(Enum):
    """Each thing the table has a sound for; the value names its file in ``data/sounds``."""

    LAID = "laid"
    """A tile laid that scores nothing."""
    SCORED = "scored"
    """A play (or claim) that scores."""
    REFUSED = "refused"
    """A score refused, or an action of the player's refused."""
    DRAWN = "drawn"
    KNOCKED = "knocked"
    """A pass (a knock)."""
    YOUR_TURN = "your-turn"
    ROUND_OVER = "round-over"
    WON = "won"
    LOST = "lost"
    CHAT = "chat"
    """A phrase said at a network table (no network table plays it yet)."""
    JOINED = "joined"
    """A player sat down at a network table (no network table plays it yet)."""

    @property
    def path(self) -> Path:
        return SOUNDS_DIR / f"{self.value}.wav"


class Sink(Protocol):
    """Something that starts a sound and returns at once."""

    def play(self, cue: Cue, volume: float) -> None:
        """Start ``cue``'s sound at ``volume`` (0..1); one still playing is cut short."""


class FakeSink:
    """A sink that only writes down what it was asked to play (tests)."""

    def __init__(self) -> None:
        self.played: list[tuple[Cue, float]] = []

    def play(self, cue: Cue, volume: float) -> None:
        self.played.append((cue, volume))

    @property
    def cues(self) -> list[Cue]:
        return [cue for cue, _volume in self.played]


class QtSink:
    """Plays every cue through one QSoundEffect, its source switched for each cue.

    One effect, not one per cue: with PySide6 6.11 on PulseAudio, a second QSoundEffect
    that plays made Qt's audio thread flood the log with "QSocketNotifier: Invalid
    socket" warnings without end (tried here on a null sink); one effect whose source
    changes played every cue cleanly. A cue that comes while another plays cuts it short.
    """

    def __init__(self, effect_type: Any) -> None:
        self._effect = effect_type()
        self._cue: Cue | None = None

    def play(self, cue: Cue, volume: float) -> None:
        from PySide6.QtCore import QUrl

        if cue is not self._cue:
            self._effect.setSource(QUrl.fromLocalFile(str(cue.path)))
            self._cue = cue
        self._effect.setVolume(max(0.0, min(1.0, volume)))
        # Played as soon as it is loaded, when the source has just changed.
        self._effect.play()


class Unavailable(Enum):
    """Why there is no sound."""

    NO_MODULE = "no-module"
    """QtMultimedia is not installed (PySide6-Addons is missing)."""
    NO_DEVICE = "no-device"
    """QtMultimedia is there but the system has no audio output."""


def open_qt_sink() -> QtSink | Unavailable:
    """A sink on the default audio output, or why there can be none.

    With no audio server Qt's multimedia backend warns once while it looks for devices;
    that look is made with Qt's messages held back, since a missing device is an answer
    here, not a fault.
    """
    from PySide6.QtCore import qInstallMessageHandler

    previous = qInstallMessageHandler(lambda *_message: None)
    try:
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError:
            return Unavailable.NO_MODULE
        if not QMediaDevices.audioOutputs():
            return Unavailable.NO_DEVICE
    finally:
        qInstallMessageHandler(previous)
    return QtSink(QSoundEffect)


class SinkOpener(Protocol):
    """Finds the sink: a cheap look first, the opening itself only when sound is wanted."""

    def missing(self) -> Unavailable | None:
        """Why there can be no sound, as far as is known without loading anything."""

    def open(self) -> Sink | Unavailable:
        """The sink, or why there is none."""


class QtOpener:
    """The real thing: QtMultimedia, when it is installed and the system has an output."""

    def missing(self) -> Unavailable | None:
        import importlib.util

        try:
            found = importlib.util.find_spec("PySide6.QtMultimedia") is not None
        except (ImportError, ValueError):
            found = False
        return None if found else Unavailable.NO_MODULE

    def open(self) -> Sink | Unavailable:
        return open_qt_sink()


class FakeOpener:
    """Opens :attr:`sink` (a :class:`FakeSink`), or is missing for ``missing``'s reason."""

    def __init__(self, missing: Unavailable | None = None) -> None:
        self.sink = FakeSink()
        self._missing = missing
        self.opened = 0

    def missing(self) -> Unavailable | None:
        return self._missing

    def open(self) -> Sink | Unavailable:
        self.opened += 1
        return self._missing or self.sink


@dataclass(frozen=True)
class SoundSettings:
    """The preferences' share for sound."""

    on: bool = False
    volume: int = 70
    """Per cent of full loudness, apart from the system's and the screen reader's."""
    when_watching: bool = False
    """Sounds also while computers play alone and in review."""


class SoundBoard(QObject):
    """Turns the controller's signals into cues and plays them when the player wants sound.

    Silent while sound is off, in review (the controller is frozen) and when no human
    sits at the table, unless :attr:`SoundSettings.when_watching`. A tile's sound comes
    when it lands (``landing_ms``), so sounds keep the pace of the animations.
    """

    def __init__(self, controller: GameController, opener: SinkOpener,
                 landing_ms: Callable[[], int] = lambda: 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = SoundSettings()
        self._opener = opener
        self._sink: Sink | Unavailable | None = None
        self._landing_ms = landing_ms
        self._last_to_move: int | None = None
        self._due: list[QTimer] = []
        controller.match_started.connect(self._on_match_started)
        controller.applied.connect(self._on_applied)
        controller.refused.connect(lambda _reason: self.cue(Cue.REFUSED))
        controller.turn_ready.connect(self._on_turn_ready)
        controller.round_over.connect(lambda _number: self.cue(Cue.ROUND_OVER))
        controller.match_over.connect(self._on_match_over)

    # --- the sink ---------------------------------------------------------------------

    def sink(self) -> Sink | Unavailable:
        """The sink, opened on first use (loading QtMultimedia only then)."""
        if self._sink is None:
            self._sink = self._opener.open()
        return self._sink

    def unavailable(self, open_sink: bool = False) -> Unavailable | None:
        """Why there is no sound, or None when there is (or may be, unless ``open_sink``:
        the cheap answer loads nothing)."""
        if self._sink is None and not open_sink:
            return self._opener.missing()
        sink = self.sink()
        return sink if isinstance(sink, Unavailable) else None

    def apply(self, settings: SoundSettings) -> None:
        self.settings = settings
        if not settings.on:
            self._drop_due()

    # --- deciding ---------------------------------------------------------------------

    def _watching(self) -> bool:
        setup = self.controller.setup
        return self.controller.frozen or setup is None or all(s.is_ai for s in setup.seats)

    def wanted(self) -> bool:
        """Whether a cue now would be heard (sound on, and the right mode)."""
        if not self.settings.on:
            return False
        return self.settings.when_watching or not self._watching()

    def cue(self, cue: Cue, delay_ms: int = 0) -> None:
        """Play ``cue`` if wanted (after ``delay_ms``); every event comes through here."""
        if not self.wanted():
            return
        sink = self.sink()
        if isinstance(sink, Unavailable):
            return
        volume = self.settings.volume / 100
        if delay_ms <= 0:
            sink.play(cue, volume)
            return
        timer = QTimer(self)
        timer.setSingleShot(True)

        def fire() -> None:
            self._due.remove(timer)
            timer.deleteLater()
            if self.wanted():
                sink.play(cue, volume)

        timer.timeout.connect(fire)
        self._due.append(timer)
        timer.start(delay_ms)

    def _drop_due(self) -> None:
        for timer in self._due:
            timer.stop()
            timer.deleteLater()
        self._due.clear()

    # --- the controller's signals -----------------------------------------------------------

    def _on_match_started(self) -> None:
        self._drop_due()
        self._last_to_move = None

    def _on_applied(self, applied: Applied) -> None:
        action = applied.action
        if any(not event.accepted for event in applied.events):
            cue = Cue.REFUSED
        elif any(event.raw != 0 for event in applied.events):
            cue = Cue.SCORED
        elif action == DRAW:
            cue = Cue.DRAWN
        elif action == PASS:
            cue = Cue.KNOCKED
        else:
            cue = Cue.LAID
        self.cue(cue, self._landing_ms() if isinstance(action, Move) else 0)

    def replayed(self, entry: HistoryEntry) -> None:
        """A play stepped to in review, with the sound it made when it was played (heard
        only where sounds are asked for in review)."""
        if isinstance(entry, Played):
            self.cue(Cue.SCORED if entry.points else Cue.LAID, self._landing_ms())
        elif isinstance(entry, Drew):
            self.cue(Cue.DRAWN)
        else:
            self.cue(Cue.KNOCKED)

    def _on_turn_ready(self) -> None:
        seat = self.controller.human_to_move()
        # Once when the turn comes to the player, not again after their own draw.
        if seat is not None and seat != self._last_to_move:
            self.cue(Cue.YOUR_TURN)
        self._last_to_move = seat

    def _on_match_over(self, side: int) -> None:
        match, setup = self.controller.match, self.controller.setup
        if match is None or setup is None:
            return
        humans = {seat for seat, s in enumerate(setup.seats) if not s.is_ai}
        winners = set(match.seating.sides[side])
        self.cue(Cue.WON if not humans or humans & winners else Cue.LOST)
