"""Every sentence about play, once: events, plays, refusals and why a tile can not go.

The messages are English templates with named fields, marked for Qt's translation
(context "Words"); each function takes a :data:`Tr` (``lang``), the renderer that looks a template
up. The window passes Qt's translation (:data:`dominoes_qt.ui.texts.QT`), the command
line :data:`ENGLISH`. So there is one set of definitions and two renderers, and this
module stays free of Qt.

People are :class:`Who`: the grammar follows the person and the number, so the default
name reads "You play", "Ви кладете", and a partnership "Olena & Marta win".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from dominoes_qt.engine.board import Illegal
from dominoes_qt.engine.events import (
    BlockParts,
    DominoParts,
    EventKind,
    OutParts,
    PenaltyParts,
    PlayParts,
    RoundWonParts,
    ScoreEvent,
    WinnerParts,
)
from dominoes_qt.engine.game import Need, Reason, Refusal
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP, Rules
from dominoes_qt.engine.tiles import Tile

Tr = Callable[[str, str], str]
"""(context, English template) -> the template in the language shown."""


def ENGLISH(context: str, source: str) -> str:  # noqa: N802 - a constant-like renderer
    """The plain English renderer (the command line)."""
    return source


CONTEXT = "Words"
GAMES = "Games"
"""The context of the games' titles (marked in each game's rules in ``games/``)."""

YOU_NAMES = ("You",)
"""The default name of the human seat, in English; the window adds its translation."""


@dataclass(frozen=True)
class Who:
    """A seat or a side as a sentence names it."""

    name: str
    you: bool = False
    """The default human name: spoken to ("You play"), not about."""
    plural: bool = False
    """A partnership: "Olena & Marta win"."""

    @classmethod
    def seat(cls, name: str, you_names: Sequence[str] = YOU_NAMES) -> Who:
        return cls(name, you=name in you_names)

    @classmethod
    def side(cls, names: Sequence[str], you_names: Sequence[str] = YOU_NAMES) -> Who:
        if len(names) == 1:
            return cls.seat(names[0], you_names)
        return cls(" & ".join(names), plural=True)


def _say(lang: Tr, source: str, **fields: object) -> str:
    return lang(CONTEXT, source).format(**fields)


def _by_person(lang: Tr, who: Who, you: str, one: str, **fields: object) -> str:
    """``you`` for the default human name and for a partnership (English says "you play",
    "Olena & Marta play"), ``one`` for anyone else."""
    source = you if who.you or who.plural else one
    return _say(lang, source, who=who.name, **fields)


# --- numbers ------------------------------------------------------------------------------


def plural(count: int, one: str, many: str) -> str:
    """``count`` and the English noun that agrees with it: "1 mistake", "0 inaccuracies".

    The command line's English; the window uses Qt's plural forms (``%n``) instead."""
    return f"{count} {one if count == 1 else many}"


def signed(value: int) -> str:
    """A change with its sign, as a score sheet writes it: +3, -2, 0."""
    return f"{value:+d}" if value else "0"


def points(rules: Rules, raw: int) -> str:
    """Signed points in the game's units: "+3" in Five Up for 15 raw, "+15" in Seven Rocks."""
    shown = rules.display(abs(raw))
    return f"{'-' if raw < 0 else '+'}{shown}"


def end_sum(rules: Rules, values: Sequence[int], total: int, scored: int) -> str:
    """"3 + 12 = 15: +3" (Five Up shows display points), "1 + 0 + 1 = 2" or a lone "6".

    ``values`` are what each open end adds (a play's contributions, zeros included) and
    must add up to ``total``: a sum written without its terms would read "0 = 6".

    >>> from dominoes_qt.games import FIVE_UP
    >>> end_sum(FIVE_UP, [1, 0, 1], 2, 0)
    '1 + 0 + 1 = 2'
    >>> end_sum(FIVE_UP, [3, 12], 15, 15)
    '3 + 12 = 15: +3'
    """
    if sum(values) != total:
        raise ValueError(f"the ends {list(values)} do not add up to {total}")
    summed = " + ".join(str(v) for v in values) or "0"
    text = summed if len(values) <= 1 else f"{summed} = {total}"
    if scored:
        text += ": " + points(rules, scored)
    return text


def ends_shown(rules: Rules, parts: PlayParts, scored: int) -> str:
    """The open ends a play left, for a game that scores the ends themselves: "2 · 2|2: +3"
    (a double at an end shows both halves), or "4 · 1".

    >>> from dominoes_qt.engine import End, Tile
    >>> from dominoes_qt.engine.board import Contribution
    >>> from dominoes_qt.games import rules_for
    >>> ends = (Contribution(Tile(2, 5), End.LOW, 2), Contribution(Tile(2, 2), None, 4))
    >>> ends_shown(rules_for("bergen"), PlayParts(ends, 6, 3), 3)
    '2 · 2|2: +3'
    """
    shown = [f"{c.tile.a}|{c.tile.a}" if c.end is None else str(c.value)
             for c in parts.contributions]
    text = " · ".join(shown) or "0"
    if scored:
        text += ": " + points(rules, scored)
    return text


def play_sum(rules: Rules, parts: PlayParts) -> str:
    """The end sum a play left, term by term, and what it scored (its parts' own figures);
    in a game that scores the ends themselves, the ends."""
    if rules.scores_by_ends:
        return ends_shown(rules, parts, parts.points)
    return end_sum(rules, [c.value for c in parts.contributions], parts.end_sum, parts.points)


def opponents_sum(parts: WinnerParts) -> str:
    """The opponents' hands added up: "8 + 12 = 20", or "17" for one opponent."""
    pips = [str(p) for _, p in parts.opponents] or ["0"]
    return pips[0] if len(pips) == 1 else f"{' + '.join(pips)} = {parts.opponents_pips}"


def game_title(lang: Tr, rules: Rules) -> str:
    """The game's name (its rules object's ``title``, translated in context "Games")."""
    return lang(GAMES, rules.title)


# --- scoring events -----------------------------------------------------------------------


def how(lang: Tr, event: ScoreEvent, rules: Rules) -> str:
    """What the event is made of, without its outcome: "ends 3 + 12 = 15"."""
    return parts_text(lang, event.parts, rules)


def parts_text(lang: Tr, parts: object, rules: Rules) -> str:
    """What an event's parts are made of: "ends 3 + 12 = 15", "penalty: 8 -> 10".

    Parts of a kind these words do not know (a new game's own) read as "" and the event's
    change alone tells it."""
    show = rules.display
    if isinstance(parts, PlayParts):
        if rules.scores_by_ends:
            return _say(lang, QT_TRANSLATE_NOOP("Words", "ends {terms}"),
                        terms=ends_shown(rules, parts, 0))
        return _say(lang, QT_TRANSLATE_NOOP("Words", "ends {terms}"),
                    terms=end_sum(rules, [c.value for c in parts.contributions],
                                  parts.end_sum, 0))
    if isinstance(parts, RoundWonParts):
        if parts.blocked:
            return _say(lang, QT_TRANSLATE_NOOP(
                "Words", "blocked, lightest hand {pips}: round won ({change})"),
                pips=parts.hand_pips, change=signed(show(parts.bonus)))
        return _say(lang, QT_TRANSLATE_NOOP("Words", "domino: round won ({change})"),
                    change=signed(show(parts.bonus)))
    if isinstance(parts, DominoParts):
        pieces = []
        if parts.last_play:
            pieces.append(_say(lang, QT_TRANSLATE_NOOP("Words", "last tile {total} ({change})"),
                               total=parts.last_end_sum, change=signed(show(parts.last_play))))
        pieces.append(_say(
            lang, QT_TRANSLATE_NOOP("Words", "opponents {pips} -> {rounded} ({change})"),
            pips=parts.opponents_pips, rounded=parts.opponents_rounded,
            change=signed(show(parts.opponents_rounded))))
        if parts.partner_pips is not None and parts.partner_rounded is not None:
            pieces.append(_say(
                lang, QT_TRANSLATE_NOOP("Words", "partner {pips} -> {rounded} ({change})"),
                pips=parts.partner_pips, rounded=parts.partner_rounded,
                change=signed(-show(parts.partner_rounded))))
        return _say(lang, QT_TRANSLATE_NOOP("Words", "domino: {pieces}"),
                    pieces=", ".join(pieces))
    if isinstance(parts, BlockParts):
        differences = " + ".join(str(d.difference) for d in parts.differences) or "0"
        return _say(lang, QT_TRANSLATE_NOOP(
            "Words", "blocked, hand of {pips}: ahead by {differences} = {total} -> {rounded}"),
            pips=parts.hand_pips, differences=differences, total=parts.total,
            rounded=parts.rounded)
    if isinstance(parts, OutParts):
        pieces = []
        if parts.last_play:
            pieces.append(_say(lang, QT_TRANSLATE_NOOP("Words", "last tile {total} ({change})"),
                               total=parts.last_end_sum, change=signed(show(parts.last_play))))
        pieces.append(_say(lang, QT_TRANSLATE_NOOP("Words", "going out ({change})"),
                           change=signed(show(parts.bonus))))
        return _say(lang, QT_TRANSLATE_NOOP("Words", "domino: {pieces}"),
                    pieces=", ".join(pieces))
    if isinstance(parts, WinnerParts):
        hands = opponents_sum(parts)
        if parts.blocked and parts.sides is not None:
            return _say(lang, QT_TRANSLATE_NOOP(
                "Words", "blocked, lighter side {ours} against {theirs}: opponents {hands}"),
                ours=parts.sides[0], theirs=parts.sides[1], hands=hands)
        if parts.blocked:
            return _say(lang, QT_TRANSLATE_NOOP(
                "Words", "blocked, lightest hand {own}: opponents {hands}, less {own}"),
                own=parts.own_pips, hands=hands)
        return _say(lang, QT_TRANSLATE_NOOP("Words", "domino: opponents {hands}"), hands=hands)
    if isinstance(parts, PenaltyParts):
        return _say(lang, QT_TRANSLATE_NOOP("Words", "penalty: {pips} -> {rounded}"),
                    pips=parts.pips, rounded=parts.rounded)
    return ""


_KINDS: dict[EventKind, str] = {
    EventKind.PLAY: QT_TRANSLATE_NOOP("Words", "play"),
    EventKind.DOMINO: QT_TRANSLATE_NOOP("Words", "domino"),
    EventKind.BLOCK: QT_TRANSLATE_NOOP("Words", "blocked"),
    EventKind.PENALTY: QT_TRANSLATE_NOOP("Words", "penalty"),
}


def kind_name(lang: Tr, kind: EventKind) -> str:
    """The name of a kind of scoring event (a kind these words do not know: its code)."""
    source = _KINDS.get(kind)
    return kind.value if source is None else lang(CONTEXT, source)


def event_line(lang: Tr, event: ScoreEvent, rules: Rules) -> str:
    """The event worked out and what became of it: "ends 3 + 12 = 15: +3".

    A refused event reads "...; rejected: 58 + 4 would pass 61"; a winning one says so.
    """
    show = rules.display
    worked = how(lang, event, rules) or kind_name(lang, event.kind)
    if not event.accepted:
        return _say(lang, QT_TRANSLATE_NOOP(
            "Words", "{how}; rejected: {before} + {change} would pass {target}"),
            how=worked, before=show(event.score_before), change=show(event.raw),
            target=show(rules.target))
    text = _say(lang, QT_TRANSLATE_NOOP("Words", "{how}: {change}"),
                how=worked, change=signed(show(event.raw)))
    if event.wins:
        text += lang(CONTEXT, QT_TRANSLATE_NOOP("Words", " (wins the match)"))
    return text


def raw_note(lang: Tr, event: ScoreEvent, rules: Rules) -> str:
    """The event in raw points (a Five Up sheet row's tooltip, the command line's account)."""
    if event.accepted:
        return _say(lang, QT_TRANSLATE_NOOP(
            "Words", "raw points: {change}, score {before} -> {after}"),
            change=signed(event.raw), before=event.score_before, after=event.score_after)
    return _say(lang, QT_TRANSLATE_NOOP(
        "Words", "raw points: {change} refused, score stays {before} (target {target})"),
        change=signed(event.raw), before=event.score_before, target=rules.target)


def event_news(lang: Tr, event: ScoreEvent, rules: Rules, side: Who) -> str:
    """The event in the status line: "Olena +3", "+3 refused: it would pass 61"."""
    change = points(rules, event.raw)
    if not event.accepted:
        return _say(lang, QT_TRANSLATE_NOOP(
            "Words", "{who} {change} refused: it would pass {target}"),
            who=side.name, change=change, target=rules.display(rules.target))
    if event.wins:
        return _by_person(lang, side,
                          QT_TRANSLATE_NOOP("Words", "{who} {change} and win the match!"),
                          QT_TRANSLATE_NOOP("Words", "{who} {change} and wins the match!"),
                          change=change)
    return f"{side.name} {change}"


def refused_float(lang: Tr, rules: Rules, raw: int) -> str:
    """The floating score of a refused play: "+3 refused"."""
    return _say(lang, QT_TRANSLATE_NOOP("Words", "{change} refused"), change=points(rules, raw))


# --- actions --------------------------------------------------------------------------------


def played(lang: Tr, who: Who, tile: Tile, summed: str) -> str:
    return _by_person(lang, who,
                      QT_TRANSLATE_NOOP("Words", "You play [{tile}]: {sum}"),
                      QT_TRANSLATE_NOOP("Words", "{who} plays [{tile}]: {sum}"),
                      tile=tile, sum=summed)


def play_headline(rules: Rules, tile: Tile, parts: PlayParts) -> str:
    """What the headline shows of a play: its end sum where plays can score; elsewhere
    (Draw, Block) a sum would suggest a count that means nothing there, so the tile."""
    return play_sum(rules, parts) if rules.scores_plays else f"[{tile}]"


def play_sentence(lang: Tr, rules: Rules, who: Who, tile: Tile, parts: PlayParts,
                  where: str | None = None) -> str:
    """A play as the messages, the status line and a screen reader tell it; ``where`` (the
    board's words for the place it joined) is for a listener, who cannot see it land."""
    if where is not None:
        if rules.scores_plays:
            return _by_person(lang, who,
                              QT_TRANSLATE_NOOP("Words", "You play [{tile}], {where}: {sum}"),
                              QT_TRANSLATE_NOOP("Words", "{who} plays [{tile}], {where}: {sum}"),
                              tile=tile, where=where, sum=play_sum(rules, parts))
        return _by_person(lang, who,
                          QT_TRANSLATE_NOOP("Words", "You play [{tile}], {where}."),
                          QT_TRANSLATE_NOOP("Words", "{who} plays [{tile}], {where}."),
                          tile=tile, where=where)
    if rules.scores_plays:
        return played(lang, who, tile, play_sum(rules, parts))
    return _by_person(lang, who,
                      QT_TRANSLATE_NOOP("Words", "You play [{tile}]."),
                      QT_TRANSLATE_NOOP("Words", "{who} plays [{tile}]."),
                      tile=tile)


def drew(lang: Tr, who: Who, tile: Tile | None) -> str:
    """A draw; the tile is named only to its owner (None for anyone else)."""
    if tile is not None:
        # Only the owner is told the tile, and the owner is spoken to.
        return _say(lang, QT_TRANSLATE_NOOP("Words", "You drew [{tile}]."), tile=tile)
    return _by_person(lang, who,
                      QT_TRANSLATE_NOOP("Words", "You draw from the boneyard."),
                      QT_TRANSLATE_NOOP("Words", "{who} draws from the boneyard."))


def passed(lang: Tr, who: Who, rules: Rules) -> str:
    if rules.draws:
        return _by_person(
            lang, who,
            QT_TRANSLATE_NOOP("Words", "You pass: no tile fits and nothing is left to draw."),
            QT_TRANSLATE_NOOP("Words", "{who} passes: no tile fits and nothing is left to draw."))
    return _by_person(lang, who,
                      QT_TRANSLATE_NOOP("Words", "You knock: no tile fits."),
                      QT_TRANSLATE_NOOP("Words", "{who} knocks: no tile fits."))


def leads(lang: Tr, who: Who, number: int) -> str:
    return _by_person(lang, who,
                      QT_TRANSLATE_NOOP("Words", "Round {number}: {who} lead."),
                      QT_TRANSLATE_NOOP("Words", "Round {number}: {who} leads."),
                      number=number)


def wins_round(lang: Tr, who: Who) -> str:
    """The lowest hand after a block (one seat, or partners level with each other)."""
    return _by_person(lang, who,
                      QT_TRANSLATE_NOOP("Words", "Lowest hand: {who} win the round."),
                      QT_TRANSLATE_NOOP("Words", "Lowest hand: {who} wins the round."))


def wins_match(lang: Tr, who: Who, title: str) -> str:
    return _by_person(lang, who,
                      QT_TRANSLATE_NOOP("Words", "{who} win the match of {game}!"),
                      QT_TRANSLATE_NOOP("Words", "{who} wins the match of {game}!"),
                      game=title)


def called_off(lang: Tr, rounds: int) -> str:
    """A match that reached its game's round limit with nobody at the target."""
    return _say(lang, QT_TRANSLATE_NOOP(
        "Words", "Round limit reached ({rounds}): the match is called off, and nobody wins."),
        rounds=rounds)


# --- refusals -------------------------------------------------------------------------------

_REASONS: dict[Reason, str] = {
    Illegal.LEAD_NAMES_A_PLACE: QT_TRANSLATE_NOOP("Words", "The first tile is laid on its own."),
    Illegal.NEEDS_A_PLACE: QT_TRANSLATE_NOOP(
        "Words", "Every tile after the first must join an open end."),
    Illegal.TILE_ON_TABLE: QT_TRANSLATE_NOOP("Words", "That tile is already on the table."),
    Illegal.NOT_ON_TABLE: QT_TRANSLATE_NOOP("Words", "That tile is not on the table."),
    Illegal.NOT_AN_END: QT_TRANSLATE_NOOP("Words", "That tile has no such end."),
    Illegal.NOT_A_SPINNER: QT_TRANSLATE_NOOP("Words", "Only a spinner has side branches."),
    Illegal.END_TAKEN: QT_TRANSLATE_NOOP("Words", "Something is already joined there."),
    Illegal.BRANCH_CLOSED: QT_TRANSLATE_NOOP(
        "Words", "Both sides of the spinner's line must be filled before its branches."),
    Illegal.VALUE_MISMATCH: QT_TRANSLATE_NOOP("Words", "The tile has no half matching that end."),
    Refusal.MATCH_OVER: QT_TRANSLATE_NOOP("Words", "The match is over."),
    Refusal.ROUND_OVER: QT_TRANSLATE_NOOP("Words", "The round is over."),
    Refusal.NO_ROUND: QT_TRANSLATE_NOOP("Words", "No round has been dealt."),
    Refusal.WRONG_SEAT: QT_TRANSLATE_NOOP("Words", "It is not your turn."),
    Refusal.NOT_IN_HAND: QT_TRANSLATE_NOOP("Words", "You do not hold that tile."),
    Refusal.MUST_PLAY_DRAWN: QT_TRANSLATE_NOOP(
        "Words", "The tile you just drew fits, so you must lay it."),
    Refusal.MUST_PLAY: QT_TRANSLATE_NOOP("Words", "You can lay a tile, so you must."),
    Refusal.MUST_DRAW: QT_TRANSLATE_NOOP(
        "Words", "You cannot lay a tile: draw from the boneyard."),
    Refusal.NOTHING_TO_DRAW: QT_TRANSLATE_NOOP("Words", "The boneyard is empty."),
}


def reason(lang: Tr, why: Reason) -> str:
    """Why the rules refuse an action, as a sentence."""
    return lang(CONTEXT, _REASONS[why])


def not_allowed(lang: Tr, why: Reason) -> str:
    """A refused action in the status line: "Not allowed: it is not your turn."."""
    return _say(lang, QT_TRANSLATE_NOOP("Words", "Not allowed: {reason}"), reason=reason(lang, why))


def why_not(lang: Tr, tile: Tile, turn: Reason | None = None, *, forced: Tile | None,
            need: Need | None, draws: bool, open_values: Iterable[int]) -> str:
    """Why ``tile`` can not be laid now: ``turn`` (the engine's reason when it is not this
    player's turn), a drawn tile that must go first, what to do instead, or the open ends.
    It is worded from what the player's seat sees: the tile it drew and must play
    (``forced``), what it must do (``need``), whether the game draws, the open ends."""
    if turn is None and forced is not None and tile != forced:
        turn = Refusal.MUST_PLAY_DRAWN
    if turn is not None:
        return _say(lang, QT_TRANSLATE_NOOP("Words", "[{tile}] can not be played: {reason}"),
                    tile=tile, reason=reason(lang, turn))
    if need is Need.DRAW:
        return _say(lang, QT_TRANSLATE_NOOP(
            "Words", "[{tile}] fits no open end: draw from the boneyard."), tile=tile)
    if need is Need.PASS and draws:
        return _say(lang, QT_TRANSLATE_NOOP(
            "Words", "[{tile}] fits no open end, and nothing is left to draw: pass."), tile=tile)
    if need is Need.PASS:
        return _say(lang, QT_TRANSLATE_NOOP("Words", "[{tile}] fits no open end: knock."),
                    tile=tile)
    values = ", ".join(str(v) for v in sorted(open_values))
    return _say(lang, QT_TRANSLATE_NOOP(
        "Words", "[{tile}] fits no open end (the open ends show {values})."),
        tile=tile, values=values)


def wrong_place(lang: Tr, tile: Tile, value: int, at: Tile, why: Reason) -> str:
    """A tile dropped on an end it may not join."""
    return _say(lang, QT_TRANSLATE_NOOP(
        "Words", "[{tile}] can not go on the {value} end of [{at}]: {reason}"),
        tile=tile, value=value, at=at, reason=reason(lang, why))


__all__ = [
    "ENGLISH",
    "Tr",
    "Who",
    "drew",
    "end_sum",
    "event_line",
    "event_news",
    "game_title",
    "how",
    "kind_name",
    "not_allowed",
    "parts_text",
    "passed",
    "play_sum",
    "played",
    "points",
    "raw_note",
    "reason",
    "refused_float",
    "signed",
    "why_not",
    "wrong_place",
]
