"""The command line as a user meets it: exact output, exit codes, files on disk."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from torchlint import registry
from torchlint.cli import main

BAD = "import torch\n\nx = torch.zeros(3).cuda()\n"
FIXED = 'import torch\n\nx = torch.zeros(3, device="cuda")\n'


@pytest.fixture()
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_text_output_is_ruff_style(project: Path) -> None:
    write(project / "a.py", BAD)
    code, out, _ = run("check", "--no-cache", "a.py")
    assert code == 1
    assert out == (
        "a.py:3:5: TL101 [*] `torch.zeros` creates the tensor on the CPU and then copies it to"
        " the device; pass `device=` to the factory (pedantic: runs once)\n"
        "  |\n"
        "3 | x = torch.zeros(3).cuda()\n"
        "  |     ^^^^^^^^^^^^^^^^^^^^^ TL101\n"
        "  |\n"
        '  = help: Pass `device="cuda"` to `torch.zeros`\n'
        "\n"
        "Found 1 warning.\n"
        "[*] 1 fixable with `torchlint fix`.\n"
    )


def check(*args: str) -> tuple[int, str, str]:
    return run("check", "--no-cache", *args)


def test_clean_tree_exits_zero(project: Path) -> None:
    write(project / "a.py", "import torch\nx = torch.zeros(3, device='cuda')\n")
    assert check() == (0, "All checks passed!\n", "")


def test_concise_and_unsafe_hint(project: Path) -> None:
    write(project / "a.py", "import torch\nx = torch.rand(3).cuda()\ny = torch.ones(2).cuda()\n")
    code, out, _ = check("--output-format", "concise", "a.py")
    assert code == 1
    assert out.splitlines() == [
        "a.py:2:5: TL101 `torch.rand` creates the tensor on the CPU and then copies it to the "
        "device; pass `device=` to the factory (pedantic: runs once)",
        "a.py:3:5: TL101 [*] `torch.ones` creates the tensor on the CPU and then copies it to the "
        "device; pass `device=` to the factory (pedantic: runs once)",
        "Found 2 warnings.",
        "[*] 1 fixable with `torchlint fix` (1 more with --unsafe-fixes).",
    ]
    _, out, _ = check("--output-format", "concise", "--unsafe-fixes", "a.py")
    assert "[*] 2 fixable with `torchlint fix`." in out


def test_json_output_uses_ruffs_schema(project: Path) -> None:
    write(project / "a.py", BAD)
    code, out, _ = check("--output-format", "json", "a.py")
    assert code == 1
    [entry] = json.loads(out)
    assert entry == {
        "cell": None,
        "code": "TL101",
        "end_location": {"column": 26, "row": 3},
        "filename": str(project / "a.py"),
        "fix": {
            "applicability": "safe",
            "edits": [
                {"content": ', device="cuda"', "end_location": {"column": 18, "row": 3},
                 "location": {"column": 18, "row": 3}},
                {"content": "", "end_location": {"column": 26, "row": 3},
                 "location": {"column": 19, "row": 3}},
            ],
            "message": 'Pass `device="cuda"` to `torch.zeros`',
        },
        "location": {"column": 5, "row": 3},
        "message": "`torch.zeros` creates the tensor on the CPU and then copies it to the device; "
        "pass `device=` to the factory (pedantic: runs once)",
        "name": "tensor-created-then-moved",
        "noqa_row": 3,
        "severity": "warning",
        "url": "https://github.com/torchlint/torchlint/blob/main/docs/rules/TL101.md",
        # beyond Ruff's keys: how often the flagged code runs
        "context": "cold",
    }


def test_exit_zero_and_quiet(project: Path) -> None:
    write(project / "a.py", BAD)
    code, out, _ = check("--exit-zero", "--quiet", "--output-format", "concise")
    assert code == 0
    assert out == (
        "a.py:3:5: TL101 [*] `torch.zeros` creates the tensor on the CPU and then copies it to "
        "the device; pass `device=` to the factory (pedantic: runs once)\n"
    )


def test_statistics(project: Path) -> None:
    write(project / "a.py", BAD + "y = torch.ones(2).cuda()\nz = torch.rand(2).cuda()\n")
    code, out, _ = check("--statistics")
    assert code == 1
    # as Ruff's: [-] when only some of the rule's findings have a fix that applies, then
    # the usual summary
    assert out == ("    3\tTL101\t[-] tensor-created-then-moved\n\nFound 3 warnings.\n"
                   "[*] 2 fixable with `torchlint fix` (1 more with --unsafe-fixes).\n")
    code, out, _ = check("--statistics", "--unsafe-fixes")
    assert out.startswith("    3\tTL101\t[*] tensor-created-then-moved\n\nFound 3 warnings.\n")


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("--select", "TL2"), 0),
        (("--select", "TL1"), 1),
        (("--select", "ALL", "--ignore", "TL101"), 0),
        (("--ignore", "TL1", "--extend-select", "TL101"), 1),  # more specific wins
        (("--select", "TL202,TL101"), 1),
    ],
)
def test_selection(project: Path, args: tuple[str, ...], expected: int) -> None:
    write(project / "a.py", BAD)
    assert check(*args)[0] == expected


def test_unknown_selector_is_a_usage_error(project: Path) -> None:
    write(project / "a.py", BAD)
    code, out, err = check("--select", "TL999")
    assert (code, out) == (2, "")
    assert err == "error: --select: unknown rule selector 'TL999'\n"


def test_noqa(project: Path) -> None:
    write(
        project / "a.py",
        "import torch\n"
        "a = torch.zeros(3).cuda()  # noqa\n"
        "b = torch.zeros(3).cuda()  # noqa: TL101\n"
        "c = torch.zeros(3).cuda()  # noqa: TL202\n"
        "d = torch.zeros(3).cuda()  # NOQA:TL202,TL101\n"
        "e = '# noqa'; f = torch.zeros(3).cuda()\n",
    )
    code, out, _ = check("--output-format", "concise", "-q")
    assert code == 1
    assert [line.split(":")[1] for line in out.splitlines()] == ["4", "6"]


def test_noqa_with_unknown_code_warns(project: Path) -> None:
    write(project / "a.py", "import torch\na = torch.zeros(3).cuda()  # noqa: TL999\n")
    code, _, err = check("-q")
    assert code == 1
    assert err == "warning: a.py:2: unknown rule code TL999 in `# noqa`\n"


def test_file_level_noqa(project: Path) -> None:
    write(project / "a.py", "# torchlint: noqa\n" + BAD)
    assert check()[0] == 0
    write(project / "b.py", "x = 1  # torchlint: noqa\n" + BAD)  # not on its own line
    assert check("b.py")[0] == 1


def test_syntax_error_is_tl001_and_run_goes_on(project: Path) -> None:
    write(project / "a.py", "def f(:\n")
    write(project / "b.py", BAD)
    code, out, _ = check("--output-format", "concise", "-q")
    assert code == 1
    lines = out.splitlines()
    assert lines[0].startswith("a.py:1:7: TL001 cannot parse:")
    assert lines[1].startswith("b.py:3:5: TL101")
    code, out, _ = check("--output-format", "json", "a.py")
    assert json.loads(out)[0]["code"] == "TL001"


def test_invalid_utf8_is_tl001(project: Path) -> None:
    (project / "a.py").write_bytes(b"x = 1\ny = '\xff'\n")
    code, out, _ = check("--output-format", "concise", "-q")
    assert code == 1
    assert out == "a.py:2:6: TL001 file is not valid utf-8: invalid start byte\n"


def test_missing_path(project: Path) -> None:
    write(project / "a.py", BAD)
    code, out, err = check("-q", "--output-format", "concise", "nope.py", "a.py")
    assert code == 2
    assert out.startswith("a.py:3:5: TL101")
    assert err == "error: nope.py: No such file or directory\n"


# -- fix --------------------------------------------------------------------------------------
def fix(*args: str) -> tuple[int, str, str]:
    return run("fix", "--no-cache", *args)


def test_fix_writes_and_reports(project: Path) -> None:
    path = write(project / "a.py", BAD)
    code, out, _ = fix()
    assert (code, out) == (0, "Found 1 warning (1 fixed, 0 remaining).\n")
    assert path.read_text() == FIXED
    assert fix() == (0, "All checks passed!\n", "")


def test_fix_leaves_unsafe_without_flag(project: Path) -> None:
    source = "import torch\nx = torch.rand(3).cuda()\n"
    path = write(project / "a.py", source)
    code, out, _ = fix("--output-format", "concise")
    assert code == 1
    assert path.read_text() == source
    assert out.splitlines()[-2:] == ["Found 1 warning (0 fixed, 1 remaining).", "1 more fix available with --unsafe-fixes."]
    assert fix("--unsafe-fixes")[0] == 0
    assert path.read_text() == 'import torch\nx = torch.rand(3, device="cuda")\n'


def test_fix_diff_writes_nothing(project: Path) -> None:
    path = write(project / "a.py", BAD)
    code, out, err = fix("--diff")
    assert code == 1
    assert out == (
        "--- a.py\n+++ a.py\n@@ -1,3 +1,3 @@\n import torch\n \n"
        "-x = torch.zeros(3).cuda()\n"
        '+x = torch.zeros(3, device="cuda")\n'
    )
    assert err == "Would fix 1 warning.\n"
    assert path.read_text() == BAD
    write(project / "a.py", FIXED)
    assert fix("--diff")[0] == 0


def test_fix_preserves_crlf_bom_and_mode(project: Path) -> None:
    path = project / "a.py"
    path.write_bytes(b"\xef\xbb\xbfimport torch\r\n\r\nx = torch.zeros(3).cuda()\r\n")
    os.chmod(path, 0o751)
    assert fix()[0] == 0
    assert path.read_bytes() == b'\xef\xbb\xbfimport torch\r\n\r\nx = torch.zeros(3, device="cuda")\r\n'
    assert os.stat(path).st_mode & 0o777 == 0o751


def test_fix_preserves_missing_final_newline_and_latin1(project: Path) -> None:
    path = project / "a.py"
    path.write_bytes(b"# -*- coding: latin-1 -*-\nimport torch\ns = '\xe9'\nx = torch.zeros(3).cuda()")
    assert fix()[0] == 0
    assert path.read_bytes() == (
        b"# -*- coding: latin-1 -*-\nimport torch\ns = '\xe9'\nx = torch.zeros(3, device=\"cuda\")"
    )


def test_fix_never_touches_unparsable_files(project: Path) -> None:
    source = "import torch\nx = torch.zeros(3).cuda(\n"
    path = write(project / "a.py", source)
    assert fix()[0] == 1
    assert path.read_text() == source


def test_fix_that_breaks_the_parse_is_not_written(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from torchlint.rules import tensor_created_then_moved as tl101

    path = write(project / "a.py", BAD)
    monkeypatch.setattr(tl101, "add_keyword", lambda ctx, call, key, value: tl101.Rule.insert_after(call, ", (("))
    code, _, err = fix()
    assert code == 2
    assert "fix by TL101 produced code that does not parse" in err
    assert "a.py" in err
    assert path.read_text() == BAD
    assert sorted(os.listdir(project)) == ["a.py"]


def test_overlapping_fixes_compose_over_passes(project: Path) -> None:
    # TL101's fix and TL202's fix touch the same chain; both land, over two passes
    path = write(project / "a.py", "import torch\ny = torch.tensor([1.0]).cuda().cpu().numpy()\n")
    assert fix("--select", "TL101,TL202")[0] == 0
    assert path.read_text() == 'import torch\ny = torch.tensor([1.0], device="cuda").detach().cpu().numpy()\n'


# -- configuration ----------------------------------------------------------------------------
def test_pyproject_configuration(project: Path) -> None:
    write(project / "pyproject.toml", '[tool.torchlint]\nignore = ["TL101"]\n')
    write(project / "src" / "a.py", BAD)
    assert check("src")[0] == 0
    assert check("--select", "TL101", "src")[0] == 1  # the command line overrides


def test_nearest_pyproject_with_a_torchlint_table_wins(project: Path) -> None:
    write(project / "pyproject.toml", '[tool.torchlint]\nselect = ["TL2"]\n')
    write(project / "pkg" / "pyproject.toml", "[project]\nname = 'x'\n")  # no table: skipped
    write(project / "pkg" / "a.py", BAD)
    assert check("pkg")[0] == 0


def test_per_file_ignores_and_exclude(project: Path) -> None:
    write(
        project / "pyproject.toml",
        '[tool.torchlint]\nexclude = ["vendored"]\n'
        '[tool.torchlint.per-file-ignores]\n"tests/*" = ["TL1"]\n',
    )
    write(project / "tests" / "t.py", BAD)
    write(project / "vendored" / "v.py", BAD)
    write(project / "a.py", BAD)
    code, out, _ = check("--output-format", "concise", "-q")
    assert code == 1
    assert [line.split(":")[0] for line in out.splitlines()] == ["a.py"]
    assert check("vendored/v.py")[0] == 1  # a file named explicitly is always checked


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ("select = [", "invalid TOML"),
        ("colour = 1", "unknown key 'colour' in [tool.torchlint]"),
        ('select = "TL1"', "key 'select' in [tool.torchlint] must be a list of rule codes or prefixes"),
        ('ignore = ["TL999"]', "ignore: unknown rule selector 'TL999'"),
        ("unsafe-fixes = 1", "key 'unsafe-fixes' in [tool.torchlint] must be a boolean"),
    ],
)
def test_configuration_errors(project: Path, table: str, message: str) -> None:
    write(project / "pyproject.toml", f"[tool.torchlint]\n{table}\n")
    write(project / "a.py", BAD)
    code, out, err = check()
    assert (code, out) == (2, "")
    assert err.startswith(f"error: {project / 'pyproject.toml'}: ")
    assert message in err
    assert err.count("\n") == 1


def test_unsafe_fixes_from_configuration(project: Path) -> None:
    write(project / "pyproject.toml", "[tool.torchlint]\nunsafe-fixes = true\n")
    path = write(project / "a.py", "import torch\nx = torch.rand(3).cuda()\n")
    assert fix()[0] == 0
    assert path.read_text() == 'import torch\nx = torch.rand(3, device="cuda")\n'


def test_explicit_config_file(project: Path) -> None:
    write(project / "lint.toml", '[tool.torchlint]\nselect = ["TL2"]\n')
    write(project / "other" / "pyproject.toml", '[tool.torchlint]\nselect = ["TL2"]\n')
    write(project / "a.py", BAD)
    assert check("--config", "other/pyproject.toml", "a.py")[0] == 0
    code, _, err = check("--config", "missing.toml")
    assert code == 2 and "configuration file not found" in err


def test_walk_skips_tool_folders_and_gitignored_files(project: Path) -> None:
    import subprocess

    for folder in (".git", ".venv", "build", "dist", "__pycache__", "node_modules", "env"):
        write(project / folder / "x.py", BAD)
    (project / "env" / "pyvenv.cfg").write_text("home = /usr\n")
    write(project / "ignored.py", BAD)
    write(project / "kept.py", BAD)
    write(project / ".gitignore", "ignored.py\n")
    subprocess.run(["git", "init", "-q"], cwd=project, check=True)
    code, out, _ = check("--output-format", "concise", "-q")
    assert [line.split(":")[0] for line in out.splitlines()] == ["kept.py"]
    assert check("ignored.py")[0] == 1  # named explicitly


# -- rule documentation ---------------------------------------------------------------------
def test_rule_command() -> None:
    code, out, _ = run("rule", "TL101")
    assert code == 0
    from torchlint import rulepages

    tl101 = registry.rule_by_code("TL101")
    assert out.startswith("# TL101 tensor-created-then-moved\n\n- Fix: sometimes\n- Default: "
                          f"{rulepages.default_line(tl101)}\n")
    assert "## Fix safety" in out
    code, out, _ = run("rule", "--all")
    assert code == 0
    rows = [line.split()[:4] for line in out.splitlines()[1:]]
    assert rows[0] == ["TL001", "syntax-error", "none", "on"]  # the engine's codes first
    assert ["TL101", "tensor-created-then-moved", "sometimes", rulepages.default_word(tl101)] in rows
    code, _, err = run("rule", "TL999")
    assert code == 2 and err == "error: unknown rule code 'TL999' (see `torchlint rule --all`)\n"


def test_python_dash_m_and_no_torch_import(tmp_path: Path) -> None:
    import subprocess
    import sys

    write(tmp_path / "a.py", BAD)
    probe = (
        "import sys, runpy\n"
        "sys.argv = ['torchlint', 'check', '--select', 'TL101', sys.argv[1]]\n"
        "try:\n    runpy.run_module('torchlint', run_name='__main__')\n"
        "except SystemExit as e:\n    code = e.code\n"
        "print('TORCH' if 'torch' in sys.modules else 'NO-TORCH', code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, str(tmp_path / "a.py")], capture_output=True, text=True
    )
    assert done.stdout.strip().splitlines()[-1] == "NO-TORCH 1"


def test_rule_crash_is_tl002_and_other_rules_still_report(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from torchlint.rules import numpy_without_detach as tl202

    def boom(self, node):  # noqa: ANN001
        raise ValueError("boom")

    monkeypatch.setattr(tl202.NumpyWithoutDetach, "visit_Call", boom)
    write(project / "a.py", BAD + "y = x.cpu().numpy()\n")
    code, out, err = check("--select", "TL101,TL202", "--output-format", "concise", "-q")
    assert code == 1
    assert out.splitlines() == [
        "a.py:1:1: TL002 internal error in TL202: ValueError: boom",
        "a.py:3:5: TL101 [*] `torch.zeros` creates the tensor on the CPU and then copies it to "
        "the device; pass `device=` to the factory (pedantic: runs once)",
    ]
    assert "Traceback" not in out + err


def test_summary_when_only_unsafe_fixes_exist(project: Path) -> None:
    write(project / "a.py", "import torch\nx = torch.rand(3).cuda()\ny = torch.randn(3).cuda()\n")
    _, out, _ = check("--output-format", "concise")
    assert out.splitlines()[-2:] == ["Found 2 warnings.", "No safe fixes available (2 fixes with --unsafe-fixes)."]


def test_default_reports_hot_paths_and_pedantic_every_occurrence(project: Path) -> None:
    """Without --pedantic a one-off at module level is left out, the same line in a training
    loop or in `forward` is reported, and the summary says what --pedantic would add."""
    write(project / "a.py", (
        "import torch\n"
        "\n"
        "once = torch.zeros(8).cuda()\n"
        "\n"
        "\n"
        "class Net(torch.nn.Module):\n"
        "    def forward(self, x):\n"
        "        return x * torch.ones(8).cuda()\n"
        "\n"
        "\n"
        "def train(loader):\n"
        "    for x in loader:\n"
        "        noise = torch.zeros(8).cuda()\n"
    ))
    code, out, err = check("--no-pedantic", "--output-format", "concise", "-q", "a.py")
    assert code == 1
    assert [line.split(": TL101")[0] for line in out.splitlines()] == ["a.py:8:20", "a.py:13:17"]
    code, out, err = check("--no-pedantic", "--output-format", "concise", "a.py")
    assert "1 more finding with `--pedantic`" in out
    code, out, _ = check("--pedantic", "--output-format", "concise", "-q", "a.py")
    lines = out.splitlines()
    assert [line.split(": TL101")[0] for line in lines] == ["a.py:3:8", "a.py:8:20", "a.py:13:17"]
    assert lines[0].endswith("(pedantic: runs once)")
    assert not lines[1].endswith(")")


def test_pedantic_from_the_configuration(project: Path) -> None:
    write(project / "a.py", "import torch\n\nonce = torch.zeros(8).cuda()\n")
    assert check("--no-pedantic", "a.py")[0] == 0
    write(project / "pyproject.toml", "[tool.torchlint]\npedantic = true\n")
    assert check("a.py")[0] == 1
    assert check("--no-pedantic", "a.py")[0] == 0  # the command line overrides
    write(project / "pyproject.toml", "[tool.torchlint]\npedantic = false\n")
    assert check("a.py")[0] == 0  # the configuration overrides TORCHLINT_PEDANTIC=1
