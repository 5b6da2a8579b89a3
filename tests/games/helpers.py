"""Builders for the games' tests: explicit deals in any game, the undealt tiles kept."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dominoes_qt.engine import Match, Need, Rules, ScoreEvent
from tests.engine.helpers import full_deal, move


def start(rules: Rules, hands: Sequence[str], starter: int = 0, boneyard_front: str = "",
          scores: Iterable[int] | None = None) -> Match:
    """A match whose next round deals these hands; every other tile is the boneyard (drawn
    from, or out of play in a game without drawing)."""
    match = Match(rules, len(hands))
    if scores is not None:
        match.scores[:] = list(scores)
    dealt, boneyard = full_deal(hands, boneyard_front)
    match.deal_round(starter, dealt, boneyard)
    return match


def play(match: Match, *moves: str) -> list[ScoreEvent]:
    """Lay each move in turn, with the forced draws and passes before each one (and after
    the last, so a round that can only end does)."""
    events: list[ScoreEvent] = []
    for text in moves:
        events += [e for a in _forced(match) for e in a]
        events += match.apply(move(text)).events
    events += [e for a in _forced(match) for e in a]
    return events


def _forced(match: Match) -> list[tuple[ScoreEvent, ...]]:
    """Carry out the draws and passes due now; the events each caused."""
    caused = []
    round_ = match.current
    while match.winner is None and round_ is not None and round_.need() not in (None,
                                                                                Need.PLAY):
        caused.append(match.apply(match.legal_actions()[0]).events)
    return caused


def one_per_family() -> list[Rules]:
    """One game of each family (the one with the lowest target): the games of a family
    differ in their target alone, so a test whose subject is not the target (the table's
    layout, its marks, a match in the window) learns nothing more from the others."""
    from dominoes_qt.games import GAMES

    chosen: dict[str, Rules] = {}
    for rules in GAMES.values():
        key = rules.family or rules.variant
        if key not in chosen or rules.target < chosen[key].target:
            chosen[key] = rules
    return list(chosen.values())
