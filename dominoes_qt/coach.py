"""The review of a game record as data, text and JSON, and its cache beside the save.

The review itself is :mod:`dominoes_qt.ai.analysis`; this module keeps its results in
``<save>.analysis.json`` so that opening the review again is instant. The cache never
changes the record. It is read as a hostile file: anything odd about it (size, kind of
file, JSON, shape, numbers, plays that are not the record's) and it is ignored whole,
and the figures it may hold are checked against the record replayed again: the play
made must be the record's, the best play a legal one, and the marks are worked out
afresh from the losses rather than read.
"""

from __future__ import annotations

import hashlib
import json
import math
from pathlib import Path
from typing import Any

from dominoes_qt import jsongate
from dominoes_qt.ai.analysis import (
    BLUNDER,
    INACCURACY,
    MISTAKE,
    NOISE,
    Decision,
    Judged,
    Mark,
    Outcome,
    Position,
    Review,
    RoundSummary,
    decided,
    decisions_of,
    mark_of,
    reviewed_seats,
    view_at,
)
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.players import ordered, reason_for
from dominoes_qt.ai.skilled import assess
from dominoes_qt.engine.board import End, Move
from dominoes_qt.engine.record import GameRecord, move_json
from dominoes_qt.engine.rules import Rules
from dominoes_qt.engine.tiles import parse_tile
from dominoes_qt.wording import plural

CACHE_FORMAT = "dominoes-qt-analysis"
CACHE_VERSION = 1
CACHE_SUFFIX = ".analysis.json"
MAX_CACHE_BYTES = 4 * 1024 * 1024
"""A real cache is a few hundred bytes per decision; anything far larger is not ours."""


def cache_path(record_path: Path) -> Path:
    return record_path.with_name(record_path.name + CACHE_SUFFIX)


def fingerprint(record: GameRecord) -> str:
    """A hash of the record's content, so a cache of another game (or an edited one) is
    never used."""
    text = json.dumps(record.to_json(), sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


# --- JSON ------------------------------------------------------------------------------


def _judged_json(judged: Judged, rules: Rules) -> dict[str, Any]:
    return {**move_json(judged.move), "win": round(judged.win, 4), "points": judged.points,
            "shown_points": rules.display(judged.points), "reason": judged.reason,
            "outcome": None if judged.outcome is None else judged.outcome.value}


def decision_json(d: Decision, rules: Rules) -> dict[str, Any]:
    return {
        "round": d.round, "play": d.play, "seat": d.seat, "scores": list(d.scores),
        "played": _judged_json(d.played, rules),
        "best": _judged_json(d.best, rules),
        "loss": round(d.loss, 4), "error": round(d.error, 4),
        "mark": None if d.mark is None else d.mark.value,
    }


def _summary_json(s: RoundSummary) -> dict[str, Any]:
    return {
        "decisions": s.decisions,
        "accuracy": round(s.accuracy, 4),
        "mean_loss": round(s.mean_loss, 4),
        "marks": {m.value: s.marks[m] for m in Mark},
        "biggest": None if s.biggest is None else
        {"round": s.biggest.round, "play": s.biggest.play, "loss": round(s.biggest.loss, 4)},
    }


def review_json(review: Review, record: GameRecord) -> dict[str, Any]:
    """The ``analyse --json`` output."""
    rules = record.rules
    return {
        "evaluator": review.evaluator,
        "iterations": review.iterations,
        "seed": review.seed,
        "seats": list(review.seats),
        "thresholds": {"inaccuracy": INACCURACY, "mistake": MISTAKE, "blunder": BLUNDER,
                       "noise": NOISE},
        "decisions": [decision_json(d, rules) for d in review.decisions],
        "rounds": [{"round": s.round, **_summary_json(s)} for s in review.rounds()],
        "match": _summary_json(review.whole()),
        "swings": [{"round": d.round, "play": d.play, "seat": d.seat, "loss": round(d.loss, 4)}
                   for d in review.swings()],
    }


# --- the cache -------------------------------------------------------------------------


def cache_json(review: Review, record: GameRecord) -> dict[str, Any]:
    return {
        "format": CACHE_FORMAT,
        "version": CACHE_VERSION,
        "record": fingerprint(record),
        "evaluator": review.evaluator,
        "iterations": review.iterations,
        "seed": review.seed,
        "seats": list(review.seats),
        "decisions": [
            {"round": d.round, "play": d.play, "played": move_json(d.played.move),
             "played_win": d.played.win, "best": move_json(d.best.move),
             "best_win": d.best.win, "error": d.error}
            for d in review.decisions
        ],
    }


def write_cache(record_path: Path, review: Review, record: GameRecord) -> bool:
    """Keep the review beside the record; False when it could not be written."""
    from dominoes_qt.storage import atomic

    text = json.dumps(cache_json(review, record), separators=(",", ":")) + "\n"
    try:
        atomic.write_text(cache_path(record_path), text)
    except atomic.WriteError:
        return False
    return True


class _Bad(Exception):
    pass


def _int(value: object) -> int:
    if not jsongate.is_int_in(value, 0, 10**6 - 1):
        raise _Bad
    return value


def _chance(value: object) -> float:
    if not jsongate.is_number(value):
        raise _Bad
    number = float(value)
    if not math.isfinite(number) or not 0.0 <= number <= 1.0:
        raise _Bad
    return number


def _move(value: object) -> Move:
    if not isinstance(value, dict) or set(value) - {"tile", "at", "end"}:
        raise _Bad
    try:
        laid = parse_tile(value.get("tile"))  # type: ignore[arg-type]
        if "at" not in value and "end" not in value:
            return Move(laid)
        return Move(laid, parse_tile(value.get("at")),  # type: ignore[arg-type]
                    End(value.get("end")))
    except ValueError:
        raise _Bad from None


CACHE_LIMITS = jsongate.Limits(max_bytes=MAX_CACHE_BYTES)
"""The cache passes the same gate as every file the program reads."""


def read_cache(record_path: Path, record: GameRecord, evaluator: str, iterations: int,
               seed: int) -> Review | None:
    """The cached review of ``record``, or None when there is none usable."""
    try:
        doc = jsongate.read_json(cache_path(record_path), CACHE_LIMITS)
        return _review_from(doc, record, evaluator, iterations, seed)
    except (_Bad, ValueError, RecursionError, KeyError, TypeError):
        return None


def _exact(outcome: Outcome | None, cached: float) -> float:
    if outcome is None:
        return cached
    return 1.0 if outcome is Outcome.WINS else 0.0


def _review_from(doc: object, record: GameRecord, evaluator: str, iterations: int,
                 seed: int) -> Review:
    if not isinstance(doc, dict) or doc.get("format") != CACHE_FORMAT \
            or not jsongate.same(doc.get("version"), CACHE_VERSION):
        raise _Bad
    if (doc.get("record"), doc.get("evaluator")) != (fingerprint(record), evaluator) \
            or not jsongate.same(doc.get("iterations"), iterations) \
            or not jsongate.same(doc.get("seed"), seed):
        raise _Bad
    seats = reviewed_seats(record)
    cached_seats = doc.get("seats")
    if not isinstance(cached_seats, list) or not all(jsongate.is_int(s) for s in cached_seats) \
            or cached_seats != sorted(seats):
        raise _Bad
    entries = doc.get("decisions")
    positions = decisions_of(record, seats)
    if not isinstance(entries, list) or len(entries) != len(positions):
        raise _Bad
    decisions = [_decision_from(entry, position, record)
                 for entry, position in zip(entries, positions, strict=True)]
    return Review(evaluator, iterations, seed, tuple(sorted(seats)), decisions)


def _decision_from(entry: object, position: Position, record: GameRecord) -> Decision:
    """One cached decision at ``position`` of ``record``, checked against the game again
    (raises :class:`_Bad`)."""
    if not isinstance(entry, dict):
        raise _Bad
    if (_int(entry.get("round")), _int(entry.get("play"))) != (position.round,
                                                             position.play):
        raise _Bad
    played = _move(entry.get("played"))
    best = _move(entry.get("best"))
    if played != position.move:
        raise _Bad
    view = view_at(record, position)
    legal = [a for a in ordered(view.legal_actions()) if isinstance(a, Move)]
    if best not in legal:
        raise _Bad
    played_win = _chance(entry.get("played_win"))
    best_win = _chance(entry.get("best_win"))
    error = _chance(entry.get("error"))
    # What is certain is worked out again: a cache cannot make a won match look lost.
    knowledge = Knowledge(view)
    outcomes = {m: o for m in legal if (o := decided(view, m, knowledge)) is not None}
    played_win = _exact(outcomes.get(played), played_win)
    best_win = _exact(outcomes.get(best), best_win)
    if best_win < played_win:
        raise _Bad
    facts = {a.move: a for a in assess(view)}
    loss = max(0.0, best_win - played_win)

    def judged(move: Move, win: float) -> Judged:
        f = facts[move]
        return Judged(move, win, f.points, reason_for(view, f), f, outcomes.get(move))

    made, better = judged(played, played_win), judged(best, best_win)
    return Decision(
        position.round, position.play, position.seat, tuple(view.scores),
        made, better, loss, error,
        mark_of(made, better, Outcome.WINS in outcomes.values(), loss, error),
    )


# --- text ------------------------------------------------------------------------------


def describe_move(move: Move) -> str:
    if move.at is None or move.end is None:
        return f"lead {move.tile.bracketed()}"
    return f"{move.tile.bracketed()} on {move.at.bracketed()} ({move.end.value})"


def _name(record: GameRecord, seat: int) -> str:
    name = str(record.players[seat].get("name", ""))[:40]
    return "".join(c for c in name if c.isprintable()) or f"seat {seat}"


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


MARK_NOUNS = {Mark.INACCURACY: ("inaccuracy", "inaccuracies"),
              Mark.MISTAKE: ("mistake", "mistakes"), Mark.BLUNDER: ("blunder", "blunders")}


def _summary_line(s: RoundSummary) -> str:
    marks = ", ".join(plural(s.marks[m], *MARK_NOUNS[m]) for m in reversed(Mark))
    return (f"{plural(s.decisions, 'decision', 'decisions')}, accuracy {_pct(s.accuracy)}, "
            f"mean loss {100 * s.mean_loss:.1f} points of win chance; {marks}")


OUTCOME_WORDS = {Outcome.WINS: "wins the match now, certainly",
                 Outcome.LOSES: "loses the match now, certainly",
                 Outcome.GIVES_AWAY: "lets the next player win the match, certainly"}


def review_text(review: Review, record: GameRecord) -> str:
    """The readable ``analyse`` output."""
    show = record.rules.display
    lines = [
        f"Review by {review.evaluator}, {review.iterations} deals per decision. "
        f"Marks by win chance lost: inaccuracy {_pct(INACCURACY)}, mistake {_pct(MISTAKE)}, "
        f"blunder {_pct(BLUNDER)} (and more than {NOISE:g} standard errors); declining a "
        "play that wins the match is always a blunder.",
    ]
    for summary in review.rounds():
        lines.append("")
        lines.append(f"Round {summary.round}")
        for d in (d for d in review.decisions if d.round == summary.round):
            played, best = d.played, d.best
            line = (f"  play {d.play}, {_name(record, d.seat)}: {describe_move(played.move)} "
                    f"{_pct(played.win)} (scores {show(played.points)})")
            if d.best_was_played:
                line += " - the best play"
            elif d.mark is None:
                line += (f"; as good as {describe_move(best.move)} {_pct(best.win)} "
                         "within what the review can tell")
            else:
                line += (f"; best {describe_move(best.move)} {_pct(best.win)} "
                         f"(scores {show(best.points)}); lost {100 * d.loss:.1f}"
                         f" - {d.mark.value.upper()}")
                if best.outcome is not None:
                    line += f" ({OUTCOME_WORDS[best.outcome]})"
                elif d.played.outcome is not None:
                    line += f" (the play made {OUTCOME_WORDS[d.played.outcome]})"
            lines.append(line)
            if d.mark is not None:
                lines.append(f"      better: {best.reason}")
        lines.append(f"  round {summary.round}: {_summary_line(summary)}")
    lines.append("")
    lines.append(f"Match: {_summary_line(review.whole())}")
    swings = review.swings()
    if swings:
        lines.append("Biggest swings: " + "; ".join(
            f"round {d.round} play {d.play} (-{100 * d.loss:.1f})" for d in swings))
    return "\n".join(lines)

