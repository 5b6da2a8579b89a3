"""A game is one rules object: each registered game is wired everywhere, and games made
here, in the test only, play whole matches through the engine, the AI and the window and
are explained by a rules book of their own facts, without any other module knowing them.

Besides a third game (All Fives to 150), two odd ones: a game whose hand size depends on
the number of players, and one with no spinner that scores threes as well as fives."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer, QtMsgType

import dominoes_qt.ai
import dominoes_qt.games as registry
from dominoes_qt import gamefacts
from dominoes_qt.ai import Budget, make_player
from dominoes_qt.ai.skilled import assess
from dominoes_qt.engine import (
    EventKind,
    Match,
    Need,
    PlayParts,
    Reaching,
    Rules,
    Seating,
    Spinners,
    parse_tile,
)
from dominoes_qt.engine.events import ProposedEvent
from dominoes_qt.games import GAMES, registered
from dominoes_qt.games.books import BOOKS, GUIDES, has_own_book
from dominoes_qt.games.five_up import FiveUp61
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.new_game import NewGameDialog
from dominoes_qt.ui.statistics_dialog import StatisticsDialog
from dominoes_qt.ui.teaching import RulesBook
from dominoes_qt.ui.texts import game_entries, game_title
from dominoes_qt.ui.window import GameWindow
from tests.games.helpers import one_per_family
from tests.games.odd import HAND_BY_COUNT, ODD_GAMES, THREES_AND_FIVES, HandByCount, ThreesAndFives


class AllFives150(FiveUp61):
    """All Fives to 150 points as laid, only the round's first double spinning, and no
    exact finish: the first side to reach 150 wins."""

    variant = "all-fives-150"
    title = "All Fives to 150"
    spinners = Spinners.FIRST_DOUBLE
    target = 150
    reaching = Reaching.OR_PASSING
    display_divisor = 1


ALL_FIVES = AllFives150()


class Quiet(ThreesAndFives):
    """Plays never score: only the end of a round does."""

    variant = "test-quiet"
    title = "Quiet Threes"

    def end_points(self, end_sum: int) -> int:
        return 0


QUIET = Quiet()


def every_game() -> list[Rules]:
    """Each registered game and the two odd games of this test."""
    return [*GAMES.values(), *ODD_GAMES]


def test_each_registered_game_is_wired_everywhere(qtbot: Any, make_window: Any,
                                                   tmp_path: Any) -> None:
    from dominoes_qt.storage.stats import StatsStore

    window = make_window()
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    offered = dialog.variants()
    stats = StatisticsDialog(StatsStore(tmp_path / "stats.json"), window)
    qtbot.addWidget(stats)
    book = RulesBook(window)
    qtbot.addWidget(book)
    booked = [book.game.itemData(i) for i in range(book.game.count())]
    for variant, rules in GAMES.items():
        assert isinstance(rules, Rules)
        assert rules.variant == variant
        assert variant in offered
        assert variant in stats.tables
        assert variant in booked
        assert variant in BOOKS
        # One book entry for a family: its games differ only in their target.
        family = next(e for e in game_entries(GAMES.values()) if rules in e)
        assert family[0].variant in window.help_menu.rules
        assert (variant in window.help_menu.rules) == (family[0] is rules)
        assert (variant in GUIDES) == (variant in window.help_menu.guided)
        assert game_title(rules)
    # Games of one family share a title; their statistics tabs still read apart.
    labels = [stats.tabs.tabText(i) for i in range(len(GAMES))]
    assert len(set(labels)) == len(labels)
    for rules in GAMES.values():
        for players in rules.player_counts:
            match = Match(rules, players, random.Random(1))
            round_ = match.deal_round()
            assert len(round_.hands[0]) == rules.hand_size_for(players)


def _play_out(match: Match, seed: int, levels: Sequence[str] = ("beginner",)) -> None:
    players = [make_player(levels[seat % len(levels)], seed + seat, Budget(iterations=12))
               for seat in range(match.num_players)]
    while not match.is_over:
        if match.needs_deal:
            match.deal_round()
        round_ = match.current
        assert round_ is not None
        if round_.need() is Need.PLAY:
            seat = round_.to_move
            match.apply(players[seat].choose(match.view_for(seat)), seat)
        else:
            match.apply_forced()
        assert len(round_.board.spinner_tiles()) <= 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_third_game_plays_whole_matches_through_the_engine_and_the_ai(players: int) -> None:
    match = Match(ALL_FIVES, players, random.Random(players))
    _play_out(match, players)
    assert match.winner is not None
    assert match.scores[match.winner] >= 150
    assert all(e.accepted for e in match.events)


def test_a_third_game_plays_a_whole_match_in_the_window(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(GAMES, ALL_FIVES.variant, ALL_FIVES)
    window = make_window(factory=lambda level, seed: make_player("beginner", seed))
    controller = window.controller
    # Whoever reads the round-end report presses "Next round" at once.
    controller.round_over.connect(lambda _n: QTimer.singleShot(0, controller.next_round))
    seats = tuple(SeatSetup(f"Computer {i + 1}", "ai", "beginner") for i in range(2))
    window.new_game(GameSetup(ALL_FIVES, seats, seed=5))
    qtbot.waitUntil(lambda: controller.match is not None and controller.match.is_over,
                    timeout=180000)
    match = controller.match
    assert match.rules is ALL_FIVES
    assert match.scores[match.winner] >= 150
    assert "All Fives to 150" in window.windowTitle()
    assert window.round_end_dialog is not None


def test_the_stronger_players_play_whole_matches_of_the_third_game() -> None:
    # Their estimates (match chances, settlements, spinners) all come from the rules object.
    match = Match(ALL_FIVES, 3, random.Random(7))
    _play_out(match, 7, ("skilled", "expert", "master"))
    assert match.winner is not None
    assert match.scores[match.winner] >= 150


class _Watched(AllFives150):
    """The third game, noting every settlement it is asked to work out."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[int, tuple[int, ...]]] = []

    def settle_domino_pips(self, seating: Seating, pips: Sequence[int], finisher: int,
                           last_play: PlayParts) -> list[ProposedEvent]:
        self.asked.append((finisher, tuple(pips)))
        return super().settle_domino_pips(seating, pips, finisher, last_play)


def test_the_ai_expects_a_domino_from_the_games_own_settlement() -> None:
    rules = _Watched()
    match = Match(rules, 3, random.Random(3))
    players = [make_player("beginner", seat) for seat in range(3)]
    while True:
        if match.needs_deal:
            match.deal_round()
        round_ = match.current
        assert round_ is not None
        seat = round_.to_move
        if round_.need() is Need.PLAY and len(round_.hands[seat]) == 1:
            break
        if round_.need() is Need.PLAY:
            match.apply(players[seat].choose(match.view_for(seat)), seat)
        else:
            match.apply_forced()
    rules.asked.clear()
    view = match.view_for(seat)
    judged = assess(view)
    assert judged
    # One estimate per way out; the hidden hands are guessed, the player's own is empty.
    assert len(rules.asked) == len(judged)
    assert all(finisher == seat and pips[seat] == 0 for finisher, pips in rules.asked)
    assert all(len(pips) == 3 for _, pips in rules.asked)


def test_the_ai_names_no_game() -> None:
    names = [type(rules).__name__ for rules in GAMES.values()]
    names += list(GAMES)
    names += [name for name, value in vars(registry).items()
              if any(value is rules for rules in GAMES.values())]
    folder = Path(dominoes_qt.ai.__file__).parent
    for path in sorted(folder.glob("*.py")):
        source = path.read_text(encoding="utf-8")
        for name in names:
            assert name not in source, f"{path.name} names {name}"


# --- every game, the odd ones included: offered, explained, counted, played -------------------


def test_the_odd_games_are_what_they_claim() -> None:
    assert [HAND_BY_COUNT.hand_size_for(n) for n in (2, 3, 4)] == [7, 5, 5]
    assert THREES_AND_FIVES.end_points(15) == 8
    assert THREES_AND_FIVES.end_points(9) == 3
    assert THREES_AND_FIVES.end_points(10) == 2
    assert THREES_AND_FIVES.end_points(7) == 0


@pytest.mark.parametrize("rules", every_game(), ids=lambda r: r.variant)
def test_the_new_game_dialog_offers_every_game(qtbot: Any, rules: Rules) -> None:
    with registered(*ODD_GAMES):
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        assert rules.variant in dialog.variants()
        dialog.choose(rules.variant)
        assert dialog.rules() is rules
        assert (dialog.players.minimum(), dialog.players.maximum()) == (
            min(rules.player_counts), max(rules.player_counts))
        assert dialog.setup().rules is rules


def _cells(html: str, first: str) -> list[list[str]]:
    """The rows of the page's table whose header starts with ``first``."""
    for table in re.findall(r"<table.*?</table>", html):
        rows = [re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row)
                for row in re.findall(r"<tr>(.*?)</tr>", table)]
        if rows and rows[0][0] == first:
            return rows[1:]
    raise AssertionError(f"no table headed {first!r}")


def _shown(rules: Rules, raw: int) -> str:
    text = str(rules.display(raw)) if raw >= 0 else f"−{rules.display(-raw)}"
    return f"{text} ({raw})" if gamefacts.shows_fewer_points(rules) else text


@pytest.mark.parametrize("rules", every_game(), ids=lambda r: r.variant)
def test_a_generated_book_states_the_rules_objects_own_figures(rules: Rules) -> None:
    from dominoes_qt.teaching.general import general_pages

    pages = {page.key: page.body.get("en") for page in general_pages(rules)}
    # The deal: tiles for each player count, as the rules deal them.
    assert _cells(pages["deal"], "Players") == [
        [str(n), str(rules.hand_size_for(n)), str(len(rules.tiles) - n * rules.hand_size_for(n))]
        for n in rules.player_counts]
    assert ("boneyard" in pages["deal"]) == (rules.draws and any(
        n * rules.hand_size_for(n) < len(rules.tiles) for n in rules.player_counts))
    # Scoring: the table is the rules' own end points, and nothing else scores.
    if rules.scores_plays:
        listed = [(int(s), p) for s, p in _cells(pages["scoring"], "End sum")]
        top = gamefacts.max_end_sum(rules)
        assert listed == [(s, _shown(rules, rules.points_by_end_sum[s]))
                          for s in range(top + 1) if rules.points_by_end_sum[s]]
    else:
        assert "<table" not in pages["scoring"]
    # Drawing or knocking, and the spinners, as the rules say.
    assert ("drawing" in pages) == rules.draws
    assert ("passing" in pages) == (not rules.draws)
    spinners = pages["spinners"]
    assert ("<b>Every</b> double" in spinners) == (rules.spinners is Spinners.EVERY_DOUBLE)
    assert ("<b>first double</b>" in spinners) == (rules.spinners is Spinners.FIRST_DOUBLE)
    assert ("No double is a spinner" in spinners) == (rules.spinners is Spinners.NONE)
    # The target, and the example judged by the rules.
    target = rules.display(rules.target)
    exactly = f"exactly {target}" in pages["goal"]
    assert exactly == (rules.reaching is Reaching.EXACTLY)
    step = gamefacts.score_step(rules)
    before = rules.target - 2 * step
    over = ProposedEvent(EventKind.PLAY, 0, 0, 3 * step, PlayParts((), 0, 3 * step))
    accepted, _wins = rules.judge(before, over)
    sentence = f"A gain of {_shown(rules, 3 * step)} would make {_shown(rules, before + 3 * step)}"
    assert sentence in pages["target"]
    assert ("refused, the score stays" in pages["target"]) == (not accepted)
    # The settlement: the game's own arithmetic on the example hands.
    n = gamefacts.example_players(rules)
    pips = gamefacts.DOMINO_PIPS[n]
    domino = rules.settle_domino_pips(rules.seating(n), pips, 0, PlayParts((), 0, 0))
    held = [[parse_tile(t) for t in h.split()] for h in gamefacts.BLOCK_HANDS[:n]]
    block = rules.settle_block(rules.seating(n), held, 0)
    settlement = pages["settlement"]
    assert _cells(settlement, "Seat")[: n - 1] == [[str(s + 1), str(p)]
                                                   for s, p in enumerate(pips) if s]
    for event in (*domino, *block):
        assert f"Seat {event.seat + 1}: " in settlement
        assert f"so {_shown(rules, event.raw)} for the side" in settlement
    assert settlement.count("for the side") == len(domino) + len(block)


@pytest.mark.parametrize("rules", ODD_GAMES, ids=lambda r: r.variant)
def test_a_game_without_a_book_gets_the_general_one_in_both_languages(
        qtbot: Any, qapp: Any, rules: Rules) -> None:
    from dominoes_qt.ui.i18n import install_translations
    from dominoes_qt.ui.texts import QT

    with registered(*ODD_GAMES):
        assert not has_own_book(rules)
        assert rules.variant in BOOKS
        assert rules.variant not in GUIDES
        book = RulesBook(None, rules.variant)
        qtbot.addWidget(book)
        assert [book.game.itemData(i) for i in range(book.game.count())] == list(GAMES)
        book.show_page("deal")
        assert str(rules.hand_size_for(2)) in book.text.toPlainText()
        english = [page.body.get("en", QT) for page in BOOKS[rules.variant]]
        translations = install_translations(qapp, "uk")
        try:
            ukrainian = [page.body.get("uk", QT) for page in BOOKS[rules.variant]]
            qtbot.waitUntil(lambda: book.windowTitle() == "Правила ігор")
            assert "Кісток кожному" in book.text.toPlainText()
        finally:
            translations.apply("en")
        assert all(en != uk for en, uk in zip(english, ukrainian, strict=True))


def test_a_scoring_play_is_worded_from_the_rules(qapp: Any) -> None:
    from dominoes_qt.engine import Board
    from dominoes_qt.teaching.figures import play
    from dominoes_qt.ui.i18n import install_translations
    from dominoes_qt.ui.teaching.words import play_caption
    from dominoes_qt.wording import play_sum

    def board(rules: Rules, *plays: str) -> Board:
        laid = Board(rules.spinners)
        for text in plays:
            laid.place(play(text))
        return laid

    # The English catalogue gives the plurals their forms ("8 points").
    translations = install_translations(qapp, "en")
    assert translations.language == "en"
    # [3|6] then [6|6] on the 6: the ends are 3 and 12, 15 in all.
    fifteen = board(THREES_AND_FIVES, "3|6", "6|6@3|6.high")
    assert fifteen.end_sum == 15
    caption = play_caption(fifteen, THREES_AND_FIVES)
    assert "The sum 15 scores 8 points." in caption
    assert "multiple of 5" not in caption
    parts = PlayParts(tuple(fifteen.contributions()), 15, THREES_AND_FIVES.end_points(15))
    assert play_sum(THREES_AND_FIVES, parts).endswith("= 15: +8")
    # 9 scores in this game and not in Five Up; Five Up shows its raw points and its own.
    nine = board(THREES_AND_FIVES, "4|5")
    assert "The sum 9 scores 3 points." in play_caption(nine, THREES_AND_FIVES)
    assert "The sum 9 scores nothing." in play_caption(board(GAMES["five-up-61"], "4|5"),
                                                       GAMES["five-up-61"])
    assert "scores 15 raw points (3 shown)" in play_caption(
        board(GAMES["five-up-61"], "3|6", "6|6@3|6.high"), GAMES["five-up-61"])

    quiet = QUIET
    assert not quiet.scores_plays
    caption = play_caption(board(quiet, "3|6", "6|6@3|6.high"), quiet)
    assert "score" not in caption
    assert "Counting ends: 3 + 12 = 15." in caption


@pytest.mark.parametrize("rules", every_game(), ids=lambda r: r.variant)
def test_the_statistics_dialog_shows_every_game(qtbot: Any, tmp_path: Path,
                                                rules: Rules) -> None:
    from dominoes_qt.storage.stats import StatsStore

    with registered(*ODD_GAMES):
        stats = StatisticsDialog(StatsStore(tmp_path / "stats.json"))
        qtbot.addWidget(stats)
        assert rules.variant in stats.tables
        assert stats.tables[rules.variant].columnCount() == len(rules.player_counts)
        for n in rules.player_counts:
            assert stats.value(rules.variant, n, "Matches played") == "0"


def test_the_score_panel_fits_each_game(qtbot: Any) -> None:
    from dominoes_qt.ui.scoring import ScorePanel, TrackScale

    panel = ScorePanel()
    qtbot.addWidget(panel)
    for rules, holes, board, tally in (
            (GAMES["five-up-61"], 61, True, True),
            (GAMES["seven-rocks"], 50, True, False),
            (THREES_AND_FIVES, 61, True, True),
            (HAND_BY_COUNT, 20, True, True)):
        scale = TrackScale.for_rules(rules)
        assert scale.game_hole == holes
        assert scale.hole_for(rules.target) == holes
        panel.reset(rules, rules.seating(2 if 2 in rules.player_counts else 4), ["A", "B"])
        assert (panel.board_available, panel.tally_available) == (board, tally)
        assert panel.showing_tally == (tally and not board)

    class Long(ThreesAndFives):
        """Raw points to 250: too long for a board, too many for strokes."""

        variant = "test-long"
        target = 250

    long = Long()
    assert not TrackScale.for_rules(long).fits
    panel.reset(long, long.seating(2), ["A", "B"])
    assert panel.sheet_only
    assert not panel.board_available


def test_preferences_accept_every_registered_game_and_fall_back_for_an_unknown_one() -> None:
    from dominoes_qt.storage.prefs import LastSetup, Preferences

    with registered(*ODD_GAMES):
        for rules in every_game():
            doc = {"last_setup": {"variant": rules.variant, "players": rules.player_counts[-1]}}
            kept = Preferences.from_json(doc).last_setup
            assert (kept.variant, kept.players) == (rules.variant, rules.player_counts[-1])
    gone = Preferences.from_json({"last_setup": {"variant": THREES_AND_FIVES.variant}})
    assert gone.last_setup.variant == next(iter(GAMES))
    assert LastSetup("no-such-game").variant == next(iter(GAMES))


def _window_match(qtbot: Any, make_window: Any, rules: Rules, players: int) -> Match:
    window: GameWindow = make_window(factory=lambda level, seed: make_player("beginner", seed))
    controller = window.controller
    controller.round_over.connect(lambda _n: QTimer.singleShot(0, controller.next_round))
    seats = tuple(SeatSetup(f"Computer {i + 1}", "ai", "beginner") for i in range(players))
    window.new_game(GameSetup(rules, seats, seed=5))
    qtbot.waitUntil(lambda: controller.match is not None and controller.match.is_over,
                    timeout=240000)
    match = controller.match
    assert match is not None
    assert match.rules is rules
    assert game_title(rules) in window.windowTitle()
    assert window.draw_button.isVisibleTo(window) == rules.draws
    knock = window.pass_button.text().replace("&", "")
    assert knock.startswith("Pass" if rules.draws else "Knock")
    if not rules.scores_plays:
        assert not window.counting.items
    return match


# Muggins and Draw each for themselves are seated as All Fives each for themselves is, and
# score as their partnership games do: in the window they are for the long run.
_ALONE_TWINS = ("muggins-alone", "draw-alone")


@pytest.mark.parametrize("rules", [
    pytest.param(r, marks=pytest.mark.slow) if r.variant in _ALONE_TWINS else r
    for r in [*one_per_family(), *ODD_GAMES]], ids=lambda r: r.variant)
def test_the_window_plays_a_whole_match_of_every_game(
        qtbot: Any, make_window: Any, qtlog: Any, rules: Rules) -> None:
    with registered(*ODD_GAMES):
        match = _window_match(qtbot, make_window, rules, min(rules.player_counts))
    assert match.winner is not None
    if rules.reaching is Reaching.EXACTLY:
        assert match.scores[match.winner] == rules.target
    else:
        assert match.scores[match.winner] >= rules.target
    loud = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
    assert [r.message for r in qtlog.records if r.type in loud
            and "propagateSizeHints" not in r.message] == []


@pytest.mark.parametrize("rules", [THREES_AND_FIVES, QUIET], ids=lambda r: r.variant)
def test_counting_marks_only_for_a_game_whose_plays_score(
        qtbot: Any, make_window: Any, rules: Rules) -> None:
    window = make_window(factory=lambda level, seed: make_player("beginner", seed))
    controller = window.controller
    seats = tuple(SeatSetup(f"Computer {i + 1}", "ai", "beginner") for i in range(2))
    window.new_game(GameSetup(rules, seats, seed=2))
    qtbot.waitUntil(lambda: controller.round is not None and len(controller.round.board) >= 2)
    assert window.counting_action.isEnabled() == rules.scores_plays
    assert bool(window.counting.items) == rules.scores_plays


class Family61(HandByCount):
    """One game of a test family: the same rules to different targets."""

    variant = "test-family-61"
    title = "Test Family"
    family = "test-family"
    target = 305
    reaching = Reaching.EXACTLY


class Family121(Family61):
    variant = "test-family-121"
    target = 605


def test_a_family_is_one_entry_with_a_choice_of_target(qtbot: Any) -> None:
    short, long = Family61(), Family121()
    with registered(long, short):
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        titles = [dialog.game.itemText(i) for i in range(dialog.game.count())]
        assert titles.count("Test Family") == 1
        assert {short.variant, long.variant} <= set(dialog.variants())
        dialog.game.setCurrentIndex(titles.index("Test Family"))
        assert dialog.target.isVisibleTo(dialog)
        assert [dialog.target.itemText(i) for i in range(dialog.target.count())] == [
            "exactly 61", "exactly 121"]
        dialog.target.setCurrentIndex(1)
        assert dialog.rules() is long
        dialog.choose(GAMES["seven-rocks"].variant)
        assert dialog.target.count() == 1
        assert not dialog.target.isVisibleTo(dialog)
        assert dialog.players.value() == 4
