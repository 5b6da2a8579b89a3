"""An AT-SPI client (Debian's pyatspi, run by the system's Python) for
:mod:`tests.ui.test_atspi_house`: hears the notices the dialog posts while keys are typed,
then reads every control of the New game dialog (name, role, description, and the names
of the labels it is labelled by), and prints them as JSON."""

from __future__ import annotations

import json
import sys
from typing import Any

import pyatspi  # type: ignore[import-not-found]
from client import find_app  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]


def controls(node: Any, depth: int = 0) -> list[dict[str, Any]]:
    if node is None or depth > 14:
        return []
    found = []
    # Read afresh: a description cached before a refusal changed it would be stale.
    node.clear_cache()
    role = node.getRoleName()
    if role in ("combo box", "spin button", "check box", "push button", "toggle button",
                "label", "text"):
        labels = []
        for relation in node.getRelationSet():
            if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
                labels += [relation.getTarget(i).name
                           for i in range(relation.getNTargets())]
        found.append({"name": node.name, "role": role, "description": node.description,
                      "labels": labels})
    for child in node:
        found += controls(child, depth + 1)
    return found


def main() -> int:
    app = find_app(sys.argv[1], 20)
    if app is None:
        print(json.dumps({"error": "the program did not appear on the bus"}))
        return 1
    notices: list[str] = []
    loop = GLib.MainLoop()

    def heard(event: Any) -> None:
        source = event.source
        role = source.getRoleName() if source else ""
        if event.type.startswith("object:state-changed:showing") and event.detail1 \
                and role == "notification":
            notices.append(source.name)
            if source.name.startswith("Cannot be played"):
                GLib.timeout_add(300, loop.quit)

    pyatspi.Registry.registerEventListener(heard, "object:state-changed:showing")
    print("listening", flush=True)
    GLib.timeout_add(10000, loop.quit)
    loop.run()
    print(json.dumps({"notices": notices, "controls": controls(app)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
