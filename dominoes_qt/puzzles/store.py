"""Puzzle files: the shipped sets (read as hostile data, all or nothing) and the player's
mistakes (newest first, written atomically)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dominoes_qt import jsongate, paths
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.engine import End, Move, Rules, Tile, parse_tile
from dominoes_qt.engine.options import OptionError
from dominoes_qt.engine.record import move_json
from dominoes_qt.games import GAMES, written_rules_of
from dominoes_qt.puzzles.model import Goal, Puzzle, PuzzleError
from dominoes_qt.puzzles.solver import next_opponent

FORMAT = "dominoes-qt-puzzles"
VERSION = 1
MISTAKES_FORMAT = "dominoes-qt-mistakes"
MAX_MISTAKES = 120
"""The newest mistakes kept (about 1 KB each, well inside the small files' limit)."""
PUZZLE_LIMITS = jsongate.Limits(max_bytes=1024 * 1024)
"""A shipped set: about 1 KB a puzzle."""


def puzzle_json(p: Puzzle) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "id": p.id, "variant": p.variant, "players": p.players, "scores": list(p.scores),
        "starter": p.starter, "hands": [[str(t) for t in h] for h in p.hands],
        "boneyard": [str(t) for t in p.boneyard], "plays": [move_json(m) for m in p.plays],
        "goal": p.goal.value, "answer": [move_json(m) for m in p.answer],
        "points": p.points, "difficulty": p.difficulty, "checks": p.checks,
    }
    if p.played is not None:
        doc["played"] = move_json(p.played)
    if p.choices:
        doc["choices"] = [str(t) for t in p.choices]
    if p.ruleset is not None:
        doc["ruleset"] = p.ruleset.to_json()
    return doc


def set_json(rules: Rules, puzzles: Sequence[Puzzle], how: dict[str, Any]) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "variant": rules.variant,
            "generated": how, "puzzles": [puzzle_json(p) for p in puzzles]}


def _int(value: object, low: int, high: int, what: str) -> int:
    if not jsongate.is_int_in(value, low, high):
        raise PuzzleError(f"{what} must be a whole number from {low} to {high}")
    return value


def _tile(value: object) -> Tile:
    try:
        return parse_tile(value)  # type: ignore[arg-type]
    except (ValueError, TypeError):
        raise PuzzleError(f"{jsongate.quote(value)} is not a tile") from None


def _move(value: object) -> Move:
    if not isinstance(value, dict) or set(value) - {"tile", "at", "end"} \
            or "tile" not in value:
        raise PuzzleError("a play must be an object with a \"tile\"")
    laid = _tile(value["tile"])
    if "at" not in value and "end" not in value:
        return Move(laid)
    try:
        return Move(laid, _tile(value.get("at")), End(value.get("end")))
    except ValueError:
        raise PuzzleError(f"{jsongate.quote(value.get('end'))} is not an end") from None


def _checks(value: object) -> dict[str, Any]:
    """What the generator found, checked as hostile data like the rest (the words do sums
    with it): the master's win chances, the runner-up's points, the numbers the next
    player lacks. Anything else is dropped."""
    if not isinstance(value, dict):
        return {}
    kept: dict[str, Any] = {}
    for key, item in value.items():
        if key == "runner_up":
            if jsongate.is_int_in(item, 0, 10_000):
                kept[key] = item
        elif key == "lacks":
            if isinstance(item, list) and len(item) <= 16 \
                    and all(jsongate.is_int_in(n, 0, 99) for n in item):
                kept[key] = item
        elif key == "master" and isinstance(item, dict) and len(item) <= 8 \
                and all(jsongate.is_number(n) for n in item.values()):
            kept[key] = item
    return kept


def _list(value: object, what: str, most: int = 64) -> list[Any]:
    if not isinstance(value, list) or len(value) > most:
        raise PuzzleError(f"{what} must be a list of at most {most}")
    return value


def _house_rules(doc: object) -> Rules:
    if not isinstance(doc, dict) or set(doc) - {"game", "options"}:
        raise PuzzleError("a puzzle's ruleset must be an object of its game and options")
    try:
        return written_rules_of(doc.get("game"), doc.get("options", {}))
    except OptionError as exc:
        raise PuzzleError(f"the ruleset: {exc}") from None


def puzzle_from_json(doc: object) -> Puzzle:
    """A puzzle read as hostile data: its shape, its position replayed and its answer legal
    (raises :class:`PuzzleError`)."""
    if not isinstance(doc, dict):
        raise PuzzleError("a puzzle must be an object")
    variant, rules = _game_of(doc)
    players = doc.get("players")
    if not jsongate.is_int(players) or players not in rules.player_counts:
        raise PuzzleError(f"{jsongate.quote(players)} players cannot play {variant}")
    sides = rules.seating(players).num_sides
    scores = tuple(_int(s, -10 * rules.target, rules.target, "a score")
                   for s in _list(doc.get("scores"), "scores"))
    if len(scores) != sides:
        raise PuzzleError(f"there must be {sides} scores")
    ident = doc.get("id")
    if not isinstance(ident, str) or not 0 < len(ident) <= 120:
        raise PuzzleError("a puzzle needs an id")
    try:
        goal = Goal(doc.get("goal"))
    except ValueError:
        raise PuzzleError(f"unknown goal {jsongate.quote(doc.get('goal'))}") from None
    played = doc.get("played")
    checks = doc.get("checks", {})
    puzzle = Puzzle(
        ident, variant, players, scores, _int(doc.get("starter"), 0, players - 1, "starter"),
        tuple(tuple(_tile(t) for t in _list(h, "a hand")) for h in _list(doc.get("hands"),
                                                                          "hands")),
        tuple(_tile(t) for t in _list(doc.get("boneyard"), "the boneyard")),
        tuple(_move(m) for m in _list(doc.get("plays"), "plays", 64)), goal,
        tuple(_move(m) for m in _list(doc.get("answer"), "the answer", 16)),
        _int(doc.get("points", 0), 0, rules.target, "points"),
        _int(doc.get("difficulty", 1), 1, 3, "difficulty"),
        None if played is None else _move(played),
        _checks(checks),
        tuple(_tile(t) for t in _list(doc.get("choices", []), "choices", 8)),
        rules.ruleset if rules.house_rules else None)
    _check_position(puzzle)
    return puzzle


def _game_of(doc: dict[str, Any]) -> tuple[str, Rules]:
    """The puzzle's variant and rules: a registered game, or house rules it carries."""
    variant = doc.get("variant")
    house = doc.get("ruleset")
    if house is not None:
        rules = _house_rules(house)
        if variant != rules.variant:
            raise PuzzleError(f"the variant {jsongate.quote(variant)} is not its ruleset's "
                              f"({rules.variant})")
        return rules.variant, rules
    if not isinstance(variant, str) or variant not in GAMES:
        raise PuzzleError(f"unknown game {jsongate.quote(variant)}")
    return variant, GAMES[variant]


def _check_position(puzzle: Puzzle) -> None:
    """The puzzle's position replays to its seat's turn, and its answer (and the play made,
    for a mistake) is legal there; the tile of a :attr:`Goal.HOLD` puzzle is one the next
    player cannot hold."""
    ident = puzzle.id
    try:
        view = puzzle.view()
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise PuzzleError(f"{ident}: the position does not replay ({exc})") from None
    if view.to_move != view.seat or not puzzle.answer:
        raise PuzzleError(f"{ident}: nobody is to play")
    if puzzle.goal is Goal.HOLD:
        nxt = next_opponent(view)
        tile = puzzle.answer[0].tile
        if nxt is None or len(puzzle.answer) != 1 or tile not in puzzle.choices \
                or len(set(puzzle.choices)) != len(puzzle.choices) \
                or tile in Knowledge(view).possible(nxt) or tile not in view.unseen:
            raise PuzzleError(f"{ident}: the tile it cannot hold is not one it cannot hold")
        return
    legal = {a for a in view.legal_actions() if isinstance(a, Move)}
    if not set(puzzle.answer) <= legal or (puzzle.played is not None
                                          and puzzle.played not in legal):
        raise PuzzleError(f"{ident}: the answer is not a legal play")


def read_set(path: Path) -> list[Puzzle]:
    """A puzzle file through the reading gate; raises :class:`PuzzleError` when any part of
    it is wrong (a shipped set is all or nothing)."""
    try:
        doc = jsongate.read_json(path, PUZZLE_LIMITS)
    except jsongate.GateError as exc:
        raise PuzzleError(f"{path.name}: {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise PuzzleError(f"{path.name}: not a puzzle set")
    if not jsongate.same(doc.get("version"), VERSION):
        raise PuzzleError(f"{path.name}: version {jsongate.quote(doc.get('version'))} "
                          f"is not {VERSION}")
    return [puzzle_from_json(p) for p in _list(doc.get("puzzles"), "puzzles", 500)]


def shipped_path(variant: str) -> Path:
    from dominoes_qt.resources import data_path

    return Path(data_path(f"puzzles/{variant}.json"))


def shipped(variant: str) -> list[Puzzle]:
    """The set that ships with the game ([] when it has none or it is damaged)."""
    try:
        return read_set(shipped_path(variant))
    except (PuzzleError, FileNotFoundError, OSError):
        return []



# --- your mistakes ------------------------------------------------------------------------


def mistakes_path() -> Path:
    return paths.data_dir() / "mistakes.json"


def read_mistakes(path: Path | None = None) -> list[Puzzle]:
    """The player's mistakes, newest first; a damaged entry is skipped, a damaged file set
    aside (by the storage helpers) and read as empty."""
    from dominoes_qt.storage.documents import read_document
    from dominoes_qt.storage.versions import Format

    raw = read_document(path or mistakes_path(), Format("mistakes", VERSION, {}))
    doc = raw.doc
    if doc is None or doc.get("format") != MISTAKES_FORMAT:
        return []
    entries = doc.get("puzzles")
    if not isinstance(entries, list):
        return []
    kept: list[Puzzle] = []
    for entry in entries[:MAX_MISTAKES]:
        try:
            kept.append(puzzle_from_json(entry))
        except PuzzleError:
            continue
    return kept


def add_mistakes(found: Sequence[Puzzle], path: Path | None = None) -> list[Puzzle]:
    """Keep ``found`` (newest first, each position once, at most :data:`MAX_MISTAKES`),
    written atomically; returns what is kept. Raises the storage's ``WriteError``."""
    from dominoes_qt.storage.documents import write_document

    target = path or mistakes_path()
    old = read_mistakes(target)
    known = {p.id for p in found}
    kept = [*found, *(p for p in old if p.id not in known)][:MAX_MISTAKES]
    write_document(target, {"format": MISTAKES_FORMAT, "version": VERSION,
                            "puzzles": [puzzle_json(p) for p in kept]})
    return kept


def remove_mistake(ident: str, path: Path | None = None) -> list[Puzzle]:
    """Forget one mistake (once it is solved and the player says so)."""
    from dominoes_qt.storage.documents import write_document

    target = path or mistakes_path()
    kept = [p for p in read_mistakes(target) if p.id != ident]
    write_document(target, {"format": MISTAKES_FORMAT, "version": VERSION,
                            "puzzles": [puzzle_json(p) for p in kept]})
    return kept
