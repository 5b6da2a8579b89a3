"""Fives and Threes: the British pub game. No spinner, no drawing, fives and threes in
the end sum score, a point for going out, exactly 61 wins."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from dominoes_qt.engine.board import Spinners
from dominoes_qt.engine.events import EventKind, OutParts, PlayParts, ProposedEvent
from dominoes_qt.engine.options import Option, OptionValue
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP, Leader, Reaching, Rules
from dominoes_qt.engine.seating import Seating
from dominoes_qt.engine.tiles import Tile
from dominoes_qt.games.family import fives_and_threes


class FivesAndThrees(Rules):
    variant = "fives-and-threes"
    title = QT_TRANSLATE_NOOP("Games", "Fives and Threes")
    order = 50
    player_counts = (2, 3, 4)
    hand_sizes = MappingProxyType({2: 7, 3: 5, 4: 5})
    draws = False
    side_goes_out = True
    spinners = Spinners.NONE
    target = 61
    reaching = Reaching.EXACTLY
    round_limit = 200
    leader = Leader.IN_TURN
    """The lead goes round the table, whoever won the round and however it ended."""
    blocked_round_has_winner = False
    last_play_scores_in_settlement = True
    """The last tile's points and the point for going out are one score: together they
    land on 61 or pass it and are refused together."""
    chip_out_bonus = 1
    """What going out (both partners out, with partners) is worth."""

    @classmethod
    def game_options(cls) -> tuple[Option, ...]:
        return (Option("out-bonus", "int", cls.chip_out_bonus,
                       "points for going out (with partners: both partners out)",
                       low=0, high=10),
                Option("out-point", "choice",
                       "with-last-tile" if cls.last_play_scores_in_settlement else "on-its-own",
                       "the point for going out is judged with the last tile's points "
                       "(both refused if together they pass the target) or on its own",
                       ("with-last-tile", "on-its-own")))

    def take_game_options(self, values: Mapping[str, OptionValue]) -> None:
        bonus = values["out-bonus"]
        assert type(bonus) is int
        self.chip_out_bonus = bonus
        self.last_play_scores_in_settlement = values["out-point"] == "with-last-tile"

    def end_points(self, end_sum: int) -> int:
        return fives_and_threes(end_sum)

    def settle_domino_pips(
        self, seating: Seating, pips: Sequence[int], finisher: int, last_play: PlayParts
    ) -> list[ProposedEvent]:
        if not self.last_play_scores_in_settlement:
            # The last tile was judged as a play of its own: the point stands alone.
            alone = OutParts(0, self.chip_out_bonus, (), last_play.end_sum)
            return [ProposedEvent(EventKind.DOMINO, finisher, seating.side_of(finisher),
                                  self.chip_out_bonus, alone)]
        parts = OutParts(last_play.points, self.chip_out_bonus, last_play.contributions,
                         last_play.end_sum)
        return [ProposedEvent(EventKind.DOMINO, finisher, seating.side_of(finisher),
                              last_play.points + self.chip_out_bonus, parts)]

    def settle_block(
        self, seating: Seating, hands: Sequence[Sequence[Tile]], starter: int
    ) -> list[ProposedEvent]:
        # A blocked round scores nothing: the hands left are never counted.
        return []
