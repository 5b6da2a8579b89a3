"""`dominoes-qt serve` starts from the command line, serves a client, stops on SIGTERM."""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import signal
import ssl
import subprocess
import sys
from pathlib import Path

import pytest

from dominoes_qt.net.client import TableClient
from tests.net.harness import serving

REPO = Path(__file__).resolve().parents[2]


def test_serve_runs_and_stops(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    with subprocess.Popen(
        [sys.executable, "-m", "dominoes_qt", "serve", "--port", "0", "--data-dir",
         str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            cwd=REPO, env=env) as process:
        _serve_one_table(process)
    assert (tmp_path / "tables.sqlite3").is_file()


def _serve_one_table(process: subprocess.Popen[str]) -> None:
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        found = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
        assert found, line

        async def visit() -> str:
            c = TableClient(f"ws://127.0.0.1:{found.group(1)}")
            await c.connect()
            code = await c.create("five-up-61", 2)
            await c.close()
            return code

        code = asyncio.run(visit())
        assert re.fullmatch(r"[A-Z2-9]{6}", code)
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=20) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_serve_help_and_bad_options() -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    shown = subprocess.run([sys.executable, "-m", "dominoes_qt", "serve", "--help"],
                           capture_output=True, text=True, cwd=REPO, env=env, check=False)
    assert shown.returncode == 0
    assert "--certfile" in shown.stdout
    assert "--grace" in shown.stdout
    bad = subprocess.run([sys.executable, "-m", "dominoes_qt", "serve", "--certfile", "x"],
                         capture_output=True, text=True, cwd=REPO, env=env, check=False)
    assert bad.returncode == 2
    assert "go together" in bad.stderr


def test_tls_with_the_servers_own_certificate(tmp_path: Path) -> None:
    if shutil.which("openssl") is None:
        pytest.skip("needs openssl to make a certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)

    async def scenario() -> None:
        async with serving(certfile=cert, keyfile=key) as (server, url):
            secure = url.replace("ws://", "wss://")
            trusting = ssl.create_default_context(cafile=str(cert))
            c = TableClient(secure, ssl=trusting)
            assert (await c.connect())["type"] == "welcome"
            assert server.directory.url.startswith("wss://")
            await c.close()
            # Plain ws:// to a TLS server gets nowhere.
            plain = TableClient(url)
            with pytest.raises(Exception):  # noqa: B017, PT011 - any failure to connect
                await plain.connect()

    asyncio.run(scenario())
