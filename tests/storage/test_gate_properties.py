"""Properties of the JSON gate: what is within bounds reads as json.loads reads it, and
no text at all makes it raise anything but GateError."""

from __future__ import annotations

import json
import re
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from dominoes_qt import jsongate

LIMITS = jsongate.Limits(max_bytes=1 << 20, max_depth=8, max_string=500)

_text = st.text(st.characters(exclude_categories=["Cs"]), max_size=20)
_json: st.SearchStrategy[Any] = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**15), 10**15)
    | st.floats(allow_nan=False, allow_infinity=False, width=32) | _text,
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(_text, children, max_size=4),
    max_leaves=20,
)


def _depth(value: Any) -> int:
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    return 0


@settings(max_examples=100, deadline=None)
@given(_json, st.booleans())
def test_json_within_bounds_reads_as_json_loads_reads_it(value, ascii_only):
    text = json.dumps(value, ensure_ascii=ascii_only)
    if _depth(value) <= LIMITS.max_depth:
        assert jsongate.loads(text, LIMITS) == json.loads(text)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet='[]{}":,0123456789.eE-+ \\tnulrfasNIyud8\ud800\n', max_size=60))
def test_any_text_is_read_or_refused_with_a_gate_error_that_names_its_place(text):
    refusal: jsongate.GateError | None = None
    try:
        jsongate.loads(text, LIMITS)
    except jsongate.GateError as exc:
        refusal = exc
    if refusal is not None:
        assert "\n" not in str(refusal)
        assert refusal.place is not None, str(refusal)
        assert re.fullmatch(r"line \d+(, column \d+)?", refusal.place)
