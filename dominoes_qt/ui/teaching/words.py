"""Translated sentences about the table: moves, counts, scoring events, refusals.

Every sentence is built from the engine's values and Qt's translation of an English
template, so the same explanation reads naturally in each language. Call these again
after a language change; they return plain strings.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dominoes_qt.ai import Hint
from dominoes_qt.engine import (
    DRAW,
    PASS,
    Action,
    BlockParts,
    Board,
    DominoParts,
    End,
    Illegal,
    Move,
    PenaltyParts,
    PlayParts,
    Refusal,
    Rules,
    ScoreEvent,
)
from dominoes_qt.i18n import board_wording


def end_name(end: End) -> str:
    return board_wording().end_names[end]


def seat_name(seat: int, num_players: int) -> str:
    """How the learner (seat 0, at the bottom) hears about each seat."""
    if seat == 0:
        return QCoreApplication.translate("Seats", "You")
    if num_players == 2:
        return QCoreApplication.translate("Seats", "Computer")
    if num_players == 3:
        if seat == 1:
            return QCoreApplication.translate("Seats", "Left computer")
        return QCoreApplication.translate("Seats", "Right computer")
    if seat == 1:
        return QCoreApplication.translate("Seats", "Left opponent")
    if seat == 2:
        return QCoreApplication.translate("Seats", "Partner")
    return QCoreApplication.translate("Seats", "Right opponent")


def move_text(move: Move) -> str:
    """``[1|4] leads`` or ``[3|4] on [4|4] (line B)``."""
    if move.at is None or move.end is None:
        return QCoreApplication.translate("Moves", "{tile} leads").format(
            tile=move.tile.bracketed()
        )
    return QCoreApplication.translate("Moves", "{tile} on {at} ({end})").format(
        tile=move.tile.bracketed(), at=move.at.bracketed(), end=end_name(move.end)
    )


def action_text(seat: int, num_players: int, action: Action) -> str:
    """One line for the record of a guided game: who did what."""
    who = seat_name(seat, num_players)
    # The learner is spoken to, not about: "You draw", not "You: draws".
    if seat == 0 and action is DRAW:
        return QCoreApplication.translate("Moves", "You draw a tile")
    if seat == 0 and action is PASS:
        return QCoreApplication.translate("Moves", "You knock (pass)")
    if action is DRAW:
        return QCoreApplication.translate("Moves", "{who}: draws a tile").format(who=who)
    if action is PASS:
        return QCoreApplication.translate("Moves", "{who}: knocks (passes)").format(who=who)
    assert isinstance(action, Move)
    return QCoreApplication.translate("Moves", "{who}: {move}").format(
        who=who, move=move_text(action)
    )


def sum_text(board: Board) -> str:
    """The end sum spelled out: ``2 + 8 = 10``."""
    values = [str(c.value) for c in board.contributions()] or ["0"]
    return f"{' + '.join(values)} = {board.end_sum}"


def points_text(raw: int, rules: Rules) -> str:
    """Raw points, with the shown points too where the game shows fewer (Five Up)."""
    if rules.display_divisor == 1:
        return QCoreApplication.translate("Scoring", "%n point(s)", "", raw)
    shown = rules.display(raw)
    return QCoreApplication.translate("Scoring", "%n raw point(s)", "", raw) + " " + (
        QCoreApplication.translate("Scoring", "(%n shown)", "", shown)
    )


def play_caption(board: Board, rules: Rules) -> str:
    """What the last tile laid made of the table: its end sum and whether it scores."""
    if board.is_empty:
        return QCoreApplication.translate("Scoring", "The table is empty.")
    last = board.tiles[-1]
    node = board.node(last)
    move = Move(last, node.parent, node.parent_end)
    laid = QCoreApplication.translate("Scoring", "Laid {move}.").format(move=move_text(move))
    ends = QCoreApplication.translate("Scoring", "Counting ends: {sum}.").format(
        sum=sum_text(board)
    )
    points = board.points()
    if points:
        result = QCoreApplication.translate("Scoring", "A multiple of 5: scores {points}.")
        result = result.format(points=points_text(points, rules))
    elif board.end_sum == 0:
        result = QCoreApplication.translate("Scoring", "A sum of 0 never scores.")
    else:
        result = QCoreApplication.translate("Scoring", "Not a multiple of 5: no score.")
    return f"{laid} {ends} {result}"


def score_text(raw: int, rules: Rules) -> str:
    """A side's score as the game shows it (Five Up: raw / 5)."""
    return str(rules.display(raw)) if raw >= 0 else f"−{rules.display(-raw)}"


def event_text(event: ScoreEvent, rules: Rules, num_players: int) -> str:
    """A scoring event explained: how it was worked out and what became of it."""
    parts = event.parts
    who = seat_name(event.seat, num_players)
    if isinstance(parts, PlayParts):
        values = " + ".join(str(c.value) for c in parts.contributions) or "0"
        how = QCoreApplication.translate("Events", "{who}: ends {values} = {total}").format(
            who=who, values=values, total=parts.end_sum
        )
    elif isinstance(parts, DominoParts):
        how = QCoreApplication.translate(
            "Events",
            "{who} went out: last tile {last}, opponents' pips {pips} round to {rounded}",
        ).format(who=who, last=parts.last_play, pips=parts.opponents_pips,
                 rounded=parts.opponents_rounded)
        if parts.partner_pips is not None:
            how += QCoreApplication.translate(
                "Events", ", partner's pips {pips} round to {rounded} and count against"
            ).format(pips=parts.partner_pips, rounded=parts.partner_rounded)
    elif isinstance(parts, BlockParts):
        differences = " + ".join(str(d.difference) for d in parts.differences)
        how = QCoreApplication.translate(
            "Events", "{who}, blocked with {pips} pips: {differences} = {total}, rounds to "
            "{rounded}"
        ).format(who=who, pips=parts.hand_pips, differences=differences, total=parts.total,
                 rounded=parts.rounded)
    else:
        assert isinstance(parts, PenaltyParts)
        how = QCoreApplication.translate(
            "Events", "{who} holds {pips} pips, rounded to {rounded}"
        ).format(who=who, pips=parts.pips, rounded=parts.rounded)
    amount = points_text(abs(event.raw), rules)
    if not event.accepted:
        result = QCoreApplication.translate(
            "Events", "{amount} refused: it would pass the exact target"
        ).format(amount=amount)
    elif event.raw < 0:
        result = QCoreApplication.translate("Events", "minus {amount}, score {after}").format(
            amount=amount, after=score_text(event.score_after, rules)
        )
    else:
        result = QCoreApplication.translate("Events", "plus {amount}, score {after}").format(
            amount=amount, after=score_text(event.score_after, rules)
        )
    text = f"{how}: {result}"
    if event.wins:
        text += QCoreApplication.translate("Events", " — wins the match!")
    return text


def reason_text(reason: Illegal | Refusal) -> str:
    """Why the rules refuse an action, in the learner's language."""
    texts = {
        Illegal.LEAD_NAMES_A_PLACE: QCoreApplication.translate(
            "Reasons", "The first tile is laid on its own."),
        Illegal.NEEDS_A_PLACE: QCoreApplication.translate(
            "Reasons", "Every tile after the first must join an open end."),
        Illegal.TILE_ON_TABLE: QCoreApplication.translate(
            "Reasons", "That tile is already on the table."),
        Illegal.NOT_ON_TABLE: QCoreApplication.translate(
            "Reasons", "That tile is not on the table."),
        Illegal.NOT_AN_END: QCoreApplication.translate("Reasons", "That tile has no such end."),
        Illegal.NOT_A_SPINNER: QCoreApplication.translate(
            "Reasons", "Only a spinner has side branches."),
        Illegal.END_TAKEN: QCoreApplication.translate(
            "Reasons", "Something is already joined there."),
        Illegal.BRANCH_CLOSED: QCoreApplication.translate(
            "Reasons", "Both sides of the spinner's line must be filled before its branches."),
        Illegal.VALUE_MISMATCH: QCoreApplication.translate(
            "Reasons", "The tile has no half matching that end."),
        Refusal.MATCH_OVER: QCoreApplication.translate("Reasons", "The match is over."),
        Refusal.ROUND_OVER: QCoreApplication.translate("Reasons", "The round is over."),
        Refusal.NO_ROUND: QCoreApplication.translate("Reasons", "No round has been dealt."),
        Refusal.WRONG_SEAT: QCoreApplication.translate("Reasons", "It is not your turn."),
        Refusal.NOT_IN_HAND: QCoreApplication.translate("Reasons", "You do not hold that tile."),
        Refusal.MUST_PLAY_DRAWN: QCoreApplication.translate(
            "Reasons", "The tile you just drew fits, so you must lay it."),
        Refusal.MUST_PLAY: QCoreApplication.translate(
            "Reasons", "You can lay a tile, so you must."),
        Refusal.MUST_DRAW: QCoreApplication.translate(
            "Reasons", "You cannot lay a tile: draw from the boneyard."),
        Refusal.NOTHING_TO_DRAW: QCoreApplication.translate(
            "Reasons", "The boneyard is empty."),
    }
    return texts[reason]


def tiles_in_hand(count: int) -> str:
    return QCoreApplication.translate("Hands", "%n tile(s) in hand", "", count)


def tiles_in_boneyard(count: int) -> str:
    return QCoreApplication.translate("Hands", "%n tile(s) in the boneyard", "", count)


def _number_list(numbers: tuple[int, ...]) -> str:
    """"2", "2 and 5", "1, 2 and 5" in the language now installed."""
    names = [str(n) for n in numbers]
    if len(names) <= 1:
        return "".join(names)
    return QCoreApplication.translate("Hints", "%1 and %2").replace(
        "%1", ", ".join(names[:-1])).replace("%2", names[-1])


def hint_text(hint: Hint, rules: Rules, tiles_left: int) -> str:
    """The expert's suggestion and its reason as one sentence, built from the hint's facts.

    ``tiles_left`` is how many tiles the player keeps after the suggested play.
    """
    action = hint.action
    if action is DRAW:
        return QCoreApplication.translate("Hints", "Hint: nothing fits, so draw a tile.")
    if action is PASS:
        return QCoreApplication.translate(
            "Hints", "Hint: nothing fits and nothing is left to draw, so pass.")
    assert isinstance(action, Move)
    # Computed first: lupdate skips a translate() call with a call among its arguments.
    points, risk = rules.display(hint.points_now), rules.display(hint.risk)
    clauses: list[str] = []
    if hint.wins:
        clauses.append(QCoreApplication.translate("Hints", "it wins the match"))
    elif hint.points_now and hint.accepted:
        clauses.append(QCoreApplication.translate(
            "Hints", "it scores %n point(s) now", "", points))
    elif hint.points_now:
        clauses.append(QCoreApplication.translate(
            "Hints", "its %n point(s) would pass the target, so they would not count", "",
            points))
    if hint.keeps:
        clauses.append(QCoreApplication.translate(
            "Hints", "it keeps %1 open for your tiles").replace("%1", _number_list(hint.keeps)))
    elif tiles_left > 0:
        clauses.append(QCoreApplication.translate(
            "Hints", "none of your tiles will fit after it"))
    if hint.danger > 0:
        clauses.append(QCoreApplication.translate(
            "Hints", "but the next player may win with the reply (about %1% likely)").replace(
            "%1", str(round(100 * hint.danger))))
    elif hint.risk >= 5:
        clauses.append(QCoreApplication.translate(
            "Hints", "the reply may score about %n point(s)", "", risk))
    else:
        clauses.append(QCoreApplication.translate("Hints", "it gives little away"))
    return QCoreApplication.translate("Hints", "Hint: play %1: %2.").replace(
        "%1", move_text(action)).replace("%2", "; ".join(clauses))
