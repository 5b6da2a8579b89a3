"""The hosted server's child process, seen from the window's side."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject

from dominoes_qt.ui.net_link import HostedServer


# Qt says the process was still running: that is the case this test makes on purpose.
@pytest.mark.qt_log_ignore("QProcess: Destroyed while process")
def test_a_hosted_server_dropped_with_its_owner_raises_nothing(
        qtbot: Any, tmp_path: Path) -> None:
    # Destroying the owner kills the running child, and the process reports that error on
    # its way out. Read then, the process object is already gone: the error once reached
    # the event loop of whatever test ran next.
    owner = QObject()
    server = HostedServer("127.0.0.1", 0, tmp_path, owner)
    with qtbot.waitSignal(server.ready, timeout=20000):
        pass
    owner.deleteLater()
    qtbot.waitUntil(lambda: not _alive(owner), timeout=5000)
    qtbot.wait(50)


def _alive(obj: QObject) -> bool:
    import shiboken6

    return shiboken6.isValid(obj)
