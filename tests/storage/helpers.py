"""Random legal games and position snapshots shared by the storage tests."""

from __future__ import annotations

import random
from typing import Any

from dominoes_qt.engine import Match
from dominoes_qt.engine.describe import describe
from dominoes_qt.games import GAMES

SETUPS: list[tuple[str, int]] = [("five-up-61", 2), ("five-up-61", 3), ("five-up-61", 4),
                                 ("seven-rocks", 4)]


def players_for(num_players: int, human_seats: set[int] | None = None) -> list[dict[str, Any]]:
    humans = {0} if human_seats is None else human_seats
    return [{"name": "You", "kind": "human"} if seat in humans
            else {"name": f"Computer {seat}", "kind": "ai", "level": "casual"}
            for seat in range(num_players)]


def random_match(variant: str, num_players: int, seed: int, steps: int) -> Match:
    """A match after up to ``steps`` random legal actions (deals included), then the
    forced draws and passes, as the window leaves it before asking a player."""
    rng = random.Random(seed)
    match = Match(GAMES[variant], num_players, rng=random.Random(seed + 1))
    for _ in range(steps):
        if match.is_over:
            break
        if match.needs_deal:
            match.deal_round()
            continue
        actions = match.legal_actions()
        match.apply(actions[rng.randrange(len(actions))])
    match.apply_forced()
    return match


def play_to_end(match: Match, seed: int) -> Match:
    rng = random.Random(seed)
    while not match.is_over:
        if match.needs_deal:
            match.deal_round()
            continue
        actions = match.legal_actions()
        match.apply(actions[rng.randrange(len(actions))])
    return match


def position(match: Match) -> dict[str, Any]:
    """Everything that makes up a position, in comparable form."""
    return {
        "scores": list(match.scores),
        "events": list(match.events),
        "winner": match.winner,
        "rounds": [
            {
                "starter": r.starter,
                "dealt": r.dealt,
                "deck": r.deck,
                "boneyard": r.boneyard,
                "hands": [list(h) for h in r.hands],
                "board": describe(r.board, r.rules),
                "to_move": r.to_move,
                "need": r.need(),
                "forced": r.forced,
                "plays": list(r.plays),
                "history": list(r.history),
                "end": r.end,
                "finisher": r.finisher,
            }
            for r in match.rounds
        ],
    }
