"""The rules book of a game that has none of its own, put together from its rules object.

Each page states the game's facts as :mod:`dominoes_qt.gamefacts` works them out from the
rules object (tiles dealt for each player count, drawing or knocking, which doubles spin,
the end sums that score, the target, a settlement worked out by the game's own
arithmetic), in short sentences marked for Qt's translation (context "Book").

The sentences are Qt translations, not :class:`~dominoes_qt.teaching.rulesbook.Bilingual`
text: they are phrases with numbers filled in, shared by every game, so a new game adds
nothing to the catalogues; and numbers that would need a plural form stand in tables,
where no plural is needed.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from dominoes_qt import gamefacts, wording
from dominoes_qt.engine import Rules, Spinners
from dominoes_qt.engine.events import ProposedEvent
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP
from dominoes_qt.teaching import house_rules
from dominoes_qt.teaching.rulesbook import LAYING, SET, Page, Worded
from dominoes_qt.wording import Tr

CONTEXT = "Book"


def _say(lang: Tr, source: str, **fields: object) -> str:
    return lang(CONTEXT, source).format(**fields)


def _title(source: str) -> Worded:
    return Worded(lambda lang: lang(CONTEXT, source))


def _table(head: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    cells = "".join(f"<th>{escape(h)}</th>" for h in head)
    body = "".join(
        "<tr>" + "".join(f"<td align='center'>{escape(str(c))}</td>" for c in row) + "</tr>"
        for row in rows)
    return f"<table border='1' cellspacing='0' cellpadding='4'><tr>{cells}</tr>{body}</table>"


def _counts(lang: Tr, counts: Sequence[int]) -> str:
    names = [str(n) for n in counts]
    if len(names) == 1:
        return names[0]
    return _say(lang, QT_TRANSLATE_NOOP("Book", "{some} or {last}"),
                some=", ".join(names[:-1]), last=names[-1])


def _seat(lang: Tr, seat: int) -> str:
    return _say(lang, QT_TRANSLATE_NOOP("Book", "Seat {number}"), number=seat + 1)


def _points(rules: Rules, raw: int) -> str:
    """Points as the game shows them, with the raw count where it shows fewer."""
    text = str(rules.display(raw)) if raw >= 0 else f"−{rules.display(-raw)}"
    return f"{text} ({raw})" if gamefacts.shows_fewer_points(rules) else text


# --- the pages --------------------------------------------------------------------------


def _goal(rules: Rules) -> Page:
    def build(lang: Tr) -> str:
        title = wording.game_title(lang, rules)
        counts = rules.player_counts
        parts = [_say(lang, QT_TRANSLATE_NOOP("Book", "<p>{game}: a game for {players} "
                                                       "players.</p>"),
                      game=escape(title), players=_counts(lang, counts))]
        paired = [n for n in counts if rules.seating(n).partnerships]
        alone = [n for n in counts if n not in paired]
        if paired:
            parts.append(_say(lang, QT_TRANSLATE_NOOP(
                "Book", "<p>With {players} players there are two fixed partnerships: partners "
                "sit opposite each other and share one score.</p>"), players=_counts(lang, paired)))
        if alone:
            parts.append(_say(lang, QT_TRANSLATE_NOOP(
                "Book", "<p>With {players} players everyone keeps a score of their "
                "own.</p>"), players=_counts(lang, alone)))
        target = rules.display(rules.target)
        if gamefacts.reaches_exactly(rules):
            parts.append(_say(lang, QT_TRANSLATE_NOOP(
                "Book", "<p>The first side to reach <b>exactly {target}</b> points wins the "
                "match.</p>"), target=target))
        else:
            parts.append(_say(lang, QT_TRANSLATE_NOOP(
                "Book", "<p>The first side to reach <b>{target} points or more</b> wins the "
                "match.</p>"), target=target))
        if gamefacts.shows_fewer_points(rules):
            parts.append(_say(lang, QT_TRANSLATE_NOOP(
                "Book", "<p>The table keeps the points as they are scored (the <i>raw</i> "
                "points) and shows them divided by {divisor}: the target of {target} is "
                "{raw} raw points. Numbers in brackets in this book are raw points.</p>"),
                divisor=gamefacts.raw_per_point(rules), target=target, raw=rules.target))
        return "".join(parts)

    return Page("goal", _title(QT_TRANSLATE_NOOP("Book", "Players and goal")), Worded(build))


def _deal(rules: Rules) -> Page:
    def build(lang: Tr) -> str:
        dealt = gamefacts.dealt(rules)
        parts = [lang(CONTEXT, QT_TRANSLATE_NOOP(
            "Book", "<p>The tiles are shuffled face down and each player takes:</p>")),
            _table((lang(CONTEXT, QT_TRANSLATE_NOOP("Book", "Players")),
                    lang(CONTEXT, QT_TRANSLATE_NOOP("Book", "Tiles each")),
                    lang(CONTEXT, QT_TRANSLATE_NOOP("Book", "Left over"))), dealt)]
        if all(left == 0 for _n, _each, left in dealt):
            parts.append(lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "<p>Every tile is dealt: there is nothing to draw.</p>")))
        elif rules.draws:
            parts.append(lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "<p>The tiles left over form the <b>boneyard</b>, face down, to draw "
                "from.</p>")))
        else:
            parts.append(lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "<p>The tiles left over stay face down out of play: nobody ever "
                "draws.</p>")))
        leads = [lang(CONTEXT, QT_TRANSLATE_NOOP(
            "Book", "A neutral lot decides who leads the first round."))]
        if gamefacts.lead_passes_left(rules):
            leads.append(lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "After that the lead passes to the left: each round is led by the "
                "player after the last round's leader.")))
        elif gamefacts.leader_after_domino(rules):
            leads.append(lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "After a round that someone played out, that player leads the next.")))
            if gamefacts.leader_after_block(rules) is None:
                leads.append(lang(CONTEXT, QT_TRANSLATE_NOOP(
                    "Book", "After a blocked round a new lot decides.")))
        else:
            leads.append(lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "Every later round is led by the winner of a new lot.")))
        leads.append(lang(CONTEXT, QT_TRANSLATE_NOOP(
            "Book", "Any tile may lead. Play goes clockwise.")))
        parts.append(f"<p>{' '.join(leads)}</p>")
        return "".join(parts)

    return Page("deal", _title(QT_TRANSLATE_NOOP("Book", "The deal")), Worded(build))


def _spinners(rules: Rules) -> Page:
    policy = rules.spinners

    def build(lang: Tr) -> str:
        if policy is Spinners.NONE:
            return lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "<p>No double is a spinner: every double lies across the line, the "
                "line goes on past it, and the layout keeps just two open ends.</p>"))
        if policy is Spinners.EVERY_DOUBLE:
            which = lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "<p><b>Every</b> double is a spinner: the lead, a double in the line "
                "and a double on a branch alike.</p>"))
        else:
            which = lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "<p>Only the <b>first double</b> of a round is a spinner: the lead, "
                "if it is a double, or else the first double laid. Every later double is "
                "an ordinary one, with no branches.</p>"))
        return which + lang(CONTEXT, QT_TRANSLATE_NOOP(
            "Book", "<p>A spinner first takes a tile on each side of its line. Once both "
            "are taken, a tile may go on either of its two side branches. An empty side "
            "branch is a place to play but adds nothing to the count.</p>"))

    figure = None if policy is Spinners.NONE else "branches"
    return Page("spinners", _title(QT_TRANSLATE_NOOP("Book", "Spinners")), Worded(build),
                figure)


def _scoring(rules: Rules) -> Page:
    def build(lang: Tr) -> str:
        if not rules.scores_plays:
            return lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "<p>No play scores during a round: the open ends are not counted. "
                "Points are made only when a round ends.</p>"))
        head = [lang(CONTEXT, QT_TRANSLATE_NOOP("Book", "End sum")),
                lang(CONTEXT, QT_TRANSLATE_NOOP("Book", "Points"))]
        rows: list[tuple[object, ...]] = [(s, _points(rules, p))
                                          for s, p in gamefacts.scoring_rows(rules)]
        return (lang(CONTEXT, QT_TRANSLATE_NOOP(
            "Book", "<p>After every tile laid, the first and a player's last included, add "
            "up the open ends: each ordinary end adds its number, a double still at an end "
            "adds both halves, an inner double and an empty side branch add nothing.</p>"
            "<p>The end sums in the table score at once for the side of the player who "
            "laid the tile; every other sum scores nothing.</p>"))
            + _table(head, rows)
            + _say(lang, QT_TRANSLATE_NOOP(
                "Book", "<p>The table lists the end sums up to {top}.</p>"),
                top=gamefacts.max_end_sum(rules)))

    figure = "scoring" if rules.scores_plays else None
    return Page("scoring", _title(QT_TRANSLATE_NOOP("Book", "Scoring")), Worded(build),
                figure)


def _drawing(rules: Rules) -> Page:
    if not rules.draws:
        return Page("passing", _title(QT_TRANSLATE_NOOP("Book", "Knocking")), Worded(
            lambda lang: lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "<p>A player who can lay a tile must. A player who cannot "
                "<b>knocks</b>, and the turn passes on. When nobody can play, the round is "
                "<b>blocked</b>.</p>"))))

    def build(lang: Tr) -> str:
        parts = [lang(CONTEXT, QT_TRANSLATE_NOOP(
            "Book", "<p>A player who can lay a tile must. With nothing to play, draw from "
            "the boneyard one tile at a time until one fits.</p>"))]
        if rules.must_play_drawn:
            parts.append(lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "<p>The drawn tile that fits must be laid at once.</p>")))
        else:
            parts.append(lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "<p>Then lay any tile of your hand that fits.</p>")))
        parts.append(lang(CONTEXT, QT_TRANSLATE_NOOP(
            "Book", "<p>Only when the boneyard is empty and nothing fits does a player "
            "pass. When nobody can play and nothing is left to draw, the round is "
            "<b>blocked</b>.</p>")))
        return "".join(parts)

    return Page("drawing", _title(QT_TRANSLATE_NOOP("Book", "Drawing and passing")),
                Worded(build))


def _target(rules: Rules) -> Page:
    def build(lang: Tr) -> str:
        target = rules.display(rules.target)
        if gamefacts.reaches_exactly(rules):
            parts = [_say(lang, QT_TRANSLATE_NOOP(
                "Book", "<p>A side must reach exactly {target}. Every scoring event is "
                "judged on its own: one that would take the side past {target} is "
                "<b>refused whole</b>, the score stays as it was and play goes on.</p>"),
                target=target)]
        else:
            parts = [_say(lang, QT_TRANSLATE_NOOP(
                "Book", "<p>The score is checked after every event. The first side at "
                "{target} or more wins at once, even in the middle of a round; going past "
                "{target} is fine.</p>"), target=target)]
        example = gamefacts.target_example(rules)
        lines = [_say(lang, QT_TRANSLATE_NOOP("Book", "Example: a side stands at {score}."),
                      score=_points(rules, example.score))]
        for judged in example.gains:
            if not judged.accepted:
                verdict = lang(CONTEXT, QT_TRANSLATE_NOOP("Book", "refused, the score stays"))
            elif judged.wins:
                verdict = lang(CONTEXT, QT_TRANSLATE_NOOP("Book", "the side wins on the spot"))
            else:
                verdict = lang(CONTEXT, QT_TRANSLATE_NOOP("Book", "counted"))
            lines.append(_say(lang, QT_TRANSLATE_NOOP(
                "Book", "A gain of {gain} would make {total}: {verdict}."),
                gain=_points(rules, judged.gain),
                total=_points(rules, example.score + judged.gain), verdict=verdict))
        parts.append(f"<p>{' '.join(lines)}</p>")
        return "".join(parts)

    return Page("target", _title(QT_TRANSLATE_NOOP("Book", "Winning the match")),
                Worded(build))


def _events(lang: Tr, rules: Rules, events: Sequence[ProposedEvent]) -> str:
    if not events:
        return lang(CONTEXT, QT_TRANSLATE_NOOP("Book", "<p>Nothing is scored.</p>"))
    items = []
    for event in events:
        worked = wording.parts_text(lang, event.parts, rules) or wording.kind_name(
            lang, event.kind)
        items.append(_say(lang, QT_TRANSLATE_NOOP("Book", "{seat}: {how}, so {change} for "
                                                          "the side"),
                          seat=_seat(lang, event.seat), how=escape(worked.replace("->", "→")),
                          change=_points(rules, event.raw)))
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


def _settlement(rules: Rules) -> Page:
    def build(lang: Tr) -> str:
        domino = gamefacts.domino_example(rules)
        block = gamefacts.block_example(rules)
        head = (lang(CONTEXT, QT_TRANSLATE_NOOP("Book", "Seat")),
                lang(CONTEXT, QT_TRANSLATE_NOOP("Book", "Pips left")))
        parts = [lang(CONTEXT, QT_TRANSLATE_NOOP(
            "Book", "<p>A round ends when a player lays their last tile, or when it is "
            "blocked. The hands left are then settled; these examples are worked out by "
            "the game's own rules.</p>"))]
        if domino.players == 4 and rules.seating(4).partnerships:
            parts.append(lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "<p>With four players, seats 1 and 3 are partners, and so are seats "
                "2 and 4.</p>")))
        parts.append(_say(lang, QT_TRANSLATE_NOOP(
            "Book", "<p><b>Playing out</b>, {players} players: seat 1 lays its last tile "
            "(one that scores nothing itself), and the others hold:</p>"),
            players=domino.players))
        parts.append(_table(head, [(s + 1, p) for s, p in enumerate(domino.pips)
                                   if s != domino.finisher]))
        parts.append(_events(lang, rules, domino.events))
        parts.append(_say(lang, QT_TRANSLATE_NOOP(
            "Book", "<p><b>A blocked round</b>, {players} players, seat 1 having led:</p>"),
            players=block.players))
        parts.append(_table(head, [(s + 1, p) for s, p in enumerate(block.pips)]))
        parts.append(_events(lang, rules, block.events))
        if rules.blocked_round_has_winner:
            parts.append(lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "<p>The lowest hand wins a blocked round.</p>")))
        else:
            parts.append(lang(CONTEXT, QT_TRANSLATE_NOOP(
                "Book", "<p>A blocked round has no winner.</p>")))
        return "".join(parts)

    return Page("settlement", _title(QT_TRANSLATE_NOOP("Book", "End of a round")),
                Worded(build))


def set_page(rules: Rules) -> Page:
    """The tiles: the shared double-six page, or the set ``rules`` plays with."""
    if rules.double == 6:
        return SET
    highest = rules.double
    count = len(rules.tiles)
    option = next(o for o in type(rules).declared_options() if o.key == "set")

    def build(lang: Tr) -> str:
        return _say(lang, QT_TRANSLATE_NOOP(
            "Book", "<p>This game uses one {set}: {count} tiles, each with "
            "two halves marked 0 to {highest}. Every combination appears exactly once, from "
            "[0|0] to [{highest}|{highest}]. A tile whose halves are equal is a "
            "<b>double</b>.</p><p>The <b>pips</b> of a tile are its two numbers added "
            "together: [2|5] has 7. Since no tile repeats, naming a tile also names its "
            "place on the table.</p>"), highest=highest, count=count,
            set=house_rules.difference(lang, option, highest))

    return Page("set", SET.title, Worded(build))


def house_page(rules: Rules) -> Page:
    """What a house ruleset changes from its game's standard rules, one item an option,
    with what the option decides."""
    def build(lang: Tr) -> str:
        items = []
        for option in type(rules).declared_options():
            value = rules.ruleset[option.key]
            if value == option.default:
                continue
            items.append(_say(lang, QT_TRANSLATE_NOOP("Book", "<b>{change}</b> (standard: "
                                                              "{standard}). {about}"),
                              change=escape(house_rules.difference(lang, option, value)),
                              standard=escape(house_rules.value_text(lang, option,
                                                                     option.default)),
                              about=escape(house_rules.description(lang, option))))
        head = lang(CONTEXT, QT_TRANSLATE_NOOP(
            "Book", "<p>This match is played under house rules. They differ from the "
            "game's standard rules in these points, and every page of this book follows "
            "them:</p>"))
        return head + "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"

    return Page("house", _title(QT_TRANSLATE_NOOP("Book", "House rules")), Worded(build))


def general_pages(rules: Rules) -> tuple[Page, ...]:
    """Every page of a complete book for ``rules``, from its facts (a house ruleset's
    begin with what it changes)."""
    pages = (_goal(rules), set_page(rules), _deal(rules), LAYING, _spinners(rules),
             _scoring(rules), _drawing(rules), _target(rules), _settlement(rules))
    return (house_page(rules), *pages) if rules.house_rules else pages


__all__ = ["CONTEXT", "general_pages", "house_page", "set_page"]
