<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name />
    <message>
        <source>%1 win the match of %2!</source>
        <translation>%1 — перемога в партії «%2»!</translation>
    </message>
    <message>
        <source>Exact 61 Five Up</source>
        <translation>Рівно 61 (Five Up)</translation>
    </message>
    <message>
        <source>Seven Rocks</source>
        <translation>Сім каменів (Seven Rocks)</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>новачок</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>любитель</translation>
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
        <source>%1 %2 refused: it would pass %3</source>
        <translation>%1 %2 — відхилено: вийшло б за %3</translation>
    </message>
    <message>
        <source>%1 %2 and wins the match!</source>
        <translation>%1 %2 — і перемога в партії!</translation>
    </message>
    <message>
        <source>%1 played out (domino).</source>
        <translation>%1 виклав(-ла) усі кістки (доміно).</translation>
    </message>
    <message>
        <source>Last play: %1 raw.</source>
        <translation>Останній хід: %1 повних очок.</translation>
    </message>
    <message>
        <source>Opponents' pips: %1, rounded to five: %2.</source>
        <translation>Очки суперників: %1, округлено до п’яти: %2.</translation>
    </message>
    <message>
        <source>Partner's pips: %1, rounded to five: %2 (taken off).</source>
        <translation>Очки партнера: %1, округлено до п’яти: %2 (віднімаються).</translation>
    </message>
    <message>
        <source>%1 + %2 - %3 = %4 raw = %5 points.</source>
        <translation>%1 + %2 − %3 = %4 повних = %5 очок.</translation>
    </message>
    <message>
        <source>%1 holds %2 pips. Larger opponents' hands: %3 = %4, rounded to five: %5 = %6 points.</source>
        <translation>У руці %1 — %2 очок. Більші руки суперників: %3 = %4, округлено до п’яти: %5 = %6 очок.</translation>
    </message>
    <message>
        <source>%1 holds %2 pips, rounded to five: %3, taken off %4.</source>
        <translation>У руці %1 — %2 очок, округлено до п’яти: %3, віднімається від рахунку: %4.</translation>
    </message>
    <message>
        <source>%1 scored on the table: %2.</source>
        <translation>%1 набирає на столі: %2.</translation>
    </message>
    <message>
        <source>Accepted: %1 goes from %2 to %3.</source>
        <translation>Зараховано: %1 — з %2 до %3.</translation>
    </message>
    <message>
        <source>Refused: %1 + %2 would pass %3; the score stays %1.</source>
        <translation>Відхилено: %1 + %2 перевищило б %3; рахунок лишається %1.</translation>
    </message>
    <message>
        <source>Round %1: %2 played out</source>
        <translation>Раунд %1: %2 виклав(-ла) усі кістки</translation>
    </message>
    <message>
        <source>Round %1: blocked</source>
        <translation>Раунд %1: заблоковано</translation>
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
    <message>
        <source>%1 — %n pip(s)</source>
        <translation>%1 — очок: %n</translation>
    </message>
    <message>
        <source>%n tile(s)</source>
        <translation>кісток: %n</translation>
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
        <translation>лінія A</translation>
    </message>
    <message>
        <source>line B</source>
        <translation>лінія B</translation>
    </message>
    <message>
        <source>branch A</source>
        <translation>гілка A</translation>
    </message>
    <message>
        <source>branch B</source>
        <translation>гілка B</translation>
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
    <name>Events</name>
    <message>
        <source>{who}: ends {values} = {total}</source>
        <translation>{who}: кінці {values} = {total}</translation>
    </message>
    <message>
        <source>{who} went out: last tile {last}, opponents' pips {pips} round to {rounded}</source>
        <translation>{who} — вихід: остання кістка {last}, очки суперників {pips} округлено до {rounded}</translation>
    </message>
    <message>
        <source>, partner's pips {pips} round to {rounded} and count against</source>
        <translation>, очки партнера {pips} округлено до {rounded}, і вони йдуть проти</translation>
    </message>
    <message>
        <source>{who}, blocked with {pips} pips: {differences} = {total}, rounds to {rounded}</source>
        <translation>{who}, блокування з {pips} очками в руці: {differences} = {total}, округлено до {rounded}</translation>
    </message>
    <message>
        <source>{who} holds {pips} pips, rounded to {rounded}</source>
        <translation>{who}: у руці {pips}, округлено до {rounded}</translation>
    </message>
    <message>
        <source>{amount} refused: it would pass the exact target</source>
        <translation>{amount} — відхилено: вийшло б за точну мету</translation>
    </message>
    <message>
        <source>minus {amount}, score {after}</source>
        <translation>мінус {amount}, рахунок {after}</translation>
    </message>
    <message>
        <source>plus {amount}, score {after}</source>
        <translation>плюс {amount}, рахунок {after}</translation>
    </message>
    <message>
        <source> — wins the match!</source>
        <translation> — перемога в партії!</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>Dominoes</source>
        <translation>Доміно</translation>
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
        <source>&amp;Draw (D)</source>
        <translation>&amp;Добрати (D)</translation>
    </message>
    <message>
        <source>&amp;Pass (P)</source>
        <translation>&amp;Пропустити (P)</translation>
    </message>
    <message>
        <source>&amp;Hint (H)</source>
        <translation>Пі&amp;дказка (H)</translation>
    </message>
    <message>
        <source>Draw a tile</source>
        <translation>Добрати кістку</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пропустити хід</translation>
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
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Клавіші</translation>
    </message>
    <message>
        <source>Dominoes — %1</source>
        <translation>Доміно — %1</translation>
    </message>
    <message>
        <source>Round %1: %2 leads.</source>
        <translation>Раунд %1: починає %2.</translation>
    </message>
    <message>
        <source>Round %1: the lot (%2) gives the lead to %3.</source>
        <translation>Раунд %1: жереб (%2) — починає %3.</translation>
    </message>
    <message>
        <source>%1 plays [%2]: %3</source>
        <translation>%1 кладе [%2]: %3</translation>
    </message>
    <message>
        <source>You drew [%1].</source>
        <translation>Ви добрали [%1].</translation>
    </message>
    <message>
        <source>%1 draws from the boneyard.</source>
        <translation>%1 добирає з базару.</translation>
    </message>
    <message>
        <source>%1 passes: no tile fits and nothing is left to draw.</source>
        <translation>%1 пропускає хід: жодна кістка не підходить, а базар порожній.</translation>
    </message>
    <message>
        <source>%1 knocks: no tile fits.</source>
        <translation>%1 стукає: жодна кістка не підходить.</translation>
    </message>
    <message>
        <source>%1 refused</source>
        <translation>%1 — відхилено</translation>
    </message>
    <message>
        <source>[%1] fits: it must be played now.</source>
        <translation>[%1] підходить: її треба покласти зараз.</translation>
    </message>
    <message>
        <source>No tile fits: draw from the boneyard (click it or press D).</source>
        <translation>Жодна кістка не підходить: добирайте з базару (клацніть на ньому або натисніть D).</translation>
    </message>
    <message>
        <source>No tile fits and there is nothing to draw: pass (P).</source>
        <translation>Жодна кістка не підходить, і добирати нічого: пропустіть хід (P).</translation>
    </message>
    <message>
        <source>Not allowed: %1.</source>
        <translation>Не можна: %1.</translation>
    </message>
    <message>
        <source>human</source>
        <translation>людина</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ви</translation>
    </message>
    <message>
        <source>[%1] fits %2 places: click one, or Tab and Enter.</source>
        <translation>[%1] підходить до кількох місць (%2): клацніть одне або виберіть Tab і Enter.</translation>
    </message>
    <message>
        <source>[%1] can not be played: %2.</source>
        <translation>[%1] не можна покласти: %2.</translation>
    </message>
    <message>
        <source>[%1] fits no open end: draw from the boneyard.</source>
        <translation>[%1] не підходить до жодного відкритого кінця: добирайте з базару.</translation>
    </message>
    <message>
        <source>[%1] fits no open end, and nothing is left to draw: pass.</source>
        <translation>[%1] не підходить до жодного відкритого кінця, а базар порожній: пропустіть хід.</translation>
    </message>
    <message>
        <source>[%1] fits no open end (the open ends show %2).</source>
        <translation>[%1] не підходить до жодного відкритого кінця (на кінцях: %2).</translation>
    </message>
    <message>
        <source>Hint: play [%1] (%2).</source>
        <translation>Підказка: покладіть [%1] (%2).</translation>
    </message>
    <message>
        <source>Hint: draw from the boneyard.</source>
        <translation>Підказка: доберіть із базару.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Підказка: пропустіть хід.</translation>
    </message>
    <message>
        <source>[%1] can not go on the %2 end of [%3]: %4.</source>
        <translation>[%1] не можна покласти на кінець %2 кістки [%3]: %4.</translation>
    </message>
    <message>
        <source>the centre</source>
        <translation>центр</translation>
    </message>
    <message>
        <source>the %1 end of [%2]</source>
        <translation>кінець %1 кістки [%2]</translation>
    </message>
    <message>
        <source>Place %1 of %2: %3.</source>
        <translation>Місце %1 з %2: %3.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавіші</translation>
    </message>
    <message>
        <source>1-9 or Left/Right: choose a tile
Tab/Shift+Tab or Up/Down: choose a place
Enter: play
D: draw
P: pass
H: hint
Esc: clear the choice
+/-: zoom, 0: fit the table</source>
        <translation>1–9 або Ліворуч/Праворуч: вибрати кістку
Tab/Shift+Tab або Вгору/Вниз: вибрати місце
Enter: покласти
D: добрати
P: пропустити хід
H: підказка
Esc: скасувати вибір
+/-: масштаб, 0: увесь стіл</translation>
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
        <source>Exact 61 Five Up</source>
        <translation>Рівно 61 (Five Up)</translation>
    </message>
    <message>
        <source>Seven Rocks</source>
        <translation>Сім каменів (Seven Rocks)</translation>
    </message>
    <message>
        <source>draw a tile</source>
        <translation>доберіть кістку</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>стукніть</translation>
    </message>
    <message>
        <source>lay {move}</source>
        <translation>покладіть {move}</translation>
    </message>
    <message>
        <source>No tile of yours fits: knock.</source>
        <translation>Жодна ваша кістка не підходить: стукніть.</translation>
    </message>
    <message>
        <source>{tile} fits none of the open ends.</source>
        <translation>{tile} не підходить до жодного відкритого кінця.</translation>
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
        <translation><numerusform>%n кістка на базарі</numerusform><numerusform>%n кістки на базарі</numerusform><numerusform>%n кісток на базарі</numerusform></translation>
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
        <source>You knock (pass)</source>
        <translation>Ви стукаєте (пропускаєте хід)</translation>
    </message>
    <message>
        <source>{who}: draws a tile</source>
        <translation>{who}: добирає кістку</translation>
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
        <source>Number of players</source>
        <translation>Кількість гравців</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Гравців:</translation>
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
        <source>&amp;Deal</source>
        <translation>&amp;Роздати</translation>
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
    <name>Reasons</name>
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
        <translation>Бічні гілки є лише в розгалужувача.</translation>
    </message>
    <message>
        <source>Something is already joined there.</source>
        <translation>Там уже щось прикладено.</translation>
    </message>
    <message>
        <source>Both sides of the spinner's line must be filled before its branches.</source>
        <translation>Спершу треба зайняти обидва боки лінії розгалужувача, а вже тоді — гілки.</translation>
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
        <translation>Ви не можете покласти кістку: добирайте з базару.</translation>
    </message>
    <message>
        <source>The boneyard is empty.</source>
        <translation>Базар порожній.</translation>
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
        <source>Round summary</source>
        <translation>Підсумок раунду</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Зіграти &amp;ще</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Нова гра…</translation>
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
        <source>Exact 61 Five Up</source>
        <translation>Рівно 61 (Five Up)</translation>
    </message>
    <message>
        <source>Seven Rocks</source>
        <translation>Сім каменів (Seven Rocks)</translation>
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
        <source>Scores</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <source>Score events</source>
        <translation>Нарахування</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — target %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — мета %2</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation>%1: %2%3</translation>
    </message>
    <message>
        <source>%1: %2%3 refused (past %4)</source>
        <translation>%1: %2%3 відхилено (понад %4)</translation>
    </message>
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
        <source>Round {n}</source>
        <translation>Раунд {n}</translation>
    </message>
    <message>
        <source>{title} - {result}</source>
        <translation>{title} — {result}</translation>
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
        <source>A multiple of 5: scores {points}.</source>
        <translation>Кратне 5: це {points}.</translation>
    </message>
    <message>
        <source>A sum of 0 never scores.</source>
        <translation>Сума 0 ніколи не дає очок.</translation>
    </message>
    <message>
        <source>Not a multiple of 5: no score.</source>
        <translation>Не кратне 5: очок немає.</translation>
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
        <translation><numerusform>базар: %n кістка</numerusform><numerusform>базар: %n кістки</numerusform><numerusform>базар: %n кісток</numerusform></translation>
    </message>
    <message>
        <source>Boneyard: %1</source>
        <translation>Базар: %1</translation>
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
    <name>window</name>
    <message>
        <source>Cannot open</source>
        <translation>Не вдається відкрити</translation>
    </message>
</context>
</TS>