import subprocess
import sys

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
