"""Packaging: package data, icons, the desktop entry, and the files the README promises."""

from __future__ import annotations

import configparser
import importlib.util
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from importlib import metadata
from pathlib import Path
from types import ModuleType

import pytest

from dominoes_qt import desktop_entry, resources
from dominoes_qt.desktop_entry import APP_ID, ICON_SIZES

if sys.version_info >= (3, 11):
    import tomllib
else:  # the test extra brings tomli to Python 3.10
    import tomli as tomllib

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
    # %u: a record's path or a table link (dominoes-qt://join/...), which cli takes apart.
    assert entry["Exec"] == "dominoes-qt --open %u"
    assert entry["Icon"] == APP_ID
    assert entry["Categories"] == "Game;BoardGame;"
    assert entry["MimeType"] == "application/x-dominoes-qt-record;x-scheme-handler/dominoes-qt;"


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


REPOSITORY = "https://github.com/dominoes-qt/dominoes-qt"
RAW_FILES = "https://raw.githubusercontent.com/dominoes-qt/dominoes-qt"


def metainfo_root() -> ET.Element:
    return ET.fromstring(resources.read_bytes(METAINFO))


def test_metainfo_summary_fits_flathub_guidelines():
    root = metainfo_root()
    for summary in root.findall("summary"):
        text = summary.text or ""
        # Flathub's guideline: at most 35 characters, no closing full stop, and not the
        # app's name again (it is shown right above the summary).
        assert 0 < len(text) <= 35, text
        assert not text.endswith(".")
        for name in root.findall("name"):
            assert (name.text or "").casefold() not in text.casefold()


def test_metainfo_links_the_project():
    urls = {u.get("type"): u.text for u in metainfo_root().findall("url")}
    assert urls["homepage"] == REPOSITORY
    assert urls["vcs-browser"] == REPOSITORY
    assert urls["bugtracker"] == f"{REPOSITORY}/issues"
    # The app id io.github.dominoes_qt.* stands for github.com/dominoes-qt: Flathub checks
    # that an io.github id and its homepage name the same owner.
    owner = APP_ID.split(".")[2].replace("_", "-")
    assert urls["homepage"].startswith(f"https://github.com/{owner}/")


def test_metainfo_screenshots_are_files_in_docs_at_a_released_tag():
    root = metainfo_root()
    released = [r.get("version") for r in root.findall("releases/release")]
    shots = root.findall("screenshots/screenshot")
    assert len(shots) >= 3
    assert [s.get("type") for s in shots].count("default") == 1
    for shot in shots:
        assert shot.findtext("caption")
        (image,) = shot.findall("image")
        url = image.text or ""
        # A tag, not a branch: the pictures at the address never change under a release.
        match = re.fullmatch(rf"{re.escape(RAW_FILES)}/v([0-9.]+)/(docs/[\w.-]+\.png)", url)
        assert match is not None, url
        assert match[1] in released
        local = ROOT / match[2]
        assert local.is_file(), local
        assert png_size(local.read_bytes()) == (int(image.get("width", "0")),
                                                int(image.get("height", "0")))


def test_metainfo_has_brand_colours_for_light_and_dark():
    colours = {c.get("scheme_preference"): c.text
               for c in metainfo_root().findall("branding/color[@type='primary']")}
    assert set(colours) == {"light", "dark"}
    for value in colours.values():
        assert re.fullmatch(r"#[0-9a-f]{6}", value or ""), value
    assert colours["light"] != colours["dark"]


def test_metainfo_releases_are_newest_first_and_start_at_this_version():
    from dominoes_qt import __version__

    releases = metainfo_root().findall("releases/release")
    versions = [tuple(int(p) for p in (r.get("version") or "").split(".")) for r in releases]
    dates = [r.get("date") or "" for r in releases]
    assert versions == sorted(versions, reverse=True)
    assert dates == sorted(dates, reverse=True)
    assert all(re.fullmatch(r"\d{4}-\d{2}-\d{2}", d) for d in dates)
    assert releases[0].get("version") == __version__
    for release in releases:
        assert release.find("description/p") is not None


def test_changelog_has_each_release_of_the_metainfo_with_its_date():
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$", changelog,
                          flags=re.MULTILINE)
    releases = [(r.get("version"), r.get("date"))
                for r in metainfo_root().findall("releases/release")]
    assert headings == releases
    assert "## [Unreleased]" in changelog
    # Every version heading has its comparison link at the foot, as Keep a Changelog does.
    for version, _ in headings:
        assert re.search(rf"^\[{re.escape(version)}\]: {re.escape(REPOSITORY)}/", changelog,
                         flags=re.MULTILINE), version


def test_version_is_written_in_one_place():
    from dominoes_qt import __version__

    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in pyproject["project"]
    assert pyproject["project"]["dynamic"] == ["version"]
    dynamic = pyproject["tool"]["setuptools"]["dynamic"]
    assert dynamic["version"] == {"attr": "dominoes_qt.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)
    # Where this checkout is the installed copy (the bootstrap's .venv), its metadata says
    # the same number; another checkout's environment may hold another version.
    dist = metadata.distribution("dominoes-qt")
    origin = json.loads(dist.read_text("direct_url.json") or "{}").get("url", "")
    if origin == ROOT.as_uri():
        assert dist.version == __version__


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


# What AppStream 0.16 (Debian 12) reports of a tag that came with AppStream 1.0. Flathub
# validates with 1.0, which asks for <developer id=...><name>, so the file keeps it.
OLDER_VALIDATOR_GAPS = {("unknown-tag", "developer")}


def appstream_issues(output: str) -> list[tuple[str, str, str]]:
    """(severity letter, tag, hint) of each issue in appstreamcli's text report."""
    found = []
    for line in output.splitlines():
        match = re.match(r"([EWIP]): [^:]+:(?:\d+|~): (\S+) ?(.*)$", line)
        if match:
            found.append((match[1], match[2], match[3].strip()))
    return found


def appstreamcli_version() -> tuple[int, ...]:
    out = subprocess.run(["appstreamcli", "--version"], capture_output=True, text=True,
                         check=True).stdout
    match = re.search(r"(\d+)\.(\d+)(?:\.(\d+))?", out)
    assert match is not None, out
    return tuple(int(part) for part in match.groups("0"))


def test_appstream_report_is_read_issue_by_issue():
    report = ("I: io.example.App:10: unknown-tag developer\n"
              "W: io.example.App:~: screenshot-default-missing\n"
              "\n✘ Validation failed: warnings: 1, infos: 1\n")
    assert appstream_issues(report) == [("I", "unknown-tag", "developer"),
                                        ("W", "screenshot-default-missing", "")]


@needs_appstreamcli
def test_metainfo_passes_appstreamcli_strict():
    # --no-net: the validator would otherwise fetch every screenshot and the homepage, and
    # the tests have no network. --strict fails on anything above a pedantic hint.
    result = subprocess.run(["appstreamcli", "validate", "--strict", "--no-net",
                             str(resources.data_path(METAINFO))],
                            capture_output=True, text=True, check=False)
    report = result.stdout + result.stderr
    issues = [(tag, hint) for severity, tag, hint in appstream_issues(report)
              if severity != "P"]
    if appstreamcli_version() < (1, 0):
        issues = [issue for issue in issues if issue not in OLDER_VALIDATOR_GAPS]
    else:
        assert result.returncode == 0, report
    assert issues == [], report


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
    assert entry["Exec"].endswith(" --open %u")
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
    for word in ("replay", "explain", "simulate", "--open",
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


def matrix_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("matrix", ROOT / ".ci" / "matrix.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while building
    spec.loader.exec_module(module)
    return module


def test_matrix_reads_the_claims_of_pyproject():
    floor, requirements = matrix_module().claimed()
    assert floor == (3, 10)
    assert any(r.startswith("PySide6-Essentials") for r in requirements)
    assert "platformdirs>=4.0" in requirements


def test_matrix_reads_pytests_closing_line():
    summary = matrix_module().summary_line
    out = "....\n= 3 failed, 798 passed, 5 skipped in 239.03s (0:03:59) =\n"
    assert summary(out) == "3 failed, 798 passed, 5 skipped in 239.03s (0:03:59)"
    assert summary("ImportError while loading conftest\n").startswith("no pytest summary")


def test_matrix_table_shows_each_combination():
    matrix = matrix_module()
    outcomes = [
        matrix.Outcome("3.10", "oldest", {"python": "3.10.13", "qt": "6.7.0",
                                          "PySide6-Essentials": "6.7.0"}, "800 passed", True,
                       1.0),
        matrix.Outcome("3.13", "newest", {}, "could not install", False, 1.0),
    ]
    lines = matrix.table(outcomes, ["PySide6-Essentials"]).splitlines()
    assert lines[0] == "| Python |  | PySide6-Essentials | Qt | Suite |"
    assert lines[2] == "| 3.10.13 | oldest | 6.7.0 | 6.7.0 | 800 passed |"
    assert lines[3] == "| 3.13 | newest | - | - | FAILED: could not install |"


def test_matrix_is_beside_ci_run_and_not_part_of_it():
    assert (ROOT / ".ci" / "matrix").is_file()
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "matrix" not in ci
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "bash .ci/matrix" in readme


def test_scripts_the_readme_names_exist():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for script in ("packaging/bootstrap.sh", "packaging/build-bundle.sh"):
        assert script in readme
        assert (ROOT / script).is_file()
    assert (ROOT / "packaging" / "dominoes-qt.spec").is_file()
    assert (ROOT / "packaging" / "smoke-record.json").is_file()
