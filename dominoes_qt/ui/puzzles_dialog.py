"""The puzzles window: a shipped set per game and your own mistakes, to solve on a table.

The position is drawn as the rules book draws boards (:class:`BoardFigure`), the hand as
tile pictures; every legal play is a row of a list, so the keyboard does everything
(arrows choose, Enter plays). Hints come one at a time; "Show the answer" lays the answer
on the table and says why it meets the goal. Every sentence is built here from the
puzzle's facts and the game's rules, in the language installed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt import puzzles
from dominoes_qt.engine import Board, Move, Reaching, SeatView, Tile
from dominoes_qt.games import GAMES
from dominoes_qt.puzzles import Goal, Puzzle
from dominoes_qt.storage import atomic
from dominoes_qt.ui.teaching.figure import BoardFigure, tile_pixmap
from dominoes_qt.ui.teaching.words import move_text
from dominoes_qt.ui.texts import fill, game_label

MISTAKES = "mistakes"
"""The set chooser's key for the player's own mistakes."""


def goal_line(p: Puzzle) -> str:
    """The goal in one line, with the game's target and units."""
    rules = p.rules
    if p.goal is Goal.WIN:
        target = rules.display(rules.target)
        if rules.reaching is Reaching.EXACTLY:
            return fill(QCoreApplication.translate(
                "Puzzles", "Win the match in one play: reach exactly %1."), target)
        return fill(QCoreApplication.translate(
            "Puzzles", "Win the match in one play: reach %1."), target)
    if p.goal is Goal.SCORE:
        points = rules.display(p.points)
        return QCoreApplication.translate("Puzzles", "Score %n point(s) in one play.", "",
                                          points)
    if p.goal is Goal.DENY:
        return QCoreApplication.translate("Puzzles", "Leave the next player no play that scores.")
    if p.goal is Goal.SHUT:
        return QCoreApplication.translate("Puzzles", "Leave the next player no tile that fits.")
    if p.goal is Goal.HOLD:
        return QCoreApplication.translate(
            "Puzzles", "Which of these tiles can the next player not hold?")
    return QCoreApplication.translate("Puzzles", "From your game: find the better play.")


def difficulty_name(grade: int) -> str:
    if grade == 1:
        return QCoreApplication.translate("Puzzles", "easy")
    if grade == 2:
        return QCoreApplication.translate("Puzzles", "medium")
    return QCoreApplication.translate("Puzzles", "hard")


def _numbers(board: Board) -> str:
    return ", ".join(str(v) for v in sorted({place.value for place in board.places()}))


def answer_words(p: Puzzle) -> str:
    """Why the answer meets the goal."""
    move = p.answer[0]
    if p.goal is Goal.HOLD:
        numbers = ", ".join(str(n) for n in p.checks.get("lacks", []))
        return fill(QCoreApplication.translate(
            "Puzzles", "The next player drew or passed when the open ends wanted %1, so it "
            "holds no tile with those numbers; %2 has one."), numbers, move.tile.bracketed())
    view = p.view()
    rules = p.rules
    after = view.board.copy()
    after.place(move)
    play = move_text(move)
    if p.goal is Goal.WIN:
        return fill(QCoreApplication.translate(
            "Puzzles", "%1 makes the ends add up to %2: it scores what the side needs to "
                        "reach %3 and win. No other play does."), play, after.end_sum,
                    rules.display(rules.target))
    if p.goal is Goal.SCORE:
        runner = int(p.checks.get("runner_up", 0))
        return fill(QCoreApplication.translate(
            "Puzzles", "%1 makes the ends add up to %2, worth %3; no other play makes "
                        "more than %4."), play, after.end_sum, rules.display(p.points),
                    rules.display(runner))
    if p.goal is Goal.DENY:
        return fill(QCoreApplication.translate(
            "Puzzles", "After %1 the open ends want %2, and no tile the next player can "
                        "hold makes them score."), play, _numbers(after))
    if p.goal is Goal.SHUT:
        return fill(QCoreApplication.translate(
            "Puzzles", "After %1 the open ends want %2: the next player cannot hold any of "
                        "them (they are on the table, in your hand, or it has shown it has "
                        "none)."), play, _numbers(after))
    played = p.played
    text = fill(QCoreApplication.translate("Puzzles", "The coach's better play is %1."), play)
    if played is not None:
        text += " " + fill(QCoreApplication.translate(
            "Puzzles", "In the game you played %1."), move_text(played))
    return text


def refutation(p: Puzzle, move: Move) -> str:
    """Why a play that is not the answer misses the goal."""
    if p.goal is Goal.HOLD:
        return fill(QCoreApplication.translate(
            "Puzzles", "Nothing the next player has shown rules %1 out."),
            move.tile.bracketed())
    view = p.view()
    rules = p.rules
    after = view.board.copy()
    after.place(move)
    if p.goal is Goal.WIN:
        return QCoreApplication.translate("Puzzles", "It does not win the match now.")
    if p.goal is Goal.SCORE:
        from dominoes_qt.ai.playout import points_after

        made = rules.display(points_after(rules, view.board, move))
        return QCoreApplication.translate(
            "Puzzles", "It scores %n point(s); another play makes more.", "", made)
    if p.goal is Goal.DENY:
        return fill(QCoreApplication.translate(
            "Puzzles", "After it the open ends want %1, and the next player may hold a "
            "tile that scores there."), _numbers(after))
    if p.goal is Goal.SHUT:
        return fill(QCoreApplication.translate(
            "Puzzles", "After it the open ends want %1, and the next player may hold a "
            "tile that fits there."), _numbers(after))
    return QCoreApplication.translate("Puzzles", "It is not the coach's better play.")


def hint_words(p: Puzzle, level: int) -> str:
    tile = p.answer[0].tile
    if p.goal is Goal.HOLD:
        if level == 1:
            return QCoreApplication.translate(
                "Puzzles", "Hint: look for the turns where the next player drew or passed.")
        lacked = [n for n in p.checks.get("lacks", []) if n in (tile.a, tile.b)]
        number = lacked[0] if lacked else tile.a
        return fill(QCoreApplication.translate(
            "Puzzles", "Hint: the tile has a %1 on it."), number)
    if level == 1:
        return fill(QCoreApplication.translate(
            "Puzzles", "Hint: the tile to play has a %1 on it."), max(tile.a, tile.b))
    return fill(QCoreApplication.translate(
        "Puzzles", "Hint: play %1; which place is for you to find."), tile.bracketed())


class PuzzleDialog(QDialog):
    """Choose a set and a puzzle, then solve it (see the module)."""

    def __init__(self, mistakes_file: Path, variant: str | None = None,
                 parent: QWidget | None = None,
                 shipped: Callable[[str], list[Puzzle]] = puzzles.shipped) -> None:
        super().__init__(parent)
        self.mistakes_file = mistakes_file
        self._shipped = shipped
        self.puzzles: list[Puzzle] = []
        self.puzzle: Puzzle | None = None
        self.view: SeatView | None = None
        self.moves: list[Move] = []
        self.hints = 0
        self.solved: set[str] = set()
        self.setWindowTitle(QCoreApplication.translate("Puzzles", "Puzzles"))
        self.setObjectName("puzzles")

        outer = QHBoxLayout(self)
        left = QVBoxLayout()
        form = QFormLayout()
        self.set_choice = QComboBox(self)
        for key, rules in GAMES.items():
            self.set_choice.addItem(game_label(rules), key)
        self.set_choice.addItem(QCoreApplication.translate("Puzzles", "Your mistakes"), MISTAKES)
        self.set_choice.setAccessibleName(QCoreApplication.translate("Puzzles", "Puzzle set"))
        set_label = QLabel(QCoreApplication.translate("Puzzles", "&Set:"), self)
        set_label.setBuddy(self.set_choice)
        form.addRow(set_label, self.set_choice)
        left.addLayout(form)
        self.list = QListWidget(self)
        # A goal is a sentence: wrapped whole rather than cut off at the edge.
        self.list.setWordWrap(True)
        self.list.setMinimumWidth(300)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setAccessibleName(QCoreApplication.translate("Puzzles", "Puzzles of the set"))
        left.addWidget(self.list, 1)
        self.empty = QLabel(self)
        self.empty.setWordWrap(True)
        self.empty.setAccessibleName(QCoreApplication.translate("Puzzles", "About the set"))
        left.addWidget(self.empty)
        outer.addLayout(left, 1)

        right = QVBoxLayout()
        self.goal = QLabel(self)
        self.goal.setWordWrap(True)
        self.goal.setAccessibleName(QCoreApplication.translate("Puzzles", "Goal"))
        font = self.goal.font()
        font.setBold(True)
        self.goal.setFont(font)
        self.situation = QLabel(self)
        self.situation.setWordWrap(True)
        self.situation.setAccessibleName(QCoreApplication.translate("Puzzles", "Scores and hands"))
        self.board = BoardFigure(self)
        self.board.setAccessibleName(QCoreApplication.translate("Puzzles", "The table"))
        self.board.setMinimumSize(420, 260)
        self.hand = QLabel(self)
        self.hand.setAccessibleName(QCoreApplication.translate("Puzzles", "Your hand"))
        self.hand_tiles = QHBoxLayout()
        self.plays = QListWidget(self)
        self.plays.setAccessibleName(QCoreApplication.translate("Puzzles", "Your plays"))
        self.plays.setMaximumHeight(140)
        plays_label = QLabel(QCoreApplication.translate("Puzzles", "Your &plays:"), self)
        plays_label.setBuddy(self.plays)
        self.feedback = QLabel(self)
        self.feedback.setWordWrap(True)
        self.feedback.setAccessibleName(QCoreApplication.translate("Puzzles", "What the play did"))
        buttons = QHBoxLayout()
        self.play_button = QPushButton(QCoreApplication.translate("Puzzles", "P&lay"), self)
        self.hint_button = QPushButton(QCoreApplication.translate("Puzzles", "&Hint"), self)
        self.answer_button = QPushButton(QCoreApplication.translate(
            "Puzzles", "Show the &answer"), self)
        self.next_button = QPushButton(QCoreApplication.translate("Puzzles", "&Next puzzle"), self)
        self.forget_button = QPushButton(QCoreApplication.translate(
            "Puzzles", "&Forget this mistake"), self)
        for button, name in ((self.play_button, QCoreApplication.translate(
            "Puzzles", "Play the chosen play")),
                             (self.hint_button, QCoreApplication.translate("Puzzles", "Hint")),
                             (self.answer_button, QCoreApplication.translate(
                                 "Puzzles", "Show the answer")),
                             (self.next_button, QCoreApplication.translate(
                                 "Puzzles", "Next puzzle")),
                             (self.forget_button, QCoreApplication.translate(
                                 "Puzzles", "Forget this mistake"))):
            button.setAccessibleName(name)
            button.setAutoDefault(False)
            buttons.addWidget(button)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        close.button(QDialogButtonBox.StandardButton.Close).setAccessibleName(QCoreApplication.translate(
            "Puzzles", "Close"))
        right.addWidget(self.goal)
        right.addWidget(self.situation)
        right.addWidget(self.board, 1)
        hand_row = QHBoxLayout()
        hand_row.addWidget(self.hand)
        hand_row.addLayout(self.hand_tiles)
        hand_row.addStretch(1)
        right.addLayout(hand_row)
        right.addWidget(plays_label)
        right.addWidget(self.plays)
        right.addWidget(self.feedback)
        right.addLayout(buttons)
        right.addWidget(close)
        outer.addLayout(right, 3)

        self.set_choice.currentIndexChanged.connect(lambda _i: self.fill_list())
        self.list.currentRowChanged.connect(self.choose)
        self.plays.itemActivated.connect(lambda _item: self.try_play())
        self.play_button.clicked.connect(lambda _=False: self.try_play())
        self.hint_button.clicked.connect(lambda _=False: self.hint())
        self.answer_button.clicked.connect(lambda _=False: self.show_answer())
        self.next_button.clicked.connect(lambda _=False: self.next_puzzle())
        self.forget_button.clicked.connect(lambda _=False: self.forget())
        if variant is not None and variant in GAMES:
            self.set_choice.setCurrentIndex(list(GAMES).index(variant))
        self.fill_list()

    # --- the sets -----------------------------------------------------------------------

    @property
    def set_key(self) -> str:
        return str(self.set_choice.currentData())

    def fill_list(self) -> None:
        key = self.set_key
        if key == MISTAKES:
            self.puzzles = puzzles.read_mistakes(self.mistakes_file)
            empty = QCoreApplication.translate(
                "Puzzles", "No mistakes yet: after Analyse this game, every decision the "
                        "coach marks waits here to be tried again.")
        else:
            self.puzzles = self._shipped(key)
            empty = QCoreApplication.translate("Puzzles", "This game has no puzzles yet.")
        self.list.blockSignals(True)
        self.list.clear()
        for number, p in enumerate(self.puzzles, start=1):
            title = game_label(p.rules) if key == MISTAKES else ""
            text = fill(QCoreApplication.translate(
                "Puzzles", "%1. %2 (%3)"), number, goal_line(p), difficulty_name(p.difficulty))
            if title:
                text = f"{text} - {title}"
            if p.id in self.solved:
                text = "✓ " + text
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, p.id)
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.empty.setText("" if self.puzzles else empty)
        self.forget_button.setVisible(key == MISTAKES)
        if self.puzzles:
            self.list.setCurrentRow(0)
        else:
            self.choose(-1)

    # --- one puzzle ---------------------------------------------------------------------

    def choose(self, row: int) -> None:
        enabled = 0 <= row < len(self.puzzles)
        for widget in (self.plays, self.play_button, self.hint_button, self.answer_button,
                       self.next_button, self.forget_button):
            widget.setEnabled(enabled)
        self.feedback.clear()
        self.hints = 0
        if not enabled:
            self.puzzle = self.view = None
            self.moves = []
            self.goal.clear()
            self.situation.clear()
            self.plays.clear()
            self.board.scene().clear()
            self._show_hand(())
            return
        p = self.puzzles[row]
        self.puzzle = p
        view = self.view = p.view()
        self.goal.setText(goal_line(p))
        self.situation.setText(self._situation(p, view))
        self.board.show_board(view.board)
        self._show_hand(view.hand)
        self.plays.clear()
        if p.goal is Goal.HOLD:
            # The choice is of a tile, laid nowhere.
            self.moves = [Move(t) for t in p.choices]
            for move in self.moves:
                self.plays.addItem(move.tile.bracketed())
        else:
            self.moves = [a for a in view.legal_actions() if isinstance(a, Move)]
            for move in self.moves:
                self.plays.addItem(move_text(move))
        self.plays.setCurrentRow(0)

    def _situation(self, p: Puzzle, view: SeatView) -> str:
        rules = p.rules
        seating = view.seating
        mine = rules.display(view.scores[view.side])
        others = ", ".join(str(rules.display(s)) for i, s in enumerate(view.scores)
                           if i != view.side)
        counts = ", ".join(str(view.hand_counts[s]) for s in range(seating.num_players)
                           if s != view.seat)
        text = fill(QCoreApplication.translate(
            "Puzzles", "Your side has %1, the others %2 (the target: %3). The other hands "
                        "hold %4 tiles."), mine, others, rules.display(rules.target), counts)
        if rules.draws:
            left = view.boneyard_count
            text += " " + QCoreApplication.translate(
                "Puzzles", "%n tile(s) in the boneyard.", "", left)
        return text

    def _show_hand(self, hand: tuple[Tile, ...]) -> None:
        while self.hand_tiles.count():
            item = self.hand_tiles.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                # Out of sight at once: the deletion itself waits for the event loop.
                widget.hide()
                widget.deleteLater()
        self.hand.setText(QCoreApplication.translate("Puzzles", "Your hand:") if hand else "")
        for tile in hand:
            picture = QLabel(self)
            picture.setPixmap(tile_pixmap(tile, 24.0))
            picture.setAccessibleName(tile.bracketed())
            picture.setToolTip(tile.bracketed())
            self.hand_tiles.addWidget(picture)

    def chosen_move(self) -> Move | None:
        row = self.plays.currentRow()
        return self.moves[row] if 0 <= row < len(self.moves) else None

    def try_play(self) -> bool:
        """Judge the chosen play against the goal; True when it solves the puzzle."""
        p, move = self.puzzle, self.chosen_move()
        if p is None or move is None:
            return False
        if p.solves(move):
            self.solved.add(p.id)
            self.feedback.setText(QCoreApplication.translate(
                "Puzzles", "Solved!") + " " + answer_words(p))
            self._lay(move)
            self._mark_solved()
            return True
        self.feedback.setText(QCoreApplication.translate(
            "Puzzles", "Not this one.") + " " + refutation(p, move))
        return False

    def hint(self) -> str:
        p = self.puzzle
        if p is None:
            return ""
        self.hints = min(2, self.hints + 1)
        text = hint_words(p, self.hints)
        self.feedback.setText(text)
        return text

    def show_answer(self) -> str:
        p = self.puzzle
        if p is None:
            return ""
        move = p.answer[0]
        if move in self.moves:
            self.plays.setCurrentRow(self.moves.index(move))
        self._lay(move)
        text = QCoreApplication.translate("Puzzles", "The answer:") + " " + answer_words(p)
        self.feedback.setText(text)
        return text

    def _lay(self, move: Move) -> None:
        """The board with ``move`` laid (its tile marked as the last one played)."""
        if self.view is None or self.puzzle is None or self.puzzle.goal is Goal.HOLD:
            return
        after = self.view.board.copy()
        after.place(move)
        self.board.show_board(after)
        # The tile is on the table now, not in the hand.
        self._show_hand(tuple(t for t in self.view.hand if t != move.tile))

    def _mark_solved(self) -> None:
        row = self.list.currentRow()
        item = self.list.item(row)
        if item is not None and not item.text().startswith("✓"):
            item.setText("✓ " + item.text())

    def next_puzzle(self) -> None:
        if self.puzzles:
            self.list.setCurrentRow((self.list.currentRow() + 1) % len(self.puzzles))

    def forget(self) -> bool:
        """Remove the mistake shown from the player's list."""
        p = self.puzzle
        if p is None or self.set_key != MISTAKES:
            return False
        try:
            puzzles.remove_mistake(p.id, self.mistakes_file)
        except atomic.WriteError as exc:
            self.feedback.setText(str(exc))
            return False
        row = self.list.currentRow()
        self.fill_list()
        if self.puzzles:
            self.list.setCurrentRow(min(row, len(self.puzzles) - 1))
        return True

    def sizeHint(self) -> QSize:
        return QSize(980, 620)

