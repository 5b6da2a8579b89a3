"""Translated sentences of the teaching views: moves, counts and hints (scoring events and
refusals are worded in :mod:`dominoes_qt.wording`).

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
    Board,
    End,
    Move,
    Rules,
)
from dominoes_qt.gamefacts import shows_fewer_points, smallest_play_score
from dominoes_qt.ui.i18n import board_wording


def end_name(end: End) -> str:
    return board_wording().end_names[end]


def learner_view_name(seat: int, num_players: int) -> str:
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


def action_text(seat: int, num_players: int, action: Action, rules: Rules) -> str:
    """One line for the record of a guided game: who did what (a game without a boneyard
    knocks, one with a boneyard passes)."""
    who = learner_view_name(seat, num_players)
    # The learner is spoken to, not about: "You draw", not "You: draws".
    if seat == 0 and action is DRAW:
        return QCoreApplication.translate("Moves", "You draw a tile")
    if seat == 0 and action is PASS and rules.draws:
        return QCoreApplication.translate("Moves", "You pass")
    if seat == 0 and action is PASS:
        return QCoreApplication.translate("Moves", "You knock (pass)")
    if action is DRAW:
        return QCoreApplication.translate("Moves", "{who}: draws a tile").format(who=who)
    if action is PASS and rules.draws:
        return QCoreApplication.translate("Moves", "{who}: passes").format(who=who)
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


def _amount(raw: int, rules: Rules) -> str:
    """Raw points, with the shown points too where the game shows fewer (Five Up)."""
    if not shows_fewer_points(rules):
        return QCoreApplication.translate("Scoring", "%n point(s)", "", raw)
    shown = rules.display(raw)
    return QCoreApplication.translate("Scoring", "%n raw point(s)", "", raw) + " " + (
        QCoreApplication.translate("Scoring", "(%n shown)", "", shown)
    )


def play_caption(board: Board, rules: Rules) -> str:
    """What the last tile laid made of the table: its end sum and what it scores, as the
    rules' own table of end sums says (nothing about scoring in a game whose plays never
    score)."""
    if board.is_empty:
        return QCoreApplication.translate("Scoring", "The table is empty.")
    last = board.tiles[-1]
    node = board.node(last)
    move = Move(last, node.parent, node.parent_end)
    laid = QCoreApplication.translate("Scoring", "Laid {move}.").format(move=move_text(move))
    ends = QCoreApplication.translate("Scoring", "Counting ends: {sum}.").format(
        sum=sum_text(board)
    )
    if not rules.scores_plays:
        return f"{laid} {ends}"
    points = rules.points_by_end_sum[board.end_sum]
    if points:
        result = QCoreApplication.translate("Scoring", "The sum {sum} scores {points}.")
        result = result.format(sum=board.end_sum, points=_amount(points, rules))
    else:
        result = QCoreApplication.translate("Scoring", "The sum {sum} scores nothing.")
        result = result.format(sum=board.end_sum)
    return f"{laid} {ends} {result}"


def score_text(raw: int, rules: Rules) -> str:
    """A side's score as the game shows it (Five Up: raw / 5)."""
    return str(rules.display(raw)) if raw >= 0 else f"−{rules.display(-raw)}"


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


def place_text(move: Move, board: Board | None) -> str:
    """``[1|4] as the lead`` or ``[3|4] on the 4 end of [4|4]``: the place as the table
    shows it (by the number on its open end; the ghost on the table marks which one when
    a tile has two ends alike), never by the record's line and branch names."""
    if move.at is None or move.end is None:
        return QCoreApplication.translate("Hints", "{tile} as the lead").format(
            tile=move.tile.bracketed())
    value = None if board is None else board.place_value(move.at, move.end)
    if value is None:
        return QCoreApplication.translate("Hints", "{tile} on {at}").format(
            tile=move.tile.bracketed(), at=move.at.bracketed())
    return QCoreApplication.translate("Hints", "{tile} on the {value} end of {at}").format(
        tile=move.tile.bracketed(), value=value, at=move.at.bracketed())


def hint_text(hint: Hint, rules: Rules, tiles_left: int, board: Board | None = None) -> str:
    """The hint's suggestion and its reason as one sentence, built from the hint's facts.

    ``tiles_left`` is how many tiles the player keeps after the suggested play; ``board``
    is the board it is played on (the place is named by its number on it).
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
    # What speaks for the play comes first; what it costs follows as a concession.
    good: list[str] = []
    costs: list[str] = []
    if hint.wins:
        good.append(QCoreApplication.translate("Hints", "it wins the match"))
    elif hint.points_now and hint.accepted:
        good.append(QCoreApplication.translate(
            "Hints", "it scores %n point(s) now", "", points))
    elif hint.points_now:
        costs.append(QCoreApplication.translate(
            "Hints", "its %n point(s) would pass the target, so they would not count", "",
            points))
    if hint.keeps:
        good.append(QCoreApplication.translate(
            "Hints", "it keeps %1 open for your tiles").replace("%1", _number_list(hint.keeps)))
    elif tiles_left > 0:
        costs.append(QCoreApplication.translate(
            "Hints", "none of your tiles will fit after it"))
    if hint.danger > 0:
        costs.append(QCoreApplication.translate(
            "Hints", "the next player may win with the reply (about %1% likely)").replace(
            "%1", str(round(100 * hint.danger))))
    elif rules.scores_plays and hint.risk >= smallest_play_score(rules):
        costs.append(QCoreApplication.translate(
            "Hints", "the reply may score about %n point(s)", "", risk))
    elif not hint.wins:
        good.append(QCoreApplication.translate("Hints", "it gives little away"))
    if not good:
        good.append(QCoreApplication.translate(
            "Hints", "every other play you have costs more"))
    if costs:
        return QCoreApplication.translate("Hints", "Hint: play %1: %2, although %3.").replace(
            "%1", place_text(action, board)).replace("%2", "; ".join(good)).replace(
            "%3", "; ".join(costs))
    return QCoreApplication.translate("Hints", "Hint: play %1: %2.").replace(
        "%1", place_text(action, board)).replace("%2", "; ".join(good))
