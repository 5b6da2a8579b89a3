"""House rules on the command line: ``--rule KEY=VALUE`` and the ``rules`` listing.

Here, in the catalogue's folder, because it reads the catalogue and the computer players'
simulations (a floor above) read it.

Every command that starts a match takes its options through :func:`add_rule_argument` and
:func:`rules_from_args`, so that one parser decides what a typed value means. A value comes
as text and is read by the option's type before the game checks it: a whole number for an
"int" option, true/false/yes/no/1/0 for a "bool", one of the choices for a "choice".
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Sequence
from typing import Any

from dominoes_qt.engine.options import Option, OptionError, OptionValue, quote_key
from dominoes_qt.engine.rules import Rules
from dominoes_qt.games import GAMES, TRAIN_GAMES, game_classes, rules_of


def _declared(game: str) -> tuple[Option, ...]:
    """The options of ``game``: a line game's key or a train game's."""
    classes = game_classes()
    if game in classes:
        return classes[game].declared_options()
    return type(TRAIN_GAMES[game]).declared_options()

TRUE_WORDS = ("true", "yes", "1")
FALSE_WORDS = ("false", "no", "0")
MAX_RULES = 64
"""More --rule options than this is not a ruleset (the game refuses as many keys too)."""
_WHOLE = re.compile(r"[+-]?[0-9]{1,9}")
"""A whole number as typed; nine digits is more than any option's range, and bounds the
work of reading a hostile one."""


def add_rule_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE",
                        help="a house rule applied to the chosen game (repeatable; "
                        "`dominoes-qt rules GAME` lists the options)")


def parse_value(option: Option, text: str) -> OptionValue:
    """``text`` read as a value of ``option``; :class:`OptionError` naming it if it is not
    one."""
    word = text.strip().lower()
    if option.kind == "bool":
        if word in TRUE_WORDS:
            return True
        if word in FALSE_WORDS:
            return False
        raise OptionError(option.key, f"must be true or false (yes/no, 1/0), not "
                                      f"{quote_key(text)}")
    if option.kind == "int":
        if _WHOLE.fullmatch(word) is None:
            raise OptionError(option.key, f"must be a whole number ({option.domain_text()}), "
                                          f"not {quote_key(text)}")
        return option.check(int(word))
    return option.check(text.strip())


def parse_rules(game: str, texts: Sequence[str]) -> dict[str, OptionValue]:
    """Each ``KEY=VALUE`` of ``texts`` read by ``game``'s options (``game``: a ruleset's
    game key)."""
    options = {o.key: o for o in _declared(game)}
    if len(texts) > MAX_RULES:
        raise OptionError("rule", f"more than {MAX_RULES} given")
    values: dict[str, OptionValue] = {}
    for text in texts:
        key, equals, value = text.partition("=")
        key = key.strip()
        if not equals or not key:
            raise OptionError("rule", f"{quote_key(text)} is not KEY=VALUE")
        if key not in options:
            raise OptionError(key, f"{game} has no such option (its options: "
                                   f"{', '.join(options)})")
        if key in values:
            raise OptionError(key, "given twice")
        values[key] = parse_value(options[key], value)
    return values


def rules_with(variant: str, texts: Sequence[str]) -> Rules:
    """The preset ``variant`` with the house rules ``texts`` applied (through
    :func:`rules_of`, so values that match a preset give that preset)."""
    preset = GAMES[variant]
    if not texts:
        return preset
    game = preset.ruleset.game
    return rules_of(game, {**preset.ruleset.as_dict(), **parse_rules(game, texts)})


def rules_from_args(variant: str, args: argparse.Namespace) -> Rules:
    """The rules a command's ``--variant`` and ``--rule`` options choose."""
    texts: list[str] = args.rule
    return rules_with(variant, texts)


# --- the listing ---------------------------------------------------------------------------


def known_names() -> list[str]:
    """What ``rules GAME`` accepts: every game's key, then every preset's variant name."""
    return [*game_classes(), *TRAIN_GAMES, *(v for v in GAMES if v not in game_classes())]


def listing_json(name: str | None = None) -> list[dict[str, Any]]:
    """Each game's options (or only ``name``'s: a game key or a preset's name), as JSON.
    With a preset's name, each option also gives the preset's ``value``."""
    classes = game_classes()
    if name is None:
        chosen: list[tuple[str, Rules | None]] = [(key, None) for key in classes]
        chosen += [(key, None) for key in TRAIN_GAMES]
    elif name in classes or name in TRAIN_GAMES:
        chosen = [(name, None)]
    elif name in GAMES:
        chosen = [(GAMES[name].ruleset.game, GAMES[name])]
    else:
        raise KeyError(name)
    out = []
    for key, preset in chosen:
        title = classes[key].title if key in classes else TRAIN_GAMES[key].title
        entry: dict[str, Any] = {
            "game": key, "title": title,
            "presets": [v for v, r in GAMES.items() if r.ruleset.game == key]
            if key in classes else [key],
        }
        options = []
        for option in _declared(key):
            row = option.to_json()
            if preset is not None:
                row["value"] = preset.ruleset[option.key]
            options.append(row)
        if preset is not None:
            entry["preset"] = preset.variant
        entry["options"] = options
        out.append(entry)
    return out


def _shown(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def listing_text(games: list[dict[str, Any]]) -> str:
    lines: list[str] = []
    for entry in games:
        if lines:
            lines.append("")
        head = f"{entry['game']}: {entry['title']}"
        if "preset" in entry:
            head += f", preset {entry['preset']} (value, then the game's default)"
        lines.append(f"{head} (presets: {', '.join(entry['presets'])})")
        for row in entry["options"]:
            domain = ", ".join(_shown(c) for c in row["choices"]) if "choices" in row \
                else "true, false" if row["type"] == "bool" \
                else f"{row['range'][0]}-{row['range'][1]}"
            default = _shown(row["default"])
            if "value" in row:
                default = f"{_shown(row['value'])} (default {default})"
            lines.append(f"  {row['name']:<17} {row['type']:<6} {domain:<30} "
                         f"{default:<8} {row['description']}")
    return "\n".join(lines)
