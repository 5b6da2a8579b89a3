"""The master's rollouts: a compact copy of one round and a randomized skilled policy.

A rollout only needs to know, for every open place, the number it wants and what closing
it does to the end sum, so the table is a flat list of place codes, one per kind and number
(``kind * 7 + value`` for the numbers of the double-six set; the bigger sets' numbers 7-12
have codes of their own after those, so that a double-six game's codes never change):

- ``END``: the free end of a non-double; closing it takes its value off the end sum;
- ``LINE``: the open line side of a double whose other side is taken; closing it makes
  the double internal (its ``2 x value`` leaves the sum);
- ``SPIN_LINE``: the same for a spinner, whose two branches then open;
- ``PAIRED``: a side of a lead spinner with both sides open; closing it costs nothing,
  and the other side becomes a ``SPIN_LINE``;
- ``BRANCH``: a spinner's branch, which counts nothing until a tile is laid on it;
- ``PLAIN_PAIRED``: a side of a lead double that does not spin, with both sides open;
  closing it costs nothing, and the other side becomes a ``LINE``.

Places of the same code lead to the same futures, so a play is (tile, code). Every rule
comes from the game's rule object: which doubles spin (``spinners``), what an end sum
scores (``points_by_end_sum``), drawing (``draws``, ``must_play_drawn``), and every score
goes through ``play_events``, ``judge``, ``settle_domino`` and ``settle_block``, so its
arithmetic is the engine's; ``tests/ai/test_rollout.py`` plays it against
:class:`~dominoes_qt.engine.Match` move by move.

The policy is the skilled rollout judgement (accepted points now, a win above all, then
heavy tiles and doubles first); with probability ``explore`` a seat plays a uniformly
random play instead, so rollouts from one deal are not all the same game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import chain

from dominoes_qt.ai.playout import Playout, _judge_play, goes_out_with
from dominoes_qt.engine import Board, End, PlayParts, Rules, Seating, Spinners, Tile
from dominoes_qt.engine.events import ProposedEvent
from dominoes_qt.engine.tiles import ALL_TILES, HIGHEST, NUMBERS

KINDS = 6
END, LINE, SPIN_LINE, PAIRED, BRANCH, PLAIN_PAIRED = range(KINDS)
CODES = KINDS * NUMBERS


def _code(kind: int, value: int) -> int:
    return kind * 7 + value if value < 7 else KINDS * 7 + kind * (NUMBERS - 7) + value - 7


_CODE = [[_code(kind, value) for value in range(NUMBERS)] for kind in range(KINDS)]
"""Each kind's place code by the number the place wants."""
END_AT, LINE_AT, SPIN_LINE_AT, PAIRED_AT, BRANCH_AT, PLAIN_PAIRED_AT = _CODE
WIN = 1000.0
REJECTED = 300.0
PIP_WEIGHT = 0.6
DOUBLE_WEIGHT = 2.0
_NO_CONTRIBUTIONS: tuple[()] = ()
_LINES = (End.LINE_A, End.LINE_B)

_KIND = [0] * CODES
_VALUE = [0] * CODES
for _kind, _codes in enumerate(_CODE):
    for _value, _at in enumerate(_codes):
        _KIND[_at], _VALUE[_at] = _kind, _value
_DROP = [(v if k == END else 2 * v if k < PAIRED else 0) for k, v in zip(_KIND, _VALUE,
                                                                          strict=True)]
"""What closing a place of each code takes off the end sum."""
_WORTH = {t: (t.a + t.b) * PIP_WEIGHT + (DOUBLE_WEIGHT if t.a == t.b else 0.0)
          for t in ALL_TILES}
"""The policy's worth of shedding each tile, before points."""

_LOSE = [_DROP[code] + _VALUE[code] for code in range(CODES)]
"""What closing a place of each code takes off the end sum, with the number it wants."""

Play = tuple[Tile, int]
"""A tile and the code of the place it goes on (-1 for a lead)."""

Fit = tuple[Tile, float, int]
"""A tile as the greedy policy weighs it: the tile, its worth before points and what it
adds to the end sum on a place it fits, with that place's number (pips, and a double's
number once more): so the loop over a hand does no arithmetic on the tile itself."""

_FIT: dict[Tile, Fit] = {t: (t, _WORTH[t], t.a + t.b + (t.a if t.a == t.b else 0))
                         for t in ALL_TILES}
"""Every tile's one :data:`Fit` (the lists hold these objects, so removing one is an
identity match)."""


def fits_by_number(hand: Sequence[Tile], highest: int = HIGHEST) -> list[list[Fit]]:
    """``hand``'s tiles as :data:`Fit` under each number 0 to ``highest`` (the set's
    highest double) they carry, in hand order."""
    fits: list[list[Fit]] = [[], [], [], [], [], [], []] if highest == 6 else \
        [[] for _ in range(highest + 1)]
    for t in hand:
        a, b = t
        fit = _FIT[t]
        fits[a].append(fit)
        if a != b:
            fits[b].append(fit)
    return fits


_ALONE = {t: fits_by_number([t]) for t in ALL_TILES}
"""A forced tile's :func:`fits_by_number` (never changed)."""
_NO_FIT: Fit = (Tile(0, 0), -1e9, 0)
"""Never chosen: the seat to move always has a play."""


_EVENTS: dict[tuple[Rules, int, int, int, bool], list[ProposedEvent]] = {}


def _play_events(
    rules: Rules, seating: Seating, seat: int, total: int, went_out: bool
) -> list[ProposedEvent]:
    # The rule object decides; the cache spares rebuilding the same events in rollouts
    # (without contributions a play's events depend on nothing else). Seats are keyed
    # by number, a seating by its size.
    key = (rules, seating.num_players * 4 + seat, total, 0, went_out)
    known = _EVENTS.get(key)
    if known is None:
        parts = PlayParts(_NO_CONTRIBUTIONS, total, rules.points_by_end_sum[total])
        known = rules.play_events(seating, seat, parts, went_out)
        if len(_EVENTS) > 65536:
            _EVENTS.clear()
        _EVENTS[key] = known
    return known


_JUDGED: dict[tuple[Rules, int, int, int, int], tuple[bool, bool]] = {}


def _judge(rules: Rules, score: int, proposed: ProposedEvent) -> tuple[bool, bool]:
    # A target judges the score, the kind and size of the event (as the skilled player's
    # judgement already assumes), so those are the key.
    key = (rules, score, id(proposed.kind), proposed.raw, proposed.side)
    known = _JUDGED.get(key)
    if known is None:
        if len(_JUDGED) > 65536:
            _JUDGED.clear()
        known = _JUDGED[key] = rules.judge(score, proposed)
    return known


def _judged(rules: Rules, scores: list[int], events: list[ProposedEvent]) -> int | None:
    """Apply ``events`` to ``scores`` in turn, as the target accepts them; the side that
    one of them wins the match for (the rest are then never applied), else None."""
    for proposed in events:
        before = scores[proposed.side]
        accepted, wins = _judge(rules, before, proposed)
        if accepted:
            scores[proposed.side] = before + proposed.raw
        if wins:
            return proposed.side
    return None


_PLAYED: dict[tuple[Rules, int, int, tuple[int, ...]], tuple[tuple[int, ...], int | None]] = {}


def _play_outcome(rules: Rules, seating: Seating, seat: int, total: int,
                  scores: Sequence[int]) -> tuple[tuple[int, ...], int | None]:
    """The scores after a play of ``seat`` that makes ``total`` and leaves it tiles, and
    the side that this wins the match for (None): its events judged in turn."""
    key = (rules, seating.num_players * 4 + seat, total, tuple(scores))
    known = _PLAYED.get(key)
    if known is None:
        after = list(scores)
        winner = _judged(rules, after, _play_events(rules, seating, seat, total, False))
        if len(_PLAYED) > 65536:
            _PLAYED.clear()
        known = _PLAYED[key] = (tuple(after), winner)
    return known


_DOMINOES: dict[tuple[Rules | int, ...], tuple[tuple[int, ...], int | None]] = {}


def _domino_outcome(rules: Rules, seating: Seating, hands: Sequence[Sequence[Tile]],
                    finisher: int, total: int,
                    scores: Sequence[int]) -> tuple[tuple[int, ...], int | None]:
    """The scores after ``finisher`` laid their last tile making ``total`` (its play's
    events, then the domino's, judged in turn until one wins the match), and the side
    that wins it (None)."""
    points = rules.points_by_end_sum[total]
    base = type(rules).settle_domino is Rules.settle_domino
    key: tuple[Rules | int, ...] = ()
    if base:
        # The rules settle a domino by pip totals alone (the base method), so the same
        # totals from the same scores end the same way: most rollouts end in one. (The
        # totals and the scores have a length fixed by the game and its players.)
        key = (rules, seating.num_players * 4 + finisher, total,
               *map(sum, map(chain.from_iterable, hands)), *scores)
        known = _DOMINOES.get(key)
        if known is not None:
            return known
    after = list(scores)
    winner = _judged(rules, after, _play_events(rules, seating, finisher, total, True))
    if winner is None:
        winner = _judged(rules, after, rules.settle_domino(
            seating, hands, finisher, PlayParts(_NO_CONTRIBUTIONS, total, points)))
    known = (tuple(after), winner)
    if base:
        if len(_DOMINOES) > 65536:
            _DOMINOES.clear()
        _DOMINOES[key] = known
    return known


def place_codes(board: Board) -> list[int]:
    """The open places of an engine board as rollout place codes."""
    codes = []
    for (at, end), value in board.open_places():
        if at.a != at.b:
            kind = END
        elif end not in _LINES:
            kind = BRANCH
        else:
            other = End.LINE_B if end is End.LINE_A else End.LINE_A
            spinner = board.node(at).spinner
            if board.place_value(at, other) is not None:
                kind = PAIRED if spinner else PLAIN_PAIRED
            else:
                kind = SPIN_LINE if spinner else LINE
        codes.append(_CODE[kind][value])
    return codes


class Rollout:
    """One round with every hand known, in the compact form above."""

    __slots__ = (
        "count",
        "deck",
        "end_sum",
        "ended",
        "finisher",
        "fits",
        "forced",
        "goes_out_with",
        "hands",
        "num_players",
        "places",
        "rules",
        "scores",
        "seating",
        "side_of",
        "spins",
        "spins_again",
        "starter",
        "to_move",
        "winner",
    )

    def __init__(
        self,
        rules: Rules,
        seating: Seating,
        board: Board,
        hands: Sequence[Sequence[Tile]],
        boneyard: Sequence[Tile],
        to_move: int,
        starter: int,
        scores: Sequence[int],
        forced: Tile | None = None,
    ) -> None:
        self.rules = rules
        self.seating = seating
        self.num_players = seating.num_players
        self.side_of = tuple(seating.side_of(s) for s in range(seating.num_players))
        self.goes_out_with = goes_out_with(rules, seating)
        self.places = place_codes(board)
        self.count = list(board.value_count)
        self.end_sum = board.end_sum
        self.spins = board.next_double_spins
        """Whether a double laid now would spin."""
        self.spins_again = rules.spinners is Spinners.EVERY_DOUBLE
        """Whether the next double still would, once one has spun."""
        self.hands = [list(h) for h in hands]
        self.fits = [fits_by_number(hand, rules.double) for hand in self.hands]
        """Each seat's tiles by the numbers they carry, in hand order (kept with the hands)."""
        # Drawn from the back: the boneyard's front tile last. A game that does not draw
        # leaves its undealt tiles out of play.
        self.deck = list(reversed(boneyard)) if rules.draws else []
        self.to_move = to_move
        self.starter = starter
        self.scores = list(scores)
        self.forced = forced
        self.ended = False
        self.finisher: int | None = None
        """The seat that laid the round's last tile (None before the end, after a block)."""
        self.winner: int | None = None

    @classmethod
    def of(cls, playout: Playout) -> Rollout:
        """The position of a lean playout (a candidate play is laid there first)."""
        other = cls(playout.rules, playout.seating, playout.board, playout.hands,
                    playout.boneyard, playout.to_move, playout.starter, playout.scores,
                    playout.forced)
        other.ended = playout.ended
        other.finisher = playout.finisher
        other.winner = playout.winner
        return other

    def copy(self) -> Rollout:
        other = Rollout.__new__(Rollout)
        other.rules = self.rules
        other.seating = self.seating
        other.num_players = self.num_players
        other.side_of = self.side_of
        other.goes_out_with = self.goes_out_with
        other.places = list(self.places)
        other.count = list(self.count)
        other.end_sum = self.end_sum
        other.spins = self.spins
        other.spins_again = self.spins_again
        other.hands = list(map(list, self.hands))
        other.fits = [list(map(list, seat)) for seat in self.fits]
        other.deck = list(self.deck)
        other.to_move = self.to_move
        other.starter = self.starter
        other.scores = list(self.scores)
        other.forced = self.forced
        other.ended = self.ended
        other.finisher = self.finisher
        other.winner = self.winner
        return other

    # --- moving ------------------------------------------------------------------------

    def partner_plays_on(self, seat: int) -> bool:
        """Whether the round goes on once ``seat`` has laid its last tile (its partner still
        holds tiles, in a game where a side goes out together)."""
        partner = self.goes_out_with[seat]
        return partner is not None and bool(self.hands[partner])

    def plays(self) -> list[Play]:
        """Every distinct play of the seat to move (empty if it must draw or pass)."""
        hand = (self.forced,) if self.forced is not None else self.hands[self.to_move]
        # Every laid tile leaves an open place, so no places means an empty table.
        if not self.places:
            return [(t, -1) for t in hand]
        found = []
        for code in set(self.places):
            value = _VALUE[code]
            found += [(t, code) for t in hand if value in t]
        return found

    def advance(self) -> None:
        """Draw and pass for the seat to move until it can play or the round ends.

        A blocked round ends here, when every seat in turn has had to pass: a play only
        lays its tile, so the check costs nothing in the usual turn.
        """
        count = self.count
        passes = 0
        while not self.ended and self.forced is None:
            seat = self.to_move
            hand = self.hands[seat]
            if not self.places:
                return
            for a, b in hand:
                if count[a] or count[b]:
                    return
            drawn = self._draw_until_fit(seat)
            if drawn is not None:
                if self.rules.must_play_drawn:
                    self.forced = drawn
                return
            if passes == self.num_players:
                self._block()
            else:
                passes += 1
                self.to_move = (seat + 1) % self.num_players

    def _draw_until_fit(self, seat: int) -> Tile | None:
        """``seat``, holding nothing that fits, draws until a tile fits (returned) or the
        boneyard is empty (None). Only each tile drawn needs a look. (It is then the only
        tile that fits, whether or not the rules force it.)"""
        deck = self.deck
        hand = self.hands[seat]
        fits = self.fits[seat]
        count = self.count
        while deck:
            drawn = deck.pop()
            hand.append(drawn)
            a, b = drawn
            fit = _FIT[drawn]
            fits[a].append(fit)
            if a != b:
                fits[b].append(fit)
            if count[a] or count[b]:
                return drawn
        return None

    def play(self, tile: Tile, code: int) -> None:
        """Lay ``tile`` on a place of ``code`` (-1: lead) for the seat to move and score it."""
        seat = self.to_move
        places = self.places
        count = self.count
        a, b = tile
        if code < 0:
            if a == b:
                paired = (PAIRED_AT if self.spins else PLAIN_PAIRED_AT)[a]
                places += (paired, paired)
                count[a] += 2
                total = 2 * a
                if self.spins:
                    self.spins = self.spins_again
            else:
                places += (END_AT[a], END_AT[b])
                count[a] += 1
                count[b] += 1
                total = a + b
        else:
            places.remove(code)
            kind, value = _KIND[code], _VALUE[code]
            count[value] -= 1
            total = self.end_sum
            if kind == END:
                total -= value
            elif kind == LINE:
                total -= 2 * value
            elif kind == SPIN_LINE:
                total -= 2 * value
                places += (BRANCH_AT[value], BRANCH_AT[value])
                count[value] += 2
            elif kind == PAIRED:
                places[places.index(code)] = SPIN_LINE_AT[value]
            elif kind == PLAIN_PAIRED:
                places[places.index(code)] = LINE_AT[value]
            if a == b:
                if self.spins:
                    self.spins = self.spins_again
                    places.append(SPIN_LINE_AT[value])
                else:
                    places.append(LINE_AT[value])
                count[value] += 1
                total += 2 * value
            else:
                free = b if a == value else a
                places.append(END_AT[free])
                count[free] += 1
                total += free
        self.end_sum = total
        hand = self.hands[seat]
        hand.remove(tile)
        fits = self.fits[seat]
        fit = _FIT[tile]
        fits[a].remove(fit)
        if a != b:
            fits[b].remove(fit)
        self.forced = None
        rules = self.rules
        asked = rules.points_by_end_sum[total] or not hand or rules.asks_about_quiet_plays
        if asked and self._scored(seat):
            return
        self.to_move = seat + 1 if seat + 1 < self.num_players else 0

    def _scored(self, seat: int) -> bool:
        """Score the play ``seat`` just made (one that made points, emptied its hand, or
        any play of a game that asks about quiet plays); True when that ended the round."""
        total = self.end_sum
        rules = self.rules
        if self.hands[seat] or self.partner_plays_on(seat):
            # The usual case: points now, nothing to settle; the same play from the same
            # scores always ends the same way.
            self.scores[:], winner = _play_outcome(rules, self.seating, seat, total,
                                                   self.scores)
            if winner is None:
                return False
            self.winner = winner
            self.ended = True
            return True
        self.finisher = seat
        self.scores[:], self.winner = _domino_outcome(rules, self.seating, self.hands, seat,
                                                      total, self.scores)
        self.ended = True
        return True

    def _block(self) -> None:
        """Nobody can play and nothing is left to draw: settle the blocked round."""
        self.ended = True
        self.winner = _judged(self.rules, self.scores,
                              self.rules.settle_block(self.seating, self.hands, self.starter))

    # --- the policy ----------------------------------------------------------------------

    def choose(self, rng: random.Random, explore: float) -> Play:
        """The rollout's play for the seat to move (which must have one)."""
        if explore and rng.random() < explore:
            options = self.plays()
            return options[rng.randrange(len(options))]
        seat = self.to_move
        hand = (self.forced,) if self.forced is not None else self.hands[seat]
        rules = self.rules
        scoring = rules.points_by_end_sum
        side = self.side_of[seat]
        score = self.scores[side]
        best: Play | None = None
        best_worth = -1e9
        if not self.places:
            for t in hand:
                points = scoring[t[0] + t[1]]  # a lead's total: its pips, a double's too
                worth = _WORTH[t]
                if points:
                    accepted, wins = _judge_play(rules, side, score, points)
                    worth += WIN if wins else (points if accepted else -REJECTED)
                if worth > best_worth:
                    best, best_worth = (t, -1), worth
            assert best is not None
            return best
        total = self.end_sum
        worths = _WORTH
        for code in set(self.places):
            value = _VALUE[code]
            base = total - _DROP[code]
            for t in hand:
                if value not in t:
                    continue
                a, b = t
                points = scoring[base + (a + b - value if a != b else 2 * a)]
                worth = worths[t]
                if points:
                    accepted, wins = _judge_play(rules, side, score, points)
                    worth += WIN if wins else (points if accepted else -REJECTED)
                if worth > best_worth:
                    best, best_worth = (t, code), worth
        assert best is not None, "the seat to move has no play"
        return best

    # one piece: radon grades this loop F, and it stays so. Only its greedy choice put in a
    # function of its own made the master's rollouts 4-7% slower (the 400 fresh deals of
    # tools/bench/engine.py of a game scored by fives, 2 and 4 players, best of 3 CPU
    # timings; 2026-12-06), and rollouts are the master's whole budget.
    def run(self, rng: random.Random, explore: float) -> None:
        """Play to the end of the round with every seat choosing by :meth:`choose`.

        The same steps as :meth:`advance`, :meth:`choose` and :meth:`play` in turn (a test
        holds them equal), written out here with the position in local names: rollouts
        are the master's whole budget.
        """
        if self.ended:
            return
        if not self.places:
            # A lead, which only a round's first position has (nobody draws before it):
            # the plain step does it.
            self.play(*self.choose(rng, explore))
            if self.ended:
                return
        places = self.places
        count = self.count
        hands = self.hands
        fits = self.fits
        alone = _ALONE
        scores = self.scores
        side_of = self.side_of
        rules = self.rules
        scoring = rules.points_by_end_sum
        quiet = rules.asks_about_quiet_plays
        players = self.num_players
        config = players * 4
        played = _PLAYED
        spins_again = self.spins_again
        fitted = _FIT
        kinds = _KIND
        values = _VALUE
        loses = _LOSE
        chance = rng.random
        total = self.end_sum
        seat = self.to_move
        forced = self.forced
        spins = self.spins
        # The scores as a key of _PLAYED, renewed whenever they change (rarely).
        held = tuple(scores)
        while True:
            # Draw and pass until someone can play (as :meth:`advance`).
            passes = 0
            while forced is None:
                hand = hands[seat]
                for a, b in hand:
                    if count[a] or count[b]:
                        break
                else:
                    drawn = self._draw_until_fit(seat)
                    if drawn is not None:
                        if rules.must_play_drawn:
                            forced = drawn
                        break
                    if passes == players:
                        self.end_sum = total
                        self.spins = spins
                        self.to_move = seat
                        self.forced = None
                        self._block()
                        return
                    passes += 1
                    seat = seat + 1 if seat + 1 < players else 0
                    continue
                break
            # Choose (as :meth:`choose`).
            if explore and chance() < explore:
                self.to_move = seat
                self.forced = forced
                options = self.plays()
                tile, code = options[rng.randrange(len(options))]
                chosen = fitted[tile]
            else:
                # Each place meets only the tiles that fit it, in hand order (the order of
                # :meth:`choose` all the same).
                fitting = alone[forced] if forced is not None else fits[seat]
                side = side_of[seat]
                score = scores[side]
                best_worth = -1e9
                chosen = _NO_FIT
                code = -1
                # Each distinct place once (the set of :meth:`choose`).
                for place in {*places}:
                    here = fitting[values[place]]
                    if not here:
                        # Most places meet no tile: skip them before any set-up.
                        continue
                    base = total - loses[place]
                    for fit in here:
                        points = scoring[base + fit[2]]
                        worth = fit[1]
                        if points:
                            accepted, wins = _judge_play(rules, side, score, points)
                            worth += WIN if wins else (points if accepted else -REJECTED)
                        if worth > best_worth:
                            chosen, code, best_worth = fit, place, worth
                tile = chosen[0]
            # Lay it (as :meth:`play`; the table is never empty here).
            a, b = tile
            places.remove(code)
            kind = kinds[code]
            value = values[code]
            count[value] -= 1
            if kind == END:
                total -= value
            elif kind == LINE:
                total -= 2 * value
            elif kind == SPIN_LINE:
                total -= 2 * value
                places += (BRANCH_AT[value], BRANCH_AT[value])
                count[value] += 2
            elif kind == PAIRED:
                places[places.index(code)] = SPIN_LINE_AT[value]
            elif kind == PLAIN_PAIRED:
                places[places.index(code)] = LINE_AT[value]
            if a == b:
                if spins:
                    spins = spins_again
                    places.append(SPIN_LINE_AT[value])
                else:
                    places.append(LINE_AT[value])
                count[value] += 1
                total += 2 * value
            else:
                free = b if a == value else a
                places.append(END_AT[free])
                count[free] += 1
                total += free
            hand = hands[seat]
            hand.remove(tile)
            fitting = fits[seat]
            fitting[a].remove(chosen)
            if a != b:
                fitting[b].remove(chosen)
            forced = None
            if scoring[total] or not hand or quiet:
                # Points now (as :meth:`_scored`), the usual case looked up here.
                known = played.get((rules, config + seat, total, held)) if hand else None
                if known is None or known[1] is not None:
                    self.end_sum = total
                    self.spins = spins
                    self.forced = None
                    self.to_move = seat
                    if self._scored(seat):
                        return
                    held = tuple(scores)
                else:
                    held = known[0]
                    scores[:] = held
            seat = seat + 1 if seat + 1 < players else 0
