"""The supported-versions matrix: the whole suite on the oldest and newest of what we claim.

    bash .ci/matrix [--python X.Y ...] [--keep] [--output FILE]

For the oldest and the newest Python found on this machine within pyproject.toml's
``requires-python`` (``--python`` adds others), and for each of them the oldest and the
newest release of every runtime dependency that pyproject.toml allows and PyPI has
wheels of for that Python, a fresh virtual environment gets this checkout (editable,
with its test extra) and runs the README's test command. A Markdown table of what ran
and how it ended closes the output; the exit status is 1 when any combination failed.

Not part of ``.ci/run``: four installs and four runs of the suite take the better part
of an hour on two cores. Needs Python 3.11 or newer to run (it reads pyproject.toml with
tomllib) and the package index; the pythons it tests may be older.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # the test extra brings tomli to Python 3.10, where the tests import this file
    try:
        import tomli as tomllib
    except ModuleNotFoundError:
        sys.exit("The matrix reads pyproject.toml: run it with Python 3.11 or newer.")

ROOT = Path(__file__).resolve().parent.parent
# Far enough ahead that a newly installed Python is found without editing this file.
HIGHEST_MINOR = 20

# Run inside each fresh venv (after `pip install packaging`): for every requirement that
# applies to that interpreter, the oldest and newest versions its specifier allows among
# those the index has files for this interpreter. Prints JSON {name: [oldest, newest]}.
PICK_VERSIONS = r"""
import json, subprocess, sys
from packaging.requirements import Requirement
from packaging.version import InvalidVersion, Version

picked = {}
for text in json.loads(sys.argv[1]):
    requirement = Requirement(text)
    if requirement.marker is not None and not requirement.marker.evaluate():
        continue
    listing = subprocess.run(
        [sys.executable, "-m", "pip", "index", "versions", requirement.name],
        capture_output=True, text=True, check=True).stdout
    line = next(l for l in listing.splitlines() if l.startswith("Available versions:"))
    versions = []
    for word in line.split(":", 1)[1].split(","):
        try:
            versions.append(Version(word.strip()))
        except InvalidVersion:
            pass
    allowed = sorted(v for v in versions
                     if not v.is_prerelease and requirement.specifier.contains(v))
    if not allowed:
        sys.exit(f"no release of {text} for this Python")
    picked[requirement.name] = [str(allowed[0]), str(allowed[-1])]
print(json.dumps(picked))
"""

REPORT_VERSIONS = r"""
import json, sys
from importlib import metadata
from PySide6.QtCore import qVersion
names = json.loads(sys.argv[1])
print(json.dumps({"python": sys.version.split()[0], "qt": qVersion(),
                  **{name: metadata.version(name) for name in names}}))
"""


@dataclass
class Outcome:
    python: str
    which: str  # "oldest" or "newest"
    versions: dict[str, str]
    result: str
    ok: bool
    seconds: float


def claimed() -> tuple[tuple[int, int], list[str]]:
    """The Python floor and the runtime requirements pyproject.toml states."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    floor = re.fullmatch(r">=\s*3\.(\d+)", project["requires-python"].strip())
    if floor is None:
        sys.exit(f"cannot read requires-python {project['requires-python']!r} as '>=3.N'")
    return (3, int(floor.group(1))), list(project["dependencies"])


def interpreter_version(program: str) -> tuple[int, int] | None:
    """(major, minor) of a Python that runs and can make a venv, else None.

    Runs it rather than trusting the name: pyenv's shims are on PATH under every name and
    fail for versions not selected in the shell.
    """
    try:
        done = subprocess.run(
            [program, "-c", "import sys, ensurepip, venv; print(*sys.version_info[:2])"],
            capture_output=True, text=True, check=False, timeout=60)
    except OSError:
        return None
    if done.returncode != 0:
        return None
    major, minor = done.stdout.split()
    return int(major), int(minor)


def find_pythons(floor: tuple[int, int]) -> dict[tuple[int, int], str]:
    """Every usable Python 3.N with N >= the floor: on PATH, else from pyenv's versions."""
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    found: dict[tuple[int, int], str] = {}
    for minor in range(floor[1], HIGHEST_MINOR + 1):
        name = f"python3.{minor}"
        candidates = [shutil.which(name) or ""]
        candidates += sorted((str(p) for p in pyenv.glob(f"3.{minor}.*/bin/{name}")),
                             reverse=True)
        for program in candidates:
            if program and interpreter_version(program) == (3, minor):
                found[(3, minor)] = program
                break
    return found


def run(command: list[str], log: Path, cwd: Path | None = None,
        env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Runs a command with its output appended to a log; the caller reads the result."""
    shown = ["<script>" if i > 0 and command[i - 1] == "-c" else part
             for i, part in enumerate(command)]
    with log.open("a", encoding="utf-8") as out:
        out.write(f"$ {' '.join(shown)}\n")
        out.flush()
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True, check=False, cwd=cwd, env=env)
        out.write(done.stdout)
    return done


def new_venv(python: str, folder: Path, log: Path) -> Path:
    run([python, "-m", "venv", "--clear", str(folder)], log).check_returncode()
    venv_python = folder / "bin" / "python"
    run([str(venv_python), "-m", "pip", "install", "--quiet", "--upgrade", "pip", "packaging"],
        log).check_returncode()
    return venv_python


def summary_line(output: str) -> str:
    """pytest's closing line without its '=' frame, e.g. '1200 passed, 3 skipped in 80.1s'."""
    for line in reversed(output.splitlines()):
        text = line.strip(" =")
        if re.search(r"\d+ (passed|failed|error)", text):
            return text
    return "no pytest summary (see the log)"


def try_combination(python: str, label: str, which: str, pins: dict[str, str],
                    scratch: Path) -> Outcome:
    folder = scratch / f"py{label}-{which}"
    log = scratch / f"py{label}-{which}.log"
    started = time.monotonic()
    try:
        venv_python = new_venv(python, folder, log)
        constraints = folder / "constraints.txt"
        constraints.write_text("".join(f"{n}=={v}\n" for n, v in pins.items()),
                               encoding="utf-8")
        run([str(venv_python), "-m", "pip", "install", "--quiet", "-c", str(constraints),
             "-e", f"{ROOT}[test]"], log).check_returncode()
        report = run([str(venv_python), "-c", REPORT_VERSIONS, json.dumps(list(pins))], log,
                     env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        report.check_returncode()
        versions = json.loads(report.stdout.splitlines()[-1])
    except subprocess.CalledProcessError:
        return Outcome(label, which, pins, f"could not install (log: {log})", False,
                       time.monotonic() - started)
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    tests = run([str(venv_python), "-m", "pytest", "-q", "-p", "no:cacheprovider"], log,
                cwd=ROOT, env=env)
    ok = tests.returncode == 0
    result = summary_line(tests.stdout)
    if not ok:
        result += f" (log: {log})"
    return Outcome(label, which, versions, result, ok, time.monotonic() - started)


def table(outcomes: list[Outcome], names: list[str]) -> str:
    head = ["Python", "", *names, "Qt", "Suite"]
    rows = [head, ["---"] * len(head)]
    for o in outcomes:
        rows.append([o.versions.get("python", o.python), o.which,
                     *(o.versions.get(n, "-") for n in names), o.versions.get("qt", "-"),
                     ("" if o.ok else "FAILED: ") + o.result])
    return "\n".join("| " + " | ".join(row) + " |" for row in rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     epilog="Example: bash .ci/matrix --output matrix.md")
    parser.add_argument("--python", action="append", default=[], metavar="X.Y",
                        help="also test this Python (found on PATH or in pyenv)")
    parser.add_argument("--keep", action="store_true",
                        help="keep the virtual environments and logs even when all passed")
    parser.add_argument("--output", type=Path, help="also write the table to this file")
    args = parser.parse_args(argv)

    floor, requirements = claimed()
    pythons = find_pythons(floor)
    if not pythons:
        print(f"No Python {floor[0]}.{floor[1]} or newer found on this machine.",
              file=sys.stderr)
        return 1
    chosen = {min(pythons), max(pythons)}
    for wanted in args.python:
        match = re.fullmatch(r"3\.(\d+)", wanted)
        if match is None or (3, int(match.group(1))) not in pythons:
            parser.error(f"--python {wanted}: no such usable Python here "
                         f"(found: {', '.join(f'3.{m}' for _, m in sorted(pythons))})")
        chosen.add((3, int(match.group(1))))
    if floor not in pythons:
        print(f"Python {floor[0]}.{floor[1]}, the oldest pyproject.toml allows, is not on "
              "this machine: the oldest found is tested instead.")

    scratch = Path(tempfile.mkdtemp(prefix="dominoes-qt-matrix-"))
    print(f"Virtual environments and logs in {scratch}")
    outcomes: list[Outcome] = []
    names: list[str] = []
    for version in sorted(chosen):
        label = f"{version[0]}.{version[1]}"
        python = pythons[version]
        log = scratch / f"py{label}-versions.log"
        try:
            venv_python = new_venv(python, scratch / f"py{label}-versions", log)
            picked_run = run([str(venv_python), "-c", PICK_VERSIONS, json.dumps(requirements)],
                             log)
            picked_run.check_returncode()
        except subprocess.CalledProcessError:
            print(f"Python {label}: could not list the releases (log: {log})")
            outcomes.append(Outcome(label, "-", {}, f"could not list releases (log: {log})",
                                    False, 0.0))
            continue
        picked: dict[str, list[str]] = json.loads(picked_run.stdout.splitlines()[-1])
        names += [n for n in picked if n not in names]
        for index, which in enumerate(("oldest", "newest")):
            pins = {name: pair[index] for name, pair in picked.items()}
            shown = ", ".join(f"{n} {v}" for n, v in pins.items())
            print(f"Python {label}, {which}: {shown} ...", flush=True)
            outcome = try_combination(python, label, which, pins, scratch)
            print(f"    {outcome.result} ({outcome.seconds:.0f} s)", flush=True)
            outcomes.append(outcome)

    text = table(outcomes, names)
    print()
    print(text)
    if args.output:
        args.output.write_text(text + "\n", encoding="utf-8")
    failed = any(not o.ok for o in outcomes)
    if failed or args.keep:
        print(f"\nKept {scratch}")
    else:
        shutil.rmtree(scratch, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
