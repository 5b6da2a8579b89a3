"""The command line: the window by default, headless subcommands otherwise."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from dominoes_qt import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dominoes-qt",
        description="Exact 61 Five Up and Seven Rocks dominoes. "
        "Without a subcommand the game window opens.",
    )
    parser.add_argument("--version", action="version", version=f"dominoes-qt {__version__}")
    parser.add_subparsers(dest="command", metavar="COMMAND")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command is None:
        print("The game window is not built yet.", file=sys.stderr)
        return 1
    return 0
