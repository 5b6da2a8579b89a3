"""Information-set Monte Carlo tree search from the master's seat (measurement only).

Single-observer ISMCTS: one tree, whose nodes are what the master sees, the plays made
since the decision (seat, tile, place code). Every iteration

- draws a deal from the master's sampler: the iterations cycle through a fixed set of
  sampled deals, each picked as often as its weight says (so the tree sees the weighted
  posterior, not the sampler's raw one);
- walks down the tree on that deal: at each node the seat to move chooses, among the
  plays legal in this deal, by UCB1 on its own side's chance of winning the match,
  counting a child's chances only over the iterations in which it was legal; the first
  play of a node not yet tried is added to the tree;
- plays the round out from there by the master's rollout (watchful plies, then the
  randomized skilled policy) and gives every node on the way the value for the side
  that moved into it.

Every seat's plays deeper in the tree are then one choice per node for all deals that
reach it, which the master's one-ply rollouts never make. The master's own draws are not
part of the key (a simplification: it would see the drawn tile). The most visited first
play is chosen. The master's exact endgames come first. The budget is an iteration
count, so a seed and count give the same choice; only the view is read.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_right
from itertools import accumulate

from dominoes_qt.ai.knowledge import Deal, Knowledge
from dominoes_qt.ai.master import run
from dominoes_qt.ai.plays import value_of
from dominoes_qt.ai.rollout import Play, Rollout
from dominoes_qt.ai.sampler import Sampler
from dominoes_qt.engine import SeatView
from tools.lab.second_ply import Answer, opening

Edge = tuple[int, tuple[int, ...], Play]
"""A play as everyone sees it: the seat that made it, every hand's size then (draws and
passes differ between deals that reach one node), the tile and its place code."""

EXPLORATION = 0.5
"""UCB1's constant, for values that are chances in [0, 1]."""
DEALS = 64
"""Sampled deals the iterations cycle through (by weight)."""


class Node:
    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Edge, Node] = {}
        self.visits = 0
        self.total = 0.0
        """The sum of the values, for the side whose play led here."""
        self.available = 0
        """Iterations in which the play that leads here was legal at its parent."""


def search(view: SeatView, seed: int, iterations: int) -> Answer:
    """The most visited first play after ``iterations`` iterations, and each first
    play's mean chance of winning the match."""
    moves, plays, answer = opening(view, iterations)
    if answer is not None:
        return answer
    sampler = Sampler(Knowledge(view))
    rng = random.Random(f"{seed}|ismcts")
    deals: list[Deal] = []
    weights: list[float] = []
    for _ in range(4 * DEALS):
        deal, tiles = sampler.sample(rng)
        w = sampler.weight(tiles)
        if w > 0.0:
            deals.append(deal)
            weights.append(w)
        if len(deals) == DEALS:
            break
    if not deals:
        return moves[0], dict.fromkeys(moves, 0.0)
    cumulative = list(accumulate(weights))
    sides = len(view.scores)
    root = Node()
    first = (view.to_move, tuple(view.hand_counts))
    for _ in range(iterations):
        k = min(len(deals) - 1, bisect_right(cumulative, rng.random() * cumulative[-1]))
        deal = deals[k]
        sim = Rollout(view.rules, view.seating, view.board, deal.hands, deal.boneyard,
                      view.to_move, view.starter, view.scores, view.forced)
        path: list[tuple[Node, int]] = []
        node = root
        legal = [(*first, p) for p in plays]
        while True:
            for edge in legal:
                child = node.children.get(edge)
                if child is not None:
                    child.available += 1
            untried = [e for e in legal if e not in node.children]
            mover_side = sim.side_of[sim.to_move]
            if untried:
                edge = untried[rng.randrange(len(untried))]
                child = node.children[edge] = Node()
                child.available = 1
                sim.play(*edge[2])
                path.append((child, mover_side))
                break
            edge = _choose(node, legal)
            sim.play(*edge[2])
            node = node.children[edge]
            path.append((node, mover_side))
            if sim.ended:
                break
            sim.advance()
            if sim.ended:
                break
            seen = (sim.to_move, tuple(len(h) for h in sim.hands))
            legal = [(*seen, p) for p in sorted(set(sim.plays()))]
        if not sim.ended:
            run(sim, random.Random(rng.getrandbits(64)))
        values = [value_of(sim, s) for s in range(sides)]
        for visited, side in path:
            visited.visits += 1
            visited.total += values[side]
    tops = [root.children.get((*first, p), Node()) for p in plays]
    best = max(range(len(plays)), key=lambda i: (tops[i].visits, _mean(tops[i]), -i))
    return moves[best], {moves[i]: _mean(tops[i]) for i in range(len(plays))}


def _mean(node: Node) -> float:
    return node.total / node.visits if node.visits else 0.0


def _choose(node: Node, legal: list[Edge]) -> Edge:
    """UCB1 over the legal children (each tried already), by availability."""
    best: Edge | None = None
    best_score = -math.inf
    for edge in legal:
        child = node.children[edge]
        score = child.total / child.visits + EXPLORATION * math.sqrt(
            math.log(max(1, child.available)) / child.visits)
        if score > best_score:
            best, best_score = edge, score
    assert best is not None
    return best
