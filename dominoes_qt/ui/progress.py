"""Practice and progress in the window: the daily deal, the rating, its plot.

* **Game > Daily deal** (Ctrl+D) offers the day's deals in a game chosen there, against
  a chosen computer level: first with the hands as dealt, then with the seats turned,
  and once both are played compares them in duplicate style (see
  :mod:`dominoes_qt.engine.daily`). A daily match is serious (no undo, no hints).
* Every rated match (:mod:`dominoes_qt.storage.progress`) moves the player's rating; how
  much the deals helped is worked out in the background once it ends, and a coach's
  review adds its accuracy. The Statistics dialog's Progress tab shows them, with a
  plot of the rating and the accuracy over the matches (:class:`RatingPlot`).
"""

from __future__ import annotations

import datetime
import itertools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.ai.players import LEVELS
from dominoes_qt.ai.rating import LEVEL_RATINGS, luck_adjusted, match_luck
from dominoes_qt.engine import Match
from dominoes_qt.engine.daily import DailyPlan, check_daily, daily_players, day_text
from dominoes_qt.games import GAMES
from dominoes_qt.storage.atomic import StorageError
from dominoes_qt.storage.progress import (
    DailyDay,
    Progress,
    ProgressStore,
    RatedMatch,
    daily_result,
    rated_level,
)
from dominoes_qt.storage.saves import MatchInfo
from dominoes_qt.ui.background import Background
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.session_hub import as_parent
from dominoes_qt.ui.texts import fill, game_label, level_name

if TYPE_CHECKING:
    from dominoes_qt.ai.analysis import Review
    from dominoes_qt.engine.record import GameRecord
    from dominoes_qt.ui.session_hub import SessionHub


def daily_games() -> list[str]:
    """The games a daily deal can be played in (two sides that turning swaps)."""
    return [v for v, rules in GAMES.items() if daily_players(rules) is not None]


def signed(value: float, digits: int = 0) -> str:
    text = f"{abs(value):.{digits}f}"
    return text if round(value, digits) == 0 else ("+" if value > 0 else "−") + text


def shown_points(variant: str, raw: int) -> str:
    from dominoes_qt import gamefacts

    value = gamefacts.shown(GAMES[variant], raw)
    return signed(value, 0 if float(value).is_integer() else 1)


# --- the keeper -------------------------------------------------------------------------


class ProgressKeeper(QObject):
    """The session's part that rates finished matches and keeps the daily deals."""

    changed = Signal()

    def __init__(self, session: SessionHub) -> None:
        super().__init__(as_parent(session))
        self.session = session
        self.store = ProgressStore.beside(session.stats_store.path)
        self._luck_for: str | None = None
        self.luck = Background(lambda: self._luck_for, self)
        self.daily_action = QAction(session.window)
        self.daily_action.setShortcut(QKeySequence("Ctrl+D"))
        self.daily_action.triggered.connect(self.show_daily)
        self.dialog: DailyDialog | None = None

    def name_actions(self) -> None:
        self.daily_action.setText(QCoreApplication.translate("Progress", "Dai&ly deal..."))
        self.daily_action.setToolTip(
            QCoreApplication.translate(
                "Progress", "The same deals for everyone today, played twice with the seats turned"
            )
        )

    def shutdown(self) -> None:
        self.luck.shutdown()

    def _change(self, how: Callable[[Progress], Progress]) -> Progress | None:
        try:
            progress = self.store.change(how)
        except StorageError as exc:
            self.session.report(
                QCoreApplication.translate("Progress", "Progress"),
                fill(
                    QCoreApplication.translate("Progress", "The progress could not be saved: %1"),
                    exc,
                ),
            )
            return None
        self.changed.emit()
        return progress

    def load(self) -> Progress:
        """The progress, telling the player once if the file had to be set aside."""
        loaded = self.store.load()
        if loaded.notice:
            self.session.report(
                QCoreApplication.translate("Progress", "Progress"),
                fill(
                    QCoreApplication.translate("Progress", "The progress could not be read: %1"),
                    loaded.notice,
                ),
            )
        return loaded.value

    def match_over(
        self,
        match: Match,
        human_seats: set[int],
        levels: dict[int, str],
        match_id: str,
        daily: DailyPlan | None,
        hints_used: int = 0,
    ) -> None:
        """Rate a finished match (not one played with hints), keep a daily play, and start
        working out the luck."""
        level = rated_level(match, human_seats, levels)
        if daily is not None and level is not None:
            result = daily_result(daily, match, human_seats, level, match_id)
            if result is not None:
                self._change(lambda p: p.with_daily(result))
        if level is None or hints_used:
            return
        won = match.winner == match.seating.side_of(min(human_seats))
        called_off = match.called_off
        if (
            self._change(
                lambda p: p.with_rated(match_id, match.rules.variant, match.num_players, level,
                                       won, called_off=called_off)
            )
            is None
        ):
            return
        side = match.seating.side_of(min(human_seats))
        snapshot = match.copy()
        self._luck_for = match_id
        self.luck.run(
            match_id,
            lambda: match_luck(snapshot, side),
            lambda luck: self._note_luck(match_id, luck),
            lambda exc: self.session.report(
                QCoreApplication.translate("Progress", "Progress"), str(exc)
            ),
        )

    def _note_luck(self, match_id: str, luck: float) -> None:
        self._change(lambda p: p.with_note(match_id, luck=luck))

    def note_review(self, record: GameRecord, review: Review) -> None:
        """Keep the accuracy a coach's review found, for the match it reviewed."""
        match_id = record.extra.get("match_id")
        if not isinstance(match_id, str):
            return
        progress = self.store.load().value
        if any(m.match_id == match_id for m in progress.matches):
            accuracy = review.whole().accuracy
            self._change(lambda p: p.with_note(match_id, accuracy=accuracy))

    # --- the daily deal -------------------------------------------------------------

    def daily_lines(self, record: GameRecord) -> tuple[list[str], bool]:
        """What Check the deals adds for a daily match: lines, and whether a round is
        not the day's (a round still sealed is not held against it)."""
        plan = MatchInfo.from_extra(record.extra).daily
        if plan is None:
            return [], False
        problems = [p for p in check_daily(record, plan.day, plan.turn) if not p.sealed]
        if not problems:
            return [fill(QCoreApplication.translate(
                "Progress", "Every round is dealt from the seeds of %1 (seats turned: %2)."),
                day_text(plan.day), plan.turn)], False
        return [fill(QCoreApplication.translate(
            "Progress", "Round %1 is NOT the daily deal of %2: %3"), p.round,
            day_text(plan.day), p.reason) for p in problems], True

    def show_daily(self) -> DailyDialog:
        setup = self.session.controller.setup
        level = (
            next((s.level for s in setup.seats if s.is_ai and s.level), "expert")
            if setup is not None
            else "expert"
        )
        variant = setup.rules.variant if setup is not None else daily_games()[0]
        dialog = DailyDialog(self, datetime.date.today(), variant, level, self.session.window)
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: setattr(self, "dialog", None))
        dialog.open()
        return dialog

    def start_daily(self, day: datetime.date, variant: str, level: str) -> bool:
        """Start the next play of ``day``'s deals; False when both are played (or the
        player keeps the match on the table)."""
        turn = self.load().day(day_text(day), variant, level).next_turn
        if turn is None or not self.session.may_abandon():
            return False
        rules = GAMES[variant]
        players = daily_players(rules)
        if players is None:
            return False
        name = self.session.prefs.last_setup.name or QCoreApplication.translate("Session", "You")
        seats = (
            SeatSetup(name),
            *(
                SeatSetup(
                    fill(QCoreApplication.translate("Session", "Computer %1"), seat), "ai", level
                )
                for seat in range(1, players)
            ),
        )
        self.session.reviews.stop()
        self.session.window.new_game(
            GameSetup(rules, seats, None, True, daily=DailyPlan(day, turn))
        )
        return True


# --- the daily dialog -------------------------------------------------------------------


def play_text(variant: str, day: DailyDay, turn: int) -> str:
    played = day.plays.get(turn)
    if played is None:
        return QCoreApplication.translate("Progress", "not played yet")
    points = shown_points(variant, played.margin)
    return fill(
        QCoreApplication.translate("Progress", "won, %1")
        if played.won
        else QCoreApplication.translate("Progress", "called off, %1")
        if played.called_off
        else QCoreApplication.translate("Progress", "lost, %1"),
        points,
    )


def duplicate_text(variant: str, day: DailyDay) -> str:
    edge = day.duplicate
    if edge is None:
        return QCoreApplication.translate("Progress", "once both plays are in")
    if edge == 0:
        return QCoreApplication.translate("Progress", "level with the computer on the same tiles")
    from dominoes_qt import gamefacts

    value = gamefacts.shown(GAMES[variant], abs(edge))
    if float(value).is_integer():
        # A whole number takes the noun that agrees with it ("1 point", "2 points").
        whole = int(value)
        return (QCoreApplication.translate(
            "Progress", "%n point(s) better than the computer on the same tiles", "", whole)
            if edge > 0 else QCoreApplication.translate(
            "Progress", "%n point(s) worse than the computer on the same tiles", "", whole))
    points = f"{value:.1f}"
    return fill(
        QCoreApplication.translate(
            "Progress", "%1 points better than the computer on the same tiles"
        )
        if edge > 0
        else QCoreApplication.translate(
            "Progress", "%1 points worse than the computer on the same tiles"
        ),
        points,
    )


class DailyDialog(QDialog):
    """Today's deals: the game and level, both plays and their duplicate comparison."""

    def __init__(
        self,
        keeper: ProgressKeeper,
        day: datetime.date,
        variant: str,
        level: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.keeper = keeper
        self.day = day
        self.setWindowTitle(QCoreApplication.translate("Progress", "Daily deal"))
        self.setAccessibleName(QCoreApplication.translate("Progress", "Daily deal"))
        outer = QVBoxLayout(self)
        self.intro = QLabel(
            fill(
                QCoreApplication.translate(
                    "Progress",
                    "The deals of %1 are the same for everyone who plays this game today: "
                    "each round's seed comes from the date, and Check the deals shows they "
                    "are. Play them against the computer, then again with the seats turned "
                    "(you get the hands the computer had). The two results together say how "
                    "you did against the computer on the same tiles.",
                ),
                day_text(day),
            ),
            self,
        )
        self.intro.setWordWrap(True)
        outer.addWidget(self.intro)
        form = QFormLayout()
        self.game = QComboBox(self)
        for name in daily_games():
            self.game.addItem(game_label(GAMES[name]), name)
        self.game.setCurrentIndex(max(0, self.game.findData(variant)))
        self.game.setAccessibleName(QCoreApplication.translate("Progress", "Game"))
        self.level = QComboBox(self)
        for name in LEVELS:
            self.level.addItem(level_name(name), name)
        self.level.setCurrentIndex(max(0, self.level.findData(level)))
        self.level.setAccessibleName(QCoreApplication.translate("Progress", "Computer level"))
        form.addRow(QCoreApplication.translate("Progress", "&Game:"), self.game)
        form.addRow(QCoreApplication.translate("Progress", "&Computer:"), self.level)
        self.first = QLabel(self)
        self.second = QLabel(self)
        self.edge = QLabel(self)
        self.edge.setWordWrap(True)
        for label, name in (
            (self.first, QCoreApplication.translate("Progress", "First play")),
            (self.second, QCoreApplication.translate("Progress", "Seats turned")),
            (self.edge, QCoreApplication.translate("Progress", "Compared")),
        ):
            label.setAccessibleName(name)
            label.setTextInteractionFlags(
                Qt.TextInteractionFlag.TextSelectableByKeyboard
                | Qt.TextInteractionFlag.TextSelectableByMouse
            )
            form.addRow(name + ":", label)
        outer.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.play_button = QPushButton(self)
        buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.play_button.setDefault(True)
        self.play_button.clicked.connect(self.play)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.game.currentIndexChanged.connect(self.refresh)
        self.level.currentIndexChanged.connect(self.refresh)
        keeper.changed.connect(self.refresh)
        self.refresh()
        self.game.setFocus()

    def variant(self) -> str:
        return str(self.game.currentData())

    def chosen_level(self) -> str:
        return str(self.level.currentData())

    def refresh(self) -> None:
        progress = self.keeper.store.load().value
        variant = self.variant()
        day = progress.day(day_text(self.day), variant, self.chosen_level())
        self.first.setText(play_text(variant, day, 0))
        self.second.setText(play_text(variant, day, 1))
        self.edge.setText(duplicate_text(variant, day))
        turn = day.next_turn
        self.play_button.setEnabled(turn is not None)
        self.play_button.setText(
            QCoreApplication.translate("Progress", "&Play the deals")
            if turn == 0
            else QCoreApplication.translate("Progress", "&Play with the seats turned")
            if turn == 1
            else QCoreApplication.translate("Progress", "Both plays done")
        )
        self.play_button.setAccessibleName(self.play_button.text().replace("&", ""))

    def play(self) -> None:
        if self.keeper.start_daily(self.day, self.variant(), self.chosen_level()):
            self.accept()


# --- the plot and the Progress tab ------------------------------------------------------


RATING_COLOUR = QColor("#1f5fa8")
ACCURACY_COLOUR = QColor("#c8641e")
"""Blue and orange: told apart with every common kind of colour blindness."""


class RatingPlot(QWidget):
    """The rating after each rated match (a line, scale on the left) and the accuracy of
    the reviewed ones (dots joined by a dashed line, scale on the right), drawn with
    QPainter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.matches: tuple[RatedMatch, ...] = ()
        self.start = 0.0
        self.setMinimumSize(260, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(
            QCoreApplication.translate("Progress", "Rating and accuracy over the matches")
        )
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def show_matches(self, matches: Sequence[RatedMatch], start: float) -> None:
        self.matches = tuple(matches)
        self.start = start
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        """The plot in words, for screen readers."""
        if not self.matches:
            return QCoreApplication.translate("Progress", "No rated matches yet.")
        ratings = [m.after for m in self.matches]
        reviewed = [m.accuracy for m in self.matches if m.accuracy is not None]
        text = fill(
            QCoreApplication.translate(
                "Progress",
                "Rated matches: %1; the rating went from %2 to %3 (lowest %4, highest %5).",
            ),
            len(ratings),
            round(self.matches[0].before),
            round(ratings[-1]),
            round(min(ratings)),
            round(max(ratings)),
        )
        if reviewed:
            text += " " + fill(
                QCoreApplication.translate(
                    "Progress", "Reviewed: %1; accuracy last %2%, mean %3%."
                ),
                len(reviewed),
                round(100 * reviewed[-1]),
                round(100 * sum(reviewed) / len(reviewed)),
            )
        return text

    def points(self, area: QRectF) -> tuple[list[QPointF], list[QPointF], float, float]:
        """Where the rating and accuracy points lie in ``area``, and the rating scale."""
        values = (
            [self.matches[0].before, *(m.after for m in self.matches)]
            if self.matches
            else [self.start]
        )
        low, high = min(values), max(values)
        pad = max(25.0, (high - low) * 0.1)
        low, high = low - pad, high + pad
        count = max(len(values) - 1, 1)

        def x(i: int) -> float:
            return area.left() + area.width() * i / count

        def y(value: float, lo: float, hi: float) -> float:
            return area.bottom() - area.height() * (value - lo) / (hi - lo)

        rating = [QPointF(x(i), y(v, low, high)) for i, v in enumerate(values)]
        accuracy = [
            QPointF(x(i + 1), y(m.accuracy, 0.0, 1.0))
            for i, m in enumerate(self.matches)
            if m.accuracy is not None
        ]
        return rating, accuracy, low, high

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        metrics = painter.fontMetrics()
        margin = metrics.horizontalAdvance("00000") + 8
        area = QRectF(
            margin,
            metrics.height() + 6,
            self.width() - 2 * margin,
            self.height() - 2 * metrics.height() - 14,
        )
        if area.width() < 20 or area.height() < 20:
            painter.end()
            return
        text_pen = QPen(palette.text().color())
        grid = QColor(palette.text().color())
        grid.setAlpha(50)
        rating, accuracy, low, high = self.points(area)
        painter.setPen(QPen(grid, 1))
        for step in range(5):
            y = area.top() + area.height() * step / 4
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text_pen)
            value = high - (high - low) * step / 4
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, margin - 4, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{value:.0f}",
            )
            painter.drawText(
                QRectF(area.right() + 4, y - metrics.height() / 2, margin - 4, metrics.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                f"{100 - 25 * step}%",
            )
            painter.setPen(QPen(grid, 1))
        painter.setPen(text_pen)
        painter.drawText(
            QRectF(area.left(), 0, area.width(), metrics.height() + 4),
            Qt.AlignmentFlag.AlignLeft,
            QCoreApplication.translate("Progress", "Rating"),
        )
        painter.drawText(
            QRectF(area.left(), 0, area.width(), metrics.height() + 4),
            Qt.AlignmentFlag.AlignRight,
            QCoreApplication.translate("Progress", "Accuracy"),
        )
        painter.drawText(
            QRectF(area.left(), area.bottom() + 4, area.width(), metrics.height() + 4),
            Qt.AlignmentFlag.AlignHCenter,
            fill(QCoreApplication.translate("Progress", "Rated matches: %1"), len(self.matches)),
        )
        if len(rating) > 1:
            path = QPainterPath(rating[0])
            for point in rating[1:]:
                path.lineTo(point)
            painter.setPen(QPen(RATING_COLOUR, 2.5))
            painter.drawPath(path)
        if accuracy:
            dashed = QPen(ACCURACY_COLOUR, 1.5, Qt.PenStyle.DashLine)
            painter.setPen(dashed)
            for a, b in itertools.pairwise(accuracy):
                painter.drawLine(a, b)
            painter.setPen(QPen(ACCURACY_COLOUR, 1))
            painter.setBrush(ACCURACY_COLOUR)
            for point in accuracy:
                painter.drawEllipse(point, 3.5, 3.5)
        painter.end()


def _item(text: str) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item


class ProgressPanel(QWidget):
    """The Statistics dialog's Progress tab: the rating, its plot, the matches behind it
    and the daily deals."""

    SHOWN = 12
    """Matches and daily plays listed (the plot shows every match kept)."""

    def __init__(self, store: ProgressStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setAccessibleName(QCoreApplication.translate("Progress", "Progress"))
        outer = QVBoxLayout(self)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName(QCoreApplication.translate("Progress", "Rating"))
        outer.addWidget(self.summary)
        self.plot = RatingPlot(self)
        outer.addWidget(self.plot, 2)
        self.matches = QTableWidget(self)
        self.matches.setAccessibleName(QCoreApplication.translate("Progress", "Rated matches"))
        self.matches.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.matches.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.matches.setAlternatingRowColors(True)
        outer.addWidget(self.matches, 2)
        self.levels = QLabel(self)
        self.levels.setWordWrap(True)
        self.levels.setAccessibleName(
            QCoreApplication.translate("Progress", "The computer levels' ratings")
        )
        outer.addWidget(self.levels)
        self.progress = Progress()
        self.notice: str | None = None

    def reload(self) -> None:
        loaded = self.store.load()
        self.notice = loaded.notice
        self.show_progress(loaded.value)

    def show_progress(self, progress: Progress) -> None:
        self.progress = progress
        self.summary.setText(
            fill(
                QCoreApplication.translate(
                    "Progress", "Your rating: %1 (rated matches: %2)."
                ),
                round(progress.rating),
                progress.rated,
            )
            if progress.rated
            else QCoreApplication.translate(
                "Progress",
                "Your rating starts at 1200. Finish a match against computer players of one "
                "level, with the people at the table on one side, to have it rated.",
            )
        )
        self.plot.show_matches(progress.matches, progress.rating)
        shown = list(reversed(progress.matches[-self.SHOWN :]))
        headers = [
            QCoreApplication.translate("Progress", "Finished"),
            QCoreApplication.translate("Progress", "Game"),
            QCoreApplication.translate("Progress", "Opponent"),
            QCoreApplication.translate("Progress", "Result"),
            QCoreApplication.translate("Progress", "Rating"),
            QCoreApplication.translate("Progress", "Luck"),
            QCoreApplication.translate("Progress", "Luck-adjusted"),
            QCoreApplication.translate("Progress", "Accuracy"),
        ]
        table = self.matches
        table.clear()
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setRowCount(len(shown))
        for row, m in enumerate(shown):
            rules = GAMES.get(m.variant)
            cells = [
                m.finished[:10],
                game_label(rules) if rules is not None else m.variant,
                fill(
                    QCoreApplication.translate("Progress", "%1 (%2)"),
                    level_name(m.level),
                    round(m.opponent),
                ),
                QCoreApplication.translate("Progress", "won")
                if m.won
                else QCoreApplication.translate("Progress", "called off")
                if m.called_off
                else QCoreApplication.translate("Progress", "lost"),
                fill(
                    QCoreApplication.translate("Progress", "%1 (%2)"),
                    round(m.after),
                    signed(m.after - m.before),
                ),
                "—" if m.luck is None else f"{signed(100 * m.luck)}%",
                "—" if m.luck is None
                else f"{luck_adjusted(m.won, m.luck, m.called_off):.2f}".replace("-", "−"),
                "—" if m.accuracy is None else f"{round(100 * m.accuracy)}%",
            ]
            for column, text in enumerate(cells):
                table.setItem(row, column, _item(text))
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        self.levels.setText(
            fill(
                QCoreApplication.translate(
                    "Progress",
                    "Computer levels (measured in Exact 61 Five Up, 95% interval): %1. Luck is "
                    "how much the deals raised your chance of winning the match, judged by the "
                    "master's rollouts with every hand known; the luck-adjusted result is the "
                    "result (1 won, 0 lost) less the luck.",
                ),
                ", ".join(
                    fill(
                        QCoreApplication.translate("Progress", "%1 %2 (%3–%4)"),
                        level_name(name),
                        round(r.rating),
                        round(r.low),
                        round(r.high),
                    )
                    for name, r in LEVEL_RATINGS.items()
                ),
            )
        )
