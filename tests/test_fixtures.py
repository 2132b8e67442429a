"""Every folder under fixtures/ becomes tests: what the rule reports on bad.py, its silence on
good.py, and the exact text of the fixes.

fixtures/<CODE>/
  bad.py                 cases the rule must flag
  good.py                cases it must leave alone, each with the reason in a comment
  expected.txt           `torchlint check --select CODE --output-format concise -q bad.py`
                         (the default: hot paths, known-large costs, bug rules everywhere)
  expected.pedantic.txt  the same with `--pedantic`, when it differs (every occurrence, each
                         finding the default leaves out saying why)
  bad.fixed.py           bad.py after `torchlint fix --select CODE` (safe fixes), if any
  bad.unsafe-fixed.py    bad.py after `--unsafe-fixes`, when it differs from bad.fixed.py
Run with UPDATE_FIXTURES=1 to rewrite the expected files from the current behaviour (then
read the diff: a snapshot is only as good as its review).
"""

from __future__ import annotations

import os
from pathlib import Path

import libcst as cst
import pytest
from click.testing import CliRunner

from torchlint import api
from torchlint.cli import main

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
CODES = sorted(p.name for p in FIXTURES.iterdir() if p.is_dir() and p.name.startswith("TL"))
UPDATE = bool(os.environ.get("UPDATE_FIXTURES"))


def _compare(path: Path, actual: str) -> None:
    if UPDATE:
        path.write_text(actual, encoding="utf-8")
        return
    assert path.is_file(), f"missing {path.relative_to(FIXTURES.parent)} (run with UPDATE_FIXTURES=1)"
    assert actual == path.read_text(encoding="utf-8")


def _run(args: list[str], folder: Path) -> tuple[int, str]:
    runner = CliRunner()
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        result = runner.invoke(main, args, catch_exceptions=False)
    finally:
        os.chdir(cwd)
    return result.exit_code, result.stdout


def _check(folder: Path, code: str, pedantic: bool) -> tuple[int, str]:
    flag = "--pedantic" if pedantic else "--no-pedantic"
    return _run(
        ["check", "--select", code, "--output-format", "concise", "--quiet", "--no-cache", flag,
         "bad.py"],
        folder,
    )


@pytest.mark.parametrize("code", CODES)
def test_bad_is_reported(code: str) -> None:
    folder = FIXTURES / code
    exit_code, out = _check(folder, code, pedantic=False)
    assert exit_code == 1, out
    assert out.strip(), "bad.py must produce findings by default"
    assert all(f": {code}" in line for line in out.splitlines()), out
    _compare(folder / "expected.txt", out)


@pytest.mark.parametrize("code", CODES)
def test_bad_is_reported_pedantic(code: str) -> None:
    """--pedantic reports every occurrence: at least what the default reports, and each
    finding it adds says why the default leaves it out."""
    folder = FIXTURES / code
    exit_code, out = _check(folder, code, pedantic=True)
    _, default = _check(folder, code, pedantic=False)
    assert exit_code == 1, out
    assert set(default.splitlines()) <= set(out.splitlines())
    for line in set(out.splitlines()) - set(default.splitlines()):
        assert "(pedantic: " in line, line
    path = folder / "expected.pedantic.txt"
    if out == default and not path.exists():
        return
    _compare(path, out)


@pytest.mark.parametrize("code", CODES)
def test_good_is_silent(code: str) -> None:
    source = (FIXTURES / code / "good.py").read_text(encoding="utf-8")
    found = api.lint_source(source, "good.py", select=[code], preview=True)
    assert [f"{d.location.row}: {d.message}" for d in found] == []


@pytest.mark.parametrize("unsafe", [False, True], ids=["safe", "unsafe"])
@pytest.mark.parametrize("code", CODES)
def test_fixes(code: str, unsafe: bool) -> None:
    folder = FIXTURES / code
    source = (folder / "bad.py").read_text(encoding="utf-8")
    result = api.fix_source(source, "bad.py", select=[code], unsafe_fixes=unsafe, preview=True)
    assert result.error is None
    cst.parse_module(result.source)  # the engine promises this; the test keeps it honest
    again = api.fix_source(result.source, "bad.py", select=[code], unsafe_fixes=unsafe, preview=True)
    assert again.source == result.source, "a second fix pass must change nothing"
    safe_path = folder / "bad.fixed.py"
    unsafe_path = folder / "bad.unsafe-fixed.py"
    if not unsafe:
        if result.source == source and not safe_path.exists() and not UPDATE:
            return  # the rule offers no safe fix for these cases
        if result.source != source or safe_path.exists():
            _compare(safe_path, result.source)
        return
    safe = safe_path.read_text(encoding="utf-8") if safe_path.exists() else source
    if result.source == safe and not unsafe_path.exists():
        return
    _compare(unsafe_path, result.source)

