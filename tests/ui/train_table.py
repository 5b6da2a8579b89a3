"""A train game's table position, shown on the real window's scene (until the window deals
train games itself, the tests hand the scene the state the window would build)."""

from __future__ import annotations

import random
from typing import Any

from dominoes_qt.engine.trainboard import TrainMove
from dominoes_qt.engine.trains import TrainMatch, TrainView
from dominoes_qt.games.mexican_train import TRAIN_RULES
from dominoes_qt.ui.table import TableState
from dominoes_qt.ui.train_state import train_table_state

NAMES = ("You", "Olena", "Taras", "Mariia", "Bohdan", "Iryna", "Ostap", "Sofiia")


def played(players: int, plays: int, seed: int = 9) -> TrainMatch:
    """A seeded first round after ``plays`` tiles laid by random legal actions."""
    rng = random.Random(seed)
    match = TrainMatch(TRAIN_RULES, players, random.Random(seed))
    round_ = match.deal_round()
    laid = 0
    while round_.end is None and laid < plays:
        actions = match.legal_actions()
        action = actions[rng.randrange(len(actions))]
        match.apply(action)
        laid += isinstance(action, TrainMove)
    return match


def state_of(view: TrainView) -> TableState:
    names = NAMES[:view.num_players]
    return train_table_state(view, names, [f"{n} tiles" for n in view.hand_counts])


def show(window: Any, match: TrainMatch, seat: int = 0) -> TrainView:
    view = match.view_for(seat)
    window.scene.show_state(state_of(view))
    return view
