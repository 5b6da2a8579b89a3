"""The rules book of Exact 61 Five Up: its pages in our own words, English and Ukrainian.

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
            "<p>Exact 61 Five Up is for two, three or four players. With two or three, "
            "everyone keeps a score of their own; four play as two fixed pairs, partners "
            "sitting opposite each other and sharing one score.</p>"
            "<p>Points come in fives. The table keeps them as they are scored (the "
            "<i>raw</i> points) and shows them divided by five: 5 raw points show as 1, "
            "20 as 4. The winner is the first side to reach <b>exactly 61</b> shown "
            "points, which is 305 raw.</p>",
            "<p>У «Екзакт 61 Файв Ап» (Exact 61 Five Up) грають двоє, троє або четверо. "
            "Удвох і втрьох "
            "кожен веде власний рахунок; учотирьох грають двома постійними парами: "
            "партнери сидять один навпроти одного й мають спільний рахунок.</p>"
            "<p>Очки йдуть п’ятірками. Стіл записує їх так, як їх набрано (<i>повні</i> "
            "очки), а показує поділеними на п’ять: 5 повних очок показано як 1, 20 — як 4. "
            "Перемагає сторона, яка першою набере <b>рівно 61</b> показане очко, тобто "
            "305 повних.</p>",
        ),
    ),
    SET,
    Page(
        "deal",
        Bilingual("The deal", "Роздача"),
        Bilingual(
            "<p>The tiles are shuffled face down and each player takes 5, whatever the "
            "number of players. The tiles left over form the <b>boneyard</b>; all of them "
            "may be drawn later.</p>"
            "<p>A neutral lot decides who starts the first round. After a round that "
            "someone played out, that player starts the next; after a blocked round, a "
            "new lot decides. Play goes clockwise.</p>",
            "<p>Кістки перемішують лицем донизу, і кожен бере 5, хоч скільки гравців. "
            "Решта кісток утворює <b>запас</b>; усі їх згодом можна добирати.</p>"
            "<p>Хто починає перший раунд, вирішує нейтральний жереб. Після раунду, який "
            "хтось закінчив, виклавши всі кістки, наступний починає саме цей гравець; "
            "після заблокованого раунду знову кидають жереб. Ходять за годинниковою "
            "стрілкою.</p>",
        ),
    ),
    LAYING,
    Page(
        "spinners",
        Bilingual("Spinners", "Розгалужувачі"),
        Bilingual(
            "<p>In Five Up <b>every</b> double is a spinner: the double that leads, a "
            "double in the line and a double laid on a branch alike.</p>"
            "<p>A spinner first grows along its line, one tile on each side. Only when "
            "both line sides are taken may a tile go on either of its two side branches; "
            "the other branch stays open for the rest of the round. An empty side branch "
            "is a place to play but adds nothing to the count.</p>"
            "<p>Step through the figure: [1|1] gets its second line side with [1|2], "
            "then [1|5] opens one branch and [1|3] the other.</p>",
            "<p>У Five Up <b>кожен</b> дубль — розгалужувач: і той, яким почали, і дубль "
            "у лінії, і дубль, покладений на гілку.</p>"
            "<p>Спершу розгалужувач росте вздовж лінії, по одній кістці з кожного боку. "
            "Лише коли обидва боки лінії зайняті, кістку можна покласти на будь-яку з двох "
            "бічних гілок; друга гілка лишається відкритою до кінця раунду. Порожня бічна "
            "гілка — це місце для ходу, але до суми вона нічого не додає.</p>"
            "<p>Перегляньте рисунок крок за кроком: [1|1] отримує другий бік лінії "
            "завдяки [1|2], потім [1|5] відкриває одну гілку, а [1|3] — другу.</p>",
        ),
        figure="branches",
    ),
    Page(
        "scoring",
        SCORING.title,
        Bilingual(
            SCORING_BODY.en
            + "<p>The score shows raw points divided by five: a total of 20 shows as 4, "
            "a total of 15 as 3.</p>",
            SCORING_BODY.uk
            + "<p>На табло повні очки поділено на п’ять: сума 20 показана як 4, сума 15 "
            "— як 3.</p>",
        ),
        figure="scoring",
    ),
    Page(
        "drawing",
        Bilingual("Drawing and passing", "Добір і пропуск"),
        Bilingual(
            "<p>A player who can lay a tile must do so; you may not draw instead to look "
            "for a better one.</p>"
            "<p>With nothing to play, draw from the boneyard one tile at a time. Stop at "
            "the first tile that fits and lay that very tile at once (you choose where, if "
            "it fits in several places).</p>"
            "<p>Only when the boneyard is empty and you still cannot play do you pass. "
            "When the boneyard is empty and nobody can play, the round is "
            "<b>blocked</b>.</p>",
            "<p>Хто може покласти кістку, мусить це зробити; добирати замість ходу, щоб "
            "пошукати кращу, не можна.</p>"
            "<p>Якщо ходити нічим, добирайте із запасу по одній кістці. Зупиніться на першій, "
            "що підходить, і одразу покладіть саме її (якщо вона підходить до кількох "
            "місць, місце обираєте ви).</p>"
            "<p>Пропускати хід можна, лише коли запас порожній, а ходити все одно нічим. "
            "Коли запас порожній і ніхто не може ходити, раунд <b>заблоковано</b>.</p>",
        ),
    ),
    Page(
        "target",
        Bilingual("Exactly 61", "Рівно 61"),
        Bilingual(
            "<p>The target is exactly 61 shown points (305 raw), no more. Every scoring "
            "event is judged on its own: if it would lift the side above 305, it is "
            "<b>rejected whole</b>, the score stays as it was, and play goes on.</p>"
            "<p>Example: a side stands at 58 (290 raw). A play worth 20 raw would make "
            "310, so it scores nothing. A play worth 15 raw makes exactly 305: that side "
            "wins on the spot, even in the middle of a round, and nothing after it "
            "counts.</p>",
            "<p>Мета — рівно 61 показане очко (305 повних), не більше. Кожне нарахування "
            "оцінюють окремо: якщо воно підняло б сторону вище 305, його "
            "<b>відхиляють повністю</b>, рахунок не змінюється, а гра триває.</p>"
            "<p>Приклад: сторона має 58 (290 повних). Хід на 20 повних очок дав би 310, "
            "тож він нічого не приносить. Хід на 15 повних дає рівно 305: ця сторона "
            "перемагає негайно, навіть посеред раунду, і все, що після того, вже не "
            "рахується.</p>",
        ),
    ),
    Page(
        "domino",
        Bilingual("Playing out", "Коли хтось виклав усі кістки"),
        Bilingual(
            "<p>A player who lays their last tile ends the round. Add the pips left in "
            "<b>all</b> opponents' hands together and round that total once to the "
            "nearest five (a remainder of 1 or 2 goes down, 3 or 4 goes up). With four "
            "players, round the partner's pips separately; they count <b>against</b> "
            "the pair.</p>"
            "<p>The last tile's own points, plus the opponents' rounded pips, minus the "
            "partner's, make one event for the finisher's side. It is accepted whole or "
            "rejected whole against the 305 limit, and it may even be negative.</p>"
            "<p>Example with four players: the last tile makes the ends 10, so it is "
            "worth 10. The opponents hold 9 and 8 pips: 17, rounded to 15. The partner "
            "holds 4 pips, rounded to 5. The event is 10 + 15 − 5 = 20 raw, shown as "
            "4.</p>"
            "<p>Whoever played out starts the next round, even if the event was "
            "rejected.</p>",
            "<p>Гравець, що поклав останню кістку, завершує раунд. Додайте очки, що "
            "лишилися в руках <b>усіх</b> суперників, і округліть цю суму один раз до "
            "найближчого кратного п’яти (остача 1 чи 2 — униз, 3 чи 4 — угору). Учотирьох "
            "очки партнера округлюють окремо, і вони йдуть <b>проти</b> пари.</p>"
            "<p>Очки за останню кістку плюс округлені очки суперників мінус очки партнера "
            "складають одне нарахування для сторони того, хто закінчив. Його приймають "
            "або відхиляють повністю з огляду на межу 305, і воно може бути навіть "
            "від’ємним.</p>"
            "<p>Приклад учотирьох: остання кістка робить суму кінців 10, тож вона дає 10. "
            "У суперників лишилося 9 і 8 очок: разом 17, округлено до 15. У партнера 4 "
            "очки, округлено до 5. Нарахування: 10 + 15 − 5 = 20 повних очок, показано "
            "як 4.</p>"
            "<p>Хто виклав усі кістки, той починає наступний раунд, навіть якщо "
            "нарахування відхилили.</p>",
        ),
    ),
    Page(
        "block",
        Bilingual("A blocked round", "Заблокований раунд"),
        Bilingual(
            "<p>When a round is blocked, every hand is counted and the hands are taken "
            "from the lowest to the highest (partners' hands separately). Each hand "
            "earns, from every <b>opponent's</b> hand that holds more, the difference "
            "between the two; these differences are added and rounded once to the "
            "nearest five. A partner's hand is never compared, and equal hands give "
            "each other nothing.</p>"
            "<p>Example with four players: seat 1 holds 5 pips, seat 2 holds 12, seat 3 "
            "holds 7 and seat 4 holds 20 (seats 1 and 3 are partners). Seat 1 earns "
            "(12 − 5) + (20 − 5) = 22, rounded to 20. Seat 3 earns (12 − 7) + (20 − 7) "
            "= 18, rounded to 20. Seats 2 and 4 hold more than both their opponents and "
            "earn nothing. The first pair scores 20 and then 20, each event judged on "
            "its own against 305.</p>"
            "<p>The owner of the lowest hand wins the round; a lowest count shared "
            "between opponents is a draw. A new lot decides who starts next.</p>",
            "<p>Коли раунд заблоковано, рахують кожну руку і беруть руки від найменшої "
            "до найбільшої (руки партнерів окремо). Кожна рука отримує від кожної руки "
            "<b>суперника</b>, у якій більше, різницю між ними; ці різниці додають і "
            "округлюють один раз до найближчого кратного п’яти. Руку партнера ніколи не "
            "порівнюють, а однакові руки нічого одна одній не дають.</p>"
            "<p>Приклад учотирьох: у першого гравця 5 очок, у другого 12, у третього 7, "
            "у четвертого 20 (перший і третій — партнери). Перший отримує "
            "(12 − 5) + (20 − 5) = 22, округлено до 20. Третій отримує (12 − 7) + "
            "(20 − 7) = 18, округлено до 20. У другого й четвертого більше, ніж в обох "
            "суперників, тож вони нічого не отримують. Перша пара набирає 20 і ще 20, і "
            "кожне нарахування окремо звіряють із межею 305.</p>"
            "<p>Раунд виграє власник найменшої руки; якщо найменша сума однакова в "
            "суперників — нічия. Хто почне наступний раунд, вирішує новий жереб.</p>",
        ),
    ),
    Page(
        "tally",
        Bilingual("Keeping score on paper", "Рахунок на папері"),
        Bilingual(
            "<p>On paper, one stroke stands for 5 raw points (1 shown). A large X with a "
            "small x in each of its four gaps stands for 50 raw points (10 shown).</p>",
            "<p>На папері одна риска означає 5 повних очок (1 показане). Велике X із "
            "маленьким x у кожному з чотирьох проміжків означає 50 повних очок (10 "
            "показаних).</p>",
        ),
    ),
)
