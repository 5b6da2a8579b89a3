"""Starts Orca (Debian's, for the system's Python) for :mod:`tests.ui.test_orca`:
``orca_launch.py PREFS_DIR DEBUG_LOG``. What the ``orca`` command does, less two things
that reach outside the check's private session: ``orca`` refuses to start while any other
Orca of the same user runs (found by process name, anywhere on the machine), and
``--replace`` kills those. This process keeps the name of its Python, so it is not taken for
anyone's Orca either."""

from __future__ import annotations

import sys


def main() -> int:
    prefs, log = sys.argv[1], sys.argv[2]
    import gi  # type: ignore[import-not-found]
    import pyatspi  # type: ignore[import-not-found]  # noqa: F401 (Orca wants it loaded first)

    gi.require_version("Gdk", "3.0")
    from gi.repository import Gdk  # type: ignore[import-not-found]

    # As the orca command does: Orca's main loop needs GDK to have opened the display.
    if Gdk.Display.get_default() is None:
        print("no display", file=sys.stderr)
        return 1
    from orca import debug  # type: ignore[import-not-found]

    # Everything Orca would say is written to the log, spoken or not (no synthesizer here);
    # line by line, since Orca never flushes it and the check reads it while Orca runs.
    debug.debugLevel = debug.LEVEL_ALL
    debug.eventDebugLevel = debug.LEVEL_OFF
    debug.debugFile = open(log, "w", buffering=1)  # noqa: SIM115 (Orca writes until it ends)
    from orca import orca

    manager = orca.getSettingsManager()
    manager.activate(prefs, {})
    sys.path.insert(0, manager.getPrefsDir())
    code: int = orca.main()
    return code


if __name__ == "__main__":
    sys.exit(main())
