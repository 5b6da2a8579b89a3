"""Open, Save, Save as and the recent games: the player's files for one window's session.

A file that will not open is told (file, place, reason) and changes nothing: neither the
file nor the game on the table.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu

from dominoes_qt import paths
from dominoes_qt.storage.atomic import StorageError
from dominoes_qt.storage.saves import Problem, SaveFileError, stamp_record
from dominoes_qt.ui.session_hub import as_parent
from dominoes_qt.ui.texts import fill

if TYPE_CHECKING:
    from dominoes_qt.ui.session_hub import SessionHub


def problem_text(error: SaveFileError) -> str:
    """What is wrong with a file that would not open, in the player's words."""
    headline = {
        Problem.UNREADABLE: QCoreApplication.translate("Session", "The file could not be read."),
        Problem.TOO_LARGE: QCoreApplication.translate(
            "Session", "The file is far too large to be a saved game."),
        Problem.NOT_TEXT: QCoreApplication.translate("Session", "The file is not a text file."),
        Problem.EMPTY: QCoreApplication.translate("Session", "The file is empty."),
        Problem.TRUNCATED: QCoreApplication.translate(
            "Session", "The file ends too early: it was probably cut off."
        ),
        Problem.NOT_JSON: QCoreApplication.translate(
            "Session", "The file is damaged: it is not valid JSON."
        ),
        Problem.OTHER_FORMAT: QCoreApplication.translate(
            "Session", "This is not a saved game of this program."
        ),
        Problem.NEWER_VERSION: QCoreApplication.translate(
            "Session",
            "A newer version of the program saved this game; update the program to open it.",
        ),
        Problem.BAD_VERSION: QCoreApplication.translate(
            "Session", "The file's format version is not one this program knows."
        ),
        Problem.INVALID: QCoreApplication.translate("Session", "The saved game is damaged."),
        Problem.ILLEGAL: QCoreApplication.translate("Session", "The saved game breaks the rules."),
    }.get(error.problem, QCoreApplication.translate("Session", "The file could not be opened."))
    lines = [
        fill(
            QCoreApplication.translate("Session", "Could not open \u201c%1\u201d."), error.path.name
        ),
        headline,
    ]
    if error.place:
        lines.append(fill(QCoreApplication.translate("Session", "Where: %1"), error.place))
    lines.append(fill(QCoreApplication.translate("Session", "Reason: %1"), error.reason))
    lines.append(
        QCoreApplication.translate("Session", "Nothing was changed; the game on the table goes on.")
    )
    return "\n".join(lines)


class FileActions(QObject):
    """The Open, Open recent, Save and Save as actions and what they do."""

    def __init__(self, session: SessionHub) -> None:
        super().__init__(as_parent(session))
        self.session = session
        window = session.window
        self.current_path: Path | None = None
        """Where Save writes without asking (the last file saved or opened)."""
        self.ask_open_path: Callable[[], Path | None] = self._open_dialog
        self.ask_save_path: Callable[[Path], Path | None] = self._save_dialog
        self.open_action = QAction(window)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_dialog)
        self.recent_menu = QMenu(window)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.save_action = QAction(window)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.save)
        self.save_as_action = QAction(window)
        self.save_as_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        # ``triggered`` passes a "checked" flag that save_as must not take as its path.
        self.save_as_action.triggered.connect(lambda _=False: self.save_as())

    def name_actions(self) -> None:
        self.open_action.setText(QCoreApplication.translate("Session", "&Open..."))
        self.save_action.setText(QCoreApplication.translate("Session", "&Save"))
        self.save_as_action.setText(QCoreApplication.translate("Session", "Save &as..."))
        self.recent_menu.setTitle(QCoreApplication.translate("Session", "Open &recent"))

    def update_actions(self, can_save: bool) -> None:
        self.save_action.setEnabled(can_save)
        self.save_as_action.setEnabled(can_save)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self.session.saves.recent()
        for number, path in enumerate(recent, start=1):
            action = self.recent_menu.addAction(f"&{number % 10} {path.name}")
            action.setToolTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_file(p, from_recent=True))
        if not recent:
            empty = self.recent_menu.addAction(
                QCoreApplication.translate("Session", "(no saved games yet)")
            )
            empty.setEnabled(False)
        self.recent_menu.addSeparator()
        clear = self.recent_menu.addAction(QCoreApplication.translate("Session", "&Clear the list"))
        clear.setEnabled(bool(recent))
        clear.triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        try:
            self.session.saves.clear_recent()
        except StorageError as exc:
            self.session.report(
                QCoreApplication.translate("Session", "Recent games"),
                fill(
                    QCoreApplication.translate("Session", "The list could not be cleared: %1"), exc
                ),
            )

    # --- saving -----------------------------------------------------------------------

    def save(self) -> bool:
        """Save to the file last saved or opened, else ask for one."""
        if self._train_game():
            return False
        if self.current_path is None:
            return self.save_as()
        return self._save_to(self.current_path)

    def _train_game(self) -> bool:
        """Whether a train game is on the table, which the save files cannot hold yet: the
        player is told so, and nothing is written (the line match a save would hold is not
        the one on the table)."""
        trains = getattr(self.session.window, "trains", None)
        if trains is None or not trains.active:
            return False
        self.session.report(
            QCoreApplication.translate("Session", "Not saved"),
            QCoreApplication.translate(
                "Session", "A Mexican Train match cannot be saved yet: its rounds are not "
                           "kept in the save files. The match on the table goes on."))
        return True

    def save_as(self, path: Path | None = None) -> bool:
        if self._train_game():
            return False
        record = self.session.record()
        if record is None or self.session.reviews.active:
            return False
        if path is None:
            path = self.ask_save_path(self.session.saves.suggest_path(record))
            if path is None:
                return False
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        session = self.session
        match = session.controller.match
        if match is None:
            return False
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            session.saves.save(path, stamp_record(match, session.players(),
                                                  session.info.to_extra()))
        except (StorageError, OSError) as exc:
            session.report(
                QCoreApplication.translate("Session", "Save failed"),
                fill(
                    QCoreApplication.translate(
                        "Session",
                        "The game could not be saved: %1\nThe game goes on; "
                        "any earlier file of that name is unchanged.",
                    ),
                    exc,
                ),
            )
            return False
        self.current_path = path
        session.window.statusBar().showMessage(
            fill(QCoreApplication.translate("Session", "Saved to %1"), path), 5000
        )
        return True

    # --- opening ----------------------------------------------------------------------

    def open_dialog(self) -> bool:
        path = self.ask_open_path()
        return path is not None and self.open_file(path)

    def open_file(self, path: Path, from_recent: bool = False) -> bool:
        """Open a saved game: an unfinished one is played on, a finished one reviewed."""
        session = self.session
        try:
            game = session.saves.open(path, seeds=session.seeds)
        except SaveFileError as exc:
            session.report(
                QCoreApplication.translate("Session", "Cannot open the game"), problem_text(exc)
            )
            if from_recent:
                # A list that can not be trimmed only costs a stale entry.
                with contextlib.suppress(StorageError):
                    session.saves.forget_recent(path)
            return False
        if game.finished:
            session.reviews.start_review(game.record)
            return True
        if not session.may_abandon():
            return False
        session.reviews.forget_live_game()
        session.resume_game(game)
        self.current_path = Path(path)
        return True

    def _open_dialog(self) -> Path | None:
        start = self.current_path.parent if self.current_path else self.session.saves.saves_dir
        name, _ = QFileDialog.getOpenFileName(
            self.session.window,
            QCoreApplication.translate("Session", "Open a saved game"),
            str(start),
            fill(
                QCoreApplication.translate("Session", "Saved games (*%1);;All files (*)"),
                paths.SAVE_SUFFIX,
            ),
        )
        return Path(name) if name else None

    def _save_dialog(self, suggested: Path) -> Path | None:
        suggested.parent.mkdir(parents=True, exist_ok=True)
        name, _ = QFileDialog.getSaveFileName(
            self.session.window,
            QCoreApplication.translate("Session", "Save the game"),
            str(suggested),
            fill(QCoreApplication.translate("Session", "Saved games (*%1)"), paths.SAVE_SUFFIX),
        )
        if not name:
            return None
        path = Path(name)
        if not path.name.endswith(paths.SAVE_SUFFIX):
            path = path.with_name(path.name + paths.SAVE_SUFFIX)
        return path


__all__ = ["FileActions", "problem_text"]
