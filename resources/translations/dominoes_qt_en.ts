<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
</TS>