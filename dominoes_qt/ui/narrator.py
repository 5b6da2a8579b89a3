"""What the player is told: the messages panel, the status line, the last play's headline
and the screen reader's announcements, in one voice.

The narrator words what happens at the table (a play, a draw, a refusal, whose turn, a
round's end) from the presenter's seen table and the seats' names; the window calls it
from the controller's signals. Its strings keep the window's translation context, where
their translations have always been.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QStatusBar

from dominoes_qt import wording
from dominoes_qt.engine import DRAW, PASS, Applied, Match, Move, Need, PlayParts, Reason, Tile
from dominoes_qt.engine.seen import MatchReport, SeenTable
from dominoes_qt.ui.announcer import Announcer
from dominoes_qt.ui.board_words import joined_text
from dominoes_qt.ui.controller import GameController
from dominoes_qt.ui.presenter import Presenter
from dominoes_qt.ui.scoring import round_result_text
from dominoes_qt.ui.texts import QT, fill, game_title, round_end_title, you_names
from dominoes_qt.wording import Who


class Narrator:
    """Says what happens at the table, in the messages, the status line and aloud."""

    def __init__(self, controller: GameController, presenter: Presenter, message: QLabel,
                 sum_label: QLabel, status: Callable[[], QStatusBar],
                 announcer: Announcer) -> None:
        self.controller = controller
        self.presenter = presenter
        self.message = message
        self.sum_label = sum_label
        self._status = status
        self.announcer = announcer

    # --- names ---------------------------------------------------------------------------

    def seat_names(self) -> list[str]:
        setup = self.controller.setup
        return [] if setup is None else [s.name for s in setup.seats]

    def who(self, seat: int) -> Who:
        """A seat as the sentences name it (the default human name is spoken to)."""
        setup = self.controller.setup
        assert setup is not None
        s = setup.seats[seat]
        return Who(s.name) if s.is_ai else Who.seat(s.name, you_names())

    def side_who(self, side: int) -> Who:
        match = self.controller.match
        assert match is not None
        seats = match.seating.sides[side]
        return self.who(seats[0]) if len(seats) == 1 else \
            Who.side([self.seat_names()[s] for s in seats])

    def side_names(self) -> list[str]:
        match = self.controller.match
        names = self.seat_names()
        if match is None:
            return []
        return [" & ".join(names[s] for s in side) for side in match.seating.sides]

    # --- telling -------------------------------------------------------------------------

    def say(self, text: str, append: bool = False, urgent: bool = False,
            announce: bool = True) -> None:
        """Tell the player ``text`` in the message panel and the status line (``append``:
        after what they were told about the same moment), and announce it to a screen
        reader (``urgent``: at once, over what it is saying; not at all without
        ``announce``, for what the reader hears already as the focus moves)."""
        self.message.setText(f"{self.message.text()}\n{text}" if append and
                             self.message.text() else text)
        self.name_message()
        if announce:
            self.announcer.announce(text, urgent)
        # The status line is one line: the whole message, so a play keeps its sentence
        # when what it scored is told after it.
        self._status().showMessage(" · ".join(self.message.text().splitlines()))

    def name_message(self) -> None:
        """The message label's accessible name is what it says (its title when empty)."""
        text = " ".join(self.message.text().split())
        title = QCoreApplication.translate("GameWindow", "Messages")
        self.message.setAccessibleName(text or title)
        self.message.setAccessibleDescription(title)

    def word_play(self, seat: int, tile: Tile, parts: PlayParts,
                  announce: bool = True) -> None:
        """A play in the headline, the messages and the status line, in the same words."""
        rules = self.presenter.rules
        assert rules is not None
        self.sum_label.setText(fill("%1: %2", self.seat_names()[seat],
                                    wording.play_headline(rules, tile, parts)))
        self.sum_label.setAccessibleDescription(self.sum_label.text())
        who = self.who(seat)
        self.say(wording.play_sentence(QT, rules, who, tile, parts), announce=False)
        if announce:
            # A listener is told where another seat's tile went, as the board reads it
            # (the player's own place was said when chosen).
            board, view = self.presenter.board, self.presenter.view
            where = joined_text(board, tile) if board is not None and view is not None \
                and seat != view.seat and tile in board.tiles else None
            self.announcer.announce(wording.play_sentence(QT, rules, who, tile, parts, where))

    def tell_action(self, info: Applied) -> None:
        """A play, a draw or a pass as it happens (a drawn tile is named to its seat: the
        controller leaves it out of another seat's draw)."""
        rules = self.presenter.rules
        assert rules is not None
        if isinstance(info.action, Move):
            assert info.parts is not None
            self.word_play(info.seat, info.action.tile, info.parts)
        elif info.action is DRAW:
            self.say(wording.drew(QT, self.who(info.seat), info.drawn))
        elif info.action is PASS:
            self.say(wording.passed(QT, self.who(info.seat), rules))

    def tell_events(self, info: Applied) -> None:
        """The score events of an action, after its sentence."""
        rules = self.presenter.rules
        assert rules is not None
        played = info.parts.points if info.parts is not None else None
        for event in info.events:
            # The play's sentence has said its points already; the news is heard only
            # where it adds something (refused, the match won, a settlement).
            told = event.kind.value == "play" and event.accepted and not event.wins \
                and event.raw == played
            self.say(wording.event_news(QT, event, rules, self.side_who(event.side)),
                     append=True, announce=not told)

    def round_led(self, match: Match, number: int) -> str:
        """Who leads round ``number``, and by which lot when one decided it."""
        round_ = match.rounds[number - 1]
        names = self.seat_names()
        if match.lots and match.led_by_lot(number):
            lot = match.lots[-1]
            draws = ", ".join(f"{names[seat]} [{t}]" for seat, t in lot.draws[-1])
            return fill(QCoreApplication.translate(
                "GameWindow", "Round %1: the lot (%2) gives the lead to %3."),
                number, draws, names[round_.starter])
        return wording.leads(QT, self.who(round_.starter), number)

    def prompt_turn(self, view: SeenTable, auto_draw: bool, draws: bool,
                    turn_text: Callable[[], str]) -> None:
        """What the person to move must do when it is not simply to play a tile."""
        need = view.need
        if view.forced is not None:
            self.say(fill(QCoreApplication.translate(
                "GameWindow", "[%1] fits: it must be played now."), view.forced), append=True)
        elif need is Need.DRAW and not auto_draw:
            self.say(QCoreApplication.translate(
                "GameWindow", "No tile fits: draw from the boneyard (click it or press D)."),
                append=True)
        elif need is Need.PASS and not auto_draw and draws:
            self.say(QCoreApplication.translate(
                "GameWindow", "No tile fits and there is nothing to draw: pass (P)."),
                append=True)
        elif need is Need.PASS and not auto_draw:
            self.say(QCoreApplication.translate("GameWindow", "No tile fits: knock (P)."),
                     append=True)
        elif need is Need.PLAY:
            # The panel shows whose turn it is; a screen reader's user hears it.
            self.announcer.announce(turn_text())

    def refused(self, reason: Reason) -> None:
        self.say(wording.not_allowed(QT, reason), urgent=True)

    def why_not(self, tile: Tile) -> str:
        """Why ``tile`` can not be laid now, from the seat's view."""
        view, board, rules = self.presenter.view, self.presenter.board, self.presenter.rules
        if view is None or board is None or rules is None:
            return ""
        turn = self.controller.reason(DRAW) if self.controller.human_to_move() is None else None
        return wording.why_not(QT, tile, turn, forced=view.forced, need=view.need,
                               draws=rules.draws, open_values=board.open_values())

    def announce_report(self, match: MatchReport, match_over: bool, scores: str) -> None:
        """A round's or a match's end, with the scores, for a screen reader (the report's
        own window is read too once it has the focus)."""
        round_ = match.round
        parts: Sequence[str] = [
            round_end_title(round_, self.seat_names()),
            round_result_text(round_, self.side_names(), self.seat_names(), match.winner)]
        if match_over and match.winner is not None:
            parts = [*parts, wording.wins_match(QT, self.side_who(match.winner),
                                                game_title(match.rules))]
        elif match_over and match.called_off:
            parts = [*parts, wording.called_off(QT, match.rounds)]
        parts = [*parts, scores]
        self.announcer.announce(". ".join(p.rstrip(".") for p in parts if p) + ".")
