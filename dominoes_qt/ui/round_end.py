"""The end of a round (every hand shown, the settlement worked out) and of a match."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt import wording
from dominoes_qt.engine import Match, pip_total
from dominoes_qt.ui.texts import (
    QT,
    game_title,
    hand_line,
    round_end_title,
    settlement_lines,
    you_names,
)
from dominoes_qt.wording import Who


def round_report_html(match: Match, number: int, seat_names: Sequence[str],
                      side_names: Sequence[str]) -> str:
    """The whole report as HTML: hands, settlement, events, and the match result if over."""
    rules = match.rules
    round_ = match.rounds[number - 1]
    out = [f"<h2>{escape(round_end_title(round_, seat_names))}</h2>"]
    hands = QCoreApplication.translate("Texts", "Hands")
    out.append(f"<h3>{escape(hands)}</h3><ul>")
    for seat, hand in enumerate(round_.hands):
        out.append(f"<li><b>{escape(seat_names[seat])}</b>: "
                   f"{escape(hand_line(hand, pip_total(hand)))}</li>")
    out.append("</ul>")
    blocked = round_.end is not None and round_.end.value == "block"
    if blocked:
        result = round_.block_result()
        if result is None:
            text = QCoreApplication.translate(
                "Texts", "The lowest hands are level: the round is drawn.")
        else:
            text = wording.wins_round(QT, Who.side([seat_names[s] for s in result], you_names()))
        out.append(f"<p>{escape(text)}</p>")
    events = [e for e in match.events if e.round == number and e.kind.value != "play"]
    settlement = QCoreApplication.translate("Texts", "Settlement")
    out.append(f"<h3>{escape(settlement)}</h3>")
    if not events:
        nothing = QCoreApplication.translate("Texts", "Nothing to settle.")
        out.append(f"<p>{escape(nothing)}</p>")
    for event in events:
        lines = settlement_lines(rules, event, seat_names, side_names)
        colour = "#1b5e20" if event.accepted else "#b23c17"
        out.append(f"<p style='color:{colour}'>" + "<br>".join(lines) + "</p>")
    scores = QCoreApplication.translate("Texts", "Scores")
    out.append(f"<h3>{escape(scores)}</h3><ul>")
    for side, name in enumerate(side_names):
        out.append(f"<li>{escape(name)}: <b>{rules.display(match.scores[side])}</b></li>")
    out.append("</ul>")
    if match.winner is not None:
        seats = [seat_names[s] for s in match.seating.sides[match.winner]]
        won = wording.wins_match(QT, Who.side(seats, you_names()), game_title(rules))
        out.append(f"<h2>{escape(won)}</h2>")
    return "".join(out)


class RoundEndDialog(QDialog):
    """Shown without blocking: "Next round", or at match end "Play again" / "New game"."""

    next_round = Signal()
    play_again = Signal()
    new_game = Signal()

    def __init__(self, parent: QWidget | None, html: str, match_over: bool) -> None:
        super().__init__(parent)
        self.match_over = match_over
        self.setWindowTitle(self.tr("Match over") if match_over else self.tr("Round over"))
        self.setAccessibleName(self.windowTitle())
        self.resize(560, 520)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        self.text.setAccessibleName(self.tr("Round summary"))
        self.text.setHtml(html)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(self)
        self.primary: QPushButton
        if match_over:
            self.primary = buttons.addButton(self.tr("&Play again"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
            self.primary.clicked.connect(self.play_again)
            other = buttons.addButton(self.tr("&New game..."),
                                      QDialogButtonBox.ButtonRole.ActionRole)
            other.clicked.connect(self.new_game)
            other.clicked.connect(self.accept)
            close = buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
            close.clicked.connect(self.reject)
        else:
            self.primary = buttons.addButton(self.tr("&Next round"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
            self.primary.clicked.connect(self.next_round)
        self.primary.clicked.connect(self.accept)
        self.primary.setDefault(True)
        self.primary.setAccessibleName(self.primary.text().replace("&", ""))
        layout.addWidget(buttons)
