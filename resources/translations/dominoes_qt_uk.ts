<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>Access</name>
    <message>
        <source>low end</source>
        <translation>менший кінець</translation>
    </message>
    <message>
        <source>high end</source>
        <translation>більший кінець</translation>
    </message>
    <message>
        <source>line A</source>
        <translation>лінія А</translation>
    </message>
    <message>
        <source>line B</source>
        <translation>лінія Б</translation>
    </message>
    <message>
        <source>branch A</source>
        <translation>гілка А</translation>
    </message>
    <message>
        <source>branch B</source>
        <translation>гілка Б</translation>
    </message>
    <message>
        <source>fits nowhere</source>
        <translation>нікуди не підходить</translation>
    </message>
    <message numerus="yes">
        <source>fits %n place(s)</source>
        <translation><numerusform>підходить на %n місце</numerusform><numerusform>підходить на %n місця</numerusform><numerusform>підходить на %n місць</numerusform></translation>
    </message>
    <message>
        <source>the centre (the lead)</source>
        <translation>центр (перший хід)</translation>
    </message>
    <message>
        <source>the %1 end of %2 (%3)</source>
        <translation>кінець %1 кістки %2 (%3)</translation>
    </message>
    <message>
        <source>%1, chosen</source>
        <translation>%1, вибрано</translation>
    </message>
    <message>
        <source>Place %1 of %2: %3 on %4</source>
        <translation>Місце %1 з %2: %3 на %4</translation>
    </message>
    <message>
        <source>The centre: the lead</source>
        <translation>Центр: перший хід</translation>
    </message>
    <message>
        <source>%1 end of %2 (%3)</source>
        <translation>Кінець %1 кістки %2 (%3)</translation>
    </message>
    <message>
        <source>%1; fits: %2</source>
        <translation>%1; підходять: %2</translation>
    </message>
    <message>
        <source>the lead</source>
        <translation>перша кістка</translation>
    </message>
    <message>
        <source>on the %1 end of %2 (%3)</source>
        <translation>на кінці %1 кістки %2 (%3)</translation>
    </message>
    <message>
        <source>spinner</source>
        <translation>розгалужувач</translation>
    </message>
    <message>
        <source>played last</source>
        <translation>покладена останньою</translation>
    </message>
    <message>
        <source>Board: empty.</source>
        <translation>Стіл: порожній.</translation>
    </message>
    <message>
        <source>Board: %1. Open ends: %2.</source>
        <translation>Стіл: %1. Відкриті кінці: %2.</translation>
    </message>
    <message>
        <source>Open ends: none yet (the lead).</source>
        <translation>Відкритих кінців ще немає (перший хід).</translation>
    </message>
    <message>
        <source>Open ends: %1.</source>
        <translation>Відкриті кінці: %1.</translation>
    </message>
    <message>
        <source>Counting ends: %1.</source>
        <translation>Залікові кінці: %1.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ви</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>думає</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>ходить</translation>
    </message>
    <message>
        <source>No boneyard in this game.</source>
        <translation>У цій грі немає запасу.</translation>
    </message>
    <message>
        <source>Boneyard: %1.</source>
        <translation>Запас: %1.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>У вашій руці немає кісток.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Ваша рука: %1.</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>Стіл порожній.</translation>
    </message>
    <message>
        <source>Board in play order: %1.</source>
        <translation>Стіл у порядку ходів: %1.</translation>
    </message>
    <message>
        <source>No match yet.</source>
        <translation>Партії ще немає.</translation>
    </message>
    <message>
        <source>Scores: %1 (playing to %2).</source>
        <translation>Рахунок: %1 (гра до %2).</translation>
    </message>
    <message>
        <source>No play yet.</source>
        <translation>Ходів ще не було.</translation>
    </message>
    <message>
        <source>No tile played yet this round.</source>
        <translation>У цьому раунді ще не поклали жодної кістки.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Партію закінчено.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Раунд закінчено.</translation>
    </message>
    <message>
        <source>%1 is thinking.</source>
        <translation>%1 думає.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Хід: %1.</translation>
    </message>
    <message>
        <source>Your turn: draw from the boneyard (D).</source>
        <translation>Ваш хід: добирайте із запасу (D).</translation>
    </message>
    <message>
        <source>Your turn: nothing fits, pass (P).</source>
        <translation>Ваш хід: нічого не підходить, пропустіть хід (P).</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: %n tile(s) fit.</source>
        <translation><numerusform>Ваш хід: підходить %n кістка.</numerusform><numerusform>Ваш хід: підходять %n кістки.</numerusform><numerusform>Ваш хід: підходять %n кісток.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n tile(s)</source>
        <translation><numerusform>Ваша рука, %n кістка</numerusform><numerusform>Ваша рука, %n кістки</numerusform><numerusform>Ваша рука, %n кісток</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Board, %n tile(s) in play order</source>
        <translation><numerusform>Стіл, %n кістка в порядку ходів</numerusform><numerusform>Стіл, %n кістки в порядку ходів</numerusform><numerusform>Стіл, %n кісток у порядку ходів</numerusform></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Places for %1</source>
        <translation>Місця для %1</translation>
    </message>
    <message>
        <source>Open places</source>
        <translation>Відкриті місця</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Ще нічого не сталося.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n event(s), newest first:</source>
        <translation><numerusform>Остання подія:</numerusform><numerusform>Останні %n події, від найновішої:</numerusform><numerusform>Останні %n подій, від найновішої:</numerusform></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Dominoes</source>
        <translation>Доміно</translation>
    </message>
</context>
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Autosave failed: this game is not being saved</source>
        <translation>Автозбереження не вдалося: ця гра не зберігається</translation>
    </message>
    <message>
        <source>Why: %1
The next autosave that works removes this warning.</source>
        <translation>Причина: %1
Перше вдале автозбереження прибере це попередження.</translation>
    </message>
</context>
<context>
    <name>BoardWording</name>
    <message>
        <source>low end</source>
        <translation>менший кінець</translation>
    </message>
    <message>
        <source>high end</source>
        <translation>більший кінець</translation>
    </message>
    <message>
        <source>line A</source>
        <translation>лінія А</translation>
    </message>
    <message>
        <source>line B</source>
        <translation>лінія Б</translation>
    </message>
    <message>
        <source>branch A</source>
        <translation>гілка А</translation>
    </message>
    <message>
        <source>branch B</source>
        <translation>гілка Б</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Кістки</translation>
    </message>
    <message>
        <source>Spinners</source>
        <translation>Розгалужувачі</translation>
    </message>
    <message>
        <source>Joins</source>
        <translation>З’єднання</translation>
    </message>
    <message>
        <source>Open places</source>
        <translation>Відкриті місця</translation>
    </message>
    <message>
        <source>Counting ends</source>
        <translation>Залікові кінці</translation>
    </message>
    <message>
        <source>Points for the play</source>
        <translation>Очки за хід</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
</context>
<context>
    <name>Book</name>
    <message>
        <source>{some} or {last}</source>
        <translation>{some} або {last}</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Місце {number}</translation>
    </message>
    <message>
        <source>&lt;p&gt;{game}: a game for {players} players.&lt;/p&gt;</source>
        <translation>&lt;p&gt;«{game}» — гра для {players} гравців.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With {players} players there are two fixed partnerships: partners sit opposite each other and share one score.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Коли гравців {players}, грають двома постійними парами: партнери сидять один навпроти одного й мають спільний рахунок.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With {players} players everyone keeps a score of their own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Коли гравців {players}, кожен веде власний рахунок.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first side to reach &lt;b&gt;exactly {target}&lt;/b&gt; points wins the match.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Партію виграє сторона, яка першою набере &lt;b&gt;рівно {target}&lt;/b&gt; очок.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first side to reach &lt;b&gt;{target} points or more&lt;/b&gt; wins the match.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Партію виграє сторона, яка першою набере &lt;b&gt;{target} очок або більше&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The table keeps the points as they are scored (the &lt;i&gt;raw&lt;/i&gt; points) and shows them divided by {divisor}: the target of {target} is {raw} raw points. Numbers in brackets in this book are raw points.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Стіл записує очки так, як їх набрано (&lt;i&gt;повні&lt;/i&gt; очки), а показує поділеними на {divisor}: мета {target} — це {raw} повних очок. Числа в дужках у цій книзі — повні очки.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Players and goal</source>
        <translation>Гравці та мета</translation>
    </message>
    <message>
        <source>&lt;p&gt;The tiles are shuffled face down and each player takes:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Кістки перемішують лицем донизу, і кожен гравець бере:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравців</translation>
    </message>
    <message>
        <source>Tiles each</source>
        <translation>Кісток кожному</translation>
    </message>
    <message>
        <source>Left over</source>
        <translation>Лишається</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every tile is dealt: there is nothing to draw.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Роздають усі кістки: добирати нічого.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The tiles left over form the &lt;b&gt;boneyard&lt;/b&gt;, face down, to draw from.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Решта кісток лицем донизу утворює &lt;b&gt;запас&lt;/b&gt;, з якого добирають.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The tiles left over stay face down out of play: nobody ever draws.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Решта кісток лежить лицем донизу поза грою: ніхто ніколи не добирає.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A neutral lot decides who leads the first round.</source>
        <translation>Хто починає перший раунд, вирішує нейтральний жереб.</translation>
    </message>
    <message>
        <source>After that the lead passes to the left: each round is led by the player after the last round's leader.</source>
        <translation>Далі право першого ходу переходить ліворуч: кожен наступний раунд починає гравець, який сидить після того, хто починав попередній.</translation>
    </message>
    <message>
        <source>After a round that someone played out, that player leads the next.</source>
        <translation>Після раунду, який хтось закінчив, виклавши всі кістки, наступний починає саме цей гравець.</translation>
    </message>
    <message>
        <source>After a blocked round a new lot decides.</source>
        <translation>Після заблокованого раунду знову кидають жереб.</translation>
    </message>
    <message>
        <source>Every later round is led by the winner of a new lot.</source>
        <translation>Кожен наступний раунд починає той, кому випаде новий жереб.</translation>
    </message>
    <message>
        <source>Any tile may lead. Play goes clockwise.</source>
        <translation>Почати можна будь-якою кісткою. Ходять за годинниковою стрілкою.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>&lt;p&gt;No double is a spinner: every double lies across the line, the line goes on past it, and the layout keeps just two open ends.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Жоден дубль не є розгалужувачем: кожен дубль лежить поперек лінії, лінія йде далі за ним, і на столі лишається тільки два відкриті кінці.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Every&lt;/b&gt; double is a spinner: the lead, a double in the line and a double on a branch alike.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Кожен&lt;/b&gt; дубль — розгалужувач: і той, яким почали, і дубль у лінії, і дубль, покладений на гілку.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Only the &lt;b&gt;first double&lt;/b&gt; of a round is a spinner: the lead, if it is a double, or else the first double laid. Every later double is an ordinary one, with no branches.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Розгалужувачем є лише &lt;b&gt;перший дубль&lt;/b&gt; раунду: перша кістка, якщо це дубль, а інакше — перший покладений дубль. Кожен наступний дубль — звичайний, без гілок.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A spinner first takes a tile on each side of its line. Once both are taken, a tile may go on either of its two side branches. An empty side branch is a place to play but adds nothing to the count.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Спершу розгалужувач отримує по кістці з кожного боку лінії. Коли обидва боки зайняті, кістку можна покласти на будь-яку з двох бічних гілок. Порожня бічна гілка — це місце для ходу, але до суми вона нічого не додає.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Spinners</source>
        <translation>Розгалужувачі</translation>
    </message>
    <message>
        <source>&lt;p&gt;No play scores during a round: the open ends are not counted. Points are made only when a round ends.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Під час раунду жоден хід не приносить очок: відкриті кінці не рахують. Очки набирають лише наприкінці раунду.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>End sum</source>
        <translation>Сума кінців</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>&lt;p&gt;After every tile laid, the first and a player's last included, add up the open ends: each ordinary end adds its number, a double still at an end adds both halves, an inner double and an empty side branch add nothing.&lt;/p&gt;&lt;p&gt;The end sums in the table score at once for the side of the player who laid the tile; every other sum scores nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Після кожної покладеної кістки, зокрема першої та останньої з руки, додайте відкриті кінці: кожен звичайний кінець дає своє число, дубль на кінці дає обидві половинки, а дубль усередині й порожня бічна гілка не дають нічого.&lt;/p&gt;&lt;p&gt;Суми кінців із таблиці одразу приносять очки стороні того, хто поклав кістку; будь-яка інша сума не дає нічого.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The table lists the end sums up to {top}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;У таблиці — суми кінців до {top}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Нарахування</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>Пропуск ходу</translation>
    </message>
    <message>
        <source>&lt;p&gt;A player who can lay a tile must. A player who cannot &lt;b&gt;knocks&lt;/b&gt;, and the turn passes on. When nobody can play, the round is &lt;b&gt;blocked&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Хто може покласти кістку, мусить це зробити. Хто не може — &lt;b&gt;стукає&lt;/b&gt;, і хід переходить далі. Коли ніхто не може ходити, раунд &lt;b&gt;заблоковано&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A player who can lay a tile must. With nothing to play, draw from the boneyard one tile at a time until one fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Хто може покласти кістку, мусить це зробити. Якщо ходити нічим, добирайте із запасу по одній кістці, доки якась не підійде.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The drawn tile that fits must be laid at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Добрану кістку, що підходить, треба одразу покласти.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Then lay any tile of your hand that fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Тоді покладіть будь-яку кістку з руки, що підходить.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Only when the boneyard is empty and nothing fits does a player pass. When nobody can play and nothing is left to draw, the round is &lt;b&gt;blocked&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Пропускати хід можна, лише коли запас порожній і нічого не підходить. Коли ніхто не може ходити, а добирати нічого, раунд &lt;b&gt;заблоковано&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Drawing and passing</source>
        <translation>Добір і пропуск</translation>
    </message>
    <message>
        <source>&lt;p&gt;A side must reach exactly {target}. Every scoring event is judged on its own: one that would take the side past {target} is &lt;b&gt;refused whole&lt;/b&gt;, the score stays as it was and play goes on.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Сторона мусить набрати рівно {target}. Кожне нарахування оцінюють окремо: якщо воно підняло б сторону вище {target}, його &lt;b&gt;відхиляють повністю&lt;/b&gt;, рахунок не змінюється, а гра триває.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The score is checked after every event. The first side at {target} or more wins at once, even in the middle of a round; going past {target} is fine.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Рахунок перевіряють після кожного нарахування. Сторона, яка першою має {target} або більше, перемагає негайно, навіть посеред раунду; перевищити {target} можна.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Example: a side stands at {score}.</source>
        <translation>Приклад: сторона має {score}.</translation>
    </message>
    <message>
        <source>refused, the score stays</source>
        <translation>відхилено, рахунок не змінюється</translation>
    </message>
    <message>
        <source>the side wins on the spot</source>
        <translation>сторона негайно перемагає</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>зараховано</translation>
    </message>
    <message>
        <source>A gain of {gain} would make {total}: {verdict}.</source>
        <translation>Нарахування {gain} дало б {total}: {verdict}.</translation>
    </message>
    <message>
        <source>Winning the match</source>
        <translation>Перемога в партії</translation>
    </message>
    <message>
        <source>&lt;p&gt;Nothing is scored.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Нічого не нараховують.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>{seat}: {how}, so {change} for the side</source>
        <translation>{seat}: {how}, тож стороні {change}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Місце</translation>
    </message>
    <message>
        <source>Pips left</source>
        <translation>Очок у руці</translation>
    </message>
    <message>
        <source>&lt;p&gt;A round ends when a player lays their last tile, or when it is blocked. The hands left are then settled; these examples are worked out by the game's own rules.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Раунд закінчується, коли хтось кладе останню кістку або коли його заблоковано. Тоді підраховують руки, що лишилися; ці приклади пораховано за правилами самої гри.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With four players, seats 1 and 3 are partners, and so are seats 2 and 4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Учотирьох місця 1 і 3 — партнери, так само як місця 2 і 4.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Playing out&lt;/b&gt;, {players} players: seat 1 lays its last tile (one that scores nothing itself), and the others hold:&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Хтось виклав усі кістки&lt;/b&gt;, гравців {players}: місце 1 кладе останню кістку (сама вона очок не дає), а в інших лишається:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;A blocked round&lt;/b&gt;, {players} players, seat 1 having led:&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Заблокований раунд&lt;/b&gt;, гравців {players}, почало місце 1:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The lowest hand wins a blocked round.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Заблокований раунд виграє найменша рука.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A blocked round has no winner.&lt;/p&gt;</source>
        <translation>&lt;p&gt;У заблокованому раунді переможця немає.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>End of a round</source>
        <translation>Кінець раунду</translation>
    </message>
    <message>
        <source>&lt;p&gt;This game uses one {set}: {count} tiles, each with two halves marked 0 to {highest}. Every combination appears exactly once, from [0|0] to [{highest}|{highest}]. A tile whose halves are equal is a &lt;b&gt;double&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;pips&lt;/b&gt; of a tile are its two numbers added together: [2|5] has 7. Since no tile repeats, naming a tile also names its place on the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ця гра використовує {set}; кісток у ньому: {count}, кожна має дві половинки з числами від 0 до {highest}. Кожне поєднання трапляється рівно один раз, від [0|0] до [{highest}|{highest}]. Кістка з однаковими половинками називається &lt;b&gt;дублем&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Очки&lt;/b&gt; кістки — це сума її двох чисел: у [2|5] їх 7. Жодна кістка не повторюється, тому назва кістки водночас називає її місце на столі.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{change}&lt;/b&gt; (standard: {standard}). {about}</source>
        <translation>&lt;b&gt;{change}&lt;/b&gt; (стандартно: {standard}). {about}</translation>
    </message>
    <message>
        <source>&lt;p&gt;This match is played under house rules. They differ from the game's standard rules in these points, and every page of this book follows them:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Цей матч грають за домашніми правилами. Від стандартних правил гри вони відрізняються ось чим, і кожна сторінка цієї книги їх враховує:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Домашні правила</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>blunder</source>
        <translation>груба помилка</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>помилка</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>неточність</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Accuracy by round: </source>
        <translation>Точність за раундами: </translation>
    </message>
    <message>
        <source>Biggest swings: </source>
        <translation>Найбільші втрати: </translation>
    </message>
    <message>
        <source>round %1 play %2 (−%3)</source>
        <translation>раунд %1 хід %2 (−%3)</translation>
    </message>
    <message>
        <source>Round %1, play %2: %3 %4, the best play</source>
        <translation>Раунд %1, хід %2: %3 %4, найкращий хід</translation>
    </message>
    <message>
        <source>Round %1, play %2: %3 %4; better %5 %6</source>
        <translation>Раунд %1, хід %2: %3 %4; краще %5 %6</translation>
    </message>
    <message>
        <source>It wins the match now, whatever the others hold.</source>
        <translation>Він одразу виграє матч, хоч би що мали інші.</translation>
    </message>
    <message>
        <source>It ends the round and loses the match, whatever the others hold.</source>
        <translation>Він закінчує раунд і програє матч, хоч би що мали інші.</translation>
    </message>
    <message>
        <source>After it the next player holds a reply that wins the match, whatever else they hold.</source>
        <translation>Після нього наступний гравець має відповідь, що виграє матч, хоч би що ще він мав.</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation><numerusform>%n груба помилка</numerusform><numerusform>%n грубі помилки</numerusform><numerusform>%n грубих помилок</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation><numerusform>%n помилка</numerusform><numerusform>%n помилки</numerusform><numerusform>%n помилок</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n inaccurac(y/ies)</source>
        <translation><numerusform>%n неточність</numerusform><numerusform>%n неточності</numerusform><numerusform>%n неточностей</numerusform></translation>
    </message>
    <message>
        <source>Accuracy %1 (%2). %3.</source>
        <translation>Точність %1 (%2). %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation><numerusform>%n рішення</numerusform><numerusform>%n рішення</numerusform><numerusform>%n рішень</numerusform></translation>
    </message>
    <message>
        <source>No decision lost enough win chance to earn a mark.</source>
        <translation>Жодне рішення не втратило досить шансу на перемогу, щоб отримати позначку.</translation>
    </message>
    <message>
        <source>Marks by win chance lost: inaccuracy %1, mistake %2, blunder %3; declining a play that wins the match is always a blunder.</source>
        <translation>Позначки за втрачений шанс на перемогу: неточність %1, помилка %2, груба помилка %3; відмова від ходу, що виграє матч, — завжди груба помилка.</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Тренер</translation>
    </message>
    <message>
        <source>Decisions and marks</source>
        <translation>Рішення та позначки</translation>
    </message>
    <message>
        <source>&amp;Try again from here</source>
        <translation>&amp;Спробувати ще раз звідси</translation>
    </message>
    <message>
        <source>Play on from the position before this decision, with the same tiles</source>
        <translation>Грати далі з позиції перед цим рішенням, з тими самими кістками</translation>
    </message>
    <message>
        <source>Watch the computers play</source>
        <translation>Дивитися гру комп’ютерів</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Show &amp;every hand</source>
        <translation>Показувати &amp;всі руки</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Гра:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Гравців:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Рівень:</translation>
    </message>
    <message>
        <source>Computer &amp;pause before a play:</source>
        <translation>&amp;Пауза комп’ютера перед ходом:</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Комп’ютер %1</translation>
    </message>
    <message>
        <source>Ana&amp;lyse this game...</source>
        <translation>&amp;Аналіз цієї гри…</translation>
    </message>
    <message>
        <source>Check the &amp;deals</source>
        <translation>Перевірити &amp;роздачі</translation>
    </message>
    <message>
        <source>Replay this d&amp;eal (seats turned)</source>
        <translation>Зіграти цю роздачу &amp;ще раз (місця зсунуто)</translation>
    </message>
    <message>
        <source>&amp;Watch the computers play...</source>
        <translation>&amp;Дивитися гру комп’ютерів…</translation>
    </message>
    <message>
        <source>Show &amp;every hand (computers only)</source>
        <translation>Показувати &amp;всі руки (лише комп’ютери)</translation>
    </message>
    <message>
        <source>P&amp;uzzles...</source>
        <translation>&amp;Задачі…</translation>
    </message>
    <message>
        <source>Deal check</source>
        <translation>Перевірка роздачі</translation>
    </message>
    <message>
        <source>Deal seed %1…</source>
        <translation>Зерно роздачі %1…</translation>
    </message>
    <message>
        <source>The seed of this round's deal, revealed now the round is over:
%1
Its hash is the commitment shown before the first tile:
%2</source>
        <translation>Зерно роздачі цього раунду, відкрите після його завершення:
%1
Його геш — це зобов’язання, показане перед першою кісткою:
%2</translation>
    </message>
    <message>
        <source>Deal commitment %1…</source>
        <translation>Зобов’язання роздачі %1…</translation>
    </message>
    <message>
        <source>The hash of the seed this round was dealt from:
%1
The seed is shown when the round ends; Check the deals compares them.</source>
        <translation>Геш зерна, з якого роздано цей раунд:
%1
Зерно буде показано, коли раунд закінчиться; «Перевірити роздачі» їх порівнює.</translation>
    </message>
    <message>
        <source>Check the deals</source>
        <translation>Перевірка роздач</translation>
    </message>
    <message>
        <source>Round %1: the deal is the one committed to.</source>
        <translation>Раунд %1: роздача та сама, що й у зобов’язанні.</translation>
    </message>
    <message>
        <source>Round %1: the deal does NOT match its commitment.</source>
        <translation>Раунд %1: роздача НЕ відповідає зобов’язанню.</translation>
    </message>
    <message>
        <source>Round %1: still being played; its seed is shown when it ends.</source>
        <translation>Раунд %1: ще триває; його зерно буде показано, коли він закінчиться.</translation>
    </message>
    <message>
        <source>Round %1: over, but its seed was never revealed.</source>
        <translation>Раунд %1: закінчився, але його зерно так і не відкрито.</translation>
    </message>
    <message>
        <source>Round %1: dealt without a commitment; it cannot be checked.</source>
        <translation>Раунд %1: роздано без зобов’язання; перевірити його неможливо.</translation>
    </message>
    <message>
        <source>Every deal matches its commitment.</source>
        <translation>Кожна роздача відповідає своєму зобов’язанню.</translation>
    </message>
    <message>
        <source>Not every deal can be shown to match its commitment.</source>
        <translation>Не для кожної роздачі можна показати відповідність зобов’язанню.</translation>
    </message>
    <message>
        <source>Analysing the game...</source>
        <translation>Аналіз гри…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Аналіз цієї гри</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Аналіз скасовано.</translation>
    </message>
    <message>
        <source>Analysing decision %1 of %2...</source>
        <translation>Аналіз рішення %1 з %2…</translation>
    </message>
    <message>
        <source>Your mistakes could not be kept for the puzzles: %1</source>
        <translation>Не вдалося зберегти ваші помилки для задач: %1</translation>
    </message>
    <message>
        <source>play %1, %2: better [%3] (−%4)</source>
        <translation>хід %1, %2: краще [%3] (−%4)</translation>
    </message>
    <message>
        <source>The best play was made. %1</source>
        <translation>Зроблено найкращий хід. %1</translation>
    </message>
    <message>
        <source>Win chance: played %1, best %2. %3</source>
        <translation>Шанс на перемогу: зіграно %1, найкраще %2. %3</translation>
    </message>
    <message>
        <source>The better play: %1</source>
        <translation>Кращий хід: %1</translation>
    </message>
    <message>
        <source>The play made: %1</source>
        <translation>Зроблений хід: %1</translation>
    </message>
</context>
<context>
    <name>Counting</name>
    <message>
        <source>An open place that adds nothing to the count</source>
        <translation>Відкрите місце, яке нічого не додає до суми</translation>
    </message>
    <message>
        <source>This end adds %1 to the count</source>
        <translation>Цей кінець додає до суми %1</translation>
    </message>
</context>
<context>
    <name>CribbageBoard</name>
    <message>
        <source>Last events:</source>
        <translation>Останні події:</translation>
    </message>
    <message>
        <source>No points yet.</source>
        <translation>Очок поки немає.</translation>
    </message>
    <message>
        <source>Cribbage board: {scores}</source>
        <translation>Дошка для крібеджу: {scores}</translation>
    </message>
    <message>
        <source>Side {n}</source>
        <translation>Сторона {n}</translation>
    </message>
    <message>
        <source>game!</source>
        <translation>гра!</translation>
    </message>
    <message>
        <source>refused: {before} + {change} &gt; {target}</source>
        <translation>відхилено: {before} + {change} &gt; {target}</translation>
    </message>
    <message>
        <source>below zero</source>
        <translation>нижче нуля</translation>
    </message>
    <message>
        <source>&lt; 0</source>
        <translation>&lt; 0</translation>
    </message>
    <message>
        <source>start</source>
        <translation>старт</translation>
    </message>
</context>
<context>
    <name>ErrorGuard</name>
    <message numerus="yes">
        <source>Something went wrong inside the program (%n error(s) so far).</source>
        <translation><numerusform>У програмі щось пішло не так (уже %n помилка).</numerusform><numerusform>У програмі щось пішло не так (уже %n помилки).</numerusform><numerusform>У програмі щось пішло не так (уже %n помилок).</numerusform></translation>
    </message>
    <message>
        <source>The game is as it was and has been saved; play goes on.</source>
        <translation>Гра залишилася такою, як була, і її збережено; гра триває.</translation>
    </message>
    <message>
        <source>The game could not be trusted any more, so it was put back as it was last saved.</source>
        <translation>На гру вже не можна було покластися, тож її повернуто до останнього збереження.</translation>
    </message>
    <message>
        <source>No game was changed.</source>
        <translation>Жодну гру не змінено.</translation>
    </message>
    <message>
        <source>The game goes on, but could not be saved: the last save is kept.</source>
        <translation>Гра триває, але її не вдалося зберегти: останнє збереження залишилося.</translation>
    </message>
    <message>
        <source>The window may not show everything as it should; saving the game under another name is safest.</source>
        <translation>Вікно може показувати не все як слід; найнадійніше — зберегти гру під іншою назвою.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Непередбачена помилка</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>New %1 game</source>
        <translation>Нова гра «%1»</translation>
    </message>
    <message>
        <source>&amp;%1 players, you against computers</source>
        <translation>Гравців: &amp;%1 — ви проти комп’ютерів</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Доміно</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Комп’ютер %1</translation>
    </message>
    <message>
        <source>Last play</source>
        <translation>Останній хід</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Повідомлення</translation>
    </message>
    <message>
        <source>Draw a tile</source>
        <translation>Добрати кістку</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Підказка</translation>
    </message>
    <message>
        <source>Computer player error: %1</source>
        <translation>Помилка комп’ютерного гравця: %1</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Підказки немає: %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ийти</translation>
    </message>
    <message>
        <source>Knock (pass)</source>
        <translation>Стукнути (пропустити хід)</translation>
    </message>
    <message>
        <source>New &amp;match</source>
        <translation>Нова &amp;партія</translation>
    </message>
    <message>
        <source>Draw (D)</source>
        <translation>Добрати (D)</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Підказка (H)</translation>
    </message>
    <message>
        <source>Play again with the same players and rules</source>
        <translation>Зіграти ще раз з тими самими гравцями й правилами</translation>
    </message>
    <message>
        <source>&amp;Review this match</source>
        <translation>Пе&amp;реглянути цю партію</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>З&amp;більшити</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>З&amp;меншити</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;Увесь стіл</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Пропустити (P)</translation>
    </message>
    <message>
        <source>Knock (P)</source>
        <translation>Стукнути (P)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>player</source>
        <translation>гравець</translation>
    </message>
    <message>
        <source>Show &amp;counting ends</source>
        <translation>Показувати &amp;залікові кінці</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>Зменшити (-)</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>Збільшити (+)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Увесь стіл</translation>
    </message>
    <message>
        <source>Fit the board to the table (0)</source>
        <translation>Показати всю викладку на столі (0)</translation>
    </message>
    <message>
        <source>Show the &amp;score panel</source>
        <translation>Показувати панель &amp;рахунку</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пропустити хід</translation>
    </message>
    <message>
        <source>Match over: %1 won.</source>
        <translation>Партію завершено: перемога — %1.</translation>
    </message>
    <message>
        <source>Match called off at the game's round limit (%1): nobody won.</source>
        <translation>Матч припинено на межі раундів цієї гри (%1): ніхто не виграв.</translation>
    </message>
    <message>
        <source>Round %1: the lot (%2) gives the lead to %3.</source>
        <translation>Раунд %1: жереб (%2) — починає %3.</translation>
    </message>
    <message>
        <source>[%1] fits: it must be played now.</source>
        <translation>[%1] підходить: її треба покласти зараз.</translation>
    </message>
    <message>
        <source>No tile fits: draw from the boneyard (click it or press D).</source>
        <translation>Жодна кістка не підходить: добирайте із запасу (клацніть на ньому або натисніть D).</translation>
    </message>
    <message>
        <source>No tile fits and there is nothing to draw: pass (P).</source>
        <translation>Жодна кістка не підходить, а запас порожній: пропустіть хід (P).</translation>
    </message>
    <message>
        <source>No tile fits: knock (P).</source>
        <translation>Жодна кістка не підходить: стукніть (P).</translation>
    </message>
    <message>
        <source>[%1] fits %2 places: click one, or Tab and Enter.</source>
        <translation>[%1] підходить до кількох місць (%2): клацніть одне або виберіть Tab і Enter.</translation>
    </message>
    <message>
        <source>Looking for a good play...</source>
        <translation>Шукаю добрий хід…</translation>
    </message>
    <message>
        <source>No game is being played: choose Game, New game (Ctrl+N).</source>
        <translation>Гра ще не почалася: виберіть «Гра», «Нова гра» (Ctrl+N).</translation>
    </message>
    <message>
        <source>Place %1 of %2: %3.</source>
        <translation>Місце %1 з %2: %3.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Exact 61 Five Up</source>
        <translation>Екзакт 61 Файв Ап</translation>
    </message>
    <message>
        <source>Seven Rocks</source>
        <translation>Севен Рокс</translation>
    </message>
    <message>
        <source>All Fives</source>
        <translation>Усі п’ятірки</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Блок</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Добір</translation>
    </message>
    <message>
        <source>Fives and Threes</source>
        <translation>П’ятірки й трійки</translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation>Маґінс</translation>
    </message>
    <message>
        <source>Mexican Train</source>
        <translation>Мексиканський потяг</translation>
    </message>
    <message>
        <source>Bergen</source>
        <translation>Берген</translation>
    </message>
    <message>
        <source>Cuban Dominoes</source>
        <translation>Кубинське доміно</translation>
    </message>
    <message>
        <source>All Fives, each for themselves</source>
        <translation>Усі п’ятірки, кожен сам за себе</translation>
    </message>
    <message>
        <source>Muggins, each for themselves</source>
        <translation>Маґінс, кожен сам за себе</translation>
    </message>
    <message>
        <source>Draw, each for themselves</source>
        <translation>Добір, кожен сам за себе</translation>
    </message>
</context>
<context>
    <name>GuidedGameDialog</name>
    <message>
        <source>Guided first game</source>
        <translation>Перша гра з підказками</translation>
    </message>
</context>
<context>
    <name>GuidedGameWidget</name>
    <message>
        <source>The rules allow that, but this lesson asks for: {action}</source>
        <translation>Правила це дозволяють, але в цьому уроці потрібно: {action}</translation>
    </message>
    <message>
        <source>{tile} fits in several places: choose one.</source>
        <translation>{tile} підходить до кількох місць: виберіть одне.</translation>
    </message>
    <message>
        <source>Guided game: {game}</source>
        <translation>Гра з підказками: {game}</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Добрати</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Пропустити хід</translation>
    </message>
    <message>
        <source>&amp;Knock (pass)</source>
        <translation>&amp;Стукнути (пропустити)</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Далі</translation>
    </message>
    <message>
        <source>Your move: {action}</source>
        <translation>Ваш хід: {action}</translation>
    </message>
    <message>
        <source>Press Continue to let {who} play.</source>
        <translation>Натисніть «Далі», щоб походив гравець: {who}.</translation>
    </message>
    <message>
        <source>Your pair</source>
        <translation>Ваша пара</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Суперники</translation>
    </message>
    <message>
        <source>draw a tile</source>
        <translation>доберіть кістку</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пропустити хід</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>стукніть</translation>
    </message>
    <message>
        <source>lay {move}</source>
        <translation>покладіть {move}</translation>
    </message>
</context>
<context>
    <name>HandTiles</name>
    <message>
        <source>no tiles left</source>
        <translation>кісток не лишилося</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message numerus="yes">
        <source>%n tile(s) in hand</source>
        <translation><numerusform>%n кістка в руці</numerusform><numerusform>%n кістки в руці</numerusform><numerusform>%n кісток у руці</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the boneyard</source>
        <translation><numerusform>%n кістка у запасі</numerusform><numerusform>%n кістки у запасі</numerusform><numerusform>%n кісток у запасі</numerusform></translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>Rules of &amp;%1</source>
        <translation>Правила гри «&amp;%1»</translation>
    </message>
    <message>
        <source>&amp;Guided first game: %1</source>
        <translation>Перша гра з &amp;підказками: «%1»</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Клавіші</translation>
    </message>
    <message>
        <source>&amp;About Dominoes</source>
        <translation>&amp;Про «Доміно»</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавіші</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Dominoes %1&lt;/h3&gt;&lt;p&gt;%2: for one player and computer opponents, with a rules book for every game and guided first games.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Доміно %1&lt;/h3&gt;&lt;p&gt;%2: для одного гравця проти комп’ютерних суперників, з книгою правил кожної гри й першими іграми з підказками.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Dominoes</source>
        <translation>Про «Доміно»</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 і %2</translation>
    </message>
    <message>
        <source>{tile} as the lead</source>
        <translation>{tile} першим ходом</translation>
    </message>
    <message>
        <source>{tile} on {at}</source>
        <translation>{tile} до {at}</translation>
    </message>
    <message>
        <source>{tile} on the {value} end of {at}</source>
        <translation>{tile} до кінця {value} кістки {at}</translation>
    </message>
    <message>
        <source>Hint: nothing fits, so draw a tile.</source>
        <translation>Підказка: нічого не підходить, тож доберіть кістку.</translation>
    </message>
    <message>
        <source>Hint: nothing fits and nothing is left to draw, so pass.</source>
        <translation>Підказка: нічого не підходить, а запас порожній, тож пропустіть хід.</translation>
    </message>
    <message>
        <source>it wins the match</source>
        <translation>це виграє партію</translation>
    </message>
    <message numerus="yes">
        <source>it scores %n point(s) now</source>
        <translation><numerusform>це дає %n очко одразу</numerusform><numerusform>це дає %n очки одразу</numerusform><numerusform>це дає %n очок одразу</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>its %n point(s) would pass the target, so they would not count</source>
        <translation><numerusform>%n очко вивело б за мету, тож воно не зарахується</numerusform><numerusform>%n очки вивели б за мету, тож вони не зарахуються</numerusform><numerusform>%n очок вивели б за мету, тож вони не зарахуються</numerusform></translation>
    </message>
    <message>
        <source>it keeps %1 open for your tiles</source>
        <translation>для ваших кісток лишаються відкритими %1</translation>
    </message>
    <message>
        <source>none of your tiles will fit after it</source>
        <translation>після нього жодна ваша кістка не підійде</translation>
    </message>
    <message>
        <source>the next player may win with the reply (about %1% likely)</source>
        <translation>наступний гравець може виграти своїм ходом (імовірність близько %1%)</translation>
    </message>
    <message numerus="yes">
        <source>the reply may score about %n point(s)</source>
        <translation><numerusform>у відповідь можуть набрати близько %n очка</numerusform><numerusform>у відповідь можуть набрати близько %n очок</numerusform><numerusform>у відповідь можуть набрати близько %n очок</numerusform></translation>
    </message>
    <message>
        <source>it gives little away</source>
        <translation>суперникам мало що лишається</translation>
    </message>
    <message>
        <source>every other play you have costs more</source>
        <translation>кожен інший ваш хід коштує більше</translation>
    </message>
    <message>
        <source>Hint: play %1: %2, although %3.</source>
        <translation>Підказка: грайте %1: %2, хоча %3.</translation>
    </message>
    <message>
        <source>Hint: play %1: %2.</source>
        <translation>Підказка: покладіть %1 — %2.</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Set</source>
        <translation>Набір</translation>
    </message>
    <message>
        <source>Draw from the boneyard</source>
        <translation>Добирати із запасу</translation>
    </message>
    <message>
        <source>A drawn tile that fits is played</source>
        <translation>Добрану кістку, що підходить, кладуть</translation>
    </message>
    <message>
        <source>Partners at four</source>
        <translation>Пари вчотирьох</translation>
    </message>
    <message>
        <source>Partners go out together</source>
        <translation>Партнери виходять разом</translation>
    </message>
    <message>
        <source>Spinners</source>
        <translation>Розгалужувачі</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Мета</translation>
    </message>
    <message>
        <source>Reaching the target</source>
        <translation>Досягнення мети</translation>
    </message>
    <message>
        <source>Next round's leader</source>
        <translation>Хто починає наступний раунд</translation>
    </message>
    <message>
        <source>Round limit</source>
        <translation>Межа раундів</translation>
    </message>
    <message>
        <source>A blocked round pays</source>
        <translation>Заблокований раунд оплачує</translation>
    </message>
    <message>
        <source>A blocked round goes to</source>
        <translation>Заблокований раунд виграє</translation>
    </message>
    <message>
        <source>Points for going out</source>
        <translation>Очки за вихід</translation>
    </message>
    <message>
        <source>The going-out point</source>
        <translation>Очко за вихід</translation>
    </message>
    <message>
        <source>Starting run</source>
        <translation>Стартовий ланцюжок</translation>
    </message>
    <message>
        <source>An open double binds everyone</source>
        <translation>Відкритий дубль зобов’язує всіх</translation>
    </message>
    <message>
        <source>Mexican train after your own</source>
        <translation>Мексиканський потяг — після власного</translation>
    </message>
    <message>
        <source>0|0 counts 50</source>
        <translation>0|0 важить 50</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунди</translation>
    </message>
    <message>
        <source>On a player's first turn of a round, several tiles may be laid on their own train.</source>
        <translation>Першим ходом у раунді гравець може викласти кілька кісток на власний потяг.</translation>
    </message>
    <message>
        <source>A double left uncovered must be covered before anything else, by whoever moves; when unchecked, only by the player who laid it, in that turn.</source>
        <translation>Непокритий дубль треба покрити раніше за все інше, хоч би хто ходив; якщо вимкнено — лише гравцеві, що його поклав, і лише в тому ж ході.</translation>
    </message>
    <message>
        <source>A player may play on the Mexican train only once their own train is started.</source>
        <translation>Гравець може ходити на мексиканський потяг лише тоді, коли вже почав власний.</translation>
    </message>
    <message>
        <source>The double-blank left in a hand counts 50 points.</source>
        <translation>Дубль-пусто, що лишився в руці, важить 50 очок.</translation>
    </message>
    <message>
        <source>Rounds in a match, the engine going down one double each round (0: one round per double, down to the double-blank).</source>
        <translation>Кількість раундів у партії; щораунду в станції дубль на одиницю менший (0: по раунду на кожен дубль, аж до дубль-пусто).</translation>
    </message>
    <message>
        <source>The set of tiles, by its highest double: double-six has 28 tiles, double-nine 55, double-twelve 91.</source>
        <translation>Набір кісток за його найстаршим дублем: у «дубль-шість» 28 кісток, у «дубль-дев'ять» 55, у «дубль-дванадцять» 91.</translation>
    </message>
    <message>
        <source>A player who cannot play draws from the boneyard; when unchecked, the player knocks and the tiles left over stay out of play.</source>
        <translation>Гравець, який не може походити, добирає із запасу; якщо не позначено, він стукає, а решта кісток лишається поза грою.</translation>
    </message>
    <message>
        <source>A drawn tile that fits must be played at once; when unchecked, any tile that fits may be played.</source>
        <translation>Добрану кістку, що підходить, треба покласти одразу; якщо не позначено, можна покласти будь-яку кістку, що підходить.</translation>
    </message>
    <message>
        <source>Four players play as two partnerships of opposite seats; when unchecked, each plays for themselves.</source>
        <translation>Четверо грають двома парами: партнери сидять одне навпроти одного; якщо не позначено, кожен грає сам за себе.</translation>
    </message>
    <message>
        <source>With partners, a round ends only when both partners are out (only without a boneyard).</source>
        <translation>У парній грі раунд закінчується лише тоді, коли вийшли обидва партнери (лише без запасу).</translation>
    </message>
    <message>
        <source>Which doubles open side branches.</source>
        <translation>Які дублі відкривають бічні гілки.</translation>
    </message>
    <message>
        <source>The score, as the table shows it, that wins the match.</source>
        <translation>Рахунок (як його показує стіл), що виграє матч.</translation>
    </message>
    <message>
        <source>Whether a score must land exactly on the target (a gain that would pass it is refused) or may reach or pass it.</source>
        <translation>Чи має рахунок влучити рівно в мету (приріст, що її перевищив би, не зараховують), чи досить досягти або перевищити її.</translation>
    </message>
    <message>
        <source>Who leads each round after the first.</source>
        <translation>Хто починає кожен раунд після першого.</translation>
    </message>
    <message>
        <source>After this many rounds a match that nobody has won is called off.</source>
        <translation>Після стількох раундів матч, який ніхто не виграв, припиняють.</translation>
    </message>
    <message>
        <source>At a block, every hand scores its differences to heavier opposing hands, or only the lightest hand scores.</source>
        <translation>При блокуванні кожна рука отримує різницю з важчими руками суперників, або очки отримує лише найлегша рука.</translation>
    </message>
    <message>
        <source>With partners, a block goes to the lightest single hand, or to the side whose two hands weigh less.</source>
        <translation>У парній грі блокування виграє найлегша окрема рука або пара, чиї дві руки разом легші.</translation>
    </message>
    <message>
        <source>What going out is worth (with partners: both partners out).</source>
        <translation>Скільки дає вихід (у парній грі — коли вийшли обидва партнери).</translation>
    </message>
    <message>
        <source>Whether the point for going out is judged together with the last tile's points (both refused if together they pass the target) or on its own.</source>
        <translation>Чи оцінюють очко за вихід разом з очками останньої кістки (обидва не зараховують, якщо разом вони перевищують мету), чи окремо.</translation>
    </message>
    <message>
        <source>double-six (28 tiles)</source>
        <translation>дубль-шість (28 кісток)</translation>
    </message>
    <message>
        <source>double-nine (55 tiles)</source>
        <translation>дубль-дев'ять (55 кісток)</translation>
    </message>
    <message>
        <source>double-twelve (91 tiles)</source>
        <translation>дубль-дванадцять (91 кістка)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>жодного</translation>
    </message>
    <message>
        <source>the first double</source>
        <translation>перший дубль</translation>
    </message>
    <message>
        <source>every double</source>
        <translation>кожен дубль</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>рівно</translation>
    </message>
    <message>
        <source>reach or pass</source>
        <translation>досягти або перевищити</translation>
    </message>
    <message>
        <source>whoever went out</source>
        <translation>той, хто вийшов</translation>
    </message>
    <message>
        <source>the next seat in turn</source>
        <translation>наступне місце по черзі</translation>
    </message>
    <message>
        <source>a lot</source>
        <translation>жереб</translation>
    </message>
    <message>
        <source>every hand's differences</source>
        <translation>різниці кожної руки</translation>
    </message>
    <message>
        <source>the lightest hand only</source>
        <translation>лише найлегша рука</translation>
    </message>
    <message>
        <source>the lightest hand</source>
        <translation>найлегша рука</translation>
    </message>
    <message>
        <source>the lighter side</source>
        <translation>легша пара</translation>
    </message>
    <message>
        <source>with the last tile</source>
        <translation>разом з останньою кісткою</translation>
    </message>
    <message>
        <source>on its own</source>
        <translation>окремо</translation>
    </message>
    <message>
        <source>{value} set</source>
        <translation>набір {value}</translation>
    </message>
    <message>
        <source>drawing from the boneyard</source>
        <translation>добір із запасу</translation>
    </message>
    <message>
        <source>no drawing (knock)</source>
        <translation>без добору (стук)</translation>
    </message>
    <message>
        <source>a drawn tile that fits is played</source>
        <translation>добрану кістку, що підходить, кладуть</translation>
    </message>
    <message>
        <source>a drawn tile may wait</source>
        <translation>добрана кістка може почекати</translation>
    </message>
    <message>
        <source>partners at four</source>
        <translation>пари вчотирьох</translation>
    </message>
    <message>
        <source>each for themselves at four</source>
        <translation>кожен сам за себе вчотирьох</translation>
    </message>
    <message>
        <source>partners go out together</source>
        <translation>партнери виходять разом</translation>
    </message>
    <message>
        <source>one partner out ends the round</source>
        <translation>вихід одного партнера закінчує раунд</translation>
    </message>
    <message>
        <source>no spinners</source>
        <translation>без розгалужувачів</translation>
    </message>
    <message>
        <source>spinners: {value}</source>
        <translation>розгалужувачі: {value}</translation>
    </message>
    <message>
        <source>target {value}</source>
        <translation>мета {value}</translation>
    </message>
    <message>
        <source>the target exactly</source>
        <translation>мета рівно</translation>
    </message>
    <message>
        <source>the target or more</source>
        <translation>мета або більше</translation>
    </message>
    <message>
        <source>next leader: {value}</source>
        <translation>наступний раунд починає {value}</translation>
    </message>
    <message>
        <source>at most {value} rounds</source>
        <translation>раундів щонайбільше: {value}</translation>
    </message>
    <message>
        <source>a block pays {value}</source>
        <translation>блокування оплачує {value}</translation>
    </message>
    <message>
        <source>a block goes to {value}</source>
        <translation>блокування виграє {value}</translation>
    </message>
    <message>
        <source>{value} for going out</source>
        <translation>за вихід: {value}</translation>
    </message>
    <message>
        <source>the going-out point {value}</source>
        <translation>очко за вихід {value}</translation>
    </message>
    <message>
        <source>Tiles each, {players} players</source>
        <translation>Кісток кожному, коли гравців {players}</translation>
    </message>
    <message>
        <source>How many tiles each player is dealt when {players} play.</source>
        <translation>Скільки кісток роздають кожному, коли грають {players}.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <source>{tiles} tiles each at {players}</source>
        <translation>кісток кожному: {tiles} (гравців: {players})</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <source>Standard rules.</source>
        <translation>Стандартні правила.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>House rules: {changes}.</source>
        <translation>Домашні правила: {changes}.</translation>
    </message>
    <message>
        <source>Preset: {changes}.</source>
        <translation>Готовий варіант: {changes}.</translation>
    </message>
    <message>
        <source>{players} hands of {tiles} tiles need {need} tiles; the {set} set has {count}</source>
        <translation>рук: {players}, кісток у кожній: {tiles}, разом потрібно {need}; у наборі «{set}» — {count}</translation>
    </message>
    <message>
        <source>partners can go out together only when nobody draws</source>
        <translation>партнери можуть виходити разом лише тоді, коли ніхто не добирає</translation>
    </message>
    <message>
        <source>{game} — house rules ({changes})</source>
        <translation>{game} — домашні правила ({changes})</translation>
    </message>
</context>
<context>
    <name>HouseRulesPanel</name>
    <message>
        <source>%1 (standard: %2)</source>
        <translation>%1 (стандартно: %2)</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Saved rulesets: %1</source>
        <translation>Збережені правила: %1</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Стандартні правила</translation>
    </message>
    <message>
        <source>%1 (saved)</source>
        <translation>%1 (збережені)</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Домашні правила</translation>
    </message>
    <message>
        <source>Cannot be played: %1</source>
        <translation>Так грати не можна: %1</translation>
    </message>
    <message>
        <source>Save house rules</source>
        <translation>Зберегти домашні правила</translation>
    </message>
    <message>
        <source>&amp;Name of these house rules:</source>
        <translation>&amp;Назва цих домашніх правил:</translation>
    </message>
    <message>
        <source>The house rules were not saved: %1</source>
        <translation>Домашні правила не збережено: %1</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Збережено як «%1».</translation>
    </message>
    <message>
        <source>The ruleset was not deleted: %1</source>
        <translation>Правила не видалено: %1</translation>
    </message>
    <message>
        <source>Deleted %1; the options shown stay.</source>
        <translation>«%1» видалено; показані параметри лишаються.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>The game's presets, the house rules you saved, and the house rules being edited</source>
        <translation>Готові варіанти гри, збережені вами домашні правила і домашні правила, які ви зараз змінюєте</translation>
    </message>
    <message>
        <source>What differs from the standard rules</source>
        <translation>Чим правила відрізняються від стандартних</translation>
    </message>
    <message>
        <source>Show all &amp;options</source>
        <translation>Показати в&amp;сі параметри</translation>
    </message>
    <message>
        <source>Shows or hides every option of the game</source>
        <translation>Показує або ховає всі параметри гри</translation>
    </message>
    <message>
        <source>Sta&amp;ndard rules</source>
        <translation>Ст&amp;андартні правила</translation>
    </message>
    <message>
        <source>Puts every option back to the game's standard rules</source>
        <translation>Повертає всі параметри до стандартних правил гри</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>З&amp;берегти як…</translation>
    </message>
    <message>
        <source>Keeps these house rules under a name, offered with the presets next time</source>
        <translation>Зберігає ці домашні правила під назвою; наступного разу їх запропонують разом із готовими варіантами</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>В&amp;идалити</translation>
    </message>
    <message>
        <source>Forgets the saved ruleset chosen</source>
        <translation>Забуває вибрані збережені правила</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>choose a tile</source>
        <translation>вибрати кістку</translation>
    </message>
    <message>
        <source>choose a place</source>
        <translation>вибрати місце</translation>
    </message>
    <message>
        <source>play</source>
        <translation>покласти</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>добрати</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пропустити хід</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>підказка</translation>
    </message>
    <message>
        <source>show or hide the counting ends</source>
        <translation>показати або сховати залікові кінці</translation>
    </message>
    <message>
        <source>clear the choice</source>
        <translation>скасувати вибір</translation>
    </message>
    <message>
        <source>zoom</source>
        <translation>масштаб</translation>
    </message>
    <message>
        <source>fit the table</source>
        <translation>увесь стіл</translation>
    </message>
    <message>
        <source>move a zoomed board</source>
        <translation>посунути збільшену викладку</translation>
    </message>
    <message>
        <source>say the open ends and their sum</source>
        <translation>прочитати відкриті кінці та їхню суму</translation>
    </message>
    <message>
        <source>say my hand</source>
        <translation>прочитати мої кістки</translation>
    </message>
    <message>
        <source>say the scores</source>
        <translation>прочитати рахунок</translation>
    </message>
    <message>
        <source>say the last play</source>
        <translation>прочитати останній хід</translation>
    </message>
    <message>
        <source>say whose turn it is</source>
        <translation>сказати, чий хід</translation>
    </message>
    <message>
        <source>say what is left to draw</source>
        <translation>сказати, скільки лишилося в запасі</translation>
    </message>
    <message>
        <source>say the whole board in play order</source>
        <translation>прочитати весь стіл у порядку ходів</translation>
    </message>
    <message>
        <source>say the last events again</source>
        <translation>повторити останні події</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>en</source>
        <comment>The code of the language you translate into: uk for Ukrainian.</comment>
        <translation>uk</translation>
    </message>
</context>
<context>
    <name>LookPreview</name>
    <message>
        <source>Olena</source>
        <translation>Олена</translation>
    </message>
    <message>
        <source>5 tiles</source>
        <translation>5 кісток</translation>
    </message>
    <message>
        <source>Preview of the table</source>
        <translation>Попередній перегляд столу</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>{tile} leads</source>
        <translation>{tile} — перша кістка</translation>
    </message>
    <message>
        <source>{tile} on {at} ({end})</source>
        <translation>{tile} на {at} ({end})</translation>
    </message>
    <message>
        <source>You draw a tile</source>
        <translation>Ви добираєте кістку</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Ви пропускаєте хід</translation>
    </message>
    <message>
        <source>You knock (pass)</source>
        <translation>Ви стукаєте (пропускаєте хід)</translation>
    </message>
    <message>
        <source>{who}: draws a tile</source>
        <translation>{who}: добирає кістку</translation>
    </message>
    <message>
        <source>{who}: passes</source>
        <translation>{who}: пропускає хід</translation>
    </message>
    <message>
        <source>{who}: knocks (passes)</source>
        <translation>{who}: стукає (пропускає хід)</translation>
    </message>
    <message>
        <source>{who}: {move}</source>
        <translation>{who}: {move}</translation>
    </message>
</context>
<context>
    <name>NetMenu</name>
    <message>
        <source>Your name at the table</source>
        <translation>Ваше ім’я за столом</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Відкрити стіл</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;ім’я:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Гра:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравців</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Гравців:</translation>
    </message>
    <message>
        <source>Open to the &amp;local network (friends on other computers)</source>
        <translation>Відкрити для &amp;локальної мережі (друзі за іншими комп’ютерами)</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>будь-який вільний порт</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>П&amp;орт:</translation>
    </message>
    <message>
        <source>The table server runs while this program is open; the room code and a link to share come next.</source>
        <translation>Сервер столу працює, поки відкрита ця програма; далі з’являться код кімнати й посилання, яким можна поділитися.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Приєднатися до столу</translation>
    </message>
    <message>
        <source>Link or room code</source>
        <translation>Посилання або код кімнати</translation>
    </message>
    <message>
        <source>&amp;Link or code:</source>
        <translation>&amp;Посилання або код:</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <source>&amp;Server (with a code):</source>
        <translation>&amp;Сервер (для коду):</translation>
    </message>
    <message>
        <source>That is neither a link to a table nor a room code (six letters and digits).</source>
        <translation>Це не посилання на стіл і не код кімнати (шість літер і цифр).</translation>
    </message>
    <message>
        <source>With a room code, give the server too: its address, and :port when it is not 8765.</source>
        <translation>З кодом кімнати вкажіть і сервер: його адресу, а також :порт, якщо він не 8765.</translation>
    </message>
    <message>
        <source>Give your name for the table.</source>
        <translation>Укажіть своє ім’я для столу.</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Відкрити стіл…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Приєднатися до столу…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>The table server did not start: %1</source>
        <translation>Сервер столу не запустився: %1</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>Connection lost: joining the table again…</source>
        <translation>Зв’язок утрачено: повертаємося до столу…</translation>
    </message>
    <message>
        <source>The table cannot be reached.</source>
        <translation>Стіл недосяжний.</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Знову за столом.</translation>
    </message>
    <message>
        <source>This window plays a network table.</source>
        <translation>У цьому вікні йде гра за мережевим столом.</translation>
    </message>
    <message>
        <source>A new match at a network table starts from its lobby.</source>
        <translation>Нова партія за мережевим столом починається з його лобі.</translation>
    </message>
    <message>
        <source>Review the match: its record comes from the server once the match is over, and opens in the main window.</source>
        <translation>Розбір партії: її запис надходить із сервера після завершення партії й відкривається в головному вікні.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Скасувати хід</translation>
    </message>
    <message>
        <source>No undo at a network table: the match is rated for everyone.</source>
        <translation>За мережевим столом ходів не скасовують: партія рейтингова для всіх.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Підказка</translation>
    </message>
    <message>
        <source>No hints at a network table: the match is rated for everyone.</source>
        <translation>За мережевим столом підказок немає: партія рейтингова для всіх.</translation>
    </message>
    <message>
        <source>Table %1 — Dominoes</source>
        <translation>Стіл %1 — Доміно</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 каже: %2</translation>
    </message>
    <message>
        <source>%1 lost the connection.</source>
        <translation>Зв’язок із гравцем %1 утрачено.</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 знову за столом.</translation>
    </message>
    <message>
        <source>A bot is playing for %1 until they are back.</source>
        <translation>Бот грає замість гравця %1, доки той не повернеться.</translation>
    </message>
    <message>
        <source>Round %1: the deal checks out.</source>
        <translation>Раунд %1: роздачу перевірено, усе чесно.</translation>
    </message>
    <message>
        <source>Round %1: the deal does NOT check out: %2</source>
        <translation>Раунд %1: роздача НЕ проходить перевірку: %2</translation>
    </message>
    <message>
        <source>The match can be reviewed once it is over.</source>
        <translation>Розібрати партію можна, коли вона завершиться.</translation>
    </message>
    <message>
        <source>The record could not be kept: %1</source>
        <translation>Не вдалося зберегти запис: %1</translation>
    </message>
    <message>
        <source>The match's record does not replay: %1</source>
        <translation>Запис партії не відтворюється: %1</translation>
    </message>
    <message>
        <source>The match's record replays here to the same result.</source>
        <translation>Запис партії відтворюється тут із тим самим результатом.</translation>
    </message>
    <message>
        <source>The match's record replays here to ANOTHER result.</source>
        <translation>Запис партії відтворюється тут з ІНШИМ результатом.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>Room code: %1</source>
        <translation>Код кімнати: %1</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Місця</translation>
    </message>
    <message>
        <source>Phrase</source>
        <translation>Фраза</translation>
    </message>
    <message>
        <source>&amp;Say</source>
        <translation>&amp;Сказати</translation>
    </message>
    <message>
        <source>&amp;Mute the chat</source>
        <translation>&amp;Вимкнути чат</translation>
    </message>
    <message>
        <source>Chat and table notes</source>
        <translation>Чат і нотатки столу</translation>
    </message>
    <message>
        <source>Network table: no hints and no undo (the match is rated for everyone); the match can be reviewed once it is over.</source>
        <translation>Мережевий стіл: без підказок і без скасування ходів (партія рейтингова для всіх); розібрати партію можна після її завершення.</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Стіл %1</translation>
    </message>
    <message>
        <source>Link to the table</source>
        <translation>Посилання на стіл</translation>
    </message>
    <message>
        <source>&amp;Copy link</source>
        <translation>&amp;Копіювати посилання</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравців</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Гра:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Гравців:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Почати</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Піти</translation>
    </message>
    <message>
        <source>The link is copied: send it to your friends.</source>
        <translation>Посилання скопійовано: надішліть його друзям.</translation>
    </message>
    <message>
        <source>Room code: %1 · server %2:%3</source>
        <translation>Код кімнати: %1 · сервер %2:%3</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>З’єднання…</translation>
    </message>
    <message>
        <source>Every seat needs a player or a computer first.</source>
        <translation>Спершу кожне місце має зайняти гравець або комп’ютер.</translation>
    </message>
    <message>
        <source>The match has started without you: watching, you see who sits where, not the board.</source>
        <translation>Партія почалася без вас: як глядач ви бачите, хто де сидить, але не стіл із кісточками.</translation>
    </message>
    <message>
        <source>Choose a seat: press Sit here.</source>
        <translation>Виберіть місце: натисніть «Сісти тут».</translation>
    </message>
    <message>
        <source>You are seated. Put computers in empty seats or wait for friends, then Start.</source>
        <translation>Ви за столом. Посадіть комп’ютери на вільні місця або дочекайтеся друзів, тоді натисніть «Почати».</translation>
    </message>
    <message>
        <source>You are seated and ready: the host starts the match.</source>
        <translation>Ви за столом і готові: партію починає господар столу.</translation>
    </message>
    <message>
        <source>Sit &amp;here</source>
        <translation>Сісти &amp;тут</translation>
    </message>
    <message>
        <source>Computer in seat %1</source>
        <translation>Комп’ютер на місці %1</translation>
    </message>
    <message>
        <source>no computer</source>
        <translation>без комп’ютера</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>вільне місце</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation>%1 (комп’ютер, %2)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (ви)</translation>
    </message>
    <message>
        <source>a bot is playing for %1</source>
        <translation>бот грає замість гравця %1</translation>
    </message>
    <message>
        <source>away %1</source>
        <translation>не на зв’язку %1</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>на зв’язку</translation>
    </message>
    <message>
        <source>No table has that room code (it may be over).</source>
        <translation>Столу з таким кодом кімнати немає (можливо, гру вже завершено).</translation>
    </message>
    <message>
        <source>That table is full.</source>
        <translation>За цим столом немає вільних місць.</translation>
    </message>
    <message>
        <source>Someone already sits there.</source>
        <translation>Це місце вже зайняте.</translation>
    </message>
    <message>
        <source>Only the table's host can change that.</source>
        <translation>Змінити це може лише господар столу.</translation>
    </message>
    <message>
        <source>The server is full: try again later.</source>
        <translation>Сервер переповнений: спробуйте пізніше.</translation>
    </message>
    <message>
        <source>This program and the server speak different versions of the table protocol: update the older one.</source>
        <translation>Ця програма й сервер використовують різні версії протоколу столу: оновіть старішу.</translation>
    </message>
    <message>
        <source>Too quick: wait a moment, then try again.</source>
        <translation>Надто швидко: зачекайте мить і спробуйте знову.</translation>
    </message>
    <message>
        <source>The server cannot be reached: %1</source>
        <translation>Сервер недосяжний: %1</translation>
    </message>
    <message>
        <source>The table said no: %1</source>
        <translation>Стіл відмовив: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Гра:</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Мета</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Мета:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Кількість гравців</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Гра&amp;вців:</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <source>random</source>
        <translation>випадкове</translation>
    </message>
    <message>
        <source>&amp;Seed (optional):</source>
        <translation>&amp;Зерно (необов’язково):</translation>
    </message>
    <message>
        <source>Seats (clockwise)</source>
        <translation>Місця (за годинниковою стрілкою)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Місце %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Ім’я на місці %1</translation>
    </message>
    <message>
        <source>Player of seat %1</source>
        <translation>Гравець на місці %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Людина</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Комп’ютер (%1)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Комп’ютер %1</translation>
    </message>
    <message>
        <source>S&amp;erious game (no undo, no hints)</source>
        <translation>С&amp;ерйозна гра (без скасування ходів і підказок)</translation>
    </message>
    <message>
        <source>Serious game</source>
        <translation>Серйозна гра</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Роздати</translation>
    </message>
    <message>
        <source>exactly %1</source>
        <translation>рівно %1</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 або більше</translation>
    </message>
    <message>
        <source>Exactly one seat must be a human: a train game is played by one person against computers.</source>
        <translation>Людиною має бути рівно одне місце: у гру з потягами грає одна людина проти комп’ютерів.</translation>
    </message>
    <message>
        <source>Partners sit opposite: %1 and %2 play against %3 and %4.</source>
        <translation>Партнери сидять навпроти: %1 і %2 грають проти %3 і %4.</translation>
    </message>
    <message>
        <source>Every player plays alone.</source>
        <translation>Кожен грає сам за себе.</translation>
    </message>
</context>
<context>
    <name>PassAndPlay</name>
    <message>
        <source>Pass to %1 — press Space when ready</source>
        <translation>Передайте гравцеві %1 — натисніть пробіл, коли будете готові</translation>
    </message>
    <message>
        <source>I am %1: show my tiles</source>
        <translation>Я — %1: покажіть мої кісточки</translation>
    </message>
</context>
<context>
    <name>Phrase</name>
    <message>
        <source>Hello!</source>
        <translation>Привіт!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>Удачі!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Добре зіграно!</translation>
    </message>
    <message>
        <source>Nice one!</source>
        <translation>Гарний хід!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>Ой!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>Дякую!</translation>
    </message>
    <message>
        <source>Sorry, I have to go</source>
        <translation>Вибачте, мені треба йти</translation>
    </message>
    <message>
        <source>Back in a moment</source>
        <translation>Зараз повернуся</translation>
    </message>
    <message>
        <source>One more match?</source>
        <translation>Ще одну партію?</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>Гарна гра!</translation>
    </message>
    <message>
        <source>Hurry up, please</source>
        <translation>Поквапся, будь ласка</translation>
    </message>
    <message>
        <source>Take your time</source>
        <translation>Не поспішай</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>Language and table</source>
        <translation>Мова і стіл</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Мова системи</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Мова:</translation>
    </message>
    <message>
        <source>Table theme</source>
        <translation>Оформлення столу</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Зелене сукно</translation>
    </message>
    <message>
        <source>Walnut wood</source>
        <translation>Горіхове дерево</translation>
    </message>
    <message>
        <source>Plain light</source>
        <translation>Світлий, без візерунка</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Стіл:</translation>
    </message>
    <message>
        <source>Tile faces</source>
        <translation>Вигляд кісток</translation>
    </message>
    <message>
        <source>Ivory, black pips</source>
        <translation>Кремові, чорні очки</translation>
    </message>
    <message>
        <source>White, black pips</source>
        <translation>Білі, чорні очки</translation>
    </message>
    <message>
        <source>Dark, light pips</source>
        <translation>Темні, світлі очки</translation>
    </message>
    <message>
        <source>T&amp;iles:</source>
        <translation>К&amp;істки:</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe highlights (blue and orange)</source>
        <translation>&amp;Кольори, помітні при дальтонізмі (синій і помаранчевий)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Висока контрастність</translation>
    </message>
    <message>
        <source>As the system asks</source>
        <translation>Як у системі</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Увімкнено</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Вимкнено</translation>
    </message>
    <message>
        <source>Hi&amp;gh contrast:</source>
        <translation>Висока &amp;контрастність:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Pla&amp;y sounds for what happens at the table</source>
        <translation>&amp;Звуки того, що відбувається за столом</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Гучність звуків</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Гучність звуків:</translation>
    </message>
    <message>
        <source>Sounds also when &amp;watching computers play and in review</source>
        <translation>Звуки й тоді, коли &amp;лише комп’ютери грають, і в перегляді партії</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Темп</translation>
    </message>
    <message>
        <source>Computer pause</source>
        <translation>Пауза комп’ютера</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Computer &amp;pause before a play:</source>
        <translation>&amp;Пауза комп’ютера перед ходом:</translation>
    </message>
    <message>
        <source>&amp;Animate the tiles</source>
        <translation>&amp;Анімувати кістки</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Швидкість анімації</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Швидкість анімації:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>&amp;Draw and knock by myself when nothing fits</source>
        <translation>&amp;Добирати й стукати самому, коли нічого не підходить</translation>
    </message>
    <message>
        <source>Offer &amp;hints</source>
        <translation>Пропонувати &amp;підказки</translation>
    </message>
    <message>
        <source>&amp;Ask before a new game abandons the one in progress</source>
        <translation>&amp;Питати, перш ніж нова гра перерве поточну</translation>
    </message>
    <message>
        <source>New games are s&amp;erious (no undo, no hints)</source>
        <translation>Нові ігри — с&amp;ерйозні (без скасування ходів і підказок)</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Dai&amp;ly deal...</source>
        <translation>Роздача &amp;дня...</translation>
    </message>
    <message>
        <source>The same deals for everyone today, played twice with the seats turned</source>
        <translation>Сьогоднішні роздачі, однакові для всіх, зіграні двічі з поверненими місцями</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Поступ</translation>
    </message>
    <message>
        <source>The progress could not be saved: %1</source>
        <translation>Не вдалося зберегти поступ: %1</translation>
    </message>
    <message>
        <source>The progress could not be read: %1</source>
        <translation>Не вдалося прочитати поступ: %1</translation>
    </message>
    <message>
        <source>Every round is dealt from the seeds of %1 (seats turned: %2).</source>
        <translation>Кожен раунд роздано із зерен дня %1 (місця повернуто: %2).</translation>
    </message>
    <message>
        <source>Round %1 is NOT the daily deal of %2: %3</source>
        <translation>Раунд %1 — НЕ роздача дня %2: %3</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>ще не зіграно</translation>
    </message>
    <message>
        <source>won, %1</source>
        <translation>виграно, %1</translation>
    </message>
    <message>
        <source>called off, %1</source>
        <translation>припинено, %1</translation>
    </message>
    <message>
        <source>lost, %1</source>
        <translation>програно, %1</translation>
    </message>
    <message>
        <source>once both plays are in</source>
        <translation>коли буде зіграно обидва рази</translation>
    </message>
    <message>
        <source>level with the computer on the same tiles</source>
        <translation>нарівні з комп’ютером на тих самих кістках</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) better than the computer on the same tiles</source>
        <translation><numerusform>на %n очко краще за комп'ютер на тих самих кістках</numerusform><numerusform>на %n очки краще за комп'ютер на тих самих кістках</numerusform><numerusform>на %n очок краще за комп'ютер на тих самих кістках</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) worse than the computer on the same tiles</source>
        <translation><numerusform>на %n очко гірше за комп'ютер на тих самих кістках</numerusform><numerusform>на %n очки гірше за комп'ютер на тих самих кістках</numerusform><numerusform>на %n очок гірше за комп'ютер на тих самих кістках</numerusform></translation>
    </message>
    <message>
        <source>%1 points better than the computer on the same tiles</source>
        <translation>на %1 очок краще за комп’ютер на тих самих кістках</translation>
    </message>
    <message>
        <source>%1 points worse than the computer on the same tiles</source>
        <translation>на %1 очок гірше за комп’ютер на тих самих кістках</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Роздача дня</translation>
    </message>
    <message>
        <source>The deals of %1 are the same for everyone who plays this game today: each round's seed comes from the date, and Check the deals shows they are. Play them against the computer, then again with the seats turned (you get the hands the computer had). The two results together say how you did against the computer on the same tiles.</source>
        <translation>Роздачі %1 однакові для всіх, хто сьогодні грає в цю гру: зерно кожного раунду походить від дати, і «Перевірити роздачі» це показує. Зіграйте їх проти комп’ютера, а тоді ще раз з поверненими місцями (ви отримаєте руки, які мав комп’ютер). Обидва результати разом покажуть, як ви зіграли проти комп’ютера на тих самих кістках.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Рівень комп’ютера</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Гра:</translation>
    </message>
    <message>
        <source>&amp;Computer:</source>
        <translation>&amp;Комп’ютер:</translation>
    </message>
    <message>
        <source>First play</source>
        <translation>Перша гра</translation>
    </message>
    <message>
        <source>Seats turned</source>
        <translation>Місця повернуто</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Порівняння</translation>
    </message>
    <message>
        <source>&amp;Play the deals</source>
        <translation>&amp;Зіграти роздачі</translation>
    </message>
    <message>
        <source>&amp;Play with the seats turned</source>
        <translation>&amp;Зіграти з поверненими місцями</translation>
    </message>
    <message>
        <source>Both plays done</source>
        <translation>Обидві гри зіграно</translation>
    </message>
    <message>
        <source>Rating and accuracy over the matches</source>
        <translation>Рейтинг і точність за партіями</translation>
    </message>
    <message>
        <source>No rated matches yet.</source>
        <translation>Рейтингових партій ще немає.</translation>
    </message>
    <message>
        <source>Rated matches: %1; the rating went from %2 to %3 (lowest %4, highest %5).</source>
        <translation>Рейтингових партій: %1; рейтинг змінився з %2 до %3 (найнижчий %4, найвищий %5).</translation>
    </message>
    <message>
        <source>Reviewed: %1; accuracy last %2%, mean %3%.</source>
        <translation>Розібрано: %1; точність останньої %2%, середня %3%.</translation>
    </message>
    <message>
        <source>Your rating: %1 (rated matches: %2).</source>
        <translation>Ваш рейтинг: %1 (рейтингових партій: %2).</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Точність</translation>
    </message>
    <message>
        <source>Rated matches: %1</source>
        <translation>Рейтингових партій: %1</translation>
    </message>
    <message>
        <source>Rated matches</source>
        <translation>Рейтингові партії</translation>
    </message>
    <message>
        <source>The computer levels' ratings</source>
        <translation>Рейтинги рівнів комп’ютера</translation>
    </message>
    <message>
        <source>Your rating starts at 1200. Finish a match against computer players of one level, with the people at the table on one side, to have it rated.</source>
        <translation>Ваш рейтинг починається з 1200. Щоб партію врахували в рейтингу, дограйте її проти комп’ютерних гравців одного рівня, коли всі люди за столом на одному боці.</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Завершено</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Суперник</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Везіння</translation>
    </message>
    <message>
        <source>Luck-adjusted</source>
        <translation>З поправкою на везіння</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>виграно</translation>
    </message>
    <message>
        <source>called off</source>
        <translation>припинено</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>програно</translation>
    </message>
    <message>
        <source>Computer levels (measured in Exact 61 Five Up, 95% interval): %1. Luck is how much the deals raised your chance of winning the match, judged by the master's rollouts with every hand known; the luck-adjusted result is the result (1 won, 0 lost) less the luck.</source>
        <translation>Рівні комп’ютера (виміряно в «Екзакт 61 Файв Ап», 95% інтервал): %1. Везіння — наскільки роздачі підняли ваш шанс виграти партію, за розігруваннями майстра з усіма відомими руками; результат з поправкою на везіння — це результат (1 виграш, 0 програш) мінус везіння.</translation>
    </message>
    <message>
        <source>%1 %2 (%3–%4)</source>
        <translation>%1 %2 (%3–%4)</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <source>Win the match in one play: reach exactly %1.</source>
        <translation>Виграйте матч одним ходом: наберіть рівно %1.</translation>
    </message>
    <message>
        <source>Win the match in one play: reach %1.</source>
        <translation>Виграйте матч одним ходом: наберіть %1.</translation>
    </message>
    <message numerus="yes">
        <source>Score %n point(s) in one play.</source>
        <translation><numerusform>Наберіть %n очко одним ходом.</numerusform><numerusform>Наберіть %n очки одним ходом.</numerusform><numerusform>Наберіть %n очок одним ходом.</numerusform></translation>
    </message>
    <message>
        <source>Leave the next player no play that scores.</source>
        <translation>Не залиште наступному гравцеві жодного ходу, що дає очки.</translation>
    </message>
    <message>
        <source>Leave the next player no tile that fits.</source>
        <translation>Не залиште наступному гравцеві жодної кістки, що підходить.</translation>
    </message>
    <message>
        <source>Which of these tiles can the next player not hold?</source>
        <translation>Якої з цих кісток наступний гравець не може мати?</translation>
    </message>
    <message>
        <source>From your game: find the better play.</source>
        <translation>З вашої гри: знайдіть кращий хід.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>легка</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>середня</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>складна</translation>
    </message>
    <message>
        <source>The next player drew or passed when the open ends wanted %1, so it holds no tile with those numbers; %2 has one.</source>
        <translation>Наступний гравець добирав або пропускав хід, коли відкриті кінці чекали на %1, тож у нього немає кісток із цими числами; у %2 таке є.</translation>
    </message>
    <message>
        <source>%1 makes the ends add up to %2: it scores what the side needs to reach %3 and win. No other play does.</source>
        <translation>%1 дає суму кінців %2: це саме стільки, скільки бракує, щоб досягти %3 і виграти. Жоден інший хід цього не робить.</translation>
    </message>
    <message>
        <source>%1 makes the ends add up to %2, worth %3; no other play makes more than %4.</source>
        <translation>%1 дає суму кінців %2, це %3; жоден інший хід не дає більше ніж %4.</translation>
    </message>
    <message>
        <source>After %1 the open ends want %2, and no tile the next player can hold makes them score.</source>
        <translation>Після %1 відкриті кінці чекають на %2, і жодна кістка, яку може мати наступний гравець, не дає там очок.</translation>
    </message>
    <message>
        <source>After %1 the open ends want %2: the next player cannot hold any of them (they are on the table, in your hand, or it has shown it has none).</source>
        <translation>Після %1 відкриті кінці чекають на %2: наступний гравець не може мати жодної такої кістки (вони на столі, у вашій руці, або він показав, що їх не має).</translation>
    </message>
    <message>
        <source>The coach's better play is %1.</source>
        <translation>Кращий хід за тренером: %1.</translation>
    </message>
    <message>
        <source>In the game you played %1.</source>
        <translation>У грі ви зіграли %1.</translation>
    </message>
    <message>
        <source>Nothing the next player has shown rules %1 out.</source>
        <translation>Ніщо з того, що показав наступний гравець, не виключає %1.</translation>
    </message>
    <message>
        <source>It does not win the match now.</source>
        <translation>Цей хід не виграє матч зараз.</translation>
    </message>
    <message numerus="yes">
        <source>It scores %n point(s); another play makes more.</source>
        <translation><numerusform>Він дає %n очко; інший хід дає більше.</numerusform><numerusform>Він дає %n очки; інший хід дає більше.</numerusform><numerusform>Він дає %n очок; інший хід дає більше.</numerusform></translation>
    </message>
    <message>
        <source>After it the open ends want %1, and the next player may hold a tile that scores there.</source>
        <translation>Після нього відкриті кінці чекають на %1, і наступний гравець може мати кістку, що дасть там очки.</translation>
    </message>
    <message>
        <source>After it the open ends want %1, and the next player may hold a tile that fits there.</source>
        <translation>Після нього відкриті кінці чекають на %1, і наступний гравець може мати кістку, що туди підійде.</translation>
    </message>
    <message>
        <source>It is not the coach's better play.</source>
        <translation>Це не кращий хід за тренером.</translation>
    </message>
    <message>
        <source>Hint: look for the turns where the next player drew or passed.</source>
        <translation>Підказка: пошукайте ходи, коли наступний гравець добирав або пропускав.</translation>
    </message>
    <message>
        <source>Hint: the tile has a %1 on it.</source>
        <translation>Підказка: на кістці є %1.</translation>
    </message>
    <message>
        <source>Hint: the tile to play has a %1 on it.</source>
        <translation>Підказка: на потрібній кістці є %1.</translation>
    </message>
    <message>
        <source>Hint: play %1; which place is for you to find.</source>
        <translation>Підказка: грайте %1; місце знайдіть самі.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Задачі</translation>
    </message>
    <message>
        <source>Your mistakes</source>
        <translation>Ваші помилки</translation>
    </message>
    <message>
        <source>Puzzle set</source>
        <translation>Набір задач</translation>
    </message>
    <message>
        <source>&amp;Set:</source>
        <translation>&amp;Набір:</translation>
    </message>
    <message>
        <source>Puzzles of the set</source>
        <translation>Задачі набору</translation>
    </message>
    <message>
        <source>About the set</source>
        <translation>Про набір</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Мета</translation>
    </message>
    <message>
        <source>Scores and hands</source>
        <translation>Рахунок і руки</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ваша рука</translation>
    </message>
    <message>
        <source>Your plays</source>
        <translation>Ваші ходи</translation>
    </message>
    <message>
        <source>Your &amp;plays:</source>
        <translation>Ваші &amp;ходи:</translation>
    </message>
    <message>
        <source>What the play did</source>
        <translation>Що дав хід</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Зіграти</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Підказка</translation>
    </message>
    <message>
        <source>Show the &amp;answer</source>
        <translation>Показати &amp;відповідь</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>&amp;Наступна задача</translation>
    </message>
    <message>
        <source>&amp;Forget this mistake</source>
        <translation>&amp;Забути цю помилку</translation>
    </message>
    <message>
        <source>Play the chosen play</source>
        <translation>Зіграти вибраний хід</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Підказка</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Показати відповідь</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Наступна задача</translation>
    </message>
    <message>
        <source>Forget this mistake</source>
        <translation>Забути цю помилку</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>No mistakes yet: after Analyse this game, every decision the coach marks waits here to be tried again.</source>
        <translation>Помилок поки немає: після «Аналіз цієї гри» кожне позначене тренером рішення чекатиме тут, щоб спробувати знову.</translation>
    </message>
    <message>
        <source>This game has no puzzles yet.</source>
        <translation>Для цієї гри ще немає задач.</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>Your side has %1, the others %2 (the target: %3). The other hands hold %4 tiles.</source>
        <translation>У вашої сторони %1, в інших %2 (ціль: %3). В інших руках кісток: %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the boneyard.</source>
        <translation><numerusform>%n кістка у запасі.</numerusform><numerusform>%n кістки у запасі.</numerusform><numerusform>%n кісток у запасі.</numerusform></translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Ваша рука:</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Розв’язано!</translation>
    </message>
    <message>
        <source>Not this one.</source>
        <translation>Не цей.</translation>
    </message>
    <message>
        <source>The answer:</source>
        <translation>Відповідь:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Seat %1</source>
        <translation>Місце %1</translation>
    </message>
    <message>
        <source>%1: unknown level %2, playing as %3.</source>
        <translation>%1: невідомий рівень %2, грає як %3.</translation>
    </message>
    <message>
        <source>|&lt; First</source>
        <translation>|&lt; Початок</translation>
    </message>
    <message>
        <source>The deal of the first round (Home)</source>
        <translation>Роздача першого раунду (Home)</translation>
    </message>
    <message>
        <source>&lt; Back</source>
        <translation>&lt; Назад</translation>
    </message>
    <message>
        <source>One play back (Left)</source>
        <translation>На один хід назад (Ліворуч)</translation>
    </message>
    <message>
        <source>Forward &gt;</source>
        <translation>Уперед &gt;</translation>
    </message>
    <message>
        <source>One play forward (Right)</source>
        <translation>На один хід уперед (Праворуч)</translation>
    </message>
    <message>
        <source>Last &gt;|</source>
        <translation>Кінець &gt;|</translation>
    </message>
    <message>
        <source>The last position (End)</source>
        <translation>Остання позиція (End)</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Грати далі звідси</translation>
    </message>
    <message>
        <source>Drop everything after this position and play from here</source>
        <translation>Відкинути все після цієї позиції і грати звідси</translation>
    </message>
    <message>
        <source>Leave review</source>
        <translation>Вийти з перегляду</translation>
    </message>
    <message>
        <source>Back to the game in progress (Esc)</source>
        <translation>Повернутися до поточної гри (Esc)</translation>
    </message>
    <message>
        <source>Reviewing — round %1, play %2</source>
        <translation>Перегляд — раунд %1, хід %2</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Review position</source>
        <translation>Позиція перегляду</translation>
    </message>
</context>
<context>
    <name>RoundEnd</name>
    <message>
        <source>no tiles left</source>
        <translation>кісток не лишилося</translation>
    </message>
    <message>
        <source>tiles left: %1</source>
        <translation>лишилися кістки: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <translation><numerusform>%n очко</numerusform><numerusform>%n очки</numerusform><numerusform>%n очок</numerusform></translation>
    </message>
</context>
<context>
    <name>RoundEndDialog</name>
    <message>
        <source>Match over</source>
        <translation>Партію закінчено</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Раунд закінчено</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Розрахунок</translation>
    </message>
    <message>
        <source>&amp;New match</source>
        <translation>&amp;Нова партія</translation>
    </message>
    <message>
        <source>Play again with the same players and rules</source>
        <translation>Зіграти ще раз з тими самими гравцями й правилами</translation>
    </message>
    <message>
        <source>New &amp;game...</source>
        <translation>Нова &amp;гра…</translation>
    </message>
    <message>
        <source>&amp;Review this match</source>
        <translation>&amp;Переглянути цю партію</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Наступний раунд</translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>Rules of the games</source>
        <translation>Правила ігор</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Гра:</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Розділи</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Малюнок</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Назад</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Далі ▶</translation>
    </message>
    <message>
        <source>The previous position of this figure</source>
        <translation>Попередня позиція цього рисунка</translation>
    </message>
    <message>
        <source>The next position of this figure</source>
        <translation>Наступна позиція цього рисунка</translation>
    </message>
    <message>
        <source>Position {number} of {count}</source>
        <translation>Позиція {number} з {count}</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Board</source>
        <translation>Дошка</translation>
    </message>
    <message>
        <source>Show the score on a cribbage board</source>
        <translation>Показати рахунок на дошці для крібеджу</translation>
    </message>
    <message>
        <source>Paper tally</source>
        <translation>На папері</translation>
    </message>
    <message>
        <source>Show the score as pencil marks: a stroke a point, a big X for ten</source>
        <translation>Показати рахунок олівцем: риска — очко, велике X — десять</translation>
    </message>
    <message>
        <source>The score is kept here once a game starts.</source>
        <translation>Рахунок з’явиться тут, щойно почнеться гра.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Who</source>
        <translation>Хто</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Що сталося</translation>
    </message>
    <message>
        <source>Side {n}</source>
        <translation>Сторона {n}</translation>
    </message>
    <message>
        <source>Rounds 1-{last}</source>
        <translation>Раунди 1–{last}</translation>
    </message>
    <message>
        <source>Earlier rounds, in total</source>
        <translation>Попередні раунди, разом</translation>
    </message>
    <message>
        <source>Only the latest {shown} rounds are listed event by event; these are the totals after round {last}.</source>
        <translation>Подія за подією показано лише останні раунди ({shown}); тут підсумки після раунду {last}.</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Раунд {n}</translation>
    </message>
    <message>
        <source>{title} - {result}</source>
        <translation>{title} — {result}</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Аркуш рахунку</translation>
    </message>
    <message>
        <source>Round %1 (%2)</source>
        <translation>Раунд %1 (%2)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>триває</translation>
    </message>
    <message>
        <source>lowest total</source>
        <translation>найменша сума</translation>
    </message>
</context>
<context>
    <name>ScoreText</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation><numerusform>%n очко</numerusform><numerusform>%n очки</numerusform><numerusform>%n очок</numerusform></translation>
    </message>
    <message>
        <source>({raw} raw)</source>
        <translation>({raw} повних)</translation>
    </message>
    <message>
        <source>- below zero</source>
        <translation>— нижче нуля</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Місце {seat}</translation>
    </message>
    <message>
        <source>{side} reached the target during the round and won the match</source>
        <translation>{side}: мету досягнуто під час раунду — перемога в партії</translation>
    </message>
    <message>
        <source>{player} played out: round to {side}</source>
        <translation>{player}: усі кістки викладено, раунд за {side}</translation>
    </message>
    <message>
        <source>Blocked: no winner</source>
        <translation>Блокування: переможця немає</translation>
    </message>
    <message>
        <source>Blocked: a draw (lowest hands tied)</source>
        <translation>Блокування: нічия (найменші руки рівні)</translation>
    </message>
    <message>
        <source>Blocked: round to {side} (lowest hand)</source>
        <translation>Блокування: раунд за {side} (найменша рука)</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation><numerusform>%n очко</numerusform><numerusform>%n очки</numerusform><numerusform>%n очок</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n raw point(s)</source>
        <translation><numerusform>%n повне очко</numerusform><numerusform>%n повні очки</numerusform><numerusform>%n повних очок</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(%n shown)</source>
        <translation><numerusform>(%n показане)</numerusform><numerusform>(%n показані)</numerusform><numerusform>(%n показаних)</numerusform></translation>
    </message>
    <message>
        <source>The table is empty.</source>
        <translation>Стіл порожній.</translation>
    </message>
    <message>
        <source>Laid {move}.</source>
        <translation>Покладено {move}.</translation>
    </message>
    <message>
        <source>Counting ends: {sum}.</source>
        <translation>Залікові кінці: {sum}.</translation>
    </message>
    <message>
        <source>The sum {sum} scores {points}.</source>
        <translation>Сума {sum} дає {points}.</translation>
    </message>
    <message>
        <source>The sum {sum} scores nothing.</source>
        <translation>Сума {sum} очок не дає.</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Комп’ютер</translation>
    </message>
    <message>
        <source>Left computer</source>
        <translation>Комп’ютер ліворуч</translation>
    </message>
    <message>
        <source>Right computer</source>
        <translation>Комп’ютер праворуч</translation>
    </message>
    <message>
        <source>Left opponent</source>
        <translation>Суперник ліворуч</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Партнер</translation>
    </message>
    <message>
        <source>Right opponent</source>
        <translation>Суперник праворуч</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Комп’ютер %1</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Не вдалося прочитати файл.</translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game.</source>
        <translation>Файл завеликий, щоб бути збереженою грою.</translation>
    </message>
    <message>
        <source>The file is not a text file.</source>
        <translation>Це не текстовий файл.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Файл порожній.</translation>
    </message>
    <message>
        <source>The file ends too early: it was probably cut off.</source>
        <translation>Файл закінчується зарано: мабуть, його обрізано.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON.</source>
        <translation>Файл пошкоджено: це не коректний JSON.</translation>
    </message>
    <message>
        <source>This is not a saved game of this program.</source>
        <translation>Це не збережена гра цієї програми.</translation>
    </message>
    <message>
        <source>A newer version of the program saved this game; update the program to open it.</source>
        <translation>Цю гру збережено новішою версією програми; оновіть програму, щоб відкрити її.</translation>
    </message>
    <message>
        <source>The file's format version is not one this program knows.</source>
        <translation>Ця програма не знає такої версії формату файлу.</translation>
    </message>
    <message>
        <source>The saved game is damaged.</source>
        <translation>Збережену гру пошкоджено.</translation>
    </message>
    <message>
        <source>The saved game breaks the rules.</source>
        <translation>Збережена гра порушує правила.</translation>
    </message>
    <message>
        <source>The file could not be opened.</source>
        <translation>Не вдалося відкрити файл.</translation>
    </message>
    <message>
        <source>Could not open “%1”.</source>
        <translation>Не вдалося відкрити «%1».</translation>
    </message>
    <message>
        <source>Where: %1</source>
        <translation>Де: %1</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Причина: %1</translation>
    </message>
    <message>
        <source>Nothing was changed; the game on the table goes on.</source>
        <translation>Нічого не змінено; гра на столі триває.</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Не збережено</translation>
    </message>
    <message>
        <source>A Mexican Train match cannot be saved yet: its rounds are not kept in the save files. The match on the table goes on.</source>
        <translation>Партію «Мексиканського потяга» поки не можна зберегти: файли збережень ще не вміщують її раундів. Партія на столі триває.</translation>
    </message>
    <message>
        <source>&amp;Undo my last play</source>
        <translation>&amp;Скасувати мій останній хід</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>&amp;Переглянути цю гру</translation>
    </message>
    <message>
        <source>Review a saved &amp;game...</source>
        <translation>Переглянути збережену &amp;гру…</translation>
    </message>
    <message>
        <source>Cannot review the game</source>
        <translation>Не вдається переглянути гру</translation>
    </message>
    <message>
        <source>This is the serious game still being played: it can be reviewed once it is over.</source>
        <translation>Це серйозна гра, яка ще триває: її можна буде переглянути, коли вона закінчиться.</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Налаштування…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Недавні</translation>
    </message>
    <message>
        <source>(no saved games yet)</source>
        <translation>(збережених ігор ще немає)</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Очистити список</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Недавні ігри</translation>
    </message>
    <message>
        <source>The list could not be cleared: %1</source>
        <translation>Не вдалося очистити список: %1</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>The preferences could not be read: %1</source>
        <translation>Не вдалося прочитати налаштування: %1</translation>
    </message>
    <message>
        <source>The unfinished match of the last session could not be resumed: its autosave and the backup are damaged (%1).</source>
        <translation>Незавершений матч минулого сеансу не вдалося продовжити: його автозбереження і резервна копія пошкоджені (%1).</translation>
    </message>
    <message>
        <source>The damaged file is kept as %1.</source>
        <translation>Пошкоджений файл збережено як %1.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Незавершений матч</translation>
    </message>
    <message>
        <source>%1, %2 players, round %3: %4</source>
        <translation>%1, %2 гравці, раунд %3: %4</translation>
    </message>
    <message>
        <source>An unfinished match was saved when the program last closed: %1. Carry on playing it?</source>
        <translation>Коли програму закрили минулого разу, зберігся незавершений матч: %1. Продовжити його?</translation>
    </message>
    <message>
        <source>The autosave was damaged, so the match (%1) resumes from its backup, one play earlier. Carry on playing it?</source>
        <translation>Автозбереження пошкоджене, тож матч (%1) продовжиться з резервної копії, на один хід раніше. Продовжити його?</translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation>Продовжити партію?</translation>
    </message>
    <message>
        <source>Unknown computer level</source>
        <translation>Невідомий рівень комп’ютера</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>Автозбереження не вдалося</translation>
    </message>
    <message>
        <source>The game could not be saved automatically: %1
Play goes on; the previous autosave is kept. Use Save as to keep this game elsewhere.</source>
        <translation>Не вдалося автоматично зберегти гру: %1
Гра триває; попереднє автозбереження лишається. Скористайтеся «Зберегти як», щоб зберегти цю гру деінде.</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Автозбереження</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Не вдалося зберегти статистику: %1</translation>
    </message>
    <message>
        <source>This match is no longer rated: you asked for a hint.</source>
        <translation>Цей матч більше не йде в рейтинг: ви попросили підказку.</translation>
    </message>
    <message>
        <source>Show a hint?</source>
        <translation>Показати підказку?</translation>
    </message>
    <message>
        <source>A match in which you use a hint is not rated: your rating stays as it is whatever the result. Show a hint and play this match unrated?</source>
        <translation>Матч, у якому ви берете підказку, не йде в рейтинг: ваш рейтинг не зміниться за будь-якого результату. Показати підказку й грати цей матч без рейтингу?</translation>
    </message>
    <message>
        <source>Abandon the match?</source>
        <translation>Покинути партію?</translation>
    </message>
    <message>
        <source>A match is in progress. Abandon it and start a new one?</source>
        <translation>Партія ще триває. Покинути її і почати нову?</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>Не вдалося прочитати статистику: %1</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Не вдалося зберегти</translation>
    </message>
    <message>
        <source>The game could not be saved: %1
The game goes on; any earlier file of that name is unchanged.</source>
        <translation>Не вдалося зберегти гру: %1
Гра триває; попередній файл із цією назвою не змінено.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Збережено в %1</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Не вдається відкрити гру</translation>
    </message>
    <message>
        <source>Nothing to take back: your plays this round were forced.</source>
        <translation>Скасовувати нічого: у цьому раунді всі ваші ходи були вимушені.</translation>
    </message>
    <message>
        <source>Your last play was taken back.</source>
        <translation>Ваш останній хід скасовано.</translation>
    </message>
    <message>
        <source>The preferences could not be saved: %1
They apply until you quit.</source>
        <translation>Не вдалося зберегти налаштування: %1
Вони діятимуть, доки ви не вийдете з програми.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Відкрити збережену гру</translation>
    </message>
    <message>
        <source>Saved games (*%1);;All files (*)</source>
        <translation>Збережені ігри (*%1);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Зберегти гру</translation>
    </message>
    <message>
        <source>Saved games (*%1)</source>
        <translation>Збережені ігри (*%1)</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>Sounds need Qt's multimedia module (PySide6-Addons), which is not installed. To get it: %1</source>
        <translation>Для звуків потрібен мультимедійний модуль Qt (PySide6-Addons), а його не встановлено. Щоб установити: %1</translation>
    </message>
    <message>
        <source>Sounds: no audio output was found on this computer.</source>
        <translation>Звуки: на цьому комп’ютері не знайдено пристрою виведення звуку.</translation>
    </message>
    <message>
        <source>So&amp;unds (not installed)</source>
        <translation>Зву&amp;ки (не встановлено)</translation>
    </message>
    <message>
        <source>So&amp;unds</source>
        <translation>Зву&amp;ки</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Звуки</translation>
    </message>
    <message>
        <source>Play short sounds for what happens at the table (a tile laid, a score, your turn)?
You can change this at any time in the View menu or in Preferences.</source>
        <translation>Грати короткі звуки того, що відбувається за столом (покладена кістка, очки, ваш хід)?
Це можна будь-коли змінити в меню «Вигляд» або в налаштуваннях.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Matches played</source>
        <translation>Зіграно партій</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Виграно партій</translation>
    </message>
    <message>
        <source>Called off at the round limit</source>
        <translation>Припинено на межі раундів</translation>
    </message>
    <message>
        <source>mixed levels</source>
        <translation>різні рівні</translation>
    </message>
    <message>
        <source>Won against %1</source>
        <translation>Перемоги проти: %1</translation>
    </message>
    <message>
        <source>Best winning margin</source>
        <translation>Найбільша перевага в перемозі</translation>
    </message>
    <message>
        <source>Average winning margin</source>
        <translation>Середня перевага в перемозі</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Використано підказок</translation>
    </message>
    <message>
        <source>Undos used</source>
        <translation>Скасовано ходів</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Counted for the side you play on; margins are in the points each game shows. Games between people only are not counted.</source>
        <translation>Рахується для сторони, за яку ви граєте; перевага — в очках, які показує кожна гра. Ігри лише між людьми не враховуються.</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Скинути…</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>Гравців: %1</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Скинути статистику?</translation>
    </message>
    <message>
        <source>Forget every match counted so far, in every game? This can not be undone.</source>
        <translation>Забути всі враховані досі партії в усіх іграх? Цього не можна скасувати.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Не вдалося скинути статистику: %1</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>tile %1-%2</source>
        <translation>кістка %1-%2</translation>
    </message>
    <message>
        <source>a face-down tile</source>
        <translation>кістка лицем донизу</translation>
    </message>
    <message>
        <source>open end %1 of %2</source>
        <translation>відкритий кінець %1 кістки %2</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>думає</translation>
    </message>
    <message numerus="yes">
        <source>boneyard: %n tile(s)</source>
        <translation><numerusform>запас: %n кістка</numerusform><numerusform>запас: %n кістки</numerusform><numerusform>запас: %n кісток</numerusform></translation>
    </message>
    <message>
        <source>Boneyard: %1</source>
        <translation>Запас: %1</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>play %1 here</source>
        <translation>покласти %1 сюди</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
</context>
<context>
    <name>TallyView</name>
    <message>
        <source>{points} (below zero)</source>
        <translation>{points} (нижче нуля)</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>A blocked round has no winner in this game.</source>
        <translation>У цій грі заблокований раунд не має переможця.</translation>
    </message>
    <message>
        <source>The lowest hands are level: the round is drawn.</source>
        <translation>Найменші руки рівні: раунд закінчився внічию.</translation>
    </message>
    <message>
        <source>Nothing to settle.</source>
        <translation>Розраховувати нічого.</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>початківець</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>аматор</translation>
    </message>
    <message>
        <source>skilled</source>
        <translation>досвідчений</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>експерт</translation>
    </message>
    <message>
        <source>master</source>
        <translation>майстер</translation>
    </message>
    <message>
        <source>Plays any tile that fits, at random.</source>
        <translation>Кладе навмання будь-яку кістку, що підходить.</translation>
    </message>
    <message>
        <source>Takes the most points it can right now.</source>
        <translation>Бере найбільше очок, які може взяти зараз.</translation>
    </message>
    <message>
        <source>%1 played out (domino).</source>
        <translation>%1: усі кістки викладено (доміно).</translation>
    </message>
    <message>
        <source>The last play made the open ends %1, which scores %2.</source>
        <translation>Останній хід зробив суму відкритих кінців %1, що дає %2.</translation>
    </message>
    <message>
        <source>The last play made the open ends %1, which scores nothing.</source>
        <translation>Останній хід зробив суму відкритих кінців %1, що очок не дає.</translation>
    </message>
    <message>
        <source>Opponents' pips: %1, counted as %2.</source>
        <translation>Очки суперників: %1, зараховано як %2.</translation>
    </message>
    <message>
        <source>Partner's pips: %1, counted as %2 (taken off).</source>
        <translation>Очки партнера: %1, зараховано як %2 (віднімаються).</translation>
    </message>
    <message>
        <source>last play %1</source>
        <translation>останній хід %1</translation>
    </message>
    <message>
        <source>opponents %1</source>
        <translation>суперники %1</translation>
    </message>
    <message>
        <source>partner %1</source>
        <translation>партнер %1</translation>
    </message>
    <message>
        <source>You hold %2 pips, counted as %3 and taken off the score.</source>
        <translation>У вас у руці сума очок — %2, зараховано як %3 і віднято від рахунку.</translation>
    </message>
    <message>
        <source>%1 holds %2 pips, counted as %3 and taken off the score.</source>
        <translation>%1: сума очок у руці — %2, зараховано як %3 і віднято від рахунку.</translation>
    </message>
    <message>
        <source>Accepted: the score changes from %1 to %2.</source>
        <translation>Зараховано: рахунок змінюється з %1 на %2.</translation>
    </message>
    <message>
        <source>%1 scored on the table: %2.</source>
        <translation>%1 — очки на столі: %2.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 до %2</translation>
    </message>
    <message>
        <source>Takes a sure match win; otherwise weighs the points now against what the next player could score in reply, keeps its options and sheds heavy tiles.</source>
        <translation>Бере певну перемогу в матчі; інакше зважує очки зараз проти того, що наступний гравець може набрати у відповідь, зберігає собі ходи й позбувається важких кісточок.</translation>
    </message>
    <message>
        <source>Takes a sure match win; otherwise deals the hidden tiles up to a couple of hundred ways the play so far allows, plays the round out after each of its six most promising plays and picks the one with the best lead at the end. Takes about a second over every play, forced or not.</source>
        <translation>Бере певну перемогу в матчі; інакше розкладає приховані кісточки до кількох сотень способів, які дозволяє гра досі, догравує раунд після кожного з шести найперспективніших ходів і вибирає той, що дає найбільшу перевагу наприкінці. Думає близько секунди над кожним ходом, вимушеним чи ні.</translation>
    </message>
    <message>
        <source>Takes a sure match win; otherwise imagines the hidden tiles hundreds to thousands of ways, each as likely as the play so far makes it, trusting more the ones that explain what the others played. Tries every play and plays the round out with each player minding the next one's reply, judges each play by its chance of winning the match and thinks longest about the close calls. Late in a round, when few deals of the hidden tiles are left, it goes through every one of them and works each out to the end of the round. Takes about a second on every core over every play, forced or not.</source>
        <translation>Бере певну перемогу в матчі; інакше уявляє приховані кісточки сотнями й тисячами способів, кожен настільки ймовірний, наскільки його робить гра досі, і більше довіряє тим, що пояснюють ходи інших. Пробує кожен хід і догравує раунд, де кожен гравець зважає на відповідь наступного, оцінює кожен хід шансом виграти матч і найдовше думає над складними виборами. Наприкінці раунду, коли можливих розкладів прихованих кісточок лишається небагато, перебирає кожен із них і прораховує його точно до кінця раунду. Думає близько секунди на кожному ядрі над кожним ходом, вимушеним чи ні.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation><numerusform>%n очко</numerusform><numerusform>%n очки</numerusform><numerusform>%n очок</numerusform></translation>
    </message>
    <message>
        <source>In all: %1 = %2 pips, that is %3.</source>
        <translation>Разом: %1 = %2 очок на кістках, тобто %3.</translation>
    </message>
    <message>
        <source>You hold %2 pips. Larger opponents' hands: %3 = %4, counted as %5, that is %6.</source>
        <translation>У вас у руці сума очок — %2. Більші руки суперників: %3 = %4, зараховано як %5, тобто %6.</translation>
    </message>
    <message>
        <source>%1 holds %2 pips. Larger opponents' hands: %3 = %4, counted as %5, that is %6.</source>
        <translation>%1: сума очок у руці — %2. Більші руки суперників: %3 = %4, зараховано як %5, тобто %6.</translation>
    </message>
    <message>
        <source>The last play scored %1; going out adds %2: %3 in all.</source>
        <translation>Остання кістка принесла %1; за вихід додається %2: разом %3.</translation>
    </message>
    <message>
        <source>Blocked: this side's hands hold fewer pips, %1 against %2. Opponents' pips: %3, that is %4.</source>
        <translation>Блокування: у руках цієї пари менше очок, %1 проти %2. Очки суперників: %3, тобто %4.</translation>
    </message>
    <message>
        <source>You hold the lightest hand, %2 pips. Opponents' pips: %3; less %2, that is %4.</source>
        <translation>У вас найлегша рука, %2 очок. Очки суперників: %3; мінус %2, тобто %4.</translation>
    </message>
    <message>
        <source>%1 holds the lightest hand, %2 pips. Opponents' pips: %3; less %2, that is %4.</source>
        <translation>%1: найлегша рука, %2 очок. Очки суперників: %3; мінус %2, тобто %4.</translation>
    </message>
    <message>
        <source>Opponents' pips: %1, that is %2.</source>
        <translation>Очки суперників: %1, тобто %2.</translation>
    </message>
    <message>
        <source>You hold the lightest hand, %2 pips, and win the round: %3.</source>
        <translation>У вас найлегша рука, %2 очок, і ви виграєте раунд: %3.</translation>
    </message>
    <message>
        <source>%1 holds the lightest hand, %2 pips, and wins the round: %3.</source>
        <translation>%1: найлегша рука, %2 очок, і раунд виграно: %3.</translation>
    </message>
    <message>
        <source>%1 played out (domino) and wins the round: %2.</source>
        <translation>%1: усі кістки викладено (доміно), раунд виграно: %2.</translation>
    </message>
    <message>
        <source>Refused: %1 + %2 would pass %3; the score stays %1.</source>
        <translation>Відхилено: %1 + %2 перевищило б %3; рахунок лишається %1.</translation>
    </message>
    <message>
        <source>Round %1: %2 played out</source>
        <translation>Раунд %1: %2 — усі кістки викладено</translation>
    </message>
    <message>
        <source>Round %1: blocked</source>
        <translation>Раунд %1: блокування</translation>
    </message>
    <message>
        <source>Round %1: the target was reached</source>
        <translation>Раунд %1: мету досягнуто</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>(no tiles)</source>
        <translation>(кісток немає)</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n pip(s)</source>
        <translation><numerusform>%1 — %n очко</numerusform><numerusform>%1 — %n очки</numerusform><numerusform>%1 — %n очок</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation><numerusform>%n кістка</numerusform><numerusform>%n кістки</numerusform><numerusform>%n кісток</numerusform></translation>
    </message>
</context>
<context>
    <name>TrainPlay</name>
    <message>
        <source>Round %1 of %2: the engine is %3; %4 starts.</source>
        <translation>Раунд %1 з %2: у станції дубль %3; починає %4.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Next round (P)</source>
        <translation>Наступний раунд (P)</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Партію закінчено</translation>
    </message>
    <message>
        <source>Stop (P)</source>
        <translation>Зупинитися (P)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Пропустити (P)</translation>
    </message>
    <message>
        <source>[%1] cannot be played now.</source>
        <translation>[%1] зараз не можна покласти.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Раунд закінчено.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Партію закінчено.</translation>
    </message>
    <message>
        <source>No round has been dealt.</source>
        <translation>Жодного раунду ще не роздано.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>That tile is not in your hand.</source>
        <translation>Цієї кістки немає у вас у руці.</translation>
    </message>
    <message>
        <source>There is no such train.</source>
        <translation>Такого потяга немає.</translation>
    </message>
    <message>
        <source>The tile does not match that train's end.</source>
        <translation>Кістка не підходить до кінця цього потяга.</translation>
    </message>
    <message>
        <source>The open double must be covered first.</source>
        <translation>Спершу треба закрити відкритий дубль.</translation>
    </message>
    <message>
        <source>That train is closed to you (no marker on it).</source>
        <translation>Цей потяг для вас закритий (на ньому немає маркера).</translation>
    </message>
    <message>
        <source>The Mexican train opens to you once your own train is started.</source>
        <translation>Мексиканський потяг відкриється для вас, щойно ви почнете свій потяг.</translation>
    </message>
    <message>
        <source>A first turn's run stays on your own train.</source>
        <translation>Ряд першого ходу кладуть лише на свій потяг.</translation>
    </message>
    <message>
        <source>Only the tile you just drew may be played.</source>
        <translation>Покласти можна лише щойно взяту кістку.</translation>
    </message>
    <message>
        <source>You can play, so you must play.</source>
        <translation>Ви можете зіграти, тож мусите зіграти.</translation>
    </message>
    <message>
        <source>Nothing fits: draw a tile first.</source>
        <translation>Нічого не підходить: спершу візьміть кістку.</translation>
    </message>
    <message>
        <source>There is nothing to draw.</source>
        <translation>Брати нічого: запас порожній.</translation>
    </message>
    <message>
        <source>Only a first turn's run may stop, and not on an open double.</source>
        <translation>Зупинити можна лише ряд першого ходу, і не на відкритому дублі.</translation>
    </message>
    <message>
        <source>the Mexican train</source>
        <translation>мексиканський потяг</translation>
    </message>
    <message>
        <source>%1's train</source>
        <translation>потяг гравця %1</translation>
    </message>
    <message>
        <source>%1 played [%2] on %3.</source>
        <translation>%1: [%2] на %3.</translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation>%1 бере кістку.</translation>
    </message>
    <message>
        <source>%1 ended their run.</source>
        <translation>%1 завершує свій ряд.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 пропускає хід.</translation>
    </message>
    <message>
        <source>Your turn: nothing fits, draw a tile (D).</source>
        <translation>Ваш хід: нічого не підходить, візьміть кістку (D).</translation>
    </message>
    <message>
        <source>Your turn: nothing fits, pass (P): your marker goes on your train.</source>
        <translation>Ваш хід: нічого не підходить, пропустіть хід (P): на ваш потяг ляже ваш маркер.</translation>
    </message>
    <message>
        <source>Your turn: lay more tiles on your train, or stop (P).</source>
        <translation>Ваш хід: покладіть ще кістки на свій потяг або зупиніться (P).</translation>
    </message>
    <message>
        <source>Your turn: the double %1 must be covered first.</source>
        <translation>Ваш хід: спершу треба закрити дубль %1.</translation>
    </message>
    <message>
        <source>Your turn: choose a tile, then one of its places.</source>
        <translation>Ваш хід: виберіть кістку, а потім одне з її місць.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 виходить: кісток не лишилося.</translation>
    </message>
    <message>
        <source>Nobody can play.</source>
        <translation>Ніхто не може зіграти.</translation>
    </message>
    <message>
        <source>Round %1 over: %2 Points: %3. Match over: %4 won with the lowest total.</source>
        <translation>Раунд %1 закінчено: %2 Очки: %3. Партію закінчено: виграє %4 з найменшою сумою.</translation>
    </message>
    <message>
        <source>Round %1 over: %2 Points: %3. Press Next round (P) to go on.</source>
        <translation>Раунд %1 закінчено: %2 Очки: %3. Натисніть «Наступний раунд» (P), щоб продовжити.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Не вдалося зберегти статистику: %1</translation>
    </message>
</context>
<context>
    <name>Trains</name>
    <message>
        <source>Mexican train</source>
        <translation>Мексиканський потяг</translation>
    </message>
    <message>
        <source>open</source>
        <translation>відкритий</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>закритий</translation>
    </message>
    <message>
        <source>always open to all</source>
        <translation>завжди відкритий для всіх</translation>
    </message>
    <message>
        <source>marker on: open to all</source>
        <translation>маркер стоїть: відкритий для всіх</translation>
    </message>
    <message>
        <source>no marker: only its owner plays here</source>
        <translation>без маркера: сюди ходить лише власник</translation>
    </message>
    <message>
        <source>Mexican</source>
        <translation>Мексиканський</translation>
    </message>
    <message>
        <source>cover this double first</source>
        <translation>спершу накрийте цей дубль</translation>
    </message>
    <message>
        <source>play %1 on %2's train</source>
        <translation>покласти %1 на потяг (%2)</translation>
    </message>
    <message>
        <source>play %1 on the Mexican train</source>
        <translation>покласти %1 на мексиканський потяг</translation>
    </message>
    <message>
        <source>Your train</source>
        <translation>Ваш потяг</translation>
    </message>
    <message>
        <source>%1's train</source>
        <translation>Потяг (%1)</translation>
    </message>
    <message>
        <source>laid: %1</source>
        <translation>викладено: %1</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>ще не почато</translation>
    </message>
    <message>
        <source>%1, %2; %3; open end %4.</source>
        <translation>%1, %2; %3; відкритий кінець %4.</translation>
    </message>
    <message>
        <source>Its double %1 must be covered first.</source>
        <translation>Його дубль %1 треба накрити першим.</translation>
    </message>
    <message>
        <source>Cover first: the double %1 at the end of %2 (open end %3).</source>
        <translation>Спершу накрийте дубль %1 у кінці: %2 (відкритий кінець %3).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Open ends: %1.</source>
        <translation>Відкриті кінці: %1.</translation>
    </message>
    <message>
        <source>%1 on %2 (open end %3)</source>
        <translation>%1 на %2 (відкритий кінець %3)</translation>
    </message>
    <message>
        <source>Station: %1.</source>
        <translation>Станція: %1.</translation>
    </message>
    <message>
        <source>Place %1 of %2: %3</source>
        <translation>Місце %1 з %2: %3</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>last tile {total} ({change})</source>
        <translation>остання кістка {total} ({change})</translation>
    </message>
    <message>
        <source>opponents {pips} -&gt; {rounded} ({change})</source>
        <translation>суперники {pips} -&gt; {rounded} ({change})</translation>
    </message>
    <message>
        <source>partner {pips} -&gt; {rounded} ({change})</source>
        <translation>партнер {pips} -&gt; {rounded} ({change})</translation>
    </message>
    <message>
        <source>domino: {pieces}</source>
        <translation>доміно: {pieces}</translation>
    </message>
    <message>
        <source>blocked, hand of {pips}: ahead by {differences} = {total} -&gt; {rounded}</source>
        <translation>блокування, у руці {pips}: перевага {differences} = {total} -&gt; {rounded}</translation>
    </message>
    <message>
        <source>penalty: {pips} -&gt; {rounded}</source>
        <translation>штраф: {pips} -&gt; {rounded}</translation>
    </message>
    <message>
        <source>{how}; rejected: {before} + {change} would pass {target}</source>
        <translation>{how}; відхилено: {before} + {change} перевищило б {target}</translation>
    </message>
    <message>
        <source>{how}: {change}</source>
        <translation>{how}: {change}</translation>
    </message>
    <message>
        <source> (wins the match)</source>
        <translation> (перемога в партії)</translation>
    </message>
    <message>
        <source>raw points: {change}, score {before} -&gt; {after}</source>
        <translation>повні очки: {change}, рахунок {before} -&gt; {after}</translation>
    </message>
    <message>
        <source>raw points: {change} refused, score stays {before} (target {target})</source>
        <translation>повні очки: {change} відхилено, рахунок лишається {before} (мета {target})</translation>
    </message>
    <message>
        <source>{who} {change} refused: it would pass {target}</source>
        <translation>{who} {change} — відхилено: це перевищило б {target}</translation>
    </message>
    <message>
        <source>{who} {change} and wins the match!</source>
        <translation>{who} {change} — і перемога в партії!</translation>
    </message>
    <message>
        <source>{who} {change} and win the match!</source>
        <translation>{who} {change} — і перемога в партії!</translation>
    </message>
    <message>
        <source>ends {terms}</source>
        <translation>кінці {terms}</translation>
    </message>
    <message>
        <source>blocked, lightest hand {pips}: round won ({change})</source>
        <translation>блокування, найлегша рука {pips}: раунд виграно ({change})</translation>
    </message>
    <message>
        <source>domino: round won ({change})</source>
        <translation>доміно: раунд виграно ({change})</translation>
    </message>
    <message>
        <source>going out ({change})</source>
        <translation>вихід ({change})</translation>
    </message>
    <message>
        <source>blocked, lighter side {ours} against {theirs}: opponents {hands}</source>
        <translation>блокування, легша пара {ours} проти {theirs}: суперники {hands}</translation>
    </message>
    <message>
        <source>blocked, lightest hand {own}: opponents {hands}, less {own}</source>
        <translation>блокування, найлегша рука {own}: суперники {hands}, мінус {own}</translation>
    </message>
    <message>
        <source>domino: opponents {hands}</source>
        <translation>доміно: суперники {hands}</translation>
    </message>
    <message>
        <source>play</source>
        <translation>хід</translation>
    </message>
    <message>
        <source>domino</source>
        <translation>доміно</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>блокування</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>штраф</translation>
    </message>
    <message>
        <source>{change} refused</source>
        <translation>{change} — відхилено</translation>
    </message>
    <message>
        <source>You play [{tile}]: {sum}</source>
        <translation>Ви кладете [{tile}]: {sum}</translation>
    </message>
    <message>
        <source>{who} plays [{tile}]: {sum}</source>
        <translation>{who} кладе [{tile}]: {sum}</translation>
    </message>
    <message>
        <source>You play [{tile}], {where}: {sum}</source>
        <translation>Ви кладете [{tile}], {where}: {sum}</translation>
    </message>
    <message>
        <source>{who} plays [{tile}], {where}: {sum}</source>
        <translation>{who} кладе [{tile}], {where}: {sum}</translation>
    </message>
    <message>
        <source>You play [{tile}], {where}.</source>
        <translation>Ви кладете [{tile}], {where}.</translation>
    </message>
    <message>
        <source>{who} plays [{tile}], {where}.</source>
        <translation>{who} кладе [{tile}], {where}.</translation>
    </message>
    <message>
        <source>You play [{tile}].</source>
        <translation>Ви кладете [{tile}].</translation>
    </message>
    <message>
        <source>{who} plays [{tile}].</source>
        <translation>{who} кладе [{tile}].</translation>
    </message>
    <message>
        <source>You drew [{tile}].</source>
        <translation>Ви добрали [{tile}].</translation>
    </message>
    <message>
        <source>You draw from the boneyard.</source>
        <translation>Ви добираєте із запасу.</translation>
    </message>
    <message>
        <source>{who} draws from the boneyard.</source>
        <translation>{who} добирає із запасу.</translation>
    </message>
    <message>
        <source>You pass: no tile fits and nothing is left to draw.</source>
        <translation>Ви пропускаєте хід: жодна кістка не підходить, а запас порожній.</translation>
    </message>
    <message>
        <source>{who} passes: no tile fits and nothing is left to draw.</source>
        <translation>{who} пропускає хід: жодна кістка не підходить, а запас порожній.</translation>
    </message>
    <message>
        <source>You knock: no tile fits.</source>
        <translation>Ви стукаєте: жодна кістка не підходить.</translation>
    </message>
    <message>
        <source>{who} knocks: no tile fits.</source>
        <translation>{who} стукає: жодна кістка не підходить.</translation>
    </message>
    <message>
        <source>Round {number}: {who} lead.</source>
        <translation>Раунд {number}: починаєте ви.</translation>
    </message>
    <message>
        <source>Round {number}: {who} leads.</source>
        <translation>Раунд {number}: починає {who}.</translation>
    </message>
    <message>
        <source>Lowest hand: {who} win the round.</source>
        <translation>Найменша рука: раунд за {who}.</translation>
    </message>
    <message>
        <source>Lowest hand: {who} wins the round.</source>
        <translation>Найменша рука: раунд виграє {who}.</translation>
    </message>
    <message>
        <source>{who} win the match of {game}!</source>
        <translation>{who} — перемога в партії «{game}»!</translation>
    </message>
    <message>
        <source>{who} wins the match of {game}!</source>
        <translation>{who} — перемога в партії «{game}»!</translation>
    </message>
    <message>
        <source>Round limit reached ({rounds}): the match is called off, and nobody wins.</source>
        <translation>Досягнуто межі раундів ({rounds}): матч припинено, ніхто не виграв.</translation>
    </message>
    <message>
        <source>The first tile is laid on its own.</source>
        <translation>Першу кістку кладуть окремо, ні до чого не прикладаючи.</translation>
    </message>
    <message>
        <source>Every tile after the first must join an open end.</source>
        <translation>Кожну кістку після першої треба прикласти до відкритого кінця.</translation>
    </message>
    <message>
        <source>That tile is already on the table.</source>
        <translation>Ця кістка вже на столі.</translation>
    </message>
    <message>
        <source>That tile is not on the table.</source>
        <translation>Цієї кістки немає на столі.</translation>
    </message>
    <message>
        <source>That tile has no such end.</source>
        <translation>У цієї кістки немає такого кінця.</translation>
    </message>
    <message>
        <source>Only a spinner has side branches.</source>
        <translation>Бічні гілки є лише в розгалужувального дубля.</translation>
    </message>
    <message>
        <source>Something is already joined there.</source>
        <translation>Там уже щось прикладено.</translation>
    </message>
    <message>
        <source>Both sides of the spinner's line must be filled before its branches.</source>
        <translation>Спершу треба зайняти обидва боки лінії розгалужувального дубля, а вже тоді — гілки.</translation>
    </message>
    <message>
        <source>The tile has no half matching that end.</source>
        <translation>У кістки немає половинки з числом цього кінця.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Партію закінчено.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Раунд закінчено.</translation>
    </message>
    <message>
        <source>No round has been dealt.</source>
        <translation>Жодного раунду ще не роздано.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>You do not hold that tile.</source>
        <translation>У вас немає цієї кістки.</translation>
    </message>
    <message>
        <source>The tile you just drew fits, so you must lay it.</source>
        <translation>Щойно добрана кістка підходить, тож її треба покласти.</translation>
    </message>
    <message>
        <source>You can lay a tile, so you must.</source>
        <translation>Ви можете покласти кістку, тож мусите це зробити.</translation>
    </message>
    <message>
        <source>You cannot lay a tile: draw from the boneyard.</source>
        <translation>Ви не можете покласти кістку: добирайте із запасу.</translation>
    </message>
    <message>
        <source>The boneyard is empty.</source>
        <translation>Запас порожній.</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Не можна: {reason}</translation>
    </message>
    <message>
        <source>[{tile}] can not be played: {reason}</source>
        <translation>[{tile}] не можна покласти: {reason}</translation>
    </message>
    <message>
        <source>[{tile}] fits no open end: draw from the boneyard.</source>
        <translation>[{tile}] не підходить до жодного відкритого кінця: добирайте із запасу.</translation>
    </message>
    <message>
        <source>[{tile}] fits no open end, and nothing is left to draw: pass.</source>
        <translation>[{tile}] не підходить до жодного відкритого кінця, а запас порожній: пропустіть хід.</translation>
    </message>
    <message>
        <source>[{tile}] fits no open end: knock.</source>
        <translation>[{tile}] не підходить до жодного відкритого кінця: стукайте.</translation>
    </message>
    <message>
        <source>[{tile}] fits no open end (the open ends show {values}).</source>
        <translation>[{tile}] не підходить до жодного відкритого кінця (на кінцях: {values}).</translation>
    </message>
    <message>
        <source>[{tile}] can not go on the {value} end of [{at}]: {reason}</source>
        <translation>[{tile}] не можна покласти на кінець {value} кістки [{at}]: {reason}</translation>
    </message>
</context>
</TS>
