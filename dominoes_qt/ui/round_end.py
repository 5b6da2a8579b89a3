"""The end of a round (every hand shown, the settlement worked out) and of a match.

The hands are drawn as the table draws its tiles, the settlement is written with the score
sheet's words plus the working, and a cribbage board moves its pegs through the round's
settlement while the player reads.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QShowEvent, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.engine import Match, ScoreEvent, Tile, pip_total
from dominoes_qt.engine.seen import MatchReport
from dominoes_qt.ui.items import Palette, TileItem
from dominoes_qt.ui.scoring.board import CribbageBoard
from dominoes_qt.ui.texts import QT, fill, game_title, round_end_title, settlement_lines, you_names
from dominoes_qt.wording import Who, called_off, event_line, wins_match, wins_round

TILE_UNIT = 22.0
"""Half a tile's length in the hands shown, in pixels."""


class HandTiles(QWidget):
    """One seat's last tiles, face up in a row, painted like the table's tiles."""

    def __init__(self, tiles: Sequence[Tile], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles = tuple(tiles)
        palette = Palette(colour_blind=False)
        self._items = [TileItem(t, TILE_UNIT, palette) for t in self.tiles]
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        # Named by its tiles as the table names them ("0|3"), not a nameless picture.
        self.setAccessibleName(tiles_text(self.tiles))
        self.setToolTip(self.accessibleName())

    def sizeHint(self) -> QSize:
        step = TILE_UNIT * 1.25
        return QSize(int(step * max(len(self.tiles), 1) + 8), int(TILE_UNIT * 2 + 10))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        option = QStyleOptionGraphicsItem()
        step = TILE_UNIT * 1.25
        for number, item in enumerate(self._items):
            painter.save()
            # Standing upright, as the player's own hand stands on the table.
            painter.translate(QPointF(4 + step * (number + 0.5), self.height() / 2))
            painter.rotate(90)
            item.paint(painter, option, self)
            painter.restore()
        if not self._items:
            painter.setPen(self.palette().windowText().color())
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignLeft
                             | Qt.AlignmentFlag.AlignVCenter, self.tr("no tiles left"))
        painter.end()


def tiles_text(tiles: Sequence[Tile]) -> str:
    """The tiles left in a hand as a listener hears them: "tiles left: 0|3, 2|5"."""
    if not tiles:
        return QCoreApplication.translate("RoundEnd", "no tiles left")
    return fill(QCoreApplication.translate("RoundEnd", "tiles left: %1"),
                ", ".join(str(t) for t in tiles))


def pips_text(pips: int) -> str:
    """"9 pips", the plural in the player's language."""
    return QCoreApplication.translate("RoundEnd", "%n pip(s)", "", pips)


def settlement_events(match: Match | MatchReport, number: int) -> list[ScoreEvent]:
    """The events of round ``number`` that settle it (not the plays' own scores)."""
    return [e for e in match.events if e.round == number and e.kind.value != "play"]


def settlement_html(match: MatchReport, seat_names: Sequence[str],
                    side_names: Sequence[str]) -> str:
    """Who won the round and each settlement event: the sheet's line, then its working."""
    rules = match.rules
    round_ = match.round
    number = round_.number
    out: list[str] = []
    if round_.end is not None and round_.end.value == "block":
        result = round_.block_result()
        if not rules.blocked_round_has_winner:
            # The lowest hand is only shown here: the game's rules give a block no winner.
            text = QCoreApplication.translate(
                "Texts", "A blocked round has no winner in this game.")
        elif result is None:
            text = QCoreApplication.translate(
                "Texts", "The lowest hands are level: the round is drawn.")
        else:
            text = wins_round(QT, Who.side([seat_names[s] for s in result], you_names()))
        out.append(f"<p>{escape(text)}</p>")
    events = settlement_events(match, number)
    if not events:
        nothing = QCoreApplication.translate("Texts", "Nothing to settle.")
        out.append(f"<p>{escape(nothing)}</p>")
    for event in events:
        colour = "#1b5e20" if event.accepted else "#b23c17"
        who = escape(side_names[event.side])
        line = escape(event_line(QT, event, rules))
        steps = "<br>".join(settlement_lines(rules, event, seat_names, side_names))
        out.append(f"<p><b style='color:{colour}'>{who}: {line}</b><br>{steps}</p>")
    if match.winner is not None and number == match.rounds:
        seats = [seat_names[s] for s in match.seating.sides[match.winner]]
        won = wins_match(QT, Who.side(seats, you_names()), game_title(rules))
        out.append(f"<h3>{escape(won)}</h3>")
    elif match.called_off and number == match.rounds:
        out.append(f"<h3>{escape(called_off(QT, match.rounds))}</h3>")
    return "".join(out)


class RoundEndDialog(QDialog):
    """The round's report, shown without blocking, with the table's next step.

    After a round: "Next round". After the match: "New match" (the same players again),
    "New game..." (choose again), "Review this match" and "Close". Each is a signal.
    """

    next_round = Signal()
    new_match = Signal()
    new_game = Signal()
    review_match = Signal()

    def __init__(self, parent: QWidget | None, match: MatchReport,
                 seat_names: Sequence[str], side_names: Sequence[str], *,
                 animated: bool = True, high_contrast: bool = False) -> None:
        super().__init__(parent)
        # Only the last round of a won or called-off match ends the match (a past round
        # may be reviewed).
        over = match.ends_match
        number = match.round.number
        self.match_over = over
        self.setWindowTitle(self.tr("Match over") if over else self.tr("Round over"))
        self.setAccessibleName(self.windowTitle())
        round_ = match.round
        layout = QVBoxLayout(self)
        title = QLabel(f"<h2>{escape(round_end_title(round_, seat_names))}</h2>")
        layout.addWidget(title)
        hands = QGridLayout()
        hands.setHorizontalSpacing(12)
        self.hands: list[HandTiles] = []
        for seat, hand in enumerate(round_.hands):
            pips = pips_text(pip_total(hand))
            name = QLabel(f"<b>{escape(seat_names[seat])}</b><br>{escape(pips)}")
            # A screen reader reads a dialog's labels as it opens: the tiles with the pips.
            name.setAccessibleName(fill("%1: %2; %3", seat_names[seat], pips,
                                        tiles_text(hand)))
            tiles = HandTiles(hand)
            # Two hands a row: four players' hands fit a small screen.
            row, column = divmod(seat, 2)
            hands.addWidget(name, row, 2 * column)
            hands.addWidget(tiles, row, 2 * column + 1)
            self.hands.append(tiles)
        hands.setColumnStretch(1, 1)
        hands.setColumnStretch(3, 1)
        layout.addLayout(hands)
        # A label, not a text browser: a screen reader reads a dialog's labels when it
        # opens (as it does the title and the pips), and never took the focus to read a
        # browser's text. A long settlement scrolls.
        html = settlement_html(match, seat_names, side_names)
        self.text = QLabel(html, self)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        plain = QTextDocument()
        plain.setHtml(html)
        self.text.setAccessibleName(" ".join(plain.toPlainText().split()))
        self.text.setAccessibleDescription(self.tr("Settlement"))
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.text)
        self.settlement_area = scroll
        layout.addWidget(scroll, 1)
        self.board = CribbageBoard(self)
        self.board.reset(match.rules, match.seating, side_names, seat_names)
        self.board.set_high_contrast(high_contrast)
        # The pegs stand where the round's play left them and move through the settlement
        # once the dialog shows.
        settling = settlement_events(match, number)
        before = [e for e in match.events if e.round < number
                  or (e.round == number and e.kind.value == "play")]
        self.board.set_animated(False)
        self.board.add_events(before)
        self.board.set_animated(animated)
        self._settling = settling
        self.board.setMinimumWidth(420)
        layout.addWidget(self.board)
        buttons = QDialogButtonBox(self)
        self.primary: QPushButton
        if over:
            self.primary = buttons.addButton(self.tr("&New match"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
            self.primary.setToolTip(self.tr("Play again with the same players and rules"))
            self.primary.clicked.connect(self.new_match)
            choose = buttons.addButton(self.tr("New &game..."),
                                       QDialogButtonBox.ButtonRole.ActionRole)
            choose.clicked.connect(self.new_game)
            choose.clicked.connect(self.accept)
            self.review_button = buttons.addButton(self.tr("&Review this match"),
                                                   QDialogButtonBox.ButtonRole.ActionRole)
            self.review_button.clicked.connect(self.review_match)
            self.review_button.clicked.connect(self.accept)
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
        scroll.setMinimumHeight(90)
        self.resize(680, 560)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The focus on the next step: Return goes on, and the reader has read the report.
        self.primary.setFocus()
        settling, self._settling = self._settling, []
        if settling:
            self.board.add_events(settling)

    def settlement_text(self) -> str:
        """The settlement as plain text (what a screen reader reads)."""
        return self.text.accessibleName()

    def hand_tiles(self, seat: int) -> tuple[Tile, ...]:
        """The tiles shown for ``seat`` (tests, accessibility)."""
        return self.hands[seat].tiles
