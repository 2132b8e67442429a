"""Ruff's habits that users reach for, each as Ruff's documentation describes it: --fix-only,
--exit-non-zero-on-fix, --watch, -o/--output-file, `fixable`/`unfixable`,
`extend-per-file-ignores`, `--output-format full`, TORCHLINT_OUTPUT_FORMAT, -n, -e, -s,
--respect-gitignore and --statistics with its summary and `fixable_count`."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from torchlint.cli import main

FLAGGED = 'import torch\nfor i in range(3):\n    x = torch.zeros(3).to("cuda")\n'
FIXED = 'import torch\nfor i in range(3):\n    x = torch.zeros(3, device="cuda")\n'
FINDING = ('a.py:3:9: TL101 [*] `torch.zeros` creates the tensor on the CPU and then copies it '
           'to the device; pass `device=` to the factory')


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "a.py").write_text(FLAGGED)
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("TORCHLINT_OUTPUT_FORMAT", raising=False)
    return tmp_path


def cli(*args: str, env: dict[str, str] | None = None):  # noqa: ANN201
    return CliRunner().invoke(main, list(args), env=env)


def test_fix_only_fixes_and_neither_reports_nor_fails_on_what_remains(project: Path) -> None:
    (project / "c.py").write_text("import torch\nfor i in range(3):\n"
                                  "    x = torch.rand(3).to('cuda')\n")  # unsafe: remains
    result = cli("check", "--fix-only", "--no-cache", "a.py", "c.py")
    assert (result.exit_code, result.stdout) == (0, "")
    assert result.stderr == "Fixed 1 warning.\n"
    assert (project / "a.py").read_text() == FIXED


def test_exit_non_zero_on_fix(project: Path) -> None:
    result = cli("check", "--fix", "--exit-non-zero-on-fix", "--no-cache", "a.py")
    assert result.exit_code == 1 and "(1 fixed, 0 remaining)" in result.stdout
    assert cli("check", "--fix", "--exit-non-zero-on-fix", "a.py").exit_code == 0  # nothing left
    (project / "a.py").write_text(FLAGGED)
    assert cli("fix", "--exit-non-zero-on-fix", "-e", "--no-cache", "a.py").exit_code == 1
    (project / "a.py").write_text(FLAGGED)
    assert cli("check", "--fix-only", "--exit-non-zero-on-fix", "-n", "a.py").exit_code == 1


def test_output_file_takes_the_report(project: Path) -> None:
    result = cli("check", "-n", "-o", "report.txt", "--output-format", "concise", "a.py")
    assert (result.exit_code, result.stdout) == (1, "")
    assert (project / "report.txt").read_text().splitlines()[0] == FINDING
    result = cli("check", "-n", "--output-file", "missing/report.txt", "a.py")
    assert result.exit_code == 2
    assert result.stderr == "error: --output-file missing/report.txt: No such file or directory\n"


def test_full_is_rufs_name_for_the_default_format_and_the_environment_sets_it(project: Path) -> None:
    full = cli("check", "-n", "--output-format", "full", "a.py")
    text = cli("check", "-n", "a.py")
    assert full.stdout == text.stdout and full.stdout.startswith(FINDING + "\n  |\n")
    concise = cli("check", "-n", "a.py", env={"TORCHLINT_OUTPUT_FORMAT": "concise"})
    assert concise.stdout.splitlines()[0] == FINDING and "  |" not in concise.stdout
    given = cli("check", "-n", "--output-format", "json", "a.py",
                env={"TORCHLINT_OUTPUT_FORMAT": "concise"})
    assert json.loads(given.stdout)[0]["code"] == "TL101"  # the option wins


def test_short_options_n_e_s(project: Path) -> None:
    assert cli("check", "-n", "-e", "a.py").exit_code == 0
    assert not (project / ".torchlint_cache").exists()
    silent = cli("check", "-n", "-s", "a.py")
    assert (silent.exit_code, silent.stdout, silent.stderr) == (1, "", "")
    assert cli("check", "-n", "-s", "missing.py").exit_code == 2  # errors still say so


def test_fixable_and_unfixable(project: Path) -> None:
    held = cli("check", "-n", "--unfixable", "TL1", "a.py")
    assert "[*]" not in held.stdout and "fixable" not in held.stdout
    assert cli("fix", "-n", "--unfixable", "TL101", "a.py").exit_code == 1
    assert (project / "a.py").read_text() == FLAGGED
    (project / "pyproject.toml").write_text('[tool.torchlint]\nfixable = ["TL2"]\n')
    assert cli("fix", "-n", "a.py").exit_code == 1 and (project / "a.py").read_text() == FLAGGED
    assert cli("fix", "-n", "--extend-fixable", "TL101", "a.py").exit_code == 0
    assert (project / "a.py").read_text() == FIXED
    (project / "pyproject.toml").write_text('[tool.torchlint]\nfixable = ["TLX"]\n')
    bad = cli("check", "-n", "a.py")
    assert bad.exit_code == 2 and "fixable: unknown rule selector 'TLX'" in bad.stderr


def test_extend_per_file_ignores(project: Path) -> None:
    (project / "scripts").mkdir()
    (project / "scripts" / "s.py").write_text(FLAGGED)
    (project / "pyproject.toml").write_text(
        '[tool.torchlint]\nper-file-ignores = {"a.py" = ["TL1"]}\n'
        'extend-per-file-ignores = {"scripts/*" = ["TL101"]}\n')
    assert cli("check", "-n", ".").stdout.startswith("All checks passed!")
    (project / "pyproject.toml").write_text('[tool.torchlint]\nper-file-ignores = {"a.py" = ["TL1"]}\n')
    found = cli("check", "-n", "--output-format", "concise", ".")
    assert found.stdout.startswith("scripts/s.py:3:9: TL101")
    extended = cli("check", "-n", "--extend-per-file-ignores", "scripts/*:TL1", ".")
    assert extended.exit_code == 0  # added to, not replacing, the configured a.py ignore


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_respect_gitignore_switch(project: Path) -> None:
    subprocess.run(["git", "init", "-q"], cwd=project, check=True)
    (project / ".gitignore").write_text("a.py\n")
    assert cli("check", "-n", ".").stderr == "warning: No Python files found under the given paths\n"
    off = cli("check", "-n", "--no-respect-gitignore", "--output-format", "concise", ".")
    assert off.stdout.splitlines()[0] == FINDING
    (project / "pyproject.toml").write_text("[tool.torchlint]\nrespect-gitignore = false\n")
    assert cli("check", "-n", ".").exit_code == 1
    assert cli("check", "-n", "--respect-gitignore", ".").exit_code == 0


def test_statistics_have_fixable_count_and_a_summary(project: Path) -> None:
    (project / "c.py").write_text("import torch\nfor i in range(3):\n"
                                  "    x = torch.rand(3).to('cuda')\n")
    text = cli("check", "-n", "--statistics", ".")
    assert text.stdout == ("    2\tTL101\t[-] tensor-created-then-moved\n\nFound 2 warnings.\n"
                           "[*] 1 fixable with `torchlint fix` (1 more with --unsafe-fixes).\n")
    rows = json.loads(cli("check", "-n", "--statistics", "--output-format", "json", ".").stdout)
    assert rows == [{"code": "TL101", "name": "tensor-created-then-moved", "count": 2,
                     "fixable": False, "fixable_count": 1}]


def test_watch_checks_again_when_a_file_changes(project: Path) -> None:
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "TORCHLINT_OUTPUT_FORMAT": "concise"}
    proc = subprocess.Popen([sys.executable, "-m", "torchlint", "check", "--watch", "-n",
                             "--select", "TL101", "."],
                            cwd=project, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)
    assert proc.stdout is not None
    try:
        assert proc.stdout.readline().startswith("a.py:3:9: TL101")
        time.sleep(1.1)  # a modification time the first state cannot have
        (project / "a.py").write_text(FIXED)
        deadline = time.monotonic() + 60
        line = ""
        while "All checks passed!" not in line and time.monotonic() < deadline:
            line = proc.stdout.readline()
        assert "All checks passed!" in line
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    assert proc.returncode == 0
    assert "File change detected..." in err and "internal error" not in err


def test_ignore_noqa_reports_silenced_lines_in_every_worker(project: Path) -> None:
    silenced = FLAGGED.rstrip("\n") + "  # noqa: TL101\n"
    for index in range(40):  # enough files for worker processes
        (project / f"m{index:02d}.py").write_text(silenced)
    (project / "a.py").write_text(silenced)
    assert cli("check", "-n", ".").exit_code == 0
    found = subprocess.run([sys.executable, "-m", "torchlint", "check", "--ignore-noqa", "-j",
                            "2", "--select", "TL101", "--output-format", "concise", "."],
                           cwd=project,
                           capture_output=True, text=True, timeout=300)
    assert found.returncode == 1
    assert found.stdout.count(": TL101 [*] ") == 41
    assert cli("check", ".").exit_code == 0  # the cache was not filled without noqa
