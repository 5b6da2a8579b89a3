"""The worked positions of the rules, as plays the real engine lays out.

A figure is a short series of positions the reader steps through; each position is the
list of plays that builds it from an empty table. Nothing here is drawn or counted by
hand: :func:`build_board` lays the plays on an engine :class:`Board`, and the board says
what every end contributes.
"""

from __future__ import annotations

from dataclasses import dataclass

from dominoes_qt.engine import Board, End, Move, Rules, parse_tile


def play(text: str) -> Move:
    """A move in the short form ``"1|4"`` (a lead) or ``"3|4@4|4.lineB"``.

    >>> play("1|1@1|4.low")
    Move(tile=Tile(a=1, b=1), at=Tile(a=1, b=4), end=<End.LOW: 'low'>)
    """
    if "@" not in text:
        return Move(parse_tile(text))
    laid, _, where = text.partition("@")
    at, _, end = where.partition(".")
    return Move(parse_tile(laid), parse_tile(at), End(end))


@dataclass(frozen=True)
class Position:
    """One worked position: the plays that build it, the last one being the one shown."""

    plays: tuple[Move, ...]

    @property
    def last(self) -> Move:
        return self.plays[-1]


@dataclass(frozen=True)
class Figure:
    """A series of positions shown one at a time, with back/next."""

    key: str
    positions: tuple[Position, ...]


def line(*texts: str, show_from: int = 1) -> tuple[Position, ...]:
    """The positions after each play of one sequence, from play ``show_from`` (1-based) on."""
    moves = tuple(play(t) for t in texts)
    return tuple(Position(moves[:n]) for n in range(max(show_from, 1), len(moves) + 1))


def build_board(rules: Rules, position: Position) -> Board:
    """Lay the position's plays on a fresh board of ``rules``; every play is checked."""
    board = Board(rules.spinners, rules.double)
    for move in position.plays:
        problem = board.check(move)
        if problem is not None:
            raise ValueError(f"{move}: {problem.value}")
        board.place(move)
    return board


_OPENING = ("1|4", "1|1@1|4.low", "4|4@1|4.high", "3|4@4|4.lineB")
_BRANCHES = (
    *_OPENING,
    "1|2@1|1.lineB",
    "1|5@1|1.branchA",
    "5|5@1|5.high",
    "0|5@5|5.lineB",
    "1|3@1|1.branchB",
)

FIGURES: dict[str, Figure] = {
    figure.key: figure
    for figure in (
        # A double at the end of its line counts both halves; once passed it counts nothing.
        # A lead double counts its two halves once, not once per open side.
        Figure("doubles", (*line(*_OPENING, show_from=3), *line("2|2"))),
        # Branches open only once both line sides are filled (the full worked sequence).
        Figure("branches", line(*_BRANCHES, show_from=5)),
        # From end sum to points: 5 scores, 6 does not, 15 scores, 0 never does.
        Figure(
            "scoring",
            (*line("1|4", "1|1@1|4.low"), *line("3|6", "6|6@3|6.high", "2|6@6|6.lineB"),
             *line("0|0")),
        ),
    )
}
"""Every figure of the rules book, by key. The same plays serve both games; the engine
decides which doubles spin."""
