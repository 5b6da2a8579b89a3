"""The command line: the window by default, headless subcommands otherwise."""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dominoes_qt import __version__


def build_parser() -> argparse.ArgumentParser:
    from dominoes_qt.games.house import add_rule_argument

    parser = argparse.ArgumentParser(
        prog="dominoes-qt",
        description="Dominoes against computer opponents, every game of dominoes_qt/games. "
        "Without a subcommand the game window opens.",
    )
    parser.add_argument("--version", action="version", version=f"dominoes-qt {__version__}")
    parser.add_argument("--data-dir", type=Path, default=None,
                        help="keep saves, statistics and preferences in this folder")
    parser.add_argument("--install-desktop-entry", action="store_true",
                        help="install the menu entry and icons for the current user, then exit")
    parser.add_argument("--smoke", action="store_true",
                        help="start, deal a game, let the computer move, quit (a self-test)")
    # nargs="?" because a menu launch passes "--open" with its %f left empty.
    parser.add_argument("--open", dest="record", type=Path, nargs="?", default=None,
                        const=None, metavar="FILE", help="open a saved game")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (_, summary) in DELEGATED.items():
        commands.add_parser(name, help=summary, add_help=False)

    rules = commands.add_parser(
        "rules", help="list each game's options (house rules) with their defaults",
        description="List the options a game offers: name, type, the values it takes, the "
        "default and what it decides. Give them to simulate or puzzles generate as --rule "
        "KEY=VALUE.")
    rules.add_argument("game", nargs="?", default=None, metavar="GAME",
                       help="a game (e.g. all-fives) or a preset (e.g. all-fives-200); "
                       "default: every game")
    rules.add_argument("--json", action="store_true", help="print the options as JSON")

    replay = commands.add_parser("replay", help="replay a game record without a window")
    replay.add_argument("file", type=Path)
    replay.add_argument("--json", action="store_true", help="print the result as JSON")

    explain = commands.add_parser("explain", help="describe the board of a recorded position")
    explain.add_argument("file", type=Path)
    explain.add_argument("--round", type=int, default=None, help="round number (default: last)")
    explain.add_argument("--play", type=int, default=None,
                         help="after this play of the round (default: the last)")

    verify = commands.add_parser(
        "verify", help="check that every deal of a game record is the one committed to")
    verify.add_argument("file", type=Path)
    verify.add_argument("--json", action="store_true", help="print the result as JSON")

    analyse = commands.add_parser(
        "analyse", help="a coach's review of the human players' decisions in a record")
    analyse.add_argument("file", type=Path)
    analyse.add_argument("--json", action="store_true", help="print the result as JSON")
    analyse.add_argument("--iterations", type=int, default=None,
                         help="sampled deals per decision (more is slower and surer)")
    analyse.add_argument("--evaluator", choices=("master", "expert"), default="master",
                         help="whose search judges the plays (default: the master's)")
    analyse.add_argument("--no-cache", action="store_true",
                         help="neither read nor write the review kept beside the record")

    puzzles = commands.add_parser(
        "puzzles", help="generate, check or list the puzzle sets (dominoes_qt/data/puzzles)")
    puzzle_commands = puzzles.add_subparsers(dest="puzzles_command", metavar="ACTION",
                                             required=True)
    generate = puzzle_commands.add_parser(
        "generate", help="find puzzles in seeded computer matches and write a set per game")
    generate.add_argument("--variant", action="append", default=None,
                          help="a game's variant name (repeatable; default: every game)")
    generate.add_argument("--count", type=int, default=12, help="puzzles per game")
    generate.add_argument("--seed", type=int, default=1)
    generate.add_argument("--iterations", type=int, default=None,
                          help="rollouts of the master's check of each puzzle")
    generate.add_argument("--out", type=Path, default=None,
                          help="folder to write <variant>.json to (default: the package's)")
    add_rule_argument(generate)
    check = puzzle_commands.add_parser("check", help="check every puzzle of some sets again")
    check.add_argument("files", type=Path, nargs="*",
                       help="puzzle sets (default: the ones shipped with the game)")
    listing = puzzle_commands.add_parser("list", help="print the puzzles of a set")
    listing.add_argument("file", type=Path)

    serve = commands.add_parser(
        "serve", help="run a table server for network play (needs the net extra: websockets)",
        description="An authoritative table server: players join a table by its room code. "
        "Tables and finished records are kept in SQLite in --data-dir and resumed after a "
        "restart. See docs/PROTOCOL.md.")
    serve.add_argument("--host", default="127.0.0.1",
                       help="address to listen on (default 127.0.0.1; 0.0.0.0 for the LAN)")
    serve.add_argument("--port", type=int, default=8765, help="port (default 8765; 0: any)")
    serve.add_argument("--data-dir", dest="serve_data_dir", type=Path, default=None, metavar="DIR",
                       help="folder of the server's tables.sqlite3 (default: the game's "
                       "data folder's server/)")
    serve.add_argument("--certfile", type=Path, default=None,
                       help="TLS certificate (PEM) for wss://; with --keyfile")
    serve.add_argument("--keyfile", type=Path, default=None, help="TLS private key (PEM)")
    serve.add_argument("--grace", type=float, default=60.0,
                       help="seconds a dropped player's seat waits before a bot holds it")
    serve.add_argument("--max-tables", type=int, default=200,
                       help="tables this server holds at most")
    serve.add_argument("--workers", type=int, default=1,
                       help="worker processes for expert and master seats (all tables)")
    serve.add_argument("--redis", default=None, metavar="URL",
                       help="share room codes, lobbies and invitations with the other "
                       "servers of this Redis (e.g. redis://127.0.0.1:6379/0)")
    serve.add_argument("--public-url", default=None, metavar="URL",
                       help="with --redis: the ws:// or wss:// address clients reach this "
                       "server at (default: from --host and --port)")
    return parser


DELEGATED: dict[str, tuple[str, str]] = {
    "simulate": ("dominoes_qt.ai.simulate", "play computer-only matches and report strength"),
}
"""Subcommands whose module parses its own arguments: name -> (module, help)."""


CLOSED_PIPE_EXIT = 128 + 13
"""Exit status when the reader of standard output went away (``replay FILE | head``): the
status of a program that SIGPIPE stopped, as the shell reports it."""
INTERRUPTED_EXIT = 128 + 2
"""Exit status after Ctrl+C in a headless command (the shell's for SIGINT)."""


def main(argv: Sequence[str] | None = None) -> int:
    """The program; a closed standard output or Ctrl+C ends it quietly (no traceback)."""
    try:
        status = _main(argv)
        # What is still buffered fails here, not at exit where it could not be caught.
        sys.stdout.flush()
    except BrokenPipeError:
        _silence_stdout()
        return CLOSED_PIPE_EXIT
    except KeyboardInterrupt:
        return INTERRUPTED_EXIT
    return status


def _silence_stdout() -> None:
    # The interpreter flushes standard output once more at exit; with the reader gone that
    # would print a warning, so the stream is pointed at the null device first.
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError):
        pass


def _main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in DELEGATED:
        import importlib

        module = importlib.import_module(DELEGATED[argv[0]][0])
        result: int = module.main(argv[1:])
        return result
    args = build_parser().parse_args(argv)
    if args.command in ("replay", "explain") and isinstance(sys.stdout, io.TextIOWrapper):
        # A record's names may hold characters the terminal's encoding lacks.
        sys.stdout.reconfigure(errors="backslashreplace")
    if args.data_dir is not None:
        from dominoes_qt.paths import set_base_dir

        set_base_dir(args.data_dir)
    if args.command == "rules":
        return _rules(args.game, as_json=args.json)
    if args.command == "replay":
        return _replay(args.file, as_json=args.json)
    if args.command == "explain":
        return _explain(args.file, args.round, args.play)
    if args.command == "verify":
        return _verify(args.file, as_json=args.json)
    if args.command == "analyse":
        return _analyse(args.file, args.json, args.iterations, not args.no_cache,
                        args.evaluator)
    if args.command == "puzzles":
        return _puzzles(args)
    if args.command == "serve":
        return _serve(args)
    if args.install_desktop_entry:
        from dominoes_qt.desktop_entry import install_desktop_entry

        return install_desktop_entry()
    from dominoes_qt.ui.app import run

    return run(record=args.record, smoke=args.smoke)


def _serve(args: argparse.Namespace) -> int:
    import asyncio
    import importlib.util

    try:
        from dominoes_qt.net.server import Settings, run
    except ImportError as exc:
        print(f"serve needs the websockets package ({exc}); install it with "
              "`pip install 'dominoes-qt[net]'`", file=sys.stderr)
        return 2
    if (args.certfile is None) != (args.keyfile is None):
        print("--certfile and --keyfile go together", file=sys.stderr)
        return 2
    if not 0 <= args.port <= 65535 or args.grace < 0 or args.max_tables < 1 \
            or not 1 <= args.workers <= 64:
        print("--port 0-65535, --grace >= 0, --max-tables >= 1, --workers 1-64",
              file=sys.stderr)
        return 2
    from dominoes_qt.paths import data_dir

    folder = args.serve_data_dir if args.serve_data_dir is not None \
        else data_dir() / "server"
    if args.redis is not None and importlib.util.find_spec("redis") is None:
        print("--redis needs the redis package: `pip install redis`", file=sys.stderr)
        return 2
    settings = Settings(host=args.host, port=args.port, data_dir=folder,
                        certfile=args.certfile, keyfile=args.keyfile, grace=args.grace,
                        max_tables=args.max_tables, pool_workers=args.workers,
                        redis=args.redis, public_url=args.public_url)
    try:
        asyncio.run(run(settings))
    except OSError as exc:
        print(f"could not serve on {args.host}:{args.port}: {exc}", file=sys.stderr)
        return 1
    return 0


MESSAGE_LIMIT = 299
"""Characters of the one error line ``replay`` and ``explain`` print (RECORD.md)."""


def _refuse(path: Path, error: Exception) -> int:
    """Print the one-line error for a bad record; the exit status of a bad record."""
    name = str(path)
    if len(name) > 80:
        name = "..." + name[-77:]
    line = f"{name}: {error}".replace("\n", " ").replace("\r", " ")
    if len(line) > MESSAGE_LIMIT:
        line = line[: MESSAGE_LIMIT - 3] + "..."
    # The terminal may not take every character of a name: never fail on printing.
    sys.stderr.write(line.encode("utf-8", "backslashreplace").decode("utf-8") + "\n")
    return 2


def _rules(game: str | None, as_json: bool) -> int:
    from dominoes_qt.games.house import known_names, listing_json, listing_text

    try:
        games = listing_json(game)
    except KeyError:
        shown = game if game is not None and len(game) <= 40 and game.isprintable() \
            else "that"
        print(f"rules: no game is called {shown!r} (known: {', '.join(known_names())})",
              file=sys.stderr)
        return 2
    print(json.dumps(games) if as_json else listing_text(games))
    return 0


def _replay(path: Path, as_json: bool) -> int:
    from dominoes_qt.games.records import (
        RecordError,
        load,
        names_train_game,
        read_record,
        summary,
    )
    from dominoes_qt.transcript import transcript

    try:
        text = read_record(path)
        if names_train_game(text):
            return _replay_train(text, as_json)
        record, match = load(text)
    except RecordError as exc:
        return _refuse(path, exc)
    if as_json:
        print(json.dumps(summary(match)))
    else:
        print(transcript(record, match))
    return 0


def _replay_train(text: str, as_json: bool) -> int:
    from dominoes_qt.engine.train_record import train_summary, train_transcript
    from dominoes_qt.games.records import load_train

    record, match = load_train(text)
    print(json.dumps(train_summary(match)) if as_json else train_transcript(record, match))
    return 0


def _verify_train(text: str, as_json: bool) -> int:
    from dominoes_qt.engine.train_record import check_train_deals
    from dominoes_qt.games.records import load_train

    record, match = load_train(text)
    checks = check_train_deals(record, match)
    fair = all(c["verdict"] in ("match", "sealed") for c in checks)
    if as_json:
        print(json.dumps({"fair": fair, "rounds": checks}))
    else:
        for c in checks:
            print(f"round {c['round']}: {c['verdict']}: {c['reason']}")
        print(f"every dealt round matches its commitment ({len(checks)} checked)" if fair
              else "not every deal can be shown to match its commitment")
    return 0 if fair else 1


def _explain(path: Path, round_number: int | None, play_number: int | None) -> int:
    from dominoes_qt.engine.describe import describe, format_description
    from dominoes_qt.games.records import RecordError, parse_record, read_record, replay

    try:
        record = parse_record(read_record(path))
        if not record.rounds:
            raise RecordError("the record has no rounds")
        number = len(record.rounds) if round_number is None else round_number
        if not 1 <= number <= len(record.rounds):
            raise RecordError(f"there is no round {number} (the record has "
                              f"{len(record.rounds)})")
        plays = len(record.rounds[number - 1].plays)
        play = plays if play_number is None else play_number
        if not 0 <= play <= plays:
            raise RecordError(f"there is no play {play} (the round has {plays})", number)
        match = replay(record, upto=(number, play))
    except RecordError as exc:
        return _refuse(path, exc)
    round_ = match.rounds[number - 1]
    print(f"Round {number}, after play {play} of {plays}:")
    print(format_description(describe(round_.board, round_.rules)))
    return 0


def _verify(path: Path, as_json: bool) -> int:
    from dominoes_qt.engine.verify import all_fair, check_rounds
    from dominoes_qt.games.records import RecordError, load, names_train_game, read_record

    try:
        text = read_record(path)
        if names_train_game(text):
            return _verify_train(text, as_json)
        record, match = load(text)
    except RecordError as exc:
        return _refuse(path, exc)
    checks = check_rounds(record, match)
    fair = all_fair(checks)
    daily = _daily_check(record)
    if daily is not None:
        fair = fair and not daily["problems"]
    table = _table_check(record, match)
    if table is not None:
        fair = fair and not table

    if as_json:
        out: dict[str, Any] = {
            "fair": fair,
            "rounds": [{"round": c.round, "verdict": c.verdict.value, "reason": c.reason,
                        "commitment": c.commitment} for c in checks],
        }
        if daily is not None:
            out["daily"] = daily
        if table is not None:
            out["table"] = table
        print(json.dumps(out))
    else:
        for c in checks:
            print(f"round {c.round}: {c.verdict.value}: {c.reason}")
        if all_fair(checks):
            print(f"every dealt round matches its commitment ({len(checks)} checked)")
        else:
            print("not every deal can be shown to match its commitment")
        if daily is not None:
            for problem in daily["problems"]:
                print(f"round {problem['round']}: not the daily deal: {problem['reason']}")
            if not daily["problems"]:
                print(f"every round is the daily deal of {daily['day']}, seats turned by "
                      f"{daily['turn']}")
        if table is not None:
            for problem in table:
                print(f"round {problem['round']}: not the players' seeds: {problem['reason']}")
            if not table:
                print("every revealed deal mixes the table server's committed seed with "
                      "the players' seeds")
    return 0 if fair else 1


def _table_check(record: Any, match: Any) -> list[dict[str, Any]] | None:
    """What checking a network match's seed mixes found (None: not a network match)."""
    from dominoes_qt.net.protocol import check_mixes

    if "table" not in record.extra:
        return None
    seeds = [None if r.proof is None else r.proof.seed for r in match.rounds]
    return [{"round": n, "reason": reason}
            for n, reason in check_mixes(record.extra["table"], seeds)]


def _daily_check(record: Any) -> dict[str, Any] | None:
    """What checking a daily match's seeds against its date found (None: not daily)."""
    from dominoes_qt.engine.daily import DailyPlan, check_daily, day_text

    if "daily" not in record.extra:
        return None
    try:
        plan = DailyPlan.from_json(record.extra["daily"])
    except ValueError as exc:
        return {"day": None, "turn": None, "problems": [{"round": 0, "reason": str(exc)}]}
    return {"day": day_text(plan.day), "turn": plan.turn,
            "problems": [{"round": p.round, "reason": p.reason}
                         for p in check_daily(record, plan.day, plan.turn)]}


def _analyse(path: Path, as_json: bool, iterations: int | None, use_cache: bool,
             evaluator_name: str = "master") -> int:
    from dominoes_qt import coach
    from dominoes_qt.ai.analysis import DEFAULT_ITERATIONS, EVALUATORS, review_record
    from dominoes_qt.games.records import RecordError, load, read_record

    if iterations is not None and not 1 <= iterations <= 100_000:
        print("--iterations must be from 1 to 100000", file=sys.stderr)
        return 2
    try:
        record, _ = load(read_record(path))
    except RecordError as exc:
        return _refuse(path, exc)
    evaluator = EVALUATORS[evaluator_name]()
    count = DEFAULT_ITERATIONS if iterations is None else iterations
    review = coach.read_cache(path, record, evaluator.name, count, 0) if use_cache else None
    if review is None:
        review = review_record(record, evaluator, count)
        if use_cache:
            coach.write_cache(path, review, record)
    if as_json:
        print(json.dumps(coach.review_json(review, record)))
    else:
        print(coach.review_text(review, record))
    return 0


def _puzzles(args: argparse.Namespace) -> int:
    import time

    from dominoes_qt import puzzles
    from dominoes_qt.games import GAMES
    from dominoes_qt.resources import data_root

    if args.puzzles_command == "generate":
        variants = args.variant or list(GAMES)
        unknown = [v for v in variants if v not in GAMES]
        if unknown:
            print(f"unknown game {unknown[0]!r} (known: {', '.join(GAMES)})", file=sys.stderr)
            return 2
        if not 1 <= args.count <= 200:
            print("--count must be from 1 to 200", file=sys.stderr)
            return 2
        from dominoes_qt.engine.options import OptionError
        from dominoes_qt.games.house import rules_from_args

        try:
            chosen = [rules_from_args(v, args) for v in variants]
        except OptionError as exc:
            print(f"puzzles generate: {exc}", file=sys.stderr)
            return 2
        iterations = args.iterations or puzzles.MASTER_ITERATIONS
        out = args.out or Path(str(data_root())) / "puzzles"
        from dominoes_qt.storage import atomic

        house = "".join(f" --rule {rule}" for rule in args.rule)
        for preset, rules in zip(variants, chosen, strict=True):
            variant = rules.variant
            started = time.process_time()
            found = puzzles.generate(rules, args.count, args.seed, iterations)
            how = {"seed": args.seed, "count": args.count, "iterations": iterations,
                   "command": f"dominoes-qt puzzles generate --variant {preset}{house} "
                              f"--count {args.count} --seed {args.seed} "
                              f"--iterations {iterations}"}
            text = json.dumps(puzzles.set_json(rules, found, how), indent=1,
                              ensure_ascii=True) + "\n"
            try:
                out.mkdir(parents=True, exist_ok=True)
                atomic.write_text(out / f"{variant}.json", text)
            except (OSError, atomic.WriteError) as exc:
                print(f"{out / (variant + '.json')}: {exc}", file=sys.stderr)
                return 1
            grades = [sum(1 for p in found if p.difficulty == g) for g in (1, 2, 3)]
            goals = {g.value: sum(1 for p in found if p.goal is g) for g in puzzles.Goal
                     if any(p.goal is g for p in found)}
            print(f"{variant}: {len(found)} puzzles {goals}, difficulty 1/2/3: "
                  f"{grades[0]}/{grades[1]}/{grades[2]}, "
                  f"{time.process_time() - started:.1f} s of CPU")
        return 0
    if args.puzzles_command == "check":
        files = args.files or [puzzles.shipped_path(v) for v in GAMES
                               if (Path(str(data_root())) / "puzzles" / f"{v}.json").is_file()]
        bad = 0
        for path in files:
            try:
                found = puzzles.read_set(Path(path))
            except puzzles.PuzzleError as exc:
                print(f"{path}: {exc}", file=sys.stderr)
                bad += 1
                continue
            problems = [p for p in (puzzles.check(q) for q in found) if p is not None]
            for problem in problems:
                print(problem, file=sys.stderr)
            bad += len(problems)
            print(f"{Path(path).name}: {len(found) - len(problems)} of {len(found)} puzzles "
                  "have exactly the answer they state")
        return 1 if bad else 0
    try:
        found = puzzles.read_set(args.file)
    except puzzles.PuzzleError as exc:
        return _refuse(args.file, exc)
    for p in found:
        print(f"{p.id} (difficulty {p.difficulty}): {puzzles.goal_text(p)}")
        print(f"    {puzzles.answer_text(p)}")
    return 0
