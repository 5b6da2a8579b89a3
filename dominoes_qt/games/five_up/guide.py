"""The guided first game of Exact 61 Five Up: a prepared deal, every action scripted.

The engine checks every step (:func:`dominoes_qt.teaching.guided.check_script`, run by the
tests); the script only chooses which legal action each lesson wants.
"""

from __future__ import annotations

from dominoes_qt.games.five_up import RULES
from dominoes_qt.teaching.figures import play
from dominoes_qt.teaching.guided import (
    GuidedScript,
    Lesson,
    Step,
    alternatives,
    hands,
    steps,
    tiles,
)
from dominoes_qt.teaching.rulesbook import Bilingual

GUIDE = GuidedScript(
    key="five-up-61",
    rules=RULES,
    num_players=2,
    starter=0,
    hands=hands("1|4 3|3 5|6 1|3 0|0", "1|2 2|3 5|5 0|6 1|6"),
    boneyard=tiles("4|6 0|3 0|5 2|4 0|1 4|5 6|6 2|5 3|6 0|4 3|5 1|1 2|2 2|6 4|4 1|5 0|2 3|4"),
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
    steps=steps(
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
            alternatives=alternatives("1|3@3|3.branchA"),
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
