"""The puzzles window, driven as a player would: keyboard, hints, the answer on the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGraphicsView, QLabel, QListWidget

from dominoes_qt import puzzles
from dominoes_qt.ai.analysis import review_record
from dominoes_qt.games import GAMES
from dominoes_qt.puzzles import Goal
from dominoes_qt.ui.puzzles_dialog import MISTAKES, PuzzleDialog, goal_line
from tests.ai.test_analysis import planted
from tests.ui.session_harness import harness_factory


@pytest.fixture
def dialog(qtbot, tmp_path):
    variant = next(iter(GAMES))
    shown = PuzzleDialog(tmp_path / "mistakes.json", variant)
    qtbot.addWidget(shown)
    shown.show()
    return shown


def _row_of(dialog: PuzzleDialog, wanted: bool) -> int:
    p = dialog.puzzle
    assert p is not None
    return next(i for i, m in enumerate(dialog.moves) if p.solves(m) == wanted)


def test_a_puzzle_is_solved_with_the_keyboard(qtbot, dialog):
    assert dialog.puzzles, "the first game ships puzzles"
    p = dialog.puzzle
    assert p is not None
    assert dialog.goal.text() == goal_line(p)
    assert dialog.board.scene().items()
    # The hand shown is the puzzle's, whichever puzzle was shown before.
    dialog.list.setCurrentRow(1)
    dialog.list.setCurrentRow(0)
    assert dialog.view is not None
    shown = [dialog.hand_tiles.itemAt(i).widget() for i in range(dialog.hand_tiles.count())]
    assert [w.accessibleName() for w in shown] == [t.bracketed() for t in dialog.view.hand]
    # A wrong play first: it is refused with the reason.
    dialog.plays.setFocus()
    dialog.plays.setCurrentRow(_row_of(dialog, False))
    qtbot.keyClick(dialog.plays, Qt.Key.Key_Return)
    assert dialog.feedback.text().startswith("Not this one.")
    assert p.id not in dialog.solved
    # Hints, one at a time: a number on the tile, then the tile.
    dialog.hint_button.click()
    first = dialog.feedback.text()
    dialog.hint_button.click()
    assert dialog.feedback.text() != first
    assert p.answer[0].tile.bracketed() in dialog.feedback.text()
    # The right play solves it; the table shows it laid.
    dialog.plays.setCurrentRow(_row_of(dialog, True))
    qtbot.keyClick(dialog.plays, Qt.Key.Key_Return)
    assert dialog.feedback.text().startswith("Solved!")
    assert p.id in dialog.solved
    assert dialog.list.currentItem().text().startswith("✓")
    # The tile played has left the hand shown.
    shown = [dialog.hand_tiles.itemAt(i).widget() for i in range(dialog.hand_tiles.count())]
    assert [w.accessibleName() for w in shown] == [
        t.bracketed() for t in dialog.view.hand if t != p.answer[0].tile]


def test_the_answer_is_shown_on_the_table_and_explained(dialog):
    dialog.list.setCurrentRow(next(i for i, q in enumerate(dialog.puzzles)
                                   if q.goal is not Goal.HOLD))
    p = dialog.puzzle
    assert p is not None
    before = len(dialog.board.scene().items())
    text = dialog.show_answer()
    assert text.startswith("The answer:")
    assert p.answer[0].tile.bracketed() in text
    assert len(dialog.board.scene().items()) > before
    assert dialog.moves[dialog.plays.currentRow()] in p.answer
    row = dialog.list.currentRow()
    dialog.next_button.click()
    assert dialog.list.currentRow() == (row + 1) % len(dialog.puzzles)


def test_every_widget_has_an_accessible_name(dialog):
    kinds = (QAbstractButton, QComboBox, QListWidget, QGraphicsView)
    unnamed = [w for kind in kinds for w in dialog.findChildren(kind)
               if not w.accessibleName()]
    assert unnamed == []
    labels = [w for w in dialog.findChildren(QLabel) if w.buddy() is None
              and not w.accessibleName()]
    assert labels == []


def test_every_game_has_goals_in_its_own_terms(qtbot, tmp_path):
    shown = PuzzleDialog(tmp_path / "m.json")
    qtbot.addWidget(shown)
    for index in range(len(GAMES)):
        shown.set_choice.setCurrentIndex(index)
        assert shown.puzzles
        for p in shown.puzzles:
            if p.goal is Goal.WIN:
                assert str(p.rules.display(p.rules.target)) in goal_line(p)


def test_your_mistakes_are_there_to_retry_and_forget(qtbot, tmp_path):
    record, (round_number, play_number) = planted()
    review = review_record(record, iterations=8)
    found = [puzzles.from_decision(record, d, "src") for d in review.decisions
             if d.mark is not None]
    target = tmp_path / "mistakes.json"
    empty = PuzzleDialog(target)
    qtbot.addWidget(empty)
    empty.set_choice.setCurrentIndex(empty.set_choice.findData(MISTAKES))
    assert empty.puzzles == []
    assert "No mistakes yet" in empty.empty.text()
    puzzles.add_mistakes(found, target)
    shown = PuzzleDialog(target)
    qtbot.addWidget(shown)
    shown.set_choice.setCurrentIndex(shown.set_choice.findData(MISTAKES))
    assert len(shown.puzzles) == len(found)
    row = next(i for i, p in enumerate(shown.puzzles)
               if p.id == f"src-{round_number}-{play_number}")
    shown.list.setCurrentRow(row)
    p = shown.puzzle
    assert p is not None
    assert p.played is not None
    shown.plays.setCurrentRow(shown.moves.index(p.played))
    assert not shown.try_play()
    shown.plays.setCurrentRow(_row_of(shown, True))
    assert shown.try_play()
    assert shown.forget()
    assert len(puzzles.read_mistakes(target)) == len(found) - 1


@pytest.fixture
def make_harness(qtbot):
    yield from harness_factory(qtbot)


def test_the_game_menu_opens_the_puzzles_and_a_review_fills_your_mistakes(make_harness):
    harness = make_harness()
    coach = harness.session.coach
    assert coach.puzzles_action in harness.window.game_menu.actions()
    record, _ = planted()
    review = review_record(record, iterations=8)
    assert coach.keep_mistakes(record, review) >= 1
    coach.puzzles_action.trigger()
    dialog = harness.window.findChild(PuzzleDialog)
    assert dialog is not None
    dialog.set_choice.setCurrentIndex(dialog.set_choice.findData(MISTAKES))
    assert dialog.puzzles
    dialog.close()


def test_the_coach_and_the_puzzles_speak_both_languages_with_plurals(qapp, tmp_path):
    from PySide6.QtCore import QCoreApplication

    from dominoes_qt.ui.i18n import install_translations

    english = install_translations(qapp, "en")
    assert QCoreApplication.translate("Coach", "%n inaccurac(y/ies)", "", 0) == \
        "0 inaccuracies"
    assert QCoreApplication.translate("Coach", "%n blunder(s)", "", 1) == "1 blunder"
    ukrainian = install_translations(qapp, "uk")
    try:
        assert QCoreApplication.translate("Coach", "%n mistake(s)", "", 1) == "1 помилка"
        assert QCoreApplication.translate("Coach", "%n mistake(s)", "", 3) == "3 помилки"
        assert QCoreApplication.translate("Coach", "%n mistake(s)", "", 5) == "5 помилок"
        shown = PuzzleDialog(tmp_path / "m.json", next(iter(GAMES)))
        assert shown.windowTitle() == "Задачі"
        assert shown.puzzle is not None
        assert shown.goal.text() == goal_line(shown.puzzle)
        assert not shown.goal.text().startswith(("Win", "Score", "Leave"))
        shown.deleteLater()
    finally:
        # Leave the application as the other tests expect it: no catalogue installed.
        for translator in (*ukrainian.translators, *english.translators):
            QCoreApplication.removeTranslator(translator)


def test_which_tile_the_next_player_cannot_hold(qtbot, tmp_path):
    shown = PuzzleDialog(tmp_path / "m.json")
    qtbot.addWidget(shown)
    for index in range(len(GAMES)):
        shown.set_choice.setCurrentIndex(index)
        rows = [i for i, p in enumerate(shown.puzzles) if p.goal is Goal.HOLD]
        if rows:
            break
    assert rows, "some game ships a puzzle of what a hand cannot hold"
    shown.list.setCurrentRow(rows[0])
    p = shown.puzzle
    assert p is not None
    assert [shown.plays.item(i).text() for i in range(shown.plays.count())] == \
        [t.bracketed() for t in p.choices]
    shown.plays.setCurrentRow(_row_of(shown, False))
    assert not shown.try_play()
    assert "rules" in shown.feedback.text()
    shown.plays.setCurrentRow(_row_of(shown, True))
    assert shown.try_play()
    assert p.answer[0].tile.bracketed() in shown.feedback.text()


def test_every_puzzle_set_and_watched_game_has_its_own_name(qtbot, dialog):
    from dominoes_qt.ui.coach_actions import WatchDialog

    names = [dialog.set_choice.itemText(i) for i in range(dialog.set_choice.count())]
    assert len(set(names)) == len(names)
    assert "All Fives to 250" in names
    assert "Muggins to 100" in names
    watch = WatchDialog(0)
    qtbot.addWidget(watch)
    games = [watch.variant.itemText(i) for i in range(watch.variant.count())]
    assert len(set(games)) == len(games) == len(GAMES)
