"""An AT-SPI client (Debian's pyatspi, run by the system's Python) for
:mod:`tests.ui.test_atspi`: finds the game, reads its table's tree and the events the
key presses cause, and prints them as JSON."""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]


def find_app(name: str, seconds: float) -> Any:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    return None


def find(node: Any, name: str, depth: int = 0) -> Any:
    if node is None or depth > 12:
        return None
    if node.name == name and node.getRoleName() in ("panel", "filler", "unknown"):
        return node
    for child in node:
        found = find(child, name, depth + 1)
        if found is not None:
            return found
    return None


def tree(node: Any, depth: int = 0) -> dict[str, object]:
    out: dict[str, object] = {"name": node.name, "role": node.getRoleName(),
                              "children": []}
    if depth < 3:
        out["children"] = [tree(child, depth + 1) for child in node if child is not None]
    return out


def main() -> int:
    app = find_app(sys.argv[1], 20)
    if app is None:
        print(json.dumps({"error": "the game did not appear on the bus"}))
        return 1
    events: list[dict[str, str]] = []

    loop = GLib.MainLoop()

    def heard(event: Any) -> None:
        source = event.source
        detail = str(event.any_data or "")
        name = source.name if source else ""
        role = source.getRoleName() if source else ""
        events.append({"type": event.type, "name": name, "role": role, "detail": detail})
        shown = event.type.startswith("object:state-changed:showing") and event.detail1
        said = detail if event.type.startswith("object:announcement") else \
            name if shown and role == "notification" else ""
        if said.startswith("Counting"):
            # The last key's answer: everything the check waits for has come.
            GLib.timeout_add(300, loop.quit)

    pyatspi.Registry.registerEventListener(heard, "object:state-changed:focused",
                                           "object:state-changed:showing",
                                           "object:announcement", "focus:")
    print("listening", flush=True)
    GLib.timeout_add(8000, loop.quit)
    loop.run()
    table = find(app, "Table")
    print(json.dumps({"table": None if table is None else tree(table), "events": events}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
