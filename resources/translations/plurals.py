"""Put the plural forms back into a catalogue after pyside6-lupdate (6.11) has run.

lupdate's Python reader does not see the ``n`` of ``QCoreApplication.translate(ctx, text,
"", n)``, so it writes every "%n" message as a plain one and turns its plural forms into
one unfinished line. This marks every message whose source holds "%n" as a plural again
and takes its forms back from the catalogue as it was before lupdate ran.

    python resources/translations/plurals.py BEFORE.ts AFTER.ts FORMS [--plurals-only]

FORMS is the language's number of plural forms (Ukrainian 3, English 2). With
``--plurals-only`` every other message is dropped (the English catalogue only carries
plural forms; lupdate's own ``-pluralonly`` keeps nothing, having found no plurals).
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def _forms(path: Path) -> dict[tuple[str, str], list[str]]:
    """The finished plural forms of every plural message of ``path``, by (context, source)."""
    if not path.exists():
        return {}
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished",
                                                                   "obsolete"):
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")]
            if forms and all(f.strip() for f in forms):
                out[(name, message.findtext("source") or "")] = forms
    return out


def restore(before: Path, after: Path, count: int, plurals_only: bool) -> int:
    """Rewrite ``after`` in place; returns how many plural messages are still unfinished."""
    known = _forms(before)
    tree = ET.parse(after)
    root = tree.getroot()
    missing = 0
    for context in list(root.iter("context")):
        name = context.findtext("name") or ""
        for message in list(context.iter("message")):
            source = message.findtext("source") or ""
            if "%n" not in source:
                if plurals_only:
                    context.remove(message)
                continue
            message.set("numerus", "yes")
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            forms = known.get((name, source))
            if forms is None or len(forms) != count:
                forms = [""] * count
                translation.set("type", "unfinished")
                missing += 1
            else:
                translation.attrib.pop("type", None)
            for form in forms:
                element = ET.SubElement(translation, "numerusform")
                element.text = form or None
        if not context.findall("message"):
            root.remove(context)
    body = ET.tostring(root, encoding="unicode")
    after.write_text(HEADER + body + "\n", encoding="utf-8")
    return missing


def main(argv: list[str]) -> int:
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    missing = restore(Path(argv[0]), Path(argv[1]), int(argv[2]), "--plurals-only" in argv)
    if missing:
        print(f"{argv[1]}: {missing} plural message(s) to translate", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
