"""The rules book's pages: each game explained in our own words, in English and Ukrainian.

Pages are plain data (a title, a body in a small subset of HTML, an optional figure key
from :mod:`dominoes_qt.teaching.figures`). A game's own pages live in its folder, as
``games/<game>/book.py`` (``PAGES``, or ``pages(rules)`` for a family of targets); their
prose is written for each language (:class:`Bilingual`), because it is long text, not a
phrase to translate. A game without a book of its own gets the general pages of
:mod:`dominoes_qt.teaching.general`, put together from its rules object's facts out of
short sentences that Qt translates (:class:`Worded`). The pages shared by every book,
the tiles and how they are laid, are here; :mod:`dominoes_qt.games.books` finds each
game's book. This module knows no game, so a game's folder can write its book in it.

Every number in a worked example is checked against the engine by the tests.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from dominoes_qt.wording import ENGLISH, Tr


class Text(Protocol):
    """A text of a page in the language shown: ``lang`` is the renderer of that language
    (Qt's translation in the window), ``language`` its code."""

    def get(self, language: str, lang: Tr = ENGLISH) -> str: ...


@dataclass(frozen=True)
class Bilingual:
    """One text written out in each language the program speaks."""

    en: str
    uk: str

    def get(self, language: str, lang: Tr = ENGLISH) -> str:
        """The text in ``language``; English for a language we do not have."""
        return self.uk if language == "uk" else self.en


@dataclass(frozen=True)
class Worded:
    """A text put together from translated sentences when it is shown."""

    build: Callable[[Tr], str]
    """Words the text in the language ``lang`` renders."""

    def get(self, language: str, lang: Tr = ENGLISH) -> str:
        return self.build(lang)


@dataclass(frozen=True)
class Page:
    key: str
    title: Text
    body: Text
    """Paragraphs in simple HTML (``<p>``, ``<ul>``, ``<b>``, ``<table>``), shown in a text
    browser."""
    figure: str | None = None


SET = Page(
    "set",
    Bilingual("The tiles", "Кістки"),
    Bilingual(
        "<p>Every game here uses one double-six set: 28 tiles, each with two halves marked "
        "0 to 6. Every combination appears exactly once, from [0|0] to [6|6]. A tile "
        "whose halves are equal is a <b>double</b>.</p>"
        "<p>The <b>pips</b> of a tile are its two numbers added together: [2|5] has 7. "
        "Since no tile repeats, naming a tile also names its place on the table.</p>",
        "<p>Кожна гра тут використовує один набір «дубль-шість»: 28 кісток, кожна має "
        "дві половинки з числами від 0 до 6. Кожне поєднання трапляється рівно один раз, від "
        "[0|0] до [6|6]. Кістка з однаковими половинками називається <b>дублем</b>.</p>"
        "<p><b>Очки</b> кістки — це сума її двох чисел: у [2|5] їх 7. Жодна кістка не "
        "повторюється, тому назва кістки водночас називає її місце на столі.</p>",
    ),
)

LAYING = Page(
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


PRACTICE = Page(
    "practice",
    Bilingual("The coach and puzzles", "Тренер і задачі"),
    Bilingual(
        "<p><b>Game &gt; Analyse this game</b> judges each of your decisions by its chance "
        "of winning the match, worked out from what you could see then. A play that wins "
        "the match at once, that ends the round and loses it, or after which the next "
        "player holds a winning reply in every hand it can have, is judged exactly, not "
        "by sampled deals. Declining a play that wins the match is always a "
        "<b>blunder</b>; other marks need a loss of at least 5, 10 or 20 points of win "
        "chance that is larger than the sampling's own noise. Only marked decisions are "
        "listed, each with its tile and place.</p>"
        "<p><b>Game &gt; Puzzles</b> has a set of positions for every game, each with one "
        "goal: win the match in one play (reaching the game's target), score the most "
        "in one play, leave the next player nothing that scores or nothing that fits, or "
        "say which of four tiles the next player cannot hold (it drew or passed when the "
        "ends wanted one of that tile's numbers). "
        "Every goal has exactly one answer (one tile, on places with the same future), "
        "checked over every play and every tile the next player could hold; for a goal "
        "about a play the master's long search plays the same tile. A puzzle about a "
        "play is easy when the casual player finds it, medium when only the skilled one "
        "does, hard otherwise; one about a hand is easy when the draw or pass that tells "
        "was the next player's last turn.</p>"
        "<p>Every mark the coach gives you is kept under <b>Your mistakes</b>, to be tried "
        "again later: find the better play. Hints come one at a time; <b>Show the "
        "answer</b> lays it on the table and says why.</p>",
        "<p><b>Гра &gt; Аналіз цієї гри</b> оцінює кожне ваше рішення за шансом "
        "виграти матч, обчисленим із того, що ви тоді бачили. Хід, що одразу виграє матч, "
        "що закінчує раунд і програє його, або після якого наступний гравець за будь-якої "
        "руки має виграшну відповідь, оцінюється точно, а не вибірковими роздачами. "
        "Відмова від ходу, що виграє матч, — це завжди <b>груба помилка</b>; інші позначки "
        "потребують втрати щонайменше 5, 10 чи 20 пунктів шансу на перемогу, більшої за "
        "власний шум вибірки. У списку лише позначені рішення, кожне з кісткою та місцем."
        "</p>"
        "<p><b>Гра &gt; Задачі</b> містить набір позицій для кожної гри, кожна з однією "
        "метою: виграти матч одним ходом (досягти цілі гри), набрати найбільше одним "
        "ходом, не залишити наступному гравцеві нічого, що дає очки чи що підходить, або "
        "сказати, якої з чотирьох кісток наступний гравець не може мати (він добирав або "
        "пропускав хід, коли кінці чекали на одне з чисел цієї кістки). "
        "Кожна мета має рівно одну відповідь (одна кістка на місцях з однаковим "
        "майбутнім), перевірену для кожного ходу й кожної кістки, яку може мати наступний "
        "гравець; для мети про хід довгий пошук майстра грає ту саму кістку. Задача про "
        "хід легка, коли її знаходить звичайний гравець, середня — коли лише вправний, "
        "інакше складна; задача про руку легка, коли добір чи пропуск, що все видає, був "
        "останнім ходом наступного гравця.</p>"
        "<p>Кожна позначка тренера зберігається в розділі <b>Ваші помилки</b>, щоб "
        "спробувати знову: знайдіть кращий хід. Підказки з'являються по одній; <b>Показати "
        "відповідь</b> кладе її на стіл і пояснює чому.</p>",
    ),
)
"""The last page of every game's book: how the coach and the puzzles work."""
