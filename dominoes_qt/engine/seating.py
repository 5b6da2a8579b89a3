"""Who sits where, who plays with whom."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Seating:
    """Seats 0..n-1 clockwise. Four players form two partnerships of opposite seats,
    unless the table plays each for themselves (``teams`` False).

    >>> Seating(4).sides
    ((0, 2), (1, 3))
    >>> Seating(3).sides
    ((0,), (1,), (2,))
    >>> Seating(4, teams=False).sides
    ((0,), (1,), (2,), (3,))
    """

    num_players: int
    teams: bool = True
    """Whether four players form two partnerships (False: each plays for themselves)."""
    side_by_seat: tuple[int, ...] = field(init=False, repr=False, compare=False)
    """Each seat's :meth:`side_of`, as a table (read for every scoring event)."""

    def __post_init__(self) -> None:
        # Frozen: the table is set once, through object.
        object.__setattr__(self, "side_by_seat",
                           tuple(self.side_of(seat) for seat in range(self.num_players)))

    @property
    def partnerships(self) -> bool:
        return self.teams and self.num_players == 4

    @property
    def num_sides(self) -> int:
        return 2 if self.partnerships else self.num_players

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Each side's seats, sides ordered by their lowest seat."""
        if self.partnerships:
            return ((0, 2), (1, 3))
        return tuple((seat,) for seat in range(self.num_players))

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat

    def partner_of(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self.partnerships else None

    def opponents_of(self, seat: int) -> tuple[int, ...]:
        side = self.side_of(seat)
        return tuple(s for s in range(self.num_players) if self.side_of(s) != side)

    def clockwise_from(self, seat: int) -> tuple[int, ...]:
        return tuple((seat + i) % self.num_players for i in range(self.num_players))
