"""Every folder under fixtures/ becomes tests: what the rule reports on bad.py, its silence on
good.py, and the exact text of the fixes.

fixtures/<CODE>/
  bad.py                 cases the rule must flag
  good.py                cases it must leave alone, each with the reason in a comment (see
                         `silent_cases_without_reason` for what a case is)
  expected.txt           `torchlint check --select CODE --output-format concise -q bad.py`
                         (the default: hot paths, known-large costs, bug rules everywhere)
  expected.pedantic.txt  the same with `--pedantic`, when it differs (every occurrence, each
                         finding the default leaves out saying why)
  bad.fixed.py           bad.py after `torchlint fix --select CODE` (safe fixes), if any
  bad.unsafe-fixed.py    bad.py after `--unsafe-fixes`, when it differs from bad.fixed.py
Run with UPDATE_FIXTURES=1 to rewrite the expected files from the current behaviour: every
snapshot that changes fails its test with the diff, so a run that rewrote anything is never
green; read the diffs, then run again without it (a snapshot is only as good as its review).
"""

from __future__ import annotations

import ast
import difflib
import os
import re
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
    shown = path.relative_to(FIXTURES.parent).as_posix()
    expected = path.read_text(encoding="utf-8") if path.is_file() else None
    if actual == expected:
        return
    diff = "".join(
        difflib.unified_diff(
            (expected or "").splitlines(keepends=True),
            actual.splitlines(keepends=True),
            fromfile=f"{shown} (snapshot)" if expected is not None else "/dev/null",
            tofile=f"{shown} (now)",
        )
    )
    if UPDATE:
        path.write_text(actual, encoding="utf-8")
        pytest.fail(f"{shown} rewritten: review this diff, then run again without UPDATE_FIXTURES\n{diff}")
    if expected is None:
        pytest.fail(f"missing {shown} (run with UPDATE_FIXTURES=1 and review what it writes)")
    pytest.fail(f"{shown} differs from the snapshot (UPDATE_FIXTURES=1 rewrites it):\n{diff}")


# A comment that is a directive, not a reason.
_DIRECTIVE = re.compile(r"#\s*(noqa\b|type:|torchlint:|fmt:|pragma\b|pylint:)", re.IGNORECASE)


def _reason(line: str) -> bool:
    """A comment line at the top level that says something (not only a directive)."""
    return line.startswith("#") and bool(line.lstrip("#").strip()) and not _DIRECTIVE.match(line)


def silent_cases_without_reason(source: str) -> list[int]:
    """The first lines of the cases in a good.py that carry no reason.

    A case is a group of top-level statements: a statement starts a new case when a comment
    line at column 0 (the reason) or a blank line stands between it and the statement before;
    otherwise it belongs to the case above. A case has its reason when a column-0 comment
    (not a bare directive such as ``# noqa``) stands between it and the statement before it,
    blank lines allowed around that comment. The leading imports (and a module docstring)
    are the only statements that need no reason: any other setup is code the rule must leave
    alone too, and says why.
    """
    lines = source.splitlines()
    missing = []
    previous_end = 0
    leading = True  # still in the leading imports
    for statement in ast.parse(source).body:
        decorators = getattr(statement, "decorator_list", [])
        first = min([statement.lineno, *(d.lineno for d in decorators)])
        gap = lines[previous_end : first - 1]  # between the statement above and this one
        previous_end = statement.end_lineno or statement.lineno
        docstring = isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
        if leading and (isinstance(statement, (ast.Import, ast.ImportFrom)) or docstring):
            continue
        first_case, leading = leading, False
        if any(_reason(line) for line in gap):
            continue  # a case, with its reason
        if first_case or any(not line.strip() for line in gap):
            missing.append(first)  # a case of its own, without one
    return missing


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



@pytest.mark.parametrize("code", CODES)
def test_every_silent_case_says_why(code: str) -> None:
    path = FIXTURES / code / "good.py"
    lines = path.read_text(encoding="utf-8").splitlines()
    missing = silent_cases_without_reason(path.read_text(encoding="utf-8"))
    assert [f"good.py:{row}: {lines[row - 1]}" for row in missing] == [], (
        "each case in good.py starts with a `#` comment saying why the rule must stay silent"
    )


def test_a_case_without_reason_is_found() -> None:
    source = """\
\"\"\"Docstring.\"\"\"
import torch

setup = torch.device("cuda")
# a reason
x = torch.zeros(3, device=setup)
y = x.cpu()  # no blank line above: the same case
    # an indented comment between statements: the same case too
z = y

w = torch.ones(3).to("cpu")

# noqa
v = 1


# the reads are in different functions


@decorated
def begin():
    pass

    # an indented comment is no reason
def end():
    pass
"""
    # setup without a reason; a group after a blank line; a bare directive; a def after a blank
    assert silent_cases_without_reason(source) == [4, 11, 14, 25]
    assert silent_cases_without_reason("import torch\nx = 1\n") == [2]
    assert silent_cases_without_reason("# why\nimport torch\n\nimport numpy\n") == []
