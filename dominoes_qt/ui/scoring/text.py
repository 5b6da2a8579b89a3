"""Translatable sentences for scoring events, side summaries and round results.

Every number is written in the game's own units: Five Up in display points (raw / 5),
Seven Rocks in raw points. Pip counts are pips in both games.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from dominoes_qt.engine import (
    BlockParts,
    DominoParts,
    PenaltyParts,
    PlayParts,
    Round,
    RoundEnd,
    Rules,
    ScoreEvent,
    Seating,
)

CONTEXT = "ScoreText"
"""The translation context of these sentences (written out in each call for lupdate)."""


def signed(value: int) -> str:
    """A change with its sign, as a score sheet writes it: +3, -2, 0."""
    return f"{value:+d}" if value else "0"


def how_worked_out(event: ScoreEvent, rules: Rules) -> str:
    """What the event is made of, without its outcome: "ends 3 + 12 = 15"."""
    parts = event.parts
    show = rules.display
    if isinstance(parts, PlayParts):
        terms = " + ".join(str(c.value) for c in parts.contributions) or "0"
        return QCoreApplication.translate("ScoreText", "ends {terms} = {total}").format(
            terms=terms, total=parts.end_sum
        )
    if isinstance(parts, DominoParts):
        pieces = []
        if parts.last_play:
            pieces.append(
                QCoreApplication.translate("ScoreText", "last tile {total} ({change})").format(
                    total=parts.last_end_sum, change=signed(show(parts.last_play))
                )
            )
        pieces.append(
            QCoreApplication.translate(
                "ScoreText", "opponents {pips} -> {rounded} ({change})"
            ).format(
                pips=parts.opponents_pips,
                rounded=parts.opponents_rounded,
                change=signed(show(parts.opponents_rounded)),
            )
        )
        if parts.partner_pips is not None and parts.partner_rounded is not None:
            pieces.append(
                QCoreApplication.translate(
                    "ScoreText", "partner {pips} -> {rounded} ({change})"
                ).format(
                    pips=parts.partner_pips,
                    rounded=parts.partner_rounded,
                    change=signed(-show(parts.partner_rounded)),
                )
            )
        return QCoreApplication.translate("ScoreText", "domino: {pieces}").format(
            pieces=", ".join(pieces)
        )
    if isinstance(parts, BlockParts):
        differences = " + ".join(str(d.difference) for d in parts.differences) or "0"
        return QCoreApplication.translate(
            "ScoreText", "blocked, hand of {pips}: ahead by {differences} = {total} -> {rounded}"
        ).format(
            pips=parts.hand_pips,
            differences=differences,
            total=parts.total,
            rounded=parts.rounded,
        )
    assert isinstance(parts, PenaltyParts)
    return QCoreApplication.translate(
        "ScoreText", "Seven Rocks penalty: {pips} -> {rounded}"
    ).format(pips=parts.pips, rounded=parts.rounded)


def event_text(event: ScoreEvent, rules: Rules) -> str:
    """One line for the score sheet, e.g. "ends 3 + 12 = 15: +3".

    A refused event reads "...; rejected: 58 + 4 would pass 61"; a winning one says so.
    """
    show = rules.display
    how = how_worked_out(event, rules)
    if not event.accepted:
        refused = QCoreApplication.translate(
            "ScoreText", "rejected: {before} + {change} would pass {target}"
        ).format(
            before=show(event.score_before),
            change=show(event.raw),
            target=show(rules.target),
        )
        return f"{how}; {refused}"
    text = QCoreApplication.translate("ScoreText", "{how}: {change}").format(
        how=how, change=signed(show(event.raw))
    )
    if event.wins:
        text += QCoreApplication.translate("ScoreText", " (wins the match)")
    return text


def raw_note(event: ScoreEvent, rules: Rules) -> str:
    """The event in raw points (the tooltip of a Five Up sheet row)."""
    if event.accepted:
        return QCoreApplication.translate(
            "ScoreText", "raw points: {change}, score {before} -> {after}"
        ).format(change=signed(event.raw), before=event.score_before, after=event.score_after)
    return QCoreApplication.translate(
        "ScoreText", "raw points: {change} refused, score stays {before} (target {target})"
    ).format(change=signed(event.raw), before=event.score_before, target=rules.target)


def score_words(raw: int, rules: Rules) -> str:
    """A side's score in words with its unit: "42 points" (Five Up adds the raw count)."""
    shown = rules.display(raw)
    words = QCoreApplication.translate("ScoreText", "%n point(s)", "", shown)
    if rules.display_divisor != 1:
        words += " " + QCoreApplication.translate("ScoreText", "({raw} raw)").format(raw=raw)
    if raw < 0:
        words += " " + QCoreApplication.translate("ScoreText", "- below zero")
    return words


def seat_name(seat: int, seat_names: Sequence[str] | None) -> str:
    if seat_names is not None and 0 <= seat < len(seat_names):
        return seat_names[seat]
    return QCoreApplication.translate("ScoreText", "Seat {seat}").format(seat=seat + 1)


def round_result_text(
    round_: Round,
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
        # Seven Rocks gives a blocked round no winner; Five Up names the lowest hand.
        if round_.rules.variant == "seven-rocks":
            return QCoreApplication.translate("ScoreText", "Blocked: no winner")
        winners = round_.block_result()
        if winners is None:
            return QCoreApplication.translate("ScoreText", "Blocked: a draw (lowest hands tied)")
        side = seating.side_of(winners[0])
        return QCoreApplication.translate(
            "ScoreText", "Blocked: round to {side} (lowest hand)"
        ).format(side=side_names[side])
    return ""
