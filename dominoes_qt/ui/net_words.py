"""The words of network play: the chat phrases in the player's language, seats' states."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from dominoes_qt.net.protocol import PHRASES
from dominoes_qt.ui.texts import fill, level_name


def _t(text: str) -> str:
    return QCoreApplication.translate("NetTable", text)


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
        return _t("open seat")
    if kind == "bot":
        return fill(_t("%1 (computer, %2)"), name, level_name(str(seat.get("level") or "")))
    parts = [fill(_t("%1 (you)"), name) if mine else name]
    away = seat.get("away")
    if seat.get("standin"):
        parts.append(fill(_t("a bot is playing for %1"), name))
    elif isinstance(away, (int, float)) and not seat.get("connected", True):
        parts.append(fill(_t("away %1"), clock(away + waited)))
    elif seat.get("connected"):
        parts.append(_t("connected"))
    return " · ".join(parts)
