import sys
from pathlib import Path

import pytest

from dominoes_qt import paths


def test_every_path_is_under_the_redirected_folder(private_dirs):
    assert paths.base_dir() == private_dirs
    for path in (paths.data_dir(), paths.config_dir(), paths.saves_dir(), paths.autosave_file(),
                 paths.recent_file(), paths.statistics_file(), paths.preferences_file(),
                 paths.window_file()):
        assert path.is_relative_to(private_dirs)
    assert paths.preferences_file().parent == paths.config_dir()
    assert paths.window_file().parent == paths.config_dir()
    assert paths.statistics_file().parent == paths.data_dir()


def test_redirected_restores_the_previous_folder(private_dirs, tmp_path):
    with paths.redirected(tmp_path / "elsewhere") as inner:
        assert paths.data_dir() == inner / "data"
    assert paths.base_dir() == private_dirs


@pytest.mark.skipif(sys.platform != "linux", reason="XDG folders are a Linux convention")
def test_without_a_base_folder_platformdirs_decides(private_dirs):
    paths.set_base_dir(None)
    try:
        # The fixture pointed XDG at tmp_path, so even the defaults avoid the real home.
        assert paths.data_dir() == private_dirs / "xdg-data" / paths.APP_NAME
        assert paths.config_dir() == private_dirs / "xdg-config" / paths.APP_NAME
    finally:
        paths.set_base_dir(private_dirs)


def test_the_data_dir_option_reaches_paths(private_dirs, tmp_path):
    from dominoes_qt.cli import main

    target = tmp_path / "chosen"
    sample = Path(__file__).parent / "samples" / "v1-hand-written.dominoes.json"
    assert main(["--data-dir", str(target), "replay", str(sample), "--json"]) == 0
    try:
        assert paths.data_dir() == target / "data"
    finally:
        paths.set_base_dir(private_dirs)


def test_storage_imports_without_qt():
    import subprocess

    code = ("import sys; sys.modules['PySide6'] = None; "
            "import dominoes_qt.storage.saves, dominoes_qt.storage.prefs, "
            "dominoes_qt.storage.stats")
    result = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True,
                            text=True, cwd=Path(__file__).parents[2])
    assert result.returncode == 0, result.stderr
