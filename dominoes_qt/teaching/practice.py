"""The rules book's page on the daily deal and the rating, the same in every game's book."""

from __future__ import annotations

from dominoes_qt.teaching.rulesbook import Bilingual, Page

PRACTICE = Page(
    "practice",
    Bilingual("Daily deal and rating", "Роздача дня і рейтинг"),
    Bilingual(
        "<p><b>The daily deal</b> (<i>Game &gt; Daily deal</i>, Ctrl+D) deals every round "
        "of a match from the date: round <i>n</i> of a day comes from the SHA-256 hash of "
        "\"dominoes-qt/daily\", the date written YYYY-MM-DD and <i>n</i>, through the "
        "program's usual deal that anyone can check. So everyone who plays the game on "
        "that day gets the same tiles, and <i>Check the deals</i> shows that they are the "
        "day's. You play the day twice against a computer level of your choice: first with "
        "the hands as dealt, then with the seats turned, so that you hold the tiles the "
        "computer held. As in duplicate bridge, the two results are compared on the same "
        "tiles: your margin in the first play plus your margin in the second is how many "
        "points you made more than the computer did with the same hands.</p>"
        "<p><b>The rating</b> counts every finished match in which the people at the table "
        "sit on one side and the other side is the computer at one level. It works like a "
        "chess rating: you start at 1200, each computer level has a fixed rating measured by "
        "playing the levels against each other, and a match moves you by 40 points (20 "
        "after your first 20 rated matches) times the difference between the result (1 won, "
        "0 lost) and the result expected from the two ratings. Beating a stronger level "
        "gains more than beating a weaker one.</p>"
        "<p><b>Luck</b>: once a rated match ends, each round's deal is played out many "
        "times by the master's quick rollouts with every hand known, as dealt and with the "
        "hands swapped between the sides. Half the difference in your chance of winning the "
        "match is the luck of that deal; the match's luck is the sum. The luck-adjusted "
        "result is the result less the luck, so a win on good tiles counts for less than "
        "one. The Statistics dialog's Progress tab shows the rating, each match's luck and "
        "the coach's accuracy (once you analyse the game), with a plot of both over your "
        "matches.</p>",
        "<p><b>Роздача дня</b> (<i>Гра &gt; Роздача дня</i>, Ctrl+D) роздає кожен раунд "
        "партії від дати: раунд <i>n</i> дня походить від хешу SHA-256 рядка "
        "\"dominoes-qt/daily\", дати у вигляді РРРР-ММ-ДД і числа <i>n</i> через звичайну "
        "роздачу програми, яку будь-хто може перевірити. Тож усі, хто того дня грає в цю "
        "гру, отримують ті самі кістки, а <i>Перевірити роздачі</i> показує, що це роздачі "
        "саме цього дня. День грають двічі проти обраного рівня комп’ютера: спершу з руками, "
        "як їх роздано, потім з поверненими місцями, щоб ви тримали кістки, які мав "
        "комп’ютер. Як у дуплікатному бриджі, обидва результати порівнюють на тих самих "
        "кістках: ваша перевага в першій грі плюс ваша перевага в другій — це на скільки "
        "очок більше за комп’ютер ви набрали з тими самими руками.</p>"
        "<p><b>Рейтинг</b> враховує кожну завершену партію, у якій усі люди за столом "
        "сидять на одному боці, а на другому — комп’ютер одного рівня. Він працює як "
        "шаховий рейтинг: ви починаєте з 1200, кожен рівень комп’ютера має сталий рейтинг, "
        "виміряний у партіях рівнів між собою, а партія зсуває ваш рейтинг на 40 очок (20 "
        "після перших 20 рейтингових партій), помножених на різницю між результатом "
        "(1 виграш, 0 програш) і результатом, якого можна чекати за двома рейтингами. "
        "Перемога над сильнішим рівнем дає більше, ніж над слабшим.</p>"
        "<p><b>Везіння</b>: коли рейтингова партія закінчується, роздачу кожного раунду "
        "багато разів розігрують швидкі розігрування майстра з усіма відомими руками — як "
        "роздано і з руками, переставленими між сторонами. Половина різниці вашого шансу "
        "виграти партію — це везіння тієї роздачі; везіння партії — їхня сума. Результат "
        "з поправкою на везіння — це результат мінус везіння, тож перемога з добрими "
        "кістками важить менше за одиницю. Вкладка «Поступ» у вікні статистики показує "
        "рейтинг, везіння кожної партії і точність за тренером (коли ви розберете гру), а "
        "також графік обох за вашими партіями.</p>",
    ),
)
