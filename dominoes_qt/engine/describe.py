"""A board described in the terms of the rules: tiles, spinners, joins, places, counts.

The description is data first (:class:`BoardDescription`); :func:`format_description`
turns it into text with a :class:`Wording`, so the window can supply translated words
and reuse the same structure.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dominoes_qt.engine.board import Board, Connection, Contribution, End, Place
from dominoes_qt.engine.rules import Rules
from dominoes_qt.engine.tiles import Tile


@dataclass(frozen=True, slots=True)
class BoardDescription:
    tiles: tuple[Tile, ...]
    """In the order they were laid."""
    spinners: tuple[Tile, ...]
    connections: tuple[Connection, ...]
    places: tuple[Place, ...]
    contributions: tuple[Contribution, ...]
    end_sum: int
    points: int
    """What the open ends score now, by the game's rules."""


def describe(board: Board, rules: Rules) -> BoardDescription:
    return BoardDescription(
        tiles=board.tiles,
        spinners=board.spinner_tiles(),
        connections=tuple(board.connections()),
        places=tuple(board.places()),
        contributions=tuple(board.contributions()),
        end_sum=board.end_sum,
        points=rules.end_points(board.end_sum),
    )


def closed_branches(board: Board, tile: Tile) -> list[Place]:
    """The side branches of a spinner that ``tile`` matches but may not join yet.

    A spinner's branches open only once both sides of its line are filled: a tile laid
    there is the likeliest wrong try, so the window marks these places as closed.
    """
    closed: list[Place] = []
    for spinner in board.spinner_tiles():
        if not tile.has(spinner.a):
            continue
        for end in (End.BRANCH_A, End.BRANCH_B):
            if board.place_value(spinner, end) is None and board.child_at(spinner, end) is None:
                closed.append(Place(spinner, end, spinner.a))
    return closed


@dataclass(frozen=True)
class Wording:
    """The words a description is written with. English by default."""

    end_names: dict[End, str] = field(
        default_factory=lambda: {
            End.LOW: "low end",
            End.HIGH: "high end",
            End.LINE_A: "line A",
            End.LINE_B: "line B",
            End.BRANCH_A: "branch A",
            End.BRANCH_B: "branch B",
        }
    )
    tiles: str = "Tiles"
    spinners: str = "Spinners"
    connections: str = "Joins"
    places: str = "Open places"
    contributions: str = "Counting ends"
    points: str = "Points for the play"
    none: str = "none"


def format_description(desc: BoardDescription, words: Wording | None = None) -> str:
    """One paragraph, one sentence per part of the description."""
    w = words or Wording()

    def listed(items: list[str], sep: str = ", ") -> str:
        return sep.join(items) if items else w.none

    joins = [
        f"{c.parent.bracketed()} ({w.end_names[c.parent_end]}) – "
        f"{c.child.bracketed()} ({w.end_names[c.child_end]})"
        for c in desc.connections
    ]
    places = [f"{p.tile.bracketed()} ({w.end_names[p.end]}, {p.value})" for p in desc.places]
    counts = [f"{c.tile.bracketed()}: {c.value}" for c in desc.contributions]
    summed = " + ".join(str(c.value) for c in desc.contributions) or "0"
    return " ".join(
        [
            f"{w.tiles}: {listed([t.bracketed() for t in desc.tiles])}.",
            f"{w.spinners}: {listed([t.bracketed() for t in desc.spinners])}.",
            f"{w.connections}: {listed(joins, '; ')}.",
            f"{w.places}: {listed(places, '; ')}.",
            f"{w.contributions}: {listed(counts, '; ')} ({summed} = {desc.end_sum}).",
            f"{w.points}: {desc.points}.",
        ]
    )
