"""Packaging: package data, icons, the desktop entry, and the files the README promises."""

from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from importlib import metadata
from pathlib import Path

import pytest

from dominoes_qt import desktop_entry, resources
from dominoes_qt.desktop_entry import APP_ID, ICON_SIZES

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "dominoes_qt"
DESKTOP = f"desktop/{APP_ID}.desktop"
METAINFO = f"desktop/{APP_ID}.metainfo.xml"
RUN_COMMAND = "sh packaging/bootstrap.sh && .venv/bin/dominoes-qt"
TEST_COMMAND = "sh packaging/bootstrap.sh && .venv/bin/python -m pytest"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def read_desktop(text: str) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    parser.read_string(text)
    return parser["Desktop Entry"]


# --- resources -------------------------------------------------------------------------


def test_resources_find_shipped_files_as_real_paths():
    path = resources.data_path("icons/dominoes-qt.svg")
    assert path.is_file()
    assert path.read_bytes() == resources.read_bytes("icons/dominoes-qt.svg")
    assert resources.read_text("icons/dominoes-qt.svg").lstrip().startswith("<?xml")
    assert resources.exists("icons")
    assert resources.names("icons", ".png") == sorted(f"dominoes-qt-{n}.png" for n in ICON_SIZES)


def test_resources_name_what_is_missing_and_refuse_escapes():
    with pytest.raises(FileNotFoundError, match=r"no-such\.png"):
        resources.read_bytes("icons/no-such.png")
    with pytest.raises(FileNotFoundError):
        resources.data_path("icons")  # a folder is not a file
    assert resources.names("no-such-folder") == []
    assert not resources.exists("no-such-folder")
    for bad in ("../cli.py", "/etc/passwd", ""):
        with pytest.raises(ValueError, match="not a name"):
            resources.resource(bad)


def test_every_code_folder_is_a_package_so_the_wheel_keeps_it():
    # setuptools' find includes only folders with __init__.py; any other code folder
    # would work from the checkout and silently vanish from the wheel and the bundle.
    missing = [
        str(folder.relative_to(ROOT))
        for folder in PACKAGE.rglob("*")
        if folder.is_dir()
        and folder.name != "__pycache__"
        and any(folder.glob("*.py"))
        and not (folder / "__init__.py").is_file()
    ]
    assert missing == []


def test_pyproject_ships_all_package_data_and_the_gui_script():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    # Icons, translations and desktop files; and each game's pinned position counts.
    assert 'dominoes_qt = ["py.typed", "data/**/*", "games/*/perft.json"]' in pyproject
    # What pip recorded when it installed this checkout:
    scripts = metadata.entry_points(group="gui_scripts", name="dominoes-qt")
    assert [s.value for s in scripts] == ["dominoes_qt.cli:main"]
    requires = metadata.requires("dominoes-qt") or []
    assert any(r.startswith("PySide6-Essentials") for r in requires)
    assert not any(r.split(">")[0].split("=")[0].strip() == "PySide6" for r in requires)


# --- icons -----------------------------------------------------------------------------


def test_png_icons_have_their_sizes():
    files = resources.app_icon_files()
    assert len(files) == len(ICON_SIZES) == 6
    for size, path in zip(ICON_SIZES, files, strict=True):
        assert png_size(path.read_bytes()) == (size, size)


def test_png_icons_match_the_svg(qapp, tmp_path):
    # Fails when the SVG was edited without running packaging/render_icons.py.
    from PySide6.QtGui import QColor, QImage

    spec = importlib.util.spec_from_file_location("render_icons",
                                                  ROOT / "packaging" / "render_icons.py")
    assert spec is not None
    assert spec.loader is not None
    render_icons = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(render_icons)

    (fresh,) = render_icons.render(resources.data_path("icons/dominoes-qt.svg"), tmp_path, (48,))
    new = QImage(str(fresh))
    old = QImage(str(resources.data_path("icons/dominoes-qt-48.png")))
    assert (old.width(), old.height()) == (new.width(), new.height()) == (48, 48)
    differing = 0
    for y in range(48):
        for x in range(48):
            a, b = QColor.fromRgba(old.pixel(x, y)), QColor.fromRgba(new.pixel(x, y))
            channels = ((a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue()),
                        (a.alpha(), b.alpha()))
            differing += max(abs(p - q) for p, q in channels) > 8
    assert differing < 48 * 48 // 50


# --- desktop file and metainfo ---------------------------------------------------------


def test_desktop_file_names_the_game_in_english_and_ukrainian():
    entry = read_desktop(resources.read_text(DESKTOP))
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Dominoes"
    assert entry["Name[uk]"] == "Доміно"
    assert entry["Comment"]
    assert entry["Comment[uk]"]
    assert entry["Exec"] == "dominoes-qt --open %f"
    assert entry["Icon"] == APP_ID
    assert entry["Categories"] == "Game;BoardGame;"
    assert entry["MimeType"] == "application/x-dominoes-qt-record;"


def test_mime_type_names_saved_games():
    root = ET.fromstring(resources.read_bytes(f"desktop/{APP_ID}.mime.xml"))
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    kind = root.find("m:mime-type", ns)
    assert kind is not None
    assert kind.get("type") == "application/x-dominoes-qt-record"
    # The suffix dominoes_qt.paths gives every saved game.
    assert [g.get("pattern") for g in kind.findall("m:glob", ns)] == ["*.dominoes.json"]


def test_metainfo_points_at_the_desktop_file_and_is_rated():
    root = ET.fromstring(resources.read_bytes(METAINFO))
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert root.find("content_rating") is not None
    assert root.find("releases/release") is not None
    names = {n.get("{http://www.w3.org/XML/1998/namespace}lang"): n.text
             for n in root.findall("name")}
    assert names == {None: "Dominoes", "uk": "Доміно"}
    versions = [r.get("version") for r in root.findall("releases/release")]
    from dominoes_qt import __version__

    assert __version__ in versions


def test_packaging_folder_shows_the_shipped_files():
    for name in (f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml", f"{APP_ID}.mime.xml"):
        shown = ROOT / "packaging" / name
        assert shown.resolve() == resources.data_path(f"desktop/{name}").resolve()


needs_desktop_file_validate = pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate is not installed (Debian: desktop-file-utils)")
needs_appstreamcli = pytest.mark.skipif(
    shutil.which("appstreamcli") is None,
    reason="appstreamcli is not installed (Debian: appstream)")


def validate(*command: str) -> None:
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


@needs_desktop_file_validate
def test_desktop_files_pass_desktop_file_validate(tmp_path):
    validate("desktop-file-validate", str(resources.data_path(DESKTOP)))
    installed = tmp_path / f"{APP_ID}.desktop"
    installed.write_text(desktop_entry.desktop_file_text(["/opt/My Games/dominoes-qt"]),
                         encoding="utf-8")
    validate("desktop-file-validate", str(installed))


@needs_appstreamcli
def test_metainfo_passes_appstreamcli():
    validate("appstreamcli", "validate", "--no-net", str(resources.data_path(METAINFO)))


# --- installing for the current user ---------------------------------------------------


@pytest.mark.parametrize(
    ("arg", "quoted"),
    [
        ("/usr/bin/dominoes-qt", "/usr/bin/dominoes-qt"),
        ("/opt/My Games/dominoes-qt", '"/opt/My Games/dominoes-qt"'),
        ("/opt/a$b", '"/opt/a\\\\$b"'),
        ("/opt/100%", "/opt/100%%"),
        ("", '""'),
    ],
)
def test_exec_arguments_are_quoted_as_the_spec_asks(arg, quoted):
    assert desktop_entry.quote_exec_argument(arg) == quoted


def test_data_home_follows_xdg_and_ignores_relative_values(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert desktop_entry.data_home({"XDG_DATA_HOME": "/srv/share"}) == Path("/srv/share")
    assert desktop_entry.data_home({"XDG_DATA_HOME": "rel/share"}) == tmp_path / ".local/share"
    assert desktop_entry.data_home({}) == tmp_path / ".local/share"


def test_install_puts_entry_icons_and_metainfo_under_xdg_data_home(monkeypatch, tmp_path, capsys):
    share = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(share))
    assert desktop_entry.install_desktop_entry() == 0
    assert desktop_entry.install_desktop_entry() == 0  # again: same files, no error

    entry = read_desktop((share / "applications" / f"{APP_ID}.desktop").read_text("utf-8"))
    program = entry["Exec"].split(" --open ")[0]
    assert entry["Exec"].endswith(" --open %f")
    assert Path(program).is_absolute()
    assert os.access(program, os.X_OK)
    assert entry["TryExec"] == program
    assert entry["Name[uk]"] == "Доміно"
    for size in ICON_SIZES:
        icon = share / f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"
        assert png_size(icon.read_bytes()) == (size, size)
    svg = share / f"icons/hicolor/scalable/apps/{APP_ID}.svg"
    assert svg.read_bytes() == resources.read_bytes("icons/dominoes-qt.svg")
    metainfo = share / f"metainfo/{APP_ID}.metainfo.xml"
    assert metainfo.read_bytes() == resources.read_bytes(METAINFO)
    mime = share / f"mime/packages/{APP_ID}.xml"
    assert mime.read_bytes() == resources.read_bytes(f"desktop/{APP_ID}.mime.xml")
    if shutil.which("update-mime-database"):
        # The cache the desktop reads now maps saved games to our type.
        globs = (share / "mime" / "globs2").read_text(encoding="utf-8")
        assert "application/x-dominoes-qt-record:*.dominoes.json" in globs
    assert not list(share.rglob("*.partial"))
    assert str(share) in capsys.readouterr().out


def test_install_reports_a_failure_instead_of_raising(monkeypatch, tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert desktop_entry.install_desktop_entry() == 1
    assert "Could not install" in capsys.readouterr().err


def test_launcher_prefers_the_script_beside_this_python(monkeypatch, tmp_path):
    script = tmp_path / "bin" / "dominoes-qt"
    script.parent.mkdir()
    script.write_text("#!/bin/sh\n", encoding="utf-8")
    script.chmod(0o755)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "bin" / "python"))
    assert desktop_entry.launcher_command() == [str(script)]
    script.unlink()
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert desktop_entry.launcher_command() == [str(tmp_path / "bin" / "python"), "-m",
                                                "dominoes_qt"]


def test_cli_option_installs_without_a_display(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "s")}
    result = subprocess.run([sys.executable, "-m", "dominoes_qt", "--install-desktop-entry"],
                            capture_output=True, text=True, check=False, env=env)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "s" / "applications" / f"{APP_ID}.desktop").is_file()


def test_help_works_without_a_display():
    result = subprocess.run([sys.executable, "-m", "dominoes_qt", "--help"],
                            capture_output=True, text=True, check=False,
                            env={"PATH": "/usr/bin:/bin"})
    assert result.returncode == 0, result.stderr
    for word in ("replay", "explain", "simulate", "bench", "screenshot", "--open",
                 "--data-dir", "--install-desktop-entry", "--smoke"):
        assert word in result.stdout


# --- the README's promises -------------------------------------------------------------


def test_readme_gives_exactly_the_two_commands_and_ci_runs_the_test_one():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = [line.strip() for line in readme.splitlines()
                if line.strip().startswith("sh packaging/bootstrap.sh")]
    assert commands == [RUN_COMMAND, TEST_COMMAND]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert TEST_COMMAND in [line.strip() for line in ci]
    assert any(line.strip().startswith(".venv/bin/ruff check") for line in ci)
    assert any(line.strip().startswith(".venv/bin/mypy") for line in ci)


def test_scripts_the_readme_names_exist():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for script in ("packaging/bootstrap.sh", "packaging/build-bundle.sh"):
        assert script in readme
        assert (ROOT / script).is_file()
    assert (ROOT / "packaging" / "dominoes-qt.spec").is_file()
    assert (ROOT / "packaging" / "smoke-record.json").is_file()
