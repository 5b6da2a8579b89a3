"""Plain-English explanations of scoring events (the window translates its own copy)."""

from __future__ import annotations

from dominoes_qt.engine import (
    BlockParts,
    DominoParts,
    PenaltyParts,
    PlayParts,
    Rules,
    ScoreEvent,
)


def event_sentence(event: ScoreEvent, rules: Rules) -> str:
    """One line: what the event asked for, how it was worked out, and what became of it."""
    parts = event.parts
    if isinstance(parts, PlayParts):
        summed = " + ".join(str(c.value) for c in parts.contributions) or "0"
        how = f"ends {summed} = {parts.end_sum}"
    elif isinstance(parts, DominoParts):
        how = (f"domino: last play {parts.last_play}, opponents {parts.opponents_pips}"
               f" -> {parts.opponents_rounded}")
        if parts.partner_pips is not None:
            how += f", partner {parts.partner_pips} -> -{parts.partner_rounded}"
    elif isinstance(parts, BlockParts):
        diffs = " + ".join(str(d.difference) for d in parts.differences)
        how = f"blocked, hand of {parts.hand_pips}: {diffs} = {parts.total} -> {parts.rounded}"
    elif isinstance(parts, PenaltyParts):
        how = f"penalty: {parts.pips} pips left -> {parts.rounded}"
    sign = "+" if event.raw >= 0 else ""
    if event.accepted:
        result = f"{sign}{event.raw} raw, score {event.score_before} -> {event.score_after}"
    else:
        result = (f"{sign}{event.raw} raw refused: {event.score_before} + {event.raw} "
                  f"would pass {rules.target}")
    if event.wins:
        result += ", wins the match"
    return f"{how}: {result}"
