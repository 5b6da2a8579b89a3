"""Rules-book text shared by the games of the fives family (each book chooses what to use)."""

from __future__ import annotations

from dominoes_qt.teaching.rulesbook import Bilingual, Page

SCORING_BODY = Bilingual(
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
)

SCORING = Page("scoring", Bilingual("Scoring", "Нарахування"), SCORING_BODY, figure="scoring")
"""The scoring page of a fives game: a positive multiple of five on the ends scores it."""
