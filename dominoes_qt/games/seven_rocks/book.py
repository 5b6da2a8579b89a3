"""The rules book of Seven Rocks: its pages in our own words, English and Ukrainian.

The shared pages (the tiles, laying them) come from :mod:`dominoes_qt.teaching.rulesbook`;
every number in a worked example is checked against the engine by the tests.
"""

from __future__ import annotations

from dominoes_qt.games.family_book import SCORING, SCORING_BODY
from dominoes_qt.teaching.rulesbook import LAYING, SET, Bilingual, Page

PAGES: tuple[Page, ...] = (
    Page(
        "goal",
        Bilingual("Players and goal", "Гравці та мета"),
        Bilingual(
            "<p>Seven Rocks is for exactly four players in two fixed pairs; partners sit "
            "opposite each other and share one score. The first pair to reach "
            "<b>250 points or more</b> wins at once.</p>",
            "<p>У «Севен Рокс» (Seven Rocks) грають рівно четверо, двома постійними "
            "парами; партнери сидять один навпроти одного й мають спільний рахунок. "
            "Перемагає пара, яка першою набере <b>250 очок або більше</b>.</p>",
        ),
    ),
    SET,
    Page(
        "deal",
        Bilingual("The deal", "Роздача"),
        Bilingual(
            "<p>All 28 tiles are dealt, 7 to each player. There is no boneyard and "
            "nobody ever draws.</p>"
            "<p>A neutral lot decides who starts the first round and any round after a "
            "block; otherwise the player who laid the last tile of the previous round "
            "starts. Any tile may lead. Play goes clockwise.</p>",
            "<p>Роздають усі 28 кісток, кожному по 7. Запасу немає, і ніхто ніколи не "
            "добирає.</p>"
            "<p>Хто починає перший раунд і будь-який раунд після блокування, вирішує "
            "нейтральний жереб; інакше починає той, хто поклав останню кістку попереднього "
            "раунду. Почати можна будь-якою кісткою. Ходять за годинниковою "
            "стрілкою.</p>",
        ),
    ),
    LAYING,
    Page(
        "spinners",
        Bilingual("The one spinner", "Єдиний розгалужувач"),
        Bilingual(
            "<p>Only the <b>first double</b> of a round is a spinner: the lead, if it is "
            "a double, or else the first double laid, wherever it lands. Every later "
            "double is an ordinary crosswise double with the line going on past it and "
            "no branches.</p>"
            "<p>The spinner first takes a tile on each side of its line; after that a "
            "tile may go on either side branch, and the other stays open for the rest of "
            "the round. An empty side branch adds nothing to the count.</p>"
            "<p>In the figure [1|1] is the spinner; [4|4] and [5|5] came later and have "
            "no branches.</p>",
            "<p>Розгалужувачем є лише <b>перший дубль</b> раунду: перша кістка, якщо це "
            "дубль, а інакше — перший покладений дубль, хоч де він ляже. Кожен наступний "
            "дубль — звичайний поперечний: лінія йде далі за ним, гілок немає.</p>"
            "<p>Спершу розгалужувач отримує по кістці з кожного боку лінії; після цього "
            "кістку можна покласти на будь-яку бічну гілку, а друга лишається відкритою "
            "до кінця раунду. Порожня бічна гілка до суми нічого не додає.</p>"
            "<p>На рисунку розгалужувач — [1|1]; [4|4] і [5|5] покладено пізніше, тож "
            "гілок у них немає.</p>",
        ),
        figure="branches",
    ),
    Page(
        "scoring",
        SCORING.title,
        Bilingual(
            SCORING_BODY.en
            + "<p>With a single spinner the ends can add up to 36 at most, so the largest "
            "play that scores is worth 35.</p>",
            SCORING_BODY.uk
            + "<p>З одним розгалужувачем сума кінців не перевищує 36, тож найбільший хід, "
            "що приносить очки, дає 35.</p>",
        ),
        figure="scoring",
    ),
    Page(
        "passing",
        Bilingual("Knocking", "Пропуск ходу"),
        Bilingual(
            "<p>A player who can lay a tile must. A player who cannot knocks and the turn "
            "passes to the left. When all four players in a row cannot play, the round "
            "is <b>blocked</b>.</p>",
            "<p>Хто може покласти кістку, мусить це зробити. Хто не може — стукає, і хід "
            "переходить до наступного. Коли всі четверо поспіль не можуть ходити, раунд "
            "<b>заблоковано</b>.</p>",
        ),
    ),
    Page(
        "target",
        Bilingual("Reaching 250", "До 250"),
        Bilingual(
            "<p>The target is checked right after every play that scores. The first pair "
            "to have 250 or more wins there and then; the round is not finished and "
            "nothing is settled. Unlike Five Up, going past the target is fine.</p>",
            "<p>Мету перевіряють одразу після кожного ходу, що приніс очки. Пара, яка "
            "першою має 250 або більше, перемагає негайно; раунд не доігрують і нічого не "
            "підраховують. На відміну від Five Up, перевищити мету можна.</p>",
        ),
    ),
    Page(
        "settlement",
        Bilingual("End of the round", "Кінець раунду"),
        Bilingual(
            "<p>A round ends when someone lays their last tile or when it is blocked. "
            "Then every player counts the pips left in their own hand and rounds that "
            "number to the nearest five (a remainder of 1 or 2 goes down, 3 or 4 goes "
            "up). Each rounded amount is <b>taken off</b> the player's pair. Nobody gets "
            "a bonus, and a score may drop below zero.</p>"
            "<p>Hands are rounded one by one, never added first. Example: seat 1 went "
            "out, seat 2 holds 3 pips, seat 3 holds 8 and seat 4 holds 3. Seats 2 and 4 "
            "each lose 5, so their pair loses 5 + 5 = 10 (rounding their 6 together would "
            "have given 5). Seat 3 loses 10 from the other pair.</p>"
            "<p>A penalty never wins a match. The player who laid the last tile starts "
            "the next round; after a block a new lot decides.</p>",
            "<p>Раунд закінчується, коли хтось кладе останню кістку або коли його "
            "заблоковано. Тоді кожен гравець рахує очки у своїй руці й округлює їх до "
            "найближчого кратного п’яти (остача 1 чи 2 — униз, 3 чи 4 — угору). Кожну "
            "округлену суму <b>віднімають</b> від рахунку пари цього гравця. Премії "
            "ніхто не отримує, а рахунок може стати від’ємним.</p>"
            "<p>Руки округлюють по одній, а не після додавання. Приклад: перший гравець "
            "виклав усі кістки, у другого лишилося 3 очки, у третього 8, у четвертого 3. "
            "Другий і четвертий втрачають по 5, тож їхня пара втрачає 5 + 5 = 10 (якби "
            "округлили разом їхні 6, було б 5). Рука третього коштує його парі 10.</p>"
            "<p>Штраф ніколи не приносить перемоги. Наступний раунд починає той, хто "
            "поклав останню кістку; після блокування — знову жереб.</p>",
        ),
    ),
)
