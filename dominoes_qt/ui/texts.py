"""The window's sentences, all through Qt's translation (context "Texts").

The numbers come from the engine's events and parts; these functions only word them.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

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
    pip_total,
)


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Texts", text, "", n)


def fill(template: str, *values: object) -> str:
    """Qt-style %1..%9 placeholders (kept so translators may reorder them)."""
    for i, value in enumerate(values, start=1):
        template = template.replace(f"%{i}", str(value))
    return template


def game_title(rules: Rules) -> str:
    if rules.variant == "five-up-61":
        return tr("Exact 61 Five Up")
    if rules.variant == "seven-rocks":
        return tr("Seven Rocks")
    return rules.title


def level_name(level: str | None) -> str:
    names = {
        "beginner": tr("beginner"),
        "casual": tr("casual"),
        "skilled": tr("skilled"),
        "expert": tr("expert"),
    }
    return names.get(level or "", level or "")


def rule_reason(reason: str) -> str:
    """An engine reason (English) through the translation table of the rules' words."""
    return QCoreApplication.translate("Rules", reason)


def points_text(rules: Rules, raw: int) -> str:
    """Signed points in the game's units: "+3" in Five Up for 15 raw, "+15" in Seven Rocks."""
    shown = rules.display(abs(raw))
    return f"{'-' if raw < 0 else '+'}{shown}"


def end_sum_text(rules: Rules, values: Sequence[int], end_sum: int, points: int) -> str:
    """"3 + 12 = 15: +3" (Five Up shows display points) or "3 + 4 = 7"."""
    summed = " + ".join(str(v) for v in values) or "0"
    text = summed if len(values) == 1 and values[0] == end_sum else f"{summed} = {end_sum}"
    if points:
        text += ": " + points_text(rules, points)
    return text


def event_text(rules: Rules, event: ScoreEvent, names: Sequence[str]) -> str:
    """One line for the log and the status bar, e.g. "Olena +3" or "+3 refused"."""
    who = names[event.side]
    points = points_text(rules, event.raw)
    if not event.accepted:
        return fill(tr("%1 %2 refused: it would pass %3"), who, points,
                    rules.display(rules.target))
    if event.wins:
        return fill(tr("%1 %2 and wins the match!"), who, points)
    return f"{who} {points}"


def settlement_lines(rules: Rules, event: ScoreEvent, seat_names: Sequence[str],
                     side_names: Sequence[str]) -> list[str]:
    """The settlement worked out step by step (rounding shown), as HTML lines."""
    parts = event.parts
    lines: list[str] = []
    who = escape(seat_names[event.seat])
    if isinstance(parts, DominoParts):
        lines.append(fill(tr("%1 played out (domino)."), who))
        lines.append(fill(tr("Last play: %1 raw."), parts.last_play))
        lines.append(fill(tr("Opponents' pips: %1, rounded to five: %2."),
                          parts.opponents_pips, parts.opponents_rounded))
        if parts.partner_pips is not None:
            lines.append(fill(tr("Partner's pips: %1, rounded to five: %2 (taken off)."),
                              parts.partner_pips, parts.partner_rounded))
        lines.append(fill(tr("%1 + %2 - %3 = %4 raw = %5 points."), parts.last_play,
                          parts.opponents_rounded, parts.partner_rounded or 0, event.raw,
                          points_text(rules, event.raw)))
    elif isinstance(parts, BlockParts):
        diffs = " + ".join(
            f"({d.opponent_pips} - {parts.hand_pips})" for d in parts.differences)
        lines.append(fill(tr("%1 holds %2 pips. Larger opponents' hands: %3 = %4, "
                             "rounded to five: %5 = %6 points."),
                          who, parts.hand_pips, diffs, parts.total, parts.rounded,
                          points_text(rules, parts.rounded)))
    elif isinstance(parts, PenaltyParts):
        lines.append(fill(tr("%1 holds %2 pips, rounded to five: %3, taken off %4."),
                          who, parts.pips, parts.rounded, escape(side_names[event.side])))
    elif isinstance(parts, PlayParts):
        lines.append(fill(tr("%1 scored on the table: %2."), who,
                          end_sum_text(rules, [c.value for c in parts.contributions],
                                       parts.end_sum, parts.points)))
    if event.accepted:
        lines.append(fill(tr("Accepted: %1 goes from %2 to %3."), escape(side_names[event.side]),
                          rules.display(event.score_before), rules.display(event.score_after)))
    else:
        lines.append(fill(tr("Refused: %1 + %2 would pass %3; the score stays %1."),
                          rules.display(event.score_before), rules.display(event.raw),
                          rules.display(rules.target)))
    return lines


def round_end_title(round_: Round, seat_names: Sequence[str]) -> str:
    if round_.end is RoundEnd.DOMINO and round_.finisher is not None:
        return fill(tr("Round %1: %2 played out"), round_.number, seat_names[round_.finisher])
    if round_.end is RoundEnd.BLOCK:
        return fill(tr("Round %1: blocked"), round_.number)
    if round_.end is RoundEnd.TARGET:
        return fill(tr("Round %1: the target was reached"), round_.number)
    return fill(tr("Round %1"), round_.number)


def hand_line(tiles: Sequence[object], pips: int) -> str:
    shown = " ".join(f"[{t}]" for t in tiles) or tr("(no tiles)")
    return fill(tr("%1 — %n pip(s)", pips), shown).replace("%n", str(pips))


__all__ = [
    "end_sum_text",
    "event_text",
    "fill",
    "game_title",
    "hand_line",
    "level_name",
    "pip_total",
    "points_text",
    "round_end_title",
    "rule_reason",
    "settlement_lines",
    "tr",
]
