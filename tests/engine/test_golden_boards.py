"""The worked boards of both seed documents, rebuilt through the engine.

Each board is transcribed as facts: the tiles in play order with the join of each
tile after the lead, the spinners, the open places with their values, the scoring
contributions (tile and value) and the points of the last play. A second test reads
the seed files themselves, when they are present, and checks every board line
against both this transcription and the engine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt.engine import Board, End, Move, Rules, parse_tile
from dominoes_qt.engine.describe import describe
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS

# --- the layouts: (tile, tile it joins, that tile's end) in play order -------------------

Join = tuple[str, str | None, str | None]

CHAIN: list[Join] = [
    ("1|4", None, None),
    ("1|1", "1|4", "low"),
    ("4|4", "1|4", "high"),
    ("3|4", "4|4", "lineB"),
    ("1|2", "1|1", "lineB"),
    ("1|5", "1|1", "branchA"),
    ("5|5", "1|5", "high"),
    ("0|5", "5|5", "lineB"),
    ("1|3", "1|1", "branchB"),
]
"""The long example both seeds grow step by step (the [5|5] step is not pictured)."""

LAYOUTS: dict[str, list[Join]] = {
    "chain3": CHAIN[:3],
    "chain4": CHAIN[:4],
    "chain5": CHAIN[:5],
    "chain6": CHAIN[:6],
    "chain8": CHAIN[:8],
    "chain9": CHAIN[:9],
    "lead 2|2": [("2|2", None, None)],
    "lead 1|4": CHAIN[:1],
    "chain2": CHAIN[:2],
    "3|6 then 6|6": [("3|6", None, None), ("6|6", "3|6", "high")],
    "lead 0|0": [("0|0", None, None)],
}


@dataclass(frozen=True)
class Golden:
    layout: str
    spinners: tuple[str, ...]
    places: tuple[tuple[str, str, int], ...]
    """(tile, end, value) for every allowed place."""
    contributions: tuple[tuple[str, int], ...]
    """(tile, value) for every scoring contribution."""
    points: int


def _places(text: str) -> tuple[tuple[str, str, int], ...]:
    """``"1|1 lineB 1; 4|4 lineB 4"`` -> places (a compact way to write the facts)."""
    out = []
    for item in text.split(";"):
        tile_text, end, value = item.split()
        out.append((tile_text, end, int(value)))
    return tuple(out)


def _contribs(text: str) -> tuple[tuple[str, int], ...]:
    out = []
    for item in text.split(";"):
        tile_text, value = item.split()
        out.append((tile_text, int(value)))
    return tuple(out)


# The boards in the order the seeds print them.
FIVE_UP_BOARDS: list[Golden] = [
    Golden("chain3", ("1|1", "4|4"), _places("1|1 lineB 1; 4|4 lineB 4"),
           _contribs("1|1 2; 4|4 8"), 10),
    Golden("chain4", ("1|1", "4|4"),
           _places("1|1 lineB 1; 3|4 low 3; 4|4 branchA 4; 4|4 branchB 4"),
           _contribs("1|1 2; 3|4 3"), 5),
    Golden("lead 2|2", ("2|2",), _places("2|2 lineA 2; 2|2 lineB 2"), _contribs("2|2 4"), 0),
    Golden("chain5", ("1|1", "4|4"),
           _places("1|1 branchA 1; 1|1 branchB 1; 1|2 high 2; 3|4 low 3;"
                   " 4|4 branchA 4; 4|4 branchB 4"),
           _contribs("1|2 2; 3|4 3"), 5),
    Golden("chain6", ("1|1", "4|4"),
           _places("1|1 branchB 1; 1|2 high 2; 1|5 high 5; 3|4 low 3;"
                   " 4|4 branchA 4; 4|4 branchB 4"),
           _contribs("1|2 2; 1|5 5; 3|4 3"), 10),
    Golden("chain8", ("1|1", "4|4", "5|5"),
           _places("0|5 low 0; 1|1 branchB 1; 1|2 high 2; 3|4 low 3; 4|4 branchA 4;"
                   " 4|4 branchB 4; 5|5 branchA 5; 5|5 branchB 5"),
           _contribs("0|5 0; 1|2 2; 3|4 3"), 5),
    Golden("chain9", ("1|1", "4|4", "5|5"),
           _places("0|5 low 0; 1|2 high 2; 1|3 high 3; 3|4 low 3; 4|4 branchA 4;"
                   " 4|4 branchB 4; 5|5 branchA 5; 5|5 branchB 5"),
           _contribs("0|5 0; 1|2 2; 1|3 3; 3|4 3"), 0),
    Golden("lead 1|4", (), _places("1|4 high 4; 1|4 low 1"), _contribs("1|4 4; 1|4 1"), 5),
    Golden("chain2", ("1|1",), _places("1|1 lineB 1; 1|4 high 4"),
           _contribs("1|1 2; 1|4 4"), 0),
    Golden("3|6 then 6|6", ("6|6",), _places("3|6 low 3; 6|6 lineB 6"),
           _contribs("3|6 3; 6|6 12"), 15),
    Golden("lead 0|0", ("0|0",), _places("0|0 lineA 0; 0|0 lineB 0"), _contribs("0|0 0"), 0),
]

SEVEN_ROCKS_BOARDS: list[Golden] = [
    Golden("chain3", ("1|1",), _places("1|1 lineB 1; 4|4 lineB 4"),
           _contribs("1|1 2; 4|4 8"), 10),
    Golden("chain4", ("1|1",), _places("1|1 lineB 1; 3|4 low 3"),
           _contribs("1|1 2; 3|4 3"), 5),
    Golden("lead 2|2", ("2|2",), _places("2|2 lineA 2; 2|2 lineB 2"), _contribs("2|2 4"), 0),
    Golden("chain5", ("1|1",),
           _places("1|1 branchA 1; 1|1 branchB 1; 1|2 high 2; 3|4 low 3"),
           _contribs("1|2 2; 3|4 3"), 5),
    Golden("chain6", ("1|1",), _places("1|1 branchB 1; 1|2 high 2; 1|5 high 5; 3|4 low 3"),
           _contribs("1|2 2; 1|5 5; 3|4 3"), 10),
    Golden("chain8", ("1|1",), _places("0|5 low 0; 1|1 branchB 1; 1|2 high 2; 3|4 low 3"),
           _contribs("0|5 0; 1|2 2; 3|4 3"), 5),
    Golden("chain9", ("1|1",), _places("0|5 low 0; 1|2 high 2; 1|3 high 3; 3|4 low 3"),
           _contribs("0|5 0; 1|2 2; 1|3 3; 3|4 3"), 0),
    Golden("lead 1|4", (), _places("1|4 high 4; 1|4 low 1"), _contribs("1|4 4; 1|4 1"), 5),
    Golden("chain2", ("1|1",), _places("1|1 lineB 1; 1|4 high 4"),
           _contribs("1|1 2; 1|4 4"), 0),
    Golden("3|6 then 6|6", ("6|6",), _places("3|6 low 3; 6|6 lineB 6"),
           _contribs("3|6 3; 6|6 12"), 15),
    Golden("lead 0|0", ("0|0",), _places("0|0 lineA 0; 0|0 lineB 0"), _contribs("0|0 0"), 0),
]

BOARDS: list[tuple[Rules, Golden]] = [(FIVE_UP, g) for g in FIVE_UP_BOARDS] + [
    (SEVEN_ROCKS, g) for g in SEVEN_ROCKS_BOARDS
]


def build(rules: Rules, layout: list[Join]) -> tuple[Board, list[int]]:
    """Lay the tiles in order; returns the board and the points after each placement."""
    board = Board(rules.spinners)
    points = []
    for laid, at, end in layout:
        move = Move(parse_tile(laid), None if at is None else parse_tile(at),
                    None if end is None else End(end))
        assert board.check(move) is None, move
        board.place(move)
        points.append(rules.end_points(board.end_sum))
    return board, points


def facts(board: Board, rules: Rules) -> dict[str, Any]:
    """The facts a seed board line states, in comparable form."""
    desc = describe(board, rules)
    return {
        "tiles": [str(t) for t in desc.tiles],
        "spinners": [str(t) for t in desc.spinners],
        "connections": [(str(c.parent), c.parent_end.value, str(c.child), c.child_end.value)
                        for c in desc.connections],
        # The seeds list places and contributions in their own order; the set is the fact.
        "places": sorted((str(p.tile), p.end.value, p.value) for p in desc.places),
        "contributions": sorted((str(c.tile), c.value) for c in desc.contributions),
        "end_sum": desc.end_sum,
        "points": desc.points,
    }


def expected_connections(layout: list[Join]) -> list[tuple[str, str, str, str]]:
    out = []
    for laid, at, end in layout:
        if at is None or end is None:
            continue
        child, parent = parse_tile(laid), parse_tile(at)
        parent_value = parent.b if end == "high" else parent.a
        # A double always joins by lineA; a non-double by its half that matches.
        child_end = "lineA" if child.is_double else "low" if child.a == parent_value else "high"
        out.append((at, end, laid, child_end))
    return out


@pytest.mark.parametrize(
    ("rules", "golden"), BOARDS,
    ids=[f"{r.variant}-{i}-{g.layout}" for i, (r, g) in enumerate(BOARDS)],
)
def test_worked_board(rules: Rules, golden: Golden) -> None:
    layout = LAYOUTS[golden.layout]
    board, points = build(rules, layout)
    got = facts(board, rules)
    assert got["tiles"] == [laid for laid, _, _ in layout]
    assert got["spinners"] == list(golden.spinners)
    assert got["connections"] == expected_connections(layout)
    assert got["places"] == sorted(golden.places)
    assert got["contributions"] == sorted(golden.contributions)
    assert got["end_sum"] == sum(v for _, v in golden.contributions)
    assert points[-1] == golden.points


def test_seven_rocks_prose_example_line_closed_spinner() -> None:
    """Seven Rocks' prose: a lead spinner shows 3 + 6 + 6 = 15; closing its line gives 3 + 2."""
    board, points = build(SEVEN_ROCKS, [("3|6", None, None), ("6|6", "3|6", "high"),
                                        ("2|6", "6|6", "lineB")])
    assert points == [0, 15, 5]
    assert sorted((str(c.tile), c.value) for c in board.contributions()) == [("2|6", 2),
                                                                            ("3|6", 3)]
    assert ("6|6", "branchA", 6) in facts(board, SEVEN_ROCKS)["places"]


# --- reading the seed files themselves -----------------------------------------------------

REPO = Path(__file__).resolve().parents[2]
SEED_DIRS = [REPO.parent / "shared" / "seeds", Path("/work/shared/seeds")]
SEED_DIR = next((d for d in SEED_DIRS if d.is_dir()), None)
SEED_GAMES = {"000_": (FIVE_UP, FIVE_UP_BOARDS), "004_": (SEVEN_ROCKS, SEVEN_ROCKS_BOARDS)}

_END_WORDS = {
    "менший кінець": "low",
    "більший кінець": "high",
    "лінія A": "lineA",
    "лінія B": "lineB",
    "гілка A": "branchA",
    "гілка B": "branchB",
}
_TILE = r"\[(\d)\|(\d)\]"


def _tile_text(match: re.Match[str], first: int = 1) -> str:
    return f"{match.group(first)}|{match.group(first + 1)}"


def _section(line: str, title: str) -> str:
    """The text after ``title:`` up to the full stop that ends that section."""
    start = line.index(title + ":") + len(title) + 1
    end = line.index(".", start)
    return line[start:end].strip()


def parse_seed_board(line: str) -> dict[str, Any]:
    """One seed board line -> the same facts :func:`facts` gives for a board."""
    tiles_ = [_tile_text(m) for m in re.finditer(_TILE, _section(line, "Плитки"))]
    spinners = [_tile_text(m) for m in re.finditer(_TILE, _section(line, "Розгалужувальні дублі"))]
    end_words = "|".join(re.escape(w) for w in _END_WORDS)
    connections = [
        (_tile_text(m), _END_WORDS[m.group(3)], _tile_text(m, 4), _END_WORDS[m.group(6)])
        for m in re.finditer(
            _TILE + rf" \(({end_words})\) – " + _TILE + rf" \(({end_words})\)",
            _section(line, "З’єднання"))
    ]
    places = [
        (_tile_text(m), _END_WORDS[m.group(3)], int(m.group(4)))
        for m in re.finditer(_TILE + rf" \(({end_words}), (\d+)\)",
                             _section(line, "Дозволені місця продовження"))
    ]
    # The last "Залікові внески:" section lists tile: value pairs.
    counted = line[line.rindex("Залікові внески:"):]
    contributions = [(_tile_text(m), int(m.group(3)))
                     for m in re.finditer(_TILE + r": (\d+)", counted)]
    sum_match = re.match(r"Залікові внески: ([\d +]+)= (\d+)\.", line)
    points_match = re.search(r"Нарахування за викладання \(вихідні бали\): (\d+)", line)
    assert sum_match is not None, line
    assert points_match is not None, line
    return {
        "tiles": tiles_,
        "spinners": spinners,
        "connections": connections,
        "places": sorted(places),
        "contributions": sorted(contributions),
        "end_sum": int(sum_match.group(2)),
        "points": int(points_match.group(1)),
    }


def _layout_from(parsed: dict[str, Any]) -> list[Join]:
    """Rebuild the play order from the seed's tile list and its connections."""
    joined = {child: (parent, parent_end)
              for parent, parent_end, child, _ in parsed["connections"]}
    layout: list[Join] = []
    for laid in parsed["tiles"]:
        parent, parent_end = joined.get(laid, (None, None))
        layout.append((laid, parent, parent_end))
    return layout


@pytest.mark.skipif(SEED_DIR is None, reason="the seed documents are not next to the repository")
@pytest.mark.parametrize("prefix", sorted(SEED_GAMES))
def test_every_seed_board_line(prefix: str) -> None:
    assert SEED_DIR is not None
    rules, transcribed = SEED_GAMES[prefix]
    (path,) = SEED_DIR.glob(prefix + "*.txt")
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if "Плитки:" in ln]
    assert len(lines) == len(transcribed)
    for line, golden in zip(lines, transcribed, strict=True):
        parsed = parse_seed_board(line)
        layout = _layout_from(parsed)
        # The transcription above says the same as the seed ...
        assert layout == LAYOUTS[golden.layout], line
        assert parsed["spinners"] == list(golden.spinners), line
        assert parsed["places"] == sorted(golden.places), line
        assert parsed["contributions"] == sorted(golden.contributions), line
        assert parsed["points"] == golden.points, line
        # ... and the engine rebuilds exactly the seed's board.
        board, points = build(rules, layout)
        assert facts(board, rules) == parsed, line
        assert points[-1] == parsed["points"]
