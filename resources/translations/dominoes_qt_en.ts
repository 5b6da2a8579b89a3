<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Access</name>
    <message numerus="yes">
        <source>fits %n place(s)</source>
        <translation><numerusform>fits %n place</numerusform><numerusform>fits %n places</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Your turn: %n tile(s) fit.</source>
        <translation><numerusform>Your turn: %n tile fits.</numerusform><numerusform>Your turn: %n tiles fit.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n tile(s)</source>
        <translation><numerusform>Your hand, %n tile</numerusform><numerusform>Your hand, %n tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Board, %n tile(s) in play order</source>
        <translation><numerusform>Board, %n tile in play order</numerusform><numerusform>Board, %n tiles in play order</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The last %n event(s), newest first:</source>
        <translation><numerusform>The last event:</numerusform><numerusform>The last %n events, newest first:</numerusform></translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation><numerusform>%n blunder</numerusform><numerusform>%n blunders</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation><numerusform>%n mistake</numerusform><numerusform>%n mistakes</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n inaccurac(y/ies)</source>
        <translation><numerusform>%n inaccuracy</numerusform><numerusform>%n inaccuracies</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation><numerusform>%n decision</numerusform><numerusform>%n decisions</numerusform></translation>
    </message>
    </context>
<context>
    <name>ErrorGuard</name>
    <message numerus="yes">
        <source>Something went wrong inside the program (%n error(s) so far).</source>
        <translation><numerusform>Something went wrong inside the program (%n error so far).</numerusform><numerusform>Something went wrong inside the program (%n errors so far).</numerusform></translation>
    </message>
    </context>
<context>
    <name>Hands</name>
    <message numerus="yes">
        <source>%n tile(s) in hand</source>
        <translation><numerusform>%n tile in hand</numerusform><numerusform>%n tiles in hand</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the boneyard</source>
        <translation><numerusform>%n tile in the boneyard</numerusform><numerusform>%n tiles in the boneyard</numerusform></translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message numerus="yes">
        <source>it scores %n point(s) now</source>
        <translation><numerusform>it scores %n point now</numerusform><numerusform>it scores %n points now</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>its %n point(s) would pass the target, so they would not count</source>
        <translation><numerusform>its %n point would pass the target, so it would not count</numerusform><numerusform>its %n points would pass the target, so they would not count</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>the reply may score about %n point(s)</source>
        <translation><numerusform>the reply may score about %n point</numerusform><numerusform>the reply may score about %n points</numerusform></translation>
    </message>
    </context>
<context>
    <name>Puzzles</name>
    <message numerus="yes">
        <source>Score %n point(s) in one play.</source>
        <translation><numerusform>Score %n point in one play.</numerusform><numerusform>Score %n points in one play.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>It scores %n point(s); another play makes more.</source>
        <translation><numerusform>It scores %n point; another play makes more.</numerusform><numerusform>It scores %n points; another play makes more.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the boneyard.</source>
        <translation><numerusform>%n tile in the boneyard.</numerusform><numerusform>%n tiles in the boneyard.</numerusform></translation>
    </message>
    </context>
<context>
    <name>RoundEnd</name>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <translation><numerusform>%n pip</numerusform><numerusform>%n pips</numerusform></translation>
    </message>
</context>
<context>
    <name>ScoreText</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation><numerusform>%n point</numerusform><numerusform>%n points</numerusform></translation>
    </message>
    </context>
<context>
    <name>Scoring</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation><numerusform>%n point</numerusform><numerusform>%n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n raw point(s)</source>
        <translation><numerusform>%n raw point</numerusform><numerusform>%n raw points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(%n shown)</source>
        <translation><numerusform>(%n shown)</numerusform><numerusform>(%n shown)</numerusform></translation>
    </message>
    </context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>boneyard: %n tile(s)</source>
        <translation><numerusform>boneyard: %n tile</numerusform><numerusform>boneyard: %n tiles</numerusform></translation>
    </message>
    </context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <source>%1 — %n pip(s)</source>
        <translation><numerusform>%1 — %n pip</numerusform><numerusform>%1 — %n pips</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation><numerusform>%n tile</numerusform><numerusform>%n tiles</numerusform></translation>
    </message>
    </context>
</TS>
