"""The table's keys, written down once: the key handler, the menu shortcuts and the Keys
help text are all made from :data:`BINDINGS`."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence


class Command(Enum):
    """What a key asks the window to do."""

    CHOOSE_TILE = "choose-tile"
    """1-9: the tile in that place of the hand."""
    PREVIOUS_TILE = "previous-tile"
    NEXT_TILE = "next-tile"
    PREVIOUS_PLACE = "previous-place"
    NEXT_PLACE = "next-place"
    PLAY = "play"
    DRAW = "draw"
    PASS = "pass"
    HINT = "hint"
    COUNTING = "counting"
    CLEAR = "clear"
    ZOOM_IN = "zoom-in"
    ZOOM_OUT = "zoom-out"
    FIT = "fit"
    PAN_LEFT = "pan-left"
    PAN_RIGHT = "pan-right"
    PAN_UP = "pan-up"
    PAN_DOWN = "pan-down"
    READ_ENDS = "read-ends"
    """Say the open ends and their sum (for a screen reader's user)."""
    READ_HAND = "read-hand"
    READ_SCORES = "read-scores"
    READ_LAST = "read-last"
    READ_TURN = "read-turn"
    READ_BONEYARD = "read-boneyard"
    READ_BOARD = "read-board"
    """The whole board in play order, with where each tile joined."""
    READ_EVENTS = "read-events"
    """The last few things that happened, newest first."""


@dataclass(frozen=True)
class Binding:
    command: Command
    keys: tuple[Qt.Key, ...]
    """Plain keys, taken by the table's key handler."""
    shortcut: QKeySequence.StandardKey | str | None = None
    """The menu action's shortcut, for commands that have a menu action (a key sequence is
    made only once the application exists: Qt can not make a standard one before)."""
    shifted: bool = False
    """The keys are pressed with Shift (the arrows alone choose tiles and places)."""


_DIGITS = tuple(getattr(Qt.Key, f"Key_{i}") for i in range(1, 10))

BINDINGS: tuple[Binding, ...] = (
    Binding(Command.CHOOSE_TILE, _DIGITS),
    Binding(Command.PREVIOUS_TILE, (Qt.Key.Key_Left,)),
    Binding(Command.NEXT_TILE, (Qt.Key.Key_Right,)),
    Binding(Command.NEXT_PLACE, (Qt.Key.Key_Tab, Qt.Key.Key_Down)),
    Binding(Command.PREVIOUS_PLACE, (Qt.Key.Key_Backtab, Qt.Key.Key_Up)),
    Binding(Command.PLAY, (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)),
    Binding(Command.DRAW, (Qt.Key.Key_D,)),
    Binding(Command.PASS, (Qt.Key.Key_P,)),
    Binding(Command.HINT, (Qt.Key.Key_H,)),
    Binding(Command.COUNTING, (Qt.Key.Key_E,), "E"),
    Binding(Command.CLEAR, (Qt.Key.Key_Escape,)),
    Binding(Command.ZOOM_IN, (Qt.Key.Key_Plus, Qt.Key.Key_Equal),
            QKeySequence.StandardKey.ZoomIn),
    Binding(Command.ZOOM_OUT, (Qt.Key.Key_Minus,), QKeySequence.StandardKey.ZoomOut),
    Binding(Command.FIT, (Qt.Key.Key_0,), "Ctrl+0"),
    Binding(Command.PAN_LEFT, (Qt.Key.Key_Left,), shifted=True),
    Binding(Command.PAN_RIGHT, (Qt.Key.Key_Right,), shifted=True),
    Binding(Command.PAN_UP, (Qt.Key.Key_Up,), shifted=True),
    Binding(Command.PAN_DOWN, (Qt.Key.Key_Down,), shifted=True),
    Binding(Command.READ_ENDS, (Qt.Key.Key_O,)),
    Binding(Command.READ_HAND, (Qt.Key.Key_M,)),
    Binding(Command.READ_SCORES, (Qt.Key.Key_S,)),
    Binding(Command.READ_LAST, (Qt.Key.Key_L,)),
    Binding(Command.READ_TURN, (Qt.Key.Key_W,)),
    Binding(Command.READ_BONEYARD, (Qt.Key.Key_B,)),
    Binding(Command.READ_BOARD, (Qt.Key.Key_T,)),
    Binding(Command.READ_EVENTS, (Qt.Key.Key_R,)),
)

READING = (Command.READ_ENDS, Command.READ_HAND, Command.READ_SCORES, Command.READ_LAST,
           Command.READ_TURN, Command.READ_BONEYARD, Command.READ_BOARD, Command.READ_EVENTS)
"""The keys that say a part of the state aloud (through the screen reader)."""

_BY_KEY = {(key.value, binding.shifted): binding.command
           for binding in BINDINGS for key in binding.keys}
_DIGIT_VALUES = [key.value for key in _DIGITS]
_SHIFTED = {key.value for binding in BINDINGS if binding.shifted for key in binding.keys}


def command_for(key: int, shift: bool = False) -> tuple[Command, int] | None:
    """The command of ``key`` (pressed with Shift or not) and, for a digit, the hand place
    it names (0-based).

    Shift matters only for the keys bound with it; elsewhere it is ignored, since some
    keyboards need it for a key such as "+"."""
    command = _BY_KEY.get((key, shift and key in _SHIFTED))
    if command is None:
        return None
    return command, (_DIGIT_VALUES.index(key) if command is Command.CHOOSE_TILE else 0)


def shortcut(command: Command) -> QKeySequence:
    for binding in BINDINGS:
        if binding.command is command and binding.shortcut is not None:
            return QKeySequence(binding.shortcut)
    raise KeyError(command)


def _describe(command: Command) -> str:
    texts = {
        Command.CHOOSE_TILE: QCoreApplication.translate("Keys", "choose a tile"),
        Command.NEXT_PLACE: QCoreApplication.translate("Keys", "choose a place"),
        Command.PLAY: QCoreApplication.translate("Keys", "play"),
        Command.DRAW: QCoreApplication.translate("Keys", "draw"),
        Command.PASS: QCoreApplication.translate("Keys", "pass"),
        Command.HINT: QCoreApplication.translate("Keys", "hint"),
        Command.COUNTING: QCoreApplication.translate("Keys", "show or hide the counting ends"),
        Command.CLEAR: QCoreApplication.translate("Keys", "clear the choice"),
        Command.ZOOM_IN: QCoreApplication.translate("Keys", "zoom"),
        Command.FIT: QCoreApplication.translate("Keys", "fit the table"),
        Command.PAN_LEFT: QCoreApplication.translate("Keys", "move a zoomed board"),
        Command.READ_ENDS: QCoreApplication.translate("Keys", "say the open ends and their sum"),
        Command.READ_HAND: QCoreApplication.translate("Keys", "say my hand"),
        Command.READ_SCORES: QCoreApplication.translate("Keys", "say the scores"),
        Command.READ_LAST: QCoreApplication.translate("Keys", "say the last play"),
        Command.READ_TURN: QCoreApplication.translate("Keys", "say whose turn it is"),
        Command.READ_BONEYARD: QCoreApplication.translate("Keys", "say what is left to draw"),
        Command.READ_BOARD: QCoreApplication.translate(
            "Keys", "say the whole board in play order"),
        Command.READ_EVENTS: QCoreApplication.translate("Keys", "say the last events again"),
    }
    return texts[command]


# Commands that share one line of the help: the first names the line.
_LINES: tuple[tuple[Command, ...], ...] = (
    (Command.CHOOSE_TILE, Command.PREVIOUS_TILE, Command.NEXT_TILE),
    (Command.NEXT_PLACE, Command.PREVIOUS_PLACE),
    (Command.PLAY,),
    (Command.DRAW,),
    (Command.PASS,),
    (Command.HINT,),
    (Command.COUNTING,),
    (Command.CLEAR,),
    (Command.ZOOM_IN, Command.ZOOM_OUT),
    (Command.FIT,),
    (Command.PAN_LEFT, Command.PAN_RIGHT, Command.PAN_UP, Command.PAN_DOWN),
    *((command,) for command in READING),
)


def _key_name(key: Qt.Key) -> str:
    if key == Qt.Key.Key_Backtab:
        # Qt reports Shift+Tab as its own key; the player presses Shift and Tab.
        return QKeySequence("Shift+Tab").toString(QKeySequence.SequenceFormat.NativeText)
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def _keys_of(command: Command) -> list[str]:
    binding = next(b for b in BINDINGS if b.command is command)
    keys = binding.keys
    if keys == _DIGITS:
        return [f"{_key_name(keys[0])}-{_key_name(keys[-1])}"]
    if binding.shifted:
        return [QKeySequence(Qt.KeyboardModifier.ShiftModifier | k).toString(
            QKeySequence.SequenceFormat.NativeText) for k in keys]
    return [_key_name(k) for k in keys]


def help_text() -> str:
    """The Keys help, one line per command (or group of commands), in the language now set."""
    lines = []
    for commands in _LINES:
        names = [name for command in commands for name in _keys_of(command)]
        lines.append(f"{', '.join(names)}: {_describe(commands[0])}")
    return "\n".join(lines)


__all__ = ["BINDINGS", "READING", "Binding", "Command", "command_for", "help_text", "shortcut"]
