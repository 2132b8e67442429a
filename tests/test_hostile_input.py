"""The hostile inputs of issue 16 through the command line: nothing written outside an edit or
outside the checked tree, nothing executed, every bad input one clear message and the run goes
on. Each test builds its case and asserts what a user sees: output, exit code, bytes on disk.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from torchlint.cli import main

BAD = "import torch\nx = torch.zeros(3).cuda()\n"
FIXED = 'import torch\nx = torch.zeros(3, device="cuda")\n'


@pytest.fixture()
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run(command: str, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, [command, "--no-cache", *args])
    return result.exit_code, result.stdout, result.stderr


def concise(command: str, *args: str) -> tuple[int, list[str], list[str]]:
    code, out, err = run(command, "--output-format", "concise", *args)
    return code, out.splitlines(), err.splitlines()


# -- bytes outside the edits ----------------------------------------------------------------
def test_cp932_byte_pairs_that_do_not_round_trip_are_kept(project: Path) -> None:
    # 0x87 0x90 decodes to U+2252, which cp932 encodes as 0x81 0xE0: re-encoding the whole
    # text would rewrite both comments.
    original = (
        b"# coding: cp932\nimport torch\n# \x87\x90 comment\n"
        b"x = torch.zeros(3).cuda()  # \x87\x90\n"
    )
    (project / "a.py").write_bytes(original)
    code, out, _ = concise("fix", "a.py")
    assert code == 0
    assert (project / "a.py").read_bytes() == original.replace(
        b"torch.zeros(3).cuda()", b'torch.zeros(3, device="cuda")'
    )


def test_unicode_escape_file_keeps_its_lines(project: Path) -> None:
    original = b'# coding: unicode_escape\nimport torch\nx = torch.zeros(3).cuda()\ny = "\\u00e9"\n'
    (project / "a.py").write_bytes(original)
    code, _, _ = concise("fix", "a.py")
    assert code == 0
    assert (project / "a.py").read_bytes() == original.replace(
        b"torch.zeros(3).cuda()", b'torch.zeros(3, device="cuda")'
    )


# -- one input, one message, the run goes on ------------------------------------------------
@pytest.mark.parametrize(
    ("declaration", "message"),
    [
        ("punycode", "a.py:1:1: TL001 cannot decode the file as punycode: decoding with 'punycode' codec failed"),
        ("no-such-codec", "a.py:1:1: TL001 invalid encoding declaration: unknown encoding"),
        ("hex", "a.py:1:1: TL001 cannot decode the file as hex: not a text encoding"),
        ("rot13", "a.py:1:1: TL001 cannot decode the file as rot13: not a text encoding"),
    ],
)
def test_odd_codec_declarations_are_one_tl001(project: Path, declaration: str, message: str) -> None:
    (project / "a.py").write_bytes(f"# coding: {declaration}\nimport torch\n".encode())
    (project / "b.py").write_text(BAD)
    code, out, err = concise("check", ".")
    assert code == 1
    assert out[0].startswith(message)
    assert out[1].startswith("b.py:2:5: TL101")
    assert err == []


def test_sarif_with_a_file_name_that_is_not_utf8(project: Path) -> None:
    name = os.fsdecode(b"\xff.py")
    (project / name).write_text(BAD)
    (project / "b.py").write_text(BAD)
    code, out, err = run("check", "--output-format", "sarif", ".")
    assert code == 1, err
    uris = [r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            for r in json.loads(out)["runs"][0]["results"]]
    assert sorted(uris) == ["%FF.py", "b.py"]


# -- nothing written outside the tree, nothing executed -------------------------------------
def test_fix_never_writes_through_a_symlink_out_of_the_tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "target.py").write_text(BAD)
    (outside / "pkg").mkdir()
    (outside / "pkg" / "deep.py").write_text(BAD)
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "a.py").write_text(BAD)
    (tree / "link.py").symlink_to(outside / "target.py")
    (tree / "linked").symlink_to(outside / "pkg")
    (tree / "inside.py").symlink_to(tree / "a.py")  # inside the tree: the same file, once
    monkeypatch.chdir(tree)
    code, out, err = concise("fix", ".")
    assert code == 0
    assert out == ["Found 1 warning (1 fixed, 0 remaining)."]
    assert err == [
        f"warning: linked: skipped, a symlink to {outside / 'pkg'}, outside .",
        f"warning: link.py: skipped, a symlink to {outside / 'target.py'}, outside .",
    ]
    assert (tree / "a.py").read_text() == FIXED
    assert (outside / "target.py").read_text() == BAD
    assert (outside / "pkg" / "deep.py").read_text() == BAD
    # named on the command line, the link is checked, and a fix is refused, not written through
    code, out, err = concise("fix", "link.py")
    assert code == 2
    assert err == [f"error: link.py: a symlink to {outside / 'target.py'}, outside the checked "
                   f"tree ({tree}); not fixed"]
    assert (outside / "target.py").read_text() == BAD
    assert concise("check", "link.py")[0] == 1


def test_git_config_of_the_checked_tree_runs_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import shutil
    import subprocess

    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    tree = tmp_path / "tree"
    tree.mkdir()
    marker = tmp_path / "ran"
    hook = tmp_path / "hook.sh"
    hook.write_text(f"#!/bin/sh\ntouch {marker}\n")
    hook.chmod(0o755)
    subprocess.run(["git", "init", "-q", str(tree)], check=True)
    subprocess.run(["git", "-C", str(tree), "config", "core.fsmonitor", str(hook)], check=True)
    (tree / "a.py").write_text(BAD)
    (tree / ".gitignore").write_text("ignored.py\n")
    (tree / "ignored.py").write_text(BAD)
    monkeypatch.chdir(tree)
    for command in ("check", "fix"):
        code, out, _ = concise(command, ".")
        assert out[0].startswith("a.py:2:5: TL101") if command == "check" else out[0].startswith("Found 1")
        assert not marker.exists(), f"{command} ran core.fsmonitor"
    assert (tree / "ignored.py").read_text() == BAD  # git's ignore rules still apply


# -- the fix safety check uses this CPython's grammar ---------------------------------------
def _quoting_rule():  # noqa: ANN202 - a rule class made for the test
    """A rule whose fix puts a double-quoted string inside a double-quoted f-string: libcst
    parses the result on every version, CPython only from 3.12."""
    import libcst as cst

    from torchlint.diagnostics import Applicability
    from torchlint.rule import Rule

    class QuoteInside(Rule):
        code = "TL999"
        name = "quote-inside"

        def visit_Name(self, node: cst.Name) -> None:
            if node.value == "key":
                fix = self.fix("Quote it", [self.replace(node, '"key"')], Applicability.SAFE)
                self.report(node, "a bare name", fix=fix)

    return QuoteInside


def test_a_fix_that_only_libcst_can_parse_is_dropped() -> None:
    import sys

    from torchlint import engine

    source = 'x = f"{d[key]}"\n'
    outcome = engine.fix_text(source, "a.py", [_quoting_rule()])
    if sys.version_info >= (3, 12):
        assert (outcome.text, outcome.error) == ('x = f"{d["key"]}"\n', None)
    else:
        assert outcome.text == source
        assert outcome.applied == []
        assert outcome.error == (
            "a.py: fix by TL999 produced code that does not parse (cannot parse: f-string: "
            "unmatched '[', line 1); file left unchanged"
        )


def test_the_cpython_check_is_skipped_when_the_original_did_not_compile_either() -> None:
    from torchlint import engine

    # `print "x"` is refused by CPython and libcst alike; this one only by CPython: libcst's
    # word stands, as it does for checking.
    source = 'x = f"{d[key]}"\nf() = 1\n'
    if engine._compiles(source):
        pytest.skip("this CPython accepts the source")
    outcome = engine.fix_text(source, "a.py", [_quoting_rule()])
    assert outcome.error is None


# -- wrong messages -------------------------------------------------------------------------
@pytest.mark.parametrize("value", ["", " , "])
def test_an_empty_select_is_an_error_not_all_checks_passed(project: Path, value: str) -> None:
    (project / "a.py").write_text(BAD)
    assert concise("check", "--select", value, "a.py") == (
        2, [], ["error: --select: no rule selector given (use `ALL` for every rule)"]
    )


def test_a_deeply_nested_pyproject_names_the_file(project: Path) -> None:
    (project / "pyproject.toml").write_text("[tool.torchlint]\nx = " + "[" * 5000 + "]" * 5000 + "\n")
    (project / "a.py").write_text(BAD)
    assert concise("check", "a.py") == (
        2, [], [f"error: {project / 'pyproject.toml'}: invalid TOML: nested too deeply"]
    )


def test_a_newline_in_a_file_name_stays_on_its_line(project: Path) -> None:
    (project / "a\nb.py").write_text(BAD)
    (project / os.fsdecode(b"c\xff.py")).write_text(BAD)
    code, out, _ = run("check", ".")
    assert code == 1
    lines = out.splitlines()
    headings = [line for line in lines if "TL101 [*]" in line]
    assert [h.split(":")[0] for h in headings] == ["a\\nb.py", "c\\xff.py"]
    assert len(lines) == 16  # two blocks of 7 lines, the summary's 2: nothing split
