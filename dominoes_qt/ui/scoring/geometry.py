"""Pure arithmetic behind the score views: where a peg stands, what a tally shows.

Nothing here paints; the widgets draw exactly what these functions say, so the tests can
check the numbers without looking at pixels.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from dominoes_qt import gamefacts
from dominoes_qt.engine import Rules, ScoreEvent

RAW_PER_HOLE = 5
"""The hole of a scale made without rules (a game scoring in fives)."""
MOST_HOLES = 121
"""The longest track drawn: a full cribbage board's 121 holes."""

BELOW_ZERO = -1
"""The hole index of a peg marking a score under zero."""
START = 0
"""The hole index of a peg still in its start hole."""


@dataclass(frozen=True, slots=True)
class TrackScale:
    """How one game's scores map onto a track of holes.

    Holes are numbered 1..``game_hole``; a hole is ``raw_per_hole`` raw points, the
    smallest step the game's score moves by (:func:`dominoes_qt.gamefacts.score_step`),
    so ``game_hole`` is the target (61 in Five Up, 50 in Seven Rocks). Two extra positions
    sit off the track: :data:`START` and :data:`BELOW_ZERO`, and ``game_hole + 1`` is the
    spot past the game hole, used for a score past the target and for a refused event's
    ghost peg.
    """

    target: int
    """The raw score that wins."""
    raw_per_point: int
    """Raw points per point the game shows (5 in Five Up, 1 in Seven Rocks)."""
    raw_per_hole: int = RAW_PER_HOLE

    @classmethod
    def for_rules(cls, rules: Rules) -> TrackScale:
        return cls(rules.target, gamefacts.raw_per_point(rules), gamefacts.score_step(rules))

    @property
    def fits(self) -> bool:
        """Whether a board can show this game: the target lands on a hole, and the track
        is no longer than a full cribbage board's."""
        return self.target % self.raw_per_hole == 0 and 0 < self.game_hole <= MOST_HOLES

    @property
    def game_hole(self) -> int:
        return self.target // self.raw_per_hole

    @property
    def past_game(self) -> int:
        return self.game_hole + 1

    @property
    def track_holes(self) -> int:
        """Holes before the game hole (60 in Five Up, 49 in Seven Rocks)."""
        return self.game_hole - 1

    def hole_for(self, raw: int) -> int:
        """The hole a peg marking ``raw`` points stands in.

        >>> five_up = TrackScale(305, 5)
        >>> [five_up.hole_for(r) for r in (-10, 0, 5, 300, 305, 310)]
        [-1, 0, 1, 60, 61, 62]
        """
        if raw < 0:
            return BELOW_ZERO
        # Scores are whole holes; a stray remainder stays in the hole already reached.
        hole = raw // self.raw_per_hole
        return self.past_game if hole > self.game_hole else hole

    def display(self, raw: int) -> int:
        """``raw`` in the units the game shows."""
        return raw // self.raw_per_point


def tally_marks(display_points: int) -> tuple[int, int]:
    """The paper tally of a score: (big X marks worth 10 each, single strokes).

    A score below zero is tallied by its size; the view marks it as negative.

    >>> tally_marks(23)
    (2, 3)
    """
    return divmod(abs(display_points), 10)


@dataclass(frozen=True, slots=True)
class Pegs:
    """The two pegs of one track: the raw score each marks and which one is in front.

    The front peg marks the current score, the back peg the score before the last change,
    so the last gain (or loss) is the distance between them.
    """

    scores: tuple[int, int] = (0, 0)
    front: int = 0

    @property
    def score(self) -> int:
        return self.scores[self.front]

    @property
    def previous(self) -> int:
        return self.scores[1 - self.front]

    def after(self, event: ScoreEvent) -> Pegs:
        """The pegs once ``event`` is applied: the back peg leaps to the new score.

        A refused event or one that changes nothing leaves the pegs where they are.
        """
        if not event.accepted or event.score_after == self.score:
            return self
        moving = 1 - self.front
        scores = list(self.scores)
        scores[moving] = event.score_after
        return replace(self, scores=(scores[0], scores[1]), front=moving)
