"""The coach never misses a decided match: planted mistakes of each kind, in every game.

Each position is found by seeded casual play and the mistake is planted there: a play that
wins the match now declined, a play after which the next player certainly wins, a tile laid
on another place with the same future (no mistake at all), and a small loss (no mark).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator

import pytest

from dominoes_qt.ai import make_player
from dominoes_qt.ai.analysis import (
    BLUNDER,
    INACCURACY,
    Decision,
    Mark,
    MasterEvaluator,
    Outcome,
    decided,
    judge_decision,
)
from dominoes_qt.ai.decisive import EXACT_PIP_CASES, _pip_totals
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.playout import Playout, judge_play, points_after
from dominoes_qt.ai.rollout import place_codes
from dominoes_qt.coach import review_text
from dominoes_qt.engine import Match, Move, Rules, SeatView
from dominoes_qt.games import GAMES
from dominoes_qt.wording import plural

ITERATIONS = 8
SCORING = [v for v, r in GAMES.items() if r.scores_plays]


def positions(rules: Rules, seeds: int = 60, players: int | None = None
              ) -> Iterator[tuple[SeatView, Match]]:
    """Every decision of seeded casual matches, with the match it was taken from."""
    players = players or min(rules.player_counts)
    for seed in range(seeds):
        match = Match(rules, players, rng=random.Random(seed))
        casual = make_player("casual", seed=seed)
        while not match.is_over:
            if match.needs_deal:
                match.deal_round()
                continue
            match.apply_forced()
            round_ = match.current
            assert round_ is not None
            if match.is_over or round_.end is not None:
                continue
            view = match.view_for(round_.to_move)
            if len([a for a in view.legal_actions() if isinstance(a, Move)]) > 1:
                yield view, match
            match.apply(casual.choose(view))


def find(rules: Rules, wanted: Callable[[SeatView, dict[Move, Outcome | None]], Move | None],
         seeds: int = 60) -> tuple[SeatView, Move]:
    for view, _ in positions(rules, seeds):
        moves = [a for a in view.legal_actions() if isinstance(a, Move)]
        knowledge = Knowledge(view)
        outcomes = {m: decided(view, m, knowledge) for m in moves}
        chosen = wanted(view, outcomes)
        if chosen is not None:
            return view, chosen
    pytest.skip(f"no such position in {seeds} casual matches of {rules.variant}")


def judge(view: SeatView, move: Move, iterations: int = ITERATIONS) -> Decision:
    return judge_decision(view, move, MasterEvaluator(), iterations, 0, 1, 1)


def planted_win(rules: Rules) -> tuple[SeatView, Move, Move]:
    """A position where the side to move needs exactly what its best-scoring play makes
    (the scores set so), with a play that scores less: (view, the win, a play declining it)."""
    for view, match in positions(rules, seeds=20):
        if len(view.hand) < 2:
            continue
        moves = [a for a in view.legal_actions() if isinstance(a, Move)]
        points = {m: points_after(rules, view.board, m) for m in moves}
        most = max(points.values())
        less = [m for m in moves if points[m] < most]
        if most <= 0 or not less:
            continue
        match.scores[view.side] = rules.target - most
        planted = match.view_for(view.seat)
        win = next(m for m in moves if points[m] == most)
        return planted, win, less[0]
    raise AssertionError(f"no scoring choice in 20 casual matches of {rules.variant}")


@pytest.mark.parametrize("variant", SCORING)
def test_declining_a_match_win_is_always_a_blunder(variant):
    rules = GAMES[variant]
    view, win, other = planted_win(rules)
    assert decided(view, win) is Outcome.WINS
    decision = judge(view, other)
    assert decision.mark is not None
    assert decision.mark.value == "blunder"
    assert decision.best.outcome is Outcome.WINS
    assert decision.best.win == 1.0
    assert "wins the match" in decision.best.reason
    # The win is exact: the play really wins the match on the table, whatever is hidden.
    knowledge = Knowledge(view)
    for k in range(5):
        deal = knowledge.sample(random.Random(k))
        trial = Playout.from_view(view, deal.hands, deal.boneyard)
        trial.play(decision.best.move)
        assert trial.winner == view.side
    # Taking the win is the best play, and no mark.
    assert judge(view, win).mark is None


@pytest.mark.parametrize("variant", [v for v in GAMES if v not in SCORING])
def test_a_domino_that_wins_the_match_is_judged_exactly(variant):
    rules = GAMES[variant]
    # Seeds enough for the double-nine game too, whose short matches seldom leave one tile
    # with two places to go (the search stops at the first position found).
    for view, match in positions(rules, seeds=120):
        if len(view.hand) != 1:
            continue
        # The least the others can hold still carries the side over the target.
        match.scores[view.side] = rules.target - 1
        planted = match.view_for(view.seat)
        knowledge = Knowledge(planted)
        # Only an opponent's hand counts here, and only a hand of one tile can be worth
        # nothing (there is one blank double).
        hidden_zero = any(t.a + t.b == 0 for s in planted.seating.opponents_of(planted.seat)
                          if planted.hand_counts[s] == 1 for t in knowledge.possible(s))
        # The exact judgement counts every pip total the other hands can hold, up to a
        # bound that many tiles in several hands (the double-nine game's) pass.
        cases = 1
        for s in range(planted.seating.num_players):
            if s != planted.seat:
                cases *= len(_pip_totals(knowledge.possible(s), planted.hand_counts[s]))
        crowded = cases > EXACT_PIP_CASES
        if hidden_zero or crowded:
            continue
        move = next(a for a in planted.legal_actions() if isinstance(a, Move))
        assert decided(planted, move) is Outcome.WINS
        decision = judge(planted, move)
        assert decision.played.win == 1.0
        assert decision.mark is None
        return
    raise AssertionError("no domino found")


def planted_give_aways(rules: Rules) -> Iterator[tuple[SeatView, Move]]:
    """A position where one play leaves the next player, whatever it holds, a reply that
    scores what it needs to win (its score set so), while another play does not."""
    found = (found for players in rules.player_counts
             for found in positions(rules, seeds=15, players=players))
    for view, match in found:
        nxt = (view.seat + 1) % view.seating.num_players
        if len(view.hand) < 2 or view.seating.side_of(nxt) == view.side:
            continue
        held = view.hand_counts[nxt]
        if held < 2:
            continue
        possible = Knowledge(view).possible(nxt)
        moves = [a for a in view.legal_actions() if isinstance(a, Move)]
        for move in moves:
            board = view.board.copy()
            board.place(move)
            by_points: dict[int, int] = {}
            for t in possible:
                made = {points_after(rules, board, r) for r in board.legal_moves((t,))}
                for p in made - {0}:
                    by_points[p] = by_points.get(p, 0) + 1
            if not by_points:
                continue
            need, count = max(by_points.items(), key=lambda item: (item[1], -item[0]))
            if len(possible) - count >= held or need > rules.target:
                continue
            side = view.seating.side_of(nxt)
            saved = match.scores[side]
            match.scores[side] = rules.target - need
            planted = match.view_for(view.seat)
            outcomes = {m: decided(planted, m) for m in moves}
            match.scores[side] = saved
            if outcomes[move] is Outcome.GIVES_AWAY and None in outcomes.values():
                yield planted, move
                break


@pytest.mark.parametrize("variant", SCORING)
def test_a_play_that_gives_the_match_away_is_worth_nothing(variant):
    rules = GAMES[variant]
    # The first planted positions where a play that does not give the match away keeps a
    # real chance: there giving it away is a blunder.
    tried = []
    for view, move in itertools.islice(planted_give_aways(rules), 6):
        decision = judge(view, move, iterations=32)
        tried.append((view, move, decision))
        if decision.best.win >= 2 * BLUNDER:
            break
    if not tried:
        pytest.skip(f"no position to give the match away in {rules.variant}")
    view, move, decision = max(tried, key=lambda t: t[2].best.win)
    assert decision.played.outcome is Outcome.GIVES_AWAY
    assert decision.played.win == 0.0
    assert decision.loss == decision.best.win
    # The play made is exact, so only the better play's sampling is noise.
    if decision.best.win >= 2 * BLUNDER:
        assert decision.mark is Mark.BLUNDER
    # Certain: every hand the next player may hold has a reply that wins the match.
    nxt = (view.seat + 1) % view.seating.num_players
    knowledge = Knowledge(view)
    for k in range(8):
        deal = knowledge.sample(random.Random(k))
        trial = Playout.from_view(view, deal.hands, deal.boneyard)
        trial.play(move)
        score = trial.scores[view.seating.side_of(nxt)]
        assert any(judge_play(rules, view.seating, nxt, score,
                              points_after(rules, trial.board, reply))[1]
                   for reply in trial.board.legal_moves(trial.hands[nxt]))


@pytest.mark.parametrize("variant", list(GAMES))
def test_the_same_tile_on_a_place_with_the_same_future_is_no_mistake(variant):
    rules = GAMES[variant]

    def twin(view: SeatView, outcomes: dict[Move, Outcome | None]) -> Move | None:
        codes = place_codes(view.board)
        places = [place for place, _ in view.board.open_places()]
        seen: dict[tuple[object, int], Move] = {}
        for m, _ in outcomes.items():
            if m.at is None or m.end is None:
                continue
            key = (m.tile, codes[places.index((m.at, m.end))])
            if key in seen:
                return m
            seen[key] = m
        return None

    view, move = find(rules, twin, seeds=40)
    codes = place_codes(view.board)
    places = [place for place, _ in view.board.open_places()]

    def code(m: Move) -> int:
        assert m.at is not None
        assert m.end is not None
        return codes[places.index((m.at, m.end))]

    sibling = next(m for m in view.legal_actions() if isinstance(m, Move) and m != move
                   and m.tile == move.tile and m.at is not None and code(m) == code(move))
    one, other = judge(view, move), judge(view, sibling)
    # One outcome, one judgement: the same chance, the same mark, never "better" itself.
    assert one.played.win == other.played.win
    assert one.mark == other.mark
    assert one.best.move != sibling
    assert other.best.move != move


@pytest.mark.parametrize("variant", list(GAMES))
def test_a_small_loss_earns_no_mark(variant):
    rules = GAMES[variant]
    for view, _ in positions(rules, seeds=3):
        moves = [a for a in view.legal_actions() if isinstance(a, Move)]
        for move in moves:
            decision = judge(view, move)
            if decision.loss < INACCURACY:
                assert decision.mark is None
            elif decision.mark is not None and decision.best.outcome is not Outcome.WINS:
                assert decision.loss >= INACCURACY
        break


def test_the_command_line_counts_marks_in_english_plurals():
    assert plural(0, "inaccuracy", "inaccuracies") == "0 inaccuracies"
    assert plural(1, "inaccuracy", "inaccuracies") == "1 inaccuracy"
    assert plural(2, "mistake", "mistakes") == "2 mistakes"


def test_the_text_review_never_says_inaccuracys():
    from dominoes_qt.ai.analysis import review_record
    from tests.ai.test_analysis import planted

    record, _ = planted()
    text = review_text(review_record(record, iterations=4), record)
    assert "inaccuracys" not in text
    assert "1 blunder," in text or " blunders," in text
    assert "declining a play that wins the match is always a blunder" in text


@pytest.mark.parametrize("variant", list(GAMES))
def test_a_reason_speaks_for_the_play_first(variant):
    """What a play costs is a concession after what speaks for it, never its reason."""
    from dominoes_qt.ai.players import reason_for
    from dominoes_qt.ai.skilled import assess

    rules = GAMES[variant]
    seen = 0
    for view, _ in positions(rules, seeds=2):
        for facts in assess(view):
            text = reason_for(view, facts).split(": ", 1)[1]
            head = text.split(", although ", 1)[0]
            for cost in ("leaves nothing you can follow with", "may win with their reply",
                         "the reply may score", "would pass the target"):
                assert cost not in head, text
            assert not text.startswith("but ")
            seen += 1
    assert seen
