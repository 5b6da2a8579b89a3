"""The Flatpak manifest, checked as far as a machine without flatpak-builder's runtimes can.

What is checked: the manifest's structure, that the app id is the desktop file's and the
metainfo's, that the build needs no network (every source pinned by SHA-256, pip kept off
the index), that the pinned versions are ones pyproject.toml allows, and that the sandbox
asks for a display and nothing more. Building it is the README's job, where the KDE
runtime and the PySide base app are installed.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename
from packaging.version import Version

from dominoes_qt import resources
from dominoes_qt.desktop_entry import APP_ID, ICON_SIZES

if sys.version_info >= (3, 11):
    import tomllib
else:  # the test extra brings tomli to Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
FLATPAK = ROOT / "packaging" / "flatpak"
MANIFEST = FLATPAK / f"{APP_ID}.json"
# A game played on this computer: a display (Wayland, or X11 where there is no Wayland),
# shared memory for X11, the GPU, and the sound server for its sounds (QtMultimedia, in the
# base app, plays through PulseAudio or PipeWire's PulseAudio service). No network, no
# files outside its own folders: saved games open through the desktop's file chooser portal.
FINISH_ARGS = {"--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri",
               "--socket=pulseaudio"}
SHA256 = re.compile(r"[0-9a-f]{64}")


def load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def manifest() -> dict[str, Any]:
    document: dict[str, Any] = load(MANIFEST)
    return document


def modules(entries: list[Any], folder: Path) -> list[dict[str, Any]]:
    """Every module, nested ones and those kept in files of their own included."""
    found = []
    for entry in entries:
        module = load(folder / entry) if isinstance(entry, str) else entry
        found.append(module)
        found += modules(module.get("modules", []), folder)
    return found


def sources(module: dict[str, Any], folder: Path) -> list[dict[str, Any]]:
    found = []
    for entry in module.get("sources", []):
        if isinstance(entry, str):  # a file holding one source or a list of them
            loaded = load(folder / entry)
            found += loaded if isinstance(loaded, list) else [loaded]
        else:
            found.append(entry)
    return found


def all_modules() -> list[dict[str, Any]]:
    return modules(manifest()["modules"], FLATPAK)


def app_module() -> dict[str, Any]:
    (module,) = [m for m in all_modules() if m["name"] == "dominoes-qt"]
    return module


def pinned(documents: list[dict[str, Any]]) -> dict[str, Version]:
    """Name -> version of every wheel among some sources."""
    found = {}
    for entry in documents:
        name, version, _, tags = parse_wheel_filename(entry["url"].rsplit("/", 1)[1])
        assert {str(t) for t in tags} <= {"py3-none-any", "py2-none-any"}, entry["url"]
        found[str(name)] = version
    return found


def pyproject() -> dict[str, Any]:
    document: dict[str, Any] = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    return document


def requirements(texts: list[str]) -> dict[str, list[Requirement]]:
    found: dict[str, list[Requirement]] = {}
    for text in texts:
        requirement = Requirement(text)
        found.setdefault(canonicalize_name(requirement.name), []).append(requirement)
    return found


def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("generate_sources",
                                                  FLATPAK / "generate_sources.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while building
    spec.loader.exec_module(module)
    return module


# --- identity ---------------------------------------------------------------------------


def test_manifest_is_named_after_the_app_id_of_the_desktop_file_and_metainfo():
    document = manifest()
    assert document["id"] == APP_ID
    assert document["command"] == "dominoes-qt"
    assert resources.data_path(f"desktop/{APP_ID}.desktop").is_file()
    metainfo = ET.fromstring(resources.read_bytes(f"desktop/{APP_ID}.metainfo.xml"))
    assert metainfo.findtext("id") == APP_ID
    assert metainfo.findtext("launchable") == f"{APP_ID}.desktop"
    script = pyproject()["project"]["gui-scripts"]
    assert document["command"] in script


def test_manifest_builds_on_the_pyside_base_app_of_a_kde_runtime():
    document = manifest()
    assert document["runtime"] == "org.kde.Platform"
    assert document["sdk"] == "org.kde.Sdk"
    assert document["base"] == "io.qt.PySide.BaseApp"
    # The base app's branches follow the runtime's: PySide6 built against that Qt.
    assert document["base-version"] == document["runtime-version"]
    assert re.fullmatch(r"6\.\d+", document["runtime-version"])
    # The base app asks every app to run its clean-up (development files, unused parts).
    assert "/app/cleanup-BaseApp.sh" in document["cleanup-commands"]


def test_base_apps_pyside_is_one_pyproject_allows():
    base = Version(manifest()["base-version"])
    wanted = requirements(pyproject()["project"]["dependencies"])["pyside6-essentials"]
    # Every line's range, whatever Python its marker names: the runtime's Python may be
    # any of them, and the branch must be allowed under each.
    for requirement in wanted:
        assert requirement.specifier.contains(base), (str(requirement), str(base))


# --- the sandbox ------------------------------------------------------------------------


def test_sandbox_asks_for_a_display_and_sound_and_nothing_more():
    args = manifest()["finish-args"]
    assert set(args) == FINISH_ARGS
    assert len(args) == len(FINISH_ARGS)
    assert not [a for a in args if a.startswith(("--share=network", "--filesystem"))]


def test_nothing_is_fetched_while_building():
    for module in [manifest(), *all_modules()]:
        build_args = module.get("build-options", {}).get("build-args", [])
        assert "--share=network" not in build_args, module.get("name", "the manifest")
    for module in all_modules():
        for command in module.get("build-commands", []):
            if command.startswith("pip3 "):
                assert "--no-index" in command.split(), command
                assert "--no-build-isolation" not in command.split(), command


def test_every_source_is_hashed_or_is_this_checkout():
    local = []
    for module in all_modules():
        for entry in sources(module, FLATPAK):
            if entry["type"] == "dir":
                local.append((module["name"], entry))
                continue
            assert entry["type"] == "file", entry
            assert entry["url"].startswith("https://files.pythonhosted.org/packages/"), entry
            assert SHA256.fullmatch(entry["sha256"]), entry
    assert [name for name, _ in local] == ["dominoes-qt"]
    ((_, checkout),) = local
    assert (FLATPAK / checkout["path"]).resolve() == ROOT
    # Nothing of a developer's machine goes into the build: environments, caches, and
    # flatpak-builder's own folders when it is run from the checkout as the README says.
    assert {".git", ".venv", ".flatpak-builder", "flatpak-build", "build"} <= set(
        checkout["skip"])


# --- the versions -------------------------------------------------------------------------


def test_runtime_pins_are_the_versions_pyproject_allows():
    (module,) = [m for m in all_modules() if m["name"] == "python3-requirements"]
    pins = pinned(sources(module, FLATPAK))
    wanted = requirements(pyproject()["project"]["dependencies"])
    from_pypi = {name: reqs for name, reqs in wanted.items()
                 if name not in generator().FROM_BASE_APP}
    assert set(pins) == set(from_pypi)
    for name, version in pins.items():
        for requirement in from_pypi[name]:
            assert requirement.specifier.contains(version), (str(requirement), str(version))
    # The one install command names exactly the pinned files.
    (command,) = module["build-commands"]
    named = dict(re.findall(r'"([\w.-]+)==([\w.]+)"', command))
    assert {canonicalize_name(n): Version(v) for n, v in named.items()} == pins


def test_build_pins_include_a_setuptools_that_reads_pyproject():
    pins = pinned(load(FLATPAK / "build-requirements.json"))
    wanted = requirements(pyproject()["build-system"]["requires"])
    assert set(pins) == set(wanted)
    for name, version in pins.items():
        for requirement in wanted[name]:
            assert requirement.specifier.contains(version), (str(requirement), str(version))
    # SPDX licence strings (license = "MIT") are read from setuptools 77 on; the SDK's
    # setuptools is older, hence a build environment of our own.
    assert pins["setuptools"] >= Version("77")
    assert "build-requirements.json" in app_module()["sources"]


def test_generated_files_are_what_the_generator_writes():
    # Hand edits would be lost on the next run of the generator; this catches them.
    gen = generator()
    (module,) = [m for m in all_modules() if m["name"] == "python3-requirements"]

    def pins_of(entries: list[dict[str, Any]]) -> list[Any]:
        return [gen.Pin(e["x-checker-data"]["name"],
                        str(parse_wheel_filename(e["url"].rsplit("/", 1)[1])[1]),
                        e["url"], e["sha256"]) for e in entries]

    runtime = pins_of(module["sources"])
    build = pins_of(load(FLATPAK / "build-requirements.json"))
    assert gen.render(gen.runtime_module(runtime)) == gen.RUNTIME_MODULE.read_text("utf-8")
    assert gen.render(gen.build_sources(build)) == gen.BUILD_SOURCES.read_text("utf-8")


def test_generator_leaves_out_what_the_base_app_has(tmp_path):
    project = tmp_path / "pyproject.toml"
    project.write_text(
        '[build-system]\nrequires = ["setuptools>=77"]\n'
        '[project]\ndependencies = [\n'
        '  "PySide6-Essentials>=6.7,!=6.12.0; python_version < \'3.12\'",\n'
        '  "PySide6-Essentials>=6.7; python_version >= \'3.12\'",\n'
        '  "platformdirs>=4.0",\n'
        '  "tomli>=2; python_version < \'3.11\'",\n]\n', encoding="utf-8")
    runtime, build = generator().requirements(project, "3.12")
    assert runtime == ["platformdirs>=4.0"]
    assert build == ["setuptools>=77"]
    runtime, _ = generator().requirements(project, "3.10")
    assert runtime == ["platformdirs>=4.0", "tomli>=2"]


# --- what the app module installs -------------------------------------------------------------


def test_app_module_installs_the_desktop_files_and_icons_under_the_app_id():
    commands = " ".join(app_module()["build-commands"]).replace("${FLATPAK_ID}", APP_ID)
    for name in (f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml", f"{APP_ID}.mime.xml"):
        assert f"dominoes_qt/data/desktop/{name}" in commands
        assert (ROOT / "dominoes_qt" / "data" / "desktop" / name).is_file()
    assert f"share/mime/packages/{APP_ID}.xml" in commands
    assert f"share/icons/hicolor/scalable/apps/{APP_ID}.svg" in commands
    loop = re.search(r"for size in ([\d ]+); do", commands)
    assert loop is not None
    assert tuple(int(s) for s in loop[1].split()) == tuple(ICON_SIZES)
    for size in ICON_SIZES:
        assert (ROOT / "dominoes_qt" / "data" / "icons" / f"dominoes-qt-{size}.png").is_file()


def test_readme_says_how_to_build_it():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    manifest_path = MANIFEST.relative_to(ROOT).as_posix()
    commands = [line.split() for line in readme.splitlines()
                if line.strip().startswith("flatpak-builder ")]
    # Built into flatpak-build/, the folder the manifest's source leaves out.
    assert any(manifest_path in words and "flatpak-build" in words for words in commands)
    assert "packaging/flatpak/generate_sources.py" in readme


@pytest.mark.skipif(shutil.which("flatpak-builder") is None,
                    reason="flatpak-builder is not installed (Debian: flatpak-builder)")
def test_flatpak_builder_reads_the_manifest():
    # --show-manifest loads the manifest with every included file, the way a build
    # starts, and prints it whole; it needs neither the runtimes nor the network.
    result = subprocess.run(["flatpak-builder", "--show-manifest", str(MANIFEST)],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    shown = json.loads(result.stdout)
    assert shown["id"] == APP_ID
    names = [m["name"] for m in shown["modules"]]
    assert names == ["python3-requirements", "dominoes-qt"]
