"""A guard against a reference-count fault in the Qt bindings on Python older than 3.12.

PySide6 6.12 was built for interpreters where ``None`` is immortal (PEP 683, Python 3.12)
and returns it from functions without a reference of its own. On 3.11 each such call
takes one reference away from ``None`` until the interpreter aborts with
"none_dealloc: deallocating None" (a window paints thousands of calls a second).
Giving ``None`` an enormous reference count makes it immortal in practice, as 3.12 does.
"""

from __future__ import annotations

import ctypes
import sys

_PINNED = 1 << 60
"""Far more references than a process can lose (and far below the counter's limit)."""


def pin_none() -> bool:
    """Make ``None`` practically immortal under the faulty bindings; True if anything was done.

    pyproject.toml keeps 6.12.0 out of new installs; this covers an environment that has it
    anyway (a system package, a hand-made venv).
    """
    import PySide6

    if (sys.version_info >= (3, 12) or sys.implementation.name != "cpython"
            or tuple(PySide6.__version_info__[:2]) != (6, 12)):
        return False
    count = ctypes.c_ssize_t.from_address(id(None))
    if count.value >= _PINNED // 2:
        return False
    # ob_refcnt is the first field of every object in a release build of CPython.
    count.value += _PINNED
    return True
