"""Computer players for the train games (Mexican Train), at every level.

They read only their seat's :class:`~dominoes_qt.engine.trains.TrainView`. The line games'
expert and master (:mod:`dominoes_qt.ai.expert`, :mod:`dominoes_qt.ai.master`) are built on
the line board and its scoring, so the train levels have searches of their own:

* beginner: any legal action, at random;
* casual: sheds its heaviest tile that fits, never stops a run early;
* skilled: plans the longest line of its hand from its own train's end and keeps that
  line for its own train, lays other tiles on the public trains first, lays a double only
  with a tile to cover it (or when nothing else fits), takes its marker off when it can,
  and sheds weight;
* expert: deals the hidden tiles many ways consistent with what it sees and plays the
  round out after each of its best few plays (every seat playing skilled-like), keeping
  the play that leaves it best placed against the others;
* master: the expert's search with more deals, dealt only in ways consistent with what
  every draw and pass showed (a seat that drew held no tile for any train open to it).

Every choice depends only on the view and the player's seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from dominoes_qt.engine.tiles import Tile
from dominoes_qt.engine.trainboard import MEXICAN, TrainBoard, TrainMove
from dominoes_qt.engine.trains import (
    STOP,
    TrainAction,
    TrainDrew,
    TrainPassed,
    TrainPlayed,
    TrainRound,
    TrainStopped,
    TrainView,
)

TRAIN_LEVELS: tuple[str, ...] = ("beginner", "casual", "skilled", "expert", "master")
EXPERT_DEALS = 8
"""Hidden deals the expert plays each of its candidate plays out on."""
MASTER_DEALS = 16
MARGIN = 6.0
"""Pips a play must save on average over the heuristic's choice for a search to take it."""
CANDIDATES = 4
"""Plays the searching levels look at: the skilled heuristic's best few."""
ROLLOUT_DEPTH = 60
"""Actions a rollout plays before the hands are counted as they stand."""
_PLAN_NODES = 4000
ROLLOUT_PLAN = 200
"""Nodes the rollouts' players search their plan in (a rollout makes many decisions)."""
"""Nodes the search for the longest line may visit (a hand of 15 tiles needs far fewer)."""


class TrainPlayer(Protocol):
    level: str

    def choose(self, view: TrainView) -> TrainAction:
        """A legal action for the seat of ``view`` (which must be to move)."""
        ...


def decision_rng(seed: int | None, view: TrainView) -> random.Random:
    """A random source fixed by the seed and the public position alone."""
    key = (f"{seed}|{view.rules.variant}|{view.round_number}|{view.seat}|"
           f"{len(view.history)}|{view.totals}|{sorted(view.hand)}|{len(view.board)}")
    return random.Random(key)


def _order_key(action: TrainAction) -> tuple[int, int, int]:
    if isinstance(action, TrainMove):
        key = action.train
        return (action.tile.a, action.tile.b, -1 if key is None else key)
    return (99, 99, 99)


def ordered(actions: Sequence[TrainAction]) -> list[TrainAction]:
    return sorted(actions, key=_order_key)


# --- the plan: the longest line from one's own train -----------------------------------


def longest_line(start: int, hand: Sequence[Tile], budget: int = _PLAN_NODES) -> list[Tile]:
    """The longest line of ``hand``'s tiles joining end to end from ``start`` (ties: the
    heavier), found by a bounded depth-first search."""
    by_number: dict[int, list[Tile]] = {}
    for tile in hand:
        by_number.setdefault(tile.a, []).append(tile)
        if tile.b != tile.a:
            by_number.setdefault(tile.b, []).append(tile)
    best: list[Tile] = []
    best_key = (0, 0)
    path: list[Tile] = []
    used: set[Tile] = set()
    visits = 0

    def walk(end: int, pips: int) -> None:
        nonlocal best, best_key, visits
        visits += 1
        key = (len(path), pips)
        if key > best_key:
            best_key = key
            best = list(path)
        if visits > budget:
            return
        for tile in by_number.get(end, ()):
            if tile in used:
                continue
            used.add(tile)
            path.append(tile)
            walk(tile.other(end), pips + tile.pips)
            path.pop()
            used.discard(tile)

    walk(start, 0)
    return best


def _double_worth(tile: Tile, hand: Sequence[Tile]) -> float:
    """What laying the double ``tile`` adds: with a tile to cover it, that tile comes off
    in the same turn (its pips, and a little more); without one, the seat must draw and
    may be left marked."""
    cover = max((t.pips for t in hand if t != tile and t.has(tile.a)), default=None)
    return -25.0 if cover is None else 10.0 + cover


def skilled_scores(view_hand: Sequence[Tile], seat: int, board: TrainBoard,
                   actions: Sequence[TrainAction], budget: int = _PLAN_NODES
                   ) -> list[tuple[float, TrainAction]]:
    """Each action with the skilled player's liking for it (higher is better);
    ``budget``: nodes the search for the plan may visit."""
    own = board.train(seat)
    plan = longest_line(own.open_end, view_hand, budget)
    plan_set = set(plan)
    scored: list[tuple[float, TrainAction]] = []
    for action in actions:
        if not isinstance(action, TrainMove):
            # Stopping a run keeps tiles in hand: only when nothing on the plan is left.
            scored.append((-5.0, action))
            continue
        tile, key = action
        score = float(tile.pips)
        if tile.is_double:
            score += _double_worth(tile, view_hand)
        if key == seat:
            if own.marker:
                score += 15.0
            if plan and tile == plan[0]:
                score += 10.0
            elif tile in plan_set:
                score -= 4.0
        else:
            score += -9.0 if tile in plan_set else 6.0
            if key is MEXICAN:
                score += 1.0
        scored.append((score, action))
    return scored


def _skilled_choice(hand: Sequence[Tile], seat: int, board: TrainBoard,
                    actions: Sequence[TrainAction]) -> TrainAction:
    scored = skilled_scores(hand, seat, board, actions)
    return max(scored, key=lambda sa: (sa[0], _order_key(sa[1])))[1]


# --- the levels ------------------------------------------------------------------------


def _only(view: TrainView) -> tuple[list[TrainAction], TrainAction | None]:
    actions = ordered(view.legal)
    if not actions:
        raise ValueError(f"seat {view.seat} is not to move")
    return actions, actions[0] if len(actions) == 1 else None


class RandomTrainPlayer:
    level = "beginner"

    def __init__(self, seed: int | None) -> None:
        self.seed = seed

    def choose(self, view: TrainView) -> TrainAction:
        actions, only = _only(view)
        if only is not None:
            return only
        plays = [a for a in actions if a is not STOP]
        return plays[decision_rng(self.seed, view).randrange(len(plays))]


class HeavyTrainPlayer:
    level = "casual"

    def __init__(self, seed: int | None) -> None:
        self.seed = seed

    def choose(self, view: TrainView) -> TrainAction:
        actions, only = _only(view)
        if only is not None:
            return only
        plays = [a for a in actions if isinstance(a, TrainMove)]
        seat = view.seat
        return max(plays, key=lambda a: (a.tile.pips, a.train == seat, _order_key(a)))


class SkilledTrainPlayer:
    level = "skilled"

    def __init__(self, seed: int | None) -> None:
        self.seed = seed

    def choose(self, view: TrainView) -> TrainAction:
        actions, only = _only(view)
        if only is not None:
            return only
        return _skilled_choice(view.hand, view.seat, view.board, actions)


class SearchTrainPlayer:
    """Expert and master: rollouts over hidden deals (see the module's docstring)."""

    def __init__(self, level: str, seed: int | None, deals: int, infer: bool) -> None:
        self.level = level
        self.seed = seed
        self.deals = deals
        self.infer = infer

    def choose(self, view: TrainView) -> TrainAction:
        actions, only = _only(view)
        if only is not None:
            return only
        scored = sorted(skilled_scores(view.hand, view.seat, view.board, actions),
                        key=lambda sa: (-sa[0], _order_key(sa[1])))
        candidates = [a for _, a in scored[:CANDIDATES]]
        if len(candidates) == 1:
            return candidates[0]
        rng = decision_rng(self.seed, view)
        voids = inferred_voids(view) if self.infer else {}
        totals = [0.0] * len(candidates)
        for _ in range(self.deals):
            base = determinize(view, rng, voids)
            for i, action in enumerate(candidates):
                totals[i] += rollout(base.copy(), action, view.seat)
        # The heuristic's own choice stands unless the play-outs find another clearly
        # better: a play-out's result swings by tens of pips, a few deals' mean too.
        best = min(range(len(candidates)), key=lambda i: (totals[i], i))
        if totals[0] - totals[best] < MARGIN * self.deals:
            best = 0
        return candidates[best]


def make_train_player(level: str, seed: int | None = None) -> TrainPlayer:
    if level == "beginner":
        return RandomTrainPlayer(seed)
    if level == "casual":
        return HeavyTrainPlayer(seed)
    if level == "skilled":
        return SkilledTrainPlayer(seed)
    if level == "expert":
        return SearchTrainPlayer("expert", seed, EXPERT_DEALS, infer=False)
    if level == "master":
        return SearchTrainPlayer("master", seed, MASTER_DEALS, infer=True)
    raise ValueError(f"unknown level {level!r} (levels: {', '.join(TRAIN_LEVELS)})")


# --- the searches' pieces ---------------------------------------------------------------


def inferred_voids(view: TrainView) -> dict[int, frozenset[int]]:
    """For each other seat, numbers its hand cannot hold: those it could have played on at
    its latest draw (or pass with nothing to draw). It has gained no tile since, but the
    one drawn then, which did not fit either or was laid at once."""
    rules = view.rules
    scratch = TrainRound(rules, view.num_players, view.round_number, view.starter,
                         [[] for _ in range(view.num_players)], ())
    board = scratch.board
    voids: dict[int, frozenset[int]] = {}
    mover: int | None = None
    drew_this_turn = False
    for entry in view.history:
        if entry.seat != mover:
            if mover is not None and not rules.double_binds_all:
                board.open_doubles.clear()
            mover = entry.seat
            drew_this_turn = False
        if isinstance(entry, TrainPlayed):
            board.lay(entry.move, entry.seat)
            if entry.move.train == entry.seat:
                board.train(entry.seat).marker = False
            continue
        if isinstance(entry, TrainStopped):
            continue
        if isinstance(entry, TrainDrew) or (isinstance(entry, TrainPassed)
                                            and not drew_this_turn):
            double = scratch.binding(entry.seat)
            numbers = {double.tile.a} if double is not None else {
                board.train(k).open_end for k in scratch.open_to(entry.seat)}
            voids[entry.seat] = frozenset(numbers)
        if isinstance(entry, TrainDrew):
            drew_this_turn = True
        if isinstance(entry, TrainPassed):
            board.train(entry.seat).marker = True
    voids.pop(view.seat, None)
    return voids


def determinize(view: TrainView, rng: random.Random,
                voids: dict[int, frozenset[int]]) -> TrainRound:
    """A round as it may stand: the hidden tiles dealt to the other hands and the boneyard
    at random, the seats in ``voids`` given none of their numbers where that is possible."""
    unseen = sorted(view.unseen)
    rng.shuffle(unseen)
    hands: list[list[Tile]] = [[] for _ in range(view.num_players)]
    hands[view.seat] = list(view.hand)
    pool = list(unseen)
    order = sorted((s for s in range(view.num_players) if s != view.seat),
                   key=lambda s: -len(voids.get(s, ())))
    for seat in order:
        need = view.hand_counts[seat]
        banned = voids.get(seat, frozenset())
        fitting = [t for t in pool if t.a not in banned and t.b not in banned]
        if len(fitting) < need:
            fitting = pool
        chosen = fitting[:need]
        hands[seat] = chosen
        taken = set(chosen)
        pool = [t for t in pool if t not in taken]
    return TrainRound.from_view(view, hands, pool)


def _rollout_choice(round_: TrainRound, actions: Sequence[TrainAction]) -> TrainAction:
    """The rollouts' policy: the skilled player's, its plan searched more briefly."""
    seat = round_.to_move
    scored = skilled_scores(round_.hands[seat], seat, round_.board, actions, ROLLOUT_PLAN)
    return max(scored, key=lambda sa: (sa[0], _order_key(sa[1])))[1]


def rollout(round_: TrainRound, action: TrainAction, seat: int) -> float:
    """``seat``'s standing after ``action`` and a quick play-out: its points minus the
    others' average (lower is better)."""
    round_.apply(action)
    steps = 0
    while round_.end is None and steps < ROLLOUT_DEPTH:
        actions = round_.legal_actions()
        round_.apply(actions[0] if len(actions) == 1 else _rollout_choice(round_, actions))
        steps += 1
    scores = round_.scores()
    others = [s for i, s in enumerate(scores) if i != seat]
    return scores[seat] - sum(others) / len(others)


__all__ = ["TRAIN_LEVELS", "TrainPlayer", "determinize", "inferred_voids",
           "longest_line", "make_train_player", "rollout", "skilled_scores"]
