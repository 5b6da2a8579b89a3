"""The guided first game of Seven Rocks: a prepared deal, every action scripted.

The engine checks every step (:func:`dominoes_qt.teaching.guided.check_script`, run by the
tests); the script only chooses which legal action each lesson wants.
"""

from __future__ import annotations

from dominoes_qt.games.seven_rocks import RULES
from dominoes_qt.teaching.guided import (
    GuidedScript,
    Lesson,
    hands,
    steps,
)
from dominoes_qt.teaching.rulesbook import Bilingual

GUIDE = GuidedScript(
    key="seven-rocks",
    rules=RULES,
    num_players=4,
    starter=0,
    hands=hands(
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
    steps=steps(
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
