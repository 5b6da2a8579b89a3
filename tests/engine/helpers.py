"""Small builders shared by the engine tests: tiles from text, explicit deals, scripted plays."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dominoes_qt.engine import (
    FULL_SET,
    End,
    Match,
    Move,
    Round,
    Rules,
    ScoreEvent,
    Tile,
    parse_tile,
)


def tiles(text: str) -> list[Tile]:
    """``"1|4 0|3 2|2"`` -> the tiles, in that order."""
    return [parse_tile(part) for part in text.split()]


def move(text: str) -> Move:
    """``"1|4"`` is a lead; ``"1|1 1|4 low"`` lays [1|1] on the low end of [1|4]."""
    parts = text.split()
    if len(parts) == 1:
        return Move(parse_tile(parts[0]))
    laid, at, end = parts
    return Move(parse_tile(laid), parse_tile(at), End(end))


def full_deal(
    hands: Sequence[str], boneyard_front: str = ""
) -> tuple[list[list[Tile]], list[Tile]]:
    """The hands as given; the boneyard starts with ``boneyard_front`` and holds every other
    tile after it in set order, so each test names only the tiles it cares about."""
    dealt = [tiles(h) for h in hands]
    front = tiles(boneyard_front)
    used = {t for hand in dealt for t in hand} | set(front)
    return dealt, front + [t for t in FULL_SET if t not in used]


def start(
    rules: Rules,
    hands: Sequence[str],
    starter: int = 0,
    boneyard_front: str = "",
    scores: Iterable[int] | None = None,
) -> Match:
    """A match whose next round has this explicit deal (and, optionally, these scores)."""
    match = Match(rules, len(hands))
    if scores is not None:
        # Scores are set directly so a test can start next to the target.
        match.scores[:] = list(scores)
    dealt, boneyard = full_deal(hands, boneyard_front)
    match.deal_round(starter, dealt, boneyard if rules.draws else [])
    return match


def play(match: Match, *moves: str) -> list[ScoreEvent]:
    """Lay each move in turn, carrying out the forced draws and passes before each one."""
    events: list[ScoreEvent] = []
    for text in moves:
        match.apply_forced()
        events += match.apply(move(text)).events
    return events


def current(match: Match) -> Round:
    round_ = match.current
    assert round_ is not None
    return round_


def conserved(round_: Round) -> bool:
    """Hands, boneyard and table hold the 28 tiles, each exactly once."""
    everywhere = [t for hand in round_.hands for t in hand]
    everywhere += list(round_.boneyard) + list(round_.board.tiles)
    return len(everywhere) == 28 and set(everywhere) == set(FULL_SET)
