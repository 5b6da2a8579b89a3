"""Hostile inputs for every reader, and a runner that counts how each reader takes them.

The test suite draws a few hundred cases (tests/storage/test_hostile.py); the runner tries
thousands, the command-line ones in subprocesses with a timeout:

    .venv/bin/python -m tests.storage.hostile --cases 3000 [--cli 300] [--seed 1]

It prints, per reader and in total: tried, refused cleanly, accepted, crashes, hangs.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from collections import Counter
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

from dominoes_qt import paths
from dominoes_qt.games import rules_of
from dominoes_qt.games.records import RecordError, parse_record, record_of, replay, summary
from dominoes_qt.storage.prefs import Preferences, PrefsStore
from dominoes_qt.storage.rulesets import RulesetStore
from dominoes_qt.storage.saves import SaveFileError, SaveStore, open_game
from dominoes_qt.storage.stats import Statistics, StatsStore, outcome_of
from dominoes_qt.transcript import transcript
from tests.storage.helpers import SETUPS, play_to_end, players_for, random_match

HOSTILE_VALUES: list[Callable[[random.Random], Any]] = [
    lambda r: 10 ** r.choice([19, 23, 24, 300]),
    lambda r: f"\x01BIG{r.choice([25, 4300, 5000, 100_000])}\x01",
    lambda r: r.choice([0, -1, 1, 2, 3, 4, 5, 27, 28, 99, 2**31, 2**63]),
    lambda r: r.choice([0.5, -0.0, 1e308, 1.5]),
    lambda r: r.choice([True, False, None]),
    lambda r: "x" * r.choice([0, 1, 101, 5000, 100_000]),
    lambda r: r.choice(["\ud800", "a\udfffb", "\U0001f600", "\u202e", "\x00", "\n", "1|4 "]),
    lambda r: r.choice(["1|4", "4|1", "[2|2]", " 0 | 6 ", "6|6", "7|1", "1|", "|", "١|٤"]),
    lambda r: r.choice(["low", "high", "lineA", "lineB", "branchA", "branchB", "up"]),
    lambda r: r.choice(["human", "ai", "expert", "casual", "five-up-61", "seven-rocks"]),
    lambda r: [],
    lambda r: {},
    lambda r: [[]] * r.choice([1, 3]),
    lambda r: {"name": "N", "kind": "ai", "level": r.choice(["expert", "odd", ""])},
]

TEXT_NASTIES: list[str] = [
    "[" * 100_000, "{\"a\":" * 2_000, "9" * 5_000, "NaN", "Infinity", "-Infinity",
    "\"\\ud800\"", "1e999", "\"" + "y" * 200_000 + "\"", "", "   ", "\ufeff{}", "nul\x00l",
]


def good_text(rng: random.Random) -> str:
    """A real record: some unfinished, some finished, every game and player count."""
    variant, count = rng.choice(SETUPS)
    match = random_match(variant, count, rng.randrange(10_000), rng.choice([0, 1, 5, 30, 80]))
    if rng.random() < 0.3:
        match = play_to_end(match, rng.randrange(10_000))
    return record_of(match, players_for(count)).dumps()


def _paths(doc: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            yield from _paths(value, (*prefix, index))


def _set(doc: Any, where: tuple[Any, ...], value: Any) -> Any:
    if not where:
        return value
    parent = doc
    for step in where[:-1]:
        parent = parent[step]
    parent[where[-1]] = value
    return doc


def twin_values(n: int) -> tuple[Any, ...]:
    """What a whole number may be swapped for that Python takes as equal to some number
    (``2.0 == 2``, ``True == 1``): every reader must refuse these where it wants an int."""
    return (float(n), True, False)


def int_paths(doc: Any) -> list[tuple[Any, ...]]:
    """The places of every whole number (not a bool) in ``doc``."""
    return [where for where in _paths(doc) if type(_get(doc, where)) is int]


def _get(doc: Any, where: tuple[Any, ...]) -> Any:
    for step in where:
        doc = doc[step]
    return doc


def with_value(doc: Any, where: tuple[Any, ...], value: Any) -> Any:
    """A copy of ``doc`` with ``value`` at ``where``."""
    return _set(json.loads(json.dumps(doc)), where, value)


def twins(doc: Any) -> Iterator[Any]:
    """``doc`` with each whole number in turn swapped for each of its :func:`twin_values`."""
    for where in int_paths(doc):
        for twin in twin_values(_get(doc, where)):
            yield with_value(doc, where, twin)


def mutate_doc(doc: Any, rng: random.Random) -> Any:
    """One to three edits of a JSON document: a value replaced (a whole number often by
    its float or bool twin), a key dropped or added."""
    for _ in range(rng.randint(1, 3)):
        places = list(_paths(doc))
        numbers = int_paths(doc)
        if numbers and rng.random() < 0.2:
            where = rng.choice(numbers)
            doc = _set(doc, where, rng.choice(twin_values(_get(doc, where))))
            continue
        where = rng.choice(places)
        roll = rng.random()
        if roll < 0.6:
            doc = _set(doc, where, rng.choice(HOSTILE_VALUES)(rng))
        elif roll < 0.8 and where:
            parent = doc
            for step in where[:-1]:
                parent = parent[step]
            if isinstance(parent, dict):
                parent.pop(where[-1], None)
            elif isinstance(parent, list) and parent:
                parent.pop(where[-1])
        else:
            target = doc
            for step in where:
                target = target[step]
            if isinstance(target, dict):
                target[rng.choice(["extra", "seat", "at", "end", "level", "version"])] = \
                    rng.choice(HOSTILE_VALUES)(rng)
            elif isinstance(target, list):
                target.append(rng.choice(HOSTILE_VALUES)(rng))
    return doc


ODD_NAMES = ["", " ", "Олена", "\U0001f600" * 20, "\u202eright-to-left", "tab\there",
             "new\nline", "x" * 100, "\x00", "Seat 9", "\\", "\"quoted\""]


def odd_doc(doc: Any, rng: random.Random) -> Any:
    """A valid record written oddly: names, tile spellings, extra keys, explicit seats."""
    for player in doc.get("players", []):
        if rng.random() < 0.7:
            player["name"] = rng.choice(ODD_NAMES)
        if rng.random() < 0.3:
            player["colour"] = {"nested": [1, {"deep": None}], "n": -0.0}
    for round_ in doc.get("rounds", []):
        if rng.random() < 0.5:
            round_["hands"] = [[_respell(t, rng) for t in hand] for hand in round_["hands"]]
        for play in round_.get("plays", []):
            if rng.random() < 0.3:
                play["tile"] = _respell(play["tile"], rng)
            if rng.random() < 0.2:
                play["note"] = rng.choice(ODD_NAMES)
        if rng.random() < 0.3:
            round_["extra"] = [1, 2, 3]
    if rng.random() < 0.5:
        doc["notes"] = rng.choice(ODD_NAMES)
    return doc


def _respell(tile: str, rng: random.Random) -> str:
    a, b = tile.split("|")
    return rng.choice([f"{b}|{a}", f"[{a}|{b}]", f" {a} | {b} ", f"{a}|{b}"])


def mutate_text(text: str, rng: random.Random) -> str:
    """Edits below the JSON level: cuts, stray brackets, splices of nasty text."""
    roll = rng.random()
    cut = rng.randrange(len(text) + 1)
    if roll < 0.25:
        return text[:cut]
    if roll < 0.5:
        return text[:cut] + rng.choice(["[", "]", "{", "}", ",", "\"", "\\", "0"]) + text[cut:]
    if roll < 0.85:
        return text[:cut] + rng.choice(TEXT_NASTIES) + text[cut:]
    return rng.choice(TEXT_NASTIES)


def hostile_bytes(base: str, rng: random.Random) -> bytes:
    """A hostile variant of the JSON document ``base``."""
    roll = rng.random()
    if roll < 0.25:
        doc = odd_doc(json.loads(base), rng)
        return json.dumps(doc, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1, 4])
                          ).encode()
    if roll < 0.6:
        doc = mutate_doc(json.loads(base), rng)
        text = json.dumps(doc, ensure_ascii=rng.random() < 0.5)
        # Numbers too long for json.dumps are spliced in as text.
        text = re.sub(r'"\\u0001BIG(\d+)\\u0001"', lambda m: "9" * int(m.group(1)), text)
        return text.encode("utf-8", "surrogatepass")
    if roll < 0.95:
        return mutate_text(base, rng).encode("utf-8", "surrogatepass")
    data = bytearray(base.encode())
    for _ in range(rng.randint(1, 4)):
        data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


def prefs_text(rng: random.Random) -> str:
    return json.dumps(Preferences().to_json())


def stats_text(rng: random.Random) -> str:
    stats = Statistics()
    match = play_to_end(random_match("five-up-61", 2, rng.randrange(1000), 0), 1)
    outcome = outcome_of(match, {0}, {1: "casual"})
    assert outcome is not None
    return json.dumps(stats.with_outcome(outcome, 1, 2, "id").to_json())


def rulesets_text(rng: random.Random) -> str:
    friday = rules_of("all-fives", {"target": 150, "spinners": rng.choice(["none",
                                                                          "every-double"])})
    nine = rules_of("draw-game", {"set": 9, "hand-4": 10})
    return json.dumps({"version": 1, "rulesets": [
        {"name": "Friday", **friday.ruleset.to_json()},
        {"name": "Nines", **nine.ruleset.to_json()}]})


def recent_text(folder: Path) -> str:
    return json.dumps({"version": 1, "files": [str(folder / "a.json"), str(folder / "b.json")]})


# --- what each reader must do ---------------------------------------------------------------


def _one_short_line(message: str) -> str:
    if "\n" in message or len(message) >= 300:
        raise AssertionError(f"not one short line: {message[:400]!r}")
    return "refused"


def check_record_text(text: str) -> str:
    """Refused with :class:`RecordError`, or accepted and replayed identically twice."""
    try:
        record = parse_record(text)
        first = replay(record)
    except RecordError as exc:
        return _one_short_line(str(exc))
    second = replay(parse_record(record.dumps()))
    assert summary(first) == summary(second)
    assert summary(first) == summary(replay(record))
    assert transcript(record, first) == transcript(record, second)
    json.dumps(summary(first))
    return "accepted"


def check_save_file(path: Path) -> str:
    try:
        game = open_game(path)
    except SaveFileError as exc:
        return _one_short_line(str(exc))
    again = open_game(path)
    assert summary(game.match) == summary(again.match)
    return "accepted"


def check_prefs_file(path: Path) -> str:
    store = PrefsStore(path)
    loaded = store.load()
    store.save(loaded.value)
    assert PrefsStore(path).load().notice is None
    return "refused" if loaded.notice else "accepted"


def check_stats_file(path: Path) -> str:
    store = StatsStore(path)
    loaded = store.load()
    store.save(loaded.value)
    assert StatsStore(path).load().notice is None
    return "refused" if loaded.notice else "accepted"


def check_rulesets_file(path: Path) -> str:
    """Read, or set aside whole; then a save keeps every entry it could not read and the
    new one: nothing in the file is lost."""
    original = path.read_bytes()
    store = RulesetStore(path)
    offered = store.load()
    damaged = store.notice is not None and not path.exists()
    if damaged:
        aside = [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".")]
        assert [p.read_bytes() for p in aside] == [original]
    kept_before = list(store._kept)
    added = rules_of("block-game", {"target": 77})
    store.save("Hostile check", added)
    again = RulesetStore(path)
    names = [(e.name, e.rules.ruleset) for e in again.load()]
    assert ("Hostile check", added.ruleset) in names
    assert all((e.name, e.rules.ruleset) in names for e in offered
               if e.name.casefold() != "hostile check" or
               e.rules.ruleset.game != "block-game")
    assert again._kept == kept_before
    return "refused" if store.notice else "accepted"


def check_recent_file(folder: Path) -> str:
    store = SaveStore(folder)
    listed = store.recent()
    assert all(isinstance(p, Path) and p.is_file() for p in listed)
    game = folder / "saves" / "g.dominoes.json"
    game.parent.mkdir(exist_ok=True)
    store.save(game, record_of(random_match("five-up-61", 2, 1, 3), players_for(2)))
    assert store.recent()[0] == game.resolve()
    return "accepted" if listed else "refused"


def check_autosave(folder: Path) -> str:
    found = SaveStore(folder).find_resumable()
    return "refused" if found is None else "accepted"


# --- the cases ------------------------------------------------------------------------------


def cases(seed: int, count: int, folder: Path) -> Iterator[tuple[str, Callable[[], str]]]:
    """``count`` hostile cases as (reader, check) pairs, each writing its own file."""
    rng = random.Random(seed)
    # Real records are slow to make: draw the hostile variants from a small pool of them.
    pool = [good_text(rng) for _ in range(8)]
    stats_base = stats_text(rng)
    rulesets_base = rulesets_text(rng)
    for number in range(count):
        kind = ["record", "save", "autosave", "prefs", "stats", "recent",
                "rulesets"][number % 7]
        home = folder / f"case{number}"
        home.mkdir(parents=True)
        if kind == "record":
            text = hostile_bytes(rng.choice(pool), rng).decode("utf-8", "replace")
            yield kind, partial(check_record_text, text)
        elif kind == "save":
            path = home / "g.dominoes.json"
            path.write_bytes(hostile_bytes(rng.choice(pool), rng))
            yield kind, partial(check_save_file, path)
        elif kind == "autosave":
            store = SaveStore(home)
            store.autosave_path.write_bytes(hostile_bytes(rng.choice(pool), rng))
            if rng.random() < 0.5:
                store.autosave_backup_path.write_bytes(hostile_bytes(rng.choice(pool), rng))
            yield kind, partial(check_autosave, home)
        elif kind == "prefs":
            path = home / "preferences.json"
            path.write_bytes(hostile_bytes(prefs_text(rng), rng))
            yield kind, partial(check_prefs_file, path)
        elif kind == "stats":
            path = home / "statistics.json"
            path.write_bytes(hostile_bytes(stats_base, rng))
            yield kind, partial(check_stats_file, path)
        elif kind == "rulesets":
            path = home / "rulesets.json"
            path.write_bytes(hostile_bytes(rulesets_base, rng))
            yield kind, partial(check_rulesets_file, path)
        else:
            (home / "recent.json").write_bytes(hostile_bytes(recent_text(home), rng))
            yield kind, partial(check_recent_file, home)


def special_files(folder: Path) -> list[Path]:
    """A FIFO, /dev/zero, a folder, a loop of links, a link to nowhere, a 13 MB file."""
    fifo = folder / "fifo.json"
    os.mkfifo(fifo)
    loop = folder / "loop.json"
    loop.symlink_to(loop)
    dangling = folder / "dangling.json"
    dangling.symlink_to(folder / "nowhere")
    big = folder / "big.json"
    big.write_bytes(b'{"format": "dominoes-qt-record", "pad": "' + b"x" * 13_000_000 + b'"}')
    (folder / "dir.json").mkdir()
    return [fifo, Path("/dev/zero"), folder / "dir.json", loop, dangling, big]


# --- the runner -----------------------------------------------------------------------------


def _in_process(check: Callable[[], str], timeout: float) -> str:
    outcome: list[str] = []

    def run() -> None:
        try:
            outcome.append(check())
        except Exception as exc:
            outcome.append(f"crash: {type(exc).__name__}: {str(exc)[:200]}")

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(timeout)
    return outcome[0] if outcome else "hang"


def _cli(args: list[str], timeout: float) -> str:
    try:
        result = subprocess.run([sys.executable, "-m", "dominoes_qt", *args],
                                capture_output=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return "hang"
    err = result.stderr.decode("utf-8", "replace")
    if result.returncode == 0 and result.stdout and not err:
        return "accepted"
    if result.returncode == 2 and not result.stdout and err.count("\n") == 1 \
            and len(err) < 301:
        return "refused"
    return f"crash: exit {result.returncode}: {err[-200:]}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=3000, help="in-process cases")
    parser.add_argument("--cli", type=int, default=300,
                        help="cases through `replay --json` and `explain` (subprocesses)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=20.0)
    args = parser.parse_args(argv)
    logging.disable(logging.WARNING)
    tally: dict[str, Counter[str]] = {}
    crashes: list[str] = []

    def count(reader: str, verdict: str) -> None:
        outcome = verdict if verdict in ("refused", "accepted", "hang") else "crash"
        tally.setdefault(reader, Counter())[outcome] += 1
        if outcome in ("crash", "hang"):
            crashes.append(f"{reader}: {verdict}")

    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        with paths.redirected(folder / "home"):
            for reader, check in cases(args.seed, args.cases, folder / "cases"):
                count(reader, _in_process(check, args.timeout))
            specials = folder / "specials"
            specials.mkdir()
            for path in special_files(specials):
                count("save", _in_process(partial(check_save_file, path), args.timeout))
                count("record", _in_process(partial(_record_file, path), args.timeout))
                for command in (["replay", "--json"], ["replay"], ["explain"]):
                    count(f"cli {' '.join(command)}", _cli([*command, str(path)], args.timeout))
            rng = random.Random(args.seed + 1)
            pool = [good_text(rng) for _ in range(20)]
            cli_dir = folder / "cli"
            cli_dir.mkdir()
            for number in range(args.cli):
                path = cli_dir / f"{number}.json"
                path.write_bytes(hostile_bytes(rng.choice(pool), rng))
                command = [["replay", "--json"], ["replay"], ["explain"]][number % 3]
                count(f"cli {' '.join(command)}", _cli([*command, str(path)], args.timeout))
    total: Counter[str] = Counter()
    print(f"{'reader':18} {'tried':>6} {'refused':>8} {'accepted':>9} {'crashes':>8} {'hangs':>6}")
    for reader, counts in sorted(tally.items()):
        total.update(counts)
        print(f"{reader:18} {sum(counts.values()):6} {counts['refused']:8} "
              f"{counts['accepted']:9} {counts['crash']:8} {counts['hang']:6}")
    print(f"{'total':18} {sum(total.values()):6} {total['refused']:8} {total['accepted']:9} "
          f"{total['crash']:8} {total['hang']:6}")
    for line in crashes[:20]:
        print(line)
    return 1 if crashes else 0


def _record_file(path: Path) -> str:
    from dominoes_qt.games.records import read_record

    try:
        text = read_record(path)
    except RecordError:
        return "refused"
    return check_record_text(text)


if __name__ == "__main__":
    sys.exit(main())


# --- one hostile kind written into any of the program's files ------------------------------


def _doc_edit(change: Callable[[dict[str, Any]], None]) -> Callable[[str], bytes]:
    def edit(base: str) -> bytes:
        doc = json.loads(base)
        if isinstance(doc, dict):
            change(doc)
        return json.dumps(doc).encode()
    return edit


def _unknown_levels(doc: dict[str, Any]) -> None:
    for player in doc.get("players", []):
        player["kind"], player["level"] = "ai", "normal"
    if isinstance(doc.get("last_setup"), dict):
        doc["last_setup"]["levels"] = ["normal", "easy", "hard"]
    doc["level"] = "normal"


def _keep_only(doc: dict[str, Any], key: str) -> None:
    for other in [k for k in doc if k != key]:
        del doc[other]


FILE_KINDS: dict[str, Callable[[str], bytes] | str] = {
    "fifo": "fifo",
    "dev-zero": "dev-zero",
    "folder": "folder",
    "link-loop": "link-loop",
    "dangling-link": "dangling-link",
    "huge": lambda base: b'{"pad": "' + b"x" * 13_000_000 + b'"}',
    "empty": lambda base: b"",
    "not-utf8": lambda base: b"\xff\xfe" + base.encode()[2:],
    "truncated": lambda base: base.encode()[: len(base) // 2],
    "deep": lambda base: b"[" * 100_000,
    "long-number": lambda base: b'{"version": ' + b"9" * 5000 + b"}",
    "nan": lambda base: base.replace('"version": 1', '"version": NaN', 1).replace(
        '"version": 2', '"version": NaN', 1).encode(),
    "surrogate": lambda base: base.replace("{", '{"x\\ud800": "\\udfff",', 1).encode(),
    "out-of-range": lambda base: base.replace("{", '{"x": -1e99999,', 1).encode(),
    "list": lambda base: b"[1, 2, 3]",
    "null": lambda base: b"null",
    "other-format": _doc_edit(lambda d: d.update(format="chess-pgn")),
    "newer-version": _doc_edit(lambda d: d.update(version=4)),
    "huge-version": _doc_edit(lambda d: d.update(version=10**30)),
    "bool-version": _doc_edit(lambda d: d.update(version=True)),
    "unknown-values": _doc_edit(_unknown_levels),
    "stripped": _doc_edit(lambda d: _keep_only(d, "version")),
}
"""Every kind of damage one file can have, by name: a function of the file's good text
giving its damaged bytes, or the name of a special file to put in its place."""


def write_kind(path: Path, kind: str, base: str) -> None:
    """Put damage of ``kind`` (:data:`FILE_KINDS`) at ``path``, whose good text is ``base``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif os.path.lexists(path):
        path.unlink()
    how = FILE_KINDS[kind]
    if callable(how):
        path.write_bytes(how(base))
    elif how == "fifo":
        os.mkfifo(path)
    elif how == "dev-zero":
        path.symlink_to("/dev/zero")
    elif how == "folder":
        path.mkdir()
    elif how == "link-loop":
        path.symlink_to(path)
    else:
        path.symlink_to(path.with_name(path.name + ".nowhere"))
