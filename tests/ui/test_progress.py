"""The daily deal and the rating in the real window, offscreen."""

from __future__ import annotations

import datetime
import json
import random
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from dominoes_qt.engine import Match, Move
from dominoes_qt.engine.daily import DailyPlan, check_daily, daily_seed
from dominoes_qt.engine.fairdeal import fair_deal
from dominoes_qt.engine.record import GameRecord, record_of
from dominoes_qt.games import FIVE_UP
from dominoes_qt.storage.progress import ProgressStore
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui.progress import ACCURACY_COLOUR, RATING_COLOUR, DailyDialog, ProgressPanel
from dominoes_qt.ui.statistics_dialog import StatisticsDialog
from tests.storage.fixtures import private_dirs  # noqa: F401
from tests.ui.session_harness import harness_factory, wait_for_decision

TODAY = datetime.date.today()


@pytest.fixture
def make_harness(qtbot):
    yield from harness_factory(qtbot)


def progress_store() -> ProgressStore:
    return ProgressStore.beside(StatsStore.for_app().path)


def _won_daily(plan: DailyPlan) -> tuple[GameRecord, Move]:
    """A record of ``plan``'s deals cut just before seat 0 lays the tile that wins."""
    players = [{"name": "You", "kind": "human"},
               {"name": "Computer 1", "kind": "ai", "level": "beginner"}]
    for seed in range(200):
        match = Match(FIVE_UP, 2, random.Random(seed))
        rng = random.Random(seed)
        while match.winner is None:
            if match.needs_deal:
                match.deal_round(seed=plan.seed(len(match.rounds) + 1), turn=plan.turn)
                continue
            actions = match.legal_actions()
            match.apply(actions[rng.randrange(len(actions))])
        record = record_of(match, players)
        plays = record.rounds[-1].plays
        if match.winner == 0 and plays and plays[-1].seat in (0, None) \
                and match.events[-1].seat == 0 and match.current is not None \
                and match.current.to_move == 0:
            cut = replace(record.rounds[-1], plays=plays[:-1])
            extra = {"match_id": f"daily-{plan.turn}", "serious": True,
                     "daily": plan.to_json()}
            return replace(record, rounds=[*record.rounds[:-1], cut], extra=extra), \
                plays[-1].move
    raise AssertionError("no such match")


def test_the_daily_deal_opens_from_the_keyboard_and_deals_todays_tiles(qtbot, make_harness):
    harness = make_harness()
    window, c = harness.window, harness.controller
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert harness.session.progress.daily_action.shortcut().toString() == "Ctrl+D"
    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_D,
                   Qt.KeyboardModifier.ControlModifier)
    dialog = harness.session.progress.dialog
    assert isinstance(dialog, DailyDialog)
    qtbot.waitExposed(dialog)
    assert dialog.accessibleName() == "Daily deal"
    assert dialog.play_button.accessibleName() == "Play the deals"
    dialog.game.setCurrentIndex(dialog.game.findData("five-up-61"))
    dialog.level.setCurrentIndex(dialog.level.findData("beginner"))
    with qtbot.waitSignal(c.round_started, timeout=5000):
        qtbot.keyClick(dialog.play_button, Qt.Key.Key_Space)
    assert c.setup.daily == DailyPlan(TODAY, 0)
    assert c.setup.serious
    assert not window.hints_enabled
    hands, boneyard = fair_deal(FIVE_UP, 2, daily_seed(TODAY, 1))
    assert [sorted(h) for h in c.round.dealt] == [sorted(h) for h in hands]
    assert c.round.deck == boneyard
    assert c.round.proof.seed == daily_seed(TODAY, 1)
    # The plan goes with the match into its record, so a resumed match deals on alike.
    assert harness.session.record().extra["daily"] == {"day": TODAY.isoformat(), "turn": 0}


def test_two_daily_plays_are_compared_and_rated_and_the_plot_shows_them(qtbot, make_harness):
    harness = make_harness()
    c = harness.controller
    for turn in (0, 1):
        plan = DailyPlan(TODAY, turn)
        record, winning = _won_daily(plan)
        harness.session.resume_record(record)
        assert c.setup.daily == plan
        assert wait_for_decision(qtbot, harness)
        with qtbot.waitSignal(c.match_over, timeout=5000):
            assert c.play(winning)
        finished = harness.session.record()
        assert check_daily(finished, TODAY, turn) == []
        assert harness.session.coach.verify()
        assert f"Every round is dealt from the seeds of {TODAY.isoformat()} (seats turned: " \
            f"{turn})." in harness.told[-1][1]
        # The luck arrives from the background.
        qtbot.waitUntil(lambda: all(m.luck is not None
                                    for m in progress_store().load().value.matches),
                        timeout=10000)
    progress = progress_store().load().value
    assert progress.rated == 2
    assert progress.rating > 1200
    day = progress.day(TODAY.isoformat(), "five-up-61", "beginner")
    assert day.next_turn is None
    assert day.duplicate == sum(p.margin for p in day.plays.values())
    dialog = harness.session.progress.show_daily()
    dialog.game.setCurrentIndex(dialog.game.findData("five-up-61"))
    dialog.level.setCurrentIndex(dialog.level.findData("beginner"))
    assert not dialog.play_button.isEnabled()
    assert "on the same tiles" in dialog.edge.text()
    dialog.close()

    # A coach's review adds the accuracy of the match it reviewed.
    class Whole:
        accuracy = 0.75

    class FakeReview:
        def whole(self) -> Whole:
            return Whole()

    harness.session.progress.note_review(finished, FakeReview())
    assert progress_store().load().value.matches[-1].accuracy == 0.75

    stats = harness.session.show_statistics()
    qtbot.waitExposed(stats)
    panel = stats.progress
    assert isinstance(panel, ProgressPanel)
    stats.tabs.setCurrentWidget(panel)
    stats.resize(900, 700)
    qtbot.waitUntil(panel.plot.isVisible)
    assert panel.matches.rowCount() == 2
    assert "Rated matches: 2;" in panel.plot.accessibleDescription()
    assert "Reviewed: 1;" in panel.plot.accessibleDescription()
    image = panel.plot.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    colours = {image.pixelColor(x, y).name() for x in range(image.width())
               for y in range(0, image.height(), 2)}
    assert QColor(RATING_COLOUR).name() in colours
    assert QColor(ACCURACY_COLOUR).name() in colours
    # The plot's rating line climbs: the rating colour sits higher at the right.
    rating, _, _, _ = panel.plot.points(panel.plot.rect().toRectF())
    assert rating[-1].y() < rating[0].y()
    stats.close()


def test_a_damaged_progress_file_is_told_and_kept(qtbot, make_harness):
    harness = make_harness()
    path = progress_store().path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "rating": "very good", "rated": 1}))
    dialog = harness.session.show_statistics()
    assert isinstance(dialog, StatisticsDialog)
    told = [text for title, text in harness.told if title == "Progress"]
    assert told
    assert "\"rating\" must be a number" in told[0]
    assert "kept as" in told[0]
    kept = list(path.parent.glob("progress.json.corrupt-*"))
    assert len(kept) == 1
    assert "very good" in kept[0].read_text()
    dialog.close()


def test_the_rating_is_the_first_tab_of_the_statistics(qtbot, make_harness):
    harness = make_harness()
    stats = harness.session.show_statistics()
    qtbot.waitExposed(stats)
    assert stats.tabs.widget(0) is stats.progress
    assert stats.tabs.currentWidget() is stats.progress
    assert stats.tabs.tabText(0) == "Progress"
    stats.close()
