"""The rules book follows a house ruleset: every sentence that states an option's rule
changes with it (the target, the set, hand sizes, drawing, spinners, partners), and a
house ruleset's book opens with what it changes."""

from __future__ import annotations

import random
import re

import pytest

from dominoes_qt.engine import Rules
from dominoes_qt.games import GAMES, game_classes, rules_of
from dominoes_qt.games.books import book_for, has_own_book
from dominoes_qt.teaching import house_rules
from dominoes_qt.teaching.figures import FIGURES, build_board
from dominoes_qt.wording import ENGLISH


def _text(rules: Rules) -> dict[str, str]:
    return {page.key: page.body.get("en") for page in book_for(rules)}


def _plain(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def test_a_house_ruleset_changes_the_books_sentences() -> None:
    standard = GAMES["all-fives-100"]
    house = rules_of("all-fives", {"target": 150, "set": 9, "hand-2": 12, "draws": False,
                                   "spinners": "none", "partners": False})
    before, after = _text(standard), _text(house)
    assert "reach <b>100 points or more</b>" in before["goal"]
    assert "reach <b>150 points or more</b>" in after["goal"]
    assert "{target}" not in after["target"]
    assert "150" in after["target"]
    assert "28 tiles" in before["set"]
    assert "double-nine set: 55 tiles" in after["set"]
    assert "[9|9]" in after["set"]
    assert "<td align='center'>2</td><td align='center'>12</td><td align='center'>31</td>" \
        in after["deal"]
    assert "boneyard" in before["deal"]
    assert "nobody ever draws" in after["deal"]
    assert "drawing" in before
    assert "passing" in after
    assert "drawing" not in after
    assert "Only the <b>first double</b>" in before["spinners"]
    assert "No double is a spinner" in after["spinners"]
    assert "two fixed partnerships" in before["goal"]
    assert "everyone keeps a score of their own" in after["goal"]
    assert "two fixed partnerships" not in after["goal"]
    # The first page says what the house rules change, and why each matters.
    changes = _plain(after["house"])
    for said in ("double-nine set (standard: double-six (28 tiles))",
                 "12 tiles each at 2", "no drawing (knock)", "no spinners",
                 "each for themselves at four", "target 150 (standard: 100)"):
        assert said in changes, said
    assert "house" not in before


def test_a_game_with_its_own_book_is_worded_from_its_facts_under_house_rules() -> None:
    five_up = GAMES["five-up-61"]
    assert has_own_book(five_up)
    house = five_up.with_options(target=100)
    own, worded = _text(five_up), _text(house)
    assert "exactly 61" in _plain(own["target"])
    assert "exactly 61" not in " ".join(worded.values())
    assert "<b>exactly 100</b>" in worded["goal"]
    assert next(iter(worded)) == "house"


@pytest.mark.parametrize("game", list(game_classes()))
def test_every_page_of_random_house_rulesets_builds(game: str) -> None:
    """Words and figures of the book of 12 random house rulesets of each game: every figure
    position is a legal board of those rules, every page renders."""
    cls = game_classes()[game]
    rng = random.Random(game)
    made = 0
    while made < 12:
        values: dict[str, object] = {}
        for option in cls.declared_options():
            if option.kind == "bool":
                values[option.key] = rng.random() < 0.5
            elif option.choices:
                values[option.key] = rng.choice(option.choices)
            else:
                low, high = option.low or 0, option.high or 0
                values[option.key] = rng.randint(low, min(high, low + 30))
        try:
            rules = rules_of(game, values)
        except ValueError:
            continue
        made += 1
        for page in book_for(rules):
            assert page.body.get("en")
            assert page.title.get("en")
            if page.figure is not None:
                for position in FIGURES[page.figure].positions:
                    build_board(rules, position)
        if rules.house_rules:
            assert house_rules.summary(ENGLISH, rules).startswith("House rules: ")
