"""Runs the AT-SPI check of the New game dialog's house rules (``dbus-run-session --
python -m tests.ui.atspi.house_drive``), as :mod:`tests.ui.atspi.drive` runs the table's."""

from __future__ import annotations

import sys

from tests.ui.atspi.drive import main

if __name__ == "__main__":
    sys.exit(main("tests.ui.atspi.house_app", "house_client.py"))
