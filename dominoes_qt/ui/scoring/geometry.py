"""Pure arithmetic behind the score views: where a peg stands, what a tally shows.

Nothing here paints; the widgets draw exactly what these functions say, so the tests can
check the numbers without looking at pixels.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from dominoes_qt.engine import Rules, ScoreEvent

RAW_PER_HOLE = 5
"""Both games score in multiples of 5 raw, so one hole is the smallest step either can make."""

BELOW_ZERO = -1
"""The hole index of a peg marking a score under zero."""
START = 0
"""The hole index of a peg still in its start hole."""


@dataclass(frozen=True, slots=True)
class TrackScale:
    """How one game's scores map onto a track of holes.

    Holes are numbered 1..``game_hole``; ``game_hole`` is the target (61 in Five Up, 50 in
    Seven Rocks). Two extra positions sit off the track: :data:`START` and
    :data:`BELOW_ZERO`, and ``game_hole + 1`` is the spot past the game hole, used for a
    Seven Rocks score over 250 and for a refused Five Up event's ghost peg.
    """

    target: int
    """The raw score that wins."""
    display_divisor: int
    """Raw points per point the game shows (5 in Five Up, 1 in Seven Rocks)."""

    @classmethod
    def for_rules(cls, rules: Rules) -> TrackScale:
        return cls(rules.target, rules.display_divisor)

    @property
    def game_hole(self) -> int:
        return self.target // RAW_PER_HOLE

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
        # Scores are multiples of 5; a stray remainder stays in the hole already reached.
        hole = raw // RAW_PER_HOLE
        return self.past_game if hole > self.game_hole else hole

    def display(self, raw: int) -> int:
        """``raw`` in the units the game shows."""
        return raw // self.display_divisor


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
