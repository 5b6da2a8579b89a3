"""The rules book and the guided games: live figures, worked numbers, a guided game played."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from PySide6.QtCore import Qt

from dominoes_qt.engine import (
    DRAW,
    PASS,
    EventKind,
    Move,
    PlayParts,
    RoundEnd,
    Rules,
    Tile,
    parse_tile,
)
from dominoes_qt.engine.board import End, Spinners
from dominoes_qt.games import FIVE_UP, GAMES, SEVEN_ROCKS
from dominoes_qt.games.books import BOOKS, GUIDES
from dominoes_qt.teaching.figures import FIGURES, Position, build_board, play
from dominoes_qt.teaching.guided import (
    LEARNER,
    GuidedGame,
    Lesson,
    Verdict,
    check_script,
)
from dominoes_qt.ui.i18n import install_translations
from dominoes_qt.ui.teaching import GuidedGameWidget, RulesBook
from dominoes_qt.ui.texts import QT

# --- the seeds' worked positions, written out by hand from the seed documents -----------

OPENING = ("1|4", "1|1@1|4.low", "4|4@1|4.high", "3|4@4|4.lineB")
BRANCHES = (*OPENING, "1|2@1|1.lineB", "1|5@1|1.branchA", "5|5@1|5.high", "0|5@5|5.lineB",
            "1|3@1|1.branchB")


def places(text: str) -> set[tuple[str, str, int]]:
    """"1|1 lineB 1; 3|4 low 3" -> {("1|1", "lineB", 1), ("3|4", "low", 3)}."""
    out = set()
    for item in text.split(";"):
        name, end, value = item.split()
        out.add((name, end, int(value)))
    return out


def golden(five_up: bool) -> list[tuple[tuple[str, ...], dict[str, Any]]]:
    """(plays, expected) for every worked position of the seed of one game."""
    extra44 = "; 4|4 branchA 4; 4|4 branchB 4" if five_up else ""
    extra55 = "; 5|5 branchA 5; 5|5 branchB 5" if five_up else ""
    spin = ["1|1", "4|4"] if five_up else ["1|1"]
    spin5 = ["1|1", "4|4", "5|5"] if five_up else ["1|1"]
    return [
        (OPENING[:3], {"spinners": spin, "places": places("1|1 lineB 1; 4|4 lineB 4"),
                           "counts": {"1|1": [2], "4|4": [8]}, "total": 10, "points": 10}),
        (OPENING, {"spinners": spin, "places": places("1|1 lineB 1; 3|4 low 3" + extra44),
                       "counts": {"1|1": [2], "3|4": [3]}, "total": 5, "points": 5}),
        (("2|2",), {"spinners": ["2|2"], "places": places("2|2 lineA 2; 2|2 lineB 2"),
                        "counts": {"2|2": [4]}, "total": 4, "points": 0}),
        (BRANCHES[:5], {"spinners": spin, "places": places(
            "1|1 branchA 1; 1|1 branchB 1; 1|2 high 2; 3|4 low 3" + extra44),
            "counts": {"1|2": [2], "3|4": [3]}, "total": 5, "points": 5}),
        (BRANCHES[:6], {"spinners": spin, "places": places(
            "1|1 branchB 1; 1|2 high 2; 1|5 high 5; 3|4 low 3" + extra44),
            "counts": {"1|2": [2], "1|5": [5], "3|4": [3]}, "total": 10, "points": 10}),
        (BRANCHES[:8], {"spinners": spin5, "places": places(
            "0|5 low 0; 1|1 branchB 1; 1|2 high 2; 3|4 low 3" + extra44 + extra55),
            "counts": {"0|5": [0], "1|2": [2], "3|4": [3]}, "total": 5, "points": 5}),
        (BRANCHES, {"spinners": spin5, "places": places(
            "0|5 low 0; 1|2 high 2; 1|3 high 3; 3|4 low 3" + extra44 + extra55),
            "counts": {"0|5": [0], "1|2": [2], "1|3": [3], "3|4": [3]}, "total": 8, "points": 0}),
        (("1|4",), {"spinners": [], "places": places("1|4 high 4; 1|4 low 1"),
                        "counts": {"1|4": [1, 4]}, "total": 5, "points": 5}),
        (OPENING[:2], {"spinners": ["1|1"], "places": places("1|1 lineB 1; 1|4 high 4"),
                           "counts": {"1|1": [2], "1|4": [4]}, "total": 6, "points": 0}),
        (("3|6", "6|6@3|6.high"), {
            "spinners": ["6|6"], "places": places("3|6 low 3; 6|6 lineB 6"),
            "counts": {"3|6": [3], "6|6": [12]}, "total": 15, "points": 15}),
        # Seven Rocks' text: the spinner's line completed, ends 3 + 2 = 5.
        (("3|6", "6|6@3|6.high", "2|6@6|6.lineB"), {
            "spinners": ["6|6"],
            "places": places("2|6 low 2; 3|6 low 3; 6|6 branchA 6; 6|6 branchB 6"),
            "counts": {"2|6": [2], "3|6": [3]}, "total": 5, "points": 5}),
        (("0|0",), {"spinners": ["0|0"], "places": places("0|0 lineA 0; 0|0 lineB 0"),
                        "counts": {"0|0": [0]}, "total": 0, "points": 0}),
    ]


def book_positions(rules: Rules) -> dict[tuple[str, ...], Position]:
    """Every position shown by the figures of this game's book, by its plays."""
    found = {}
    for page in BOOKS[rules.variant]:
        if page.figure is None:
            continue
        for position in FIGURES[page.figure].positions:
            key = tuple(
                str(m.tile) if m.at is None else f"{m.tile}@{m.at}.{m.end}"
                for m in position.plays
            )
            found[key] = position
    return found


@pytest.mark.parametrize("rules", [rules for rules in GAMES.values()
                                   if rules.spinners is not Spinners.NONE],
                         ids=lambda r: r.variant)
def test_rules_book_figures_are_the_seeds_worked_positions(rules):
    # The seeds' positions are worked with every double spinning (Five Up) or the first
    # (Seven Rocks): each game with one of those policies shows them as the seed worked them.
    shown = book_positions(rules)
    for plays, expected in golden(rules.spinners is Spinners.EVERY_DOUBLE):
        assert plays in shown, f"the {rules.variant} book does not show {plays}"
        board = build_board(rules, shown[plays])
        assert [str(t) for t in board.tiles] == [p.split("@")[0] for p in plays]
        assert sorted(str(t) for t in board.spinner_tiles()) == sorted(expected["spinners"])
        assert {(str(p.tile), p.end.value, p.value) for p in board.places()} == expected["places"]
        counts: dict[str, list[int]] = {}
        for c in board.contributions():
            counts.setdefault(str(c.tile), []).append(c.value)
        assert {k: sorted(v) for k, v in counts.items()} == expected["counts"], plays
        assert board.end_sum == expected["total"]
        assert rules.end_points(board.end_sum) == expected["points"]


def test_book_figures_mark_counts_filled_and_idle_places_hollow(qtbot):
    book = RulesBook(None, FIVE_UP.variant)
    qtbot.addWidget(book)
    book.show_page("spinners")
    while book.next.isEnabled():
        qtbot.mouseClick(book.next, Qt.MouseButton.LeftButton)
    board = book.current_board()
    assert board is not None
    assert len(board) == len(BRANCHES)
    marked = book.figure.marked
    filled = Counter(v for v in marked.values() if v is not None)
    assert filled == Counter([0, 2, 3, 3])
    hollow = {(str(t), e.value) for (t, e), v in marked.items() if v is None}
    assert hollow == {("4|4", "branchA"), ("4|4", "branchB"), ("5|5", "branchA"),
                      ("5|5", "branchB")}
    assert "0 + 2 + 3 + 3 = 8" in book.caption.text()


def test_reader_steps_back_and_next_through_a_figure(qtbot):
    book = RulesBook(None, SEVEN_ROCKS.variant)
    qtbot.addWidget(book)
    book.show_page("laying")
    count = len(FIGURES["doubles"].positions)
    assert book.position == 0
    assert not book.back.isEnabled()
    with qtbot.waitSignal(book.position_changed) as blocker:
        qtbot.mouseClick(book.next, Qt.MouseButton.LeftButton)
    assert blocker.args == [1]
    board = book.current_board()
    assert board is not None
    assert str(board.tiles[-1]) == "3|4"
    # In Seven Rocks [4|4] is not the first double: no branches to mark.
    assert all(t.a != 4 or t.b != 4 for (t, _end) in book.figure.marked)
    qtbot.mouseClick(book.back, Qt.MouseButton.LeftButton)
    assert book.position == 0
    for _ in range(count + 2):
        book.next_position()
    assert book.position == count - 1
    assert not book.next.isEnabled()
    book.show_page("goal")
    assert book.current_board() is None
    assert not book.figure.isVisibleTo(book)


def test_rules_book_follows_the_language(qtbot, qapp):
    book = RulesBook(None, FIVE_UP.variant)
    qtbot.addWidget(book)
    translations = install_translations(qapp, "uk")
    try:
        # Qt posts LanguageChange to the widgets; the book re-words itself when it arrives.
        qtbot.waitUntil(lambda: book.windowTitle() == "Правила ігор")
        assert book.pages.item(0).text() == "Гравці та мета"
        book.show_page("scoring")
        assert "Покладено [1|4]" in book.caption.text()
        assert "5 повних очок (1 показане)" in book.caption.text()
    finally:
        translations.apply("en")
    qtbot.waitUntil(lambda: book.windowTitle() == "Rules of the games")
    assert book.pages.item(0).text() == "Players and goal"


def test_every_page_is_written_in_both_languages(qapp):
    texts = [text for pages in BOOKS.values() for page in pages
             for text in (page.title, page.body)]
    english = [text.get("en", QT) for text in texts]
    translations = install_translations(qapp, "uk")
    try:
        ukrainian = [text.get("uk", QT) for text in texts]
    finally:
        translations.apply("en")
    for en, uk in zip(english, ukrainian, strict=True):
        assert en.strip()
        assert uk.strip()
        assert en != uk
    for pages in BOOKS.values():
        for page in pages:
            assert page.figure is None or page.figure in FIGURES


# --- the worked numbers of the text, checked against the engine --------------------------


def hands(*texts: str) -> list[list[Tile]]:
    return [[parse_tile(t) for t in text.split()] for text in texts]


def test_domino_example_matches_the_engine():
    seating = FIVE_UP.seating(4)
    # Seat 0 went out with a tile worth 10; opponents hold 9 and 8, the partner 4.
    events = FIVE_UP.settle_domino(seating, hands("", "4|5", "1|3", "2|6"), 0,
                                   PlayParts((), 10, 10))
    assert [e.raw for e in events] == [20]
    page = next(p for p in BOOKS[FIVE_UP.variant] if p.key == "domino")
    assert "10 + 15 − 5 = 20" in page.body.get("en")
    assert "10 + 15 − 5 = 20" in page.body.get("uk")


def test_block_example_matches_the_engine():
    seating = FIVE_UP.seating(4)
    held = hands("1|4", "6|6", "3|4", "4|6 4|4 0|2")
    assert [sum(t.pips for t in h) for h in held] == [5, 12, 7, 20]
    events = FIVE_UP.settle_block(seating, held, 0)
    assert [(e.seat, e.raw) for e in events] == [(0, 20), (2, 20)]
    page = next(p for p in BOOKS[FIVE_UP.variant] if p.key == "block")
    for text in (page.body.get("en"), page.body.get("uk")):
        assert "= 22" in text
        assert "= 18" in text


def test_seven_rocks_settlement_example_rounds_each_hand():
    seating = SEVEN_ROCKS.seating(4)
    held = hands("", "0|3", "2|6", "1|2")
    events = SEVEN_ROCKS.settle_domino(seating, held, 0, PlayParts((), 0, 0))
    assert [(e.seat, e.raw) for e in events] == [(1, -5), (2, -10), (3, -5)]
    page = next(p for p in BOOKS[SEVEN_ROCKS.variant] if p.key == "settlement")
    assert "5 + 5 = 10" in page.body.get("en")
    assert "5 + 5 = 10" in page.body.get("uk")


# --- guided games ----------------------------------------------------------------------------


@pytest.mark.parametrize("variant", sorted(GUIDES))
def test_guided_script_is_legal_and_ends_the_round(variant):
    match = check_script(GUIDES[variant])
    assert match.current is not None
    assert match.current.end is RoundEnd.DOMINO
    assert match.current.finisher == LEARNER


def test_guided_games_cover_their_lessons():
    assert GUIDES[FIVE_UP.variant].lessons >= {
        Lesson.MATCHING, Lesson.DOUBLES, Lesson.SPINNERS, Lesson.SCORING, Lesson.DRAWING,
        Lesson.EXACT_TARGET, Lesson.SETTLEMENT}
    assert GUIDES[SEVEN_ROCKS.variant].lessons >= {
        Lesson.MATCHING, Lesson.DOUBLES, Lesson.SPINNERS, Lesson.SCORING, Lesson.PASSING,
        Lesson.SETTLEMENT}


def test_driver_judges_the_learner_by_engine_then_script():
    game = GuidedGame(GUIDES[FIVE_UP.variant])
    assert game.learner_acts(DRAW).verdict is Verdict.ILLEGAL
    other = game.learner_acts(Move(parse_tile("0|0")))
    assert other.verdict is Verdict.OTHER_LEGAL
    assert game.index == 0
    assert game.computer_acts().verdict is Verdict.NOT_YOUR_TURN
    assert game.learner_acts(play("1|4")).verdict is Verdict.DONE
    assert game.learner_acts(play("1|6@1|4.low")).verdict is Verdict.NOT_YOUR_TURN
    assert game.computer_acts().verdict is Verdict.DONE
    assert game.index == 2


def follow_steps(qtbot: Any, widget: GuidedGameWidget) -> None:
    """Play the whole guided game through the widget's buttons, as a learner would."""
    game = widget.game
    while not game.finished:
        step = game.step
        assert step is not None
        if step.seat != LEARNER:
            assert widget.continue_button.isEnabled()
            qtbot.mouseClick(widget.continue_button, Qt.MouseButton.LeftButton)
            continue
        before = game.index
        assert not widget.continue_button.isEnabled()
        if step.action is DRAW:
            qtbot.mouseClick(widget.draw_button, Qt.MouseButton.LeftButton)
        elif step.action is PASS:
            qtbot.mouseClick(widget.pass_button, Qt.MouseButton.LeftButton)
        else:
            assert isinstance(step.action, Move)
            qtbot.mouseClick(widget.tile_button(step.action.tile), Qt.MouseButton.LeftButton)
            if game.index == before:
                wanted = f"{step.action.tile}@{step.action.at}.{step.action.end}"
                [button] = [b for b in widget.place_buttons() if b.property("move") == wanted]
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert game.index == before + 1, widget.feedback.text()


def test_five_up_guided_game_completes_through_the_widget(qtbot):
    widget = GuidedGameWidget(GUIDES[FIVE_UP.variant])
    qtbot.addWidget(widget)
    widget.show()
    with qtbot.waitSignal(widget.finished):
        follow_steps(qtbot, widget)
    match = widget.game.match
    assert match.winner == 0
    assert match.scores[0] == FIVE_UP.target
    kinds = [(e.kind, e.accepted) for e in match.events]
    assert (EventKind.PLAY, False) in kinds  # the refused score over 61
    assert kinds[-1] == (EventKind.DOMINO, True)
    assert "61" in widget.scores.text()
    assert not widget.continue_button.isEnabled()


def test_seven_rocks_guided_game_completes_through_the_widget(qtbot):
    widget = GuidedGameWidget(GUIDES[SEVEN_ROCKS.variant])
    qtbot.addWidget(widget)
    widget.show()
    with qtbot.waitSignal(widget.finished):
        follow_steps(qtbot, widget)
    penalties = [(e.seat, e.raw) for e in widget.game.match.events
                 if e.kind is EventKind.PENALTY]
    assert penalties == [(1, -5), (2, -5), (3, -10)]


def test_widget_explains_a_wrong_move_and_waits(qtbot):
    widget = GuidedGameWidget(GUIDES[FIVE_UP.variant])
    qtbot.addWidget(widget)
    qtbot.mouseClick(widget.tile_button(parse_tile("0|0")), Qt.MouseButton.LeftButton)
    assert widget.game.index == 0
    assert "[1|4]" in widget.feedback.text()
    assert not widget.draw_button.isEnabled()


def test_guided_game_in_ukrainian(qtbot, qapp):
    translations = install_translations(qapp, "uk")
    try:
        widget = GuidedGameWidget(GUIDES[FIVE_UP.variant])
        qtbot.addWidget(widget)
        assert widget.continue_button.text() == "&Далі"
        assert "Покладіть <b>[1|4]</b>" in widget.instruction.text()
        assert widget.hand_label.text().startswith("5 кісток у руці")
    finally:
        translations.apply("en")


def test_screenshots_render_in_both_languages(qtbot, qapp, tmp_path):
    for language in ("en", "uk"):
        translations = install_translations(qapp, language)
        try:
            book = RulesBook(None, FIVE_UP.variant)
            qtbot.addWidget(book)
            book.show_page("spinners")
            widget = GuidedGameWidget(GUIDES[SEVEN_ROCKS.variant])
            qtbot.addWidget(widget)
            for name, shown in (("book", book), ("guided", widget)):
                shown.resize(900, 620)
                path = tmp_path / f"{name}-{language}.png"
                assert shown.grab().save(str(path))
                assert path.stat().st_size > 10_000
        finally:
            translations.apply("en")


def test_figure_positions_lay_only_legal_plays():
    # Each book shows only figures whose plays its game allows (a game without spinners
    # has no page of branches).
    for variant, pages in BOOKS.items():
        for page in pages:
            if page.figure is not None:
                for position in FIGURES[page.figure].positions:
                    build_board(GAMES[variant], position)
    with pytest.raises(ValueError, match="no half matching"):
        build_board(FIVE_UP, Position((play("1|4"), play("2|3@1|4.low"))))
    assert End.LOW.value == "low"
