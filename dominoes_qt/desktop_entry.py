"""Installing the menu entry and icons for the current user."""

from __future__ import annotations

import sys


def install_desktop_entry() -> int:
    print("Installing the desktop entry is not built yet.", file=sys.stderr)
    return 1
