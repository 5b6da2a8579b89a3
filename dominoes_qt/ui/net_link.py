"""The window's end of a table connection: links, a hosted server process, a Qt wrapper
around the client library.

The client library (:mod:`dominoes_qt.net.client`) runs on an asyncio loop of its own
thread; :class:`NetLink` hands requests to it without blocking the GUI thread and brings
every server message and every answer back to the GUI thread as signals. A link to a table
is ``dominoes-qt://join/HOST:PORT/CODE``; :class:`HostedServer` runs ``dominoes-qt serve``
in a child process for a table hosted from the window.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import sys
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QProcess, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from dominoes_qt.net.protocol import CODE_ALPHABET, CODE_LENGTH

SCHEME = "dominoes-qt"
DEFAULT_PORT = 8765
_LINK = re.compile(r"^dominoes-qt://join/(?P<host>\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.\-]+)"
                   r"(?::(?P<port>\d{1,5}))?/(?P<code>[A-Za-z0-9\-]+)/?$")
_SERVING = re.compile(r" on (?P<scheme>wss?)://(?P<host>\S+?):(?P<port>\d+);")


@dataclass(frozen=True)
class TableAddress:
    """Where a table is: a server and a room code."""

    host: str
    port: int
    code: str
    secure: bool = False

    @property
    def url(self) -> str:
        """The server's WebSocket address."""
        return f"{'wss' if self.secure else 'ws'}://{self.host}:{self.port}"

    @property
    def link(self) -> str:
        """The link to share: opening it joins the table."""
        return f"{SCHEME}://join/{self.host}:{self.port}/{self.code}"


def normal_code(text: str) -> str | None:
    """A room code as typed (any case, spaces or dashes between letters), or None."""
    code = re.sub(r"[\s\-]", "", text).upper()
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        return None
    return code


def parse_link(text: str) -> TableAddress | None:
    """The table a ``dominoes-qt://join/HOST:PORT/CODE`` link names, or None."""
    found = _LINK.match(text.strip())
    if found is None:
        return None
    code = normal_code(found["code"])
    port = int(found["port"] or DEFAULT_PORT)
    if code is None or not 0 < port < 65536:
        return None
    return TableAddress(found["host"], port, code)


def parse_server(text: str) -> tuple[str, int] | None:
    """``host`` or ``host:port`` (a ws:// address too) as typed, or None."""
    text = text.strip()
    text = re.sub(r"^wss?://", "", text).rstrip("/")
    found = re.fullmatch(r"(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.\-]+)(?::(\d{1,5}))?", text)
    if found is None:
        return None
    port = int(found[2] or DEFAULT_PORT)
    return (found[1], port) if 0 < port < 65536 else None


def lan_address() -> str:
    """This machine's first IPv4 address on a network (the loopback address if none)."""
    for address in QNetworkInterface.allAddresses():
        if address.protocol() is QAbstractSocket.NetworkLayerProtocol.IPv4Protocol \
                and not address.isLoopback() and not address.isLinkLocal():
            return address.toString()
    return QHostAddress(QHostAddress.SpecialAddress.LocalHost).toString()


def link_in(argv: list[str]) -> TableAddress | None:
    """A table link among command-line arguments (a desktop opens links that way)."""
    for arg in argv:
        if arg.startswith(f"{SCHEME}:"):
            return parse_link(arg)
    return None


class HostedServer(QObject):
    """``dominoes-qt serve`` in a child process; ``ready`` gives the port it listens on."""

    ready = Signal(int)
    failed = Signal(str)

    def __init__(self, host: str, port: int, data_dir: Path,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.port: int | None = None
        self.output = ""
        self.process = QProcess(self)
        self.process.setProcessChannelMode(QProcess.ProcessChannelMode.MergedChannels)
        self.process.readyReadStandardOutput.connect(self._read)
        self.process.finished.connect(self._finished)
        self.process.errorOccurred.connect(self._error)
        data_dir.mkdir(parents=True, exist_ok=True)
        self.process.start(sys.executable, ["-m", "dominoes_qt", "serve", "--host", host,
                                            "--port", str(port), "--data-dir",
                                            str(data_dir)])

    def _error(self, _error: QProcess.ProcessError) -> None:
        # A running process whose owner is destroyed is killed and says so on its way out;
        # nobody is left to tell then.
        if shiboken6.isValid(self) and shiboken6.isValid(self.process):
            self.failed.emit(self.process.errorString())

    def _read(self) -> None:
        self.output += bytes(self.process.readAllStandardOutput().data()).decode(
            "utf-8", "replace")
        if self.port is None:
            found = _SERVING.search(self.output)
            if found is not None:
                self.port = int(found["port"])
                self.ready.emit(self.port)

    def _finished(self, code: int, _status: QProcess.ExitStatus) -> None:
        if self.port is None:
            last = self.output.strip().splitlines()[-1:] or [f"exit {code}"]
            self.failed.emit(last[0])

    def stop(self) -> None:
        """End the server (its tables are saved in its data folder)."""
        if self.process.state() is not QProcess.ProcessState.NotRunning:
            self.process.terminate()
            if not self.process.waitForFinished(3000):
                self.process.kill()
                self.process.waitForFinished(1000)


class NetLink(QObject):
    """A :class:`~dominoes_qt.net.client.TableClient` on its own thread, seen from Qt.

    ``received`` carries every server message (on the GUI thread); :meth:`send` runs a
    request and calls back on the GUI thread with the reply or the exception; ``lost``
    says the connection closed.
    """

    received = Signal(object)
    lost = Signal(str)
    _answered = Signal(object, object)

    def __init__(self, url: str, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Imported here: the net extra (websockets) is needed only once a table is joined.
        from dominoes_qt.net.client import ThreadedClient

        self._answered.connect(lambda done, result: done(result))
        self.threaded = ThreadedClient(url, name, on_message=self.received.emit)
        self.client = self.threaded.client
        self.closed = False

    def send(self, work: Callable[[], Coroutine[Any, Any, Any]],
             done: Callable[[object], None] | None = None) -> None:
        """Run ``work()`` on the client's loop; ``done(result or exception)`` afterwards."""
        if self.closed:
            return

        async def run() -> Any:
            return await work()

        future: Future[Any] = asyncio.run_coroutine_threadsafe(run(), self.threaded.loop)

        def finished(f: Future[Any]) -> None:
            try:
                result: object = f.result()
            except BaseException as exc:
                result = exc
            if done is not None and not self.closed:
                self._answered.emit(done, result)

        future.add_done_callback(finished)

    def watch(self) -> None:
        """Emit ``lost`` when the current connection closes (call after each connect)."""
        async def wait() -> None:
            reader = self.client.reader
            if reader is not None:
                with contextlib.suppress(BaseException):
                    await reader
            if not self.closed:
                closed = self.client.closed
                self.lost.emit(str(closed) if closed is not None else "")

        asyncio.run_coroutine_threadsafe(wait(), self.threaded.loop)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.threaded.close()
