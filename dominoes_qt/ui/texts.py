"""The window's sentences, all through Qt's translation (context "Texts").

Each call is a literal ``QCoreApplication.translate("Texts", ...)``: lupdate finds only
literal calls, with the context written out.

The numbers come from the engine's events and parts; these functions only word them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from PySide6.QtCore import QCoreApplication

from dominoes_qt import wording
from dominoes_qt.engine import (
    BlockParts,
    DominoParts,
    OutParts,
    PenaltyParts,
    PlayParts,
    Round,
    RoundEnd,
    RoundWonParts,
    Rules,
    ScoreEvent,
    WinnerParts,
)
from dominoes_qt.engine.seen import RoundReport
from dominoes_qt.games import GAMES
from dominoes_qt.teaching import house_rules
from dominoes_qt.wording import Tr


def fill(template: str, *values: object) -> str:
    """Qt-style %1..%9 placeholders (kept so translators may reorder them)."""
    for i, value in enumerate(values, start=1):
        template = template.replace(f"%{i}", str(value))
    return template


QT: Tr = QCoreApplication.translate
"""The window's renderer of :mod:`dominoes_qt.wording`: Qt's translation."""


def you_names() -> tuple[str, ...]:
    """The default name of the human seat, in English and as the dialogs translate it."""
    return (
        "You",
        QCoreApplication.translate("Session", "You"),
        QCoreApplication.translate("NewGameDialog", "You"),
    )


def game_title(rules: Rules) -> str:
    return wording.game_title(QT, rules)


def game_label(rules: Rules) -> str:
    """The game's name, with its target when another registered game shares the name (the
    targets of one family), so that a list of every game tells them apart."""
    shared = rules.family is not None and any(
        other.family == rules.family and other.variant != rules.variant
        for other in GAMES.values())
    if not shared:
        return game_title(rules)
    return fill(QCoreApplication.translate("Texts", "%1 to %2"), game_title(rules),
                rules.target)


def ruleset_title(rules: Rules) -> str:
    """The game and the ruleset in play, for the table's heading: "All Fives to 200" for a
    preset, "All Fives — house rules (target 150, no spinners)" for house rules."""
    return house_rules.ruleset_title(QT, rules, game_label(rules))


def level_name(level: str | None) -> str:
    names = {
        "beginner": QCoreApplication.translate("Texts", "beginner"),
        "casual": QCoreApplication.translate("Texts", "casual"),
        "skilled": QCoreApplication.translate("Texts", "skilled"),
        "expert": QCoreApplication.translate("Texts", "expert"),
        "master": QCoreApplication.translate("Texts", "master"),
    }
    return names.get(level or "", level or "")


def level_description(level: str) -> str:
    """What a computer level does, in a sentence (the truth, for a tooltip)."""
    descriptions = {
        "beginner": QCoreApplication.translate("Texts", "Plays any tile that fits, at random."),
        "casual": QCoreApplication.translate("Texts", "Takes the most points it can right now."),
        "skilled": QCoreApplication.translate(
            "Texts", "Takes a sure match win; otherwise weighs the points now against what "
            "the next player could score in reply, keeps its options and sheds heavy "
            "tiles."),
        "expert": QCoreApplication.translate(
            "Texts", "Takes a sure match win; otherwise deals the hidden tiles up to a couple "
            "of hundred ways the play so far allows, plays the round out after each of its "
            "six most promising plays and picks the one with the best lead at the end. "
            "Takes about a second over every play, forced or not."),
        "master": QCoreApplication.translate(
            "Texts", "Takes a sure match win; otherwise imagines the hidden tiles hundreds to "
            "thousands of ways, each as likely as the play so far makes it, trusting more "
            "the ones that explain what the others played. Tries every play and plays the "
            "round out with each player minding the next one's reply, judges each play by "
            "its chance of winning the match and thinks longest about the close calls. "
            "Late in a round, when few deals of the hidden tiles are left, it goes through "
            "every one of them and works each out to the end of the round. "
            "Takes about a second on every core over every play, forced or not."),
    }
    return descriptions.get(level, "")


def signed_points(rules: Rules, raw: int) -> str:
    """Signed points in the game's units with the noun that agrees: "+1 point", "-15
    points" (Qt's plural forms: Ukrainian has three)."""
    # Computed first: lupdate skips a translate() call with a call among its arguments.
    shown = rules.display(abs(raw))
    words = QCoreApplication.translate("Texts", "%n point(s)", "", shown)
    return ("-" if raw < 0 else "+") + words


def _person(name: str) -> bool:
    """Whether ``name`` is the human's default name, spoken to ("You hold")."""
    return name in you_names()


def settlement_lines(rules: Rules, event: ScoreEvent, seat_names: Sequence[str],
                     side_names: Sequence[str]) -> list[str]:
    """The settlement worked out step by step (rounding shown), as HTML lines.

    The paragraph they go under names the side, so the lines speak of "the score"."""
    parts = event.parts
    lines: list[str] = []
    name = seat_names[event.seat]
    who = escape(name)
    you = _person(name)
    if isinstance(parts, DominoParts):
        lines.append(fill(QCoreApplication.translate("Texts", "%1 played out (domino)."), who))
        ends = wording.end_sum(rules, [c.value for c in parts.last_contributions],
                               parts.last_end_sum, 0) if parts.last_contributions \
            else str(parts.last_end_sum)
        if parts.last_play:
            lines.append(fill(QCoreApplication.translate(
                "Texts", "The last play made the open ends %1, which scores %2."),
                ends, wording.points(rules, parts.last_play)))
        else:
            lines.append(fill(QCoreApplication.translate(
                "Texts", "The last play made the open ends %1, which scores nothing."), ends))
        lines.append(fill(QCoreApplication.translate(
            "Texts", "Opponents' pips: %1, counted as %2."),
            parts.opponents_pips, parts.opponents_rounded))
        if parts.partner_pips is not None:
            lines.append(fill(QCoreApplication.translate(
                "Texts", "Partner's pips: %1, counted as %2 (taken off)."),
                parts.partner_pips, parts.partner_rounded))
        terms = []
        if parts.last_play:
            terms.append(fill(QCoreApplication.translate("Texts", "last play %1"),
                              parts.last_play))
        terms.append(fill(QCoreApplication.translate("Texts", "opponents %1"),
                          parts.opponents_rounded))
        formula = " + ".join(terms)
        if parts.partner_rounded is not None:
            formula += " - " + fill(QCoreApplication.translate("Texts", "partner %1"),
                                    parts.partner_rounded)
        lines.append(fill(QCoreApplication.translate(
            "Texts", "In all: %1 = %2 pips, that is %3."),
            formula, event.raw, signed_points(rules, event.raw)))
    elif isinstance(parts, BlockParts):
        diffs = " + ".join(
            f"({d.opponent_pips} - {parts.hand_pips})" for d in parts.differences)
        if you:
            text = QCoreApplication.translate(
                "Texts", "You hold %2 pips. Larger opponents' hands: %3 = %4, "
                "counted as %5, that is %6.")
        else:
            text = QCoreApplication.translate(
                "Texts", "%1 holds %2 pips. Larger opponents' hands: %3 = %4, "
                "counted as %5, that is %6.")
        lines.append(fill(text, who, parts.hand_pips, diffs, parts.total, parts.rounded,
                          signed_points(rules, parts.rounded)))
    elif isinstance(parts, OutParts):
        lines.append(fill(QCoreApplication.translate("Texts", "%1 played out (domino)."), who))
        lines.append(fill(QCoreApplication.translate(
            "Texts", "The last play scored %1; going out adds %2: %3 in all."),
            wording.points(rules, parts.last_play), wording.points(rules, parts.bonus),
            signed_points(rules, event.raw)))
    elif isinstance(parts, WinnerParts):
        hands = wording.opponents_sum(parts)
        if parts.blocked and parts.sides is not None:
            lines.append(fill(QCoreApplication.translate(
                "Texts", "Blocked: this side's hands hold fewer pips, %1 against %2. "
                "Opponents' pips: %3, that is %4."), parts.sides[0], parts.sides[1], hands,
                signed_points(rules, event.raw)))
        elif parts.blocked:
            if you:
                text = QCoreApplication.translate(
                    "Texts", "You hold the lightest hand, %2 pips. Opponents' pips: %3; "
                    "less %2, that is %4.")
            else:
                text = QCoreApplication.translate(
                    "Texts", "%1 holds the lightest hand, %2 pips. Opponents' pips: %3; "
                    "less %2, that is %4.")
            lines.append(fill(text, who, parts.own_pips, hands,
                              signed_points(rules, event.raw)))
        else:
            lines.append(fill(QCoreApplication.translate(
                "Texts", "%1 played out (domino)."), who))
            lines.append(fill(QCoreApplication.translate(
                "Texts", "Opponents' pips: %1, that is %2."),
                hands, signed_points(rules, event.raw)))
    elif isinstance(parts, PenaltyParts):
        if you:
            text = QCoreApplication.translate(
                "Texts", "You hold %2 pips, counted as %3 and taken off the score.")
        else:
            text = QCoreApplication.translate(
                "Texts", "%1 holds %2 pips, counted as %3 and taken off the score.")
        lines.append(fill(text, who, parts.pips, parts.rounded))
    elif isinstance(parts, RoundWonParts):
        if parts.blocked:
            if you:
                text = QCoreApplication.translate(
                    "Texts", "You hold the lightest hand, %2 pips, and win the round: %3.")
            else:
                text = QCoreApplication.translate(
                    "Texts", "%1 holds the lightest hand, %2 pips, and wins the round: %3.")
            lines.append(fill(text, who, parts.hand_pips, signed_points(rules, event.raw)))
        else:
            lines.append(fill(QCoreApplication.translate(
                "Texts", "%1 played out (domino) and wins the round: %2."), who,
                signed_points(rules, event.raw)))
    elif isinstance(parts, PlayParts):
        lines.append(fill(QCoreApplication.translate("Texts", "%1 scored on the table: %2."),
                          who, wording.play_sum(rules, parts)))
    if event.accepted:
        lines.append(fill(QCoreApplication.translate(
            "Texts", "Accepted: the score changes from %1 to %2."),
            rules.display(event.score_before), rules.display(event.score_after)))
    else:
        lines.append(fill(QCoreApplication.translate(
            "Texts", "Refused: %1 + %2 would pass %3; the score stays %1."),
            rules.display(event.score_before), rules.display(event.raw),
            rules.display(rules.target)))
    return lines


def round_end_title(round_: Round | RoundReport, seat_names: Sequence[str]) -> str:
    number = round_.number
    if round_.end is RoundEnd.DOMINO and round_.finisher is not None:
        return fill(QCoreApplication.translate("Texts", "Round %1: %2 played out"), number,
                    seat_names[round_.finisher])
    if round_.end is RoundEnd.BLOCK:
        return fill(QCoreApplication.translate("Texts", "Round %1: blocked"), number)
    if round_.end is RoundEnd.TARGET:
        return fill(QCoreApplication.translate("Texts", "Round %1: the target was reached"),
                    number)
    return fill(QCoreApplication.translate("Texts", "Round %1"), number)


def hand_line(tiles: Sequence[object], pips: int) -> str:
    """"[1|2] [3|3] — 9 pips", the plural in the player's language."""
    shown = " ".join(f"[{t}]" for t in tiles) or QCoreApplication.translate("Texts",
                                                                             "(no tiles)")
    return fill(QCoreApplication.translate("Texts", "%1 — %n pip(s)", "", pips), shown)


def tiles_count(count: int) -> str:
    """"5 tiles" for a seat's badge."""
    return QCoreApplication.translate("Texts", "%n tile(s)", "", count)


__all__ = [
    "QT",
    "fill",
    "game_title",
    "hand_line",
    "level_name",
    "round_end_title",
    "settlement_lines",
    "tiles_count",
]


def game_entries(games: Iterable[Rules]) -> list[tuple[Rules, ...]]:
    """The games as the dialog lists them: one entry per family (its members by target)
    or lone game, in the order of ``games``."""
    entries: dict[str, list[Rules]] = {}
    for rules in games:
        entries.setdefault(rules.family or f"\0{rules.variant}", []).append(rules)
    return [tuple(sorted(members, key=lambda r: r.target)) for members in entries.values()]


def entry_title(entry: tuple[Rules, ...]) -> str:
    """An entry's title: a family's games share theirs (they differ only in the target)."""
    return game_title(entry[0])
