"""The modes the window is in, and what each one shows and offers.

One value says what the table is for now: no match yet, a person playing, computers
watched, a match under review. The view the presenter is fed (whose hands may show) and
what the window offers (a finished match's next steps, saving the game) are read from the
mode here, not worked out again where each is needed. A puzzle is played in its own
dialog, which never changes the window's mode.
"""

from __future__ import annotations

from enum import Enum

from dominoes_qt.engine.seen import ViewKind


class AppMode(Enum):
    """What the window's table is for now."""

    NO_MATCH = "no match"
    """Nothing dealt yet: the keys that act on a match only say how to start one."""
    PLAYING = "playing"
    """A person sits at the table."""
    WATCHING = "watching"
    """Computers only at the table."""
    REVIEWING = "reviewing"
    """A position of a match shown for review: nobody moves."""


def mode_of(has_match: bool, reviewing: bool, computers_only: bool) -> AppMode:
    if not has_match:
        return AppMode.NO_MATCH
    if reviewing:
        return AppMode.REVIEWING
    return AppMode.WATCHING if computers_only else AppMode.PLAYING


def view_kind(mode: AppMode, computers_only: bool, all_hands: bool) -> ViewKind:
    """The view the presenter is fed in ``mode``. Every hand shows only on the coach's
    "show all hands" and only while nobody at the table is a person."""
    if computers_only and all_hands:
        return ViewKind.ALL_HANDS
    if mode is AppMode.REVIEWING:
        return ViewKind.REVIEW
    return ViewKind.WATCH if mode is AppMode.WATCHING else ViewKind.SEAT


def offers_next_steps(mode: AppMode) -> bool:
    """A finished match offers a new match and its review (not while reviewing it)."""
    return mode in (AppMode.PLAYING, AppMode.WATCHING)


def keeps_files(mode: AppMode) -> bool:
    """Saving and the file actions act on a match being played or watched."""
    return mode in (AppMode.PLAYING, AppMode.WATCHING)
