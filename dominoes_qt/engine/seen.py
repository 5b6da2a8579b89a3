"""The table as one seat sees it: the plain value a window's presenter is fed.

A :class:`SeenTable` holds what the table shows for one viewer: the board as its plays,
the hands that may be shown, the counts, the scores, whose turn it is and the viewer's
legal plays. It is built from :meth:`Match.view_for` of the seats whose hands it shows
(:func:`seen_table`), so it cannot hold a tile the engine does not give them, and which
hands those are is decided in one place, :func:`shown_seats`, by the view's
:class:`ViewKind`. It is frozen data of tuples, ints and strings with a JSON form
(:meth:`SeenTable.to_json`, :meth:`SeenTable.from_json`): a table across the network sends
exactly this value. It lives on the engine's floor so that the table server can build it
too.

>>> import random
>>> from dominoes_qt.games import FIVE_UP
>>> match = Match(FIVE_UP, 2, random.Random(3))
>>> _ = match.deal_round()
>>> faces = (SeatFace("Ann"), SeatFace("Bob", True, "casual"))
>>> seen = seen_table(match, 0, ViewKind.SEAT, faces, mover=None, move_number=0)
>>> seen.hands[1] is None, len(seen.hands[0]), SeenTable.from_json(seen.to_json()) == seen
(True, 5, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from dominoes_qt.engine.board import End, Move
from dominoes_qt.engine.events import RoundEnd, ScoreEvent
from dominoes_qt.engine.game import Applied, Match, Need, Played
from dominoes_qt.engine.options import Ruleset
from dominoes_qt.engine.rules import Rules
from dominoes_qt.engine.seating import Seating
from dominoes_qt.engine.tiles import Tile, parse_tile


class ViewKind(str, Enum):
    """Why a table is shown, and so whose hands it may show (:func:`shown_seats`)."""

    SEAT = "seat"
    """A person plays at the viewer's seat: only that seat's hand."""
    REVIEW = "review"
    """A position of a match under review: the viewer's hand, as it was shown in play."""
    WATCH = "watch"
    """Computers only at the table, watched: the viewer's seat's hand, as in play."""
    ALL_HANDS = "all_hands"
    """The coach's "show all hands" in a computers-only match: every hand face up."""


def shown_seats(kind: ViewKind, seat: int, players: int, round_over: bool) -> frozenset[int]:
    """The seats whose hands a view of ``kind`` for ``seat`` shows: the one place where a
    hidden hand is revealed. A finished round shows every hand (its report counts them);
    so does :attr:`ViewKind.ALL_HANDS`, which the window offers only when no person plays.
    """
    if round_over or kind is ViewKind.ALL_HANDS:
        return frozenset(range(players))
    return frozenset({seat})


def seen_applied(applied: Applied, viewer: int) -> Applied:
    """One action as ``viewer`` may know it: the tile another seat drew is left out (its
    seat, its scores and how the round ended are public)."""
    return applied if applied.seat == viewer or applied.drawn is None \
        else applied._replace(drawn=None)


@dataclass(frozen=True)
class RoundReport:
    """A finished round as the whole table knows it once it is over: how it ended, who
    went out, every hand (face up then) and, for a block, the lowest hands' seats."""

    number: int
    end: RoundEnd | None
    finisher: int | None
    hands: tuple[tuple[Tile, ...], ...]
    block_winners: tuple[int, ...] | None
    rules: Rules
    seating: Seating

    def block_result(self) -> tuple[int, ...] | None:
        """The seats with the lowest hands after a block (as :meth:`Round.block_result`)."""
        return self.block_winners


@dataclass(frozen=True)
class MatchReport:
    """What a round's report tells: that round, the match's score events so far and how
    the match stands (all public)."""

    round: RoundReport
    events: tuple[ScoreEvent, ...]
    rounds: int
    """Rounds dealt so far."""
    winner: int | None
    called_off: bool
    is_over: bool

    @property
    def rules(self) -> Rules:
        return self.round.rules

    @property
    def seating(self) -> Seating:
        return self.round.seating

    @property
    def ends_match(self) -> bool:
        """The match is over and this is its last round (a past round may be reviewed)."""
        return self.is_over and self.round.number == self.rounds


def match_report(match: Match, number: int) -> MatchReport:
    """The report of ``match``'s round ``number``, once that round is over."""
    round_ = match.rounds[number - 1]
    if round_.end is None:
        raise ValueError(f"round {number} is not over")
    report = RoundReport(number, round_.end, round_.finisher,
                         tuple(tuple(hand) for hand in round_.hands), round_.block_result(),
                         round_.rules, round_.seating)
    return MatchReport(report, tuple(match.events), len(match.rounds), match.winner,
                       match.called_off, match.is_over)


@dataclass(frozen=True)
class MatchScores:
    """A match's score as the whole table knows it: every score event, the finished rounds'
    reports and how the match stands (what the score panel shows)."""

    rules: Rules
    seating: Seating
    events: tuple[ScoreEvent, ...]
    finished: tuple[RoundReport, ...]
    rounds: int
    """Rounds dealt so far (the one being played among them)."""
    winner: int | None
    called_off: bool


def match_scores(match: Match) -> MatchScores:
    """``match``'s score sheet facts: nothing of a round still being played but its plays'
    scores."""
    finished = tuple(match_report(match, r.number).round for r in match.rounds
                     if r.end is not None)
    return MatchScores(match.rules, match.seating, tuple(match.events), finished,
                       len(match.rounds), match.winner, match.called_off)


class SeenError(ValueError):
    """A seen table's JSON that does not make sense (it may come over the network)."""


@dataclass(frozen=True)
class SeatFace:
    """Who sits in a seat, as everyone at the table knows it."""

    name: str
    is_ai: bool = False
    level: str | None = None
    """The computer player's level (None for a person)."""


@dataclass(frozen=True)
class PlayFact:
    """One tile laid this round, with what its play summed and scored (public)."""

    seat: int
    tile: Tile
    at: Tile | None
    """The tile it joined; None for the lead."""
    end: End | None
    end_sum: int
    points: int

    @property
    def move(self) -> Move:
        return Move(self.tile, self.at, self.end)


@dataclass(frozen=True)
class SeenTable:
    """Everything one viewer's table shows, and nothing it may not show."""

    kind: ViewKind
    ruleset: Ruleset
    """The game and its options: the rules are found from it (``games.rules_of``)."""
    seat: int
    """The viewer: the seat shown at the bottom."""
    seats: tuple[SeatFace, ...]
    round_number: int
    to_move: int | None
    """Whose turn it is; None once the round or the match is over."""
    mover: int | None
    """The seat whose person may act now (None while a computer moves, in review, or
    between rounds): the viewer, when it is not None."""
    need: Need | None
    """What the viewer must do when it is its turn (None otherwise)."""
    hands: tuple[tuple[Tile, ...] | None, ...]
    """Each seat's hand in the order dealt, or None where it is hidden."""
    hand_counts: tuple[int, ...]
    boneyard: int | None
    """Tiles left to draw; None in a game without a boneyard."""
    plays: tuple[PlayFact, ...]
    """The round's plays in order: the board is laid again from them."""
    scores: tuple[int, ...]
    """Raw score of each side."""
    legal: tuple[Move, ...]
    """The viewer's legal plays when :attr:`mover` is the viewer (else none)."""
    forced: Tile | None
    """A tile the viewer drew and must play now."""
    round_over: bool
    match_over: bool
    move_number: int
    """Actions of the match so far (changes with every action)."""

    @property
    def reveal(self) -> bool:
        """The round or the match is over: every hand is face up."""
        return self.round_over or self.match_over

    @property
    def hand(self) -> tuple[Tile, ...]:
        """The viewer's own hand."""
        return self.hands[self.seat] or ()

    def legal_for(self, tile: Tile) -> list[Move]:
        """Where the viewer may lay ``tile`` now, in the order the keys step through."""
        return [m for m in self.legal if m.tile == tile]

    @property
    def playable(self) -> frozenset[Tile]:
        return frozenset(m.tile for m in self.legal)

    # --- JSON ----------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind.value,
            "ruleset": self.ruleset.to_json(),
            "seat": self.seat,
            "seats": [{"name": s.name, "ai": s.is_ai, "level": s.level} for s in self.seats],
            "round": self.round_number,
            "to_move": self.to_move,
            "mover": self.mover,
            "need": None if self.need is None else self.need.value,
            "hands": [None if h is None else [str(t) for t in h] for h in self.hands],
            "hand_counts": list(self.hand_counts),
            "boneyard": self.boneyard,
            "plays": [{"seat": p.seat, **_move_json(p.move), "end_sum": p.end_sum,
                       "points": p.points} for p in self.plays],
            "scores": list(self.scores),
            "legal": [_move_json(m) for m in self.legal],
            "forced": None if self.forced is None else str(self.forced),
            "round_over": self.round_over,
            "match_over": self.match_over,
            "move": self.move_number,
        }

    @classmethod
    def from_json(cls, doc: object) -> SeenTable:
        """The value :meth:`to_json` wrote; anything else is a :class:`SeenError`."""
        try:
            if not isinstance(doc, Mapping):
                raise TypeError("a seen table is a JSON object")
            ruleset = doc["ruleset"]
            options = ruleset["options"]
            if not isinstance(ruleset["game"], str) or not isinstance(options, Mapping):
                raise TypeError("ruleset")
            plays = []
            for p in doc["plays"]:
                move = _move(p)
                plays.append(PlayFact(_int(p["seat"]), move.tile, move.at, move.end,
                                      _int(p["end_sum"]), _int(p["points"])))
            return cls(
                kind=ViewKind(doc["kind"]),
                ruleset=Ruleset(ruleset["game"], tuple(options.items())),
                seat=_int(doc["seat"]),
                seats=tuple(SeatFace(_str(s["name"]), _bool(s["ai"]), _maybe_str(s["level"]))
                            for s in doc["seats"]),
                round_number=_int(doc["round"]),
                to_move=_maybe_int(doc["to_move"]),
                mover=_maybe_int(doc["mover"]),
                need=None if doc["need"] is None else Need(doc["need"]),
                hands=tuple(None if h is None else tuple(parse_tile(_str(t)) for t in h)
                            for h in doc["hands"]),
                hand_counts=tuple(_int(n) for n in doc["hand_counts"]),
                boneyard=_maybe_int(doc["boneyard"]),
                plays=tuple(plays),
                scores=tuple(_int(n) for n in doc["scores"]),
                legal=tuple(_move(m) for m in doc["legal"]),
                forced=None if doc["forced"] is None else parse_tile(_str(doc["forced"])),
                round_over=_bool(doc["round_over"]),
                match_over=_bool(doc["match_over"]),
                move_number=_int(doc["move"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SeenError(f"a seen table that does not make sense: {exc!s:.120}") from None


def _move_json(move: Move) -> dict[str, str | None]:
    return {"tile": str(move.tile), "at": None if move.at is None else str(move.at),
            "end": None if move.end is None else move.end.value}


def _move(doc: Mapping[str, Any]) -> Move:
    at, end = doc["at"], doc["end"]
    if (at is None) != (end is None):
        raise ValueError("a play names both the tile it joins and the end, or neither")
    return Move(parse_tile(_str(doc["tile"])), None if at is None else parse_tile(_str(at)),
                None if end is None else End(end))


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{value!r:.20} is not a whole number")
    return value


def _maybe_int(value: object) -> int | None:
    return None if value is None else _int(value)


def _str(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{value!r:.20} is not a string")
    return value


def _maybe_str(value: object) -> str | None:
    return None if value is None else _str(value)


def _bool(value: object) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{value!r:.20} is not true or false")
    return value


def seen_table(match: Match, seat: int, kind: ViewKind, seats: Sequence[SeatFace], *,
               mover: int | None, move_number: int) -> SeenTable:
    """What ``seat``'s table shows of ``match`` as a view of ``kind``.

    Every hand comes from :meth:`Match.view_for` of its own seat, and only for the seats
    :func:`shown_seats` names; the rest is public (the board, the counts, the scores).
    ``mover`` is the seat whose person may act now (the window's controller knows it).
    """
    view = match.view_for(seat)
    round_ = match.current
    assert round_ is not None
    round_over, match_over = round_.is_over, match.is_over
    shown = shown_seats(kind, seat, match.num_players, round_over or match_over)
    hands = tuple(view.hand if s == seat else match.view_for(s).hand if s in shown else None
                  for s in range(match.num_players))
    own_turn = not (round_over or match_over) and view.to_move == seat
    legal = tuple(a for a in view.legal_actions() if isinstance(a, Move)) \
        if mover == seat else ()
    return SeenTable(
        kind=kind,
        ruleset=view.rules.ruleset,
        seat=seat,
        seats=tuple(seats),
        round_number=view.round_number,
        to_move=None if round_over or match_over else view.to_move,
        mover=mover,
        need=view.need if own_turn else None,
        hands=hands,
        hand_counts=view.hand_counts,
        boneyard=view.boneyard_count if view.rules.draws else None,
        plays=tuple(PlayFact(e.seat, e.move.tile, e.move.at, e.move.end, e.parts.end_sum,
                             e.parts.points)
                    for e in view.history if isinstance(e, Played)),
        scores=view.scores,
        legal=legal,
        forced=view.forced,
        round_over=round_over,
        match_over=match_over,
        move_number=move_number,
    )
