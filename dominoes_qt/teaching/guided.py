"""Guided first games: a prepared deal, every action scripted, a lesson at each step.

The learner sits at seat 0. A :class:`GuidedScript` fixes the deal, the starting
scores and every action of the round in order; the learner's steps wait for the learner,
the others are the computer's. :class:`GuidedGame` plays the script on a real
:class:`Match`: the engine decides legality and scores, the script only decides which of
the legal actions the lesson wants. Pure Python; the window shows it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from dominoes_qt.engine import (
    DRAW,
    PASS,
    Action,
    Illegal,
    Match,
    Move,
    Refusal,
    Rules,
    ScoreEvent,
    Tile,
    parse_tile,
)
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.teaching.figures import play
from dominoes_qt.teaching.rulesbook import Bilingual

LEARNER = 0
"""The learner's seat in every guided game."""


class Lesson(str, Enum):
    """What a step teaches (a guided game covers each of its game's lessons at least once)."""

    LEAD = "lead"
    MATCHING = "matching"
    DOUBLES = "doubles"
    SPINNERS = "spinners"
    SCORING = "scoring"
    DRAWING = "drawing"
    PASSING = "passing"
    EXACT_TARGET = "exact-target"
    SETTLEMENT = "settlement"


@dataclass(frozen=True)
class Step:
    seat: int
    action: Action
    lesson: Lesson | None = None
    text: Bilingual | None = None
    """What to tell the learner before this step (None: the window describes the action)."""
    alternatives: tuple[Action, ...] = ()
    """Other actions the lesson accepts as the same step (an equivalent place)."""

    @property
    def accepted(self) -> tuple[Action, ...]:
        return (self.action, *self.alternatives)


@dataclass(frozen=True)
class GuidedScript:
    key: str
    rules: Rules
    num_players: int
    starter: int
    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]
    scores: tuple[int, ...]
    """Raw scores per side before the round (a preset, to reach the target quickly)."""
    intro: Bilingual
    steps: tuple[Step, ...]
    outro: Bilingual

    @property
    def lessons(self) -> frozenset[Lesson]:
        return frozenset(s.lesson for s in self.steps if s.lesson is not None)


class Verdict(str, Enum):
    """How the driver judged a learner's action."""

    DONE = "done"
    """The action the step asked for: made."""
    NOT_YOUR_TURN = "not-your-turn"
    """It is the computer's step; the window should let it play first."""
    OTHER_LEGAL = "other-legal"
    """Allowed by the rules, but not what this lesson asks for; nothing changed."""
    ILLEGAL = "illegal"
    """Refused by the rules (see ``Outcome.reason``); nothing changed."""
    FINISHED = "finished"
    """The guided game is over."""


@dataclass(frozen=True)
class Outcome:
    verdict: Verdict
    reason: Illegal | Refusal | None = None
    """The engine's reason for an illegal action."""
    events: tuple[ScoreEvent, ...] = ()


@dataclass
class GuidedGame:
    """Plays a script step by step on a real match.

    >>> game = GuidedGame(FIVE_UP_GUIDE)
    >>> game.step.seat == LEARNER, game.learner_acts(game.step.action).verdict.value
    (True, 'done')
    """

    script: GuidedScript
    match: Match = field(init=False)
    index: int = 0
    """The number of steps done."""
    events: list[tuple[ScoreEvent, ...]] = field(default_factory=list)
    """The events each step caused, one entry per step done."""

    def __post_init__(self) -> None:
        script = self.script
        self.match = Match(script.rules, script.num_players)
        self.match.scores = list(script.scores)
        self.match.deal_round(script.starter, script.hands, script.boneyard)

    @property
    def finished(self) -> bool:
        return self.index >= len(self.script.steps)

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.script.steps[self.index]

    @property
    def learner_to_act(self) -> bool:
        step = self.step
        return step is not None and step.seat == LEARNER

    def learner_acts(self, action: Action) -> Outcome:
        """Judge and, if it is the lesson's action, carry out the learner's ``action``."""
        step = self.step
        if step is None:
            return Outcome(Verdict.FINISHED)
        if step.seat != LEARNER:
            return Outcome(Verdict.NOT_YOUR_TURN)
        reason = self.match.check(action, LEARNER)
        if reason is not None:
            return Outcome(Verdict.ILLEGAL, reason)
        if action not in step.accepted:
            return Outcome(Verdict.OTHER_LEGAL)
        return Outcome(Verdict.DONE, events=self._do(action))

    def computer_acts(self) -> Outcome:
        """Carry out the next step when it belongs to a computer seat."""
        step = self.step
        if step is None:
            return Outcome(Verdict.FINISHED)
        if step.seat == LEARNER:
            return Outcome(Verdict.NOT_YOUR_TURN)
        return Outcome(Verdict.DONE, events=self._do(step.action))

    def _do(self, action: Action) -> tuple[ScoreEvent, ...]:
        step = self.script.steps[self.index]
        events = self.match.apply(action, step.seat).events
        self.events.append(events)
        self.index += 1
        return events


def check_script(script: GuidedScript) -> Match:
    """Play the whole script through the engine; raise ValueError at the first bad step.

    Each step must be legal for the seat to move, every alternative must be legal too, and
    the round (or the match) must be over after the last step.
    """
    game = GuidedGame(script)
    for number, step in enumerate(script.steps, 1):
        for action in step.accepted:
            reason = game.match.check(action, step.seat)
            if reason is not None:
                raise ValueError(f"{script.key} step {number} ({action}): {reason.value}")
        game._do(step.action)
    round_ = game.match.current
    if round_ is None or not (round_.is_over or game.match.is_over):
        raise ValueError(f"{script.key}: the round is not over after the last step")
    return game.match


def _hands(*hands: str) -> tuple[tuple[Tile, ...], ...]:
    return tuple(tuple(parse_tile(t) for t in hand.split()) for hand in hands)


def _tiles(text: str) -> tuple[Tile, ...]:
    return tuple(parse_tile(t) for t in text.split())


def _steps(*rows: tuple[int, str] | tuple[int, str, Lesson, Bilingual] | Step) -> tuple[Step, ...]:
    """Steps from short rows: (seat, action) or (seat, action, lesson, text)."""
    out: list[Step] = []
    for row in rows:
        if isinstance(row, Step):
            out.append(row)
            continue
        seat, text = row[0], row[1]
        action: Action = DRAW if text == "draw" else PASS if text == "pass" else play(text)
        if len(row) == 4:
            out.append(Step(seat, action, row[2], row[3]))
        else:
            out.append(Step(seat, action))
    return tuple(out)


def _alternatives(*texts: str) -> tuple[Move, ...]:
    return tuple(play(t) for t in texts)


FIVE_UP_GUIDE = GuidedScript(
    key="five-up-61",
    rules=FIVE_UP,
    num_players=2,
    starter=0,
    hands=_hands("1|4 3|3 5|6 1|3 0|0", "1|2 2|3 5|5 0|6 1|6"),
    boneyard=_tiles("4|6 0|3 0|5 2|4 0|1 4|5 6|6 2|5 3|6 0|4 3|5 1|1 2|2 2|6 4|4 1|5 0|2 3|4"),
    scores=(295, 230),
    intro=Bilingual(
        "<p>Welcome to Exact 61 Five Up! You play against the computer, 5 tiles each; "
        "the rest is the boneyard.</p><p>So that you see a whole game in a few moves, "
        "this lesson starts near the end of a match: you have <b>59</b> points and the "
        "computer 46. You need <b>exactly 61</b>.</p>",
        "<p>Вітаємо у грі «Екзакт 61 Файв Ап» (Exact 61 Five Up)! Ви граєте проти "
        "комп’ютера, по 5 кісток "
        "у кожного; решта — запас.</p><p>Щоб побачити цілу гру за кілька ходів, урок "
        "починається під кінець партії: у вас <b>59</b> очок, у комп’ютера 46. Вам "
        "потрібно <b>рівно 61</b>.</p>",
    ),
    steps=_steps(
        (0, "1|4", Lesson.LEAD, Bilingual(
            "You start, and any tile may lead. Lay <b>[1|4]</b>: its ends add up to "
            "1 + 4 = 5, a multiple of 5, so the lead itself scores 5 raw points (1 shown).",
            "Ви починаєте, і першою може бути будь-яка кістка. Покладіть <b>[1|4]</b>: "
            "сума її кінців 1 + 4 = 5 ділиться на 5, тож уже перший хід дає 5 повних очок "
            "(1 показане).")),
        (1, "1|6@1|4.low", Lesson.SCORING, Bilingual(
            "The computer matches the 1 with [1|6]. The open ends are now 6 and 4: "
            "10 points for the computer.",
            "Комп’ютер прикладає [1|6] до одиниці. Тепер відкриті кінці 6 і 4: комп’ютер "
            "отримує 10 очок.")),
        (0, "5|6@1|6.high", Lesson.MATCHING, Bilingual(
            "A tile must match the number of an open end. Put <b>[5|6]</b> against the 6: "
            "the ends become 5 and 4, which makes 9 and scores nothing.",
            "Кістка має збігатися з числом відкритого кінця. Прикладіть <b>[5|6]</b> до "
            "шістки: кінці стануть 5 і 4, разом 9 — очок немає.")),
        (1, "5|5@5|6.low", Lesson.DOUBLES, Bilingual(
            "The computer lays the double [5|5] across the line. A double at the end "
            "counts both halves: 10 + 4 = 14, no score.",
            "Комп’ютер кладе дубль [5|5] поперек лінії. Дубль на кінці рахується обома "
            "половинками: 10 + 4 = 14, очок немає.")),
        (0, "draw", Lesson.DRAWING, Bilingual(
            "The open ends want a 5 or a 4 and none of your tiles has one. "
            "<b>Draw</b> from the boneyard.",
            "Відкриті кінці чекають на 5 або 4, а у ваших кістках таких чисел немає. "
            "<b>Доберіть</b> кістку із запасу.")),
        (0, "4|6@1|4.high", Lesson.DRAWING, Bilingual(
            "You drew [4|6]. It fits, so you stop drawing and must lay <b>this very "
            "tile</b>: put it on the 4.",
            "Ви добрали [4|6]. Вона підходить, тож добір закінчено, і покласти треба "
            "<b>саме її</b>: прикладіть її до четвірки.")),
        (1, "0|6@4|6.high"),
        (0, "0|0@0|6.low", Lesson.EXACT_TARGET, Bilingual(
            "Your only play is <b>[0|0]</b> on the 0. The ends make 10 + 0 = 10, but you "
            "have 60 and 61 must be reached exactly: 10 raw would take you to 62, so the "
            "whole score is <b>refused</b> and your score stays 60.",
            "Єдиний можливий хід — <b>[0|0]</b> до нуля. Кінці дають 10 + 0 = 10, але у "
            "вас 60, а 61 треба набрати рівно: 10 повних очок дали б 62, тож нарахування "
            "<b>відхиляють</b> повністю, і у вас лишається 60.")),
        (1, "draw", Lesson.DRAWING, Bilingual(
            "The computer cannot play either and draws.",
            "Комп’ютер теж не може ходити й добирає.")),
        (1, "0|3@0|0.lineB"),
        (0, "3|3@0|3.high", Lesson.SPINNERS, Bilingual(
            "Lay the double <b>[3|3]</b> on the 3. In Five Up every double is a "
            "<b>spinner</b>: once both sides of its line are taken, two side branches "
            "open on it.",
            "Покладіть дубль <b>[3|3]</b> на трійку. У Five Up кожен дубль — "
            "<b>розгалужувач</b>: коли обидва боки його лінії зайняті, на ньому "
            "відкриваються дві бічні гілки.")),
        (1, "2|3@3|3.lineB", Lesson.SPINNERS, Bilingual(
            "The computer takes the other side of [3|3]. The double is inside the line "
            "now and counts nothing, and its two branches are open (hollow dots: places "
            "that add nothing yet).",
            "Комп’ютер займає другий бік [3|3]. Тепер дубль усередині лінії й нічого не "
            "дає, а дві його гілки відкриті (порожні крапки — місця, що поки нічого не "
            "додають).")),
        Step(
            0,
            play("1|3@3|3.branchB"),
            Lesson.SETTLEMENT,
            Bilingual(
                "Lay your last tile, <b>[1|3]</b>, on a branch of [3|3]. Going out ends "
                "the round: the computer's pips left, [1|2] = 3, round to 5 and go to "
                "you. 60 + 1 = <b>61</b> exactly!",
                "Покладіть останню кістку, <b>[1|3]</b>, на гілку [3|3]. Хто виклав усі "
                "кістки, завершує раунд: очки, що лишилися в комп’ютера, [1|2] = 3, "
                "округлюють до 5 і віддають вам. 60 + 1 = <b>рівно 61</b>!",
            ),
            alternatives=_alternatives("1|3@3|3.branchA"),
        ),
    ),
    outro=Bilingual(
        "<p>You won with exactly 61. You have seen leading, matching, doubles and "
        "spinners, scoring on multiples of 5, drawing, a refused score and the "
        "settlement at the end of a round.</p>",
        "<p>Ви перемогли, набравши рівно 61. Ви побачили перший хід, прикладання, дублі "
        "й розгалужувачі, очки за кратні 5, добір, відхилене нарахування й підрахунок "
        "наприкінці раунду.</p>",
    ),
)

SEVEN_ROCKS_GUIDE = GuidedScript(
    key="seven-rocks",
    rules=SEVEN_ROCKS,
    num_players=4,
    starter=0,
    hands=_hands(
        "1|1 0|6 5|5 2|6 3|4 1|5 6|6",
        "1|4 3|5 1|3 5|6 0|4 1|6 1|2",
        "2|3 3|6 4|5 0|5 0|3 2|2 4|6",
        "2|4 0|0 2|5 4|4 0|2 0|1 3|3",
    ),
    boneyard=(),
    scores=(0, 0),
    intro=Bilingual(
        "<p>Welcome to Seven Rocks! Four players, two pairs: your partner sits opposite "
        "you, the opponents to your left and right. All 28 tiles are dealt, 7 each, and "
        "nobody draws.</p><p>Pairs score multiples of 5 on the open ends; the first to "
        "250 wins.</p>",
        "<p>Вітаємо у грі «Севен Рокс» (Seven Rocks)! Четверо гравців, дві пари: ваш "
        "партнер сидить навпроти, суперники — ліворуч і праворуч. Роздано всі 28 "
        "кісток, по 7 кожному, і ніхто не добирає.</p><p>Пари отримують очки за кратні 5 "
        "суми відкритих кінців; перемагає та, що першою набере 250.</p>",
    ),
    steps=_steps(
        (0, "2|6", Lesson.LEAD, Bilingual(
            "You start. Lead with <b>[2|6]</b>: the ends are 2 and 6, 8 in all, which "
            "is not a multiple of 5 and scores nothing.",
            "Ви починаєте. Покладіть першою <b>[2|6]</b>: кінці 2 і 6, разом 8 — це не "
            "кратне 5, очок немає.")),
        (1, "5|6@2|6.high"),
        (2, "2|3@2|6.low"),
        (3, "2|5@5|6.low", Lesson.SCORING, Bilingual(
            "Your right opponent makes the ends 3 and 2: 5 points for their pair.",
            "Суперник праворуч робить кінці 3 і 2: 5 очок його парі.")),
        (0, "3|4@2|3.high", Lesson.MATCHING, Bilingual(
            "Match a number of an open end: put <b>[3|4]</b> against the 3.",
            "Прикладіть кістку до відкритого кінця з таким самим числом: <b>[3|4]</b> "
            "до трійки.")),
        (1, "1|2@2|5.low"),
        (2, "4|5@3|4.high"),
        (3, "0|1@1|2.low"),
        (0, "5|5@4|5.high", Lesson.SPINNERS, Bilingual(
            "Lay <b>[5|5]</b> on the 5. It is the first double of the round, so it "
            "becomes the only <b>spinner</b>. At the end of the line it counts both "
            "halves: 10 + 0 = 10 points for your pair.",
            "Покладіть <b>[5|5]</b> на п’ятірку. Це перший дубль раунду, тож він стає "
            "єдиним <b>розгалужувачем</b>. На кінці лінії він рахується обома "
            "половинками: 10 + 0 = 10 очок вашій парі.")),
        (1, "0|4@0|1.low"),
        (2, "4|6@0|4.high"),
        (3, "pass", Lesson.PASSING, Bilingual(
            "Your right opponent has no tile for a 5 or a 6 and <b>knocks</b>: the turn "
            "passes on.",
            "Суперник праворуч не має кістки ні на 5, ні на 6 і <b>стукає</b>: хід "
            "переходить далі.")),
        (0, "6|6@4|6.high", Lesson.DOUBLES, Bilingual(
            "Lay <b>[6|6]</b> on the 6. It is not the first double, so it is an ordinary "
            "double: it will never have branches.",
            "Покладіть <b>[6|6]</b> на шістку. Це не перший дубль, тож він звичайний: "
            "гілок у нього не буде.")),
        (1, "3|5@5|5.lineB", Lesson.SCORING, Bilingual(
            "Your left opponent closes the line of [5|5]: 3 + 12 = 15 for them. The "
            "spinner's two branches are open now.",
            "Суперник ліворуч закриває лінію [5|5]: 3 + 12 = 15 його парі. Тепер "
            "відкриті обидві гілки розгалужувального дубля.")),
        (2, "0|3@3|5.low"),
        (3, "0|2@0|3.low"),
        (0, "0|6@6|6.lineB", Lesson.DOUBLES, Bilingual(
            "Put <b>[0|6]</b> past [6|6]. The double is inside the line now and counts "
            "nothing.",
            "Покладіть <b>[0|6]</b> за [6|6]. Тепер дубль усередині лінії й нічого не "
            "дає.")),
        (1, "pass"),
        (2, "0|5@5|5.branchA"),
        (3, "2|4@0|2.high"),
        (0, "1|5@5|5.branchB", Lesson.SPINNERS, Bilingual(
            "Your partner opened one branch of [5|5]. Open the other with <b>[1|5]</b>: "
            "0 + 1 + 4 + 0 = 5 points.",
            "Ваш партнер відкрив одну гілку [5|5]. Відкрийте другу кісткою <b>[1|5]</b>: "
            "0 + 1 + 4 + 0 = 5 очок.")),
        (1, "1|6@1|5.low"),
        (2, "3|6@1|6.high"),
        (3, "3|3@3|6.low"),
        (0, "pass", Lesson.PASSING, Bilingual(
            "Your last tile, [1|1], fits none of the ends. <b>Knock</b> to pass.",
            "Ваша остання кістка, [1|1], не підходить до жодного кінця. "
            "<b>Постукайте</b>, щоб пропустити хід.")),
        (1, "1|4@2|4.high"),
        (2, "pass"),
        (3, "0|0@0|6.low"),
        (0, "1|1@1|4.low", Lesson.SETTLEMENT, Bilingual(
            "Lay <b>[1|1]</b> on the 1 and go out. Every hand left is rounded on its "
            "own and taken off its pair: your opponents hold 4 and 8, which cost them "
            "5 + 10 = 15 (not 10, as 12 rounded together would); your partner's 4 "
            "costs your pair 5.",
            "Покладіть <b>[1|1]</b> на одиницю й вийдіть. Кожну руку, що лишилася, "
            "округлюють окремо й віднімають від її пари: у суперників 4 і 8, це коштує "
            "їм 5 + 10 = 15 (а не 10, як було б, якби округлили разом 12); 4 очки "
            "вашого партнера коштують вашій парі 5.")),
    ),
    outro=Bilingual(
        "<p>The round is over. You have seen leading, matching, the one spinner and "
        "ordinary doubles, scoring on multiples of 5, knocking and the settlement in "
        "which every hand is rounded on its own.</p>",
        "<p>Раунд закінчено. Ви побачили перший хід, прикладання, єдиний розгалужувач і "
        "звичайні дублі, очки за кратні 5, пропуск ходу й підрахунок, у якому кожну "
        "руку округлюють окремо.</p>",
    ),
)

GUIDES: dict[str, GuidedScript] = {g.key: g for g in (FIVE_UP_GUIDE, SEVEN_ROCKS_GUIDE)}
"""The guided game of each game, by the record's variant name."""

