"""A window with its session over the test's private folders, and ways to play it fast.

Messages and questions never open a box: the session's ``tell`` and ``ask`` are replaced,
so every test can assert on what the player would have been told.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from dominoes_qt.engine import Need, Rules
from dominoes_qt.games import FIVE_UP
from dominoes_qt.storage.prefs import Preferences, PrefsStore
from dominoes_qt.storage.saves import SaveStore
from dominoes_qt.storage.stats import StatsStore
from dominoes_qt.ui.new_game import default_setup
from dominoes_qt.ui.session import Session, window_settings
from dominoes_qt.ui.sound import FakeOpener, SinkOpener, Unavailable
from dominoes_qt.ui.window import GameWindow
from tests.ui.conftest import first_dealt

FAST_PREFS = Preferences(ai_pace_ms=0, animations=False, confirm_abandon=False)


@dataclass
class Harness:
    window: GameWindow
    session: Session
    told: list[tuple[str, str]] = field(default_factory=list)
    asked: list[tuple[str, str]] = field(default_factory=list)
    answer: bool = True

    @property
    def controller(self) -> Any:
        return self.window.controller

    def _ask(self, title: str, text: str) -> bool:
        self.asked.append((title, text))
        return self.answer


def harness_factory(qtbot: Any) -> Iterator[Any]:
    """The body of each test module's ``make_harness`` fixture: yields a maker of harnesses
    and shuts their computer players down afterwards."""
    made: list[GameWindow] = []

    def make(prefs: Preferences = FAST_PREFS, sound: SinkOpener | None = None) -> Harness:
        window = GameWindow(window_settings(prefs))
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        # No test reaches the machine's audio: without a sound opener of its own, a test
        # has none, as where QtMultimedia is not installed (so nothing asks about sound).
        session = Session(window, SaveStore.for_app(), PrefsStore.for_app(),
                          StatsStore.for_app(), None, prefs,
                          sound or FakeOpener(Unavailable.NO_MODULE))
        harness = Harness(window, session)
        session.tell = lambda title, text: harness.told.append((title, text))
        session.ask = harness._ask
        made.append(window)
        return harness

    yield make
    for window in made:
        window.controller.shutdown()


def human_leads_seed(rules: Rules = FIVE_UP, players: int = 2) -> int:
    """A seed whose first round the human (seat 0) leads."""
    for seed in range(500):
        round_ = first_dealt(rules, players, seed).current
        if round_ is not None and round_.starter == 0:
            return seed
    raise AssertionError("no seed found")


def start_game(harness: Harness, rules: Rules = FIVE_UP, players: int = 2,
               seed: int | None = None) -> None:
    seed = human_leads_seed(rules, players) if seed is None else seed
    harness.window.new_game(default_setup(rules, players, "beginner", seed))


def wait_for_human(qtbot: Any, harness: Harness) -> bool:
    """Wait until the human must act, the table laid out; False if the round or match ended
    first."""
    c = harness.controller
    qtbot.waitUntil(lambda: (c.human_to_move() is not None or c.round.is_over
                             or c.match.is_over)
                    and not harness.window.scene.layout_pending, timeout=10000)
    return c.human_to_move() is not None


def human_step(qtbot: Any, harness: Harness, choice: int = 0) -> bool:
    """The human's next action (a play: the ``choice``-th legal one); False if none is due."""
    if not wait_for_human(qtbot, harness):
        return False
    c = harness.controller
    need = c.need()
    if need is Need.DRAW:
        return bool(c.draw())
    if need is Need.PASS:
        return bool(c.pass_turn())
    moves = c.match.legal_actions()
    return bool(c.play(moves[choice % len(moves)]))


def play_plays(qtbot: Any, harness: Harness, plays: int) -> None:
    """Let the human lay ``plays`` tiles (drawing and passing as needed) in this round."""
    c = harness.controller
    laid = 0
    while laid < plays:
        before = len(c.round.plays)
        if not human_step(qtbot, harness):
            return
        if len(c.round.plays) > before and c.round.plays[-1][0] == 0:
            laid += 1


def wait_for_decision(qtbot: Any, harness: Harness) -> bool:
    """Wait until the human must choose a play, drawing and passing for them on the way.

    A record holds no draws or passes (they follow from the rules), so this is the kind of
    position a saved game comes back to exactly.
    """
    c = harness.controller
    for _ in range(40):
        if not wait_for_human(qtbot, harness):
            return False
        if c.need() is Need.PLAY:
            return True
        human_step(qtbot, harness)
    raise AssertionError("the human never had a play")
