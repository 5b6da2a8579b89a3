"""Bergen's rules book: the general pages built from the rules object, with a scoring
page of its own (the ends that match score, not their sum)."""

from __future__ import annotations

from dominoes_qt.engine import Rules
from dominoes_qt.teaching.general import general_pages
from dominoes_qt.teaching.rulesbook import Bilingual, Page

SCORING = Page(
    "scoring",
    Bilingual("Scoring", "Рахунок"),
    Bilingual(
        "<p>Nothing is added up in Bergen: what scores is two or more open ends showing "
        "the <b>same number</b>, straight after the tile that made them so.</p>"
        "<ul><li>Both ends alike, such as 2 and 2: a <b>double header</b>, 2 points.</li>"
        "<li>One end a double and the other end its number, such as [2|2] across one end "
        "and a 2 at the other: a <b>triple header</b>, 3 points (the double shows the "
        "number twice).</li>"
        "<li>A double that leads is both ends of the line at once: 2 points.</li></ul>"
        "<p>Example: [6|6] leads (2 points). [6|2] and [6|4] go either side of it; the "
        "ends are 2 and 4, nothing. [4|2] on the 4 leaves 2 and 2: 2 points. [2|2] on a "
        "2 leaves a double two against a two: 3 points.</p>"
        "<p>Winning the round scores <b>1 point</b> more: for the player who lays their "
        "last tile, or after a block for the player whose hand holds the fewest pips "
        "(nobody, when that total is shared).</p>",
        "<p>У «Бергені» нічого не додають: очки дають два чи більше відкритих кінці з "
        "<b>однаковим числом</b>, одразу після кістки, що зробила їх такими.</p>"
        "<ul><li>Обидва кінці однакові, наприклад 2 і 2: <b>подвійна голова</b>, 2 очки."
        "</li><li>На одному кінці дубль, а на другому його число, наприклад [2|2] поперек "
        "одного кінця і 2 на другому: <b>потрійна голова</b>, 3 очки (дубль показує число "
        "двічі).</li><li>Дубль, яким почали раунд, — це одразу обидва кінці лінії: 2 "
        "очки.</li></ul>"
        "<p>Приклад: першим кладуть [6|6] (2 очки). [6|2] і [6|4] лягають по обидва боки "
        "від нього; кінці 2 і 4 — нічого. [4|2] на 4 лишає 2 і 2: 2 очки. [2|2] на 2 "
        "лишає дубль двійок проти двійки: 3 очки.</p>"
        "<p>Виграш раунду дає ще <b>1 очко</b>: тому, хто поклав останню кістку, а після "
        "блокування — гравцеві, у чиїй руці найменше очок (нікому, якщо цю суму мають "
        "кілька гравців).</p>",
    ),
)


def pages(rules: Rules) -> tuple[Page, ...]:
    return tuple(SCORING if page.key == "scoring" else page for page in general_pages(rules))
