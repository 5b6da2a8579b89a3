"""House rules in words: each option's name, what it decides, its values, and a ruleset's
differences from its game's standard rules ("House rules: target 150, no spinners").

Pure Python with a :data:`~dominoes_qt.wording.Tr` renderer (context "HouseRules"), so that
the New game dialog, the table's heading and the rules book say the same thing. The
standard options (:meth:`~dominoes_qt.engine.rules.Rules.declared_options`) and the seed
games' own options are worded here; an option this module does not know is named by its
description, looked up in context "Options" (a game marks its options' descriptions with
``QT_TRANSLATE_NOOP("Options", ...)`` in its own folder to have them translated), and its
value is shown as written.
"""

from __future__ import annotations

from collections.abc import Mapping

from dominoes_qt import wording
from dominoes_qt.engine.options import Option, OptionError, OptionValue
from dominoes_qt.engine.rules import QT_TRANSLATE_NOOP, Rules
from dominoes_qt.engine.tiles import SETS
from dominoes_qt.engine.trains import TrainRules
from dominoes_qt.wording import Tr

CONTEXT = "HouseRules"
OPTIONS = "Options"
"""The context of descriptions a game marks in its own folder."""


def _say(lang: Tr, source: str, **fields: object) -> str:
    return lang(CONTEXT, source).format(**fields)


def _hand_players(key: str) -> int | None:
    head, _, count = key.partition("-")
    return int(count) if head == "hand" and count.isdigit() else None


_LABELS = {
    "set": QT_TRANSLATE_NOOP("HouseRules", "Set"),
    "draws": QT_TRANSLATE_NOOP("HouseRules", "Draw from the boneyard"),
    "must-play-drawn": QT_TRANSLATE_NOOP("HouseRules", "A drawn tile that fits is played"),
    "partners": QT_TRANSLATE_NOOP("HouseRules", "Partners at four"),
    "side-goes-out": QT_TRANSLATE_NOOP("HouseRules", "Partners go out together"),
    "spinners": QT_TRANSLATE_NOOP("HouseRules", "Spinners"),
    "target": QT_TRANSLATE_NOOP("HouseRules", "Target"),
    "reaching": QT_TRANSLATE_NOOP("HouseRules", "Reaching the target"),
    "leader": QT_TRANSLATE_NOOP("HouseRules", "Next round's leader"),
    "round-limit": QT_TRANSLATE_NOOP("HouseRules", "Round limit"),
    "block-settlement": QT_TRANSLATE_NOOP("HouseRules", "A blocked round pays"),
    "block-winner": QT_TRANSLATE_NOOP("HouseRules", "A blocked round goes to"),
    "out-bonus": QT_TRANSLATE_NOOP("HouseRules", "Points for going out"),
    "out-point": QT_TRANSLATE_NOOP("HouseRules", "The going-out point"),
    # Mexican Train's (engine/trains.py): a short name, or the check box would be as wide
    # as the sentence that describes it.
    "starting-run": QT_TRANSLATE_NOOP("HouseRules", "Starting run"),
    "double-binds-all": QT_TRANSLATE_NOOP("HouseRules", "An open double binds everyone"),
    "mexican-after-own": QT_TRANSLATE_NOOP("HouseRules", "Mexican train after your own"),
    "zero-double-50": QT_TRANSLATE_NOOP("HouseRules", "0|0 counts 50"),
    "rounds": QT_TRANSLATE_NOOP("HouseRules", "Rounds"),
}

_DESCRIPTIONS = {
    "starting-run": QT_TRANSLATE_NOOP("HouseRules", "On a player's first turn of a "
                                                    "round, several tiles may be laid on "
                                                    "their own train."),
    "double-binds-all": QT_TRANSLATE_NOOP("HouseRules", "A double left uncovered must be "
                                                        "covered before anything else, by "
                                                        "whoever moves; when unchecked, only "
                                                        "by the player who laid it, in that "
                                                        "turn."),
    "mexican-after-own": QT_TRANSLATE_NOOP("HouseRules", "A player may play on the Mexican "
                                                         "train only once their own train "
                                                         "is started."),
    "zero-double-50": QT_TRANSLATE_NOOP("HouseRules", "The double-blank left in a hand "
                                                      "counts 50 points."),
    "rounds": QT_TRANSLATE_NOOP("HouseRules", "Rounds in a match, the engine going down one "
                                              "double each round (0: one round per double, "
                                              "down to the double-blank)."),
    "set": QT_TRANSLATE_NOOP("HouseRules", "The set of tiles, by its highest double: "
                                           "double-six has 28 tiles, double-nine 55, "
                                           "double-twelve 91."),
    "draws": QT_TRANSLATE_NOOP("HouseRules", "A player who cannot play draws from the "
                                             "boneyard; when unchecked, the player knocks "
                                             "and the tiles left over stay out of play."),
    "must-play-drawn": QT_TRANSLATE_NOOP("HouseRules", "A drawn tile that fits must be "
                                                       "played at once; when unchecked, "
                                                       "any tile that fits may be played."),
    "partners": QT_TRANSLATE_NOOP("HouseRules", "Four players play as two partnerships of "
                                                "opposite seats; when unchecked, each plays "
                                                "for themselves."),
    "side-goes-out": QT_TRANSLATE_NOOP("HouseRules", "With partners, a round ends only when "
                                                     "both partners are out (only without a "
                                                     "boneyard)."),
    "spinners": QT_TRANSLATE_NOOP("HouseRules", "Which doubles open side branches."),
    "target": QT_TRANSLATE_NOOP("HouseRules", "The score, as the table shows it, that wins "
                                              "the match."),
    "reaching": QT_TRANSLATE_NOOP("HouseRules", "Whether a score must land exactly on the "
                                                "target (a gain that would pass it is "
                                                "refused) or may reach or pass it."),
    "leader": QT_TRANSLATE_NOOP("HouseRules", "Who leads each round after the first."),
    "round-limit": QT_TRANSLATE_NOOP("HouseRules", "After this many rounds a match that "
                                                   "nobody has won is called off."),
    "block-settlement": QT_TRANSLATE_NOOP("HouseRules", "At a block, every hand scores its "
                                                        "differences to heavier opposing "
                                                        "hands, or only the lightest hand "
                                                        "scores."),
    "block-winner": QT_TRANSLATE_NOOP("HouseRules", "With partners, a block goes to the "
                                                    "lightest single hand, or to the side "
                                                    "whose two hands weigh less."),
    "out-bonus": QT_TRANSLATE_NOOP("HouseRules", "What going out is worth (with partners: "
                                                 "both partners out)."),
    "out-point": QT_TRANSLATE_NOOP("HouseRules", "Whether the point for going out is judged "
                                                 "together with the last tile's points (both "
                                                 "refused if together they pass the target) "
                                                 "or on its own."),
}

_VALUES: dict[tuple[str, OptionValue], str] = {
    ("set", 6): QT_TRANSLATE_NOOP("HouseRules", "double-six (28 tiles)"),
    ("set", 9): QT_TRANSLATE_NOOP("HouseRules", "double-nine (55 tiles)"),
    ("set", 12): QT_TRANSLATE_NOOP("HouseRules", "double-twelve (91 tiles)"),
    ("spinners", "none"): QT_TRANSLATE_NOOP("HouseRules", "none"),
    ("spinners", "first-double"): QT_TRANSLATE_NOOP("HouseRules", "the first double"),
    ("spinners", "every-double"): QT_TRANSLATE_NOOP("HouseRules", "every double"),
    ("reaching", "exactly"): QT_TRANSLATE_NOOP("HouseRules", "exactly"),
    ("reaching", "or-passing"): QT_TRANSLATE_NOOP("HouseRules", "reach or pass"),
    ("leader", "winner"): QT_TRANSLATE_NOOP("HouseRules", "whoever went out"),
    ("leader", "in-turn"): QT_TRANSLATE_NOOP("HouseRules", "the next seat in turn"),
    ("leader", "lot"): QT_TRANSLATE_NOOP("HouseRules", "a lot"),
    ("block-settlement", "differences"): QT_TRANSLATE_NOOP("HouseRules", "every hand's "
                                                                         "differences"),
    ("block-settlement", "lightest-hand"): QT_TRANSLATE_NOOP("HouseRules", "the lightest "
                                                                           "hand only"),
    ("block-winner", "lightest-hand"): QT_TRANSLATE_NOOP("HouseRules", "the lightest hand"),
    ("block-winner", "lightest-side"): QT_TRANSLATE_NOOP("HouseRules", "the lighter side"),
    ("out-point", "with-last-tile"): QT_TRANSLATE_NOOP("HouseRules", "with the last tile"),
    ("out-point", "on-its-own"): QT_TRANSLATE_NOOP("HouseRules", "on its own"),
}

# What a value that differs from the standard one reads as in a summary; a "{value}" takes
# the option's value (a number, or a choice worded by _VALUES).
_DIFFERENCES: dict[tuple[str, OptionValue | None], str] = {
    ("set", None): QT_TRANSLATE_NOOP("HouseRules", "{value} set"),
    ("draws", True): QT_TRANSLATE_NOOP("HouseRules", "drawing from the boneyard"),
    ("draws", False): QT_TRANSLATE_NOOP("HouseRules", "no drawing (knock)"),
    ("must-play-drawn", True): QT_TRANSLATE_NOOP("HouseRules", "a drawn tile that fits is "
                                                               "played"),
    ("must-play-drawn", False): QT_TRANSLATE_NOOP("HouseRules", "a drawn tile may wait"),
    ("partners", True): QT_TRANSLATE_NOOP("HouseRules", "partners at four"),
    ("partners", False): QT_TRANSLATE_NOOP("HouseRules", "each for themselves at four"),
    ("side-goes-out", True): QT_TRANSLATE_NOOP("HouseRules", "partners go out together"),
    ("side-goes-out", False): QT_TRANSLATE_NOOP("HouseRules", "one partner out ends the "
                                                              "round"),
    ("spinners", "none"): QT_TRANSLATE_NOOP("HouseRules", "no spinners"),
    ("spinners", None): QT_TRANSLATE_NOOP("HouseRules", "spinners: {value}"),
    ("target", None): QT_TRANSLATE_NOOP("HouseRules", "target {value}"),
    ("reaching", "exactly"): QT_TRANSLATE_NOOP("HouseRules", "the target exactly"),
    ("reaching", "or-passing"): QT_TRANSLATE_NOOP("HouseRules", "the target or more"),
    ("leader", None): QT_TRANSLATE_NOOP("HouseRules", "next leader: {value}"),
    ("round-limit", None): QT_TRANSLATE_NOOP("HouseRules", "at most {value} rounds"),
    ("block-settlement", None): QT_TRANSLATE_NOOP("HouseRules", "a block pays {value}"),
    ("block-winner", None): QT_TRANSLATE_NOOP("HouseRules", "a block goes to {value}"),
    ("out-bonus", None): QT_TRANSLATE_NOOP("HouseRules", "{value} for going out"),
    ("out-point", None): QT_TRANSLATE_NOOP("HouseRules", "the going-out point {value}"),
}


def label(lang: Tr, option: Option) -> str:
    """The option's short name, for a field's label."""
    players = _hand_players(option.key)
    if players is not None:
        return _say(lang, QT_TRANSLATE_NOOP("HouseRules", "Tiles each, {players} players"),
                    players=players)
    source = _LABELS.get(option.key)
    if source is not None:
        return lang(CONTEXT, source)
    text = lang(OPTIONS, option.description)
    return text[:1].upper() + text[1:]


def description(lang: Tr, option: Option) -> str:
    """What the option decides, in a sentence (a field's tooltip and accessible
    description)."""
    players = _hand_players(option.key)
    if players is not None:
        return _say(lang, QT_TRANSLATE_NOOP("HouseRules", "How many tiles each player is "
                                                          "dealt when {players} play."),
                    players=players)
    source = _DESCRIPTIONS.get(option.key)
    return lang(CONTEXT, source) if source is not None else lang(OPTIONS, option.description)


def value_text(lang: Tr, option: Option, value: OptionValue) -> str:
    """One value of the option as a choice list shows it."""
    source = _VALUES.get((option.key, value))
    if source is not None:
        return lang(CONTEXT, source)
    if isinstance(value, bool):
        return lang(CONTEXT, QT_TRANSLATE_NOOP("HouseRules", "yes")) if value else \
            lang(CONTEXT, QT_TRANSLATE_NOOP("HouseRules", "no"))
    return str(value)


def difference(lang: Tr, option: Option, value: OptionValue) -> str:
    """How a summary names ``value`` of ``option`` (a value other than the standard)."""
    players = _hand_players(option.key)
    if players is not None:
        return _say(lang, QT_TRANSLATE_NOOP("HouseRules", "{tiles} tiles each at {players}"),
                    tiles=value, players=players)
    source = _DIFFERENCES.get((option.key, value)) or _DIFFERENCES.get((option.key, None))
    shown = value_text(lang, option, value)
    if option.key == "set":
        # The set's name without its count of tiles: "double-nine set".
        shown = shown.split(" (")[0]
    if source is not None:
        return _say(lang, source, value=shown)
    return _say(lang, QT_TRANSLATE_NOOP("HouseRules", "{option}: {value}"),
                option=label(lang, option).lower(), value=shown)


def differences(lang: Tr, rules: Rules | TrainRules) -> list[str]:
    """Each option of ``rules`` that differs from its game's standard rules, worded."""
    return [difference(lang, option, rules.ruleset[option.key])
            for option in type(rules).declared_options()
            if rules.ruleset[option.key] != option.default]


def summary(lang: Tr, rules: Rules | TrainRules) -> str:
    """One line: what ``rules`` changes from its game's standard rules.

    "Standard rules." for the game's own; a named preset's changes under "Preset",
    any other ruleset's under "House rules"."""
    changed = differences(lang, rules)
    if not changed:
        return lang(CONTEXT, QT_TRANSLATE_NOOP("HouseRules", "Standard rules."))
    listed = lang(CONTEXT, QT_TRANSLATE_NOOP("HouseRules", ", ")).join(changed)
    if rules.house_rules:
        return _say(lang, QT_TRANSLATE_NOOP("HouseRules", "House rules: {changes}."),
                    changes=listed)
    return _say(lang, QT_TRANSLATE_NOOP("HouseRules", "Preset: {changes}."),
                changes=listed)


def refusal(lang: Tr, error: OptionError, values: Mapping[str, OptionValue]) -> str:
    """Why the options ``values`` cannot be played, in the language shown: the reasons
    this module knows worded here, any other as the game gave it (in English)."""
    players = _hand_players(error.key)
    highest = values.get("set")
    tiles = values.get(error.key)
    if players is not None and isinstance(highest, int) and ("set", highest) in _VALUES \
            and isinstance(tiles, int):
        return _say(lang, QT_TRANSLATE_NOOP(
            "HouseRules", "{players} hands of {tiles} tiles need {need} tiles; the {set} set "
            "has {count}"), players=players, tiles=tiles, need=players * tiles,
            set=lang(CONTEXT, _VALUES[("set", highest)]).split(" (")[0],
            count=len(SETS[highest]))
    if error.key == "side-goes-out":
        return lang(CONTEXT, QT_TRANSLATE_NOOP(
            "HouseRules", "partners can go out together only when nobody draws"))
    return error.reason


def ruleset_title(lang: Tr, rules: Rules, preset_name: str | None = None) -> str:
    """The game and the ruleset in play, for the table's heading: the game's name for a
    preset (``preset_name``, the name a list of games gives it, when given), "All Fives —
    house rules (target 150)" for house rules."""
    if not rules.house_rules:
        return preset_name or wording.game_title(lang, rules)
    listed = lang(CONTEXT, QT_TRANSLATE_NOOP("HouseRules", ", ")).join(differences(lang, rules))
    return _say(lang, QT_TRANSLATE_NOOP("HouseRules", "{game} — house rules ({changes})"),
                game=wording.game_title(lang, rules), changes=listed)


__all__ = ["CONTEXT", "description", "difference", "differences", "label", "refusal",
           "ruleset_title", "summary", "value_text"]
