"""check and fix never run the code they read, and concurrent runs sharing a cache agree with a
run that has none."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
TORCHLINT = [sys.executable, "-m", "torchlint"]


def torchlint(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*TORCHLINT, *args], cwd=cwd, capture_output=True, text=True, timeout=600
    )


# -- no execution of user code --------------------------------------------------------------
def _payload(marker: Path, name: str) -> str:
    return (
        f"import pathlib\npathlib.Path({str(marker / name)!r}).write_text('ran')\n"
        "import torch\nx = torch.zeros(3).cuda()\n"
    )


# Names Python or a tool might import on its own: the package's __init__, pytest's conftest,
# setup.py, site's sitecustomize/usercustomize, and modules torchlint itself imports, which
# `python -m` would find first in the working directory.
EXECUTABLE_NAMES = [
    "__init__.py", "__main__.py", "conftest.py", "setup.py", "sitecustomize.py",
    "usercustomize.py", "click.py", "libcst.py", "torch.py", "difflib.py", "tempfile.py",
    "fnmatch.py", "tomllib.py", "typing_extensions.py", "yaml.py", "rich.py", "module.py",
]


SCRIPT = Path(sys.executable).parent / "torchlint"


@pytest.mark.parametrize(
    ("entry", "args"),
    [
        ("module", ("check", "--select", "ALL", ".")),
        ("script", ("check", "--select", "ALL", "--preview", "--output-format", "json", ".")),
        ("module", ("fix", "--unsafe-fixes", "--select", "ALL", ".")),
        ("script", ("fix", "--select", "ALL", "--diff", ".")),
    ],
    ids=["module-check", "script-check-all-json", "module-fix-unsafe", "script-fix-diff"],
)
def test_check_and_fix_never_run_the_files_they_read(
    tmp_path: Path, entry: str, args: tuple[str, ...]
) -> None:
    if entry == "script" and not SCRIPT.exists():
        pytest.skip("no console script next to this interpreter")
    project = tmp_path / "project"
    markers = tmp_path / "markers"
    (project / "pkg").mkdir(parents=True)
    markers.mkdir()
    for name in EXECUTABLE_NAMES:
        (project / name).write_text(_payload(markers, name))
        (project / "pkg" / name).write_text(_payload(markers, "pkg." + name))
    notebook = {
        "cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
                   "source": [_payload(markers, "notebook")]}],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5,
    }
    (project / "book.ipynb").write_text(json.dumps(notebook))
    command = TORCHLINT if entry == "module" else [str(SCRIPT)]
    done = subprocess.run(
        [*command, *args], cwd=project, capture_output=True, text=True, timeout=600,
        env={**os.environ, "PYTHONPATH": ""},
    )
    assert done.returncode == (0 if args[:2] == ("fix", "--unsafe-fixes") else 1), done.stderr
    assert "Traceback" not in done.stderr
    assert os.listdir(markers) == []
    if args[0] == "fix" and "--diff" not in args:
        assert 'torch.zeros(3, device="cuda")' in (project / "click.py").read_text()


# -- concurrency ----------------------------------------------------------------------------
def _tree(root: Path) -> None:
    """About 150 files: every fixture, copies under other names, a file that does not parse."""
    sources = sorted(p for p in FIXTURES.glob("TL*/*.py"))
    for copy in range(4):
        for source in sources:
            target = root / f"p{copy}" / source.parent.name / source.name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
    (root / "broken.py").write_text("import torch\ndef f(:\n")


def _findings(output: str, root: Path) -> dict[str, list[tuple]]:
    by_file: dict[str, list[tuple]] = {}
    for d in json.loads(output):
        by_file.setdefault(os.path.relpath(d["filename"], root), []).append(
            (d["code"], d["location"]["row"], d["location"]["column"], d["message"])
        )
    return {name: sorted(found) for name, found in by_file.items()}


def _contents(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*.py")) if ".torchlint_cache" not in p.parts
    }


CHECK = ("check", "--select", "ALL", "--preview", "--output-format", "json")
FIX = ("fix", "--unsafe-fixes", "--select", "ALL", "--preview", "--output-format", "json")


@pytest.mark.parametrize("warm", [False, True], ids=["cold-cache", "warm-cache"])
def test_two_checks_and_a_fix_at_once_share_a_cache(tmp_path: Path, warm: bool) -> None:
    original, fixed, work = tmp_path / "original", tmp_path / "fixed", tmp_path / "work"
    _tree(original)
    shutil.copytree(original, fixed)
    shutil.copytree(original, work)
    # What each run must agree with, computed without a cache.
    before = _findings(torchlint(*CHECK, "--no-cache", ".", cwd=original).stdout, original)
    torchlint(*FIX, "--no-cache", ".", cwd=fixed)
    after = _findings(torchlint(*CHECK, "--no-cache", ".", cwd=fixed).stdout, fixed)
    assert before != after
    cache = tmp_path / "cache"
    if warm:
        assert torchlint(*CHECK, "--cache-dir", str(cache), ".", cwd=work).returncode == 1

    runs = [CHECK, FIX, CHECK]
    started = [
        subprocess.Popen(
            [*TORCHLINT, *args, "--cache-dir", str(cache), "."], cwd=work,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for args in runs
    ]
    outputs = [process.communicate(timeout=600) for process in started]
    for process, (out, err) in zip(started, outputs):
        assert process.returncode == 1, err
        assert err == ""
    for out, _ in (outputs[0], outputs[2]):  # each file as it was before or after the fix
        seen = _findings(out, work)
        for name in set(before) | set(after) | set(seen):
            assert seen.get(name, []) in (before.get(name, []), after.get(name, [])), name
    assert _findings(outputs[1][0], work) == after
    assert _contents(work) == _contents(fixed)
    # The cache is whole: every file in it reads, and runs that use it agree with none.
    for path in cache.rglob("*.json"):
        json.loads(path.read_text())
    for _ in range(2):
        again = torchlint(*CHECK, "--cache-dir", str(cache), ".", cwd=work)
        assert (again.returncode, again.stderr) == (1, "")
        assert _findings(again.stdout, work) == after
    assert not [p for p in work.rglob("*") if p.name.endswith(".torchlint-tmp")]
    assert not [p for p in cache.rglob("*") if "tmp" in p.name]


GARBAGE = [b"", b"garbage", b"[]", b'{"format": 1, "key": 5, "result": [1, 2]}', b"\xff\x00", b"{"]


def test_a_damaged_cache_is_ignored_and_rewritten(tmp_path: Path) -> None:
    project, cache = tmp_path / "project", tmp_path / "cache"
    project.mkdir()
    for index, source in enumerate(sorted(FIXTURES.glob("TL1*/bad.py"))):
        shutil.copyfile(source, project / f"m{index}.py")
    expected = torchlint(*CHECK, "--no-cache", ".", cwd=project)
    assert torchlint(*CHECK, "--cache-dir", str(cache), ".", cwd=project).stdout == expected.stdout
    damaged = [p for p in cache.rglob("*.json")]
    assert damaged
    for index, path in enumerate(sorted(damaged)):
        path.write_bytes(GARBAGE[index % len(GARBAGE)])
    for _ in range(2):  # once over the damage, once over what that run wrote back
        again = torchlint(*CHECK, "--cache-dir", str(cache), ".", cwd=project)
        assert (again.returncode, again.stderr, again.stdout) == (1, "", expected.stdout)
