import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt import __version__


def test_version_prints_without_a_display():
    result = subprocess.run(
        [sys.executable, "-m", "dominoes_qt", "--version"],
        capture_output=True,
        text=True,
        check=False,
        env={"PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0
    assert result.stdout.strip() == f"dominoes-qt {__version__}"


def _run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "dominoes_qt", *args], capture_output=True,
                          text=True, check=False, timeout=timeout)


def _good_record() -> dict[str, Any]:
    path = Path(__file__).parent / "fixtures" / "records" / "five-up-2p-two-rounds.json"
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return doc


HOSTILE_RECORDS = {
    "huge-int": '{"format": "dominoes-qt-record", "version": ' + "9" * 5000 + "}",
    "deep": "[" * 100_000,
    "nan": '{"format": "dominoes-qt-record", "version": NaN}',
    "long-line": "x" * 1_000_000,
    "surrogate": json.dumps({**_good_record(), "players": [
        {"name": "\ud800", "kind": "human"}, {"name": "B", "kind": "human"}]}),
    "long-name": json.dumps({**_good_record(), "players": [
        {"name": "n" * 100_000, "kind": "human"}, {"name": "B", "kind": "human"}]}),
}


@pytest.mark.parametrize("command", [["replay", "--json"], ["explain"]])
@pytest.mark.parametrize("case", [*sorted(HOSTILE_RECORDS), "fifo", "dev-zero", "folder"])
def test_a_hostile_record_is_one_short_error_line_and_exit_2(tmp_path, command, case):
    if case == "dev-zero":
        path = Path("/dev/zero")
    elif case == "fifo":
        path = tmp_path / "fifo.json"
        os.mkfifo(path)
    elif case == "folder":
        path = tmp_path
    else:
        path = tmp_path / f"{case}.json"
        path.write_text(HOSTILE_RECORDS[case], encoding="utf-8", errors="surrogatepass")
    result = _run(*command, str(path))
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert len(result.stderr) < 300


def test_the_transcript_prints_odd_names_on_any_terminal(tmp_path):
    doc = _good_record()
    doc["players"][0]["name"] = "Олена\nforged line \u202e"
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "dominoes_qt", "replay", str(path)],
                            capture_output=True, text=True, check=False,
                            env={**os.environ, "PYTHONIOENCODING": "ascii"})
    assert result.returncode == 0, result.stderr
    assert "forged line" in result.stdout
    assert "\nforged line" not in result.stdout


@pytest.mark.parametrize(("command", "status"), [
    (["replay", "--json"], 141), (["replay"], 141), (["verify"], 141), (["explain"], 141),
    # argparse itself lets a failed write of its help go, and ends as it would have.
    (["--help"], 0),
])
def test_a_closed_output_pipe_ends_a_command_quietly(tmp_path, command, status):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(_good_record()), encoding="utf-8")
    args = command if command == ["--help"] else [*command, str(path)]
    read_end, write_end = os.pipe()
    # The reader is gone before the command writes a byte, as with `| head -c 0`.
    os.close(read_end)
    try:
        result = subprocess.run([sys.executable, "-m", "dominoes_qt", *args], stdout=write_end,
                                stderr=subprocess.PIPE, text=True, check=False, timeout=60)
    finally:
        os.close(write_end)
    assert result.stderr == ""
    assert result.returncode == status
