"""A seeded monkey for the real window: random clicks, drags, keys, menu actions, dialogs,
resizes, new games, undo, review, analysis, watching and cancelling.

:func:`run` drives a window with its session (tests.ui.session_harness) for a number of
events and returns what it did; the error guard of the session is installed, so every
exception that reaches Qt's event loop is counted (and, under pytest-qt, fails the test).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QMenu,
    QMessageBox,
    QSpinBox,
    QWidget,
)

from dominoes_qt.engine.record import record_of
from dominoes_qt.games import GAMES
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from tests.storage.helpers import play_to_end, players_for, random_match
from tests.storage.hostile import FILE_KINDS, write_kind
from tests.ui.session_harness import Harness

KEYS = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_7, Qt.Key.Key_9, Qt.Key.Key_Left,
        Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab, Qt.Key.Key_Backtab,
        Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_D, Qt.Key.Key_P,
        Qt.Key.Key_H, Qt.Key.Key_E, Qt.Key.Key_Escape, Qt.Key.Key_Home, Qt.Key.Key_End,
        Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Plus, Qt.Key.Key_Minus,
        Qt.Key.Key_0, Qt.Key.Key_F9, Qt.Key.Key_Z, Qt.Key.Key_Delete]
LEVELS = ["beginner", "casual", "casual", "skilled", "skilled", "expert", "master"]
"""Computer levels for new games: the master (a second on every core) only now and then."""


@dataclass
class Figures:
    """What a run did."""

    events: int = 0
    by_kind: Counter[str] = field(default_factory=Counter)
    errors: list[str] = field(default_factory=list)
    """One line per exception the guard saw."""
    plays: int = 0
    matches: int = 0

    def line(self) -> str:
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.by_kind.items()))
        return (f"monkey: {self.events} events tried, {len(self.errors)} exceptions, "
                f"{self.plays} actions played in {self.matches} matches ({kinds})")


class Monkey:
    def __init__(self, qtbot: Any, harness: Harness, rng: random.Random, files: Path) -> None:
        self.qtbot = qtbot
        self.h = harness
        self.window = harness.window
        self.session = harness.session
        self.rng = rng
        self.files = files
        self.saved: list[Path] = []
        self.hostile: list[Path] = []
        self._make_files()
        session = self.session
        # Native file dialogs and questions would wait for a person: the monkey answers.
        session.files.ask_open_path = self._choose_file
        session.files.ask_save_path = self._choose_save
        session.coach.iterations = 4
        self.actions: list[tuple[float, str, Callable[[], object]]] = [
            (14, "click", self.click),
            (10, "tile", self.click_tile),
            (6, "ghost", self.click_ghost),
            (3, "double", self.double_click),
            (5, "drag", self.drag),
            (12, "key", self.key),
            (8, "menu", self.menu_action),
            (10, "dialog", self.dialog),
            (3, "resize", self.resize),
            (2, "new game", self.new_game),
            (2, "undo", session.undoing.undo_action.trigger),
            (4, "review", self.review),
            (1, "analyse", session.coach.analyse),
            (1, "watch", self.watch),
            (2, "cancel", self.cancel),
            (1, "open", session.files.open_dialog),
            (1, "save", session.files.save_as),
            (1, "prefs", self.preferences),
            (8, "wait", self.wait),
        ]

    # --- files to open --------------------------------------------------------------

    def _make_files(self) -> None:
        self.files.mkdir(parents=True, exist_ok=True)
        rng = random.Random(self.rng.random())
        for number, (variant, players) in enumerate(
                [("five-up-61", 2), ("five-up-61", 3), ("seven-rocks", 4)]):
            match = random_match(variant, players, number, rng.choice([3, 20, 60]))
            if number == 1:
                match = play_to_end(match, number)
            path = self.files / f"saved-{number}.dominoes.json"
            path.write_text(record_of(match, players_for(players)).dumps(), encoding="utf-8")
            self.saved.append(path)
        base = self.saved[0].read_text(encoding="utf-8")
        for kind in sorted(FILE_KINDS):
            if kind in ("huge",):
                continue
            path = self.files / f"hostile-{kind}.dominoes.json"
            write_kind(path, kind, base)
            self.hostile.append(path)

    def _choose_file(self) -> Path | None:
        roll = self.rng.random()
        if roll < 0.1:
            return None
        if roll < 0.5:
            return self.rng.choice(self.saved)
        return self.rng.choice(self.hostile)

    def _choose_save(self, suggested: Path) -> Path | None:
        if self.rng.random() < 0.2:
            return None
        return self.files / f"out-{self.rng.randrange(5)}.dominoes.json"

    # --- the events -----------------------------------------------------------------

    def step(self) -> str:
        self.h.answer = self.rng.random() < 0.6
        total = sum(w for w, _, _ in self.actions)
        roll = self.rng.uniform(0, total)
        for weight, name, action in self.actions:
            roll -= weight
            if roll <= 0:
                action()
                QApplication.processEvents()
                return name
        return "none"

    def _viewport_point(self) -> QPoint:
        viewport = self.window.view.viewport()
        return QPoint(self.rng.randrange(max(1, viewport.width())),
                      self.rng.randrange(max(1, viewport.height())))

    def _scene_point(self, scene_pos: QPointF) -> QPoint:
        return self.window.view.mapFromScene(scene_pos)

    def click(self) -> None:
        button = self.rng.choice([Qt.MouseButton.LeftButton] * 4 + [Qt.MouseButton.RightButton])
        self.qtbot.mouseClick(self.window.view.viewport(), button, pos=self._viewport_point())

    def _hand_tile_point(self) -> QPoint | None:
        items = list(self.window.scene.hand_items.values())
        if not items:
            return None
        item = self.rng.choice(items)
        return self._scene_point(item.sceneBoundingRect().center())

    def click_tile(self) -> None:
        point = self._hand_tile_point()
        if point is not None:
            self.qtbot.mouseClick(self.window.view.viewport(), Qt.MouseButton.LeftButton,
                                  pos=point)

    def click_ghost(self) -> None:
        ghosts = list(self.window.scene.ghosts)
        if ghosts:
            point = self._scene_point(self.rng.choice(ghosts).sceneBoundingRect().center())
            self.qtbot.mouseClick(self.window.view.viewport(), Qt.MouseButton.LeftButton,
                                  pos=point)
        else:
            self.click_tile()

    def double_click(self) -> None:
        point = self._hand_tile_point()
        if point is not None:
            self.qtbot.mouseDClick(self.window.view.viewport(), Qt.MouseButton.LeftButton,
                                   pos=point)

    def drag(self) -> None:
        start = self._hand_tile_point()
        if start is None:
            return
        viewport = self.window.view.viewport()
        ghosts = list(self.window.scene.ghosts)
        end = (self._scene_point(self.rng.choice(ghosts).sceneBoundingRect().center())
               if ghosts and self.rng.random() < 0.6 else self._viewport_point())
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        for step in (1, 2, 3):
            middle = start + (end - start) * step / 3
            self.qtbot.mouseMove(viewport, pos=middle)
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)

    def key(self) -> None:
        target: QWidget = self.window.view
        focused = QApplication.focusWidget()
        if focused is not None and self.rng.random() < 0.3:
            target = focused
        self.qtbot.keyClick(target, self.rng.choice(KEYS))

    def _menu_actions(self) -> list[QAction]:
        found: list[QAction] = []
        menus = [self.window.game_menu, self.window.view_menu,
                 *self.window.menuBar().findChildren(QMenu)]
        for menu in menus:
            for action in menu.actions():
                if action.isSeparator() or not action.isEnabled() or action.menu() is not None:
                    continue
                if action is self.window.quit_action:
                    continue
                found.append(action)
        recent = self.session.files.recent_menu
        recent.aboutToShow.emit()
        found += [a for a in recent.actions() if a.isEnabled() and not a.isSeparator()]
        return found

    def menu_action(self) -> None:
        actions = self._menu_actions()
        if actions:
            self.rng.choice(actions).trigger()

    def _dialogs(self) -> list[QWidget]:
        return [w for w in QApplication.topLevelWidgets()
                if isinstance(w, (QDialog, QMessageBox)) and w.isVisible()]

    def dialog(self) -> None:
        dialogs = self._dialogs()
        if not dialogs:
            return
        dialog = self.rng.choice(dialogs)
        roll = self.rng.random()
        if roll < 0.15:
            dialog.close()
            return
        if roll < 0.35:
            combos = [c for c in dialog.findChildren(QComboBox) if c.isEnabled() and c.count()]
            if combos:
                combo = self.rng.choice(combos)
                combo.setCurrentIndex(self.rng.randrange(combo.count()))
                return
        if roll < 0.45:
            spins = [s for s in dialog.findChildren(QSpinBox) if s.isEnabled()]
            if spins:
                spin = self.rng.choice(spins)
                spin.setValue(self.rng.randint(spin.minimum(), spin.maximum()))
                return
        buttons = [b for b in dialog.findChildren(QAbstractButton)
                   if b.isEnabled() and b.isVisible()]
        if buttons:
            button = self.rng.choice(buttons)
            self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        else:
            self.qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    def resize(self) -> None:
        self.window.resize(self.rng.randint(640, 1700), self.rng.randint(480, 1100))

    def _seats(self, players: int, humans: int) -> tuple[SeatSetup, ...]:
        seats = []
        for seat in range(players):
            if seat < humans:
                seats.append(SeatSetup(f"Person {seat}"))
            else:
                seats.append(SeatSetup(f"Computer {seat}", "ai", self.rng.choice(LEVELS)))
        return tuple(seats)

    def new_game(self) -> None:
        rules = self.rng.choice(list(GAMES.values()))
        players = self.rng.choice(list(rules.player_counts))
        humans = self.rng.choice([0, 1, 1, 1, 2])
        self.window.new_game(GameSetup(rules, self._seats(players, min(humans, players)),
                                       self.rng.randrange(10_000) if self.rng.random() < 0.5
                                       else None, self.rng.random() < 0.2))

    def watch(self) -> None:
        if self.rng.random() < 0.5:
            self.session.coach.watch_dialog()
            return
        rules = self.rng.choice(list(GAMES.values()))
        players = self.rng.choice(list(rules.player_counts))
        self.session.coach.watch(GameSetup(rules, self._seats(players, 0)),
                                 self.rng.choice([0, 0, 50]), self.rng.random() < 0.5)

    def review(self) -> None:
        reviews = self.session.reviews
        mode = reviews.mode
        if not mode.active:
            if self.rng.random() < 0.6:
                reviews.review_current()
            else:
                reviews.review_file(self.rng.choice(self.saved + self.hostile[:3]))
            return
        # Leaving often: a review freezes the table, and the monkey should play too.
        step = self.rng.choice([mode.first, mode.back, mode.forward, mode.last, mode.play_on,
                                mode.leave, mode.leave, mode.leave])
        step()

    def cancel(self) -> None:
        coach = self.session.coach
        if coach.progress_dialog is not None or self.rng.random() < 0.5:
            coach.cancel()
        else:
            self.qtbot.keyClick(self.window.view, Qt.Key.Key_Escape)

    def preferences(self) -> None:
        dialog = self.session.show_preferences()
        if self.rng.random() < 0.5:
            dialog.accept()

    def wait(self) -> None:
        self.qtbot.wait(self.rng.choice([1, 5, 20, 60]))


def run(qtbot: Any, harness: Harness, events: int, seed: int, files: Path) -> Figures:
    """``events`` random events on the window; the guard counts every error."""
    figures = Figures()
    guard = harness.session.guard
    guard.caught.connect(figures.errors.append)
    guard.install()
    harness.controller.applied.connect(lambda _info: _count(figures, "plays"))
    harness.controller.match_started.connect(lambda: _count(figures, "matches"))
    monkey = Monkey(qtbot, harness, random.Random(seed), files)
    try:
        monkey.new_game()
        for _ in range(events):
            figures.by_kind[monkey.step()] += 1
            figures.events += 1
        harness.session.coach.cancel()
    finally:
        guard.uninstall()
    return figures


def _count(figures: Figures, name: str) -> None:
    setattr(figures, name, getattr(figures, name) + 1)
