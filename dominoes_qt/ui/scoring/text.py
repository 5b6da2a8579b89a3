"""Translatable sentences for side summaries and round results (the events' own words are
in :mod:`dominoes_qt.wording`).

Every number is written in the units the game shows (:meth:`Rules.display`); pip counts
are pips in every game.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from dominoes_qt.engine import Round, RoundEnd, Rules, Seating
from dominoes_qt.engine.seen import RoundReport
from dominoes_qt.gamefacts import shows_fewer_points

CONTEXT = "ScoreText"
"""The translation context of these sentences (written out in each call for lupdate)."""


def score_words(raw: int, rules: Rules) -> str:
    """A side's score in words with its unit: "42 points" (Five Up adds the raw count)."""
    shown = rules.display(raw)
    words = QCoreApplication.translate("ScoreText", "%n point(s)", "", shown)
    if shows_fewer_points(rules):
        words += " " + QCoreApplication.translate("ScoreText", "({raw} raw)").format(raw=raw)
    if raw < 0:
        words += " " + QCoreApplication.translate("ScoreText", "- below zero")
    return words


def seat_name(seat: int, seat_names: Sequence[str] | None) -> str:
    if seat_names is not None and 0 <= seat < len(seat_names):
        return seat_names[seat]
    return QCoreApplication.translate("ScoreText", "Seat {seat}").format(seat=seat + 1)


def round_result_text(
    round_: Round | RoundReport,
    side_names: Sequence[str],
    seat_names: Sequence[str] | None = None,
    match_winner: int | None = None,
) -> str:
    """Who won a finished round, for :meth:`ScoreSheet.add_round_result`.

    The facts come from the engine (the round's end, its finisher, its block result);
    this only puts them into words. An unfinished round gives an empty string.
    """
    seating: Seating = round_.seating
    if round_.end is RoundEnd.TARGET:
        side = match_winner if match_winner is not None else -1
        name = side_names[side] if 0 <= side < len(side_names) else "?"
        return QCoreApplication.translate(
            "ScoreText", "{side} reached the target during the round and won the match"
        ).format(side=name)
    if round_.end is RoundEnd.DOMINO and round_.finisher is not None:
        side = seating.side_of(round_.finisher)
        return QCoreApplication.translate(
            "ScoreText", "{player} played out: round to {side}"
        ).format(player=seat_name(round_.finisher, seat_names), side=side_names[side])
    if round_.end is RoundEnd.BLOCK:
        # Some games give a blocked round no winner; the others name the lowest hand.
        if not round_.rules.blocked_round_has_winner:
            return QCoreApplication.translate("ScoreText", "Blocked: no winner")
        winners = round_.block_result()
        if winners is None:
            return QCoreApplication.translate("ScoreText", "Blocked: a draw (lowest hands tied)")
        side = seating.side_of(winners[0])
        return QCoreApplication.translate(
            "ScoreText", "Blocked: round to {side} (lowest hand)"
        ).format(side=side_names[side])
    return ""
