"""The words of network play: the chat phrases in the player's language, seats' states."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from dominoes_qt.net.protocol import PHRASES
from dominoes_qt.ui.texts import fill, level_name

translate = QCoreApplication.translate
"""Qt's translation, under the name the catalogue's tool (pyside6-lupdate) looks for."""



def phrase_texts() -> list[str]:
    """``protocol.PHRASES`` in the player's language, by number (the wire carries only
    the number, so each window shows its own language)."""
    texts = [
        QCoreApplication.translate("Phrase", "Hello!"),
        QCoreApplication.translate("Phrase", "Good luck!"),
        QCoreApplication.translate("Phrase", "Well played!"),
        QCoreApplication.translate("Phrase", "Nice one!"),
        QCoreApplication.translate("Phrase", "Oops!"),
        QCoreApplication.translate("Phrase", "Thanks!"),
        QCoreApplication.translate("Phrase", "Sorry, I have to go"),
        QCoreApplication.translate("Phrase", "Back in a moment"),
        QCoreApplication.translate("Phrase", "One more match?"),
        QCoreApplication.translate("Phrase", "Good game!"),
        QCoreApplication.translate("Phrase", "Hurry up, please"),
        QCoreApplication.translate("Phrase", "Take your time"),
    ]
    assert len(texts) == len(PHRASES)
    return texts


def phrase_text(number: int) -> str:
    texts = phrase_texts()
    return texts[number] if 0 <= number < len(texts) else "…"


def clock(seconds: float) -> str:
    """``0:42``, ``12:05``: how long a player has been away."""
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def seat_state(seat: Mapping[str, Any], mine: bool, waited: float = 0.0) -> str:
    """One seat as the table's panel and the lobby list it: who, and how they are
    (``waited``: seconds since the server counted an away player's time)."""
    kind = seat.get("kind")
    name = str(seat.get("name") or "")
    if kind == "open":
        return translate("NetTable", "open seat")
    if kind == "bot":
        return fill(translate("NetTable", "%1 (computer, %2)"), name,
                    level_name(str(seat.get("level") or "")))
    parts = [fill(translate("NetTable", "%1 (you)"), name) if mine else name]
    away = seat.get("away")
    if seat.get("standin"):
        parts.append(fill(translate("NetTable", "a bot is playing for %1"), name))
    elif isinstance(away, (int, float)) and not seat.get("connected", True):
        parts.append(fill(translate("NetTable", "away %1"), clock(away + waited)))
    elif seat.get("connected"):
        parts.append(translate("NetTable", "connected"))
    return " · ".join(parts)


def trouble(exc: BaseException) -> str:
    """What went wrong with a request to the table, in the player's words."""
    reason = getattr(exc, "reason", None)
    known = {
        "no_table": translate("NetTable", "No table has that room code (it may be over)."),
        "table_full": translate("NetTable", "That table is full."),
        "seat_taken": translate("NetTable", "Someone already sits there."),
        "not_host": translate("NetTable", "Only the table's host can change that."),
        "not_ready": translate("NetTable", "Every seat needs a player or a computer first."),
        "server_full": translate("NetTable", "The server is full: try again later."),
        "protocol": translate("NetTable", "This program and the server speak different "
                              "versions of the table protocol: update the older one."),
        "rate": translate("NetTable", "Too quick: wait a moment, then try again."),
    }
    if isinstance(reason, str) and reason in known:
        return known[reason]
    if isinstance(exc, OSError):
        return fill(translate("NetTable", "The server cannot be reached: %1"),
                    exc.strerror or str(exc))
    return fill(translate("NetTable", "The table said no: %1"), str(exc) or type(exc).__name__)
