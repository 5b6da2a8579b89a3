"""Guided first games: a prepared deal, every action scripted, a lesson at each step.

A game's guided game lives in its folder, as ``games/<game>/guide.py`` exporting ``GUIDE``
(or ``GUIDES``, one per rules object of a family; :mod:`dominoes_qt.games.books` finds
it); a game without one has none.

The learner sits at seat 0. A :class:`GuidedScript` fixes the deal, the starting
scores and every action of the round in order; the learner's steps wait for the learner,
the others are the computer's. :class:`GuidedGame` plays the script on a real
:class:`Match`: the engine decides legality and scores, the script only decides which of
the legal actions the lesson wants. Pure Python; the window shows it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from dominoes_qt.engine import (
    DRAW,
    PASS,
    Action,
    Illegal,
    Match,
    Move,
    Refusal,
    Rules,
    ScoreEvent,
    Tile,
    parse_tile,
)
from dominoes_qt.teaching.figures import play
from dominoes_qt.teaching.rulesbook import Text

LEARNER = 0
"""The learner's seat in every guided game."""


class Lesson(str, Enum):
    """What a step teaches (a guided game covers each of its game's lessons at least once)."""

    LEAD = "lead"
    MATCHING = "matching"
    DOUBLES = "doubles"
    SPINNERS = "spinners"
    SCORING = "scoring"
    DRAWING = "drawing"
    PASSING = "passing"
    EXACT_TARGET = "exact-target"
    SETTLEMENT = "settlement"


@dataclass(frozen=True)
class Step:
    seat: int
    action: Action
    lesson: Lesson | None = None
    text: Text | None = None
    """What to tell the learner before this step (None: the window describes the action)."""
    alternatives: tuple[Action, ...] = ()
    """Other actions the lesson accepts as the same step (an equivalent place)."""

    @property
    def accepted(self) -> tuple[Action, ...]:
        return (self.action, *self.alternatives)


@dataclass(frozen=True)
class GuidedScript:
    key: str
    rules: Rules
    num_players: int
    starter: int
    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]
    scores: tuple[int, ...]
    """Raw scores per side before the round (a preset, to reach the target quickly)."""
    intro: Text
    steps: tuple[Step, ...]
    outro: Text

    @property
    def lessons(self) -> frozenset[Lesson]:
        return frozenset(s.lesson for s in self.steps if s.lesson is not None)


class Verdict(str, Enum):
    """How the driver judged a learner's action."""

    DONE = "done"
    """The action the step asked for: made."""
    NOT_YOUR_TURN = "not-your-turn"
    """It is the computer's step; the window should let it play first."""
    OTHER_LEGAL = "other-legal"
    """Allowed by the rules, but not what this lesson asks for; nothing changed."""
    ILLEGAL = "illegal"
    """Refused by the rules (see ``Outcome.reason``); nothing changed."""
    FINISHED = "finished"
    """The guided game is over."""


@dataclass(frozen=True)
class Outcome:
    verdict: Verdict
    reason: Illegal | Refusal | None = None
    """The engine's reason for an illegal action."""
    events: tuple[ScoreEvent, ...] = ()


@dataclass
class GuidedGame:
    """Plays a script step by step on a real match.

    >>> from dominoes_qt.games.five_up.guide import GUIDE
    >>> game = GuidedGame(GUIDE)
    >>> game.step.seat == LEARNER, game.learner_acts(game.step.action).verdict.value
    (True, 'done')
    """

    script: GuidedScript
    match: Match = field(init=False)
    index: int = 0
    """The number of steps done."""
    events: list[tuple[ScoreEvent, ...]] = field(default_factory=list)
    """The events each step caused, one entry per step done."""

    def __post_init__(self) -> None:
        script = self.script
        self.match = Match(script.rules, script.num_players)
        self.match.scores = list(script.scores)
        self.match.deal_round(script.starter, script.hands, script.boneyard)

    @property
    def finished(self) -> bool:
        return self.index >= len(self.script.steps)

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.script.steps[self.index]

    @property
    def learner_to_act(self) -> bool:
        step = self.step
        return step is not None and step.seat == LEARNER

    def learner_acts(self, action: Action) -> Outcome:
        """Judge and, if it is the lesson's action, carry out the learner's ``action``."""
        step = self.step
        if step is None:
            return Outcome(Verdict.FINISHED)
        if step.seat != LEARNER:
            return Outcome(Verdict.NOT_YOUR_TURN)
        reason = self.match.check(action, LEARNER)
        if reason is not None:
            return Outcome(Verdict.ILLEGAL, reason)
        if action not in step.accepted:
            return Outcome(Verdict.OTHER_LEGAL)
        return Outcome(Verdict.DONE, events=self._do(action))

    def computer_acts(self) -> Outcome:
        """Carry out the next step when it belongs to a computer seat."""
        step = self.step
        if step is None:
            return Outcome(Verdict.FINISHED)
        if step.seat == LEARNER:
            return Outcome(Verdict.NOT_YOUR_TURN)
        return Outcome(Verdict.DONE, events=self._do(step.action))

    def _do(self, action: Action) -> tuple[ScoreEvent, ...]:
        step = self.script.steps[self.index]
        events = self.match.apply(action, step.seat).events
        self.events.append(events)
        self.index += 1
        return events


def check_script(script: GuidedScript) -> Match:
    """Play the whole script through the engine; raise ValueError at the first bad step.

    Each step must be legal for the seat to move, every alternative must be legal too, and
    the round (or the match) must be over after the last step.
    """
    game = GuidedGame(script)
    for number, step in enumerate(script.steps, 1):
        for action in step.accepted:
            reason = game.match.check(action, step.seat)
            if reason is not None:
                raise ValueError(f"{script.key} step {number} ({action}): {reason.value}")
        game._do(step.action)
    round_ = game.match.current
    if round_ is None or not (round_.is_over or game.match.is_over):
        raise ValueError(f"{script.key}: the round is not over after the last step")
    return game.match


def hands(*texts: str) -> tuple[tuple[Tile, ...], ...]:
    return tuple(tuple(parse_tile(t) for t in hand.split()) for hand in texts)


def tiles(text: str) -> tuple[Tile, ...]:
    return tuple(parse_tile(t) for t in text.split())


def steps(*rows: tuple[int, str] | tuple[int, str, Lesson, Text] | Step) -> tuple[Step, ...]:
    """Steps from short rows: (seat, action) or (seat, action, lesson, text)."""
    out: list[Step] = []
    for row in rows:
        if isinstance(row, Step):
            out.append(row)
            continue
        seat, text = row[0], row[1]
        action: Action = DRAW if text == "draw" else PASS if text == "pass" else play(text)
        if len(row) == 4:
            out.append(Step(seat, action, row[2], row[3]))
        else:
            out.append(Step(seat, action))
    return tuple(out)


def alternatives(*texts: str) -> tuple[Move, ...]:
    return tuple(play(t) for t in texts)
