#!/bin/sh
# Refresh the translation catalogues from the sources, then compile them into the package.
#
#   sh packaging/update-translations.sh           # lupdate + lrelease
#   sh packaging/update-translations.sh --release # lrelease only (after editing a .ts)
#
# resources/translations/dominoes_qt_uk.ts holds the Ukrainian translations (edit it with
# pyside6-linguist or a text editor); dominoes_qt_en.ts holds only the English plural
# forms ("%n tile(s)" -> "1 tile", "2 tiles"). The compiled .qm files go to
# dominoes_qt/data/translations/, which is shipped inside the package.
set -eu
cd "$(dirname "$0")/.."
bin=.venv/bin
[ -x "$bin/pyside6-lupdate" ] || bin=$(dirname "$(command -v pyside6-lupdate)")
ts=resources/translations
qm=dominoes_qt/data/translations
mkdir -p "$ts" "$qm"

if [ "${1:-}" != "--release" ]; then
    # -extensions must come before the folder; obsolete entries are dropped so a string
    # removed from the code does not linger as an unfinished translation. This lupdate
    # does not mark translate(..., n) calls as plurals, so plurals.py carries the plural
    # forms over from the catalogue as it was before.
    py="$bin/python"; [ -x "$py" ] || py=python3
    before=$(mktemp -d)
    cp "$ts"/dominoes_qt_uk.ts "$ts"/dominoes_qt_en.ts "$before"/ 2>/dev/null || true
    "$bin/pyside6-lupdate" -extensions py dominoes_qt -no-obsolete -locations none \
        -target-language uk_UA -ts "$ts/dominoes_qt_uk.ts"
    "$py" "$ts/plurals.py" "$before/dominoes_qt_uk.ts" "$ts/dominoes_qt_uk.ts" 3
    "$bin/pyside6-lupdate" -extensions py dominoes_qt -no-obsolete -locations none \
        -target-language en_US -ts "$ts/dominoes_qt_en.ts"
    "$py" "$ts/plurals.py" "$before/dominoes_qt_en.ts" "$ts/dominoes_qt_en.ts" 2 --plurals-only
    rm -rf "$before"
fi
for language in uk en; do
    "$bin/pyside6-lrelease" -silent "$ts/dominoes_qt_$language.ts" \
        -qm "$qm/dominoes_qt_$language.qm"
done
