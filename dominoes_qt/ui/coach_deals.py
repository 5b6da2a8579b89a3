"""The deals you can check: the round's commitment and, once it is over, its seed below
the table; Check the deals (every round of the game against its commitment); Replay this
deal (the same deal, every hand moved one seat on).

Part of the coach's actions (:mod:`~dominoes_qt.ui.coach_actions`); it reaches the session
through :class:`~dominoes_qt.ui.session_hub.SessionHub`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

from dominoes_qt.engine.fairdeal import DEAL_KEY, DealProof, parse_proof
from dominoes_qt.engine.verify import Verdict, all_fair, check_rounds
from dominoes_qt.games.records import GameRecord, RecordError, load
from dominoes_qt.storage import atomic
from dominoes_qt.storage.seals import load_seals, save_seals
from dominoes_qt.ui.controller import GameSetup
from dominoes_qt.ui.session_hub import SessionHub
from dominoes_qt.ui.texts import fill


class DealChecks:
    """The deal's commitment and seed, checking the deals and replaying one."""

    def __init__(self, session: SessionHub, record: Callable[[], GameRecord | None]) -> None:
        self.session = session
        self.window = session.window
        self._record = record
        """The game the actions are about (the one reviewed, else the one on the table)."""
        self.verify_action = QAction(self.window)
        self.verify_action.triggered.connect(lambda _=False: self.verify())
        self.replay_deal_action = QAction(self.window)
        self.replay_deal_action.triggered.connect(lambda _=False: self.replay_deal())
        self.deal_label = QLabel(self.window)
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.window.statusBar().addPermanentWidget(self.deal_label)
        load_seals(session.saves.data_dir, session.seeds)

    def name_actions(self) -> None:
        self.verify_action.setText(QCoreApplication.translate("Coach", "Check the &deals"))
        self.replay_deal_action.setText(QCoreApplication.translate(
            "Coach", "Replay this d&eal (seats turned)"))
        self.deal_label.setAccessibleName(QCoreApplication.translate("Coach", "Deal check"))

    def keep_seeds(self) -> None:
        """A new round's seed goes to disk, to be revealed even after a restart."""
        if self.session.controller.frozen:
            return
        # A failed write only loses the seed of a round resumed after a restart.
        with contextlib.suppress(atomic.WriteError):
            save_seals(self.session.saves.data_dir, self.session.seeds)

    def show_deal(self) -> None:
        """The commitment while the round is played; the seed once it is over."""
        c = self.session.controller
        round_, match = c.round, c.match
        proof = None if round_ is None else round_.proof
        if proof is None or match is None or c.frozen:
            self.deal_label.setText("")
            self.deal_label.setToolTip("")
            return
        if (round_ is not None and round_.is_over) or match.is_over:
            seed = "" if proof.seed is None else proof.seed.hex()
            self.deal_label.setText(fill(QCoreApplication.translate(
                "Coach", "Deal seed %1…"), seed[:16]))
            self.deal_label.setToolTip(fill(QCoreApplication.translate("Coach",
                "The seed of this round's deal, revealed now the round is over:\n%1\n"
                "Its hash is the commitment shown before the first tile:\n%2"),
                seed, proof.commitment))
        else:
            self.deal_label.setText(fill(QCoreApplication.translate(
                "Coach", "Deal commitment %1…"), proof.commitment[:16]))
            self.deal_label.setToolTip(fill(QCoreApplication.translate("Coach",
                "The hash of the seed this round was dealt from:\n%1\n"
                "The seed is shown when the round ends; Check the deals compares them."),
                proof.commitment))

    def revealed_deal(self) -> tuple[DealProof, GameSetup] | None:
        """The deal on the table (or reviewed) with its seed, once that round is over."""
        session, c = self.session, self.session.controller
        mode = session.reviews.mode
        if mode.active and mode.record is not None and mode.position is not None \
                and mode.setup is not None:
            recorded = mode.record.rounds[mode.position.round - 1]
            try:
                proof = parse_proof(recorded.extra.get(DEAL_KEY), len(mode.record.players))
            except ValueError:
                return None
            return (proof, mode.setup) if proof.seed is not None else None
        round_, match, setup = c.round, c.match, c.setup
        if round_ is None or match is None or setup is None or round_.proof is None:
            return None
        if not (round_.is_over or match.is_over) or round_.proof.seed is None:
            return None
        return round_.proof, setup

    def replay_deal(self) -> bool:
        found = self.revealed_deal()
        if found is None or not self.session.may_abandon():
            return False
        proof, setup = found
        assert proof.seed is not None
        turn = (proof.turn + 1) % len(setup.seats)
        self.session.reviews.stop()
        self.window.new_game(GameSetup(setup.rules, setup.seats, None, setup.serious,
                                       (proof.seed, turn)))
        return True

    def verify(self) -> bool:
        """Check every round of the game; True when all can be shown fair."""
        record = self._record()
        if record is None:
            return False
        try:
            written, match = load(record.dumps())
        except RecordError as exc:
            self.session.report(QCoreApplication.translate("Coach", "Check the deals"), str(exc))
            return False
        checks = check_rounds(written, match)
        words = {
            Verdict.MATCH: QCoreApplication.translate(
                "Coach", "Round %1: the deal is the one committed to."),
            Verdict.MISMATCH: QCoreApplication.translate(
                "Coach", "Round %1: the deal does NOT match its commitment."),
            Verdict.SEALED: QCoreApplication.translate(
                "Coach", "Round %1: still being played; its seed is shown when it ends."),
            Verdict.UNREVEALED: QCoreApplication.translate(
                "Coach", "Round %1: over, but its seed was never revealed."),
            Verdict.UNCOMMITTED: QCoreApplication.translate(
                "Coach", "Round %1: dealt without a commitment; it cannot be checked."),
        }
        lines = [fill(words[c.verdict], c.round) for c in checks]
        fair = all_fair(checks)
        if fair:
            lines.append(QCoreApplication.translate("Coach", "Every deal matches its commitment."))
        else:
            lines.append(QCoreApplication.translate(
                "Coach", "Not every deal can be shown to match its commitment."))
        daily = self.session.progress.daily_lines(written)
        fair = fair and not daily[1]
        lines += daily[0]
        self.session.report(QCoreApplication.translate("Coach", "Check the deals"),
                            "\n".join(lines))
        return fair
