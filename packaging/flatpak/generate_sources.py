"""Writes the Flatpak's pinned Python dependencies from pyproject.toml.

    .venv/bin/python packaging/flatpak/generate_sources.py

Resolves what pyproject.toml asks for against the package index, except what the PySide
base app already has (PySide6 and shiboken6), downloads every file into a scratch folder
and checks its SHA-256 against the index's, then writes beside the manifest:

- python3-requirements.json: a module that installs the run-time dependencies;
- build-requirements.json: the sources the app's own module builds with (setuptools: the
  SDK's is too old for pyproject.toml's licence field), installed in pip's isolated build
  environment from the build folder, so the SDK's own setuptools is never used.

The build itself runs without network: every file is a source with its URL and hash.
Only pure-Python wheels are accepted, so one set of sources serves every architecture.
Run it again after changing a requirement in pyproject.toml; commit what it writes.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # the test extra brings tomli to Python 3.10
    import tomli as tomllib

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
RUNTIME_MODULE = HERE / "python3-requirements.json"
BUILD_SOURCES = HERE / "build-requirements.json"
INDEX = "https://pypi.org/simple"
# io.qt.PySide.BaseApp installs these, built against the runtime's own Qt.
FROM_BASE_APP = frozenset({"pyside6", "pyside6-essentials", "pyside6-addons", "shiboken6"})
# The KDE runtimes the base app is built on (6.9 and later) have Python 3.12 or newer; as
# only pure wheels are taken, this matters only for a release's Requires-Python.
RUNTIME_PYTHON = "3.12"
PIP_INSTALL = ('pip3 install --verbose --exists-action=i --no-index --no-deps '
               '--find-links="file://${PWD}" --prefix=${FLATPAK_DEST}')


@dataclass(frozen=True, order=True)
class Pin:
    """One file of one release, as the manifest names it."""

    name: str
    version: str
    url: str
    sha256: str

    @property
    def filename(self) -> str:
        return self.url.rsplit("/", 1)[1]


def source(pin: Pin) -> dict[str, object]:
    return {
        "type": "file",
        "url": pin.url,
        "sha256": pin.sha256,
        # Lets Flathub's external data checker offer updates of the pin.
        "x-checker-data": {"type": "pypi", "name": pin.name, "packagetype": "bdist_wheel"},
    }


def runtime_module(pins: list[Pin]) -> dict[str, object]:
    """The module installing the run-time dependencies into /app."""
    wanted = " ".join(f'"{p.name}=={p.version}"' for p in sorted(pins))
    return {
        "name": "python3-requirements",
        "buildsystem": "simple",
        "build-commands": [f"{PIP_INSTALL} {wanted}"],
        "sources": [source(p) for p in sorted(pins)],
    }


def build_sources(pins: list[Pin]) -> list[dict[str, object]]:
    """Sources for the app's module: what pip's build environment installs offline."""
    return [source(p) for p in sorted(pins)]


def render(document: object) -> str:
    return json.dumps(document, indent=4) + "\n"


def requirements(pyproject: Path, python_version: str) -> tuple[list[str], list[str]]:
    """(run-time, build) requirements that apply on the runtime and are not the base app's."""
    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    environment = {"python_version": python_version, "python_full_version": f"{python_version}.0",
                   "sys_platform": "linux", "platform_system": "Linux",
                   "implementation_name": "cpython"}

    def applicable(texts: list[str]) -> list[str]:
        kept = []
        for text in texts:
            requirement = Requirement(text)
            if canonicalize_name(requirement.name) in FROM_BASE_APP:
                continue
            if requirement.marker is None or requirement.marker.evaluate(environment):
                requirement.marker = None
                kept.append(str(requirement))
        return kept

    return (applicable(list(data["project"]["dependencies"])),
            applicable(list(data["build-system"]["requires"])))


def pip_environment() -> dict[str, str]:
    """This process's environment without any pip configuration.

    A machine's pip.conf may add local indexes or folders of wheels; what pip found there
    would end up in the manifest as a file path instead of the index's URL.
    """
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env["PIP_CONFIG_FILE"] = os.devnull
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def resolve(wanted: list[str], python_version: str, scratch: Path) -> list[Pin]:
    """Every release `wanted` needs (dependencies included), as pure wheels from the index."""
    if not wanted:
        return []
    report = scratch / "report.json"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--dry-run", "--ignore-installed",
         "--only-binary=:all:", "--python-version", python_version, "--index-url", INDEX,
         "--report", str(report), *wanted],
        check=True, env=pip_environment())
    pins = []
    for item in json.loads(report.read_text(encoding="utf-8"))["install"]:
        info = item["download_info"]
        pin = Pin(canonicalize_name(item["metadata"]["name"]), item["metadata"]["version"],
                  info["url"], info["archive_info"]["hashes"]["sha256"])
        if not pin.url.startswith("https://"):
            sys.exit(f"{pin.name}: resolved to {pin.url}, not a file of the index")
        if not pin.filename.endswith("-none-any.whl"):
            sys.exit(f"{pin.name} {pin.version} has no pure-Python wheel ({pin.filename}); "
                     "it would need a source per architecture")
        pins.append(pin)
    return sorted(pins)


def check_downloads(pins: list[Pin], python_version: str, scratch: Path) -> None:
    """Downloads each pinned file and compares its SHA-256 with the index's."""
    if not pins:
        return
    folder = scratch / "files"
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
         "--python-version", python_version, "--index-url", INDEX, "--dest", str(folder),
         *(f"{p.name}=={p.version}" for p in pins)],
        check=True, env=pip_environment())
    for pin in pins:
        local = folder / pin.filename
        if not local.is_file():
            sys.exit(f"pip download did not fetch {pin.filename}")
        digest = hashlib.sha256(local.read_bytes()).hexdigest()
        if digest != pin.sha256:
            sys.exit(f"{pin.filename}: SHA-256 {digest}, the index says {pin.sha256}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--python-version", default=RUNTIME_PYTHON, metavar="X.Y",
                        help=f"the runtime's Python, for markers and Requires-Python "
                             f"(default {RUNTIME_PYTHON})")
    args = parser.parse_args(argv)

    runtime, build = requirements(ROOT / "pyproject.toml", args.python_version)
    with tempfile.TemporaryDirectory(prefix="dominoes-qt-flatpak-") as name:
        scratch = Path(name)
        (scratch / "runtime").mkdir()
        (scratch / "build").mkdir()
        runtime_pins = resolve(runtime, args.python_version, scratch / "runtime")
        build_pins = resolve(build, args.python_version, scratch / "build")
        check_downloads(runtime_pins, args.python_version, scratch / "runtime")
        check_downloads(build_pins, args.python_version, scratch / "build")

    RUNTIME_MODULE.write_text(render(runtime_module(runtime_pins)), encoding="utf-8")
    BUILD_SOURCES.write_text(render(build_sources(build_pins)), encoding="utf-8")
    for label, pins in (("run time", runtime_pins), ("build", build_pins)):
        print(f"{label}: " + ", ".join(f"{p.name} {p.version}" for p in pins))
    print(f"Wrote {RUNTIME_MODULE.relative_to(ROOT)} and {BUILD_SOURCES.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
