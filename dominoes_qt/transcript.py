"""A readable account of a replayed match: each round's plays, draws, passes and events."""

from __future__ import annotations

from dominoes_qt.engine import Drew, Match, Passed, Played, ScoreEvent
from dominoes_qt.engine.record import GameRecord
from dominoes_qt.wording import ENGLISH, event_line, raw_note


def transcript(record: GameRecord, match: Match) -> str:
    rules = match.rules
    names = [_printable(str(p.get("name", f"Seat {i}"))) for i, p in enumerate(record.players)]
    lines = [f"{rules.title}, {match.num_players} players"]
    for side, seats in enumerate(match.seating.sides):
        lines.append(f"  side {side}: " + ", ".join(f"{names[s]} (seat {s})" for s in seats))
    by_round: dict[int, list[ScoreEvent]] = {}
    for event in match.events:
        by_round.setdefault(event.round, []).append(event)
    for round_ in match.rounds:
        lines.append("")
        lines.append(f"Round {round_.number}: {names[round_.starter]} starts")
        for entry in round_.history:
            who = names[entry.seat]
            if isinstance(entry, Played):
                scored = f", scores {entry.points}" if entry.points else ""
                lines.append(f"  {who}: {entry.move} (ends {entry.end_sum}{scored})")
            elif isinstance(entry, Drew):
                lines.append(f"  {who} draws")
            elif isinstance(entry, Passed):
                lines.append(f"  {who} passes")
        ending = {
            None: "unfinished",
            "domino": f"domino by {names[round_.finisher]}" if round_.finisher is not None
            else "domino",
            "block": "blocked",
            "target": "the match was won during the round",
        }[None if round_.end is None else round_.end.value]
        lines.append(f"  Round {round_.number} ends: {ending}")
        for event in by_round.get(round_.number, []):
            line = f"{event_line(ENGLISH, event, rules)} ({raw_note(ENGLISH, event, rules)})"
            lines.append(f"  {names[event.seat]}: {line}")
    lines.append("")
    scores = ", ".join(f"side {i}: {s}" for i, s in enumerate(match.scores))
    lines.append(f"Scores (raw): {scores}")
    if match.called_off and len(match.rounds) == rules.round_limit:
        lines.append(f"Called off after {len(match.rounds)} rounds (the game's limit): "
                     "no winner.")
    elif match.called_off:
        # A record longer than the limit (written before there was one) ends where it ends.
        lines.append(f"Called off after {len(match.rounds)} rounds (the record's last; the "
                     f"game's limit is {rules.round_limit}): no winner.")
    elif match.winner is None:
        lines.append("No winner yet.")
    else:
        winners = " and ".join(names[s] for s in match.seating.sides[match.winner])
        lines.append(f"Winner: side {match.winner} ({winners})")
    return "\n".join(lines)


def _printable(name: str) -> str:
    """A name safe to print on one line: control and direction-changing characters are
    shown as escapes, so a name can not break or reorder the transcript's lines."""
    if name.isprintable():
        return name
    return "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in name)
