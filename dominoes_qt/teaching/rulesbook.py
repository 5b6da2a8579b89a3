"""The rules book: each game explained in our own words, in English and Ukrainian.

Pages are plain data (a title, a body in a small subset of HTML, an optional figure key
from :mod:`dominoes_qt.teaching.figures`). The prose lives here rather than in the Qt
catalogues because it is long text written for each language, not a phrase to translate;
the short captions under the figures are worked out by the engine and translated by Qt.

Every number in a worked example is checked against the engine by the tests.
"""

from __future__ import annotations

from dataclasses import dataclass

from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS


@dataclass(frozen=True)
class Bilingual:
    """One text in each language the program speaks."""

    en: str
    uk: str

    def get(self, language: str) -> str:
        """The text in ``language``; English for a language we do not have."""
        return self.uk if language == "uk" else self.en


@dataclass(frozen=True)
class Page:
    key: str
    title: Bilingual
    body: Bilingual
    """Paragraphs in simple HTML (``<p>``, ``<ul>``, ``<b>``), shown in a text browser."""
    figure: str | None = None


_SET = Page(
    "set",
    Bilingual("The tiles", "Кістки"),
    Bilingual(
        "<p>Both games use one double-six set: 28 tiles, each with two halves marked "
        "0 to 6. Every combination appears exactly once, from [0|0] to [6|6]. A tile "
        "whose halves are equal is a <b>double</b>.</p>"
        "<p>The <b>pips</b> of a tile are its two numbers added together: [2|5] has 7. "
        "Since no tile repeats, naming a tile also names its place on the table.</p>",
        "<p>Обидві гри використовують один набір «дубль-шість»: 28 кісток, кожна має дві "
        "половинки з числами від 0 до 6. Кожне поєднання трапляється рівно один раз, від "
        "[0|0] до [6|6]. Кістка з однаковими половинками називається <b>дублем</b>.</p>"
        "<p><b>Очки</b> кістки — це сума її двох чисел: у [2|5] їх 7. Жодна кістка не "
        "повторюється, тому назва кістки водночас називає її місце на столі.</p>",
    ),
)

_LAYING = Page(
    "laying",
    Bilingual("Laying tiles", "Як викладати кістки"),
    Bilingual(
        "<p>The first tile of a round may be any tile from the starter's hand. After "
        "that, a tile goes against an open end that shows the same number: the matching "
        "half touches it and the other half becomes a new open end.</p>"
        "<p>Doubles lie across the line. While a double is still at the end of its line "
        "it counts <b>both</b> halves: [4|4] at an end is worth 8. Once a tile is laid "
        "beyond it, the double sits inside the line and counts nothing itself. A double "
        "that leads counts its two halves once, not once for each open side.</p>"
        "<p>In the figures a filled number is what an end adds to the count; a hollow dot "
        "is a place where a tile may go but which adds nothing now. Spinners have an "
        "orange outline.</p>",
        "<p>Першою кісткою раунду може бути будь-яка кістка з руки того, хто починає. "
        "Далі кістку прикладають до відкритого кінця з таким самим числом: однакова "
        "половинка торкається його, а друга стає новим відкритим кінцем.</p>"
        "<p>Дублі кладуть поперек лінії. Поки дубль стоїть на кінці своєї лінії, він "
        "дає <b>обидві</b> половинки: [4|4] на кінці важить 8. Щойно за ним покладуть "
        "кістку, дубль опиняється всередині лінії і сам уже нічого не дає. Дубль, яким "
        "почали раунд, дає свої дві половинки один раз, а не за кожен відкритий бік.</p>"
        "<p>На рисунках зафарбоване число — це внесок кінця в суму; порожня крапка — "
        "місце, куди можна покласти кістку, але яке зараз нічого не додає. Розгалужувачі "
        "обведено помаранчевим.</p>",
    ),
    figure="doubles",
)

_SCORING = Page(
    "scoring",
    Bilingual("Scoring", "Нарахування"),
    Bilingual(
        "<p>After every tile laid, the first tile and a player's last one included, add "
        "up the open ends: each open end of an ordinary tile adds its number (a 0 end "
        "adds 0), each double still at an end adds both halves, and an inner double "
        "adds nothing. A spinner's side branch adds nothing until a tile lies on it; "
        "from then on its outer end counts like any other.</p>"
        "<p>If the total is more than 0 and divisible by 5, the player's side scores "
        "that many points at once: 5, 10, 15, 20 and so on. A total of 17, or 0, scores "
        "nothing.</p>",
        "<p>Після кожної покладеної кістки, зокрема першої та останньої з руки, "
        "додайте відкриті кінці: кожен відкритий кінець звичайної кістки дає своє число "
        "(кінець 0 дає 0), кожен дубль на кінці дає обидві половинки, а дубль усередині "
        "не дає нічого. Бічна гілка розгалужувального дубля нічого не додає, доки на ній немає "
        "кістки; відтоді її зовнішній кінець рахується, як будь-який інший.</p>"
        "<p>Якщо сума більша за 0 і ділиться на 5, сторона гравця одразу отримує стільки "
        "очок: 5, 10, 15, 20 і так далі. Сума 17 або 0 не дає нічого.</p>",
    ),
    figure="scoring",
)

FIVE_UP_PAGES: tuple[Page, ...] = (
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
    _SET,
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
    _LAYING,
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
        _SCORING.title,
        Bilingual(
            _SCORING.body.en
            + "<p>The score shows raw points divided by five: a total of 20 shows as 4, "
            "a total of 15 as 3.</p>",
            _SCORING.body.uk
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

SEVEN_ROCKS_PAGES: tuple[Page, ...] = (
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
    _SET,
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
    _LAYING,
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
        _SCORING.title,
        Bilingual(
            _SCORING.body.en
            + "<p>With a single spinner the ends can add up to 36 at most, so the largest "
            "play that scores is worth 35.</p>",
            _SCORING.body.uk
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

BOOKS: dict[str, tuple[Page, ...]] = {
    FIVE_UP.variant: FIVE_UP_PAGES,
    SEVEN_ROCKS.variant: SEVEN_ROCKS_PAGES,
}
"""The pages of each game's book, by the record's variant name."""
