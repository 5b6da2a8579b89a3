"""Starting the application."""

from __future__ import annotations

import sys
from pathlib import Path


def run(record: Path | None = None, smoke: bool = False) -> int:
    print("The game window is not built yet.", file=sys.stderr)
    return 1
