"""The one gate every JSON file passes before the program looks at its contents. No Qt.

Every file the program opens may be hostile: a FIFO that never ends, ``/dev/zero``, a
13 MB document, nesting deep enough to exhaust the stack, a number of 5,000 digits, a
100,000-character string, an escaped lone surrogate. :func:`read_json` refuses each of
them quickly with a :class:`GateError` that says what and where in one bounded line;
only then does the caller check the schema.

The checks run in this order, each bounded by the one before:

1. Open without blocking and refuse anything but a regular file (checked on the opened
   descriptor, so a swapped path can not slip past); read at most ``max_bytes + 1``.
2. Strict UTF-8 (which also refuses encoded surrogates).
3. A scan of the text with every string blanked out (positions kept): nesting depth,
   string lengths, lone surrogates from ``\\ud800``-style escapes, number lengths,
   numbers out of a float's range (``1e400``) and NaN/Infinity, all located by line and
   column, before :func:`json.loads` runs (its recursion is then bounded too).
4. :func:`json.loads` with hooks that refuse what the scan should already have refused.
5. A walk of the result refusing lone surrogates again, in case the scan missed one.

Pure Python, imported by the engine (records) and by storage (everything else).
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TypeGuard

QUOTE_LIMIT = 40
"""Characters of the input an error message quotes at most."""


class Fault(str, Enum):
    """What kind of refusal (callers map these to their own wording)."""

    UNREADABLE = "unreadable"
    """Missing, no permission, a disk error: the file itself may be fine."""
    NOT_REGULAR = "not-regular"
    """A folder, a FIFO, a device, a socket or a loop of symbolic links."""
    TOO_LARGE = "too-large"
    NOT_TEXT = "not-text"
    EMPTY = "empty"
    TRUNCATED = "truncated"
    NOT_JSON = "not-json"
    HOSTILE = "hostile"
    """Valid JSON that is out of bounds: too deep, a number or string too long, NaN,
    a lone surrogate."""


class GateError(ValueError):
    """A refused file. ``str()`` is "place: reason" (or just the reason), one short line."""

    def __init__(self, fault: Fault, reason: str, place: str | None = None) -> None:
        self.fault = fault
        self.reason = reason
        self.place = place
        super().__init__(f"{place}: {reason}" if place else reason)


@dataclass(frozen=True)
class Limits:
    """Bounds for one kind of file."""

    max_bytes: int
    max_depth: int = 32
    max_string: int = 4096
    """Characters of one string as written in the file (escapes count as written). A
    path in the recent list may be as long as the system allows (4096 on Linux)."""
    max_digits: int = 24
    """Characters of one number (sign, digits, point and exponent): the longest a float
    prints is 24 (``-2.2250738585072014e-308``). Python refuses to even parse more than
    4,300 digits."""


RECORD_LIMITS = Limits(max_bytes=2 * 1024 * 1024)
"""Game records and saves. The program writes about 2.7 KB a round (four players), so a
60-round record is about 170 KB (tests/storage/test_hostile.py checks a 60-round record
is under a quarter of the limit); 2 MB leaves room for hand-indented files and extra
keys, while anything larger is refused from its size alone, before a byte is read."""
SMALL_LIMITS = Limits(max_bytes=256 * 1024)
"""Preferences, statistics and the recent list: a few KB each when full."""

OS_REASONS: dict[int, str] = {
    errno.ENOENT: "the file or its folder does not exist",
    errno.ENOTDIR: "a part of the path is a file, not a folder",
    errno.EISDIR: "it is a folder, not a file",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.ELOOP: "the path is a loop of symbolic links",
    errno.ENAMETOOLONG: "the file name is too long",
    errno.EIO: "the disk reported an input/output error",
    errno.ENXIO: "it is a special file, not a regular file",
}


def os_reason(exc: OSError) -> str:
    """A short, plain reason for an operating-system error while reading."""
    if exc.errno is not None and exc.errno in OS_REASONS:
        return OS_REASONS[exc.errno]
    return exc.strerror or type(exc).__name__


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)``, cut to about ``limit`` characters: messages never echo much input."""
    if isinstance(value, (list, dict)):
        return f"a JSON {'list' if isinstance(value, list) else 'object'}"
    if isinstance(value, str):
        # Cut before repr: a 50 MB string must not be copied to be cut.
        value = value[: limit * 2]
    elif isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 256:
        return "a number too long to show"
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def is_int(value: object) -> TypeGuard[int]:
    """A JSON integer, and nothing that merely compares equal to one.

    Python has ``True == 1`` and ``2.0 == 2``, so a check by equality or membership
    (``players in (2, 3, 4)``, ``version != 1``) lets ``true`` or ``2.0`` from a file
    through, to fail later where no one expects it (``range(2.0)``). Every reader tests
    a whole number with this, never with ``isinstance(value, int)`` alone."""
    return type(value) is int


def is_int_in(value: object, low: int, high: int) -> TypeGuard[int]:
    """:func:`is_int` and ``low <= value <= high``."""
    return type(value) is int and low <= value <= high


def is_number(value: object) -> TypeGuard[int | float]:
    """A JSON number (an integer or a finite float), never a bool."""
    return type(value) is int or (type(value) is float and math.isfinite(value))


def same(value: object, expected: int | str) -> bool:
    """``value == expected`` of the same type (a version 1.0 or true is not version 1)."""
    return type(value) is type(expected) and value == expected


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "it is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "it is a pipe (FIFO), not a regular file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device, not a regular file"
    if stat.S_ISSOCK(mode):
        return "it is a socket, not a regular file"
    return "it is not a regular file"


def read_bytes(path: Path, max_bytes: int) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; raises :class:`GateError`.

    Opened with ``O_NONBLOCK`` so that a FIFO with no writer does not wait, and the kind
    of file is checked on the descriptor before one byte is read.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        fault = Fault.NOT_REGULAR if exc.errno in (errno.ELOOP, errno.ENXIO, errno.EISDIR) \
            else Fault.UNREADABLE
        raise GateError(fault, f"could not read: {os_reason(exc)}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise GateError(Fault.NOT_REGULAR, f"could not read: {_kind_of(info.st_mode)}")
        if info.st_size > max_bytes:
            raise GateError(Fault.TOO_LARGE, _too_large(info.st_size, max_bytes))
        chunks: list[bytes] = []
        size = 0
        # The size may change under us: read no more than one byte past the limit.
        while size <= max_bytes:
            chunk = os.read(fd, max_bytes + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > max_bytes:
            raise GateError(Fault.TOO_LARGE, _too_large(size, max_bytes))
        return b"".join(chunks)
    except OSError as exc:
        raise GateError(Fault.UNREADABLE, f"could not read: {os_reason(exc)}") from None
    finally:
        os.close(fd)


def _too_large(size: int, limit: int) -> str:
    return (f"the file is too large ({size:,} bytes or more; "
            f"at most {limit:,} are read for this kind of file)")


def decode(data: bytes) -> str:
    """Strict UTF-8; raises :class:`GateError`."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise GateError(Fault.NOT_TEXT, "not text (not UTF-8)", f"byte {exc.start}") from None


def place_of(text: str, pos: int) -> str:
    """``line L, column C`` of a character offset."""
    line = text.count("\n", 0, pos) + 1
    column = pos - (text.rfind("\n", 0, pos) + 1) + 1
    return f"line {line}, column {column}"


# A JSON string as written: quotes, then anything but a quote, a backslash or a control
# character, or an escape. Linear: no alternative can match the same text two ways.
_STRING = re.compile(r'"(?:[^"\\\x00-\x1f]|\\.)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")
_NUMBER = re.compile(r"[-+0-9.eE]+")
_CONSTANT = re.compile(r"NaN|-?Infinity")


def _blank(match: re.Match[str]) -> str:
    return '""'.ljust(match.end() - match.start())


def _lone_surrogate(value: str) -> str | None:
    """The first lone surrogate of ``value`` as written in JSON (``\\ud800``), if any."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        return f"\\u{ord(value[exc.start]):04x}"
    return None


def _surrogate_error(found: str, place: str | None) -> GateError:
    return GateError(Fault.HOSTILE, f"a string holds a lone surrogate ({found}), which is not "
                     "text", place)


def _check_escapes(written: str, place: str) -> None:
    """Refuse a string (as written, quotes included) whose escapes make a lone surrogate."""
    try:
        value = json.loads(written)
    except ValueError:
        return  # not a well-formed string: the parser says where
    found = _lone_surrogate(value) if isinstance(value, str) else None
    if found is not None:
        raise _surrogate_error(found, place)


def _check_range(written: str, place: str) -> None:
    """Refuse a number with a fraction or an exponent that no float can hold (``1e400``)."""
    if not any(c in written for c in ".eE") or not any(c.isdigit() for c in written):
        return
    try:
        value = float(written)
    except ValueError:
        return  # not a number at all: the parser says where
    if not math.isfinite(value):
        raise GateError(Fault.HOSTILE, f"the number {quote(written)} is out of range", place)


def scan(text: str, limits: Limits) -> None:
    """Refuse, with its place, the first thing in ``text`` that is out of bounds.

    Strings are blanked (keeping every offset) so that brackets and digits inside them
    do not count. Malformed JSON is left for the parser to report.
    """
    for match in _STRING.finditer(text):
        if match.end() - match.start() - 2 > limits.max_string:
            raise GateError(Fault.HOSTILE, f"a string longer than {limits.max_string:,} "
                            "characters", place_of(text, match.start()))
        if text.find("\\u", match.start(), match.end()) >= 0:
            _check_escapes(match.group(), place_of(text, match.start()))
    skeleton = _STRING.sub(_blank, text)
    depth = 0
    for match in _BRACKETS.finditer(skeleton):
        depth += 1 if match.group() in "[{" else -1
        if depth > limits.max_depth:
            raise GateError(Fault.HOSTILE, f"nested more than {limits.max_depth} levels deep",
                            place_of(text, match.start()))
    for match in _NUMBER.finditer(skeleton):
        if match.end() - match.start() > limits.max_digits:
            raise GateError(Fault.HOSTILE, f"a number longer than {limits.max_digits} "
                            "characters", place_of(text, match.start()))
        _check_range(match.group(), place_of(text, match.start()))
    constant = _CONSTANT.search(skeleton)
    if constant is not None:
        raise GateError(Fault.HOSTILE, f"{constant.group()} is not a number JSON allows",
                        place_of(text, constant.start()))


def _parse(text: str, limits: Limits) -> object:
    def parse_int(text: str) -> int:
        if len(text) > limits.max_digits:
            raise GateError(Fault.HOSTILE, f"a number longer than {limits.max_digits} "
                            "characters")
        return int(text)

    def parse_float(text: str) -> float:
        value = float(text)
        if len(text) > limits.max_digits or not math.isfinite(value):
            raise GateError(Fault.HOSTILE, f"the number {quote(text)} is out of range")
        return value

    def parse_constant(text: str) -> object:
        raise GateError(Fault.HOSTILE, f"{text} is not a number JSON allows")

    return json.loads(text, parse_int=parse_int, parse_float=parse_float,
                      parse_constant=parse_constant)


_RAW_SURROGATE = re.compile("[\ud800-\udfff]")


def _check_text(doc: object, text: str) -> None:
    """Refuse lone surrogates anywhere in ``doc`` (parsed from ``text``), without recursion.

    Text decoded from a file holds none as such (strict UTF-8 refuses them) and the scan
    refuses escaped ones; only text handed to :func:`loads` directly can hold one."""
    stack = [doc]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            strings: list[str] = [item]
        elif isinstance(item, dict):
            strings = list(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
            continue
        else:
            continue
        for s in strings:
            found = _lone_surrogate(s)
            if found is not None:
                raw = _RAW_SURROGATE.search(text)
                raise _surrogate_error(found, None if raw is None
                                       else place_of(text, raw.start()))


def loads(text: str, limits: Limits) -> object:
    """Parse ``text`` within ``limits``; raises :class:`GateError`, never anything else."""
    if not text.strip():
        raise GateError(Fault.EMPTY, "the file is empty", "line 1")
    scan(text, limits)
    try:
        doc = _parse(text, limits)
    except json.JSONDecodeError as exc:
        place = f"line {exc.lineno}, column {exc.colno}"
        if exc.pos >= len(text.rstrip()):
            raise GateError(Fault.TRUNCATED,
                            f"not JSON: the file ends too early ({exc.msg}); "
                            "it was probably cut off",
                            place) from None
        raise GateError(Fault.NOT_JSON, f"not JSON ({exc.msg})", place) from None
    except RecursionError:
        # Unreachable after the depth scan; kept so that no limit choice can crash.
        raise GateError(Fault.HOSTILE, "nested too deeply to read") from None
    except ValueError as exc:
        if isinstance(exc, GateError):
            raise
        raise GateError(Fault.HOSTILE, f"a number out of range ({quote(str(exc))})") from None
    _check_text(doc, text)
    return doc


def read_json(path: Path, limits: Limits) -> object:
    """:func:`read_bytes`, :func:`decode` and :func:`loads` in one; raises :class:`GateError`."""
    return loads(decode(read_bytes(path, limits.max_bytes)), limits)
