"""A model of how the computer levels lay their tiles, fitted to their game records.

The sampler weighs a deal by how natural the other seats' plays would have been in it:
a seat that could lay any tile of its hand that fits lays ``t`` with a chance in
proportion to ``exp(w . f(t))``, where ``f(t)`` is (pips of ``t``, 1 for a double, the
points ``t`` scores at its best place). The fixed weights the sampler was written with
are a guess; this module fits ``w`` to the plays in game records by maximum likelihood
(each play is a choice among the tiles of the true hand that fitted then) and measures a
model by what matters to the master: the log-likelihood of the true hidden tiles, the
exact posterior over every deal the view allows (:func:`~dominoes_qt.ai.endgame.deals`),
on records the fit never saw.

``python -m tools.lab.opponent_model FIT_DIR... --held-out DIR...`` fits on the
records of the first folders and compares the models on the others.

The master's sampler keeps the fixed weights: fitted to the expert's and the master's
plays in a two-player game with a boneyard, the weights predict held-out plays better,
but they do not give the true deal a higher posterior in the late positions where every
deal can be listed, and that is the test a model has to pass to be used.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from dominoes_qt.ai import endgame
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.playout import _judge_play, end_sum_after
from dominoes_qt.ai.sampler import (
    DOUBLE_WEIGHT,
    PIP_WEIGHT,
    TEMPERATURE,
    Model,
    Odds,
    Sampler,
    _odds,
)
from dominoes_qt.engine import Board, Drew, Match, Move, Rules, SeatView, Tile
from dominoes_qt.games.records import parse_record, read_record

Weights = tuple[float, ...]
"""Per pip, per double, per point scored (and, for the judged features, per win)."""

NATURAL: Weights = (PIP_WEIGHT / TEMPERATURE, DOUBLE_WEIGHT / TEMPERATURE, 1 / TEMPERATURE)
"""The sampler's fixed weights."""


FITTED_WEIGHTS: Weights = (0.032, 1.198, 0.2718, 4.603)
"""The judged model's weights, per pip, per double, per accepted point and for a play that
wins the match: fitted by :func:`compare_judged` to 13,129 choices of the expert and the
master in Exact 61 Five Up, two players (the win's weight held back by the fit's ridge:
every level above casual always takes a match win). The master weighed deals by this
model while it was on trial, and gained nothing by it (docs/MASTER-STRENGTH.md)."""
def judged_features(rules: Rules, side: int, score: int, board: Board,
                    t: Tile) -> tuple[float, float, float, float] | None:
    """(pips, 1 for a double, the points accepted at ``t``'s best place, 1 if some place
    wins the match) for a seat of ``side`` with ``score`` (None: ``t`` does not fit).

    The best place wins if any does, else scores the most that would count."""
    points = rules.points_by_end_sum
    double = 1.0 if t.is_double else 0.0
    sums = ([t.pips] if board.is_empty else
            [end_sum_after(board, Move(t, place.tile, place.end)) for place in board.places()
             if place.value == t.a or place.value == t.b])
    if not sums:
        return None
    best = 0
    wins = False
    for total in sums:
        raw = points[total]
        if not raw:
            continue
        accepted, won = _judge_play(rules, side, score, raw)
        if won:
            wins = True
        elif accepted and raw > best:
            best = raw
    return float(t.pips), double, float(best), 1.0 if wins else 0.0


def judged_model(weights: Weights = FITTED_WEIGHTS) -> Model:
    """The model of a player that knows the match, with ``weights``: exp(weights .
    judged_features) (0 if the tile does not fit), for :class:`Sampler`'s ``model``."""

    def odds(rules: Rules, side: int, score: int, board: Board, t: Tile) -> float:
        f = judged_features(rules, side, score, board, t)
        if f is None:
            return 0.0
        return math.exp(sum(w * x for w, x in zip(weights, f, strict=True)))

    return odds


judged_odds = judged_model()
"""The judged model with the fitted weights."""


def features(points: Sequence[int], board: Board, t: Tile) -> tuple[float, float, float] | None:
    """``f(t)`` on ``board`` (None if ``t`` does not fit)."""
    double = 1.0 if t.is_double else 0.0
    if board.is_empty:
        return float(t.pips), double, float(points[t.pips])
    best: int | None = None
    for place in board.places():
        if place.value != t.a and place.value != t.b:
            continue
        scored = points[end_sum_after(board, Move(t, place.tile, place.end))]
        if best is None or scored > best:
            best = scored
    return None if best is None else (float(t.pips), double, float(best))


def odds_for(weights: Weights) -> Odds:
    """The sampler's model of a player with ``weights``."""
    a, b, c = weights

    def odds(points: Sequence[int], board: Board, t: Tile) -> float:
        f = features(points, board, t)
        return 0.0 if f is None else math.exp(a * f[0] + b * f[1] + c * f[2])

    return odds


@dataclass(frozen=True)
class Choice:
    """One play with a choice: the features of each tile that fitted, and which was laid."""

    options: tuple[tuple[float, ...], ...]
    laid: int


@dataclass(frozen=True)
class Moment:
    """A seat to move with a choice, its view and the true deal of the hidden tiles."""

    view: SeatView
    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]


def walk(text: str) -> Iterator[tuple[Match, int, Move]]:
    """Every play of a record: the match just before it, the seat and its move."""
    record = parse_record(text)
    match = Match(record.rules, len(record.players))
    for recorded in record.rounds:
        match.deal_round(starter=recorded.starter, hands=recorded.hands,
                         boneyard=recorded.boneyard)
        for play in recorded.plays:
            match.apply_forced()
            round_ = match.current
            assert round_ is not None
            if round_.end is not None or match.winner is not None:
                break
            yield match, round_.to_move, play.move
            match.apply(play.move)
        match.apply_forced()


def choices(text: str, judged: bool = False,
            levels: frozenset[str] | None = None) -> Iterator[Choice]:
    """Every play of a record made with more than one tile that fitted (``judged``: with
    :func:`~dominoes_qt.ai.sampler.judged_features`; ``levels``: only by seats of these
    levels)."""
    seat_levels = [str(p.get("level", "")) for p in parse_record(text).players]
    for match, seat, move in walk(text):
        if levels is not None and seat_levels[seat] not in levels:
            continue
        round_ = match.current
        assert round_ is not None
        history = round_.history
        if round_.forced is not None or (history and isinstance(history[-1], Drew)
                                         and history[-1].seat == seat):
            continue
        points = match.rules.points_by_end_sum
        side = match.seating.side_of(seat)
        score = match.scores[side]
        options: list[tuple[float, ...]] = []
        laid = -1
        for t in sorted(set(round_.hands[seat])):
            f = (judged_features(match.rules, side, score, round_.board, t) if judged
                 else features(points, round_.board, t))
            if f is not None:
                if t == move.tile:
                    laid = len(options)
                options.append(f)
        if len(options) > 1 and laid >= 0:
            yield Choice(tuple(options), laid)


def moments(text: str, most_unseen: int = endgame.MAX_UNSEEN) -> Iterator[Moment]:
    """Every seat to move with a choice that sees at most ``most_unseen`` tiles it cannot
    place."""
    for match, seat, _ in walk(text):
        view = match.view_for(seat)
        if len(view.unseen) > most_unseen or len(view.legal_actions()) < 2:
            continue
        round_ = match.current
        assert round_ is not None
        yield Moment(view, tuple(tuple(sorted(h)) for h in round_.hands),
                     tuple(round_.deck[round_.drawn:]))


def log_likelihood(data: Sequence[Choice], weights: Weights) -> float:
    total = 0.0
    for choice in data:
        scores = [sum(w * x for w, x in zip(weights, f, strict=True)) for f in choice.options]
        top = max(scores)
        total += scores[choice.laid] - top - math.log(sum(math.exp(s - top) for s in scores))
    return total


def fit(data: Sequence[Choice], start: Weights = NATURAL, steps: int = 30,
        ridge: float = 0.0) -> Weights:
    """The maximum-likelihood weights (Newton's method on the concave log-likelihood),
    less ``ridge / 2`` times their squared length: a feature that always decides (a match
    win is always taken) would otherwise have no finite best weight."""
    w = list(start)
    n = len(w)
    for _ in range(steps):
        grad = [-ridge * x for x in w]
        hess = [[-ridge if j == m else 0.0 for m in range(n)] for j in range(n)]
        for choice in data:
            scores = [sum(a * x for a, x in zip(w, f, strict=True)) for f in choice.options]
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            z = sum(exps)
            p = [e / z for e in exps]
            mean = [sum(p[k] * f[j] for k, f in enumerate(choice.options)) for j in range(n)]
            laid = choice.options[choice.laid]
            for j in range(n):
                grad[j] += laid[j] - mean[j]
                for m in range(n):
                    hess[j][m] -= sum(p[k] * f[j] * f[m] for k, f in enumerate(choice.options)
                                      ) - mean[j] * mean[m]
        step = _solve(hess, [-g for g in grad])
        w = [a + d for a, d in zip(w, step, strict=True)]
        if max(abs(d) for d in step) < 1e-9:
            break
    return tuple(w)


def _solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    """``matrix x = rhs`` by Gaussian elimination, a tiny ridge added so that a feature
    that never varies does not make it singular."""
    n = len(rhs)
    a = [[matrix[i][j] - (1e-9 if i == j else 0.0) for j in range(n)] + [rhs[i]]
         for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col:
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col], strict=True)]
    return [a[i][n] / a[i][i] for i in range(n)]


def true_deal_log_posterior(moment: Moment, odds: Odds | None,
                            most_deals: int = endgame.MAX_DEALS) -> float | None:
    """The log of the chance the model gives the true deal among every deal the view
    allows (None: no evidence model, every allowed deal equally likely; None returned
    when the deals are too many to list)."""
    view = moment.view
    listed = endgame.deals(view, most_deals, Sampler(Knowledge(view), odds is not None, odds))
    if not listed:
        return None
    total = sum(w for _, w in listed)
    for deal, w in listed:
        same = all(tuple(sorted(deal.hands[s])) == moment.hands[s]
                   for s in range(len(deal.hands)))
        if same and (not view.rules.draws or tuple(deal.boneyard) == moment.boneyard):
            return math.log(w / total)
    raise ValueError("the true deal is not among the deals the view allows")


def true_hands_log_posterior(moment: Moment, sampler: Sampler,
                             most_fillings: int = 40_000) -> float | None:
    """The log of the chance ``sampler``'s weights give the true hidden hands among every
    filling of the hidden slots the view allows (the boneyard's order left out: no model
    of a player weighs it); None when there are more than ``most_fillings``."""
    groups = endgame._groups(sampler)
    tiles: list[Tile | None] = [None] * len(sampler.slots)
    seats = [slot.seat for slot in sampler.slots]
    total = 0.0
    true = None
    for count, _ in enumerate(endgame._fillings(sampler, groups, 0, set(), tiles)):
        if count >= most_fillings:
            return None
        filled = [t for t in tiles if t is not None]
        w = sampler.weight(filled)
        total += w
        hands: dict[int, list[Tile]] = {}
        for seat, t in zip(seats, filled, strict=True):
            hands.setdefault(seat, []).append(t)
        if all(tuple(sorted(h)) == moment.hands[seat] for seat, h in hands.items()):
            true = w
    if true is None:
        raise ValueError("the true hands are not among the fillings the view allows")
    return math.log(true / total) if true > 0 else -math.inf


def compare_judged(fit_texts: Sequence[str], held_texts: Sequence[str],
                   most_moments: int, most_fillings: int) -> Weights:
    """Fit the judged model to ``fit_texts`` and compare it with the fixed weights on
    ``held_texts``: per choice, and by the true hands' posterior at every seat to move
    with a choice (printed); returns the fitted weights."""
    data = [c for text in fit_texts for c in choices(text, judged=True)]
    start = (*NATURAL, 1.0)
    fitted = fit(data, start, ridge=1.0)
    print(f"judged model fitted on {len(data)} choices: weights "
          f"{tuple(round(x, 4) for x in fitted)}")
    held = [c for text in held_texts for c in choices(text, judged=True)]
    print(f"held-out choices {len(held)}: log-likelihood per choice natural "
          f"{log_likelihood(held, (*start[:3], 0.0)) / len(held):.4f}, judged "
          f"{log_likelihood(held, fitted) / len(held):.4f}")
    model = judged_model(fitted)
    diffs: list[float] = []
    means = [0.0, 0.0, 0.0]
    for text in held_texts:
        for moment in moments(text, most_unseen=28):
            knowledge = Knowledge(moment.view)
            found = [true_hands_log_posterior(moment, Sampler(knowledge, False),
                                              most_fillings),
                     true_hands_log_posterior(moment, Sampler(knowledge, odds=_odds),
                                              most_fillings),
                     true_hands_log_posterior(
                         moment, Sampler(knowledge, model=model),
                         most_fillings)]
            if any(v is None or v == -math.inf for v in found):
                continue
            values = [v for v in found if v is not None]
            diffs.append(values[2] - values[1])
            for k in range(3):
                means[k] += values[k]
            if len(diffs) >= most_moments:
                break
        if len(diffs) >= most_moments:
            break
    n = max(1, len(diffs))
    mean = sum(diffs) / n
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1))
    print(f"held-out positions: {len(diffs)}; mean log posterior of the true hands: "
          f"uniform {means[0] / n:.4f}, natural {means[1] / n:.4f}, judged "
          f"{means[2] / n:.4f} (judged - natural {mean:+.4f} +- "
          f"{1.96 * spread / math.sqrt(n):.4f})")
    return fitted


def _texts(folders: Sequence[str]) -> list[str]:
    return [read_record(p) for folder in folders for p in sorted(Path(folder).glob("*.json"))]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="tools.lab.opponent_model",
                                     description=__doc__)
    parser.add_argument("fit", nargs="+", help="folders of records to fit on")
    parser.add_argument("--held-out", nargs="+", required=True)
    parser.add_argument("--most-moments", type=int, default=400)
    parser.add_argument("--most-unseen", type=int, default=endgame.MAX_UNSEEN)
    parser.add_argument("--most-deals", type=int, default=endgame.MAX_DEALS)
    parser.add_argument("--judged", action="store_true",
                        help="fit and compare the model that knows the match, by the true "
                             "hands' posterior at every position with a choice")
    parser.add_argument("--most-fillings", type=int, default=40_000)
    args = parser.parse_args(argv)
    if args.judged:
        compare_judged(_texts(args.fit), _texts(args.held_out), args.most_moments,
                       args.most_fillings)
        return 0
    data = [c for text in _texts(args.fit) for c in choices(text)]
    fitted = fit(data)
    print(f"fitted on {len(data)} choices: weights {tuple(round(x, 4) for x in fitted)} "
          f"(natural {tuple(round(x, 4) for x in NATURAL)})")
    held = [c for text in _texts(args.held_out) for c in choices(text)]
    print(f"held-out choices {len(held)}: log-likelihood per choice natural "
          f"{log_likelihood(held, NATURAL) / len(held):.4f}, fitted "
          f"{log_likelihood(held, fitted) / len(held):.4f}")
    models: dict[str, Odds | None] = {"uniform": None, "natural": odds_for(NATURAL),
                                      "fitted": odds_for(fitted)}
    sums = dict.fromkeys(models, 0.0)
    squares = dict.fromkeys(models, 0.0)
    counted = 0
    for text in _texts(args.held_out):
        for moment in moments(text, args.most_unseen):
            found = {name: true_deal_log_posterior(moment, odds, args.most_deals)
                     for name, odds in models.items()}
            if any(v is None for v in found.values()):
                continue
            counted += 1
            natural = found["natural"]
            assert natural is not None
            for name, v in found.items():
                assert v is not None
                sums[name] += v
                squares[name] += (v - natural) ** 2
            if counted >= args.most_moments:
                break
        if counted >= args.most_moments:
            break
    print(f"held-out positions with every deal listed: {counted}")
    for name in models:
        mean = sums[name] / max(1, counted)
        diff = (sums[name] - sums["natural"]) / max(1, counted)
        spread = math.sqrt(max(0.0, squares[name] / max(1, counted) - diff * diff))
        print(f"  {name:<8} mean log posterior of the true deal {mean:.4f} "
              f"(vs natural {diff:+.4f} +- {1.96 * spread / math.sqrt(max(1, counted)):.4f})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
