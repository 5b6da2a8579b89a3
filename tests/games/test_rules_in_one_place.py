"""Every rule is decided by its game's rules object: outside ``dominoes_qt/games/`` no
module does arithmetic with the fives family's five, and none names a game."""

from __future__ import annotations

import io
import tokenize
from pathlib import Path

import dominoes_qt
from dominoes_qt.games import GAMES

PACKAGE = Path(dominoes_qt.__file__).parent
GAMES_FOLDER = PACKAGE / "games"
ARITHMETIC = {"%", "//", "/", "*", "%=", "//=", "*="}

# Where a game may be named on purpose (the benches and the pictures of the score views,
# which pick games as data, are in tools/).
NAMES_ALLOWED = {"ui/app.py"}


def _outside_games() -> list[Path]:
    return [p for p in sorted(PACKAGE.rglob("*.py")) if GAMES_FOLDER not in p.parents]


def _fives(path: Path, root: Path = PACKAGE) -> list[str]:
    """Each place where 5 meets an arithmetic operator (in code, not in text)."""
    found = []
    tokens = [t for t in tokenize.generate_tokens(io.StringIO(path.read_text("utf-8")).readline)
              if t.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT)]
    for before, token, after in zip(tokens, tokens[1:], tokens[2:], strict=False):
        if token.type == tokenize.NUMBER and token.string == "5" and (
                before.string in ARITHMETIC or after.string in ARITHMETIC):
            found.append(f"{path.relative_to(root)}:{token.start[0]}")
    return found


def test_no_module_outside_the_games_computes_with_five() -> None:
    found = [place for path in _outside_games() for place in _fives(path)]
    assert found == []


def test_the_check_finds_what_it_looks_for(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("x = 3\ny = x % 5 == 0\nz = x // 5\nw = '% 5'\n", encoding="utf-8")
    assert _fives(sample, tmp_path) == ["sample.py:2", "sample.py:3"]


def test_no_module_outside_the_games_names_a_game() -> None:
    names = {type(rules).__name__ for rules in GAMES.values()} | set(GAMES) | {
        "FIVE_UP", "SEVEN_ROCKS"}
    found = []
    for path in _outside_games():
        relative = path.relative_to(PACKAGE).as_posix()
        if relative in NAMES_ALLOWED:
            continue
        code = [t.string for t in tokenize.generate_tokens(
            io.StringIO(path.read_text("utf-8")).readline)
            if t.type in (tokenize.NAME, tokenize.STRING)]
        found += [f"{relative}: {name}" for name in names
                  if any(name == word or repr(name) == word or f'"{name}"' == word
                         for word in code)]
    assert found == []
