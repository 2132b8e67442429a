"""Hostile and broken input through the command line: each case gives a clear one-line message,
the documented exit code (0 clean, 1 findings, 2 error), and leaves on disk exactly what it
should: nothing changes but the fixes a user asked for.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from torchlint.cli import main

BAD = "import torch\nx = torch.zeros(3).cuda()\n"
FIXED = 'import torch\nx = torch.zeros(3, device="cuda")\n'
TL101 = (
    "TL101 [*] `torch.zeros` creates the tensor on the CPU and then copies it to the device; "
    "pass `device=` to the factory (pedantic: runs once)"
)


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


def snapshot(root: Path) -> dict[str, tuple[bytes | str, int]]:
    """Every file and link under root with its content and mode (caches left out)."""
    found = {}
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if "cache" not in d]
        for name in files + [d for d in dirs if os.path.islink(os.path.join(folder, d))]:
            path = os.path.join(folder, name)
            if os.path.islink(path):
                found[path] = (os.readlink(path), 0)
            else:
                with open(path, "rb") as handle:
                    found[path] = (handle.read(), os.stat(path).st_mode)
    return found


# -- encodings, line endings, odd bytes -----------------------------------------------------
def test_non_utf8_bytes_are_tl001_and_fix_leaves_the_file(project: Path) -> None:
    data = b"import torch\nx = torch.zeros(3).cuda()\ns = '\xff\xfe'\n"
    (project / "a.py").write_bytes(data)
    assert concise("check", "a.py") == (
        1, ["a.py:3:6: TL001 file is not valid utf-8: invalid start byte", "Found 1 error."], []
    )
    code, _, err = concise("fix", "a.py")
    assert (code, err) == (1, [])
    assert (project / "a.py").read_bytes() == data


def test_latin1_declared_file_is_fixed_in_latin1(project: Path) -> None:
    data = b"# -*- coding: latin-1 -*-\nimport torch\ns = '\xe9'\nx = torch.zeros(3).cuda()\n"
    (project / "a.py").write_bytes(data)
    assert concise("fix", "a.py")[0] == 0
    assert (project / "a.py").read_bytes() == data.replace(
        b"torch.zeros(3).cuda()", b'torch.zeros(3, device="cuda")'
    )


def test_utf8_bom_is_kept_by_fix(project: Path) -> None:
    (project / "a.py").write_bytes(b"\xef\xbb\xbf" + BAD.encode())
    assert concise("check", "a.py")[1][0] == f"a.py:2:5: {TL101}"
    assert concise("fix", "a.py")[0] == 0
    assert (project / "a.py").read_bytes() == b"\xef\xbb\xbf" + FIXED.encode()


@pytest.mark.parametrize(
    "newlines",
    [("\r\n", "\r\n", "\r\n"), ("\n", "\r\n", "\n"), ("\r\n", "\n", "\r\n"), ("\r", "\r", "\r")],
    ids=["crlf", "mixed-lf-first", "mixed-crlf-first", "cr"],
)
def test_line_endings_survive_fix_byte_for_byte(project: Path, newlines: tuple[str, ...]) -> None:
    lines = ["import torch", "x = torch.zeros(3).cuda()", "y = 1"]
    data = "".join(line + end for line, end in zip(lines, newlines)).encode()
    (project / "a.py").write_bytes(data)
    assert concise("fix", "a.py")[0] == 0
    assert (project / "a.py").read_bytes() == data.replace(
        b"torch.zeros(3).cuda()", b'torch.zeros(3, device="cuda")'
    )


def test_tab_indentation(project: Path) -> None:
    data = b"import torch\n\ndef f():\n\tif True:\n\t\tx = torch.zeros(3).cuda()\n\treturn 1\n"
    (project / "a.py").write_bytes(data)
    assert concise("check", "a.py")[1][0] == f"a.py:5:7: {TL101}"
    assert concise("fix", "a.py")[0] == 0
    assert (project / "a.py").read_bytes() == data.replace(
        b"torch.zeros(3).cuda()", b'torch.zeros(3, device="cuda")'
    )


def test_inconsistent_tabs_and_spaces_are_tl001(project: Path) -> None:
    data = b"import torch\nif True:\n\tx = torch.zeros(3).cuda()\n        y = 2\n"
    (project / "a.py").write_bytes(data)
    code, out, err = concise("check", "a.py")
    assert (code, err) == (1, [])
    assert out[0].startswith("a.py:4:") and " TL001 cannot parse: " in out[0]
    assert concise("fix", "a.py")[0] == 1
    assert (project / "a.py").read_bytes() == data


@pytest.mark.parametrize(
    "data", [b"", b"\xef\xbb\xbf", b"   \n\t\n", b"\n" * 1000, b"# only a comment"],
    ids=["empty", "bom-only", "whitespace", "newlines", "comment"],
)
def test_empty_file(project: Path, data: bytes) -> None:
    (project / "a.py").write_bytes(data)
    assert concise("check", "a.py") == (0, ["All checks passed!"], [])
    assert concise("fix", "a.py") == (0, ["All checks passed!"], [])
    assert (project / "a.py").read_bytes() == data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (bytes(range(256)) * 8, "TL001 file is not valid utf-8: invalid start byte"),
        (b"\x7fELF\x02\x01\x01\x00" + bytes(200), "TL001 file contains a null byte (binary file?)"),
        (b"\x89PNG\r\n\x1a\n\xff\xd8\xff\xe0", "TL001 file is not valid utf-8: invalid start byte"),
    ],
    ids=["all-bytes", "elf", "png"],
)
def test_binary_file_named_py_is_one_tl001(project: Path, data: bytes, message: str) -> None:
    (project / "a.py").write_bytes(data)
    code, out, err = concise("check", "a.py")
    assert (code, len(out), err) == (1, 2, [])
    assert out[0].startswith("a.py:") and out[0].endswith(message)
    assert concise("fix", "a.py")[0] == 1
    assert (project / "a.py").read_bytes() == data


def test_largest_file_no_rule_can_match(project: Path) -> None:
    from torchlint.engine import MAX_CHARACTERS, MAX_LINES

    block = "def f{0}(x):\n    return [x * {0} for _ in range(3)]  # a comment that pads the line out, to reach the size limit\n\n\n"
    text = "".join(block.format(i) for i in range(MAX_LINES // 4 - 1))
    assert MAX_CHARACTERS * 0.8 < len(text) <= MAX_CHARACTERS
    (project / "big.py").write_text(text)
    assert concise("check", "big.py") == (0, ["All checks passed!"], [])


@pytest.mark.slow
def test_file_at_the_size_limits_with_findings(project: Path) -> None:
    from torchlint.engine import MAX_LINES

    block = "def f{0}(x):\n    y = torch.zeros(3).cuda()\n    return [x * {0} for _ in range(3)]\n\n\n"
    count = (MAX_LINES - 10) // 5
    text = "import torch\n\n\n" + "".join(block.format(i) for i in range(count))
    (project / "big.py").write_text(text)
    code, out, err = run("check", "--statistics", "big.py")
    assert (code, out, err) == (1, f"{count}\tTL101\t[*] tensor-created-then-moved\n", "")
    code, _, err = run("fix", "--quiet", "big.py")
    assert (code, err) == (0, "")
    assert (project / "big.py").read_text() == text.replace(
        "torch.zeros(3).cuda()", 'torch.zeros(3, device="cuda")'
    )


def test_files_past_the_size_limits_are_one_warning_each_and_the_run_goes_on(project: Path) -> None:
    """A 50 MB file aborted the whole run (libcst's native parser ran out of memory, exit
    134). Past the limits a file is not checked: one warning on stderr, at once, and no
    finding (a valid generated file must not fail CI; issues 24, 26, 28). Changed on purpose:
    these were TL001 findings."""
    from torchlint.source import MAX_BYTES, MAX_CHARACTERS, MAX_LINE, MAX_LINES

    block = "def f{0}(x):\n    return torch.zeros(3).cuda()\n\n\n"
    huge = "import torch\n" + "".join(block.format(i) for i in range(1_100_000))
    assert len(huge) > 50_000_000 >= 25 * MAX_CHARACTERS
    (project / "huge.py").write_text(huge)
    (project / "lines.py").write_text("import torch\n" + "x = 1\n" * MAX_LINES)
    (project / "wide.py").write_text(BAD + "y = [" + "1," * (MAX_LINE // 2 + 10) + "]\n")
    (project / "ok.py").write_text(BAD)
    code, out, err = concise("check", ".")
    assert code == 1
    assert err == [
        f"warning: huge.py: not checked: {len(huge):,} bytes (the limit is {MAX_BYTES:,})",
        f"warning: lines.py: not checked: {MAX_LINES + 2:,} lines (the limit is {MAX_LINES:,})",
        f"warning: wide.py:3: not checked: a line longer than {MAX_LINE:,} characters "
        "(generated or minified code?)",
    ]
    assert out[0].startswith("ok.py:2:5: TL101 [*]") and len(out) == 3
    assert concise("fix", ".")[0] == 0  # fixes ok.py, leaves the others
    assert (project / "ok.py").read_text() == FIXED
    assert (project / "huge.py").read_text() == huge


# -- nesting and recursion ------------------------------------------------------------------
# TL403's finding (a preview rule, hence `--preview`) witnesses that the rules still run
HEADER = "import torch\nm = torch.nn.DataParallel(m)\n"
TL403_LINE = "a.py:2:5: TL403 "

DEEP = {
    # CPython refuses more than 200 nested brackets; libcst takes seconds at 1000 and kills
    # the process with a stack overflow at 3000.
    "parens": ("x = " + "(" * 3000 + "1" + ")" * 3000, "a.py:3:205: TL001 cannot parse: too many nested parentheses"),
    "lists": ("x = " + "[" * 1000 + "]" * 1000, "a.py:3:205: TL001 cannot parse: too many nested parentheses"),
    "calls": ("x = " + "f(" * 1000 + ")" * 1000, "a.py:3:406: TL001 cannot parse: too many nested parentheses"),
    # No brackets: CPython's own compiler gives up near 1000 levels, libcst's parser is
    # quadratic in the depth (minutes at 20000).
    "attributes": ("x = a" + ".b" * 5000, "TL001 cannot parse: expression nested more than 1000 levels deep"),
    # (within the line length limit, MAX_LINE: longer lines are their own TL001, below)
    "additions": ("x = 1" + " + 1" * 4900, "TL001 cannot parse: expression nested more than 1000 levels deep"),
    "unary": ("x = " + "-" * 19000 + "1", "TL001 cannot parse: expression nested more than 1000 levels deep"),
    "not": ("x = " + "not " * 3000 + "y", "TL001 cannot parse: expression nested more than 1000 levels deep"),
    "lambdas": ("x = " + "lambda: " * 2400 + "0", "TL001 cannot parse: expression nested more than 1000 levels deep"),
    "subscripts": ("x = a" + "[0]" * 1500, "TL001 cannot parse: expression nested more than 1000 levels deep"),
    "continued": ("x = (1\n" + "+ 1\n" * 3000 + ")", "TL001 cannot parse: expression nested more than 1000 levels deep"),
}


@pytest.mark.parametrize("name", sorted(DEEP))
def test_deep_nesting_is_tl001_not_a_crash(project: Path, name: str) -> None:
    body, message = DEEP[name]
    (project / "a.py").write_text(HEADER + body + "\n")
    code, out, err = concise("check", "--select", "ALL", "--preview", "a.py")
    assert (code, len(out), err) == (1, 2, [])
    assert out[0].startswith("a.py:") and out[0].endswith(message)
    before = (project / "a.py").read_bytes()
    assert concise("fix", "--select", "ALL", "--preview", "--unsafe-fixes", "a.py")[0] == 1
    assert (project / "a.py").read_bytes() == before


@pytest.mark.parametrize(
    "body",
    [
        "x = " + "(" * 150 + "1" + ")" * 150,
        "x = " + "[" * 150 + "]" * 150,
        "x = a" + ".b" * 900,
        "x = 1" + " + 1" * 900,
        "x = " + "-" * 900 + "1",
        # long but flat: dense enough for the nesting check to measure, then parsed
        "x = [" + ", ".join(["-1"] * 3000) + "]",
        "x = {" + ", ".join(f"'k{i}': a.b.c" for i in range(1100)) + "}",
    ],
    ids=["parens-150", "lists-150", "attributes-900", "additions-900", "unary-900", "flat-list", "flat-dict"],
)
def test_deep_but_legal_nesting_is_checked(project: Path, body: str) -> None:
    """Below the limits the file is parsed and the rules still report (no TL001, no TL002)."""
    (project / "a.py").write_text(HEADER + body + "\n")
    code, out, err = concise("check", "--select", "ALL", "--preview", "a.py")
    assert (code, err) == (1, [])
    assert len(out) == 2 and out[0].startswith(TL403_LINE)


def test_deep_nesting_inside_a_finding_resolves_positions(project: Path) -> None:
    """Positions are resolved under the raised recursion limit too (was TL002)."""
    (project / "a.py").write_text(HEADER + "y = torch.nn.DataParallel(" + "a" + ".b" * 900 + ")\n")
    code, out, err = concise("check", "--select", "ALL", "--preview", "a.py")
    assert (code, err) == (1, [])
    assert [line[:16] for line in out] == [TL403_LINE, "a.py:3:5: TL403 ", "Found 2 warnings"]


def test_deeply_nested_blocks(project: Path) -> None:
    body = "".join(" " * i + "if x:\n" for i in range(120)) + " " * 120 + "pass\n"
    (project / "a.py").write_text(HEADER + body)
    code, out, err = concise("check", "a.py")
    assert (code, err) == (1, [])
    assert out == ["a.py:103:1: TL001 cannot parse: too many levels of indentation", "Found 1 error."]


# -- Python 2 -------------------------------------------------------------------------------
@pytest.mark.parametrize("header", ["import torch\nm = torch.nn.DataParallel(m)\n", "import os\n"])
def test_python2_source_is_one_warning_not_tl001(project: Path, header: str) -> None:
    # Since v4 (a review of user code: TL001s on Python 2 files were not acted on) a file
    # written for Python 2 is not checked and says so on stderr; a fix leaves it untouched.
    data = (header + 'print "hello"\nexec "x = 1"\n').encode()
    (project / "a.py").write_bytes(data)
    row = header.count(chr(10)) + 1
    warning = (f"warning: a.py:{row}: not checked: Python 2 source (a print statement); "
               "torchlint checks Python 3 code")
    assert concise("check", "a.py") == (0, ["All checks passed!"], [warning])
    code, _, err = concise("fix", "a.py")
    assert (code, err) == (0, [warning])
    assert (project / "a.py").read_bytes() == data


# -- paths ----------------------------------------------------------------------------------
def test_missing_path_is_an_error_and_other_paths_are_checked(project: Path) -> None:
    (project / "a.py").write_text(BAD)
    assert concise("check", "a.py", "nope.py") == (
        2, [f"a.py:2:5: {TL101}", "Found 1 warning.", "[*] 1 fixable with `torchlint fix`."],
        ["error: nope.py: No such file or directory"],
    )
    code, _, err = concise("fix", "nope", "a.py")
    assert (code, err) == (2, ["error: nope: No such file or directory"])
    assert (project / "a.py").read_text() == FIXED


def test_folder_without_python_files(project: Path) -> None:
    (project / "empty" / "sub").mkdir(parents=True)
    (project / "empty" / "notes.txt").write_text("x = torch.zeros(3).cuda()\n")
    before = snapshot(project)
    for command in ("check", "fix"):
        code, out, err = concise(command, "empty")
        assert code == 0
        assert out == ["All checks passed!"]
        assert err == ["warning: No Python files found under the given paths"]
    assert snapshot(project) == before


def test_directory_symlink_loop_is_walked_once(project: Path) -> None:
    (project / "pkg").mkdir()
    (project / "pkg" / "a.py").write_text(BAD)
    os.symlink("..", project / "pkg" / "up")
    os.symlink(".", project / "pkg" / "self")
    code, out, err = concise("check", "pkg")
    # `up` leads out of the folder being checked: skipped, and said so (see
    # test_hostile_input.py: fix must never write through such a link).
    assert (code, err) == (1, [f"warning: pkg/up: skipped, a symlink to {project}, outside pkg"])
    assert out[0] == f"pkg/a.py:2:5: {TL101}"
    assert out[1] == "Found 1 warning."


@pytest.mark.parametrize("exclude", [False, True])
def test_file_symlink_loop_is_an_error(project: Path, exclude: bool) -> None:
    """Was a traceback-free but baffling `internal error: RuntimeError: Symlink loop`."""
    if exclude:
        (project / "pyproject.toml").write_text('[tool.torchlint]\nexclude = ["skipped"]\n')
    (project / "ok.py").write_text(BAD)
    os.symlink("b.py", project / "a.py")
    os.symlink("a.py", project / "b.py")
    before = snapshot(project)
    code, out, err = concise("check", "a.py")
    assert (code, out, err) == (
        2, [], ["error: cannot read a.py: Too many levels of symbolic links"]
    )
    code, out, err = concise("check", ".")
    assert code == 2
    assert out[0] == f"ok.py:2:5: {TL101}"
    assert err == [
        "error: cannot read a.py: Too many levels of symbolic links",
        "error: cannot read b.py: Too many levels of symbolic links",
    ]
    assert concise("fix", "a.py")[0] == 2
    assert snapshot(project) == before


def test_dangling_symlink_is_an_error(project: Path) -> None:
    os.symlink("gone.py", project / "a.py")
    assert concise("check", "a.py") == (
        2, [], ["error: cannot read a.py: No such file or directory"]
    )


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "dev-null"])
def test_special_files_named_py_neither_block_nor_fill_memory(project: Path, kind: str) -> None:
    """A FIFO used to block the run forever and /dev/zero to be read until memory ran out."""
    if kind == "fifo":
        os.mkfifo(project / "a.py")
    else:
        os.symlink("/dev/zero" if kind == "dev-zero" else "/dev/null", project / "a.py")
    (project / "ok.py").write_text(FIXED)
    assert concise("check", "a.py") == (
        2, [], ["error: cannot read a.py: not a regular file"]
    )
    if kind == "fifo":
        assert concise("check", ".") == (
            2, [], ["error: cannot read a.py: not a regular file"]
        )
    else:  # met while walking, a link out of the tree is not followed at all
        assert concise("check", ".") == (
            0, ["All checks passed!"], [f"warning: a.py: skipped, a symlink to /dev/{kind[4:]}, outside ."]
        )
    assert concise("fix", "a.py")[0] == 2


def test_unreadable_file(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (project / "a.py").write_text(BAD)
    (project / "b.py").write_text(BAD)
    if os.geteuid() != 0:
        (project / "a.py").chmod(0)
    else:  # root reads anything: make the read fail the way chmod 000 would
        real_open = os.open

        def refuse(path, flags, *args, **kwargs):  # noqa: ANN001, ANN202
            if os.fspath(path).endswith("a.py"):
                raise PermissionError(13, "Permission denied", os.fspath(path))
            return real_open(path, flags, *args, **kwargs)

        monkeypatch.setattr(os, "open", refuse)
    code, out, err = concise("check", ".")
    assert code == 2
    assert out[0] == f"b.py:2:5: {TL101}"
    assert err == ["error: cannot read a.py: Permission denied"]
    code, _, err = concise("fix", "a.py")
    assert (code, err) == (2, ["error: cannot read a.py: Permission denied"])
    (project / "a.py").chmod(0o644)
    assert (project / "a.py").read_text() == BAD


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files whatever their mode")
def test_unreadable_file_for_real(project: Path) -> None:
    (project / "a.py").write_text(BAD)
    (project / "a.py").chmod(0)
    try:
        assert concise("check", "a.py") == (
            2, [], ["error: cannot read a.py: Permission denied"]
        )
    finally:
        (project / "a.py").chmod(0o644)


def test_read_only_file_under_fix_is_an_error_and_untouched(project: Path) -> None:
    (project / "a.py").write_text(BAD)
    (project / "b.py").write_text(BAD)
    (project / "a.py").chmod(0o444)
    code, out, err = concise("fix", ".")
    assert code == 2
    assert err == ["error: a.py: file is read-only; not fixed"]
    assert out[0] == f"a.py:2:5: {TL101}"
    assert (project / "a.py").read_text() == BAD
    assert (project / "a.py").stat().st_mode & 0o777 == 0o444
    assert (project / "b.py").read_text() == FIXED


def test_read_only_folder_under_fix(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (project / "pkg").mkdir()
    (project / "pkg" / "a.py").write_text(BAD)
    (project / "pkg").chmod(0o555)
    if os.geteuid() == 0:  # root writes into read-only folders: refuse the way the kernel would
        import tempfile

        real_mkstemp = tempfile.mkstemp

        def refuse(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
            folder = kwargs.get("dir")
            if folder is not None and Path(folder).name == "pkg":
                raise PermissionError(13, "Permission denied", os.fspath(folder))
            return real_mkstemp(*args, **kwargs)

        monkeypatch.setattr(tempfile, "mkstemp", refuse)
    try:
        code, _, err = concise("fix", "pkg")
        assert code == 2
        assert len(err) == 1 and err[0].startswith("error: cannot write pkg/a.py: ")
        assert (project / "pkg" / "a.py").read_text() == BAD
        assert os.listdir(project / "pkg") == ["a.py"]
    finally:
        (project / "pkg").chmod(0o755)


# -- configuration --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("toml", "message"),
    [
        ("[tool.torchlint\nselect = [", "invalid TOML: "),
        ("[tool.torchlint]\nselect = [\"TL1\"\n", "invalid TOML: "),
        ("[tool.torchlint]\nfrobnicate = true\n", "unknown key 'frobnicate' in [tool.torchlint]"),
        ("[tool.torchlint]\nselect = \"TL1\"\n",
         "key 'select' in [tool.torchlint] must be a list of rule codes or prefixes"),
        ("[tool.torchlint]\nunsafe-fixes = \"yes\"\n",
         "key 'unsafe-fixes' in [tool.torchlint] must be a boolean"),
        ("[tool.torchlint]\nexclude = [1, 2]\n",
         "key 'exclude' in [tool.torchlint] must be a list of glob patterns"),
        ("[tool.torchlint]\nper-file-ignores = {\"a.py\" = \"TL1\"}\n",
         "key 'per-file-ignores' in [tool.torchlint] must be a table of glob pattern to list of codes"),
        ("[tool.torchlint]\nignore = [\"TL999\"]\n", "ignore: unknown rule selector 'TL999'"),
        ("[tool]\ntorchlint = 3\n", "[tool.torchlint] must be a table"),
    ],
)
def test_bad_pyproject_stops_the_run_with_one_line(project: Path, toml: str, message: str) -> None:
    (project / "pyproject.toml").write_text(toml)
    (project / "a.py").write_text(BAD)
    before = snapshot(project)
    for command in ("check", "fix"):
        code, out, err = concise(command, "a.py")
        assert (code, out, len(err)) == (2, [], 1)
        assert err[0].startswith(f"error: {project / 'pyproject.toml'}: ") and message in err[0]
    assert snapshot(project) == before


def test_pyproject_that_is_not_utf8(project: Path) -> None:
    (project / "pyproject.toml").write_bytes(b"\xff\xfe[tool.torchlint]\n")
    (project / "a.py").write_text(BAD)
    code, out, err = concise("check", "a.py")
    assert (code, out, len(err)) == (2, [], 1)
    assert err[0].startswith(f"error: {project / 'pyproject.toml'}: cannot read: ")


@pytest.mark.parametrize(
    ("option", "value"),
    [("--select", "TL999"), ("--select", "E501"), ("--ignore", "XYZ"), ("--extend-select", "TL9")],
)
def test_unknown_codes_on_the_command_line(project: Path, option: str, value: str) -> None:
    (project / "a.py").write_text(BAD)
    for command in ("check", "fix"):
        assert concise(command, option, value, "a.py") == (
            2, [], [f"error: {option}: unknown rule selector {value!r}"]
        )
    assert (project / "a.py").read_text() == BAD


def test_unknown_codes_in_noqa_warn_and_do_not_suppress(project: Path) -> None:
    (project / "a.py").write_text(
        "import torch\nx = torch.zeros(3).cuda()  # noqa: TL999\ny = torch.ones(3).cuda()  # noqa: E501\n"
    )
    code, out, err = concise("check", "a.py")
    assert code == 1
    assert len(out) == 4 and out[0].startswith("a.py:2:5: TL101")
    assert err == ["warning: a.py:2: unknown rule code TL999 in `# noqa`"]


# -- form feeds -----------------------------------------------------------------------------
def test_form_feed_before_code_is_tl001_not_a_misplaced_fix(project: Path) -> None:
    """libcst drops a form feed that precedes code on its line: positions on that line were
    one off, and fix failed its safety check (it could as well have corrupted the line)."""
    data = b"import torch\n\x0cx = torch.zeros(3).cuda()\n"
    (project / "a.py").write_bytes(data)
    assert concise("check", "a.py") == (1, [
        "a.py:2:1: TL001 cannot parse: a form feed before code on this line is not supported; "
        "put it on a line of its own", "Found 1 error."], [])
    assert concise("fix", "a.py")[0] == 1
    assert (project / "a.py").read_bytes() == data


def test_form_feed_on_a_line_of_its_own_is_fine(project: Path) -> None:
    data = b"import torch\n\x0c\nx = torch.zeros(3).cuda()  # \x0c\n"
    (project / "a.py").write_bytes(data)
    assert concise("check", "a.py")[1][0] == f"a.py:3:5: {TL101}"
    assert concise("fix", "a.py")[0] == 0
    assert (project / "a.py").read_bytes() == data.replace(
        b"torch.zeros(3).cuda()", b'torch.zeros(3, device="cuda")'
    )
