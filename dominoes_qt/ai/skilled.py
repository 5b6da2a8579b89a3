"""The skilled player's judgement of each play, and the cheap version used in rollouts.

All amounts are in raw points. A play is worth what it scores now (only if the
target accepts it), less what the next opponent can probably score in reply, plus
small terms for keeping a play for the next turn and for getting rid of heavy tiles.
"""

from __future__ import annotations

from dataclasses import dataclass

from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.playout import (
    Playout,
    end_sum_after,
    goes_out_with,
    judge_play,
    points_after,
)
from dominoes_qt.engine import (
    Board,
    Move,
    PlayParts,
    SeatView,
    Tile,
    pip_total,
)

WIN = 1000.0
"""The worth of winning the match now (far above any score)."""
REJECTED = 300.0
"""The cost of a play whose score the exact target would reject: its points are wasted,
so such a play is chosen only when every play is rejected (or worse)."""
THREAT_WEIGHT = 0.8
FOLLOW_UP_WEIGHT = 0.3
PLAYABLE_WEIGHT = 1.5
STUCK = 6.0
"""The cost of leaving no tile that fits: a draw or a pass next turn."""
SHED_WEIGHT = 0.6
DOUBLE_BONUS = 2.0


@dataclass(frozen=True)
class Assessment:
    """How the skilled player sees one play (the facts a hint shows)."""

    move: Move
    value: float
    points: int
    """What the play scores now (raw), before the target judges it."""
    accepted: bool
    """False when the exact target would reject the points."""
    wins: bool
    risk: float
    """The next opponent's expected best reply, in raw points (a match win counts WIN)."""
    danger: float
    """The chance that the next opponent can win the match with its reply."""
    keeps: tuple[int, ...]
    """The numbers of the player's remaining tiles that the table still wants."""
    playable: int
    """How many remaining tiles could be laid on the table the play leaves."""


def _odds(hand_count: int, candidates: int) -> float:
    """The chance one candidate tile is in a hand of ``hand_count`` drawn from ``candidates``."""
    if candidates <= 0:
        return 0.0
    return min(0.9, hand_count / candidates)


def best_reply(view: SeatView, board: Board, seat: int, tiles: frozenset[Tile],
               hand_count: int, scores: list[int]) -> tuple[float, float]:
    """What ``seat`` can make on ``board`` holding ``hand_count`` of ``tiles``.

    Returns (the expected best score, with a match win worth ``WIN``; the chance that it
    can win the match at once). Each candidate is taken to be in the hand independently
    with the same chance, so the expected best is the sum, over candidates from best to
    worst, of its score times the chance that it is held and no better one is.
    """
    rules, seating = view.rules, view.seating
    score = scores[seating.side_of(seat)]
    worth: list[float] = []
    places = board.places()
    for t in sorted(tiles):
        best = 0.0
        for place in places:
            v = place.value
            if t.a != v and t.b != v:
                continue
            points = points_after(rules, board, Move(t, place.tile, place.end))
            if points:
                accepted, wins = judge_play(rules, seating, seat, score, points)
                if wins:
                    best = WIN
                    break
                if accepted and points > best:
                    best = float(points)
        if best:
            worth.append(best)
    worth.sort(reverse=True)
    q = _odds(hand_count, len(tiles))
    expected = 0.0
    none_better = 1.0
    winners = 0
    for w in worth:
        expected += w * q * none_better
        none_better *= 1.0 - q
        winners += w == WIN
    return expected, 1.0 - (1.0 - q) ** winners


def _domino(view: SeatView, end_sum: int, points: int,
            mean_pips: float) -> tuple[float, bool, bool]:
    """(value, accepted, wins) of going out with a play making ``end_sum``, hidden hands
    taken at their mean pips: the game's own events for the last play and the settlement,
    judged in turn against the scores (a refused or winning event of the player's side is
    marked)."""
    rules, seating, seat = view.rules, view.seating, view.seat
    side = seating.side_of(seat)
    parts = PlayParts((), end_sum, points)
    pips = [0 if s == seat else round(view.hand_counts[s] * mean_pips)
            for s in range(seating.num_players)]
    events = (rules.play_events(seating, seat, parts, True)
              + rules.settle_domino_pips(seating, pips, seat, parts))
    scores = list(view.scores)
    value = 0.0
    accepted = True
    for event in events:
        ours = event.side == side
        ok, wins = rules.judge(scores[event.side], event)
        if wins:
            return (WIN if ours else value - WIN), accepted, ours
        if not ok:
            if ours:
                accepted = False
                value -= REJECTED
            continue
        scores[event.side] += event.raw
        value += event.raw if ours else -event.raw
    return value, accepted, False


def assess(view: SeatView, knowledge: Knowledge | None = None) -> list[Assessment]:
    """Every legal play of the seat to move, judged; best first."""
    rules, seating = view.rules, view.seating
    seat = view.seat
    side = seating.side_of(seat)
    knowledge = knowledge or Knowledge(view)
    hand = list(view.hand)
    # A fixed order, so ties never depend on the order of tiles in the hand.
    moves = sorted((a for a in view.legal_actions() if isinstance(a, Move)),
                   key=lambda m: (m.tile, m.at or m.tile, m.end.value if m.end else ""))
    unseen = knowledge.unseen
    mean_pips = pip_total(unseen) / len(unseen) if unseen else 0.0
    nxt = (seat + 1) % seating.num_players
    partner = goes_out_with(rules, seating)[seat]
    reply_tiles = knowledge.possible(nxt)
    scores = list(view.scores)
    my_score = scores[side]
    out: list[Assessment] = []
    for move in moves:
        tile = move.tile
        end_sum = end_sum_after(view.board, move)
        board = view.board.copy()
        board.place(move)
        points = rules.points_of_ends(board.counted()) if rules.scores_by_ends \
            else rules.points_by_end_sum[end_sum]
        # The last tile ends the round, unless a partner still has to go out too.
        went_out = len(hand) == 1 and (partner is None or not view.hand_counts[partner])
        value = 0.0
        accepted, wins = True, False
        if went_out:
            value, accepted, wins = _domino(view, end_sum, points, mean_pips)
        elif points:
            accepted, wins = judge_play(rules, seating, seat, my_score, points)
            value = WIN if wins else (float(points) if accepted else -REJECTED)
        rest = list(hand)
        rest.remove(tile)
        playable = sum(1 for t in rest if board.fits(t))
        keeps = tuple(sorted({v for t in rest for v in (t.a, t.b) if board.value_count[v]}))
        risk = danger = 0.0
        if not went_out and not wins:
            after = list(scores)
            if accepted:
                after[side] += points
            risk, danger = best_reply(view, board, nxt, reply_tiles, view.hand_counts[nxt],
                                      after)
            value -= THREAT_WEIGHT * risk
            if rest:
                own, _ = best_reply(view, board, seat, frozenset(rest), len(rest), after)
                value += FOLLOW_UP_WEIGHT * min(own, 50.0)
                value += PLAYABLE_WEIGHT * min(playable, 3)
                if not playable:
                    value -= STUCK
            value += SHED_WEIGHT * tile.pips + (DOUBLE_BONUS if tile.is_double else 0.0)
        out.append(Assessment(move, value, points, accepted, wins, risk, danger, keeps,
                              playable))
    out.sort(key=lambda a: -a.value)
    return out


def rollout_policy(playout: Playout) -> Move:
    """The cheap skilled player for rollouts: accepted points now, then heavy tiles first."""
    moves = playout.legal_moves()
    if len(moves) == 1:
        return moves[0]
    rules, seating = playout.rules, playout.seating
    seat = playout.to_move
    score = playout.scores[seating.side_of(seat)]
    board = playout.board
    best = moves[0]
    best_value = -1e9
    for move in moves:
        tile = move.tile
        points = points_after(rules, board, move)
        value = 0.6 * tile.pips + (2.0 if tile.a == tile.b else 0.0)
        if points:
            accepted, wins = judge_play(rules, seating, seat, score, points)
            value += WIN if wins else (points if accepted else -REJECTED)
        if value > best_value:
            best, best_value = move, value
    return best
